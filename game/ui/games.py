"""Which game is on the screen, and every way one gets there: the start form, a saved game
(resumed, taken over from another tab, or copied), a link, a file, a replay's "continue from
here", an embedding page's message. Also what follows each change: the autosave and the
messages to the embedding page.

The top of the shell: it ties the screen (game/ui/screen.py) to saving, sharing, replay and
the host page; none of those imports it back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from game.core import links
from game.core.errors import GameError, RecordError
from game.core.record import Record
from game.core.registry import FIRST_GAME

from . import channel, host, joining, saves, saving, share, store
from .dom import button, clear, clicked, el, focus, js_object, remove
from .guard import once, proxy, report, spawn
from .i18n import LANGUAGE_NAMES, get_language, t
from .lesson import lesson_of, part_of
from .loading import Slices
from .page import clear_notice, game_shown, keep, new_id, notify, now_ms, refuse, show_game
from .rejoin import PLAY
from .remote import RemoteTable
from .screen import Hooks, Screen
from .session import Session

_screen: list[Screen] = []  # the game screen, once made
_posted: dict[str, Any] = {"key": None}
_embedded: dict[str, str | None] = {"id": None}  # the game the embedding page started last
ALIASES = {"eruption:start": "eruption"}  # messages of the first version: game:* with a game


def screen() -> Screen | None:
    """The game screen, if a game was opened."""
    return _screen[0] if _screen else None


def new_seed() -> int:
    """A random seed that JavaScript reads exactly (at most 2^53 - 1)."""
    try:
        arr = js.Uint32Array.new(2)
        js.crypto.getRandomValues(arr)
        return (int(arr[0]) & 0x1FFFFF) << 32 | int(arr[1])
    except Exception:  # no Web Crypto: fall back on Math.random
        return int(js.Math.random() * 2**53)


# ---- opening a game ----------------------------------------------------------------------------


def start_game(game: str, config: dict[str, Any], seed: int | None = None) -> Screen:
    """Start a new game of ``game`` with ``config`` (ConfigError if it is not valid)."""
    session = Session(config, new_seed() if seed is None else seed, game)
    return open_session(session, new_id())


def start_lesson(game: str, you: str, part: int = 0) -> Screen | None:
    """Start ``game``'s lesson number ``part`` (0: Learn to play, 1: More rules), with ``you``
    as the learner's name (None, told, if the game has no such lesson)."""
    lesson = lesson_of(game, part)
    if lesson is None:
        notify(t("lesson.none"), error=True)
        return None
    session = Session(lesson.config(you), lesson.seed, game)
    for action in lesson.setup:  # the prepared position
        session.apply(action)
    return open_session(session, new_id())


def open_session(
    session: Session, game_id: str, created: float | None = None, saved: bool = False
) -> Screen:
    """Show ``session`` on the game screen (made once, then reused). ``saved``: it comes from
    its own save, which needs no new write."""
    doc = js.document
    _opened[0] += 1
    clear_notice()
    saving.close_tab_dialog()
    show_game(doc, True)
    current = screen()
    if current is not None and current.game_id != game_id:
        store.release(current.game_id)
    current = _the_screen(doc)
    current.show(session, game_id, created or now_ms(), _hooks())
    joining.leave()
    channel.host(current)
    saving.render_save_warning(current)
    _remember_game_screen()
    _posted["key"] = None  # a game opened: its turn is announced, even if the last was alike
    _remember_open(game_id)
    changed(current, save=not saved)
    return current


def _the_screen(doc: Any) -> Screen:
    current = screen()
    if current is None:
        _install(doc)
        current = Screen()
        _screen.append(current)
    return current


def open_guest(table: RemoteTable, send: Callable[[str], None]) -> Screen:
    """Show the game another device holds, as ``table``'s seat or as a watcher (nothing of
    it is saved)."""
    doc = js.document
    clear_notice()
    show_game(doc, True)
    current = screen()
    if current is not None:
        store.release(current.game_id)
    current = _the_screen(doc)
    current.show_guest(table, table.seat, send, _guest_hooks())
    joining.shown(table)
    _remember_game_screen()
    _remember_open(None)
    return current


