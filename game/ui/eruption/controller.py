"""Input -> legal actions, without rules: the controller only ever offers actions that are in
the engine's legal list.

Every legal action (by its notation) becomes a short path of pointing steps::

    place 2,-1/3            ("hex", 2, -1), ("rot", 3)
    erupt 1,-3              ("hex", 1, -3)
    build stone 1,-2:0      ("mat", "stone"), ("edge", 1, -2, 0)
    play relocate a>b       ("play", "relocate"), ("edge", ...a), ("edge", ...b)
    pick 2 | extra | pass   ("pile", 2) | ("btn", "extra") | ("btn", "pass")
    trade rain | trade a+b  ("trade", "rain") | ("trade2", "a", "b")
    give wall stone         ("give", "wall", "stone")

The UI state is the prefix of steps chosen so far. The next possible steps are what the
candidates (actions whose path starts with the prefix) have next: board steps are highlighted,
the others become buttons. A board selection that completes an action (up to its rotation) is
"armed": it is previewed and applied on confirm (button, Enter, or a second click on it).
Pure Python: tested under CPython.
"""

from __future__ import annotations

from typing import Any

from game.eruption.actions import parse_action
from game.eruption.board import EDGES, HEXES, MATERIALS
from game.eruption.pieces import AFTERSHOCK, BOMB, CARD_NAMES, REINFORCE, RELOCATE, SINKHOLE

from ..hexpixels import Point
from ..steps import Step, StepController
from .layout import Layout
from .render import rotated_mask

BOARD_KINDS = ("hex", "edge")
CARD_ORDER = {name: i for i, name in enumerate(CARD_NAMES)}


def _hex(i: int) -> Step:
    return ("hex", *HEXES[i])


def _edge(e: int) -> Step:
    return ("edge", *EDGES[e])


def steps_of(notation: str) -> tuple[Step, ...]:
    """The pointing path of one legal action (read with the engine's notation)."""
    k, a, b, c = parse_action(notation)
    if k == "erupt":
        return (_hex(a),)
    if k == "place":
        return (_hex(a), ("rot", b))
    if k == "pick":
        return (("pile", a + 1),)
    if k in ("extra", "pass"):
        return (("btn", k),)
    if k == "move":
        return (_edge(a), _edge(b))
    if k == "trade":
        return (("trade", CARD_NAMES[a]),)
    if k == "trade2":
        return (("trade2", CARD_NAMES[a], CARD_NAMES[b]),)
    if k == "give":
        return (("give", "wall", MATERIALS[b]) if a == 0 else ("give", "card", CARD_NAMES[b]),)
    if k == "build":
        return (("mat", MATERIALS[a]), _edge(b))
    head: Step = ("play", CARD_NAMES[a])
    if a == AFTERSHOCK:
        return (head, _hex(b), ("rot", c))
    if a == SINKHOLE:
        return (head, _hex(b))
    if a == BOMB:
        return (head, _edge(b))
    if a == REINFORCE:
        return (head, ("mat", MATERIALS[b]), _edge(c))
    if a == RELOCATE:
        return (head, _edge(b), _edge(c))
    return (head,)


