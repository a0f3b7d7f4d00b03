"""English: the catalogue every other language follows (same keys, same placeholders).

Keys are grouped by where they show; a game's own keys start with its name where the shell
shares a screen with it (``terremoto.*``), Eruption's are the first version's (``card.*``,
``guide.*``...). The log lines are the front ends' own (``log.*`` for Eruption,
``terremoto.log.*``), one template per kind of the engine's events, split where a detail
changes the sentence; the engines' text.py keep the command line's English.

A key whose words change with a count has plural forms instead: ``<key>.one`` and
``<key>.other`` here (``t(key, count=n)`` chooses; see game/ui/i18n.py).
"""

from __future__ import annotations

EN: dict[str, str] = {
    # the page before Python is ready (static/start.js, static/lang.js): index.html's words
    "page.title": "Volcano games",
    "page.tagline": (
        "Eruption, Terremoto and L'Isola dei Vulcani in your browser: on one device, "
        "against the computer, or by link."
    ),
    "page.description": "Volcano board games in your browser, on one device, against the "
    "computer, or by link.",
    "page.language": "Language",
    "page.rules": "How to play",
    "page.game": "Game",
    "page.count": "Number of players",
    "page.players": "Players",
    "page.options": "Optional rules",
    "page.watch": "Watch: every seat a computer",
    "page.thinking": "Computer thinking",
    "page.think.normal": "Normal",
    "page.think.strong": "Slower, stronger",
    "page.loading_page": "Loading page",
    "page.downloading": "Downloading runtime",
    "page.starting": "Starting Python",
    "page.loading_game": "Loading game",
    "page.loading_button": "Loading… {percent}%",
    "page.update": "A new version of the game is available.",
    "page.reload": "Reload",
    "page.close": "Close",
    "page.noscript": "The games need JavaScript and WebAssembly.",
    "page.start": "New game",
    "page.panels.players": "Players",
    "page.panels.hand": "Your hand",
    "page.panels.actions": "Actions",
    "page.panels.log": "Game log",
    "menu.settings": "Settings",
    "settings.title": "Settings",
    "settings.language": "Language",
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
    "option.isola.random": "Random island",
    "option.isola.random.help": "The advanced setup: a new island from the seed, each player "
    "with a landing bay of their own.",
    "option.isola.separate_bays": "Separate landing bays",
    "option.isola.separate_bays.help": "On the standard island, each player lands in a bay of "
    "their own.",
    "option.isola.erected_only": "Only erected Moai score",
    "option.isola.erected_only.help": "At the end, lying Moai score nothing (a variant).",
    # loading progress
    "progress.ready": "Ready",
    # boot messages
    "boot.start_failed": "The game could not start. Reload the page and try again: your saved "
    "games are kept.",
    "boot.unexpected": (
        "Something went wrong ({error}). Your game is kept; the details are in the browser's "
        "console."
    ),
}

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
        "stats.walls": "{straw} straw · {wood} wood · {stone} stone",
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
        "refuse.erupt.no_match": (
            "An eruption tile has lava on every side, and a side without lava faces this hex."
        ),
        "board.label": "The island: lava tiles, walls and the six villages",
        "board.choices.one": "{prompt} 1 place to choose: Enter chooses it.",
        "board.choices.other": "{prompt} {count} places to choose: arrow keys move, Enter chooses.",
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
        "btn.cancel": "Cancel",
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
        "btn.reveal": "I am {name}: show my hand",
        "btn.reveal_open": "I am {name}: go on",
        "btn.show_board": "Show the board",
        "btn.new_game": "New game",
        "pass.title": "Pass the device to {name}",
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
        "hand.select_two": "Select two cards to trade them for a lava tile.",
        "panel.players": "Players",
        "panel.log": "Game log",
        "player.zone0": "Safe",
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
        "dice.vs": "vs",
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
        "blocked.no_turn": "Can't play: no tile can be turned to other flows.",
        "blocked.no_tiles": "Can't play: no lava tile is left to draw.",
        "blocked.no_relocation": "Can't play: you have no wall in your village, or no free "
        "edge to move it to.",
        "blocked.no_removal": "Can't play: no tile can be removed without cutting others off.",
        "blocked.no_reinforce": "Can't play: you have no wall in your stockpile, or no place "
        "to build.",
        "blocked.no_wall": "Can't play: there is no wall on the board.",
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