def open_record(record: Record, source: str = "link") -> bool:
    """Replay ``record`` and open it; on error a message, nothing changed. A link that goes on
    from a game saved on this device (same game, settings and seed, its actions starting with
    the saved ones) continues that saved game instead of making a copy; otherwise, and for a
    file, it becomes a new saved game."""
    try:
        session = Session.from_record(record)
    except RecordError as error:
        refuse(t(f"share.bad_{source}", error=error))
        return False
    if source == "link":
        spawn(_open_link(session))
    else:
        _open_new(session)
    return True


def _open_new(session: Session) -> None:
    open_session(session, new_id())
    notify(t("share.opened", names=", ".join(session.names), turn=session.turn()))


async def _open_link(session: Session) -> None:
    save = saves.continued_by(session.record, await store.all_saves())
    if save is None or not await store.claim(save.key):
        _open_new(session)
        return
    open_session(session, save.key, created=save.created)
    notify(t("share.continued", names=", ".join(session.names), turn=session.turn()))


def open_fragment(fragment: str) -> None:
    """Open what the URL fragment carries (a game, or settings for the start form). The
    fragment is dropped first, so a link that cannot be opened is not tried again on reload."""
    _opened[0] += 1
    _drop_fragment()
    if fragment.startswith(joining.JOIN):
        joining.join(fragment[len(joining.JOIN) :], open_guest)
        return
    if fragment.startswith(PLAY):
        joining.join_link(fragment, open_guest)
        return
    try:
        kind, value = links.decode_fragment(fragment)
    except RecordError as error:
        refuse(t("share.bad_link", error=error))
        return
    if kind == "game":
        open_record(value, "link")
    elif kind == "new":
        game, config = value
        try:
            Session(config, 0, game)
        except (GameError, TypeError) as error:
            refuse(t("share.bad_settings", error=error))
        else:
            share.fill_form(game, config)
            notify(t("share.settings_loaded"))


def _drop_fragment() -> None:
    """Forget the fragment (so a reload resumes from the autosave, not the old link). A link
    opened in a tab that shows a game made a new history entry: it is the game's too."""
    loc = js.window.location
    if str(loc.hash):
        path = str(loc.pathname) + str(loc.search)
        state = _game_entry() if screen() is not None and game_shown() else js.history.state
        js.window.history.replaceState(state, "", path)


# Counts what this page opened (a game, a link): reopening a game after a reload takes a
# while, and gives way to whatever was opened meanwhile.
_opened = [0]


async def resume(
    key: str, steal: bool = False, copy: bool = False, since: int | None = None
) -> None:
    """Open saved game ``key`` here; if another tab has it, ask first (take over or copy).
    ``since``: only if nothing was opened here since ``_opened`` said that."""
    if not copy and not await store.claim(key, steal):
        if since in (None, _opened[0]):
            saving.show_tab_dialog(key)
        return
    save = await store.read(key)
    problem = t("saves.gone") if save is None else save.problem
    if save is None or save.record is None:
        refuse(t("saves.bad_save", error=problem))
        if not copy:
            store.release(key)
        return
    try:
        session = Session.from_record(save.record)
    except RecordError as error:
        refuse(t("saves.bad_save", error=error))
        if not copy:
            store.release(key)
        return
    if since not in (None, _opened[0]):
        store.release(key)
    elif copy:
        open_session(session, new_id())
        notify(t("tabs.copied"))
    else:
        open_session(session, key, created=save.created, saved=True)


async def _delete(key: str, sure: bool = False) -> None:
    """Delete saved game ``key`` (asking first if another tab has it open); the list offers
    Undo in its place."""
    if not sure and await store.open_elsewhere(key):
        saving.show_delete_dialog(key)
        return
    saving.close_tab_dialog()
    saving.deleted(key, await store.remove(key))
    await saving.render_saves(js.document)
    notify(t("saves.deleted"))


