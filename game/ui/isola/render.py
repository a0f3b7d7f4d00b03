"""Pure rendering of L'Isola dei Vulcani: view + layout + UI marks -> draw operations.

No browser imports. The operations are the ones static/draw.js runs (see
game/ui/eruption/render.py for the full list): ``P`` polygon, ``L``/``B`` polylines (round /
butt caps), ``C`` circle, ``R`` rectangle, ``T`` text, ``A`` alpha, ``H`` shadow; a fill may
be a radial gradient ``["rg", x, y, r0, r1, [[stop, colour], ...]]``.

Three layers. ``render_base`` draws what only a sinking changes: the sea, the beaches, the
ground of every area, the volcanoes with their numbers, the bays. ``render_static`` draws the
rest of what the view decides: the lava tiles, the thick borders between areas, the geysers'
craters and the areas' numbers, cracks, villages, Moai lying and erected, colonists, boats,
and the question being asked (the threatened piece and the lava's way, the sinking land).
The canvas adapter keeps both in offscreen canvases (game/ui/canvas.py), the board until the
view changes, and the board comes in parts with where each draws, from cached fragments
(``render_static_parts``), so a new view only serialises what is new and the board layer is
redrawn only where its parts changed. ``render`` draws what changes between two views,
every frame, over them: lava landing and land going under (animations), the places that may
be chosen, the selection, the keyboard's cursor, what a log line points at.

Each player's pieces carry a mark of their own shape as well as their colour (seat 0 circle,
1 square, 2 triangle, 3 diamond), so colours never have to be told apart.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from typing import Any

from game.core.hexgrid import DIRECTIONS

from ..ops import (
    CURSOR,
    HILITE,
    POINT,
    RECENT,
    SELECT,
    bounds,
    daylight,
    option_hex,
    parts_json,
    sea,
    speckle,
)
from ..ops import Part as Drawn
from ..ops import flat as _flat
from ..ops import font as _font
from ..ops import r1 as _r
from .layout import Layout, boat_spots, island_hexes

Op = list[Any]
Hex = tuple[int, int]

SEAT_FILL = {"red": "#e2483b", "blue": "#3d86ea", "yellow": "#f4c431", "green": "#3daf5c"}
SEAT_DARK = {"red": "#5a130d", "blue": "#0d2c63", "yellow": "#5e4300", "green": "#0f451f"}
SEAT_INK = {"red": "#ffffff", "blue": "#ffffff", "yellow": "#2a1e00", "green": "#ffffff"}
SHAPES = ("circle", "square", "triangle", "diamond")  # by seat
SEA = "#0d3550"
SEA_LIGHT = "#1f6a8a"
SAND = "#dcc48c"
GREENS = ("#6e9f4e", "#5f9146", "#7aab57", "#659a4b", "#578a42", "#72a452")
BROWNS = ("#8a6a4e", "#7e5f45", "#927257")
BORDER = "#24170e"
BORDER_LIGHT = "#e6d3a3"
DANGER = "#ff5a3c"


def seat_colour(view: dict[str, Any], seat: int) -> str:
    return SEAT_FILL.get(view["players"][seat]["colour"], "#cccccc")


def _seat_style(view: dict[str, Any], seat: int) -> tuple[str, str, str, str]:
    """Fill, dark edge, ink (text on the fill) and mark shape of ``seat``'s pieces."""
    colour = view["players"][seat]["colour"]
    return (
        SEAT_FILL.get(colour, "#cccccc"),
        SEAT_DARK.get(colour, "#222222"),
        SEAT_INK.get(colour, "#ffffff"),
        SHAPES[seat % len(SHAPES)],
    )


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A seat's mark as a polygon (a circle is drawn as a circle, not with this)."""
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [
            (cx, cy - r * 1.1),
            (cx + r * 1.05, cy + r * 0.75),
            (cx - r * 1.05, cy + r * 0.75),
        ]
    return [(cx, cy - r * 1.15), (cx + r * 1.0, cy), (cx, cy + r * 1.15), (cx - r * 1.0, cy)]


def mark_ops(shape: str, cx: float, cy: float, r: float, fill: Any, stroke: Any, w: float) -> Op:
    """One seat mark (circle, square, triangle or diamond) as an operation."""
    if shape == "circle":
        return ["C", _r(cx), _r(cy), _r(r), fill, stroke, _r(w)]
    return ["P", _flat(shape_points(shape, cx, cy, r)), fill, stroke, _r(w)]


# ---- what the view says about the island ------------------------------------------------------


def land_of(view: dict[str, Any]) -> list[Hex]:
    """The island's hexes still above the sea."""
    sunk = {(h[0], h[1]) for h in view.get("sunk", [])}
    return [h for h in island_hexes(view["island"]) if h not in sunk]


def area_map(island: dict[str, Any]) -> dict[Hex, int]:
    return {(int(h[0]), int(h[1])): int(a["id"]) for a in island["areas"] for h in a["hexes"]}


def volcano_areas(island: dict[str, Any]) -> set[int]:
    return {int(a["id"]) for a in island["areas"] if a.get("volcano")}


