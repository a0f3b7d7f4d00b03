"""The rules of Eruption (``../shared/rules/eruption.md``), rule ids cited as E#.

Transitions mutate a fresh copy of the state; ``EruptionGame.apply`` makes the copy. After
every decision the engine runs the automatic steps (damage, dice, draws, phase changes) until
someone must decide again: chance is the engine's, decisions are the players'. The steps are
phases of their own (``STEPS``), run by one loop (``_advance``): turns without a decision are
played out in that loop, never by recursion (E12.3).
"""

from __future__ import annotations

from typing import Any

from ..core.engine import PlainStateGame
from ..core.errors import IllegalAction
from ..core.protocol import GameInfo, Option
from ..core.rng import Rng, seed_state
from .actions import Action
from .board import (
    EDGE_OF,
    FLOWS_OUT,
    HEXES,
    INDEX,
    LINKS,
    MATERIALS,
    N_HEXES,
    OPPOSITE_VILLAGE,
    RESOURCE_AT,
    VILLAGE_EDGE_AT,
    VILLAGE_EDGE_IDS,
    VILLAGE_EDGES,
    VILLAGE_MASK,
    VILLAGES_IN_PLAY,
    VOLCANO_FACE,
    VOLCANO_FLOW_IN,
    VOLCANO_FLOW_SPOTS,
    edge_text,
    hex_text,
)
from .pieces import (
    AFTERSHOCK,
    BOMB,
    CANONICAL_ROT,
    CARD_COUNTS,
    CARD_MATERIAL,
    CARD_NAMES,
    ERUPTION_TILES,
    LAVA_FLOW,
    N_LAVA,
    QUAKE,
    RAIN,
    REINFORCE,
    RELOCATE,
    ROTATIONS,
    SINKHOLE,
    WALL_COUNTS,
    eruption_number,
)
from .state import State

MAX_TEMP = 290
TEMP_STEP = 10  # E1.1: the Burn Meter's spaces
ERUPTION_SPACES = {40: 50, 41: 120, 42: 200}  # E6.4
BIT = tuple(1 << d for d in range(6))
# VILLAGE_TOUCH[v]: (hex, direction, wall place) of each of village v's edges, E2.3 order.
VILLAGE_TOUCH = tuple(
    tuple((INDEX[h], d, e) for (h, d), e in zip(VILLAGE_EDGES[v], VILLAGE_EDGE_IDS[v], strict=True))
    for v in range(6)
)


def danger_zone(temp: int) -> int:
    """E6.3: 0 below 50, then 1, 2, 3."""
    return 0 if temp < 50 else 1 if temp < 120 else 2 if temp < 200 else 3


# ---- small helpers -----------------------------------------------------------------------


def _log(s: State, key: str, to: list[int] | None = None, **params: Any) -> None:
    event: dict[str, Any] = {"k": key, **params}
    if to is not None:
        event["to"] = to
    s.events.append(event)


def _has(s: State, option: str) -> bool:
    return option in s.options


def _pile_count(s: State) -> int:
    return sum(len(p) for p in s.piles)


def _partner(s: State, seat: int) -> int:
    """The seat on the opposite village under Clans, or -1."""
    if not _has(s, "clans"):
        return -1
    v = OPPOSITE_VILLAGE[s.villages[seat]]
    return s.villages.index(v) if v in s.villages else -1


def _inactive(s: State, seat: int) -> bool:
    """Annihilation: a burned seat only places tiles (E12.2)."""
    return seat in s.burned and _has(s, "annihilation")


def _heat(s: State, seat: int, delta: int, reason: str) -> None:
    """Change a village's temperature, clamped to 0..290 (E6.2)."""
    v = s.villages[seat]
    old = s.temps[v]
    new = min(MAX_TEMP, max(0, old + delta))
    if seat in s.burned and _has(s, "clans"):
        new = MAX_TEMP  # E12.1: a burned village stays at 290
    if new != old:
        s.temps[v] = new
        s.stale = -1
        s.idle = 0
    _log(s, "temp", seat=seat, delta=delta, temp=new, why=reason)


def _gain_wall(s: State, seat: int, material: int, reason: str) -> None:
    """E10.4: take a wall from the supply, substituting a weaker one when out."""
    for m in range(material, -1, -1):
        if s.supply[m]:
            s.supply[m] -= 1
            s.stock[seat][m] += 1
            _log(s, "gain", seat=seat, material=MATERIALS[m], asked=MATERIALS[material], why=reason)
            return
    _log(s, "gain_none", seat=seat, asked=MATERIALS[material], why=reason)


def _wall_back(s: State, e: int, reason: str) -> None:
    """E10.3a: a wall leaves the board and returns to the supply."""
    m = s.walls.pop(e)
    s.supply[m] += 1
    _log(s, "wall_off", edge=edge_text(e), material=MATERIALS[m], why=reason)


def _draw_card(s: State, seat: int, rng: Rng, reason: str) -> None:
    """Draw one card (E9.2: reshuffle the discards when the pile is empty)."""
    if not s.deck and s.discard:
        s.deck = rng.shuffle(sorted(s.discard))
        s.discard = []
        _log(s, "reshuffle", count=len(s.deck))
    if not s.deck:
        _log(s, "no_card", seat=seat)
        return
    card = s.deck.pop()
    s.hands[seat][card] += 1
    s.reveals += 1
    _log(s, "draw_card", seat=seat, why=reason)
    _log(s, "drew", to=[seat], seat=seat, card=CARD_NAMES[card])


