"""Headless matches between computer levels, seats rotated so no level profits from a seat.

python -m game.terremoto.arena --players 3 --seats medium,easy,easy --games 300 --seed 1

Prints each level's win rate per seat with a 95 % Wilson interval, and the mean time of its
decisions.
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
from .cards import MAX_PLAYERS, MIN_PLAYERS
from .rules import TERREMOTO
from .simulate import options_for


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
) -> tuple[list[float], list[float], list[int]]:
    """One game: each seat's share of the win (1/k for a k-way shared win), its thinking time
    and its number of decisions."""
    game = TERREMOTO
    n = len(levels)
    agents = [
        make_agent(level, game, seed * 31 + seat, rollouts) for seat, level in enumerate(levels)
    ]
    state = game.new_game({"players": [{"name": lv} for lv in levels], "options": options}, seed)
    think = [0.0] * n
    decisions = [0] * n
    while not game.is_terminal(state):
        seat = state.seat
        legal = game.legal_actions(state)
        start = time.perf_counter()
        action = agents[seat].choose(game.view(state, seat), legal)
        think[seat] += time.perf_counter() - start
        decisions[seat] += 1
        state = game.apply(state, action)
    ranks = game.ranking(state)
    winners = [p for p in range(n) if ranks[p] == 1]
    return [1 / len(winners) if p in winners else 0.0 for p in range(n)], think, decisions


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play, print win rates per level with 95% intervals."""
    ap = argparse.ArgumentParser(prog="python -m game.terremoto.arena", description=__doc__)
    ap.add_argument("--players", type=int, default=3, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    ap.add_argument("--seats", default="medium,easy,easy")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, choices=(100, 150, 200))
    ap.add_argument(
        "--rollouts", type=int, default=DEFAULT_ROLLOUTS, help="hard player's rollouts per decision"
    )
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    args = ap.parse_args(argv)
    seats = args.seats.split(",")
    if len(seats) != args.players or any(s not in LEVELS for s in seats):
        ap.error(f"--seats needs {args.players} levels from {', '.join(LEVELS)}")
    try:
        options = options_for(args.players, args.target)
    except ValueError as exc:
        ap.error(str(exc))
    wins: dict[str, float] = defaultdict(float)
    think: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    start = time.perf_counter()
    lineups = [seats[g % args.players :] + seats[: g % args.players] for g in range(args.games)]
    jobs = [
        (lineup, options, args.seed * 100_003 + g, args.rollouts)
        for g, lineup in enumerate(lineups)
    ]
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(play_match, *zip(*jobs, strict=True)))
    for levels, (shares, times, counts) in zip(lineups, results, strict=True):
        for level, share, t, c in zip(levels, shares, times, counts, strict=True):
            wins[level] += share
            think[level] += t
            decisions[level] += c
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {args.players} players, seats {args.seats} (rotated), "
        f"options {','.join(options) or 'none'}, {elapsed:.0f} s"
    )
    for level in dict.fromkeys(seats):
        per_game = seats.count(level)
        rate = wins[level] / args.games / per_game
        lo, hi = wilson(wins[level] / per_game, args.games)
        fair = 1 / args.players
        ms = 1000 * think[level] / max(1, decisions[level])
        print(
            f"{level:>7}: win rate per seat {rate:.1%} (95% CI {lo:.1%}-{hi:.1%}; "
            f"a level field gives {fair:.1%}); {ms:.1f} ms per decision"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
