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

from .rules import FINAL_POINTS, ranking_of
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


def walk_distance(s: State, frontier: list[int]) -> list[int]:
    """Walking steps (I6.1) from each hex to the nearest of the ``frontier`` hexes."""
    b = s.board
    land, cracks, links = s.land, s.cracks, b.walk_links
    dist = [99] * b.size
    for i in frontier:
        dist[i] = 0
    step = 0
    while frontier:
        step += 1
        nxt = []
        for i in frontier:
            for j, e in links[i]:
                if dist[j] > step and land[j] and not cracks[e]:
                    dist[j] = step
                    nxt.append(j)
        frontier = nxt
    return dist


def flow_targets(s: State) -> list[int]:
    """Hexes where some flow of a volcano in play would land now (I8.3)."""
    b = s.board
    land, ground, volcano_at = s.land, s.ground, b.volcano_at
    out = []
    for v, h in b.volcano_hex.items():
        if not land[h]:
            continue
        for ray in b.lines[v]:
            for i in ray:
                if not land[i] or volcano_at[i]:
                    break
                if ground[i] != LAVA:
                    out.append(i)
                    break
    return out


def projected(s: State) -> list[float]:
    """Each seat's projected final score."""
    b, n = s.board, s.n
    land, ground, col, lying, erected = s.land, s.ground, s.colonists, s.lying, s.erected
    area_of, nbr, geysers = b.area_of, b.nbr, b.geysers
    n_areas = len(s.created)
    totals = [float(x) for x in s.scores]
    # Moai on the island (I12.2) as {hex * n + seat: count}; erected Moai and free geysers
    # by area
    moai: dict[int, int] = {}
    if "erected_only" not in s.options:
        moai = {k: m for k, m in enumerate(lying) if m}
    er_area = [0] * (n_areas * n)
    free_in = [0] * n_areas
    free_hexes = []
    for g, o in enumerate(erected):
        i = geysers[g][0]
        if not land[i]:
            continue
        if o >= 0:
            k = i * n + o
            moai[k] = moai.get(k, 0) + 1
            er_area[area_of[i] * n + o] += 1
        else:
            free_in[area_of[i]] += 1
            free_hexes.append(i)
    vil_area = [0] * (n_areas * n)
    for i, g in enumerate(ground):
        if g >= 0 and land[i]:
            a = area_of[i]
            vil_area[a * n + g] += 1
            totals[g] += P_VILLAGE + VILLAGE_GEYSER * free_in[a]
    for k, mo in moai.items():
        i, seat = divmod(k, n)
        totals[seat] += P_MOAI * mo
        if mo >= 2 or any(j >= 0 and moai.get(j * n + seat) for j in nbr[i]):
            totals[seat] += P_GROUP * mo
    cols = [(k, c) for k, c in enumerate(col) if c]
    if cols:
        to_lava = walk_distance(s, [i for i, g in enumerate(ground) if g == LAVA and land[i]])
        for k, c in cols:
            totals[k % n] += P_COLONIST * c + LAVA_UNDER * DECAY[to_lava[k // n]]
    lyings = [(k, m) for k, m in enumerate(lying) if m]
    if lyings and free_hexes:
        dist = walk_distance(s, sorted(set(free_hexes)))
        for k, m in lyings:
            # a lying Moai near a free geyser promises an erection, sooner with an own
            # colonist beside it; the erection itself is worth more than the promise
            i, seat = divmod(k, n)
            near = DECAY[dist[i] + (0 if col[k] else 1)]
            if near:
                a = area_of[i]
                v = vil_area[a * n + seat] if free_in[a] else 0
                pts = (er_area[a * n + seat] + 1) * v if v else 1
                totals[seat] += m * near * PROMISE * pts
    targets = flow_targets(s)
    if targets:
        vols = sum(1 for h in b.volcano_hex.values() if land[h])
        lines: dict[int, int] = {}
        for i in targets:
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
