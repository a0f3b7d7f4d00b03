"""Thin canvas adapter for any front end: runs draw operations (static/draw.js) on a canvas.

One JS call per frame (``eruptionDraw``), with the operations as one JSON string. A static
layer (what does not change between moves) is sent only when its key changes and is cached
by the JS side in an offscreen canvas. Handles devicePixelRatio and resizing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js


class Canvas:
    """One <canvas> element and what was last drawn on it."""

    def __init__(self, element: Any) -> None:
        self.element = element
        self.size = (0.0, 0.0, 0.0)  # css width, css height, devicePixelRatio
        self._static_key: tuple[Any, ...] = ()
        self.last_python_ms = 0.0
        self.measure()

    def measure(self) -> bool:
        """Re-measure the element; True if its size (or the pixel ratio) changed."""
        rect = self.element.getBoundingClientRect()
        w, h = max(50.0, float(rect.width)), max(50.0, float(rect.height))
        size = (w, h, float(js.window.devicePixelRatio or 1))
        changed = size != self.size
        self.size = size
        return changed

    def draw(
        self,
        static_key: tuple[Any, ...],
        static_json: Callable[[], str],
        dynamic_json: Callable[[], str],
    ) -> None:
        """Draw the static layer (made by ``static_json()`` only when ``static_key`` changed)
        and the dynamic operations over it."""
        w, h, dpr = self.size
        static = ""
        key = (*self.size, *static_key)
        if key != self._static_key:
            static = static_json()
            self._static_key = key
        t0 = js.performance.now()
        dynamic = dynamic_json()
        self.last_python_ms = float(js.performance.now() - t0)
        js.eruptionDraw(self.element.id, static, dynamic, w, h, dpr)

    def client_point(self, x: float, y: float) -> list[float]:
        """Canvas CSS pixel -> page client coordinates."""
        rect = self.element.getBoundingClientRect()
        return [float(rect.left) + x, float(rect.top) + y]

    def local_point(self, event: Any) -> tuple[float, float]:
        rect = self.element.getBoundingClientRect()
        return float(event.clientX) - float(rect.left), float(event.clientY) - float(rect.top)
