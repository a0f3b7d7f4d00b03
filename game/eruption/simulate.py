"""Headless random games: the project's balance and speed probe.

python -m game.eruption.simulate --players 4 --games 1000 --seed 1 [--option clans ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from typing import Any

from ..core.rng import Rng, seed_state
from .rules import ERUPTION
from .state import OPTIONS, State


def random_game(players: int, options: list[str], seed: int) -> tuple[State, dict[str, Any]]:
    """Play one game choosing uniformly among legal actions; return the end state and stats."""
    game = ERUPTION
    state = game.new_game(
        {"players": [{"name": f"P{i + 1}"} for i in range(players)], "options": options}, seed
    )
    chooser = Rng(seed_state(seed ^ 0x5EED))
    cards = walls = 0
    while not state.over:
        actions = game.legal_actions(state)
        action = actions[chooser.below(len(actions))]
        if action.kind in ("play", "trade"):
            cards += 1
        elif action.kind == "trade2":
            cards += 2
        if action.kind == "build" or (action.kind == "play" and action.a == 6):
            walls += 1
        state = game.apply(state, action)
    return state, {"turns": state.turn, "ended": state.ending, "cards": cards, "walls": walls}


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play the games, print the figures."""
    ap = argparse.ArgumentParser(prog="python -m game.eruption.simulate", description=__doc__)
    ap.add_argument("--players", type=int, default=4, choices=range(2, 7))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], choices=OPTIONS)
    args = ap.parse_args(argv)
    wins: Counter[int] = Counter()
    endings: Counter[str] = Counter()
    turns: list[int] = []
    cards: list[int] = []
    walls: list[int] = []
    temps: list[list[int]] = [[] for _ in range(args.players)]
    start = time.perf_counter()
    for g in range(args.games):
        state, stats = random_game(args.players, args.option, args.seed * 1_000_003 + g)
        ranks = ERUPTION.ranking(state)
        for seat, rank in enumerate(ranks):
            temps[seat].append(state.temps[state.villages[seat]])
            if rank == 1:
                wins[seat] += 1
        turns.append(stats["turns"])
        endings[stats["ended"]] += 1
        cards.append(stats["cards"])
        walls.append(stats["walls"])
    elapsed = time.perf_counter() - start
    opts = ",".join(args.option) or "none"
    print(f"{args.games} games, {args.players} players, options: {opts}, seed {args.seed}")
    print(f"speed: {args.games / elapsed:.1f} games/s ({elapsed:.2f} s)")
    print(f"turns per game: mean {statistics.mean(turns):.1f}, min {min(turns)}, max {max(turns)}")
    print("ended by: " + ", ".join(f"{k} {v}" for k, v in endings.most_common()))
    print(
        "wins by seat (shared wins count for each): "
        + ", ".join(f"P{s + 1} {wins[s] / args.games:.1%}" for s in range(args.players))
    )
    print(
        "mean final temperature by seat: "
        + ", ".join(f"P{s + 1} {statistics.mean(t):.0f}" for s, t in enumerate(temps))
    )
    print(
        f"mean cards used per game: {statistics.mean(cards):.1f}; "
        f"mean walls built: {statistics.mean(walls):.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
