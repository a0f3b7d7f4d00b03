"""One game being played on this device: the record (config, seed, action notations), every
state so far (for undo and replay) and the events of each step (the log, which the screen
reads through a ``LocalTable``, game/ui/table.py).

Pure Python: save, share, undo and replay are built on it. ``Session.from_record`` rebuilds a
session from a record (a link, a file, a save) by replaying it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.errors import ConfigError, RecordError
from game.core.links import load_record
from game.core.names import clean_config
from game.core.protocol import Game, Turns, state_hash
from game.core.record import Record
from game.core.registry import get_game
from game.core.undo import can_undo

from .i18n import default_name
from .seats import check_seats


class PerStep:
    """``work(step)`` for each step of a game (its state, or its events), kept: a step is
    never changed once made, only dropped (undo) or followed by others, so only new steps
    are worked out. The results are shared: read them, do not change them."""

    def __init__(self, work: Callable[[Any], Any]) -> None:
        self.work = work
        self.steps: list[Any] = []
        self.results: list[Any] = []

    def __call__(self, steps: list[Any]) -> list[Any]:
        kept = len(self.steps)
        if steps[:kept] != self.steps:  # (the same objects compare at once)
            pairs = zip(self.steps, steps, strict=False)
            kept = next((k for k, (a, b) in enumerate(pairs) if a is not b), len(steps))
            del self.steps[kept:], self.results[kept:]
        self.steps += steps[kept:]
        self.results += [self.work(step) for step in steps[kept:]]
        return list(self.results)


def blank_name(seat: int, player: dict[str, Any]) -> str:
    """A blank name in the player's language (the engines' default is English)."""
    return default_name(seat, bool(player.get("computer")))


class Session:
    game: Game[Any, Any]

    def __init__(self, config: dict[str, Any], seed: int, game: str) -> None:
        self.game = get_game(game)
        config = clean_config(config, self.game.info.max_name_length, blank_name)
        check_seats(config)
        self.record = Record(self.game.name, config, seed, [])
        state = self.game.new_game(config, seed)
        self.states: list[Any] = [state]
        self.step_events: list[list[dict[str, Any]]] = [list(self.game.events(state))]

    @classmethod
    def from_record(cls, record: Record) -> Session:
        """Replay ``record`` (RecordError if it does not replay); nothing else is touched."""
        game = get_game(record.game)
        config = clean_config(record.config, game.info.max_name_length, blank_name)
        try:
            check_seats(config)
        except ConfigError as error:
            raise RecordError(f"the game cannot be rebuilt: {error}") from error
        record = Record(record.game, config, record.seed, list(record.actions))
        states: list[Any] = []
        load_record(record, lambda _i, state: states.append(state))
        session = cls.__new__(cls)
        session.game = game
        session.record = record
        session.states = states
        session.step_events = [list(session.game.events(s)) for s in states]
        return session

    def branch(self, step: int) -> Session:
        """A new session holding this game's first ``step`` actions (this one is unchanged)."""
        session = Session.__new__(Session)
        session.game = self.game
        session.record = Record(
            self.record.game, self.record.config, self.record.seed, self.record.actions[:step]
        )
        session.states = self.states[: step + 1]
        session.step_events = self.step_events[: step + 1]
        return session

    # ---- reading ----
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def last_events(self) -> list[dict[str, Any]]:
        return self.step_events[-1]

    @property
    def names(self) -> list[str]:
        """The players' names, as the game has them (cleaned, defaults filled in)."""
        if not hasattr(self, "_names"):
            self._names = [str(p["name"]) for p in self.game.view(self.states[0], None)["players"]]
        return list(self._names)

    def public_views(self) -> list[dict[str, Any]]:
        """The spectator's view of every step so far (the end screen's history), each computed
        once (the same objects each time: read them, do not change them)."""
        if not hasattr(self, "_public"):
            self._public = PerStep(lambda state: self.game.view(state, None))
        return self._public(self.states)

    def legal(self) -> list[str]:
        return [str(a) for a in self.game.legal_actions(self.state)]

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def over(self) -> bool:
        return bool(self.game.is_terminal(self.state))

    def view(self, viewer: int | None) -> dict[str, Any]:
        """``viewer``'s view now, computed once per step (the host's screen, each guest's
        message and the save read it after every move): read it, do not change it."""
        state = self.state
        if getattr(self, "_views", (None,))[0] is not state:
            self._views: tuple[Any, dict[int | None, dict[str, Any]]] = (state, {})
        views = self._views[1]
        if viewer not in views:
            views[viewer] = self.game.view(state, viewer)
        return views[viewer]

    def ranking(self) -> list[int]:
        return self.game.ranking(self.state)

    def hash(self, step: int | None = None) -> str:
        return state_hash(self.game, self.state if step is None else self.states[step])

    def turn(self) -> int:
        if isinstance(self.game, Turns):
            return int(self.game.turn(self.state))
        return len(self.record.actions)

    # ---- acting ----
    def apply(self, notation: str) -> None:
        """Apply a legal action given by its notation (IllegalAction/NotationError if not)."""
        state = self.game.apply(self.state, self.game.parse_action(notation))
        self.states.append(state)
        self.record.actions.append(notation)
        self.step_events.append(list(self.game.events(state)))

    def undo_status(self) -> tuple[bool, str]:
        """Whether the last decision may be taken back (game/core/undo.py), else the reason."""
        return can_undo(self.game, self.states)

    def undo(self) -> bool:
        ok, _ = self.undo_status()
        if ok:
            self.states.pop()
            self.step_events.pop()
            self.record.actions.pop()
        return ok
