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
from typing import Any

import js
from pyodide.ffi import to_js

from game.core import links
from game.core.errors import GameError, RecordError
from game.core.record import Record

from . import host, saves, store
from .dom import button, clear, el
from .guard import once, proxy, report, spawn
from .i18n import t
from .session import Session

_state: dict[str, Any] = {"page_ready": False, "listed": {}}


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


def on_message(data: dict[str, Any]) -> None:
    """A message from the embedding page: ``eruption:start`` starts a game."""
    if data.get("type") != "eruption:start":
        return
    config = data.get("config")
    try:
        if not isinstance(config, dict):
            raise GameError("config must be an object")
        session = Session(config, 0)  # validates (ConfigError)
    except (GameError, TypeError) as error:
        host.post({"type": "eruption:error", "message": t("embed.bad_config", error=error)})
        return
    from .app import new_seed

    open_session(Session(session.record.config, new_seed()), new_id())


# ---- saves ---------------------------------------------------------------------------------


def autosave(app: Any) -> None:
    """Save the game now (every action); a failed write is never silent."""
    s = app.session
    gid = app.game_id
    text = saves.entry(gid, s.record, s.names, s.turn(), s.over(), app.game_created, now_ms())
    spawn(_write(app, gid, text))


async def _write(app: Any, gid: str, text: str) -> None:
    result = await store.write(gid, text)
    if app.game_id != gid:
        return  # another game opened meanwhile; its own writes report for it
    if result.ok:
        if app.save_problem:
            app.save_problem = ""
            render_save_warning(app)
        store.persist()
    elif result.reason in ("lost", "conflict"):
        lose(app)
    else:
        js.console.warn(f"saving the game failed: {result.reason}: {result.message}")
        app.save_problem = result.reason
        render_save_warning(app)


def render_save_warning(app: Any) -> None:
    """The warning that stays while the game cannot be saved, with Export at hand."""
    box = js.document.getElementById("save-warning")
    if not box:
        return
    clear(box)
    box.hidden = not app.save_problem
    if app.save_problem:
        unavailable = app.save_problem == "unavailable"
        box.appendChild(el("span", None, t("saves.unavailable" if unavailable else "saves.failed")))
        box.appendChild(button(t("share.export"), {"export": 1}, "btn small primary"))


def lose(app: Any) -> None:
    """Another tab owns this game now: this one stops playing and saving it."""
    if app.lost:
        return
    app.lost = True
    app.auto.close()
    app.refresh()


def render_tab_lost(app: Any) -> None:
    """The notice over a game another tab took over."""
    box = js.document.getElementById("tab-lost")
    if not box:
        return
    clear(box)
    box.hidden = not app.lost
    if not app.lost:
        return
    card = el("div", "pass-card", role="dialog", aria_modal="true", aria_labelledby="tab-lost-h")
    card.appendChild(el("h2", None, t("tabs.lost_title"), id="tab-lost-h"))
    card.appendChild(el("p", None, t("tabs.lost")))
    bar = el("div", "buttons")
    bar.appendChild(button(t("tabs.take_back"), {"tab": "take"}, "btn primary"))
    bar.appendChild(button(t("tabs.copy"), {"tab": "copy"}, "btn"))
    card.appendChild(bar)
    box.appendChild(card)
    js.setTimeout(once(lambda: _focus("#tab-lost button")), 0)


def _focus(selector: str) -> None:
    node = js.document.querySelector(selector)
    if node:
        node.focus()


def tab_command(app: Any, what: str) -> None:
    """Take a lost game back (with the other tab's moves), or keep this tab's as a copy."""
    if what == "take":
        spawn(resume(app.game_id, steal=True))
    elif what == "copy":
        session = Session.from_record(app.session.record)
        open_session(session, new_id())
        notify(t("tabs.copied"))


async def render_saves(document: Any) -> None:
    """The saved-games list on the start screen: every save read on its own."""
    box = document.getElementById("saved")
    if not box:
        return
    items = await store.all_saves()
    _state["listed"] = {save.key: save for save in items}
    clear(box)
    box.appendChild(el("h2", None, t("saves.title")))
    if not items:
        box.appendChild(el("p", "muted small", t("saves.none")))
    listing = el("ul", "saves")
    for save in items:
        listing.appendChild(_save_row(save))
    box.appendChild(listing)
    bar = el("div", "buttons")
    bar.appendChild(button(t("saves.import"), {"import": 1}, "btn small"))
    box.appendChild(bar)
    box.hidden = False


def _save_row(save: saves.Save) -> Any:
    if save.damaged:
        row = el("li", "save damaged", data_id=save.key)
        row.appendChild(el("span", "save-names", t("saves.damaged")))
        row.appendChild(el("span", "save-meta muted small", save.problem))
        row.appendChild(button(t("saves.export_raw"), {"export_raw": save.key}, "btn small"))
        row.appendChild(button(t("saves.delete"), {"delete": save.key}, "btn small"))
        return row
    row = el("li", "save", data_id=save.key)
    when = str(js.Date.new(save.updated).toLocaleString())
    status = t("saves.over") if save.over else t("saves.turn", turn=save.turn)
    row.appendChild(el("span", "save-names", ", ".join(save.names)))
    row.appendChild(el("span", "save-meta muted small", f"{when} · {status}"))
    resume_button = button(
        t("saves.resume"),
        {"resume": save.key},
        "btn small primary",
        disabled=not _state["page_ready"],
    )
    row.appendChild(resume_button)
    row.appendChild(button(t("saves.delete"), {"delete": save.key}, "btn small"))
    return row


