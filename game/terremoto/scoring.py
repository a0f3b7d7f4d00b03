"""What the table and the scores say, for the rules, the view and the computer players."""

from __future__ import annotations

from .cards import N_SUITS
from .state import State


def tally(s: State) -> list[int]:
    """Cards of each suit on the table, clones counted in their declared suit (T4.1)."""
    out = [0] * N_SUITS
    for _, suit, cards, clones in s.table:
        out[suit] += cards + clones
    return out


def ranking(s: State) -> list[int]:
    """1 + the number of players with more points (the winner of T6.1 has the most)."""
    return [1 + sum(1 for q in s.scores if q > p) for p in s.scores]
