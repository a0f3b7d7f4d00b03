"""The hint, "What would the computer do?": the Hard level's choice for the decision of a seat a
person plays on this device (hotseat games, games against the computer, lessons).

It is asked of the computer players' worker (static/ai-client.js, the one game/ui/autoplay.py
uses) with the request a computer seat would send (game/ui/computer.py ``request_for``: the
seat's view and its legal actions, never the hidden state; in a lesson whose script lasts, the
action it asks for is the only one), so the page never waits for it. The
answer is shown, never played: the front end words it and marks where it is made
(``FrontEnd.advise``). It is dropped once the decision changes (a move, undo, another game), an
answer that comes after that too. A guest's device (joining.py) holds no game and is never
offered it: the host has no way to allow it.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

import js
from pyodide.ffi import create_proxy

from .computer import request_for
from .dom import button, el
from .guard import once, safely
from .i18n import t
from .session import Session

HARD = "hard"  # the level whose choice the hint shows


class Screen(Protocol):
    """What the hint uses of the game screen (which imports this module)."""

    session: Session
    send: Any
    replay_step: int | None

    def acting(self) -> bool: ...

    def decision(self) -> tuple[str, int]: ...

    def to_move(self) -> int | None: ...

    def accepted(self) -> list[str]: ...

    def refresh_controls(self) -> None: ...

    def say(self, text: str) -> None: ...


class Advice:
    """The hint for the decision on screen: asked, being thought about, answered or failed."""

    def __init__(self, screen: Screen, think: str) -> None:
        """The hint of ``screen``'s game, whose computer thinking setting is ``think``."""
        self.screen = screen
        self.think = think
        self.ticket = 0  # which decision: forget() moves it on
        self.asked: tuple[int, tuple[str, int]] | None = None  # (ticket, decision) asked about
        self.notation: str | None = None  # the answer for ``asked``
        self.error = ""
        self._said: Any = None  # the question whose answer was read out
        self.dropped = 0  # answers that came after their decision (for the tests)
        self._unsubscribe: Any = None  # the worker's status, followed once asked

    @property
    def ai(self) -> Any:
        return js.window.volcanoAI

    def offered(self) -> bool:
        """Whether the button is shown: a person's decision on this device, now (not a guest's
        seat, not in replay, not at the end, not a computer's turn)."""
        s = self.screen
        return s.send is None and s.replay_step is None and s.to_move() is not None and s.acting()

    def _key(self) -> tuple[int, tuple[str, int]]:
        return self.ticket, self.screen.decision()

    def forget(self) -> None:
        """The decision changed: drop the hint, and any answer still to come."""
        self.ticket += 1
        self.asked = self.notation = None
        self.error = ""

    def close(self) -> None:
        """Another game opens on the screen: this one's hint is dropped, and the worker's
        status no longer followed (its button is another's now)."""
        self.forget()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def shown(self) -> str | None:
        """The computer's choice to show now, if it was asked for this decision."""
        if self.offered() and self.asked == self._key():
            return self.notation
        return None

    def waiting(self) -> bool:
        return self.asked == self._key() and self.notation is None and not self.error

    def command(self, cmd: dict[str, Any]) -> bool:
        """Handle the hint's button; False if ``cmd`` is not it."""
        if "advice" not in cmd:
            return False
        if self.offered() and not self.waiting():
            self.ask()
        return True

    def ask(self) -> None:
        """Ask the worker for Hard's choice, from the seat's view and legal actions."""
        s = self.screen
        seat = s.to_move()
        assert seat is not None
        key = self.asked = self._key()
        self.notation = None
        self.error = ""
        request = request_for(s.session, seat, HARD, self.think, s.accepted())
        if self._unsubscribe is None:
            self._unsubscribe = self.ai.onStatus(create_proxy(safely(lambda *_: self._status())))
        if str(self.ai.status()) == "failed":
            self.ai.restart()  # (asked again: another try, as the computer bar's Try again)
        self.ai.askThen(json.dumps(request), once(lambda reply: self.answered(key, str(reply))))
        s.refresh_controls()

    def answered(self, key: tuple[int, tuple[str, int]], reply: str) -> None:
        """The worker's answer: shown if the decision is still the one asked about."""
        if key != self.asked or key != self._key():
            self.dropped += 1  # the player moved, took back or started another game meanwhile
            return
        data = json.loads(reply)
        if "error" in data:  # (a Python error's last line: what, not where)
            lines = str(data["error"]).strip().splitlines() or [""]
            self.error = t("advice.failed", error=lines[-1])
        elif str(data.get("action")) not in self.screen.accepted():
            self.error = t("advice.failed", error=str(data.get("action")))
        else:
            self.notation = str(data["action"])
        self.screen.refresh_controls()

    def _label(self) -> str:
        if not self.waiting():
            return t("advice.ask")
        return t("advice.thinking" if str(self.ai.status()) == "ready" else "advice.warming")

    def _status(self) -> None:
        """The worker got ready (or failed) while the hint waits: the button says so."""
        node = js.document.getElementById("advice-ask")
        if node:
            node.textContent = self._label()

    def render(self, words: str) -> list[Any]:
        """The hint's part of the decision's controls: the button, then the answer in
        ``words`` (the front end's, read out once to screen readers) or why there is none;
        nothing when it is not offered."""
        if not self.offered():
            return []
        waiting = self.waiting()
        line = None
        if self.asked == self._key() and self.error:
            line = el("p", "advice-line advice-error", self.error, id="advice-line", role="alert")
        elif words:
            words = t("advice.answer", level=t(f"ai.level.{HARD}"), action=words)
            line = el("p", "advice-line advice-answer", words, id="advice-line")
            if self._said != self.asked:
                self._said = self.asked
                self.screen.say(words)
        ask = button(
            self._label(),
            {"advice": 1},
            "btn small advice-ask" + (" thinking" if waiting else ""),
            id="advice-ask",
            aria_disabled="true" if waiting else None,
            aria_busy="true" if waiting else None,
            aria_describedby="advice-line" if line else None,
        )
        return [ask] if line is None else [ask, line]

    # ---- test hook ----
    def debug(self) -> dict[str, Any]:
        return {
            "offered": self.offered(),
            "waiting": self.waiting(),
            "notation": self.shown(),
            "error": self.error if self.asked == self._key() else "",
            "dropped": self.dropped,
        }
