"""Axial hex maths without pixels (flat-top hexes, Red Blob Games conventions).

Directions are indexed clockwise from north: 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW.
Edge ``d`` of hex ``h`` is shared with ``neighbour(h, d)``, which sees it as ``opposite(d)``.
"""

from __future__ import annotations

Hex = tuple[int, int]
Edge = tuple[int, int, int]

DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DIRECTION_NAMES = ("N", "NE", "SE", "S", "SW", "NW")


def opposite(d: int) -> int:
    """The direction pointing back across the same edge."""
    return (d + 3) % 6


def neighbour(h: Hex, d: int) -> Hex:
    """The hex across edge ``d`` of ``h``."""
    dq, dr = DIRECTIONS[d]
    return (h[0] + dq, h[1] + dr)


def distance(a: Hex, b: Hex = (0, 0)) -> int:
    """Number of steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def ring(radius: int) -> list[Hex]:
    """All hexes at exactly ``radius`` from the origin, in a fixed order."""
    if radius == 0:
        return [(0, 0)]
    return [
        (q, r)
        for q in range(-radius, radius + 1)
        for r in range(-radius, radius + 1)
        if distance((q, r)) == radius
    ]


def edge_key(h: Hex, d: int) -> Edge:
    """The one canonical name of an edge: the hex and direction with direction in 0..2."""
    if d < 3:
        return (h[0], h[1], d)
    n = neighbour(h, d)
    return (n[0], n[1], d - 3)


def rotate_mask(mask: int, k: int) -> int:
    """Turn a 6-bit set of edges clockwise by ``k`` steps (edge e becomes (e + k) mod 6)."""
    k %= 6
    return ((mask << k) | (mask >> (6 - k))) & 0x3F


def mask_of(edges: tuple[int, ...] | list[int] | set[int]) -> int:
    """The 6-bit set of the given edge directions."""
    m = 0
    for e in edges:
        m |= 1 << e
    return m
