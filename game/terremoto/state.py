"""The Terremoto game state: plain data, cheap to copy, serialisable to JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import CARD_KEYS


@dataclass(slots=True)
class State:
    """Everything about one moment of a game, hidden parts included.

    Seats are the players 0..n-1, clockwise. Cards are kind indices (``cards.CARD_KEYS``).
    ``hands[seat][k]`` counts the cards of kind ``k`` a seat holds (identical cards are
    interchangeable, T1.1). ``deck`` is the draw pile, top last; ``discard`` the discard pile
    in the order the cards arrived (public, T9.2). ``table`` lists the groups lying on the
    table in the order they were laid, each ``(owner, suit, suit cards, clones)``: a clone's
    declared suit is its group's suit (T4.2).
    """

    names: list[str]
    options: list[str]
    decks: int
    target: int
    rng: int
    hands: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    table: list[tuple[int, int, int, int]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    seat: int = 0  # the active player
    turn: int = 0  # turns begun so far, all players together
    plays: int = 0  # plays made this turn
    warp: bool = False  # Time Warp played this turn
    opportunity: bool = False  # Opportunity played this turn
    over: bool = False
    winners: list[int] = field(default_factory=list)
    ending: str = ""  # "target" (T6.1) or "limit" (T6.2)
    reveals: int = 0  # cards drawn and piles shuffled: undo may not cross a reveal
    events: list[dict[str, Any]] = field(default_factory=list)  # log of the last transition
    cache: Any = None  # legal actions of this state, computed once

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.names)

    def clone(self) -> State:
        """A copy that shares nothing mutable with this one."""
        return State(
            self.names,
            self.options,
            self.decks,
            self.target,
            self.rng,
            [h[:] for h in self.hands],
            self.deck[:],
            self.discard[:],
            self.table[:],
            self.scores[:],
            self.seat,
            self.turn,
            self.plays,
            self.warp,
            self.opportunity,
            self.over,
            self.winners[:],
            self.ending,
            self.reveals,
            [],
            None,
        )

    def to_data(self) -> dict[str, Any]:
        """All of the state as JSON-able data (for hashing, saving and tests)."""
        return {
            "names": list(self.names),
            "options": list(self.options),
            "decks": self.decks,
            "target": self.target,
            "rng": str(self.rng),
            "hands": [{CARD_KEYS[k]: c for k, c in enumerate(h) if c} for h in self.hands],
            "deck": [CARD_KEYS[k] for k in self.deck],
            "discard": [CARD_KEYS[k] for k in self.discard],
            "table": [list(g) for g in self.table],
            "scores": list(self.scores),
            "seat": self.seat,
            "turn": self.turn,
            "plays": self.plays,
            "warp": self.warp,
            "opportunity": self.opportunity,
            "over": self.over,
            "winners": list(self.winners),
            "ending": self.ending,
            "reveals": self.reveals,
        }
