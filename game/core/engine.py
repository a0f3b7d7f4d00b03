"""What every engine writes the same way.

A game package keeps its state as plain data with these fields: ``over`` (the game is over),
``events`` (the last transition's log), ``turn``, ``reveals`` (the undo policy's counter),
``cache`` (the legal actions, computed once) and ``to_data()``; and it has these modules:
``actions`` (``parse_action``), ``view`` (``view``), ``sample`` (``sample_state``) and
``heuristics`` (``value``, ``instinct``), imported when first needed.

``PlainStateGame`` gives a game class the protocol methods that only read those fields or call
those modules; the game names its ``package`` and writes ``_legal_now(state)`` and the rest.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol


class PlainState(Protocol):
    over: bool
    events: list[dict[str, Any]]
    turn: int
    reveals: int
    cache: Any

    def to_data(self) -> dict[str, Any]: ...


class PlainStateGame:
    """Protocol methods that read a ``PlainState`` or call the game package's modules."""

    package = ""  # the game's package, e.g. "game.eruption"

    def _module(self, name: str) -> Any:
        return importlib.import_module(f"{self.package}.{name}")

    def _legal_now(self, state: Any) -> list[Any]:
        """Every legal action of ``state`` (the game's own rules)."""
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[Any]:
        """Every legal action, in a deterministic order (computed once per state)."""
        if state.cache is None:
            state.cache = self._legal_now(state)
        actions: list[Any] = state.cache
        return actions

    def is_terminal(self, state: PlainState) -> bool:
        """Whether the game is over."""
        return state.over

    def events(self, state: PlainState) -> list[dict[str, Any]]:
        """Log entries of the transition that made ``state``."""
        return state.events

    def to_data(self, state: PlainState) -> dict[str, Any]:
        """The whole state as plain data."""
        return state.to_data()

    # ---- Turns: for the undo policy (game/core/undo.py) ----
    def turn(self, state: PlainState) -> int:
        """The turn number."""
        return state.turn

    def reveals(self, state: PlainState) -> int:
        """Dice, draws, shuffles and other players' answers so far."""
        return state.reveals

    def parse_action(self, text: str) -> Any:
        """The action written as ``text`` (NotationError if it is not one)."""
        return self._module("actions").parse_action(text)

    def view(self, state: Any, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (see the game's ``view`` module for its keys)."""
        data: dict[str, Any] = self._module("view").view(state, player)
        return data

    # ---- Searchable: for computer players (game/agents) ----
    def sample_state(self, view: dict[str, Any], seed: int) -> Any:
        """A full state consistent with ``view``, hidden parts sampled (determinisation)."""
        return self._module("sample").sample_state(view, seed)

    def value(self, state: Any, player: int) -> float:
        """How good ``state`` looks for ``player``, 0..1."""
        return float(self._module("heuristics").value(state, player))

    def instinct(self, state: Any, action: Any) -> float:
        """The certain immediate gain of ``action`` (what an easy player looks at)."""
        return float(self._module("heuristics").instinct(state, action))
