"""Saved games (pure part): what one autosave holds, and reading each one back on its own.

Each game on this device has an id, the key of its save in the browser's store
(static/store.js: IndexedDB). A save is JSON text: the record plus a summary for the list
(players, turn, when, finished or not, the game's own tally: scores or temperatures).
``parse`` never raises: a save it cannot read is returned as damaged, to be listed with
Delete and Export-as-is, and never trusted.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from game.core import jsontext
from game.core.errors import RecordError
from game.core.names import clean_name
from game.core.record import Record
from game.core.registry import names as game_names

from .i18n import default_name

PREFIX = "volcano:save:"  # localStorage key prefix of earlier versions (migrated by store.js)
SAVE_VERSION = 1
MAX_SAVE_CHARS = 2_000_000
MAX_TIME_MS = 1e15  # about the year 33,000: any later "date" is damage
MAX_TURN = 10**6
MAX_NAME = 40
TALLIES = ("points", "degrees")  # what a save's summary counts per player (a front end's tally)
MAX_TALLY = 10**6


def key(game_id: str) -> str:
    """The localStorage key of a save in earlier versions."""
    return PREFIX + game_id


@dataclass
class Save:
    """One stored save as the start screen lists it. ``record`` is None when damaged."""

    key: str
    text: str
    record: Record | None = None
    names: tuple[str, ...] = ()
    turn: int = 0
    over: bool = False
    created: float = 0.0
    updated: float = 0.0
    problem: str = ""
    tally: tuple[str, tuple[int, ...]] | None = None  # (kind, per player): scores, temperatures

    @property
    def damaged(self) -> bool:
        return self.record is None


def entry(
    game_id: str,
    record: Record,
    names: list[str],
    turn: int,
    over: bool,
    created: float,
    updated: float,
    tally: tuple[str, list[int]] | None = None,
) -> str:
    """The JSON text of one save (``tally``: the game's summary for the list, a kind of
    ``TALLIES`` and a number per player)."""
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
            **({"tally": {"kind": tally[0], "values": tally[1]}} if tally else {}),
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )


def _time(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("a date is not a number")
    if isinstance(value, int) and not -MAX_TIME_MS <= value <= MAX_TIME_MS:
        raise ValueError("a date is out of range")
    number = float(value)
    if not math.isfinite(number) or not 0 <= number <= MAX_TIME_MS:
        raise ValueError("a date is out of range")
    return number


def parse(save_key: str, text: Any, foreign: bool = False) -> Save:
    """The save stored under ``save_key``: readable, or damaged with the reason. ``foreign``:
    an entry under a key that is not text, no save of ours whatever ``text`` (what it holds,
    kept for Export as is) says."""
    raw = text if isinstance(text, str) else ""
    save = Save(str(save_key), raw)
    try:
        if text is None or foreign:
            raise ValueError("not a save of this site")
        if not isinstance(text, str):
            raise ValueError("the save is not text")
        if len(text) > MAX_SAVE_CHARS:
            raise ValueError("the save is too large")
        try:
            data = jsontext.loads(text)
        except jsontext.TooDeep:
            raise
        except ValueError as error:
            raise ValueError("the save is not valid JSON") from error
        if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
            raise ValueError("not a save of this site")
        record = Record.from_data(data.get("record"))
        if record.game not in game_names():
            raise ValueError("a game this site does not have")
        names = data.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("the player names are damaged")
        turn = data.get("turn", 0)
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn <= MAX_TURN:
            raise ValueError("the turn is damaged")
        save.names = tuple(
            clean_name(n, MAX_NAME, default_name(i + 1)) for i, n in enumerate(names[:8])
        )
        save.turn = turn
        save.over = data.get("over") is True
        save.created = _time(data.get("created", 0))
        save.updated = _time(data.get("updated", 0))
        save.record = record
        save.tally = _tally(data.get("tally"), len(save.names))
    except (ValueError, TypeError, RecordError) as error:
        save.problem = str(error)[:200]
    return save


def _tally(data: Any, players: int) -> tuple[str, tuple[int, ...]] | None:
    """A save's summary if it is sound; None otherwise (a save from before summaries, or a
    damaged one: the list shows the names alone)."""
    if not isinstance(data, dict) or data.get("kind") not in TALLIES:
        return None
    values = data.get("values")
    if not isinstance(values, list) or len(values) != players:
        return None
    if not all(type(v) is int and abs(v) <= MAX_TALLY for v in values):
        return None
    return str(data["kind"]), tuple(values)


def newest_first(items: list[Save]) -> list[Save]:
    """Readable saves, most recently played first, then the damaged ones."""
    return sorted(items, key=lambda s: (s.damaged, -s.updated, s.key))


def continued_by(record: Record, items: list[Save]) -> Save | None:
    """The saved game that ``record`` goes on from: same game, settings and seed, and its
    actions start with the saved ones (the longest such save), if any."""
    best: tuple[int, Save] | None = None
    for save in items:
        old = save.record
        if old is None or (old.game, old.config, old.seed) != (
            record.game,
            record.config,
            record.seed,
        ):
            continue
        if record.actions[: len(old.actions)] == old.actions and (
            best is None or len(old.actions) > best[0]
        ):
            best = (len(old.actions), save)
    return best[1] if best else None
