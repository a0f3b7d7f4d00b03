"""A fast policy for Eruption, and playouts with it (the hard player's ``Playout`` capability).

The hard player (``game/agents/search.py``) values a candidate move by playing on in sampled
states. With this module its rollouts go on past its own turn: the other players answer with
``policy`` until the searching seat is to move again, and the position is valued there, after
the damage its village takes at the start of that turn.

``policy`` scores each choice by how it changes the seats' expected final heat
(``heuristics.expected_heat``), computed locally (which flow ends close or open, which village
edges the lava touches, what the mover gains or spends) instead of playing each choice and
valuing the result, and weighs the changes with the slope of the mover's value in each
seat's heat: a first-order, much cheaper version of the medium player's greedy choice.
"""

from __future__ import annotations

import math

from .actions import Action
from .board import (
    EDGE_OF,
    FLOWS_OUT,
    N_HEXES,
    NEIGHBOURS,
    RESOURCE_AT,
    VILLAGE_EDGE_AT,
    VILLAGE_MASK,
    VOLCANO_FLOW_SPOTS,
)
from .heuristics import WEIGHTS, Weights, _open_ends, _reach, _walled_cost, expected_heat
from .pieces import BOMB, CARD_MATERIAL, RAIN, REINFORCE, ROTATIONS
from .rules import (
    BIT,
    _need_forbid,
    _partner,
    applied,
    eruption_hexes,
    wall_spots,
)
from .state import State

PASS, EXTRA = Action("pass"), Action("extra")


def _wall_spot_tables() -> tuple[
    dict[int, tuple[int, int]], dict[int, int], dict[int, tuple[int, int]]
]:
    village: dict[int, tuple[int, int]] = {}
    for (i, d), _ in VILLAGE_EDGE_AT.items():
        village[EDGE_OF[i][d]] = (i, d)
    beyond = {e: j for e, j, _ in VOLCANO_FLOW_SPOTS}
    sides: dict[int, tuple[int, int]] = {}
    for i in range(N_HEXES):
        for d in range(6):
            j = NEIGHBOURS[i][d]
            if j >= 0:
                sides.setdefault(EDGE_OF[i][d], (i, j))
    return village, beyond, sides


# village edge place -> (hex, direction); volcano flow place -> hex beyond; hex edge -> hexes
VILLAGE_WALL_SPOT, END_BEYOND, EDGE_HEXES = _wall_spot_tables()


class _Scene:
    """What the policy needs about one position: each seat's remaining assessments, the
    threat rows, the open flow ends, and how much the mover's value moves per degree of each
    seat's heat."""

    def __init__(self, s: State, w: Weights) -> None:
        self.s, self.w = s, w
        ends = _open_ends(s)
        heat = expected_heat(s, w, ends)
        n = s.n
        if s.final is None:
            common = 1 + int(sum(len(p) for p in s.piles) / (w.tiles_per_turn * n) + 0.5)
            self.turns = [common] * n
        else:
            self.turns = [1 if p in s.final else 0 for p in range(n)]
        self.owner = [-1] * 6
        for p, v in enumerate(s.villages):
            self.owner[v] = p
        reach = _reach(w)
        self.reach = [reach[v] if self.turns[p] else None for p, v in enumerate(s.villages)]
        self.ends: dict[int, list[bool]] = {}
        for j, walled in ends:
            self.ends.setdefault(j, []).append(walled)
        self.slope = _slope(s, heat, w)

    def contact_cost(self, p: int, m: int | None) -> float:
        """Expected heat for seat ``p`` of a flow on one of its edges (wall ``m`` or None)."""
        turns = self.turns[p]
        if m is None:
            return 20 * min(turns, self.w.horizon)
        return _walled_cost(m, turns, self.w.horizon)

    def score(self, delta: list[float]) -> float:
        """The change of the mover's value (to first order) when heats change by ``delta``."""
        return sum(g * d for g, d in zip(self.slope, delta, strict=True))

    def tile_delta(self, i: int, mask: int) -> list[float]:
        """Heat changes when a tile with flows ``mask`` goes on empty hex ``i``."""
        s, w = self.s, self.w
        n = s.n
        delta = [0.0] * n
        into = self.ends.get(i, ())
        beyond = [j for j, _ in FLOWS_OUT[i][mask] if s.tile_at[j] < 0]
        for p in range(n):
            row = self.reach[p]
            if row is None:
                continue
            x = 0.0
            for walled in into:  # the flow ends into i are no longer open
                x -= row[i][walled]
            for j in beyond:  # new open ends
                x += row[j][0]
            delta[p] = x
        new = mask & VILLAGE_MASK[i]
        if new:
            touch = EDGE_OF[i]
            for d in range(6):
                if new & BIT[d]:
                    p = self.owner[VILLAGE_EDGE_AT[i, d][0]]
                    if p >= 0:
                        delta[p] += self.contact_cost(p, s.walls.get(touch[d]))
                    delta[s.seat] -= w.card
        if RESOURCE_AT[i] >= 0:
            delta[s.seat] -= (w.straw, w.wood, w.stone)[RESOURCE_AT[i]]
        return delta

    def wall_delta(self, e: int, m: int) -> list[float]:
        """Heat changes when the mover builds a wall of material ``m`` on place ``e``."""
        s, w = self.s, self.w
        delta = [0.0] * s.n
        me = s.seat
        delta[me] += (w.straw, w.wood, w.stone)[m]
        touch = VILLAGE_WALL_SPOT.get(e)
        if touch is not None:  # an edge of the own village
            i, d = touch
            if s.flows[i] & BIT[d]:
                delta[me] += self.contact_cost(me, m) - self.contact_cost(me, None)
            else:
                delta[me] -= w.village_wall
            return delta
        j = _end_hex(s, e)
        for p in range(s.n):
            row = self.reach[p]
            if row is not None:
                delta[p] -= row[j][0] - row[j][1]
        return delta

    def wall_score(self, e: int, m: int) -> float:
        """``score(wall_delta(e, m))``, without building the list."""
        s, w, slope = self.s, self.w, self.slope
        me = s.seat
        v = slope[me] * (w.straw, w.wood, w.stone)[m]
        touch = VILLAGE_WALL_SPOT.get(e)
        if touch is not None:  # an edge of the own village
            i, d = touch
            if s.flows[i] & BIT[d]:
                return v + slope[me] * (self.contact_cost(me, m) - self.contact_cost(me, None))
            return v - slope[me] * w.village_wall
        j = _end_hex(s, e)
        for p, row in enumerate(self.reach):
            if row is not None:
                r = row[j]
                v -= slope[p] * (r[0] - r[1])
        return v