def static_key(view: dict[str, Any]) -> tuple[Any, ...]:
    """What the base layer depends on besides the layout: the land still there."""
    return (tuple(sorted((h[0], h[1]) for h in view.get("sunk", []))), tuple(view["options"]))


# ---- the static layer ---------------------------------------------------------------------------


def render_base(view: dict[str, Any], layout: Layout) -> list[Op]:
    """What only a sinking changes: sea, beaches, ground, volcanoes, bays (the base layer,
    under the board; its key is ``static_key``)."""
    L = layout
    s = L.size
    island = view["island"]
    areas = area_map(island)
    fiery = volcano_areas(island)
    land = land_of(view)
    on_land = set(land)
    centre = (L.width / 2, L.height / 2)
    ops: list[Op] = [
        sea(L.width, L.height, centre, (s, max(L.width, L.height) * 0.75), SEA_LIGHT, SEA)
    ]
    ops += _waves(L, on_land)
    # shallow water and beach around the land
    for q, r in land:
        ops.append(["P", _flat(L.corners(q, r, 1.22)), "rgba(120,210,220,0.18)", None, 0])
    ops.append(["H", "rgba(0,0,0,0.35)", _r(s * 0.35)])
    for q, r in land:
        ops.append(["P", _flat(L.corners(q, r, 1.08)), SAND, None, 0])
    ops.append(["H", None, 0])
    for q, r in land:
        ops += ground_ops(L, q, r, areas.get((q, r), 0), areas.get((q, r), 0) in fiery)
    # thin lines between the hexes of one area
    thin = _r(max(0.8, s * 0.025))
    for q, r in land:
        for d in range(3):
            dq, dr = DIRECTIONS[d]
            n = (q + dq, r + dr)
            if n in on_land and areas.get(n) == areas.get((q, r)):
                a, b = L.edge_ends(q, r, d)
                ops.append(["L", _flat([a, b]), "rgba(40,28,16,0.35)", thin])
    volcanoes = {int(a["id"]): a["volcano"] for a in island["areas"] if a.get("volcano")}
    for number, h in sorted(volcanoes.items()):
        if (h[0], h[1]) in on_land:
            ops += volcano_ops(L, h[0], h[1], number)
    ops += _bays(view, L)
    return ops


def _waves(L: Layout, land: set[Hex]) -> list[Op]:
    """Small wave marks on the open sea (fixed places)."""
    s = L.size
    ops: list[Op] = []
    step = max(18.0, s * 1.6)
    rows = int(L.height / step) + 1
    cols = int(L.width / step) + 1
    width = _r(max(1.0, s * 0.045))
    for j in range(rows):
        for i in range(cols):
            if speckle(i, j, 1) < 0.45:
                continue
            x = (i + 0.5 + (speckle(i, j, 2) - 0.5) * 0.8) * step
            y = (j + 0.5 + (speckle(i, j, 3) - 0.5) * 0.8) * step
            h = L.to_hex(x, y)
            near = any((h[0] + dq, h[1] + dr) in land for dq, dr in ((0, 0), *DIRECTIONS))
            if near:
                continue
            w = s * (0.25 + 0.2 * speckle(i, j, 4))
            pts = [(x - w, y), (x - w / 2, y - w * 0.28), (x, y), (x + w / 2, y - w * 0.28)]
            ops.append(["L", _flat(pts), "rgba(190,230,245,0.22)", width])
    return ops


def ground_ops(L: Layout, q: int, r: int, area: int, fiery: bool, scale: float = 1.0) -> list[Op]:
    """A hex of bare ground: green meadow, or brown earth in a volcano's area."""
    s = L.size * scale
    cx, cy = L.centre(q, r)
    base = BROWNS[area % len(BROWNS)] if fiery else GREENS[area % len(GREENS)]
    light = daylight(cx, cy, s)
    corners = _flat(L.corners(q, r, scale))
    ops: list[Op] = [["P", corners, base, None, 0], ["P", corners, light, None, 0]]
    for k in range(4):
        x = cx + (speckle(q, r, k) - 0.5) * 1.1 * s
        y = cy + (speckle(q, r, k + 9) - 0.5) * 0.95 * s
        if fiery:  # pebbles
            ops.append(["C", _r(x), _r(y), _r(max(0.8, s * 0.04)), "rgba(50,34,22,0.5)", None, 0])
        else:  # tufts of grass
            b = 0.11 * s
            ops.append(
                [
                    "L",
                    _flat([(x - b * 0.5, y), (x, y - b), (x + b * 0.5, y)]),
                    "rgba(190,225,140,0.45)",
                    _r(max(0.8, s * 0.028)),
                ]
            )
    return ops


