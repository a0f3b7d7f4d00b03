"""Eruption know-how for computer players: how good a position is, and what a move gains.

``value(state, player)`` scores a position in 0..1 from ``player``'s side: own (or team)
temperature and the lava threatening it, against the rivals'. ``instinct(state, action)`` is
the immediate, certain gain of an action (free cards and walls), the easy player's sense.
"""

from __future__ import annotations

import math

from .board import (
    EDGE_OF,
    N_HEXES,
    NEIGHBOURS,
    RESOURCE_AT,
    VILLAGE_EDGE_AT,
    VILLAGE_MASK,
    VOLCANO_FLOW_SPOTS,
)
from .rules import BIT, _partner, _ranking, _rotated, village_contacts
from .state import State


def _village_distances() -> tuple[tuple[int, ...], ...]:
    """DIST[v][i]: steps from hex i to a hex with an edge on village v (0 on the edge)."""
    out = []
    for v in range(6):
        dist = [99] * N_HEXES
        frontier = [i for (i, _), (w, _) in VILLAGE_EDGE_AT.items() if w == v]
        for i in frontier:
            dist[i] = 0
        while frontier:
            nxt = []
            for i in frontier:
                for j in NEIGHBOURS[i]:
                    if j >= 0 and dist[j] > dist[i] + 1:
                        dist[j] = dist[i] + 1
                        nxt.append(j)
            frontier = nxt
        out.append(tuple(dist))
    return tuple(out)


DIST = _village_distances()
# Expected heat a walled flow costs per turn (lava wins then +10 and the wall goes): straw,
# wood, stone lose to the lava die with probability 21/36, 15/36, 10/36.
WALLED_COST = (10 * 21 / 36 + 4, 10 * 15 / 36 + 3, 10 * 10 / 36 + 2)
REACH = (14.0, 8.0, 4.5, 2.5, 1.2, 0.6) + (0.2,) * 100  # threat of an open flow end by distance


def threat(s: State, v: int) -> float:
    """Heat village ``v`` can expect soon: flows touching it, and open flow ends nearing it."""
    total = 0.0
    for e, walled in village_contacts(s, v):
        total += 2 * (WALLED_COST[s.walls[e]] if walled else 20)
    dist, tile_at, flows, walls = DIST[v], s.tile_at, s.flows, s.walls
    for i in range(N_HEXES):
        if tile_at[i] >= 0:
            f = flows[i]
            for d, j in enumerate(NEIGHBOURS[i]):
                if f & BIT[d] and j >= 0 and tile_at[j] < 0:
                    w = REACH[dist[j]]
                    total += w * 0.35 if EDGE_OF[i][d] in walls else w
    for e, j, _ in VOLCANO_FLOW_SPOTS:
        if tile_at[j] < 0:
            total += REACH[dist[j]] * (0.35 if e in walls else 1.0)
    return total


def _heat(s: State, seat: int) -> float:
    v = s.villages[seat]
    wealth = 3 * sum(s.hands[seat]) + sum((m + 2) * c for m, c in enumerate(s.stock[seat]))
    return s.temps[v] + threat(s, v) - wealth


def value(s: State, player: int) -> float:
    """How good ``s`` is for ``player``, 0 (lost) to 1 (won)."""
    n = s.n
    if s.over:
        rank = _ranking(s)
        best = min(rank)
        return 1.0 if rank[player] == best else (n - rank[player]) / (2 * (n - 1))
    partner = _partner(s, player)
    heat = [_heat(s, p) for p in range(n)]
    ours = [player] + ([partner] if partner >= 0 else [])
    mine = sum(heat[p] for p in ours) / len(ours)
    rivals = [heat[p] for p in range(n) if p not in ours]
    # the hottest rival matters most: the winner is the coolest village
    others = min(rivals) * 0.6 + sum(rivals) / len(rivals) * 0.4
    return 1 / (1 + math.exp(-(others - mine) / 60))


def instinct(s: State, action: object) -> float:
    """Free gains of an action: a wall from a resource hex, cards from village contacts."""
    kind = getattr(action, "kind", "")
    if kind == "build" or (kind == "play" and getattr(action, "a", -1) == 6):
        return 1.0
    if kind in ("place", "erupt") and s.phase in ("place", "erupt"):
        i = action.a  # type: ignore[attr-defined]
        tile = s.pending if kind == "place" else 40
        mask = 0x3F if kind == "erupt" else _rotated(tile, action.b)  # type: ignore[attr-defined]
        cards = bin(mask & VILLAGE_MASK[i]).count("1")
        return cards + (1 if RESOURCE_AT[i] >= 0 else 0)
    return 0.0
