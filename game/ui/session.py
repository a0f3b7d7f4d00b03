"""One game being played on this device: the record (config, seed, action notations) plus the
current state and the accumulated log. Pure Python: save, share, undo and replay can be built
on top of ``record`` later (``game.core.record.replay`` rebuilds ``state`` from it).
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import state_hash, visible_to
from game.core.record import Record
from game.eruption import ERUPTION as G
from game.eruption.text import params

from .i18n import t

LOG_LIMIT = 400


class Session:
    def __init__(self, config: dict[str, Any], seed: int) -> None:
        self.record = Record(G.name, config, seed, [])
        self.state = G.new_game(config, seed)
        self.log: list[dict[str, Any]] = list(G.events(self.state))
        self.last_events: list[dict[str, Any]] = list(G.events(self.state))

    # ---- reading ----
    @property
    def names(self) -> list[str]:
        return list(self.state.names)

    def legal(self) -> list[str]:
        return [str(a) for a in G.legal_actions(self.state)]

    def to_move(self) -> int | None:
        return G.to_move(self.state)

    def over(self) -> bool:
        return G.is_terminal(self.state)

    def view(self, viewer: int | None) -> dict[str, Any]:
        return G.view(self.state, viewer)

    def ranking(self) -> list[int]:
        return G.ranking(self.state)

    def hash(self) -> str:
        return state_hash(G, self.state)

    # ---- acting ----
    def apply(self, notation: str) -> None:
        """Apply a legal action given by its notation (IllegalAction/NotationError if not)."""
        self.state = G.apply(self.state, G.parse_action(notation))
        self.record.actions.append(notation)
        self.last_events = list(G.events(self.state))
        self.log.extend(self.last_events)
        if len(self.log) > LOG_LIMIT:
            del self.log[: len(self.log) - LOG_LIMIT]

    # ---- log ----
    def log_lines(self, viewer: int | None, limit: int = 80) -> list[tuple[str, str]]:
        """(kind, text) of the log as ``viewer`` may see it, newest first."""
        out: list[tuple[str, str]] = []
        names = self.names
        for event in reversed(self.log):
            if not visible_to(event, viewer):
                continue
            out.append((event["k"], log_text(event, names)))
            if len(out) >= limit:
                break
        return out

    def rolls(self, viewer: int | None) -> list[dict[str, Any]]:
        """Dice rolled in the last transition."""
        return [e for e in self.last_events if e["k"] == "roll" and visible_to(e, viewer)]


def log_text(event: dict[str, Any], names: list[str]) -> str:
    try:
        return t(f"log.{event['k']}", **params(event, names))
    except (KeyError, IndexError, ValueError):
        return event["k"]
