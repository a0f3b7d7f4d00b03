"""The protocol every game of the site implements (the OpenSpiel shape).

A game is an object with the methods of ``Game``; states are plain data that the game alone
interprets. Shared tests (``game/core/conformance.py``), computer players, records and the UI
shell are written against this only.

Besides the core protocol a game may offer capabilities, each a declared interface checked
with ``isinstance`` (never ``getattr``):

- ``Turns``: turn numbers and a count of revealed information, for the undo policy
  (``game/core/undo.py``) and the shell's "turn N" display;
- ``Searchable``: determinisation and position values, for the computer players
  (``game/agents``);
- ``Explains``: why the choices a player may point at are refused, computed where the state
  is (the shell; later the host of a game between devices), so that a front end, which sees
  only a seat's view, explains a refusal without restating a rule.

Conventions every game follows:

- ``to_move(state)`` is the seat whose decision is pending. It may differ from
  ``active(state)``, the seat whose turn it is, when another player answers during someone
  else's turn (L'Isola dei Vulcani's prayers and rescues).
- ``view(state, player)`` is JSON-able and holds at least ``game`` (the game's name),
  ``viewer`` (the ``player`` asked for), ``players`` (a list with a ``name`` per seat) and
  ``events`` (the last transition's log entries ``player`` may see).
- ``events(state)`` are dicts with a ``k`` key naming the kind of entry; an entry with a
  ``to`` list is private to those seats (``visible_to``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from .errors import ConfigError
from .names import clean_name

S = TypeVar("S")  # a game's state
A = TypeVar("A", bound=Hashable)  # a game's action


@dataclass(frozen=True)
class Option:
    """An optional rule the players may choose at setup.

    ``players``: the player counts it is allowed with (empty: every count);
    ``excludes``: options it cannot be combined with.
    """

    name: str
    players: tuple[int, ...] = ()
    excludes: tuple[str, ...] = ()

    def allowed(self, players: int) -> bool:
        """Whether this option may be chosen with ``players`` players."""
        return not self.players or players in self.players


@dataclass(frozen=True)
class GameInfo:
    """What the shell and the start screen need to know about a game, read from the engine.

    ``unofficial_players``: player counts the game supports only as an unofficial variant
    (the start screen marks them). ``hidden_information``: some part of the state is secret
    from some player (hands, a draw order), so hotseat play needs a pass-the-device screen.
    ``teams``: players may play in teams (an option decides).
    """

    name: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    hidden_information: bool = False
    teams: bool = False
    unofficial_players: tuple[int, ...] = ()
    max_name_length: int = 20  # the start form and every other way in cut names to this

    def option(self, name: str) -> Option | None:
        """The option called ``name``, or None."""
        return next((o for o in self.options if o.name == name), None)

    def check_config(self, config: Any, seed: Any) -> tuple[list[str], list[str]]:
        """What every ``new_game`` checks first: the players' names (cleaned,
        ``game.core.names``) and the options of a config ``{"players": [{"name": ...}, ...],
        "options": [...]}``, and a whole-number seed. Raises ConfigError."""
        if not isinstance(config, dict):
            raise ConfigError("the game settings must be an object")
        players = config.get("players")
        if not isinstance(players, list) or not (
            self.min_players <= len(players) <= self.max_players
        ):
            official = [
                n
                for n in range(self.min_players, self.max_players + 1)
                if n not in self.unofficial_players
            ]
            unofficial = " or ".join(str(n) for n in self.unofficial_players)
            raise ConfigError(
                f"{self.title} is for {official[0]} to {official[-1]} players"
                + (f" ({unofficial} as an unofficial variant)" if unofficial else "")
            )
        if not all(isinstance(p, dict) for p in players):
            raise ConfigError("each player must be an object with a name")
        names = [
            clean_name(p.get("name"), self.max_name_length, f"Player {i + 1}")
            for i, p in enumerate(players)
        ]
        options = self.check_options(config.get("options", []), len(names))
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ConfigError("the seed must be a whole number")
        return names, options

    def check_options(self, options: Any, players: int) -> list[str]:
        """``options`` checked against this game's (known, allowed with ``players`` players,
        not excluding each other), in the game's canonical order. Raises ConfigError."""
        known = [o.name for o in self.options]
        if not isinstance(options, list) or any(o not in known for o in options):
            raise ConfigError(f"options must be a list of {', '.join(known) or 'nothing'}")
        chosen = [o for o in self.options if o.name in options]
        for o in chosen:
            if not o.allowed(players):
                counts = " or ".join(str(n) for n in o.players)
                raise ConfigError(f"the option {o.name} is played with {counts} players")
            clash = [x for x in o.excludes if x in options]
            if clash:
                raise ConfigError(f"the options {o.name} and {clash[0]} cannot be combined")
        return [o.name for o in chosen]


