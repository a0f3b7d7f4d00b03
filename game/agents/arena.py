"""Headless matches between computer levels of any registered game, seats rotated so that no
level profits from a seat. Each game's ``arena`` module is its command line over ``run``.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..core.registry import get_game
from . import make_agent


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(
    name: str, levels: list[str], options: list[str], seed: int, rollouts: int
) -> tuple[list[float], list[float], list[int]]:
    """One game of ``name``: each seat's share of the win (1/k for a k-way shared win), its
    thinking time (s) and its number of decisions."""
    game = get_game(name)
    n = len(levels)
    agents = [
        make_agent(level, game, seed * 31 + seat, rollouts) for seat, level in enumerate(levels)
    ]
    state = game.new_game({"players": [{"name": lv} for lv in levels], "options": options}, seed)
    think = [0.0] * n
    decisions = [0] * n
    while not game.is_terminal(state):
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        start = time.perf_counter()
        action = agents[seat].choose(game.view(state, seat), legal)
        think[seat] += time.perf_counter() - start
        decisions[seat] += 1
        state = game.apply(state, action)
    ranks = game.ranking(state)
    winners = [p for p in range(n) if ranks[p] == 1]
    return [1 / len(winners) if p in winners else 0.0 for p in range(n)], think, decisions


def run(
    name: str,
    seats: list[str],
    options: list[str],
    games: int,
    seed: int,
    rollouts: int,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` games with ``seats`` rotated each game; print and return, per level, the
    win rate per seat with its 95% interval and the mean decision time."""
    players = len(seats)
    lineups = [seats[g % players :] + seats[: g % players] for g in range(games)]
    work = [
        (name, lineup, options, seed * 100_003 + g, rollouts) for g, lineup in enumerate(lineups)
    ]
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        results = list(pool.map(play_match, *zip(*work, strict=True)))
    wins: dict[str, float] = defaultdict(float)
    think: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    for levels, (shares, times, counts) in zip(lineups, results, strict=True):
        for level, share, seconds, count in zip(levels, shares, times, counts, strict=True):
            wins[level] += share
            think[level] += seconds
            decisions[level] += count
    elapsed = time.perf_counter() - start
    print(
        f"{name}: {games} games, {players} players, seats {','.join(seats)} (rotated), "
        f"options {','.join(options) or 'none'}, {elapsed:.0f} s"
    )
    summary: dict[str, Any] = {}
    for level in dict.fromkeys(seats):
        per_game = seats.count(level)
        rate = wins[level] / games / per_game
        lo, hi = wilson(wins[level] / per_game, games)
        ms = 1000 * think[level] / max(1, decisions[level])
        summary[level] = {"rate": rate, "low": lo, "high": hi, "ms": ms}
        print(
            f"{level:>7}: win rate per seat {rate:.1%} (95% CI {lo:.1%}-{hi:.1%}; "
            f"a level field gives {1 / players:.1%}); {ms:.1f} ms per decision"
        )
    return summary
