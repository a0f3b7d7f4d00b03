"""Pointing -> legal actions, for any game played by pointing at a board (shell, no game
rules): a front end's controller only ever offers actions from the engine's legal list.

Each legal action becomes a short path of steps (``steps_of``, a game's own: its engine's
``parse_action`` reads the notation, the controller says what is pointed at for each part of
the action value). Board steps (``BOARD_KINDS``: a hex, a wall place, a crater...) are chosen
on the board, the others are buttons. The selection is the prefix of steps chosen so far;
what may come next is what the candidates (actions whose path starts with the prefix) have
next. Pure Python: tested under CPython.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .hexpixels import HexPixels, Point

Step = tuple[Any, ...]
Hit = Callable[[list[Step]], Step | None]  # the board step among these under the pointer


class StepController:
    """Selection state for one decision, over the legal actions of the current state."""

    BOARD_KINDS: tuple[str, ...] = ("hex",)
    REACH = 0.34  # how near (in hex sizes) a pointer must be to a small spot to choose it
    FINGER = 22.0  # CSS px: a small spot answers at least this far off (44 px targets, WCAG)
    BUTTONS_STAY = False  # pointing at the board never undoes a button's choice

    def __init__(self, legal: list[str] | None = None) -> None:
        self.set_legal(legal or [])

    def steps_of(self, notation: str) -> tuple[Step, ...]:
        """The pointing path of one legal action."""
        raise NotImplementedError

    def spot(self, layout: Any, view: dict[str, Any], step: Step) -> Point:
        """The point where a board step other than a hex is chosen."""
        raise NotImplementedError

    # ---- state ----
    def set_legal(self, legal: list[str]) -> None:
        """A new state: new legal actions, fresh selection."""
        self.legal = list(legal)
        self.paths = [(self.steps_of(a), a) for a in self.legal]
        self.cancel()

    def cancel(self) -> None:
        """Forget the selection in progress."""
        self.prefix: list[Step] = []

    def candidates(self, prefix: list[Step] | None = None) -> list[tuple[tuple[Step, ...], str]]:
        p = tuple(self.prefix if prefix is None else prefix)
        n = len(p)
        return [(s, a) for s, a in self.paths if s[:n] == p]

    def options(self, depth: int | None = None) -> list[Step]:
        """The distinct next steps after the prefix cut at ``depth`` (default: all of it)."""
        depth = len(self.prefix) if depth is None else depth
        seen: dict[Step, None] = {}
        for s, _ in self.candidates(self.prefix[:depth]):
            if len(s) > depth:
                seen.setdefault(s[depth], None)
        return list(seen)

    def action_of(self, path: tuple[Step, ...]) -> str | None:
        """The action whose whole path is ``path``, if any."""
        for s, a in self.paths:
            if s == path:
                return a
        return None

    def depth_of(self, step: Step) -> int | None:
        """The deepest place in the selection where ``step`` may be chosen, if any."""
        for depth in range(len(self.prefix), -1, -1):
            if step in self.options(depth):
                return depth
        return None

    def selected(self) -> Step | None:
        """The board place chosen last, if any."""
        return next((st for st in reversed(self.prefix) if st[0] in self.BOARD_KINDS), None)

    # ---- pointing ----
    def click(self, layout: HexPixels, view: dict[str, Any], x: float, y: float) -> str | None:
        """A click or tap on the board at CSS pixel (x, y); returns the action to apply now, if
        this completed one."""
        return self.point(lambda opts: self.hit(layout, view, opts, x, y))

    def pick(self, step: Step) -> str | None:
        """The keyboard's Enter on a board place: the same as pointing at it."""
        step = tuple(step)
        if step[0] not in self.BOARD_KINDS:
            return None
        return self.point(lambda opts: step if step in opts else None)

    def point(self, hit_at: Hit) -> str | None:
        """Choose the board place ``hit_at`` finds among those offered, as deep in the
        selection as it is offered."""
        for depth in range(len(self.prefix), -1, -1):
            if depth < len(self.prefix) and self.prefix[depth][0] not in self.BOARD_KINDS:
                if self.BUTTONS_STAY:
                    break
                continue
            opts = [o for o in self.options(depth) if o[0] in self.BOARD_KINDS]
            hit = hit_at(opts)
            if hit is not None:
                return self.chose(depth, hit)
        return self.missed(hit_at)

    def chose(self, depth: int, hit: Step) -> str | None:
        """Board place ``hit`` pointed at, offered at ``depth`` of the selection."""
        raise NotImplementedError

    def missed(self, hit_at: Hit) -> str | None:
        """Nothing offered was pointed at."""
        return None

    def hit(
        self, layout: HexPixels, view: dict[str, Any], opts: list[Step], x: float, y: float
    ) -> Step | None:
        """The board step among ``opts`` under pixel (x, y): the nearest small spot (a wall
        place, a crater, a boat) within its reach first, else the hex under it. A spot's reach
        is at least a finger's (``FINGER``); past its own (``REACH``), an offered hex under
        the pointer whose centre is nearer wins."""
        own = self.REACH * layout.size
        best, best_d = None, max(own, self.FINGER)
        for o in opts:
            if o[0] != "hex":
                px, py = self.spot(layout, view, o)
                d = math.hypot(px - x, py - y)
                if d < best_d:
                    best, best_d = o, d
        step = ("hex", *layout.to_hex(x, y))
        if best is not None and (
            best_d <= own
            or step not in opts
            or best_d < math.dist(self.spot(layout, view, step), (x, y))
        ):
            return best
        return step if step in opts else None