async def _undo_delete(key: str) -> None:
    await store.restore(key, saving.undeleted(key))
    await saving.render_saves(js.document)
    clear_notice()


def on_saved_click(event: Any) -> None:
    cmd = clicked(event)
    if "resume" in cmd:
        spawn(resume(str(cmd["resume"])))
    elif "delete" in cmd:
        spawn(_delete(str(cmd["delete"])))
    elif "delete_sure" in cmd:
        spawn(_delete(str(cmd["delete_sure"]), sure=True))
    elif "undo_delete" in cmd:
        spawn(_undo_delete(str(cmd["undo_delete"])))
    elif "export_raw" in cmd:
        save = saving.listed(str(cmd["export_raw"]))
        if save is not None:
            share.download(f"damaged-save-{save.key[:16]}.json", save.text)
    elif "tab_dialog" in cmd:
        saving.close_tab_dialog()
        what, key = cmd["tab_dialog"], str(cmd.get("key", ""))
        if what in ("take", "copy"):
            spawn(resume(key, steal=what == "take", copy=what == "copy"))
    elif "import" in cmd:
        share.pick_file()


def on_rules_button(_event: Any) -> None:
    chosen = js.document.querySelector("#start-form input[name=game]:checked")
    _show_rules(None, str(chosen.value) if chosen else None)


def on_file_picked(event: Any) -> None:
    share.picked(event, lambda record: open_record(record, "file"))


def on_drop(event: Any) -> None:
    share.dropped(event, lambda record: open_record(record, "file"))


def on_drag_over(event: Any) -> None:
    share.dragged_over(event)


def on_drag_leave(event: Any) -> None:
    share.dragged_away(event)


def on_hashchange(_event: Any) -> None:
    open_fragment(str(js.window.location.hash))


def on_more_button(event: Any) -> None:
    on_lesson_button(event, 1)


def on_lesson_button(_event: Any, part: int = 0) -> None:
    """Learn to play (``part`` 1: More rules): the chosen game's lesson, the first seat's
    name as the learner's."""
    doc = js.document
    chosen = doc.querySelector("#start-form input[name=game]:checked")
    first = doc.querySelector("#names input[type=text]")
    you = str(first.value).strip() if first else ""
    clear_notice()
    try:
        start_lesson(str(chosen.value) if chosen else FIRST_GAME, you, part)
    except Exception as error:  # the start screen keeps working; details to the console
        js.console.error(f"starting the lesson failed: {error!r}")
        show_game(doc, False)
        notify(t("boot.start_failed"), error=True)


def _on_lost(key: Any) -> None:
    current = screen()
    if current is not None and current.game_id == str(key):
        saving.lose(current)


OPEN_KEY = "volcano:open"  # sessionStorage: the game this tab shows
LESSON_KEY = "volcano:lesson"  # sessionStorage: that game, when it is a lesson
REOPEN_KEY = "volcano:reopen"  # sessionStorage: set by the update prompt's Reload (pwa.js)
BUILD_KEY = "volcano:build"  # sessionStorage: the build this tab ran last (<html data-build>)


def _remember_open(game_id: str | None) -> None:
    current = screen()
    lesson = current is not None and current.game_id == game_id and current.lesson is not None
    keep("session", OPEN_KEY, game_id)  # (none kept: the update prompt's reload shows the start)
    keep("session", LESSON_KEY, game_id if lesson else None)


