"""Headless games of any registered game: the project's balance and speed probe.

python -m game.agents.simulate eruption --players 4 --games 1000 --seed 1 [--option clans ...]
    [--level medium]

Players choose uniformly among the legal actions (or, with ``--level``, every seat is a
computer player of that level). Prints games per second, turns and decisions per game, how
games ended, wins and mean final score by seat, and actions and log events per game by kind.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from typing import Any

from ..core.errors import ConfigError
from ..core.protocol import Turns
from ..core.registry import get_game, names
from ..core.rng import Rng, seed_state
from . import LEVELS, make_agent

# A seat's number in the spectator view's players at the end: a score, or Eruption's village
# temperature.
SCORES = ("score", "temp")


def config(players: int, options: list[str]) -> dict[str, Any]:
    """A config of ``players`` seats named P1, P2, ... with ``options``."""
    return {"players": [{"name": f"P{i + 1}"} for i in range(players)], "options": options}


def random_game(
    game: Any, players: int, options: list[str], seed: int, level: str = "random"
) -> tuple[Any, dict[str, Any]]:
    """Play one game choosing uniformly among legal actions (or with computer players of
    ``level``); return the end state and stats: turns, decisions, and counts of actions (by
    the first word of their notation) and log events (by kind)."""
    state = game.new_game(config(players, options), seed)
    chooser = Rng(seed_state(seed ^ 0x5EED))
    agents = (
        [] if level == "random" else [make_agent(level, game, seed * 7 + k) for k in range(players)]
    )
    actions: Counter[str] = Counter()
    events: Counter[str] = Counter()
    while not game.is_terminal(state):
        legal = game.legal_actions(state)
        if agents:
            seat = game.to_move(state)
            action = agents[seat].choose(game.view(state, seat), legal)
        else:
            action = legal[chooser.below(len(legal))]
        actions[str(action).split()[0]] += 1
        state = game.apply(state, action)
        events.update(e["k"] for e in game.events(state))
    turns = game.turn(state) if isinstance(game, Turns) else 0
    decisions = sum(actions.values())
    return state, {"turns": turns, "decisions": decisions, "actions": actions, "events": events}


def per_game(counts: Counter[str], games: int) -> str:
    """``kind mean`` pairs, most frequent first."""
    return ", ".join(f"{k} {v / games:.2f}" for k, v in counts.most_common())


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, play the games, print the figures."""
    ap = argparse.ArgumentParser(prog="python -m game.agents.simulate", description=__doc__)
    ap.add_argument("game", choices=names())
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[])
    ap.add_argument("--level", choices=("random", *LEVELS), default="random")
    args = ap.parse_args(argv)
    game = get_game(args.game)
    try:
        game.new_game(config(args.players, args.option), args.seed)
    except ConfigError as exc:
        ap.error(str(exc))
    wins: Counter[int] = Counter()
    endings: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    events: Counter[str] = Counter()
    turns: list[int] = []
    decisions: list[int] = []
    scores: list[list[int]] = [[] for _ in range(args.players)]
    start = time.perf_counter()
    for g in range(args.games):
        state, stats = random_game(
            game, args.players, args.option, args.seed * 1_000_003 + g, args.level
        )
        view = game.view(state, None)
        for seat, rank in enumerate(game.ranking(state)):
            entry = view["players"][seat]
            scores[seat].append(next((entry[k] for k in SCORES if k in entry), 0))
            wins[seat] += rank == 1
        endings[str(view.get("ending"))] += 1
        turns.append(stats["turns"])
        decisions.append(stats["decisions"])
        actions.update(stats["actions"])
        events.update(stats["events"])
    elapsed = time.perf_counter() - start
    n = args.games
    print(
        f"{args.game}: {n} games, {args.players} players, "
        f"options: {','.join(args.option) or 'none'}, players: {args.level}, seed {args.seed}"
    )
    print(f"speed: {n / elapsed:.1f} games/s ({elapsed:.2f} s)")
    print(
        f"turns per game: mean {statistics.mean(turns):.1f}, min {min(turns)}, max {max(turns)}; "
        f"decisions per game: mean {statistics.mean(decisions):.1f}"
    )
    print("ended by: " + ", ".join(f"{k} {v}" for k, v in endings.most_common()))
    print(
        "wins by seat (shared wins count for each): "
        + ", ".join(f"P{s + 1} {wins[s] / n:.1%}" for s in range(args.players))
    )
    print(
        "mean final score by seat: "
        + ", ".join(f"P{s + 1} {statistics.mean(v):.1f}" for s, v in enumerate(scores))
    )
    print(f"actions per game: {per_game(actions, n)}")
    print(f"log events per game: {per_game(events, n)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
