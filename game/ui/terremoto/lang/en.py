"""Terremoto's words in English: the catalogue Terremoto's other languages follow (same keys,
same placeholders); ``terremoto.*``, and ``game.terremoto.*`` and ``option.terremoto.*`` for
the start screen. The log lines (``terremoto.log.*``) are one template per kind of the
engine's events (game/ui/terremoto/text.py).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.terremoto.title": "Terremoto",
    "game.terremoto.blurb": "A card game of suits: build groups on the table, score, and "
    "beware the Earthquake.",
    "option.terremoto.target200": "Play to 200",
    "option.terremoto.target200.help": "A longer game: the target is 200 points "
    "(5 to 8 players; the default is 150).",
    "option.terremoto.target100": "Play to 100",
    "option.terremoto.target100.help": "A shorter game: the target is 100 points "
    "(5 to 8 players; the default is 150).",
    # cards: names in sentences, short names on the faces, letters in the corners
    "terremoto.card.K.one": "black skeleton",
    "terremoto.card.K.other": "black skeletons",
    "terremoto.card.W.one": "blue wizard",
    "terremoto.card.W.other": "blue wizards",
    "terremoto.card.E.one": "green elf",
    "terremoto.card.E.other": "green elves",
    "terremoto.card.G.one": "red goblin",
    "terremoto.card.G.other": "red goblins",
    "terremoto.card.S.one": "white soldier",
    "terremoto.card.S.other": "white soldiers",
    "terremoto.card.C.one": "clone",
    "terremoto.card.C.other": "clones",
    "terremoto.card.EQ.one": "Earthquake",
    "terremoto.card.EQ.other": "Earthquakes",
    "terremoto.card.OP.one": "Opportunity",
    "terremoto.card.OP.other": "Opportunities",
    "terremoto.card.PR.one": "Prosper",
    "terremoto.card.PR.other": "Prosper cards",
    "terremoto.card.TW.one": "Time Warp",
    "terremoto.card.TW.other": "Time Warps",
    "terremoto.face.K": "Skeleton",
    "terremoto.face.W": "Wizard",
    "terremoto.face.E": "Elf",
    "terremoto.face.G": "Goblin",
    "terremoto.face.S": "Soldier",
    "terremoto.face.C": "Clone",
    "terremoto.face.EQ": "Quake",
    "terremoto.face.OP": "Opportunity",
    "terremoto.face.PR": "Prosper",
    "terremoto.face.TW": "Time Warp",
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
    "terremoto.effect.suit": "A group of one suit scores its cards × the cards of that suit "
    "on the table (every player's, the group included).",
    "terremoto.effect.clone": "Counts as a card of any suit: it joins a group, or clones "
    "alone are declared as a suit.",
    "terremoto.effect.EQ": "Every card on the table goes to the discards.",
    "terremoto.effect.OP": "Draw {draw} cards now; no drawing at the end of this turn.",
    "terremoto.effect.PR": "Score {points} points.",
    "terremoto.effect.TW": "Play as many times as you like this turn (at least two plays).",
    "terremoto.card_effect": "{name}: {effect}",
    "terremoto.and": "{names} and {last}",
    "terremoto.comma": ", ",
    "terremoto.nothing": "nothing",
    # the table
    "terremoto.stage.label": "The table",
    "terremoto.status.turn": "{name}'s turn",
    "terremoto.status.over": "Game over: {names} won",
    "terremoto.status.round": "Round {round} · target {target} points",
    "terremoto.plays.normal": "Plays this turn: {made} made, {left} left",
    "terremoto.plays.warp.one": "Plays this turn: 1 made, no limit (Time Warp)",
    "terremoto.plays.warp.other": "Plays this turn: {count} made, no limit (Time Warp)",
    "terremoto.badge.warp": "Time Warp: play on, or end your plays",
    "terremoto.badge.opportunity": "Opportunity played: no drawing at the end of this turn",
    "terremoto.pile.draw": "Draw",
    "terremoto.pile.discard": "Discards",
    "terremoto.pile.draw_title.one": "Draw pile: 1 card",
    "terremoto.pile.draw_title.other": "Draw pile: {count} cards",
    "terremoto.pile.discard_title.one": "Discard pile: 1 card, {top} on top",
    "terremoto.pile.discard_title.other": "Discard pile: {count} cards, {top} on top",
    "terremoto.pile.discard_empty": "Discard pile: empty",
    "terremoto.tally.title": "On the table",
    "terremoto.tally.chip": "{name} on the table: {count}",
    "terremoto.tally.grow": "→ {count}",
    "terremoto.seat.score": "{score} / {target}",
    "terremoto.seat.score_title": "Score {score} of {target}",
    "terremoto.seat.empty": "No cards on the table",
    "terremoto.seat.hand": "🂠 {count}",
    "terremoto.stack": "{count} {name} on the table",
    "terremoto.stack.count": "×{count}",
    "terremoto.stack.clones.one": "{total} {name} on the table, 1 of them a clone",
    "terremoto.stack.clones.other": "{total} {name} on the table, {count} of them clones",
    "terremoto.cards_in_hand.one": "1 card in hand",
    "terremoto.cards_in_hand.other": "{count} cards in hand",
    "terremoto.pass.one": "Score {score} of {target} · 1 card in hand",
    "terremoto.pass.other": "Score {score} of {target} · {count} cards in hand",
    # the hand and the controls
    "terremoto.hand.title": "{name}'s hand",
    "terremoto.hand.empty": "No cards in hand.",
    "terremoto.hand.wait": "You can play when it is your turn.",
    "terremoto.hand.all": "All {count}",
    "terremoto.hand.none": "None",
    "terremoto.hand.all_title": "Select all your {name}, or none",
    "terremoto.prompt.plays.one": "Play a group or a special card (1 play left)",
    "terremoto.prompt.plays.other": "Play a group or a special card ({count} plays left)",
    "terremoto.prompt.warp.one": "Time Warp: play as much as you like (at least 1 more play)",
    "terremoto.prompt.warp.other": "Time Warp: play as much as you like (at least {count} "
    "more plays)",
    "terremoto.prompt.warp_end": "Time Warp: play more, or end your plays",
    "terremoto.prompt.wait": "{name} is playing.",
    "terremoto.prompt.over": "The game is over.",
    "terremoto.preview.group.one": "{cards} {suit_name}: {size} × {tally} = {points} point",
    "terremoto.preview.group.other": "{cards} {suit_name}: {size} × {tally} = {points} points",
    "terremoto.preview.group_clones.one": "{cards} {suit_name} and {clones} {clone_name}: "
    "{size} × {tally} = {points} point",
    "terremoto.preview.group_clones.other": "{cards} {suit_name} and {clones} {clone_name}: "
    "{size} × {tally} = {points} points",
    "terremoto.preview.clones.one": "{clones} {clone_name} as {suit_plural}: "
    "{size} × {tally} = {points} point",
    "terremoto.preview.clones.other": "{clones} {clone_name} as {suit_plural}: "
    "{size} × {tally} = {points} points",
    "terremoto.preview.prosper": "Prosper: {points} points",
    "terremoto.why.empty": "Select cards in your hand: cards of one suit (clones may join "
    "them), or one special card.",
    "terremoto.why.mixed": "Cards of different suits never form one group.",
    "terremoto.why.alone": "A special card is played alone.",
    "terremoto.why.declare": "Choose the suit your clones stand for.",
    "terremoto.why.illegal": "That is not a legal play now.",
    "terremoto.declare.title": "Clones as:",
    "terremoto.declare.option.one": "{name}: {points} point",
    "terremoto.declare.option.other": "{name}: {points} points",
    "terremoto.declare.points": "+{points}",
    "terremoto.btn.play": "Play",
    "terremoto.btn.clear": "Clear",
    "terremoto.btn.end": "End plays",
    "terremoto.recent.title": "Last turn",
    "terremoto.end.score": "Score",
    "terremoto.end.target": "The first to reach {target} points wins.",
    "terremoto.end.limit": "Nobody reached the target within {rounds} rounds: the highest "
    "score wins.",
    # the log (game/ui/terremoto/text.py: one template per engine event)
    "terremoto.log.setup.one": "A game of Terremoto for {players} players begins (1 deck, "
    "{target} points).",
    "terremoto.log.setup.other": "A game of Terremoto for {players} players begins "
    "({count} decks, {target} points).",
    "terremoto.log.first": "{player} is chosen to start.",
    "terremoto.log.turn": "— {player}'s turn —",
    "terremoto.log.discard_table.one": "{player} discards the card they laid last turn.",
    "terremoto.log.discard_table.other": "{player} discards the {count} cards they laid last turn.",
    "terremoto.log.group": "{player} plays {cards} {suit_name}: {size} × {tally} = {points}.",
    "terremoto.log.group_clones": "{player} plays {cards} {suit_name} and {clones} "
    "{clone_name}: {size} × {tally} = {points}.",
    "terremoto.log.clones": "{player} plays {clones} {clone_name} as {suit_plural}: "
    "{size} × {tally} = {points}.",
    "terremoto.log.earthquake.one": "{player} plays Earthquake: 1 card on the table goes "
    "to the discards.",
    "terremoto.log.earthquake.other": "{player} plays Earthquake: {count} cards on the "
    "table go to the discards.",
    "terremoto.log.opportunity": "{player} plays Opportunity: "
    "they draw now, and not at the end of this turn.",
    "terremoto.log.prosper": "{player} plays Prosper: {points} points.",
    "terremoto.log.time_warp": "{player} plays Time Warp.",
    "terremoto.log.end_plays": "{player} ends their plays.",
    "terremoto.log.draw.one": "{player} draws 1 card.",
    "terremoto.log.draw.other": "{player} draws {count} cards.",
    "terremoto.log.drew": "You drew {card_list}.",
    "terremoto.log.no_draw": "{player} draws nothing at the end of this turn (Opportunity).",
    "terremoto.log.reshuffle.one": "The discards are shuffled into a new draw pile of 1 card.",
    "terremoto.log.reshuffle.other": "The discards are shuffled into a new draw pile of "
    "{count} cards.",
    "terremoto.log.piles_empty": "Both piles are empty: {player} cannot draw more.",
    "terremoto.log.empty_hand": "{player} has no cards and cannot play.",
    "terremoto.undo.revealed": "Cannot undo: cards were drawn since",
    "terremoto.log.win": "{player} wins with {score} points.",
    "terremoto.log.limit.one": "After {rounds} rounds nobody has reached the target: "
    "{winners} wins with {score}.",
    "terremoto.log.limit.other": "After {rounds} rounds nobody has reached the target: "
    "{winners} win with {score}.",
    "terremoto.rules.goal": "Be the first to reach {target} points.",
    "terremoto.rules.turn": "Each turn: your cards laid last turn go to the discards; make "
    "two plays (a group of one suit, or a special card); then draw back up to {hand} cards.",
    "terremoto.rules.scoring": "A group scores its cards × the cards of its suit on the "
    "table, every player's counted, the group included. Clones count as any suit.",
    "terremoto.rules.specials": "Earthquake clears the table. Opportunity draws {draw} cards "
    "now (no drawing at the end of the turn). Prosper scores {points} points. Time Warp lets "
    "you play on as long as you like.",
    "terremoto.rules.end": "Cards on the table stay there for a whole round, adding to "
    "everyone's groups of their suit, until their owner's next turn.",
    "terremoto.rules.controls": "Controls: tap cards to select them, then Play. {keys}",
    "terremoto.tray": "Your hand and your play",
    "terremoto.keys": "Keys: {suits} add a card (Shift takes one away), {specials} a special card "
    "(Earthquake, Opportunity, Prosper, Time Warp), Space selects the focused card, Enter "
    "plays, Esc clears, {end} ends your plays.",
    "terremoto.card_key": "{tip} (key {letter})",
    "terremoto.pile.left.one": "1 card left",
    "terremoto.pile.left.other": "{count} cards left",
    "terremoto.badge.warp_owed.one": "Time Warp: 1 more play owed, then as many as you like",
    "terremoto.badge.warp_owed.other": "Time Warp: {count} more plays owed, then as many as you "
    "like",
    "terremoto.seat.leaves": "Discarded at {name}'s next turn",
    "terremoto.seat.leaves_yours": "Yours: discarded at your next turn",
    "terremoto.rules.goal_any": "Be the first to reach {one} points with {one_from} to {one_to} "
    "players (one deck), "
    "{two} points with {two_from} to {two_to} players (two decks; {options} as options).",
    # ---- the lesson (game/ui/terremoto/lesson.py)
    "lesson.terremoto.title": "Learn Terremoto",
    "lesson.terremoto.s1.say": "Welcome, {you}! You score by laying groups of one suit: a group "
    "scores its cards × every card of its suit on the table, everyone's counted, yours included. "
    "The table holds 4 blue wizards (see “On the table”): select your 2 wizards and press Play "
    "for 2 × 6 = 12.",
    "lesson.terremoto.s1.done": "12 points: your 2 wizards × the 6 wizards now on the table.",
    "lesson.terremoto.s1.wrong": "Select your 2 blue wizards, the highlighted cards, then press "
    "Play.",
    "lesson.terremoto.s2.say": "Every turn you make two plays. For your second, select your 2 "
    "white soldiers and press Play: no soldiers are on the table yet, so they score 2 × 2 = 4. "
    "Then you draw back up to 7 cards.",
    "lesson.terremoto.s2.done": "You drew back up to 7 cards. At their turns {p1} and {p2} first "
    "discarded the cards they had laid the turn before; then {p2} laid 3 soldiers beside your 2 "
    "and scored 3 × 5 = 15: your cards count for everyone while they lie on the table.",
    "lesson.terremoto.s2.wrong": "Select your 2 white soldiers, then press Play.",
    "lesson.terremoto.s3.say": "Your turn again: your wizards and soldiers have left the table, "
    "as everyone's cards do at their owner's next turn. A clone counts as any suit: select your "
    "green elf and the clone and press Play. The clone becomes an elf: 2 × 5 elves = 10.",
    "lesson.terremoto.s3.done": "10 points. The clone stays an elf as long as it lies on the "
    "table.",
    "lesson.terremoto.s3.wrong": "Select your green elf and your clone together, then press Play.",
    "lesson.terremoto.s4.say": "A special card is played alone, and it is one of your two plays. "
    "Select Prosper and press Play: it scores 5 points at once.",
    "lesson.terremoto.s4.done": "Prosper gave you 5 points. Then {p1} played an Earthquake: every "
    "card on the table went to the discard pile, your elf and clone too. It scores nothing, but "
    "it takes away what the others could add to.",
    "lesson.terremoto.s4.wrong": "Select the Prosper card alone, then press Play.",
    "lesson.terremoto.s5.say": "Time Warp lets you play as many times as you like this turn, two "
    "plays at least. Select the Time Warp and press Play.",
    "lesson.terremoto.s5.done": "Time Warp was your first play: this turn has no limit now.",
    "lesson.terremoto.s5.wrong": "Select the Time Warp card alone, then press Play.",
    "lesson.terremoto.s6.say": "Opportunity draws 4 cards now, but then you draw nothing at the "
    "end of this turn. Select Opportunity and press Play.",
    "lesson.terremoto.s6.done": "You drew 4 cards, a red goblin among them: you now hold 3 "
    "goblins.",
    "lesson.terremoto.s6.wrong": "Select the Opportunity card alone, then press Play.",
    "lesson.terremoto.s7.say": "No goblins are on the table: select your 3 red goblins and press "
    "Play for 3 × 3 = 9.",
    "lesson.terremoto.s7.done": "9 points. A big group of a new suit pays well too.",
    "lesson.terremoto.s7.wrong": "Select your 3 red goblins, then press Play.",
    "lesson.terremoto.s8.say": "{p2} has 2 green elves on the table. Your own elf scores "
    "with them: select it and press Play for 1 × 3 = 3 (it lies in your place).",
    "lesson.terremoto.s8.done": "3 points: the elves of every player count for your group.",
    "lesson.terremoto.s8.wrong": "Select your green elf, then press Play.",
    "lesson.terremoto.s9.say": "With Time Warp you may stop whenever you like after two plays. "
    "Keep your Prosper: its 5 points are the same on any turn, and after Opportunity you draw "
    "nothing at the end of this turn, so the cards you keep are all you will have to play next "
    "turn. Press End plays.",
    "lesson.terremoto.s9.done": "Thanks to Opportunity you draw nothing this turn. The first "
    "player to reach 100 points wins at once, even in the middle of a turn. You know the game "
    "now: play on!",
    "lesson.terremoto.s9.wrong": "Press End plays to finish your turn.",
    "lesson.terremoto.more.title": "Terremoto: more rules",
    "lesson.terremoto.m1.say": "This time you play against 4 others. With 5 to 8 players Terremoto "
    "uses two decks (140 cards: 24 of each suit, 4 clones, 4 of each special card), and the first "
    "to reach 150 points wins. You start, on an empty table. Select all 4 blue wizards and press "
    "Play: 4 × 4 = 16. Split into 1 now and 3 in your second play, they would score only 1 × 1 + 3 "
    "× 4 = 13: a group counts the cards on the table when it is laid, so its first part misses the "
    "cards laid after it.",
    "lesson.terremoto.m1.done": "16 points: your 4 wizards × the 4 wizards on the table.",
    "lesson.terremoto.m1.wrong": "Select all 4 blue wizards together, then press Play.",
    "lesson.terremoto.m2.say": "Every turn needs two plays. For your second, lay your black "
    "skeleton: 1 × 1 = 1. Select it and press Play.",
    "lesson.terremoto.m2.done": "All four added cards to yours: {p4} laid 2 skeletons for 2 × 10 = "
    "20. Then your turn began and your own cards left the table: 9 skeletons and 5 wizards remain, "
    "all the others'.",
    "lesson.terremoto.m2.wrong": "Select your black skeleton, then press Play.",
    "lesson.terremoto.m3.say": "You hold a clone but no skeleton. A clone may be played alone: it "
    "counts as the suit you declare. Select the clone: the “Clones as:” buttons show what each "
    "suit would score. Choose the black skeletons and press Play: 1 × 10 = 10 (with your 2 elves "
    "it would make only 3 × 3 = 9).",
    "lesson.terremoto.m3.done": "10 points: your clone stays a skeleton as long as it lies on the "
    "table.",
    "lesson.terremoto.m3.wrong": "Select your clone, choose the black skeletons under “Clones "
    "as:”, then press Play.",
    "lesson.terremoto.m4.say": "For your second play, lay your 2 green elves: 2 × 2 = 4. Keep your "
    "Earthquake for a fuller table.",
    "lesson.terremoto.m4.done": "The others piled up goblins: {p4}'s 3 scored 3 × 11 = 33. Now "
    "that your cards have left the table, 11 goblins, 7 soldiers and 2 wizards lie there.",
    "lesson.terremoto.m4.wrong": "Select your 2 green elves, then press Play.",
    "lesson.terremoto.m5.say": "Score first: select your 3 red goblins and press Play. With the 11 "
    "on the table they make 3 × 14 = 42.",
    "lesson.terremoto.m5.done": "42 points: you lead with 73.",
    "lesson.terremoto.m5.wrong": "Select all 3 red goblins, then press Play.",
    "lesson.terremoto.m6.say": "Now play your Earthquake: every card on the table goes to the "
    "discard pile, yours too. It scores nothing and takes the place of your soldiers (2 × 9 = 18), "
    "but the 4 players after you would add to 14 goblins and 7 soldiers. Select the Earthquake and "
    "press Play.",
    "lesson.terremoto.m6.done": "23 cards left the table. The others began again from an empty "
    "table: {p1}'s 3 soldiers scored only 3 × 3 = 9.",
    "lesson.terremoto.m6.wrong": "Select the Earthquake alone, then press Play.",
}
