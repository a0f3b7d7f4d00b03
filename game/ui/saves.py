"""Saved games (pure part): what one autosave holds, and reading it back safely.

Each game on this device has an id; its save is JSON under ``volcano:save:<id>`` in
localStorage: the record plus a summary for the list (players, turn, when, finished or not).
A save that does not parse is skipped, never trusted.
"""

from __future__ import annotations

import json
from typing import Any

from game.core.errors import RecordError
from game.core.record import Record

PREFIX = "volcano:save:"
SAVE_VERSION = 1


def key(game_id: str) -> str:
    return PREFIX + game_id


def entry(
    game_id: str,
    record: Record,
    names: list[str],
    turn: int,
    over: bool,
    created: float,
    updated: float,
) -> str:
    """The JSON text of one save."""
    return json.dumps(
        {
            "v": SAVE_VERSION,
            "id": game_id,
            "record": record.to_data(),
            "names": names,
            "turn": turn,
            "over": over,
            "created": created,
            "updated": updated,
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )


def parse(text: Any) -> dict[str, Any] | None:
    """The summary of a save (``record`` as a Record), or None if it is not a usable save."""
    if not isinstance(text, str) or len(text) > 2_000_000:
        return None
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
            return None
        record = Record.from_data(data.get("record"))
        names = data.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            return None
        return {
            "id": str(data.get("id", "")),
            "record": record,
            "names": names,
            "turn": int(data.get("turn", 0)),
            "over": bool(data.get("over")),
            "created": float(data.get("created", 0)),
            "updated": float(data.get("updated", 0)),
        }
    except (ValueError, TypeError, RecordError, RecursionError):
        return None


def newest_first(saves: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(saves, key=lambda s: -s["updated"])
