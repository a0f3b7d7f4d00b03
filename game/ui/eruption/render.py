"""Pure rendering: game view + layout + UI marks -> a list of draw operations.

No browser imports. Operations are plain JSON-able lists executed by static/draw.js:

    ["P", [x0, y0, x1, y1, ...], fill, stroke, line_width]      closed polygon
    ["L", [x0, y0, ...], stroke, line_width]                    open polyline (round caps)
    ["B", [x0, y0, ...], stroke, line_width]                    polyline with butt caps
    ["C", x, y, radius, fill, stroke, line_width]               circle
    ["R", x, y, w, h, radius, fill, stroke, line_width]         rounded rectangle
    ["T", x, y, text, font, fill, align]                        text (baseline middle)
    ["A", alpha]                                                global alpha
    ["H", colour, blur]                                         shadow (colour None: off)

A fill is a colour string, None, or a radial gradient ["rg", x, y, r0, r1, [[stop, colour]...]].
``render_static`` draws what never changes during a game (sea, island, volcano, villages,
resources, burn meter track): the adapter caches it in an offscreen canvas.
"""

from __future__ import annotations

import json
import math
from typing import Any

from game.core.hexgrid import rotate_mask
from game.eruption import ERUPTION_SPACES as RULE_SPACES
from game.eruption import MAX_TEMP, danger_zone
from game.eruption.board import (
    HEXES,
    INDEX,
    RESOURCES,
    VILLAGE_EDGE_AT,
    VILLAGE_EDGES,
    VOLCANO,
    VOLCANO_FLOWS,
)
from game.eruption.pieces import TILE_MASK, eruption_number

from ..ops import CURSOR, HILITE, POINT, RECENT, SELECT, daylight, option_hex, sea, speckle
from ..ops import flat as _flat
from ..ops import font as _font
from ..ops import r1 as _r
from .layout import BURN_STEP, METER_CELLS, Layout, village_shape_unit

Op = list[Any]

VILLAGE_COLOURS = ("#f28a2e", "#f2cc3d", "#5dbb63", "#3f8fe0", "#a070dc", "#e0483f")
VILLAGE_DARK = ("#7a3d0c", "#7a620c", "#1f5a24", "#163f70", "#46266e", "#6e1712")
NEUTRAL = "#6d6560"


def _star(points: int, inner: float) -> tuple[tuple[float, float], ...]:
    return tuple(
        (
            round((1 if k % 2 == 0 else inner) * math.sin(math.pi * k / points), 3),
            round(-(1 if k % 2 == 0 else inner) * math.cos(math.pi * k / points), 3),
        )
        for k in range(2 * points)
    )


# Each village's marker shape, so no player is told apart by colour alone (the burn meter,
# the swatches by the names, the end chart): corners on a unit circle, y down; None a disc.
VILLAGE_SHAPES: tuple[tuple[tuple[float, float], ...] | None, ...] = (
    None,
    ((-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)),
    ((0.0, -1.0), (0.95, 0.75), (-0.95, 0.75)),
    ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)),
    _star(5, 0.45),
    ((-0.95, -0.75), (0.95, -0.75), (0.0, 1.0)),
)


def marker(
    village: int, x: float, y: float, radius: float, fill: Any, stroke: Any, width: float
) -> Op:
    """A village's marker shape at (x, y): a disc, square, triangle, diamond, star or
    downward triangle."""
    shape = VILLAGE_SHAPES[village]
    if shape is None:
        return ["C", _r(x), _r(y), _r(radius), fill, stroke, width]
    return [
        "P",
        _flat([(x + dx * radius, y + dy * radius) for dx, dy in shape]),
        fill,
        stroke,
        width,
    ]


def shape_clip(village: int) -> str:
    """The village's shape as a CSS clip-path (for swatches), or "" for the disc."""
    shape = VILLAGE_SHAPES[village]
    if shape is None:
        return ""
    corners = ", ".join(f"{50 + 50 * dx:g}% {50 + 50 * dy:g}%" for dx, dy in shape)
    return f"polygon({corners})"


MATERIAL_FILL = {"straw": "#ecc85e", "wood": "#9a5f2c", "stone": "#aab0b8"}
MATERIAL_EDGE = {"straw": "#6b4f12", "wood": "#2e1a0a", "stone": "#30343a"}
SEA = "#0f2a3a"
ZONE_FILL = ("#3a322e", "#8a5a1c", "#b34a1c", "#b8231b")
ERUPTION_SPACES = {eruption_number(tile): temp for tile, temp in RULE_SPACES.items()}  # E6.4