def volcano_ops(L: Layout, q: int, r: int, number: int) -> list[Op]:
    """A volcano: a cone with a glowing crater and lava down its sides, and its number."""
    s = L.size
    cx, cy = L.centre(q, r)
    base_y, top_y = cy + 0.5 * s, cy - 0.32 * s
    cone = [
        (cx - 0.72 * s, base_y),
        (cx - 0.22 * s, top_y),
        (cx + 0.22 * s, top_y),
        (cx + 0.72 * s, base_y),
    ]
    ops: list[Op] = [
        ["H", "rgba(0,0,0,0.45)", _r(s * 0.2)],
        [
            "P",
            _flat(cone),
            [
                "rg",
                _r(cx - 0.2 * s),
                _r(cy - 0.1 * s),
                _r(0.1 * s),
                _r(0.9 * s),
                [[0, "#7a5a46"], [1, "#3c2a20"]],
            ],
            "#24170f",
            _r(max(1.0, s * 0.04)),
        ],
        ["H", None, 0],
    ]
    rim = [
        (cx + 0.22 * s * math.cos(a), top_y + 0.08 * s * math.sin(a))
        for a in [k * math.pi / 6 for k in range(12)]
    ]
    ops.append(["P", _flat(rim), "#ff7a1e", "#3a1206", _r(max(1.0, s * 0.03))])
    ops.append(["C", _r(cx), _r(top_y), _r(0.09 * s), "#ffd35a", None, 0])
    for dx, bend in ((-0.1, -0.1), (0.06, 0.08), (0.16, 0.02)):
        pts = [
            (cx + dx * s, top_y + 0.04 * s),
            (cx + (dx + bend) * s, cy + 0.08 * s),
            (cx + (dx + bend * 2.2) * s, cy + 0.3 * s),
        ]
        ops.append(["L", _flat(pts), "#e0501a", _r(max(1.0, s * 0.06))])
        ops.append(["L", _flat(pts[:2]), "#ffb347", _r(max(0.6, s * 0.025))])
    bx, by, br = cx + 0.5 * s, cy - 0.46 * s, max(6.0, 0.24 * s)
    ops.append(["C", _r(bx), _r(by), _r(br), "#f6ecd2", "#24170f", _r(max(1.0, s * 0.04))])
    ops.append(["T", _r(bx), _r(by + 0.5), str(number), _font(br * 1.25, 800), "#24170f", "center"])
    return ops


def crater_ops(L: Layout, q: int, r: int, d: int) -> list[Op]:
    """A geyser's crater, in its hex beside the edge it faces."""
    s = L.size
    x, y = L.crater(q, r, d)
    rad = max(3.0, s * 0.13)
    return [
        ["C", _r(x), _r(y), _r(rad * 1.35), "rgba(60,44,30,0.55)", None, 0],
        [
            "C",
            _r(x),
            _r(y),
            _r(rad),
            [
                "rg",
                _r(x - rad * 0.3),
                _r(y - rad * 0.3),
                0,
                _r(rad),
                [[0, "#e2f7ff"], [0.5, "#5ab8dc"], [1, "#1b5a78"]],
            ],
            "#2b241c",
            _r(max(1.0, s * 0.03)),
        ],
    ]


def _area_numbers(L: Layout, island: dict[str, Any], land: set[Hex]) -> list[Op]:
    """Each area's number, small, near the top corner of its first hex that is not a
    volcano (the log names places by area)."""
    s = L.size
    ops: list[Op] = []
    px = max(8.0, s * 0.26)
    for a in island["areas"]:
        volcano = tuple(a["volcano"]) if a.get("volcano") else None
        cells = [(h[0], h[1]) for h in a["hexes"] if (h[0], h[1]) in land]
        cells = [h for h in cells if h != volcano] or cells
        if not cells:
            continue
        q, r = cells[0]
        cx, cy = L.centre(q, r)
        x, y = cx - 0.52 * s, cy - 0.56 * s
        ops.append(["C", _r(x), _r(y), _r(px * 0.62), "rgba(20,14,8,0.55)", None, 0])
        ops.append(
            ["T", _r(x), _r(y + 0.5), str(a["id"]), _font(px * 0.8, 700), "#f6ecd2", "center"]
        )
    return ops


def _bays(view: dict[str, Any], L: Layout) -> list[Op]:
    """The letters of the bays in use (separate bays), on their sea hexes."""
    s = L.size
    ops: list[Op] = []
    seen: set[Hex] = set()
    for b in view.get("boats", []):
        if not b.get("bay"):
            continue
        sea = (b["sea"][0], b["sea"][1])
        if sea in seen:
            continue
        seen.add(sea)
        cx, cy = L.centre(*sea)
        x, y = cx, cy - 0.62 * s
        ops.append(["C", _r(x), _r(y), _r(max(6.0, s * 0.2)), "rgba(8,30,46,0.8)", "#cfe8f5", 1.2])
        ops.append(
            ["T", _r(x), _r(y + 0.5), str(b["bay"]), _font(max(7.0, s * 0.24)), "#cfe8f5", "center"]
        )
    return ops


# ---- pieces ------------------------------------------------------------------------------------


