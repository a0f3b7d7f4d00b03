"""The rules of L'Isola dei Vulcani (``../shared/rules/isola-dei-vulcani.md``), ids cited as I#.

Transitions mutate a fresh copy of the state; ``IsolaGame.apply`` makes the copy. After every
decision the engine runs the automatic steps waiting in ``state.queue`` (crack, sinking, die,
token draws, lava flows, the double eruption check, the end of the turn at 0 AP) in a loop
until someone must decide again. A decision asked of a player (a prayer, I8.5; a rescue,
I9.3) is ``state.ask``; the queue resumes after the answer. Chance is the engine's, decisions
are the players' (I16).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypedDict

from ..core.engine import PlainStateGame
from ..core.errors import IllegalAction
from ..core.hexgrid import DIRECTIONS
from ..core.protocol import GameInfo, Option
from ..core.rng import Rng, seed_state
from .actions import Action
from .board import STANDARD, Board
from .state import BARE, COLONIST, LAVA, MOAI, VILLAGE, State, Step

# ---- constants a front end needs --------------------------------------------------------------

AP_PER_TURN = 4  # I5.1
COSTS = {"move": 1, "carry": 1, "build": 2, "create": 1, "carve": 1, "erect": 1}  # I5.2
PIECES = {"villages": 6, "colonists": 5, "moai": 14}  # I1.9, per colour
START_ON_BOAT = 1  # I4.6
COLOURS = ("red", "blue", "yellow", "green")  # seat k plays COLOURS[k]
DIE_FACES = ("volcano", "volcano", "blank", "blank", "blank", "blank")  # I8.1
MAX_ROUNDS = 40  # I11.2 safety net
FINAL_POINTS = {"village": 3, "moai": 2, "group": 2, "colonist": 4, "prayer": 2}  # I12


def prayer_cost(held: int) -> int:
    """I6.7: AP to take a prayer token while holding ``held``."""
    return held + 1


PHASE_ACTIONS = {  # which action kinds each phase allows (I16)
    "turn": ("move", "carry", "build", "create", "carve", "erect", "take", "end"),
    "pray": ("pray",),
    "rescue": ("rescue",),
    "over": (),
}


# ---- small helpers ------------------------------------------------------------------------------


def _log(s: State, key: str, **params: Any) -> None:
    s.events.append({"k": key, **params})


def _xy(s: State, i: int) -> list[int]:
    q, r = s.board.hexes[i]
    return [q, r]


def phase(s: State) -> str:
    """turn, pray, rescue or over."""
    if s.over:
        return "over"
    if s.ask is not None:
        return str(s.ask["kind"])
    return "turn"


def volcanoes_in_play(s: State) -> list[int]:
    """Numbers of the volcanoes still on the island (their tokens are in the draw, I8.2)."""
    b = s.board
    return [v for v in b.volcanoes if s.land[b.volcano_hex[v]]]


def lava_on_island(s: State) -> int:
    """Lava tiles on the island (sunk hexes hold no ground)."""
    return s.ground.count(LAVA)


def free_geysers(s: State) -> list[int]:
    """Geysers on the island without a Moai."""
    b = s.board
    return [g for g, (i, _) in enumerate(b.geysers) if s.land[i] and s.erected[g] < 0]


def coastal(s: State, i: int) -> bool:
    """Whether island hex ``i`` has an edge on the sea (the board's edge or a sunk hex)."""
    return any(j < 0 or not s.land[j] for j in s.board.nbr[i])


def bay_of(s: State, seat: int) -> tuple[int, ...]:
    """The hexes of ``seat``'s landing bay."""
    b = s.board
    k = s.bay[seat]
    return (b.landing if k < 0 else b.bays[k]).hexes


def landing_hexes(s: State) -> list[int]:
    """I6.1: where a colonist on the boat of the seat to move may land."""
    b = s.board
    hexes = [i for i in sorted(bay_of(s, s.seat)) if s.land[i] and not b.volcano_at[i]]
    if hexes:
        return hexes
    # Decision: all 3 bay hexes sunk: any coastal non-volcano hex
    return [i for i in range(b.size) if s.land[i] and not b.volcano_at[i] and coastal(s, i)]


def own_villages_in_area(s: State, seat: int, area: int) -> int:
    """The seat's villages in ``area`` (I6.4, I10.2)."""
    return sum(1 for i in s.board.area_hexes[area] if s.land[i] and s.ground[i] == seat)


def moai_counts(s: State, seat: int, erected_only: bool = False) -> list[int]:
    """By hex: the seat's Moai on the island (lying unless ``erected_only``, and erected)."""
    b, n = s.board, s.n
    counts = [0] * b.size
    if not erected_only:
        for i in range(b.size):
            if s.land[i]:
                counts[i] = s.lying[i * n + seat]
    for g, (i, _) in enumerate(b.geysers):
        if s.erected[g] == seat and s.land[i]:
            counts[i] += 1
    return counts


def final_tally(s: State, seat: int) -> list[int]:
    """I12: villages, Moai, grouped Moai, colonists on the island, prayer tokens, points."""
    b, n = s.board, s.n
    villages = sum(1 for i in range(b.size) if s.land[i] and s.ground[i] == seat)
    counts = moai_counts(s, seat, "erected_only" in s.options)
    moai = sum(counts)
    grouped = 0  # I12.3: Moai with another own Moai in the same or a neighbouring hex
    for i, c in enumerate(counts):
        if c and (c >= 2 or any(j >= 0 and counts[j] for j in b.nbr[i])):
            grouped += c
    colonists = sum(s.colonists[i * n + seat] for i in range(b.size) if s.land[i])
    tokens = s.prayers[seat]
    p = FINAL_POINTS
    points = (
        p["village"] * villages
        + p["moai"] * moai
        + p["group"] * grouped
        + p["colonist"] * colonists
        + p["prayer"] * tokens
    )
    return [villages, moai, grouped, colonists, tokens, points]


def ranking_of(s: State) -> list[int]:
    """I12.6: total, then colonists, villages and Moai on the island; ties share a rank."""
    n = s.n
    keys = []
    for seat in range(n):
        t = final_tally(s, seat)
        total = s.scores[seat] + (0 if s.bonus is not None else t[5])
        keys.append((-total, -t[3], -t[0], -t[1]))
    return [1 + sum(1 for q in range(n) if keys[q] < keys[p]) for p in range(n)]


# ---- the game -----------------------------------------------------------------------------------


class IsolaGame(PlainStateGame):
    """L'Isola dei Vulcani (Pendragon Game Studio, 2019) for 2-4 players."""

    name = "isola"
    package = "game.isola"
    info = GameInfo(
        name="isola",
        title="L'Isola dei Vulcani",
        min_players=2,
        max_players=4,
        options=(
            Option("random", excludes=("separate_bays",)),  # I13: random island, own bays
            Option("separate_bays", excludes=("random",)),  # I13.6 on the standard board
            Option("erected_only"),  # I12.2 variant
        ),
        hidden_information=False,  # I14
    )

    # ---- protocol ----
    def _legal_now(self, state: State) -> list[Action]:
        return _legal(state)

    def new_game(self, config: dict[str, Any], seed: int) -> State:
        """Set up a game (I4, I13) from ``{"players": [{"name": ...}], "options": [...]}``."""
        names, options = self.info.check_config(config, seed)
        rng = Rng(seed_state(seed))
        board = STANDARD
        if "random" in options:
            from .island import random_island

            board = Board(random_island(rng))
        s = _setup(names, options, board, rng)
        s.rng = rng.state
        return s

    def to_move(self, state: State) -> int | None:
        """The seat whose decision is pending (I16), or None when the game is over."""
        if state.over:
            return None
        if state.ask is not None:
            return int(state.ask["seat"])
        return state.seat

    def active(self, state: State) -> int | None:
        """The seat whose turn it is."""
        return None if state.over else state.seat

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (the given state is not changed)."""
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an action of L'Isola dei Vulcani")
        if action not in self.legal_actions(state):
            raise IllegalAction(_why_illegal(state, action))
        s = state.clone()
        rng = Rng(s.rng)
        if s.ask is not None and s.ask["seat"] != s.seat:
            s.reveals += 1  # another player's decision: undo never crosses it
        _do(s, action, rng)
        _run(s, rng)
        s.rng = rng.state
        return s

    def ranking(self, state: State) -> list[int]:
        """Rank of each seat (1 best, ties share), by I12.6."""
        return ranking_of(state)

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Explains: why pointing at a place chooses nothing, for ``seat``'s decision. Keys:
        ``"q,r"`` with nothing chosen, ``"q,r>x,y"`` with the colonist on q,r chosen,
        ``"boat>x,y"`` with the boat chosen, ``"*"`` anywhere while a question is asked."""
        if self.to_move(state) != seat:
            return {}
        return _refusals(state, seat)


def _setup(names: list[str], options: list[str], board: Board, rng: Rng) -> State:
    """I4 (and I13.5-I13.6): lava, supply, pieces, boats and bays, the first player."""
    n = len(names)
    s = State(names, options, board, 0)
    size = board.size
    s.created = [0] * (max(board.area_ids) + 1)
    s.land = [True] * size
    s.ground = [BARE] * size
    for i in board.initial_lava:  # I4.2
        s.ground[i] = LAVA
    s.lava = board.lava_tiles - len(board.initial_lava)  # I4.3
    s.crack_supply = board.crack_tiles
    s.prayer_supply = board.prayer_tokens
    s.colonists = [0] * (size * n)
    s.lying = [0] * (size * n)
    s.erected = [-1] * len(board.geysers)
    s.cracks = [False] * len(board.edges)
    s.reserve = [
        [PIECES["villages"], PIECES["colonists"] - START_ON_BOAT, PIECES["moai"]] for _ in range(n)
    ]
    s.boat = [START_ON_BOAT] * n  # I4.6
    s.prayers = [0] * n
    s.scores = [0] * n
    _log(s, "setup", players=n, island="random" if "random" in options else "standard")
    if "random" in options or "separate_bays" in options:  # I13.6
        if n == 4:
            used = [0, 1, 2, 3]
        elif n == 3:
            used = sorted(rng.shuffle([0, 1, 2, 3])[:3])
        else:
            used = [[0, 2], [1, 3]][rng.below(2)]  # an opposite pair
        s.bay = rng.shuffle(used)
        for seat in range(n):
            bay = board.bays[s.bay[seat]]
            _log(s, "bay", seat=seat, bay=bay.name, sea=list(bay.sea))
    else:
        s.bay = [-1] * n
        _log(s, "landing", sea=list(board.landing.sea))
    s.first = rng.below(n)  # I4.7
    s.seat = s.first
    _log(s, "first", seat=s.first)
    _start_turn(s)
    return s


# ---- legal actions --------------------------------------------------------------------------


def _legal(s: State) -> list[Action]:
    ph = phase(s)
    if ph == "over":
        return []
    b = s.board
    hexes = b.hexes
    ask = s.ask
    if ask is not None:
        if ask["kind"] == "pray":
            return [Action("pray", yes=True), Action("pray", yes=False)]
        targets = s.sinking[1] if s.sinking else ()
        return [Action("rescue", to=hexes[i]) for i in sorted(targets)] + [Action("rescue")]
    seat, n, ap = s.seat, s.n, s.ap
    col, lying, ground, land = s.colonists, s.lying, s.ground, s.land
    reserve = s.reserve[seat]
    moves: list[Action] = []
    carries: list[Action] = []
    builds: list[Action] = []
    creates: list[Action] = []
    carves: list[Action] = []
    erects: list[Action] = []
    if ap >= 1 and s.boat[seat]:
        moves += [Action("move", None, hexes[j]) for j in landing_hexes(s)]
    cracks, volcano_at, links = s.cracks, b.volcano_at, b.links
    for i in range(b.size):
        if not land[i] or not col[i * n + seat]:
            continue
        h = hexes[i]
        if ap >= COSTS["move"]:
            # I6.1: no crack, no volcano, no sea
            steps = [j for j, e in links[i] if land[j] and not volcano_at[j] and not cracks[e]]
            moves += [Action("move", h, hexes[j]) for j in steps]
            if lying[i * n + seat]:
                carries += [Action("carry", h, hexes[j]) for j in steps]
        g = ground[i]
        if g == LAVA:
            if ap >= COSTS["build"] and reserve[VILLAGE]:
                builds.append(Action("build", h))
            if ap >= COSTS["carve"] and reserve[MOAI]:
                carves.append(Action("carve", h))
        elif g == seat and ap >= COSTS["create"] and reserve[COLONIST]:
            area = b.area_of[i]
            if s.created[area] < own_villages_in_area(s, seat, area):  # I6.4
                creates.append(Action("create", h))
        if lying[i * n + seat] and ap >= COSTS["erect"]:
            for gid in b.geysers_at[i]:
                if s.erected[gid] < 0:
                    erects.append(Action("erect", h, edge=b.geysers[gid][1]))
    out = moves + carries + builds + creates + carves + erects
    if not s.prayer_taken and s.prayer_supply and ap >= prayer_cost(s.prayers[seat]):
        out.append(Action("take"))
    out.append(Action("end"))
    return out


def _refusals(s: State, seat: int) -> dict[str, str]:
    if s.ask is not None:  # I8.5, I9.3: only the question's buttons answer it
        return {"*": "pray" if s.ask["kind"] == "pray" else "rescue"}
    b, n, land = s.board, s.n, s.land

    def at(i: int) -> str:
        return "{},{}".format(*b.hexes[i])

    legal = _legal(s)
    idle = all(a.kind in ("take", "end") for a in legal)  # no colonist can act
    out: dict[str, str] = {}
    for q, r in b.hexes:  # the sea: sunk land, and one ring around the board
        for dq, dr in ((0, 0), *DIRECTIONS):
            h = (q + dq, r + dr)
            j = b.index.get(h, -1)
            if j < 0 or not land[j]:
                out["{},{}".format(*h)] = "sea"
    sea = dict(out)
    for i in range(b.size):
        if not land[i]:
            continue
        if b.volcano_at[i]:
            out[at(i)] = "volcano"
        elif not s.colonists[i * n + seat]:
            out[at(i)] = "idle" if idle else "no_colonist"
        elif idle:
            out[at(i)] = "no_ap"
    ends = {(a.at, a.to) for a in legal if a.kind in ("move", "carry")}
    chosen = [i for i in range(b.size) if land[i] and s.colonists[i * n + seat]]
    for src in chosen:  # I6.1: to a neighbour, across no crack, for an action point
        near = {j: e for j, e in b.links[src]}
        for key, why in sea.items():
            out[f"{at(src)}>{key}"] = why
        for j in range(b.size):
            if not land[j] or j == src:
                continue
            if b.volcano_at[j]:
                why = "volcano"
            elif j not in near:
                why = "far"
            elif s.cracks[near[j]]:
                why = "crack"
            elif (b.hexes[src], b.hexes[j]) not in ends:
                why = "no_ap"
            else:
                continue
            out[f"{at(src)}>{at(j)}"] = why
    if s.boat[seat]:  # I4.6: from the boat, only onto the player's bay
        bay = set(landing_hexes(s))
        for key, why in sea.items():
            out[f"boat>{key}"] = why
        for j in range(b.size):
            if land[j] and j not in bay:
                out[f"boat>{at(j)}"] = "volcano" if b.volcano_at[j] else "bay"
    return out


def _why_illegal(s: State, a: Action) -> str:
    ph = phase(s)
    if ph == "over":
        return "the game is over"
    if a.kind not in PHASE_ACTIONS[ph]:
        if s.ask is not None:
            who = s.names[int(s.ask["seat"])]
            if ph == "pray":
                return f"{who} must first decide whether to pray"
            return f"{who} must first decide on a rescue"
        return f"{a.kind!r} is not possible now"
    cost = COSTS.get(a.kind, 0)
    if a.kind == "take":
        if s.prayer_taken:
            return "a prayer token may be taken once per turn"
        if not s.prayer_supply:
            return "no prayer token is left"
        cost = prayer_cost(s.prayers[s.seat])
    if cost > s.ap:
        return f"{a.kind} costs {cost} action points; {s.ap} left"
    return f"{a} is not a legal move here"


# ---- transitions -------------------------------------------------------------------------------


def _do(s: State, a: Action, rng: Rng) -> None:
    k = a.kind
    s.cache = None
    if k == "pray":
        _answer_prayer(s, a.yes)
        return
    if k == "rescue":
        _answer_rescue(s, None if a.to is None else s.board.index[a.to])
        return
    seat = s.seat
    b = s.board
    n = s.n
    if k == "end":
        _log(s, "end", seat=seat, ap=s.ap)
        s.queue = [("end_turn",)]
        return
    if k == "take":  # I6.7
        cost = prayer_cost(s.prayers[seat])
        s.ap -= cost
        s.prayer_taken = True
        s.prayer_supply -= 1
        s.prayers[seat] += 1
        _log(s, "take", seat=seat, cost=cost, held=s.prayers[seat])
        s.queue = [("double",), ("spent",)]
        return
    i = -1 if a.at is None else b.index[a.at]
    if k in ("move", "carry"):  # I6.1, I6.2
        j = b.index[a.to] if a.to is not None else -1
        s.ap -= COSTS[k]
        if i < 0:
            s.boat[seat] -= 1
            _log(s, "land", seat=seat, dst=_xy(s, j))
        else:
            s.colonists[i * n + seat] -= 1
            if k == "carry":
                s.lying[i * n + seat] -= 1
                s.lying[j * n + seat] += 1
            _log(s, k, seat=seat, src=_xy(s, i), dst=_xy(s, j))
        s.colonists[j * n + seat] += 1
    elif k == "build":  # I6.3, I10.1
        s.ap -= COSTS[k]
        s.ground[i] = seat
        s.lava += 1
        s.reserve[seat][VILLAGE] -= 1
        s.scores[seat] += 1
        _log(s, "build", seat=seat, hex=_xy(s, i), points=1)
    elif k == "create":  # I6.4
        s.ap -= COSTS[k]
        s.colonists[i * n + seat] += 1
        s.reserve[seat][COLONIST] -= 1
        s.created[b.area_of[i]] += 1
        _log(s, "create", seat=seat, hex=_xy(s, i))
    elif k == "carve":  # I6.5
        s.ap -= COSTS[k]
        s.ground[i] = BARE
        s.lava += 1
        s.lying[i * n + seat] += 1
        s.reserve[seat][MOAI] -= 1
        _log(s, "carve", seat=seat, hex=_xy(s, i))
    elif k == "erect":  # I6.6, I7
        s.ap -= COSTS[k]
        g = b.geyser_id[(i, a.edge)]
        s.lying[i * n + seat] -= 1
        area = b.area_of[i]
        villages, moai, points = _moai_points(s, seat, g)
        s.erected[g] = seat
        s.scores[seat] += points
        _log(
            s,
            "erect",
            seat=seat,
            hex=_xy(s, i),
            edge=a.edge,
            area=area,
            villages=villages,
            moai=moai,
            points=points,
        )
        s.queue = [("crack", g), ("roll",), ("double",), ("spent",)]  # I7.1, I7.4
        return
    s.queue = [("double",), ("spent",)]


def _moai_points(s: State, seat: int, g: int) -> tuple[int, int, int]:
    """I10.2: (own villages in the area, own erected Moai there with this one, points) for
    ``seat`` erecting a Moai on free geyser ``g``."""
    b = s.board
    area = b.area_of[b.geysers[g][0]]
    villages = own_villages_in_area(s, seat, area)
    moai = 1 + sum(
        1
        for x, (h, _) in enumerate(b.geysers)
        if s.erected[x] == seat and s.land[h] and b.area_of[h] == area
    )
    return villages, moai, moai * villages if villages else 1


class SinkPreview(TypedDict):
    """A part of the island that would sink (I9.1-I9.4), and whose pieces go with it."""

    hexes: list[list[int]]
    areas: list[int]
    colonists: list[int]  # by seat
    villages: list[int]  # by seat
    moai: list[int]  # by seat, lying and erected


class MoaiPreview(TypedDict):
    """What erecting a Moai on one geyser would do (I7.1), before the die."""

    hex: list[int]
    edge: int
    area: int
    villages: int  # I10.2: own villages in the area
    moai: int  # I10.2: own erected Moai in the area, this one included
    points: int
    crack: list[int] | None  # I7.2: the crack's canonical edge [q, r, d], or None
    no_crack: str | None  # why no crack: sea, cracked, supply (I7.2)
    why: str | None  # which part sinks by (I9.2): size, volcanoes, draw; None: nothing sinks
    sinks: list[SinkPreview]  # the part that sinks; both parts when a draw decides
    eruption: list[int]  # I8.1: [volcano faces, faces] of the die rolled next


def _crack_blocked(s: State, i: int, d: int) -> str | None:
    """I7.2: why no crack goes on edge d of hex i (sea, cracked, supply), or None."""
    e = s.board.edge_of[i][d]
    j = s.board.nbr[i][d]
    if e < 0 or not s.land[j]:
        return "sea"
    if s.cracks[e]:
        return "cracked"
    if not s.crack_supply:
        return "supply"
    return None


def _sinks_first(s: State, part_a: set[int], part_b: set[int]) -> tuple[str, bool | None]:
    """I9.2: (why, whether ``part_a`` sinks), None when a token draw must decide."""
    b = s.board
    va = sum(1 for i in part_a if b.volcano_at[i])
    vb = sum(1 for i in part_b if b.volcano_at[i])
    if (len(part_a), va) == (len(part_b), vb):
        return "draw", None
    why = "size" if len(part_a) != len(part_b) else "volcanoes"
    return why, (len(part_a), va) < (len(part_b), vb)


def moai_preview(s: State, action: Action) -> MoaiPreview:
    """What the legal ``erect`` action would do before the die (I7.1): its points (I10.2),
    the crack (I7.2) and the part that would sink with whose pieces (I9.1-I9.2, I9.4), and
    the die's chance of an eruption (I8.1)."""
    b, n, seat = s.board, s.n, s.seat
    assert action.kind == "erect" and action.at is not None and action.edge is not None
    i, d = b.index[action.at], action.edge
    g = b.geyser_id[(i, d)]
    villages, moai, points = _moai_points(s, seat, g)
    blocked = _crack_blocked(s, i, d)
    why: str | None = None
    parts: list[set[int]] = []
    if blocked is None:
        e = b.edge_of[i][d]
        part_a = _part(s, i, also=e)
        j = b.nbr[i][d]
        if j not in part_a:
            part_b = _part(s, j, also=e)
            why, sink_a = _sinks_first(s, part_a, part_b)
            parts = [part_a, part_b] if sink_a is None else [part_a if sink_a else part_b]
    sinks: list[SinkPreview] = []
    for part in parts:
        hexes = sorted(part)
        villages_by = [0] * n
        moai_by = [0] * n
        for x in hexes:
            if s.ground[x] >= 0:
                villages_by[s.ground[x]] += 1
            for k in range(n):
                moai_by[k] += s.lying[x * n + k]
            for y in b.geysers_at[x]:
                if s.erected[y] >= 0:
                    moai_by[s.erected[y]] += 1
        sinks.append(
            {
                "hexes": [_xy(s, x) for x in hexes],
                "areas": sorted({b.area_of[x] for x in hexes}),
                "colonists": [sum(s.colonists[x * n + k] for x in hexes) for k in range(n)],
                "villages": villages_by,
                "moai": moai_by,
            }
        )
    return {
        "hex": _xy(s, i),
        "edge": d,
        "area": b.area_of[i],
        "villages": villages,
        "moai": moai,
        "points": points,
        "crack": None if blocked else list(b.edges[b.edge_of[i][d]]),
        "no_crack": blocked,
        "why": why,
        "sinks": sinks,
        "eruption": [DIE_FACES.count("volcano"), len(DIE_FACES)],
    }


def _run(s: State, rng: Rng) -> None:
    """Run the automatic steps until a player must decide (a loop, never recursion)."""
    queue = s.queue
    while queue and s.ask is None and not s.over:
        step = queue.pop(0)
        STEPS[step[0]](s, step, rng)
    s.cache = None


def _push(s: State, steps: list[Step]) -> None:
    """Run ``steps`` next, before the rest of the queue."""
    s.queue[0:0] = steps


def _crack(s: State, step: Step, rng: Rng) -> None:
    """I7.2: a crack on the geyser's edge, then I9.1: sinking if the island splits."""
    b = s.board
    g = step[1]
    i, d = b.geysers[g]
    e = b.edge_of[i][d]
    j = b.nbr[i][d]
    edge = [*b.hexes[i], d]
    blocked = _crack_blocked(s, i, d)
    if blocked == "sea":
        _log(s, "no_crack_sea", edge=edge, hex=_xy(s, i))
        return
    if blocked is not None:
        _log(s, f"no_crack_{blocked}", edge=edge, hex=_xy(s, i), other=_xy(s, j))
        return
    s.cracks[e] = True
    s.crack_supply -= 1
    _log(s, "crack", edge=edge, hex=_xy(s, i), other=_xy(s, j))
    part_a = _part(s, i)
    if j in part_a:
        return
    part_b = _part(s, j)
    _sink_choice(s, part_a, part_b, rng)


def _part(s: State, start: int, also: int = -1) -> set[int]:
    """The island hexes joined to ``start`` by edges without a crack (I2 "part"); edge
    ``also`` counts as cracked too."""
    b = s.board
    land, cracks, nbr, edge_of = s.land, s.cracks, b.nbr, b.edge_of
    seen = {start}
    stack = [start]
    while stack:
        x = stack.pop()
        for d, y in enumerate(nbr[x]):
            e = edge_of[x][d]
            if y >= 0 and land[y] and y not in seen and not cracks[e] and e != also:
                seen.add(y)
                stack.append(y)
    return seen


def _sink_choice(s: State, part_a: set[int], part_b: set[int], rng: Rng) -> None:
    """I9.2: the smaller part sinks; then the one with fewer volcanoes; then a token draw."""
    b = s.board
    va = sorted(b.volcano_at[i] for i in part_a if b.volcano_at[i])
    vb = sorted(b.volcano_at[i] for i in part_b if b.volcano_at[i])
    sizes = [len(part_a), len(part_b)]
    why, first = _sinks_first(s, part_a, part_b)
    drawn = None
    if first is not None:
        sink_a = first
    else:
        s.reveals += 1
        tokens = sorted(va + vb)
        if tokens:
            drawn = tokens[rng.below(len(tokens))]
            sink_a = drawn in va
        else:  # Decision (I9.2): no volcano on either part: a random draw
            sink_a = rng.below(2) == 0
    sink, keep = (part_a, part_b) if sink_a else (part_b, part_a)
    part = tuple(sorted(sink))
    targets = tuple(
        sorted(
            {
                j
                for i in part
                for j in b.nbr[i]
                if j >= 0 and j in keep and not b.volcano_at[j]  # I9.3 Decision
            }
        )
    )
    s.sinking = (part, targets)
    _log(
        s,
        f"split_{why}",
        sizes=sizes,
        volcanoes=[va, vb],
        drawn=drawn,
        sinks=[_xy(s, i) for i in part],
        areas=sorted({b.area_of[i] for i in part}),
    )
    n, seat = s.n, s.seat
    _push(
        s,
        [("rescue", seat, True)]
        + [("rescue", (seat + k) % n, False) for k in range(1, n)]
        + [("remove",)],
    )


def _rescue(s: State, step: Step, rng: Rng) -> None:
    """I9.3, I16.3: ask a player with colonists on the sinking part, if a target exists."""
    assert s.sinking is not None
    part, targets = s.sinking
    seat, everyone = step[1], step[2]
    n = s.n
    count = sum(s.colonists[i * n + seat] for i in part)
    if not count or not targets:
        return
    s.ask = {
        "kind": "rescue",
        "seat": seat,
        "all": everyone,
        "count": count if everyone else 1,
        "on_part": count,
    }


def _answer_rescue(s: State, target: int | None) -> None:
    assert s.ask is not None and s.sinking is not None
    seat, everyone = int(s.ask["seat"]), bool(s.ask["all"])
    s.ask = None
    part = s.sinking[0]
    n = s.n
    if target is None:
        _log(s, "no_rescue", seat=seat)
        return
    moved = 0
    for i in part:
        k = s.colonists[i * n + seat]
        if not k:
            continue
        take = k if everyone else 1
        s.colonists[i * n + seat] -= take
        s.colonists[target * n + seat] += take
        moved += take
        if not everyone:
            break
    _log(s, "rescue", seat=seat, count=moved, hex=_xy(s, target))


def _remove(s: State, step: Step, rng: Rng) -> None:
    """I9.4-I9.5, I9.8: everything on the sinking part goes; the end may be triggered."""
    assert s.sinking is not None
    b = s.board
    part = s.sinking[0]
    s.sinking = None
    n = s.n
    lost = [[0, 0, 0] for _ in range(n)]  # colonists, villages, Moai
    sunk = set(part)
    for i in part:
        for seat in range(n):
            c = s.colonists[i * n + seat]
            m = s.lying[i * n + seat]
            s.colonists[i * n + seat] = 0
            s.lying[i * n + seat] = 0
            s.reserve[seat][COLONIST] += c
            s.reserve[seat][MOAI] += m
            lost[seat][0] += c
            lost[seat][2] += m
        g = s.ground[i]
        if g >= 0:
            s.reserve[g][VILLAGE] += 1
            lost[g][1] += 1
        elif g == LAVA:
            s.lava += 1
        s.ground[i] = BARE
        for x in b.geysers_at[i]:
            owner = s.erected[x]
            if owner >= 0:
                s.erected[x] = -1
                s.reserve[owner][MOAI] += 1
                lost[owner][2] += 1
        s.land[i] = False
    cracks_back = 0
    for i in part:
        for e in b.edge_of[i]:
            if e >= 0 and s.cracks[e]:
                s.cracks[e] = False
                s.crack_supply += 1
                cracks_back += 1
    gone = sorted(b.volcano_at[i] for i in sunk if b.volcano_at[i])
    areas = sorted({b.area_of[i] for i in part})
    _log(s, "sink", hexes=[_xy(s, i) for i in part], areas=areas, cracks=cracks_back)
    for v in gone:  # I9.5
        _log(s, "volcano_sinks", volcano=v)
    for seat in range(n):
        if any(lost[seat]):
            c, v, m = lost[seat]
            _log(s, "lost", seat=seat, colonists=c, villages=v, moai=m)
    left = volcanoes_in_play(s)
    if len(left) <= 2 and not s.end_triggered:  # I9.8, I11.1
        s.end_triggered = True
        _log(s, "end_triggered", volcanoes=len(left), last=(s.first - 1) % n, seat=s.seat)


def _roll(s: State, step: Step, rng: Rng) -> None:
    """I8.1-I8.2: the die, and on a volcano face a token draw."""
    face = rng.below(6)
    s.reveals += 1
    erupts = DIE_FACES[face] == "volcano"
    _log(s, f"roll_{DIE_FACES[face]}", seat=s.seat, face=face + 1)
    if not erupts:
        return
    tokens = volcanoes_in_play(s)
    if not tokens:
        _log(s, "no_volcano")
        return
    v = tokens[rng.below(len(tokens))]
    s.reveals += 1
    _log(s, "draw", seat=s.seat, volcano=v)
    _push(s, [("erupt", v)])


def _erupt(s: State, step: Step, rng: Rng) -> None:
    """I8.3: six flows, N then clockwise."""
    v = step[1]
    _log(s, "erupt", volcano=v, hex=_xy(s, s.board.volcano_hex[v]))
    _push(s, [("flow", v, d) for d in range(6)])


def _flow(s: State, step: Step, rng: Rng) -> None:
    """I8.3-I8.5: find where the flow lands, then ask the owners of what it threatens."""
    b = s.board
    v, d = step[1], step[2]
    i = b.nbr[b.volcano_hex[v]][d]
    while True:
        if i < 0 or not s.land[i]:
            _log(s, "flow_sea", volcano=v, dir=d)
            return
        if b.volcano_at[i]:
            _log(s, "flow_volcano", volcano=v, dir=d, other=b.volcano_at[i])
            return
        if s.ground[i] != LAVA:
            break
        i = b.nbr[i][d]
    if not s.lava:  # I8.7 Decision
        _log(s, "flow_dry", volcano=v, dir=d, hex=_xy(s, i))
        return
    n = s.n
    s.flow = (v, d, i, False, (0,) * n)
    _log(s, "flow", volcano=v, dir=d, hex=_xy(s, i))
    steps: list[Step] = []
    if s.ground[i] >= 0:
        steps.append(("ask_village",))
    for k in range(n):  # I16.2: Moai owners in turn order from the active player
        seat = (s.seat + k) % n
        steps += [("ask_moai", seat)] * s.lying[i * n + seat]
    steps.append(("land",))
    _push(s, steps)


def _ask_village(s: State, step: Step, rng: Rng) -> None:
    assert s.flow is not None
    v, d, i, _, _ = s.flow
    owner = s.ground[i]
    if s.prayers[owner]:  # asked only when holding a token (I8.5)
        s.ask = {
            "kind": "pray",
            "seat": owner,
            "piece": "village",
            "hex": i,
            "volcano": v,
            "dir": d,
        }


def _ask_moai(s: State, step: Step, rng: Rng) -> None:
    assert s.flow is not None
    v, d, i, village_saved, _ = s.flow
    seat = step[1]
    if not village_saved and s.prayers[seat]:
        s.ask = {"kind": "pray", "seat": seat, "piece": "moai", "hex": i, "volcano": v, "dir": d}


def _answer_prayer(s: State, yes: bool) -> None:
    assert s.ask is not None and s.flow is not None
    seat, piece, i = int(s.ask["seat"]), str(s.ask["piece"]), int(s.ask["hex"])
    v = s.flow[0]
    s.ask = None
    if not yes:
        _log(s, f"no_prayer_{piece}", seat=seat, hex=_xy(s, i), volcano=v)
        return
    s.prayers[seat] -= 1
    s.prayers_spent += 1
    _log(s, f"prayer_{piece}", seat=seat, hex=_xy(s, i), volcano=v)
    fv, fd, fi, village_saved, saved = s.flow
    if piece == "village":
        s.flow = (fv, fd, fi, True, saved)
    else:
        s.flow = (fv, fd, fi, village_saved, tuple(x + (p == seat) for p, x in enumerate(saved)))


def _land(s: State, step: Step, rng: Rng) -> None:
    """I8.4: the lava lands, destroying the village and the lying Moai not prayed for."""
    assert s.flow is not None
    v, d, i, village_saved, saved = s.flow
    s.flow = None
    if village_saved:
        _log(s, "flow_stopped", volcano=v, hex=_xy(s, i))
        return
    n = s.n
    owner = s.ground[i]
    if owner >= 0:
        s.reserve[owner][VILLAGE] += 1
        _log(s, "destroyed_village", seat=owner, hex=_xy(s, i))
    for k in range(n):
        seat = (s.seat + k) % n
        lost = s.lying[i * n + seat] - saved[seat]
        if lost > 0:
            s.lying[i * n + seat] -= lost
            s.reserve[seat][MOAI] += lost
            _log(s, "destroyed_moai", seat=seat, hex=_xy(s, i), count=lost)
    s.ground[i] = LAVA
    s.lava -= 1
    s.armed = True


def _double(s: State, step: Step, rng: Rng) -> None:
    """I8.6: with no lava on the island, two volcanoes erupt (once per action)."""
    if lava_on_island(s):
        s.armed = True
        return
    if not s.armed:
        return
    s.armed = False  # set again when a flow lands
    tokens = volcanoes_in_play(s)
    if len(tokens) > 2:
        first = tokens.pop(rng.below(len(tokens)))
        second = tokens[rng.below(len(tokens))]
        drawn = sorted((first, second))
        s.reveals += 1
    else:
        drawn = tokens
    if not drawn:
        _log(s, "no_volcano")
        return
    _log(s, "double", seat=s.seat, volcanoes=drawn)
    _push(s, [("erupt", v) for v in drawn])


def _spent(s: State, step: Step, rng: Rng) -> None:
    """I5.3: the turn ends by itself at 0 AP once every question has been answered."""
    if s.ap <= 0:
        _log(s, "no_ap", seat=s.seat)
        _end_turn(s)


def _end_step(s: State, step: Step, rng: Rng) -> None:
    _end_turn(s)


def _end_turn(s: State) -> None:
    """I5.3, I11: the next player's turn, or the end of the game."""
    n = s.n
    last = (s.first - 1) % n
    if s.seat == last:
        if s.end_triggered:
            return _game_over(s, "volcanoes")
        if not free_geysers(s):
            return _game_over(s, "geysers")
        if s.round >= MAX_ROUNDS:
            return _game_over(s, "rounds")
        s.round += 1
    s.seat = (s.seat + 1) % n
    _start_turn(s)


def _start_turn(s: State) -> None:
    s.turn += 1
    s.ap = AP_PER_TURN
    s.prayer_taken = False
    s.created = [0] * len(s.created)
    s.queue.clear()
    _log(s, "turn", seat=s.seat, turn=s.turn, round=s.round, final=s.end_triggered)


def _game_over(s: State, why: str) -> None:
    """I11.3, I12: final scoring."""
    s.over = True
    s.ending = why
    s.queue.clear()
    s.ap = 0
    s.bonus = [final_tally(s, seat) for seat in range(s.n)]
    _log(s, f"ending_{why}", rounds=s.round)
    for seat, t in enumerate(s.bonus):
        s.scores[seat] += t[5]
        _log(
            s,
            "final",
            seat=seat,
            villages=t[0],
            moai=t[1],
            grouped=t[2],
            colonists=t[3],
            tokens=t[4],
            points=t[5],
            total=s.scores[seat],
        )
    _log(s, "game_over", why=why, ranking=ranking_of(s), scores=list(s.scores))


STEPS: dict[str, Callable[[State, Step, Rng], None]] = {
    "crack": _crack,
    "rescue": _rescue,
    "remove": _remove,
    "roll": _roll,
    "erupt": _erupt,
    "flow": _flow,
    "ask_village": _ask_village,
    "ask_moai": _ask_moai,
    "land": _land,
    "double": _double,
    "spent": _spent,
    "end_turn": _end_step,
}

ISOLA = IsolaGame()