def _terrain(q: int, r: int) -> str:
    d = max(abs(q), abs(r), abs(q + r))
    return {2: "#6b5a45", 3: "#6a6a44", 4: "#5f7040"}.get(d, "#587040")


def _ground(L: Layout, q: int, r: int) -> list[Op]:
    """A hex of land: lit from the north-west, with tufts of grass and stones (drawn once, in
    the static layer)."""
    s = L.size
    cx, cy = L.centre(q, r)
    base = _terrain(q, r)
    light = daylight(cx, cy, s)
    ops: list[Op] = [
        ["P", _flat(L.corners(q, r, 0.97)), base, "#3b3024", 1],
        ["P", _flat(L.corners(q, r, 0.97)), light, None, 0],
    ]
    for k in range(5):  # grass tufts
        x = cx + (speckle(q, r, k) - 0.5) * 1.1 * s
        y = cy + (speckle(q, r, k + 9) - 0.5) * 0.95 * s
        blade = 0.12 * s
        ops.append(
            [
                "L",
                _flat([(x - blade * 0.5, y), (x, y - blade), (x + blade * 0.5, y)]),
                "rgba(160,200,110,0.35)",
                _r(max(0.8, s * 0.03)),
            ]
        )
    for k in range(2):  # pebbles
        x = cx + (speckle(q, r, k + 20) - 0.5) * 1.0 * s
        y = cy + (speckle(q, r, k + 30) - 0.5) * 0.9 * s
        ops.append(["C", _r(x), _r(y), _r(max(0.8, s * 0.035)), "rgba(40,32,24,0.45)", None, 0])
    return ops


# ---- static layer ----------------------------------------------------------------------------


def render_static(layout: Layout, neutral: list[int] | tuple[int, ...] = ()) -> list[Op]:
    """Sea, island, volcano with its printed flows, villages, resources, meter track."""
    L = layout
    s = L.size
    ops: list[Op] = [
        sea(L.width, L.height, (L.width / 2, L.oy), (s * 2, max(L.width, L.height)), "#1b4a5e", SEA)
    ]
    # coast glow under the island
    ops.append(["H", "rgba(255,220,170,0.25)", _r(s * 0.6)])
    for q, r in HEXES:
        ops.append(["P", _flat(L.corners(q, r, 1.04)), "#8b7a55", None, 0])
    ops.append(["H", None, 0])
    for q, r in HEXES:
        ops += _ground(L, q, r)
    for (q, r), material in RESOURCES.items():
        ops += _resource(L, q, r, material)
    # volcano
    for q, r in VOLCANO:
        ops.append(["P", _flat(L.corners(q, r, 0.99)), "#2a2220", "#15100e", 1.5])
    cx, cy = L.centre(0, 0)
    ops.append(
        [
            "C",
            _r(cx),
            _r(cy),
            _r(s * 1.55),
            [
                "rg",
                _r(cx),
                _r(cy),
                0,
                _r(s * 1.6),
                [[0, "rgba(90,60,50,0.9)"], [1, "rgba(42,34,32,0)"]],
            ],
            None,
            0,
        ]
    )
    for (q, r), d in VOLCANO_FLOWS:
        ops += _channel(L, (q, r), d, s, from_centre=(0, 0))
    ops.append(
        [
            "C",
            _r(cx),
            _r(cy),
            _r(s * 0.62),
            [
                "rg",
                _r(cx),
                _r(cy),
                0,
                _r(s * 0.62),
                [[0, "#fff1a8"], [0.45, "#ff9a2e"], [1, "#b3200f"]],
            ],
            "#3a1208",
            2,
        ]
    )
    # villages
    for v in range(len(VILLAGE_EDGES)):
        ops += _village(L, v, v in neutral)
    ops += _meter_track(L)
    return ops