def lava_ops(L: Layout, q: int, r: int, alpha: float = 1.0, drop: float = 0.0) -> list[Op]:
    """A lava tile on hex (q, r): dark crust with glowing veins (``drop``: pixels above its
    place, while it lands)."""
    s = L.size
    cx, cy = L.centre(q, r)
    cy -= drop
    corners = [(x, y - drop) for x, y in L.corners(q, r, 0.88)]
    ops: list[Op] = []
    if alpha < 1:
        ops.append(["A", _r(max(0.0, alpha) * 100) / 100])
    ops.append(
        [
            "P",
            _flat(corners),
            [
                "rg",
                _r(cx - 0.3 * s),
                _r(cy - 0.35 * s),
                _r(0.05 * s),
                _r(1.1 * s),
                [[0, "#6d4c40"], [1, "#2e1d18"]],
            ],
            "#140a07",
            _r(max(1.0, s * 0.035)),
        ]
    )
    for k in range(3):
        a = speckle(q, r, 60 + k) * math.tau
        length = (0.35 + 0.3 * speckle(q, r, 70 + k)) * s
        x0 = cx + (speckle(q, r, 80 + k) - 0.5) * 0.5 * s
        y0 = cy + (speckle(q, r, 90 + k) - 0.5) * 0.5 * s
        mid = (x0 + math.cos(a + 0.5) * length * 0.5, y0 + math.sin(a + 0.5) * length * 0.5)
        end = (x0 + math.cos(a) * length, y0 + math.sin(a) * length)
        pts = _flat([(x0, y0), mid, end])
        ops.append(["L", pts, "#c2340f", _r(max(1.2, s * 0.07))])
        ops.append(["L", pts, "#ffb347", _r(max(0.6, s * 0.025))])
    if alpha < 1:
        ops.append(["A", 1])
    return ops


def furniture_ops(L: Layout, island: dict[str, Any], land: tuple[Hex, ...]) -> list[Op]:
    """What lies over the lava and under the pieces: the thick borders between areas, the
    geysers' craters and the areas' numbers."""
    areas = area_map(island)
    on_land = set(land)
    outer = _r(max(2.6, L.size * 0.12))
    inner = _r(max(1.2, L.size * 0.05))
    ops: list[Op] = []
    lines = []
    for q, r in land:
        for d in range(3):
            dq, dr = DIRECTIONS[d]
            n = (q + dq, r + dr)
            if n in on_land and areas.get(n) != areas.get((q, r)):
                lines.append(_flat(list(L.edge_ends(q, r, d))))
    ops += [["L", pts, BORDER, outer] for pts in lines]
    ops += [["L", pts, BORDER_LIGHT, inner] for pts in lines]
    for g in island["geysers"]:
        q, r = g["hex"]
        if (q, r) in on_land:
            ops += crater_ops(L, q, r, int(g["edge"]))
    ops += _area_numbers(L, island, on_land)
    return ops


def crack_ops(L: Layout, q: int, r: int, d: int) -> list[Op]:
    """A crack tile on edge d of (q, r): a jagged fissure glowing inside."""
    s = L.size
    a, b = L.edge_ends(q, r, d)
    ux, uy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(ux, uy) or 1.0
    px, py = -uy / length, ux / length
    pts = []
    for k in range(7):
        f = 0.04 + 0.92 * k / 6
        off = 0 if k in (0, 6) else (0.09 if k % 2 else -0.09) * s
        pts.append((a[0] + ux * f + px * off, a[1] + uy * f + py * off))
    flat = _flat(pts)
    return [
        ["L", flat, "#100704", _r(max(3.0, s * 0.16))],
        ["L", flat, "#ff5a1f", _r(max(1.2, s * 0.05))],
    ]


def village_ops(L: Layout, q: int, r: int, fill: str, dark: str, shape: str) -> list[Op]:
    """A village: a house in its owner's colour with the owner's mark on its wall."""
    s = L.size
    cx, cy = L.centre(q, r)
    w, h = 0.27 * s, 0.2 * s
    body = [(cx - w, cy - h * 0.2), (cx + w, cy - h * 0.2), (cx + w, cy + h), (cx - w, cy + h)]
    roof = [(cx - w * 1.3, cy - h * 0.1), (cx, cy - h * 1.45), (cx + w * 1.3, cy - h * 0.1)]
    lw = _r(max(1.0, s * 0.04))
    return [
        ["H", "rgba(0,0,0,0.55)", _r(s * 0.15)],
        ["P", _flat(body), fill, dark, lw],
        ["H", None, 0],
        ["P", _flat(roof), dark, dark, lw],
        ["P", _flat([(x, y + h * 0.08) for x, y in roof]), fill, None, 0],
        ["P", _flat(roof), None, dark, lw],
        mark_ops(
            shape, cx, cy + h * 0.42, max(2.0, s * 0.085), "#ffffff", dark, max(0.8, s * 0.02)
        ),
    ]


