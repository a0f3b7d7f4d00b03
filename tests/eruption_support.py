"""Helpers for Eruption tests: build positions by hand, check invariants, play random games."""

from __future__ import annotations

import functools
import json
from typing import Any

from game.core.hexgrid import edge_key
from game.core.rng import Rng, seed_state
from game.eruption import ERUPTION, Action, State
from game.eruption.board import EDGE_IDS, INDEX, MATERIALS, N_HEXES
from game.eruption.pieces import (
    CANONICAL_ROT,
    CARD_COUNTS,
    CARD_INDEX,
    N_LAVA,
    RAIN,
    ROTATIONS,
    TILE_MASK,
    TILE_TYPE,
    WALL_COUNTS,
)
from game.eruption.rules import _rotated

G = ERUPTION


def config(n: int, *options: str) -> dict[str, Any]:
    """A config for ``n`` players named A, B, C..."""
    return {"players": [{"name": "ABCDEF"[i]} for i in range(n)], "options": list(options)}


def hx(q: int, r: int) -> int:
    """Hex index of (q, r)."""
    return INDEX[q, r]


def edge(q: int, r: int, d: int) -> int:
    """Wall place id of edge d of hex (q, r)."""
    return EDGE_IDS[edge_key((q, r), d)]


def tile_of_type(state: State, kind: int, exclude: tuple[int, ...] = ()) -> int:
    """A lava tile id of type ``kind`` (index into LAVA_TILE_TYPES) not on the board."""
    for t in range(N_LAVA):
        if TILE_TYPE[t] == kind and t not in state.tile_at and t not in exclude:
            return t
    raise LookupError(kind)


def put(state: State, q: int, r: int, tile: int, rot: int = 0) -> None:
    """Put a tile on the board directly (taking it out of wherever it was)."""
    for p in state.piles:
        if tile in p:
            p.remove(tile)
    if tile in state.removed:
        state.removed.remove(tile)
    if tile in state.unclaimed:
        state.unclaimed.remove(tile)
    i = hx(q, r)
    state.tile_at[i], state.rot_at[i] = tile, rot
    state.flows[i] = _rotated(tile, CANONICAL_ROT[tile][rot])
    state.rot_at[i] = CANONICAL_ROT[tile][rot]
    state.cache = None


def wall(state: State, e: int, material: str) -> None:
    """Put a wall from the supply on place ``e``."""
    m = MATERIALS.index(material)
    state.supply[m] -= 1
    state.walls[e] = m
    state.cache = None


def hand(state: State, seat: int, **cards: int) -> None:
    """Give ``seat`` exactly these cards (others go back to the deck)."""
    for k in range(8):
        while state.hands[seat][k]:
            state.hands[seat][k] -= 1
            state.deck.insert(0, k)
    for name, count in cards.items():
        k = CARD_INDEX[name]
        for _ in range(count):
            if k in state.deck:
                state.deck.remove(k)
            else:
                state.discard.remove(k)
            state.hands[seat][k] += 1
    state.cache = None


def stack_pile(state: State, *tiles: int) -> None:
    """Put these tiles on top of the (first) pile, the first listed drawn first."""
    for t in tiles:
        for p in state.piles:
            if t in p:
                p.remove(t)
    state.piles[0].extend(reversed(tiles))
    state.cache = None


def act(state: State, text: str) -> State:
    """Apply an action written in notation."""
    return G.apply(state, G.parse_action(text))


def texts(state: State) -> list[str]:
    """The legal actions as notation."""
    return [str(a) for a in G.legal_actions(state)]


def check_invariants(state: State) -> None:
    """Conservation of tiles, walls and cards; temperatures in range; legal moves exist."""
    on_board = [t for t in state.tile_at if t >= 0]
    tiles = (
        on_board
        + [t for p in state.piles for t in p]
        + state.removed
        + state.buried
        + state.unclaimed
    )
    tiles += [t for c in state.claimed for t in c] + ([state.pending] if state.pending >= 0 else [])
    assert sorted(tiles) == list(range(43)), "40 lava + 3 eruption tiles are conserved"
    walls = [0, 0, 0]
    for m in state.walls.values():
        walls[m] += 1
    for m in range(3):
        walls[m] += state.supply[m] + sum(s[m] for s in state.stock)
        assert min(state.supply[m], *(s[m] for s in state.stock)) >= 0
    assert walls == list(WALL_COUNTS), "48 walls are conserved"
    cards = [0] * 8
    for k in state.deck + state.discard:
        cards[k] += 1
    for h in state.hands:
        assert min(h) >= 0
        for k in range(8):
            cards[k] += h[k]
    expected = list(CARD_COUNTS)
    if "norain" in state.options:
        expected[RAIN] = 0
    assert cards == expected, "36 cards (32 with No Rain) are conserved"
    assert all(0 <= t <= 290 for t in state.temps)
    for i in range(N_HEXES):
        t = state.tile_at[i]
        if t >= 0:
            assert state.flows[i] == _rotated(t, state.rot_at[i]) or TILE_MASK[t] == 0x3F
    if not state.over:
        assert G.legal_actions(state), f"no legal action in phase {state.phase}"
    json.dumps(state.to_data())


def random_play(
    n: int, options: tuple[str, ...], seed: int, check: bool = True, max_steps: int = 5000
) -> tuple[State, list[str]]:
    """A whole random game; returns the final state and the action texts."""
    state = G.new_game(config(n, *options), seed)
    chooser = Rng(seed_state(seed + 77))
    record: list[str] = []
    while not state.over:
        if check:
            check_invariants(state)
        actions = G.legal_actions(state)
        action = actions[chooser.below(len(actions))]
        record.append(str(action))
        state = G.apply(state, action)
        assert len(record) < max_steps, "the game ends"
    if check:
        check_invariants(state)
    return state, record


