"""L'Isola dei Vulcani in italiano: the same keys and placeholders as English
(game/ui/isola/lang/en.py). Terms of the Italian edition: colono, villaggio, Moai (eretto,
disteso), geyser, crepa, gettone preghiera, vulcano, gettone vulcano, tessera lava, dado
eruzione, Punti Azione (PA), imbarcazione, baia di approdo, area, esagono; erigere, scolpire,
costruire, creare, affondare.
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.isola.title": "L'Isola dei Vulcani",
    "game.isola.blurb": "Colonizza un'isola vulcanica, innalza i Moai e metti in salvo i tuoi "
    "coloni mentre la terra sprofonda.",
    # L'Isola dei Vulcani's options on the start screen
    "option.isola.random": "Isola casuale",
    "option.isola.random.help": "Preparazione avanzata: una nuova isola dal seme, ogni"
    " giocatore con la sua baia di sbarco.",
    "option.isola.separate_bays": "Baie di sbarco separate",
    "option.isola.separate_bays.help": "Sull'isola standard ogni giocatore sbarca in una baia"
    " tutta sua.",
    "option.isola.erected_only": "Contano solo i Moai eretti",
    "option.isola.erected_only.help": "Alla fine i Moai distesi non danno punti (variante).",
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
    "isola.player.reserve": "Nella riserva: villaggi {villages}, coloni {colonists}, Moai {moai}",
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
    "isola.undo.revealed": "Impossibile annullare: da allora è stato tirato il dado"
    " eruzione o pescato un segnalino vulcano",
    "isola.pass.new_turn.one": "{name}: inizia il tuo turno, con 1 Punto Azione.",
    "isola.pass.new_turn.other": "{name}: inizia il tuo turno, con {count} Punti Azione.",
    "isola.pass.turn.one": "{name}: si torna al tuo turno, con 1 Punto Azione rimasto.",
    "isola.pass.turn.other": "{name}: si torna al tuo turno, con {count} Punti Azione rimasti.",
    "isola.end.play": "In partita",
    "isola.end.villages": "Villaggi",
    "isola.end.moai": "Moai",
    "isola.end.grouped": "In gruppo",
    "isola.end.colonists": "Coloni",
    "isola.end.prayers": "Gettoni preghiera",
    "isola.end.total": "Totale",
    "isola.end.table": "Punti in gioco e alla fine",
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
    "isola.log.build.other": "{player} costruisce un villaggio nell'area {area}: +{count} punti.",
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
    "isola.log.volcano_sinks": "Il vulcano {volcano} sprofonda, e il suo gettone esce dal gioco.",
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
    "isola.log.double.other": "Sull'isola non resta lava: doppia eruzione dei vulcani {volcanoes}!",
    "isola.log.erupt": "Il vulcano {volcano} erutta.",
    "isola.log.flow": "La lava del vulcano {volcano} scorre verso {dir} fino all'area {area}.",
    "isola.log.flow_sea": "La lava del vulcano {volcano} che scorre verso {dir} finisce in mare.",
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
    "isola.log.destroyed_village": "La lava distrugge il villaggio di {player} nell'area {area}.",
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
    # the preview of a Moai (the engine's moai_previews) and the legend
    "isola.preview.title": "Se erigi il Moai rivolto a {dir}:",
    "isola.preview.points.one": "+1 punto: Moai × tuoi villaggi nell'area {area} = {moai} × "
    "{villages}.",
    "isola.preview.points.other": "+{count} punti: Moai × tuoi villaggi nell'area {area} = "
    "{moai} × {villages}.",
    "isola.preview.points_alone": "+1 punto: nessun tuo villaggio nell'area {area}.",
    "isola.preview.crack": "Si apre una crepa tra l'area {area} e l'area {other} (in rosso).",
    "isola.preview.no_crack_cracked": "Nessuna nuova crepa: quel confine è già spaccato.",
    "isola.preview.no_crack_sea": "Nessuna crepa: il geyser è rivolto al mare.",
    "isola.preview.no_crack_supply": "Nessuna crepa: non restano tessere crepa.",
    "isola.preview.whole": "Non sprofonda niente: l'isola resta intera.",
    "isola.preview.sinks.one": "Sprofonda {areas} (1 esagono, a strisce).",
    "isola.preview.sinks.other": "Sprofondano {areas} ({count} esagoni, a strisce).",
    "isola.preview.draw": "L'isola si spacca in due parti uguali: un gettone vulcano decide se "
    "sprofonda {a} o {b}.",
    "isola.preview.loses": "{player} perde {pieces}.",
    "isola.preview.empty": "Non c'è nessun pezzo.",
    "isola.preview.die": "Poi il dado eruzione: {volcano} facce su {faces} fanno eruttare un "
    "vulcano.",
    "isola.legend.title": "Legenda",
    "isola.legend.geyser": "Geyser: qui si può erigere un Moai, rivolto a questo lato",
    "isola.legend.area": "Numero dell'area (i Moai segnano per area)",
    "isola.legend.edge": "Confine tra aree: qui si può aprire una crepa",
    "isola.legend.crack": "Crepa: i coloni non la attraversano",
    "isola.legend.standing": "Moai eretto, in piedi sul suo geyser",
    "isola.legend.lying": "Moai sdraiato, scolpito e in attesa di essere eretto",
    "isola.legend.colonist": "Colono (ogni giocatore ha la sua forma)",
    "isola.legend.village": "Villaggio",
    # la lezione (game/ui/isola/lesson.py): una prima partita guidata
    "lesson.isola.title": "Impara L'Isola dei Vulcani",
    "lesson.isola.s1.say": "Ciao, {you}! Giochi con il rosso contro {p1}. Il tuo primo colono "
    "aspetta sulla tua imbarcazione nella baia di sbarco: scegli l'imbarcazione, poi l'esagono "
    "evidenziato dell'area 11 per sbarcare. Un colono ancora sull'imbarcazione a fine partita non "
    "vale nulla. Ogni azione costa Punti Azione (PA): ne hai 4 per turno e sbarcare costa 1.",
    "lesson.isola.s1.done": "Il tuo colono è sbarcato nell'area 11: restano 3 PA.",
    "lesson.isola.s1.wrong": "Scegli la tua imbarcazione, poi l'esagono evidenziato dell'area 11.",
    "lesson.isola.s2.say": "Come quasi tutta l'isola, questo esagono è coperto di lava. Sulla "
    "lava un colono può costruire un villaggio (2 PA): il villaggio sostituisce la tessera lava e "
    "vale subito 1 punto. Scegli il tuo colono, poi Costruisci un villaggio.",
    "lesson.isola.s2.done": "Il tuo villaggio sorge nell'area 11: +1 punto. Resta 1 PA.",
    "lesson.isola.s2.wrong": "Scegli il tuo colono nell'area 11, poi premi Costruisci un "
    "villaggio.",
    "lesson.isola.s3.say": "Un colono in un tuo villaggio può creare lì un nuovo colono (1 PA; in "
    "un turno, al massimo uno per ogni tuo villaggio in quell'area). Scegli il tuo colono, poi "
    "Crea un colono.",
    "lesson.isola.s3.done": "Ora hai 2 coloni. Con 0 PA il tuo turno è finito da solo. Anche {p1} "
    "è sbarcato, è entrato nell'area 7 e lì ha scolpito un Moai.",
    "lesson.isola.s3.wrong": "Scegli il tuo colono nel villaggio, poi premi Crea un colono.",
    "lesson.isola.s4.say": "I vulcani erutteranno, e la lava distrugge i villaggi. Un gettone "
    "preghiera può salvarne uno. Premi Prendi un gettone preghiera (1 PA: ogni gettone che hai "
    "già lo fa costare 1 PA in più).",
    "lesson.isola.s4.done": "Hai 1 gettone preghiera. Alla fine della partita ogni gettone "
    "inutilizzato vale 2 punti.",
    "lesson.isola.s4.wrong": "Premi Prendi un gettone preghiera.",
    "lesson.isola.s5.say": "I Moai si scolpiscono sulla lava. Muovi un colono dal tuo villaggio "
    "all'esagono di lava evidenziato, appena a sud (1 PA), poi premi Scolpisci un Moai (1 PA): il "
    "Moai giace lì disteso, sull'esagono ora spoglio.",
    "lesson.isola.s5.done": "Il tuo Moai giace disteso nell'area 11, in attesa di essere eretto.",
    "lesson.isola.s5.wrong": "Muovi un colono dal tuo villaggio all'esagono evidenziato, poi "
    "premi Scolpisci un Moai.",
    "lesson.isola.s6.say": "Un Moai si erige su un geyser, un piccolo cratere al confine di "
    "un'area. Questo esagono non ne ha, ma quello del tuo villaggio ne ha uno, rivolto a "
    "nord-est. Scegli il colono con il Moai, premi Porta un Moai (1 PA), poi scegli l'esagono del "
    "tuo villaggio.",
    "lesson.isola.s6.done": "Ora il tuo Moai giace accanto al geyser. {p1} ha portato un Moai sul "
    "geyser dell'area 7 rivolto a nord e ha terminato il turno.",
    "lesson.isola.s6.wrong": "Scegli il colono che sta con il Moai, premi Porta un Moai, poi "
    "scegli l'esagono del tuo villaggio.",
    "lesson.isola.s7.say": "Tocca a te. Muovi un colono dal tuo villaggio sulla punta dell'isola "
    "(area 12, evidenziata), poi costruisci lì un villaggio (2 PA).",
    "lesson.isola.s7.done": "Il tuo secondo villaggio sorge sulla punta: +1 punto. La punta è "
    "unita all'isola solo da due confini, ciascuno con un geyser.",
    "lesson.isola.s7.wrong": "Muovi un colono sull'esagono evidenziato dell'area 12, poi premi "
    "Costruisci un villaggio.",
    "lesson.isola.s8.say": "Ora erigi il tuo Moai (1 PA): scegli un colono nel tuo villaggio, poi "
    "il geyser rivolto a nord-est. L'anteprima mostra che cosa segue: i punti (Moai × tuoi "
    "villaggi nell'area; 1 senza villaggi), una crepa su quel confine, poi il dado eruzione.",
    "lesson.isola.s8.done": "+1 punto (1 Moai × 1 villaggio). Una crepa separa ora l'area 11 "
    "dalla punta; il dado ha dato una faccia bianca, quindi nessuna eruzione. Poi {p1} ha eretto "
    "il Moai rivolto a nord: una seconda crepa stacca la punta dall'isola!",
    "lesson.isola.s8.wrong": "Scegli un colono nel tuo villaggio, poi il geyser rivolto a "
    "nord-est.",
    "lesson.isola.s9.say": "Quando le crepe dividono l'isola in due, la parte più piccola "
    "sprofonda subito con tutto ciò che porta. Prima puoi mettere in salvo i tuoi coloni, "
    "attraverso la crepa: scegli l'esagono evidenziato dell'area 11.",
    "lesson.isola.s9.done": "Il tuo colono è salvo, ma il villaggio è sprofondato con la punta "
    "(il suo punto resta tuo). Poi {p1} ha tirato il dado eruzione: un vulcano! È uscito il "
    "gettone 7: il vulcano 7 erutta.",
    "lesson.isola.s9.wrong": "Scegli l'esagono evidenziato dell'area 11 per salvare il tuo colono.",
    "lesson.isola.s10.say": "La lava scorre dal vulcano in linea retta in ciascuna delle 6 "
    "direzioni, passa sopra la lava e si posa sul primo esagono che non ne ha, distruggendo il "
    "villaggio o i Moai distesi che vi trova. La colata verso sud-ovest ha coperto l'esagono "
    "spoglio dell'area 7; quella verso nord-ovest raggiunge il tuo villaggio: spendi il tuo "
    "gettone preghiera per salvarlo.",
    "lesson.isola.s10.done": "La tua preghiera ha fermato la colata: il villaggio è salvo. La "
    "lava non danneggia mai i coloni né i Moai eretti. {p1} ha terminato il turno.",
    "lesson.isola.s10.wrong": "Premi Spendi un gettone preghiera per salvare il tuo villaggio.",
    "lesson.isola.s11.say": "Tocca a te. Alla fine della partita ogni colono sull'isola vale 4 "
    "punti: creane un altro nel tuo villaggio (1 PA).",
    "lesson.isola.s11.done": "Ora hai tre coloni sull'isola.",
    "lesson.isola.s11.wrong": "Scegli un colono nel tuo villaggio, poi premi Crea un colono.",
    "lesson.isola.s12.say": "Puoi terminare il turno quando vuoi; i PA avanzati vanno persi. La "
    "partita finisce quando uno sprofondamento lascia 2 vulcani o meno: si gioca fino alla fine "
    "del round, poi ogni villaggio sull'isola vale 3 punti, ogni Moai 2 (2 in più se accanto a un "
    "altro tuo), ogni colono 4 e ogni gettone preghiera inutilizzato 2. Premi Termina il turno.",
    "lesson.isola.s12.done": "Il tuo turno è finito. Ora hai visto tutte le azioni dell'isola!",
    "lesson.isola.s12.wrong": "Premi Termina il turno.",
    "lesson.isola.more.title": "L'Isola dei Vulcani: altre regole",
    "lesson.isola.m1.say": "Ciao di nuovo, {you}! Si sono giocati quattro round: i tuoi villaggi "
    "sorgono nell'area 11 e sulla punta, dove stanno 3 tuoi coloni, e il tuo Moai giace disteso "
    "nel villaggio dell'area 11. Per prima cosa prendi un gettone preghiera (1 PA). Ogni gettone "
    "che hai fa costare il successivo 1 PA in più; se ne può prendere uno solo per turno, e "
    "tenerne al massimo 4: con 3 in mano il quarto costa tutti e 4 i PA.",
    "lesson.isola.m1.done": "Hai 1 gettone. Il pulsante è sparito anche se ti restano 3 PA: un "
    "gettone per turno.",
    "lesson.isola.m1.wrong": "Premi Prendi un gettone preghiera.",
    "lesson.isola.m2.say": "{p1} aspetta accanto alla punta con un Moai: eretto sul geyser "
    "rivolto alla punta, la staccherebbe dall'isola, e la parte più piccola sprofonda. Riporta un "
    "colono al tuo villaggio nell'area 11. Le crepe fermano i coloni, e una corre proprio tra la "
    "punta e il tuo villaggio: passa dall'area 7, 1 PA per passo.",
    "lesson.isola.m2.done": "Il tuo colono è a casa, accanto al tuo Moai disteso.",
    "lesson.isola.m2.wrong": "Muovi un colono dalla punta all'esagono evidenziato dell'area 7, "
    "poi fino al tuo villaggio.",
    "lesson.isola.m3.say": "Con l'ultimo PA crea un colono nel tuo villaggio (1 PA): ogni colono "
    "sull'isola vale 4 punti alla fine.",
    "lesson.isola.m3.done": "{p1} ha eretto il suo Moai sul geyser rivolto alla punta: la crepa "
    "stacca la punta dall'isola. La punta è la parte più piccola (1 esagono contro 48), quindi "
    "sprofonda subito, con il tuo villaggio e 2 coloni.",
    "lesson.isola.m3.wrong": "Scegli un colono nel tuo villaggio dell'area 11, poi premi Crea un "
    "colono.",
    "lesson.isola.m4.say": "Prima che sprofondi, i coloni possono attraversare la crepa. Chi ha "
    "aperto la crepa mette in salvo tutti i suoi su un solo esagono; tu non sei di turno, quindi "
    "ne salvi uno solo. Scegli l'esagono del tuo villaggio per riportarne uno a casa.",
    "lesson.isola.m4.done": "Un colono è salvo; l'altro è tornato nella tua riserva con il "
    "villaggio della punta (il suo punto resta tuo). Il dado di {p1} ha dato una faccia bianca, e "
    "lui ha terminato il turno.",
    "lesson.isola.m4.wrong": "Scegli l'esagono evidenziato del tuo villaggio per salvare un "
    "colono.",
    "lesson.isola.m5.say": "Tocca a te. Il geyser del tuo villaggio rivolto a nord-est ora dà sul "
    "mare. Erigi lì il tuo Moai (1 PA): scegli un colono nel tuo villaggio, poi quel geyser. "
    "L'anteprima mostra che cosa segue: i tuoi punti, nessuna crepa (oltre il geyser non c'è "
    "alcun esagono), e il dado si tira comunque: 2 delle sue 6 facce mostrano un vulcano.",
    "lesson.isola.m5.done": "+1 punto (1 Moai × 1 villaggio) e nessuna crepa; il dado ha dato una "
    "faccia bianca.",
    "lesson.isola.m5.wrong": "Scegli un colono nel tuo villaggio, poi il geyser rivolto a "
    "nord-est.",
    "lesson.isola.m6.say": "Alla fine ogni tuo Moai sull'isola vale 2 punti, e 2 in più se un "
    "altro tuo sta sullo stesso esagono o su uno vicino, disteso o eretto. Muovi un colono "
    "sull'esagono di lava evidenziato accanto al tuo Moai e scolpiscine uno lì (1 PA ciascuna "
    "azione).",
    "lesson.isola.m6.done": "I tuoi due Moai sono vicini: alla fine ciascuno varrà 2 + 2 = 4 "
    "punti.",
    "lesson.isola.m6.wrong": "Muovi un colono sull'esagono evidenziato, poi premi Scolpisci un "
    "Moai.",
    "lesson.isola.m7.say": "Villaggi e Moai consumano la lava. Ogni volta che sull'isola non "
    "resta nessuna tessera lava, eruttano insieme due vulcani estratti a caso, senza dado. Premi "
    "Termina il turno.",
    "lesson.isola.m7.done": "Ora conosci ciò che decide le partite sull'isola. Continua a "
    "giocare, o inizia una partita vera!",
    "lesson.isola.m7.wrong": "Premi Termina il turno.",
}