# a Moai seen from the front, height 1, centred at (0, 0): heavy brow, long nose, shoulders
MOAI = (
    (-0.17, -0.5),
    (0.17, -0.5),
    (0.21, -0.3),
    (0.17, -0.06),
    (0.2, 0.18),
    (0.13, 0.3),
    (0.25, 0.38),
    (0.25, 0.5),
    (-0.25, 0.5),
    (-0.25, 0.38),
    (-0.13, 0.3),
    (-0.2, 0.18),
    (-0.17, -0.06),
    (-0.21, -0.3),
)


def moai_ops(
    L: Layout,
    x: float,
    y: float,
    height: float,
    fill: str,
    dark: str,
    shape: str,
    lying: bool = False,
) -> list[Op]:
    """A Moai of ``height`` pixels centred at (x, y), standing or lying (head to the east)."""

    def at(u: float, v: float) -> tuple[float, float]:
        if lying:
            u, v = -v, u
        return x + u * height, y + v * height

    lw = _r(max(0.8, height * 0.05))
    feature = _r(max(0.7, height * 0.045))
    return [
        ["H", "rgba(0,0,0,0.55)", _r(height * 0.25)],
        ["P", _flat([at(u, v) for u, v in MOAI]), fill, dark, lw],
        ["H", None, 0],
        ["L", _flat([at(-0.16, -0.28), at(0.16, -0.28)]), dark, feature],  # brow
        ["L", _flat([at(0.0, -0.26), at(0.03, 0.02), at(-0.04, 0.04)]), dark, feature],  # nose
        ["L", _flat([at(-0.08, 0.16), at(0.08, 0.16)]), dark, feature],  # lips
        mark_ops(shape, *at(0.0, 0.41), max(1.6, height * 0.075), "#ffffff", dark, 0.8),
    ]


def colonist_ops(
    L: Layout, x: float, y: float, fill: str, dark: str, ink: str, shape: str, count: int
) -> list[Op]:
    """Colonists of one player on one spot: their mark's shape in their colour, with how many
    when more than one."""
    s = L.size
    rad = max(6.5, s * 0.25)
    ops: list[Op] = [
        ["H", "rgba(0,0,0,0.6)", _r(s * 0.12)],
        mark_ops(shape, x, y, rad, fill, "#ffffff", max(1.2, s * 0.035)),
        ["H", None, 0],
        mark_ops(shape, x, y, rad + max(1.0, s * 0.03), None, dark, max(0.8, s * 0.02)),
    ]
    if count > 1:
        dy = rad * 0.18 if shape == "triangle" else 0
        ops.append(
            ["T", _r(x), _r(y + dy + 0.5), str(count), _font(rad * 1.05, 800), ink, "center"]
        )
    return ops


def pieces_ops(L: Layout, view: dict[str, Any], cell: dict[str, Any]) -> list[Op]:
    """Everything standing on one hex: its village, and the colonists and lying Moai of each
    player around it."""
    q, r = cell["hex"]
    ops: list[Op] = []
    seat = cell.get("village")
    if seat is not None:
        fill, dark, _, shape = _seat_style(view, seat)
        ops += village_ops(L, q, r, fill, dark, shape)
    items: list[tuple[str, int, int]] = []
    for k, c in enumerate(cell["colonists"]):
        if c:
            items.append(("colonist", k, c))
    for k, m in enumerate(cell["lying"]):
        if m:
            items.append(("moai", k, m))
    s = L.size
    for slot, (kind, k, count) in enumerate(items):
        if seat is None and len(items) == 1:
            x, y = L.centre(q, r)
        else:
            x, y = L.slot(q, r, slot)
        fill, dark, ink, shape = _seat_style(view, k)
        if kind == "colonist":
            ops += colonist_ops(L, x, y, fill, dark, ink, shape, count)
        else:
            ops += moai_ops(L, x, y, s * 0.56, fill, dark, shape, lying=True)
            if count > 1:
                ops.append(
                    [
                        "T",
                        _r(x),
                        _r(y - s * 0.2),
                        f"×{count}",
                        _font(max(7.0, s * 0.2), 800),
                        "#ffffff",
                        "center",
                    ]
                )
    return ops


def erected_ops(L: Layout, view: dict[str, Any], q: int, r: int, d: int, seat: int) -> list[Op]:
    """An erected Moai standing on its geyser's crater."""
    fill, dark, _, shape = _seat_style(view, seat)
    x, y = L.crater(q, r, d)
    h = L.size * 0.66
    w = h * 0.36
    base = [(x - w, y), (x + w, y), (x + w * 0.8, y + h * 0.14), (x - w * 0.8, y + h * 0.14)]
    platform: Op = ["P", _flat(base), "#8f8578", "#1b120b", _r(max(0.8, h * 0.04))]  # the ahu
    return [platform, *moai_ops(L, x, y - h * 0.5, h, fill, dark, shape)]


