"""The join desk: one host screen, "Invite the table", that shows each waiting seat's (and
watcher's) invitation in turn, its QR code large enough to read across a table, with the
camera reading that guest's answer beside it (game/ui/channel.py keeps the invitations and
moves the desk on as each guest connects; this module only draws it).

A QR code is drawn in whole CSS pixels a module (at least ``MIN_MODULE``): a scaled one
blurs its modules. Words from outside (names, links) are text, never HTML.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import js

from .dom import button, el, remove
from .guard import once, proxy
from .i18n import t

MIN_MODULE, MAX_MODULE = 4, 12  # CSS px a QR module
ROOM_PX = (64, 380)  # the width and height the desk's words and buttons take besides the code
BOX_PX = 120  # ...and the link and answer box, when they show (no camera)
SIDE = re.compile(r'viewBox="0 0 (\d+) ')


@dataclass(frozen=True)
class Entry:
    """One seat or watcher as the desk lists it."""

    key: int
    name: str
    status: str
    waiting: bool


@dataclass(frozen=True)
class Shown:
    """The invitation the desk shows now."""

    key: int
    name: str
    link: str
    qr: str  # an image URL of the SVG net.js drew ("" while it is made)
    svg_side: int  # the code's side in modules, its quiet zone included (0: unknown)
    answer: bool  # an answer comes back by hand (manual mode); else the link is all
    problem: str
    connecting: bool
    failed: bool  # it can no longer be answered: a new one is offered


def qr_side(svg: str) -> int:
    """The side in modules of a QR code net.js drew (0 if it does not say)."""
    found = SIDE.search(svg[:300])
    return int(found[1]) if found else 0


def module_px(side: int, box: bool = False) -> int:
    """CSS px a module, whole, as large as the window allows (between MIN_ and MAX_MODULE),
    with room for the link and answer box if ``box``."""
    if side <= 0:
        return MIN_MODULE
    high = int(js.window.innerHeight) - ROOM_PX[1] - (BOX_PX if box else 0)
    room = min(int(js.window.innerWidth) - ROOM_PX[0], high)
    wide = int(js.window.innerWidth) >= 900  # the camera goes beside the code
    room = min(room, int(js.window.innerWidth) // 2 - ROOM_PX[0]) if wide else room
    return max(MIN_MODULE, min(MAX_MODULE, room // side))


def dialog() -> Any:
    """The desk's dialog, made once (None while it is closed)."""
    return js.document.getElementById("desk")


def close() -> None:
    remove("desk")


def render(entries: list[Entry], shown: Shown | None, video: Any, can_watch: bool) -> Any:
    """Draw the desk (made if closed): the list of seats and watchers, then ``shown``'s
    invitation with ``video`` (the camera's preview, or None) beside it; the element the
    answer box is in, or None."""
    box = dialog()
    opened = not box
    if opened:
        box = el("div", "rules-dialog desk", None, id="desk", role="dialog")
        box.setAttribute("aria-labelledby", "desk-h")
        box.addEventListener("keydown", proxy(_on_key))
        js.document.getElementById("game").appendChild(box)  # (its buttons: the screen's)
    typed = box.querySelector("#desk-answer")
    kept = str(typed.value) if typed else ""
    card = el("div", "pass-card rules-card desk-card")
    card.appendChild(el("h2", None, t("desk.title"), id="desk-h", tabindex="-1"))
    listing = el("ul", "desk-seats")
    for entry in entries:
        now = shown is not None and entry.key == shown.key
        kind = "now" if now else ("waiting" if entry.waiting else "here")
        item = el("li", f"desk-seat {kind}", None, id=f"desk-seat-{entry.key}")
        item.appendChild(el("strong", None, entry.name))
        item.appendChild(el("span", "muted small", entry.status))
        listing.appendChild(item)
    card.appendChild(listing)
    # (the buttons above the invitation: in view whatever its height, and they do not move
    # when it grows, as when the camera cannot open and the answer box shows)
    bar = el("div", "buttons desk-buttons")
    if shown is not None and sum(e.waiting for e in entries) > 1:
        bar.appendChild(button(t("desk.next"), {"desk_next": shown.key}, "btn small"))
    if can_watch:
        bar.appendChild(button(t("remote.watch_invite"), {"invite_watch": 1}, "btn small"))
    bar.appendChild(button(t("desk.close"), {"desk_close": 1}, "btn small", id="desk-close"))
    card.appendChild(bar)
    if shown is not None:
        card.appendChild(_invitation(shown, video, kept, box.querySelector("#desk-qr")))
    old = box.firstChild
    focused = js.document.activeElement
    kept_focus = str(focused.id) if old and focused and old.contains(focused) else ""
    if old:
        box.replaceChild(card, old)
    else:
        box.appendChild(card)
    again = js.document.getElementById(kept_focus) if kept_focus else None
    if again:  # a redraw keeps the focus where it was (the heading, the answer box...)
        again.focus()
    if opened:  # (after the game screen has put its own focus: the desk is over it)
        js.setTimeout(once(_focus), 0)
    return card


