"""Headless matches between computer levels, seats rotated so no level profits from a seat.

python -m game.terremoto.arena --players 3 --seats medium,easy,easy --games 300 --seed 1

Prints each level's win rate per seat with a 95 % Wilson interval, and the mean time of its
decisions.
"""

from __future__ import annotations

import argparse
import sys

from ..agents import LEVELS
from ..agents.arena import run
from ..agents.base import DEFAULT_ROLLOUTS
from .cards import MAX_PLAYERS, MIN_PLAYERS
from .simulate import options_for


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
    run("terremoto", seats, options, args.games, args.seed, args.rollouts, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
