"""The published Eruption board as data (E2), and tables derived from it once at import.

Everything the rules need about geometry comes from here, so another board can be swapped in
by changing the data at the top without touching rules code (E2.7).
"""

from __future__ import annotations

from ..core.hexgrid import Edge, Hex, edge_key, neighbour, opposite, ring

# ---- E2 data -----------------------------------------------------------------------------
_MISSING_AT_4: tuple[Hex, ...] = ((4, 0), (0, 4), (-4, 0), (0, -4), (4, -4), (-4, 4))
_AT_5: tuple[Hex, ...] = (
    (-5, 2),
    (-5, 3),
    (-3, -2),
    (-3, 5),
    (-2, -3),
    (-2, 5),
    (2, -5),
    (2, 3),
    (3, -5),
    (3, 2),
    (5, -3),
    (5, -2),
)
VOLCANO_FLOWS: tuple[tuple[Hex, int], ...] = (
    ((0, -1), 1),
    ((0, -1), 5),
    ((1, 0), 1),
    ((1, 0), 3),
    ((-1, 1), 3),
    ((-1, 1), 5),
)
VILLAGE_NAMES = ("orange", "yellow", "green", "blue", "purple", "red")
VILLAGE_EDGES: tuple[tuple[tuple[Hex, int], ...], ...] = (
    (
        ((-2, -3), 1),
        ((-1, -3), 0),
        ((-1, -3), 1),
        ((0, -3), 0),
        ((1, -4), 5),
        ((1, -4), 0),
        ((2, -5), 5),
    ),
    (
        ((3, -5), 2),
        ((3, -4), 1),
        ((3, -4), 2),
        ((3, -3), 1),
        ((4, -3), 0),
        ((4, -3), 1),
        ((5, -3), 0),
    ),
    (((3, 2), 1), ((3, 1), 2), ((3, 1), 1), ((3, 0), 2), ((4, -1), 3), ((4, -1), 2), ((5, -2), 3)),
    (((-2, 5), 2), ((-1, 4), 3), ((-1, 4), 2), ((0, 3), 3), ((1, 3), 4), ((1, 3), 3), ((2, 3), 4)),
    (
        ((-5, 3), 3),
        ((-4, 3), 4),
        ((-4, 3), 3),
        ((-3, 3), 4),
        ((-3, 4), 5),
        ((-3, 4), 4),
        ((-3, 5), 5),
    ),
    (
        ((-5, 2), 0),
        ((-4, 1), 5),
        ((-4, 1), 0),
        ((-3, 0), 5),
        ((-3, -1), 4),
        ((-3, -1), 5),
        ((-3, -2), 4),
    ),
)
STRAW, WOOD, STONE = 0, 1, 2
MATERIALS = ("straw", "wood", "stone")
RESOURCES: dict[Hex, int] = {
    (0, -2): STRAW,
    (2, -2): STRAW,
    (2, 0): STRAW,
    (0, 2): STRAW,
    (-2, 2): STRAW,
    (-2, 0): STRAW,
    (-2, -2): WOOD,
    (-2, 4): WOOD,
    (4, -2): WOOD,
    (-4, 2): STONE,
    (2, -4): STONE,
    (2, 2): STONE,
}
VILLAGES_IN_PLAY: dict[int, tuple[int, ...]] = {
    2: (0, 3),
    3: (0, 2, 4),
    4: (1, 2, 4, 5),
    5: (0, 1, 2, 4, 5),
    6: (0, 1, 2, 3, 4, 5),
}

# ---- derived tables ----------------------------------------------------------------------
VOLCANO: frozenset[Hex] = frozenset(ring(0) + ring(1))
HEXES: tuple[Hex, ...] = tuple(
    sorted(ring(2) + ring(3) + [h for h in ring(4) if h not in _MISSING_AT_4] + list(_AT_5))
)
INDEX: dict[Hex, int] = {h: i for i, h in enumerate(HEXES)}
N_HEXES = len(HEXES)