def _resource(L: Layout, q: int, r: int, material: int) -> list[Op]:
    cx, cy = L.centre(q, r)
    s = L.size
    if material == 0:  # straw: golden sheaf
        ops: list[Op] = [["P", _flat(L.corners(q, r, 0.97)), "#8c7a3a", "#3b3024", 1]]
        for k in range(-2, 3):
            ops.append(
                [
                    "L",
                    _flat([(cx, cy + 0.42 * s), (cx + k * 0.14 * s, cy - 0.38 * s)]),
                    "#f6d86b",
                    _r(max(1.2, s * 0.07)),
                ]
            )
        ops.append(
            [
                "L",
                _flat([(cx - 0.16 * s, cy + 0.1 * s), (cx + 0.16 * s, cy + 0.1 * s)]),
                "#7a5a14",
                _r(max(1.5, s * 0.09)),
            ]
        )
        return ops
    if material == 1:  # wood: a tree
        ops = [["P", _flat(L.corners(q, r, 0.97)), "#3f6a33", "#3b3024", 1]]
        ops.append(
            [
                "R",
                _r(cx - 0.06 * s),
                _r(cy + 0.12 * s),
                _r(0.12 * s),
                _r(0.3 * s),
                1,
                "#6b3f1d",
                None,
                0,
            ]
        )
        for dy, w in ((-0.05, 0.38), (-0.25, 0.3), (-0.43, 0.2)):
            ops.append(
                [
                    "P",
                    _flat(
                        [
                            (cx - w * s, cy + (dy + 0.2) * s),
                            (cx + w * s, cy + (dy + 0.2) * s),
                            (cx, cy + (dy - 0.08) * s),
                        ]
                    ),
                    "#2f8a45",
                    "#174a22",
                    1,
                ]
            )
        return ops
    ops = [["P", _flat(L.corners(q, r, 0.97)), "#6c6f72", "#3b3024", 1]]  # stone: rocks
    for dx, dy, rad in ((-0.17, 0.1, 0.22), (0.18, 0.12, 0.18), (0.0, -0.15, 0.2)):
        pts = [
            (cx + dx * s + rad * s * math.cos(a), cy + dy * s + rad * s * 0.8 * math.sin(a))
            for a in (0.3, 1.3, 2.3, 3.1, 4.1, 5.2)
        ]
        ops.append(["P", _flat(pts), "#c9ccd1", "#3a3d42", 1.2])
    return ops


def _channel(
    L: Layout, h: tuple[int, int], d: int, s: float, from_centre: tuple[int, int] | None = None
) -> list[Op]:
    """A lava channel from a hex centre to the midpoint of its edge d."""
    cx, cy = L.centre(*(from_centre or h))
    if from_centre is not None and from_centre != h:
        hx, hy = L.centre(*h)
        pts = [(cx, cy), (hx, hy), L.edge_mid(h[0], h[1], d)]
    else:
        pts = [(cx, cy), L.edge_mid(h[0], h[1], d)]
    flat = _flat(pts)
    return [
        ["B", flat, "rgba(255,110,30,0.22)", _r(s * 0.62)],  # glow
        ["B", flat, "#3d0f06", _r(s * 0.48)],  # crust
        ["B", flat, "#c2340f", _r(s * 0.36)],
        ["B", flat, "#ff7a1e", _r(s * 0.24)],
        ["B", flat, "#ffd35a", _r(s * 0.1)],  # the hottest core
    ]


def _shift(points: list[tuple[float, float]], dx: float, dy: float) -> list[tuple[float, float]]:
    return [(x + dx, y + dy) for x, y in points]


def village_anchor(L: Layout, v: int) -> tuple[float, float]:
    """Where a village's badge goes: beyond its middle edge."""
    chain, back = village_shape_unit(v)
    k = len(chain) // 2
    return L.unit((chain[k][0] + back[k][0]) / 2, (chain[k][1] + back[k][1]) / 2)


def _village(L: Layout, v: int, neutral: bool) -> list[Op]:
    s = L.size
    fill = NEUTRAL if neutral else VILLAGE_COLOURS[v]
    dark = "#2d2926" if neutral else VILLAGE_DARK[v]
    chain_u, back_u = village_shape_unit(v)
    chain = [L.unit(x, y) for x, y in chain_u]
    back = [L.unit(x, y) for x, y in back_u]
    ops: list[Op] = [
        ["H", "rgba(0,0,0,0.5)", _r(s * 0.3)],
        ["P", _flat(chain + back[::-1]), fill, dark, 2],
        ["H", None, 0],
    ]
    ops.append(["L", _flat(chain), dark, _r(max(2.0, s * 0.08))])  # the coast walls stand on
    roof = "#3a3330" if neutral else "#6a2a18"
    for k in (1, 3, 9, 11):  # little houses on the land, leaving the middle for the badge
        if k >= len(chain) - 1:
            continue
        (x0, y0), (x1, y1) = chain[k], back[k]
        hx, hy = x0 + (x1 - x0) * 0.55, y0 + (y1 - y0) * 0.55
        w = s * 0.14
        ops.append(
            [
                "R",
                _r(hx - w),
                _r(hy - w * 0.4),
                _r(2 * w),
                _r(w * 1.3),
                1,
                "#8f8780" if neutral else "#f1e6d6",
                dark,
                1,
            ]
        )
        ops.append(
            [
                "P",
                _flat(
                    [
                        (hx - w * 1.35, hy - w * 0.35),
                        (hx + w * 1.35, hy - w * 0.35),
                        (hx, hy - w * 1.45),
                    ]
                ),
                roof,
                dark,
                1,
            ]
        )
    return ops


