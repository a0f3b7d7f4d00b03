"""Pointing -> legal actions of L'Isola dei Vulcani, without rules: the controller only ever
offers actions that are in the engine's legal list.

Every legal action (its notation, game/isola/actions.py) becomes a short path of steps::

    move boat>1,-2      ("boat",), ("hex", 1, -2)          the boat, then a hex of the bay
    move 1,-2>1,-1      ("hex", 1, -2), ("hex", 1, -1)     a colonist, then where it goes
    carry 1,-2>1,-1     ("hex", 1, -2), ("carry",), ("hex", 1, -1)
    build 1,-1          ("hex", 1, -1), ("build",)         a colonist, then a button
    create 1,-1         ("hex", 1, -1), ("create",)
    carve 1,-1          ("hex", 1, -1), ("carve",)
    erect 1,0:5         ("hex", 1, 0), ("geyser", 1, 0, 5) a colonist, then a crater
    take prayer         ("take",)                          buttons
    end                 ("end",)
    pray yes | pray no  ("pray", "yes") | ("pray", "no")
    rescue -2,4         ("hex", -2, 4)                     a target hex
    rescue none         ("rescue_none",)

The selection is the prefix of steps chosen so far; the next possible steps are what the
candidates (actions whose path starts with the prefix) have next. Board steps (hex, boat,
geyser) are highlighted and chosen by pointing (or the keyboard's cursor); the others are
buttons. An action is applied as soon as its path is complete. Pure Python: tested under
CPython.
"""

from __future__ import annotations

import math
from typing import Any

from .layout import Layout, spot

Step = tuple[Any, ...]
BOARD_KINDS = ("hex", "boat", "geyser")
# what a pressed button does to a selected colonist, in the order the buttons show
HEX_ACTIONS = ("carry", "build", "create", "carve")
REACH = 0.34  # how near (in hex sizes) a pointer must be to a crater or a boat to choose it


def _hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return int(q), int(r)


def steps_of(notation: str) -> tuple[Step, ...]:
    """The pointing path of one action notation."""
    w = notation.split()
    k = w[0]
    if k in ("move", "carry"):
        a, b = w[1].split(">")
        head: Step = ("boat",) if a == "boat" else ("hex", *_hex(a))
        dst: Step = ("hex", *_hex(b))
        return (head, ("carry",), dst) if k == "carry" else (head, dst)
    if k in ("build", "create", "carve"):
        return (("hex", *_hex(w[1])), (k,))
    if k == "erect":
        h, d = w[1].split(":")
        q, r = _hex(h)
        return (("hex", q, r), ("geyser", q, r, int(d)))
    if k == "take":
        return (("take",),)
    if k == "end":
        return (("end",),)
    if k == "pray":
        return (("pray", w[1]),)
    if k == "rescue":
        return (("rescue_none",),) if w[1] == "none" else (("hex", *_hex(w[1])),)
    raise ValueError(f"unknown action {notation!r}")


