"""What the game screen reads about the game in progress: a ``Table``, the same whether the
game is held on this device or on another one.

A table answers for the seats at this device only: whose decision is pending, the legal
actions, a seat's view (None: the public view), the engine's reasons for refused choices,
the log entries a viewer may see, who decided each step, the ranking and, at the end, the
public view of every step. ``LocalTable(session)`` reads the session of the device that holds
the game (the host, or a device passed around a hotseat game); a guest's device builds a
``RemoteTable`` from the host's messages (game/ui/remote.py). What follows from those answers
("since your last turn", what happened lately, the log's lines) is written once here, for
both.

Pure Python: no browser import (tested under CPython).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.core.protocol import Explains, GameInfo, visible_to

from .seats import computer_seats
from .session import PerStep, Session

Event = dict[str, Any]

LOG_LINES = 80  # the log shows the newest lines only
SINCE_LIMIT = 200  # "since your last turn" looks at most this many steps back (a round of
# random 6-player Eruption took at most 30)


class Table(Protocol):
    """What the game screen and a front end may read about the game in progress: nothing
    that the seats at this device may not know."""

    name: str  # the game's
    info: GameInfo
    names: list[str]  # the players'
    computers: dict[int, str]  # seat -> level of the seats the computer plays

    def decisions(self) -> int:
        """The number of decisions (actions) so far: which decision is pending."""
        ...

    def to_move(self) -> int | None:
        """The seat whose decision is pending (None when the game is over)."""
        ...

    def active(self) -> int | None:
        """The seat whose turn it is (None when the game is over)."""
        ...

    def legal(self) -> list[str]:
        """The legal actions now (as notations) of the seat to move, where it may act."""
        ...

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` may know now (None: the public view)."""
        ...

    def over(self) -> bool: ...

    def ranking(self) -> list[int]:
        """Each player's rank, once the game is over."""
        ...

    def turn(self) -> int:
        """The turn number the screen shows."""
        ...

    def refusals(self, seat: int) -> dict[str, str]:
        """Why the choices of ``seat``'s pending decision are refused (``Explains``)."""
        ...

    def log_steps(self, viewer: int | None) -> list[list[Event]]:
        """Each step's log entries ``viewer`` may see (step 0: the setup); read only (a
        table may hand out the same lists again)."""
        ...

    def deciders(self) -> list[int | None]:
        """Who decided each step (None for step 0, the setup): every view shows it."""
        ...

    def history(self) -> tuple[list[dict[str, Any]], list[list[Event]]]:
        """The public view of every step and each step's public log (the end screen)."""
        ...


def unseen(table: Table, seat: int | None, viewer: int | None) -> list[tuple[int, Event]]:
    """(step, entry) of the log ``viewer`` may see that ``seat`` has not seen, oldest first:
    what followed its last decision's own entries (the next turn's start, what the move set
    off) and every later step; nothing when it decided the last step (it goes on deciding,
    the result on screen); before its first decision, all of it. At most ``SINCE_LIMIT``
    steps back."""
    steps = table.log_steps(viewer)
    deciders = table.deciders()
    last = len(deciders) - 1
    start, skip = max(0, last - SINCE_LIMIT + 1), 0
    for k in range(last, max(0, last - SINCE_LIMIT), -1):
        if deciders[k] == seat:
            if k == last:
                return []
            start, skip = k, own_entries(steps[k], seat)
            break
    return [(k, e) for k in range(start, len(steps)) for e in steps[k][skip if k == start else 0 :]]


def own_entries(step: list[Event], seat: int | None) -> int:
    """How many of a step's first entries its decider's action logged itself: those of
    ``seat`` before the play goes on to anyone or anything else (a new turn, another
    player, the game's own events)."""
    count = 0
    for entry in step:
        if entry.get("seat") != seat or entry.get("k") == "turn":
            break
        count += 1
    return count