# NEIGHBOURS[i][d]: index of the playable hex across edge d, or -1.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX.get(neighbour(h, d), -1) for d in range(6)) for h in HEXES
)
# LINKS[i]: (neighbour, bit of edge d, bit of the neighbour's facing edge) for each edge d of
# hex i that borders a playable hex; what the rules ask of a hex's neighbours, looked up once.
LINKS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((j, 1 << d, 1 << opposite(d)) for d, j in enumerate(row) if j >= 0) for row in NEIGHBOURS
)
# VOLCANO_FLOW_IN[i]: 6-bit set of edges of hex i across which a printed volcano flow arrives;
# VOLCANO_WALL_IN[i]: edges of hex i that face the volcano without a flow.
_flow_ends = {(neighbour(h, d), opposite(d)) for h, d in VOLCANO_FLOWS}
VOLCANO_FLOW_IN: tuple[int, ...] = tuple(
    sum(1 << d for d in range(6) if (h, d) in _flow_ends) for h in HEXES
)
VOLCANO_FACE: tuple[int, ...] = tuple(
    sum(1 << d for d in range(6) if neighbour(h, d) in VOLCANO) for h in HEXES
)
# VILLAGE_EDGE_AT[(i, d)] = (village, position in its E2.3 list)
VILLAGE_EDGE_AT: dict[tuple[int, int], tuple[int, int]] = {
    (INDEX[h], d): (v, k) for v, edges in enumerate(VILLAGE_EDGES) for k, (h, d) in enumerate(edges)
}
# VILLAGE_MASK[i]: the edges of hex i that face some village.
VILLAGE_MASK: tuple[int, ...] = tuple(
    sum(1 << d for d in range(6) if (i, d) in VILLAGE_EDGE_AT) for i in range(N_HEXES)
)
SEA_EDGES: tuple[tuple[Hex, int], ...] = tuple(
    (h, d)
    for i, h in enumerate(HEXES)
    for d in range(6)
    if NEIGHBOURS[i][d] < 0 and neighbour(h, d) not in VOLCANO and (i, d) not in VILLAGE_EDGE_AT
)
RESOURCE_AT: tuple[int, ...] = tuple(RESOURCES.get(h, -1) for h in HEXES)

# Wall places. Every place a wall can ever stand gets an integer id: the canonical edges of
# playable hexes (flow walls, village walls) and of the volcano's printed flows.
EDGE_IDS: dict[Edge, int] = {}
for _h in HEXES:
    for _d in range(6):
        EDGE_IDS.setdefault(edge_key(_h, _d), len(EDGE_IDS))
EDGES: tuple[Edge, ...] = tuple(EDGE_IDS)
# EDGE_OF[i][d]: id of edge d of playable hex i.
EDGE_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_IDS[edge_key(h, d)] for d in range(6)) for h in HEXES
)
# VILLAGE_EDGE_IDS[v]: the edge ids of village v's 7 edges, in E2.3 order.
VILLAGE_EDGE_IDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_IDS[edge_key(h, d)] for h, d in edges) for edges in VILLAGE_EDGES
)
# Volcano flow wall places: (edge id, hex index the flow points into, direction from that hex)
VOLCANO_FLOW_SPOTS: tuple[tuple[int, int, int], ...] = tuple(
    (EDGE_IDS[edge_key(h, d)], INDEX[neighbour(h, d)], opposite(d)) for h, d in VOLCANO_FLOWS
)


def _flows_out(i: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """FLOWS_OUT[i], mask by mask: a mask's ends are those of the mask without its highest
    edge, then that edge's (built so, not edge by edge for each of the 64 masks: this table
    was the largest part of importing the game, which the page does while the player waits)."""
    ends: list[tuple[tuple[int, int], ...]] = [()]
    for f in range(1, 64):
        d = f.bit_length() - 1
        j = NEIGHBOURS[i][d]
        ends.append(ends[f ^ 1 << d] + (((j, EDGE_OF[i][d]),) if j >= 0 else ()))
    return tuple(ends)


# FLOWS_OUT[i][f]: (hex beyond, wall place) of each flow of mask f on hex i that leads to a
# playable hex (in edge order): where a tile's open flow ends may point.
FLOWS_OUT: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    _flows_out(i) for i in range(N_HEXES)
)
OPPOSITE_VILLAGE = (3, 4, 5, 0, 1, 2)


def hex_text(i: int) -> str:
    """Notation of playable hex ``i``: ``q,r``."""
    q, r = HEXES[i]
    return f"{q},{r}"


def edge_text(e: int) -> str:
    """Notation of wall place ``e``: ``q,r:d`` with d in 0..2 (canonical)."""
    q, r, d = EDGES[e]
    return f"{q},{r}:{d}"
