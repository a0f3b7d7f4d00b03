"""Eruption in italiano: the same keys and placeholders as English (game/ui/eruption/lang/en.py).

Terms follow the Italian rules summary (tessera lava, tessera eruzione, muro di
paglia/legno/pietra, Riserva, Zona pericolo, Cooperazione, Annientamento, Pioggia di lava); the
cards, printed only in English, get Italian names (Scossa di assestamento, Colata lavica,
Spostamento, Voragine, Sisma, Pioggia, Rinforzo, Bomba vulcanica).

Places on the board carry no article, so the sentence can contract it: a hex is a "casella ..."
(feminine: "sulla {hex}", "dalla {hex}"), a wall's place a "confine ..." or "lato ..."
(masculine: "sul {edge}", "dal {src} al {dst}"). Tile phrases carry their article ("una
tessera a Y", "la tessera eruzione 2") and stand where a direct object stands.
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    # the games and their options, on the start screen
    "eruption.undo.revealed": "Impossibile annullare: da allora è stata pescata una"
    " tessera o una carta o sono stati tirati i dadi",
    "game.eruption.title": "Eruption",
    "game.eruption.blurb": "Devia la lava lontano dal tuo villaggio con tessere, muri e carte.",
    "option.eruption.clans": "Cooperazione",
    "option.eruption.clans.help": "Squadre di due su villaggi opposti. Solo in 4 o 6 giocatori.",
    "option.eruption.annihilation": "Annientamento",
    "option.eruption.annihilation.help": "Si gioca finché resta un solo villaggio.",
    "option.eruption.forecast": "Pioggia di lava",
    "option.eruption.forecast.help": "Tre pile di tessere scoperte tra cui scegliere.",
    "option.eruption.norain": "Senza Pioggia",
    "option.eruption.norain.help": "Le 4 carte Pioggia restano fuori dal gioco.",
    "stats.tiles": "Tessere piazzate",
    "stats.built": "Muri costruiti",
    "stats.lost": "Muri persi nel villaggio",
    "stats.flows": "Colate nel villaggio alla fine",
    "stats.played": "Carte giocate",
    "stats.traded": "Carte scambiate",
    "stats.heat": "Gradi subiti / tolti",
    "stats.walls": "{straw} paglia · {wood} legno · {stone} pietra",
    "stats.chart": "Temperatura dopo ogni turno (le fasce sono le zone pericolo)",
    "stats.series": "{name}: {temp}° alla fine",
    "stats.turns": "Turno",
    "stats.table": "Che cosa ha fatto ogni giocatore",
    "refuse.place.occupied": "Qui c'è già una tessera.",
    "refuse.place.closed": "Qui i muri hanno retto: questa tessera va messa altrove.",
    "refuse.place.no_flow": "Nessuna colata arriva a questa casella: la tessera deve "
    "continuare una colata.",
    "refuse.place.no_match": "Qui la tessera non combacia con le vicine in nessuna rotazione "
    "(lava con lava, niente lava con niente lava).",
    "refuse.erupt.occupied": "Qui c'è già una tessera.",
    "refuse.erupt.no_match": "La tessera eruzione ha lava su ogni lato, e qui un lato senza "
    "lava è rivolto verso questa casella.",
    "board.label": "L'isola: tessere lava, muri e i sei villaggi",
    "board.selected": "Scelta: {place}. Invio di nuovo per confermare, Esc per annullare.",
    "place.field": "casella di {material} a {where} del vulcano",
    "place.village": "casella accanto al villaggio {colour} ({where})",
    "place.volcano": "casella accanto al vulcano ({where})",
    "place.material.straw": "paglia",
    "place.material.wood": "legno",
    "place.material.stone": "pietra",
    "place.colour.orange": "arancione",
    "place.colour.yellow": "giallo",
    "place.colour.green": "verde",
    "place.colour.blue": "blu",
    "place.colour.purple": "viola",
    "place.colour.red": "rosso",
    "place.away": "casella a {steps} passi a {where} del vulcano",
    "place.village_edge": "confine {n} di {count} del villaggio {colour}",
    "place.side": "lato {side} della {place}",
    "place.dir.n": "nord",
    "place.dir.ne": "nord-est",
    "place.dir.e": "est",
    "place.dir.se": "sud-est",
    "place.dir.s": "sud",
    "place.dir.sw": "sud-ovest",
    "place.dir.w": "ovest",
    "place.dir.nw": "nord-ovest",
    "place.side.n": "nord",
    "place.side.ne": "nord-est",
    "place.side.se": "sud-est",
    "place.side.s": "sud",
    "place.side.sw": "sud-ovest",
    "place.side.nw": "nord-ovest",
    "game.phase.erupt": "Fase 1 · Piazza la tua tessera eruzione",
    "game.phase.place": "Fase 2 · Piazza la tessera lava",
    "game.phase.quake": "Sisma · Sostituisci una tessera",
    "game.phase.pick": "Pioggia di lava · Scegli una pila",
    "game.phase.extra": "Zona pericolo 3 · Tessera extra?",
    "game.phase.cards": "Fase 3 · Carte azione",
    "game.phase.relocate": "Spostamento · Sposta i muri",
    "game.phase.walls": "Fase 4 · Costruisci muri",
    "game.phase.over": "Partita finita",
    "game.step.dz3": "Fase 2 · Zona pericolo 3: piazza la tessera extra",
    "game.step.trade": "Fase 3 · Scambio per tessera: piazza la tessera lava",
    "game.step.lavaflow": "Fase 3 · Colata lavica: piazza la tessera pescata",
    "guide.place": "Piazza la tessera lava: scegli una casella evidenziata.",
    "guide.quake": "Sisma: scegli una tessera evidenziata da sostituire con quella pescata.",
    "guide.rotate": "Ruota (R, rotella o ⟳) e conferma (Invio, ✓ o tocca di nuovo la casella).",
    "guide.erupt": "Piazza la tua tessera eruzione: scegli una casella evidenziata.",
    "guide.erupt_armed": "Conferma (Invio, ✓ o tocca di nuovo la casella).",
    "guide.pick": "Pioggia di lava: prendi la tessera in cima a una pila.",
    "guide.extra": "Zona pericolo 3: puoi piazzare una tessera lava in più.",
    "guide.cards": "Gioca o scambia carte dalla mano, poi termina la fase delle carte.",
    "guide.cards_full": "Hai più di 3 carte: gioca o scambia finché ne hai 3.",
    "guide.walls": "Costruisci un muro: scegli un materiale, poi un punto evidenziato. Oppure "
    "termina il turno.",
    "guide.walls_none": "Nessun muro da costruire: termina il turno.",
    "guide.armed": "Conferma (Invio, ✓ o toccalo di nuovo), o Esc per annullare.",
    "guide.move_src": "Spostamento: scegli un muro del tuo villaggio da spostare, o finisci.",
    "guide.move_dst": "Scegli un lato libero del tuo villaggio per il muro.",
    "guide.relocate_src": "Spostamento: scegli un muro del tuo villaggio da spostare.",
    "guide.relocate_dst": "Scegli un lato libero del tuo villaggio per il muro.",
    "guide.aftershock": "Scossa di assestamento: scegli una tessera evidenziata da ruotare.",
    "guide.aftershock_rot": "Ruotala (R, rotella o ⟳) e conferma.",
    "guide.sinkhole": "Voragine: scegli una tessera evidenziata da togliere.",
    "guide.bomb": "Bomba vulcanica: scegli un muro evidenziato da distruggere.",
    "guide.reinforce": "Rinforzo: scegli un materiale, poi un punto evidenziato.",
    "guide.over": "La partita è finita.",
    "btn.confirm": "✓ Conferma",
    "btn.rotate_left": "⟲",
    "btn.rotate_right": "⟳ Ruota",
    "btn.pass.cards": "Fine fase carte",
    "btn.pass.walls": "Fine turno",
    "btn.pass.extra": "Niente tessera extra",
    "btn.pass.relocate": "Fine spostamento",
    "btn.extra": "Prendi una tessera extra",
    "btn.pile": "Pila {pile}",
    "btn.pile_count.one": "ne resta 1",
    "btn.pile_count.other": "ne restano {count}",
    "btn.material": "{material} ({count})",
    "btn.give_wall": "Dai un muro di {material}",
    "btn.play": "Gioca",
    "btn.trade": "Scambia → {material}",
    "btn.select": "☐ Per tessera",
    "btn.selected": "☑ Per tessera",
    "btn.give": "Dai",
    "btn.trade2": "Scambia le 2 carte scelte con una tessera lava",
    "pass.village": "{village} · {temp}°",
    "village.orange": "Villaggio arancione",
    "village.yellow": "Villaggio giallo",
    "village.green": "Villaggio verde",
    "village.blue": "Villaggio blu",
    "village.purple": "Villaggio viola",
    "village.red": "Villaggio rosso",
    "hand.title": "Mano di {name}",
    "hand.empty": "Nessuna carta in mano.",
    "hand.not_now": "Le carte si giocano nella fase 3.",
    "hand.after_tile": "Prima piazza la tessera, poi continua con le carte.",
    "hand.select_two": "Scegli due carte da scambiare con una tessera lava.",
    "player.zone0": "Fuori pericolo",
    "player.zone1": "Zona pericolo 1",
    "player.zone2": "Zona pericolo 2",
    "player.zone3": "Zona pericolo 3",
    "player.hand.one": "1 carta",
    "player.hand.other": "{count} carte",
    "player.claimed.one": "Tessera eruzione {numbers} da piazzare",
    "player.claimed.other": "Tessere eruzione {numbers} da piazzare",
    "player.burned": "Bruciato",
    "player.partner": "In squadra con {name}",
    "player.stock": "Riserva",
    "info.pile": "Tessere lava: {count}",
    "info.piles": "Pile di tessere: {a} · {b} · {c}",
    "info.deck": "Mazzo di carte: {count}",
    "info.eruption": "Tessere eruzione non ancora prese: {tiles}",
    "info.eruption_tile": "n. {number} a {temp}°",
    "info.eruption_none": "Tutte le tessere eruzione sono state prese",
    "info.final": "Ultimo giro!",
    "info.drawn": "Tessera pescata",
    "material.straw": "Paglia",
    "material.wood": "Legno",
    "material.stone": "Pietra",
    "colour.orange": "Arancione",
    "colour.yellow": "Giallo",
    "colour.green": "Verde",
    "colour.blue": "Blu",
    "colour.purple": "Viola",
    "colour.red": "Rosso",
    "dice.title": "Dadi",
    "dice.lava": "Lava {lava}",
    "dice.wall": "{Material} {wall}+{bonus}",
    "dice.holds": "Lava {lava} contro il muro di {material} {wall} (+{bonus}): il muro regge.",
    "dice.falls": "Lava {lava} contro il muro di {material} {wall} (+{bonus}): il muro crolla.",
    "end.temp": "Temperatura",
    "end.tie": "Spareggio",
    "end.team": "Totale squadra",
    "end.tie_note": "A parità di temperatura contano i muri (pietra 3, legno 2, paglia 1) nel "
    "villaggio e nella riserva, meno 1 per ogni colata che tocca il villaggio.",
    "card.aftershock": "Scossa di assestamento",
    "card.lavaflow": "Colata lavica",
    "card.relocate": "Spostamento",
    "card.sinkhole": "Voragine",
    "card.quake": "Sisma",
    "card.rain": "Pioggia",
    "card.reinforce": "Rinforzo",
    "card.bomb": "Bomba vulcanica",
    "effect.aftershock": "Ruota una tessera lava sul tabellone così che le sue colate cambino. "
    "I muri su di essa cadono.",
    "effect.lavaflow": "Pesca una tessera lava e piazzala.",
    "effect.relocate": "Sposta i muri del tuo villaggio, uno alla volta, su lati liberi del "
    "villaggio.",
    "effect.sinkhole": "Togli una tessera dal tabellone; tutte le altre devono restare collegate.",
    "effect.quake": "Pesca una tessera lava e mettila al posto di una tessera sul tabellone.",
    "effect.rain": "Raffredda il tuo villaggio di 30°.",
    "effect.reinforce": "Costruisci subito un muro dalla tua riserva.",
    "effect.bomb": "Distruggi un muro qualsiasi sul tabellone.",
    "blocked.no_turn": "Non giocabile: nessuna tessera può essere ruotata verso altre colate.",
    "blocked.no_tiles": "Non giocabile: non resta nessuna tessera lava da pescare.",
    "blocked.no_relocation": "Non giocabile: non hai muri nel villaggio, o nessun lato libero "
    "dove spostarli.",
    "blocked.no_removal": "Non giocabile: nessuna tessera si può togliere senza isolarne altre.",
    "blocked.no_reinforce": "Non giocabile: non hai muri nella riserva, o nessun punto dove "
    "costruire.",
    "blocked.no_wall": "Non giocabile: sul tabellone non c'è nessun muro.",
    "rules.goal": "Tieni il tuo villaggio il più fresco possibile. La lava che entra nel "
    "villaggio lo scalda (+20 per ogni colata senza muro all'inizio del tuo turno; per le "
    "colate fermate da un muro si tirano i dadi).",
    "rules.turn": "A ogni turno: 1. danni e tessere eruzione · 2. piazza una tessera lava "
    "(deve continuare una colata) · 3. gioca o scambia carte (alla fine al massimo 3 in mano) "
    "· 4. costruisci un muro (due in una zona pericolo).",
    "rules.dice": "Dadi: un muro regge se il suo dado + bonus (paglia 0, legno 1, pietra 2) "
    "supera il dado della lava; in caso di pareggio vince la lava.",
    "rules.zones": "Zone pericolo: da 50 un muro in più, da 120 peschi una carta a ogni turno, "
    "da 200 puoi piazzare una tessera in più. A 290 un villaggio brucia e la partita finisce "
    "dopo un ultimo giro. Vince la temperatura più bassa.",
    "rules.controls": "Comandi: tocca una casella o un lato evidenziato, tocca di nuovo (o "
    "Invio) per confermare; R o la rotella del mouse ruotano; Esc annulla.",
    # ---- Eruption's log
    "log.setup": "Inizia una partita a Eruption con {players} giocatori.",
    "log.first_roll": "{player} tira {roll} per il primo turno.",
    "log.turn": "— Turno di {player} —",
    "log.turn_final": "— Ultimo turno di {player} —",
    "log.temp": "Villaggio di {player}: {delta}° ({why}), ora {temp}°.",
    "log.gain": "{player} prende un muro di {material} ({why}).",
    "log.gain_substitute": "{player} prende un muro di {material} ({why}): non restavano muri "
    "di {asked}.",
    "log.gain_none": "Nella scorta non restano muri per {player}.",
    "log.wall_off": "Il muro di {material} sul {edge} torna nella scorta ({why}).",
    "log.reshuffle.one": "Gli scarti vengono mescolati in un nuovo mazzo di 1 carta.",
    "log.reshuffle.other": "Gli scarti vengono mescolati in un nuovo mazzo di {count} carte.",
    "log.no_card": "Non resta nessuna carta da pescare per {player}.",
    "log.draw_card": "{player} pesca una carta ({why}).",
    "log.drew": "Hai pescato la carta {card}.",
    "log.roll_holds": "Dadi: il muro di {material} fa {wall}+{bonus} contro {lava} della lava: "
    "il muro regge.",
    "log.roll_falls": "Dadi: il muro di {material} fa {wall}+{bonus} contro {lava} della lava: "
    "il muro crolla.",
    "log.pick": "{player} prende {tile} dalla pila {pile} della Pioggia di lava.",
    "log.extra": "{player} prende una tessera extra (Zona pericolo 3).",
    "log.pass.cards": "{player} termina la fase delle carte.",
    "log.pass.walls": "{player} termina la fase dei muri.",
    "log.pass.extra": "{player} rinuncia alla tessera extra.",
    "log.pass.relocate": "{player} finisce di spostare i muri.",
    "log.trade": "{player} scambia la carta {card} con un muro di {material}.",
    "log.trade2": "{player} scambia le carte {card} e {card2} con una tessera extra.",
    "log.give_wall": "{player} dà un muro di {material} a {partner}.",
    "log.give_card": "{player} dà una carta a {partner}.",
    "log.gave": "{player} ha dato la carta {card} a {partner}.",
    "log.build": "{player} costruisce un muro di {material} sul {edge}.",
    "log.move": "{player} sposta un muro dal {src} al {dst}.",
    "log.play": "{player} gioca la carta {card}.",
    "log.rotate": "{player} ruota la tessera sulla {hex}.",
    "log.sink": "{player} toglie {tile} dalla {hex}: esce dal gioco.",
    "log.placed": "{player} piazza {tile} sulla {hex}.",
    "log.closed": "I muri reggono: questa tessera non può andare sulla {hex}.",
    "log.tile_lost": "I muri reggono ovunque la tessera potrebbe andare: esce dal gioco.",
    "log.replace": "{player} sostituisce {old} sulla {hex} con {tile}.",
    "log.draw_tile": "{player} pesca {tile}.",
    "log.aside": "Nessun posto per {tile}: viene messa da parte.",
    "log.aside_back.one": "La tessera messa da parte torna nella pila, mescolata.",
    "log.aside_back.other": "Le {count} tessere messe da parte tornano nella pila, mescolate.",
    "log.quake_nothing": "Nessuna tessera della pila può andare: il Sisma non ha effetto.",
    "log.aside_lost.one": "Nessuna tessera della pila si può piazzare: 1 tessera esce dal gioco.",
    "log.aside_lost.other": "Nessuna tessera della pila si può piazzare: {count} tessere "
    "escono dal gioco.",
    "log.no_pick": "Nessuna tessera della Pioggia di lava si può piazzare: il piazzamento salta.",
    "log.no_tiles": "Non restano tessere lava: il piazzamento salta.",
    "log.new_pile.one": "La tessera uscita dal gioco forma una nuova pila.",
    "log.new_pile.other": "Le {count} tessere uscite dal gioco formano una nuova pila.",
    "log.last_tile": "È stata pescata l'ultima tessera lava: la fine è vicina.",
    "log.stalled": "Un giro intero senza tessere da piazzare né cambi di temperatura: le pile "
    "della Pioggia di lava contano come esaurite.",
    "log.claim": "{player} ottiene la tessera eruzione {number}.",
    "log.eruption_lost": "La tessera eruzione {number} non trova posto e viene scartata.",
    "log.burned": "Il villaggio di {player} brucia!",
    "log.final_round": "Ultimo giro: ogni altro giocatore ha ancora un turno.",
    "log.game_over": "La partita è finita.",
    "log.why.flows": "colate di lava",
    "log.why.wall_lost": "un muro è caduto",
    "log.why.eruption": "un'eruzione",
    "log.why.resource": "casella risorsa",
    "log.why.trade": "scambio di una carta",
    "log.why.lava": "ha vinto la lava",
    "log.why.around": "la lava lo ha aggirato",
    "log.why.contact": "la lava ha raggiunto un villaggio",
    "log.why.danger": "Zona pericolo 2",
    "tile.dead_end": "una tessera a vicolo cieco",
    "tile.straight": "una tessera dritta",
    "tile.sharp_bend": "una tessera a curva stretta",
    "tile.wide_bend": "una tessera a curva larga",
    "tile.y": "una tessera a Y",
    "tile.fan": "una tessera a ventaglio",
    "tile.fork": "una tessera a forchetta",
    "tile.four_way": "una tessera a quattro vie",
    "tile.five_way": "una tessera a cinque vie",
    "tile.eruption": "la tessera eruzione {number}",
    "guide.rotate_touch": "Ruota con ⟳ e conferma con ✓ o toccando di nuovo la casella.",
    # la lezione ("Impara a giocare", game/ui/eruption/lesson.py): {you} è arancione, {p1} blu
    "lesson.eruption.title": "Impara Eruption",
    "lesson.eruption.s1.say": "Tu sei il villaggio arancione in alto, {p1} quello blu in basso: "
    "la lava che tocca un villaggio lo scalda, e vince il villaggio più fresco. Piazza la tessera "
    "pescata sulla casella evidenziata a sinistra: deve continuare una colata, lava contro lava "
    "su ogni lato in comune. Una tessera si ruota con ⟳ (o R) prima di piazzarla; questa mostra "
    "già il verso giusto: conferma con ✓.",
    "lesson.eruption.s1.done": "Due sue colate raggiungono i confini del villaggio grigio a "
    "sinistra (di nessuno): ogni colata che tocca il confine di un villaggio ti fa pescare una "
    "carta azione.",
    "lesson.eruption.s1.wrong": "Piazza la tessera sulla casella evidenziata a sinistra.",
    "lesson.eruption.s2.say": "Fase 3: carte azione. Gioca Scossa di assestamento sulla "
    "tessera evidenziata accanto al villaggio di {p1}: la tessera ruota nella sua casella e la "
    "sua colata passa a un altro confine del villaggio.",
    "lesson.eruption.s2.done": "Una colata su un nuovo confine di villaggio ti ha fatto "
    "pescare una carta: Sisma.",
    "lesson.eruption.s2.wrong": "Gioca Scossa di assestamento, poi ruota la tessera evidenziata "
    "vicino al villaggio di {p1}.",
    "lesson.eruption.s3.say": "Ora gioca Sisma: peschi una tessera lava e la metti al posto di "
    "una tessera sul tabellone. Metti la tessera a cinque vie pescata al posto della stessa "
    "tessera vicino al villaggio di {p1}.",
    "lesson.eruption.s3.done": "Ora una colata in più tocca il villaggio di {p1}, e quel nuovo "
    "confine ti ha fatto pescare un'altra carta.",
    "lesson.eruption.s3.wrong": "Gioca Sisma, poi piazza la tessera pescata sulla tessera "
    "evidenziata.",
    "lesson.eruption.s4.say": "Termina la fase carte. Fase 4: muri. Costruisci il muro di "
    "pietra sul confine evidenziato del tuo villaggio, dove entra una colata senza muro.",
    "lesson.eruption.s4.done": "Una colata con un muro non costa più +20: all'inizio del tuo "
    "turno il muro tira un dado contro la lava. La pietra aggiunge 2 al suo dado, il legno 1, "
    "la paglia 0.",
    "lesson.eruption.s4.wrong": "Termina la fase carte, poi costruisci il muro di pietra sul "
    "confine evidenziato.",
    "lesson.eruption.s5.say": "A 110° il tuo villaggio è in Zona pericolo 1 (da 50°), quindi "
    "puoi costruire un secondo muro. Metti il muro di paglia sul confine evidenziato del tuo "
    "villaggio, prima che arrivi la lava.",
    "lesson.eruption.s5.done": "Turno di {p1}: quattro colate senza muro hanno scaldato il suo "
    "villaggio di +80, a 250°. Oltre i 200° ha ottenuto la tessera eruzione 3 e l'ha piazzata: "
    "una nuova fonte di lava, e ogni altro villaggio prende +30, anche il tuo.",
    "lesson.eruption.s5.wrong": "Costruisci il muro di paglia sul confine evidenziato del tuo "
    "villaggio.",
    "lesson.eruption.s6.say": "Il tuo turno è iniziato con i danni: ogni muro ha tirato contro "
    "la lava. La pietra ha retto (6+2 batte 5), legno e paglia sono caduti (il pareggio va alla "
    "lava): +10 ciascuno, 160°, Zona pericolo 2, che ti fa pescare una carta a ogni turno. "
    "Piazza la nuova tessera sulla casella evidenziata: una colata in più verso {p1}.",
    "lesson.eruption.s6.done": "Quella colata ha raggiunto il villaggio di {p1}: hai pescato "
    "Pioggia.",
    "lesson.eruption.s6.wrong": "Piazza la tessera sulla casella evidenziata vicino al "
    "villaggio di {p1}.",
    "lesson.eruption.s7.say": "Hai 4 carte, ma la fase carte non può finire con più di 3. "
    "Gioca Pioggia: raffredda il tuo villaggio di 30°.",
    "lesson.eruption.s7.done": "Il tuo villaggio è a 130° e hai 3 carte.",
    "lesson.eruption.s7.wrong": "Gioca la carta Pioggia.",
    "lesson.eruption.s8.say": "Nella tua riserva non ci sono più muri. Una carta si può anche "
    "scambiare con un muro del materiale stampato sopra: scambia Spostamento con un muro di "
    "paglia.",
    "lesson.eruption.s8.done": "Un muro di paglia è passato dalla scorta alla tua riserva.",
    "lesson.eruption.s8.wrong": "Scambia la carta Spostamento con un muro di paglia.",
    "lesson.eruption.s9.say": "Termina la fase carte, poi costruisci il muro di paglia sul "
    "confine evidenziato, dove è caduto il tuo muro di legno.",
    "lesson.eruption.s9.done": "Tre colate aperte hanno portato il villaggio di {p1} a 290°, "
    "il massimo: alla fine del suo turno è bruciato. La pila di tessere lava esce dal gioco e "
    "ogni altro giocatore ha un ultimo turno.",
    "lesson.eruption.s9.wrong": "Termina la fase carte, poi costruisci il muro di paglia sul "
    "confine evidenziato.",
    "lesson.eruption.s10.say": "Il tuo ultimo turno: la colata aperta ha dato +20 e il nuovo "
    "muro di paglia ha perso il tiro (+10): 160°. Senza pila non c'è tessera da piazzare: "
    "termina la fase carte per chiudere la partita.",
    "lesson.eruption.s10.done": "Fine della partita: vince la temperatura più bassa. Tu finisci "
    "a 160°, {p1} è bruciato a 290°: hai vinto! (A parità di temperatura contano i muri, meno "
    "le colate che toccano il villaggio.)",
    "lesson.eruption.s10.wrong": "Termina la fase carte.",
    "lesson.eruption.more.title": "Eruption: altre regole",
    "lesson.eruption.m1.say": "Ciao di nuovo! Una partita contro {p1}, già ben avviata. Il tuo "
    "turno è iniziato con i danni: una colata aperta ha dato +20, e i tuoi muri di paglia e di "
    "pietra hanno perso i loro tiri per pareggio (+10 ciascuno): 200°. Sei il primo ad arrivare a "
    "200°, quindi la tessera eruzione 3 è tua, e la piazzi subito, prima della tua tessera. "
    "Mettila sulla casella di pietra evidenziata a sinistra: non ha bisogno di collegarsi e "
    "diventa una nuova fonte di lava, il villaggio di {p1} prende +30, e una tessera piazzata su "
    "una casella risorsa ti dà un muro del suo materiale.",
    "lesson.eruption.m1.done": "{p1} è salito a 180°, e un muro di pietra è passato dalla scorta "
    "alla tua riserva.",
    "lesson.eruption.m1.wrong": "Piazza la tessera eruzione 3 sulla casella di pietra evidenziata "
    "a sinistra.",
    "lesson.eruption.m2.say": "Ora piazza la tessera pescata sulla casella evidenziata: tocca il "
    "villaggio grigio in basso a sinistra, e ti fa pescare una carta. A 200° il tuo villaggio è "
    "in Zona pericolo 3: in questo turno puoi piazzare una seconda tessera. Poi premi Prendi una "
    "tessera extra.",
    "lesson.eruption.m2.done": "Il confine del villaggio ti ha fatto pescare Sisma, ed è stata "
    "pescata una seconda tessera.",
    "lesson.eruption.m2.wrong": "Piazza la tessera sulla casella evidenziata, poi premi Prendi "
    "una tessera extra.",
    "lesson.eruption.m3.say": "Questa tessera va sulla casella evidenziata a sinistra. Così "
    "com'è, una sua colata tocca il villaggio grigio lì accanto. Ruotala con ⟳ (o R) finché due "
    "sue colate toccano i confini di quel villaggio, poi conferma con ✓: due carte invece di una.",
    "lesson.eruption.m3.done": "Due confini di villaggio, due carte: Bomba vulcanica e Colata "
    "lavica.",
    "lesson.eruption.m3.wrong": "Ruota la tessera finché due sue colate toccano il villaggio "
    "grigio, poi confermala sulla casella evidenziata.",
    "lesson.eruption.m4.say": "Fase 3, le tue carte. Voragine toglie una tessera dal tabellone, "
    "purché ogni altra tessera resti collegata a una fonte. Giocala sulla tessera evidenziata in "
    "alto a destra: l'ha messa {p1} contro il tuo villaggio, e la sua colata aperta ti è costata "
    "+20 in questo turno.",
    "lesson.eruption.m4.done": "La tessera è uscita dal gioco: nessuna colata entra più da quel "
    "confine del tuo villaggio.",
    "lesson.eruption.m4.wrong": "Gioca Voragine sulla tessera evidenziata in alto a destra.",
    "lesson.eruption.m5.say": "Rinforzo costruisce subito un muro dalla tua riserva, oltre ai "
    "muri della fase 4. Metti il nuovo muro di pietra sul confine evidenziato del tuo villaggio, "
    "dove è caduto il tuo muro di pietra.",
    "lesson.eruption.m5.done": "Il muro di pietra è tornato: al tuo prossimo turno tirerà con +2.",
    "lesson.eruption.m5.wrong": "Gioca Rinforzo: il muro di pietra, sul confine evidenziato del "
    "tuo villaggio.",
    "lesson.eruption.m6.say": "Bomba vulcanica toglie un muro qualsiasi dal tabellone. Fai "
    "saltare il muro di legno sul confine evidenziato del villaggio di {p1}: quella colata gli "
    "darà +20 al suo turno invece di un tiro.",
    "lesson.eruption.m6.done": "Il muro è tornato nella scorta.",
    "lesson.eruption.m6.wrong": "Gioca Bomba vulcanica sul muro evidenziato del villaggio di {p1}.",
    "lesson.eruption.m7.say": "Colata lavica fa pescare e piazzare un'altra tessera. Giocala, poi "
    "metti la tessera sulla casella di legno evidenziata in basso a sinistra: un altro muro per "
    "la tua riserva.",
    "lesson.eruption.m7.done": "Un muro di legno è arrivato nella tua riserva.",
    "lesson.eruption.m7.wrong": "Gioca Colata lavica, poi piazza la tessera sulla casella di "
    "legno evidenziata.",
    "lesson.eruption.m8.say": "Hai due carte Sisma. Due carte qualsiasi si possono scambiare "
    "insieme con un'altra tessera: premi ☐ Per tessera su entrambe, poi Scambia le 2 carte scelte "
    "con una tessera lava. Piazza la tessera sulla casella di pietra evidenziata in alto a destra.",
    "lesson.eruption.m8.done": "Un altro muro di pietra per la tua riserva.",
    "lesson.eruption.m8.wrong": "Scegli entrambe le carte Sisma con ☐ Per tessera, scambiale, poi "
    "piazza la tessera sulla casella di pietra evidenziata.",
    "lesson.eruption.m9.say": "Termina la fase carte. Fase 4: muri. Un muro può stare anche su "
    "una colata, alla sua estremità aperta. Costruisci il muro di legno sulla colata evidenziata "
    "in alto: punta nel buco lasciato dalla tua Voragine, quindi lì una tessera può andare solo "
    "se la lava batte quel muro ai dadi.",
    "lesson.eruption.m9.done": "Il muro sorveglia il buco accanto al tuo villaggio.",
    "lesson.eruption.m9.wrong": "Termina la fase carte, poi costruisci il muro di legno sulla "
    "colata evidenziata.",
    "lesson.eruption.m10.say": "In una zona pericolo costruisci un secondo muro: metti l'altro "
    "muro di legno sul confine evidenziato del tuo villaggio, dove entra una colata senza muro.",
    "lesson.eruption.m10.done": "Turno di {p1}: tre colate senza muro, tra cui quella del muro "
    "che hai fatto saltare, gli hanno dato +60, e uno dei suoi muri è caduto: 250°. Ha provato a "
    "mettere la sua tessera nel buco accanto al tuo villaggio, ma il tuo muro di legno sulla "
    "colata ha retto (4 + 1 batte 2), così è andata altrove. Il tuo turno è iniziato: tutti e tre "
    "i muri del tuo villaggio hanno retto.",
    "lesson.eruption.m10.wrong": "Costruisci il muro di legno sul confine evidenziato del tuo "
    "villaggio.",
    "lesson.eruption.m11.say": "Altre due regole decidono la fine. Quando si pesca l'ultima "
    "tessera della pila, in qualsiasi modo, quel giocatore finisce il turno, poi ognuno gioca un "
    "ultimo turno. E se i villaggi più freschi sono pari, ciascuno conta i suoi muri, nel "
    "villaggio e nella riserva (pietra 3, legno 2, paglia 1), meno 1 per ogni colata che tocca il "
    "villaggio: vince il punteggio più alto. Piazza la tessera pescata sulla casella evidenziata.",
    "lesson.eruption.m11.done": "Ora sai che cosa decide una partita di Eruption: continua contro "
    "{p1}, o inizia una partita vera.",
    "lesson.eruption.m11.wrong": "Piazza la tessera sulla casella evidenziata.",
}