def _slope(s: State, heat: list[float], w: Weights) -> list[float]:
    """d value / d heat of each seat, for the seat to move (see ``heuristics.value``)."""
    me, n = s.seat, s.n
    partner = _partner(s, me)
    team = [p if partner < 0 else min(p, _partner(s, p)) for p in range(n)]
    half = 0.5 if partner >= 0 else 1.0
    score: dict[int, float] = {}
    for p in range(n):
        score[team[p]] = score.get(team[p], 0.0) + heat[p] * half
    mine = score[team[me]]
    e = {t: math.exp(max(-50.0, min(50.0, (mine - h) / w.scale))) for t, h in score.items()}
    total = sum(e.values())
    out = []
    for p in range(n):
        t = team[p]
        if t == team[me]:
            out.append(-half * (total - 1) / (w.scale * total * total))
        else:
            out.append(half * e[t] / (w.scale * total * total))
    return out


def _end_hex(s: State, e: int) -> int:
    """The empty hex an open flow end with wall place ``e`` points into."""
    j = END_BEYOND.get(e, -1)
    if j >= 0:
        return j
    i, j = EDGE_HEXES[e]
    return j if s.tile_at[i] >= 0 else i


def policy(s: State, w: Weights = WEIGHTS) -> Action:
    """A fast, sensible decision for the seat to move.

    Places lava (and eruption tiles) where the expected heats favour the mover most; takes
    the Danger Zone 3 extra tile; in the card phase plays or trades what lowers the mover's
    expected heat most (Rain, Reinforce, Volcanic Bomb, a trade for a wall); builds the wall
    that saves the most heat when that is worth more than keeping it; never relocates.
    Actions are legal without asking for the whole list (the card phase's list is long).
    """
    ph = s.phase
    if ph == "place":
        return _best_tile(s, w, _placements(s))
    if ph == "erupt":
        return _best_tile(s, w, [(i, -1, 0x3F) for i in eruption_hexes(s)])
    if ph == "walls":
        return _wall_policy(s, w)
    if ph == "cards":
        return _card_policy(s, w)
    if ph == "extra":
        return EXTRA
    if ph == "relocate":
        return PASS
    from .rules import ERUPTION

    first: Action = ERUPTION.legal_actions(s)[0]  # Lava Forecast picks, Quake replacements
    return first


