"""Eruption know-how for computer players: how good a position is, and what a move gains.

``value(state, player)`` scores a position in 0..1 from ``player``'s side: the chance to end
as the coolest village, estimated from each village's *expected final heat* (below).
``instinct(state, action)`` is the immediate, certain gain of an action (free cards and
walls), the easy player's sense.

Expected final heat of a village = its temperature
  + what the flows touching it will cost over its remaining turns (20 a turn unwalled; a walled
    flow costs 10 when the lava wins the roll, then 20 a turn once the wall is gone),
  + the threat of open flow ends nearing it (by distance, less behind a wall),
  + 30 for each eruption tile a rival has claimed and not yet placed,
  - what its hand and stockpile are worth (a Rain card is 30 degrees, walls and cards defend).
The constants in ``WEIGHTS`` were tuned offline by self-play (bench/tune_eruption.py).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from .board import (
    FLOWS_OUT,
    N_HEXES,
    NEIGHBOURS,
    RESOURCE_AT,
    VILLAGE_EDGE_AT,
    VILLAGE_MASK,
    VOLCANO_FLOW_SPOTS,
)
from .pieces import RAIN
from .rules import (
    BIT,
    ERUPTION_SPACES,
    VILLAGE_TOUCH,
    _partner,
    _ranking,
    _rotated,
)
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
# Chance that the lava beats a straw, wood, stone wall (E10.3: wall die + 0/1/2 > lava die).
LOSS = (21 / 36, 15 / 36, 10 / 36)


class Weights(NamedTuple):
    """The tunable constants of ``value`` (heat in degrees unless said otherwise)."""

    horizon: float  # own turns a touching flow is expected to keep costing
    tiles_per_turn: float  # lava tiles drawn per turn (turns left = pile / this / players)
    reach0: float  # threat of an unwalled open flow end on a hex next to the village
    reach_decay: float  # ... times this for each step further away
    walled_end: float  # an open end behind a wall threatens this much of an open one
    card: float  # a card in hand (not Rain)
    rain: float  # a Rain card in hand
    straw: float  # a wall in the stockpile
    wood: float
    stone: float
    village_wall: float  # a wall on an own village edge that no flow touches yet
    eruption: float  # heat a rival's claimed, unplaced eruption tile will bring
    claim_near: float  # chance to claim an eruption tile whose space the damage expected
    # at the seat's next assessment will reach (1 when its temperature is already there)
    scale: float  # degrees of expected heat that make e (2.7) times the odds


# Tuned by bench/tune_eruption.py (SPSA, 300 iterations of 8 medium games, seed 1) from the
# hand-set start horizon 3, tiles 1.3, reach 14 x 0.55^d, walled end 0.35, card 3, Rain 20,
# walls 2/3/4, village wall 0, eruption 30, near claim 0.5, scale 40.
WEIGHTS = Weights(
    horizon=2.8,
    tiles_per_turn=1.3,
    reach0=0.93,
    reach_decay=0.435,
    walled_end=0.37,
    card=1.21,
    rain=24.1,
    straw=4.09,
    wood=3.54,
    stone=5.39,
    village_wall=5.28,
    eruption=26.0,
    claim_near=0.49,
    scale=41.2,
)


_WALLED: dict[tuple[int, int, float], float] = {}


def _walled_cost(m: int, turns: int, horizon: float) -> float:
    """Expected heat over ``turns`` turns from a flow on a wall of material ``m`` (10 when
    the lava wins, then 20 a turn unwalled), turns beyond ``horizon`` not counted."""
    key = (m, turns, horizon)
    if key not in _WALLED:
        _WALLED[key] = _walled_sum(LOSS[m], turns, horizon)
    return _WALLED[key]


def _walled_sum(q: float, turns: int, horizon: float) -> float:
    total, standing = 0.0, 1.0
    for t in range(turns):
        weight = min(1.0, max(0.0, horizon - t))
        total += weight * (standing * q * 10 + (1 - standing) * 20)
        standing *= 1 - q
    return total


def _open_ends(s: State) -> list[tuple[int, bool]]:
    """(empty hex, walled) for each flow end pointing into an empty playable hex."""
    out = []
    tile_at, walls = s.tile_at, s.walls
    for i, f in enumerate(s.flows):
        if f:
            for j, e in FLOWS_OUT[i][f]:
                if tile_at[j] < 0:
                    out.append((j, e in walls))
    for e, j, _ in VOLCANO_FLOW_SPOTS:
        if tile_at[j] < 0:
            out.append((j, e in walls))
    return out


_REACH: dict[Weights, tuple[tuple[tuple[float, float], ...], ...]] = {}


def _reach(w: Weights) -> tuple[tuple[tuple[float, float], ...], ...]:
    """R[v][j]: threat to village v of an (open, walled) flow end into hex j."""
    if w not in _REACH:
        _REACH[w] = tuple(
            tuple(
                (r, r * w.walled_end)
                for r in (w.reach0 * w.reach_decay**d if d < 8 else 0.0 for d in DIST[v])
            )
            for v in range(6)
        )
    return _REACH[w]


def expected_heat(
    s: State, w: Weights = WEIGHTS, ends: list[tuple[int, bool]] | None = None
) -> list[float]:
    """Each seat's expected final temperature (see the module's docstring)."""
    n = s.n
    if ends is None:
        ends = _open_ends(s)
    reach = _reach(w)
    flows, walls = s.flows, s.walls
    if s.final is None:
        pile = sum(len(p) for p in s.piles)
        common = 1 + int(pile / (w.tiles_per_turn * n) + 0.5)
    heat: list[float] = []
    next_temp: list[float] = []  # temperature expected at the next assessment, -1 if none
    for p in range(n):
        v = s.villages[p]
        # the seat's damage assessments still to come (its turns after the current one)
        turns = common if s.final is None else (1 if p in s.final else 0)
        open_cost = 20 * min(turns, w.horizon)
        h = float(s.temps[v])
        free_walls = 0
        soon = 0.0  # damage expected at the next assessment
        for i, d, e in VILLAGE_TOUCH[v]:
            m = walls.get(e)
            if flows[i] & BIT[d]:
                if m is None:
                    h += open_cost
                    soon += 20
                else:
                    h += _walled_cost(m, turns, w.horizon)
                    soon += 10 * LOSS[m]
            elif m is not None:
                free_walls += 1
        next_temp.append(s.temps[v] + soon if turns else -1.0)
        if turns:
            rv = reach[v]
            for j, walled in ends:
                h += rv[j][walled]
        hand, stock = s.hands[p], s.stock[p]
        h -= w.card * (sum(hand) - hand[RAIN]) + w.rain * hand[RAIN]
        h -= w.straw * stock[0] + w.wood * stock[1] + w.stone * stock[2]
        h -= w.village_wall * free_walls
        heat.append(h)
    # eruption tiles: claimed ones will heat the claimer's rivals; an unclaimed one goes to the
    # first seat, in turn order from the next assessment, whose temperature reaches its space
    share = [float(len(c)) for c in s.claimed]
    order = [(s.seat + k) % n for k in range(1, n + 1)]
    for tile in s.unclaimed:
        space = ERUPTION_SPACES[tile]
        left = 1.0
        for q in order:
            t = next_temp[q]
            if t >= space:
                chance = left if s.temps[s.villages[q]] >= space else left * w.claim_near
                share[q] += chance
                left -= chance
                if left <= 0:
                    break
    for q in range(n):
        if share[q]:
            partner = _partner(s, q)
            for p in range(n):
                if p != q and p != partner:
                    heat[p] += w.eruption * share[q]
    return heat


def value(s: State, player: int, w: Weights = WEIGHTS) -> float:
    """How good ``s`` is for ``player``, 0 (lost) to 1 (won)."""
    n = s.n
    if s.over:  # a share of the win; among the losers a better rank is a little better
        rank = _ranking(s)
        if rank[player] == 1:
            return 1.0 / rank.count(1)
        return 0.01 * (n - rank[player]) / (n - 1)
    heat = expected_heat(s, w)
    partner = _partner(s, player)
    if partner >= 0:  # Clans: a team is as hot as its two villages together
        teams = [(p, _partner(s, p)) for p in range(n) if p < _partner(s, p)]
        scores = [(heat[a] + heat[b]) / 2 for a, b in teams]
        mine = (heat[player] + heat[partner]) / 2
    else:
        scores, mine = heat, heat[player]
    # the chance of ending coolest, as a soft minimum over the villages (or teams)
    return 1 / sum(math.exp(max(-50.0, min(50.0, (mine - h) / w.scale))) for h in scores)


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
