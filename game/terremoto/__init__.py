"""Terremoto (Earthquake, Wizards of the Coast): cards, rules and the player view."""

from .actions import Action, parse_action
from .cards import (
    CARD_KEYS,
    DECK_COMPOSITION,
    HAND_SIZE,
    SPECIAL_NAMES,
    SPECIALS,
    SUIT_NAMES,
    SUITS,
    TARGETS,
    group_points,
)
from .rules import TERREMOTO, TerremotoGame
from .state import State
from .view import legal_points

__all__ = [
    "CARD_KEYS",
    "DECK_COMPOSITION",
    "HAND_SIZE",
    "SPECIALS",
    "SPECIAL_NAMES",
    "SUITS",
    "SUIT_NAMES",
    "TARGETS",
    "TERREMOTO",
    "Action",
    "State",
    "TerremotoGame",
    "group_points",
    "legal_points",
    "parse_action",
]