def _placements(s: State) -> list[tuple[int, int, int]]:
    """(hex, rotation, flows) of the legal placements of the drawn tile (rules.placements)."""
    out = []
    tile_at, rots, closed = s.tile_at, ROTATIONS[s.pending], s.closed
    for i in range(N_HEXES):
        if tile_at[i] >= 0 or i in closed:
            continue
        need, forbid = _need_forbid(s, i)
        if need:
            for rot, mask in rots:
                if mask & need == need and not mask & forbid:
                    out.append((i, rot, mask))
    return out


def _best_tile(s: State, w: Weights, options: list[tuple[int, int, int]]) -> Action:
    scene = _Scene(s, w)
    best, top = options[0], -1e9
    for option in options:
        v = scene.score(scene.tile_delta(option[0], option[2]))
        if v > top:
            best, top = option, v
    if best[1] < 0:
        return Action("erupt", best[0])
    return Action("place", best[0], best[1])


def _wall_policy(s: State, w: Weights) -> Action:
    me = s.seat
    stock = s.stock[me]
    cost = (w.straw, w.wood, w.stone)
    have = [m for m in range(3) if stock[m]]
    cheapest = min(have, key=lambda m: cost[m])
    scene = _Scene(s, w)
    best, top = PASS, 0.0
    for e in wall_spots(s, me):
        touch = VILLAGE_WALL_SPOT.get(e)
        if touch is not None and s.flows[touch[0]] & BIT[touch[1]]:
            materials = have  # on a flow into the village the material matters
        else:
            materials = [cheapest]
        for m in materials:
            v = scene.wall_score(e, m)
            if v > top:
                best, top = Action("build", m, e), v
    return best


def _card_policy(s: State, w: Weights) -> Action:
    """The card phase: the play or trade that lowers the mover's expected heat most (Rain,
    Reinforce, Volcanic Bomb, trades for walls), else pass (or, over 3 cards, the least bad)."""
    me = s.seat
    hand = s.hands[me]
    scene = _Scene(s, w)
    mine = scene.slope[me]  # the mover's value per degree of its own heat (negative)
    best: Action | None = None
    top = 0.0 if sum(hand) <= 3 else -1e9
    for k in range(8):
        if hand[k]:
            v = mine * ((w.rain if k == RAIN else w.card) - _gained(s, CARD_MATERIAL[k], w))
            if v > top:
                best, top = Action("trade", k), v
    if hand[RAIN]:
        v = mine * (w.rain - min(30, s.temps[s.villages[me]]))
        if v > top:
            best, top = Action("play", RAIN), v
    if hand[REINFORCE] and any(s.stock[me]):
        for e in wall_spots(s, me):
            for m in range(3):
                if s.stock[me][m]:
                    v = scene.wall_score(e, m) + mine * w.card
                    if v > top:
                        best, top = Action("play", REINFORCE, m, e), v
    if hand[BOMB]:
        for e in sorted(s.walls):
            v = scene.score(_bomb_delta(scene, e)) + mine * w.card
            if v > top:
                best, top = Action("play", BOMB, e), v
    return PASS if best is None else best


def _gained(s: State, material: int, w: Weights) -> float:
    """Stockpile value of the wall a trade for ``material`` gives (E10.4 substitution)."""
    for m in range(material, -1, -1):
        if s.supply[m]:
            return (w.straw, w.wood, w.stone)[m]
    return 0.0


def _bomb_delta(scene: _Scene, e: int) -> list[float]:
    s = scene.s
    delta = [0.0] * s.n
    touch = VILLAGE_WALL_SPOT.get(e)
    m = s.walls[e]
    if touch is not None:
        i, d = touch
        p = scene.owner[VILLAGE_EDGE_AT[i, d][0]]
        if p >= 0 and s.flows[i] & BIT[d]:
            delta[p] += scene.contact_cost(p, None) - scene.contact_cost(p, m)
    return delta


def finish_turn(s: State, me: int, w: Weights = WEIGHTS) -> State:
    """Play the rest of ``me``'s turn from ``s`` with ``policy`` (``s`` is not changed)."""
    steps = 0
    while not s.over and s.seat == me and steps < 500:
        s = applied(s, policy(s, w))
        steps += 1
    return s


def playout(s: State, me: int, w: Weights = WEIGHTS) -> State:
    """Play on from ``s`` with ``policy`` (the rest of the turn under way, then the others'
    turns) until ``me`` is to move in a later turn, or the game ends (at most 500
    decisions). ``s`` itself is not changed."""
    turn, steps = s.turn, 0
    while not s.over and (s.seat != me or s.turn == turn) and steps < 500:
        s = applied(s, policy(s, w))
        steps += 1
    return s
