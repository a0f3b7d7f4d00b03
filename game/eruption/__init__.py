"""Eruption (Stratus Games, 2011): board, pieces, rules and the player view."""

from .actions import Action
from .rules import ERUPTION, ERUPTION_SPACES, MAX_TEMP, TEMP_STEP, danger_zone
from .state import State

__all__ = ["ERUPTION", "ERUPTION_SPACES", "MAX_TEMP", "TEMP_STEP", "Action", "State", "danger_zone"]
