"""Game records: config, seed and actions as JSON, replayed to the identical state."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import jsontext
from .errors import GameError, RecordError
from .protocol import Game

FORMAT = "volcano-record"
VERSION = 1
MAX_ACTIONS = 20_000


SAFE_INTEGER = 2**53 - 1  # the largest integer JavaScript's JSON.parse keeps exactly


def seed_data(seed: int) -> int | str:
    """A seed as written in a record: a number up to 2^53 - 1, beyond that decimal text, so
    that a JavaScript tool reading the JSON does not round it."""
    return seed if seed <= SAFE_INTEGER else str(seed)


def seed_from_data(data: Any) -> int:
    """The seed written by ``seed_data`` (older records wrote every seed as a number)."""
    if isinstance(data, str) and 0 < len(data) <= 20 and data.isascii() and data.isdigit():
        data = int(data) if int(data) > SAFE_INTEGER else None  # small seeds are numbers
    if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data < 2**64:
        raise RecordError("the record's seed must be a whole number from 0 to 2^64 - 1")
    return data


@dataclass
class Record:
    """Everything needed to rebuild a game: which game, its config, the seed, the actions."""

    game: str
    config: dict[str, Any]
    seed: int
    actions: list[str] = field(default_factory=list)

    def to_data(self) -> dict[str, Any]:
        """Plain JSON-able data, with the format version."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "config": self.config,
            "seed": seed_data(self.seed),
            "actions": list(self.actions),
        }

    def to_json(self) -> str:
        """The record as compact JSON text."""
        return json.dumps(self.to_data(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_data(cls, data: Any) -> Record:
        """Check the shape of decoded JSON and build a record (RecordError if wrong)."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("this is not a game record")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("the record has no format version")
        if version != VERSION:
            raise RecordError(
                f"unknown record format version {version} (this site reads {VERSION})"
            )
        game, config, seed, actions = (data.get(k) for k in ("game", "config", "seed", "actions"))
        if not isinstance(game, str):
            raise RecordError("the record does not say which game it is")
        if not isinstance(config, dict):
            raise RecordError("the record's config must be an object")
        seed = seed_from_data(seed)
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("the record's actions must be a list of texts")
        if len(actions) > MAX_ACTIONS:
            raise RecordError(f"the record has more than {MAX_ACTIONS} actions")
        return cls(game, config, seed, list(actions))

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Parse JSON text (RecordError on anything malformed)."""
        try:
            data = jsontext.loads(text)
        except ValueError as exc:
            raise RecordError("the record is not valid JSON") from exc
        return cls.from_data(data)


def replay(game: Game, record: Record, on_step: Callable[[int, Any], None] | None = None) -> Any:
    """Rebuild the final state of ``record``; ``on_step(i, state)`` sees every state.

    Raises RecordError naming the first action that does not parse or is not legal.
    """
    if record.game != game.name:
        raise RecordError(f"this record is for {record.game!r}, not {game.name!r}")
    try:
        state = game.new_game(record.config, record.seed)
    except GameError as exc:
        raise RecordError(f"the record's config is invalid: {exc}") from exc
    if on_step:
        on_step(0, state)
    for i, text in enumerate(record.actions, 1):
        try:
            state = game.apply(state, game.parse_action(text))
        except GameError as exc:
            raise RecordError(f"action {i} ({text[:40]!r}) cannot be replayed: {exc}") from exc
        if on_step:
            on_step(i, state)
    return state