def on_start_click(event: Any) -> None:
    node = event.target.closest("[data-cmd]")
    if not node or node.disabled:
        return
    cmd = json.loads(str(node.dataset.cmd))
    if "resume" in cmd:
        spawn(resume(str(cmd["resume"])))
    elif "delete" in cmd:
        spawn(_delete(str(cmd["delete"])))
    elif "export_raw" in cmd:
        save = _state["listed"].get(str(cmd["export_raw"]))
        if save is not None:
            download(f"damaged-save-{save.key[:16]}.json", save.text)
    elif "tab_dialog" in cmd:
        _close_tab_dialog()
        what, key = cmd["tab_dialog"], str(cmd.get("key", ""))
        if what == "take":
            spawn(resume(key, steal=True))
        elif what == "copy":
            spawn(resume(key, copy=True))
    elif "import" in cmd:
        pick_file()


async def _delete(key: str) -> None:
    await store.remove(key)
    await render_saves(js.document)
    notify(t("saves.deleted"))


async def resume(key: str, steal: bool = False, copy: bool = False) -> None:
    """Open saved game ``key`` here; if another tab has it, ask first (take over or copy)."""
    if not copy and not await store.claim(key, steal):
        _show_tab_dialog(key)
        return
    save = await store.read(key)
    if save is None or save.record is None:
        notify(t("share.bad_file", error=save.problem if save else t("saves.gone")), error=True)
        if not copy:
            store.release(key)
        return
    try:
        session = Session.from_record(save.record)
    except RecordError as error:
        notify(t("share.bad_file", error=error), error=True)
        if not copy:
            store.release(key)
        return
    if copy:
        open_session(session, new_id())
        notify(t("tabs.copied"))
    else:
        open_session(session, key, created=save.created, saved=True)


def _show_tab_dialog(key: str) -> None:
    box = js.document.getElementById("saved")
    _close_tab_dialog()
    dialog = el(
        "div",
        "tab-dialog card",
        None,
        id="tab-dialog",
        role="dialog",
        aria_labelledby="tab-dialog-text",
    )
    dialog.appendChild(el("p", None, t("tabs.busy"), id="tab-dialog-text"))
    bar = el("div", "buttons")
    bar.appendChild(
        button(t("tabs.take_over"), {"tab_dialog": "take", "key": key}, "btn small primary")
    )
    bar.appendChild(button(t("tabs.open_copy"), {"tab_dialog": "copy", "key": key}, "btn small"))
    bar.appendChild(button(t("tabs.cancel"), {"tab_dialog": "cancel"}, "btn small"))
    dialog.appendChild(bar)
    box.insertBefore(dialog, box.firstChild)
    dialog.querySelector("button").focus()


def _close_tab_dialog() -> None:
    old = js.document.getElementById("tab-dialog")
    if old:
        old.remove()


def _on_lost(key: Any) -> None:
    app = _app()
    if app is not None and app.game_id == str(key):
        lose(app)


# ---- opening a game ------------------------------------------------------------------------


def open_session(
    session: Session, game_id: str, created: float | None = None, saved: bool = False
) -> Any:
    """Show ``session`` on the game screen (reusing the screen if there is one). ``saved``:
    it comes from its own save, which needs no new write."""
    from . import app as appmod
    from .boot import show_game, show_message

    doc = js.document
    show_message(doc, "")
    _close_tab_dialog()
    show_game(doc, True)
    previous = appmod._app
    if previous is not None and previous.game_id != game_id:
        store.release(previous.game_id)
    if previous is None:
        appmod._app = appmod.App(session, game_id, created or now_ms())
    else:
        previous.show(session, game_id, created or now_ms())
    app = appmod._app
    after_change(app, save=not saved)
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
    """Open what the URL fragment carries (a game, or settings for the start form). The
    fragment is dropped first, so a link that cannot be opened is not tried again on reload."""
    _drop_fragment()
    try:
        kind, value = links.decode_fragment(fragment)
    except RecordError as error:
        notify(t("share.bad_link", error=error), error=True)
        return
    if kind == "game":
        open_record(value, "link")
    elif kind == "new":
        _game, config = value
        try:
            Session(config, 0)
        except (GameError, TypeError) as error:
            notify(t("share.bad_settings", error=error), error=True)
        else:
            fill_form(config)
            notify(t("share.settings_loaded"))


def _drop_fragment() -> None:
    """Forget the fragment (so a reload resumes from the autosave, not the old link)."""
    loc = js.window.location
    if str(loc.hash):
        path = str(loc.pathname) + str(loc.search)
        js.window.history.replaceState(js.window.history.state, "", path)


