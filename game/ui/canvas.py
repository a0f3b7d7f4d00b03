"""Thin canvas adapter for any front end: runs draw operations (static/draw.js) on a canvas.

One JS call per frame (``volcanoDraw``), with the operations as one JSON string. A static
layer (what does not change between moves) is sent only when its key changes and is cached
by the JS side in an offscreen canvas. A front end may also give a base layer under it (what
changes even more rarely, such as the ground of a board), sent only when its own key changes
and cached in a second offscreen canvas, so that a new static layer does not redraw it.
A static layer may come as parts (``ops.Part``: some operations and where they draw): the
adapter then redraws only where the parts changed since the last static layer (the places of
the parts gone and come, clipped, the parts over them drawn again in order), which is the
same picture as the whole layer drawn anew. Handles devicePixelRatio and resizing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js

from .ops import Part, changed_region, parts_json, parts_over


class Canvas:
    """One <canvas> element and what was last drawn on it."""

    def __init__(self, element: Any) -> None:
        self.element = element
        self.size = (0.0, 0.0, 0.0)  # css width, css height, devicePixelRatio
        self._static_key: tuple[Any, ...] = ()
        self._base_key: tuple[Any, ...] = ()
        self._parts: tuple[tuple[float, float, float], list[Part]] | None = None  # (size, parts)
        self.last_python_ms = 0.0
        self._dynamic: str | None = None  # the dynamic layer drawn last
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
        static_json: Callable[[], str | list[Part]],
        dynamic_json: Callable[[], str],
        base_key: tuple[Any, ...] | None = None,
        base_json: Callable[[], str] | None = None,
    ) -> None:
        """Draw the static layer (made by ``static_json()`` only when ``static_key`` changed:
        JSON text, or parts redrawn only where they changed) and the dynamic operations over
        it; with ``base_json``, a base layer under the static one (made only when
        ``base_key`` changed)."""
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
        parts: list[Part] | None = None
        region: list[Any] | None = None
        if key != self._static_key:
            made = static_json()
            self._static_key = key
            if isinstance(made, str):
                static, self._parts = made, None
            else:
                parts, before, self._parts = made, self._parts, (self.size, made)
                if before is not None and before[0] == self.size and not base:
                    region = changed_region(before[1], parts, w, h)
                static = parts_json(parts) if region is None else parts_over(parts, region)
        t0 = js.performance.now()
        dynamic = dynamic_json()
        self.last_python_ms = float(js.performance.now() - t0)
        if (static == "" or region == []) and not base and dynamic == self._dynamic:
            return  # (every layer as drawn last: a move that changed only the panels)
        self._dynamic = dynamic
        dirty = None if region is None else json.dumps(region)
        done = js.volcanoDraw(self.element.id, static, dynamic, w, h, dpr, base, dirty)
        if done is False and parts is not None:  # the page's layers were not these parts' last
            self.forget()
            self.draw(static_key, static_json, dynamic_json, base_key, base_json)

    def forget(self) -> None:
        """Draw every layer anew next time."""
        self._static_key = self._base_key = ()
        self._parts = None
        self._dynamic = None

    def forget_dynamic(self) -> None:
        """Draw the layers again next time even if they are the same (a benchmark's redraw)."""
        self._dynamic = None

    def client_point(self, x: float, y: float) -> list[float]:
        """Canvas CSS pixel -> page client coordinates."""
        rect = self.element.getBoundingClientRect()
        return [float(rect.left) + x, float(rect.top) + y]

    def local_point(self, event: Any) -> tuple[float, float]:
        rect = self.element.getBoundingClientRect()
        return float(event.clientX) - float(rect.left), float(event.clientY) - float(rect.top)
