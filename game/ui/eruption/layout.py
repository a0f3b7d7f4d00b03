"""Pixels for the board: flat-top hex <-> pixel for a canvas size, hit-testing, burn meter.

Pure Python (no browser imports). All coordinates are CSS pixels; the canvas adapter scales
by ``dpr`` (devicePixelRatio) so drawings stay crisp on HiDPI screens. Hexes are axial (q, r)
with the volcano at (0, 0); edge/direction d: 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW.
"""

from __future__ import annotations

import functools
import math

from game.eruption import MAX_TEMP, TEMP_STEP
from game.eruption.board import HEXES, VILLAGE_EDGES, VOLCANO

from ..hexpixels import HexPixels, Point, unit_centre

BURN_STEP = TEMP_STEP
METER_CELLS = MAX_TEMP // TEMP_STEP + 1  # 0, 10, ..., 290


def _unit_corner(q: int, r: int, d: int, k: int) -> Point:
    cx, cy = unit_centre(q, r)
    a = math.pi / 3 * ((d + 4 + k) % 6)
    return cx + math.cos(a), cy + math.sin(a)


@functools.cache  # (a village's badge is placed by it in every frame)
def village_shape_unit(v: int, depth: float = 0.75) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """A village's coast (the corners along its 7 edges, in order) and the back of its land:
    the coast pushed outward to a straight line ``depth`` hex sizes beyond its outermost
    corner, in hex-size units."""
    chain: list[Point] = []
    for (q, r), d in VILLAGE_EDGES[v]:
        a, b = _unit_corner(q, r, d, 0), _unit_corner(q, r, d, 1)
        if chain and math.dist(chain[-1], b) < math.dist(chain[-1], a):
            a, b = b, a
        if not chain or math.dist(chain[-1], a) > 1e-6:
            chain.append(a)
        chain.append(b)
    mx = sum(x for x, _ in chain) / len(chain)
    my = sum(y for _, y in chain) / len(chain)
    n = math.hypot(mx, my) or 1.0
    ux, uy = mx / n, my / n
    far = max(x * ux + y * uy for x, y in chain) + depth
    back = tuple(
        (x + ux * (far - (x * ux + y * uy)), y + uy * (far - (x * ux + y * uy))) for x, y in chain
    )
    return tuple(chain), back


def _unit_extent() -> tuple[float, float, float, float]:
    """Bounding box of the island, the volcano and the village bands, in hex-size units."""
    xs: list[float] = []
    ys: list[float] = []
    for q, r in list(HEXES) + list(VOLCANO):
        cx, cy = unit_centre(q, r)
        for k in range(6):
            xs.append(cx + math.cos(math.pi / 3 * k))
            ys.append(cy + math.sin(math.pi / 3 * k))
    for v in range(len(VILLAGE_EDGES)):
        for x, y in village_shape_unit(v)[1]:
            xs.append(x)
            ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


UNIT_BOX = _unit_extent()


class Layout(HexPixels):
    """Where everything goes on a canvas of ``width`` x ``height`` CSS pixels."""

    def __init__(self, width: float, height: float, dpr: float = 1.0) -> None:
        self.width = float(max(width, 1.0))
        self.height = float(max(height, 1.0))
        self.dpr = float(dpr) if dpr and dpr > 0 else 1.0
        pad = max(4.0, min(self.width, self.height) * 0.015)
        # the burn meter: a strip along the bottom
        self.meter_h = max(34.0, min(64.0, self.height * 0.085))
        board_h = self.height - self.meter_h - 3 * pad
        x0, y0, x1, y1 = UNIT_BOX
        self.size = max(1.0, min((self.width - 2 * pad) / (x1 - x0), board_h / (y1 - y0)))
        self.ox = self.width / 2 - (x0 + x1) / 2 * self.size
        self.oy = pad + board_h / 2 - (y0 + y1) / 2 * self.size
        self.meter = (pad, self.height - pad - self.meter_h, self.width - 2 * pad, self.meter_h)

    def unit(self, x: float, y: float) -> Point:
        """Hex-size units (volcano centre at 0, 0) -> CSS pixels."""
        return self.ox + x * self.size, self.oy + y * self.size

    # ---- burn meter ----
    def meter_cell(self, temp: int) -> tuple[float, float, float, float]:
        """The rectangle (x, y, w, h) of the burn meter space for ``temp``."""
        x, y, w, h = self.meter
        cw = w / METER_CELLS
        k = max(0, min(METER_CELLS - 1, temp // BURN_STEP))
        return x + k * cw, y, cw, h
