"""Eruption computer levels in CPython: decision times and final temperatures per level.

    nice python bench/eruption_ai.py --seats hard,medium,medium,medium --games 40 --jobs 2

Plays ``--games`` games with the seats rotated (as the arena does) and prints, per level, the
median / p95 / max CPython time of its decisions that had a choice (more than one legal
action; the others cost nothing), the mean final temperature of its villages, the share of its
villages that burned (290) and its win share per seat. The browser worker (Pyodide) runs pure
Python about 2x slower, so a CPython p95 of 0.4 s is about 0.8 s there. Times are the
process's CPU time (``time.process_time``), so that other work on a shared machine does not
inflate them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.agents import make_agent  # noqa: E402
from game.agents.base import DEFAULT_ROLLOUTS  # noqa: E402
from game.eruption import ERUPTION as G  # noqa: E402


def one_game(levels: list[str], seed: int, rollouts: int, options: list[str]) -> dict:
    """Times of each decision with a choice, final temperatures and win shares by seat."""
    n = len(levels)
    agents = [make_agent(lv, G, seed * 31 + seat, rollouts) for seat, lv in enumerate(levels)]
    s = G.new_game({"players": [{"name": lv} for lv in levels], "options": options}, seed)
    times: list[list[float]] = [[] for _ in range(n)]
    while not G.is_terminal(s):
        seat = G.to_move(s)
        legal = G.legal_actions(s)
        view = G.view(s, seat)
        start = time.process_time()
        action = agents[seat].choose(view, legal)
        if len(legal) > 1:
            times[seat].append(time.process_time() - start)
        s = G.apply(s, action)
    ranks = G.ranking(s)
    winners = [p for p in range(n) if ranks[p] == 1]
    return {
        "times": times,
        "temps": [s.temps[s.villages[p]] for p in range(n)],
        "wins": [1 / len(winners) if p in winners else 0.0 for p in range(n)],
    }


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", default="hard,medium,medium,medium")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--rollouts", type=int, default=DEFAULT_ROLLOUTS)
    ap.add_argument("--option", action="append", default=[])
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    seats = args.seats.split(",")
    n = len(seats)
    lineups = [seats[g % n :] + seats[: g % n] for g in range(args.games)]
    seeds = [args.seed * 100_003 + g for g in range(args.games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        results = list(
            pool.map(
                one_game,
                lineups,
                seeds,
                [args.rollouts] * args.games,
                [args.option] * args.games,
            )
        )
    times: dict[str, list[float]] = defaultdict(list)
    temps: dict[str, list[int]] = defaultdict(list)
    wins: dict[str, float] = defaultdict(float)
    for lineup, res in zip(lineups, results, strict=True):
        for seat, level in enumerate(lineup):
            times[level] += res["times"][seat]
            temps[level].append(res["temps"][seat])
            wins[level] += res["wins"][seat]
    print(
        f"{args.games} games, seats {args.seats} (rotated), rollouts {args.rollouts}, "
        f"options {','.join(args.option) or 'none'}, {time.perf_counter() - start:.0f} s"
    )
    print("level   decisions  median ms   p95 ms   max ms  mean temp  burned  win/seat")
    for level in dict.fromkeys(seats):
        ts, tp = times[level], temps[level]
        print(
            f"{level:<7} {len(ts):>9} {1000 * statistics.median(ts) if ts else 0:>10.1f} "
            f"{1000 * pct(ts, 0.95):>8.1f} {1000 * max(ts, default=0):>8.1f} "
            f"{statistics.mean(tp):>10.1f} {sum(t >= 290 for t in tp) / len(tp):>7.0%} "
            f"{wins[level] / len(tp):>9.1%}"
        )


if __name__ == "__main__":
    main()
