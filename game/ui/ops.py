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