def _meter_track(L: Layout) -> list[Op]:
    x, y, w, h = L.meter
    ops: list[Op] = [["R", _r(x - 2), _r(y - 2), _r(w + 4), _r(h + 4), 8, "#1c1513", "#4a3a33", 1]]
    for k in range(METER_CELLS):
        temp = k * BURN_STEP
        zone = danger_zone(temp)
        cx, cy, cw, ch = L.meter_cell(temp)
        ops.append(
            [
                "R",
                _r(cx + 1),
                _r(cy + ch * 0.42),
                _r(cw - 2),
                _r(ch * 0.56),
                2,
                ZONE_FILL[zone],
                None,
                0,
            ]
        )
        starts = temp in (0, MAX_TEMP) or zone != danger_zone(temp - BURN_STEP)
        if starts or (L.width > 700 and temp % 50 == 0):
            ops.append(
                [
                    "T",
                    _r(cx + cw / 2),
                    _r(cy + ch * 0.2),
                    str(temp),
                    _font(ch * 0.24),
                    "#d9c9bf",
                    "center",
                ]
            )
    return ops


# ---- dynamic layer ---------------------------------------------------------------------------


def tile_ops(L: Layout, q: int, r: int, mask: int, number: int = 0, alpha: float = 1.0) -> list[Op]:
    """A lava tile (flows in ``mask``) or an eruption tile (``number`` 1..3) on hex (q, r)."""
    s = L.size
    cx, cy = L.centre(q, r)
    ops: list[Op] = []
    if alpha < 1:
        ops.append(["A", alpha])
    depth = max(1.5, s * 0.07)
    ops.append(["H", "rgba(0,0,0,0.55)", _r(s * 0.18)])  # the tile lies on the ground
    ops.append(["P", _flat(_shift(L.corners(q, r, 0.95), 0, depth)), "#1a0f0b", None, 0])
    ops.append(["H", None, 0])
    top = "#4a3128" if not number else "#3a1a12"
    ops.append(["P", _flat(L.corners(q, r, 0.95)), top, "#120a08", 1.5])
    ops.append(
        [
            "P",
            _flat(L.corners(q, r, 0.95)),
            [
                "rg",
                _r(cx - 0.3 * s),
                _r(cy - 0.35 * s),
                _r(0.05 * s),
                _r(1.1 * s),
                [[0, "rgba(255,200,160,0.16)"], [1, "rgba(0,0,0,0.25)"]],
            ],
            None,
            0,
        ]
    )
    for k in range(4):  # basalt crust
        x = cx + (speckle(q, r, k + 40) - 0.5) * 1.1 * s
        y = cy + (speckle(q, r, k + 50) - 0.5) * 0.95 * s
        ops.append(["C", _r(x), _r(y), _r(max(0.7, s * 0.03)), "rgba(0,0,0,0.35)", None, 0])
    for d in range(6):
        if mask >> d & 1:
            ops += _channel(L, (q, r), d, s)
    if number:
        ops.append(
            [
                "C",
                _r(cx),
                _r(cy),
                _r(s * 0.5),
                [
                    "rg",
                    _r(cx),
                    _r(cy),
                    0,
                    _r(s * 0.5),
                    [[0, "#fff4b0"], [0.5, "#ffae3a"], [1, "#c4260f"]],
                ],
                "#2a0c05",
                2,
            ]
        )
        ops.append(
            ["T", _r(cx), _r(cy + s * 0.03), str(number), _font(s * 0.62, 800), "#3a0e05", "center"]
        )
    else:
        ops.append(
            [
                "C",
                _r(cx),
                _r(cy),
                _r(s * 0.24),
                ["rg", _r(cx), _r(cy), 0, _r(s * 0.24), [[0, "#fff6c0"], [1, "#ff8a1e"]]],
                "#5c1607",
                1.2,
            ]
        )
    if alpha < 1:
        ops.append(["A", 1])
    return ops


