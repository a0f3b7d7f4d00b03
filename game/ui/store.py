"""Saved games on this device, seen from Python: static/store.js keeps them in IndexedDB and
knows which tab owns which game; this module reads and writes through it.

Every call is asynchronous (``await`` it in a coroutine run by ``guard.spawn``). Writes to one
game land in order; a write can fail because the storage is full ("quota"), because another
tab saved this game meanwhile ("conflict") or took it over ("lost"), or otherwise ("error").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import js

from . import saves


@dataclass(frozen=True)
class Written:
    """The outcome of one write."""

    ok: bool
    reason: str = ""  # quota, conflict, lost, error
    message: str = ""


def _api() -> Any:
    return js.window.volcanoSaves


async def all_saves() -> list[saves.Save]:
    """Every save on this device, each read on its own (damaged ones included)."""
    items = await _api().list()
    return saves.newest_first([saves.parse(str(item.key), item.text) for item in items])


async def read(key: str) -> saves.Save | None:
    """The save stored under ``key`` now (None if there is none)."""
    text = await _api().read(key)
    return None if text is None else saves.parse(key, text)


async def write(key: str, text: str) -> Written:
    """Store ``text`` as the save of game ``key``."""
    result = await _api().write(key, text)
    if bool(result.ok):
        return Written(True)
    return Written(False, str(result.reason), str(result.message or ""))


async def remove(key: str) -> None:
    await _api().remove(key)


async def claim(key: str, steal: bool = False) -> bool:
    """Make this tab the owner of game ``key``; False if another tab owns it (unless
    ``steal``: then that tab loses it, and is told)."""
    return bool(await _api().claim(key, steal))


def release(key: str) -> None:
    """This tab no longer owns game ``key`` (another game opened here)."""
    _api().release(key)


def on_lost(callback: Any) -> None:
    """``callback(key)`` (a JS-callable) when another tab takes game ``key`` over."""
    _api().onLost(callback)


def persist() -> None:
    """Ask the browser to keep this site's storage under pressure (asked once)."""
    _api().persist()