def _reopen_after_update(reopen: bool) -> None:
    """The update prompt reloaded the page, or a lesson's page was reloaded: open again the
    game it showed (a plain reload of a game shows the start screen). A release before
    8e4e61e said neither that nor which game: a tab that ran none since (no build of its own
    kept) and reloaded on a game screen opens the game saved last. Not ``reopen`` (the
    player opened a game first): only the tab's notes are kept, for its next reload."""
    try:
        wanted = js.sessionStorage.getItem(REOPEN_KEY)
        js.sessionStorage.removeItem(REOPEN_KEY)
        shown = js.sessionStorage.getItem(OPEN_KEY)
        lesson = isinstance(shown, str) and js.sessionStorage.getItem(LESSON_KEY) == shown
        key = shown if wanted or lesson else None
        earlier = not isinstance(js.sessionStorage.getItem(BUILD_KEY), str)  # (JS null)
        js.sessionStorage.setItem(BUILD_KEY, str(js.document.documentElement.dataset.build))
    except Exception:
        return
    if not reopen or str(js.location.hash):
        return
    if isinstance(key, str) and key:
        spawn(resume(key, since=_opened[0]))
    elif earlier and _in_game_state():
        spawn(_resume_last_saved(_opened[0]))


async def _forget_unsaved() -> None:
    """What hosting kept for games deleted since is forgotten: only where the saves are
    surely all listed (IndexedDB open; a fallback lists none of them)."""
    if await store.backend() == "indexeddb":
        channel.forget_unsaved({save.key for save in await store.all_saves()})


async def _resume_last_saved(since: int) -> None:
    playing = [s for s in await store.all_saves() if not s.damaged and not s.over]
    if playing:
        await resume(playing[0].key, since=since)


# ---- what follows a change ---------------------------------------------------------------------


def changed(current: Screen, save: bool = True) -> None:
    """After an action, an undo or a new game: autosave and tell the host page (each message
    once: the same turn of the same game is not announced twice)."""
    if save and not current.lost:
        saving.autosave(current)
    channel.changed(current)
    s = current.session
    game = s.game.name
    if s.over():
        ranks = s.ranking()
        message: dict[str, Any] = {
            "type": "gameover",
            "ranking": [
                {"seat": k, "name": s.names[k], "rank": ranks[k]}
                for k in sorted(range(len(ranks)), key=lambda k: (ranks[k], k))
            ],
        }
        key: tuple[Any, ...] = (current.game_id, "over")
    else:
        seat = s.to_move()
        assert seat is not None  # a game not over has a player to move
        message = {"type": "turn", "player": seat, "name": s.names[seat], "turn": s.turn()}
        key = (current.game_id, seat, s.turn())
    if _posted["key"] != key:
        _posted["key"] = key
        post(game, message)


def post(game: str | None, message: dict[str, Any]) -> None:
    """Send ``message`` to the host page as ``game:<type>`` (with the game's name), and for
    Eruption also as the first version's ``eruption:<type>``."""
    kind = message["type"]
    host.post({**message, "type": f"game:{kind}", **({"game": game} if game else {})})
    if game in (None, "eruption"):
        host.post({**message, "type": f"eruption:{kind}"})


def on_message(data: dict[str, Any]) -> None:
    """A message from the host page: ``game:start`` (or ``eruption:start``) starts a game;
    another ``game:`` type is answered with an error (but ``game:error``: a host that echoes
    every message would get an answer to each answer)."""
    kind = data.get("type")
    if kind == "game:start":
        game = data.get("game", FIRST_GAME)
    elif kind in ALIASES:
        game = ALIASES[kind]
    else:
        if isinstance(kind, str) and kind.startswith("game:") and kind != "game:error":
            post(None, {"type": "error", "message": t("embed.unknown_type", type=kind[:40])})
        return
    config = data.get("config")
    try:
        if not isinstance(config, dict) or not isinstance(game, str):
            raise GameError("the message needs a game and a config object")
        session = Session(config, 0, game)  # validates (ConfigError, RecordError)
    except (GameError, TypeError) as error:
        message = {"type": "error", "message": t("embed.bad_config", error=error)}
        post(game if isinstance(game, str) else None, message)
        return
    # a game the page started that has no move yet is replaced, not kept beside the new one
    current, game_id = screen(), new_id()
    if current is not None and current.game_id == _embedded["id"]:
        if not current.session.record.actions:
            game_id = current.game_id
    _embedded["id"] = game_id
    open_session(Session(session.record.config, new_seed(), game), game_id)


