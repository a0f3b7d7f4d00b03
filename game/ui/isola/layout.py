"""Pixels for L'Isola dei Vulcani: flat-top hex <-> pixel for a canvas size and an island,
the spots of geysers, boats and pieces inside a hex, hit-testing, keyboard moves.

Pure Python (no browser imports). All coordinates are CSS pixels; the canvas adapter scales
by ``dpr``. Hexes are axial (q, r) with the rules' pixel convention (I2): the centre of a hex
of size 1 is x = 1.5q, y = √3(r + q/2); directions 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.

The island is read from the view (``view["island"]``: the areas' hexes and the bays), so a
random island is laid out like the standard one; the picture is fitted to every hex the
island ever had (sunk ones too) and the bays' sea hexes, so nothing moves when land sinks.
"""

from __future__ import annotations

import math
from typing import Any

from ..hexpixels import SQRT3, Hex, HexPixels, Point, unit_centre

CRATER_AT = 0.6  # a geyser's crater: this far from the centre toward its edge's midpoint
SLOT_AT = 0.6  # pieces around the village: this far toward a corner
# Corners (60° steps, east first, clockwise on screen) where pieces stand: bottom first,
# so the craters (toward the edges' midpoints) stay clear.
SLOT_ANGLES = (120, 60, 180, 0, 240, 300)


def island_hexes(island: dict[str, Any]) -> list[Hex]:
    """Every hex the island had at the start (the areas' hexes)."""
    return [(int(h[0]), int(h[1])) for a in island["areas"] for h in a["hexes"]]


def bay_seas(island: dict[str, Any]) -> list[Hex]:
    """The sea hexes of the bays (where boats wait)."""
    seas = []
    for bay in [island.get("landing_bay"), *island.get("advanced_bays", [])]:
        if bay and bay.get("sea"):
            h = (int(bay["sea"][0]), int(bay["sea"][1]))
            if h not in seas:
                seas.append(h)
    return seas


_KEYS: dict[int, tuple[Any, tuple[Any, ...]]] = {}


def island_key(island: dict[str, Any]) -> tuple[Any, ...]:
    """A value naming the island's shape (the same island gives the same key)."""
    cached = _KEYS.get(id(island))
    if cached is not None and cached[0] is island:
        return cached[1]
    key = (
        str(island.get("name", "")),
        tuple(sorted(island_hexes(island))),
        tuple(bay_seas(island)),
    )
    if len(_KEYS) > 16:
        _KEYS.clear()
    _KEYS[id(island)] = (island, key)
    return key


class Layout(HexPixels):
    """Where everything goes on a canvas of ``width`` x ``height`` CSS pixels."""

    def __init__(
        self,
        width: float,
        height: float,
        dpr: float = 1.0,
        hexes: list[Hex] | tuple[Hex, ...] = ((0, 0),),
        seas: list[Hex] | tuple[Hex, ...] = (),
    ) -> None:
        self.width = float(max(width, 1.0))
        self.height = float(max(height, 1.0))
        self.dpr = float(dpr) if dpr and dpr > 0 else 1.0
        xs: list[float] = []
        ys: list[float] = []
        for q, r in [*hexes, *seas]:
            cx, cy = unit_centre(q, r)
            xs += [cx - 1.0, cx + 1.0]
            ys += [cy - SQRT3 / 2, cy + SQRT3 / 2]
        margin = 0.35
        x0, x1 = min(xs) - margin, max(xs) + margin
        y0, y1 = min(ys) - margin, max(ys) + margin
        pad = max(2.0, min(self.width, self.height) * 0.01)
        self.size = max(
            1.0, min((self.width - 2 * pad) / (x1 - x0), (self.height - 2 * pad) / (y1 - y0))
        )
        self.ox = self.width / 2 - (x0 + x1) / 2 * self.size
        self.oy = self.height / 2 - (y0 + y1) / 2 * self.size

    @classmethod
    def for_island(cls, width: float, height: float, dpr: float, island: dict[str, Any]) -> Layout:
        layout = cls(width, height, dpr, island_hexes(island), bay_seas(island))
        layout.key = (width, height, dpr, island_key(island))
        return layout

    key: tuple[Any, ...] = ()

    def toward_edge(self, q: int, r: int, d: int, k: float) -> Point:
        """The point ``k`` of the way from the centre of (q, r) to the midpoint of edge d."""
        cx, cy = self.centre(q, r)
        mx, my = self.edge_mid(q, r, d)
        return cx + (mx - cx) * k, cy + (my - cy) * k

    def crater(self, q: int, r: int, d: int) -> Point:
        """Where the crater of the geyser of (q, r) facing edge d is drawn."""
        return self.toward_edge(q, r, d, CRATER_AT)

    def slot(self, q: int, r: int, k: int) -> Point:
        """The k-th place for a piece around the middle of the hex (toward a corner)."""
        cx, cy = self.centre(q, r)
        a = math.radians(SLOT_ANGLES[k % len(SLOT_ANGLES)])
        reach = SLOT_AT * self.size
        return cx + reach * math.cos(a), cy + reach * math.sin(a)

    # ---- boats ----
    def boat(self, sea: Hex, k: int, of: int) -> Point:
        """Where boat ``k`` of the ``of`` boats waiting at sea hex ``sea`` is drawn."""
        cx, cy = self.centre(*sea)
        if of <= 1:
            return cx, cy
        s = self.size
        if of == 2:
            return cx + (k - 0.5) * 0.9 * s, cy
        col, row = k % 2, k // 2
        return cx + (col - 0.5) * 0.9 * s, cy + (row - 0.5) * 0.8 * s


def boat_spots(layout: Layout, boats: list[dict[str, Any]]) -> dict[int, Point]:
    """Seat -> where its boat is drawn (boats sharing a bay side by side)."""
    by_sea: dict[Hex, list[int]] = {}
    for b in boats:
        by_sea.setdefault((int(b["sea"][0]), int(b["sea"][1])), []).append(int(b["seat"]))
    spots: dict[int, Point] = {}
    for sea, seats in by_sea.items():
        for k, seat in enumerate(seats):
            spots[seat] = layout.boat(sea, k, len(seats))
    return spots


def spot(layout: Layout, view: dict[str, Any], step: tuple[Any, ...]) -> Point:
    """The point a board step is chosen at: a hex's centre, a geyser's crater, the boat of
    the player whose turn it is."""
    kind = step[0]
    if kind == "hex":
        return layout.centre(step[1], step[2])
    if kind == "geyser":
        return layout.crater(step[1], step[2], step[3])
    if kind == "boat":
        seat = view.get("seat")
        spots = boat_spots(layout, view.get("boats", []))
        if seat in spots:
            return spots[seat]
    raise ValueError(f"no place for {step!r}")
