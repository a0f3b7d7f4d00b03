"""Share, save, undo, replay and embed: the browser glue around the game screen.

Hooks called by app.py / boot.py (kept small there):

- ``init_page(document)`` (boot, once Python is ready): saved-games list on the start screen,
  import by file picker and drag-and-drop, the link in the URL fragment, the embedding
  messages, ``eruption:ready`` to a host page.
- ``install(app)`` (once per App), ``after_change(app)`` (after every action, undo, new
  game), ``render_toolbar(app)`` (each refresh), ``handle(app, cmd)`` (toolbar buttons).

Nothing read from a link, file, save or message is executed or inserted as HTML: text goes in
with ``textContent``; decoding raises RecordError and leaves the current game untouched.
"""

from __future__ import annotations

import json
import traceback
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from game.core import links
from game.core.errors import GameError, RecordError
from game.core.record import Record

from . import saves
from .dom import button, clear, el
from .i18n import t
from .session import Session

_proxies: list[Any] = []
_state: dict[str, Any] = {"page_ready": False}


def _proxy(fn: Any) -> Any:
    def safe(*args: Any) -> Any:
        try:
            return fn(*args)
        except Exception:
            traceback.print_exc()
            return None

    p = create_proxy(safe)
    _proxies.append(p)
    return p


def new_id() -> str:
    arr = js.Uint32Array.new(2)
    js.crypto.getRandomValues(arr)
    return f"{int(arr[0]):08x}{int(arr[1]):08x}"


def now_ms() -> float:
    return float(js.Date.now())


def _app() -> Any:
    from . import app as appmod

    return appmod._app


# ---- messages (status line on the game screen, alert on the start screen) -----------------


def notify(text: str, error: bool = False) -> None:
    doc = js.document
    game = doc.getElementById("game")
    target = doc.getElementById("share-status")
    if not game or game.hidden or not target:
        target = doc.getElementById("start-message")
    if not target:
        return
    target.textContent = text
    target.hidden = not text
    target.classList.toggle("error", error)


# ---- host page (embedding) -------------------------------------------------------------------


def post(message: dict[str, Any]) -> None:
    """Send ``message`` to the page embedding this one (nothing when not in a frame)."""
    parent = js.window.parent
    if not parent or parent == js.window:
        return
    parent.postMessage(to_js(message, dict_converter=js.Object.fromEntries), "*")


def on_message(event: Any) -> None:
    if event.source != js.window.parent or event.source == js.window:
        return
    data = event.data
    try:
        data = json.loads(js.JSON.stringify(data))
    except Exception:
        return
    if not isinstance(data, dict) or data.get("type") != "eruption:start":
        return
    config = data.get("config")
    try:
        if not isinstance(config, dict):
            raise GameError("config must be an object")
        Session(config, 0)  # validates (ConfigError)
    except (GameError, TypeError) as error:
        post({"type": "eruption:error", "message": t("embed.bad_config", error=error)})
        return
    from .app import new_seed

    open_session(Session(config, new_seed()), new_id())


# ---- saves ---------------------------------------------------------------------------------


def all_saves() -> list[dict[str, Any]]:
    store = js.window.localStorage
    out = []
    for k in range(int(store.length)):
        name = str(store.key(k))
        if name.startswith(saves.PREFIX):
            entry = saves.parse(store.getItem(name))
            if entry is not None:
                out.append(entry)
    return saves.newest_first(out)


def autosave(app: Any) -> None:
    s = app.session
    gid = getattr(app, "game_id", None)
    if not gid:
        return
    created = getattr(app, "game_created", None) or now_ms()
    app.game_created = created
    text = saves.entry(gid, s.record, s.names, s.turn(), s.over(), created, now_ms())
    try:
        js.window.localStorage.setItem(saves.key(gid), text)
    except Exception as error:
        notify(t("saves.full", error=error), error=True)


