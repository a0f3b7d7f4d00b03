"""Headless random games: Terremoto's balance and speed probe.

python -m game.terremoto.simulate --players 4 --games 1000 --seed 1 [--decks 2] [--target 200]

Each game chooses uniformly among the legal actions. The number of decks follows from the
player count (T1.2: two decks for 5 to 8 players); ``--decks`` only checks it. ``--target``
picks a two-deck target (T1.4: 150 by default, 200 or 100 as options).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from typing import Any

from ..core.rng import Rng, seed_state
from .cards import MAX_PLAYERS, MIN_PLAYERS, decks_for
from .rules import TERREMOTO
from .state import State


def random_game(players: int, options: list[str], seed: int) -> tuple[State, dict[str, Any]]:
    """Play one game choosing uniformly among legal actions; return the end state and stats."""
    game = TERREMOTO
    state = game.new_game(
        {"players": [{"name": f"P{i + 1}"} for i in range(players)], "options": options}, seed
    )
    chooser = Rng(seed_state(seed ^ 0x5EED))
    specials: Counter[str] = Counter()
    actions = 0
    while not state.over:
        legal = game.legal_actions(state)
        action = legal[chooser.below(len(legal))]
        if action.kind != "group":
            specials[str(action)] += 1
        state = game.apply(state, action)
        actions += 1
    return state, {"turns": state.turn, "ended": state.ending, "actions": actions, **specials}


def options_for(players: int, target: int | None) -> list[str]:
    """The options giving ``target`` points with ``players`` players (ValueError if none)."""
    if target is None:
        return []
    if decks_for(players) == 1:
        if target != 100:
            raise ValueError("with one deck the target is always 100 (T1.4)")
        return []
    options = {150: [], 200: ["target200"], 100: ["target100"]}
    if target not in options:
        raise ValueError("with two decks the target is 150, 200 or 100 (T1.4)")
    return options[target]


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play the games, print the figures."""
    ap = argparse.ArgumentParser(prog="python -m game.terremoto.simulate", description=__doc__)
    ap.add_argument("--players", type=int, default=4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", type=int, choices=(1, 2), help="checked against --players (T1.2)")
    ap.add_argument("--target", type=int, choices=(100, 150, 200))
    args = ap.parse_args(argv)
    decks = decks_for(args.players)
    if args.decks is not None and args.decks != decks:
        ap.error(f"{args.players} players play with {decks} deck(s) (T1.2: two for 5 to 8)")
    try:
        options = options_for(args.players, args.target)
    except ValueError as exc:
        ap.error(str(exc))
    wins: Counter[int] = Counter()
    endings: Counter[str] = Counter()
    specials: Counter[str] = Counter()
    turns: list[int] = []
    actions: list[int] = []
    scores: list[list[int]] = [[] for _ in range(args.players)]
    start = time.perf_counter()
    for g in range(args.games):
        state, stats = random_game(args.players, options, args.seed * 1_000_003 + g)
        for seat, rank in enumerate(TERREMOTO.ranking(state)):
            scores[seat].append(state.scores[seat])
            if rank == 1:
                wins[seat] += 1
        turns.append(stats.pop("turns"))
        actions.append(stats.pop("actions"))
        endings[stats.pop("ended")] += 1
        specials.update(stats)
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {args.players} players, {decks} deck(s), "
        f"target {state.target}, seed {args.seed}"
    )
    print(f"speed: {args.games / elapsed:.1f} games/s ({elapsed:.2f} s)")
    print(
        f"turns per game: mean {statistics.mean(turns):.1f}, min {min(turns)}, max {max(turns)}; "
        f"decisions per game: mean {statistics.mean(actions):.1f}"
    )
    names = {"target": "target reached (T6.1)", "limit": "round limit (T6.2)"}
    print("ended by: " + ", ".join(f"{names[k]} {v}" for k, v in endings.most_common()))
    print(
        "wins by seat (shared wins count for each): "
        + ", ".join(f"P{s + 1} {wins[s] / args.games:.1%}" for s in range(args.players))
    )
    print(
        "mean final score by seat: "
        + ", ".join(f"P{s + 1} {statistics.mean(v):.1f}" for s, v in enumerate(scores))
    )
    print(
        "specials and ends per game: "
        + ", ".join(f"{k} {v / args.games:.2f}" for k, v in sorted(specials.items()))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