class Controller(StepController):
    """Selection state for one decision, over the legal actions of the current state."""

    BOARD_KINDS = BOARD_KINDS
    REACH = 0.62  # a wall place answers this near its middle
    BUTTONS_STAY = True  # pointing at the board never undoes a card or material chosen

    def __init__(self, legal: list[str] | None = None) -> None:
        self.material: str | None = None  # preferred wall material, kept between decisions
        self.rot: int | None = None  # preferred rotation, kept between decisions
        self.hover: tuple[int, int] | None = None
        super().__init__(legal)

    def steps_of(self, notation: str) -> tuple[Step, ...]:
        return steps_of(notation)

    def spot(self, layout: Layout, view: dict[str, Any], step: Step) -> Point:
        if step[0] == "hex":
            return layout.centre(step[1], step[2])
        return layout.edge_mid(step[1], step[2], step[3])

    # ---- state ----
    def cancel(self) -> None:
        super().cancel()
        self.trade_pick: list[str] = []
        self._advance()

    def _advance(self) -> None:
        """Choose the wall material automatically (the preferred one) so spots show at once."""
        opts = self.options()
        mats = [o[1] for o in opts if o[0] == "mat"]
        if mats and all(o[0] in ("mat", "btn") for o in opts):
            self.prefix.append(("mat", self.material if self.material in mats else mats[0]))

    def rotations(self) -> list[int]:
        """Rotations offered for the selected hex (empty when not choosing one)."""
        opts = self.options()
        if opts and all(o[0] == "rot" for o in opts):
            return sorted(o[1] for o in opts)
        return []

    def current_rot(self) -> int | None:
        rots = self.rotations()
        if not rots:
            return None
        return self.rot if self.rot in rots else rots[0]

    def armed(self) -> str | None:
        """The action a confirm would apply now, if the selection is complete."""
        rot = self.current_rot()
        if rot is not None:
            return self.action_of((*self.prefix, ("rot", rot)))
        if self.prefix and self.prefix[-1][0] in BOARD_KINDS:
            return self.action_of(tuple(self.prefix))
        return None

    def mode(self) -> str:
        """A short name of what is being chosen, for the guidance line."""
        if self.prefix and self.prefix[0][0] == "play":
            card = self.prefix[0][1]
            if card == "relocate":
                return "relocate_dst" if len(self.prefix) > 1 else "relocate_src"
            if card == "aftershock" and len(self.prefix) > 1:
                return "aftershock_rot"
            return str(card)
        opts = self.options()
        kinds = {o[0] for o in opts}
        if self.rotations():
            return "rotate"
        if kinds == {"edge"} and not self.prefix:
            return "move_src"
        if kinds == {"edge"} and self.prefix and self.prefix[0][0] == "edge":
            return "move_dst"
        if kinds == {"edge"}:
            return "build"
        if self.armed():
            return "armed"
        return ""

    # ---- input ----
    def press(self, step: Step) -> str | None:
        """A button (or key) choosing ``step``; returns an action to apply now, if complete."""
        step = tuple(step)
        depth = self.depth_of(step)
        if depth is None:
            return None
        self.prefix = self.prefix[:depth] + [step]
        if step[0] == "mat":
            self.material = step[1]
        if step[0] == "play":
            self.trade_pick = []
        if step[0] not in BOARD_KINDS and (action := self.action_of(tuple(self.prefix))):
            return action
        self._advance()
        return None

    def chose(self, depth: int, hit: Step) -> str | None:
        """A board place pointed at: selected, or, pointed at again, the action it arms."""
        armed = self.armed()
        if depth < len(self.prefix) and self.prefix[depth] == hit and armed:
            return armed
        self.prefix = self.prefix[:depth] + [hit]
        self._advance()
        return None

    def _shown_depth(self) -> int:
        """Where in the selection the board's choices are shown from: a place chosen and
        being turned or armed still shows its alternatives."""
        depth = len(self.prefix)
        if self.rotations() or (self.armed() and self.prefix[-1][0] in BOARD_KINDS):
            depth -= 1
        return depth

    def targets(self) -> list[Step]:
        """The board places that may be pointed at now (the highlighted ones and the
        selection), for the keyboard cursor."""
        depth = self._shown_depth()
        out = [o for o in self.options(depth) if o[0] in BOARD_KINDS]
        return out + [st for st in self.prefix[depth:] if st[0] in BOARD_KINDS and st not in out]

    def rotate(self, delta: int = 1) -> bool:
        rots = self.rotations()
        if len(rots) < 2:
            return False
        cur = self.current_rot()
        i = rots.index(cur) if cur in rots else 0
        self.rot = rots[(i + delta) % len(rots)]
        return True

    def confirm(self) -> str | None:
        return self.armed()

    def toggle_trade(self, card: str, copies: int) -> None:
        """Select or unselect one copy of ``card`` for the two-card trade."""
        if self.trade_pick.count(card) and (
            self.trade_pick.count(card) >= copies or len(self.trade_pick) >= 2
        ):
            self.trade_pick.remove(card)
        elif len(self.trade_pick) < 2:
            self.trade_pick.append(card)
        else:
            self.trade_pick = [self.trade_pick[1], card]

    def trade2_step(self) -> Step | None:
        """The two-card trade the current pick makes, if it is legal."""
        if len(self.trade_pick) != 2:
            return None
        a, b = sorted(self.trade_pick, key=CARD_ORDER.__getitem__)
        step = ("trade2", a, b)
        return step if step in self.options(0) else None

    def has(self, step: Step) -> bool:
        """Whether ``step`` is offered at the start of the decision."""
        return tuple(step) in self.options(0)

    # ---- what to draw ----
    def marks(self, view: dict[str, Any]) -> dict[str, Any]:
        """Highlights, selection and preview for render.render."""
        hexes: list[tuple[int, int]] = []
        edges: list[tuple[int, int, int]] = []
        depth = self._shown_depth()
        for o in self.options(depth):
            if o[0] == "hex":
                hexes.append((o[1], o[2]))
            elif o[0] == "edge":
                edges.append((o[1], o[2], o[3]))
        sel_hex = None
        sel_edges = []
        for st in self.prefix:
            if st[0] == "hex":
                sel_hex = (st[1], st[2])
            elif st[0] == "edge":
                sel_edges.append((st[1], st[2], st[3]))
        marks: dict[str, Any] = {
            "hexes": hexes,
            "edges": [e for e in edges if e not in sel_edges],
            "selected_hex": sel_hex,
            "selected_edges": sel_edges,
        }
        marks["preview"] = self._preview(view, sel_hex, hexes)
        armed = self.armed()
        if armed and sel_edges:
            last = sel_edges[-1]
            material = None
            for st in self.prefix:
                if st[0] == "mat":
                    material = st[1]
            if material is None and len(sel_edges) == 2:  # relocate: the moved wall's material
                src = sel_edges[0]
                for w in view.get("walls", []):
                    if tuple(w["edge"]) == src:
                        material = w["material"]
            if material:
                marks["ghost_wall"] = (*last, material)
        return marks

    def _preview(
        self, view: dict[str, Any], sel_hex: tuple[int, int] | None, hexes: list[tuple[int, int]]
    ) -> tuple[int, int, int, int] | None:
        aftershock = bool(self.prefix) and self.prefix[0] == ("play", "aftershock")
        if aftershock:
            if sel_hex is None:
                return None
            rot = self.current_rot()
            for tile in view["board"]:
                if tuple(tile["hex"]) == sel_hex and rot is not None:
                    return (*sel_hex, rotated_mask(tile["id"], rot), 0)
            return None
        pending = view.get("pending")
        if view.get("phase") == "erupt":
            target = sel_hex or (self.hover if self.hover in hexes else None)
            if target:
                return (*target, 0x3F, _claimed_number(view))
            return None
        if pending is None or view.get("phase") not in ("place", "quake"):
            return None
        target = sel_hex
        rot = self.current_rot()
        if target is None and self.hover in hexes:
            target = self.hover
            rots = sorted(s[1][1] for s, _ in self.paths if s[0] == ("hex", *target))
            rot = self.rot if self.rot in rots else (rots[0] if rots else None)
        if target is None or rot is None:
            return None
        if pending.get("eruption"):
            return (*target, 0x3F, pending["eruption"])
        return (*target, rotated_mask(pending["id"], rot), 0)


def _claimed_number(view: dict[str, Any]) -> int:
    """The eruption tile being placed: the engine places the first one claimed (E8.1)."""
    seat = view.get("seat")
    claimed = view["players"][seat].get("claimed") if seat is not None else None
    return int(claimed[0]) if claimed else 1