def render_saves(document: Any) -> None:
    box = document.getElementById("saved")
    if not box:
        return
    clear(box)
    box.appendChild(el("h2", None, t("saves.title")))
    items = all_saves()
    if not items:
        box.appendChild(el("p", "muted small", t("saves.none")))
    listing = el("ul", "saves")
    for entry in items:
        row = el("li", "save", data_id=entry["id"])
        when = str(js.Date.new(entry["updated"]).toLocaleString())
        status = t("saves.over") if entry["over"] else t("saves.turn", turn=entry["turn"])
        row.appendChild(el("span", "save-names", ", ".join(entry["names"])))
        row.appendChild(el("span", "save-meta muted small", f"{when} · {status}"))
        row.appendChild(
            button(
                t("saves.resume"),
                {"resume": entry["id"]},
                "btn small primary",
                disabled=not _state["page_ready"],
            )
        )
        row.appendChild(button(t("saves.delete"), {"delete": entry["id"]}, "btn small"))
        listing.appendChild(row)
    box.appendChild(listing)
    bar = el("div", "buttons")
    bar.appendChild(button(t("saves.import"), {"import": 1}, "btn small"))
    box.appendChild(bar)
    box.hidden = False


def on_start_click(event: Any) -> None:
    node = event.target.closest("[data-cmd]")
    if not node or node.disabled:
        return
    cmd = json.loads(str(node.dataset.cmd))
    if "resume" in cmd:
        resume(str(cmd["resume"]))
    elif "delete" in cmd:
        js.window.localStorage.removeItem(saves.key(str(cmd["delete"])))
        render_saves(js.document)
        notify(t("saves.deleted"))
    elif "import" in cmd:
        pick_file()


def resume(game_id: str) -> None:
    entry = saves.parse(js.window.localStorage.getItem(saves.key(game_id)))
    if entry is None:
        notify(t("share.bad_file", error="the save is damaged"), error=True)
        return
    try:
        session = Session.from_record(entry["record"])
    except RecordError as error:
        notify(t("share.bad_file", error=error), error=True)
        return
    open_session(session, game_id, created=entry["created"])


# ---- opening a game ------------------------------------------------------------------------


def open_session(session: Session, game_id: str, created: float | None = None) -> Any:
    """Show ``session`` on the game screen (reusing the screen if there is one)."""
    from . import app as appmod
    from .autoplay import Autoplay
    from .boot import show_game, show_message
    from .controller import Controller

    doc = js.document
    show_message(doc, "")
    show_game(doc, True)
    if appmod._app is None:
        appmod._app = appmod.App(session.record.config, session.record.seed)
        js.window.localStorage.removeItem(saves.key(appmod._app.game_id))  # its blank save
    app = appmod._app
    app.session = session
    app.ctl = Controller(session.legal())
    app.auto.close()
    app.auto = Autoplay(app)  # this game's computer seats
    app.revealed = app.auto.viewer(session.to_move(), None)
    app.show_end = True
    app.replay_step = None
    app.game_id = game_id
    app.game_created = created or now_ms()
    app._posted = None
    app.refresh()
    after_change(app)
    return app


def open_record(record: Record, source: str) -> bool:
    """Replay ``record`` and open it as a new game; on error a message, nothing changed."""
    try:
        session = Session.from_record(record)
    except RecordError as error:
        notify(t(f"share.bad_{source}", error=error), error=True)
        return False
    open_session(session, new_id())
    notify(t("share.opened", names=", ".join(session.names), turn=session.turn()))
    return True


def open_fragment(fragment: str) -> None:
    """Open what the URL fragment carries (a game, or settings for the start form)."""
    try:
        kind, value = links.decode_fragment(fragment)
    except RecordError as error:
        notify(t("share.bad_link", error=error), error=True)
        _drop_fragment()
        return
    if kind == "game":
        open_record(value, "link")
        _drop_fragment()
    elif kind == "new":
        _game, config = value
        try:
            Session(config, 0)
        except (GameError, TypeError) as error:
            notify(t("share.bad_settings", error=error), error=True)
        else:
            fill_form(config)
            notify(t("share.settings_loaded"))
        _drop_fragment()


def _drop_fragment() -> None:
    """Forget the fragment (so a reload resumes from the autosave, not the old link)."""
    loc = js.window.location
    js.window.history.replaceState(js.window.history.state, "", str(loc.pathname) + str(loc.search))


