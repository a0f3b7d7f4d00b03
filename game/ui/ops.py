"""Small helpers for the draw operations a front end's render.py builds for static/draw.js
(shell, no game rules; pure Python)."""

from __future__ import annotations

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
