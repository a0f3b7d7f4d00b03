"""Headless random games: the project's balance and speed probe.

python -m game.isola.simulate --players 4 --games 1000 --seed 1 [--island random]
    [--option separate_bays] [--option erected_only] [--level medium]

Players choose uniformly among the legal actions (or, with ``--level``, every seat is a
computer player of that level). Prints games per second, turns per game, how games ended,
wins by seat and mean final scores.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from typing import Any

from ..core.rng import Rng, seed_state
from .rules import ISOLA
from .state import State


def random_game(
    players: int, options: list[str], seed: int, level: str = "random"
) -> tuple[State, dict[str, Any]]:
    """Play one game choosing uniformly among legal actions (or with computer players of
    ``level``); return the end state and stats."""
    game = ISOLA
    state = game.new_game(
        {"players": [{"name": f"P{i + 1}"} for i in range(players)], "options": options}, seed
    )
    chooser = Rng(seed_state(seed ^ 0x5EED))
    agents = []
    if level != "random":
        from ..agents import make_agent

        agents = [make_agent(level, game, seed * 7 + k) for k in range(players)]
    erects = sinkings = eruptions = 0
    while not state.over:
        actions = game.legal_actions(state)
        if agents:
            seat = game.to_move(state)
            assert seat is not None
            action = agents[seat].choose(game.view(state, seat), actions)
        else:
            action = actions[chooser.below(len(actions))]
        erects += action.kind == "erect"
        state = game.apply(state, action)
        for e in state.events:
            sinkings += e["k"] == "sink"
            eruptions += e["k"] == "erupt"
    return state, {
        "turns": state.turn,
        "rounds": state.round,
        "ended": state.ending,
        "erects": erects,
        "sinkings": sinkings,
        "eruptions": eruptions,
    }


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play the games, print the figures."""
    ap = argparse.ArgumentParser(prog="python -m game.isola.simulate", description=__doc__)
    ap.add_argument("--players", type=int, default=4, choices=range(2, 5))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--island", choices=("standard", "random"), default="standard")
    ap.add_argument(
        "--option", action="append", default=[], choices=("separate_bays", "erected_only")
    )
    ap.add_argument("--level", choices=("random", "easy", "medium", "hard"), default="random")
    args = ap.parse_args(argv)
    options = list(args.option) + (["random"] if args.island == "random" else [])
    wins: Counter[int] = Counter()
    endings: Counter[str] = Counter()
    stats: dict[str, list[int]] = {
        k: [] for k in ("turns", "rounds", "erects", "sinkings", "eruptions")
    }
    scores: list[list[int]] = [[] for _ in range(args.players)]
    start = time.perf_counter()
    for g in range(args.games):
        state, st = random_game(args.players, options, args.seed * 1_000_003 + g, args.level)
        for seat, rank in enumerate(ISOLA.ranking(state)):
            scores[seat].append(state.scores[seat])
            if rank == 1:
                wins[seat] += 1
        endings[st["ended"]] += 1
        for k in stats:
            stats[k].append(st[k])
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {args.players} players, {args.island} island, "
        f"options: {','.join(args.option) or 'none'}, players: {args.level}, seed {args.seed}"
    )
    print(f"speed: {args.games / elapsed:.1f} games/s ({elapsed:.2f} s)")
    t = stats["turns"]
    print(f"turns per game: mean {statistics.mean(t):.1f}, min {min(t)}, max {max(t)}")
    print(
        "per game: "
        + ", ".join(f"{k} {statistics.mean(v):.1f}" for k, v in stats.items() if k != "turns")
    )
    print("ended by: " + ", ".join(f"{k} {v}" for k, v in endings.most_common()))
    print(
        "wins by seat (shared wins count for each): "
        + ", ".join(f"P{s + 1} {wins[s] / args.games:.1%}" for s in range(args.players))
    )
    print(
        "mean final score by seat: "
        + ", ".join(f"P{s + 1} {statistics.mean(v):.1f}" for s, v in enumerate(scores))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
