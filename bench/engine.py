"""Engine benchmark (not a test): random-game speed and legal-action enumeration times.

python bench/engine.py [--games 300]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng, seed_state  # noqa: E402
from game.eruption import ERUPTION as G  # noqa: E402
from game.eruption.rules import _legal, placements  # noqa: E402


def mid_game(seed: int, phase: str | None, min_turn: int = 18):
    """A random game advanced to the first ``phase`` decision at or after ``min_turn`` (None:
    played to the end)."""
    s = G.new_game({"players": [{"name": str(i)} for i in range(4)], "options": []}, seed)
    chooser = Rng(seed_state(seed))
    while not s.over:
        if phase and s.turn >= min_turn and s.phase == phase:
            return s
        acts = G.legal_actions(s)
        s = G.apply(s, acts[chooser.below(len(acts))])
    return None


def timed(fn, repeat: int = 2000) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1e6)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    args = ap.parse_args()
    t = time.perf_counter()
    for g in range(args.games):
        mid_game(g, None)
    dt = time.perf_counter() - t
    print(f"random 4-player games: {args.games / dt:.1f} games/s ({args.games} games, {dt:.2f} s)")
    for phase, label, fn in (
        ("place", "legal tile placements", lambda s: placements(s, s.pending, s.closed)),
        ("cards", "legal card-phase actions", _legal),
        ("walls", "legal wall builds", _legal),
    ):
        states = [s for s in (mid_game(seed, phase) for seed in range(20)) if s]
        meds, p95s, sizes = [], [], []
        for s in states:
            med, p95 = timed(lambda s=s, fn=fn: fn(s), 300)
            meds.append(med)
            p95s.append(p95)
            sizes.append(len(fn(s)))
        print(
            f"{label} in mid-game positions (turn >= 18, {len(states)} positions, "
            f"{statistics.mean(sizes):.0f} actions on average): "
            f"median {statistics.median(meds):.0f} µs, p95 {max(p95s):.0f} µs"
        )
    s = mid_game(1, "place")
    t = time.perf_counter()
    n = 0
    while time.perf_counter() - t < 1:
        G.apply(s, G.legal_actions(s)[0])
        n += 1
    print(f"apply (copy + placement + automatic steps): {1e6 / n:.0f} µs per action")
    replay_and_decisions()


def replay_and_decisions() -> None:
    """Figures that tests once bounded by wall-clock time (tests must not measure the machine):
    replaying a record (what opening a link costs) and a Terremoto Hard decision."""
    from game.agents import make_agent
    from game.core import links
    from game.core.record import Record
    from game.terremoto import TERREMOTO as T

    config = {"players": [{"name": str(i)} for i in range(4)], "options": []}
    s, chooser, actions = G.new_game(config, 12345), Rng(seed_state(12345)), []
    while not s.over and len(actions) < 200:
        acts = G.legal_actions(s)
        a = acts[chooser.below(len(acts))]
        actions.append(str(a))
        s = G.apply(s, a)
    record = Record("eruption", config, 12345, actions)
    med, p95 = timed(lambda: links.load_record(record), 20)
    print(f"replaying a {len(actions)}-action Eruption record: median {med / 1000:.0f} ms")
    t = T.new_game(config, 7)
    agent = make_agent("hard", T, 1)
    med, p95 = timed(lambda: agent.choose(T.view(t, T.to_move(t)), T.legal_actions(t)), 5)
    print(
        f"Terremoto Hard decision, first turn: median {med / 1000:.0f} ms, max {p95 / 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