# ---- Eruption's log (game/ui/eruption/text.py: one template per engine event) ----------------
EN.update(
    {
        "log.setup": "A game of Eruption for {players} players begins.",
        "log.first_roll": "{player} rolls {roll} for first player.",
        "log.turn": "— {player}'s turn —",
        "log.turn_final": "— {player}'s final turn —",
        "log.temp": "{player}'s village: {delta}° ({why}), now {temp}°.",
        "log.gain": "{player} takes a {material} wall ({why}).",
        "log.gain_substitute": "{player} takes a {material} wall ({why}): no {asked} wall was "
        "left.",
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
        "share.bad_link": "This link cannot be opened: {error}.",
        "share.bad_file": "This file cannot be opened: {error}.",
        "share.file_too_large": "the file is too large (more than 1 MB)",
        "share.opened": "Game opened: {names}, turn {turn}.",
        "share.continued": "Your saved game goes on from this link: {names}, turn {turn}.",
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
        "saves.loading": "Looking for saved games…",
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
        "saves.bad_save": "This saved game cannot be opened: {error}.",
        "embed.too_large": "the message is too large or nested too deeply",
        "saves.undo_delete": "Undo",
        "saves.deleted_row": "Deleted: {names}",
        "saves.delete_anyway": "Delete anyway",
        "saves.delete_open": "This game is open in another tab. Delete it anyway?",
        "saves.saved_new": "Saved as a new game.",
        "saves.save_new": "Save as a new game",
        "saves.changed_elsewhere": (
            "This game was changed in another tab: the moves made here are not saved."
        ),
        "saves.deleted_elsewhere": (
            "This game was deleted in another tab: the moves made here are not saved."
        ),
        "share.game_unchanged": "Your current game is unchanged.",
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
        "terremoto.recent.since": "Since your last turn",
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
        "terremoto.log.discard_table.other": "{player} discards the {count} cards they laid "
        "last turn.",
        "terremoto.log.group": "{player} plays {cards} {suit_name}: {size} × {tally} = {points}.",
        "terremoto.log.group_clones": "{player} plays {cards} {suit_name} and {clones} "
        "{clone_name}: {size} × {tally} = {points}.",
        "terremoto.log.clones": "{player} plays {clones} {clone_name} as {suit_plural}: "
        "{size} × {tally} = {points}.",
        "terremoto.log.earthquake.one": "{player} plays Earthquake: 1 card on the table goes "
        "to the discards.",
        "terremoto.log.earthquake.other": "{player} plays Earthquake: {count} cards on the "
        "table go to the discards.",
        "terremoto.log.opportunity.one": "{player} plays Opportunity and draws 1 card.",
        "terremoto.log.opportunity.other": "{player} plays Opportunity and draws {count} cards.",
        "terremoto.log.prosper": "{player} plays Prosper: {points} points.",
        "terremoto.log.time_warp": "{player} plays Time Warp.",
        "terremoto.log.end_plays": "{player} ends their plays.",
        "terremoto.log.draw.one": "{player} draws 1 card.",
        "terremoto.log.draw.other": "{player} draws {count} cards.",
        "terremoto.log.drew": "You drew {card_list}.",
        "terremoto.log.no_draw": "{player} played Opportunity and draws nothing this turn.",
        "terremoto.log.reshuffle.one": "The discards are shuffled into a new draw pile of 1 card.",
        "terremoto.log.reshuffle.other": "The discards are shuffled into a new draw pile of "
        "{count} cards.",
        "terremoto.log.piles_empty": "Both piles are empty: {player} cannot draw more.",
        "terremoto.log.empty_hand": "{player} has no cards and cannot play.",
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
        "terremoto.rules.controls": "Controls: tap cards to select them, then Play. Keys: K W E "
        "G S C add a card of that kind (Shift takes one away), Enter plays, Esc clears.",
    }
)


# ---- L'Isola dei Vulcani's front end (game/ui/isola/) ------------------------------------------
EN.update(
    {
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
        "isola.player.reserve": "In reserve: villages {villages}, colonists {colonists}, "
        "Moai {moai}",
        "isola.player.island": "On the island: villages {villages}, colonists {colonists}, "
        "Moai {moai}",
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
        "isola.prompt.idle": "None of your colonists can act: take a prayer token or end your "
        "turn.",
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
        "isola.log.take.other": "{player} takes a prayer token for {cost} AP and now holds "
        "{count}.",
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
        "isola.log.destroyed_moai.one": "The lava destroys a lying Moai of {player}'s in area "
        "{area}.",
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
    }
)