def fill_form(config: dict[str, Any]) -> None:
    doc = js.document
    players = config.get("players", [])
    radio = doc.querySelector(f"#start-form input[name=count][value='{len(players)}']")
    if not radio:
        return
    radio.checked = True
    radio.dispatchEvent(
        js.Event.new("change", to_js({"bubbles": True}, dict_converter=js.Object.fromEntries))
    )
    for seat, p in enumerate(players, 1):
        box = doc.getElementById(f"name-{seat}")
        if box:
            box.value = str(p.get("name", ""))[:20]
    options = config.get("options", [])
    for box in doc.querySelectorAll("#start-form input[name=option]"):
        box.checked = str(box.value) in options and not box.disabled


# ---- files ---------------------------------------------------------------------------------


def pick_file() -> None:
    picker = js.document.getElementById("import-file")
    if picker:
        picker.value = ""
        picker.click()


def read_file(file: Any) -> None:
    if not file:
        return
    if float(file.size) > links.MAX_FILE_BYTES:
        notify(t("share.bad_file", error=t("share.file_too_large")), error=True)
        return

    def got(text: Any) -> None:
        try:
            record = links.record_from_text(str(text))
        except RecordError as error:
            notify(t("share.bad_file", error=error), error=True)
            return
        open_record(record, "file")

    file.text().then(_proxy(got))


def export(app: Any) -> None:
    s = app.session
    text = json.dumps(s.record.to_data(), indent=1, ensure_ascii=False)
    blob = js.Blob.new(
        to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
    )
    url = js.URL.createObjectURL(blob)
    stamp = str(js.Date.new().toISOString())[:10]
    name = f"{s.record.game}-{stamp}-{getattr(app, 'game_id', 'game')[:8]}.json"
    link = el("a", None, None, href=url, download=name)
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(_proxy(lambda: js.URL.revokeObjectURL(url)), 10_000)
    notify(t("share.exported", file=name))


def _wire_files(document: Any) -> None:
    picker = el(
        "input",
        None,
        None,
        type="file",
        id="import-file",
        accept=".json,application/json",
        hidden=True,
    )
    document.body.appendChild(picker)
    picker.addEventListener(
        "change",
        _proxy(lambda e: read_file(e.target.files.item(0) if e.target.files.length else None)),
    )

    def over(event: Any) -> None:
        if event.dataTransfer and "Files" in list(event.dataTransfer.types):
            event.preventDefault()
            document.documentElement.classList.add("dropping")

    def leave(_event: Any) -> None:
        document.documentElement.classList.remove("dropping")

    def drop(event: Any) -> None:
        document.documentElement.classList.remove("dropping")
        files = event.dataTransfer.files if event.dataTransfer else None
        if files and files.length:
            event.preventDefault()
            read_file(files.item(0))

    document.addEventListener("dragover", _proxy(over))
    document.addEventListener("dragleave", _proxy(leave))
    document.addEventListener("drop", _proxy(drop))


# ---- page start-up ---------------------------------------------------------------------------


def init_page(document: Any) -> None:
    """Called once Python is ready (boot.start)."""
    _state["page_ready"] = True
    start = document.getElementById("start")
    box = document.getElementById("saved")
    if not box and start:
        box = el("section", "card saved", None, id="saved", aria_label=t("saves.title"))
        start.insertBefore(box, start.firstChild)
    if box:
        box.addEventListener("click", _proxy(on_start_click))
    render_saves(document)
    _wire_files(document)
    js.window.addEventListener("message", _proxy(on_message))
    js.window.addEventListener(
        "hashchange", _proxy(lambda _e: open_fragment(str(js.window.location.hash)))
    )
    open_fragment(str(js.window.location.hash))
    post({"type": "eruption:ready"})


# ---- hooks from the game screen ----------------------------------------------------------------


def install(app: Any) -> None:
    """Add the toolbar (undo, replay, links, export/import) above the panels, once."""
    doc = js.document
    if doc.getElementById("toolbar"):
        return
    bar = el("section", "panel toolbar", None, id="toolbar", aria_label=t("share.title"))
    panels = doc.querySelector("#game .panels")
    panels.insertBefore(bar, panels.firstChild)
    doc.getElementById("game").addEventListener("input", _proxy(lambda e: _on_input(e)))


def _on_input(event: Any) -> None:
    from . import replay

    app = _app()
    if app is not None and str(event.target.id) == "replay-slider":
        replay.go(app, int(event.target.value))


