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

from ..core.rng import Rng
from .actions import Action
from .board import (
    EDGE_OF,
    N_HEXES,
    NEIGHBOURS,
    RESOURCE_AT,
    VILLAGE_EDGE_AT,
    VILLAGE_MASK,
    VOLCANO_FLOW_SPOTS,
)
from .pieces import BOMB, CARD_MATERIAL, RAIN, REINFORCE, ROTATIONS
from .rules import (
    BIT,
    ERUPTION_SPACES,
    VILLAGE_TOUCH,
    _advance,
    _do,
    _need_forbid,
    _partner,
    _ranking,
    _rotated,
    eruption_hexes,
    wall_spots,
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


# OUT[i][f]: (hex beyond, wall place) of each flow of mask f on hex i that leads to a hex.
OUT: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(
        tuple(
            (NEIGHBOURS[i][d], EDGE_OF[i][d])
            for d in range(6)
            if f & BIT[d] and NEIGHBOURS[i][d] >= 0
        )
        for f in range(64)
    )
    for i in range(N_HEXES)
)


def _open_ends(s: State) -> list[tuple[int, bool]]:
    """(empty hex, walled) for each flow end pointing into an empty playable hex."""
    out = []
    tile_at, walls = s.tile_at, s.walls
    for i, f in enumerate(s.flows):
        if f:
            for j, e in OUT[i][f]:
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


# ---- a fast policy, for playouts ---------------------------------------------------------
# The policy scores a candidate by how it changes the seats' expected final heat, computed
# locally (which flow ends close or open, which village edges the lava touches, what the
# mover gains or spends) instead of playing it and valuing the result; the changes are
# weighed with the slope of the mover's value in each seat's heat.


class _Scene:
    """What the policy needs about one position: expected heats, each seat's costs, and how
    much the mover's value moves per degree of each seat's heat."""

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
        beyond = [j for j, _ in OUT[i][mask] if s.tile_at[j] < 0]
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


def _slope(s: State, heat: list[float], w: Weights) -> list[float]:
    """d value / d heat of each seat, for the seat to move (see ``value``)."""
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
PASS, EXTRA = Action("pass"), Action("extra")


def policy(s: State, w: Weights = WEIGHTS) -> Action:
    """A fast, sensible decision for the seat to move (the hard player's playouts).

    Places lava (and eruption tiles) where the expected heats favour the mover most; takes
    the Danger Zone 3 extra tile; in the card phase plays or trades what lowers the mover's
    expected heat most (Rain, Reinforce, Volcanic Bomb, a trade for a wall); builds the wall
    that saves the most heat when that is worth more than keeping it; never relocates.
    Actions are legal without asking for the whole list (the card phase's list is long).
    """
    ph = s.phase
    if ph == "place":
        return _best_tile(s, w, [(i, r, m) for i, r, m in _placements(s)])
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

    return ERUPTION.legal_actions(s)[0]  # Lava Forecast picks, Quake replacements


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
            v = scene.score(scene.wall_delta(e, m))
            if v > top:
                best, top = Action("build", m, e), v
    return best


def _card_policy(s: State, w: Weights) -> Action:
    """The card phase: the play or trade that lowers the mover's expected heat most (Rain,
    Reinforce, Volcanic Bomb, trades for walls), else pass (or, over 3 cards, the least bad)."""
    me = s.seat
    hand = s.hands[me]
    scene = _Scene(s, w)
    n = s.n
    options: list[tuple[Action, list[float]]] = []
    for k in range(8):
        if hand[k]:
            delta = [0.0] * n
            delta[me] += (w.rain if k == RAIN else w.card) - _gained(s, CARD_MATERIAL[k], w)
            options.append((Action("trade", k), delta))
    if hand[RAIN]:
        delta = [0.0] * n
        delta[me] += w.rain - min(30, s.temps[s.villages[me]])
        options.append((Action("play", RAIN), delta))
    if hand[REINFORCE] and any(s.stock[me]):
        for e in wall_spots(s, me):
            for m in range(3):
                if s.stock[me][m]:
                    delta = scene.wall_delta(e, m)
                    delta[me] += w.card
                    options.append((Action("play", REINFORCE, m, e), delta))
    if hand[BOMB]:
        for e in sorted(s.walls):
            delta = _bomb_delta(scene, e)
            delta[me] += w.card
            options.append((Action("play", BOMB, e), delta))
    best: Action | None = None
    top = 0.0 if sum(hand) <= 3 else -1e9
    for a, delta in options:
        v = scene.score(delta)
        if v > top:
            best, top = a, v
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


def _apply(s: State, action: Action) -> State:
    """``ERUPTION.apply`` without its legality check (the policy's actions are legal)."""
    s = s.clone()
    rng = Rng(s.rng)
    _do(s, action, rng)
    _advance(s, rng)
    s.rng = rng.state
    return s


def playout(s: State, me: int, w: Weights = WEIGHTS) -> State:
    """Play on from ``s`` with ``policy`` until ``me`` is to move again or the game ends."""
    steps = 0
    while not s.over and s.seat != me and steps < 500:
        s = _apply(s, policy(s, w))
        steps += 1
    return s