def _roll_wall(s: State, rng: Rng, e: int, seat: int, against: str) -> bool:
    """E10.3: one roll of both dice for the wall at ``e``; True if the wall holds."""
    lava, wall = rng.die(), rng.die()
    s.reveals += 1
    m = s.walls[e]
    holds = wall + m > lava
    _log(
        s,
        "roll",
        seat=seat,
        material=MATERIALS[m],
        wall=wall,
        bonus=m,
        lava=lava,
        holds=holds,
        edge=edge_text(e),
        against=against,
    )
    return holds


# ---- geometry of placements ----------------------------------------------------------------


def _need_forbid(s: State, i: int) -> tuple[int, int]:
    """Edges of hex ``i`` that must carry a flow, and edges that must not (E7.2 b)."""
    need = VOLCANO_FLOW_IN[i]
    forbid = VOLCANO_FACE[i] & ~need
    flows, tile_at = s.flows, s.tile_at
    for j, bit, facing in LINKS[i]:
        if tile_at[j] >= 0:
            if flows[j] & facing:
                need |= bit
            else:
                forbid |= bit
    return need, forbid


def _fits(need: int, forbid: int, mask: int) -> bool:
    return mask & need == need and not mask & forbid


def placements(
    s: State, tile: int, closed: list[int] | tuple[int, ...] = ()
) -> list[tuple[int, int]]:
    """Legal (hex, rotation) for drawing-placing a lava tile (E7.2 a-c), lowest rotation first."""
    out = []
    tile_at = s.tile_at
    rots = ROTATIONS[tile]
    for i in range(N_HEXES):
        if tile_at[i] >= 0 or i in closed:
            continue
        need, forbid = _need_forbid(s, i)
        if not need:
            continue  # E7.2 c: no flow to continue
        for rot, mask in rots:
            if mask & need == need and not mask & forbid:
                out.append((i, rot))
    return out


def _can_place(s: State, tile: int) -> bool:
    rots = ROTATIONS[tile]
    for i in range(N_HEXES):
        if s.tile_at[i] < 0:
            need, forbid = _need_forbid(s, i)
            if need and any(_fits(need, forbid, m) for _, m in rots):
                return True
    return False


# The reasons ``hex_refusal`` gives in each phase that places a tile (the UI words each):
# occupied, closed (walls held there this placement), no_flow (no flow reaches the hex),
# no_match (no rotation matches the neighbours' flows). An eruption tile (E8.2) goes wherever
# its six flows match.
REFUSALS: dict[str, tuple[str, ...]] = {
    "place": ("occupied", "closed", "no_flow", "no_match"),
    "erupt": ("occupied", "no_match"),
}


def hex_refusal(s: State, i: int) -> str:
    """Why the tile being placed cannot go on hex ``i`` (E7.2, E8.2, E10.2): one of
    ``REFUSALS[phase]``; "" when it can, "none" when nothing is being placed."""
    if s.phase not in ("place", "erupt") or (s.phase == "place" and s.pending < 0):
        return "none"
    if s.tile_at[i] >= 0:
        return "occupied"
    if i in s.closed:
        return "closed"
    need, forbid = _need_forbid(s, i)
    if s.phase == "erupt":
        return "no_match" if forbid else ""
    if not need:
        return "no_flow"
    if not any(_fits(need, forbid, mask) for _, mask in ROTATIONS[s.pending]):
        return "no_match"
    return ""


def eruption_hexes(s: State) -> list[int]:
    """E8.2: empty hexes where an eruption tile (flows on all six edges) matches."""
    return [i for i in range(N_HEXES) if s.tile_at[i] < 0 and not _need_forbid(s, i)[1]]


def _connected(s: State, flows: list[int], tile_at: list[int]) -> bool:
    """E9.5: every tile joined by flows to the volcano or an eruption tile."""
    seen = [False] * N_HEXES
    stack = [
        i
        for i in range(N_HEXES)
        if tile_at[i] >= 0 and (tile_at[i] >= N_LAVA or flows[i] & VOLCANO_FLOW_IN[i])
    ]
    for i in stack:
        seen[i] = True
    while stack:
        i = stack.pop()
        f = flows[i]
        for j, bit, facing in LINKS[i]:
            if not seen[j] and f & bit and tile_at[j] >= 0 and flows[j] & facing:
                seen[j] = True
                stack.append(j)
    return all(seen[i] for i in range(N_HEXES) if tile_at[i] >= 0)


def replacements(s: State, tile: int) -> list[tuple[int, int]]:
    """Quake (E9.4): (hex, rotation) where ``tile`` may replace the tile on the board."""
    out = []
    for i in range(N_HEXES):
        old = s.tile_at[i]
        if old < 0:
            continue
        need, forbid = _need_forbid(s, i)
        if not need:
            continue
        for rot, mask in ROTATIONS[tile]:
            if not _fits(need, forbid, mask):
                continue
            # Links to neighbours are the same as the old tile's, so only losing an eruption
            # tile (a source) can break connection.
            if old >= N_LAVA:
                flows, tiles = s.flows[:], s.tile_at[:]
                flows[i], tiles[i] = mask, tile
                if not _connected(s, flows, tiles):
                    continue
            out.append((i, rot))
    return out


def _can_replace(s: State, tile: int) -> bool:
    return bool(replacements(s, tile))