def wall_ops(L: Layout, q: int, r: int, d: int, material: str, scale: float = 1.0) -> list[Op]:
    """A wall on edge d of (q, r): straw hatched gold, wood brown planks, stone grey blocks;
    on a village's edge it carries that village's marker (its owner's shape and colour)."""
    ops = _wall_body(L, q, r, d, material, scale)
    village = VILLAGE_EDGE_AT.get((INDEX.get((q, r), -1), d))
    if village is not None:
        a, b = L.edge_ends(q, r, d)
        x, y = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        v = village[0]
        ops.append(marker(v, x, y, L.size * 0.14 * scale, VILLAGE_COLOURS[v], "#120a08", 1.2))
    return ops


def _wall_body(L: Layout, q: int, r: int, d: int, material: str, scale: float) -> list[Op]:
    s = L.size
    a, b = L.edge_ends(q, r, d)
    ax, ay = a[0] + (b[0] - a[0]) * 0.14, a[1] + (b[1] - a[1]) * 0.14
    bx, by = a[0] + (b[0] - a[0]) * 0.86, a[1] + (b[1] - a[1]) * 0.86
    ln = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / ln, (by - ay) / ln
    px, py = -uy, ux
    t = s * 0.15 * scale
    quad = [
        (ax + px * t, ay + py * t),
        (bx + px * t, by + py * t),
        (bx - px * t, by - py * t),
        (ax - px * t, ay - py * t),
    ]
    ops: list[Op] = [
        ["H", "rgba(0,0,0,0.6)", _r(s * 0.12)],
        [
            "P",
            _flat(quad),
            MATERIAL_FILL[material],
            MATERIAL_EDGE[material],
            _r(max(1.2, s * 0.05)),
        ],
        ["H", None, 0],
    ]
    line = MATERIAL_EDGE[material]
    lw = _r(max(1.2, s * 0.05))
    if material == "straw":
        for k in (0.2, 0.4, 0.6, 0.8):
            mx, my = ax + (bx - ax) * k, ay + (by - ay) * k
            ops.append(
                [
                    "B",
                    _flat(
                        [
                            (mx - ux * t * 0.6 + px * t * 0.8, my - uy * t * 0.6 + py * t * 0.8),
                            (mx + ux * t * 0.6 - px * t * 0.8, my + uy * t * 0.6 - py * t * 0.8),
                        ]
                    ),
                    line,
                    lw,
                ]
            )
    elif material == "wood":
        ops.append(
            [
                "B",
                _flat(
                    [(ax + ux * t * 0.5, ay + uy * t * 0.5), (bx - ux * t * 0.5, by - uy * t * 0.5)]
                ),
                line,
                lw,
            ]
        )
    else:
        for k in (0.33, 0.67):
            mx, my = ax + (bx - ax) * k, ay + (by - ay) * k
            ops.append(
                ["B", _flat([(mx + px * t, my + py * t), (mx - px * t, my - py * t)]), line, lw]
            )
    return ops


def _edge_highlight(L: Layout, q: int, r: int, d: int, colour: str, width: float) -> list[Op]:
    a, b = L.edge_ends(q, r, d)
    p0 = (a[0] + (b[0] - a[0]) * 0.18, a[1] + (b[1] - a[1]) * 0.18)
    p1 = (a[0] + (b[0] - a[0]) * 0.82, a[1] + (b[1] - a[1]) * 0.82)
    mx, my = L.edge_mid(q, r, d)
    return [
        ["H", colour, _r(width * 1.5)],
        ["L", _flat([p0, p1]), colour, _r(width)],
        ["H", None, 0],
        ["C", _r(mx), _r(my), _r(width * 0.8), "#fffbe6", "#7a4a00", 1.5],
    ]


