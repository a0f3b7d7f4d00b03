"""Terremoto en español: the same keys and placeholders as English
(game/ui/terremoto/lang/en.py). Terremoto has no Spanish text: its names follow the Italian
edition's in the words a Spanish player would use (esqueletos negros, magos azules, elfos
verdes, goblins rojos, soldados blancos, clones; Terremoto, Oportunidad, Prosperidad, Salto
Temporal; jugada, palo, descartes).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.terremoto.title": "Terremoto",
    "game.terremoto.blurb": "Un juego de cartas de palos: baja grupos a la mesa, suma puntos "
    "y cuidado con el Terremoto.",
    "option.terremoto.target200": "Hasta 200",
    "option.terremoto.target200.help": "Una partida más larga: el objetivo es 200 puntos "
    "(de 5 a 8 jugadores; lo normal es 150).",
    "option.terremoto.target100": "Hasta 100",
    "option.terremoto.target100.help": "Una partida más corta: el objetivo es 100 puntos "
    "(de 5 a 8 jugadores; lo normal es 150).",
    # ---- Terremoto
    "terremoto.card.K.one": "esqueleto negro",
    "terremoto.card.K.other": "esqueletos negros",
    "terremoto.card.W.one": "mago azul",
    "terremoto.card.W.other": "magos azules",
    "terremoto.card.E.one": "elfo verde",
    "terremoto.card.E.other": "elfos verdes",
    "terremoto.card.G.one": "goblin rojo",
    "terremoto.card.G.other": "goblins rojos",
    "terremoto.card.S.one": "soldado blanco",
    "terremoto.card.S.other": "soldados blancos",
    "terremoto.card.C.one": "clon",
    "terremoto.card.C.other": "clones",
    "terremoto.card.EQ.one": "Terremoto",
    "terremoto.card.EQ.other": "Terremotos",
    "terremoto.card.OP.one": "Oportunidad",
    "terremoto.card.OP.other": "Oportunidades",
    "terremoto.card.PR.one": "Prosperidad",
    "terremoto.card.PR.other": "cartas de Prosperidad",
    "terremoto.card.TW.one": "Salto Temporal",
    "terremoto.card.TW.other": "Saltos Temporales",
    "terremoto.face.K": "Esqueleto",
    "terremoto.face.W": "Mago",
    "terremoto.face.E": "Elfo",
    "terremoto.face.G": "Goblin",
    "terremoto.face.S": "Soldado",
    "terremoto.face.C": "Clon",
    "terremoto.face.EQ": "Terremoto",
    "terremoto.face.OP": "Oportunidad",
    "terremoto.face.PR": "Prosperidad",
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
    "terremoto.effect.suit": "Un grupo de un solo palo puntúa sus cartas × las cartas de ese "
    "palo en la mesa (las de todos, el grupo incluido).",
    "terremoto.effect.clone": "Cuenta como una carta de cualquier palo: se une a un grupo, o "
    "los clones solos se declaran de un palo.",
    "terremoto.effect.EQ": "Todas las cartas de la mesa van a los descartes.",
    "terremoto.effect.OP": "Roba {draw} cartas ahora; al final de este turno no robas.",
    "terremoto.effect.PR": "Ganas {points} puntos.",
    "terremoto.effect.TW": "Juega tantas veces como quieras este turno (al menos dos jugadas).",
    "terremoto.card_effect": "{name}: {effect}",
    "terremoto.and": "{names} y {last}",
    "terremoto.comma": ", ",
    "terremoto.nothing": "nada",
    "terremoto.stage.label": "La mesa",
    "terremoto.status.turn": "Turno de {name}",
    "terremoto.status.over": "Fin de la partida: victoria para {names}",
    "terremoto.status.round": "Ronda {round} · objetivo {target} puntos",
    "terremoto.plays.normal": "Jugadas hechas este turno: {made} · pendientes: {left}",
    "terremoto.plays.warp.one": "Jugadas hechas este turno: 1 · sin límite (Salto Temporal)",
    "terremoto.plays.warp.other": "Jugadas hechas este turno: {count} · sin límite (Salto "
    "Temporal)",
    "terremoto.badge.warp": "Salto Temporal: sigue jugando o termina tus jugadas",
    "terremoto.badge.opportunity": "Oportunidad jugada: no se roba al final de este turno",
    "terremoto.pile.draw": "Mazo",
    "terremoto.pile.discard": "Descartes",
    "terremoto.pile.draw_title.one": "Mazo: 1 carta",
    "terremoto.pile.draw_title.other": "Mazo: {count} cartas",
    "terremoto.pile.discard_title.one": "Descartes: 1 carta, arriba {top}",
    "terremoto.pile.discard_title.other": "Descartes: {count} cartas, arriba {top}",
    "terremoto.pile.discard_empty": "Descartes: vacío",
    "terremoto.tally.title": "En la mesa",
    "terremoto.tally.chip": "{name} en la mesa: {count}",
    "terremoto.tally.grow": "→ {count}",
    "terremoto.seat.score": "{score} / {target}",
    "terremoto.seat.score_title": "Puntos: {score} de {target}",
    "terremoto.seat.empty": "Ninguna carta en la mesa",
    "terremoto.seat.hand": "🂠 {count}",
    "terremoto.stack": "{count} {name} en la mesa",
    "terremoto.stack.count": "×{count}",
    "terremoto.stack.clones.one": "{total} {name} en la mesa, 1 de ellos clon",
    "terremoto.stack.clones.other": "{total} {name} en la mesa, {count} de ellos clones",
    "terremoto.cards_in_hand.one": "1 carta en la mano",
    "terremoto.cards_in_hand.other": "{count} cartas en la mano",
    "terremoto.pass.one": "Puntos: {score} de {target} · 1 carta en la mano",
    "terremoto.pass.other": "Puntos: {score} de {target} · {count} cartas en la mano",
    "terremoto.hand.title": "Mano de {name}",
    "terremoto.hand.empty": "No hay cartas en la mano.",
    "terremoto.hand.wait": "Podrás jugar cuando sea tu turno.",
    "terremoto.hand.all": "Todas ({count})",
    "terremoto.hand.none": "Ninguna",
    "terremoto.hand.all_title": "Elegir todos tus {name}, o ninguno",
    "terremoto.prompt.plays.one": "Juega un grupo o una carta especial (queda 1 jugada)",
    "terremoto.prompt.plays.other": "Juega un grupo o una carta especial (quedan {count} jugadas)",
    "terremoto.prompt.warp.one": "Salto Temporal: juega cuanto quieras (al menos 1 jugada más)",
    "terremoto.prompt.warp.other": "Salto Temporal: juega cuanto quieras (al menos {count} "
    "jugadas más)",
    "terremoto.prompt.warp_end": "Salto Temporal: sigue jugando o termina tus jugadas",
    "terremoto.prompt.wait": "Está jugando {name}.",
    "terremoto.prompt.over": "La partida ha terminado.",
    "terremoto.preview.group.one": "{cards} {suit_name}: {size} × {tally} = {points} punto",
    "terremoto.preview.group.other": "{cards} {suit_name}: {size} × {tally} = {points} puntos",
    "terremoto.preview.group_clones.one": "{cards} {suit_name} y {clones} {clone_name}: "
    "{size} × {tally} = {points} punto",
    "terremoto.preview.group_clones.other": "{cards} {suit_name} y {clones} {clone_name}: "
    "{size} × {tally} = {points} puntos",
    "terremoto.preview.clones.one": "{clones} {clone_name} como {suit_plural}: "
    "{size} × {tally} = {points} punto",
    "terremoto.preview.clones.other": "{clones} {clone_name} como {suit_plural}: "
    "{size} × {tally} = {points} puntos",
    "terremoto.preview.prosper": "Prosperidad: {points} puntos",
    "terremoto.why.empty": "Elige cartas de tu mano: cartas de un solo palo (pueden llevar "
    "clones), o una carta especial.",
    "terremoto.why.mixed": "Cartas de palos distintos nunca forman un grupo.",
    "terremoto.why.alone": "Una carta especial se juega sola.",
    "terremoto.why.declare": "Elige el palo que representan tus clones.",
    "terremoto.why.illegal": "Ahora esa jugada no está permitida.",
    "terremoto.declare.title": "Clones como:",
    "terremoto.declare.option.one": "{name}: {points} punto",
    "terremoto.declare.option.other": "{name}: {points} puntos",
    "terremoto.declare.points": "+{points}",
    "terremoto.btn.play": "Jugar",
    "terremoto.btn.clear": "Borrar",
    "terremoto.btn.end": "Terminar jugadas",
    "terremoto.recent.title": "Último turno",
    "terremoto.end.score": "Puntos",
    "terremoto.end.target": "Gana quien llegue primero a {target} puntos.",
    "terremoto.end.limit": "Nadie alcanzó el objetivo en {rounds} rondas: gana la puntuación "
    "más alta.",
    "terremoto.log.setup.one": "Empieza una partida de Terremoto con {players} jugadores "
    "(1 mazo, {target} puntos).",
    "terremoto.log.setup.other": "Empieza una partida de Terremoto con {players} jugadores "
    "({count} mazos, {target} puntos).",
    "terremoto.log.first": "Empieza {player}.",
    "terremoto.log.turn": "— Turno de {player} —",
    "terremoto.log.discard_table.one": "{player} descarta la carta que bajó en su turno anterior.",
    "terremoto.log.discard_table.other": "{player} descarta las {count} cartas que bajó en su "
    "turno anterior.",
    "terremoto.log.group": "{player} juega {cards} {suit_name}: {size} × {tally} = {points}.",
    "terremoto.log.group_clones": "{player} juega {cards} {suit_name} y {clones} "
    "{clone_name}: {size} × {tally} = {points}.",
    "terremoto.log.clones": "{player} juega {clones} {clone_name} como {suit_plural}: "
    "{size} × {tally} = {points}.",
    "terremoto.log.earthquake.one": "{player} juega Terremoto: 1 carta de la mesa va a los "
    "descartes.",
    "terremoto.log.earthquake.other": "{player} juega Terremoto: {count} cartas de la mesa van "
    "a los descartes.",
    "terremoto.log.opportunity": "{player} juega Oportunidad: "
    "roba ahora, y no al final de este turno.",
    "terremoto.log.prosper": "{player} juega Prosperidad: {points} puntos.",
    "terremoto.log.time_warp": "{player} juega Salto Temporal.",
    "terremoto.log.end_plays": "{player} termina sus jugadas.",
    "terremoto.log.draw.one": "{player} roba 1 carta.",
    "terremoto.log.draw.other": "{player} roba {count} cartas.",
    "terremoto.log.drew": "Has robado: {card_list}.",
    "terremoto.log.no_draw": "{player} no roba al final de este turno (Oportunidad).",
    "terremoto.log.reshuffle.one": "Los descartes se barajan en un mazo nuevo de 1 carta.",
    "terremoto.log.reshuffle.other": "Los descartes se barajan en un mazo nuevo de {count} cartas.",
    "terremoto.log.piles_empty": "El mazo y los descartes están vacíos: {player} no puede "
    "robar más.",
    "terremoto.log.empty_hand": "{player} no tiene cartas y no puede jugar.",
    "terremoto.undo.revealed": "No se puede deshacer: desde entonces se robaron cartas",
    "terremoto.log.win": "{player} gana con {score} puntos.",
    "terremoto.log.limit.one": "Tras {rounds} rondas nadie ha alcanzado el objetivo: gana "
    "{winners} con {score}.",
    "terremoto.log.limit.other": "Tras {rounds} rondas nadie ha alcanzado el objetivo: ganan "
    "{winners} con {score}.",
    "terremoto.rules.goal": "Sé el primero en llegar a {target} puntos.",
    "terremoto.rules.turn": "Cada turno: las cartas que bajaste en tu turno anterior van a "
    "los descartes; haz dos jugadas (un grupo de un solo palo, o una carta especial); luego "
    "roba hasta tener {hand} cartas.",
    "terremoto.rules.scoring": "Un grupo puntúa sus cartas × las cartas de su palo en la "
    "mesa, contando las de todos y el propio grupo. Los clones valen como cualquier palo.",
    "terremoto.rules.specials": "Terremoto vacía la mesa. Oportunidad roba {draw} cartas ya "
    "(sin robar al final del turno). Prosperidad da {points} puntos. Salto Temporal te deja "
    "jugar cuanto quieras.",
    "terremoto.rules.end": "Las cartas de la mesa se quedan una ronda entera, sumándose a los "
    "grupos de su palo de todos, hasta el siguiente turno de quien las bajó.",
    "terremoto.rules.controls": "Controles: toca cartas para elegirlas y luego Jugar. {keys}",
    "terremoto.tray": "Tu mano y tu jugada",
    "terremoto.keys": "Teclas: {suits} añaden una carta (Mayús quita una), {specials} una carta "
    "especial "
    "(Terremoto, Oportunidad, Prosperidad, Salto Temporal), Espacio elige la carta "
    "enfocada, Intro juega, Esc borra, {end} termina tus jugadas.",
    "terremoto.card_key": "{tip} (tecla {letter})",
    "terremoto.pile.left.one": "Queda 1 carta",
    "terremoto.pile.left.other": "Quedan {count} cartas",
    "terremoto.badge.warp_owed.one": "Salto Temporal: debes 1 jugada más, luego las que quieras",
    "terremoto.badge.warp_owed.other": "Salto Temporal: debes {count} jugadas más, luego las que "
    "quieras",
    "terremoto.seat.leaves": "Se descartan en el próximo turno de {name}",
    "terremoto.seat.leaves_yours": "Las tuyas: se descartan en tu próximo turno",
    "terremoto.rules.goal_any": "Sé el primero en llegar a {one} puntos con {one_from} a "
    "{one_to} jugadores (un mazo), "
    "a {two} puntos con {two_from} a {two_to} jugadores (dos mazos; {options} como "
    "opción).",
    # ---- the lesson (game/ui/terremoto/lesson.py)
    "lesson.terremoto.title": "Aprende Terremoto",
    "lesson.terremoto.s1.say": "¡Hola, {you}! Se puntúa bajando grupos de un solo palo: un grupo "
    "vale sus cartas × todas las cartas de su palo en la mesa, las de todos, las tuyas incluidas. "
    "En la mesa hay 4 magos azules (mira «En la mesa»): selecciona tus 2 magos y pulsa Jugar, por "
    "2 × 6 = 12.",
    "lesson.terremoto.s1.done": "12 puntos: tus 2 magos × los 6 magos que hay ahora en la mesa.",
    "lesson.terremoto.s1.wrong": "Selecciona tus 2 magos azules, las cartas resaltadas, y pulsa "
    "Jugar.",
    "lesson.terremoto.s2.say": "En cada turno haces dos jugadas. Para la segunda, selecciona tus "
    "2 soldados blancos y pulsa Jugar: aún no hay soldados en la mesa, así que valen 2 × 2 = 4. "
    "Después robas hasta tener 7 cartas.",
    "lesson.terremoto.s2.done": "Has robado hasta tener 7 cartas. En su turno, {p1} y {p2} "
    "descartaron primero las cartas que bajaron en el turno anterior; luego {p2} bajó 3 soldados "
    "junto a tus 2 y ganó 3 × 5 = 15: tus cartas cuentan para todos mientras siguen en la mesa.",
    "lesson.terremoto.s2.wrong": "Selecciona tus 2 soldados blancos y pulsa Jugar.",
    "lesson.terremoto.s3.say": "Otra vez tu turno: tus magos y soldados han dejado la mesa, como "
    "las cartas de todos en el siguiente turno de quien las bajó. Un clon vale como cualquier "
    "palo: selecciona tu elfo verde y el clon y pulsa Jugar. El clon se vuelve un elfo: 2 × 5 "
    "elfos = 10.",
    "lesson.terremoto.s3.done": "10 puntos. El clon sigue siendo un elfo mientras esté en la mesa.",
    "lesson.terremoto.s3.wrong": "Selecciona a la vez tu elfo verde y el clon, y pulsa Jugar.",
    "lesson.terremoto.s4.say": "Una carta especial se juega sola, y es una de tus dos jugadas. "
    "Selecciona Prosperidad y pulsa Jugar: vale 5 puntos al momento.",
    "lesson.terremoto.s4.done": "Prosperidad te ha dado 5 puntos. Luego {p1} jugó un Terremoto: "
    "todas las cartas de la mesa fueron a los descartes, también tu elfo y el clon. No puntúa, "
    "pero quita a los demás aquello a lo que podían sumarse.",
    "lesson.terremoto.s4.wrong": "Selecciona solo la carta de Prosperidad y pulsa Jugar.",
    "lesson.terremoto.s5.say": "Salto Temporal te deja jugar cuantas veces quieras en este turno, "
    "al menos dos jugadas. Selecciona el Salto Temporal y pulsa Jugar.",
    "lesson.terremoto.s5.done": "El Salto Temporal fue tu primera jugada: ahora este turno no "
    "tiene límite.",
    "lesson.terremoto.s5.wrong": "Selecciona solo la carta de Salto Temporal y pulsa Jugar.",
    "lesson.terremoto.s6.say": "Oportunidad te hace robar 4 cartas ahora, pero luego no robas al "
    "final de este turno. Selecciona Oportunidad y pulsa Jugar.",
    "lesson.terremoto.s6.done": "Has robado 4 cartas, entre ellas un goblin rojo: ahora tienes 3 "
    "goblins.",
    "lesson.terremoto.s6.wrong": "Selecciona solo la carta de Oportunidad y pulsa Jugar.",
    "lesson.terremoto.s7.say": "No hay goblins en la mesa: selecciona tus 3 goblins rojos y pulsa "
    "Jugar, por 3 × 3 = 9.",
    "lesson.terremoto.s7.done": "9 puntos. Un grupo grande de un palo nuevo también rinde bien.",
    "lesson.terremoto.s7.wrong": "Selecciona tus 3 goblins rojos y pulsa Jugar.",
    "lesson.terremoto.s8.say": "{p2} tiene 2 elfos verdes en la mesa. Tu elfo puntúa con ellos: "
    "selecciónalo y pulsa Jugar, por 1 × 3 = 3 (queda en tu sitio).",
    "lesson.terremoto.s8.done": "3 puntos: los elfos de todos los jugadores cuentan para tu grupo.",
    "lesson.terremoto.s8.wrong": "Selecciona tu elfo verde y pulsa Jugar.",
    "lesson.terremoto.s9.say": "Con el Salto Temporal puedes parar cuando quieras después de dos "
    "jugadas. Guarda la Prosperidad: sus 5 puntos valen lo mismo en cualquier turno, y tras "
    "Oportunidad no robas al final de este turno, así que las cartas que guardes son todo lo que "
    "tendrás para jugar en tu próximo turno. Pulsa Terminar jugadas.",
    "lesson.terremoto.s9.done": "Gracias a Oportunidad no robas en este turno. Gana al momento "
    "quien llegue primero a 100 puntos, incluso a mitad de turno. Ya conoces el juego: ¡sigue "
    "jugando!",
    "lesson.terremoto.s9.wrong": "Pulsa Terminar jugadas para acabar tu turno.",
    "lesson.terremoto.more.title": "Terremoto: más reglas",
    "lesson.terremoto.m1.say": "Esta vez juegas contra otros 4. De 5 a 8 jugadores Terremoto usa "
    "dos mazos (140 cartas: 24 de cada palo, 4 clones y 4 de cada carta especial), y gana el "
    "primero que llegue a 150 puntos. Empiezas tú, con la mesa vacía. Selecciona los 4 magos "
    "azules y pulsa Jugar: 4 × 4 = 16. Repartidos en 1 ahora y 3 en tu segunda jugada harían solo "
    "1 × 1 + 3 × 4 = 13: un grupo cuenta las cartas de la mesa al bajarlo, así que su primera "
    "parte no cuenta las que se bajan después.",
    "lesson.terremoto.m1.done": "16 puntos: tus 4 magos × los 4 magos de la mesa.",
    "lesson.terremoto.m1.wrong": "Selecciona juntos los 4 magos azules y pulsa Jugar.",
    "lesson.terremoto.m2.say": "Cada turno pide dos jugadas. Para la segunda baja tu esqueleto "
    "negro: 1 × 1 = 1. Selecciónalo y pulsa Jugar.",
    "lesson.terremoto.m2.done": "Los cuatro añadieron cartas a las tuyas: {p4} bajó 2 esqueletos "
    "por 2 × 10 = 20. Luego empezó tu turno y tus cartas dejaron la mesa: quedan 9 esqueletos y 5 "
    "magos, todos de los demás.",
    "lesson.terremoto.m2.wrong": "Selecciona tu esqueleto negro y pulsa Jugar.",
    "lesson.terremoto.m3.say": "Tienes un clon pero ningún esqueleto. Un clon se puede jugar solo: "
    "cuenta como el palo que declares. Selecciona el clon: los botones «Clones como:» muestran "
    "cuánto haría cada palo. Elige los esqueletos negros y pulsa Jugar: 1 × 10 = 10 (con tus 2 "
    "elfos haría solo 3 × 3 = 9).",
    "lesson.terremoto.m3.done": "10 puntos: tu clon sigue siendo un esqueleto mientras esté en la "
    "mesa.",
    "lesson.terremoto.m3.wrong": "Selecciona el clon, elige los esqueletos negros en «Clones "
    "como:» y pulsa Jugar.",
    "lesson.terremoto.m4.say": "Para tu segunda jugada baja tus 2 elfos verdes: 2 × 2 = 4. Guarda "
    "el Terremoto para una mesa más llena.",
    "lesson.terremoto.m4.done": "Los demás amontonaron goblins: los 3 de {p4} hicieron 3 × 11 = "
    "33. Ahora que tus cartas dejaron la mesa, quedan en ella 11 goblins, 7 soldados y 2 magos.",
    "lesson.terremoto.m4.wrong": "Selecciona tus 2 elfos verdes y pulsa Jugar.",
    "lesson.terremoto.m5.say": "Primero puntúa: selecciona tus 3 goblins rojos y pulsa Jugar. Con "
    "los 11 de la mesa hacen 3 × 14 = 42.",
    "lesson.terremoto.m5.done": "42 puntos: ahora vas primero con 73.",
    "lesson.terremoto.m5.wrong": "Selecciona los 3 goblins rojos y pulsa Jugar.",
    "lesson.terremoto.m6.say": "Ahora juega tu Terremoto: todas las cartas de la mesa van a los "
    "descartes, también las tuyas. No puntúa y ocupa el lugar de tus soldados (2 × 9 = 18), pero "
    "los 4 jugadores que vienen después de ti añadirían cartas a 14 goblins y 7 soldados. "
    "Selecciona el Terremoto y pulsa Jugar.",
    "lesson.terremoto.m6.done": "23 cartas dejaron la mesa. Los demás volvieron a empezar con la "
    "mesa vacía: los 3 soldados de {p1} hicieron solo 3 × 3 = 9.",
    "lesson.terremoto.m6.wrong": "Selecciona solo el Terremoto y pulsa Jugar.",
}
