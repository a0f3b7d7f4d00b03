"""Flat-top hexes in CSS pixels, for any game drawn on a hex board (shell, no game rules).

Pure Python (no browser imports). Hexes are axial (q, r); a hex of size 1 has its centre at
x = 1.5q, y = √3(r + q/2), and edge/direction d: 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW
(``game.core.hexgrid``). A front end's layout subclasses ``HexPixels`` and sets ``ox``, ``oy``
(where the hex (0, 0) is centred) and ``size`` (centre to corner) for its canvas.
"""

from __future__ import annotations

import math

from game.core.hexgrid import DIRECTIONS

SQRT3 = math.sqrt(3.0)
Point = tuple[float, float]
Hex = tuple[int, int]


def unit_centre(q: float, r: float) -> Point:
    """The centre of hex (q, r) for hexes of size 1."""
    return 1.5 * q, SQRT3 * (r + q / 2)


def hex_round(fq: float, fr: float) -> Hex:
    """Round fractional axial coordinates to the nearest hex (cube rounding)."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def toward(origin: Point, points: list[Point], dx: float, dy: float) -> int | None:
    """The index of the point a keyboard arrow (dx, dy) goes to from ``origin``: the nearest
    one ahead, straight ahead preferred; None if none lies that way."""
    best: tuple[float, int] | None = None
    for i, (x, y) in enumerate(points):
        vx, vy = x - origin[0], y - origin[1]
        length = math.hypot(vx, vy)
        if length < 1e-6:
            continue
        cos = (vx * dx + vy * dy) / length
        if cos <= 0.3:  # not ahead (within about 72 degrees)
            continue
        cost = length * (1 + 2 * (1 - cos))
        if best is None or cost < best[0]:
            best = (cost, i)
    return best[1] if best else None


class HexPixels:
    """Hex <-> pixel for a board whose hex (0, 0) is centred at (ox, oy), hexes ``size``
    CSS pixels from centre to corner."""

    ox = 0.0
    oy = 0.0
    size = 1.0

    def centre(self, q: float, r: float) -> Point:
        ux, uy = unit_centre(q, r)
        return self.ox + ux * self.size, self.oy + uy * self.size

    def corners(self, q: float, r: float, scale: float = 1.0) -> list[Point]:
        """The 6 corners, starting east and going clockwise (screen y points down)."""
        cx, cy = self.centre(q, r)
        s = self.size * scale
        return [
            (cx + s * math.cos(math.pi / 3 * k), cy + s * math.sin(math.pi / 3 * k))
            for k in range(6)
        ]

    def edge_ends(self, q: int, r: int, d: int) -> tuple[Point, Point]:
        """The two corners bounding edge d of (q, r)."""
        c = self.corners(q, r)
        # edge d (N = 0, clockwise) lies between corners (d + 4) % 6 and (d + 5) % 6
        return c[(d + 4) % 6], c[(d + 5) % 6]

    def edge_mid(self, q: int, r: int, d: int) -> Point:
        cx, cy = self.centre(q, r)
        dq, dr = DIRECTIONS[d]
        nx, ny = self.centre(q + dq, r + dr)
        return (cx + nx) / 2, (cy + ny) / 2

    def to_hex(self, x: float, y: float) -> Hex:
        """The hex under pixel (x, y) (any hex of the infinite grid)."""
        ux = (x - self.ox) / self.size
        uy = (y - self.oy) / self.size
        return hex_round(ux * 2 / 3, -ux / 3 + uy / SQRT3)