def boat_ops(
    L: Layout, x: float, y: float, fill: str, dark: str, shape: str, count: int
) -> list[Op]:
    """A boat in its bay: a hull in its owner's colour, a white sail with the owner's mark,
    and the colonists on board (a faded boat is empty)."""
    s = L.size
    w = 0.36 * s
    hull = [
        (x - w, y + 0.02 * s),
        (x + w, y + 0.02 * s),
        (x + w * 0.7, y + 0.2 * s),
        (x - w * 0.7, y + 0.2 * s),
    ]
    sail = [(x - 0.02 * s, y - 0.42 * s), (x - 0.02 * s, y - 0.02 * s), (x - 0.3 * s, y - 0.02 * s)]
    ops: list[Op] = []
    if not count:
        ops.append(["A", 0.55])
    ops += [
        ["H", "rgba(0,0,0,0.5)", _r(s * 0.12)],
        ["P", _flat(hull), fill, dark, _r(max(1.0, s * 0.035))],
        ["H", None, 0],
        ["L", _flat([(x, y + 0.02 * s), (x, y - 0.46 * s)]), "#3b2a1c", _r(max(1.0, s * 0.03))],
        ["P", _flat(sail), "#f6f1e4", "#6b5a48", _r(max(0.8, s * 0.02))],
        mark_ops(shape, x - 0.11 * s, y - 0.14 * s, max(1.8, s * 0.06), fill, dark, 0.8),
    ]
    if count:
        bx, by = x + 0.2 * s, y - 0.2 * s
        ops.append(["C", _r(bx), _r(by), _r(max(5.0, s * 0.15)), "#ffffff", dark, 1.2])
        ops.append(
            [
                "T",
                _r(bx),
                _r(by + 0.5),
                str(count),
                _font(max(7.0, s * 0.2), 800),
                "#1a1a1a",
                "center",
            ]
        )
    else:
        ops.append(["A", 1])
    return ops


# ---- highlights and questions -----------------------------------------------------------------


def hex_option_ops(L: Layout, q: int, r: int) -> list[Op]:
    """A hex that may be chosen next."""
    return [option_hex(L, q, r)]


def source_ops(L: Layout, q: int, r: int) -> list[Op]:
    """A hex holding a colonist that may be chosen."""
    return [
        ["P", _flat(L.corners(q, r, 0.9)), None, "rgba(255,224,138,0.35)", _r(L.size * 0.16)],
        ["P", _flat(L.corners(q, r, 0.9)), None, HILITE, _r(max(1.5, L.size * 0.06))],
    ]


def ring_ops(x: float, y: float, rad: float, colour: str, width: float) -> list[Op]:
    return [
        ["C", _r(x), _r(y), _r(rad), None, "rgba(0,0,0,0.45)", _r(width * 2.2)],
        ["C", _r(x), _r(y), _r(rad), None, colour, _r(width)],
    ]


def sinking_ops(L: Layout, q: int, r: int) -> list[Op]:
    """Land about to sink: darkened, striped with water."""
    s = L.size
    cx, cy = L.centre(q, r)
    ops: list[Op] = [
        ["P", _flat(L.corners(q, r, 0.97)), "rgba(10,40,80,0.5)", "#7fc8ff", _r(max(1.2, s * 0.04))]
    ]
    for k in (-0.45, 0.0, 0.45):
        pts = [
            (cx - 0.55 * s, cy + k * s),
            (cx - 0.2 * s, cy + (k - 0.06) * s),
            (cx + 0.2 * s, cy + k * s),
            (cx + 0.55 * s, cy + (k - 0.06) * s),
        ]
        ops.append(["L", _flat(pts), "rgba(150,215,255,0.55)", _r(max(1.0, s * 0.04))])
    return ops


def preview_crack_ops(L: Layout, q: int, r: int, d: int) -> list[Op]:
    """The crack a Moai would open (its preview): the crack, ringed in the danger colour."""
    a, b = L.edge_ends(q, r, d)
    return [
        ["L", _flat([a, b]), DANGER, _r(max(5.0, L.size * 0.3))],
        *crack_ops(L, q, r, d),
    ]


def threat_ops(L: Layout, view: dict[str, Any]) -> list[Op]:
    """A prayer question: the lava's way from its volcano to the threatened hex."""
    q = view.get("question")
    if not q or q.get("kind") != "pray":
        return []
    s = L.size
    hq, hr = q["hex"]
    tx, ty = L.centre(hq, hr)
    ops: list[Op] = []
    vol = next((v["hex"] for v in view.get("volcanoes", []) if v["number"] == q["volcano"]), None)
    if vol is not None:
        vx, vy = L.centre(vol[0], vol[1])
        dx, dy = tx - vx, ty - vy
        n = math.hypot(dx, dy) or 1.0
        ux, uy = dx / n, dy / n
        start = (vx + ux * 0.45 * s, vy + uy * 0.45 * s)
        end = (tx - ux * 0.5 * s, ty - uy * 0.5 * s)
        head = [
            (end[0] + ux * 0.25 * s, end[1] + uy * 0.25 * s),
            (end[0] - uy * 0.16 * s, end[1] + ux * 0.16 * s),
            (end[0] + uy * 0.16 * s, end[1] - ux * 0.16 * s),
        ]
        ops.append(["B", _flat([start, end]), "rgba(40,8,0,0.7)", _r(max(3.0, s * 0.16))])
        ops.append(["B", _flat([start, end]), "#ff7a1e", _r(max(2.0, s * 0.09))])
        ops.append(["P", _flat(head), "#ff7a1e", "#3a0e05", 1])
    ops.append(["H", DANGER, _r(s * 0.3)])
    ops.append(
        ["P", _flat(L.corners(hq, hr, 0.93)), "rgba(255,90,60,0.16)", DANGER, _r(max(2.0, s * 0.1))]
    )
    ops.append(["H", None, 0])
    return ops


