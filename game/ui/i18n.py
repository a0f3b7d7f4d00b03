"""Translations: every visible string the Python side produces goes through `t`.

    t("start.default_name", n=3)  ->  "Player 3"

Lookup order: the current language's catalogue, then English, then the key itself (so a
missing string shows up as its key instead of breaking the page). Parameters are filled in
with `str.format`. Pure Python: no browser imports, testable under CPython.
"""

from __future__ import annotations

EN: dict[str, str] = {
    # start screen
    "start.button": "Start game",
    "start.default_name": "Player {n}",
    "start.computer_name": "Computer {n}",
    "start.seat": "Seat {n}",
    "start.human": "Human",
    "start.level.easy": "Computer · Easy",
    "start.level.medium": "Computer · Medium",
    "start.level.hard": "Computer · Hard",
    "start.players_count": "{min}–{max} players",
    "start.unofficial": "{count} players: an unofficial variant",
    "start.seat_kind": "Seat {n} is played by",
    # the games and their options, on the start screen
    "game.eruption.title": "Eruption",
    "game.eruption.blurb": "Steer the lava away from your village with tiles, walls and cards.",
    "game.terremoto.title": "Terremoto",
    "game.terremoto.blurb": "A card game of suits: build groups on the table, score, and "
    "beware the Earthquake.",
    "game.isola.title": "L'Isola dei Vulcani",
    "game.isola.blurb": "Settle a volcanic island, raise Moai and rescue your colonists as "
    "the land sinks.",
    "option.eruption.clans": "Clans",
    "option.eruption.clans.help": "Teams of two on opposite villages. Only with 4 or 6 players.",
    "option.eruption.annihilation": "Annihilation",
    "option.eruption.annihilation.help": "Play on until only one village remains.",
    "option.eruption.forecast": "Lava Forecast",
    "option.eruption.forecast.help": "Three face-up tile piles to choose from.",
    "option.eruption.norain": "No Rain",
    "option.eruption.norain.help": "The 4 Rain cards are left out.",
    "option.terremoto.target200": "Play to 200",
    "option.terremoto.target200.help": "A longer game: the target is 200 points "
    "(5 to 8 players; the default is 150).",
    "option.terremoto.target100": "Play to 100",
    "option.terremoto.target100.help": "A shorter game: the target is 100 points "
    "(5 to 8 players; the default is 150).",
    # loading progress
    "progress.ready": "Ready",
    # boot messages
    "boot.start_failed": "The game could not start: {error}",
    "boot.unexpected": (
        "Something went wrong ({error}). Your game is kept; the details are in the browser's "
        "console."
    ),
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE


def set_language(code: str) -> str:
    """Use the catalogue for `code` (e.g. "it" or "it-IT"); unknown languages fall back to
    English. Returns the language code now in use."""
    global _language
    primary = code.strip().lower().replace("_", "-").split("-")[0]
    _language = primary if primary in CATALOGUES else DEFAULT_LANGUAGE
    return _language


def get_language() -> str:
    return _language


def t(key: str, **params: object) -> str:
    """The text for `key` in the current language, with `params` filled in."""
    template = CATALOGUES[_language].get(key) or EN.get(key)
    if template is None:
        return key
    return template.format(**params) if params else template


# ---- the game screen (game/ui/app.py) -----------------------------------------------------
EN.update(
    {
        "game.turn": "Turn {turn}",
        "board.role": "game board",
        "since.title": "Since your last turn",
        "stats.tiles": "Tiles placed",
        "stats.built": "Walls built",
        "stats.lost": "Walls lost in the village",
        "stats.flows": "Lava flows into the village at the end",
        "stats.played": "Cards played",
        "stats.traded": "Cards traded",
        "stats.heat": "Heat taken / cooled",
        "stats.chart": "Temperature after each turn (the bands are the danger zones)",
        "stats.series": "{name}: {temp}° at the end",
        "since.start": "So far in this game",
        "refuse.place.occupied": "A tile is already there.",
        "refuse.place.closed": "The walls held there: this tile must go elsewhere.",
        "refuse.place.no_flow": "No lava flow reaches this hex: the tile must continue a flow.",
        "refuse.place.no_match": (
            "The tile cannot match its neighbours there in any rotation "
            "(lava must meet lava, and no lava meet no lava)."
        ),
        "refuse.erupt.occupied": "A tile is already there.",
        "refuse.erupt.closed": "The walls held there.",
        "refuse.erupt.no_flow": "No lava flow reaches this hex.",
        "refuse.erupt.no_match": (
            "An eruption tile has lava on every side, and a side without lava faces this hex."
        ),
        "board.label": "The island: lava tiles, walls and the six villages",
        "board.choices": "{prompt} {count} places to choose: arrow keys move, Enter chooses.",
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
        "place.village_edge": "the {colour} village's edge",
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
        "game.to_move": "{name} to play",
        "game.phase.erupt": "Phase 1 · Place your eruption tile",
        "game.phase.place": "Phase 2 · Place the lava tile",
        "game.phase.quake": "Quake · Replace a tile",
        "game.phase.pick": "Lava Forecast · Choose a pile",
        "game.phase.extra": "Danger Zone 3 · Extra tile?",
        "game.phase.cards": "Phase 3 · Action cards",
        "game.phase.relocate": "Relocate · Move walls",
        "game.phase.walls": "Phase 4 · Build walls",
        "game.phase.over": "Game over",
        "guide.place": "Place the lava tile: choose a highlighted hex.",
        "guide.quake": "Quake: choose a highlighted tile to replace with the drawn tile.",
        "guide.rotate": "Rotate (R, wheel or ⟳) and confirm (Enter, ✓ or tap the hex again).",
        "guide.erupt": "Place your eruption tile: choose a highlighted hex.",
        "guide.erupt_armed": "Confirm (Enter, ✓ or tap the hex again).",
        "guide.pick": "Lava Forecast: take the top tile of one pile.",
        "guide.extra": "Danger Zone 3: you may place one extra lava tile.",
        "guide.cards": "Play or trade cards from your hand, then end the card phase.",
        "guide.cards_full": "You hold more than 3 cards: play or trade until you hold 3.",
        "guide.walls": "Build a wall: pick a material, then a highlighted spot. Or end your turn.",
        "guide.walls_none": "No wall to build: end your turn.",
        "guide.armed": "Confirm (Enter, ✓ or tap it again), or Esc to cancel.",
        "guide.relocate": "Relocate: choose a wall of your village to move, or finish.",
        "guide.move_src": "Relocate: choose a wall of your village to move, or finish.",
        "guide.move_dst": "Choose a free edge of your village for the wall.",
        "guide.relocate_src": "Relocate: choose a wall of your village to move.",
        "guide.relocate_dst": "Choose a free edge of your village for the wall.",
        "guide.aftershock": "Aftershock: choose a highlighted tile to turn.",
        "guide.aftershock_rot": "Turn it (R, wheel or ⟳) and confirm.",
        "guide.sinkhole": "Sinkhole: choose a highlighted tile to remove.",
        "guide.bomb": "Volcanic Bomb: choose a highlighted wall to destroy.",
        "guide.reinforce": "Reinforce: pick a material, then a highlighted spot.",
        "guide.build": "Pick a material, then a highlighted spot.",
        "guide.over": "The game is over.",
        "btn.confirm": "✓ Confirm",
        "btn.cancel": "Cancel",
        "btn.rotate_left": "⟲",
        "btn.rotate_right": "⟳ Rotate",
        "btn.pass.cards": "End card phase",
        "btn.pass.walls": "End turn",
        "btn.pass.extra": "No extra tile",
        "btn.pass.relocate": "Done relocating",
        "btn.extra": "Take an extra tile",
        "btn.pile": "Pile {pile}",
        "btn.pile_count": "{count} left",
        "btn.material": "{material} ({count})",
        "btn.give_wall": "Give {material} wall",
        "btn.play": "Play",
        "btn.trade": "Trade → {material}",
        "btn.select": "☐ Tile trade",
        "btn.selected": "☑ Tile trade",
        "btn.give": "Give",
        "btn.trade2": "Trade the 2 selected cards for a lava tile",
        "btn.reveal": "I am {name}: show my hand",
        "btn.show_board": "Show the board",
        "btn.new_game": "New game",
        "btn.rules": "Rules",
        "pass.title": "Pass the device to {name}",
        "pass.village": "{colour} village · {temp}°",
        "pass.happened": "Since your last turn",
        "hand.title": "{name}'s hand",
        "hand.empty": "No cards in hand.",
        "hand.not_now": "Cards are played in phase 3.",
        "hand.select_two": "Select two cards to trade them for a lava tile.",
        "panel.players": "Players",
        "panel.log": "Game log",
        "panel.actions": "Actions",
        "player.zone0": "Safe",
        "player.zone1": "Danger Zone 1",
        "player.zone2": "Danger Zone 2",
        "player.zone3": "Danger Zone 3",
        "player.hand": "{count} cards",
        "player.claimed": "Eruption tile {numbers} to place",
        "player.burned": "Burned",
        "player.partner": "Team with {name}",
        "player.stock": "Stockpile",
        "info.pile": "Lava tiles: {count}",
        "info.piles": "Forecast piles: {a} · {b} · {c}",
        "info.deck": "Card deck: {count}",
        "info.eruption": "Eruption tiles left: {numbers}",
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
        "dice.holds": "holds",
        "dice.falls": "falls",
        "end.title": "Game over",
        "end.rank": "#",
        "end.player": "Player",
        "end.temp": "Temperature",
        "end.tie": "Tie-break",
        "end.team": "Team total",
        "end.winner": "{names} wins!",
        "end.winners": "{names} share the win!",
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
        "blocked": "Can't play: {reason}",
        "rules.title": "How to play",
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
    }
)


# ---- computer players (game/ui/autoplay.py) ------------------------------------------------
EN.update(
    {
        "ai.level.easy": "Easy",
        "ai.level.medium": "Medium",
        "ai.level.hard": "Hard",
        "ai.computer": "Computer · {level}",
        "ai.thinking": "{name} (computer, {level}) is thinking…",
        "ai.warming": "Computer players are warming up…",
        "ai.paused": "Computer players paused",
        "ai.pause": "Pause",
        "ai.resume": "Resume",
        "ai.retry": "Try again",
        "ai.speed": "Computer speed",
        "ai.speed.slow": "Slow",
        "ai.speed.normal": "Normal",
        "ai.speed.fast": "Fast",
        "ai.failed": "The computer players stopped working: {error}. The game is kept; "
        "try again, or start a new game without computers.",
        "ai.invalid": "The computer playing {name} chose a move that is not allowed ({action}). "
        "The game is kept as it was.",
    }
)


_added: set[tuple[str, int]] = set()


def add_templates(prefix: str, templates: dict[str, str]) -> None:
    """Make a game's English templates ``<prefix>.<key>`` entries of the catalogue (once;
    at the first use, so start-up imports no engine)."""
    if (prefix, id(templates)) in _added:
        return
    for key, template in templates.items():
        EN.setdefault(f"{prefix}.{key}", template)
    _added.add((prefix, id(templates)))


# ---- share, save, replay, undo (game/ui/share.py, replay.py) ------------------------------
EN.update(
    {
        "share.title": "Game",
        "menu.button": "☰ Menu",
        "menu.title": "Game menu",
        "menu.new_game": "New game",
        "menu.rematch": "Rematch: same players, new deal",
        "menu.rules": "Rules",
        "menu.saved": "Saved games",
        "menu.rules_close": "Close",
        "menu.rematched": "Rematch: a new game with the same players and options.",
        "share.copy": "Copy link",
        "share.copy_settings": "Copy settings link",
        "share.copied": "Link copied.",
        "share.copied_settings": "Settings link copied: it starts a new game with these players "
        "and options.",
        "share.copy_failed": "Copy the link from the box below.",
        "share.trust": "A game link holds the whole game, hands and upcoming draws included: "
        "share it with players you trust, not to hide information.",
        "share.export": "Export .json",
        "share.import": "Import…",
        "share.exported": "Game record saved as {file}.",
        "share.bad_link": "This link cannot be opened: {error}. Your current game is unchanged.",
        "share.bad_file": "This file cannot be opened: {error}. Your current game is unchanged.",
        "share.file_too_large": "the file is too large (more than 1 MB)",
        "share.opened": "Game opened: {names}, turn {turn}.",
        "share.continued": "Your saved game goes on from this link: {names}, turn {turn}.",
        "share.drop": "Drop a game record (.json) to open it",
        "share.bad_settings": "The settings in this link are not valid: {error}",
        "share.settings_loaded": "Settings loaded from the link: press Start game.",
        "undo.button": "↶ Undo",
        "undo.ok": "Take back your last decision",
        "undo.nothing": "Nothing to undo: you have made no decision yet this turn",
        "undo.revealed": "Cannot undo: a die was rolled or a tile or card drawn since",
        "undo.other_player": "Cannot undo: that decision ended your turn",
        "undo.over": "Cannot undo: the game is over",
        "undo.unsupported": "This game has no undo",
        "undo.hidden": "Show your hand to undo",
        "replay.button": "Replay",
        "replay.title": "Replay",
        "replay.first": "|◀",
        "replay.prev": "◀",
        "replay.next": "▶",
        "replay.last": "▶|",
        "replay.first_title": "First step",
        "replay.prev_title": "Previous step",
        "replay.next_title": "Next step",
        "replay.last_title": "Last step",
        "replay.step": "Step {step} of {total}",
        "replay.slider": "Replay step",
        "replay.action": "Action: {action}",
        "replay.start": "Setup",
        "replay.continue": "Continue from here",
        "replay.close": "Back to the game",
        "replay.note": "Replays show no hands. Continue from here starts a new game; this one "
        "stays in your saved games.",
        "replay.branched": "New game from step {step}. The original game is kept in saved games.",
        "saves.title": "Saved games",
        "saves.none": "No saved games on this device.",
        "saves.resume": "Resume",
        "saves.delete": "Delete",
        "saves.deleted": "Saved game deleted.",
        "saves.turn": "turn {turn}",
        "saves.over": "finished",
        "saves.failed": (
            "Your latest moves could not be saved on this device (its storage is full or "
            "unavailable). Export the game to keep it; this warning stays until a save works."
        ),
        "saves.unavailable": (
            "This browser does not let the game store anything here (an embedded page with "
            "third-party storage blocked, or site data turned off): nothing is saved when the page "
            "closes. Export the game to keep it."
        ),
        "saves.damaged": "Damaged save",
        "saves.export_raw": "Export as is",
        "saves.gone": "the save is no longer there",
        "tabs.busy": "This game is open in another tab. Take it over here (the other tab stops), "
        "or open a copy as a new game?",
        "tabs.take_over": "Take over here",
        "tabs.open_copy": "Open a copy",
        "tabs.cancel": "Cancel",
        "tabs.lost_title": "Open in another tab",
        "tabs.lost": "This game is now open in another tab, which saves it. Moves made here "
        "would not be saved.",
        "tabs.take_back": "Take it back here",
        "tabs.copy": "Keep this tab's game as a copy",
        "tabs.copied": "Opened as a copy: a new saved game.",
        "saves.import": "Import a game (.json)…",
        "embed.bad_config": "invalid config: {error}",
        "sw.update": "A new version of the game is available.",
        "sw.reload": "Reload",
    }
)


# ---- Terremoto's front end (game/ui/terremoto/) ----------------------------------------------
EN.update(
    {
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
        "terremoto.nothing": "nothing",
        # the table
        "terremoto.stage.label": "The table",
        "terremoto.status.turn": "{name}'s turn",
        "terremoto.status.over": "Game over: {names} won",
        "terremoto.status.round": "Round {round} · target {target} points",
        "terremoto.plays.normal": "Plays this turn: {made} made, {left} left",
        "terremoto.plays.warp.one": "Plays this turn: 1 made, no limit (Time Warp)",
        "terremoto.plays.warp.other": "Plays this turn: {count} made, no limit (Time Warp)",
        "terremoto.badge.warp": "Time Warp: play on as long as you like",
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
        "terremoto.preview.group": "{cards} {suit_name}: {size} × {count} = {points} points",
        "terremoto.preview.group_clones": "{cards} {suit_name} and {clones} {clone_name}: "
        "{size} × {count} = {points} points",
        "terremoto.preview.clones": "{clones} {clone_name} as {suit_plural}: "
        "{size} × {count} = {points} points",
        "terremoto.preview.prosper": "Prosper: {points} points",
        "terremoto.why.empty": "Select cards in your hand: cards of one suit (clones may join "
        "them), or one special card.",
        "terremoto.why.mixed": "Cards of different suits never form one group.",
        "terremoto.why.alone": "A special card is played alone.",
        "terremoto.why.declare": "Choose the suit your clones stand for.",
        "terremoto.why.illegal": "That is not a legal play now.",
        "terremoto.declare.title": "Clones as:",
        "terremoto.declare.option": "{name}: {points} points",
        "terremoto.declare.points": "+{points}",
        "terremoto.btn.play": "Play",
        "terremoto.btn.clear": "Clear",
        "terremoto.btn.end": "End plays",
        "terremoto.recent.title": "Last turn",
        "terremoto.recent.since": "Since your last turn",
        "terremoto.end.score": "Score",
        "terremoto.end.target": "The first to reach {target} points wins.",
        "terremoto.end.limit": "Nobody reached the target within {rounds} rounds: the highest "
        "score wins.",
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
        "terremoto.rules.controls": "Controls: tap cards to select them, then Play. Keys: K W E "
        "G S C add a card of that kind (Shift takes one away), Enter plays, Esc clears.",
    }
)