def render(view: dict[str, Any], layout: Layout, marks: dict[str, Any] | None = None) -> list[Op]:
    """The dynamic layer: tiles, walls, closed hexes, village badges, meter markers,
    highlights and the previewed tile."""
    L = layout
    s = L.size
    marks = marks or {}
    ops: list[Op] = []
    for tile in view["board"]:
        q, r = tile["hex"]
        ops += tile_ops(L, q, r, tile["flows"], tile.get("eruption", 0))
    for q, r in view.get("closed", []):
        cx, cy = L.centre(q, r)
        ops.append(["P", _flat(L.corners(q, r, 0.9)), "rgba(20,10,10,0.55)", "#ff5a4a", 2])
        k = s * 0.3
        ops.append(["L", _flat([(cx - k, cy - k), (cx + k, cy + k)]), "#ff5a4a", _r(s * 0.1)])
        ops.append(["L", _flat([(cx + k, cy - k), (cx - k, cy + k)]), "#ff5a4a", _r(s * 0.1)])
    # legal hexes
    for q, r in marks.get("hexes", ()):
        ops += _hex_highlight(L, q, r)
    # preview of the tile being placed
    pv = marks.get("preview")
    if pv:
        q, r, mask, number = pv
        ops += tile_ops(L, q, r, mask, number, alpha=0.82)
    sel = marks.get("selected_hex")
    if sel:
        ops += _selected_hex(L, sel)
    for w in view["walls"]:
        q, r, d = w["edge"]
        ops += wall_ops(L, q, r, d, w["material"])
    for q, r, d in marks.get("edges", ()):
        ops += _edge_highlight(L, q, r, d, HILITE, max(4.0, s * 0.2))
    for q, r, d in marks.get("selected_edges", ()):
        ops += _edge_highlight(L, q, r, d, SELECT, max(4.0, s * 0.22))
    ghost = marks.get("ghost_wall")
    if ghost:
        q, r, d, material = ghost
        ops.append(["A", 0.85])
        ops += wall_ops(L, q, r, d, material, 1.1)
        ops.append(["A", 1])
    if not marks.get("_no_badges"):
        ops += _badges(view, L, marks)
    ops += _moving(L, marks)
    ops += _pointers(L, marks)
    return ops


def _moving(L: Layout, marks: dict[str, Any]) -> list[Op]:
    """What is arriving or leaving in an animation frame: tiles settling (``arriving_tiles``:
    q, r, mask, number, progress 0..1), walls set down (``arriving_walls``: q, r, d, material,
    progress) and walls going (``leaving_walls``, the same)."""
    ops: list[Op] = []
    for q, r, mask, number, k in marks.get("arriving_tiles", ()):
        drop = (1 - k) * L.size * 0.5
        tile = tile_ops(L, q, r, mask, number, alpha=max(0.05, k))
        ops += _shift_ops(tile, 0, -drop)
    for q, r, d, material, k in marks.get("arriving_walls", ()):
        ops += [["A", max(0.05, k)], *wall_ops(L, q, r, d, material, 1.6 - 0.6 * k), ["A", 1]]
    for q, r, d, material, k in marks.get("leaving_walls", ()):
        ops += [["A", max(0.0, 1 - k)], *wall_ops(L, q, r, d, material, 1 + 0.5 * k), ["A", 1]]
    return ops


def _shift_ops(ops: list[Op], dx: float, dy: float) -> list[Op]:
    """Operations moved by (dx, dy) (polygons, lines, circles, text)."""

    def fill(spec: Any) -> Any:
        if isinstance(spec, list) and spec and spec[0] == "rg":
            return ["rg", spec[1] + dx, spec[2] + dy, *spec[3:]]
        return spec

    out: list[Op] = []
    for op in ops:
        if op[0] in ("P", "L", "B"):
            pts = [v + (dy if i % 2 else dx) for i, v in enumerate(op[1])]
            op = [op[0], pts, fill(op[2]), *op[3:]]
        elif op[0] == "C":
            op = ["C", op[1] + dx, op[2] + dy, op[3], fill(op[4]), *op[5:]]
        elif op[0] == "T":
            op = ["T", op[1] + dx, op[2] + dy, *op[3:]]
        out.append(op)
    return out


def _pointers(L: Layout, marks: dict[str, Any]) -> list[Op]:
    """On top of everything: the keyboard cursor, and what a log line points at."""
    ops: list[Op] = []
    width = _r(max(2.5, L.size * 0.12))
    for q, r in marks.get("recent_hexes", ()):
        ops.append(["P", _flat(L.corners(q, r, 0.96)), None, RECENT, _r(max(2.0, L.size * 0.09))])
    for q, r, d in marks.get("recent_edges", ()):
        ops += _edge_highlight(L, q, r, d, RECENT, max(4.0, L.size * 0.22))
    for q, r in marks.get("pointed_hexes", ()):
        ops.append(["P", _flat(L.corners(q, r, 0.98)), "rgba(127,231,255,0.22)", POINT, width])
    for q, r, d in marks.get("pointed_edges", ()):
        ops += _edge_highlight(L, q, r, d, POINT, max(5.0, L.size * 0.26))
    cursor = marks.get("cursor")
    if cursor and cursor[0] == "hex":
        ops.append(["P", _flat(L.corners(cursor[1], cursor[2], 1.0)), None, CURSOR, width])
    elif cursor and cursor[0] == "edge":
        ops += _edge_highlight(L, cursor[1], cursor[2], cursor[3], CURSOR, max(6.0, L.size * 0.3))
    return ops