def aftershocks(s: State) -> list[tuple[int, int]]:
    """E9.4 Aftershock: (hex, rotation) of lava tiles turned to different flows that still match.

    Matching keeps every link to the neighbours, so connection (E9.5) cannot change.
    """
    out = []
    for i in range(N_HEXES):
        t = s.tile_at[i]
        if 0 <= t < N_LAVA:
            need, forbid = _need_forbid(s, i)
            for rot, mask in ROTATIONS[t]:
                if mask != s.flows[i] and need and _fits(need, forbid, mask):
                    out.append((i, rot))
    return out


def sinkholes(s: State) -> list[int]:
    """E9.4 Sinkhole: hexes whose tile can be removed leaving every other tile connected.

    Tiles are graph nodes joined by flows, and a source node links to every tile fed by the
    volcano and every eruption tile. A tile is removable unless it is an articulation point
    of that graph (Tarjan's low-link, one depth-first search from the source).
    """
    tile_at, flows = s.tile_at, s.flows
    occupied = [i for i in range(N_HEXES) if tile_at[i] >= 0]
    fed = [tile_at[i] >= N_LAVA or bool(flows[i] & VOLCANO_FLOW_IN[i]) for i in range(N_HEXES)]
    disc = [0] * N_HEXES  # the source itself has discovery time 1
    low = [0] * N_HEXES
    blocked = [False] * N_HEXES
    clock = [1]

    def visit(v: int, parent: int) -> None:
        clock[0] += 1
        disc[v] = clock[0]
        # an edge to the source that is not the tree edge is a back edge to time 1
        low[v] = 1 if fed[v] and parent >= 0 else disc[v]
        f = flows[v]
        for w, bit, facing in LINKS[v]:
            if not f & bit or tile_at[w] < 0 or not flows[w] & facing:
                continue
            if not disc[w]:
                visit(w, v)
                low[v] = min(low[v], low[w])
                if low[w] >= disc[v]:
                    blocked[v] = True
            elif w != parent:
                low[v] = min(low[v], disc[w])

    for r in occupied:
        if fed[r] and not disc[r]:
            visit(r, -1)
    return [i for i in occupied if disc[i] and not blocked[i]]


def wall_spots(s: State, seat: int) -> list[int]:
    """E10.1: free wall places for ``seat``: open flow ends and the own village's edges."""
    spots = set()
    tile_at, flows, walls = s.tile_at, s.flows, s.walls
    for i, f in enumerate(flows):  # an empty hex has no flows
        for j, e in FLOWS_OUT[i][f]:
            if tile_at[j] < 0:
                spots.add(e)
    for e, j, _ in VOLCANO_FLOW_SPOTS:
        if tile_at[j] < 0:
            spots.add(e)
    spots.update(VILLAGE_EDGE_IDS[s.villages[seat]])
    return sorted(e for e in spots if e not in walls)


def _flows_into(s: State, i: int) -> list[int]:
    """Wall places on the flows pointing into empty hex ``i``."""
    need = _need_forbid(s, i)[0]
    return [EDGE_OF[i][d] for d in range(6) if need & BIT[d]]


def _strip_flow_walls(s: State, i: int, reason: str) -> None:
    """Walls on the open ends of the tile at ``i`` go back to the supply."""
    for _, e in FLOWS_OUT[i][s.flows[i]]:
        if e in s.walls:
            _wall_back(s, e, reason)


def village_contacts(s: State, v: int) -> list[tuple[int, bool]]:
    """(wall place, walled) for each flow touching village ``v``, in E2.3 order."""
    return [(e, e in s.walls) for i, d, e in VILLAGE_TOUCH[v] if s.flows[i] & BIT[d]]


def tie_score(s: State, seat: int) -> int:
    """E11.4: walls in village and stockpile (stone 3, wood 2, straw 1) minus touching flows."""
    v = s.villages[seat]
    score = sum(m + 1 for e, m in s.walls.items() if e in VILLAGE_EDGE_IDS[v])
    score += sum((m + 1) * n for m, n in enumerate(s.stock[seat]))
    return score - len(village_contacts(s, v))


# ---- the game ------------------------------------------------------------------------------


