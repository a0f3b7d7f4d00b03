"""Terremoto's cards (T1) as data: the constants a front end needs.

Cards are kind indices 0..9 in the canonical order of T9.3: the five suits in the order of
T1.1, the clone, then the specials in the order of T8.2. ``CARD_KEYS[k]`` is the short key used
in the notation, in views and in log events.
"""

from __future__ import annotations

SUITS = ("K", "W", "E", "G", "S")  # T1.1 order: skeletons, wizards, elves, goblins, soldiers
SUIT_NAMES = {  # plural English names
    "K": "black skeletons",
    "W": "blue wizards",
    "E": "green elves",
    "G": "red goblins",
    "S": "white soldiers",
}
SUIT_SINGULAR = {
    "K": "black skeleton",
    "W": "blue wizard",
    "E": "green elf",
    "G": "red goblin",
    "S": "white soldier",
}
CLONE_KEY = "C"
SPECIALS = ("EQ", "OP", "PR", "TW")  # T8.2 order: Earthquake, Opportunity, Prosper, Time Warp
SPECIAL_NAMES = {"EQ": "Earthquake", "OP": "Opportunity", "PR": "Prosper", "TW": "Time Warp"}
CARD_KEYS = (*SUITS, CLONE_KEY, *SPECIALS)
CARD_INDEX = {key: k for k, key in enumerate(CARD_KEYS)}

N_SUITS = 5
CLONE = 5
EARTHQUAKE, OPPORTUNITY, PROSPER, TIME_WARP = 6, 7, 8, 9
N_KINDS = 10

DECK_COUNTS = (12, 12, 12, 12, 12, 2, 2, 2, 2, 2)  # one deck, by kind (T1.1)
DECK_COMPOSITION = dict(zip(CARD_KEYS, DECK_COUNTS, strict=True))
DECK_SIZE = sum(DECK_COUNTS)  # 70
HAND_SIZE = 7  # T2.1, T3.4
OPPORTUNITY_DRAW = 4  # T5.4
PROSPER_POINTS = 5  # T5.2
ROUND_LIMIT = 100  # T6.2
PLAYS_PER_TURN = 2  # T3.2
TARGET_ONE_DECK = 100  # T1.4
TARGET_TWO_DECKS = 150  # T1.4 default; options target200 and target100
TARGETS = {"": TARGET_TWO_DECKS, "target200": 200, "target100": 100}
MIN_PLAYERS, MAX_PLAYERS = 2, 8
UNOFFICIAL_PLAYERS = (2,)  # T1.2 Decision: one deck, marked unofficial


def decks_for(players: int) -> int:
    """T1.2: one deck for 2 to 4 players, two decks for 5 to 8."""
    return 2 if players >= 5 else 1


def deck_counts(decks: int) -> tuple[int, ...]:
    """How many cards of each kind ``decks`` decks hold (T1.1, T1.3)."""
    return tuple(c * decks for c in DECK_COUNTS)


def target_for(players: int, options: list[str] | tuple[str, ...] = ()) -> int:
    """T1.4: 100 with one deck; 150 with two, or the option's 200 or 100."""
    if decks_for(players) == 1:
        return TARGET_ONE_DECK
    chosen = [o for o in options if o in TARGETS]
    return TARGETS[chosen[0] if chosen else ""]