class FragmentCache:
    """JSON text of the ops of pieces that rarely change (tiles, walls, highlights), per
    layout, so a frame only serialises what is new. Bounded: cleared when it grows large."""

    def __init__(self) -> None:
        self.layout: Layout | None = None
        self.parts: dict[tuple[Any, ...], str] = {}

    def get(self, layout: Layout, key: tuple[Any, ...], make: Any, *args: Any) -> str:
        if layout is not self.layout or len(self.parts) > 4000:
            self.layout = layout
            self.parts = {}
        text = self.parts.get(key)
        if text is None:
            ops = make(layout, *args)
            text = json.dumps(ops, separators=(",", ":"))[1:-1]
            self.parts[key] = text
        return text


_CACHE = FragmentCache()


def render_json(view: dict[str, Any], layout: Layout, marks: dict[str, Any] | None = None) -> str:
    """``render`` as the JSON text the canvas adapter sends, built from cached fragments.
    Same operations as ``json.dumps(render(...))``."""
    L = layout
    marks = marks or {}
    parts: list[str] = []
    add = parts.append
    for tile in view["board"]:
        q, r = tile["hex"]
        mask, number = tile["flows"], tile.get("eruption", 0)
        add(_CACHE.get(L, ("t", q, r, mask, number), tile_ops, q, r, mask, number))
    closed = view.get("closed", [])
    hexes = marks.get("hexes", ())
    rest_before: dict[str, Any] = {"closed": closed}
    if closed:
        add(
            json.dumps(
                render(
                    {"board": [], "walls": [], "players": [], **rest_before},
                    L,
                    {"_no_badges": True},
                ),
                separators=(",", ":"),
            )[1:-1]
        )
    for q, r in hexes:
        add(_CACHE.get(L, ("h", q, r), _hex_highlight, q, r))
    pv = marks.get("preview")
    if pv:
        add(_CACHE.get(L, ("pv", *pv), tile_ops, pv[0], pv[1], pv[2], pv[3], 0.82))
    sel = marks.get("selected_hex")
    if sel:
        add(json.dumps(_selected_hex(L, sel), separators=(",", ":"))[1:-1])
    for w in view["walls"]:
        q, r, d = w["edge"]
        m = w["material"]
        add(_CACHE.get(L, ("w", q, r, d, m), wall_ops, q, r, d, m))
    s = L.size
    for q, r, d in marks.get("edges", ()):
        add(_CACHE.get(L, ("e", q, r, d), _edge_highlight, q, r, d, HILITE, max(4.0, s * 0.2)))
    tail: list[Op] = []
    for q, r, d in marks.get("selected_edges", ()):
        tail += _edge_highlight(L, q, r, d, SELECT, max(4.0, s * 0.22))
    ghost = marks.get("ghost_wall")
    if ghost:
        tail.append(["A", 0.85])
        tail += wall_ops(L, ghost[0], ghost[1], ghost[2], ghost[3], 1.1)
        tail.append(["A", 1])
    tail += _badges(view, L, marks)
    tail += _moving(L, marks)
    tail += _pointers(L, marks)
    add(json.dumps(tail, separators=(",", ":"))[1:-1])
    return "[" + ",".join(p for p in parts if p) + "]"


def _hex_highlight(L: Layout, q: int, r: int) -> list[Op]:
    return [option_hex(L, q, r)]


def _selected_hex(L: Layout, sel: tuple[int, int]) -> list[Op]:
    return [["P", _flat(L.corners(sel[0], sel[1], 0.93)), None, SELECT, _r(max(2.0, L.size * 0.1))]]


