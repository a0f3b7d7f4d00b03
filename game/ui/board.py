"""What every front end of a game played on a hex board shares (shell, no game rules): the
canvas and its input, the draw flow (selection marks, the keyboard cursor, what the others
just did, what a log line points at), changes shown in motion, the keyboard's cursor and its
words, a click turned into an action (or the engine's reason why not, beside the pointer),
and the hooks the browser tests and benchmarks call.

A game's front end subclasses ``BoardFront`` and brings what is its own: its layout
(``fit``), its picture (``paint``), its motion (``motion``), its places in words
(``place_name``), its refusal words, its marks for log lines. Its controller is a
``steps.StepController``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js

from .canvas import Canvas
from .dom import el
from .frontend import SeatScreen
from .guard import once, proxy
from .hexpixels import toward
from .i18n import t
from .page import reduced_motion, show_refusal
from .steps import Step

ARROWS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}
Motion = Callable[[float], tuple[dict[str, Any], dict[str, Any]]]  # progress -> view, marks


class BoardFront:
    """A game on a hex board in the shell: the parts of ``FrontEnd`` every such game shares."""

    ANIMATION_MS = 450  # how long a change is shown moving
    paints = True  # the stage is a canvas: a guest's is painted in the next animation frame
    layout: Any  # the game's layout (``fit``); a class default until the canvas is measured

    def __init__(self) -> None:
        self.canvas: Canvas | None = None
        self.cursor: Step | None = None  # the keyboard's board place
        self.pointed: dict[str, Any] = {}  # what a pointed-at log line is about
        self._shown: Any = None  # the live view drawn last (what an animation starts from)
        self._animation = 0  # the animation running (a newer picture stops an older one)
        self._moving: Any = None  # the view being shown in motion
        self._marks: dict[str, Any] = {}  # the marks drawn last
        self._frames: list[float] = []  # main-thread ms of each animation frame
        self._painted: Any = None  # the view drawn last, in motion or not
        self.advised: dict[str, Any] = {}  # the marks of the computer's choice (the hint)

    # ---- what a game brings ----
    def board_label(self) -> str:
        """The board's name for screen readers."""
        raise NotImplementedError

    def fit(self, view: dict[str, Any]) -> Any:
        """The layout for the canvas's size and this view (kept while they stay the same)."""
        raise NotImplementedError

    def paint(self, view: dict[str, Any], marks: dict[str, Any]) -> None:
        """Draw ``view`` with ``marks`` on the canvas."""
        raise NotImplementedError

    def motion(self, before: dict[str, Any], view: dict[str, Any]) -> Motion | None:
        """How the change from ``before`` to ``view`` is shown moving, if it is."""
        return None

    def place_name(self, view: dict[str, Any], step: Step) -> str:
        """A board place in words, for screen readers."""
        raise NotImplementedError

    def chosen_words(self, screen: SeatScreen, place: str) -> str:
        """What is said when the keyboard has chosen ``place`` (named in words)."""
        raise NotImplementedError

    def refusal_words(self, screen: SeatScreen, h: tuple[int, int]) -> str:
        """Why pointing at hex ``h`` chose nothing (the engine's reason), or ""."""
        raise NotImplementedError

    def recent_marks(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        """What the board shows of the others' last moves."""
        raise NotImplementedError

    def log_marks(self, event: dict[str, Any]) -> dict[str, Any]:
        """What the board shows of what a log line is about."""
        raise NotImplementedError

    def prompt(self, screen: SeatScreen, view: dict[str, Any]) -> str:
        raise NotImplementedError

    def step_words(self, view: dict[str, Any], step: Step) -> str:
        """A step that is no board place (a button's) in words, as its button says it ("":
        the board shows it)."""
        raise NotImplementedError

    def advice_marks(self, screen: SeatScreen, path: tuple[Step, ...]) -> dict[str, Any]:
        """What the board shows of the action whose steps are ``path`` (the hint)."""
        raise NotImplementedError

    def prepare(self, view: dict[str, Any]) -> None:
        """Before drawing ``view``: anything the game's words need from it."""

    def wire(self, screen: SeatScreen, canvas: Any) -> None:
        """More input on the board than clicks and the keyboard."""

    # ---- the board ----
    def mount(self, screen: SeatScreen, stage: Any) -> None:
        """A canvas for the board, with pointer input."""
        canvas = el("canvas", None, None, id="board", width="960", height="960", tabindex="0")
        canvas.setAttribute("role", "application")
        canvas.setAttribute("aria-roledescription", t("board.role"))
        canvas.setAttribute("aria-label", self.board_label())
        stage.appendChild(canvas)
        self.canvas = Canvas(canvas)
        canvas.addEventListener("click", proxy(lambda e: self._click(screen, e)))
        for kind in ("focus", "blur"):
            canvas.addEventListener(kind, proxy(lambda _e: screen.redraw()))
        observer = js.ResizeObserver.new(proxy(lambda *_: self._resized(screen)))
        observer.observe(canvas)
        self._observer = observer
        self.wire(screen, canvas)

    def _resized(self, screen: SeatScreen) -> None:
        if self.canvas is not None and self.canvas.measure():
            screen.redraw()

    def draw(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        if self.canvas is None:
            return
        self.prepare(view)
        marks: dict[str, Any] = {}
        label = self.board_label()
        if screen.acting():
            marks = screen.ctl.marks(view)
            targets = screen.ctl.targets()
            if targets:
                board = self.canvas.element
                if js.document.activeElement == board and board.matches(":focus-visible"):
                    marks["cursor"] = self._cursor(screen)  # only for the keyboard's user
                label = t("board.choices", prompt=self.prompt(screen, view), count=len(targets))
        if screen.replay_step is None and not view.get("over"):
            marks.update(self.recent_marks(screen.recent_events()))
        for key, value in self.advised.items():  # (what the player chose shows over it)
            if not marks.get(key):
                marks[key] = value
        if self.pointed:
            marks = {**marks, **self.pointed}
        self.canvas.element.setAttribute("aria-label", label)
        before, self._shown = self._shown, view
        self._marks = marks  # an animation under way draws with the newest marks
        if screen.replay_step is None and self._animate(before, view):
            return
        if self._moving is view:
            return  # its animation's next frame shows it
        self._animation += 1  # a newer picture: an animation of an older view stops
        self._moving = None
        self._paint(view, marks)

    def _paint(self, view: dict[str, Any], marks: dict[str, Any]) -> None:
        self._painted = view
        self.paint(view, marks)

    def places(self, screen: SeatScreen) -> list[tuple[Any, float, float]]:
        """The board's places the choice may be made at now (the shell keeps them in view)."""
        if self.canvas is None or not screen.acting():
            return []
        view = screen.view_now()
        layout = self.fit(view)
        spots = [screen.ctl.spot(layout, view, step) for step in screen.ctl.targets()]
        return [(self.canvas.element, x, y) for x, y in spots]

    def _animate(self, before: Any, view: dict[str, Any]) -> bool:
        """Start showing the change from ``before`` to ``view`` in motion (not with reduced
        motion). False when there is nothing to show."""
        if before is None or before is view or before.get("turn", 0) > view.get("turn", 0):
            return False
        if [p["name"] for p in before["players"]] != [p["name"] for p in view["players"]]:
            return False  # another game
        motion = None if reduced_motion() else self.motion(before, view)
        if motion is None:
            return False
        start = float(js.performance.now())
        self._animation += 1
        self._moving = view
        ticket = self._animation

        def frame(now: float) -> None:
            if ticket != self._animation or self.canvas is None:
                return
            k = min(1.0, (float(now) - start) / self.ANIMATION_MS)
            if k >= 1.0:
                self._moving = None
                self._paint(view, self._marks)
                return
            t0 = float(js.performance.now())
            shown, moving = motion(k)
            self._paint(shown, {**self._marks, **moving})
            self._frames.append(float(js.performance.now()) - t0)
            js.requestAnimationFrame(once(frame))

        js.requestAnimationFrame(once(frame))
        return True

    def advise(self, screen: SeatScreen, notation: str | None) -> str:
        """The hint: the action's board places marked, its buttons lit; its steps in
        words, one after the other (each place as the keyboard's cursor names it, each button
        as it says)."""
        if notation is None or notation not in screen.ctl.legal:
            self.advised = {}
            return ""
        view = screen.view_now()
        path = tuple(screen.ctl.steps_of(notation))
        self.advised = self.advice_marks(screen, path)
        cmds = {json.dumps({"step": list(step)}) for step in path}
        for box in (screen.actions_el, screen.hand_el):
            for node in box.querySelectorAll("button[data-cmd]"):
                if str(node.dataset.cmd) in cmds:
                    node.classList.add("advised")
        kinds = screen.ctl.BOARD_KINDS
        words = [
            self.place_name(view, step) if step[0] in kinds else self.step_words(view, step)
            for step in path
        ]
        return t("advice.then").join(w for w in words if w)

    # ---- the keyboard cursor and what the log points at ----
    def point(self, screen: SeatScreen, event: dict[str, Any] | None) -> None:
        marks = self.log_marks(event) if event else {}
        if marks != self.pointed:
            self.pointed = marks
            screen.redraw()

    def _cursor(self, screen: SeatScreen) -> Step | None:
        """The board place the keyboard points at: kept while it is still a target."""
        targets = screen.ctl.targets()
        if self.cursor not in targets:
            chosen = screen.ctl.selected()
            self.cursor = chosen if chosen in targets else (targets[0] if targets else None)
        return self.cursor

    def _spot(self, screen: SeatScreen, step: Step) -> tuple[float, float]:
        view = screen.view_now()
        point: tuple[float, float] = screen.ctl.spot(self.fit(view), view, step)
        return point

    def _move_cursor(self, screen: SeatScreen, dx: float, dy: float) -> None:
        current = self._cursor(screen)
        if current is None:
            return
        targets = screen.ctl.targets()
        k = toward(self._spot(screen, current), [self._spot(screen, st) for st in targets], dx, dy)
        self.cursor = current if k is None else targets[k]
        screen.say(self.place_name(screen.view_now(), self.cursor))
        screen.redraw()

    # ---- input ----
    def _click(self, screen: SeatScreen, event: Any) -> None:
        if not screen.acting() or self.canvas is None:
            return
        x, y = self.canvas.local_point(event)
        view = screen.view_now()
        ctl = screen.ctl
        before = list(ctl.prefix)
        action = ctl.click(self.fit(view), view, x, y)
        if action:
            screen.act(action)
            return
        if ctl.prefix == before:
            self._explain(screen, x, y)
        else:  # the keyboard cursor follows what the pointer chose
            self.cursor = ctl.selected()
        screen.refresh_controls()

    def _explain(self, screen: SeatScreen, x: float, y: float) -> None:
        """A click where nothing can be chosen: say why, next to the pointer."""
        refused = self.refusal_words(screen, self.layout.to_hex(x, y))
        words = " ".join(w for w in (screen.hint(), refused) if w)  # (a lesson's first)
        if not words:
            return
        if self.canvas is not None:
            show_refusal(self.canvas.element, x, y, words)
        screen.say(words)

    def key(self, screen: SeatScreen, key: str, shift: bool) -> str | None:
        ctl = screen.ctl
        on_board = self.canvas is not None and js.document.activeElement == self.canvas.element
        if on_board and key in ARROWS:
            self._move_cursor(screen, *ARROWS[key])
            return None
        step = self._cursor(screen) if on_board and key in ("Enter", " ") else None
        if step is not None:
            action = ctl.pick(step)
            if action:
                return str(action)
            chosen = ctl.selected()
            self.cursor = chosen if chosen is not None else step
            screen.refresh_controls()
            place = self.place_name(screen.view_now(), step)
            screen.say(self.chosen_words(screen, place) if chosen == step else place)
            return None
        if key == "Escape":
            ctl.cancel()
            screen.refresh_controls()
            return None
        return self.more_key(screen, key, shift)

    def more_key(self, screen: SeatScreen, key: str, shift: bool) -> str | None:
        """A key the board does not use."""
        return None

    def command(self, screen: SeatScreen, cmd: dict[str, Any]) -> str | None:
        ctl = screen.ctl
        if "step" in cmd:
            action = ctl.press(tuple(cmd["step"]))
            if action is None and ctl.selected() is not None:
                self.cursor = ctl.selected()
            return str(action) if action else None
        if "cancel" in cmd:
            ctl.cancel()
            return None
        return self.more_command(screen, cmd)

    def more_command(self, screen: SeatScreen, cmd: dict[str, Any]) -> str | None:
        """A button of the game's own."""
        return None

    # ---- test build only ----
    def debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        """Plain data for the browser tests and benchmarks (window.volcanoTest.call)."""
        ctl = screen.ctl
        view = screen.view_now()
        if name == "ui":
            return {
                "prefix": [list(p) for p in ctl.prefix],
                "targets": [list(p) for p in ctl.targets()],
                "cursor": list(self._cursor(screen) or []) if screen.acting() else None,
                "revealed": screen.revealed,
                "acting": screen.acting(),
                "actions": screen.decision()[1],
                "over": screen.to_move() is None,
                **self.debug_ui(screen),
            }
        if name == "view":
            return view
        if name == "layout":  # the board's scale: a hex's size (centre to corner) in CSS px
            layout = self.fit(view)
            return {"size": layout.size, "width": layout.width}
        if name in ("point", "spot"):  # where a hex, an edge (q, r, d) or a step is chosen
            assert self.canvas is not None
            layout = self.fit(view)
            if name == "spot":
                x, y = ctl.spot(layout, view, tuple(args[0]))
            else:
                q, r = int(args[0]), int(args[1])
                x, y = layout.edge_mid(q, r, int(args[2])) if len(args) > 2 else layout.centre(q, r)
            return self.canvas.client_point(x, y)
        if name == "pointed":  # what a hovered log line shows on the board
            return self.pointed
        if name == "advised":  # what the board shows of the hint
            return {k: v for k, v in self.advised.items() if v}
        if name == "marks":  # what the board shows over the view now
            return {k: v for k, v in self._marks.items() if v}
        if name == "recent":  # what the others did, shown until the player to move acts
            return self.recent_marks(screen.recent_events())
        if name == "drawn":  # the board shows the view on screen (no animation left over)
            return self._moving is None and self._painted is view
        if name == "frames":  # main-thread ms per frame of the animations since last asked
            frames, self._frames = self._frames, []
            return frames
        if name in ("redraw", "bench", "anew"):  # redraws: the Python part, every part, in ms
            assert self.canvas is not None  # ("anew": once, every layer drawn anew)
            marks = ctl.marks(view) if screen.acting() else {}
            if name == "anew":
                self.canvas.forget()
                self._paint(view, marks)
                return True
            times, split = [], []
            for _ in range(int(args[0]) if args else 1 if name == "redraw" else 200):
                self.canvas.forget_dynamic()
                t0 = js.performance.now()
                self._paint(view, marks)
                times.append(float(js.performance.now() - t0))
                split.append(float(self.canvas.last_python_ms))
            return split[0] if name == "redraw" else {"total": times, "python": split}
        return self.more_debug(screen, name, args)

    def debug_ui(self, screen: SeatScreen) -> dict[str, Any]:
        """The game's own part of the "ui" answer."""
        return {}

    def more_debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        raise ValueError(name)