def on_refused(kind: str) -> None:
    """A message of ours from the host page that was too large or too deep to be read."""
    if kind.startswith("game:") or kind in ALIASES:
        game = ALIASES.get(kind)
        post(game, {"type": "error", "message": t("embed.bad_config", error=t("embed.too_large"))})


# ---- moving between the screens -------------------------------------------------------------


def navigate(current: Screen, where: str) -> None:
    """The menu's and the end screen's ways on: back to the start screen (a new game, or the
    saved games), a rematch, the rules."""
    if where in ("lesson", "more") or (where == "rematch" and current.lesson is not None):
        lesson = current.lesson
        part = 1 if where == "more" else part_of(lesson) if where == "rematch" and lesson else 0
        start_lesson(current.session.game.name, current.table.names[0], part)
    elif where == "rematch":
        config = current.session.record.config
        start_game(current.session.game.name, config)
        notify(t("menu.rematched"))
    elif where == "rules":
        _show_rules(current)
    elif where == "settings":
        _show_settings(current)
    elif where in ("new", "saved"):
        if _in_game_state():
            js.history.back()  # the popstate handler shows the start screen
        else:
            _show_start()
        if where == "saved":
            js.setTimeout(once(_focus_saved), 0)


def _in_game_state() -> bool:
    state = js.history.state
    return state is not None and getattr(state, "volcano", None) == "game"


def _game_entry() -> Any:
    return js_object({"volcano": "game"})


def _remember_game_screen() -> None:
    """A history entry for the game screen, so that Back returns to the start screen. An
    entry that says "game" but came with the page (a reload, a restored tab, a release before
    8e4e61e) becomes the start screen's: going back from the game there left the site."""
    if not _in_game_state() or not _pushed[0]:
        path = str(js.location.pathname) + str(js.location.search)
        if _in_game_state():
            js.history.replaceState(None, "", path)
        js.history.pushState(_game_entry(), "", path)
        _pushed[0] = True


_pushed = [False]  # whether this page made the game screen's history entry


def on_popstate(_event: Any) -> None:
    if str(js.location.hash):
        return  # a link was opened in this tab: the hashchange handler opens it
    current = screen()
    if _in_game_state() and current is not None:
        show_game(js.document, True)
        current.refresh()
    else:
        _show_start()


def _show_start() -> None:
    _remember_open(None)
    clear_notice()
    show_game(js.document, False)
    joining.render_rejoins()
    spawn(saving.render_saves(js.document))


def relabel() -> None:
    """Redraw what Python wrote in the language now in use (the start screen redraws its own
    words)."""
    current = screen()
    if current is not None:
        current.refresh()
        channel.render(current)
    joining.render_rejoins()
    spawn(saving.render_saves(js.document))
    for node_id in ("rules-dialog", "settings-dialog"):
        old = js.document.getElementById(node_id)
        if old:
            old.remove()
            if node_id == "settings-dialog" and current is not None:
                _show_settings(current)  # in the new words, the focus kept on the choice


def _show_settings(current: Screen) -> None:
    """Settings over the game: the language (the switch redraws at once, the game goes on)."""
    remove("settings-dialog")
    dialog = el("div", "rules-dialog", None, id="settings-dialog", role="dialog")
    dialog.setAttribute("aria-modal", "true")
    dialog.setAttribute("aria-labelledby", "settings-h")
    card = el("div", "pass-card rules-card")
    card.appendChild(el("h2", None, t("settings.title"), id="settings-h"))
    label = el("label", "language-setting")
    label.appendChild(el("span", None, t("settings.language")))
    select = el("select", None, None, id="settings-language")
    for code, name in LANGUAGE_NAMES.items():
        option = el("option", None, name, value=code, lang=code)
        option.selected = code == get_language()
        select.appendChild(option)
    select.addEventListener("change", proxy(lambda _e: js.volcanoLanguage.set(select.value)))
    label.appendChild(select)
    card.appendChild(label)
    build = str(js.document.documentElement.dataset.build or "")
    card.appendChild(el("p", "muted small build-id", t("settings.build", build=build)))
    _show_dialog(dialog, card, select)


