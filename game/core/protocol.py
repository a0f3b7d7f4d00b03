"""The protocol every game of the site implements (the OpenSpiel shape).

A game is an object with these methods; states are plain data that the game alone interprets.
Shared tests, computer players, records and the UI shell are written against this only.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Hashable, Sequence
from typing import Any, Protocol


class Game(Protocol):
    """What the site needs from a game."""

    name: str
    min_players: int
    max_players: int

    def new_game(self, config: dict[str, Any], seed: int) -> Any:
        """A fresh state for ``config`` (players, names, options) and an integer ``seed``."""

    def to_move(self, state: Any) -> int | None:
        """The player who decides now, or None when the game is over."""

    def legal_actions(self, state: Any) -> Sequence[Hashable]:
        """Every legal action, in a deterministic order (empty when the game is over)."""

    def apply(self, state: Any, action: Any) -> Any:
        """The state after ``action``; the given state is unchanged. Raises IllegalAction."""

    def is_terminal(self, state: Any) -> bool:
        """Whether the game is over."""

    def ranking(self, state: Any) -> list[int]:
        """Final rank of each player (1 is best; equal ranks are shared wins)."""

    def view(self, state: Any, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (None: a spectator who sees no hand), as JSON-able data."""

    def events(self, state: Any) -> list[dict[str, Any]]:
        """The log entries of the transition that produced ``state``."""

    def parse_action(self, text: str) -> Any:
        """The action written as ``text`` (``str(action)`` gives it back). Raises NotationError."""

    def to_data(self, state: Any) -> dict[str, Any]:
        """The whole state as JSON-able plain data (hidden parts included)."""


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces: the same bytes on every Python."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(game: Game, state: Any) -> str:
    """A short fingerprint of the whole state, equal on CPython and Pyodide for equal states."""
    return hashlib.sha256(canonical_json(game.to_data(state)).encode()).hexdigest()[:16]


def visible_to(event: dict[str, Any], player: int | None) -> bool:
    """Whether a log entry may be shown to ``player`` (None: public entries only)."""
    to = event.get("to")
    return to is None or (player is not None and player in to)
