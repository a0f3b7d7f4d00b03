"""Random-island generation time (I13.3-I13.6), not a test.

python bench/isola_island.py [--seeds 200]

Draws islands from seeds 0..N-1 as a new game does and prints the median, 95th percentile and
maximum milliseconds per island, with how many layouts were drawn per accepted island, against
the budget (a median under 150 ms, a 95th percentile under 300 ms on CPython; a test until issue
40, which failed on a busy machine).
The same measurement runs inside Pyodide with ``node bench/isola_island_pyodide.mjs``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng, seed_state  # noqa: E402
from game.isola import island  # noqa: E402

BUDGET_MS = {"median": 150.0, "p95": 300.0}


def measure(seeds: int) -> dict[str, float]:
    """Milliseconds per island over ``seeds`` seeds, and layouts drawn per island."""
    drawn = [0]
    layout = island._layout

    def counting(rng: Rng) -> island.Layout | None:
        drawn[0] += 1
        return layout(rng)

    island._layout = counting  # type: ignore[assignment]
    try:
        times = []
        for seed in range(seeds):
            t = time.perf_counter()
            island.random_island(Rng(seed_state(seed)))
            times.append((time.perf_counter() - t) * 1000)
    finally:
        island._layout = layout  # type: ignore[assignment]
    times.sort()
    return {
        "median": statistics.median(times),
        "p95": times[min(len(times) - 1, int(0.95 * len(times)))],
        "max": times[-1],
        "mean": statistics.mean(times),
        "layouts_per_island": drawn[0] / seeds,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", type=int, default=200)
    args = ap.parse_args(argv)
    r = measure(args.seeds)
    print(
        f"{args.seeds} islands: median {r['median']:.1f} ms, p95 {r['p95']:.1f} ms, "
        f"max {r['max']:.1f} ms, mean {r['mean']:.1f} ms; "
        f"{r['layouts_per_island']:.2f} layouts drawn per island"
    )
    over = [f"{k} {r[k]:.1f} > {ms:.0f} ms" for k, ms in BUDGET_MS.items() if r[k] > ms]
    print("over the budget: " + ", ".join(over) if over else "within the budget")
    return 0


if __name__ == "__main__":
    sys.exit(main())