class EruptionGame(PlainStateGame):
    """Eruption (Stratus Games, 2011) for 2-6 players, with the optional rules of E12."""

    package = "game.eruption"

    name = "eruption"
    info = GameInfo(
        name="eruption",
        title="Eruption",
        min_players=2,
        max_players=6,
        options=(
            Option("clans", players=(4, 6), excludes=("annihilation",)),  # E12.1
            Option("annihilation", excludes=("clans",)),  # E12.2
            Option("forecast"),  # E12.3
            Option("norain"),  # E12.4
        ),
        hidden_information=True,  # E13
        teams=True,
    )

    # ---- protocol ----
    def _legal_now(self, state: State) -> list[Action]:
        return _legal(state)

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Explains: why the tile being placed cannot go on each hex ("q,r" -> one of
        ``REFUSALS[phase]``), E7.2, E8.2, E10.2."""
        if self.to_move(state) != seat:
            return {}
        out = {}
        for i, (q, r) in enumerate(HEXES):
            reason = hex_refusal(state, i)
            if reason and reason != "none":
                out[f"{q},{r}"] = reason
        return out

    def new_game(self, config: dict[str, Any], seed: int) -> State:
        """Set up a game (E4) from ``{"players": [{"name": ...}], "options": [...]}``."""
        names, options = self.info.check_config(config, seed)
        n = len(names)
        s = State(names, options, list(VILLAGES_IN_PLAY[n]), seed_state(seed))
        rng = Rng(s.rng)
        cards = [
            k
            for k, count in enumerate(CARD_COUNTS)
            for _ in range(count)
            if not (k == RAIN and "norain" in options)
        ]
        s.deck = rng.shuffle(cards)  # E4.1
        s.hands = [[0] * 8 for _ in range(n)]
        for _ in range(3):
            for seat in range(n):
                s.hands[seat][s.deck.pop()] += 1
        s.supply = [c - n for c in WALL_COUNTS]  # E4.2
        s.stock = [[1, 1, 1] for _ in range(n)]
        tiles = rng.shuffle(list(range(N_LAVA)))  # E4.3
        s.piles = [tiles[:14], tiles[14:27], tiles[27:]] if "forecast" in options else [tiles]
        s.unclaimed = list(ERUPTION_TILES)
        s.claimed = [[] for _ in range(n)]
        _log(s, "setup", players=n, options=list(options))
        # E4.5: highest roll starts, ties roll again.
        contenders = list(range(n))
        while len(contenders) > 1:
            rolls = {seat: rng.die() for seat in contenders}
            for seat, r in rolls.items():
                _log(s, "first_roll", seat=seat, roll=r)
            best = max(rolls.values())
            contenders = [seat for seat in contenders if rolls[seat] == best]
        s.seat = contenders[0]
        s.phase = "begin_turn"
        _advance(s, rng)
        s.rng = rng.state
        return s

    def to_move(self, state: State) -> int | None:
        """The seat deciding now, or None when the game is over."""
        return None if state.over else state.seat

    def active(self, state: State) -> int | None:
        """The seat whose turn it is: in Eruption always the one deciding."""
        return self.to_move(state)

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (the given state is not changed)."""
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an Eruption action")
        action = _canonical(state, action)
        if action not in self.legal_actions(state):
            raise IllegalAction(_why_illegal(state, action))
        return applied(state, action)

    def ranking(self, state: State) -> list[int]:
        """Rank of each seat (1 best, ties share), by E11.4, E12.1 or E12.2."""
        return _ranking(state)


def applied(state: State, action: Action) -> State:
    """The state after the legal ``action`` (the given state is not changed)."""
    s = state.clone()
    rng = Rng(s.rng)
    _do(s, action, rng)
    _advance(s, rng)
    s.cache = None
    s.rng = rng.state
    return s


def _canonical(s: State, a: Action) -> Action:
    """Rotations with the same flows name the same placement: use the lowest."""
    if a.kind == "place" and s.pending >= 0 and 0 <= a.b < 6:
        return a._replace(b=CANONICAL_ROT[s.pending][a.b])
    if a.kind == "play" and a.a == AFTERSHOCK and 0 <= a.b < N_HEXES and 0 <= a.c < 6:
        t = s.tile_at[a.b]
        if t >= 0:
            return a._replace(c=CANONICAL_ROT[t][a.c])
    return a


PHASE_ACTIONS = {  # which action kinds each phase allows
    "erupt": ("erupt",),
    "place": ("place",),
    "quake": ("place",),
    "pick": ("pick",),
    "extra": ("extra", "pass"),
    "cards": ("play", "trade", "trade2", "give", "pass"),
    "relocate": ("move", "pass"),
    "walls": ("build", "pass"),
    "over": (),
}


def _why_illegal(s: State, a: Action) -> str:
    if s.over:
        return "the game is over"
    if a.kind not in PHASE_ACTIONS[s.phase]:
        return f"{a.kind!r} is not possible now: {s.names[s.seat]} is in the {s.phase} step"
    if a.kind == "play" and 0 <= a.a < 8:
        why = card_blockers(s).get(CARD_NAMES[a.a])
        if why:
            return BLOCKER_REASONS[why]
    if a.kind == "pass" and s.phase == "cards":
        return "you cannot end the card phase holding more than 3 cards"
    return f"{a} is not a legal move here"


# Why a card in hand cannot be played for effect (E9.3): reason keys (the UI words them) and
# the English of the engine's own messages. Rain can always be played.
BLOCKER_REASONS: dict[str, str] = {
    "no_turn": "no tile can be turned to other flows",
    "no_tiles": "no lava tile is left to draw",
    "no_relocation": "you have no wall in your village, or no free edge to move it to",
    "no_removal": "no tile can be removed without cutting others off",
    "no_reinforce": "you have no wall in your stockpile, or no place to build",
    "no_wall": "there is no wall on the board",
}
CARD_BLOCKER = {
    AFTERSHOCK: "no_turn",
    LAVA_FLOW: "no_tiles",
    RELOCATE: "no_relocation",
    SINKHOLE: "no_removal",
    QUAKE: "no_tiles",
    REINFORCE: "no_reinforce",
    BOMB: "no_wall",
}


def card_blockers(s: State) -> dict[str, str]:
    """For each card in the active hand that cannot be played for effect, why (E9.3), as a key
    of ``BLOCKER_REASONS``."""
    if s.phase != "cards":
        return {}
    hand = s.hands[s.seat]
    legal = {a.a for a in ERUPTION.legal_actions(s) if a.kind == "play"}
    return {CARD_NAMES[k]: CARD_BLOCKER[k] for k in range(8) if hand[k] and k not in legal}


# ---- legal actions -----------------------------------------------------------------------


