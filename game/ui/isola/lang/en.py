"""L'Isola dei Vulcani's words in English: the catalogue its other languages follow (same keys,
same placeholders); ``isola.*``, and ``game.isola.*`` and ``option.isola.*`` for the start
screen. The log lines (``isola.log.*``) are one template per kind of the engine's events,
split where a detail changes the sentence (game/ui/isola/text.py).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.isola.title": "L'Isola dei Vulcani",
    "game.isola.blurb": "Settle a volcanic island, raise Moai and rescue your colonists as "
    "the land sinks.",
    "option.isola.random": "Random island",
    "option.isola.random.help": "The advanced setup: a new island from the seed, each player "
    "with a landing bay of their own.",
    "option.isola.separate_bays": "Separate landing bays",
    "option.isola.separate_bays.help": "On the standard island, each player lands in a bay of "
    "their own.",
    "option.isola.erected_only": "Only erected Moai score",
    "option.isola.erected_only.help": "At the end, lying Moai score nothing (a variant).",
    # words inside sentences
    "isola.dir.0": "north",
    "isola.dir.1": "north-east",
    "isola.dir.2": "south-east",
    "isola.dir.3": "south",
    "isola.dir.4": "south-west",
    "isola.dir.5": "north-west",
    "isola.and": "{names} and {last}",
    "isola.comma": ", ",
    "isola.areas.one": "area {areas}",
    "isola.areas.other": "areas {areas}",
    "isola.count.colonists.one": "1 colonist",
    "isola.count.colonists.other": "{count} colonists",
    "isola.count.villages.one": "1 village",
    "isola.count.villages.other": "{count} villages",
    "isola.count.moai.one": "1 Moai",
    "isola.count.moai.other": "{count} Moai",
    "isola.colour.red": "Red, circles",
    "isola.colour.blue": "Blue, squares",
    "isola.colour.yellow": "Yellow, triangles",
    "isola.colour.green": "Green, diamonds",
    # the board
    "isola.board.label": "The island: its areas, volcanoes, lava, villages, colonists, Moai "
    "and boats",
    "isola.place.hex": "A hex of area {area}",
    "isola.place.geyser": "The geyser facing {dir} in area {area}",
    "isola.place.boat": "Your boat",
    "isola.place.chosen": "{place}: chosen. Escape cancels.",
    "isola.refuse.sea": "That is the sea.",
    "isola.refuse.volcano": "No one may set foot on a volcano.",
    "isola.refuse.no_colonist": "Choose one of your colonists (or your boat) first.",
    "isola.refuse.idle": "None of your colonists can act now.",
    "isola.refuse.no_ap": "Not enough action points left.",
    "isola.refuse.bay": "A colonist on the boat lands on a hex of its bay.",
    "isola.refuse.far": "A colonist moves one hex at a time.",
    "isola.refuse.crack": "A crack blocks the way.",
    "isola.refuse.pray": "First answer: spend a prayer token or not.",
    "isola.refuse.rescue": "A rescue goes to a highlighted hex next to the sinking land.",
    # the panels
    "isola.player.score.one": "1 point",
    "isola.player.score.other": "{count} points",
    "isola.player.reserve": "In reserve: villages {villages}, colonists {colonists}, Moai {moai}",
    "isola.player.island": "On the island: villages {villages}, colonists {colonists}, Moai {moai}",
    "isola.player.boat": "On the boat: {count}",
    "isola.player.prayers": "Prayer tokens: {count}",
    "isola.player.bay": "Bay {bay}",
    "isola.row.reserve": "Reserve",
    "isola.row.island": "Island",
    "isola.info.round": "Round {round}",
    "isola.info.final": "Last round: the game ends after {name}'s turn.",
    "isola.info.volcanoes": "Volcano tokens: {numbers}",
    "isola.info.supply": "Supply: lava {lava}, cracks {cracks}, prayer tokens {prayers}",
    "isola.ap": "Action points: {ap} of {total}",
    "isola.prompt.turn": "Choose one of your colonists (or your boat), then where it goes "
    "or what it does.",
    "isola.prompt.boat": "Choose a hex of the bay to land on.",
    "isola.prompt.colonist": "Choose a neighbouring hex to move to, a geyser to erect a Moai "
    "on, or an action below.",
    "isola.prompt.carry": "Choose the neighbouring hex to carry the Moai to.",
    "isola.prompt.idle": "None of your colonists can act: take a prayer token or end your turn.",
    "isola.prompt.pray_village.one": "Your village in area {area} is threatened by volcano "
    "{volcano}. Spend your prayer token to save it?",
    "isola.prompt.pray_village.other": "Your village in area {area} is threatened by volcano "
    "{volcano}. Spend one of your {count} prayer tokens to save it?",
    "isola.prompt.pray_moai.one": "Your lying Moai in area {area} is threatened by volcano "
    "{volcano}. Spend your prayer token to save it?",
    "isola.prompt.pray_moai.other": "Your lying Moai in area {area} is threatened by volcano "
    "{volcano}. Spend one of your {count} prayer tokens to save it?",
    "isola.prompt.rescue_all.one": "The land of {areas} is sinking. Choose a highlighted hex "
    "to move your colonist to, or rescue no one.",
    "isola.prompt.rescue_all.other": "The land of {areas} is sinking. Choose one highlighted "
    "hex to move all {count} of your colonists to, or rescue no one.",
    "isola.prompt.rescue_one.one": "The land of {areas} is sinking. Choose a highlighted hex "
    "to move your colonist to, or rescue no one.",
    "isola.prompt.rescue_one.other": "The land of {areas} is sinking with {count} of your "
    "colonists. Choose a highlighted hex to move one of them to, or rescue no one.",
    "isola.prompt.wait": "{name} is playing.",
    "isola.prompt.wait_answer": "{name} is deciding.",
    "isola.prompt.over": "The game is over.",
    "isola.btn.boat": "Land from your boat",
    "isola.btn.carry": "Carry a Moai ({cost} AP)",
    "isola.btn.build": "Build a village ({cost} AP)",
    "isola.btn.create": "Create a colonist ({cost} AP)",
    "isola.btn.carve": "Carve a Moai ({cost} AP)",
    "isola.btn.erect": "Erect the Moai facing {dir} ({cost} AP)",
    "isola.btn.take": "Take a prayer token (cost {cost} AP)",
    "isola.btn.end": "End turn",
    "isola.btn.pray_yes": "Spend a prayer token",
    "isola.btn.pray_no": "Do not pray",
    "isola.btn.rescue_none": "Rescue no one",
    "isola.recent.title": "Chance",
    "isola.die.volcano": "Eruption die: a volcano",
    "isola.die.blank": "Eruption die: blank",
    "isola.token": "Volcano token {volcano}",
    # the pass-the-device screen
    "isola.pass.pray_village.one": "{name}: your village in area {area} is threatened by "
    "volcano {volcano}. Spend your prayer token to save it?",
    "isola.pass.pray_village.other": "{name}: your village in area {area} is threatened by "
    "volcano {volcano}. Spend one of your {count} prayer tokens to save it?",
    "isola.pass.pray_moai.one": "{name}: your lying Moai in area {area} is threatened by "
    "volcano {volcano}. Spend your prayer token to save it?",
    "isola.pass.pray_moai.other": "{name}: your lying Moai in area {area} is threatened by "
    "volcano {volcano}. Spend one of your {count} prayer tokens to save it?",
    "isola.pass.rescue_all.one": "{name}: the land of {areas} is sinking with your colonist "
    "on it. Rescue it to a neighbouring hex?",
    "isola.pass.rescue_all.other": "{name}: the land of {areas} is sinking with {count} of "
    "your colonists on it. Rescue them all to one neighbouring hex?",
    "isola.pass.rescue_one.one": "{name}: the land of {areas} is sinking with your colonist "
    "on it. Rescue it to a neighbouring hex?",
    "isola.pass.rescue_one.other": "{name}: the land of {areas} is sinking with {count} of "
    "your colonists on it. Rescue one of them to a neighbouring hex?",
    "isola.undo.revealed": "Cannot undo: the eruption die was rolled or a volcano token"
    " drawn since",
    "isola.pass.new_turn.one": "{name}: your turn begins, with 1 action point.",
    "isola.pass.new_turn.other": "{name}: your turn begins, with {count} action points.",
    "isola.pass.turn.one": "{name}: back to your turn, with 1 action point left.",
    "isola.pass.turn.other": "{name}: back to your turn, with {count} action points left.",
    # the end screen
    "isola.end.play": "In play",
    "isola.end.villages": "Villages",
    "isola.end.moai": "Moai",
    "isola.end.grouped": "In groups",
    "isola.end.colonists": "Colonists",
    "isola.end.prayers": "Prayer tokens",
    "isola.end.total": "Total",
    "isola.end.table": "Points in play and at the end",
    "isola.end.cell": "{count} → {points}",
    "isola.end.note": "At the end: each village on the island {village} points, each Moai "
    "{moai}, each Moai next to another of its colour {group} more, each colonist on the "
    "island {colonist}, each unused prayer token {prayer}. Ties go to more colonists, then "
    "villages, then Moai.",
    "isola.end.why.volcanoes": "The island sank until few volcanoes were left.",
    "isola.end.why.geysers": "No free geyser was left on the island.",
    "isola.end.why.rounds": "The game stopped after {rounds} rounds.",
    # the rules
    "isola.rules.goal": "Settle the volcanic island with your colonists, build villages and "
    "raise Moai. The most points at the end wins.",
    "isola.rules.turn": "Each turn you have {ap} action points. Move a colonist to a "
    "neighbouring hex ({move} AP; {carry} AP carrying one of your lying Moai with it), "
    "build a village on the lava under your colonist ({build} AP, 1 point), create a "
    "colonist in your village ({create} AP), carve a Moai from the lava under your colonist "
    "({carve} AP), erect it on a geyser of its hex ({erect} AP), or take a prayer token "
    "({prayer_cost} AP, one more for each token you hold). Colonists never cross a crack.",
    "isola.rules.erect": "An erected Moai scores at once: 1 point, or, with villages of "
    "yours in its area, your Moai there × your villages there. Then a crack opens in front "
    "of it and the eruption die is rolled.",
    "isola.rules.eruption": "On a volcano face a volcano token is drawn, and that volcano's "
    "lava flows in all six directions to the first hex without lava, destroying a village "
    "or lying Moai there unless its owner spends a prayer token. When no lava is left on "
    "the island, two volcanoes erupt.",
    "isola.rules.sinking": "When cracks cut the island in two, the smaller part sinks with "
    "everything on it. First its colonists may be rescued: the player whose turn it is "
    "moves all of theirs to one neighbouring hex, each other player one colonist.",
    "isola.rules.end": "When a sinking leaves two volcanoes or fewer, the round is played to "
    "its end. Final points: each village {village}, each Moai {moai}, {group} more for each "
    "Moai next to another of its colour, each colonist on the island {colonist}, each "
    "unused prayer token {prayer}.",
    "isola.rules.controls": "Controls: tap one of your colonists (or your boat), then a "
    "highlighted hex to go there, a highlighted crater to erect a Moai, or a button. Keys: "
    "the arrows move between the places to choose, Enter chooses, Escape cancels.",
    # the log (game/ui/isola/text.py: one template per engine event)
    "isola.log.setup_standard": "A game of L'Isola dei Vulcani for {players} players begins "
    "on the standard island.",
    "isola.log.setup_random": "A game of L'Isola dei Vulcani for {players} players begins "
    "on a random island.",
    "isola.log.landing": "Every boat waits in the landing bay.",
    "isola.log.bay": "{player}'s boat waits in bay {bay}.",
    "isola.log.first": "{player} plays first.",
    "isola.log.turn": "— {player}'s turn (round {round}) —",
    "isola.log.turn_final": "— {player}'s turn (round {round}, the last) —",
    "isola.log.end.one": "{player} ends the turn with 1 action point unspent.",
    "isola.log.end.other": "{player} ends the turn with {count} action points unspent.",
    "isola.log.no_ap": "{player} has no action points left: the turn ends.",
    "isola.log.take.one": "{player} takes a prayer token for {cost} AP and now holds 1.",
    "isola.log.take.other": "{player} takes a prayer token for {cost} AP and now holds {count}.",
    "isola.log.land": "{player}'s colonist lands in area {area}.",
    "isola.log.move": "{player} moves a colonist from area {src} to area {dst}.",
    "isola.log.move_within": "{player} moves a colonist within area {dst}.",
    "isola.log.carry": "{player} carries a Moai from area {src} to area {dst}.",
    "isola.log.carry_within": "{player} carries a Moai within area {dst}.",
    "isola.log.build.one": "{player} builds a village in area {area}: +1 point.",
    "isola.log.build.other": "{player} builds a village in area {area}: +{count} points.",
    "isola.log.create": "{player} creates a colonist in area {area}.",
    "isola.log.carve": "{player} carves a Moai in area {area}.",
    "isola.log.erect.one": "{player} erects a Moai in area {area}, facing {dir}, and scores "
    "1 point (Moai × villages of theirs in the area: {moai} × {villages}).",
    "isola.log.erect.other": "{player} erects a Moai in area {area}, facing {dir}, and "
    "scores {count} points (Moai × villages of theirs in the area: {moai} × {villages}).",
    "isola.log.erect_alone.one": "{player} erects a Moai in area {area}, facing {dir}, and "
    "scores 1 point (no village of theirs in the area).",
    "isola.log.erect_alone.other": "{player} erects a Moai in area {area}, facing {dir}, "
    "and scores {count} points (no village of theirs in the area).",
    "isola.log.crack": "A crack opens between area {area} and area {other}.",
    "isola.log.no_crack_cracked": "The border between area {area} and area {other} is "
    "already cracked: no new crack.",
    "isola.log.no_crack_sea": "The geyser in area {area} faces the sea: no crack.",
    "isola.log.no_crack_supply": "No crack tile is left: the border between area {area} and "
    "area {other} stays whole.",
    "isola.log.split_size": "The island splits in two ({size_a} and {size_b} hexes): the "
    "smaller part sinks.",
    "isola.log.split_volcanoes": "The island splits into two parts of {size_a} hexes: the "
    "one with fewer volcanoes sinks.",
    "isola.log.split_draw": "The island splits into two equal parts of {size_a} hexes: "
    "volcano token {drawn} is drawn, and its part sinks.",
    "isola.log.split_draw_none": "The island splits into two equal parts of {size_a} hexes "
    "without a volcano: chance decides which one sinks.",
    "isola.log.rescue.one": "{player} rescues 1 colonist to area {area}.",
    "isola.log.rescue.other": "{player} rescues {count} colonists to area {area}.",
    "isola.log.no_rescue": "{player} rescues no colonist.",
    "isola.log.sink.one": "1 hex sinks into the ocean: {areas}.",
    "isola.log.sink.other": "{count} hexes sink into the ocean: {areas}.",
    "isola.log.volcano_sinks": "Volcano {volcano} sinks, and its token leaves the game.",
    "isola.log.lost": "{player} loses {pieces} to the ocean.",
    "isola.log.end_triggered.one": "Only 1 volcano remains: the game ends after "
    "{last_player}'s turn.",
    "isola.log.end_triggered.other": "Only {count} volcanoes remain: the game ends after "
    "{last_player}'s turn.",
    "isola.log.roll_volcano": "{player} rolls the eruption die: a volcano!",
    "isola.log.roll_blank": "{player} rolls the eruption die: blank, the volcanoes stay quiet.",
    "isola.log.no_volcano": "No volcano is left to erupt.",
    "isola.log.draw": "{player} draws volcano token {volcano}.",
    "isola.log.double.one": "No lava is left on the island: volcano {volcanoes} erupts!",
    "isola.log.double.other": "No lava is left on the island: double eruption of volcanoes "
    "{volcanoes}!",
    "isola.log.erupt": "Volcano {volcano} erupts.",
    "isola.log.flow": "Lava from volcano {volcano} flows {dir} to area {area}.",
    "isola.log.flow_sea": "The lava of volcano {volcano} flowing {dir} runs into the sea.",
    "isola.log.flow_volcano": "The lava of volcano {volcano} flowing {dir} stops at volcano "
    "{other}.",
    "isola.log.flow_dry": "No lava tile is left: the lava of volcano {volcano} flowing {dir} "
    "stops.",
    "isola.log.prayer_village": "{player}'s village in area {area} is threatened: {player} "
    "spends a prayer token.",
    "isola.log.prayer_moai": "{player}'s Moai in area {area} is threatened: {player} spends "
    "a prayer token.",
    "isola.log.no_prayer_village": "{player}'s village in area {area} is threatened: "
    "{player} does not pray.",
    "isola.log.no_prayer_moai": "{player}'s Moai in area {area} is threatened: {player} does "
    "not pray.",
    "isola.log.flow_stopped": "The prayer is answered: the lava of volcano {volcano} stops "
    "before area {area}.",
    "isola.log.destroyed_village": "The lava destroys {player}'s village in area {area}.",
    "isola.log.destroyed_moai.one": "The lava destroys a lying Moai of {player}'s in area {area}.",
    "isola.log.destroyed_moai.other": "The lava destroys {count} of {player}'s lying Moai "
    "in area {area}.",
    "isola.log.final": "Final scoring for {player}: villages {villages}, Moai {moai} (in "
    "groups {grouped}), colonists on the island {colonists}, prayer tokens {tokens}: "
    "+{points}, {total} in all.",
    "isola.log.ending_volcanoes": "The last round is over: the game ends.",
    "isola.log.ending_geysers": "The round is over and no free geyser is left on the "
    "island: the game ends.",
    "isola.log.ending_rounds": "Round {rounds} is over: the game stops here.",
    "isola.log.game_over.one": "The game is over: {winners} wins.",
    "isola.log.game_over.other": "The game is over: {winners} share the win.",
    # the preview of a Moai (the engine's moai_previews) and the legend
    "isola.preview.title": "If you erect the Moai facing {dir}:",
    "isola.preview.points.one": "+1 point: Moai × your villages in area {area} = {moai} × "
    "{villages}.",
    "isola.preview.points.other": "+{count} points: Moai × your villages in area {area} = "
    "{moai} × {villages}.",
    "isola.preview.points_alone": "+1 point: no village of yours in area {area}.",
    "isola.preview.crack": "A crack opens between area {area} and area {other} (drawn in red).",
    "isola.preview.no_crack_cracked": "No new crack: that border is already cracked.",
    "isola.preview.no_crack_sea": "No crack: the geyser faces the sea.",
    "isola.preview.no_crack_supply": "No crack: no crack tile is left.",
    "isola.preview.whole": "Nothing sinks: the island stays in one piece.",
    "isola.preview.sinks.one": "Sinks: {areas} (1 hex, striped).",
    "isola.preview.sinks.other": "Sinks: {areas} ({count} hexes, striped).",
    "isola.preview.draw": "The island splits into two equal parts: a volcano token decides "
    "whether {a} or {b} sinks.",
    "isola.preview.loses": "{player} loses {pieces}.",
    "isola.preview.empty": "No piece is on it.",
    "isola.preview.die": "Then the eruption die: {volcano} faces in {faces} make a volcano erupt.",
    "isola.legend.title": "Legend",
    "isola.legend.geyser": "Geyser: a Moai may be erected here, facing this edge",
    "isola.legend.area": "Area number (Moai score by area)",
    "isola.legend.edge": "Border between areas: a crack may open here",
    "isola.legend.crack": "Crack: colonists cannot cross it",
    "isola.legend.standing": "Erected Moai, standing on its geyser",
    "isola.legend.lying": "Lying Moai, carved and waiting to be erected",
    "isola.legend.colonist": "Colonist (each player's own shape)",
    "isola.legend.village": "Village",
    # the lesson (game/ui/isola/lesson.py): a guided first game
    "lesson.isola.title": "Learn L'Isola dei Vulcani",
    "lesson.isola.s1.say": "Welcome, {you}! You play Red against {p1}. Your first colonist waits "
    "on your boat in the landing bay: choose your boat, then the highlighted hex of area 11 to "
    "land there. A colonist still on its boat when the game ends scores nothing. Every action "
    "costs action points (AP): you have 4 each turn, and landing costs 1.",
    "lesson.isola.s1.done": "Your colonist has landed in area 11: 3 AP left.",
    "lesson.isola.s1.wrong": "Choose your boat, then the highlighted hex of area 11.",
    "lesson.isola.s2.say": "Like most of the island, this hex is covered with lava. On lava a "
    "colonist can build a village (2 AP): the village replaces the lava tile and scores 1 point "
    "at once. Choose your colonist, then Build a village.",
    "lesson.isola.s2.done": "Your village stands in area 11: +1 point. 1 AP left.",
    "lesson.isola.s2.wrong": "Choose your colonist in area 11, then press Build a village.",
    "lesson.isola.s3.say": "A colonist in one of your villages can create a new colonist there (1 "
    "AP; in one turn, at most one per village of yours in that area). Choose your colonist, then "
    "Create a colonist.",
    "lesson.isola.s3.done": "You have 2 colonists now. With 0 AP left, your turn ended by itself. "
    "{p1} landed too, walked into area 7 and carved a Moai there.",
    "lesson.isola.s3.wrong": "Choose your colonist in your village, then press Create a colonist.",
    "lesson.isola.s4.say": "Volcanoes will erupt, and lava destroys villages. A prayer token can "
    "save one. Press Take a prayer token (1 AP: each token you already hold makes it cost 1 AP "
    "more).",
    "lesson.isola.s4.done": "You hold 1 prayer token. At the end of the game, each unused one is "
    "worth 2 points.",
    "lesson.isola.s4.wrong": "Press Take a prayer token.",
    "lesson.isola.s5.say": "Moai are carved on lava. Move a colonist from your village to the "
    "highlighted lava hex just south (1 AP), then press Carve a Moai (1 AP): the Moai lies there, "
    "on the bare hex.",
    "lesson.isola.s5.done": "Your Moai lies in area 11, waiting to be erected.",
    "lesson.isola.s5.wrong": "Move a colonist from your village to the highlighted hex, then "
    "press Carve a Moai.",
    "lesson.isola.s6.say": "A Moai is erected on a geyser, a small crater at the border of an "
    "area. This hex has none, but your village's hex has one, facing north-east. Choose the "
    "colonist with the Moai, press Carry a Moai (1 AP), then choose your village's hex.",
    "lesson.isola.s6.done": "Your Moai lies next to the geyser now. {p1} carried a Moai onto the "
    "geyser of area 7 facing north and ended the turn.",
    "lesson.isola.s6.wrong": "Choose the colonist standing with the Moai, press Carry a Moai, "
    "then choose your village's hex.",
    "lesson.isola.s7.say": "Your turn. Move a colonist from your village onto the tip of the "
    "island (area 12, highlighted), then build a village there (2 AP).",
    "lesson.isola.s7.done": "Your second village stands on the tip: +1 point. The tip is joined "
    "to the island by two borders only, each with a geyser.",
    "lesson.isola.s7.wrong": "Move a colonist to the highlighted hex of area 12, then press Build "
    "a village.",
    "lesson.isola.s8.say": "Now erect your Moai (1 AP): choose a colonist in your village, then "
    "the geyser facing north-east. The preview shows what follows: the points (Moai × your "
    "villages in the area; 1 with no village), a crack on that border, then the eruption die.",
    "lesson.isola.s8.done": "+1 point (1 Moai × 1 village). A crack now runs between area 11 and "
    "the tip; the die showed a blank face, so no eruption. Then {p1} erected the Moai facing "
    "north: a second crack cuts the tip off the island!",
    "lesson.isola.s8.wrong": "Choose a colonist in your village, then the geyser facing "
    "north-east.",
    "lesson.isola.s9.say": "When cracks split the island in two, the smaller part sinks at once, "
    "with everything on it. First you may rescue your colonists there, across the crack: choose "
    "the highlighted hex of area 11.",
    "lesson.isola.s9.done": "Your colonist is safe, but your village sank with the tip (its point "
    "stays yours). Then {p1} rolled the eruption die: a volcano! Token 7 was drawn: volcano 7 "
    "erupts.",
    "lesson.isola.s9.wrong": "Choose the highlighted hex of area 11 to rescue your colonist.",
    "lesson.isola.s10.say": "Lava runs from the volcano in a straight line in each of the 6 "
    "directions, passes over lava and lands on the first hex without any, destroying a village or "
    "lying Moai there. The south-west flow has covered the bare hex of area 7; the north-west one "
    "reaches your village: spend your prayer token to save it.",
    "lesson.isola.s10.done": "Your prayer stopped the flow: your village is safe. Lava never "
    "harms colonists or erected Moai. {p1} ended the turn.",
    "lesson.isola.s10.wrong": "Press Spend a prayer token to save your village.",
    "lesson.isola.s11.say": "Your turn. At the end of the game each colonist on the island scores "
    "4 points: create one more in your village (1 AP).",
    "lesson.isola.s11.done": "Three of your colonists stand on the island.",
    "lesson.isola.s11.wrong": "Choose a colonist in your village, then press Create a colonist.",
    "lesson.isola.s12.say": "You may end your turn at any time; AP left over are lost. The game "
    "ends once a sinking leaves 2 volcanoes or fewer: the round is played out, then each village "
    "on the island scores 3, each Moai 2 (2 more if next to another of yours), each colonist 4 "
    "and each unused prayer token 2. Press End turn.",
    "lesson.isola.s12.done": "Your turn is over. You have now seen every action of the island!",
    "lesson.isola.s12.wrong": "Press End turn.",
    "lesson.isola.more.title": "L'Isola dei Vulcani: more rules",
    "lesson.isola.m1.say": "Welcome back, {you}! Four rounds have been played: your villages "
    "stand in area 11 and on the tip, where 3 of your colonists are, and your Moai lies in the "
    "area 11 village. First take a prayer token (1 AP). Each token you hold makes the next one "
    "cost 1 AP more; you may take only one per turn, and hold 4 at most: with 3 in hand the 4th "
    "costs all 4 AP.",
    "lesson.isola.m1.done": "You hold 1 token. The button is gone though you still have 3 AP: one "
    "token per turn.",
    "lesson.isola.m1.wrong": "Press Take a prayer token.",
    "lesson.isola.m2.say": "{p1} waits beside the tip with a Moai: erected on the geyser facing "
    "the tip, it would cut the tip off, and the smaller part sinks. Bring a colonist home to your "
    "village in area 11. Cracks stop colonists, and one runs right between the tip and your "
    "village: go round through area 7, 1 AP a step.",
    "lesson.isola.m2.done": "Your colonist is home, beside your lying Moai.",
    "lesson.isola.m2.wrong": "Move a colonist from the tip to the highlighted hex of area 7, then "
    "on to your village.",
    "lesson.isola.m3.say": "With your last AP, create a colonist in your village (1 AP): every "
    "colonist on the island scores 4 at the end.",
    "lesson.isola.m3.done": "{p1} erected his Moai on the geyser facing the tip: its crack cuts "
    "the tip off the island. The tip is the smaller part (1 hex against 48), so it sinks at once, "
    "with your village and 2 colonists.",
    "lesson.isola.m3.wrong": "Choose a colonist in your village in area 11, then press Create a "
    "colonist.",
    "lesson.isola.m4.say": "Before it sinks, colonists may cross the crack. The player who "
    "cracked saves all of theirs onto one hex; you are not on turn, so you save only one. Choose "
    "your village's hex to bring one home.",
    "lesson.isola.m4.done": "One colonist is safe; the other went back to your reserve with the "
    "tip's village (its point stays yours). {p1}'s die showed a blank face, and he ended his turn.",
    "lesson.isola.m4.wrong": "Choose the highlighted hex of your village to rescue a colonist.",
    "lesson.isola.m5.say": "Your turn. Your village's geyser facing north-east now faces the sea. "
    "Erect your Moai on it (1 AP): choose a colonist in your village, then that geyser. The "
    "preview says what follows: your points, no crack (there is no hex beyond it), and the die is "
    "still rolled: 2 of its 6 faces show a volcano.",
    "lesson.isola.m5.done": "+1 point (1 Moai × 1 village) and no crack; the die showed a blank "
    "face.",
    "lesson.isola.m5.wrong": "Choose a colonist in your village, then the geyser facing "
    "north-east.",
    "lesson.isola.m6.say": "At the end, each of your Moai on the island scores 2, and 2 more if "
    "another of yours stands on the same or a neighbouring hex, lying or erected. Move a colonist "
    "to the highlighted lava hex beside your Moai and carve one there (1 AP each).",
    "lesson.isola.m6.done": "Your two Moai are neighbours: each will score 2 + 2 = 4 at the end.",
    "lesson.isola.m6.wrong": "Move a colonist to the highlighted hex, then press Carve a Moai.",
    "lesson.isola.m7.say": "Villages and Moai use up the lava. Whenever the island holds no lava "
    "tile at all, two volcanoes drawn at random erupt at once, with no die. Press End turn.",
    "lesson.isola.m7.done": "You have seen what decides games on the island. Play on, or start a "
    "real game!",
    "lesson.isola.m7.wrong": "Press End turn.",
}
