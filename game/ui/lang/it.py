"""Italiano: the same keys and placeholders as English (game/ui/lang/en.py).

Terms: Eruption's follow the Italian rules summary (tessera lava, tessera eruzione, muro di
paglia/legno/pietra, Riserva, Zona pericolo, Cooperazione, Annientamento, Pioggia di lava); its
cards, printed only in English, get Italian names (Scossa di assestamento, Colata lavica,
Spostamento, Voragine, Sisma, Pioggia, Rinforzo, Bomba vulcanica). Terremoto's are the Italian
edition's (scheletri neri, maghi blu, elfi verdi, goblin rossi, soldati bianchi, cloni;
Terremoto, Opportunità, Prosperità, Salto Temporale; giocata, seme, scarti).

Places on the board carry no article, so the sentence can contract it: a hex is a "casella ..."
(feminine: "sulla {hex}", "dalla {hex}"), a wall's place a "confine ..." or "lato ..."
(masculine: "sul {edge}", "dal {src} al {dst}"). Tile phrases carry their article ("una
tessera a Y", "la tessera eruzione 2") and stand where a direct object stands.
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    # start screen
    "start.button": "Inizia la partita",
    "start.default_name": "Giocatore {n}",
    "start.computer_name": "Computer {n}",
    "start.seat": "Posto {n}",
    "start.human": "Umano",
    "start.level.easy": "Computer · Facile",
    "start.level.medium": "Computer · Medio",
    "start.level.hard": "Computer · Difficile",
    "start.players_count": "{min}–{max} giocatori",
    "start.unofficial": "{count} giocatori: variante non ufficiale",
    "start.seat_kind": "Al posto {n} gioca",
    # the games and their options, on the start screen
    "game.eruption.title": "Eruption",
    "game.eruption.blurb": "Devia la lava lontano dal tuo villaggio con tessere, muri e carte.",
    "game.terremoto.title": "Terremoto",
    "game.terremoto.blurb": "Un gioco di carte a semi: cala gruppi sul tavolo, fai punti e "
    "attento al Terremoto.",
    "game.isola.title": "L'Isola dei Vulcani",
    "game.isola.blurb": "Colonizza un'isola vulcanica, innalza i Moai e metti in salvo i tuoi "
    "coloni mentre la terra sprofonda.",
    "option.eruption.clans": "Cooperazione",
    "option.eruption.clans.help": "Squadre di due su villaggi opposti. Solo in 4 o 6 giocatori.",
    "option.eruption.annihilation": "Annientamento",
    "option.eruption.annihilation.help": "Si gioca finché resta un solo villaggio.",
    "option.eruption.forecast": "Pioggia di lava",
    "option.eruption.forecast.help": "Tre pile di tessere scoperte tra cui scegliere.",
    "option.eruption.norain": "Senza Pioggia",
    "option.eruption.norain.help": "Le 4 carte Pioggia restano fuori dal gioco.",
    "option.terremoto.target200": "Fino a 200",
    "option.terremoto.target200.help": "Partita più lunga: l'obiettivo è 200 punti "
    "(da 5 a 8 giocatori; di norma 150).",
    "option.terremoto.target100": "Fino a 100",
    "option.terremoto.target100.help": "Partita più breve: l'obiettivo è 100 punti "
    "(da 5 a 8 giocatori; di norma 150).",
    # loading progress
    "progress.ready": "Pronto",
    # boot messages
    "boot.start_failed": "Impossibile avviare la partita. Ricarica la pagina e riprova: le "
    "partite salvate restano.",
    "boot.unexpected": "Qualcosa è andato storto ({error}). La partita è salva; i dettagli sono "
    "nella console del browser.",
    # ---- the game screen
    "game.turn": "Turno {turn}",
    "board.role": "tabellone",
    "since.title": "Dal tuo ultimo turno",
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
    "since.start": "Dall'inizio della partita",
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
    "board.choices.one": "{prompt} 1 posizione da scegliere: Invio la sceglie.",
    "board.choices.other": "{prompt} {count} posizioni da scegliere: le frecce si spostano, "
    "Invio sceglie.",
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
    "game.to_move": "Tocca a {name}",
    "game.phase.erupt": "Fase 1 · Piazza la tua tessera eruzione",
    "game.phase.place": "Fase 2 · Piazza la tessera lava",
    "game.phase.quake": "Sisma · Sostituisci una tessera",
    "game.phase.pick": "Pioggia di lava · Scegli una pila",
    "game.phase.extra": "Zona pericolo 3 · Tessera extra?",
    "game.phase.cards": "Fase 3 · Carte azione",
    "game.phase.relocate": "Spostamento · Sposta i muri",
    "game.phase.walls": "Fase 4 · Costruisci muri",
    "game.phase.over": "Partita finita",
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
    "btn.cancel": "Annulla",
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
    "btn.reveal": "Sono {name}: mostra la mia mano",
    "btn.reveal_open": "Sono {name}: continua",
    "btn.show_board": "Mostra il tabellone",
    "btn.new_game": "Nuova partita",
    "pass.title": "Passa il dispositivo a {name}",
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
    "hand.select_two": "Scegli due carte da scambiare con una tessera lava.",
    "panel.players": "Giocatori",
    "panel.log": "Cronaca della partita",
    "player.zone0": "Al sicuro",
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
    "info.eruption": "Tessere eruzione rimaste: {numbers}",
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
    "dice.vs": "contro",
    "dice.holds": "regge",
    "dice.falls": "crolla",
    "end.title": "Partita finita",
    "end.rank": "#",
    "end.player": "Giocatore",
    "end.temp": "Temperatura",
    "end.tie": "Spareggio",
    "end.team": "Totale squadra",
    "end.winner": "Vince {names}!",
    "end.winners": "Vittoria condivisa: {names}!",
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
    "rules.title": "Come si gioca",
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
    # ---- computer players
    "ai.level.easy": "Facile",
    "ai.level.medium": "Medio",
    "ai.level.hard": "Difficile",
    "ai.computer": "Computer · {level}",
    "ai.thinking": "{name} (computer, {level}) sta pensando…",
    "ai.warming": "I giocatori computer si stanno preparando…",
    "ai.paused": "Giocatori computer in pausa",
    "ai.pause": "Pausa",
    "ai.resume": "Riprendi",
    "ai.retry": "Riprova",
    "ai.speed": "Velocità del computer",
    "ai.speed.slow": "Lenta",
    "ai.speed.normal": "Normale",
    "ai.speed.fast": "Veloce",
    "ai.failed": "I giocatori computer hanno smesso di funzionare: {error}. La partita è salva; "
    "riprova, o inizia una nuova partita senza computer.",
    "ai.invalid": "Il computer che gioca per {name} ha scelto una mossa non consentita "
    "({action}). La partita resta com'era.",
    # ---- share, save, replay, undo
    "share.title": "Partita",
    "menu.button": "☰ Menu",
    "menu.title": "Menu di gioco",
    "menu.new_game": "Nuova partita",
    "menu.rematch": "Rivincita: stessi giocatori, nuova distribuzione",
    "menu.rules": "Regole",
    "menu.saved": "Partite salvate",
    "menu.rules_close": "Chiudi",
    "menu.rematched": "Rivincita: una nuova partita con gli stessi giocatori e le stesse opzioni.",
    "share.copy": "Copia link",
    "share.copy_settings": "Copia link delle impostazioni",
    "share.copied": "Link copiato.",
    "share.copied_settings": "Link delle impostazioni copiato: avvia una nuova partita con "
    "questi giocatori e queste opzioni.",
    "share.copy_failed": "Copia il link dal riquadro qui sotto.",
    "share.trust": "Un link di partita contiene tutta la partita, comprese le mani e le "
    "prossime pescate: condividilo con giocatori di cui ti fidi, non per nascondere "
    "informazioni.",
    "share.export": "Esporta .json",
    "share.import": "Importa…",
    "share.exported": "Partita salvata come {file}.",
    "share.bad_link": "Impossibile aprire questo link: {error}.",
    "share.bad_file": "Impossibile aprire questo file: {error}.",
    "share.file_too_large": "il file è troppo grande (più di 1 MB)",
    "share.opened": "Partita aperta: {names}, turno {turn}.",
    "share.continued": "La tua partita salvata prosegue da questo link: {names}, turno {turn}.",
    "share.bad_settings": "Le impostazioni di questo link non sono valide: {error}",
    "share.settings_loaded": "Impostazioni caricate dal link: premi Inizia la partita.",
    "undo.button": "↶ Annulla",
    "undo.ok": "Ritira la tua ultima decisione",
    "undo.nothing": "Niente da annullare: in questo turno non hai ancora deciso nulla",
    "undo.revealed": "Impossibile annullare: nel frattempo è stato tirato un dado o pescata "
    "una tessera o una carta",
    "undo.other_player": "Impossibile annullare: quella decisione ha chiuso il tuo turno",
    "undo.over": "Impossibile annullare: la partita è finita",
    "undo.unsupported": "Questo gioco non permette di annullare",
    "undo.hidden": "Mostra la tua mano per annullare",
    "replay.button": "Replay",
    "replay.title": "Replay",
    "replay.first": "|◀",
    "replay.prev": "◀",
    "replay.next": "▶",
    "replay.last": "▶|",
    "replay.first_title": "Primo passo",
    "replay.prev_title": "Passo precedente",
    "replay.next_title": "Passo successivo",
    "replay.last_title": "Ultimo passo",
    "replay.step": "Passo {step} di {total}",
    "replay.slider": "Passo del replay",
    "replay.action": "Azione: {action}",
    "replay.start": "Preparazione",
    "replay.continue": "Continua da qui",
    "replay.close": "Torna alla partita",
    "replay.note": "Il replay non mostra le mani. Continua da qui avvia una nuova partita; "
    "questa resta tra le partite salvate.",
    "replay.branched": "Nuova partita dal passo {step}. La partita originale resta tra le "
    "partite salvate.",
    "saves.title": "Partite salvate",
    "saves.none": "Nessuna partita salvata su questo dispositivo.",
    "saves.loading": "Ricerca delle partite salvate…",
    "saves.resume": "Riprendi",
    "saves.delete": "Elimina",
    "saves.deleted": "Partita salvata eliminata.",
    "saves.turn": "turno {turn}",
    "saves.over": "finita",
    "saves.failed": "Le tue ultime mosse non sono state salvate su questo dispositivo "
    "(memoria piena o non disponibile). Esporta la partita per conservarla; questo avviso "
    "resta finché un salvataggio riesce.",
    "saves.unavailable": "Questo browser non lascia salvare nulla al gioco (pagina incorporata "
    "con l'archiviazione di terze parti bloccata, o dati dei siti disattivati): alla chiusura "
    "della pagina non resta niente. Esporta la partita per conservarla.",
    "saves.damaged": "Salvataggio danneggiato",
    "saves.export_raw": "Esporta così com'è",
    "saves.gone": "il salvataggio non c'è più",
    "saves.bad_save": "Impossibile aprire questa partita salvata: {error}.",
    "embed.too_large": "il messaggio è troppo grande o annidato troppo in profondità",
    "saves.undo_delete": "Annulla",
    "saves.deleted_row": "Eliminata: {names}",
    "saves.delete_anyway": "Elimina comunque",
    "saves.delete_open": "Questa partita è aperta in un'altra scheda. Eliminarla comunque?",
    "saves.saved_new": "Salvata come nuova partita.",
    "saves.save_new": "Salva come nuova partita",
    "saves.changed_elsewhere": (
        "Questa partita è stata modificata in un'altra scheda: le mosse fatte qui non sono salvate."
    ),
    "saves.deleted_elsewhere": (
        "Questa partita è stata eliminata in un'altra scheda: le mosse fatte qui non sono salvate."
    ),
    "share.game_unchanged": "La partita in corso non cambia.",
    "tabs.busy": "Questa partita è aperta in un'altra scheda. Vuoi prenderla qui (l'altra "
    "scheda si ferma) o aprirne una copia come nuova partita?",
    "tabs.take_over": "Prendila qui",
    "tabs.open_copy": "Apri una copia",
    "tabs.cancel": "Annulla",
    "tabs.lost_title": "Aperta in un'altra scheda",
    "tabs.lost": "Ora questa partita è aperta in un'altra scheda, che la salva. Le mosse "
    "fatte qui non verrebbero salvate.",
    "tabs.take_back": "Riprendila qui",
    "tabs.copy": "Tieni la partita di questa scheda come copia",
    "tabs.copied": "Aperta come copia: una nuova partita salvata.",
    "saves.import": "Importa una partita (.json)…",
    "embed.bad_config": "configurazione non valida: {error}",
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
    "terremoto.badge.warp": "Salto Temporale: gioca finché vuoi",
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
    "terremoto.recent.since": "Dal tuo ultimo turno",
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
    "terremoto.log.opportunity.one": "{player} gioca Opportunità e pesca 1 carta.",
    "terremoto.log.opportunity.other": "{player} gioca Opportunità e pesca {count} carte.",
    "terremoto.log.prosper": "{player} gioca Prosperità: {points} punti.",
    "terremoto.log.time_warp": "{player} gioca Salto Temporale.",
    "terremoto.log.end_plays": "{player} termina le sue giocate.",
    "terremoto.log.draw.one": "{player} pesca 1 carta.",
    "terremoto.log.draw.other": "{player} pesca {count} carte.",
    "terremoto.log.drew": "Hai pescato: {card_list}.",
    "terremoto.log.no_draw": "{player} ha giocato Opportunità e in questo turno non pesca.",
    "terremoto.log.reshuffle.one": "Gli scarti vengono mescolati in un nuovo mazzo di 1 carta.",
    "terremoto.log.reshuffle.other": "Gli scarti vengono mescolati in un nuovo mazzo di "
    "{count} carte.",
    "terremoto.log.piles_empty": "Mazzo e scarti sono vuoti: {player} non può pescare altro.",
    "terremoto.log.empty_hand": "{player} non ha carte e non può giocare.",
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
    "terremoto.rules.controls": "Comandi: tocca le carte per sceglierle, poi Gioca. Tasti: "
    "K W E G S C aggiungono una carta di quel tipo (Maiusc ne toglie una), Invio gioca, Esc "
    "azzera.",
    # the page before Python is ready, settings
    "page.title": "Giochi vulcanici",
    "page.tagline": "Eruption, Terremoto e L'Isola dei Vulcani nel browser: su un solo"
    " dispositivo, contro il computer o con un link.",
    "page.description": "Giochi da tavolo vulcanici nel browser, su un solo"
    " dispositivo, contro il computer o con un link.",
    "page.language": "Lingua",
    "page.game": "Gioco",
    "page.count": "Numero di giocatori",
    "page.players": "Giocatori",
    "page.options": "Regole opzionali",
    "page.watch": "Guarda: tutti i posti al computer",
    "page.thinking": "Riflessione del computer",
    "page.think.normal": "Normale",
    "page.think.strong": "Più lenta, più forte",
    "page.loading_page": "Caricamento della pagina",
    "page.downloading": "Scaricamento del motore",
    "page.starting": "Avvio di Python",
    "page.loading_game": "Caricamento del gioco",
    "page.loading_button": "Caricamento… {percent}%",
    "page.update": "È disponibile una nuova versione del gioco.",
    "page.reload": "Ricarica",
    "page.close": "Chiudi",
    "page.noscript": "I giochi richiedono JavaScript e WebAssembly.",
    "page.start": "Nuova partita",
    "page.panels.players": "Giocatori",
    "page.panels.hand": "La tua mano",
    "page.panels.actions": "Azioni",
    "page.panels.log": "Registro della partita",
    "menu.settings": "Impostazioni",
    "settings.title": "Impostazioni",
    "settings.language": "Lingua",
    "guide.rotate_touch": "Ruota con ⟳ e conferma con ✓ o toccando di nuovo la casella.",
    "page.rules": "Come si gioca",
    # L'Isola dei Vulcani's options on the start screen
    "option.isola.random": "Isola casuale",
    "option.isola.random.help": "Preparazione avanzata: una nuova isola dal seme, ogni"
    " giocatore con la sua baia di sbarco.",
    "option.isola.separate_bays": "Baie di sbarco separate",
    "option.isola.separate_bays.help": "Sull'isola standard ogni giocatore sbarca in una baia"
    " tutta sua.",
    "option.isola.erected_only": "Contano solo i Moai eretti",
    "option.isola.erected_only.help": "Alla fine i Moai distesi non danno punti (variante).",
}

# ---- L'Isola dei Vulcani's front end (game/ui/isola/) ------------------------------------------
# Terms of the Italian edition: colono, villaggio, Moai (eretto, disteso), geyser, crepa,
# gettone preghiera, vulcano, gettone vulcano, tessera lava, dado eruzione, Punti Azione (PA),
# imbarcazione, baia di approdo, area, esagono; erigere, scolpire, costruire, creare, affondare.
CATALOGUE.update(
    {
        "isola.dir.0": "nord",
        "isola.dir.1": "nord-est",
        "isola.dir.2": "sud-est",
        "isola.dir.3": "sud",
        "isola.dir.4": "sud-ovest",
        "isola.dir.5": "nord-ovest",
        "isola.and": "{names} e {last}",
        "isola.comma": ", ",
        "isola.areas.one": "area {areas}",
        "isola.areas.other": "aree {areas}",
        "isola.count.colonists.one": "1 colono",
        "isola.count.colonists.other": "{count} coloni",
        "isola.count.villages.one": "1 villaggio",
        "isola.count.villages.other": "{count} villaggi",
        "isola.count.moai.one": "1 Moai",
        "isola.count.moai.other": "{count} Moai",
        "isola.colour.red": "Rosso, cerchi",
        "isola.colour.blue": "Blu, quadrati",
        "isola.colour.yellow": "Giallo, triangoli",
        "isola.colour.green": "Verde, rombi",
        "isola.board.label": "L'isola: aree, vulcani, lava, villaggi, coloni, Moai e imbarcazioni",
        "isola.place.hex": "Un esagono dell'area {area}",
        "isola.place.geyser": "Il geyser rivolto a {dir} nell'area {area}",
        "isola.place.boat": "La tua imbarcazione",
        "isola.place.chosen": "{place}: scelto. Esc annulla.",
        "isola.refuse.sea": "Lì c'è il mare.",
        "isola.refuse.volcano": "Nessuno può mettere piede su un vulcano.",
        "isola.refuse.no_colonist": "Prima scegli uno dei tuoi coloni (o la tua imbarcazione).",
        "isola.refuse.idle": "Nessuno dei tuoi coloni può agire ora.",
        "isola.refuse.no_ap": "Non ti restano abbastanza Punti Azione.",
        "isola.refuse.bay": "Un colono sull'imbarcazione sbarca su un esagono della sua baia.",
        "isola.refuse.far": "Un colono si muove di un esagono alla volta.",
        "isola.refuse.crack": "Una crepa sbarra la strada.",
        "isola.refuse.pray": "Prima rispondi: spendi un gettone preghiera o no.",
        "isola.refuse.rescue": "Il salvataggio va su un esagono evidenziato accanto alla terra "
        "che sprofonda.",
        "isola.player.score.one": "1 punto",
        "isola.player.score.other": "{count} punti",
        "isola.player.reserve": "Nella riserva: villaggi {villages}, coloni {colonists}, "
        "Moai {moai}",
        "isola.player.island": "Sull'isola: villaggi {villages}, coloni {colonists}, Moai {moai}",
        "isola.player.boat": "Sull'imbarcazione: {count}",
        "isola.player.prayers": "Gettoni preghiera: {count}",
        "isola.player.bay": "Baia {bay}",
        "isola.row.reserve": "Riserva",
        "isola.row.island": "Isola",
        "isola.info.round": "Round {round}",
        "isola.info.final": "Ultimo round: la partita finisce dopo il turno di {name}.",
        "isola.info.volcanoes": "Gettoni vulcano: {numbers}",
        "isola.info.supply": "Scorta: lava {lava}, crepe {cracks}, gettoni preghiera {prayers}",
        "isola.ap": "Punti Azione: {ap} su {total}",
        "isola.prompt.turn": "Scegli uno dei tuoi coloni (o la tua imbarcazione), poi dove va o "
        "che cosa fa.",
        "isola.prompt.boat": "Scegli l'esagono della baia su cui sbarcare.",
        "isola.prompt.colonist": "Scegli un esagono vicino in cui muoverti, un geyser su cui "
        "erigere un Moai, oppure un'azione qui sotto.",
        "isola.prompt.carry": "Scegli l'esagono vicino in cui portare il Moai.",
        "isola.prompt.idle": "Nessuno dei tuoi coloni può agire: prendi un gettone preghiera o "
        "termina il turno.",
        "isola.prompt.pray_village.one": "Il tuo villaggio nell'area {area} è minacciato dal "
        "vulcano {volcano}. Spendi il tuo gettone preghiera per salvarlo?",
        "isola.prompt.pray_village.other": "Il tuo villaggio nell'area {area} è minacciato dal "
        "vulcano {volcano}. Spendi uno dei tuoi {count} gettoni preghiera per salvarlo?",
        "isola.prompt.pray_moai.one": "Il tuo Moai disteso nell'area {area} è minacciato dal "
        "vulcano {volcano}. Spendi il tuo gettone preghiera per salvarlo?",
        "isola.prompt.pray_moai.other": "Il tuo Moai disteso nell'area {area} è minacciato dal "
        "vulcano {volcano}. Spendi uno dei tuoi {count} gettoni preghiera per salvarlo?",
        "isola.prompt.rescue_all.one": "La terra sprofonda ({areas}). Scegli un esagono "
        "evidenziato in cui mettere in salvo il tuo colono, oppure non salvare nessuno.",
        "isola.prompt.rescue_all.other": "La terra sprofonda ({areas}). Scegli un solo esagono "
        "evidenziato in cui mettere in salvo tutti i tuoi {count} coloni, oppure non salvare "
        "nessuno.",
        "isola.prompt.rescue_one.one": "La terra sprofonda ({areas}). Scegli un esagono "
        "evidenziato in cui mettere in salvo il tuo colono, oppure non salvare nessuno.",
        "isola.prompt.rescue_one.other": "La terra sprofonda ({areas}) con {count} dei tuoi "
        "coloni. Scegli un esagono evidenziato in cui salvarne uno, oppure non salvare nessuno.",
        "isola.prompt.wait": "Sta giocando {name}.",
        "isola.prompt.wait_answer": "Sta decidendo {name}.",
        "isola.prompt.over": "La partita è finita.",
        "isola.btn.boat": "Sbarca dalla tua imbarcazione",
        "isola.btn.carry": "Porta un Moai ({cost} PA)",
        "isola.btn.build": "Costruisci un villaggio ({cost} PA)",
        "isola.btn.create": "Crea un colono ({cost} PA)",
        "isola.btn.carve": "Scolpisci un Moai ({cost} PA)",
        "isola.btn.erect": "Erigi il Moai rivolto a {dir} ({cost} PA)",
        "isola.btn.take": "Prendi un gettone preghiera (costa {cost} PA)",
        "isola.btn.end": "Termina il turno",
        "isola.btn.pray_yes": "Spendi un gettone preghiera",
        "isola.btn.pray_no": "Non pregare",
        "isola.btn.rescue_none": "Non salvare nessuno",
        "isola.recent.title": "Il caso",
        "isola.die.volcano": "Dado eruzione: un vulcano",
        "isola.die.blank": "Dado eruzione: faccia bianca",
        "isola.token": "Gettone vulcano {volcano}",
        "isola.pass.pray_village.one": "{name}: il tuo villaggio nell'area {area} è minacciato "
        "dal vulcano {volcano}. Spendi il tuo gettone preghiera per salvarlo?",
        "isola.pass.pray_village.other": "{name}: il tuo villaggio nell'area {area} è minacciato "
        "dal vulcano {volcano}. Spendi uno dei tuoi {count} gettoni preghiera per salvarlo?",
        "isola.pass.pray_moai.one": "{name}: il tuo Moai disteso nell'area {area} è minacciato "
        "dal vulcano {volcano}. Spendi il tuo gettone preghiera per salvarlo?",
        "isola.pass.pray_moai.other": "{name}: il tuo Moai disteso nell'area {area} è minacciato "
        "dal vulcano {volcano}. Spendi uno dei tuoi {count} gettoni preghiera per salvarlo?",
        "isola.pass.rescue_all.one": "{name}: la terra sprofonda ({areas}) con il tuo colono. Lo "
        "metti in salvo su un esagono vicino?",
        "isola.pass.rescue_all.other": "{name}: la terra sprofonda ({areas}) con {count} dei "
        "tuoi coloni. Li metti tutti in salvo su un solo esagono vicino?",
        "isola.pass.rescue_one.one": "{name}: la terra sprofonda ({areas}) con il tuo colono. Lo "
        "metti in salvo su un esagono vicino?",
        "isola.pass.rescue_one.other": "{name}: la terra sprofonda ({areas}) con {count} dei "
        "tuoi coloni. Ne metti in salvo uno su un esagono vicino?",
        "isola.pass.turn.one": "{name}: si torna al tuo turno, con 1 Punto Azione rimasto.",
        "isola.pass.turn.other": "{name}: si torna al tuo turno, con {count} Punti Azione rimasti.",
        "isola.end.play": "In partita",
        "isola.end.villages": "Villaggi",
        "isola.end.moai": "Moai",
        "isola.end.grouped": "In gruppo",
        "isola.end.colonists": "Coloni",
        "isola.end.prayers": "Gettoni preghiera",
        "isola.end.total": "Totale",
        "isola.end.cell": "{count} → {points}",
        "isola.end.note": "Alla fine: ogni villaggio sull'isola {village} punti, ogni Moai "
        "{moai}, ogni Moai adiacente a un altro del suo colore {group} in più, ogni colono "
        "sull'isola {colonist}, ogni gettone preghiera inutilizzato {prayer}. In caso di parità "
        "vince chi ha più coloni, poi più villaggi, poi più Moai.",
        "isola.end.why.volcanoes": "L'isola è sprofondata fino a lasciare pochi vulcani.",
        "isola.end.why.geysers": "Sull'isola non restava nessun geyser libero.",
        "isola.end.why.rounds": "La partita si è fermata dopo {rounds} round.",
        "isola.rules.goal": "Colonizza l'isola vulcanica con i tuoi coloni, costruisci villaggi "
        "ed erigi Moai. Alla fine vince chi ha più punti.",
        "isola.rules.turn": "A ogni turno hai {ap} Punti Azione. Muovi un colono su un esagono "
        "vicino ({move} PA; {carry} PA portando con sé un tuo Moai disteso), costruisci un "
        "villaggio sulla lava sotto il tuo colono ({build} PA, 1 punto), crea un colono nel tuo "
        "villaggio ({create} PA), scolpisci un Moai dalla lava sotto il tuo colono ({carve} PA), "
        "erigilo su un geyser del suo esagono ({erect} PA), oppure prendi un gettone preghiera "
        "({prayer_cost} PA, uno in più per ogni gettone che hai). I coloni non attraversano mai "
        "una crepa.",
        "isola.rules.erect": "Un Moai eretto fa subito punti: 1 punto, oppure, se nella sua area "
        "hai dei villaggi, i tuoi Moai lì × i tuoi villaggi lì. Poi davanti a lui si apre una "
        "crepa e si lancia il dado eruzione.",
        "isola.rules.eruption": "Se esce il vulcano si pesca un gettone vulcano, e la lava di "
        "quel vulcano scorre nelle sei direzioni fino al primo esagono senza lava, distruggendo "
        "il villaggio o i Moai distesi che vi trova, a meno che il proprietario non spenda un "
        "gettone preghiera. Quando sull'isola non resta lava, eruttano due vulcani.",
        "isola.rules.sinking": "Quando le crepe dividono l'isola in due, la parte più piccola "
        "sprofonda con tutto ciò che c'è sopra. Prima si possono salvare i coloni: il giocatore "
        "di turno porta tutti i suoi su un solo esagono vicino, ogni altro giocatore un colono.",
        "isola.rules.end": "Quando un affondamento lascia due vulcani o meno, si gioca fino alla "
        "fine del round. Punti finali: ogni villaggio {village}, ogni Moai {moai}, {group} in "
        "più per ogni Moai adiacente a un altro del suo colore, ogni colono sull'isola "
        "{colonist}, ogni gettone preghiera inutilizzato {prayer}.",
        "isola.rules.controls": "Comandi: tocca uno dei tuoi coloni (o la tua imbarcazione), poi "
        "un esagono evidenziato per andarci, un cratere evidenziato per erigere un Moai, oppure "
        "un pulsante. Tasti: le frecce si spostano tra i luoghi da scegliere, Invio sceglie, Esc "
        "annulla.",
        "isola.log.setup_standard": "Inizia una partita a L'Isola dei Vulcani per {players} "
        "giocatori sull'isola standard.",
        "isola.log.setup_random": "Inizia una partita a L'Isola dei Vulcani per {players} "
        "giocatori su un'isola casuale.",
        "isola.log.landing": "Tutte le imbarcazioni attendono nella baia di approdo.",
        "isola.log.bay": "L'imbarcazione di {player} attende nella baia {bay}.",
        "isola.log.first": "Inizia {player}.",
        "isola.log.turn": "— Turno di {player} (round {round}) —",
        "isola.log.turn_final": "— Turno di {player} (round {round}, l'ultimo) —",
        "isola.log.end.one": "{player} termina il turno con 1 Punto Azione non speso.",
        "isola.log.end.other": "{player} termina il turno con {count} Punti Azione non spesi.",
        "isola.log.no_ap": "A {player} non restano Punti Azione: il turno finisce.",
        "isola.log.take.one": "{player} prende un gettone preghiera per {cost} PA e ora ne ha 1.",
        "isola.log.take.other": "{player} prende un gettone preghiera per {cost} PA e ora ne ha "
        "{count}.",
        "isola.log.land": "Un colono di {player} sbarca nell'area {area}.",
        "isola.log.move": "{player} muove un colono dall'area {src} all'area {dst}.",
        "isola.log.move_within": "{player} muove un colono all'interno dell'area {dst}.",
        "isola.log.carry": "{player} porta un Moai dall'area {src} all'area {dst}.",
        "isola.log.carry_within": "{player} porta un Moai all'interno dell'area {dst}.",
        "isola.log.build.one": "{player} costruisce un villaggio nell'area {area}: +1 punto.",
        "isola.log.build.other": "{player} costruisce un villaggio nell'area {area}: +{count} "
        "punti.",
        "isola.log.create": "{player} crea un colono nell'area {area}.",
        "isola.log.carve": "{player} scolpisce un Moai nell'area {area}.",
        "isola.log.erect.one": "{player} erige un Moai nell'area {area}, rivolto a {dir}, e fa 1 "
        "punto (Moai × villaggi suoi nell'area: {moai} × {villages}).",
        "isola.log.erect.other": "{player} erige un Moai nell'area {area}, rivolto a {dir}, e fa "
        "{count} punti (Moai × villaggi suoi nell'area: {moai} × {villages}).",
        "isola.log.erect_alone.one": "{player} erige un Moai nell'area {area}, rivolto a {dir}, "
        "e fa 1 punto (nessun suo villaggio nell'area).",
        "isola.log.erect_alone.other": "{player} erige un Moai nell'area {area}, rivolto a "
        "{dir}, e fa {count} punti (nessun suo villaggio nell'area).",
        "isola.log.crack": "Si apre una crepa tra l'area {area} e l'area {other}.",
        "isola.log.no_crack_cracked": "Il confine tra l'area {area} e l'area {other} ha già una "
        "crepa: nessuna nuova crepa.",
        "isola.log.no_crack_sea": "Il geyser nell'area {area} dà sul mare: nessuna crepa.",
        "isola.log.no_crack_supply": "Non restano tessere crepa: il confine tra l'area {area} e "
        "l'area {other} resta intatto.",
        "isola.log.split_size": "L'isola si spacca in due ({size_a} e {size_b} esagoni): "
        "sprofonda la parte più piccola.",
        "isola.log.split_volcanoes": "L'isola si spacca in due parti di {size_a} esagoni: "
        "sprofonda quella con meno vulcani.",
        "isola.log.split_draw": "L'isola si spacca in due parti uguali di {size_a} esagoni: si "
        "pesca il gettone vulcano {drawn}, e la sua parte sprofonda.",
        "isola.log.split_draw_none": "L'isola si spacca in due parti uguali di {size_a} esagoni "
        "senza vulcani: il caso decide quale sprofonda.",
        "isola.log.rescue.one": "{player} mette in salvo 1 colono nell'area {area}.",
        "isola.log.rescue.other": "{player} mette in salvo {count} coloni nell'area {area}.",
        "isola.log.no_rescue": "{player} non mette in salvo nessun colono.",
        "isola.log.sink.one": "1 esagono sprofonda nell'oceano: {areas}.",
        "isola.log.sink.other": "{count} esagoni sprofondano nell'oceano: {areas}.",
        "isola.log.volcano_sinks": "Il vulcano {volcano} sprofonda, e il suo gettone esce dal "
        "gioco.",
        "isola.log.lost": "{player} perde nell'oceano {pieces}.",
        "isola.log.end_triggered.one": "Resta solo 1 vulcano: la partita finisce dopo il turno "
        "di {last_player}.",
        "isola.log.end_triggered.other": "Restano solo {count} vulcani: la partita finisce dopo "
        "il turno di {last_player}.",
        "isola.log.roll_volcano": "{player} lancia il dado eruzione: un vulcano!",
        "isola.log.roll_blank": "{player} lancia il dado eruzione: faccia bianca, i vulcani "
        "restano quieti.",
        "isola.log.no_volcano": "Non resta nessun vulcano che possa eruttare.",
        "isola.log.draw": "{player} pesca il gettone vulcano {volcano}.",
        "isola.log.double.one": "Sull'isola non resta lava: erutta il vulcano {volcanoes}!",
        "isola.log.double.other": "Sull'isola non resta lava: doppia eruzione dei vulcani "
        "{volcanoes}!",
        "isola.log.erupt": "Il vulcano {volcano} erutta.",
        "isola.log.flow": "La lava del vulcano {volcano} scorre verso {dir} fino all'area {area}.",
        "isola.log.flow_sea": "La lava del vulcano {volcano} che scorre verso {dir} finisce in "
        "mare.",
        "isola.log.flow_volcano": "La lava del vulcano {volcano} che scorre verso {dir} si ferma "
        "al vulcano {other}.",
        "isola.log.flow_dry": "Non restano tessere lava: la lava del vulcano {volcano} che "
        "scorre verso {dir} si ferma.",
        "isola.log.prayer_village": "Il villaggio di {player} nell'area {area} è minacciato: "
        "{player} spende un gettone preghiera.",
        "isola.log.prayer_moai": "Il Moai di {player} nell'area {area} è minacciato: {player} "
        "spende un gettone preghiera.",
        "isola.log.no_prayer_village": "Il villaggio di {player} nell'area {area} è minacciato: "
        "{player} non prega.",
        "isola.log.no_prayer_moai": "Il Moai di {player} nell'area {area} è minacciato: {player} "
        "non prega.",
        "isola.log.flow_stopped": "La preghiera è esaudita: la lava del vulcano {volcano} si "
        "ferma prima dell'area {area}.",
        "isola.log.destroyed_village": "La lava distrugge il villaggio di {player} nell'area "
        "{area}.",
        "isola.log.destroyed_moai.one": "La lava distrugge un Moai disteso di {player} "
        "nell'area {area}.",
        "isola.log.destroyed_moai.other": "La lava distrugge {count} Moai distesi di {player} "
        "nell'area {area}.",
        "isola.log.final": "Punteggio finale di {player}: villaggi {villages}, Moai {moai} (in "
        "gruppo {grouped}), coloni sull'isola {colonists}, gettoni preghiera {tokens}: "
        "+{points}, {total} in tutto.",
        "isola.log.ending_volcanoes": "L'ultimo round è finito: la partita termina.",
        "isola.log.ending_geysers": "Il round è finito e sull'isola non resta nessun geyser "
        "libero: la partita termina.",
        "isola.log.ending_rounds": "Il round {rounds} è finito: la partita si ferma qui.",
        "isola.log.game_over.one": "La partita è finita: vince {winners}.",
        "isola.log.game_over.other": "La partita è finita: vincono a pari merito {winners}.",
    }
)
