"""Tune Eruption's value constants (game/eruption/heuristics.py ``Weights``) by self-play.

    nice python bench/tune_eruption.py --iterations 300 --batch 8 --jobs 2 --seed 1

SPSA (simultaneous perturbation stochastic approximation), the method chess engines use to
tune evaluation constants from noisy game results: each iteration draws a random sign for
every tuned constant, and plays ``--batch`` four-player games between a medium player valuing
positions with the constants moved one step *up* by those signs, one with them moved one step
*down*, and two with the current constants (seats rotated). The difference in rank points
between the up and the down player estimates the slope along that direction; the constants
move along it with a shrinking gain. Steps are in each constant's own unit (``STEPS``), and
constants stay within ``BOUNDS``. The result is the mean of the second half of the iterates
(Polyak averaging), printed as a ``Weights(...)`` to paste into heuristics.py.

The engine ships only the resulting constants (standard library); this script is offline
tooling and is not imported by the game.

Check a result with the arena, e.g. medium against three medium players valuing with the
constants in heuristics.py: ``--check '{"horizon": 3.5, ...}' --games 400``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.agents import make_agent  # noqa: E402
from game.agents.arena import wilson  # noqa: E402
from game.core.rng import Rng, seed_state  # noqa: E402
from game.eruption import ERUPTION  # noqa: E402
from game.eruption.heuristics import WEIGHTS, Weights, value  # noqa: E402

# the step (perturbation) of each tuned constant, in its own unit, and its allowed range
STEPS = {
    "horizon": 0.5,
    "tiles_per_turn": 0.15,
    "reach0": 3.0,
    "reach_decay": 0.08,
    "walled_end": 0.1,
    "card": 1.5,
    "rain": 5.0,
    "straw": 1.5,
    "wood": 1.5,
    "stone": 1.5,
    "village_wall": 2.0,
    "eruption": 6.0,
    "claim_near": 0.15,
    "scale": 8.0,
}
BOUNDS = {
    "horizon": (1.0, 10.0),
    "tiles_per_turn": (1.0, 2.0),
    "reach0": (0.0, 60.0),
    "reach_decay": (0.05, 0.95),
    "walled_end": (0.0, 1.0),
    "card": (0.0, 20.0),
    "rain": (0.0, 40.0),
    "straw": (0.0, 20.0),
    "wood": (0.0, 20.0),
    "stone": (0.0, 20.0),
    "village_wall": (-10.0, 30.0),
    "eruption": (0.0, 60.0),
    "claim_near": (0.0, 1.0),
    "scale": (5.0, 200.0),
}


class Valued:
    """Eruption whose ``value`` uses the given constants (everything else is the game's)."""

    def __init__(self, weights: Weights) -> None:
        self.weights = weights

    def __getattr__(self, name: str) -> Any:
        return getattr(ERUPTION, name)

    def value(self, state: Any, player: int) -> float:
        return value(state, player, self.weights)


def play(lineup: list[dict[str, float]], level: str, seed: int) -> list[float]:
    """One game of medium players (``level`` for the first seat's constants... all seats use
    ``level``), each valuing with its constants; rank points by seat (1 best, 0 worst)."""
    n = len(lineup)
    agents = [
        make_agent(level, Valued(Weights(**w)), seed * 31 + seat) for seat, w in enumerate(lineup)
    ]
    s = ERUPTION.new_game({"players": [{"name": str(i)} for i in range(n)], "options": []}, seed)
    while not s.over:
        seat = ERUPTION.to_move(s)
        s = ERUPTION.apply(
            s, agents[seat].choose(ERUPTION.view(s, seat), ERUPTION.legal_actions(s))
        )
    ranks = ERUPTION.ranking(s)
    return [(n - r) / (n - 1) for r in ranks]


def play_all(
    pool: ProcessPoolExecutor, lineups: list[list[dict[str, float]]], level: str, seeds: list[int]
) -> list[list[float]]:
    return list(pool.map(play, lineups, [level] * len(lineups), seeds))


def rotations(seats: list[Any], games: int) -> tuple[list[list[Any]], list[list[int]]]:
    """Line-ups with the seats rotated, and where each original seat sits in each game."""
    n = len(seats)
    lineups, where = [], []
    for g in range(games):
        k = g % n
        lineups.append(seats[k:] + seats[:k])
        where.append([(i - k) % n for i in range(n)])
    return lineups, where


def tune(args: argparse.Namespace) -> dict[str, float]:
    names = [p for p in args.params.split(",") if p] if args.params else list(STEPS)
    start = WEIGHTS._asdict()
    if args.start:
        start.update(json.loads(args.start))
    theta = {k: float(v) for k, v in start.items()}
    rng = Rng(seed_state(args.seed))
    history: list[dict[str, float]] = []
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        for k in range(args.iterations):
            signs = {p: (1 if rng.below(2) else -1) for p in names}
            up, down = dict(theta), dict(theta)
            for p in names:
                lo, hi = BOUNDS[p]
                up[p] = min(hi, max(lo, theta[p] + STEPS[p] * signs[p]))
                down[p] = min(hi, max(lo, theta[p] - STEPS[p] * signs[p]))
            lineups, where = rotations([up, down, theta, theta], args.batch)
            seeds = [args.seed * 1_000_003 + k * args.batch + g for g in range(args.batch)]
            points = play_all(pool, lineups, "medium", seeds)
            diff = sum(pts[w[0]] - pts[w[1]] for pts, w in zip(points, where, strict=True))
            diff /= args.batch
            gain = args.gain / (1 + k / (0.1 * args.iterations)) ** 0.602
            for p in names:
                lo, hi = BOUNDS[p]
                theta[p] = min(hi, max(lo, theta[p] + gain * diff / 2 * signs[p] * STEPS[p]))
            history.append(dict(theta))
            if (k + 1) % 10 == 0 or k == args.iterations - 1:
                shown = ", ".join(f"{p}={theta[p]:.3g}" for p in names)
                print(f"[{k + 1} {time.perf_counter() - t0:.0f}s] {shown}", flush=True)
    half = history[len(history) // 2 :]
    return {p: sum(h[p] for h in half) / len(half) for p in theta}


def check(args: argparse.Namespace) -> None:
    """Medium valuing with ``--check`` constants against three medium players with the shipped
    constants (or ``--against``)."""
    mine = WEIGHTS._asdict() | json.loads(args.check)
    theirs = WEIGHTS._asdict() | (json.loads(args.against) if args.against else {})
    lineups, where = rotations([mine, theirs, theirs, theirs], args.games)
    seeds = [args.seed * 100_003 + g for g in range(args.games)]
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        ranks = play_all(pool, lineups, args.level, seeds)
    wins = sum(1.0 for pts, w in zip(ranks, where, strict=True) if pts[w[0]] == 1.0)
    lo, hi = wilson(wins, args.games)
    print(
        f"checked constants win {wins / args.games:.1%} (95% CI {lo:.1%}-{hi:.1%}) of {args.games}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=300)
    ap.add_argument("--batch", type=int, default=8, help="games per iteration (a multiple of 4)")
    ap.add_argument("--gain", type=float, default=2.0, help="first step size, in STEPS units")
    ap.add_argument("--params", default="", help="comma-separated constants to tune (all)")
    ap.add_argument("--start", default="", help="JSON of starting constants (the shipped ones)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--check", default="", help="JSON constants to check in an arena instead")
    ap.add_argument("--against", default="", help="JSON constants of the three others (--check)")
    ap.add_argument("--level", default="medium", help="level of all seats when checking")
    ap.add_argument("--games", type=int, default=400, help="games of --check")
    args = ap.parse_args()
    if args.check:
        check(args)
        return
    result = tune(args)
    print("Weights(")
    for p, v in result.items():
        print(f"    {p}={v:.3g},")
    print(")")
    print(json.dumps({p: round(v, 3) for p, v in result.items()}))


if __name__ == "__main__":
    main()
