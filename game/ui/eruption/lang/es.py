"""Eruption en español: the same keys and placeholders as English (game/ui/eruption/lang/en.py).

Terms follow the Spanish edition of the rulebook (losetas de lava y de erupción, muros de
paja/madera/piedra, reserva, Zonas de Peligro, Cartas de Acción; the cards Réplica, Flujo de
Lava, Recolocación, Sumidero, Temblor, Lluvia, Refuerzo, Bomba Volcánica; the variants Clanes,
Aniquilación, Previsión de Lava).

Places on the board carry their article: a hex is "la casilla ..." (feminine), a wall's place
"el borde ..." or "el lado ..." (masculine), so the sentences put them after prepositions that
never contract ("en", "desde", "hasta"; "de" only before a hex).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    # the games and their options, on the start screen
    "eruption.undo.revealed": "No se puede deshacer: desde entonces se robó una loseta o"
    " una carta o se tiraron los dados",
    "game.eruption.title": "Eruption",
    "game.eruption.blurb": "Desvía la lava lejos de tu aldea con losetas, muros y cartas.",
    "option.eruption.clans": "Clanes",
    "option.eruption.clans.help": "Equipos de dos en aldeas enfrentadas. Solo con 4 o 6 jugadores.",
    "option.eruption.annihilation": "Aniquilación",
    "option.eruption.annihilation.help": "Se juega hasta que solo queda una aldea.",
    "option.eruption.forecast": "Previsión de Lava",
    "option.eruption.forecast.help": "Tres pilas de losetas boca arriba para elegir.",
    "option.eruption.norain": "Sin Lluvia",
    "option.eruption.norain.help": "Se retiran las 4 cartas de Lluvia.",
    "stats.tiles": "Losetas colocadas",
    "stats.built": "Muros construidos",
    "stats.lost": "Muros perdidos en la aldea",
    "stats.flows": "Flujos de lava en la aldea al final",
    "stats.played": "Cartas jugadas",
    "stats.traded": "Cartas canjeadas",
    "stats.heat": "Grados recibidos / enfriados",
    "stats.walls": "{straw} paja · {wood} madera · {stone} piedra",
    "stats.chart": "Temperatura tras cada turno (las franjas son las zonas de peligro)",
    "stats.series": "{name}: {temp}° al final",
    "stats.turns": "Turno",
    "stats.table": "Qué hizo cada jugador",
    "refuse.place.occupied": "Ya hay una loseta ahí.",
    "refuse.place.closed": "Ahí los muros resistieron: esta loseta debe ir en otro sitio.",
    "refuse.place.no_flow": "Ningún flujo de lava llega a esta casilla: la loseta debe "
    "continuar un flujo.",
    "refuse.place.no_match": "Ahí la loseta no coincide con sus vecinas en ningún giro "
    "(lava con lava, y sin lava con sin lava).",
    "refuse.erupt.occupied": "Ya hay una loseta ahí.",
    "refuse.erupt.no_match": "Una loseta de erupción tiene lava en todos sus lados, y un lado "
    "sin lava da a esta casilla.",
    "board.label": "La isla: losetas de lava, muros y las seis aldeas",
    "board.selected": "Elegido: {place}. Intro otra vez para confirmar, Esc para cancelar.",
    "place.field": "la casilla de {material} al {where} del volcán",
    "place.village": "la casilla junto a la aldea {colour} ({where})",
    "place.volcano": "la casilla junto al volcán ({where})",
    "place.material.straw": "paja",
    "place.material.wood": "madera",
    "place.material.stone": "piedra",
    "place.colour.orange": "naranja",
    "place.colour.yellow": "amarilla",
    "place.colour.green": "verde",
    "place.colour.blue": "azul",
    "place.colour.purple": "morada",
    "place.colour.red": "roja",
    "place.away": "la casilla a {steps} pasos al {where} del volcán",
    "place.village_edge": "el borde {n} de {count} de la aldea {colour}",
    "place.side": "el lado {side} de {place}",
    "place.dir.n": "norte",
    "place.dir.ne": "noreste",
    "place.dir.e": "este",
    "place.dir.se": "sureste",
    "place.dir.s": "sur",
    "place.dir.sw": "suroeste",
    "place.dir.w": "oeste",
    "place.dir.nw": "noroeste",
    "place.side.n": "norte",
    "place.side.ne": "noreste",
    "place.side.se": "sureste",
    "place.side.s": "sur",
    "place.side.sw": "suroeste",
    "place.side.nw": "noroeste",
    "game.phase.erupt": "Fase 1 · Coloca tu loseta de erupción",
    "game.phase.place": "Fase 2 · Coloca la loseta de lava",
    "game.phase.quake": "Temblor · Reemplaza una loseta",
    "game.phase.pick": "Previsión de Lava · Elige una pila",
    "game.phase.extra": "Zona de Peligro 3 · ¿Loseta extra?",
    "game.phase.cards": "Fase 3 · Cartas de Acción",
    "game.phase.relocate": "Recolocación · Mueve muros",
    "game.phase.walls": "Fase 4 · Construye muros",
    "game.phase.over": "Fin de la partida",
    "game.step.dz3": "Fase 2 · Zona de Peligro 3: coloca la loseta extra",
    "game.step.trade": "Fase 3 · Cambio por loseta: coloca la loseta de lava",
    "game.step.lavaflow": "Fase 3 · Flujo de Lava: coloca la loseta robada",
    "guide.place": "Coloca la loseta de lava: elige una casilla resaltada.",
    "guide.quake": "Temblor: elige una loseta resaltada para reemplazarla por la robada.",
    "guide.rotate": "Gira (R, rueda o ⟳) y confirma (Intro, ✓ o toca de nuevo la casilla).",
    "guide.erupt": "Coloca tu loseta de erupción: elige una casilla resaltada.",
    "guide.erupt_armed": "Confirma (Intro, ✓ o toca de nuevo la casilla).",
    "guide.pick": "Previsión de Lava: toma la loseta de arriba de una pila.",
    "guide.extra": "Zona de Peligro 3: puedes colocar una loseta de lava extra.",
    "guide.cards": "Juega o canjea cartas de tu mano y luego termina la fase de cartas.",
    "guide.cards_full": "Tienes más de 3 cartas: juega o canjea hasta quedarte con 3.",
    "guide.walls": "Construye un muro: elige un material y luego un sitio resaltado. O termina "
    "tu turno.",
    "guide.walls_none": "No hay muro que construir: termina tu turno.",
    "guide.armed": "Confirma (Intro, ✓ o tócalo de nuevo), o Esc para cancelar.",
    "guide.move_src": "Recolocación: elige un muro de tu aldea para moverlo, o termina.",
    "guide.move_dst": "Elige un lado libre de tu aldea para el muro.",
    "guide.relocate_src": "Recolocación: elige un muro de tu aldea para moverlo.",
    "guide.relocate_dst": "Elige un lado libre de tu aldea para el muro.",
    "guide.aftershock": "Réplica: elige una loseta resaltada para girarla.",
    "guide.aftershock_rot": "Gírala (R, rueda o ⟳) y confirma.",
    "guide.sinkhole": "Sumidero: elige una loseta resaltada para retirarla.",
    "guide.bomb": "Bomba Volcánica: elige un muro resaltado para destruirlo.",
    "guide.reinforce": "Refuerzo: elige un material y luego un sitio resaltado.",
    "guide.over": "La partida ha terminado.",
    "btn.confirm": "✓ Confirmar",
    "btn.rotate_left": "⟲",
    "btn.rotate_right": "⟳ Girar",
    "btn.pass.cards": "Terminar fase de cartas",
    "btn.pass.walls": "Terminar turno",
    "btn.pass.extra": "Sin loseta extra",
    "btn.pass.relocate": "Terminar recolocación",
    "btn.extra": "Tomar una loseta extra",
    "btn.pile": "Pila {pile}",
    "btn.pile_count.one": "queda 1",
    "btn.pile_count.other": "quedan {count}",
    "btn.material": "{material} ({count})",
    "btn.give_wall": "Dar un muro de {material}",
    "btn.play": "Jugar",
    "btn.trade": "Canjear → {material}",
    "btn.select": "☐ Para loseta",
    "btn.selected": "☑ Para loseta",
    "btn.give": "Dar",
    "btn.trade2": "Canjear las 2 cartas elegidas por una loseta de lava",
    "pass.village": "{village} · {temp}°",
    "village.orange": "Aldea naranja",
    "village.yellow": "Aldea amarilla",
    "village.green": "Aldea verde",
    "village.blue": "Aldea azul",
    "village.purple": "Aldea morada",
    "village.red": "Aldea roja",
    "hand.title": "Mano de {name}",
    "hand.empty": "No hay cartas en la mano.",
    "hand.not_now": "Las cartas se juegan en la fase 3.",
    "hand.after_tile": "Primero coloca la loseta; luego sigue con tus cartas.",
    "hand.select_two": "Elige dos cartas para canjearlas por una loseta de lava.",
    "player.zone0": "Fuera de peligro",
    "player.zone1": "Zona de Peligro 1",
    "player.zone2": "Zona de Peligro 2",
    "player.zone3": "Zona de Peligro 3",
    "player.hand.one": "1 carta",
    "player.hand.other": "{count} cartas",
    "player.claimed.one": "Loseta de erupción {numbers} por colocar",
    "player.claimed.other": "Losetas de erupción {numbers} por colocar",
    "player.burned": "Calcinada",
    "player.partner": "En equipo con {name}",
    "player.stock": "Reserva",
    "info.pile": "Losetas de lava: {count}",
    "info.piles": "Pilas de previsión: {a} · {b} · {c}",
    "info.deck": "Mazo de cartas: {count}",
    "info.eruption": "Losetas de erupción aún libres: {tiles}",
    "info.eruption_tile": "n.º {number} a {temp}°",
    "info.eruption_none": "Ya no quedan losetas de erupción",
    "info.final": "¡Última ronda!",
    "info.drawn": "Loseta robada",
    "material.straw": "Paja",
    "material.wood": "Madera",
    "material.stone": "Piedra",
    "colour.orange": "Naranja",
    "colour.yellow": "Amarillo",
    "colour.green": "Verde",
    "colour.blue": "Azul",
    "colour.purple": "Morado",
    "colour.red": "Rojo",
    "dice.title": "Dados",
    "dice.lava": "Lava {lava}",
    "dice.wall": "{Material} {wall}+{bonus}",
    "dice.holds": "Lava {lava} contra el muro de {material} {wall} (+{bonus}): el muro resiste.",
    "dice.falls": "Lava {lava} contra el muro de {material} {wall} (+{bonus}): el muro cae.",
    "end.temp": "Temperatura",
    "end.tie": "Desempate",
    "end.team": "Total del equipo",
    "end.tie_note": "Los empates de temperatura se deshacen con los muros (piedra 3, madera 2, "
    "paja 1) de la aldea y la reserva, menos 1 por cada flujo de lava que toca la aldea.",
    "card.aftershock": "Réplica",
    "card.lavaflow": "Flujo de Lava",
    "card.relocate": "Recolocación",
    "card.sinkhole": "Sumidero",
    "card.quake": "Temblor",
    "card.rain": "Lluvia",
    "card.reinforce": "Refuerzo",
    "card.bomb": "Bomba Volcánica",
    "effect.aftershock": "Gira una loseta de lava del tablero para cambiar sus flujos. Los "
    "muros que tenga caen.",
    "effect.lavaflow": "Roba una loseta de lava y colócala.",
    "effect.relocate": "Mueve muros de tu aldea, uno a uno, a lados libres de la aldea.",
    "effect.sinkhole": "Retira una loseta del tablero; todas las demás deben seguir conectadas.",
    "effect.quake": "Roba una loseta de lava y ponla en lugar de una loseta del tablero.",
    "effect.rain": "Enfría tu aldea 30°.",
    "effect.reinforce": "Construye ya un muro de tu reserva.",
    "effect.bomb": "Destruye cualquier muro del tablero.",
    "blocked.no_turn": "No se puede jugar: ninguna loseta puede girarse hacia otros flujos.",
    "blocked.no_tiles": "No se puede jugar: no queda ninguna loseta de lava por robar.",
    "blocked.no_relocation": "No se puede jugar: no tienes muros en tu aldea, o ningún lado "
    "libre adonde moverlos.",
    "blocked.no_removal": "No se puede jugar: ninguna loseta puede retirarse sin dejar otras "
    "aisladas.",
    "blocked.no_reinforce": "No se puede jugar: no tienes muros en tu reserva, o ningún sitio "
    "donde construir.",
    "blocked.no_wall": "No se puede jugar: no hay ningún muro en el tablero.",
    "rules.goal": "Mantén tu aldea lo más fresca posible. La lava que entra en tu aldea la "
    "calienta (+20 por cada flujo sin muro al empezar tu turno; los flujos con muro tiran "
    "dados).",
    "rules.turn": "Cada turno: 1. daño y losetas de erupción · 2. coloca una loseta de lava "
    "(debe continuar un flujo) · 3. juega o canjea cartas (termina con 3 como máximo) · "
    "4. construye un muro (dos en una zona de peligro).",
    "rules.dice": "Dados: un muro resiste si su dado + bonificación (paja 0, madera 1, piedra "
    "2) supera el dado de la lava; los empates los gana la lava.",
    "rules.zones": "Zonas de peligro: desde 50, un muro más; desde 120, robas una carta cada "
    "turno; desde 200, puedes colocar una loseta más. A 290 una aldea arde y la partida "
    "termina tras una última ronda. Gana la temperatura más baja.",
    "rules.controls": "Controles: toca una casilla o un lado resaltado y toca otra vez (o "
    "Intro) para confirmar; R o la rueda del ratón giran; Esc cancela.",
    # ---- Eruption's log
    "log.setup": "Empieza una partida de Eruption con {players} jugadores.",
    "log.first_roll": "{player} tira para empezar y saca un {roll}.",
    "log.turn": "— Turno de {player} —",
    "log.turn_final": "— Último turno de {player} —",
    "log.temp": "Aldea de {player}: {delta}° ({why}), ahora {temp}°.",
    "log.gain": "{player} obtiene un muro de {material} ({why}).",
    "log.gain_substitute": "{player} obtiene un muro de {material} ({why}): no quedaban muros "
    "de {asked}.",
    "log.gain_none": "No quedan muros en la pila para {player}.",
    "log.wall_off": "El muro de {material} en {edge} vuelve a la pila de muros ({why}).",
    "log.reshuffle.one": "Los descartes se barajan en un mazo nuevo de 1 carta.",
    "log.reshuffle.other": "Los descartes se barajan en un mazo nuevo de {count} cartas.",
    "log.no_card": "No quedan cartas que robar para {player}.",
    "log.draw_card": "{player} roba una carta ({why}).",
    "log.drew": "Has robado la carta {card}.",
    "log.roll_holds": "Dados: el muro de {material} saca {wall}+{bonus} contra {lava} de la "
    "lava: el muro resiste.",
    "log.roll_falls": "Dados: el muro de {material} saca {wall}+{bonus} contra {lava} de la "
    "lava: el muro cae.",
    "log.pick": "{player} toma {tile} de la pila {pile} de la Previsión de Lava.",
    "log.extra": "{player} toma una loseta extra (Zona de Peligro 3).",
    "log.pass.cards": "{player} termina la fase de cartas.",
    "log.pass.walls": "{player} termina la fase de muros.",
    "log.pass.extra": "{player} renuncia a la loseta extra.",
    "log.pass.relocate": "{player} termina de recolocar muros.",
    "log.trade": "{player} canjea la carta {card} por un muro de {material}.",
    "log.trade2": "{player} canjea las cartas {card} y {card2} por una loseta extra.",
    "log.give_wall": "{player} da un muro de {material} a {partner}.",
    "log.give_card": "{player} da una carta a {partner}.",
    "log.gave": "{player} ha dado la carta {card} a {partner}.",
    "log.build": "{player} construye un muro de {material} en {edge}.",
    "log.move": "{player} mueve un muro desde {src} hasta {dst}.",
    "log.play": "{player} juega la carta {card}.",
    "log.rotate": "{player} gira la loseta en {hex}.",
    "log.sink": "{player} retira {tile} de {hex}: sale del juego.",
    "log.placed": "{player} coloca {tile} en {hex}.",
    "log.closed": "Los muros resisten: esta loseta no puede ir en {hex}.",
    "log.tile_lost": "Los muros resisten en todos los sitios posibles: la loseta sale del juego.",
    "log.replace": "{player} reemplaza {old} en {hex} por {tile}.",
    "log.draw_tile": "{player} roba {tile}.",
    "log.aside": "No hay sitio para {tile}: se aparta.",
    "log.aside_back.one": "La loseta apartada se baraja de nuevo en la pila.",
    "log.aside_back.other": "Las {count} losetas apartadas se barajan de nuevo en la pila.",
    "log.quake_nothing": "Ninguna loseta de la pila encaja: el Temblor no tiene efecto.",
    "log.aside_lost.one": "Ninguna loseta de la pila puede colocarse: 1 loseta sale del juego.",
    "log.aside_lost.other": "Ninguna loseta de la pila puede colocarse: {count} losetas "
    "salen del juego.",
    "log.no_pick": "Ninguna loseta de la Previsión de Lava puede colocarse: no se coloca loseta.",
    "log.no_tiles": "No quedan losetas de lava: no se coloca loseta.",
    "log.new_pile.one": "La loseta que salió del juego forma una pila nueva.",
    "log.new_pile.other": "Las {count} losetas que salieron del juego forman una pila nueva.",
    "log.last_tile": "Se ha robado la última loseta de lava: el final está cerca.",
    "log.stalled": "Una ronda entera sin loseta que colocar ni cambio de temperatura: las "
    "pilas de la Previsión de Lava se dan por agotadas.",
    "log.claim": "{player} se queda con la loseta de erupción {number}.",
    "log.eruption_lost": "La loseta de erupción {number} no cabe en ningún sitio y se descarta.",
    "log.burned": "¡La aldea de {player} arde por completo!",
    "log.final_round": "Última ronda: cada uno de los demás jugadores tiene un turno más.",
    "log.game_over": "La partida ha terminado.",
    "log.why.flows": "flujos de lava",
    "log.why.wall_lost": "cayó un muro",
    "log.why.eruption": "una erupción",
    "log.why.resource": "espacio de recurso",
    "log.why.trade": "canje de una carta",
    "log.why.lava": "ganó la lava",
    "log.why.around": "la lava lo rodeó",
    "log.why.contact": "la lava llegó a una aldea",
    "log.why.danger": "Zona de Peligro 2",
    "tile.dead_end": "una loseta sin salida",
    "tile.straight": "una loseta recta",
    "tile.sharp_bend": "una loseta de curva cerrada",
    "tile.wide_bend": "una loseta de curva abierta",
    "tile.y": "una loseta en Y",
    "tile.fan": "una loseta en abanico",
    "tile.fork": "una loseta en horquilla",
    "tile.four_way": "una loseta de cuatro salidas",
    "tile.five_way": "una loseta de cinco salidas",
    "tile.eruption": "la loseta de erupción {number}",
    "guide.rotate_touch": "Gira con ⟳ y confirma con ✓ o tocando otra vez la casilla.",
    # la lección ("Aprende a jugar", game/ui/eruption/lesson.py): {you} es naranja, {p1} azul
    "lesson.eruption.title": "Aprende Eruption",
    "lesson.eruption.s1.say": "Tú eres la aldea naranja de arriba y {p1} la azul de abajo: la "
    "lava que toca una aldea la calienta, y gana la aldea más fresca. Coloca la loseta robada en "
    "la casilla resaltada de la izquierda: debe continuar un flujo, lava con lava en cada lado "
    "compartido. Una loseta se gira con ⟳ (o R) antes de colocarla; esta ya muestra la "
    "orientación correcta: confirma con ✓.",
    "lesson.eruption.s1.done": "Dos de sus flujos llegan a bordes de la aldea gris de la "
    "izquierda (de nadie): cada flujo que toca el borde de una aldea te hace robar una carta de "
    "acción.",
    "lesson.eruption.s1.wrong": "Coloca la loseta en la casilla resaltada de la izquierda.",
    "lesson.eruption.s2.say": "Fase 3: cartas de acción. Juega Réplica sobre la loseta "
    "resaltada junto a la aldea de {p1}: la loseta gira en su casilla y su flujo pasa a otro "
    "borde de la aldea.",
    "lesson.eruption.s2.done": "Un flujo en un borde nuevo de aldea te ha hecho robar una "
    "carta: Temblor.",
    "lesson.eruption.s2.wrong": "Juega Réplica y luego gira la loseta resaltada junto a la "
    "aldea de {p1}.",
    "lesson.eruption.s3.say": "Ahora juega Temblor: robas una loseta de lava y la pones en "
    "lugar de una loseta del tablero. Pon la loseta de cinco salidas robada en lugar de la "
    "misma loseta junto a la aldea de {p1}.",
    "lesson.eruption.s3.done": "Ahora un flujo más toca la aldea de {p1}, y ese borde nuevo "
    "te ha hecho robar otra carta.",
    "lesson.eruption.s3.wrong": "Juega Temblor y luego coloca la loseta robada sobre la loseta "
    "resaltada.",
    "lesson.eruption.s4.say": "Termina la fase de cartas. Fase 4: muros. Construye tu muro de "
    "piedra en el borde resaltado de tu aldea, por donde entra un flujo sin muro.",
    "lesson.eruption.s4.done": "Un flujo con muro ya no cuesta +20: al empezar tu turno el muro "
    "tira un dado contra la lava. La piedra suma 2 a su dado, la madera 1, la paja 0.",
    "lesson.eruption.s4.wrong": "Termina la fase de cartas y construye el muro de piedra en el "
    "borde resaltado.",
    "lesson.eruption.s5.say": "Con 110° tu aldea está en la Zona de Peligro 1 (desde 50°), así "
    "que puedes construir un segundo muro. Pon el muro de paja en el borde resaltado de tu "
    "aldea, antes de que llegue la lava.",
    "lesson.eruption.s5.done": "Turno de {p1}: cuatro flujos sin muro calentaron su aldea +80, "
    "hasta 250°. Al pasar de 200° obtuvo la loseta de erupción 3 y la colocó: una nueva fuente "
    "de lava, y cada una de las demás aldeas recibe +30, también la tuya.",
    "lesson.eruption.s5.wrong": "Construye el muro de paja en el borde resaltado de tu aldea.",
    "lesson.eruption.s6.say": "Tu turno empezó con el daño: cada muro tiró contra la lava. La "
    "piedra resistió (6+2 gana a 5); la madera y la paja cayeron (el empate es para la lava): "
    "+10 cada una, 160°, Zona de Peligro 2, que te da una carta cada turno. Coloca la nueva "
    "loseta en la casilla resaltada: un flujo más hacia {p1}.",
    "lesson.eruption.s6.done": "Ese flujo llegó a la aldea de {p1}: has robado Lluvia.",
    "lesson.eruption.s6.wrong": "Coloca la loseta en la casilla resaltada junto a la aldea de "
    "{p1}.",
    "lesson.eruption.s7.say": "Tienes 4 cartas, pero la fase de cartas no puede terminar con "
    "más de 3. Juega Lluvia: enfría tu aldea 30°.",
    "lesson.eruption.s7.done": "Tu aldea está a 130° y tienes 3 cartas.",
    "lesson.eruption.s7.wrong": "Juega la carta Lluvia.",
    "lesson.eruption.s8.say": "No te quedan muros en la reserva. Una carta también se puede "
    "canjear por un muro del material impreso en ella: canjea Recolocación por un muro de paja.",
    "lesson.eruption.s8.done": "Un muro de paja pasó de la pila de muros a tu reserva.",
    "lesson.eruption.s8.wrong": "Canjea la carta Recolocación por un muro de paja.",
    "lesson.eruption.s9.say": "Termina la fase de cartas y construye el muro de paja en el "
    "borde resaltado, donde cayó tu muro de madera.",
    "lesson.eruption.s9.done": "Tres flujos abiertos llevaron la aldea de {p1} a 290°, el "
    "máximo: al final de su turno ardió por completo. La pila de losetas de lava sale del "
    "juego y cada uno de los demás jugadores tiene un último turno.",
    "lesson.eruption.s9.wrong": "Termina la fase de cartas y construye el muro de paja en el "
    "borde resaltado.",
    "lesson.eruption.s10.say": "Tu último turno: el flujo abierto dio +20 y el nuevo muro de "
    "paja perdió su tirada (+10): 160°. Sin pila no hay loseta que colocar: termina la fase de "
    "cartas para acabar la partida.",
    "lesson.eruption.s10.done": "Fin de la partida: gana la temperatura más baja. Tú acabas "
    "con 160° y {p1} ardió con 290°: ¡has ganado! (Los empates de temperatura se deshacen con "
    "los muros, menos los flujos que tocan la aldea.)",
    "lesson.eruption.s10.wrong": "Termina la fase de cartas.",
    "lesson.eruption.more.title": "Eruption: más reglas",
    "lesson.eruption.m1.say": "¡Hola de nuevo! Una partida contra {p1}, ya bien avanzada. Tu "
    "turno empezó con el daño: un flujo abierto dio +20, y tus muros de paja y de piedra "
    "perdieron sus tiradas por empate (+10 cada uno): 200°. Eres el primero en llegar a 200°, así "
    "que la loseta de erupción 3 es tuya, y la colocas ahora, antes de tu loseta. Ponla en la "
    "casilla de piedra resaltada de la izquierda: no necesita conectarse y se convierte en una "
    "nueva fuente de lava, la aldea de {p1} recibe +30, y una loseta colocada en una casilla de "
    "recurso te da un muro de su material.",
    "lesson.eruption.m1.done": "{p1} subió a 180°, y un muro de piedra pasó de la pila de muros a "
    "tu reserva.",
    "lesson.eruption.m1.wrong": "Coloca la loseta de erupción 3 en la casilla de piedra resaltada "
    "de la izquierda.",
    "lesson.eruption.m2.say": "Ahora coloca la loseta robada en la casilla resaltada: toca la "
    "aldea gris de abajo a la izquierda, y te hace robar una carta. Con 200° tu aldea está en la "
    "Zona de Peligro 3: en este turno puedes colocar una segunda loseta. Luego pulsa Tomar una "
    "loseta extra.",
    "lesson.eruption.m2.done": "El borde de la aldea te hizo robar Temblor, y se ha robado una "
    "segunda loseta.",
    "lesson.eruption.m2.wrong": "Coloca la loseta en la casilla resaltada y pulsa Tomar una "
    "loseta extra.",
    "lesson.eruption.m3.say": "Esta loseta va en la casilla resaltada de la izquierda. Tal como "
    "viene, uno de sus flujos toca la aldea gris de al lado. Gírala con ⟳ (o R) hasta que dos de "
    "sus flujos toquen bordes de esa aldea y confirma con ✓: dos cartas en vez de una.",
    "lesson.eruption.m3.done": "Dos bordes de aldea, dos cartas: Bomba Volcánica y Flujo de Lava.",
    "lesson.eruption.m3.wrong": "Gira la loseta hasta que dos de sus flujos toquen la aldea gris "
    "y confírmala en la casilla resaltada.",
    "lesson.eruption.m4.say": "Fase 3, tus cartas. Sumidero quita una loseta del tablero, siempre "
    "que todas las demás sigan unidas a una fuente. Juégalo sobre la loseta resaltada de arriba a "
    "la derecha: la puso {p1} contra tu aldea, y su flujo abierto te costó +20 en este turno.",
    "lesson.eruption.m4.done": "La loseta salió del juego: ya no entra ningún flujo por ese borde "
    "de tu aldea.",
    "lesson.eruption.m4.wrong": "Juega Sumidero sobre la loseta resaltada de arriba a la derecha.",
    "lesson.eruption.m5.say": "Refuerzo construye en el acto un muro de tu reserva, además de los "
    "muros de la fase 4. Pon tu nuevo muro de piedra en el borde resaltado de tu aldea, donde "
    "cayó tu muro de piedra.",
    "lesson.eruption.m5.done": "El muro de piedra ha vuelto: en tu próximo turno tirará con +2.",
    "lesson.eruption.m5.wrong": "Juega Refuerzo: el muro de piedra, en el borde resaltado de tu "
    "aldea.",
    "lesson.eruption.m6.say": "Bomba Volcánica quita cualquier muro del tablero. Vuela el muro de "
    "madera del borde resaltado de la aldea de {p1}: ese flujo le dará +20 en su turno en lugar "
    "de una tirada.",
    "lesson.eruption.m6.done": "El muro volvió a la pila de muros.",
    "lesson.eruption.m6.wrong": "Juega Bomba Volcánica sobre el muro resaltado de la aldea de "
    "{p1}.",
    "lesson.eruption.m7.say": "Flujo de Lava te hace robar y colocar otra loseta. Juégalo y pon "
    "la loseta en la casilla de madera resaltada de abajo a la izquierda: otro muro para tu "
    "reserva.",
    "lesson.eruption.m7.done": "Un muro de madera llegó a tu reserva.",
    "lesson.eruption.m7.wrong": "Juega Flujo de Lava y coloca la loseta en la casilla de madera "
    "resaltada.",
    "lesson.eruption.m8.say": "Tienes dos Temblores. Dos cartas cualesquiera se pueden canjear "
    "juntas por otra loseta: pulsa ☐ Para loseta en las dos y luego Canjear las 2 cartas elegidas "
    "por una loseta de lava. Coloca la loseta en la casilla de piedra resaltada de arriba a la "
    "derecha.",
    "lesson.eruption.m8.done": "Otro muro de piedra para tu reserva.",
    "lesson.eruption.m8.wrong": "Elige los dos Temblores con ☐ Para loseta, canjéalos y coloca la "
    "loseta en la casilla de piedra resaltada.",
    "lesson.eruption.m9.say": "Termina la fase de cartas. Fase 4: muros. Un muro también puede ir "
    "sobre un flujo de lava, en su extremo abierto. Construye el muro de madera en el flujo "
    "resaltado de arriba: apunta al hueco que dejó tu Sumidero, así que allí solo podrá ir una "
    "loseta si la lava gana a ese muro con los dados.",
    "lesson.eruption.m9.done": "El muro vigila el hueco junto a tu aldea.",
    "lesson.eruption.m9.wrong": "Termina la fase de cartas y construye el muro de madera en el "
    "flujo resaltado.",
    "lesson.eruption.m10.say": "En una zona de peligro construyes un segundo muro: pon el otro "
    "muro de madera en el borde resaltado de tu aldea, por donde entra un flujo sin muro.",
    "lesson.eruption.m10.done": "Turno de {p1}: tres flujos sin muro, entre ellos el del muro que "
    "volaste, le dieron +60, y cayó uno de sus muros: 250°. Intentó poner su loseta en el hueco "
    "junto a tu aldea, pero tu muro de madera sobre el flujo resistió (4 + 1 gana a 2), así que "
    "fue a otro sitio. Empezó tu turno: los tres muros de tu aldea resistieron.",
    "lesson.eruption.m10.wrong": "Construye el muro de madera en el borde resaltado de tu aldea.",
    "lesson.eruption.m11.say": "Otras dos reglas deciden el final. Cuando se roba la última "
    "loseta de la pila, de cualquier forma, ese jugador termina su turno y luego cada uno juega "
    "un último turno. Y si las aldeas más frescas empatan, cada una cuenta sus muros, en la aldea "
    "y en la reserva (piedra 3, madera 2, paja 1), menos 1 por cada flujo que toca la aldea: gana "
    "la puntuación más alta. Coloca la loseta robada en la casilla resaltada.",
    "lesson.eruption.m11.done": "Ya sabes lo que decide una partida de Eruption: sigue contra "
    "{p1} o empieza una partida de verdad.",
    "lesson.eruption.m11.wrong": "Coloca la loseta en la casilla resaltada.",
}
