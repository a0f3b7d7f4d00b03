"""The page around the screens: which screen shows (start or game), where a message goes,
fresh ids and the clock. Used by the shell's other modules; imports none of them."""

from __future__ import annotations

from typing import Any

import js


def new_id() -> str:
    """A fresh random id for a game on this device (its save's key)."""
    arr = js.Uint32Array.new(2)
    js.crypto.getRandomValues(arr)
    return f"{int(arr[0]):08x}{int(arr[1]):08x}"


def now_ms() -> float:
    return float(js.Date.now())


def show_message(document: Any, text: str) -> None:
    """The start screen's message line (empty: hidden)."""
    message = document.getElementById("start-message")
    message.textContent = text
    message.hidden = not text


def show_game(document: Any, visible: bool) -> None:
    """Show the game screen (or the start screen)."""
    document.getElementById("start").hidden = visible
    document.getElementById("game").hidden = not visible


def notify(text: str, error: bool = False) -> None:
    """A message where the player is looking: the status line on the game screen, the
    message line on the start screen."""
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
