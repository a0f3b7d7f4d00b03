"""The game screen's frame, for every game: the stage the front end draws into, the side
panels, whose turn it is, the log, the pass-the-device and end screens, and the way every
click and key reaches the game.

The shell knows no game: it asks the table (game/ui/table.py: what the seats at this device
may know of the game) who decides, and the front end (game/ui/frontend.py) for everything the
game draws. Only what the device holding the game does (apply an action, undo, replay,
computer turns, and through ``hooks`` saves and links) uses the session. Buttons carry their
command as JSON in ``data-cmd``; one delegated listener reads them all, so panels can be
rebuilt freely. All visible text goes through ``t()``; names are inserted as text, never as
HTML.

``hooks`` are the shell's other parts (saves and host messages after a change, toolbar and
replay commands), set by game/ui/games.py, so that this module imports none of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from types import FunctionType
from typing import Any

import js

from game.core.undo import NOTHING

from . import replay
from .advice import Advice
from .autoplay import Autoplay
from .dom import button, clear, clicked, el, focus, focus_in_place
from .frontend import FrontEnd, SeatScreen, front_end, seat_screen
from .guard import once, proxy
from .i18n import get_language, t
from .lesson import Lesson, LessonTable, following, lesson_of, part_of
from .page import Need, hide_refusal, keep_in_view, now_ms, show_refusal
from .seats import computer_seats, remote_seats, think_setting
from .session import Session
from .table import LocalTable, Table, has_decided, log_entries, recent_events, since_groups

SINCE_OPEN = 8  # "since your last turn" shows this many lines unfolded; more are folded
# the game's controls: the enabled buttons of the stage, the hand and the prompt's panel (not
# the computer bar there)
CONTROLS = ",".join(
    f"{part} button[data-cmd]:not(:disabled, [aria-disabled=true], .ai-bar *)"
    for part in ("#stage", "#hand", "#actions")
)

LogLine = tuple[str, str, int, bool]  # a log line: its kind, words, step and whether current
# a guest's move on its way is shown so only if the host's answer (which redraws) takes longer
ON_ITS_WAY_MS = 150
WATCH = "watch"  # undo's reason in a game nobody plays here


@dataclass
class Hooks:
    """What the rest of the shell does around the screen."""

    changed: Callable[[Any], None] = lambda screen: None  # after any change: save, tell host
    command: Callable[[Any, dict[str, Any]], bool] = lambda screen, cmd: False  # toolbar...
    toolbar: Callable[[Any], None] = lambda screen: None  # redraw the toolbar
    blocked: Callable[[Any], None] = lambda screen: None  # redraw the other-tab notice
    debug: Callable[[Any, str, list[Any]], Any] = field(default=lambda s, n, a: None)


def _folds(boxes: tuple[Any, ...]) -> list[Any]:
    """The folded boxes (``<details>``) in ``boxes``."""
    return [node for box in boxes for node in box.querySelectorAll("details")]


def _fold_key(node: Any) -> str:
    """A folded box told apart from the others by its kind and its title."""
    summary = node.querySelector("summary")
    return f"{node.className}|{summary.textContent if summary else ''}"


class Screen:
    """The game screen (one per page; ``show`` puts another game on it)."""

    front: FrontEnd  # the game's front end, mounted by the first ``show``
    auto: Autoplay  # its computer seats
    advice: Advice  # the hint: what the computer would do in the decision on screen

    lesson: Lesson | None = None  # the lesson the game follows, if it is one
    _refreshes = 0  # how many times the screen was redrawn
    _redraw_asked = False  # a redraw waits for the next animation frame (redraw_soon)

    def __init__(self) -> None:
        """The screen's parts and listeners; ``show`` or ``show_guest`` puts a game on it."""
        self.doc = js.document
        self.hooks = Hooks()
        self.seat: SeatScreen = seat_screen(self)  # all a front end is given of this screen
        self.root = self.doc.getElementById("game")
        self.stage_el = self.doc.getElementById("stage")
        self.players_el = self.doc.getElementById("players")
        self.hand_el = self.doc.getElementById("hand")
        self.actions_el = self.doc.getElementById("actions")
        self.log_el = self.doc.getElementById("log")
        self.lesson_el = self.doc.getElementById("lesson")
        self.overlay = self.doc.getElementById("overlay")
        self.panels_el = self.doc.querySelector("#game .panels")
        self.root.addEventListener("click", proxy(self.on_button))
        for kind in ("mouseover", "mouseout", "focusin", "click"):
            self.log_el.addEventListener(kind, proxy(self.on_log_point))
        self.log_el.addEventListener("keydown", proxy(self.on_log_key))
        self._log_count = 0  # log lines made: each line's data-line
        self._log_ids: list[int] = []  # the data-line of each line shown, newest first
        self._log_events: dict[int, dict[str, Any]] = {}  # what each line is about
        self._lines_for: tuple[str, str] = ("", "")  # the game and language of _lines
        self._lines: dict[int, tuple[dict[str, Any], str]] = {}  # id(event): its line
        self.doc.addEventListener("keydown", proxy(self.on_key))
        if getattr(js.window, "volcanoTestHooks", False):
            js.window._volcanoPy = proxy(
                lambda name, *args: json.dumps(
                    self.debug(str(name), [a for a in args if a is not None])
                )
            )

    def show(self, session: Session, game_id: str, created: float, hooks: Hooks) -> None:
        """Show ``session`` (game ``game_id``, saved since ``created``) from its start."""
        self.session = session  # the host's: apply, undo, replay, computers, saves, links
        self.send: Callable[[str], None] | None = None
        players = range(len(session.names))
        away = {*computer_seats(session.record.config), *remote_seats(session.record.config)}
        here = {k for k in players if k not in away}
        record = session.record
        config = record.config
        self.lesson = following(config, record.game, record.seed, record.actions)
        table = LessonTable(session, self.lesson) if self.lesson else LocalTable(session)
        self._show(table, here, game_id, created, hooks, config)

    def show_guest(
        self, table: Table, seat: int | None, send: Callable[[str], None], hooks: Hooks
    ) -> None:
        """Show the game another device holds, as ``seat`` (None: a watcher, who never acts;
        ``table``: what the host sent); ``send`` takes this seat's actions to the host, which
        applies them."""
        self.send = send
        self.lesson = None
        here = set() if seat is None else {seat}
        self._show(table, here, f"guest:{id(table)}", now_ms(), hooks, {})

    def _show(
        self,
        table: Table,
        here: set[int],
        game_id: str,
        created: float,
        hooks: Hooks,
        config: dict[str, Any],
    ) -> None:
        front = front_end(table.name)
        if getattr(self, "front", None) is not front:
            clear(self.stage_el)
            self.front = front
            self.root.dataset.game = front.name
            front.mount(self.seat, self.stage_el)
        self.hooks = hooks
        self.table: Table = table  # everything drawn is read from here
        self.here = here  # the seats a person plays at this device
        self.ctl: Any = front.controller()
        self.ctl.set_legal(self.table.legal())
        self.game_id = game_id  # its save's key
        self.game_created = created
        if getattr(self, "auto", None) is not None:
            self.auto.close()
        # this game's computer seats (none in a hotseat game); a lesson's play its script
        self.auto = Autoplay(self, config, self._scripted if self.lesson else None)
        if getattr(self, "advice", None) is not None:
            self.advice.close()  # (an answer still to come is for the other game)
        self.advice = Advice(self, think_setting(config))
        self.revealed: int | None = None
        self.revealed = self.next_viewer(None)
        self.show_end = True
        self.replay_step: int | None = None  # replay mode (game/ui/replay.py)
        self.lost = False  # another tab took this game over
        self.save_problem = ""  # why the last save failed ("" once a save succeeds)
        self.shown_link = ""
        self.menu_open = False
        self._said: tuple[Any, ...] = ()
        self._log_shown: tuple[tuple[str, str], list[LogLine]] | None = None  # (game, language)
        self._lesson_said: tuple[str, int, bool] | None = None
        self._followed: tuple[Any, ...] = ()  # what _follow last kept in view
        self._view: dict[str, Any] | None = None
        self._refusals: tuple[Any, dict[str, str]] = (None, {})
        self.refresh()

    # ---- who may act ----
    def is_computer(self, seat: int | None) -> bool:
        """Whether a computer plays ``seat``."""
        return seat in self.table.computers

    def computer_tag(self, seat: int) -> Any | None:
        """A tag saying a computer plays ``seat`` (and how well), for its name in a panel."""
        if not self.is_computer(seat):
            return None
        level = t(f"ai.level.{self.table.computers[seat]}")
        return el("span", "player-bot", t("ai.computer", level=level))

    def acting(self) -> bool:
        """Whether the person at the device may act now: the seat to move is theirs and
        showing, it is played here (not by a computer or another device), and this tab owns
        the game."""
        seat = self.table.to_move()
        return seat is not None and seat == self.revealed and seat in self.here and not self.lost

    def next_viewer(self, active_before: int | None) -> int | None:
        """Whom the screen shows the game to now; None puts up the pass-the-device screen.

        With a single human at the device, always that human. A game that hides information
        (hands) shows it to one seat at a time, so the pass screen comes between any two
        humans. A game that hides nothing shows everything to whoever decides; the device is
        passed (with the screen saying who and why) only when a decision goes to a player
        whose turn it is not, and when it comes back (``active_before``: whose turn it was
        before the change). Never the hand of a seat not played here, and no pass screen
        before a computer or another device."""
        table = self.table
        seat = table.to_move()
        humans = sorted(self.here)
        if len(humans) == 1:
            return humans[0]
        if seat is None or seat not in self.here:
            return None
        if seat == self.revealed:
            return seat
        if table.info.hidden_information:
            return None
        asked = seat != table.active()  # a question out of turn
        answered = self.revealed is not None and self.revealed != active_before
        return None if asked or answered else seat

    def view_now(self) -> dict[str, Any]:
        """The view on screen (the live game's, or the replayed moment's)."""
        return self._view or self.table.view(self.revealed)

    # ---- what a front end may know besides the view: nothing of the hidden state ----
    def decision(self) -> tuple[str, int]:
        """Which decision is pending: the game's id and the number of actions so far (a front
        end keys what it remembers about one decision on it)."""
        return self.game_id, self.table.decisions()

    def to_move(self) -> int | None:
        """The seat whose decision is pending (None when the game is over)."""
        return self.table.to_move()

    def refusals(self) -> dict[str, str]:
        """Why the choices of the pending decision are refused (the engine's ``Explains``),
        for the seat on screen when it is the one deciding; empty otherwise."""
        key = (self.decision(), self.revealed)
        if self._refusals[0] != key:
            seat = self.revealed
            self._refusals = (key, {} if seat is None else self.table.refusals(seat))
        return self._refusals[1]

    def _lesson_at(self, decisions: int) -> tuple[int, str] | None:
        """(the lesson's step, the action due) after ``decisions`` actions (None: no lesson,
        or its script is over)."""
        return self.lesson.at(decisions) if self.lesson else None

    def lesson_step(self) -> int | None:
        """The index of the lesson's step under way (None: no lesson, or its script is
        over)."""
        at = self._lesson_at(self.table.decisions())
        return None if at is None else at[0]

    def _scripted(self, decisions: int) -> str | None:
        at = self._lesson_at(decisions)
        return None if at is None else at[1]

    def hint(self) -> str:
        """In a lesson, its words for a choice it does not ask for now ("" otherwise)."""
        k = self.lesson_step()
        if self.lesson is None or k is None or not self.acting():
            return ""  # (k is None without a lesson: the check is for the type checker)
        return t(self.lesson.steps[k].wrong, **self.lesson.names(self.table.names[0]))

    def log_steps(self) -> list[list[dict[str, Any]]]:
        """Each step's log entries that the seat on screen may see (the public ones when no
        seat is)."""
        return self.table.log_steps(self.revealed)

    def history(self) -> tuple[list[dict[str, Any]], list[list[dict[str, Any]]]]:
        """Once the game is over: a spectator's view of every step and each step's public
        log entries (the end screen's statistics)."""
        if not self.table.over():
            raise ValueError("the history is the end screen's: the game is not over")
        return self.table.history()

    # ---- input ----
    def on_key(self, event: Any) -> None:
        if self.root.hidden or not self.acting():
            return
        key = str(event.key)
        target = event.target
        control = bool(target) and str(target.tagName) in ("BUTTON", "INPUT", "SELECT")
        if key == "Enter" and control:
            return  # the focused control handles its own Enter
        on_stage = bool(self.stage_el.contains(target)) if target else False
        moves = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight") + (() if control else (" ",))
        if on_stage and key in moves:
            event.preventDefault()  # keys on the stage choose; they do not scroll the page
        action = self.front.key(self.seat, key, bool(event.shiftKey))
        if action:
            event.preventDefault()
            self.act(action)
        self.keep_focus(None)

    def on_button(self, event: Any) -> None:
        cmd = clicked(event)
        if not cmd:
            return
        before = self.focused()
        keyboard = int(event.detail or 0) == 0  # a click made by Enter or Space
        if "reveal" in cmd:
            self.revealed = self.table.to_move()
            self.refresh()
            self._focus_guide()  # the keyboard goes on from what to do now
        elif "show_board" in cmd:
            self.show_end = False
            self.refresh()
        elif "show_end" in cmd:
            self.show_end = True
            self.refresh()
        elif self.hooks.command(self, cmd) or self.auto.command(cmd) or self.advice.command(cmd):
            pass
        elif self.acting():
            action = self.front.command(self.seat, cmd)
            if action:
                self.act(action)
            else:
                self.refresh_controls()
        if keyboard:
            self.keep_focus(before)

    def act(self, notation: str) -> None:
        """Apply a legal action (from a click, a key or a computer) and show the result."""
        if notation not in self.ctl.legal or self.lost:
            return
        if isinstance(self.table, LessonTable) and not self.table.accepts(notation):
            self._refuse_offered()
            return
        hide_refusal()
        self.advice.forget()
        if self.send is not None:  # a guest's: the host applies it, then sends the result
            self.send(notation)
            self.ctl.set_legal(self.table.legal())
            self._refresh_unless_answered()
            return
        before = self.table.active()
        self.session.apply(notation)
        self.ctl.set_legal(self.table.legal())
        self.hooks.changed(self)  # autosave, host-page events
        self.revealed = self.next_viewer(before)
        self.auto.moved()
        self.refresh()

    def accepted(self) -> list[str]:
        """The legal actions the screen would apply now: in a lesson whose script lasts, the
        action due (the others it shows are refused)."""
        table = self.table
        if isinstance(table, LessonTable):
            return [a for a in self.ctl.legal if table.accepts(a)]
        return list(self.ctl.legal)

    def _refuse_offered(self) -> None:
        """A lesson's choice shown but not the one it asks for (a tile turned the wrong way):
        its words, over the stage and to screen readers; nothing changes."""
        words = self.hint()
        rect = self.stage_el.getBoundingClientRect()
        show_refusal(self.stage_el, float(rect.width) / 2, float(rect.height) / 2, words)
        self.say(words)

    def undo_status(self) -> tuple[bool, str]:
        """Whether the last decision may be taken back, else the reason key: only a decision
        of the seat on screen, made at this device (the next player hears nothing of another
        player's decision; a game with nobody here, Watch, has nothing to undo)."""
        ok, reason = self.session.undo_status()
        last = self.table.deciders()[-1]
        if self.lesson and self.table.decisions() <= len(self.lesson.setup):
            return False, NOTHING  # (the lesson's prepared position is where it begins)
        if not self.here:
            return False, WATCH
        shown = self.revealed
        if last is not None and (last not in self.here or shown not in (None, last)):
            return False, NOTHING
        return ok, reason

    def undo(self) -> bool:
        """Take back the last decision if the undo policy allows it."""
        if self.revealed is None or not self.undo_status()[0] or not self.session.undo():
            return False
        self.advice.forget()
        self.ctl.set_legal(self.table.legal())
        self.refresh()
        self.hooks.changed(self)
        return True

    def _refresh_unless_answered(self) -> None:
        """A guest's move went to the host, whose answer redraws the screen: one redraw per
        move, unless the answer takes longer than ON_ITS_WAY_MS (the move is then shown on
        its way meanwhile: no choice, no controls)."""
        then = self._refreshes

        def unless_answered() -> None:
            if self._refreshes == then:
                self.refresh()

        js.setTimeout(once(unless_answered), ON_ITS_WAY_MS)

    # ---- drawing ----
    def refresh(self) -> None:
        """Redraw everything from the table."""
        self._refreshes += 1
        if self.replay_step is not None:
            replay.render(self)
            return
        self.doc.documentElement.removeAttribute("data-replay")
        table = self.table
        if table.over():
            self.revealed = None
        self._view = table.view(self.revealed)
        root = self.doc.documentElement
        root.dataset.phase = str(self._view.get("phase", ""))
        seat = table.to_move()
        root.dataset.seat = "" if seat is None else str(seat)
        root.dataset.revealed = "" if self.revealed is None else str(self.revealed)
        before = self.focused()
        self.render_panels(self._view)
        self.render_log()
        self.render_overlay()
        self.hooks.toolbar(self)
        self.update_blocking()
        self.auto.update()
        if self.send is not None and getattr(self.front, "paints", False):
            self.redraw_soon()  # (a guest's canvas: the host's pictures come as they come)
        else:
            self.redraw()
        self._follow()
        if before is not None:
            self.keep_focus(before)

    def recent_events(self) -> list[dict[str, Any]]:
        """What happened since the player to move last decided, as the viewer may see it:
        the front end shows it on the stage until that player acts."""
        return recent_events(self.table, self.revealed)

    def _since_box(self, seat: int) -> Any:
        """ "Since your last turn", complete: the big events first, then each player's
        moves under their name, folded unless they are few (the front end says which log
        lines are big)."""
        table = self.table
        big, groups = since_groups(table, seat, self.log_line, self.front.big)
        if not groups:
            return None
        played = has_decided(table, seat)
        box = el("section", "since", aria_labelledby="since-h")
        box.appendChild(el("h3", None, t("since.title" if played else "since.start"), id="since-h"))
        if big:
            listing = el("ul", "since-big")
            for text in big:
                listing.appendChild(el("li", None, text))
            box.appendChild(listing)
        view = self.view_now()
        short = sum(len(lines) for _, lines in groups) <= SINCE_OPEN
        for who, lines in groups:
            part = el("details", "since-player", data_seat="" if who is None else who)
            part.open = short
            words = (
                t("since.player", name=table.names[who], count=len(lines))
                if who is not None
                else t("since.setup", count=len(lines))  # (before the first turn)
            )
            head = el("summary", None, words)
            if who is not None:
                head.style.setProperty("--village", self.front.colour(view, who))
            part.appendChild(head)
            listing = el("ul")
            for text in lines:
                listing.appendChild(el("li", None, text))
            part.appendChild(listing)
            box.appendChild(part)
        return box

    def render_panels(self, view: dict[str, Any]) -> None:
        """Whose turn it is, then the front end's panels and controls; a folded box the
        person here opened or closed (How to play, a legend) stays so."""
        boxes = (self.players_el, self.hand_el, self.actions_el)
        folds = {_fold_key(node): bool(node.open) for node in _folds(boxes)}
        for box in boxes:
            clear(box)
        seat = self.table.to_move()
        head = el("div", "phase-line")
        if seat is not None and self.replay_step is None:
            tag = el("span", "who", t("game.to_move", name=view["players"][seat]["name"]))
            tag.style.setProperty("--village", self.front.colour(view, seat))
            head.appendChild(tag)
            head.appendChild(el("span", "turn", t("game.turn", turn=self.table.turn())))
            self.actions_el.appendChild(head)
            ai_bar = self.auto.render(el, button)
            if ai_bar is not None:
                self.actions_el.appendChild(ai_bar)
        self.render_lesson()
        self.front.panels(self.seat, view)
        if seat is not None and self.acting() and self.replay_step is None:
            since = self._since_box(seat)
            if since is not None:
                guide = self.actions_el.querySelector(".guide")
                self.actions_el.insertBefore(since, guide.nextSibling if guide else None)
        self._render_advice()
        for node in _folds(boxes):
            node.open = folds.get(_fold_key(node), node.open)

    def _render_advice(self) -> None:
        """The hint's button among the decision's controls (in the bar of its buttons, else
        after the prompt), with the computer's choice in the front end's words, marked where
        it is made."""
        words = self.front.advise(self.seat, self.advice.shown())
        nodes = self.advice.render(words)
        if not nodes:
            return
        bar = self.actions_el.querySelector(":scope > .buttons")
        if not bar:  # (null)
            bar = el("div", "buttons advice")
            guide = self.actions_el.querySelector(":scope > .guide")
            self.actions_el.insertBefore(bar, guide.nextSibling if guide else None)
        bar.append(*nodes)

    def _lesson_words(self) -> tuple[str, str, int]:
        """The lesson's words now: what the last step did, what to do now (or that the
        lesson is over), and the step under way (its count once over)."""
        lesson = self.lesson
        assert lesson is not None
        names = lesson.names(self.table.names[0])
        k = self.lesson_step()
        k = len(lesson.steps) if k is None else k
        done = t(lesson.steps[k - 1].done, **names) if k > 0 and lesson.steps[k - 1].done else ""
        seat = self.table.to_move()
        if k >= len(lesson.steps):
            say = t("lesson.complete")
        elif seat is not None and not self.acting():  # the others play their part of the step
            say = t("lesson.watch", name=self.table.names[seat])
        else:
            say = t(lesson.steps[k].say, **names)
        return done, say, k

    def render_lesson(self) -> None:
        """The lesson's panel, above the others (above the board on a phone): which step,
        what the last one did, what to do now, and the ways out (leave; a real game with the
        same players). Hidden outside lessons, in replay and at the end."""
        box = self.lesson_el
        clear(box)
        box.hidden = self.lesson is None or self.replay_step is not None or self.table.over()
        if box.hidden or self.lesson is None:
            return
        done, say, k = self._lesson_words()
        steps = len(self.lesson.steps)
        head = el("div", "lesson-head")
        head.appendChild(el("h2", "panel-title", t(self.lesson.heading), id="lesson-h"))
        if k < steps:
            progress = t("lesson.progress", step=k + 1, steps=steps)
            head.appendChild(el("span", "lesson-progress", progress))
        box.appendChild(head)
        if done:
            box.appendChild(el("p", "lesson-done", done))
        box.appendChild(el("p", "lesson-say", say, id="lesson-say"))
        bar = el("div", "buttons")
        real = "btn primary small" if k >= steps else "btn small"
        bar.appendChild(button(t("lesson.real"), {"lesson": "real"}, real, id="lesson-real"))
        if k >= steps and self._more():
            bar.appendChild(
                button(t("lesson.more"), {"lesson": "more"}, "btn small", id="lesson-more")
            )
        bar.appendChild(button(t("lesson.leave"), {"nav": "new"}, "btn small", id="lesson-leave"))
        box.appendChild(bar)

    def _more(self) -> bool:
        """Whether a lesson follows this one (More rules, after Learn to play)."""
        lesson = self.lesson
        return lesson is not None and lesson_of(lesson.game, part_of(lesson) + 1) is not None

    def refresh_controls(self) -> None:
        """After a selection change: the panels and the stage."""
        before = self.focused()
        if self._view is not None and self.replay_step is None:
            self.render_panels(self._view)
        self.redraw()
        self._follow()
        if before is not None:
            self.keep_focus(before)

    def _follow(self) -> None:
        """As the person here comes to a decision (a lesson's step), or its choices change,
        what it needs is brought into view: the lesson's words first, then where on the
        stage it is made, its controls, and the prompt (as many as fit, in that order)."""
        if not self.acting() or self.replay_step is not None or not self.overlay.hidden:
            self._followed = ()
            return
        needs: list[Need] = []
        if self.lesson is not None and not self.lesson_el.hidden:
            needs.append((self.lesson_el, None))
        places = self.front.places(self.seat)
        needs += [(node, (x, y)) for node, x, y in places]
        controls = list(self.root.querySelectorAll(CONTROLS))
        needs += [(node, None) for node in controls]
        guide = self.actions_el.querySelector(".guide")
        if guide:
            needs.append((guide, None))
        key = (
            self.game_id,
            self.table.decisions(),
            self.lesson_step(),
            tuple((round(x), round(y)) for _, x, y in places),
            tuple(str(node.dataset.cmd) for node in controls),
        )
        if key != self._followed:
            self._followed = key
            keep_in_view(needs)

    def redraw(self) -> None:
        """Redraw the stage (the board) from the view on screen."""
        self._redraw_asked = False  # (a redraw asked for the next frame: this is it)
        if self._view is not None:
            self.front.draw(self.seat, self._view)

    def redraw_soon(self) -> None:
        """Redraw the stage in the next animation frame, from the view on screen then: a
        guest's canvas (a front end that ``paints``), whose pictures come from the host. Not
        in the message's task: the frame paints anyway, and of several pictures before it
        only the newest is drawn. (A hidden tab has no frames: it is drawn when it is shown
        again.) A stage of elements is drawn at once: the focus kept across a redraw, and
        what is read, are on it."""
        if self._redraw_asked:
            return
        self._redraw_asked = True

        def frame(_now: float) -> None:
            if self._redraw_asked:  # (unless a redraw since drew the newest already)
                self.redraw()

        js.requestAnimationFrame(once(frame))

    def update_blocking(self) -> None:
        """Behind a pass screen, the end screen or the other-tab notice, the stage and the
        panels are inert: no click, no Tab, no screen reader reaches them."""
        self.hooks.blocked(self)
        blocked = self.lost or not self.overlay.hidden
        for part in (self.stage_el, self.panels_el, self.lesson_el):
            part.inert = blocked

    def render_log(self, upto: int | None = None) -> None:
        """The log as the viewer may see it, newest first (up to step ``upto`` in replay,
        whose entries are marked current). Pointing at a line (hover, focus or tap) shows
        what it is about on the stage; new lines are read out (``say``). After a move only
        the new lines are made (a guest's log is redrawn for every move in the game)."""
        entries = log_entries(self.table, self.revealed, self.log_line, upto=upto)
        lines = [(kind, text, step, step == upto) for kind, text, step, _ in entries]
        events = [event for _, _, _, event in entries]
        now = self._words_for()
        shown = self._log_shown
        new = _new_on_top(shown[1], lines) if shown and shown[0] == now and upto is None else None
        if new is None:
            self._render_log_anew(lines)
        elif new:
            self._add_log_lines(lines[:new], len(lines))
        self._log_shown = (now, lines) if upto is None else None
        self._log_events = dict(zip(self._log_ids, events, strict=True))
        if upto is None:
            self._say_new_lines(
                [text for _, text, step, _ in entries if step == self.table.decisions()]
            )

    def log_line(self, event: dict[str, Any], names: list[str]) -> str:
        """A log line's words, written once per game and language (the log is redrawn
        after every move)."""
        key = self._words_for()
        if key != self._lines_for:
            self._lines_for, self._lines = key, {}
        hit = self._lines.get(id(event))
        if hit is None or hit[0] is not event:  # (the event is kept: its id stays its own)
            hit = self._lines[id(event)] = (event, self.front.log_text(event, names))
        return hit[1]

    def _words_for(self) -> tuple[str, str]:
        """What the log's words depend on: the game and the language."""
        return self.game_id, get_language()

    def _log_nodes(self, lines: list[LogLine]) -> tuple[list[Any], list[int]]:
        """New elements for ``lines``, and their data-line numbers (never used again)."""
        nodes, ids = [], []
        for kind, text, step, current in lines:
            self._log_count += 1
            node = el(
                "li",
                f"log-{kind}" + (" current" if current else ""),
                text,
                data_step=step,
                data_line=self._log_count,
                tabindex="-1",
            )
            if current:
                node.setAttribute("aria-current", "step")
            nodes.append(node)
            ids.append(self._log_count)
        return nodes, ids

    def _render_log_anew(self, lines: list[LogLine]) -> None:
        box = self.log_el
        focused = self.doc.activeElement
        was = focused if focused and box.contains(focused) and focused.dataset.step else None
        kept = (str(was.dataset.step), str(was.textContent)) if was else None
        nodes, self._log_ids = self._log_nodes(lines)
        listing = el("ol", "log-lines")
        listing.append(*nodes)
        box.replaceChildren(el("h2", "panel-title", t("panel.log")), listing)
        # one Tab stop: the line the keyboard was on (kept across redraws), else the replay
        # step's first line, else the newest
        where = [k for k, (_, text, step, _) in enumerate(lines) if (str(step), text) == kept]
        where += [k for k, line in enumerate(lines) if line[3]] + [0]
        stop = nodes[where[0]] if nodes else None
        if stop:
            stop.setAttribute("tabindex", "0")
            if was:
                focus_in_place(stop)

    def _add_log_lines(self, new: list[LogLine], total: int) -> None:
        """The lines of the moves since the last redraw, on top; the oldest drop out."""
        listing = self.log_el.querySelector(".log-lines")
        nodes, ids = self._log_nodes(new)
        listing.prepend(*nodes)
        self._log_ids = ids + self._log_ids[: total - len(nodes)]
        while listing.children.length > total:
            listing.lastElementChild.remove()
        focused = self.doc.activeElement
        if not (focused and listing.contains(focused)):  # the Tab stop: the newest line
            for node in listing.querySelectorAll("[tabindex='0']"):
                node.setAttribute("tabindex", "-1")
            nodes[0].setAttribute("tabindex", "0")

    def _say_new_lines(self, texts: list[str]) -> None:
        key = (self.game_id, self.table.decisions(), self.revealed)
        if key != self._said:
            self._said = key
            words = list(reversed(texts))
            if self.lesson is not None and not self.table.over():
                done, say, k = self._lesson_words()
                said = (self.game_id, k, self.acting())
                if said != self._lesson_said:  # a new step, or the learner's turn in it
                    self._lesson_said = said
                    words += [done, say]
            self.say(" ".join(w for w in words if w))

    def say(self, text: str) -> None:
        """Read ``text`` out to screen readers (a polite live region, not shown)."""
        node = self.doc.getElementById("say")
        if node and text:
            node.textContent = text

    def on_log_key(self, event: Any) -> None:
        """The arrow keys, Home and End move through the log's lines (one Tab stop)."""
        node = event.target.closest("[data-line]") if event.target else None
        if not node:
            return
        lines = list(node.parentNode.children)
        at = lines.index(node) if node in lines else 0
        step = {"ArrowDown": 1, "ArrowUp": -1, "PageDown": 10, "PageUp": -10}
        key = str(event.key)
        if key in step:
            nxt = lines[max(0, min(len(lines) - 1, at + step[key]))]
        elif key in ("Home", "End"):
            nxt = lines[0 if key == "Home" else -1]
        else:
            return
        event.preventDefault()
        event.stopPropagation()
        node.setAttribute("tabindex", "-1")
        nxt.setAttribute("tabindex", "0")
        nxt.focus()  # (focusin: the board shows what the line is about)

    def on_log_point(self, event: Any) -> None:
        """A log line was pointed at (or left): the front end shows its place."""
        node = event.target.closest("[data-line]") if event.target else None
        line = int(node.dataset.line) if node and str(event.type) != "mouseout" else -1
        self.front.point(self.seat, self._log_events.get(line))

    def render_overlay(self) -> None:
        """The end screen, or the pass-the-device screen before a human's hidden hand."""
        ov = self.overlay
        clear(ov)
        table = self.table
        if table.over():
            if not self.show_end:
                ov.hidden = True
                bar = self.actions_el.querySelector(".buttons") or self.actions_el
                bar.appendChild(button(t("end.title"), {"show_end": 1}, "btn primary"))
                return
            ov.appendChild(self._end_screen())
            ov.hidden = False
            return
        seat = table.to_move()
        if seat is None or self.revealed is not None or seat not in self.here:
            ov.hidden = True  # no pass screen before a computer's or another device's move
            return
        view = self.view_now()
        name = view["players"][seat]["name"]
        card = el("div", "pass-card", role="dialog", aria_modal="true", aria_labelledby="pass-h")
        card.style.setProperty("--village", self.front.colour(view, seat))
        card.appendChild(el("div", "pass-swatch"))
        card.appendChild(el("h2", None, t("pass.title", name=name), id="pass-h"))
        card.appendChild(el("p", "muted", self.front.pass_details(view, seat)))
        recent = self.front.recent(self.seat, view)
        if recent is not None and recent.firstChild:
            card.appendChild(recent)
        # "show my hand" where there is one to hide; a game without secrets just goes on
        words = "btn.reveal" if table.info.hidden_information else "btn.reveal_open"
        card.appendChild(button(t(words, name=name), {"reveal": 1}, "btn primary big", id="reveal"))
        since = self._since_box(seat)  # after the button: on a phone it may run long
        if since is not None:
            card.appendChild(since)
        ov.appendChild(card)
        ov.hidden = False
        js.setTimeout(once(lambda: focus("#reveal")), 0)

    def _focus_guide(self) -> None:
        guide = self.actions_el.querySelector(".guide")
        if guide:
            if not guide.hasAttribute("tabindex"):
                guide.setAttribute("tabindex", "-1")  # focusable, not a Tab stop
            focus_in_place(guide)  # (the page shows what the decision needs: _follow)

    def focused(self) -> tuple[str, str] | None:
        """The control of the game screen that the keyboard is on, as (id, command), to
        find it again once the panels are redrawn; None when the focus is elsewhere or came
        from a pointer."""
        node = self.doc.activeElement
        if not node or not self.root.contains(node) or not node.matches(":focus-visible"):
            return None
        return str(node.id or ""), str(node.getAttribute("data-cmd") or "")

    def keep_focus(self, before: tuple[str, str] | None) -> None:
        """After an action or a redraw that removed the focused control: the focus goes back
        to that control, redrawn (``before``: its id and command), else on to what to do
        now (the pass screen's button, the end screen, the prompt), never to <body>."""
        node = self.doc.activeElement
        if self.root.hidden or (node and node != self.doc.body):
            return
        ident, cmd = before or ("", "")
        candidates = [self.doc.getElementById(ident) if ident else None]
        if cmd:
            candidates += [
                n for n in self.root.querySelectorAll("[data-cmd]") if n.dataset.cmd == cmd
            ]
        candidates += [self.doc.querySelector(s) for s in ("#reveal", "#overlay .btn.primary")]
        for node in candidates:
            if (
                node
                and not node.matches(":disabled")
                and node.getClientRects().length
                and not node.closest("[inert]")
            ):
                focus_in_place(node)
                if self.doc.activeElement == node:
                    return
        self._focus_guide()

    def _end_screen(self) -> Any:
        view = self.view_now()
        ranking = self.table.ranking()
        players = view["players"]
        card = el("div", "end-card", role="dialog", aria_labelledby="end-h")
        card.appendChild(el("h2", None, t("end.title"), id="end-h"))
        winners = [players[k]["name"] for k in range(len(players)) if ranking[k] == 1]
        won = (
            t("end.winner", names=winners[0])
            if len(winners) == 1
            else t("end.winners", names=", ".join(winners))
        )
        card.appendChild(el("p", "winner", won))
        card.appendChild(self.front.end_table(self.seat, view, ranking))
        bar = el("div", "buttons")
        if self.lesson is not None:  # what next, before the game's figures
            done = el("div", "lesson-end")
            done.appendChild(el("p", "lesson-done", t("lesson.finished")))
            real = button(t("lesson.real"), {"lesson": "real"}, "btn primary", id="lesson-real")
            done.appendChild(real)
            if self._more():
                done.appendChild(
                    button(t("lesson.more"), {"lesson": "more"}, "btn", id="lesson-more")
                )
            card.insertBefore(done, card.children[2])
        bar.appendChild(button(t("btn.show_board"), {"show_board": 1}, "btn"))
        if self.send is None:  # (a guest's device holds no game to play again)
            bar.appendChild(button(t("menu.rematch"), {"nav": "rematch"}, "btn"))
        bar.appendChild(button(t("btn.new_game"), {"nav": "new"}, "btn primary"))
        card.appendChild(bar)
        return card

    # ---- test build only ----
    def debug(self, name: str, args: list[Any]) -> Any:
        """Plain data for the e2e tests (window.volcanoTest), test builds only."""
        if name.startswith("auto"):
            return self.auto.debug(name, args)
        if name == "legal":
            return self.table.legal()
        if name == "seat":
            return self.table.to_move()
        if name == "lesson":  # where the lesson stands: its step and the action due
            at = self._lesson_at(self.table.decisions())
            return {
                "lesson": self.lesson is not None,
                "step": None if at is None else at[0],
                "steps": len(self.lesson.steps) if self.lesson else 0,
                "part": part_of(self.lesson) if self.lesson else None,
                "due": None if at is None else at[1],
                "acting": self.acting(),
                "hint": self.hint(),
            }
        if name == "advice":  # the hint: offered, waiting, its answer or why there is none
            return self.advice.debug()
        if name == "progress":
            return {"actions": self.table.decisions(), "over": self.table.over()}
        if name == "act":  # a test's stand-in for the clicks: the seat on screen's own action
            notation = str(args[0])
            if not self.acting() or notation not in self.ctl.legal:
                return False
            self.act(notation)
            return True
        if self.send is not None and name in ("state_hash", "record"):
            return None  # a guest's device holds neither
        if name == "state_hash":
            return self.session.hash()
        if name == "record":
            return self.session.record.to_data()
        if name == "modules":  # what the page's Python has imported, and from where
            import sys

            spec = {k: getattr(m, "__spec__", None) for k, m in sorted(sys.modules.items())}
            return {k: getattr(v, "origin", None) for k, v in spec.items()}
        if name == "bytecode":  # for each module with functions: where its bytecode was made
            import sys

            made = {k: _made_at(m) for k, m in sorted(sys.modules.items())}
            return {k: at for k, at in made.items() if at}
        answer = self.hooks.debug(self, name, args)
        if answer is not None:
            return answer
        return self.front.debug(self.seat, name, args)


def _new_on_top(shown: list[LogLine], lines: list[LogLine]) -> int | None:
    """How many of ``lines`` (newest first) are new above the ``shown`` ones, whose newest
    they continue with (the oldest may drop out); None if they do not."""
    for new in range(len(lines)):
        if lines[new:] == shown[: len(lines) - new]:
            return new
    return None


def _made_at(module: Any) -> str | None:
    """Test builds: "build" if the module's functions carry no column positions (build.py
    compiles without them), "here" if they do (the interpreter compiled their source), None
    for a module without functions of its own."""
    name = getattr(module, "__name__", None)
    codes = [
        value.__code__
        for value in list(getattr(module, "__dict__", {}).values())
        if isinstance(value, FunctionType) and value.__module__ == name
    ]
    if not codes:
        return None
    columns = {column for code in codes for _, _, column, _ in code.co_positions()}
    return "build" if columns <= {None} else "here"
