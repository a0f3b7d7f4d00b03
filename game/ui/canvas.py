"""Thin canvas adapter for any front end: runs draw operations (static/draw.js) on a canvas.

One JS call per frame (``volcanoDraw``), with the operations as one JSON string. A static
layer (what does not change between moves) is sent only when its key changes and is cached
by the JS side in an offscreen canvas. A front end may also give a base layer under it (what
changes even more rarely, such as the ground of a board), sent only when its own key changes
and cached in a second offscreen canvas, so that a new static layer does not redraw it.
Handles devicePixelRatio and resizing.
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
        self._base_key: tuple[Any, ...] = ()
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
        base_key: tuple[Any, ...] | None = None,
        base_json: Callable[[], str] | None = None,
    ) -> None:
        """Draw the static layer (made by ``static_json()`` only when ``static_key`` changed)
        and the dynamic operations over it; with ``base_json``, a base layer under the static
        one (made only when ``base_key`` changed)."""
        w, h, dpr = self.size
        static = ""
        base = None
        if base_json is not None:
            base = ""
            bkey = (*self.size, *(base_key or ()))
            if bkey != self._base_key:
                base = base_json()
                self._base_key = bkey
                self._static_key = ()  # the static layer is drawn over the new base
        else:
            self._base_key = ()
        key = (*self.size, *static_key)
        if key != self._static_key:
            static = static_json()
            self._static_key = key
        t0 = js.performance.now()
        dynamic = dynamic_json()
        self.last_python_ms = float(js.performance.now() - t0)
        if base is None:
            js.volcanoDraw(self.element.id, static, dynamic, w, h, dpr)
        else:
            js.volcanoDraw(self.element.id, static, dynamic, w, h, dpr, base)

    def client_point(self, x: float, y: float) -> list[float]:
        """Canvas CSS pixel -> page client coordinates."""
        rect = self.element.getBoundingClientRect()
        return [float(rect.left) + x, float(rect.top) + y]

    def local_point(self, event: Any) -> tuple[float, float]:
        rect = self.element.getBoundingClientRect()
        return float(event.clientX) - float(rect.left), float(event.clientY) - float(rect.top)
