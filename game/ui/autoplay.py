"""Computer turns in the browser: ask the worker, pace the moves, pause and resume.

The App calls ``update()`` after every refresh. When a computer seat is to move (and nothing is
paused or broken) it sends the worker (static/ai-client.js -> ai-worker.js) the request built
by ``game.ui.computer.request_for``, and applies the answer through ``App.act`` (the same path
as a click) once it is due: each computer move stays on screen for at least the chosen delay.
Thinking happens off the main thread; this module only posts messages and sets timers.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

import js
from pyodide.ffi import create_proxy

from .computer import request_for
from .guard import once, safely
from .i18n import t
from .seats import computer_seats, think_setting
from .session import Session


class Screen(Protocol):
    """What the computer players use of the game screen (which imports this module)."""

    session: Session

    def act(self, notation: str) -> None: ...

    def refresh(self) -> None: ...


SPEEDS = {"slow": 1500, "normal": 800, "fast": 500}  # ms each computer move stays on screen
DEFAULT_SPEED = "normal"


class Autoplay:
    def __init__(
        self,
        app: Screen,
        config: dict[str, Any],
        script: Callable[[int], str | None] | None = None,
    ) -> None:
        """The computer seats of ``config`` (none on a guest's device: the host runs them).
        ``script(decisions)``, in a lesson: the action due after that many decisions, which
        the computer plays instead of thinking (None once the script is over: the worker is
        started then)."""
        self.app = app
        self.levels = computer_seats(config)
        self.think = think_setting(config)
        self.script = script
        self.paused = False
        # the players at other devices not connected (the host's channel.py says): the
        # computers wait for them, as the whole table does
        self.waiting_for: list[str] = []
        self.speed = "slow" if script else DEFAULT_SPEED  # (a lesson: time to follow)
        self.delay_ms = SPEEDS[self.speed]
        self.error = ""
        self.asked: tuple[int, int] | None = None  # (actions taken, seat) of the open question
        self.answer: tuple[tuple[int, int], str] | None = None  # held until due
        self.timer: Any = None
        self.last_move = 0.0  # performance.now() when the last action was shown
        self.asked_at = 0.0
        self.times: dict[str, list[float]] = {}  # worker compute ms per decision, by level
        self.round_trips: list[float] = []
        # [drawn, answered] on the page clock: from the first moment after the last move was
        # painted (rAF + task) to the answer; the main thread has nothing of ours to do then
        self.windows: list[list[float]] = []
        self.drawn_at: float | None = None
        self.shown: list[float] = []  # when each computer move was shown (page clock)
        self.apply_ms: list[float] = []  # main-thread time to apply and draw each computer move
        self._status_proxy: Any = None
        if self.levels and script is None:
            self._start()

    def _start(self) -> None:
        """Start the worker (once) and follow its status."""
        if self._status_proxy is None:
            self.ai.start()
            self._status_proxy = create_proxy(safely(lambda *_: self.on_status()))
            self._unsubscribe = self.ai.onStatus(self._status_proxy)

    def close(self) -> None:
        """Stop this game's computer turns (another game is opening on the same screen)."""
        if self.timer is not None:
            js.clearTimeout(self.timer)
            self.timer = None
        self.asked = self.answer = None
        if self._status_proxy is not None:
            self._unsubscribe()
            self._status_proxy = None

    @property
    def ai(self) -> Any:
        return js.window.volcanoAI

    # ---- who is who ----
    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat in self.levels

    # ---- the loop ----
    def update(self) -> None:
        """Ask the worker if a computer is to move and no question is open for this state."""
        if not self.levels:
            return
        s = self.app.session
        seat = s.to_move()
        if seat is None or s.over() or not self.is_computer(seat) or self.error:
            return
        if self.waiting_for:  # (asked once they are all there: wait_for)
            return
        key = (len(s.record.actions), seat)
        if self.answer and self.answer[0] == key:
            self._schedule()
            return
        if self.asked == key:
            return
        due = self.script(key[0]) if self.script else None
        if due is not None:
            self.answer = (key, due)
            self._schedule()
            return
        self._start()
        self.asked = key
        self.answer = None
        request = request_for(s, seat, self.levels[seat], self.think)
        self.asked_at = float(js.performance.now())
        self.drawn_at = None
        self.ai.askThen(json.dumps(request), once(lambda reply: self.on_reply(key, str(reply))))

        def drawn() -> None:
            if self.asked == key:
                self.drawn_at = float(js.performance.now())

        js.requestAnimationFrame(once(lambda *_: js.setTimeout(once(drawn), 0)))

    def on_reply(self, key: tuple[int, int], reply: str) -> None:
        now = float(js.performance.now())
        if self.asked != key:
            return  # the game moved on (new game, undo): a stale answer
        self.asked = None
        data = json.loads(reply)
        if self.drawn_at is not None:
            self.windows.append([self.drawn_at, now])
        if "error" in data:
            self.fail(t("ai.failed", error=data["error"]))
            return
        level = self.levels.get(key[1], "")
        self.times.setdefault(level, []).append(float(data.get("ms", 0)))
        self.round_trips.append(now - self.asked_at)
        self.answer = (key, str(data["action"]))
        self._schedule()

    def _schedule(self) -> None:
        if self.paused or self.waiting_for or self.answer is None:
            return
        if self.timer is not None:
            js.clearTimeout(self.timer)
        wait = max(0.0, self.last_move + self.delay_ms - float(js.performance.now()))
        self.timer = js.setTimeout(once(self._apply_due), int(wait))

    def _apply_due(self) -> None:
        self.timer = None
        if self.paused or self.waiting_for or self.answer is None:
            return
        key, action = self.answer
        s = self.app.session
        if key != (len(s.record.actions), s.to_move()):
            self.answer = None
            self.update()
            return
        self.answer = None
        if action not in s.legal():
            name = s.names[key[1]]
            self.fail(t("ai.invalid", name=name, action=action))
            return
        try:
            t0 = float(js.performance.now())
            self.app.act(action)
            self.apply_ms.append(float(js.performance.now()) - t0)
            self.shown.append(self.last_move)
        except Exception as error:  # the game stays as it was; say so
            self.fail(t("ai.failed", error=error))

    def moved(self) -> None:
        """Called by the App after any action was applied and shown."""
        self.last_move = float(js.performance.now())

    def fail(self, message: str) -> None:
        self.error = message
        self.asked = None
        self.answer = None
        self.app.refresh()

    # ---- controls ----
    def command(self, cmd: dict[str, Any]) -> bool:
        """Handle the computer bar's buttons; False if ``cmd`` is not one of them."""
        if "ai_pause" in cmd:
            self.paused = bool(cmd["ai_pause"])
            if self.paused and self.timer is not None:
                js.clearTimeout(self.timer)
                self.timer = None
            self.app.refresh()
            if not self.paused:
                self.update()
            return True
        if "ai_speed" in cmd and cmd["ai_speed"] in SPEEDS:
            self.speed = cmd["ai_speed"]
            self.delay_ms = SPEEDS[self.speed]
            self.app.refresh()
            return True
        if "ai_retry" in cmd:
            self.error = ""
            self.ai.restart()
            self.app.refresh()
            return True
        return False

    def wait_for(self, names: list[str]) -> None:
        """The computers wait while ``names`` (players at other devices) are not connected;
        they play on once none is missing."""
        was, self.waiting_for = self.waiting_for, names
        if was != names:
            self.on_status()
            if not names:
                self.update()

    def on_status(self) -> None:
        node = js.document.querySelector("#actions .ai-status")
        if node:
            text, cls = self.status()
            node.textContent = text
            node.className = cls
            node.hidden = not text

    def status(self) -> tuple[str, str]:
        s = self.app.session
        if self.error:
            return self.error, "ai-status error"
        if s.over():
            return "", "ai-status"
        if self.paused:
            return t("ai.paused"), "ai-status"
        seat = s.to_move()
        if seat is None or not self.is_computer(seat):
            return "", "ai-status"
        if self.waiting_for:
            return t("ai.waiting", names=", ".join(self.waiting_for)), "ai-status"
        scripted = self.script is not None and self.script(len(s.record.actions)) is not None
        state = "ready" if scripted else str(self.ai.status())
        if state == "failed":
            return t("ai.failed", error=str(self.ai.error())), "ai-status error"
        if state != "ready":
            return t("ai.warming"), "ai-status thinking"
        return t(
            "ai.thinking", name=s.names[seat], level=t(f"ai.level.{self.levels[seat]}")
        ), "ai-status thinking"

    def render(self, el: Any, button: Any) -> Any:
        """The computer bar (status, pause/resume, speed), or None in a game without computers."""
        if not self.levels or self.app.session.over():
            return None
        bar = el("div", "ai-bar", aria_live="polite")
        text, cls = self.status()
        status = el("span", cls, text)
        status.hidden = not text
        bar.appendChild(status)
        if self.error:
            bar.appendChild(button(t("ai.retry"), {"ai_retry": 1}, "btn small"))
            return bar
        bar.appendChild(
            button(
                t("ai.resume") if self.paused else t("ai.pause"),
                {"ai_pause": not self.paused},
                "btn small ai-pause",
            )
        )
        speeds = el("span", "ai-speed", role="group", aria_label=t("ai.speed"))
        for name in SPEEDS:
            speeds.appendChild(
                button(
                    t(f"ai.speed.{name}"),
                    {"ai_speed": name},
                    "btn small" + (" on" if name == self.speed else ""),
                    aria_pressed="true" if name == self.speed else "false",
                )
            )
        bar.appendChild(speeds)
        return bar

    # ---- test hook ----
    def debug(self, name: str, args: list[Any]) -> Any:
        if name == "auto_delay":
            self.delay_ms = int(args[0])
        return {
            "levels": {str(k): v for k, v in self.levels.items()},
            "paused": self.paused,
            "error": self.error,
            "delay": self.delay_ms,
            "worker": str(self.ai.status()) if self._status_proxy else "not started",
            "times": self.times,
            "round_trips": self.round_trips,
            "windows": self.windows,
            "thinking": self.asked is not None,
            "shown": self.shown,
            "apply_ms": self.apply_ms,
        }
