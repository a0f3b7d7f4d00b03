"""The page around the screens: which screen shows (start or game), where a message goes,
fresh ids, the clock, and the small things the browser keeps for the page (its local and
session storage). Used by the shell's other modules; imports none of them."""

from __future__ import annotations

from typing import Any

import js
from pyodide.ffi import to_js

from .dom import el
from .guard import once

REFUSAL_MS = 2800  # how long a refused click's reason stays by the pointer
_refusal = {"shown": 0}  # refusals shown so far: only the newest one's timer hides the tip


def new_id() -> str:
    """A fresh random id for a game on this device (its save's key)."""
    arr = js.Uint32Array.new(2)
    js.crypto.getRandomValues(arr)
    return f"{int(arr[0]):08x}{int(arr[1]):08x}"


def now_ms() -> float:
    return float(js.Date.now())


def _storage(kind: str) -> Any:
    return js.window.localStorage if kind == "local" else js.window.sessionStorage


def kept(kind: str, key: str) -> str | None:
    """The text kept under ``key`` in the browser's "local" or "session" storage, if any."""
    try:
        text = _storage(kind).getItem(key)
    except Exception:  # storage denied: nothing kept
        return None
    return text if isinstance(text, str) else None


def kept_keys(kind: str) -> list[str]:
    """Every key kept in the browser's "local" or "session" storage (none if it is denied)."""
    try:
        store = _storage(kind)
        return [str(store.key(k)) for k in range(int(store.length))]
    except Exception:  # storage denied: nothing kept
        return []


def keep(kind: str, key: str, text: str | None) -> None:
    """Keep ``text`` under ``key`` (None: forget it); a full or denied storage only warns."""
    try:
        if text is None:
            _storage(kind).removeItem(key)
        else:
            _storage(kind).setItem(key, text)
    except Exception:  # storage full or denied: the game goes on, only this is not kept
        js.console.debug(f"not kept: {key}")


def clear_notice() -> None:
    """Hide the notice (a new screen is shown)."""
    box = js.document.getElementById("notice")
    if box:
        box.hidden = True


def show_game(document: Any, visible: bool) -> None:
    """Show the game screen (or the start screen), from its top when the screen changes."""
    changed = bool(document.getElementById("game").hidden) == visible
    document.getElementById("start").hidden = visible
    document.getElementById("game").hidden = not visible
    if changed:
        js.window.scrollTo(0, 0)


def game_shown() -> bool:
    """Whether the game screen (not the start screen) is showing."""
    return not js.document.getElementById("game").hidden


def refuse(text: str) -> None:
    """An error notice about something from outside (a link, a file) that was not opened;
    it says the game on screen is unchanged when there is one."""
    if game_shown():
        from .i18n import t

        text = f"{text} {t('share.game_unchanged')}"
    notify(text, error=True)


def notify(text: str, error: bool = False) -> None:
    """A message where the player is looking, whichever screen shows: a notice at the top of
    the window. An error stays until closed and takes the focus (so a keyboard or screen
    reader user is there); other messages go by themselves after a few seconds."""
    doc = js.document
    box = doc.getElementById("notice")
    if not box:
        return
    text_node = box.querySelector(".notice-text")
    text_node.textContent = text
    box.hidden = not text
    box.classList.toggle("error", error)
    box.setAttribute("role", "alert" if error else "status")
    _notice["shown"] += 1
    if error:
        box.focus()
    elif text:
        shown = _notice["shown"]
        js.setTimeout(once(lambda: _fade(shown)), NOTICE_MS)


NOTICE_MS = 6000
_notice = {"shown": 0}


def _fade(shown: int) -> None:
    """Hide a passing message, unless another one came since."""
    box = js.document.getElementById("notice")
    if box and _notice["shown"] == shown and not box.classList.contains("error"):
        box.hidden = True


def show_refusal(board: Any, x: float, y: float, words: str) -> None:
    """Why a click on ``board`` (a canvas) at (x, y) CSS pixels did nothing, next to the
    pointer for a moment."""
    tip = js.document.getElementById("refusal")
    if not tip:  # (JsNull)
        tip = el("div", "refusal", None, id="refusal", role="status")
        board.parentElement.appendChild(tip)
    tip.textContent = words
    tip.style.left = tip.style.top = "0"  # measured unsqueezed by the board's edge
    tip.hidden = False
    # above the pointer, or below it at the window's top, and always inside the window
    wrap, spot = tip.offsetParent.getBoundingClientRect(), board.getBoundingClientRect()
    px, py = spot.left + x, spot.top + y
    width, height = tip.offsetWidth, tip.offsetHeight
    room = js.document.documentElement.clientWidth
    left = max(4, min(px - width / 2, room - 4 - width))
    top = py - height - 12 if py - height - 12 >= 4 else py + 16
    tip.style.left = f"{left - wrap.left:.0f}px"
    tip.style.top = f"{top - wrap.top:.0f}px"
    _refusal["shown"] += 1
    shown = _refusal["shown"]
    js.setTimeout(once(lambda: _hide_refusal(shown)), REFUSAL_MS)


def _hide_refusal(shown: int) -> None:
    if shown == _refusal["shown"]:
        hide_refusal()


def hide_refusal() -> None:
    """Take a refused click's reason away (a move was made: it is about the past)."""
    tip = js.document.getElementById("refusal")
    if tip:
        tip.hidden = True


def reduced_motion() -> bool:
    """Whether the player asked the system for less motion."""
    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)


# Something the player needs in view: an element (one in a tray that scrolls sideways counts
# by the tray), or a point (x, y) in CSS px from an element's top left corner (a board's place).
Need = tuple[Any, tuple[float, float] | None]


def keep_in_view(needs: list[Need]) -> None:
    """Scroll the page as little as it takes for as many of ``needs`` as fit, in their order,
    to be wholly in the window and uncovered; smoothly, unless the player asked for less
    motion; in the next animation frame (static/follow.js: it measures each need at each
    position tried, where what sticks to the window's top or bottom stands then)."""
    shown = [[node, None if point is None else list(point)] for node, point in needs]
    js.volcanoKeepInView(to_js(shown), not reduced_motion())