def _legal(s: State) -> list[Action]:
    ph = s.phase
    if ph == "over":
        return []
    seat = s.seat
    if ph == "erupt":
        return [Action("erupt", i) for i in eruption_hexes(s)]
    if ph == "place":
        return [Action("place", i, r) for i, r in placements(s, s.pending, s.closed)]
    if ph == "quake":
        return [Action("place", i, r) for i, r in replacements(s, s.pending)]
    if ph == "pick":
        return [Action("pick", k) for k in _legal_picks(s, s.origin)]
    if ph == "extra":
        return [Action("extra"), Action("pass")]
    if ph == "relocate":
        return _relocations(s) + [Action("pass")]
    if ph == "walls":
        spots = wall_spots(s, seat)
        return [Action("build", m, e) for m in range(3) if s.stock[seat][m] for e in spots] + [
            Action("pass")
        ]
    # phase 3: cards
    hand = s.hands[seat]
    out: list[Action] = []
    tiles_left = _drawable(s)
    if hand[AFTERSHOCK]:
        out += [Action("play", AFTERSHOCK, i, r) for i, r in aftershocks(s)]
    if hand[LAVA_FLOW] and tiles_left:
        out.append(Action("play", LAVA_FLOW))
    if hand[RELOCATE]:
        out += [Action("play", RELOCATE, a.a, a.b) for a in _relocations(s)]
    if hand[SINKHOLE]:
        out += [Action("play", SINKHOLE, i) for i in sinkholes(s)]
    if hand[QUAKE] and tiles_left:
        out.append(Action("play", QUAKE))
    if hand[RAIN]:
        out.append(Action("play", RAIN))
    if hand[REINFORCE] and any(s.stock[seat]):
        spots = wall_spots(s, seat)
        out += [
            Action("play", REINFORCE, m, e) for m in range(3) if s.stock[seat][m] for e in spots
        ]
    if hand[BOMB]:
        out += [Action("play", BOMB, e) for e in sorted(s.walls)]
    out += [Action("trade", k) for k in range(8) if hand[k]]
    if tiles_left:
        out += [
            Action("trade2", a, b)
            for a in range(8)
            if hand[a]
            for b in range(a, 8)
            if hand[b] > (a == b)
        ]
    if _partner(s, seat) >= 0:
        out += [Action("give", 0, m) for m in range(3) if s.stock[seat][m]]
        out += [Action("give", 1, k) for k in range(8) if hand[k]]
    if sum(hand) <= 3:
        out.append(Action("pass"))
    return out


def _relocations(s: State) -> list[Action]:
    # Decision (E9.4 "each to a free edge"): a wall moves at most once per Relocate card, so
    # the card ends: at most 7 moves.
    edges = VILLAGE_EDGE_IDS[s.villages[s.seat]]
    walled = [e for e in edges if e in s.walls and e not in s.relocated]
    free = [e for e in edges if e not in s.walls]
    return [Action("move", a, b) for a in walled for b in free]


def _legal_picks(s: State, origin: str) -> list[int]:
    """E12.3: Lava Forecast piles whose top tile can be placed (or, for Quake, can replace)."""
    fits = _can_replace if origin == "quake" else _can_place
    return [k for k, p in enumerate(s.piles) if p and fits(s, p[-1])]


# ---- transitions ---------------------------------------------------------------------------


def _do(s: State, a: Action, rng: Rng) -> None:
    k = a.kind
    seat = s.seat
    if k == "erupt":
        _place_eruption(s, a.a, rng)
    elif k == "place":
        if s.phase == "quake":
            _quake_replace(s, a.a, a.b, rng)
        else:
            _place_drawn(s, a.a, a.b, rng)
    elif k == "pick":
        tile = s.piles[a.a].pop()
        s.reveals += 1
        _log(s, "pick", seat=seat, pile=a.a + 1, tile=tile)
        _take_pending(s, tile, s.origin)
        _check_exhausted(s, rng)
    elif k == "extra":
        _log(s, "extra", seat=seat)
        _draw(s, "dz3")
    elif k == "pass":
        _log(s, "pass", seat=seat, phase=s.phase)
        if s.phase == "extra" or s.phase == "relocate":
            s.relocated = []  # (the card is done: its walls may move again by another)
            s.phase = "enter_cards"
        elif s.phase == "cards":
            s.phase = "enter_walls"
        else:
            s.phase = "end_turn"
    elif k == "play":
        _play_card(s, a, rng)
    elif k == "move":
        _move_wall(s, a.a, a.b)
        if not _relocations(s):
            s.relocated = []
            s.phase = "enter_cards"
    elif k == "trade":
        _discard(s, a.a)
        _log(s, "trade", seat=seat, card=CARD_NAMES[a.a], material=MATERIALS[CARD_MATERIAL[a.a]])
        _gain_wall(s, seat, CARD_MATERIAL[a.a], "trade")
        s.phase = "enter_cards"
    elif k == "trade2":
        _discard(s, a.a)
        _discard(s, a.b)
        _log(s, "trade2", seat=seat, cards=[CARD_NAMES[a.a], CARD_NAMES[a.b]])
        _draw(s, "trade")
    elif k == "give":
        partner = _partner(s, seat)
        if a.a == 0:
            s.stock[seat][a.b] -= 1
            s.stock[partner][a.b] += 1
            _log(s, "give_wall", seat=seat, to_seat=partner, material=MATERIALS[a.b])
        else:
            s.hands[seat][a.b] -= 1
            s.hands[partner][a.b] += 1
            _log(s, "give_card", seat=seat, to_seat=partner)
            _log(s, "gave", to=[seat, partner], seat=seat, to_seat=partner, card=CARD_NAMES[a.b])
        s.phase = "enter_cards"
    elif k == "build":
        s.stock[seat][a.a] -= 1
        s.walls[a.b] = a.a
        s.builds += 1
        _log(s, "build", seat=seat, material=MATERIALS[a.a], edge=edge_text(a.b))
        s.phase = "enter_walls"


