"""Determinisation: a full state consistent with what one player may know (T9).

Computer players receive only ``view(player)``; to search they sample the unknown parts
(the other hands, the order of the draw pile, the generator) consistently with it.
"""

from __future__ import annotations

from typing import Any

from ..core.rng import Rng, seed_state
from .cards import CARD_INDEX, CLONE, N_KINDS, SUITS, deck_counts
from .state import State


def sample_state(view: dict[str, Any], seed: int) -> State:
    """A state that ``view`` could have come from, with the hidden parts drawn at random."""
    rng = Rng(seed_state(seed))
    players = view["players"]
    n = len(players)
    viewer = view["viewer"]
    s = State([p["name"] for p in players], list(view["options"]), view["decks"], view["target"], 0)
    s.scores = list(view["scores"])
    s.discard = [CARD_INDEX[k] for k in view["discard"]]
    s.table = [(g["owner"], SUITS.index(g["suit"]), g["cards"], g["clones"]) for g in view["table"]]
    s.hands = [[0] * N_KINDS for _ in range(n)]
    if viewer is not None and view["hand"] is not None:
        for key in view["hand"]:
            s.hands[viewer][CARD_INDEX[key]] += 1
    # every card not seen (own hand, discards, table) is shared out at random
    seen = [0] * N_KINDS
    for k in s.discard:
        seen[k] += 1
    for _, suit, cards, clones in s.table:
        seen[suit] += cards
        seen[CLONE] += clones
    if viewer is not None:
        for k in range(N_KINDS):
            seen[k] += s.hands[viewer][k]
    unknown = [k for k, c in enumerate(deck_counts(s.decks)) for _ in range(c - seen[k])]
    unknown = rng.shuffle(unknown)
    for seat, p in enumerate(players):
        if seat != viewer:
            hand = s.hands[seat]
            for _ in range(p["hand_size"]):
                hand[unknown.pop()] += 1
    s.deck = unknown
    s.seat = view["seat"] if view["seat"] is not None else 0
    s.turn, s.plays = view["turn"], view["plays"]
    s.warp, s.opportunity = view["warp"], view["opportunity"]
    s.over, s.winners, s.ending = view["over"], list(view["winners"]), view["ending"]
    s.reveals = view["reveals"]
    s.rng = rng.state
    return s
