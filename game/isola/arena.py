"""Headless matches between computer levels, seats rotated so no level profits from a seat.

python -m game.isola.arena --players 2 --seats medium,easy --games 300 --seed 1 [--jobs 2]
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

from ..agents import LEVELS, make_agent
from ..agents.base import DEFAULT_ROLLOUTS
from .rules import ISOLA
from .state import OPTIONS


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(
    levels: list[str], options: list[str], seed: int, rollouts: int
) -> tuple[list[float], list[list[float]]]:
    """One game; each seat's share of the win (1/k for a k-way shared win) and the seconds
    each seat spent on each of its decisions."""
    game = ISOLA
    n = len(levels)
    agents = [
        make_agent(level, game, seed * 31 + seat, rollouts) for seat, level in enumerate(levels)
    ]
    times: list[list[float]] = [[] for _ in range(n)]
    state = game.new_game({"players": [{"name": lv} for lv in levels], "options": options}, seed)
    while not game.is_terminal(state):
        seat = game.to_move(state)
        assert seat is not None
        legal = game.legal_actions(state)
        t = time.perf_counter()
        action = agents[seat].choose(game.view(state, seat), legal)
        if len(legal) > 1:
            times[seat].append(time.perf_counter() - t)
        state = game.apply(state, action)
    ranks = game.ranking(state)
    winners = [p for p in range(n) if ranks[p] == 1]
    return [1 / len(winners) if p in winners else 0.0 for p in range(n)], times


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play, print win rates per level with 95% intervals."""
    ap = argparse.ArgumentParser(prog="python -m game.isola.arena", description=__doc__)
    ap.add_argument("--players", type=int, default=2, choices=range(2, 5))
    ap.add_argument("--seats", default="medium,easy")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], choices=OPTIONS)
    ap.add_argument(
        "--rollouts", type=int, default=DEFAULT_ROLLOUTS, help="hard player's rollouts per decision"
    )
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    args = ap.parse_args(argv)
    seats = args.seats.split(",")
    if len(seats) != args.players or any(s not in LEVELS for s in seats):
        ap.error(f"--seats needs {args.players} levels from {', '.join(LEVELS)}")
    wins: dict[str, float] = defaultdict(float)
    times: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    lineups = [seats[g % args.players :] + seats[: g % args.players] for g in range(args.games)]
    jobs = [
        (lineup, args.option, args.seed * 100_003 + g, args.rollouts)
        for g, lineup in enumerate(lineups)
    ]
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(play_match, *zip(*jobs, strict=True)))
    for levels, (shares, spent) in zip(lineups, results, strict=True):
        for level, share, t in zip(levels, shares, spent, strict=True):
            wins[level] += share
            times[level] += t
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {args.players} players, seats {args.seats} (rotated), "
        f"options {','.join(args.option) or 'none'}, hard rollouts {args.rollouts}, "
        f"{elapsed:.0f} s"
    )
    for level in dict.fromkeys(seats):
        per_game = seats.count(level)
        rate = wins[level] / args.games / per_game
        lo, hi = wilson(wins[level] / per_game, args.games)
        fair = 1 / args.players
        ts = sorted(times[level]) or [0.0]
        mean = sum(ts) / len(ts)
        p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
        print(
            f"{level:>7}: win rate per seat {rate:.1%} (95% CI {lo:.1%}-{hi:.1%}; "
            f"a level field gives {fair:.1%}); per decision mean {mean * 1000:.1f} ms, "
            f"p95 {p95 * 1000:.1f} ms, max {ts[-1] * 1000:.0f} ms over {len(ts)} decisions"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
