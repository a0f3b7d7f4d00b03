"""Small helpers for the draw operations a front end's render.py builds for static/draw.js
(shell, no game rules; pure Python)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .hexpixels import HexPixels

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def r1(v: float) -> float:
    """A coordinate rounded to 0.1 CSS px (shorter JSON, no visible difference)."""
    return round(v, 1)


def flat(points: list[tuple[float, float]]) -> list[float]:
    """Points as one flat list [x0, y0, x1, y1, ...], rounded like ``r1``."""
    out: list[float] = []
    for x, y in points:
        out.append(round(x, 1))
        out.append(round(y, 1))
    return out


def font(px: float, weight: int = 700) -> str:
    """A canvas font of ``px`` pixels (at least 7) in the system's UI face."""
    return f"{weight} {max(7, round(px))}px {FONT}"


# The colours of what a board marks over the game, the same on every hex board.
HILITE = "#ffe08a"  # a place that may be chosen
SELECT = "#7fe7ff"  # the choice so far
POINT = "#7fe7ff"  # what a log line points at
CURSOR = "#ffffff"  # the keyboard cursor
RECENT = "#ff9f43"  # what the others did since the player to move last acted


def speckle(q: int, r: int, k: int) -> float:
    """A fixed pseudo-random number in [0, 1) for hex (q, r) and detail k (same every draw)."""
    n = (q * 374761393 + r * 668265263 + k * 1442695041) & 0xFFFFFFFF
    n = (n ^ (n >> 13)) * 1274126177 & 0xFFFFFFFF
    return (n ^ (n >> 16)) / 2**32


def sea(
    width: float,
    height: float,
    centre: tuple[float, float],
    radii: tuple[float, float],
    light: str,
    dark: str,
) -> list[object]:
    """The whole canvas as sea: a radial gradient from ``light`` at ``centre`` (inner radius
    ``radii[0]``) to ``dark`` (outer radius ``radii[1]``)."""
    gradient = [
        "rg",
        r1(centre[0]),
        r1(centre[1]),
        r1(radii[0]),
        r1(radii[1]),
        [[0, light], [1, dark]],
    ]
    return ["R", 0, 0, r1(width), r1(height), 0, gradient, None, 0]


def option_hex(layout: HexPixels, q: int, r: int) -> list[object]:
    """A hex that may be chosen next: a soft fill and a bright rim."""
    rim = r1(max(1.5, layout.size * 0.07))
    return ["P", flat(layout.corners(q, r, 0.86)), "rgba(255,224,138,0.2)", HILITE, rim]


def daylight(cx: float, cy: float, size: float) -> list[object]:
    """The light on a hex of land centred at (cx, cy), from the north-west (a fill)."""
    stops = [[0, "rgba(255,250,220,0.18)"], [0.6, "rgba(0,0,0,0)"], [1, "rgba(0,0,0,0.2)"]]
    return ["rg", r1(cx - 0.35 * size), r1(cy - 0.4 * size), r1(0.1 * size), r1(1.3 * size), stops]


# ---- where operations draw: a layer redrawn only where it changed ----------------------------

Box = tuple[float, float, float, float]  # left, top, right, bottom in CSS px
NOWHERE: Box = (math.inf, math.inf, -math.inf, -math.inf)  # what draws nothing
MARGIN = 2.0  # px around what a shape covers: antialiasing, rounding to device pixels
LARGE = 0.5  # a change covering more of the canvas than this redraws it whole