def fill_form(config: dict[str, Any]) -> None:
    """Put a (checked) config's players and options into the start form."""
    doc = js.document
    players = [p for p in config.get("players", []) if isinstance(p, dict)]
    radio = doc.querySelector(f"#start-form input[name=count][value='{len(players)}']")
    if not radio:
        return
    radio.checked = True
    radio.dispatchEvent(
        js.Event.new("change", to_js({"bubbles": True}, dict_converter=js.Object.fromEntries))
    )
    names = Session(config, 0).names
    for seat, name in enumerate(names, 1):
        box = doc.getElementById(f"name-{seat}")
        if box:
            box.value = name
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
    if file is None:  # (a JS File of 0 bytes is falsy in Python: size 0)
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

    def failed(error: Any) -> None:
        notify(t("share.bad_file", error=str(error)), error=True)

    file.text().then(once(got), once(failed))


def download(name: str, text: str) -> None:
    """Offer ``text`` as a file called ``name``."""
    blob = js.Blob.new(
        to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
    )
    url = js.URL.createObjectURL(blob)
    link = el("a", None, None, href=url, download=name)
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(once(lambda: js.URL.revokeObjectURL(url)), 10_000)


def export(app: Any) -> None:
    s = app.session
    text = json.dumps(s.record.to_data(), indent=1, ensure_ascii=False)
    stamp = str(js.Date.new().toISOString())[:10]
    name = f"{s.record.game}-{stamp}-{app.game_id[:8]}.json"
    download(name, text)
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
        proxy(lambda e: read_file(e.target.files.item(0) if e.target.files.length else None)),
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

    document.addEventListener("dragover", proxy(over))
    document.addEventListener("dragleave", proxy(leave))
    document.addEventListener("drop", proxy(drop))


# ---- page start-up ---------------------------------------------------------------------------


def init_page(document: Any) -> None:
    """Called once Python is ready (boot.start): each part on its own, so that one failing
    (a storage error, say) leaves the others working."""
    _state["page_ready"] = True
    start = document.getElementById("start")
    box = document.getElementById("saved")
    if not box and start:
        box = el("section", "card saved", None, id="saved", aria_label=t("saves.title"))
        start.insertBefore(box, start.firstChild)
    if box:
        box.addEventListener("click", proxy(on_start_click))
    for part in (
        lambda: _wire_files(document),
        lambda: store.on_lost(proxy(_on_lost)),
        lambda: host.listen(on_message),
        lambda: js.window.addEventListener(
            "hashchange", proxy(lambda _e: open_fragment(str(js.window.location.hash)))
        ),
        lambda: open_fragment(str(js.window.location.hash)),
        lambda: spawn(render_saves(document)),
        lambda: host.post({"type": "eruption:ready"}),
    ):
        try:
            part()
        except Exception as error:
            report(error)


# ---- hooks from the game screen ----------------------------------------------------------------


def install(app: Any) -> None:
    """Add the toolbar (undo, replay, links, export/import) above the panels, the save
    warning and the other-tab notice, once."""
    doc = js.document
    if doc.getElementById("toolbar"):
        return
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
    root.addEventListener("input", proxy(lambda e: _on_input(e)))


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
    if app.replay_step is not None:
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
    link.hidden = not app.shown_link
    link.value = app.shown_link
    bar.appendChild(link)
    status = el("p", "message small", None, id="share-status", role="status")
    status.hidden = True
    bar.appendChild(status)


def handle(app: Any, cmd: dict[str, Any]) -> bool:
    """Toolbar, replay and other-tab commands; True when handled."""
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
    if "tab" in cmd:
        tab_command(app, str(cmd["tab"]))
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
    app.shown_link = url
    render_toolbar(app)
    field = js.document.getElementById("share-link")
    field.select()

    def failed(*_args: Any) -> None:
        notify(t("share.copy_failed"))

    try:
        js.navigator.clipboard.writeText(url).then(once(lambda *_: notify(done)), once(failed))
    except Exception:
        failed()


def after_change(app: Any, save: bool = True) -> None:
    """After an action, an undo or a new game: autosave and tell the host page (each
    message once: the same turn of the same game is not announced twice)."""
    if save and not app.lost:
        autosave(app)
    s = app.session
    if s.over():
        message: dict[str, Any] = {
            "type": "eruption:gameover",
            "ranking": [
                {"seat": k, "name": s.names[k], "rank": r}
                for k, r in sorted(enumerate(s.ranking()), key=lambda kr: (kr[1], kr[0]))
            ],
        }
        key: tuple[Any, ...] = (app.game_id, "over")
    else:
        seat = s.to_move()
        message = {"type": "eruption:turn", "player": seat, "name": s.names[seat], "turn": s.turn()}
        key = (app.game_id, seat, s.turn())
    if _state.get("posted") != key:
        _state["posted"] = key
        host.post(message)


def debug(app: Any, name: str, args: list[Any]) -> Any:
    """Test hooks (window.eruptionTest.call(name, ...))."""
    s = app.session
    if name == "undo_status":
        return list(s.undo_status())
    if name == "replay_hash":
        step = app.replay_step
        return None if step is None else s.hash(step)
    if name == "game_id":
        return app.game_id
    raise ValueError(name)
