"""Terremoto in italiano: the same keys and placeholders as English
(game/ui/terremoto/lang/en.py). Terms are the Italian edition's (scheletri neri, maghi blu,
elfi verdi, goblin rossi, soldati bianchi, cloni; Terremoto, Opportunità, Prosperità, Salto
Temporale; giocata, seme, scarti).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.terremoto.title": "Terremoto",
    "game.terremoto.blurb": "Un gioco di carte a semi: cala gruppi sul tavolo, fai punti e "
    "attento al Terremoto.",
    "option.terremoto.target200": "Fino a 200",
    "option.terremoto.target200.help": "Partita più lunga: l'obiettivo è 200 punti "
    "(da 5 a 8 giocatori; di norma 150).",
    "option.terremoto.target100": "Fino a 100",
    "option.terremoto.target100.help": "Partita più breve: l'obiettivo è 100 punti "
    "(da 5 a 8 giocatori; di norma 150).",
    # ---- Terremoto
    "terremoto.card.K.one": "scheletro nero",
    "terremoto.card.K.other": "scheletri neri",
    "terremoto.card.W.one": "mago blu",
    "terremoto.card.W.other": "maghi blu",
    "terremoto.card.E.one": "elfo verde",
    "terremoto.card.E.other": "elfi verdi",
    "terremoto.card.G.one": "goblin rosso",
    "terremoto.card.G.other": "goblin rossi",
    "terremoto.card.S.one": "soldato bianco",
    "terremoto.card.S.other": "soldati bianchi",
    "terremoto.card.C.one": "clone",
    "terremoto.card.C.other": "cloni",
    "terremoto.card.EQ.one": "Terremoto",
    "terremoto.card.EQ.other": "Terremoti",
    "terremoto.card.OP.one": "Opportunità",
    "terremoto.card.OP.other": "Opportunità",
    "terremoto.card.PR.one": "Prosperità",
    "terremoto.card.PR.other": "carte Prosperità",
    "terremoto.card.TW.one": "Salto Temporale",
    "terremoto.card.TW.other": "Salti Temporali",
    "terremoto.face.K": "Scheletro",
    "terremoto.face.W": "Mago",
    "terremoto.face.E": "Elfo",
    "terremoto.face.G": "Goblin",
    "terremoto.face.S": "Soldato",
    "terremoto.face.C": "Clone",
    "terremoto.face.EQ": "Terremoto",
    "terremoto.face.OP": "Opportunità",
    "terremoto.face.PR": "Prosperità",
    "terremoto.face.TW": "Salto Temp.",
    "terremoto.letter.K": "K",
    "terremoto.letter.W": "W",
    "terremoto.letter.E": "E",
    "terremoto.letter.G": "G",
    "terremoto.letter.S": "S",
    "terremoto.letter.C": "C",
    "terremoto.letter.EQ": "EQ",
    "terremoto.letter.OP": "OP",
    "terremoto.letter.PR": "PR",
    "terremoto.letter.TW": "TW",
    "terremoto.effect.suit": "Un gruppo di un solo seme vale le sue carte × le carte di quel "
    "seme sul tavolo (di tutti i giocatori, gruppo compreso).",
    "terremoto.effect.clone": "Vale come carta di qualsiasi seme: si unisce a un gruppo, "
    "oppure i cloni giocati da soli si dichiarano di un seme.",
    "terremoto.effect.EQ": "Tutte le carte sul tavolo vanno negli scarti.",
    "terremoto.effect.OP": "Pesca subito {draw} carte; a fine turno non peschi.",
    "terremoto.effect.PR": "Guadagni {points} punti.",
    "terremoto.effect.TW": "Gioca quante volte vuoi in questo turno (almeno due giocate).",
    "terremoto.card_effect": "{name}: {effect}",
    "terremoto.and": "{names} e {last}",
    "terremoto.comma": ", ",
    "terremoto.nothing": "niente",
    "terremoto.stage.label": "Il tavolo",
    "terremoto.status.turn": "Turno di {name}",
    "terremoto.status.over": "Partita finita: vittoria di {names}",
    "terremoto.status.round": "Giro {round} · obiettivo {target} punti",
    "terremoto.plays.normal": "Giocate fatte in questo turno: {made} · da fare: {left}",
    "terremoto.plays.warp.one": "Giocate fatte in questo turno: 1 · nessun limite (Salto "
    "Temporale)",
    "terremoto.plays.warp.other": "Giocate fatte in questo turno: {count} · nessun limite "
    "(Salto Temporale)",
    "terremoto.badge.warp": "Salto Temporale: continua a giocare o termina le giocate",
    "terremoto.badge.opportunity": "Opportunità giocata: a fine turno non si pesca",
    "terremoto.pile.draw": "Mazzo",
    "terremoto.pile.discard": "Scarti",
    "terremoto.pile.draw_title.one": "Mazzo: 1 carta",
    "terremoto.pile.draw_title.other": "Mazzo: {count} carte",
    "terremoto.pile.discard_title.one": "Scarti: 1 carta, in cima {top}",
    "terremoto.pile.discard_title.other": "Scarti: {count} carte, in cima {top}",
    "terremoto.pile.discard_empty": "Scarti: nessuna carta",
    "terremoto.tally.title": "Sul tavolo",
    "terremoto.tally.chip": "{name} sul tavolo: {count}",
    "terremoto.tally.grow": "→ {count}",
    "terremoto.seat.score": "{score} / {target}",
    "terremoto.seat.score_title": "Punti: {score} su {target}",
    "terremoto.seat.empty": "Nessuna carta sul tavolo",
    "terremoto.seat.hand": "🂠 {count}",
    "terremoto.stack": "{count} {name} sul tavolo",
    "terremoto.stack.count": "×{count}",
    "terremoto.stack.clones.one": "{total} {name} sul tavolo, di cui 1 clone",
    "terremoto.stack.clones.other": "{total} {name} sul tavolo, di cui {count} cloni",
    "terremoto.cards_in_hand.one": "1 carta in mano",
    "terremoto.cards_in_hand.other": "{count} carte in mano",
    "terremoto.pass.one": "Punti: {score} su {target} · 1 carta in mano",
    "terremoto.pass.other": "Punti: {score} su {target} · {count} carte in mano",
    "terremoto.hand.title": "Mano di {name}",
    "terremoto.hand.empty": "Nessuna carta in mano.",
    "terremoto.hand.wait": "Potrai giocare quando sarà il tuo turno.",
    "terremoto.hand.all": "Tutte ({count})",
    "terremoto.hand.none": "Nessuna",
    "terremoto.hand.all_title": "Scegli tutti i tuoi {name}, o nessuno",
    "terremoto.prompt.plays.one": "Gioca un gruppo o una carta speciale (manca 1 giocata)",
    "terremoto.prompt.plays.other": "Gioca un gruppo o una carta speciale (mancano {count} "
    "giocate)",
    "terremoto.prompt.warp.one": "Salto Temporale: gioca quanto vuoi (almeno 1 altra giocata)",
    "terremoto.prompt.warp.other": "Salto Temporale: gioca quanto vuoi (almeno altre {count} "
    "giocate)",
    "terremoto.prompt.warp_end": "Salto Temporale: continua a giocare o termina le giocate",
    "terremoto.prompt.wait": "Sta giocando {name}.",
    "terremoto.prompt.over": "La partita è finita.",
    "terremoto.preview.group.one": "{cards} {suit_name}: {size} × {tally} = {points} punto",
    "terremoto.preview.group.other": "{cards} {suit_name}: {size} × {tally} = {points} punti",
    "terremoto.preview.group_clones.one": "{cards} {suit_name} e {clones} {clone_name}: "
    "{size} × {tally} = {points} punto",
    "terremoto.preview.group_clones.other": "{cards} {suit_name} e {clones} {clone_name}: "
    "{size} × {tally} = {points} punti",
    "terremoto.preview.clones.one": "{clones} {clone_name} come {suit_plural}: "
    "{size} × {tally} = {points} punto",
    "terremoto.preview.clones.other": "{clones} {clone_name} come {suit_plural}: "
    "{size} × {tally} = {points} punti",
    "terremoto.preview.prosper": "Prosperità: {points} punti",
    "terremoto.why.empty": "Scegli carte dalla mano: carte di un solo seme (anche con dei "
    "cloni), o una carta speciale.",
    "terremoto.why.mixed": "Carte di semi diversi non formano mai un gruppo.",
    "terremoto.why.alone": "Una carta speciale si gioca da sola.",
    "terremoto.why.declare": "Scegli il seme dei tuoi cloni.",
    "terremoto.why.illegal": "Questa giocata ora non è consentita.",
    "terremoto.declare.title": "Cloni come:",
    "terremoto.declare.option.one": "{name}: {points} punto",
    "terremoto.declare.option.other": "{name}: {points} punti",
    "terremoto.declare.points": "+{points}",
    "terremoto.btn.play": "Gioca",
    "terremoto.btn.clear": "Azzera",
    "terremoto.btn.end": "Fine giocate",
    "terremoto.recent.title": "Ultimo turno",
    "terremoto.end.score": "Punti",
    "terremoto.end.target": "Vince chi arriva per primo a {target} punti.",
    "terremoto.end.limit": "Nessuno ha raggiunto l'obiettivo in {rounds} giri: vince il "
    "punteggio più alto.",
    "terremoto.log.setup.one": "Inizia una partita a Terremoto con {players} giocatori "
    "(1 mazzo, {target} punti).",
    "terremoto.log.setup.other": "Inizia una partita a Terremoto con {players} giocatori "
    "({count} mazzi, {target} punti).",
    "terremoto.log.first": "Il primo a giocare è {player}.",
    "terremoto.log.turn": "— Turno di {player} —",
    "terremoto.log.discard_table.one": "{player} scarta la carta calata nel turno precedente.",
    "terremoto.log.discard_table.other": "{player} scarta le {count} carte calate nel turno "
    "precedente.",
    "terremoto.log.group": "{player} gioca {cards} {suit_name}: {size} × {tally} = {points}.",
    "terremoto.log.group_clones": "{player} gioca {cards} {suit_name} e {clones} "
    "{clone_name}: {size} × {tally} = {points}.",
    "terremoto.log.clones": "{player} gioca {clones} {clone_name} come {suit_plural}: "
    "{size} × {tally} = {points}.",
    "terremoto.log.earthquake.one": "{player} gioca Terremoto: 1 carta sul tavolo va negli scarti.",
    "terremoto.log.earthquake.other": "{player} gioca Terremoto: {count} carte sul tavolo "
    "vanno negli scarti.",
    "terremoto.log.opportunity": "{player} gioca Opportunità: "
    "pesca ora, e non alla fine di questo turno.",
    "terremoto.log.prosper": "{player} gioca Prosperità: {points} punti.",
    "terremoto.log.time_warp": "{player} gioca Salto Temporale.",
    "terremoto.log.end_plays": "{player} termina le sue giocate.",
    "terremoto.log.draw.one": "{player} pesca 1 carta.",
    "terremoto.log.draw.other": "{player} pesca {count} carte.",
    "terremoto.log.drew": "Hai pescato: {card_list}.",
    "terremoto.log.no_draw": "{player} non pesca alla fine di questo turno (Opportunità).",
    "terremoto.log.reshuffle.one": "Gli scarti vengono mescolati in un nuovo mazzo di 1 carta.",
    "terremoto.log.reshuffle.other": "Gli scarti vengono mescolati in un nuovo mazzo di "
    "{count} carte.",
    "terremoto.log.piles_empty": "Mazzo e scarti sono vuoti: {player} non può pescare altro.",
    "terremoto.log.empty_hand": "{player} non ha carte e non può giocare.",
    "terremoto.undo.revealed": "Impossibile annullare: da allora sono state pescate carte",
    "terremoto.log.win": "{player} vince con {score} punti.",
    "terremoto.log.limit.one": "Dopo {rounds} giri nessuno ha raggiunto l'obiettivo: vince "
    "{winners} con {score}.",
    "terremoto.log.limit.other": "Dopo {rounds} giri nessuno ha raggiunto l'obiettivo: "
    "vincono {winners} con {score}.",
    "terremoto.rules.goal": "Arriva per primo a {target} punti.",
    "terremoto.rules.turn": "A ogni turno: le carte che hai calato nel turno precedente vanno "
    "negli scarti; fai due giocate (un gruppo di un solo seme, o una carta speciale); poi "
    "peschi fino ad avere {hand} carte.",
    "terremoto.rules.scoring": "Un gruppo vale le sue carte × le carte del suo seme sul "
    "tavolo, contando quelle di tutti, gruppo compreso. I cloni valgono come qualsiasi seme.",
    "terremoto.rules.specials": "Terremoto svuota il tavolo. Opportunità fa pescare subito "
    "{draw} carte (niente pescata a fine turno). Prosperità vale {points} punti. Salto "
    "Temporale ti fa giocare quanto vuoi.",
    "terremoto.rules.end": "Le carte sul tavolo restano lì per un giro intero, e si sommano ai "
    "gruppi dello stesso seme di tutti, fino al turno successivo di chi le ha giocate.",
    "terremoto.rules.controls": "Comandi: tocca le carte per sceglierle, poi Gioca. {keys}",
    "terremoto.tray": "La tua mano e la tua giocata",
    "terremoto.keys": "Tasti: {suits} aggiungono una carta (Maiusc ne toglie una), {specials} "
    "una carta "
    "speciale (Terremoto, Opportunità, Prosperità, Salto Temporale), Spazio sceglie la "
    "carta evidenziata, Invio gioca, Esc azzera, {end} termina le giocate.",
    "terremoto.card_key": "{tip} (tasto {letter})",
    "terremoto.pile.left.one": "1 carta rimasta",
    "terremoto.pile.left.other": "{count} carte rimaste",
    "terremoto.badge.warp_owed.one": "Salto Temporale: ancora 1 giocata dovuta, poi quante vuoi",
    "terremoto.badge.warp_owed.other": "Salto Temporale: ancora {count} giocate dovute, poi "
    "quante vuoi",
    "terremoto.seat.leaves": "Scartate al prossimo turno di {name}",
    "terremoto.seat.leaves_yours": "Le tue: scartate al tuo prossimo turno",
    "terremoto.rules.goal_any": "Arriva per primo a {one} punti da {one_from} a {one_to} "
    "giocatori (un mazzo), a {two} "
    "punti da {two_from} a {two_to} giocatori (due mazzi; {options} a scelta).",
    # ---- the lesson (game/ui/terremoto/lesson.py)
    "lesson.terremoto.title": "Impara Terremoto",
    "lesson.terremoto.s1.say": "Ciao, {you}! Si fanno punti calando gruppi di un solo seme: un "
    "gruppo vale le sue carte × tutte le carte del suo seme sul tavolo, di tutti, le tue "
    "comprese. Sul tavolo ci sono 4 maghi blu (vedi «Sul tavolo»): seleziona i tuoi 2 maghi e "
    "premi Gioca, per 2 × 6 = 12.",
    "lesson.terremoto.s1.done": "12 punti: i tuoi 2 maghi × i 6 maghi ora sul tavolo.",
    "lesson.terremoto.s1.wrong": "Seleziona i tuoi 2 maghi blu, le carte evidenziate, poi premi "
    "Gioca.",
    "lesson.terremoto.s2.say": "A ogni turno fai due giocate. Per la seconda seleziona i tuoi 2 "
    "soldati bianchi e premi Gioca: sul tavolo non ci sono ancora soldati, quindi valgono 2 × 2 = "
    "4. Poi peschi fino ad avere 7 carte.",
    "lesson.terremoto.s2.done": "Hai pescato fino a 7 carte. Al loro turno {p1} e {p2} hanno "
    "prima scartato le carte calate nel turno precedente; poi {p2} ha calato 3 soldati accanto ai "
    "tuoi 2 e ha fatto 3 × 5 = 15: le tue carte contano per tutti finché restano sul tavolo.",
    "lesson.terremoto.s2.wrong": "Seleziona i tuoi 2 soldati bianchi, poi premi Gioca.",
    "lesson.terremoto.s3.say": "Di nuovo il tuo turno: i tuoi maghi e soldati hanno lasciato il "
    "tavolo, come fanno le carte di tutti al turno successivo di chi le ha calate. Un clone vale "
    "come qualsiasi seme: seleziona il tuo elfo verde e il clone e premi Gioca. Il clone diventa "
    "un elfo: 2 × 5 elfi = 10.",
    "lesson.terremoto.s3.done": "10 punti. Il clone resta un elfo finché rimane sul tavolo.",
    "lesson.terremoto.s3.wrong": "Seleziona insieme il tuo elfo verde e il clone, poi premi Gioca.",
    "lesson.terremoto.s4.say": "Una carta speciale si gioca da sola, ed è una delle tue due "
    "giocate. Seleziona Prosperità e premi Gioca: vale subito 5 punti.",
    "lesson.terremoto.s4.done": "Prosperità ti ha dato 5 punti. Poi {p1} ha giocato un Terremoto: "
    "tutte le carte sul tavolo sono finite negli scarti, anche il tuo elfo e il clone. Non fa "
    "punti, ma toglie agli altri ciò a cui potevano aggiungersi.",
    "lesson.terremoto.s4.wrong": "Seleziona solo la carta Prosperità, poi premi Gioca.",
    "lesson.terremoto.s5.say": "Salto Temporale ti permette di giocare quante volte vuoi in "
    "questo turno, almeno due giocate. Seleziona il Salto Temporale e premi Gioca.",
    "lesson.terremoto.s5.done": "Il Salto Temporale è stato la tua prima giocata: ora questo "
    "turno non ha limiti.",
    "lesson.terremoto.s5.wrong": "Seleziona solo la carta Salto Temporale, poi premi Gioca.",
    "lesson.terremoto.s6.say": "Opportunità fa pescare subito 4 carte, ma poi a fine turno non "
    "peschi. Seleziona Opportunità e premi Gioca.",
    "lesson.terremoto.s6.done": "Hai pescato 4 carte, tra cui un goblin rosso: ora hai 3 goblin.",
    "lesson.terremoto.s6.wrong": "Seleziona solo la carta Opportunità, poi premi Gioca.",
    "lesson.terremoto.s7.say": "Sul tavolo non ci sono goblin: seleziona i tuoi 3 goblin rossi e "
    "premi Gioca, per 3 × 3 = 9.",
    "lesson.terremoto.s7.done": "9 punti. Anche un gruppo grande di un seme nuovo rende bene.",
    "lesson.terremoto.s7.wrong": "Seleziona i tuoi 3 goblin rossi, poi premi Gioca.",
    "lesson.terremoto.s8.say": "{p2} ha 2 elfi verdi sul tavolo. Il tuo elfo segna con loro: "
    "selezionalo e premi Gioca, per 1 × 3 = 3 (resta al tuo posto).",
    "lesson.terremoto.s8.done": "3 punti: gli elfi di tutti i giocatori contano per il tuo gruppo.",
    "lesson.terremoto.s8.wrong": "Seleziona il tuo elfo verde, poi premi Gioca.",
    "lesson.terremoto.s9.say": "Con il Salto Temporale puoi fermarti quando vuoi dopo due giocate. "
    "Tieni la Prosperità: i suoi 5 punti valgono lo stesso in qualsiasi turno, e dopo Opportunità "
    "a fine turno non peschi, quindi le carte che tieni sono tutto ciò che avrai da giocare al "
    "prossimo turno. Premi Fine giocate.",
    "lesson.terremoto.s9.done": "Grazie a Opportunità in questo turno non peschi. Vince subito "
    "chi arriva per primo a 100 punti, anche a metà turno. Ora conosci il gioco: continua a "
    "giocare!",
    "lesson.terremoto.s9.wrong": "Premi Fine giocate per chiudere il turno.",
    "lesson.terremoto.more.title": "Terremoto: altre regole",
    "lesson.terremoto.m1.say": "Stavolta giochi contro altri 4. Da 5 a 8 giocatori Terremoto usa "
    "due mazzi (140 carte: 24 per seme, 4 cloni, 4 di ogni carta speciale) e vince chi arriva per "
    "primo a 150 punti. Cominci tu, a tavolo vuoto. Seleziona tutti e 4 i maghi blu e premi Gioca: "
    "4 × 4 = 16. Divisi in 1 ora e 3 nella seconda giocata farebbero solo 1 × 1 + 3 × 4 = 13: un "
    "gruppo conta le carte sul tavolo quando viene calato, quindi la sua prima parte non conta "
    "quelle calate dopo.",
    "lesson.terremoto.m1.done": "16 punti: i tuoi 4 maghi × i 4 maghi sul tavolo.",
    "lesson.terremoto.m1.wrong": "Seleziona insieme tutti e 4 i maghi blu, poi premi Gioca.",
    "lesson.terremoto.m2.say": "Ogni turno richiede due giocate. Per la seconda cala il tuo "
    "scheletro nero: 1 × 1 = 1. Selezionalo e premi Gioca.",
    "lesson.terremoto.m2.done": "Tutti e quattro hanno aggiunto carte alle tue: {p4} ha calato 2 "
    "scheletri per 2 × 10 = 20. Poi è iniziato il tuo turno e le tue carte hanno lasciato il "
    "tavolo: restano 9 scheletri e 5 maghi, tutti degli altri.",
    "lesson.terremoto.m2.wrong": "Seleziona il tuo scheletro nero, poi premi Gioca.",
    "lesson.terremoto.m3.say": "Hai un clone ma nessuno scheletro. Un clone si può giocare da "
    "solo: vale come il seme che dichiari. Seleziona il clone: i pulsanti «Cloni come:» mostrano "
    "quanto farebbe ogni seme. Scegli gli scheletri neri e premi Gioca: 1 × 10 = 10 (con i tuoi 2 "
    "elfi farebbe solo 3 × 3 = 9).",
    "lesson.terremoto.m3.done": "10 punti: il tuo clone resta uno scheletro finché sta sul tavolo.",
    "lesson.terremoto.m3.wrong": "Seleziona il clone, scegli gli scheletri neri in «Cloni come:», "
    "poi premi Gioca.",
    "lesson.terremoto.m4.say": "Per la seconda giocata cala i tuoi 2 elfi verdi: 2 × 2 = 4. Tieni "
    "il Terremoto per un tavolo più pieno.",
    "lesson.terremoto.m4.done": "Gli altri hanno ammucchiato goblin: i 3 di {p4} hanno fatto 3 × "
    "11 = 33. Ora che le tue carte hanno lasciato il tavolo, ci restano 11 goblin, 7 soldati e 2 "
    "maghi.",
    "lesson.terremoto.m4.wrong": "Seleziona i tuoi 2 elfi verdi, poi premi Gioca.",
    "lesson.terremoto.m5.say": "Prima fai punti: seleziona i tuoi 3 goblin rossi e premi Gioca. "
    "Con gli 11 sul tavolo fanno 3 × 14 = 42.",
    "lesson.terremoto.m5.done": "42 punti: ora sei in testa con 73.",
    "lesson.terremoto.m5.wrong": "Seleziona tutti e 3 i goblin rossi, poi premi Gioca.",
    "lesson.terremoto.m6.say": "Ora gioca il Terremoto: tutte le carte sul tavolo vanno negli "
    "scarti, anche le tue. Non fa punti e prende il posto dei tuoi soldati (2 × 9 = 18), ma i 4 "
    "giocatori dopo di te aggiungerebbero carte a 14 goblin e 7 soldati. Seleziona il Terremoto e "
    "premi Gioca.",
    "lesson.terremoto.m6.done": "23 carte hanno lasciato il tavolo. Gli altri sono ripartiti da un "
    "tavolo vuoto: i 3 soldati di {p1} hanno fatto solo 3 × 3 = 9.",
    "lesson.terremoto.m6.wrong": "Seleziona solo il Terremoto, poi premi Gioca.",
}