def _focus_saved() -> None:
    box = js.document.getElementById("saved")
    if box:
        box.scrollIntoView()
        first = box.querySelector("button")
        if first:
            first.focus()


def _show_rules(current: Screen | None, game: str | None = None) -> None:
    """The rules of the game on screen (or of ``game``, from the start screen), in a dialog
    over it."""
    from .frontend import front_end

    front = current.front if current is not None else front_end(game or FIRST_GAME)
    remove("rules-dialog")
    dialog = el("div", "rules-dialog", None, id="rules-dialog", role="dialog")
    dialog.setAttribute("aria-modal", "true")
    dialog.setAttribute("aria-labelledby", "rules-h")
    card = el("div", "pass-card rules-card")
    card.appendChild(el("h2", None, t("menu.rules"), id="rules-h"))
    card.appendChild(front.rules(current.seat if current is not None else None))
    _show_dialog(dialog, card)


def _show_dialog(dialog: Any, card: Any, first: Any = None) -> None:
    """Put ``dialog`` (holding ``card``) over the page with a Close button; Close or Escape
    removes it and the focus goes back to the control that opened it (the menu's button
    when that was a menu item, now hidden). The focus starts on ``first``, else Close."""
    opener = js.document.activeElement
    close = el("button", "btn primary", t("menu.rules_close"), type="button")
    card.appendChild(close)
    dialog.appendChild(card)

    def shut(_event: Any = None) -> None:
        dialog.remove()
        for node in (opener, js.document.getElementById(str(getattr(opener, "id", "") or ""))):
            if node and node.isConnected and node.getClientRects().length:
                node.focus()
                return
        focus("#menu-button")

    def on_key(event: Any) -> None:
        if str(event.key) == "Escape":
            event.stopPropagation()  # (the board's Escape would take back a choice too)
            shut()

    close.addEventListener("click", proxy(shut))
    dialog.addEventListener("keydown", proxy(on_key))
    js.document.body.appendChild(dialog)
    (first or close).focus()


# ---- the screen's hooks --------------------------------------------------------------------------


def _blocked(current: Screen) -> None:
    """The notices over a game (another tab took it; a pass screen, which the invitations
    go with)."""
    saving.render_tab_lost(current)
    channel.place_panel()


def _hooks() -> Hooks:
    return Hooks(
        changed=changed,
        command=_command,
        toolbar=_host_toolbar,
        blocked=_blocked,
        debug=_debug,
    )


def _guest_hooks() -> Hooks:
    """A guest's screen: no saves, no toolbar (undo, replay, links and export are the
    host's); the menu's ways out only."""
    return Hooks(command=_guest_command, toolbar=_guest_toolbar)


def _guest_toolbar(current: Screen) -> None:
    bar = js.document.getElementById("toolbar")
    clear(bar)
    bar.hidden = False
    for seat in current.here:
        name = current.table.names[seat]
        bar.appendChild(el("p", "muted small", t("remote.you_play", name=name), id="you-play"))
    if not current.here:
        bar.appendChild(el("p", "muted small", t("remote.you_watch"), id="you-play"))
    _seat_status(joining.seat_status(), joining.guest().table)
    if joining.guest().lost:  # the way back, beside the words that say so
        line = js.document.getElementById("seat-status")
        line.appendChild(js.document.createTextNode(" "))
        line.appendChild(
            button(t("remote.scan_invitation"), {"guest_scan": 1}, "btn small", id="guest-scan")
        )
    row = el("div", "buttons")
    for where, words in (("rules", "menu.rules"), ("settings", "menu.settings")):
        row.appendChild(button(t(words), {"nav": where}, "btn small", id=f"guest-{where}"))
    bar.appendChild(row)


def _seat_status(words: str, table: Any = None) -> None:
    """The line above a guest's game that says how its seat stands (hidden elsewhere); a seat
    handed over hides its hand and actions, no longer this device's."""
    line = js.document.getElementById("seat-status")
    line.textContent = words
    line.hidden = not words
    handed = bool(table is not None and table.handed_over)
    js.document.getElementById("game").classList.toggle("handed-over", handed)