# ---- the board and the marks ---------------------------------------------------------------

Part = tuple[tuple[Any, ...] | None, Callable[..., list[Op]], tuple[Any, ...]]


def _board_parts(view: dict[str, Any], L: Layout) -> Iterator[Part]:
    """Everything the view decides, as pieces: (cache key or None, maker, arguments); the
    operations are ``maker(layout, *arguments)``."""
    land = tuple(sorted(tuple(c["hex"]) for c in view["hexes"]))
    cells = view["hexes"]
    for cell in cells:
        if cell["ground"] == "lava":
            q, r = cell["hex"]
            yield ("lava", q, r), lava_ops, (q, r)
    yield ("furniture", land), furniture_ops, (view["island"], land)
    for c in view.get("cracks", []):
        yield ("crack", *c), crack_ops, tuple(c)
    question = view.get("question")
    sinking = view.get("sinking")
    part = sinking["hexes"] if sinking else (question or {}).get("hexes", [])
    for q, r in part:
        yield ("sink", q, r), sinking_ops, (q, r)
    colours = tuple(p["colour"] for p in view["players"])
    for cell in cells:
        if cell["village"] is not None or any(cell["colonists"]) or any(cell["lying"]):
            q, r = cell["hex"]
            key = (
                "cell",
                q,
                r,
                cell["village"],
                tuple(cell["colonists"]),
                tuple(cell["lying"]),
                colours,
            )
            yield key, pieces_ops, (view, cell)
    for m in view.get("moai", []):
        q, r = m["hex"]
        yield (
            ("moai", q, r, m["edge"], m["seat"], colours),
            erected_ops,
            (view, q, r, m["edge"], m["seat"]),
        )
    yield None, _boats, (view,)
    yield None, threat_ops, (view,)


def _mark_parts(view: dict[str, Any], L: Layout, marks: dict[str, Any]) -> Iterator[Part]:
    """What changes between two views: land going under and lava landing (an animation),
    the choices, the selection and the pointers."""
    for q, r, k in marks.get("sinking_now", ()):
        yield None, _going_under, (view, q, r, k)
    for q, r, k in marks.get("arriving_lava", ()):
        yield None, lava_ops, (q, r, max(0.05, k), (1 - k) * L.size * 0.6)
    for q, r in marks.get("preview_sinks", ()):
        yield ("sink", q, r), sinking_ops, (q, r)
    for q, r, d in marks.get("preview_cracks", ()):
        yield ("pcrack", q, r, d), preview_crack_ops, (q, r, d)
    for q, r in marks.get("dests", ()):
        yield ("opt", q, r), hex_option_ops, (q, r)
    for q, r in marks.get("hover_dests", ()):  # where the pointed-at colonist could go
        yield ("opt", q, r), hex_option_ops, (q, r)
    yield None, _marks_ops, (view, marks)


def _boats(L: Layout, view: dict[str, Any]) -> list[Op]:
    ops: list[Op] = []
    spots = boat_spots(L, view.get("boats", []))
    for b in view.get("boats", []):
        seat = int(b["seat"])
        fill, dark, _, shape = _seat_style(view, seat)
        x, y = spots[seat]
        ops += boat_ops(L, x, y, fill, dark, shape, int(b["colonists"]))
    return ops


def _going_under(L: Layout, view: dict[str, Any], q: int, r: int, k: float) -> list[Op]:
    """A hex of land sinking (animation progress ``k``): it shrinks and fades into the sea."""
    area = area_map(view["island"]).get((q, r), 0)
    fiery = area in volcano_areas(view["island"])
    ops: list[Op] = [["A", _r(max(0.0, 1 - k) * 100) / 100]]
    ops += ground_ops(L, q, r, area, fiery, scale=max(0.05, 1 - 0.6 * k))
    ops.append(["A", 1])
    return ops


