"""Links, files and the game toolbar: copy a link to the game or its settings, export and
import record files (picker and drag and drop), undo, replay.

Nothing read from a link or file is executed or inserted as HTML: text goes in with
``textContent``; decoding raises RecordError and leaves the current game untouched. Opening
what was read is game/ui/games.py's (passed in as ``opened``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import to_js

from game.core import links
from game.core.errors import RecordError
from game.core.record import Record

from . import replay
from .dom import button, clear, el, js_object
from .guard import once
from .i18n import t
from .page import notify, refuse
from .seats import computer_seats, think_setting
from .session import Session

if TYPE_CHECKING:  # the screen imports this module
    from .screen import Screen


def handle(screen: Screen, cmd: dict[str, Any]) -> bool:
    """Toolbar, menu and replay buttons; True when ``cmd`` was one of them."""
    if "menu" not in cmd and screen.menu_open:
        screen.menu_open = False  # any choice closes the menu
        render_toolbar(screen)
    if "menu" in cmd:
        screen.menu_open = bool(cmd["menu"])
        render_toolbar(screen)
        if screen.menu_open:
            first = js.document.querySelector("#menu .menu-item")
            if first:
                first.focus()
    elif "undo" in cmd:
        screen.undo()
    elif "copy" in cmd:
        copy_link(screen, str(cmd["copy"]))
    elif "export" in cmd:
        export(screen)
    elif "import" in cmd:
        pick_file()
    elif "replay" in cmd:
        replay.open(screen)
    elif "rp" in cmd and cmd["rp"] != "continue":
        replay.command(screen, cmd)
    else:
        return False
    return True


def render_toolbar(screen: Screen) -> None:
    """Undo (and why not), replay, links, export and import."""
    bar = js.document.getElementById("toolbar")
    if not bar:
        return
    clear(bar)
    if screen.replay_step is not None:
        bar.hidden = True
        return
    bar.hidden = False
    row = el("div", "buttons")
    ok, reason = screen.undo_status()
    if ok and screen.revealed is None:
        ok, reason = False, "hidden"
    why = t("undo.ok") if ok else t(screen.front.undo_words.get(reason, f"undo.{reason}"))
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
    menu_button = button(
        t("menu.button"),
        {"menu": not screen.menu_open},
        "btn small menu-button",
        id="menu-button",
        aria_haspopup="true",
        aria_expanded="true" if screen.menu_open else "false",
        aria_controls="menu",
    )
    row.appendChild(menu_button)
    bar.appendChild(row)
    bar.appendChild(el("p", "muted small undo-reason", why, id="undo-reason"))
    bar.appendChild(_menu(screen))
    link = el(
        "input", "share-link", None, id="share-link", readonly=True, aria_label=t("share.copy")
    )
    link.hidden = not screen.shown_link
    link.value = screen.shown_link
    bar.appendChild(link)


def _menu(screen: Screen) -> Any:
    """The game menu: leave, rematch, rules, saved games; links and files with the trust
    note (a game link holds hands and upcoming draws)."""
    box = el("div", "menu", None, id="menu", role="menu", aria_label=t("menu.title"))
    box.hidden = not screen.menu_open
    items = (
        ("nav", "new", t("menu.new_game"), "menu-new"),
        ("nav", "rematch", t("menu.rematch"), "menu-rematch"),
        ("nav", "rules", t("menu.rules"), "menu-rules"),
        ("nav", "lesson", t("menu.lesson"), "menu-lesson"),
        ("nav", "more", t("menu.more"), "menu-more"),
        ("nav", "saved", t("menu.saved"), "menu-saved"),
        ("nav", "settings", t("menu.settings"), "menu-settings"),
        ("copy", "game", t("share.copy"), "copy-link"),
        ("copy", "new", t("share.copy_settings"), "copy-settings"),
        ("export", 1, t("share.export"), "export"),
        ("import", 1, t("share.import"), "import"),
    )
    for key, value, label, node_id in items:
        box.appendChild(button(label, {key: value}, "menu-item", id=node_id, role="menuitem"))
    box.appendChild(el("p", "muted small trust", t("share.trust")))
    return box


def copy_link(screen: Screen, kind: str) -> None:
    """Put a link to the game (or to its settings) in the clipboard and in view."""
    s = screen.session
    loc = js.window.location
    base = str(loc.href).split("#", 1)[0]
    if kind == "game":
        fragment = links.game_fragment(s.record)
        done = t("share.copied")
    else:
        fragment = links.settings_fragment(s.record.game, s.record.config)
        done = t("share.copied_settings")
    url = f"{base}#{fragment}"
    screen.shown_link = url
    render_toolbar(screen)
    field = js.document.getElementById("share-link")
    field.select()

    def failed(*_args: Any) -> None:
        notify(t("share.copy_failed"))

    try:
        js.navigator.clipboard.writeText(url).then(once(lambda *_: notify(done)), once(failed))
    except Exception:
        failed()


def fill_form(game: str, config: dict[str, Any]) -> None:
    """Put a (checked) config of ``game`` into the start form: the game, its player count,
    seats (names, person or computer level), options and the computers' thinking."""
    doc = js.document
    chooser = doc.querySelector(f"#start-form input[name=game][value='{game}']")
    if chooser:
        chooser.checked = True
        chooser.dispatchEvent(js.Event.new("change", _bubbles()))
    names = Session(config, 0, game).names
    radio = doc.querySelector(f"#start-form input[name=count][value='{len(names)}']")
    if not radio:
        return
    radio.checked = True
    radio.dispatchEvent(js.Event.new("change", _bubbles()))
    levels = computer_seats(config)
    for seat, name in enumerate(names, 1):
        kind = doc.getElementById(f"kind-{seat}")
        if kind:
            kind.value = levels.get(seat - 1, "human")
            kind.dispatchEvent(js.Event.new("change", _bubbles()))
        box = doc.getElementById(f"name-{seat}")
        if box:
            box.value = name
    think = doc.querySelector(f"#start-form input[name=think][value='{think_setting(config)}']")
    if think:
        think.checked = True
    options = config.get("options", [])
    for box in doc.querySelectorAll("#start-form input[name=option]"):
        box.checked = str(box.value) in options and not box.disabled


