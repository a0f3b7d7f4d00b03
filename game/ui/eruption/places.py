"""Places on the Eruption board named as a player sees them, not by coordinates: "the straw
field north of the volcano", "beside the red village", "2 hexes south-west of the volcano";
a wall place is "the red village's edge 3 of 7" (counted clockwise) or a hex's side. For the
log, the screen reader's announcements and the keyboard cursor. Pure Python; the words come
from the catalogue.
"""

from __future__ import annotations

import math

from game.core.hexgrid import distance, neighbour, opposite
from game.eruption.board import (
    INDEX,
    MATERIALS,
    RESOURCES,
    VILLAGE_EDGE_AT,
    VILLAGE_EDGES,
    VILLAGE_NAMES,
)

from ..i18n import t

COMPASS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
# the sides of a flat-top hex, by direction index (E2: 0 = N, clockwise)
SIDES = ("n", "ne", "se", "s", "sw", "nw")
_VILLAGE_OF_HEX = {h: v for v, edges in enumerate(VILLAGE_EDGES) for h, _ in edges}


def _bearing(q: float, r: float) -> float:
    """Degrees clockwise from north of a point in axial coordinates, seen from the volcano."""
    return math.degrees(math.atan2(1.5 * q, -math.sqrt(3.0) * (r + q / 2))) % 360


def _numbered_edges() -> dict[tuple[int, int], int]:
    """Each village edge's number, 1 to 7, counted clockwise around the island (so a log line
    can tell two edges of one village apart)."""
    numbers: dict[tuple[int, int], int] = {}
    for edges in VILLAGE_EDGES:
        middles = [
            _bearing((h[0] + neighbour(h, d)[0]) / 2, (h[1] + neighbour(h, d)[1]) / 2)
            for h, d in edges
        ]
        centre = _bearing(
            sum(h[0] for h, _ in edges) / len(edges), sum(h[1] for h, _ in edges) / len(edges)
        )
        order = sorted(range(len(edges)), key=lambda k: (middles[k] - centre + 180) % 360)
        for n, k in enumerate(order, start=1):
            h, d = edges[k]
            numbers[INDEX[h], d] = n
    return numbers


EDGE_NUMBER = _numbered_edges()


def parse_hex(text: str) -> tuple[int, int] | None:
    """``"q,r"`` as a hex, or None."""
    try:
        q, r = text.split(",")
        return int(q), int(r)
    except ValueError:
        return None


def parse_edge(text: str) -> tuple[int, int, int] | None:
    """``"q,r:d"`` as an edge, or None."""
    where, _, d = text.partition(":")
    h = parse_hex(where)
    if h is None or not d.isdigit():
        return None
    return (h[0], h[1], int(d))


def compass(q: int, r: int) -> str:
    """The compass point of a hex as seen from the volcano (one of eight)."""
    x, y = 1.5 * q, math.sqrt(3.0) * (r + q / 2)
    angle = math.degrees(math.atan2(x, -y)) % 360  # 0 = north, clockwise
    return COMPASS[int((angle + 22.5) // 45) % 8]


def hex_place(q: int, r: int) -> str:
    """A hex as a player would point at it."""
    where = t(f"place.dir.{compass(q, r)}")
    material = RESOURCES.get((q, r))
    if material is not None:
        return t("place.field", material=t(f"place.material.{MATERIALS[material]}"), where=where)
    village = _VILLAGE_OF_HEX.get((q, r))
    if village is not None:
        return t("place.village", colour=t(f"place.colour.{VILLAGE_NAMES[village]}"), where=where)
    steps = distance((q, r))
    if steps <= 2:
        return t("place.volcano", where=where)
    return t("place.away", steps=steps, where=where)


def edge_place(q: int, r: int, d: int) -> str:
    """A wall place: a village's edge, or the side of a hex where a flow leaves it."""
    for h, side in ((q, r), d), (neighbour((q, r), d), opposite(d)):
        i = INDEX.get(h)
        if i is not None and (i, side) in VILLAGE_EDGE_AT:
            village = VILLAGE_EDGE_AT[i, side][0]
            return t(
                "place.village_edge",
                colour=t(f"place.colour.{VILLAGE_NAMES[village]}"),
                n=EDGE_NUMBER[i, side],
                count=len(VILLAGE_EDGES[village]),
            )
    h, side = ((q, r), d) if (q, r) in INDEX else (neighbour((q, r), d), opposite(d))
    return t("place.side", place=hex_place(*h), side=t(f"place.side.{SIDES[side]}"))


def name_of(step: tuple[object, ...]) -> str:
    """A board step of the controller (``("hex", q, r)`` or ``("edge", q, r, d)``) in words."""
    if step[0] == "hex":
        return hex_place(int(str(step[1])), int(str(step[2])))
    return edge_place(int(str(step[1])), int(str(step[2])), int(str(step[3])))