def _discard(s: State, card: int) -> None:
    s.hands[s.seat][card] -= 1
    s.discard.append(card)


def _move_wall(s: State, a: int, b: int) -> None:
    s.walls[b] = s.walls.pop(a)
    s.relocated.append(b)
    _log(s, "move", seat=s.seat, src=edge_text(a), dst=edge_text(b))


def _play_card(s: State, a: Action, rng: Rng) -> None:
    seat, card = s.seat, a.a
    _discard(s, card)
    _log(s, "play", seat=seat, card=CARD_NAMES[card])
    if card == AFTERSHOCK:
        i, rot = a.b, a.c
        old = s.flows[i]
        _strip_flow_walls(s, i, "aftershock")
        s.rot_at[i] = rot
        s.flows[i] = _rotated(s.tile_at[i], rot)
        _log(s, "rotate", seat=seat, hex=hex_text(i), rot=rot)
        _contact_cards(s, i, old, rng)
    elif card == LAVA_FLOW:
        _draw(s, "lavaflow")
        return
    elif card == RELOCATE:
        _move_wall(s, a.b, a.c)
        s.phase = "relocate"
        if _relocations(s):
            return
        s.relocated = []
    elif card == SINKHOLE:
        i = a.b
        _strip_flow_walls(s, i, "sinkhole")
        tile = s.tile_at[i]
        s.removed.append(tile)
        s.tile_at[i], s.rot_at[i], s.flows[i] = -1, 0, 0
        _log(s, "sink", seat=seat, hex=hex_text(i), tile=tile)
    elif card == QUAKE:
        _draw(s, "quake")
        return
    elif card == RAIN:
        _heat(s, seat, -30, "rain")
    elif card == REINFORCE:
        s.stock[seat][a.b] -= 1
        s.walls[a.c] = a.b
        _log(s, "build", seat=seat, material=MATERIALS[a.b], edge=edge_text(a.c))
    elif card == BOMB:
        _wall_back(s, a.b, "bomb")
    s.phase = "enter_cards"


def _rotated(tile: int, rot: int) -> int:
    for r, m in ROTATIONS[tile]:
        if r == rot:
            return m
    raise AssertionError("rotation is not canonical")


def _contact_cards(s: State, i: int, old_flows: int, rng: Rng) -> None:
    """E7.3/E7.4: one card per flow newly touching a village edge, V0..V5 and E2.3 order."""
    new = s.flows[i] & VILLAGE_MASK[i] & ~old_flows
    if not new or _inactive(s, s.seat):
        return
    touches = sorted(VILLAGE_EDGE_AT[i, d] for d in range(6) if new & BIT[d])
    for _ in touches:
        _draw_card(s, s.seat, rng, "contact")


def _put_tile(s: State, i: int, tile: int, rot: int, rng: Rng) -> None:
    """A tile goes down on an empty hex by drawing: resource wall then contact cards."""
    s.tile_at[i], s.rot_at[i] = tile, rot
    s.flows[i] = _rotated(tile, rot)
    s.placed_this_turn = True
    s.stale = -1
    _log(s, "placed", seat=s.seat, tile=tile, hex=hex_text(i), rot=rot)
    if RESOURCE_AT[i] >= 0 and not _inactive(s, s.seat):  # E7.3, E7.5
        _gain_wall(s, s.seat, RESOURCE_AT[i], "resource")
    _contact_cards(s, i, 0, rng)


def _place_eruption(s: State, i: int, rng: Rng) -> None:
    """E8.2-E8.3."""
    seat = s.seat
    tile = s.claimed[seat].pop(0)
    for e in _flows_into(s, i):
        if e in s.walls:
            _wall_back(s, e, "eruption")
    _put_tile(s, i, tile, 0, rng)
    partner = _partner(s, seat)
    for other in range(s.n):
        if other not in (seat, partner):
            _heat(s, other, 30, "eruption")
    _draw(s, "turn")


def _place_drawn(s: State, i: int, rot: int, rng: Rng) -> None:
    """E7.2 d, E10.2, then E7.3."""
    seat, tile = s.seat, s.pending
    into = _flows_into(s, i)
    walled = [e for e in into if e in s.walls]
    if walled and len(walled) == len(into):
        held = [_roll_wall(s, rng, e, seat, "tile") for e in walled]
        if all(held):
            s.closed.append(i)
            _log(s, "closed", seat=seat, hex=hex_text(i))
            if not placements(s, tile, s.closed):
                s.removed.append(tile)
                s.pending = -1
                _log(s, "tile_lost", seat=seat, tile=tile)
                s.phase = "after_draw"
            return
        for e in walled:
            _wall_back(s, e, "lava")
    else:
        for e in walled:
            _wall_back(s, e, "around")
    s.pending = -1
    s.closed = []
    _put_tile(s, i, tile, rot, rng)
    s.phase = "after_draw"


