"""The L'Isola dei Vulcani game state: plain data, cheap to copy, serialisable to JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .board import Board

# ground of a hex (I3.1): a village is its owner's seat (0..3)
BARE = -1
LAVA = -2

# kinds of pieces in a reserve
VILLAGE = 0
COLONIST = 1
MOAI = 2

Step = tuple[Any, ...]


@dataclass(slots=True)
class State:
    """Everything about one moment of a game.

    Seats are 0..n-1 in clockwise order, seat ``k`` plays colour ``COLOURS[k]``. Hexes are
    indices into ``board.hexes``; per-hex, per-seat counts are flat lists indexed
    ``hex * n + seat``. Geysers are indices into ``board.geysers``, crack places into
    ``board.edges``.

    The automatic steps still to run after an action (crack, sinking, rescues, the die,
    flows, the double eruption check, the end of the turn at 0 AP) wait in ``queue``; when a
    player other than the one acting must answer, the question is in ``ask`` and the queue
    resumes after the answer (I16).
    """

    names: list[str]
    options: list[str]
    board: Board
    rng: int
    first: int = 0  # the first player (I4.7)
    seat: int = 0  # whose turn it is
    turn: int = 0  # turns started so far
    round: int = 1  # I11.1: rounds from the first player's turn, counted from 1
    ap: int = 0  # action points left (I5.1)
    prayer_taken: bool = False  # I6.7: at most once per turn
    created: list[int] = field(default_factory=list)  # by area id: colonists created (I6.4)
    land: list[bool] = field(default_factory=list)  # by hex: still on the island
    ground: list[int] = field(default_factory=list)  # by hex: BARE, LAVA or a village's owner
    colonists: list[int] = field(default_factory=list)  # hex * n + seat
    lying: list[int] = field(default_factory=list)  # lying Moai, hex * n + seat
    erected: list[int] = field(default_factory=list)  # by geyser: the seat whose Moai stands
    cracks: list[bool] = field(default_factory=list)  # by board edge
    boat: list[int] = field(default_factory=list)  # colonists on each seat's boat
    bay: list[int] = field(default_factory=list)  # by seat: index into board.bays, -1 landing
    reserve: list[list[int]] = field(default_factory=list)  # by seat: villages, colonists, Moai
    prayers: list[int] = field(default_factory=list)  # tokens held by seat
    lava: int = 0  # lava tiles in the reserve (I8.7)
    crack_supply: int = 0
    prayer_supply: int = 0
    prayers_spent: int = 0  # tokens that left the game (I8.5)
    scores: list[int] = field(default_factory=list)  # VP by seat (final bonus added at the end)
    bonus: list[list[int]] | None = None  # I12 by seat: villages, Moai, grouped, colonists,
    # prayer tokens, points
    armed: bool = True  # I8.6: a double eruption may happen (lava has been on the island)
    end_triggered: bool = False  # I11.1
    ending: str = ""  # why the game ended: volcanoes, geysers, rounds
    over: bool = False
    queue: list[Step] = field(default_factory=list)
    ask: dict[str, Any] | None = None
    flow: tuple[Any, ...] | None = None  # volcano, direction, hex, village saved, saved Moai
    sinking: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # part, rescue targets
    reveals: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)  # log of the last transition
    cache: Any = None  # legal actions of this state, computed once

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.names)

    def clone(self) -> State:
        """A copy that shares nothing mutable with this one (the board is immutable)."""
        return State(
            self.names,
            self.options,
            self.board,
            self.rng,
            self.first,
            self.seat,
            self.turn,
            self.round,
            self.ap,
            self.prayer_taken,
            self.created[:],
            self.land[:],
            self.ground[:],
            self.colonists[:],
            self.lying[:],
            self.erected[:],
            self.cracks[:],
            self.boat[:],
            self.bay[:],
            [r[:] for r in self.reserve],
            self.prayers[:],
            self.lava,
            self.crack_supply,
            self.prayer_supply,
            self.prayers_spent,
            self.scores[:],
            None if self.bonus is None else [b[:] for b in self.bonus],
            self.armed,
            self.end_triggered,
            self.ending,
            self.over,
            self.queue[:],
            None if self.ask is None else dict(self.ask),
            self.flow,
            self.sinking,
            self.reveals,
            [],
            None,
        )

    def to_data(self) -> dict[str, Any]:
        """All of the state as JSON-able data (for hashing, saving and tests)."""
        b = self.board
        return {
            "names": list(self.names),
            "options": list(self.options),
            "board": "standard" if b.standard else b.data,
            "rng": str(self.rng),
            "first": self.first,
            "seat": self.seat,
            "turn": self.turn,
            "round": self.round,
            "ap": self.ap,
            "prayer_taken": self.prayer_taken,
            "created": self.created,
            "land": [list(b.hexes[i]) for i in range(b.size) if self.land[i]],
            "ground": self.ground,
            "colonists": self.colonists,
            "lying": self.lying,
            "erected": self.erected,
            "cracks": [list(b.edges[e]) for e in range(len(b.edges)) if self.cracks[e]],
            "boat": self.boat,
            "bay": self.bay,
            "reserve": self.reserve,
            "prayers": self.prayers,
            "lava": self.lava,
            "crack_supply": self.crack_supply,
            "prayer_supply": self.prayer_supply,
            "prayers_spent": self.prayers_spent,
            "scores": self.scores,
            "bonus": self.bonus,
            "armed": self.armed,
            "end_triggered": self.end_triggered,
            "ending": self.ending,
            "over": self.over,
            "queue": [list(step) for step in self.queue],
            "ask": self.ask,
            "flow": None if self.flow is None else list(self.flow),
            "sinking": None if self.sinking is None else [list(x) for x in self.sinking],
            "reveals": self.reveals,
        }