def render_toolbar(app: Any) -> None:
    bar = js.document.getElementById("toolbar")
    if not bar:
        return
    clear(bar)
    if getattr(app, "replay_step", None) is not None:
        bar.hidden = True
        return
    bar.hidden = False
    s = app.session
    row = el("div", "buttons")
    ok, reason = s.undo_status()
    if ok and app.revealed is None:
        ok, reason = False, "hidden"
    why = t("undo.ok") if ok else t(f"undo.{reason}")
    row.appendChild(
        button(
            t("undo.button"),
            {"undo": 1},
            "btn small undo",
            disabled=not ok,
            title=why,
            id="undo",
            aria_describedby="undo-reason",
        )
    )
    row.appendChild(button(t("replay.button"), {"replay": 1}, "btn small", id="replay-open"))
    row.appendChild(button(t("share.copy"), {"copy": "game"}, "btn small", id="copy-link"))
    row.appendChild(
        button(t("share.copy_settings"), {"copy": "new"}, "btn small", id="copy-settings")
    )
    row.appendChild(button(t("share.export"), {"export": 1}, "btn small", id="export"))
    row.appendChild(button(t("share.import"), {"import": 1}, "btn small", id="import"))
    bar.appendChild(row)
    bar.appendChild(el("p", "muted small undo-reason", why, id="undo-reason"))
    bar.appendChild(el("p", "muted small trust", t("share.trust")))
    link = el(
        "input", "share-link", None, id="share-link", readonly=True, aria_label=t("share.copy")
    )
    link.hidden = not getattr(app, "_shown_link", "")
    link.value = getattr(app, "_shown_link", "")
    bar.appendChild(link)
    status = el("p", "message small", None, id="share-status", role="status")
    status.hidden = True
    bar.appendChild(status)


def handle(app: Any, cmd: dict[str, Any]) -> bool:
    """Toolbar and replay commands; True when handled."""
    from . import replay

    if "undo" in cmd:
        if app.revealed is not None and app.session.undo():
            app.ctl.set_legal(app.session.legal())
            app.ctl.cancel()
            app.refresh()
            after_change(app)
        return True
    if "copy" in cmd:
        copy_link(app, str(cmd["copy"]))
        return True
    if "export" in cmd:
        export(app)
        return True
    if "import" in cmd:
        pick_file()
        return True
    if "replay" in cmd:
        replay.open(app)
        return True
    if "rp" in cmd:
        replay.command(app, cmd)
        return True
    return False


def copy_link(app: Any, kind: str) -> None:
    s = app.session
    loc = js.window.location
    base = str(loc.href).split("#", 1)[0]
    if kind == "game":
        fragment = links.game_fragment(s.record)
        done = t("share.copied")
    else:
        fragment = links.settings_fragment(s.record.game, s.record.config)
        done = t("share.copied_settings")
    url = f"{base}#{fragment}"
    app._shown_link = url
    render_toolbar(app)
    field = js.document.getElementById("share-link")
    field.select()

    def failed(*_args: Any) -> None:
        notify(t("share.copy_failed"))

    try:
        js.navigator.clipboard.writeText(url).then(_proxy(lambda *_: notify(done)), _proxy(failed))
    except Exception:
        failed()


def after_change(app: Any) -> None:
    """After an action, an undo or a new game: autosave and tell the host page."""
    autosave(app)
    s = app.session
    if s.over():
        if getattr(app, "_posted", None) != "over":
            app._posted = "over"
            ranks = s.ranking()
            post(
                {
                    "type": "eruption:gameover",
                    "ranking": [
                        {"seat": k, "name": s.names[k], "rank": ranks[k]}
                        for k in sorted(range(len(ranks)), key=lambda k: (ranks[k], k))
                    ],
                }
            )
        return
    seat = s.to_move()
    key = (seat, s.turn())
    if getattr(app, "_posted", None) != key:
        app._posted = key
        post({"type": "eruption:turn", "player": seat, "name": s.names[seat], "turn": s.turn()})


def debug(app: Any, name: str, args: list[Any]) -> Any:
    """Test hooks (window.eruptionTest.call(name, ...))."""
    s = app.session
    if name == "undo_status":
        return list(s.undo_status())
    if name == "replay_hash":
        step = getattr(app, "replay_step", None)
        return None if step is None else s.hash(step)
    if name == "game_id":
        return getattr(app, "game_id", None)
    raise ValueError(name)