def _quake_replace(s: State, i: int, rot: int, rng: Rng) -> None:
    """E9.4 Quake: the drawn tile replaces the tile at ``i``."""
    old_tile, old_flows = s.tile_at[i], s.flows[i]
    _strip_flow_walls(s, i, "quake")
    s.removed.append(old_tile)
    tile = s.pending
    s.pending = -1
    s.tile_at[i], s.rot_at[i] = tile, rot
    s.flows[i] = _rotated(tile, rot)
    _log(s, "replace", seat=s.seat, hex=hex_text(i), tile=tile, old=old_tile, rot=rot)
    _contact_cards(s, i, old_flows, rng)
    s.phase = "enter_cards"


def _take_pending(s: State, tile: int, origin: str) -> None:
    s.pending = tile
    s.origin = origin
    s.closed = []
    s.phase = "quake" if origin == "quake" else "place"


# ---- automatic steps -----------------------------------------------------------------------
# Each step sets ``s.phase``: to the next step, to a phase where a seat decides, or to "over".


def _advance(s: State, rng: Rng) -> None:
    """Run automatic steps until some seat must decide or the game is over (E12.3: a loop)."""
    while s.phase in STEPS:
        STEPS[s.phase](s, rng)


def _draw(s: State, origin: str) -> None:
    """A tile is to be drawn (E7.1) for ``origin``: the "draw" step does it."""
    s.origin = origin
    s.phase = "draw"


def _start_draw(s: State, rng: Rng) -> None:
    """Draw a tile to place (E7.1, E12.3), or skip the placement."""
    origin = s.origin
    if _has(s, "annihilation") and not _pile_count(s) and _renew_pile(s, rng):
        s.reveals += 1  # E12.2 Decision: an empty pile is renewed at every draw
    if _has(s, "forecast"):
        if _legal_picks(s, origin):
            s.idle = 0
            s.phase = "pick"
            return
        s.phase = "after_draw"
        if not _pile_count(s):
            _log(s, "no_tiles", seat=s.seat)
            return
        _log(s, "no_pick", seat=s.seat)
        if origin == "turn" and s.final is None and not _has(s, "annihilation"):
            _count_idle(s)
        return
    s.phase = "after_draw"
    pile = s.piles[0]
    if not pile:
        _log(s, "no_tiles", seat=s.seat)
        return
    fits = _can_replace if origin == "quake" else _can_place
    aside: list[int] = []
    while pile:
        tile = pile.pop()
        s.reveals += 1
        _log(s, "draw_tile", seat=s.seat, tile=tile)
        if fits(s, tile):
            if aside:
                s.piles[0] = rng.shuffle(pile + aside)
                _log(s, "aside_back", count=len(aside))
            _take_pending(s, tile, origin)
            _check_exhausted(s, rng)
            return
        aside.append(tile)
        _log(s, "aside", tile=tile)
    if origin == "quake":
        s.piles[0] = rng.shuffle(aside)
        _log(s, "quake_nothing", seat=s.seat, count=len(aside))
    else:
        s.removed.extend(aside)
        _log(s, "aside_lost", count=len(aside))
        _check_exhausted(s, rng)


def _count_idle(s: State) -> None:
    """E12.3 Decision: a phase-2 draw found no placeable top. After a full round of such draws
    with no temperature change, the piles count as exhausted (they leave the game unseen)."""
    s.idle += 1
    if s.idle > s.n:
        for pile in s.piles:
            s.buried.extend(pile)
            pile.clear()
        s.exhausted = True
        s.ending = "stalled"
        _log(s, "stalled", seat=s.seat)


def _renew_pile(s: State, rng: Rng) -> bool:
    """E12.2: the lava tiles that left the game form a new pile; False if there are none."""
    lava = sorted(t for t in s.removed if t < N_LAVA)
    if not lava:
        return False
    s.removed = [t for t in s.removed if t >= N_LAVA]
    tiles = rng.shuffle(lava)
    s.piles = [tiles[k::3] for k in range(3)] if _has(s, "forecast") else [tiles]
    _log(s, "new_pile", count=len(tiles))
    return True


def _check_exhausted(s: State, rng: Rng) -> None:
    """E7.3a / E11.2 (or E12.2's new pile) once the last tile is drawn."""
    if _pile_count(s):
        return
    if _has(s, "annihilation"):
        _renew_pile(s, rng)
        return
    if s.final is None and not s.exhausted:
        s.exhausted = True
        _log(s, "last_tile", seat=s.seat)


def _drawable(s: State) -> bool:
    """Whether a draw would find a tile: E12.2 renews an empty pile when drawing."""
    if _pile_count(s):
        return True
    return _has(s, "annihilation") and any(t < N_LAVA for t in s.removed)


def _after_placement(s: State, rng: Rng) -> None:
    """Where a placement (made, lost or skipped) leads, by why the tile was drawn."""
    origin = s.origin
    s.pending = -1
    s.closed = []
    if origin == "burned":
        s.phase = "end_turn"
    elif (
        origin == "turn"
        and danger_zone(s.temps[s.villages[s.seat]]) == 3
        and (_legal_picks(s, "dz3") if _has(s, "forecast") else _drawable(s))
    ):
        s.phase = "extra"  # E5 phase 2, E6.3: DZ3 may place a second tile
    else:
        s.phase = "enter_cards"


def _enter_cards(s: State, rng: Rng) -> None:
    """Phase 3, skipped when there is nothing to do in it."""
    seat = s.seat
    if any(s.hands[seat]) or (_partner(s, seat) >= 0 and any(s.stock[seat])):
        s.phase = "cards"
    else:
        s.phase = "enter_walls"


