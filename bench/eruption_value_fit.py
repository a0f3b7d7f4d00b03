"""How well does Eruption's position value predict the winner? (A benchmark, not a test.)

    nice python bench/eruption_value_fit.py --games 1200 --jobs 2

Plays ``--games`` games between four Medium players (seeds from ``--seed``) and records, at
the end of every turn, each seat's parts of the expected final heat
(game/eruption/heuristics.py) and, once the game is over, who won. Each part is read from the
engine's own ``expected_heat`` by switching one constant of ``WEIGHTS`` on at a time, so this
script repeats none of its arithmetic.

Then it fits "who wins" as a conditional logit (a softmax over the seats of a linear score) on
80 % of the games and prints the mean log-likelihood per position on the other 20 % (a uniform
guess over four seats scores ln 1/4 = -1.386; higher is better):

- the shipped ``value`` itself (a softmin of expected heat with ``WEIGHTS.scale``);
- the shipped expected heat with its scale fitted, and with a scale depending on the pile left;
- every part weighted on its own, fitted separately in each quarter of the pile, with the
  fitted log-odds per unit of each part (the shipped value's are -constant / scale).

A value that predicts the winner badly gives a search nothing to find: use this to screen a
value function in minutes before an arena of hundreds of games (bench/eruption_ai.py). The
fit is Newton's method in plain Python (standard library only).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.agents import make_agent  # noqa: E402
from game.eruption import ERUPTION as G  # noqa: E402
from game.eruption.heuristics import WEIGHTS, expected_heat, value  # noqa: E402
from game.eruption.pieces import N_LAVA  # noqa: E402
from game.eruption.state import State  # noqa: E402

PLAYERS = 4
# The constants of WEIGHTS that expected_heat is linear in: each is one part of the heat.
LINEAR = ("reach0", "card", "rain", "straw", "wood", "stone", "village_wall", "eruption")
PARTS = ("temperature", "touching flows", *LINEAR)


# WEIGHTS with every LINEAR constant off, and with one of them at 1
OFF = WEIGHTS._replace(**{name: 0.0 for name in LINEAR})
UNIT = [OFF._replace(**{name: 1.0}) for name in LINEAR]


def parts(s: State) -> list[list[float]]:
    """Each seat's parts of its expected final heat, in PARTS order: the temperature, the
    flows touching its village, then the part each LINEAR constant multiplies (per unit)."""
    base = expected_heat(s, OFF)
    temps = [float(s.temps[v]) for v in s.villages]
    out = [[t, b - t] for t, b in zip(temps, base, strict=True)]
    for unit in UNIT:
        heat = expected_heat(s, unit)
        for row, h, b in zip(out, heat, base, strict=True):
            row.append(h - b)
    return out


def one_game(seed: int) -> dict:
    """Positions at the end of each turn (the fraction of the lava tiles still in the piles,
    parts by seat, shipped heat by seat, shipped value by seat) and each seat's share of the
    win."""
    agents = [make_agent("medium", G, seed * 31 + seat) for seat in range(PLAYERS)]
    s = G.new_game({"players": [{"name": str(p)} for p in range(PLAYERS)], "options": []}, seed)
    positions = []
    while not G.is_terminal(s):
        seat = G.to_move(s)
        assert seat is not None
        s = G.apply(s, agents[seat].choose(G.view(s, seat), G.legal_actions(s)))
        if G.to_move(s) != seat and not G.is_terminal(s):
            pile = sum(len(p) for p in s.piles) / N_LAVA
            shipped = [value(s, p) for p in range(PLAYERS)]
            positions.append((pile, parts(s), expected_heat(s), shipped))
    ranks = G.ranking(s)
    winners = [p for p in range(PLAYERS) if ranks[p] == 1]
    return {
        "positions": positions,
        "shares": [1 / len(winners) if p in winners else 0.0 for p in range(PLAYERS)],
    }


Position = tuple[list[list[float]], list[float]]  # features by seat, win shares by seat


def log_likelihood(data: list[Position], beta: list[float]) -> float:
    """Mean log-probability the logit with coefficients ``beta`` gives the real winners."""
    total = 0.0
    for rows, shares in data:
        scores = [sum(b * x for b, x in zip(beta, row, strict=True)) for row in rows]
        top = max(scores)
        log_sum = top + math.log(sum(math.exp(z - top) for z in scores))
        total += sum(y * (z - log_sum) for y, z in zip(shares, scores, strict=True))
    return total / len(data)


def fit(data: list[Position], ridge: float = 1e-4, steps: int = 25) -> list[float]:
    """Maximum-likelihood coefficients of the conditional logit (Newton's method)."""
    k = len(data[0][0][0])
    beta = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for rows, shares in data:
            scores = [sum(b * x for b, x in zip(beta, row, strict=True)) for row in rows]
            top = max(scores)
            weights = [math.exp(z - top) for z in scores]
            norm = sum(weights)
            probs = [w / norm for w in weights]
            mean = [sum(p * row[i] for p, row in zip(probs, rows, strict=True)) for i in range(k)]
            for p, y, row in zip(probs, shares, rows, strict=True):
                for i in range(k):
                    grad[i] += (y - p) * row[i]
                    pi = p * row[i]
                    for j in range(k):
                        hess[i][j] += pi * row[j]
            for i in range(k):
                for j in range(k):
                    hess[i][j] -= mean[i] * mean[j]
        n = len(data)
        for i in range(k):
            hess[i][i] += ridge * n
        step = solve(
            [[h / n for h in row] for row in hess],
            [g / n - ridge * b for g, b in zip(grad, beta, strict=True)],
        )
        beta = [b + d for b, d in zip(beta, step, strict=True)]
        if max(abs(d) for d in step) < 1e-9:
            break
    return beta


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b, strict=True)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=1_000_000)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        games = list(pool.map(one_game, range(args.seed, args.seed + args.games), chunksize=4))
    cut = int(0.8 * len(games))
    positions = sum(len(g["positions"]) for g in games)
    print(
        f"{args.games} games of four Medium players, {positions} positions, "
        f"{time.perf_counter() - start:.0f} s; test on the last {len(games) - cut} games; "
        f"a uniform guess scores {math.log(1 / PLAYERS):.3f}"
    )

    Features = Callable[[float, list[float], float], list[float]]

    def rows(chosen: list[dict], features: Features) -> list[tuple[float, Position]]:
        return [
            (pile, ([features(pile, p, h) for p, h in zip(ps, heat, strict=True)], g["shares"]))
            for g in chosen
            for pile, ps, heat, _ in g["positions"]
        ]

    train, test = games[:cut], games[cut:]
    heat_only = rows(test, lambda pile, p, h: [h])
    said = [(v, g["shares"]) for g in test for *_, v in g["positions"]]
    shipped = sum(
        sum(y * math.log(max(p, 1e-300)) for p, y in zip(v, shares, strict=True) if y)
        for v, shares in said
    ) / len(said)
    print(f"shipped value (scale {WEIGHTS.scale}): {shipped:.3f}")
    beta = fit([d for _, d in rows(train, lambda pile, p, h: [h])])
    print(
        f"shipped heat, fitted scale {-1 / beta[0]:.0f}: "
        f"{log_likelihood([d for _, d in heat_only], beta):.3f}"
    )
    by_pile = lambda pile, p, h: [h, h * pile]  # noqa: E731
    beta = fit([d for _, d in rows(train, by_pile)])
    scales = ", ".join(
        f"{left:.0%} left {-1 / (beta[0] + beta[1] * left):.0f}"
        if beta[0] + beta[1] * left < 0
        else f"{left:.0%} left (none)"
        for left in (1.0, 0.75, 0.5, 0.25, 0.0)
    )
    print(
        f"shipped heat, scale by pile left: "
        f"{log_likelihood([d for _, d in rows(test, by_pile)], beta):.3f} ({scales})"
    )
    print(
        "every part on its own weight, by quarter of the pile (log-odds of winning per unit of"
        f" each part; the shipped value has -constant/scale, the temperature's "
        f"{-1 / WEIGHTS.scale:.3f}):"
    )
    each = lambda pile, p, h: p  # noqa: E731
    fit_rows, test_rows = rows(train, each), rows(test, each)
    for low, high in ((0.75, 1.01), (0.5, 0.75), (0.25, 0.5), (0.0, 0.25)):
        part_train = [d for pile, d in fit_rows if low <= pile < high]
        part_test = [d for pile, d in test_rows if low <= pile < high]
        beta = fit(part_train)
        worth = ", ".join(f"{name} {b:+.3f}" for name, b in zip(PARTS, beta, strict=True))
        print(
            f"  {low:.0%}-{min(high, 1):.0%} left, {len(part_test)} positions: "
            f"{log_likelihood(part_test, beta):.3f} ({worth})"
        )


if __name__ == "__main__":
    main()
