"""How Terremoto's cards and seats look: display data only, no rule.

Each card kind has a symbol (an SVG path in a 24 x 24 box, holes by the even-odd rule) so a
suit reads by its shape and its letter as well as its colour (colour-blind safe); the colours
themselves are in style.css beside this module (``.tc-K`` ... ``.tc-TW``). The engine has no
seat colours, so the eight seats get theirs here.
"""

from __future__ import annotations

from game.terremoto.cards import CARD_KEYS, CLONE_KEY, SPECIALS, SUITS

SYMBOLS: dict[str, str] = {
    # skeleton: a skull with eyes, nose and teeth
    "K": (
        "M12 2.5C7.3 2.5 4 5.8 4 10.2c0 2.7 1.2 4.6 3 5.7V19a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1"
        "v-3.1c1.8-1.1 3-3 3-5.7 0-4.4-3.3-7.7-8-7.7Z"
        "M9 8.4a2.1 2.1 0 1 1 0 4.2a2.1 2.1 0 1 1 0-4.2Z"
        "M15 8.4a2.1 2.1 0 1 1 0 4.2a2.1 2.1 0 1 1 0-4.2Z"
        "M12 12.8l1.1 2.2h-2.2Z"
        "M9.6 16.8h1.2v3.2H9.6Z M13.2 16.8h1.2v3.2h-1.2Z"
    ),
    # wizard: a pointed hat with a star, on its brim
    "W": (
        "M12 1.5L17.6 15.6H6.4Z"
        "M12 6.6l.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3Z"
        "M2.5 16.6H21.5Q21.5 20 12 20Q2.5 20 2.5 16.6Z"
    ),
    # elf: a leaf with its vein
    "E": "M12 2C17.6 5.6 20.2 11 12 22C3.8 11 6.4 5.6 12 2Z M11.4 7h1.2v12h-1.2Z",
    # goblin: a face with long pointed ears, slanted eyes and teeth
    "G": (
        "M1.5 7L8 9.6C9 8.3 10.4 7.6 12 7.6S15 8.3 16 9.6L22.5 7L18.2 13.6"
        "C18 17.6 15.4 20.6 12 20.6S6 17.6 5.8 13.6Z"
        "M8.2 12.2L11 13.4L8.2 14.6Z M15.8 12.2L13 13.4L15.8 14.6Z"
        "M9.4 16.4H14.6L13.6 18.2H10.4Z"
    ),
    # soldier: a shield with a cross
    "S": (
        "M12 2L20 5V11C20 16.2 16.6 20.2 12 22C7.4 20.2 4 16.2 4 11V5Z"
        "M11 6h2v4.6h4v2h-4V18h-2v-5.4H7v-2h4Z"
    ),
    # clone: two overlapping discs (the lens between them is cut out)
    "C": "M9 5a7 7 0 1 0 0 14a7 7 0 1 0 0-14Z M15 5a7 7 0 1 0 0 14a7 7 0 1 0 0-14Z",
    # Earthquake: a jagged crack
    "EQ": "M14 1.5L5 13.4H10.6L8.4 22.5L19 9.6H13.3Z",
    # Opportunity: more cards (a card with another behind it, and a plus)
    "OP": (
        "M3.5 8h10.5v14H3.5Z M7.6 4H18v13h-2.6V6.6H7.6Z"
        "M18.6 1.5h1.8v2.6H23v1.8h-2.6v2.6h-1.8V5.9H16V4.1h2.6Z"
    ),
    # Prosper: a star
    "PR": "M12 1.8l2.9 6.7 7.2.6-5.4 4.8 1.6 7.1L12 17.3 5.7 21l1.6-7.1L1.9 9.1l7.2-.6Z",
    # Time Warp: an hourglass
    "TW": (
        "M5 2h14v2h-1.5c0 3.5-2.2 6-4.3 8 2.1 2 4.3 4.5 4.3 8H19v2H5v-2h1.5"
        "c0-3.5 2.2-6 4.3-8C8.7 10 6.5 7.5 6.5 4H5Z"
    ),
}

# The eight seats' colours (CSS), clearly apart from each other on the dark table.
SEAT_COLOURS = (
    "#ff8c42",  # orange
    "#4cc9f0",  # sky blue
    "#b5e48c",  # lime
    "#c77dff",  # violet
    "#ffd23f",  # yellow
    "#ff5d8f",  # pink
    "#2ec4b6",  # teal
    "#e0e0e0",  # silver
)

# Hand order: the suits (T1.1 order), then the clones, then the specials (T8.2 order).
HAND_SECTIONS = (tuple(SUITS), (CLONE_KEY,), tuple(SPECIALS))

assert set(SYMBOLS) == set(CARD_KEYS)


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