def _enter_walls(s: State, rng: Rng) -> None:
    """Phase 4 (E10.5): one wall, two in any danger zone; skipped when nothing can be built."""
    seat = s.seat
    allowed = 2 if danger_zone(s.temps[s.villages[seat]]) else 1
    if s.builds < allowed and any(s.stock[seat]) and wall_spots(s, seat):
        s.phase = "walls"
    else:
        s.phase = "end_turn"


def _start_turn(s: State, rng: Rng) -> None:
    """E5 phase 1: damage (E6.1), claims (E6.4), the DZ2 card, a claimed eruption tile."""
    seat = s.seat
    s.turn += 1
    s.builds = 0
    s.placed_this_turn = False
    s.exhausted = False
    s.cache = None
    _log(s, "turn", seat=seat, turn=s.turn, final=s.final is not None)
    if _inactive(s, seat):
        _draw(s, "burned")
        return
    v = s.villages[seat]
    contacts = village_contacts(s, v)
    open_flows = sum(1 for _, walled in contacts if not walled)
    if open_flows:
        _heat(s, seat, 20 * open_flows, "flows")
    for e, walled in contacts:
        if walled:
            if _roll_wall(s, rng, e, seat, "village"):
                continue
            _wall_back(s, e, "lava")
            _heat(s, seat, 10, "wall_lost")
    temp = s.temps[v]
    for tile in list(s.unclaimed):
        if temp >= ERUPTION_SPACES[tile]:
            s.unclaimed.remove(tile)
            s.claimed[seat].append(tile)
            _log(s, "claim", seat=seat, number=eruption_number(tile))
    if danger_zone(temp) >= 2:
        _draw_card(s, seat, rng, "danger")
    if s.claimed[seat]:  # E8.1: one eruption tile a turn, the lowest number first
        if eruption_hexes(s):
            s.phase = "erupt"
            return
        tile = s.claimed[seat].pop(0)
        s.removed.append(tile)
        _log(s, "eruption_lost", seat=seat, number=eruption_number(tile))  # E8.4
    _draw(s, "turn")


def _end_turn(s: State, rng: Rng) -> None:
    """E6.5 burning, E11 and E12 endings, then the next player's turn."""
    seat = s.seat
    n = s.n
    newly_burned = False
    if seat not in s.burned and s.temps[s.villages[seat]] >= MAX_TEMP:
        s.burned.append(seat)
        newly_burned = True
        _log(s, "burned", seat=seat)
    order = [(seat + k) % n for k in range(1, n + 1)]  # the others clockwise, then this seat
    if _has(s, "annihilation"):
        s.stale += 1
        alive = [p for p in range(n) if p not in s.burned]
        if len(alive) <= 1:
            return _game_over(s, "last_village")
        if s.stale >= 10 * n:
            return _game_over(s, "stalemate")
    elif s.final is None:
        partner = _partner(s, seat)
        team_out = not _has(s, "clans") or partner in s.burned
        if newly_burned and team_out:  # E11.1 (E12.1: the second village of a team)
            for pile in s.piles:  # the pile leaves the game unseen
                s.buried.extend(pile)
                pile.clear()
            clans = _has(s, "clans")
            s.final = [p for p in order[:-1] if clans or p not in s.burned]
            s.ending = "burned"
            _log(s, "final_round", why="burned", seat=seat)
        elif s.exhausted:  # E11.2; after a stalled round (E12.3) the others only
            stalled = s.ending == "stalled"
            s.final = order[:-1] if stalled else order
            s.ending = "stalled" if stalled else "pile"
            _log(s, "final_round", why=s.ending, seat=seat)
    if s.final is not None:
        if not s.final:
            return _game_over(s, s.ending)
        s.seat = s.final.pop(0)
    else:
        s.seat = order[0]
    s.phase = "begin_turn"


STEPS = {  # the automatic steps, by the phase name that runs them
    "begin_turn": _start_turn,
    "draw": _start_draw,
    "after_draw": _after_placement,
    "enter_cards": _enter_cards,
    "enter_walls": _enter_walls,
    "end_turn": _end_turn,
}


def _game_over(s: State, why: str) -> None:
    s.over = True
    s.ending = why
    s.phase = "over"
    s.pending = -1
    for seat in range(s.n):  # E8.1: unplaced eruption tiles are discarded
        s.removed.extend(s.claimed[seat])
        s.claimed[seat] = []
    _log(s, "game_over", why=why, ranking=_ranking(s))


def _ranking(s: State) -> list[int]:
    n = s.n
    if _has(s, "annihilation"):
        alive = [p for p in range(n) if p not in s.burned]

        # survivors by temperature then E11.4; burned seats after them, later burns higher
        def key(p: int) -> tuple[int, int, int]:
            if p in alive:
                return (0, s.temps[s.villages[p]], -tie_score(s, p))
            return (1, -s.burned.index(p), 0)
    elif _has(s, "clans"):

        def key(p: int) -> tuple[int, int, int]:
            q = _partner(s, p)
            temp = s.temps[s.villages[p]] + s.temps[s.villages[q]]
            return (0, temp, -(tie_score(s, p) + tie_score(s, q)))
    else:

        def key(p: int) -> tuple[int, int, int]:
            return (0, s.temps[s.villages[p]], -tie_score(s, p))

    keys = [key(p) for p in range(n)]
    return [1 + sum(1 for q in range(n) if keys[q] < keys[p]) for p in range(n)]


ERUPTION = EruptionGame()