def _marks_ops(L: Layout, view: dict[str, Any], marks: dict[str, Any]) -> list[Op]:
    """The threatened piece, the choices and selection, and the pointers, on top."""
    s = L.size
    ops: list[Op] = []
    for q, r in marks.get("sources", ()):
        ops += source_ops(L, q, r)
    sel = marks.get("selected")
    if sel:
        ops.append(
            [
                "P",
                _flat(L.corners(sel[0], sel[1], 0.9)),
                "rgba(127,231,255,0.14)",
                SELECT,
                _r(max(2.0, s * 0.1)),
            ]
        )
    spots = boat_spots(L, view.get("boats", []))
    seat = view.get("seat")
    if (marks.get("boat") or marks.get("boat_selected")) and seat in spots:
        x, y = spots[seat]
        colour = SELECT if marks.get("boat_selected") else HILITE
        ops += ring_ops(x, y - 0.1 * s, 0.5 * s, colour, max(2.0, s * 0.07))
    for q, r, d in marks.get("geysers", ()):
        x, y = L.crater(q, r, d)
        ops += ring_ops(x, y, max(6.0, s * 0.24), HILITE, max(2.0, s * 0.07))
    width = _r(max(2.5, s * 0.1))
    for q, r in marks.get("recent_hexes", ()):
        ops.append(["P", _flat(L.corners(q, r, 0.96)), None, RECENT, _r(max(2.0, s * 0.07))])
    for q, r, d in marks.get("recent_edges", ()):
        a, b = L.edge_ends(q, r, d)
        ops.append(["L", _flat([a, b]), RECENT, _r(max(3.0, s * 0.12))])
    for q, r in marks.get("pointed_hexes", ()):
        ops.append(["P", _flat(L.corners(q, r, 0.98)), "rgba(127,231,255,0.22)", POINT, width])
    for q, r, d in marks.get("pointed_edges", ()):
        a, b = L.edge_ends(q, r, d)
        ops.append(["L", _flat([a, b]), "rgba(0,0,0,0.5)", _r(max(6.0, s * 0.28))])
        ops.append(["L", _flat([a, b]), POINT, _r(max(4.0, s * 0.18))])
    cursor = marks.get("cursor")
    if cursor:
        cw = _r(max(2.5, s * 0.11))
        if cursor[0] == "hex":
            ops.append(["P", _flat(L.corners(cursor[1], cursor[2], 1.0)), None, CURSOR, cw])
        elif cursor[0] == "geyser":
            x, y = L.crater(cursor[1], cursor[2], cursor[3])
            ops.append(["C", _r(x), _r(y), _r(max(8.0, s * 0.3)), None, CURSOR, cw])
        elif cursor[0] == "boat" and seat in spots:
            x, y = spots[seat]
            ops.append(["C", _r(x), _r(y - 0.1 * s), _r(0.58 * s), None, CURSOR, cw])
    return ops


def render_static(view: dict[str, Any], layout: Layout) -> list[Op]:
    """The board as the view has it (the layer the canvas keeps until the view changes)."""
    ops: list[Op] = []
    for _key, make, args in _board_parts(view, layout):
        ops += make(layout, *args)
    return ops


def render(view: dict[str, Any], layout: Layout, marks: dict[str, Any] | None = None) -> list[Op]:
    """The layer drawn every frame over the board: motion, choices, pointers."""
    ops: list[Op] = []
    for _key, make, args in _mark_parts(view, layout, marks or {}):
        ops += make(layout, *args)
    return ops


class FragmentCache:
    """JSON text of the operations of pieces that rarely change, with where they draw, per
    layout, so a new view only serialises what is new. Bounded: cleared when it grows
    large."""

    def __init__(self) -> None:
        self.layout: Layout | None = None
        self.parts: dict[tuple[Any, ...], Drawn] = {}

    def get(self, layout: Layout, key: tuple[Any, ...], make: Any, args: tuple[Any, ...]) -> Drawn:
        if layout is not self.layout or len(self.parts) > 3000:
            self.layout = layout
            self.parts = {}
        part = self.parts.get(key)
        if part is None:
            part = self.parts[key] = _drawn(make(layout, *args))
        return part


_CACHE = FragmentCache()


def _drawn(ops: list[Op]) -> Drawn:
    return json.dumps(ops, separators=(",", ":"))[1:-1], bounds(ops)


def _drawn_parts(parts: Iterator[Part], layout: Layout) -> list[Drawn]:
    return [
        _drawn(make(layout, *args)) if key is None else _CACHE.get(layout, key, make, args)
        for key, make, args in parts
    ]


def render_base_json(view: dict[str, Any], layout: Layout) -> str:
    """``render_base`` as JSON text."""
    return json.dumps(render_base(view, layout), separators=(",", ":"))


def render_static_parts(view: dict[str, Any], layout: Layout) -> list[Drawn]:
    """``render_static`` in parts, each with where it draws (the canvas adapter redraws the
    layer only where they changed), from cached fragments."""
    return _drawn_parts(_board_parts(view, layout), layout)


def render_static_json(view: dict[str, Any], layout: Layout) -> str:
    """``render_static`` as the JSON text the canvas adapter runs, from cached fragments."""
    return parts_json(render_static_parts(view, layout))


def render_json(view: dict[str, Any], layout: Layout, marks: dict[str, Any] | None = None) -> str:
    """``render`` as JSON text (the same operations as ``json.dumps(render(...))``)."""
    texts: list[str] = []
    for key, make, args in _mark_parts(view, layout, marks or {}):
        if key is None:
            text = json.dumps(make(layout, *args), separators=(",", ":"))[1:-1]
        else:
            text = _CACHE.get(layout, key, make, args)[0]
        if text:
            texts.append(text)
    return "[" + ",".join(texts) + "]"
