"""Headless matches between computer levels, seats rotated so no level profits from a seat.

python -m game.isola.arena --players 2 --seats medium,easy --games 300 --seed 1 [--jobs 2]
    [--option random] [--rollouts 60]

Prints each level's win rate per seat with its 95% Wilson interval, and the mean and 95th
percentile time each level took per decision (decisions with a single legal action are free
and not counted).
"""

from __future__ import annotations

import argparse
import sys

from ..agents import LEVELS
from ..agents.arena import run
from ..agents.base import DEFAULT_ROLLOUTS
from .state import OPTIONS


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
    run("isola", seats, args.option, args.games, args.seed, args.rollouts, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
