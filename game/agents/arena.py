"""Headless matches between computer levels of any registered game, seats rotated so that no
level profits from a seat.

python -m game.agents.arena isola --seats medium,easy --games 300 --seed 1 [--jobs 2]
    [--option random] [--rollouts 60]

Prints each level's win rate per seat with its 95% Wilson interval, and the mean and 95th
percentile time each level took per decision (decisions with a single legal action are free
and not counted).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..core.errors import ConfigError
from ..core.registry import get_game, names
from . import LEVELS, make_agent
from .base import DEFAULT_ROLLOUTS


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
) -> tuple[list[float], list[list[float]]]:
    """One game of ``name``: each seat's share of the win (1/k for a k-way shared win) and
    the seconds it spent on each decision that had a choice."""
    game = get_game(name)
    n = len(levels)
    agents = [
        make_agent(level, game, seed * 31 + seat, rollouts) for seat, level in enumerate(levels)
    ]
    state = game.new_game({"players": [{"name": lv} for lv in levels], "options": options}, seed)
    spent: list[list[float]] = [[] for _ in range(n)]
    while not game.is_terminal(state):
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        start = time.perf_counter()
        action = agents[seat].choose(game.view(state, seat), legal)
        if len(legal) > 1:
            spent[seat].append(time.perf_counter() - start)
        state = game.apply(state, action)
    ranks = game.ranking(state)
    winners = [p for p in range(n) if ranks[p] == 1]
    return [1 / len(winners) if p in winners else 0.0 for p in range(n)], spent


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
    win rate per seat with its 95% interval and the decision times (mean, p95, max)."""
    players = len(seats)
    lineups = [seats[g % players :] + seats[: g % players] for g in range(games)]
    work = [
        (name, lineup, options, seed * 100_003 + g, rollouts) for g, lineup in enumerate(lineups)
    ]
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        results = list(pool.map(play_match, *zip(*work, strict=True)))
    wins: dict[str, float] = defaultdict(float)
    times: dict[str, list[float]] = defaultdict(list)
    for levels, (shares, spent) in zip(lineups, results, strict=True):
        for level, share, seconds in zip(levels, shares, spent, strict=True):
            wins[level] += share
            times[level] += seconds
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
        ms = sorted(1000 * t for t in times[level]) or [0.0]
        mean, p95 = sum(ms) / len(ms), ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        summary[level] = {"rate": rate, "low": lo, "high": hi, "ms": mean, "p95": p95}
        print(
            f"{level:>7}: win rate per seat {rate:.1%} (95% CI {lo:.1%}-{hi:.1%}; "
            f"a level field gives {1 / players:.1%}); per decision mean {mean:.1f} ms, "
            f"p95 {p95:.1f} ms, max {ms[-1]:.0f} ms over {len(times[level])} decisions"
        )
    return summary


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play, print win rates per level with 95% intervals."""
    ap = argparse.ArgumentParser(prog="python -m game.agents.arena", description=__doc__)
    ap.add_argument("game", choices=names())
    ap.add_argument("--seats", default="medium,easy", help="a level per seat, comma-separated")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[])
    ap.add_argument(
        "--rollouts",
        type=int,
        default=DEFAULT_ROLLOUTS,
        help="hard player's rollouts per decision, for each other player",
    )
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    args = ap.parse_args(argv)
    seats = args.seats.split(",")
    if any(s not in LEVELS for s in seats):
        ap.error(f"--seats takes levels from {', '.join(LEVELS)}")
    try:
        players = [{"name": level} for level in seats]
        get_game(args.game).new_game({"players": players, "options": args.option}, args.seed)
    except ConfigError as exc:
        ap.error(str(exc))
    run(args.game, seats, args.option, args.games, args.seed, args.rollouts, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
