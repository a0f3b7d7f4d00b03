"""English: the shell's catalogue every other language follows (same keys, same
placeholders). Each game's own words are in its front end's folder, game/ui/<game>/lang/; here
are the shell's (start screen, menus, saves, links, replay, computer players) and the few words
several front ends share (``board.role``, ``btn.cancel``, ``end.rank``, ``rules.title``...).

A key whose words change with a count has plural forms instead: ``<key>.one`` and
``<key>.other`` here (``t(key, count=n)`` chooses; see game/ui/i18n.py).
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    # the page before Python is ready (static/start.js, static/lang.js): index.html's words
    "page.title": "Volcano games",
    "page.tagline": "{games} in your browser: on one device, against the computer, or by link.",
    # the games' titles as a list in the tagline (startscreen.words_data fills it in)
    "page.and": "{names} and {last}",
    "page.comma": ", ",
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
    "settings.build": "Version {build}: say it when you report a problem",
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
CATALOGUE.update(
    {
        "game.turn": "Turn {turn}",
        "board.role": "game board",
        "since.title": "Since your last turn",
        "since.start": "So far in this game",
        "since.player.one": "{name}: 1 event",
        "since.player.other": "{name}: {count} events",
        "since.setup.one": "Setting up: 1 event",
        "since.setup.other": "Setting up: {count} events",
        "board.choices.one": "{prompt} 1 place to choose: Enter chooses it.",
        "board.choices.other": "{prompt} {count} places to choose: arrow keys move, Enter chooses.",
        "game.to_move": "{name} to play",
        "btn.cancel": "Cancel",
        "btn.reveal": "I am {name}: show my hand",
        "btn.reveal_open": "I am {name}: go on",
        "btn.show_board": "Show the board",
        "btn.new_game": "New game",
        "pass.title": "Pass the device to {name}",
        "panel.players": "Players",
        "panel.log": "Game log",
        "end.title": "Game over",
        "end.rank": "#",
        "end.player": "Player",
        "end.winner": "{names} wins!",
        "end.winners": "{names} share the win!",
        "rules.title": "How to play",
    }
)

# ---- computer players (game/ui/autoplay.py) ------------------------------------------------
CATALOGUE.update(
    {
        "ai.level.easy": "Easy",
        "ai.level.medium": "Medium",
        "ai.level.hard": "Hard",
        "ai.computer": "Computer · {level}",
        "ai.waiting": "The computer players wait for {names} to connect.",
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
        # the hint (game/ui/advice.py)
        "advice.ask": "What would the computer do?",
        "advice.thinking": "The computer is thinking…",
        "advice.warming": "The computer is getting ready…",
        "advice.answer": "The computer ({level}) would choose: {action}",
        "advice.labelled": "{what} (“{label}”)",
        "advice.then": " → ",  # between the steps of one action
        "advice.failed": "No hint: the computer players stopped working ({error}). "
        "Press the button again to try again.",
    }
)


# ---- share, save, replay, undo (game/ui/share.py, replay.py) ------------------------------
CATALOGUE.update(
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
        "undo.revealed": "Cannot undo: something new was revealed since",
        "undo.other_player": "Cannot undo: that decision ended your turn",
        "undo.over": "Cannot undo: the game is over",
        "undo.unsupported": "This game has no undo",
        "undo.watch": "Nothing to undo: the computer players' moves stand",
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
        "replay.by": "{name}'s move",
        "replay.start": "Setup",
        "replay.continue": "Continue from here",
        "replay.close": "Back to the game",
        "replay.note": "Replays show only what every player could see. Continue from here "
        "starts a new game; this one stays in your saved games.",
        "replay.branched": "New game from step {step}. The original game is kept in saved games.",
        "saves.title": "Saved games",
        "saves.none": "No saved games on this device.",
        "saves.loading": "Looking for saved games…",
        "saves.resume": "Resume",
        "saves.delete": "Delete",
        "saves.deleted": "Saved game deleted.",
        "saves.tally.points": "Points: {list}",
        "saves.tally.point": "{name} {value}",
        "saves.tally.degrees": "Temperatures: {list}",
        "saves.tally.degree": "{name} {value}°",
        "saves.turn": "turn {turn}",
        "saves.lesson": "{game} · {lesson}",
        "saves.step": "step {step} of {steps}",
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
        "embed.unknown_type": "unknown message type {type}: the game reads only game:start",
    }
)

# playing from several devices (game/ui/channel.py, joining.py, static/start.js)
CATALOGUE.update(
    {
        "start.remote": "Another device",
        "remote.title": "Players at other devices",
        "remote.dealer": "This device holds the game: each other device sees only its own seat.",
        "remote.invite": "Invite {name}",
        "remote.making": "Making an invitation…",
        "remote.qr": "QR code of this link",
        "remote.copy": "Copy",
        "remote.copied": "Copied.",
        "remote.answer_label": "{name}'s answer (a link or a code)",
        "remote.connect": "Connect",
        "remote.connecting": "Connecting…",
        "remote.scan_stop": "Stop the camera",
        "remote.camera": "Camera",
        "remote.camera_denied": "The camera may not be used here: "
        "paste the answer in the box instead.",
        "remote.camera_missing": "No camera could be opened: paste the answer in the box instead.",
        "remote.waiting_for": "Waiting for {name}",
        "remote.not_connected": "{name} is not connected yet.",
        "remote.connected": "{name} is connected.",
        "remote.moved": "{name}'s link was opened on another device, which plays {name} now. "
        "If that is not {name}, make a new link.",
        "remote.disconnected": "{name} is disconnected.",
        "remote.new_invitation": "New invitation for {name}",
        "remote.join_title": "Join a game",
        "remote.joining": "Reading the invitation…",
        "remote.send_answer": "Send this answer to the host:",
        "remote.answer_code": "Your answer",
        "remote.share": "Share",
        "remote.waiting_host": "Waiting for the host…",
        "remote.connected_host": "Connected: the game is on its way…",
        "remote.failed": "Not connected: {error}",
        "remote.host_lost": "Connection to the host lost.",
        "remote.host_gone": "Connection to the host lost: scan the host's new invitation to come "
        "back.",
        "remote.scan_invitation": "Scan the new invitation",
        "remote.scan_invitation_help": "Hold the host's invitation QR code up to the camera.",
        "remote.not_invitation": "That code is not an invitation to a game.",
        "remote.camera_missing_invitation": "No camera here: open the host's new invitation link "
        "on this device.",
        "desk.title": "Invite the table",
        "desk.open": "Invite the table",
        "desk.close": "Back to the game",
        "desk.next": "Next invitation",
        "desk.steps_answer": "{name}: scan this code with your phone's camera, then hold up the "
        "code your phone shows to this device's camera.",
        "desk.steps_link": "{name}: scan this code with your phone's camera; the game opens on "
        "your phone by itself.",
        "desk.without_camera": "Without a camera: the link and the answer box",
        "desk.everyone": "Everyone is at the table.",
        "remote.your_turn": "Your turn",
        "remote.now_played": "{name} is now played on {host}'s device.",
        "remote.now_played_host": "{name} is now played on the host's device.",
        "remote.bad_invitation": "This invitation cannot be used: {error}",
        "remote.bad_message": "The host sent something this device cannot read. "
        "If it happens again, reload both pages.",
        "remote.away": "Not connected: {names}",
        "remote.watcher": "Watcher {n}",
        "remote.watch_invite": "Invite someone to watch",
        "remote.play_here": "Play {name} on this device",
        "remote.computer_plays": "Let the computer play {name}",
        "remote.handed_computer": "The computer plays {name} from now on.",
        "remote.handed_here": "{name} is played on this device from now on.",
        "remote.join_named": "Join {host}'s game of {game} as {name}",
        "remote.watch_named": "Watch {host}'s game of {game}",
        "remote.you_watch": "You are watching; the host's device holds the game.",
        "remote.you_play": "You play {name} here; the host's device holds the game.",
        "remote.error.not-a-code": "that is not a connection code.",
        "remote.error.damaged": "the code is damaged (copy it whole).",
        "remote.error.too-long": "the code is too long.",
        "remote.error.wrong-kind": "that code goes the other way (an invitation, not an answer, "
        "or the reverse).",
        "remote.error.unusable": "this code cannot be used.",
        "remote.error.no-invitation": "no invitation is waiting for this answer.",
        "remote.error.other-invitation": "this answer belongs to another invitation.",
        "remote.error.unreachable": "the other device could not be reached.",
        "remote.error.closed": "the connection closed before it opened.",
        "remote.error.unsupported": "this browser cannot connect to other devices.",
        "remote.error.unknown": "the connection failed.",
        "remote.refused.too_fast": "Too many messages at once: wait a moment.",
        "remote.refused.too_large": "The host refused a message that was too large.",
        "remote.refused.handed_over": "Your seat was handed to someone else.",
        "remote.refused.not_json": "The host could not read a message from this device.",
        "remote.refused.version": "The host plays another version of the site: reload both pages.",
        "remote.refused.bad_shape": "The host could not understand a message from this device.",
        "remote.refused.wrong_seat": "Refused: that move was for another player's seat.",
        "remote.refused.replayed": "Refused: that move was already sent.",
        "remote.refused.game_over": "Refused: the game is over.",
        "remote.refused.not_your_turn": "Refused: it is not your turn.",
        "remote.refused.stale": "Refused: the game had moved on; look again.",
        "remote.refused.illegal": "Refused: that move is not allowed now.",
        "remote.new_link": "New link (the old one stops working)",
        "remote.new_link_made": "A new link: the old one no longer works.",
        "remote.server_retry": "The connection server cannot be reached; trying again…",
        "remote.joining_host": "Connecting to the host…",
        "remote.reconnecting": "Connection to the host lost: reconnecting…",
        "remote.replaced": "This seat is now played in another tab or on another device.",
        "remote.denied": "The host refused this link (it is old or wrong): ask the host for a "
        "new one.",
        "remote.error.no_server": "this site has no connection server for one-click invitations.",
        "rejoin.title": "Games on other devices",
        "rejoin.row": "Rejoin {host}'s game of {game} as {name}",
        "rejoin.ask": "Ask {host} for a new invitation.",
        "rejoin.go": "Rejoin",
        "rejoin.forget": "Forget",
        # lessons (game/ui/lesson.py; each game's steps are in its front end's catalogue)
        "page.lesson": "Learn to play",
        "menu.lesson": "Learn to play",
        "page.more": "More rules",
        "menu.more": "More rules",
        "lesson.more": "More rules: what decides games",
        "lesson.progress": "Step {step} of {steps}",
        "lesson.real": "Play a real game",
        "lesson.leave": "Leave the lesson",
        "lesson.complete": "Lesson complete: you know how to play. "
        "Start a real game with the same players, or play this one on.",
        "lesson.watch": "{name} plays now: watch what happens.",
        "lesson.finished": "Lesson complete: you know how to play. Try a real game with the same "
        "players.",
        "lesson.wrong": "Not that one: the lesson asks for the highlighted choice.",
        "lesson.none": "This game has no lesson yet.",
    }
)
