"""L'Isola dei Vulcani know-how for computer players (placeholder, replaced below)."""

from __future__ import annotations

from typing import Any

from .rules import ranking_of
from .state import State


def value(s: State, player: int) -> float:
    """How good ``s`` is for ``player``, 0 to 1."""
    ranks = ranking_of(s)
    return 1.0 if ranks[player] == 1 else 0.0


def instinct(s: State, action: Any) -> float:
    """Certain immediate gain."""
    return 0.0
