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

from typing import Any

from game.isola.actions import parse_action

from ..hexpixels import Point
from ..steps import Hit, Step, StepController
from .layout import Layout, spot

BOARD_KINDS = ("hex", "boat", "geyser")
# what a pressed button does to a selected colonist, in the order the buttons show
HEX_ACTIONS = ("carry", "build", "create", "carve")


def steps_of(notation: str) -> tuple[Step, ...]:
    """The pointing path of one legal action (read with the engine's notation)."""
    a = parse_action(notation)
    k = a.kind
    if k in ("move", "carry"):
        assert a.to is not None
        head: Step = ("boat",) if a.at is None else ("hex", *a.at)
        dst: Step = ("hex", *a.to)
        return (head, ("carry",), dst) if k == "carry" else (head, dst)
    if k in ("build", "create", "carve"):
        assert a.at is not None
        return (("hex", *a.at), (k,))
    if k == "erect":
        assert a.at is not None
        return (("hex", *a.at), ("geyser", *a.at, a.edge))
    if k == "pray":
        return (("pray", "yes" if a.yes else "no"),)
    if k == "rescue":
        return (("rescue_none",),) if a.to is None else (("hex", *a.to),)
    return ((k,),)  # take, end


class Controller(StepController):
    """Selection state for one decision, over the legal actions of the current state."""

    BOARD_KINDS = BOARD_KINDS
    hover: tuple[int, int] | None = None  # the hex under the pointer

    def steps_of(self, notation: str) -> tuple[Step, ...]:
        return steps_of(notation)

    def spot(self, layout: Layout, view: dict[str, Any], step: Step) -> Point:
        return spot(layout, view, step)

    def has(self, step: Step) -> bool:
        """Whether ``step`` may be chosen now."""
        return tuple(step) in self.options()

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
        depth = self.depth_of(step)
        if depth is None:
            return None
        self.prefix = self.prefix[:depth]
        action = self.action_of((*self.prefix, step))
        if action is not None:
            self.prefix = []
            return action
        self.prefix.append(step)
        return None

    def chose(self, depth: int, hit: Step) -> str | None:
        if depth == 0 and self.prefix[:1] == [hit]:
            self.prefix = []  # the chosen colonist again: choose nothing
            return None
        self.prefix = self.prefix[:depth]
        return self.press(hit)

    def missed(self, hit_at: Hit) -> str | None:
        """A hex only one colonist (or the boat) can move to: both chosen at once."""
        if self.prefix:
            return None
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
        ``selected`` (the chosen hex), ``boat_selected``, ``carrying``, ``hover_dests``
        (where the colonist under the pointer could move, nothing chosen yet); for the geysers
        offered, the engine's previews (``moai_previews``): ``preview_cracks`` (edges
        [q, r, d]) and ``preview_sinks`` (hexes that would sink)."""
        opts = self.options()
        sel = self.selected()
        first = not self.prefix
        hexes = [(o[1], o[2]) for o in opts if o[0] == "hex"]
        geysers = [(o[1], o[2], o[3]) for o in opts if o[0] == "geyser"]
        previews = [p for g in geysers if (p := preview_of(view, g)) is not None]
        hover = ("hex", *self.hover) if self.hover else None
        hovering = first and self.mode() == "turn" and hover in opts
        return {
            "sources": hexes if first and self.mode() == "turn" else [],
            "dests": [] if first and self.mode() == "turn" else hexes,
            "geysers": geysers,
            "preview_cracks": [tuple(p["crack"]) for p in previews if p["crack"]],
            "hover_dests": [
                (st[1][1], st[1][2])
                for st, _ in (self.candidates([hover]) if hovering and hover else [])
                if len(st) == 2 and st[1][0] == "hex"
            ],
            "preview_sinks": sorted(
                {(h[0], h[1]) for p in previews for part in p["sinks"] for h in part["hexes"]}
            ),
            "boat": ("boat",) in opts,
            "selected": (sel[1], sel[2]) if sel and sel[0] == "hex" else None,
            "boat_selected": sel == ("boat",),
            "carrying": bool(self.prefix) and self.prefix[-1] == ("carry",),
        }


def preview_of(view: dict[str, Any], geyser: tuple[int, int, int]) -> dict[str, Any] | None:
    """The engine's preview of erecting a Moai on ``geyser`` (q, r, edge), if offered."""
    q, r, d = geyser
    for p in view.get("moai_previews", ()):
        if p["hex"] == [q, r] and p["edge"] == d:
            return dict(p)
    return None


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