def bounds(ops: list[list[Any]]) -> Box | None:
    """Where ``ops`` may change pixels (strokes, shadows and text included, generously), or
    None if that cannot be told: an operation unknown here, or a shadow or an alpha left on
    for what follows (the layer is then redrawn whole)."""
    x0, y0, x1, y1 = NOWHERE
    shadow, alpha = 0.0, 1.0
    for op in ops:
        kind = op[0]
        if kind == "H":
            shadow = 0.0 if op[1] is None else 2.0 * float(op[2])
            continue
        if kind == "A":
            alpha = float(op[1])
            continue
        if kind in ("P", "L", "B"):
            points = op[1]
            xs, ys = points[0::2], points[1::2]
            if kind == "P":
                width = float(op[4]) if op[3] else 0.0
            else:
                width = float(op[3])
            box = (min(xs), min(ys), max(xs), max(ys))
        elif kind == "C":
            x, y, radius = float(op[1]), float(op[2]), max(0.0, float(op[3]))
            width = float(op[6]) if op[5] else 0.0
            box = (x - radius, y - radius, x + radius, y + radius)
        elif kind == "R":
            x, y = float(op[1]), float(op[2])
            width = float(op[8]) if op[7] else 0.0
            box = (x, y, x + float(op[3]), y + float(op[4]))
        elif kind == "T":
            size = _font_px(str(op[4]))
            wide = size * 1.2 * max(1, len(str(op[3])))
            x, y = float(op[1]), float(op[2])
            left = {"center": x - wide / 2, "right": x - wide}.get(str(op[6]), x)
            width = 0.0
            box = (left, y - size, left + wide, y + size)
        else:
            return None
        grow = width / 2 + shadow + MARGIN
        x0, y0 = min(x0, box[0] - grow), min(y0, box[1] - grow)
        x1, y1 = max(x1, box[2] + grow), max(y1, box[3] + grow)
    if shadow or alpha != 1.0:
        return None
    return x0, y0, x1, y1


def _font_px(spec: str) -> float:
    """A canvas font's size in px (``font``'s "700 12px ..."), or a large one if not found."""
    for word in spec.split():
        if word.endswith("px"):
            try:
                return float(word[:-2])
            except ValueError:
                break
    return 64.0


Part = tuple[str, Box | None]  # some operations as JSON text (no brackets), and where they draw


def changed_region(
    old: list[Part], new: list[Part], width: float, height: float
) -> list[Box] | None:
    """Where a layer drawn from the parts ``old`` must be redrawn to show the parts ``new``
    instead: the places of the parts gone and of the parts come ([] if none), or None when
    only a whole redraw is right (a part's place unknown, the parts kept in another order)
    or cheaper (a change over much of the canvas). Outside those places every pixel is drawn
    by the same parts in the same order, over the same layer below."""
    gone, come = _counts(old), _counts(new)
    kept = {text: min(n, come[text]) for text, n in gone.items() if text in come}
    if _kept_order(old, dict(kept)) != _kept_order(new, dict(kept)):
        return None
    region: list[Box] = []
    for parts in (old, new):
        seen: dict[str, int] = {}
        for text, box in parts:
            seen[text] = seen.get(text, 0) + 1
            if seen[text] <= kept.get(text, 0) or not text:
                continue
            if box is None:
                return None
            if box[0] < box[2] and box[1] < box[3]:
                region.append(box)
    clipped = [
        (max(0.0, b[0]), max(0.0, b[1]), min(width, b[2]), min(height, b[3])) for b in region
    ]
    clipped = [b for b in clipped if b[0] < b[2] and b[1] < b[3]]
    if sum((b[2] - b[0]) * (b[3] - b[1]) for b in clipped) > LARGE * width * height:
        return None
    return clipped


def _counts(parts: list[Part]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for text, _ in parts:
        counts[text] = counts.get(text, 0) + 1
    return counts


def _kept_order(parts: list[Part], kept: dict[str, int]) -> list[str]:
    """The texts of ``parts`` that stay (the first ``kept[text]`` of each), in order."""
    out = []
    for text, _ in parts:
        if kept.get(text, 0) > 0:
            kept[text] -= 1
            out.append(text)
    return out


def parts_over(parts: list[Part], region: list[Box]) -> str:
    """The JSON list of the operations of ``parts`` that may draw inside ``region`` (the
    others change no pixel there), in order."""
    texts = [
        text
        for text, box in parts
        if text
        and (
            box is None
            or any(
                box[0] < r[2] and r[0] < box[2] and box[1] < r[3] and r[1] < box[3] for r in region
            )
        )
    ]
    return "[" + ",".join(texts) + "]"


def parts_json(parts: list[Part]) -> str:
    """The JSON list of all the operations of ``parts``."""
    return "[" + ",".join(text for text, _ in parts if text) + "]"
