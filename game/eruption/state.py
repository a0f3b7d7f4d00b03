"""The Eruption game state: plain data, cheap to copy, serialisable to JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .board import EDGES, HEXES, N_HEXES


@dataclass(slots=True)
class State:
    """Everything about one moment of a game, hidden parts included.

    Seats are the players, 0..n-1, holding the villages in ``villages`` (clockwise). Hexes are
    indices into ``board.HEXES``, wall places are indices into ``board.EDGES``, tiles are ids
    (0..39 lava, 40..42 eruption tiles 1..3), cards are kind indices (``pieces.CARD_NAMES``),
    materials are 0 straw, 1 wood, 2 stone.
    """

    names: list[str]
    options: list[str]
    villages: list[int]
    rng: int
    temps: list[int] = field(default_factory=lambda: [0] * 6)  # by village
    tile_at: list[int] = field(default_factory=lambda: [-1] * N_HEXES)
    rot_at: list[int] = field(default_factory=lambda: [0] * N_HEXES)
    flows: list[int] = field(default_factory=lambda: [0] * N_HEXES)  # flow mask on each hex
    piles: list[list[int]] = field(default_factory=list)  # top is the last item
    removed: list[int] = field(default_factory=list)  # tiles that left the game face up
    buried: list[int] = field(default_factory=list)  # the pile removed unseen (E11.1)
    unclaimed: list[int] = field(default_factory=list)
    claimed: list[list[int]] = field(default_factory=list)  # by seat, claimed and not yet placed
    walls: dict[int, int] = field(default_factory=dict)  # wall place -> material
    supply: list[int] = field(default_factory=list)
    stock: list[list[int]] = field(default_factory=list)  # by seat: straw, wood, stone
    hands: list[list[int]] = field(default_factory=list)  # by seat: count of each card kind
    deck: list[int] = field(default_factory=list)  # top is the last item
    discard: list[int] = field(default_factory=list)
    seat: int = 0
    turn: int = 0
    phase: str = "start"
    pending: int = -1  # the drawn tile waiting to be placed
    origin: str = ""  # why it was drawn: turn, dz3, trade, lavaflow, quake, burned
    closed: list[int] = field(default_factory=list)  # hexes where walls held, this placement
    builds: int = 0  # walls built in this phase 4
    relocated: list[int] = field(default_factory=list)  # walls already moved by this Relocate
    placed_this_turn: bool = False
    exhausted: bool = False  # the last tile was drawn this turn (E11.2)
    final: list[int] | None = None  # seats still to play their final turn
    burned: list[int] = field(default_factory=list)  # seats, in the order they burned
    stale: int = 0  # Annihilation: turns in a row with no tile placed and no temperature change
    idle: int = 0  # Forecast: failed phase-2 draws in a row, no heat or pick between (E12.3)
    over: bool = False
    ending: str = ""  # why it ends or is ending: burned, pile, stalled, last_village, stalemate
    reveals: int = 0  # dice rolled, tiles and cards drawn: undo may not cross a reveal
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
            self.villages,
            self.rng,
            self.temps[:],
            self.tile_at[:],
            self.rot_at[:],
            self.flows[:],
            [p[:] for p in self.piles],
            self.removed[:],
            self.buried[:],
            self.unclaimed[:],
            [c[:] for c in self.claimed],
            dict(self.walls),
            self.supply[:],
            [s[:] for s in self.stock],
            [h[:] for h in self.hands],
            self.deck[:],
            self.discard[:],
            self.seat,
            self.turn,
            self.phase,
            self.pending,
            self.origin,
            self.closed[:],
            self.builds,
            self.relocated[:],
            self.placed_this_turn,
            self.exhausted,
            None if self.final is None else self.final[:],
            self.burned[:],
            self.stale,
            self.idle,
            self.over,
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
            "villages": list(self.villages),
            "rng": str(self.rng),
            "temps": self.temps,
            "board": [
                [*HEXES[i], self.tile_at[i], self.rot_at[i]]
                for i in range(N_HEXES)
                if self.tile_at[i] >= 0
            ],
            "piles": self.piles,
            "removed": self.removed,
            "buried": self.buried,
            "unclaimed": self.unclaimed,
            "claimed": self.claimed,
            "walls": [[*EDGES[e], m] for e, m in sorted(self.walls.items())],
            "supply": self.supply,
            "stock": self.stock,
            "hands": self.hands,
            "deck": self.deck,
            "discard": self.discard,
            "seat": self.seat,
            "turn": self.turn,
            "phase": self.phase,
            "pending": self.pending,
            "origin": self.origin,
            "closed": self.closed,
            "builds": self.builds,
            "relocated": self.relocated,
            "placed_this_turn": self.placed_this_turn,
            "exhausted": self.exhausted,
            "final": self.final,
            "burned": self.burned,
            "stale": self.stale,
            "over": self.over,
            "ending": self.ending,
            "reveals": self.reveals,
            # only when set, so that states of games without a stalled round keep their hash
            **({"idle": self.idle} if self.idle else {}),
        }