class Controller:
    """Selection state for one decision, over the legal actions of the current state."""

    def __init__(self, legal: list[str] | None = None) -> None:
        self.set_legal(legal or [])

    # ---- state ----
    def set_legal(self, legal: list[str]) -> None:
        """A new state: new legal actions, fresh selection."""
        self.legal = list(legal)
        self.paths = [(steps_of(a), a) for a in self.legal]
        self.prefix: list[Step] = []

    def cancel(self) -> None:
        self.prefix = []

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

    def has(self, step: Step) -> bool:
        """Whether ``step`` may be chosen now."""
        return tuple(step) in self.options()

    def action_of(self, step: Step) -> str | None:
        """The action ``step`` completes after the current prefix, if it completes one."""
        full = (*self.prefix, tuple(step))
        for s, a in self.paths:
            if s == full:
                return a
        return None

    def selected(self) -> Step | None:
        """The colonist's hex (or the boat) chosen, if any."""
        for st in self.prefix:
            if st[0] in ("hex", "boat"):
                return st
        return None

    def mode(self) -> str:
        """What is being chosen, for the guidance line: question kinds, ``turn`` (nothing
        chosen yet), ``boat`` (where to land), ``colonist`` (where it goes or what it does),
        ``carry`` (where the Moai goes), ``idle`` (only buttons: no colonist can act)."""
        kinds = {s[0][0] for s, _ in self.paths if s}
        if "pray" in kinds:
            return "pray"
        if "rescue_none" in kinds:
            return "rescue"
        if not self.paths:
            return "none"
        if self.prefix:
            if self.prefix[-1] == ("carry",):
                return "carry"
            return "boat" if self.prefix[0] == ("boat",) else "colonist"
        if not any(o[0] in BOARD_KINDS for o in self.options()):
            return "idle"
        return "turn"

    # ---- input ----
    def press(self, step: Step) -> str | None:
        """A button (or the keyboard) choosing ``step``; returns the action to apply now if it
        completes one."""
        step = tuple(step)
        for depth in range(len(self.prefix), -1, -1):
            if step in self.options(depth):
                self.prefix = self.prefix[:depth]
                action = self.action_of(step)
                if action is not None:
                    self.prefix = []
                    return action
                self.prefix.append(step)
                return None
        return None

    def pick(self, step: Step) -> str | None:
        """The keyboard's Enter on a board place: the same as pointing at it."""
        step = tuple(step)
        if step[0] not in BOARD_KINDS:
            return None
        return self._point(lambda opts: step if step in opts else None)

    def click(self, layout: Layout, view: dict[str, Any], x: float, y: float) -> str | None:
        """A click/tap on the board at CSS pixel (x, y): selects, reselects, or completes an
        action (returned, to apply now)."""
        return self._point(lambda opts: board_hit(layout, view, opts, x, y))

    def _point(self, hit_at: Any) -> str | None:
        for depth in range(len(self.prefix), -1, -1):
            if depth < len(self.prefix) and self.prefix[depth][0] not in BOARD_KINDS:
                continue  # a button's choice is undone by choosing anew below it
            opts = [o for o in self.options(depth) if o[0] in BOARD_KINDS]
            hit = hit_at(opts)
            if hit is None:
                continue
            if depth < len(self.prefix) and self.prefix[depth] == hit and depth == 0:
                self.prefix = []  # the chosen colonist again: choose nothing
                return None
            self.prefix = self.prefix[:depth]
            return self.press(hit)
        # a hex only one colonist (or the boat) can move to: both chosen at once
        if not self.prefix:
            return self._shortcut(hit_at)
        return None

    def _shortcut(self, hit_at: Any) -> str | None:
        ends: dict[Step, set[Step]] = {}
        for s, _ in self.paths:
            if len(s) == 2 and s[0][0] in ("hex", "boat") and s[1][0] == "hex":
                ends.setdefault(s[1], set()).add(s[0])
        hit = hit_at([e for e, heads in ends.items() if len(heads) == 1])
        if hit is None:
            return None
        (head,) = ends[hit]
        self.prefix = [head]
        return self.press(hit)

    # ---- what is offered ----
    def targets(self) -> list[Step]:
        """The board places that may be pointed at now, then the selection (for the
        keyboard's cursor)."""
        out = [o for o in self.options() if o[0] in BOARD_KINDS]
        sel = self.selected()
        if sel is not None and sel not in out:
            out.append(sel)
        return out

    def buttons(self) -> list[Step]:
        """The steps offered as buttons now: what a chosen colonist can do besides moving
        (carry, build, create, carve, erect on each geyser), then taking a prayer token and
        ending the turn, or a question's answers."""
        opts = self.options()
        out = [o for o in opts if o[0] in HEX_ACTIONS]
        out.sort(key=lambda o: HEX_ACTIONS.index(o[0]))
        out += [o for o in opts if o[0] == "geyser"]
        out += [o for o in self.options(0) if o[0] in ("take", "end", "pray", "rescue_none")]
        return out

    def marks(self, view: dict[str, Any]) -> dict[str, Any]:
        """Highlights for render: ``sources`` (a colonist or the boat to choose), ``dests``
        (hexes to choose next), ``geysers``, ``boat`` (the boat may be chosen),
        ``selected`` (the chosen hex), ``boat_selected``, ``carrying``."""
        opts = self.options()
        sel = self.selected()
        first = not self.prefix
        hexes = [(o[1], o[2]) for o in opts if o[0] == "hex"]
        return {
            "sources": hexes if first and self.mode() == "turn" else [],
            "dests": [] if first and self.mode() == "turn" else hexes,
            "geysers": [(o[1], o[2], o[3]) for o in opts if o[0] == "geyser"],
            "boat": ("boat",) in opts,
            "selected": (sel[1], sel[2]) if sel and sel[0] == "hex" else None,
            "boat_selected": sel == ("boat",),
            "carrying": bool(self.prefix) and self.prefix[-1] == ("carry",),
        }


def board_hit(
    layout: Layout, view: dict[str, Any], opts: list[Step], x: float, y: float
) -> Step | None:
    """The board step among ``opts`` under pixel (x, y): a crater or a boat near the pointer
    first (they are small), else the hex under it."""
    best, best_d = None, REACH * layout.size
    for o in opts:
        if o[0] in ("geyser", "boat"):
            px, py = spot(layout, view, o)
            d = math.hypot(px - x, py - y)
            if d < best_d:
                best, best_d = o, d
    if best is not None:
        return best
    h = layout.to_hex(x, y)
    step = ("hex", *h)
    return step if step in opts else None


# ---- why a click chose nothing -----------------------------------------------------------------


def refusal(refusals: dict[str, str], ctl: Controller, h: tuple[int, int]) -> str:
    """Why pointing at hex ``h`` chose nothing, as a reason key (``isola.refuse.<key>``), or
    "" when there is nothing to say: the engine's explanation (``refusals``, keyed by what is
    chosen and where) of the choice this pointing makes, never a rule of the front end's."""
    if "*" in refusals:  # a question is asked: only its buttons answer it
        return refusals["*"]
    where = f"{h[0]},{h[1]}"
    sel = ctl.selected()
    if sel is not None:
        where = ("boat" if sel[0] == "boat" else f"{sel[1]},{sel[2]}") + ">" + where
    return refusals.get(where, "")
