"""The rules of Cinders, whole: state, actions (``take N``), view, log entries.

C1. A game is for 2 to 4 players; the heap holds 15 cinders (9 with the option ``short``).
C2. In turn, each player takes 1, 2 or 3 cinders (never more than the heap holds).
C3. Who takes the last cinder wins; the others share second place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import IllegalAction, NotationError
from game.core.protocol import GameInfo, Option

HEAP = {"": 15, "short": 9}
MOST = 3


@dataclass
class State:
    names: list[str]
    options: list[str]
    heap: int
    seat: int = 0
    turn: int = 1
    over: bool = False
    winner: int | None = None
    events: list[dict[str, Any]] = field(default_factory=list)

    def to_data(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "options": list(self.options),
            "heap": self.heap,
            "seat": self.seat,
            "turn": self.turn,
            "over": self.over,
            "winner": self.winner,
            "events": [dict(e) for e in self.events],
        }


class Cinders:
    """Cinders for the site's protocol (game/core/protocol.py)."""

    name = "cinders"
    info = GameInfo(
        name="cinders", title="Cinders", min_players=2, max_players=4, options=(Option("short"),)
    )

    def new_game(self, config: dict[str, Any], seed: int) -> State:
        names, options = self.info.check_config(config, seed)
        heap = HEAP["short" if "short" in options else ""]
        setup = {"k": "setup", "players": len(names), "heap": heap}
        return State(names, options, heap, events=[setup])

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.seat

    def active(self, state: State) -> int | None:
        return self.to_move(state)

    def legal_actions(self, state: State) -> list[str]:
        if state.over:
            return []
        return [f"take {n}" for n in range(1, min(MOST, state.heap) + 1)]

    def apply(self, state: State, action: str) -> State:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action!r} is not legal now")
        n = int(action.split()[1])
        s = State(**{**state.to_data(), "events": []})
        s.heap -= n
        s.events = [{"k": "take", "p": state.seat, "n": n, "left": s.heap}]
        if s.heap == 0:
            s.over, s.winner = True, state.seat
            s.events.append({"k": "won", "p": state.seat})
        else:
            s.seat = (state.seat + 1) % len(state.names)
            s.turn += 1
        return s

    def is_terminal(self, state: State) -> bool:
        return state.over

    def ranking(self, state: State) -> list[int]:
        return [1 if k == state.winner else 2 for k in range(len(state.names))]

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        return {
            "game": self.name,
            "viewer": player,
            "players": [{"name": n} for n in state.names],
            "events": [dict(e) for e in state.events],
            "heap": state.heap,
            "seat": self.to_move(state),
            "turn": state.turn,
            "over": state.over,
            "winner": state.winner,
            "options": list(state.options),
        }

    def events(self, state: State) -> list[dict[str, Any]]:
        return state.events

    def parse_action(self, text: str) -> str:
        if not isinstance(text, str) or not re.fullmatch(r"take [1-9]", text):
            raise NotationError("an action of Cinders is 'take N'")
        return text

    def to_data(self, state: State) -> dict[str, Any]:
        return state.to_data()

    # ---- Turns ----
    def turn(self, state: State) -> int:
        return state.turn

    def reveals(self, state: State) -> int:
        return 0  # nothing is hidden and nothing is left to chance

    # ---- Searchable ----
    def sample_state(self, view: dict[str, Any], seed: int) -> State:
        names = [p["name"] for p in view["players"]]
        return State(
            names,
            list(view["options"]),
            view["heap"],
            view["seat"] or 0,
            view["turn"],
            view["over"],
            view["winner"],
        )

    def value(self, state: State, player: int) -> float:
        if state.over:
            return 1.0 if state.winner == player else 0.0
        return 0.5

    def instinct(self, state: State, action: str) -> float:
        return 1.0 if int(action.split()[1]) == state.heap else 0.0


CINDERS = Cinders()