def scenario(n: int = 2, *options: str, seed: int = 1) -> State:
    """A fresh game (setup done, first turn started) to edit into a hand-made position.

    Setup has already drawn the first player's tile: it is ``state.pending`` in phase "place".
    Edit fields directly (tile_at via ``put``, walls via ``wall``, temps, hands, piles, phase),
    then use ``act`` to apply actions. Edits must keep pieces conserved (``check_invariants``).
    """
    return G.new_game(config(n, *options), seed)


def as_action(text: str) -> Action:
    """Parse notation."""
    return G.parse_action(text)


# ---- scenario building (rule tests) ------------------------------------------------------


@functools.cache
def rng_for(*dice: int) -> int:
    """An rng state whose next ``Rng(x).die()`` calls give exactly ``dice``, in order.

    A wall roll draws the lava die first, then the wall die (``rules._roll_wall``).
    """
    for k in range(1, 10_000_000):
        x = seed_state(k)
        r = Rng(x)
        if all(r.die() == d for d in dice):
            return x
    raise LookupError(dice)


def blank(n: int = 2, *options: str, seed: int = 1) -> State:
    """A fresh game with an empty board, temperatures 0, no tile pending, between two turns.

    The tile setup drew goes back on top of the pile. Start a turn with ``begin``.
    """
    s = scenario(n, *options, seed=seed)
    if s.pending >= 0:
        pile = max(s.piles, key=len) if "forecast" in options else s.piles[0]
        pile.append(s.pending)
        s.pending = -1
    s.phase = "walls"
    s.origin = ""
    s.events = []
    s.cache = None
    return s


def begin(s: State, seat: int, *dice: int) -> State:
    """Start ``seat``'s turn (phase 1 runs: damage, claims, DZ2 card, eruption, draw).

    The previous seat passes its wall phase; ``dice`` are the next dice the engine rolls.
    """
    s = s.clone()
    s.seat = (seat - 1) % s.n
    s.phase = "walls"
    s.pending = -1
    s.builds = 0
    if dice:
        s.rng = rng_for(*dice)
    s.cache = None
    return act(s, "pass")


def with_dice(s: State, *dice: int) -> State:
    """A copy of ``s`` whose next dice are ``dice``."""
    s = s.clone()
    s.rng = rng_for(*dice)
    s.cache = None
    return s


def mask(*edges: int) -> int:
    """The 6-bit set of flow edges."""
    m = 0
    for e in edges:
        m |= 1 << e
    return m


def free_tile(
    s: State, flows: tuple[int, ...] | list[int], avoid: tuple[int, ...] = ()
) -> tuple[int, int]:
    """(tile, rotation) of a lava tile from the pile whose flows are exactly ``flows``."""
    want = mask(*flows)
    pile_tiles = [t for p in s.piles for t in p if t not in avoid]
    for t in pile_tiles:
        for rot, m in ROTATIONS[t]:
            if m == want:
                return t, rot
    raise LookupError(flows)


def lay(s: State, q: int, r: int, *flows: int) -> int:
    """Put a lava tile from the pile on (q, r) with exactly these flow edges; its id."""
    t, rot = free_tile(s, flows)
    put(s, q, r, t, rot)
    return t


def lay_eruption(s: State, q: int, r: int, number: int) -> int:
    """Put eruption tile ``number`` (1..3) on (q, r) straight from the unclaimed ones."""
    t = 39 + number
    put(s, q, r, t, 0)
    return t


def on_top(s: State, *flows: tuple[int, ...]) -> list[int]:
    """Stack pile tiles with these flow sets on top, the first drawn first; their ids."""
    ids: list[int] = []
    for f in flows:
        t, _ = free_tile(s, f, avoid=tuple(ids))
        ids.append(t)
    stack_pile(s, *ids)
    return ids


def of_kind(s: State, key: str) -> list[dict[str, Any]]:
    """Log events of the last transition with this key."""
    return [e for e in s.events if e["k"] == key]


def temp(s: State, seat: int) -> int:
    """Temperature of ``seat``'s village."""
    return s.temps[s.villages[seat]]


def set_temp(s: State, seat: int, value: int) -> None:
    """Set ``seat``'s village temperature."""
    s.temps[s.villages[seat]] = value
    s.cache = None


def cards(s: State, seat: int) -> int:
    """Number of cards in ``seat``'s hand."""
    return sum(s.hands[seat])


def run(s: State, *texts_: str) -> State:
    """Apply several actions in notation."""
    for t in texts_:
        s = act(s, t)
    return s


def at_phase(s: State, seat: int, phase: str) -> State:
    """Put ``seat`` straight into ``phase`` of its turn (no tile pending)."""
    s = s.clone()
    s.seat, s.phase, s.pending, s.builds, s.origin = seat, phase, -1, 0, "turn"
    s.cache = None
    return s


def quiet(s: State) -> State:
    """No cards, no walls in stock: turns run through on their own once started."""
    for seat in range(s.n):
        hand(s, seat)
        for m in range(3):
            s.supply[m] += s.stock[seat][m]
        s.stock[seat] = [0, 0, 0]
    return s


def turns(s: State) -> list[tuple[int, bool]]:
    """(seat, final turn?) of every turn that started in the last transition."""
    return [(e["seat"], e["final"]) for e in s.events if e["k"] == "turn"]
