"""Determinisation: a full state consistent with what one player may know (E13).

Computer players receive only ``view(player)``; to search they sample the unknown parts
(other hands, the order of the deck and of the lava pile, the generator) consistently with it.
"""

from __future__ import annotations

from typing import Any

from ..core.hexgrid import edge_key
from ..core.rng import Rng, seed_state
from .board import EDGE_IDS, INDEX, MATERIALS
from .pieces import CARD_COUNTS, CARD_INDEX, N_LAVA, RAIN
from .rules import _rotated
from .state import State


def sample_state(view: dict[str, Any], seed: int) -> State:
    """A state that ``view`` could have come from, with the hidden parts drawn at random."""
    rng = Rng(seed_state(seed))
    players = view["players"]
    n = len(players)
    viewer = view["viewer"]
    s = State(
        [p["name"] for p in players], list(view["options"]), [p["village"] for p in players], 0
    )
    for p in players:
        s.temps[p["village"]] = p["temp"]
    for t in view["board"]:
        i = INDEX[tuple(t["hex"])]
        s.tile_at[i], s.rot_at[i] = t["id"], t["rot"]
        s.flows[i] = _rotated(t["id"], t["rot"])
    s.walls = {
        EDGE_IDS[edge_key((w["edge"][0], w["edge"][1]), w["edge"][2])]: MATERIALS.index(
            w["material"]
        )
        for w in view["walls"]
    }
    s.supply = [view["supply"][m] for m in MATERIALS]
    s.stock = [[p["stock"][m] for m in MATERIALS] for p in players]
    # cards: everything not in the viewer's hand nor in the discards is shared out at random
    s.discard = sorted(CARD_INDEX[c] for c in view["discard"])
    s.hands = [[0] * 8 for _ in range(n)]
    if viewer is not None:
        for name, count in (view["hand"] or {}).items():
            s.hands[viewer][CARD_INDEX[name]] = count
    unknown = []
    for k, count in enumerate(CARD_COUNTS):
        if k == RAIN and "norain" in s.options:
            continue
        known = s.discard.count(k) + (s.hands[viewer][k] if viewer is not None else 0)
        unknown += [k] * (count - known)
    unknown = rng.shuffle(unknown)
    for seat, p in enumerate(players):
        if seat != viewer:
            for _ in range(p["hand_size"]):
                s.hands[seat][unknown.pop()] += 1
    s.deck = unknown
    # tiles: the face-up ones are where the view says; the rest fill the piles in random order
    pending = view["pending"]["id"] if view["pending"] else -1
    tops = [t["id"] if t else -1 for t in (view["forecast_tops"] or [])]
    s.removed = list(view["removed"])
    s.unclaimed = [39 + k for k in view["unclaimed"]]
    s.claimed = [[39 + k for k in p["claimed"]] for p in players]
    seen = set(s.removed) | {t for t in s.tile_at if t >= 0} | {pending} | set(tops)
    hidden = rng.shuffle([t for t in range(N_LAVA) if t not in seen])
    s.piles = []
    for k, size in enumerate(view["pile"]):
        top = tops[k] if k < len(tops) and tops[k] >= 0 else None
        below = size - (top is not None)
        pile = [hidden.pop() for _ in range(below)]
        if top is not None:
            pile.append(top)
        s.piles.append(pile)
    s.buried = [hidden.pop() for _ in range(view["buried"])]
    s.seat = view["seat"] if view["seat"] is not None else 0
    s.turn, s.phase, s.origin = view["turn"], view["phase"], view["origin"]
    s.pending = pending
    s.closed = [INDEX[tuple(h)] for h in view["closed"]]
    s.builds, s.placed_this_turn = view["builds"], view["placed_this_turn"]
    s.relocated = [EDGE_IDS[edge_key((q, r), d)] for q, r, d in view["relocated"]]
    s.exhausted, s.ending, s.over = view["exhausted"], view["ending"], view["over"]
    s.final = None if view["final"] is None else list(view["final"])
    s.burned, s.stale, s.reveals = list(view["burned"]), view["stale"], view["reveals"]
    s.idle = view["idle"]
    s.rng = rng.state
    return s
