"""L'Isola dei Vulcani know-how for computer players: how good a position is, what a move gains.

``value(state, player)`` projects every player's final score (points so far, the end bonus of
I12 for what stands on the island now, what lying Moai near free geysers and colonists on
boats promise, what threatened pieces risk, and the action points the active player still
has) and turns the margin over the best rival into a number in 0..1.
``instinct(state, action)`` is an action's certain immediate gain in points (the easy
player's sense).
"""

from __future__ import annotations

import math
from typing import Any

from .rules import FINAL_POINTS, ranking_of, volcanoes_in_play
from .state import LAVA, State

AP_WORTH = 1.2  # points an unspent action point is worth to the player whose turn it is
BOAT_COLONIST = 3.0  # a colonist on its boat: 4 once landed, for 1 AP
PRAYER_WORTH = 2.3  # 2 at the end, and insurance until then
DECAY = (1.0, 0.6, 0.4, 0.25, 0.15, 0.08) + (0.0,) * 100  # a lying Moai's promise by distance
PROMISE = 0.4  # share of a lying Moai's erection points counted before it stands
VILLAGE_GEYSER = 0.3  # a village multiplies future erections in its area (I10.2)
LAVA_UNDER = 0.4  # a colonist on lava can build or carve there
RISK = 0.12  # chance weight of a piece standing where a flow would land
P_VILLAGE = FINAL_POINTS["village"]
P_MOAI = FINAL_POINTS["moai"]
P_GROUP = FINAL_POINTS["group"]
P_COLONIST = FINAL_POINTS["colonist"]


def geyser_distance(s: State, free: list[int]) -> list[int]:
    """Walking steps from each hex to the nearest hex with one of the ``free`` geysers."""
    return walk_distance(s, sorted({s.board.geysers[g][0] for g in free}))


def walk_distance(s: State, frontier: list[int]) -> list[int]:
    """Walking steps (I6.1) from each hex to the nearest of the ``frontier`` hexes."""
    b = s.board
    land, cracks, volcano_at, links = s.land, s.cracks, b.volcano_at, b.links
    dist = [99] * b.size
    for i in frontier:
        dist[i] = 0
    step = 0
    while frontier:
        step += 1
        nxt = []
        for i in frontier:
            for j, e in links[i]:
                if dist[j] > step and land[j] and not volcano_at[j] and not cracks[e]:
                    dist[j] = step
                    nxt.append(j)
        frontier = nxt
    return dist


def flow_targets(s: State) -> list[int]:
    """Hexes where some flow of a volcano in play would land now (I8.3)."""
    b = s.board
    land, ground, nbr, volcano_at = s.land, s.ground, b.nbr, b.volcano_at
    out = []
    for v in volcanoes_in_play(s):
        h = b.volcano_hex[v]
        for d in range(6):
            i = nbr[h][d]
            while i >= 0 and land[i] and not volcano_at[i] and ground[i] == LAVA:
                i = nbr[i][d]
            if i >= 0 and land[i] and not volcano_at[i]:
                out.append(i)
    return out


def projected(s: State) -> list[float]:
    """Each seat's projected final score."""
    b, n = s.board, s.n
    size = b.size
    land, ground, col, lying, erected = s.land, s.ground, s.colonists, s.lying, s.erected
    area_of, nbr = b.area_of, b.nbr
    erected_only = "erected_only" in s.options
    n_areas = len(s.created)
    # Moai on the island by hex and seat (I12.2), erected Moai and villages by area and seat
    moai = (
        [0] * (size * n)
        if erected_only
        else [x if land[k // n] else 0 for k, x in enumerate(lying)]
    )
    er_area = [0] * (n_areas * n)
    free = []
    free_area = [False] * n_areas
    for g, (i, _) in enumerate(b.geysers):
        if not land[i]:
            continue
        o = erected[g]
        if o >= 0:
            moai[i * n + o] += 1
            er_area[area_of[i] * n + o] += 1
        else:
            free.append(g)
            free_area[area_of[i]] = True
    vil_area = [0] * (n_areas * n)
    free_in = [0] * n_areas
    for g in free:
        free_in[area_of[b.geysers[g][0]]] += 1
    totals = [float(x) for x in s.scores]
    for i in range(size):
        if land[i]:
            g = ground[i]
            if g >= 0:
                vil_area[area_of[i] * n + g] += 1
                totals[g] += P_VILLAGE + VILLAGE_GEYSER * free_in[area_of[i]]
    dist = geyser_distance(s, free)
    to_lava = walk_distance(s, [i for i in range(size) if land[i] and ground[i] == LAVA])
    for i in range(size):
        if not land[i]:
            continue
        base = i * n
        a = area_of[i]
        for seat in range(n):
            k = base + seat
            c, m, mo = col[k], lying[k], moai[k]
            if c:
                totals[seat] += P_COLONIST * c + LAVA_UNDER * DECAY[to_lava[i]]
            if mo:
                totals[seat] += P_MOAI * mo
                if mo >= 2 or any(j >= 0 and moai[j * n + seat] for j in nbr[i]):
                    totals[seat] += P_GROUP * mo
            if m:
                # a lying Moai near a free geyser promises an erection, sooner with an own
                # colonist beside it; the erection itself is worth more than the promise
                near = DECAY[dist[i] + (0 if c else 1)]
                if near:
                    v = vil_area[a * n + seat] if free_area[a] else 0
                    pts = (er_area[a * n + seat] + 1) * v if v else 1
                    totals[seat] += m * near * PROMISE * pts
    vols = max(1, len(volcanoes_in_play(s)))
    lines: dict[int, int] = {}
    for i in flow_targets(s):
        lines[i] = lines.get(i, 0) + 1
    for i, k in lines.items():
        g = ground[i]
        weight = RISK * 8 / vols * min(k, 2)
        for seat in range(n):
            at_risk = P_VILLAGE * (g == seat) + P_MOAI * lying[i * n + seat]
            if at_risk:
                totals[seat] -= at_risk * weight * (0.5 if s.prayers[seat] else 1.0)
    for seat in range(n):
        totals[seat] += PRAYER_WORTH * s.prayers[seat] + BOAT_COLONIST * s.boat[seat]
    if not s.over:
        totals[s.seat] += AP_WORTH * s.ap
    return totals


def value(s: State, player: int) -> float:
    """How good ``s`` is for ``player``, 0 (lost) to 1 (won)."""
    n = s.n
    if s.over:
        rank = ranking_of(s)
        if rank[player] == 1:
            return 1.0 / sum(1 for r in rank if r == 1)
        return (n - rank[player]) / (2 * (n - 1))
    proj = projected(s)
    best = max(proj[q] for q in range(n) if q != player)
    scale = 8.0 if s.end_triggered else 14.0
    return 1 / (1 + math.exp(-(proj[player] - best) / scale))


def erect_points(s: State, seat: int, area: int) -> int:
    """I10.2: the points of the seat's next erected Moai in ``area``."""
    b = s.board
    v = sum(1 for i in b.area_hexes[area] if s.land[i] and s.ground[i] == seat)
    if not v:
        return 1
    m = 1 + sum(
        1
        for g, (h, _) in enumerate(b.geysers)
        if s.erected[g] == seat and s.land[h] and b.area_of[h] == area
    )
    return m * v


def instinct(s: State, action: Any) -> float:
    """Points an action scores at once (a village 1, a Moai by I10.2)."""
    kind = getattr(action, "kind", "")
    if kind == "build":
        return 1.0
    if kind == "erect":
        return float(erect_points(s, s.seat, s.board.area_of[s.board.index[action.at]]))
    return 0.0
