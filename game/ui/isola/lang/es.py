"""L'Isola dei Vulcani en español: the same keys and placeholders as English
(game/ui/isola/lang/en.py). Terms: colono, aldea, moái (moáis; erigido, tumbado), géiser,
grieta, ficha de oración, volcán, ficha de volcán, loseta de lava, dado de erupción, puntos de
acción (PA), barca, bahía de desembarco, área, hexágono; erigir, tallar, construir, crear,
hundirse.
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.isola.title": "L'Isola dei Vulcani",
    "game.isola.blurb": "Coloniza una isla volcánica, levanta moáis y pon a salvo a tus "
    "colonos mientras la tierra se hunde.",
    # L'Isola dei Vulcani's options on the start screen
    "option.isola.random": "Isla aleatoria",
    "option.isola.random.help": "Preparación avanzada: una isla nueva a partir de la"
    " semilla, cada jugador con su propia bahía de desembarco.",
    "option.isola.separate_bays": "Bahías de desembarco separadas",
    "option.isola.separate_bays.help": "En la isla estándar, cada jugador desembarca en una"
    " bahía propia.",
    "option.isola.erected_only": "Solo puntúan los moáis erigidos",
    "option.isola.erected_only.help": "Al final, los moáis tumbados no dan puntos (variante).",
    "isola.dir.0": "el norte",
    "isola.dir.1": "el noreste",
    "isola.dir.2": "el sureste",
    "isola.dir.3": "el sur",
    "isola.dir.4": "el suroeste",
    "isola.dir.5": "el noroeste",
    "isola.and": "{names} y {last}",
    "isola.comma": ", ",
    "isola.areas.one": "área {areas}",
    "isola.areas.other": "áreas {areas}",
    "isola.count.colonists.one": "1 colono",
    "isola.count.colonists.other": "{count} colonos",
    "isola.count.villages.one": "1 aldea",
    "isola.count.villages.other": "{count} aldeas",
    "isola.count.moai.one": "1 moái",
    "isola.count.moai.other": "{count} moáis",
    "isola.colour.red": "Rojo, círculos",
    "isola.colour.blue": "Azul, cuadrados",
    "isola.colour.yellow": "Amarillo, triángulos",
    "isola.colour.green": "Verde, rombos",
    "isola.board.label": "La isla: áreas, volcanes, lava, aldeas, colonos, moáis y barcas",
    "isola.place.hex": "Un hexágono del área {area}",
    "isola.place.geyser": "El géiser orientado hacia {dir} en el área {area}",
    "isola.place.boat": "Tu barca",
    "isola.place.chosen": "{place}: elegido. Esc cancela.",
    "isola.refuse.sea": "Ahí está el mar.",
    "isola.refuse.volcano": "Nadie puede pisar un volcán.",
    "isola.refuse.no_colonist": "Primero elige uno de tus colonos (o tu barca).",
    "isola.refuse.idle": "Ninguno de tus colonos puede actuar ahora.",
    "isola.refuse.no_ap": "No te quedan puntos de acción suficientes.",
    "isola.refuse.bay": "Un colono de la barca desembarca en un hexágono de su bahía.",
    "isola.refuse.far": "Un colono avanza de hexágono en hexágono.",
    "isola.refuse.crack": "Una grieta cierra el paso.",
    "isola.refuse.pray": "Primero responde: gastar una ficha de oración o no.",
    "isola.refuse.rescue": "El rescate va a un hexágono resaltado junto a la tierra que se hunde.",
    "isola.player.score.one": "1 punto",
    "isola.player.score.other": "{count} puntos",
    "isola.player.reserve": "En la reserva: aldeas {villages}, colonos {colonists}, moáis {moai}",
    "isola.player.island": "En la isla: aldeas {villages}, colonos {colonists}, moáis {moai}",
    "isola.player.boat": "En la barca: {count}",
    "isola.player.prayers": "Fichas de oración: {count}",
    "isola.player.bay": "Bahía {bay}",
    "isola.row.reserve": "Reserva",
    "isola.row.island": "Isla",
    "isola.info.round": "Ronda {round}",
    "isola.info.final": "Última ronda: la partida termina tras el turno de {name}.",
    "isola.info.volcanoes": "Fichas de volcán: {numbers}",
    "isola.info.supply": "Suministro: lava {lava}, grietas {cracks}, fichas de oración {prayers}",
    "isola.ap": "Puntos de acción: {ap} de {total}",
    "isola.prompt.turn": "Elige uno de tus colonos (o tu barca) y después adónde va o qué hace.",
    "isola.prompt.boat": "Elige el hexágono de la bahía donde desembarcar.",
    "isola.prompt.colonist": "Elige un hexágono vecino al que moverte, un géiser donde erigir "
    "un moái o una acción de abajo.",
    "isola.prompt.carry": "Elige el hexágono vecino al que llevar el moái.",
    "isola.prompt.idle": "Ninguno de tus colonos puede actuar: toma una ficha de oración o "
    "termina tu turno.",
    "isola.prompt.pray_village.one": "Tu aldea del área {area} está amenazada por el volcán "
    "{volcano}. ¿Gastas tu ficha de oración para salvarla?",
    "isola.prompt.pray_village.other": "Tu aldea del área {area} está amenazada por el "
    "volcán {volcano}. ¿Gastas una de tus {count} fichas de oración para salvarla?",
    "isola.prompt.pray_moai.one": "Tu moái tumbado del área {area} está amenazado por el "
    "volcán {volcano}. ¿Gastas tu ficha de oración para salvarlo?",
    "isola.prompt.pray_moai.other": "Tu moái tumbado del área {area} está amenazado por el "
    "volcán {volcano}. ¿Gastas una de tus {count} fichas de oración para salvarlo?",
    "isola.prompt.rescue_all.one": "La tierra se hunde ({areas}). Elige un hexágono "
    "resaltado al que llevar a tu colono, o no rescates a nadie.",
    "isola.prompt.rescue_all.other": "La tierra se hunde ({areas}). Elige un solo hexágono "
    "resaltado al que llevar a tus {count} colonos, o no rescates a nadie.",
    "isola.prompt.rescue_one.one": "La tierra se hunde ({areas}). Elige un hexágono "
    "resaltado al que llevar a tu colono, o no rescates a nadie.",
    "isola.prompt.rescue_one.other": "La tierra se hunde ({areas}) con {count} de tus "
    "colonos. Elige un hexágono resaltado al que llevar a uno, o no rescates a nadie.",
    "isola.prompt.wait": "Juega {name}.",
    "isola.prompt.wait_answer": "{name} está decidiendo.",
    "isola.prompt.over": "La partida ha terminado.",
    "isola.btn.boat": "Desembarcar de tu barca",
    "isola.btn.carry": "Llevar un moái ({cost} PA)",
    "isola.btn.build": "Construir una aldea ({cost} PA)",
    "isola.btn.create": "Crear un colono ({cost} PA)",
    "isola.btn.carve": "Tallar un moái ({cost} PA)",
    "isola.btn.erect": "Erigir el moái hacia {dir} ({cost} PA)",
    "isola.btn.take": "Tomar una ficha de oración (cuesta {cost} PA)",
    "isola.btn.end": "Terminar el turno",
    "isola.btn.pray_yes": "Gastar una ficha de oración",
    "isola.btn.pray_no": "No rezar",
    "isola.btn.rescue_none": "No rescatar a nadie",
    "isola.recent.title": "El azar",
    "isola.die.volcano": "Dado de erupción: un volcán",
    "isola.die.blank": "Dado de erupción: cara en blanco",
    "isola.token": "Ficha de volcán {volcano}",
    "isola.pass.pray_village.one": "{name}: tu aldea del área {area} está amenazada por el "
    "volcán {volcano}. ¿Gastas tu ficha de oración para salvarla?",
    "isola.pass.pray_village.other": "{name}: tu aldea del área {area} está amenazada por el "
    "volcán {volcano}. ¿Gastas una de tus {count} fichas de oración para salvarla?",
    "isola.pass.pray_moai.one": "{name}: tu moái tumbado del área {area} está amenazado por "
    "el volcán {volcano}. ¿Gastas tu ficha de oración para salvarlo?",
    "isola.pass.pray_moai.other": "{name}: tu moái tumbado del área {area} está amenazado "
    "por el volcán {volcano}. ¿Gastas una de tus {count} fichas de oración para salvarlo?",
    "isola.pass.rescue_all.one": "{name}: la tierra se hunde ({areas}) con tu colono encima. "
    "¿Lo rescatas a un hexágono vecino?",
    "isola.pass.rescue_all.other": "{name}: la tierra se hunde ({areas}) con {count} de tus "
    "colonos encima. ¿Los rescatas a todos a un solo hexágono vecino?",
    "isola.pass.rescue_one.one": "{name}: la tierra se hunde ({areas}) con tu colono encima. "
    "¿Lo rescatas a un hexágono vecino?",
    "isola.pass.rescue_one.other": "{name}: la tierra se hunde ({areas}) con {count} de tus "
    "colonos encima. ¿Rescatas a uno de ellos a un hexágono vecino?",
    "isola.undo.revealed": "No se puede deshacer: desde entonces se tiró el dado de"
    " erupción o se robó una ficha de volcán",
    "isola.pass.new_turn.one": "{name}: empieza tu turno, con 1 punto de acción.",
    "isola.pass.new_turn.other": "{name}: empieza tu turno, con {count} puntos de acción.",
    "isola.pass.turn.one": "{name}: vuelve tu turno, con 1 punto de acción restante.",
    "isola.pass.turn.other": "{name}: vuelve tu turno, con {count} puntos de acción restantes.",
    "isola.end.play": "En juego",
    "isola.end.villages": "Aldeas",
    "isola.end.moai": "Moáis",
    "isola.end.grouped": "En grupo",
    "isola.end.colonists": "Colonos",
    "isola.end.prayers": "Fichas de oración",
    "isola.end.total": "Total",
    "isola.end.table": "Puntos en juego y al final",
    "isola.end.cell": "{count} → {points}",
    "isola.end.note": "Al final: cada aldea en la isla {village} puntos, cada moái {moai}, "
    "cada moái junto a otro de su color {group} más, cada colono en la isla {colonist}, "
    "cada ficha de oración sin usar {prayer}. Los empates los gana quien tenga más colonos, "
    "después más aldeas y después más moáis.",
    "isola.end.why.volcanoes": "La isla se hundió hasta quedar pocos volcanes.",
    "isola.end.why.geysers": "No quedaba ningún géiser libre en la isla.",
    "isola.end.why.rounds": "La partida se detuvo tras {rounds} rondas.",
    "isola.rules.goal": "Coloniza la isla volcánica con tus colonos, construye aldeas y "
    "erige moáis. Al final gana quien tenga más puntos.",
    "isola.rules.turn": "Cada turno tienes {ap} puntos de acción. Mueve un colono a un "
    "hexágono vecino ({move} PA; {carry} PA llevando consigo uno de tus moáis tumbados), "
    "construye una aldea sobre la lava bajo tu colono ({build} PA, 1 punto), crea un colono "
    "en tu aldea ({create} PA), talla un moái en la lava bajo tu colono ({carve} PA), "
    "erígelo sobre un géiser de su hexágono ({erect} PA) o toma una ficha de oración "
    "({prayer_cost} PA, uno más por cada ficha que tengas). Los colonos nunca cruzan una "
    "grieta.",
    "isola.rules.erect": "Un moái erigido puntúa enseguida: 1 punto o, si tienes aldeas en "
    "su área, tus moáis allí × tus aldeas allí. Después se abre una grieta delante de él y "
    "se lanza el dado de erupción.",
    "isola.rules.eruption": "Si sale el volcán se roba una ficha de volcán, y la lava de ese "
    "volcán fluye en las seis direcciones hasta el primer hexágono sin lava, destruyendo la "
    "aldea o los moáis tumbados que haya allí, salvo que su dueño gaste una ficha de "
    "oración. Cuando no queda lava en la isla, entran en erupción dos volcanes.",
    "isola.rules.sinking": "Cuando las grietas parten la isla en dos, la parte más pequeña se "
    "hunde con todo lo que tiene encima. Antes se pueden rescatar colonos: el jugador en "
    "turno lleva todos los suyos a un solo hexágono vecino; cada uno de los demás, un "
    "colono.",
    "isola.rules.end": "Cuando un hundimiento deja dos volcanes o menos, se juega hasta el "
    "final de la ronda. Puntos finales: cada aldea {village}, cada moái {moai}, {group} más "
    "por cada moái junto a otro de su color, cada colono en la isla {colonist}, cada ficha "
    "de oración sin usar {prayer}.",
    "isola.rules.controls": "Controles: toca uno de tus colonos (o tu barca) y después un "
    "hexágono resaltado para ir allí, un cráter resaltado para erigir un moái, o un botón. "
    "Teclas: las flechas recorren los lugares que se pueden elegir, Intro elige, Esc "
    "cancela.",
    "isola.log.setup_standard": "Empieza una partida de L'Isola dei Vulcani para {players} "
    "jugadores en la isla estándar.",
    "isola.log.setup_random": "Empieza una partida de L'Isola dei Vulcani para {players} "
    "jugadores en una isla aleatoria.",
    "isola.log.landing": "Todas las barcas esperan en la bahía de desembarco.",
    "isola.log.bay": "La barca de {player} espera en la bahía {bay}.",
    "isola.log.first": "Empieza {player}.",
    "isola.log.turn": "— Turno de {player} (ronda {round}) —",
    "isola.log.turn_final": "— Turno de {player} (ronda {round}, la última) —",
    "isola.log.end.one": "{player} termina el turno con 1 punto de acción sin gastar.",
    "isola.log.end.other": "{player} termina el turno con {count} puntos de acción sin gastar.",
    "isola.log.no_ap": "A {player} no le quedan puntos de acción: el turno termina.",
    "isola.log.take.one": "{player} toma una ficha de oración por {cost} PA y ahora tiene 1.",
    "isola.log.take.other": "{player} toma una ficha de oración por {cost} PA y ahora tiene "
    "{count}.",
    "isola.log.land": "Un colono de {player} desembarca en el área {area}.",
    "isola.log.move": "{player} mueve un colono del área {src} al área {dst}.",
    "isola.log.move_within": "{player} mueve un colono dentro del área {dst}.",
    "isola.log.carry": "{player} lleva un moái del área {src} al área {dst}.",
    "isola.log.carry_within": "{player} lleva un moái dentro del área {dst}.",
    "isola.log.build.one": "{player} construye una aldea en el área {area}: +1 punto.",
    "isola.log.build.other": "{player} construye una aldea en el área {area}: +{count} puntos.",
    "isola.log.create": "{player} crea un colono en el área {area}.",
    "isola.log.carve": "{player} talla un moái en el área {area}.",
    "isola.log.erect.one": "{player} erige un moái en el área {area}, orientado hacia {dir}, "
    "y gana 1 punto (moáis × aldeas suyas en el área: {moai} × {villages}).",
    "isola.log.erect.other": "{player} erige un moái en el área {area}, orientado hacia "
    "{dir}, y gana {count} puntos (moáis × aldeas suyas en el área: {moai} × {villages}).",
    "isola.log.erect_alone.one": "{player} erige un moái en el área {area}, orientado hacia "
    "{dir}, y gana 1 punto (ninguna aldea suya en el área).",
    "isola.log.erect_alone.other": "{player} erige un moái en el área {area}, orientado "
    "hacia {dir}, y gana {count} puntos (ninguna aldea suya en el área).",
    "isola.log.crack": "Se abre una grieta entre el área {area} y el área {other}.",
    "isola.log.no_crack_cracked": "El borde entre el área {area} y el área {other} ya tiene "
    "grieta: no se abre otra.",
    "isola.log.no_crack_sea": "El géiser del área {area} da al mar: no hay grieta.",
    "isola.log.no_crack_supply": "No quedan losetas de grieta: el borde entre el área {area} "
    "y el área {other} sigue intacto.",
    "isola.log.split_size": "La isla se parte en dos ({size_a} y {size_b} hexágonos): se "
    "hunde la parte más pequeña.",
    "isola.log.split_volcanoes": "La isla se parte en dos partes de {size_a} hexágonos: se "
    "hunde la que tiene menos volcanes.",
    "isola.log.split_draw": "La isla se parte en dos partes iguales de {size_a} hexágonos: "
    "se roba la ficha de volcán {drawn}, y su parte se hunde.",
    "isola.log.split_draw_none": "La isla se parte en dos partes iguales de {size_a} "
    "hexágonos sin volcanes: el azar decide cuál se hunde.",
    "isola.log.rescue.one": "{player} rescata 1 colono al área {area}.",
    "isola.log.rescue.other": "{player} rescata {count} colonos al área {area}.",
    "isola.log.no_rescue": "{player} no rescata a ningún colono.",
    "isola.log.sink.one": "1 hexágono se hunde en el océano: {areas}.",
    "isola.log.sink.other": "{count} hexágonos se hunden en el océano: {areas}.",
    "isola.log.volcano_sinks": "El volcán {volcano} se hunde, y su ficha sale del juego.",
    "isola.log.lost": "{player} pierde en el océano {pieces}.",
    "isola.log.end_triggered.one": "Solo queda 1 volcán: la partida termina tras el turno de "
    "{last_player}.",
    "isola.log.end_triggered.other": "Solo quedan {count} volcanes: la partida termina tras "
    "el turno de {last_player}.",
    "isola.log.roll_volcano": "{player} lanza el dado de erupción: ¡un volcán!",
    "isola.log.roll_blank": "{player} lanza el dado de erupción: cara en blanco, los volcanes "
    "siguen tranquilos.",
    "isola.log.no_volcano": "No queda ningún volcán que pueda entrar en erupción.",
    "isola.log.draw": "{player} roba la ficha de volcán {volcano}.",
    "isola.log.double.one": "No queda lava en la isla: ¡entra en erupción el volcán {volcanoes}!",
    "isola.log.double.other": "No queda lava en la isla: ¡doble erupción de los volcanes "
    "{volcanoes}!",
    "isola.log.erupt": "El volcán {volcano} entra en erupción.",
    "isola.log.flow": "La lava del volcán {volcano} fluye hacia {dir} hasta el área {area}.",
    "isola.log.flow_sea": "La lava del volcán {volcano} que fluye hacia {dir} llega al mar.",
    "isola.log.flow_volcano": "La lava del volcán {volcano} que fluye hacia {dir} se detiene "
    "en el volcán {other}.",
    "isola.log.flow_dry": "No quedan losetas de lava: la lava del volcán {volcano} que fluye "
    "hacia {dir} se detiene.",
    "isola.log.prayer_village": "La aldea de {player} en el área {area} está amenazada: "
    "{player} gasta una ficha de oración.",
    "isola.log.prayer_moai": "El moái de {player} en el área {area} está amenazado: "
    "{player} gasta una ficha de oración.",
    "isola.log.no_prayer_village": "La aldea de {player} en el área {area} está amenazada: "
    "{player} no reza.",
    "isola.log.no_prayer_moai": "El moái de {player} en el área {area} está amenazado: "
    "{player} no reza.",
    "isola.log.flow_stopped": "La oración es escuchada: la lava del volcán {volcano} se "
    "detiene antes del área {area}.",
    "isola.log.destroyed_village": "La lava destruye la aldea de {player} en el área {area}.",
    "isola.log.destroyed_moai.one": "La lava destruye un moái tumbado de {player} en el área "
    "{area}.",
    "isola.log.destroyed_moai.other": "La lava destruye {count} moáis tumbados de {player} "
    "en el área {area}.",
    "isola.log.final": "Puntuación final de {player}: aldeas {villages}, moáis {moai} (en "
    "grupo {grouped}), colonos en la isla {colonists}, fichas de oración {tokens}: "
    "+{points}, {total} en total.",
    "isola.log.ending_volcanoes": "La última ronda ha terminado: la partida acaba.",
    "isola.log.ending_geysers": "La ronda ha terminado y no queda ningún géiser libre en la "
    "isla: la partida acaba.",
    "isola.log.ending_rounds": "La ronda {rounds} ha terminado: la partida se detiene aquí.",
    "isola.log.game_over.one": "La partida ha terminado: gana {winners}.",
    "isola.log.game_over.other": "La partida ha terminado: comparten la victoria {winners}.",
    # the preview of a Moai (the engine's moai_previews) and the legend
    "isola.preview.title": "Si levantas el Moai mirando al {dir}:",
    "isola.preview.points.one": "+1 punto: Moai × tus aldeas en el área {area} = {moai} × "
    "{villages}.",
    "isola.preview.points.other": "+{count} puntos: Moai × tus aldeas en el área {area} = "
    "{moai} × {villages}.",
    "isola.preview.points_alone": "+1 punto: ninguna aldea tuya en el área {area}.",
    "isola.preview.crack": "Se abre una grieta entre el área {area} y el área {other} (en rojo).",
    "isola.preview.no_crack_cracked": "Ninguna grieta nueva: esa frontera ya está agrietada.",
    "isola.preview.no_crack_sea": "Ninguna grieta: el géiser mira al mar.",
    "isola.preview.no_crack_supply": "Ninguna grieta: no quedan losetas de grieta.",
    "isola.preview.whole": "No se hunde nada: la isla sigue entera.",
    "isola.preview.sinks.one": "Se hunde {areas} (1 hexágono, a rayas).",
    "isola.preview.sinks.other": "Se hunden {areas} ({count} hexágonos, a rayas).",
    "isola.preview.draw": "La isla se parte en dos partes iguales: una ficha de volcán decide "
    "si se hunde {a} o {b}.",
    "isola.preview.loses": "{player} pierde {pieces}.",
    "isola.preview.empty": "No hay ninguna pieza.",
    "isola.preview.die": "Después, el dado de erupción: {volcano} caras de {faces} hacen "
    "entrar en erupción un volcán.",
    "isola.legend.title": "Leyenda",
    "isola.legend.geyser": "Géiser: aquí se puede levantar un Moai, mirando a este lado",
    "isola.legend.area": "Número del área (los Moai puntúan por área)",
    "isola.legend.edge": "Frontera entre áreas: aquí puede abrirse una grieta",
    "isola.legend.crack": "Grieta: los colonos no la cruzan",
    "isola.legend.standing": "Moai levantado, de pie sobre su géiser",
    "isola.legend.lying": "Moai tumbado, tallado y a la espera de ser levantado",
    "isola.legend.colonist": "Colono (cada jugador con su forma)",
    "isola.legend.village": "Aldea",
    # la lección (game/ui/isola/lesson.py): una primera partida guiada
    "lesson.isola.title": "Aprende L'Isola dei Vulcani",
    "lesson.isola.s1.say": "¡Hola, {you}! Juegas con el rojo contra {p1}. Tu primer colono espera "
    "en tu barca, en la bahía de desembarco: elige tu barca y después el hexágono resaltado del "
    "área 11 para desembarcar. Un colono que siga en su barca al final de la partida no puntúa. "
    "Cada acción cuesta puntos de acción (PA): tienes 4 por turno, y desembarcar cuesta 1.",
    "lesson.isola.s1.done": "Tu colono ha desembarcado en el área 11: quedan 3 PA.",
    "lesson.isola.s1.wrong": "Elige tu barca y después el hexágono resaltado del área 11.",
    "lesson.isola.s2.say": "Como casi toda la isla, este hexágono está cubierto de lava. Sobre la "
    "lava, un colono puede construir una aldea (2 PA): la aldea sustituye la ficha de lava y da 1 "
    "punto en el acto. Elige tu colono y después Construir una aldea.",
    "lesson.isola.s2.done": "Tu aldea se alza en el área 11: +1 punto. Queda 1 PA.",
    "lesson.isola.s2.wrong": "Elige tu colono del área 11 y pulsa Construir una aldea.",
    "lesson.isola.s3.say": "Un colono en una de tus aldeas puede crear allí un colono nuevo (1 "
    "PA; en un turno, como mucho uno por cada aldea tuya en esa área). Elige tu colono y después "
    "Crear un colono.",
    "lesson.isola.s3.done": "Ya tienes 2 colonos. Con 0 PA, tu turno ha terminado solo. {p1} "
    "también ha desembarcado, ha entrado en el área 7 y ha tallado allí un moái.",
    "lesson.isola.s3.wrong": "Elige tu colono de la aldea y pulsa Crear un colono.",
    "lesson.isola.s4.say": "Los volcanes entrarán en erupción, y la lava destruye aldeas. Una "
    "ficha de oración puede salvar una. Pulsa Tomar una ficha de oración (1 PA: cada ficha que ya "
    "tienes la encarece 1 PA).",
    "lesson.isola.s4.done": "Tienes 1 ficha de oración. Al final de la partida, cada una sin usar "
    "vale 2 puntos.",
    "lesson.isola.s4.wrong": "Pulsa Tomar una ficha de oración.",
    "lesson.isola.s5.say": "Los moáis se tallan sobre la lava. Mueve un colono de tu aldea al "
    "hexágono de lava resaltado, justo al sur (1 PA), y pulsa Tallar un moái (1 PA): el moái "
    "queda tumbado allí, sobre el hexágono ya sin lava.",
    "lesson.isola.s5.done": "Tu moái está tumbado en el área 11, a la espera de ser erigido.",
    "lesson.isola.s5.wrong": "Mueve un colono de tu aldea al hexágono resaltado y pulsa Tallar un "
    "moái.",
    "lesson.isola.s6.say": "Un moái se erige sobre un géiser, un pequeño cráter en la frontera de "
    "un área. Este hexágono no tiene ninguno, pero el de tu aldea tiene uno orientado hacia el "
    "noreste. Elige el colono que está con el moái, pulsa Llevar un moái (1 PA) y elige el "
    "hexágono de tu aldea.",
    "lesson.isola.s6.done": "Tu moái está ahora junto al géiser. {p1} ha llevado un moái al "
    "géiser del área 7 orientado hacia el norte y ha terminado el turno.",
    "lesson.isola.s6.wrong": "Elige el colono que está con el moái, pulsa Llevar un moái y elige "
    "el hexágono de tu aldea.",
    "lesson.isola.s7.say": "Tu turno. Mueve un colono de tu aldea a la punta de la isla (área 12, "
    "resaltada) y construye allí una aldea (2 PA).",
    "lesson.isola.s7.done": "Tu segunda aldea se alza en la punta: +1 punto. La punta solo está "
    "unida a la isla por dos fronteras, cada una con un géiser.",
    "lesson.isola.s7.wrong": "Mueve un colono al hexágono resaltado del área 12 y pulsa Construir "
    "una aldea.",
    "lesson.isola.s8.say": "Ahora erige tu moái (1 PA): elige un colono de tu aldea y después el "
    "géiser orientado hacia el noreste. La vista previa muestra lo que sigue: los puntos (moáis × "
    "tus aldeas del área; 1 sin aldeas), una grieta en esa frontera y el dado de erupción.",
    "lesson.isola.s8.done": "+1 punto (1 moái × 1 aldea). Ahora una grieta separa el área 11 de "
    "la punta; el dado ha salido en blanco, así que no hay erupción. Después {p1} ha erigido el "
    "moái orientado hacia el norte: ¡una segunda grieta separa la punta de la isla!",
    "lesson.isola.s8.wrong": "Elige un colono de tu aldea y después el géiser orientado hacia el "
    "noreste.",
    "lesson.isola.s9.say": "Cuando las grietas parten la isla en dos, la parte más pequeña se "
    "hunde en el acto con todo lo que lleva. Antes puedes rescatar a tus colonos que estén allí, "
    "cruzando la grieta: elige el hexágono resaltado del área 11.",
    "lesson.isola.s9.done": "Tu colono está a salvo, pero tu aldea se ha hundido con la punta (su "
    "punto sigue siendo tuyo). Después {p1} ha tirado el dado de erupción: ¡un volcán! Ha salido "
    "la ficha 7: el volcán 7 entra en erupción.",
    "lesson.isola.s9.wrong": "Elige el hexágono resaltado del área 11 para rescatar a tu colono.",
    "lesson.isola.s10.say": "La lava sale del volcán en línea recta en cada una de las 6 "
    "direcciones, pasa por encima de la lava y cae en el primer hexágono sin ella, destruyendo la "
    "aldea o los moáis tumbados que haya allí. La colada hacia el suroeste ha cubierto el "
    "hexágono sin lava del área 7; la que va hacia el noroeste llega a tu aldea: gasta tu ficha "
    "de oración para salvarla.",
    "lesson.isola.s10.done": "Tu oración ha detenido la colada: tu aldea está a salvo. La lava "
    "nunca daña a los colonos ni a los moáis erigidos. {p1} ha terminado el turno.",
    "lesson.isola.s10.wrong": "Pulsa Gastar una ficha de oración para salvar tu aldea.",
    "lesson.isola.s11.say": "Tu turno. Al final de la partida cada colono en la isla vale 4 "
    "puntos: crea uno más en tu aldea (1 PA).",
    "lesson.isola.s11.done": "Ya tienes tres colonos en la isla.",
    "lesson.isola.s11.wrong": "Elige un colono de tu aldea y pulsa Crear un colono.",
    "lesson.isola.s12.say": "Puedes terminar el turno cuando quieras; los PA sobrantes se "
    "pierden. La partida acaba cuando un hundimiento deja 2 volcanes o menos: se completa la "
    "ronda y después cada aldea en la isla vale 3 puntos, cada moái 2 (2 más si está junto a otro "
    "tuyo), cada colono 4 y cada ficha de oración sin usar 2. Pulsa Terminar el turno.",
    "lesson.isola.s12.done": "Tu turno ha terminado. ¡Ya has visto todas las acciones de la isla!",
    "lesson.isola.s12.wrong": "Pulsa Terminar el turno.",
    "lesson.isola.more.title": "L'Isola dei Vulcani: más reglas",
    "lesson.isola.m1.say": "¡Hola de nuevo, {you}! Se han jugado cuatro rondas: tus aldeas están "
    "en el área 11 y en la punta, donde hay 3 colonos tuyos, y tu moái está tumbado en la aldea "
    "del área 11. Primero toma una ficha de oración (1 PA). Cada ficha que tienes encarece la "
    "siguiente 1 PA; solo puedes tomar una por turno y tener 4 como máximo: con 3 en la mano, la "
    "cuarta cuesta los 4 PA.",
    "lesson.isola.m1.done": "Tienes 1 ficha. El botón ha desaparecido aunque te quedan 3 PA: una "
    "ficha por turno.",
    "lesson.isola.m1.wrong": "Pulsa Tomar una ficha de oración.",
    "lesson.isola.m2.say": "{p1} espera junto a la punta con un moái: erigido en el géiser "
    "orientado hacia la punta, la separaría de la isla, y la parte más pequeña se hunde. Lleva un "
    "colono de vuelta a tu aldea del área 11. Las grietas detienen a los colonos, y hay una justo "
    "entre la punta y tu aldea: rodéala por el área 7, a 1 PA por paso.",
    "lesson.isola.m2.done": "Tu colono está en casa, junto a tu moái tumbado.",
    "lesson.isola.m2.wrong": "Mueve un colono de la punta al hexágono resaltado del área 7 y "
    "después hasta tu aldea.",
    "lesson.isola.m3.say": "Con tu último PA, crea un colono en tu aldea (1 PA): cada colono en "
    "la isla vale 4 puntos al final.",
    "lesson.isola.m3.done": "{p1} ha erigido su moái en el géiser orientado hacia la punta: la "
    "grieta separa la punta de la isla. La punta es la parte más pequeña (1 hexágono contra 48), "
    "así que se hunde en el acto, con tu aldea y 2 colonos.",
    "lesson.isola.m3.wrong": "Elige un colono de tu aldea del área 11 y pulsa Crear un colono.",
    "lesson.isola.m4.say": "Antes de que se hunda, los colonos pueden cruzar la grieta. Quien "
    "abrió la grieta rescata a todos los suyos en un solo hexágono; tú no tienes el turno, así "
    "que rescatas solo a uno. Elige el hexágono de tu aldea para traer uno a casa.",
    "lesson.isola.m4.done": "Un colono está a salvo; el otro ha vuelto a tu reserva con la aldea "
    "de la punta (su punto sigue siendo tuyo). El dado de {p1} ha salido en blanco, y ha "
    "terminado su turno.",
    "lesson.isola.m4.wrong": "Elige el hexágono resaltado de tu aldea para rescatar a un colono.",
    "lesson.isola.m5.say": "Tu turno. El géiser de tu aldea orientado hacia el noreste da ahora "
    "al mar. Erige en él tu moái (1 PA): elige un colono de tu aldea y después ese géiser. La "
    "vista previa muestra lo que sigue: tus puntos, ninguna grieta (más allá no hay hexágono) y "
    "el dado se tira igualmente: 2 de sus 6 caras muestran un volcán.",
    "lesson.isola.m5.done": "+1 punto (1 moái × 1 aldea) y ninguna grieta; el dado ha salido en "
    "blanco.",
    "lesson.isola.m5.wrong": "Elige un colono de tu aldea y después el géiser orientado hacia el "
    "noreste.",
    "lesson.isola.m6.say": "Al final, cada moái tuyo en la isla vale 2 puntos, y 2 más si otro "
    "tuyo está en el mismo hexágono o en uno vecino, tumbado o erigido. Mueve un colono al "
    "hexágono de lava resaltado junto a tu moái y talla uno allí (1 PA cada acción).",
    "lesson.isola.m6.done": "Tus dos moáis son vecinos: al final cada uno valdrá 2 + 2 = 4 puntos.",
    "lesson.isola.m6.wrong": "Mueve un colono al hexágono resaltado y pulsa Tallar un moái.",
    "lesson.isola.m7.say": "Las aldeas y los moáis gastan la lava. Cada vez que en la isla no "
    "queda ninguna loseta de lava, entran en erupción a la vez dos volcanes sacados al azar, sin "
    "dado. Pulsa Terminar el turno.",
    "lesson.isola.m7.done": "Ya conoces lo que decide las partidas en la isla. ¡Sigue jugando o "
    "empieza una partida de verdad!",
    "lesson.isola.m7.wrong": "Pulsa Terminar el turno.",
}
