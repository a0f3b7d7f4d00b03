"""Saving, as the player sees it: the autosave after every change, the warning that stays
while saves fail, the notice when another tab takes the game over, the saved-games list on
the start screen and the question asked when a game is open in another tab.

Storage itself is game/ui/store.py (static/store.js); what a save holds is game/ui/saves.py.
Opening a game is game/ui/games.py's: the list's buttons carry commands it handles.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import js

from . import saves, store
from .dom import button, clear, el, focus, remove
from .guard import once, spawn
from .i18n import t
from .lesson import Lesson, following, part_of
from .page import new_id, now_ms

if TYPE_CHECKING:  # the screen imports this module
    from .screen import Screen

# listed: key -> Save as last listed; deleted: key -> (what the store held, the Save), for Undo
_state: dict[str, Any] = {"listed": {}, "page_ready": False, "deleted": {}}


# ---- the autosave ------------------------------------------------------------------------------


def autosave(screen: Screen) -> None:
    """Save the game now (every action); a failed write is never silent."""
    s = screen.session
    gid = screen.game_id
    tally = screen.front.tally(screen.table.view(None))
    text = saves.entry(
        gid, s.record, s.names, s.turn(), s.over(), screen.game_created, now_ms(), tally
    )
    spawn(_written(screen, gid, store.write(gid, text)))


async def _written(screen: Screen, gid: str, writing: Awaitable[store.Written]) -> None:
    result = await writing
    if screen.game_id != gid:
        return  # another game opened meanwhile; its own writes report for it
    if result.ok:
        if screen.save_problem:
            screen.save_problem = ""
            render_save_warning(screen)
        store.persist()
    elif result.reason == "lost":
        lose(screen)
    else:
        js.console.warn(f"saving the game failed: {result.reason}: {result.message}")
        screen.save_problem = result.reason
        render_save_warning(screen)


def render_save_warning(screen: Screen) -> None:
    """The warning that stays while the game cannot be saved, with Export at hand."""
    box = js.document.getElementById("save-warning")
    if not box:
        return
    clear(box)
    box.hidden = not screen.save_problem
    problem = screen.save_problem
    if problem:
        words = {
            "unavailable": "saves.unavailable",
            "deleted": "saves.deleted_elsewhere",
            "conflict": "saves.changed_elsewhere",
        }
        box.appendChild(el("span", None, t(words.get(problem, "saves.failed"))))
        if problem in ("deleted", "conflict"):
            box.appendChild(button(t("saves.save_new"), {"save_new": 1}, "btn small primary"))
        box.appendChild(button(t("share.export"), {"export": 1}, "btn small primary"))


def save_as_new(screen: Screen) -> None:
    """Keep the game on screen as a new saved game (another tab changed or deleted its save)."""
    old = screen.game_id
    store.forget(old)
    store.release(old)
    screen.game_id = new_id()
    autosave(screen)


# ---- another tab ---------------------------------------------------------------------------------


def lose(screen: Screen) -> None:
    """Another tab owns this game now: this one stops playing and saving it."""
    if screen.lost:
        return
    screen.lost = True
    screen.auto.close()
    screen.refresh()


def render_tab_lost(screen: Screen) -> None:
    """The notice over a game another tab took over."""
    box = js.document.getElementById("tab-lost")
    if not box:
        return
    clear(box)
    box.hidden = not screen.lost
    if not screen.lost:
        return
    card = el("div", "pass-card", role="dialog", aria_modal="true", aria_labelledby="tab-lost-h")
    card.appendChild(el("h2", None, t("tabs.lost_title"), id="tab-lost-h"))
    card.appendChild(el("p", None, t("tabs.lost")))
    bar = el("div", "buttons")
    bar.appendChild(button(t("tabs.take_back"), {"tab": "take"}, "btn primary"))
    bar.appendChild(button(t("tabs.copy"), {"tab": "copy"}, "btn"))
    card.appendChild(bar)
    box.appendChild(card)
    js.setTimeout(once(lambda: focus("#tab-lost button")), 0)


def show_tab_dialog(key: str) -> None:
    """On the start screen: game ``key`` is open in another tab; take it over, or a copy?"""
    box = js.document.getElementById("saved")
    close_tab_dialog()
    dialog = el(
        "div", "tab-dialog card", None, id="tab-dialog", role="dialog", aria_labelledby="tab-q"
    )
    dialog.appendChild(el("p", None, t("tabs.busy"), id="tab-q"))
    bar = el("div", "buttons")
    take = {"tab_dialog": "take", "key": key}
    bar.appendChild(button(t("tabs.take_over"), take, "btn small primary"))
    copy = {"tab_dialog": "copy", "key": key}
    bar.appendChild(button(t("tabs.open_copy"), copy, "btn small"))
    bar.appendChild(button(t("tabs.cancel"), {"tab_dialog": "cancel"}, "btn small"))
    dialog.appendChild(bar)
    box.insertBefore(dialog, box.firstChild)
    dialog.querySelector("button").focus()


def close_tab_dialog() -> None:
    remove("tab-dialog", "delete-dialog")


def show_delete_dialog(key: str) -> None:
    """On the start screen: game ``key`` is open in another tab; delete it all the same?"""
    close_tab_dialog()
    box = js.document.getElementById("saved")
    dialog = el(
        "div",
        "tab-dialog delete-dialog card",
        None,
        id="delete-dialog",
        role="dialog",
        aria_labelledby="delete-q",
    )
    dialog.appendChild(el("p", None, t("saves.delete_open"), id="delete-q"))
    bar = el("div", "buttons")
    bar.appendChild(button(t("saves.delete_anyway"), {"delete_sure": key}, "btn small primary"))
    bar.appendChild(button(t("tabs.cancel"), {"tab_dialog": "cancel"}, "btn small"))
    dialog.appendChild(bar)
    box.insertBefore(dialog, box.firstChild)
    dialog.querySelector("button").focus()


def deleted(key: str, stored: Any) -> None:
    """Save ``key`` was deleted: the list offers Undo in its place until the page leaves."""
    save = _state["listed"].get(key)
    if save is not None and stored is not None:
        _state["deleted"][key] = (stored, save)


def undeleted(key: str) -> Any:
    """What the store held under ``key`` before Delete (None if Undo is not offered)."""
    kept = _state["deleted"].pop(key, None)
    return None if kept is None else kept[0]


# ---- the saved-games list ----------------------------------------------------------------------


def listed(key: str) -> saves.Save | None:
    """The save of ``key`` as last listed."""
    save: saves.Save | None = _state["listed"].get(key)
    return save


def page_ready() -> None:
    """Python is ready: Resume buttons may be pressed."""
    _state["page_ready"] = True


async def render_saves(document: Any) -> None:
    """The saved-games list on the start screen: every save read on its own."""
    box = document.getElementById("saved")
    if not box:
        return
    items = await store.all_saves()
    _state["listed"] = {save.key: save for save in items}
    gone = [save for key, (_, save) in _state["deleted"].items() if key not in _state["listed"]]
    clear(box)
    box.appendChild(el("h2", None, t("saves.title")))
    if not items:
        box.appendChild(el("p", "muted small", t("saves.none")))
    listing = el("ul", "saves")
    for save in gone:
        listing.appendChild(_deleted_row(save))
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
    lesson = _lesson(save)
    due = lesson.at(len(save.record.actions)) if lesson and save.record else None
    if save.over:
        status = t("saves.over")
    elif lesson and due:
        status = t("saves.step", step=due[0] + 1, steps=len(lesson.steps))
    else:
        status = t("saves.turn", turn=save.turn)
    head = el("span", "save-names")  # the game first, then its players and their tally
    head.appendChild(el("span", "save-game", _title(save)))
    head.appendChild(el("span", "save-players", _players(save)))
    row.appendChild(head)
    row.appendChild(el("span", "save-meta muted small", f"{when} · {status}"))
    resume = button(
        t("saves.resume"),
        {"resume": save.key},
        "btn small primary",
        disabled=not _state["page_ready"],
    )
    row.appendChild(resume)
    row.appendChild(button(t("saves.delete"), {"delete": save.key}, "btn small"))
    return row


# A tally's words: the list, and one player's entry.
TALLY_WORDS = {
    "points": ("saves.tally.points", "saves.tally.point"),
    "degrees": ("saves.tally.degrees", "saves.tally.degree"),
}


def _players(save: saves.Save) -> str:
    """The players, with the game's summary when the save has one ("Points: Ada 23, ...")."""
    if save.tally is None:
        return ", ".join(save.names)
    words, entry = TALLY_WORDS[save.tally[0]]
    listed = [t(entry, name=n, value=v) for n, v in zip(save.names, save.tally[1], strict=True)]
    return t(words, list=", ".join(listed))


def _lesson(save: saves.Save) -> Lesson | None:
    """The lesson a save follows, if it is one."""
    r = save.record
    return following(r.config, r.game, r.seed, r.actions) if r is not None else None


def _title(save: saves.Save) -> str:
    """The game's name; a lesson's says which ("Eruption · Learn to play")."""
    if save.record is None:
        return ""
    game = t(f"game.{save.record.game}.title")
    lesson = _lesson(save)
    if lesson is None:
        return game
    return t("saves.lesson", game=game, lesson=t("page.more" if part_of(lesson) else "page.lesson"))


def _deleted_row(save: saves.Save) -> Any:
    row = el("li", "deleted", data_deleted=save.key)  # (not a save: no data-id)
    row.appendChild(el("span", "save-names", t("saves.deleted_row", names=", ".join(save.names))))
    row.appendChild(el("span", "save-meta muted small", _title(save)))
    row.appendChild(button(t("saves.undo_delete"), {"undo_delete": save.key}, "btn small primary"))
    return row
