"""Small helpers for the draw operations a front end's render.py builds for static/draw.js
(shell, no game rules; pure Python)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