def has_decided(table: Table, seat: int) -> bool:
    """Whether ``seat`` has made a decision in this game."""
    return seat in table.deciders()[1:]


def recent_events(table: Table, viewer: int | None) -> list[Event]:
    """What happened since the player to move last decided, as ``viewer`` may see it."""
    return [e for _, e in unseen(table, table.to_move(), viewer)]


def since_groups(
    table: Table, seat: int, describe: Callable[[Event, list[str]], str], big: frozenset[str]
) -> tuple[list[str], list[tuple[int | None, list[str]]]]:
    """What everyone saw happen since ``seat`` last decided, complete: the lines of the big
    events (kinds in ``big``), then every line grouped per player, in the order they acted
    (a step's lines go to whoever decided it; from a "turn" event on, to that turn's
    player), oldest first; ``describe(event, names)`` writes each line."""
    deciders = table.deciders()
    big_lines: list[str] = []
    groups: dict[int | None, list[str]] = {}
    step_now, who = -1, None
    for step, event in unseen(table, seat, None):
        if step != step_now:
            step_now, who = step, deciders[step]
        if event.get("k") == "turn" and isinstance(event.get("seat"), int):
            who = event["seat"]
        line = describe(event, table.names)
        groups.setdefault(who, []).append(line)
        if event.get("k") in big:
            big_lines.append(line)
    return big_lines, list(groups.items())


def log_entries(
    table: Table,
    viewer: int | None,
    describe: Callable[[Event, list[str]], str],
    limit: int = LOG_LINES,
    upto: int | None = None,
) -> list[tuple[str, str, int, Event]]:
    """(kind, text, step, event) of the log up to step ``upto`` (default: now) as ``viewer``
    may see it, newest first; ``describe(event, names)`` writes each line."""
    out: list[tuple[str, str, int, Event]] = []
    names = table.names
    steps = table.log_steps(viewer)
    last = len(steps) - 1 if upto is None else upto
    for step in range(last, -1, -1):
        for event in reversed(steps[step]):
            out.append((event["k"], describe(event, names), step, event))
            if len(out) >= limit:
                return out
    return out


# ---- the device that holds the game ------------------------------------------------------------


class LocalTable:
    """The table read from a session: the host's, or a hotseat device's."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.name = session.game.name
        self.info = session.game.info
        self.names = session.names
        self.computers = computer_seats(session.record.config)
        self._seen: dict[int | None, PerStep] = {}  # each viewer's entries of each step
        self._deciders = PerStep(session.game.to_move)

    def decisions(self) -> int:
        return len(self.session.record.actions)

    def to_move(self) -> int | None:
        return self.session.to_move()

    def active(self) -> int | None:
        s = self.session
        return s.game.active(s.state)

    def legal(self) -> list[str]:
        return self.session.legal()

    def view(self, viewer: int | None) -> dict[str, Any]:
        return self.session.view(viewer)

    def over(self) -> bool:
        return self.session.over()

    def ranking(self) -> list[int]:
        return self.session.ranking()

    def turn(self) -> int:
        return self.session.turn()

    def refusals(self, seat: int) -> dict[str, str]:
        game = self.session.game
        return game.refusals(self.session.state, seat) if isinstance(game, Explains) else {}

    def log_steps(self, viewer: int | None) -> list[list[Event]]:
        if viewer not in self._seen:
            self._seen[viewer] = PerStep(_seen_by(viewer))
        return self._seen[viewer](self.session.step_events)

    def deciders(self) -> list[int | None]:
        return [None, *self._deciders(self.session.states[:-1])]

    def history(self) -> tuple[list[dict[str, Any]], list[list[Event]]]:
        return self.session.public_views(), self.log_steps(None)


def _seen_by(viewer: int | None) -> Callable[[list[Event]], list[Event]]:
    """The entries of a step that ``viewer`` may see."""
    return lambda step: [e for e in step if visible_to(e, viewer)]
