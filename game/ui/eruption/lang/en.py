"""Eruption's words in English: the catalogue Eruption's other languages follow (same keys,
same placeholders). Eruption's keys are the first version's, without a prefix (``card.*``,
``guide.*``, ``log.*``...) besides its start-screen ``game.eruption.*`` and
``option.eruption.*``. The log lines (``log.*``) are one template per kind of the engine's
events, split where a detail changes the sentence (game/ui/eruption/text.py).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    # the games and their options, on the start screen
    "eruption.undo.revealed": "Cannot undo: a tile or a card was drawn or the dice rolled since",
    "game.eruption.title": "Eruption",
    "game.eruption.blurb": "Steer the lava away from your village with tiles, walls and cards.",
    "option.eruption.clans": "Clans",
    "option.eruption.clans.help": "Teams of two on opposite villages. Only with 4 or 6 players.",
    "option.eruption.annihilation": "Annihilation",
    "option.eruption.annihilation.help": "Play on until only one village remains.",
    "option.eruption.forecast": "Lava Forecast",
    "option.eruption.forecast.help": "Three face-up tile piles to choose from.",
    "option.eruption.norain": "No Rain",
    "option.eruption.norain.help": "The 4 Rain cards are left out.",
    "stats.tiles": "Tiles placed",
    "stats.built": "Walls built",
    "stats.lost": "Walls lost in the village",
    "stats.flows": "Lava flows into the village at the end",
    "stats.played": "Cards played",
    "stats.traded": "Cards traded",
    "stats.heat": "Heat taken / cooled",
    "stats.walls": "{straw} straw · {wood} wood · {stone} stone",
    "stats.chart": "Temperature after each turn (the bands are the danger zones)",
    "stats.series": "{name}: {temp}° at the end",
    "stats.turns": "Turn",
    "stats.table": "What each player did",
    "refuse.place.occupied": "A tile is already there.",
    "refuse.place.closed": "The walls held there: this tile must go elsewhere.",
    "refuse.place.no_flow": "No lava flow reaches this hex: the tile must continue a flow.",
    "refuse.place.no_match": (
        "The tile cannot match its neighbours there in any rotation "
        "(lava must meet lava, and no lava meet no lava)."
    ),
    "refuse.erupt.occupied": "A tile is already there.",
    "refuse.erupt.no_match": (
        "An eruption tile has lava on every side, and a side without lava faces this hex."
    ),
    "board.label": "The island: lava tiles, walls and the six villages",
    "board.selected": "{place} selected: Enter again to confirm, Escape to cancel.",
    "place.field": "the {material} field {where} of the volcano",
    "place.village": "the hex by the {colour} village ({where})",
    "place.volcano": "the hex by the volcano ({where})",
    "place.material.straw": "straw",
    "place.material.wood": "wood",
    "place.material.stone": "stone",
    "place.colour.orange": "orange",
    "place.colour.yellow": "yellow",
    "place.colour.green": "green",
    "place.colour.blue": "blue",
    "place.colour.purple": "purple",
    "place.colour.red": "red",
    "place.away": "the hex {steps} steps {where} of the volcano",
    "place.village_edge": "the {colour} village's edge {n} of {count}",
    "place.side": "{place}, {side} side",
    "place.dir.n": "north",
    "place.dir.ne": "north-east",
    "place.dir.e": "east",
    "place.dir.se": "south-east",
    "place.dir.s": "south",
    "place.dir.sw": "south-west",
    "place.dir.w": "west",
    "place.dir.nw": "north-west",
    "place.side.n": "north",
    "place.side.ne": "north-east",
    "place.side.se": "south-east",
    "place.side.s": "south",
    "place.side.sw": "south-west",
    "place.side.nw": "north-west",
    "game.phase.erupt": "Phase 1 · Place your eruption tile",
    "game.phase.place": "Phase 2 · Place the lava tile",
    "game.phase.quake": "Quake · Replace a tile",
    "game.phase.pick": "Lava Forecast · Choose a pile",
    "game.phase.extra": "Danger Zone 3 · Extra tile?",
    "game.phase.cards": "Phase 3 · Action cards",
    "game.phase.relocate": "Relocate · Move walls",
    "game.phase.walls": "Phase 4 · Build walls",
    "game.phase.over": "Game over",
    "game.step.dz3": "Phase 2 · Danger Zone 3: place the extra tile",
    "game.step.trade": "Phase 3 · Tile trade: place the lava tile",
    "game.step.lavaflow": "Phase 3 · Lava Flow: place the drawn tile",
    "guide.place": "Place the lava tile: choose a highlighted hex.",
    "guide.quake": "Quake: choose a highlighted tile to replace with the drawn tile.",
    "guide.rotate": "Rotate (R, wheel or ⟳) and confirm (Enter, ✓ or tap the hex again).",
    "guide.rotate_touch": "Rotate with ⟳ and confirm with ✓ or by tapping the hex again.",
    "guide.erupt": "Place your eruption tile: choose a highlighted hex.",
    "guide.erupt_armed": "Confirm (Enter, ✓ or tap the hex again).",
    "guide.pick": "Lava Forecast: take the top tile of one pile.",
    "guide.extra": "Danger Zone 3: you may place one extra lava tile.",
    "guide.cards": "Play or trade cards from your hand, then end the card phase.",
    "guide.cards_full": "You hold more than 3 cards: play or trade until you hold 3.",
    "guide.walls": "Build a wall: pick a material, then a highlighted spot. Or end your turn.",
    "guide.walls_none": "No wall to build: end your turn.",
    "guide.armed": "Confirm (Enter, ✓ or tap it again), or Esc to cancel.",
    "guide.move_src": "Relocate: choose a wall of your village to move, or finish.",
    "guide.move_dst": "Choose a free edge of your village for the wall.",
    "guide.relocate_src": "Relocate: choose a wall of your village to move.",
    "guide.relocate_dst": "Choose a free edge of your village for the wall.",
    "guide.aftershock": "Aftershock: choose a highlighted tile to turn.",
    "guide.aftershock_rot": "Turn it (R, wheel or ⟳) and confirm.",
    "guide.sinkhole": "Sinkhole: choose a highlighted tile to remove.",
    "guide.bomb": "Volcanic Bomb: choose a highlighted wall to destroy.",
    "guide.reinforce": "Reinforce: pick a material, then a highlighted spot.",
    "guide.over": "The game is over.",
    "btn.confirm": "✓ Confirm",
    "btn.rotate_left": "⟲",
    "btn.rotate_right": "⟳ Rotate",
    "btn.pass.cards": "End card phase",
    "btn.pass.walls": "End turn",
    "btn.pass.extra": "No extra tile",
    "btn.pass.relocate": "Done relocating",
    "btn.extra": "Take an extra tile",
    "btn.pile": "Pile {pile}",
    "btn.pile_count.one": "1 left",
    "btn.pile_count.other": "{count} left",
    "btn.material": "{material} ({count})",
    "btn.give_wall": "Give a {material} wall",
    "btn.play": "Play",
    "btn.trade": "Trade → {material}",
    "btn.select": "☐ Tile trade",
    "btn.selected": "☑ Tile trade",
    "btn.give": "Give",
    "btn.trade2": "Trade the 2 selected cards for a lava tile",
    "pass.village": "{village} · {temp}°",
    "village.orange": "Orange village",
    "village.yellow": "Yellow village",
    "village.green": "Green village",
    "village.blue": "Blue village",
    "village.purple": "Purple village",
    "village.red": "Red village",
    "hand.title": "{name}'s hand",
    "hand.empty": "No cards in hand.",
    "hand.not_now": "Cards are played in phase 3.",
    "hand.after_tile": "Place the tile first, then go on with your cards.",
    "hand.select_two": "Select two cards to trade them for a lava tile.",
    "player.zone0": "No danger zone",
    "player.zone1": "Danger Zone 1",
    "player.zone2": "Danger Zone 2",
    "player.zone3": "Danger Zone 3",
    "player.hand.one": "1 card",
    "player.hand.other": "{count} cards",
    "player.claimed.one": "Eruption tile {numbers} to place",
    "player.claimed.other": "Eruption tiles {numbers} to place",
    "player.burned": "Burned",
    "player.partner": "Team with {name}",
    "player.stock": "Stockpile",
    "info.pile": "Lava tiles: {count}",
    "info.piles": "Forecast piles: {a} · {b} · {c}",
    "info.deck": "Card deck: {count}",
    "info.eruption": "Eruption tiles not yet claimed: {tiles}",
    "info.eruption_tile": "no. {number} at {temp}°",
    "info.eruption_none": "All eruption tiles claimed",
    "info.final": "Final round!",
    "info.drawn": "Drawn tile",
    "material.straw": "Straw",
    "material.wood": "Wood",
    "material.stone": "Stone",
    "colour.orange": "Orange",
    "colour.yellow": "Yellow",
    "colour.green": "Green",
    "colour.blue": "Blue",
    "colour.purple": "Purple",
    "colour.red": "Red",
    "dice.title": "Dice",
    "dice.lava": "Lava {lava}",
    "dice.wall": "{Material} {wall}+{bonus}",
    "dice.holds": "Lava {lava} against the {material} wall's {wall} (+{bonus}): the wall holds.",
    "dice.falls": "Lava {lava} against the {material} wall's {wall} (+{bonus}): the wall falls.",
    "end.temp": "Temperature",
    "end.tie": "Tie-break",
    "end.team": "Team total",
    "end.tie_note": "Tied temperatures are broken by walls (stone 3, wood 2, straw 1) in the "
    "village and stockpile, minus 1 per lava flow touching the village.",
    "card.aftershock": "Aftershock",
    "card.lavaflow": "Lava Flow",
    "card.relocate": "Relocate",
    "card.sinkhole": "Sinkhole",
    "card.quake": "Quake",
    "card.rain": "Rain",
    "card.reinforce": "Reinforce",
    "card.bomb": "Volcanic Bomb",
    "effect.aftershock": "Turn a lava tile on the board so its flows change. Walls on it fall.",
    "effect.lavaflow": "Draw a lava tile and place it.",
    "effect.relocate": "Move walls of your village, one at a time, to free village edges.",
    "effect.sinkhole": "Remove a tile from the board; all other tiles must stay connected.",
    "effect.quake": "Draw a lava tile and put it in place of a tile on the board.",
    "effect.rain": "Cool your village by 30°.",
    "effect.reinforce": "Build one wall from your stockpile now.",
    "effect.bomb": "Destroy any one wall on the board.",
    "blocked.no_turn": "Can't play: no tile can be turned to other flows.",
    "blocked.no_tiles": "Can't play: no lava tile is left to draw.",
    "blocked.no_relocation": "Can't play: you have no wall in your village, or no free "
    "edge to move it to.",
    "blocked.no_removal": "Can't play: no tile can be removed without cutting others off.",
    "blocked.no_reinforce": "Can't play: you have no wall in your stockpile, or no place to build.",
    "blocked.no_wall": "Can't play: there is no wall on the board.",
    "rules.goal": "Keep your village the coolest. Lava flowing into your village heats it "
    "(+20 per unwalled flow at the start of your turn; walled flows roll dice).",
    "rules.turn": "Each turn: 1. damage and eruption tiles · 2. place a lava tile (it must "
    "continue a flow) · 3. play or trade cards (end with at most 3) · 4. build a "
    "wall (two in a danger zone).",
    "rules.dice": "Dice: a wall holds if wall die + bonus (straw 0, wood 1, stone 2) beats the "
    "lava die; ties go to the lava.",
    "rules.zones": "Danger zones: 50+ one extra wall, 120+ draw a card each turn, 200+ you may "
    "place an extra tile. At 290 a village burns and the game ends after one "
    "final round. Lowest temperature wins.",
    "rules.controls": "Controls: tap a highlighted hex or edge, tap again (or Enter) to "
    "confirm; R or the mouse wheel rotates; Esc cancels.",
    "log.setup": "A game of Eruption for {players} players begins.",
    "log.first_roll": "{player} rolls {roll} for first player.",
    "log.turn": "— {player}'s turn —",
    "log.turn_final": "— {player}'s final turn —",
    "log.temp": "{player}'s village: {delta}° ({why}), now {temp}°.",
    "log.gain": "{player} takes a {material} wall ({why}).",
    "log.gain_substitute": "{player} takes a {material} wall ({why}): no {asked} wall was left.",
    "log.gain_none": "No wall is left in the supply for {player}.",
    "log.wall_off": "The {material} wall at {edge} goes back to the supply ({why}).",
    "log.reshuffle.one": "The discards are shuffled into a new deck of 1 card.",
    "log.reshuffle.other": "The discards are shuffled into a new deck of {count} cards.",
    "log.no_card": "No card is left to draw for {player}.",
    "log.draw_card": "{player} draws a card ({why}).",
    "log.drew": "You drew {card}.",
    "log.roll_holds": "Dice: the {material} wall's {wall}+{bonus} beats the lava's {lava}: "
    "the wall holds.",
    "log.roll_falls": "Dice: the {material} wall's {wall}+{bonus} does not beat the lava's "
    "{lava}: the wall falls.",
    "log.pick": "{player} takes {tile} from Lava Forecast pile {pile}.",
    "log.extra": "{player} takes an extra tile (Danger Zone 3).",
    "log.pass.cards": "{player} ends the card phase.",
    "log.pass.walls": "{player} ends the wall phase.",
    "log.pass.extra": "{player} places no extra tile.",
    "log.pass.relocate": "{player} is done relocating walls.",
    "log.trade": "{player} trades {card} for a {material} wall.",
    "log.trade2": "{player} trades {card} and {card2} for an extra tile.",
    "log.give_wall": "{player} gives a {material} wall to {partner}.",
    "log.give_card": "{player} gives a card to {partner}.",
    "log.gave": "{player} gave {card} to {partner}.",
    "log.build": "{player} builds a {material} wall at {edge}.",
    "log.move": "{player} moves a wall from {src} to {dst}.",
    "log.play": "{player} plays {card}.",
    "log.rotate": "{player} turns the tile on {hex}.",
    "log.sink": "{player} removes {tile} from {hex}: it leaves the game.",
    "log.placed": "{player} places {tile} on {hex}.",
    "log.closed": "The walls hold: this tile cannot go on {hex}.",
    "log.tile_lost": "Walls hold everywhere the tile could go: it leaves the game.",
    "log.replace": "{player} replaces {old} on {hex} with {tile}.",
    "log.draw_tile": "{player} draws {tile}.",
    "log.aside": "No place fits {tile}: it is set aside.",
    "log.aside_back.one": "The set-aside tile is shuffled back into the pile.",
    "log.aside_back.other": "The {count} set-aside tiles are shuffled back into the pile.",
    "log.quake_nothing": "No tile in the pile fits: the Quake has no effect.",
    "log.aside_lost.one": "No tile in the pile can be placed: 1 tile leaves the game.",
    "log.aside_lost.other": "No tile in the pile can be placed: {count} tiles leave the game.",
    "log.no_pick": "No Lava Forecast tile can be placed: the placement is skipped.",
    "log.no_tiles": "No lava tiles are left: the placement is skipped.",
    "log.new_pile.one": "The tile that left the game forms a new pile.",
    "log.new_pile.other": "The {count} tiles that left the game form a new pile.",
    "log.last_tile": "The last lava tile has been drawn: the end is near.",
    "log.stalled": "A full round without a tile to place or a change of temperature: "
    "the Lava Forecast piles count as exhausted.",
    "log.claim": "{player} claims eruption tile {number}.",
    "log.eruption_lost": "Eruption tile {number} fits nowhere and is discarded.",
    "log.burned": "{player}'s village burns up!",
    "log.final_round": "Final round: every other player has one more turn.",
    "log.game_over": "The game is over.",
    # why a temperature changed, a wall came or went, a card was drawn (cards by name)
    "log.why.flows": "lava flows",
    "log.why.wall_lost": "a wall fell",
    "log.why.eruption": "an eruption",
    "log.why.resource": "resource hex",
    "log.why.trade": "card trade",
    "log.why.lava": "the lava won",
    "log.why.around": "the lava went around it",
    "log.why.contact": "lava reached a village",
    "log.why.danger": "Danger Zone 2",
    # the lava tiles (the engine's tile types) and the eruption tiles, as in a sentence
    "tile.dead_end": "a dead-end tile",
    "tile.straight": "a straight tile",
    "tile.sharp_bend": "a sharp-bend tile",
    "tile.wide_bend": "a wide-bend tile",
    "tile.y": "a Y tile",
    "tile.fan": "a fan tile",
    "tile.fork": "a fork tile",
    "tile.four_way": "a four-way tile",
    "tile.five_way": "a five-way tile",
    "tile.eruption": "eruption tile {number}",
    # the lesson ("Learn to play", game/ui/eruption/lesson.py): {you} is orange, {p1} blue
    "lesson.eruption.title": "Learn Eruption",
    "lesson.eruption.s1.say": "You are the orange village at the top, {p1} the blue one at the "
    "bottom: lava touching a village heats it, and the coolest village wins. Place the drawn tile "
    "on the highlighted hex on the left: it must continue a lava flow, lava meeting lava on every "
    "shared side. A tile turns with ⟳ (or R) before it is placed; this one already shows the way "
    "it must go: confirm with ✓.",
    "lesson.eruption.s1.done": "Two of its flows reach edges of the grey village on the left "
    "(nobody's): each flow that touches a village edge draws you an action card.",
    "lesson.eruption.s1.wrong": "Place the tile on the highlighted hex on the left.",
    "lesson.eruption.s2.say": "Phase 3: action cards. Play Aftershock on the highlighted tile "
    "beside {p1}'s village: it turns the tile in its hex, and its flow moves to another edge "
    "of his village.",
    "lesson.eruption.s2.done": "A flow on a new village edge drew you a card: Quake.",
    "lesson.eruption.s2.wrong": "Play Aftershock, then turn the highlighted tile by {p1}'s "
    "village.",
    "lesson.eruption.s3.say": "Now play Quake: it draws a lava tile and puts it in place of a "
    "tile on the board. Put the drawn five-way tile in place of the same tile by {p1}'s "
    "village.",
    "lesson.eruption.s3.done": "One more lava flow now touches {p1}'s village, and that new "
    "edge drew you another card.",
    "lesson.eruption.s3.wrong": "Play Quake, then place the drawn tile on the highlighted tile.",
    "lesson.eruption.s4.say": "End the card phase. Phase 4: walls. Build your stone wall on "
    "the highlighted edge of your village, where a lava flow comes in with no wall.",
    "lesson.eruption.s4.done": "A walled flow no longer costs +20: at the start of your turn "
    "the wall rolls a die against the lava instead. Stone adds 2 to its die, wood 1, straw 0.",
    "lesson.eruption.s4.wrong": "End the card phase, then build the stone wall on the "
    "highlighted edge.",
    "lesson.eruption.s5.say": "At 110° your village is in Danger Zone 1 (50° or more), so you "
    "may build a second wall. Put the straw wall on the highlighted edge of your village, "
    "before lava gets there.",
    "lesson.eruption.s5.done": "{p1}'s turn: four flows with no wall heated his village by "
    "+80, to 250°. Past 200° he claimed eruption tile 3 and placed it: a new source of lava, "
    "and every other village takes +30, yours too.",
    "lesson.eruption.s5.wrong": "Build the straw wall on the highlighted edge of your village.",
    "lesson.eruption.s6.say": "Your turn began with the damage: each wall rolled against the "
    "lava. Stone held (6+2 beats 5), wood and straw fell (ties go to the lava): +10 each, "
    "160°, Danger Zone 2, which draws you a card each turn. Place the new tile on the "
    "highlighted hex: one more flow into {p1}'s village.",
    "lesson.eruption.s6.done": "That flow reached {p1}'s village: you drew Rain.",
    "lesson.eruption.s6.wrong": "Place the tile on the highlighted hex by {p1}'s village.",
    "lesson.eruption.s7.say": "You hold 4 cards, but the card phase cannot end with more than "
    "3. Play Rain: it cools your village by 30°.",
    "lesson.eruption.s7.done": "Your village is at 130°, and you hold 3 cards.",
    "lesson.eruption.s7.wrong": "Play the Rain card.",
    "lesson.eruption.s8.say": "Your stockpile has no wall left. A card can also be traded for "
    "a wall of the material printed on it: trade Relocate for a straw wall.",
    "lesson.eruption.s8.done": "A straw wall came from the supply to your stockpile.",
    "lesson.eruption.s8.wrong": "Trade the Relocate card for a straw wall.",
    "lesson.eruption.s9.say": "End the card phase, then build the straw wall on the "
    "highlighted edge, where your wood wall fell.",
    "lesson.eruption.s9.done": "Three open flows took {p1}'s village to 290°, the top of the "
    "Burn Meter: it burned up at the end of his turn. The lava pile leaves the game, and "
    "every other player has one final turn.",
    "lesson.eruption.s9.wrong": "End the card phase, then build the straw wall on the "
    "highlighted edge.",
    "lesson.eruption.s10.say": "Your final turn: the open flow gave +20 and the new straw wall "
    "lost its roll (+10): 160°. With no lava pile there is no tile to place: end the card "
    "phase to finish the game.",
    "lesson.eruption.s10.done": "Game over: the lowest temperature wins. You end at 160°, "
    "{p1} burned at 290°: you win! (Equal temperatures are broken by walls owned, minus "
    "flows touching the village.)",
    "lesson.eruption.s10.wrong": "End the card phase.",
    "lesson.eruption.more.title": "Eruption: more rules",
    "lesson.eruption.m1.say": "Welcome back! A game against {p1}, well under way. Your turn began "
    "with the damage: an open flow gave +20, and your straw and stone walls lost their rolls on "
    "ties (+10 each): 200°. You are the first to reach 200°, so eruption tile 3 is yours, and you "
    "place it now, before your tile. Put it on the highlighted stone field on the left: it needs "
    "no connection and becomes a new source of lava, {p1}'s village takes +30, and a tile placed "
    "on a resource field gives you a wall of its material.",
    "lesson.eruption.m1.done": "{p1} went up to 180°, and a stone wall came from the supply to "
    "your stockpile.",
    "lesson.eruption.m1.wrong": "Place eruption tile 3 on the highlighted stone field on the left.",
    "lesson.eruption.m2.say": "Now place the drawn tile on the highlighted hex: it touches the "
    "grey village at the bottom left, which draws you a card. At 200° your village is in Danger "
    "Zone 3: you may place a second tile this turn. Then press Take an extra tile.",
    "lesson.eruption.m2.done": "The village edge drew you Quake, and a second tile is drawn.",
    "lesson.eruption.m2.wrong": "Place the tile on the highlighted hex, then press Take an extra "
    "tile.",
    "lesson.eruption.m3.say": "This tile goes on the highlighted hex on the left. As it comes, "
    "one of its flows touches the grey village there. Turn it with ⟳ (or R) until two of its "
    "flows touch that village's edges, then confirm with ✓: two cards instead of one.",
    "lesson.eruption.m3.done": "Two village edges, two cards: Volcanic Bomb and Lava Flow.",
    "lesson.eruption.m3.wrong": "Turn the tile until two of its flows touch the grey village, "
    "then confirm it on the highlighted hex.",
    "lesson.eruption.m4.say": "Phase 3, your cards. Sinkhole removes a tile from the board, as "
    "long as every other tile stays joined to a source. Play it on the highlighted tile at the "
    "top right: {p1} put it against your village, and its open flow gave you +20 this turn.",
    "lesson.eruption.m4.done": "The tile left the game: no flow comes into that edge of your "
    "village now.",
    "lesson.eruption.m4.wrong": "Play Sinkhole on the highlighted tile at the top right.",
    "lesson.eruption.m5.say": "Reinforce builds a wall from your stockpile at once, on top of the "
    "walls of phase 4. Put your new stone wall on the highlighted edge of your village, where "
    "your stone wall fell.",
    "lesson.eruption.m5.done": "The stone wall is back: at your next turn it rolls with +2.",
    "lesson.eruption.m5.wrong": "Play Reinforce: the stone wall, on the highlighted edge of your "
    "village.",
    "lesson.eruption.m6.say": "Volcanic Bomb removes any wall from the board. Blow up the wood "
    "wall on the highlighted edge of {p1}'s village: that flow will give him +20 at his turn "
    "instead of a roll.",
    "lesson.eruption.m6.done": "The wall went back to the supply.",
    "lesson.eruption.m6.wrong": "Play Volcanic Bomb on the highlighted wall of {p1}'s village.",
    "lesson.eruption.m7.say": "Lava Flow draws one more tile to place. Play it, then put the tile "
    "on the highlighted wood field at the bottom left: another wall for your stockpile.",
    "lesson.eruption.m7.done": "A wood wall came to your stockpile.",
    "lesson.eruption.m7.wrong": "Play Lava Flow, then place the tile on the highlighted wood "
    "field.",
    "lesson.eruption.m8.say": "You hold two Quakes. Any two cards can be traded together for one "
    "more tile: press ☐ Tile trade on both, then Trade the 2 selected cards for a lava tile. "
    "Place the tile on the highlighted stone field at the top right.",
    "lesson.eruption.m8.done": "One more stone wall for your stockpile.",
    "lesson.eruption.m8.wrong": "Select both Quakes with ☐ Tile trade, trade them, then place the "
    "tile on the highlighted stone field.",
    "lesson.eruption.m9.say": "End the card phase. Phase 4: walls. A wall may also stand on a "
    "lava flow, at its open end. Build the wood wall on the highlighted flow at the top: it "
    "points into the hole your Sinkhole left, so a tile can go there only if the lava beats that "
    "wall with the dice.",
    "lesson.eruption.m9.done": "The wall guards the hole beside your village.",
    "lesson.eruption.m9.wrong": "End the card phase, then build the wood wall on the highlighted "
    "flow.",
    "lesson.eruption.m10.say": "In a danger zone you build a second wall: put the other wood wall "
    "on the highlighted edge of your village, where a flow comes in with no wall.",
    "lesson.eruption.m10.done": "{p1}'s turn: three flows with no wall, the one you bombed among "
    "them, gave +60, and one of his walls fell: 250°. He tried to put his tile into the hole "
    "beside your village, but your wood wall on the flow held (4 + 1 beats 2), so it went "
    "elsewhere. Your turn began: all three walls of your village held.",
    "lesson.eruption.m10.wrong": "Build the wood wall on the highlighted edge of your village.",
    "lesson.eruption.m11.say": "Two more rules decide the end. When the last tile of the pile is "
    "drawn, in any way, that player finishes the turn, then everyone plays one final turn. And if "
    "the coolest villages are equal, each scores its walls, in the village and the stockpile "
    "(stone 3, wood 2, straw 1), minus 1 for each flow touching the village: the higher score "
    "wins. Place the drawn tile on the highlighted hex.",
    "lesson.eruption.m11.done": "You know what decides a game of Eruption now: play on against "
    "{p1}, or start a real game.",
    "lesson.eruption.m11.wrong": "Place the tile on the highlighted hex.",
}
