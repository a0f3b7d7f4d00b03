"""Headless matches between computer levels, seats rotated so no level profits from a seat.

python -m game.eruption.arena --players 4 --seats hard,medium,medium,medium --games 200 --seed 1
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
from .rules import ERUPTION
from .state import OPTIONS


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(levels: list[str], options: list[str], seed: int, rollouts: int) -> list[float]:
    """One game; returns each seat's share of the win (1/k for a k-way shared win)."""
    game = ERUPTION
    n = len(levels)
    agents = [
        make_agent(level, game, seed * 31 + seat, rollouts) for seat, level in enumerate(levels)
    ]
    state = game.new_game({"players": [{"name": lv} for lv in levels], "options": options}, seed)
    while not game.is_terminal(state):
        seat = state.seat
        action = agents[seat].choose(game.view(state, seat), game.legal_actions(state))
        state = game.apply(state, action)
    ranks = game.ranking(state)
    winners = [p for p in range(n) if ranks[p] == 1]
    return [1 / len(winners) if p in winners else 0.0 for p in range(n)]


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play, print win rates per level with 95% intervals."""
    ap = argparse.ArgumentParser(prog="python -m game.eruption.arena", description=__doc__)
    ap.add_argument("--players", type=int, default=4, choices=range(2, 7))
    ap.add_argument("--seats", default="hard,medium,medium,medium")
    ap.add_argument("--games", type=int, default=200)
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
    played: dict[str, int] = defaultdict(int)
    start = time.perf_counter()
    # rotate seats every game
    lineups = [seats[g % args.players :] + seats[: g % args.players] for g in range(args.games)]
    jobs = [
        (lineup, args.option, args.seed * 100_003 + g, args.rollouts)
        for g, lineup in enumerate(lineups)
    ]
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(play_match, *zip(*jobs, strict=True)))
    for levels, shares in zip(lineups, results, strict=True):
        for level, share in zip(levels, shares, strict=True):
            wins[level] += share
            played[level] += 1
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {args.players} players, seats {args.seats} (rotated), "
        f"options {','.join(args.option) or 'none'}, {elapsed:.0f} s"
    )
    for level in dict.fromkeys(seats):
        n_level = played[level]
        per_game = seats.count(level)
        rate = wins[level] / args.games / per_game
        lo, hi = wilson(wins[level] / per_game, args.games)
        fair = per_game / args.players
        print(
            f"{level:>7}: win rate per seat {rate:.1%} (95% CI {lo:.1%}-{hi:.1%}; "
            f"{n_level} seat-games; a level field gives {fair / per_game:.1%})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