def _bubbles() -> Any:
    return js_object({"bubbles": True})


# ---- files ---------------------------------------------------------------------------------


def pick_file() -> None:
    picker = js.document.getElementById("import-file")
    if picker:
        picker.value = ""
        picker.click()


def read_file(file: Any, opened: Callable[[Record], object]) -> None:
    """Read a dropped or picked record file; ``opened(record)`` if it is one, else a message."""
    if file is None:  # (a JS File of 0 bytes is falsy in Python: size 0)
        return
    if float(file.size) > links.MAX_FILE_BYTES:
        refuse(t("share.bad_file", error=t("share.file_too_large")))
        return

    def got(text: Any) -> None:
        try:
            record = links.record_from_text(str(text))
        except RecordError as error:
            refuse(t("share.bad_file", error=error))
            return
        opened(record)

    def failed(error: Any) -> None:
        refuse(t("share.bad_file", error=str(error)))

    file.text().then(once(got), once(failed))


def download(name: str, text: str) -> None:
    """Offer ``text`` as a file called ``name``."""
    blob = js.Blob.new(to_js([text]), js_object({"type": "application/json"}))
    url = js.URL.createObjectURL(blob)
    link = el("a", None, None, href=url, download=name)
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(once(lambda: js.URL.revokeObjectURL(url)), 10_000)


def export(screen: Screen) -> None:
    """Download the game record as a .json file."""
    s = screen.session
    text = json.dumps(s.record.to_data(), indent=1, ensure_ascii=False)
    stamp = str(js.Date.new().toISOString())[:10]
    name = f"{s.record.game}-{stamp}-{screen.game_id[:8]}.json"
    download(name, text)
    notify(t("share.exported", file=name))


def picked(event: Any, opened: Callable[[Record], object]) -> None:
    """The file picker (index.html's #import-file) was given a file."""
    files = event.target.files
    read_file(files.item(0) if files.length else None, opened)


def dragged_over(event: Any) -> None:
    """Files dragged over the page: it takes them (and shows it)."""
    if event.dataTransfer and "Files" in list(event.dataTransfer.types):
        event.preventDefault()
        js.document.documentElement.classList.add("dropping")


def dragged_away(_event: Any) -> None:
    js.document.documentElement.classList.remove("dropping")


def dropped(event: Any, opened: Callable[[Record], object]) -> None:
    """A file dropped anywhere on the page."""
    js.document.documentElement.classList.remove("dropping")
    files = event.dataTransfer.files if event.dataTransfer else None
    if files and files.length:
        event.preventDefault()
        read_file(files.item(0), opened)