def _host_toolbar(current: Screen) -> None:
    share.render_toolbar(current)
    _seat_status("")


def _guest_command(current: Screen, cmd: dict[str, Any]) -> bool:
    if "guest_scan" in cmd:
        joining.scan_invitation()
        return True
    if cmd.get("nav") in ("new", "rules", "settings"):
        navigate(current, str(cmd["nav"]))
    return "nav" in cmd


def _command(current: Screen, cmd: dict[str, Any]) -> bool:
    if channel.command(current, cmd):
        return True
    if "nav" in cmd:
        navigate(current, str(cmd["nav"]))
        return share.handle(current, {})  # (closes the menu)
    if cmd.get("lesson") == "more":  # the lesson after this one (More rules)
        start_lesson(current.session.game.name, current.table.names[0], 1)
        return True
    if cmd.get("lesson") == "real":  # the same players, for real: a new deal, no script
        config = {k: v for k, v in current.session.record.config.items() if k != "lesson"}
        start_game(current.session.game.name, config)
        return True
    if "tab" in cmd:
        if cmd["tab"] == "take":
            spawn(resume(current.game_id, steal=True))
        else:
            open_session(Session.from_record(current.session.record), new_id())
            notify(t("tabs.copied"))
        return True
    if "save_new" in cmd:
        saving.save_as_new(current)
        _remember_open(current.game_id)
        notify(t("saves.saved_new"))
        return True
    if cmd.get("rp") == "continue":
        step = current.replay_step or 0
        open_session(current.session.branch(step), new_id())
        notify(t("replay.branched", step=step))
        return True
    return share.handle(current, cmd)


def _debug(current: Screen, name: str, args: list[Any]) -> Any:
    s = current.session
    if name == "undo_status":
        return list(s.undo_status())
    if name == "replay_hash":
        step = current.replay_step
        return None if step is None else s.hash(step)
    if name == "game_id":
        return current.game_id
    if name == "seat_view":  # what a seat may know, as the host would send it
        return s.view(int(args[0]))
    return None


def _install(doc: Any) -> None:
    """The toolbar, the save warning and the other-tab notice, made once."""
    bar = el("section", "panel toolbar", None, id="toolbar", aria_label=t("share.title"))
    panels = doc.querySelector("#game .panels")
    panels.insertBefore(bar, panels.firstChild)
    root = doc.getElementById("game")
    warning = el("div", "save-warning", None, id="save-warning", role="alert")
    warning.hidden = True
    root.insertBefore(warning, root.firstChild)
    lost = el("div", "overlay tab-lost", None, id="tab-lost")
    lost.hidden = True
    root.appendChild(lost)
    root.addEventListener("input", proxy(_on_input))


def _on_input(event: Any) -> None:
    from . import replay

    current = screen()
    if current is not None and str(event.target.id) == "replay-slider":
        replay.go(current, int(event.target.value))


# ---- page start-up ---------------------------------------------------------------------------


async def init_page(document: Any, slices: Slices) -> None:
    """Called once Python is ready (boot.start): each part on its own, so that one failing
    (a storage error, say) leaves the others working, the browser given its turn between
    them (``slices``). A game the player opened meanwhile is not replaced by the
    one this tab showed before a reload."""
    fresh = _opened[0] == 0

    def reopen() -> None:
        if fresh:
            joining.rejoin_after_reload(open_guest)
        _reopen_after_update(fresh)

    saving.page_ready()
    for part in (
        lambda: store.on_lost(proxy(_on_lost)),
        lambda: host.listen(on_message, on_refused),
        lambda: open_fragment(str(js.window.location.hash)),
        reopen,
        joining.render_rejoins,
        lambda: spawn(saving.render_saves(document)),
        lambda: spawn(_forget_unsaved()),
        lambda: post(None, {"type": "ready"}),
    ):
        try:
            part()
        except Exception as error:
            report(error)
        await slices.turn()
