"""Thin canvas adapter: runs render.py's draw operations in the browser.

One JS call per frame (static/draw.js's ``eruptionDraw``), with the ops as one JSON string;
the static layer is sent only when the canvas size (or the set of neutral villages) changes
and is cached by the JS side in an offscreen canvas. Handles devicePixelRatio and resizing.
"""

from __future__ import annotations

import json
from typing import Any

import js

from .layout import Layout
from .render import render_json, render_static


class BoardCanvas:
    def __init__(self, canvas_id: str = "board") -> None:
        self.canvas_id = canvas_id
        self.element = js.document.getElementById(canvas_id)
        self.layout = Layout(1, 1)
        self._static_key: tuple[Any, ...] = ()
        self.last_python_ms = 0.0
        self.resize()

    def resize(self) -> bool:
        """Re-measure the canvas; True if the layout changed."""
        rect = self.element.getBoundingClientRect()
        w, h = max(50.0, float(rect.width)), max(50.0, float(rect.height))
        dpr = float(js.window.devicePixelRatio or 1)
        if (w, h, dpr) == (self.layout.width, self.layout.height, self.layout.dpr):
            return False
        self.layout = Layout(w, h, dpr)
        return True

    def draw(self, view: dict[str, Any], marks: dict[str, Any]) -> None:
        L = self.layout
        neutral = tuple(view.get("neutral", ()))
        key = (L.width, L.height, L.dpr, neutral)
        static = ""
        if key != self._static_key:
            static = json.dumps(render_static(L, neutral), separators=(",", ":"))
            self._static_key = key
        t0 = js.performance.now()
        dynamic = render_json(view, L, marks)
        self.last_python_ms = float(js.performance.now() - t0)
        js.eruptionDraw(self.canvas_id, static, dynamic, L.width, L.height, L.dpr)

    def client_point(self, x: float, y: float) -> list[float]:
        """Canvas CSS pixel -> page client coordinates."""
        rect = self.element.getBoundingClientRect()
        return [float(rect.left) + x, float(rect.top) + y]

    def local_point(self, event: Any) -> tuple[float, float]:
        rect = self.element.getBoundingClientRect()
        return float(event.clientX) - float(rect.left), float(event.clientY) - float(rect.top)
