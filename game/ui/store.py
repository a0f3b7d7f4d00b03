"""Saved games on this device, seen from Python: static/store.js keeps them in IndexedDB and
knows which tab owns which game; this module reads and writes through it.

Every call is asynchronous (``await`` it in a coroutine run by ``guard.spawn``). Writes to one
game land in order; a write can fail because the storage is full ("quota"), because another
tab saved this game meanwhile ("conflict") or took it over ("lost"), or otherwise ("error").
"""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any

import js

from . import saves


@dataclass(frozen=True)
class Written:
    """The outcome of one write."""

    ok: bool
    reason: str = ""  # quota, conflict, deleted, lost, error, unavailable
    message: str = ""


def _api() -> Any:
    return js.window.volcanoSaves


def _text(value: Any) -> str | None:
    """A text from JavaScript; None for null (pyodide's jsnull) or anything else."""
    return value if isinstance(value, str) else None


async def all_saves() -> list[saves.Save]:
    """Every save on this device, each read on its own (damaged ones included)."""
    items = await _api().list()
    listed = [saves.parse(str(item.key), _text(item.text), bool(item.foreign)) for item in items]
    return saves.newest_first(listed)


async def backend() -> str:
    """Where the saves are: "indexeddb", "localstorage" (no IndexedDB here) or "memory"."""
    return str(await _api().backend)


async def read(key: str) -> saves.Save | None:
    """The save stored under ``key`` now (None if there is none)."""
    text = _text(await _api().read(key))
    return None if text is None else saves.parse(key, text)


def write(key: str, text: str) -> Awaitable[Written]:
    """Store ``text`` as the save of game ``key``. The write starts now, before the caller's
    task returns: from then on a reload of the tab keeps it (store.js)."""
    started = _api().write(key, text)

    async def outcome() -> Written:
        result = (await started).to_py()
        if result.get("ok"):
            return Written(True)
        return Written(False, str(result.get("reason", "error")), str(result.get("message") or ""))

    return outcome()


async def remove(key: str) -> Any:
    """Delete game ``key``'s save; what was stored, for ``restore`` (None if nothing)."""
    return (await _api().remove(key)) or None  # (JS null arrives as pyodide's jsnull)


async def restore(key: str, stored: Any) -> None:
    """Put back what ``remove`` took, unless a save has the key meanwhile."""
    await _api().restore(key, stored)


def forget(key: str) -> None:
    """Drop this tab's unsaved copy of game ``key`` (it was saved as another game)."""
    _api().forget(key)


async def open_elsewhere(key: str) -> bool:
    """Whether another tab has game ``key`` open now (False where the browser cannot tell)."""
    return bool(await _api().openElsewhere(key))


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