def _badges(view: dict[str, Any], L: Layout, marks: dict[str, Any]) -> list[Op]:
    s = L.size
    ops: list[Op] = []
    temps: dict[int, tuple[int, bool, bool]] = {}  # village -> temp, neutral, active
    seat = view.get("seat")
    for k, p in enumerate(view["players"]):
        temps[p["village"]] = (p["temp"], False, k == seat)
    for v in view.get("neutral", []):
        temps[v] = (0, True, False)
    for v, (temp, neutral, active) in temps.items():
        x, y = village_anchor(L, v)
        rad = s * 0.46
        if active:
            ops.append(
                ["C", _r(x), _r(y), _r(rad * 1.35), "rgba(255,236,160,0.25)", "#ffe08a", 2.5]
            )
        colour = NEUTRAL if neutral else VILLAGE_COLOURS[v]
        ops.append(["C", _r(x), _r(y), _r(rad), "#1a1210", colour, _r(max(2, s * 0.1))])
        label = "—" if neutral else f"{temp}°"
        ops.append(
            [
                "T",
                _r(x),
                _r(y + 0.5),
                label,
                _font(s * (0.34 if temp < 100 else 0.3)),
                "#fff" if not neutral else "#9a918b",
                "center",
            ]
        )
    # burn meter: unclaimed eruption spaces, then the markers
    unclaimed = set(view.get("unclaimed", []))
    for number, temp in ERUPTION_SPACES.items():
        cx, cy, cw, ch = L.meter_cell(temp)
        if number in unclaimed:
            ops.append(
                [
                    "C",
                    _r(cx + cw / 2),
                    _r(cy + ch * 0.7),
                    _r(min(cw, ch) * 0.36),
                    [
                        "rg",
                        _r(cx + cw / 2),
                        _r(cy + ch * 0.7),
                        0,
                        _r(min(cw, ch) * 0.4),
                        [[0, "#fff4b0"], [1, "#e0501a"]],
                    ],
                    "#2a0c05",
                    1,
                ]
            )
            ops.append(
                [
                    "T",
                    _r(cx + cw / 2),
                    _r(cy + ch * 0.71),
                    str(number),
                    _font(min(cw, ch) * 0.42, 800),
                    "#3a0e05",
                    "center",
                ]
            )
    ops += _meter_markers(L, temps)
    return ops


def _meter_markers(L: Layout, temps: dict[int, tuple[int, bool, bool]]) -> list[Op]:
    """The villages' markers on the burn meter. Villages on the same space stand side by side
    in two rows, in a box centred on that space (outlined), so each is seen and told by its
    shape; neutral villages' small discs come first."""
    ops: list[Op] = []
    groups: dict[int, list[int]] = {}
    for v in sorted(temps, key=lambda v: (not temps[v][1], v)):
        groups.setdefault(max(0, min(METER_CELLS - 1, temps[v][0] // BURN_STEP)), []).append(v)
    mx, _, mw, _ = L.meter
    for cell, group in groups.items():
        cx, cy, cw, ch = L.meter_cell(cell * BURN_STEP)
        rad = min(cw * 0.42, ch * 0.16)
        rows = 2 if len(group) > 1 else 1
        cols = (len(group) + rows - 1) // rows
        step = rad * 2.2
        left = cx + cw / 2 - (cols - 1) * step / 2
        left = max(mx + rad * 1.2, min(left, mx + mw - rad * 1.2 - (cols - 1) * step))
        bottom = cy + ch * 0.42 + rad if rows == 1 else cy + ch - rad * 1.15
        if rows > 1 and not all(temps[v][1] for v in group):  # (neutrals alone: no one's)
            box = (left - rad * 1.15, bottom - step - rad * 1.15, (cols - 1) * step + rad * 2.3)
            ops.append(["R", *map(_r, (*box, step + rad * 2.3, rad)), "rgba(18,10,8,0.7)", None, 0])
            ops.append(["R", _r(cx), _r(cy), _r(cw), _r(ch), 2, None, "#fff", 1.5])
        for k, v in enumerate(group):
            temp, neutral, active = temps[v]
            x, y = left + (k // rows) * step, bottom - (k % rows) * step
            colour = NEUTRAL if neutral else VILLAGE_COLOURS[v]
            edge = "#fff" if active else "#120a08"
            if neutral:
                ops.append(["C", _r(x), _r(y), _r(rad * 0.6), colour, edge, 1])
            else:
                ops.append(marker(v, x, y, rad * 1.15, colour, edge, 2 if active else 1))
    return ops


def rotated_mask(tile_id: int, rot: int) -> int:
    """Flows of tile ``tile_id`` turned to rotation ``rot``."""
    return rotate_mask(TILE_MASK[tile_id], rot)