class Game(Protocol[S, A]):
    """What the site needs from a game."""

    name: str
    info: GameInfo

    def new_game(self, config: dict[str, Any], seed: int) -> S:
        """A fresh state for ``config`` (players, names, options) and an integer ``seed``.

        ``config`` is ``{"players": [{"name": ...}, ...], "options": [...]}``; keys the rules
        do not know (a seat's ``computer`` level, ``think``) are ignored and kept in records.
        Raises ConfigError.
        """
        ...

    def to_move(self, state: S) -> int | None:
        """The seat whose decision is pending, or None when the game is over."""
        ...

    def active(self, state: S) -> int | None:
        """The seat whose turn it is (None when the game is over)."""
        ...

    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal action, in a deterministic order (empty when the game is over)."""
        ...

    def apply(self, state: S, action: A) -> S:
        """The state after ``action``; the given state is unchanged. Raises IllegalAction."""
        ...

    def is_terminal(self, state: S) -> bool:
        """Whether the game is over."""
        ...

    def ranking(self, state: S) -> list[int]:
        """Rank of each player (1 is best; equal ranks are shared wins)."""
        ...

    def view(self, state: S, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (None: a spectator who sees no hand), as JSON-able data."""
        ...

    def events(self, state: S) -> list[dict[str, Any]]:
        """The log entries of the transition that produced ``state``."""
        ...

    def parse_action(self, text: str) -> A:
        """The action written as ``text`` (``str(action)`` gives it back). Raises NotationError."""
        ...

    def to_data(self, state: S) -> dict[str, Any]:
        """The whole state as JSON-able plain data (hidden parts included)."""
        ...


@runtime_checkable
class Turns(Protocol):
    """A game that numbers its turns and counts what it reveals (the undo policy's input)."""

    def turn(self, state: Any) -> int:
        """The turn number (increases by one at each new turn)."""
        ...

    def reveals(self, state: Any) -> int:
        """A counter raised by every die roll, draw, shuffle or other player's decision: a
        point of no return for undo."""
        ...


@runtime_checkable
class Explains(Protocol):
    """A game that says why a choice of the current decision is refused."""

    def refusals(self, state: Any, seat: int) -> dict[str, str]:
        """For ``seat``'s pending decision: each refused choice a player may point at (in the
        game's own notation of places, say ``"q,r"`` for a hex) -> a reason key the front
        end words. Empty when ``seat`` is not deciding; a choice not listed is legal or has
        nothing worth saying."""
        ...


@runtime_checkable
class Searchable(Protocol):
    """A game the computer players can search (game/agents)."""

    def sample_state(self, view: dict[str, Any], seed: int) -> Any:
        """A full state consistent with ``view``: everything the viewer cannot know (other
        hands, draw order, the generator) drawn at random from ``seed``."""
        ...

    def value(self, state: Any, player: int) -> float:
        """How good ``state`` looks for ``player``, from 0 (lost) to 1 (won)."""
        ...

    def instinct(self, state: Any, action: Any) -> float:
        """The certain immediate gain of ``action`` (what an easy player looks at)."""
        ...


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces: the same bytes on every Python."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(game: Game[Any, Any], state: Any) -> str:
    """A short fingerprint of the whole state, equal on CPython and Pyodide for equal states."""
    return hashlib.sha256(canonical_json(game.to_data(state)).encode()).hexdigest()[:16]


def visible_to(event: dict[str, Any], player: int | None) -> bool:
    """Whether a log entry may be shown to ``player`` (None: public entries only)."""
    to = event.get("to")
    return to is None or (player is not None and player in to)