def _focus() -> None:
    heading = js.document.getElementById("desk-h")
    if heading:
        heading.focus()


def _on_key(event: Any) -> None:
    """Escape is Back to the game (not the board's Escape, which takes back a choice)."""
    if str(event.key) == "Escape":
        event.stopPropagation()
        js.document.getElementById("desk-close").click()
        opener = js.document.getElementById("desk-open")
        if opener:
            opener.focus()


def _invitation(shown: Shown, video: Any, typed: str, drawn: Any) -> Any:
    """The invitation of ``shown``: what to do, the code, the camera and the ways without."""
    part = el("section", "desk-now", None, id="desk-now")
    part.setAttribute("aria-label", t("remote.invite", name=shown.name))
    part.appendChild(el("h3", None, shown.name, id="desk-name"))
    steps = "desk.steps_answer" if shown.answer else "desk.steps_link"
    part.appendChild(el("p", None, t(steps, name=shown.name), id="desk-help"))
    row = el("div", "desk-row")
    box = shown.answer and video is None  # no camera here: the answer box is the way
    if shown.qr:
        # (the code drawn before, if it is the same: a redraw for a status line keeps it)
        same = drawn and str(drawn.getAttribute("src")) == shown.qr
        image = drawn if same else el("img", "qr desk-qr", None, src=shown.qr, id="desk-qr")
        image.alt = t("remote.qr")
        px = module_px(shown.svg_side, box) * shown.svg_side
        if px:
            image.style.width = image.style.height = f"{px}px"
        row.appendChild(image)
    else:
        row.appendChild(el("p", "muted", t("remote.making")))
    if video is not None:
        row.appendChild(video)
    part.appendChild(row)
    status = t("remote.connecting") if shown.connecting else shown.problem
    part.appendChild(el("p", "invite-problem", status, id="desk-problem", role="status"))
    if shown.failed:
        words = t("remote.new_invitation", name=shown.name)
        part.appendChild(button(words, {"invite_new": shown.key}, "btn primary small"))
    more = el("details", "desk-more")
    more.open = box
    more.appendChild(el("summary", None, t("desk.without_camera")))
    # (each box in a row with its button: the link and Copy, the answer and Connect)
    link = el("input", "invite-link", None, id="desk-link", readonly=True)
    link.value = shown.link
    link.setAttribute("aria-label", t("remote.invite", name=shown.name))
    field = el("div", "desk-field")
    field.appendChild(link)
    field.appendChild(button(t("remote.copy"), {"invite_copy": shown.key}, "btn small"))
    more.appendChild(field)
    if shown.answer:
        label = el("label", None, t("remote.answer_label", name=shown.name))
        label.htmlFor = "desk-answer"
        more.appendChild(label)
        answer = el("input", "invite-link", None, id="desk-answer", type="text", autocomplete="off")
        answer.value = typed
        connect = button(t("remote.connect"), {"desk_connect": shown.key}, "btn small")
        connect.disabled = shown.connecting
        field = el("div", "desk-field")
        field.appendChild(answer)
        field.appendChild(connect)
        more.appendChild(field)
    part.appendChild(more)
    return part
