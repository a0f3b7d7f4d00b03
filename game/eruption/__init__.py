"""Eruption (Stratus Games, 2011): board, pieces, rules and the player view."""

from .actions import Action, parse_action
from .rules import ERUPTION, ERUPTION_SPACES, MAX_TEMP, TEMP_STEP, EruptionGame, danger_zone
from .state import OPTIONS, State

__all__ = [
    "ERUPTION",
    "ERUPTION_SPACES",
    "MAX_TEMP",
    "TEMP_STEP",
    "Action",
    "EruptionGame",
    "OPTIONS",
    "State",
    "danger_zone",
    "parse_action",
]
