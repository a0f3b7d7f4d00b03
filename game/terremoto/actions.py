"""Terremoto actions as small values with a text notation that round-trips (T8.2).

Notation::

    group W 2 1     a group: suit key (K W E G S), suit cards, clones (T3.1, T4.2);
                    "group W 0 2" is two clones declared as blue wizards
    play EQ         a special: EQ Earthquake, OP Opportunity, PR Prosper, TW Time Warp
    end             end the plays (only after Time Warp and at least two plays, T5.3)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..core.errors import NotationError
from .cards import CARD_INDEX, CARD_KEYS, N_SUITS, SPECIALS, SUITS

MAX_COUNT = 99  # counts in the notation have at most two digits


class Action(NamedTuple):
    """One decision.

    ``kind`` is "group", "play" or "end". For a group, ``card`` is the suit (0..4),
    ``cards`` the number of suit cards and ``clones`` the number of clones. For a special,
    ``card`` is its kind index (6..9, ``cards.CARD_KEYS``).
    """

    kind: str
    card: int = -1
    cards: int = 0
    clones: int = 0

    def __str__(self) -> str:
        if self.kind == "group":
            return f"group {SUITS[self.card]} {self.cards} {self.clones}"
        if self.kind == "play":
            return f"play {CARD_KEYS[self.card]}"
        return "end"


END = Action("end")
# GROUPS[suit][cards][clones], built for the counts a hand of two decks can hold.
GROUPS = tuple(
    tuple(tuple(Action("group", s, n, c) for c in range(9)) for n in range(49))
    for s in range(N_SUITS)
)
PLAYS = {CARD_INDEX[k]: Action("play", CARD_INDEX[k]) for k in SPECIALS}


def group(suit: int, cards: int, clones: int) -> Action:
    """The group action (shared values for the usual counts)."""
    if cards < 49 and clones < 9:
        return GROUPS[suit][cards][clones]
    return Action("group", suit, cards, clones)


_COUNT = re.compile(r"(0|[1-9]\d?)$")


def _count(text: str) -> int:
    if not _COUNT.match(text):
        raise NotationError(f"{text!r} is not a card count (0 to {MAX_COUNT})")
    return int(text)


def parse_action(text: object) -> Action:
    """The action written as ``text``; raises NotationError for anything else."""
    if not isinstance(text, str) or len(text) > 32:
        raise NotationError("an action is a short text")
    words = text.split()
    if not words:
        raise NotationError("empty action")
    k, args = words[0], words[1:]
    if k == "end":
        if args:
            raise NotationError("'end' takes no argument")
        return END
    if k == "play":
        if len(args) != 1 or args[0] not in SPECIALS:
            raise NotationError(f"'play' takes one special card: {', '.join(SPECIALS)}")
        return PLAYS[CARD_INDEX[args[0]]]
    if k == "group":
        if len(args) != 3:
            raise NotationError("'group' takes a suit, a number of suit cards and of clones")
        if args[0] not in SUITS:
            raise NotationError(f"{args[0]!r} is not a suit: {', '.join(SUITS)}")
        suit, cards, clones = SUITS.index(args[0]), _count(args[1]), _count(args[2])
        if cards + clones == 0:
            raise NotationError("a group has at least one card")
        return group(suit, cards, clones)
    raise NotationError(f"{text[:20]!r} is not a Terremoto action")
