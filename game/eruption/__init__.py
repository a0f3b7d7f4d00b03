"""Eruption (Stratus Games, 2011): board, pieces, rules and the player view."""

from .actions import Action, parse_action
from .rules import ERUPTION, EruptionGame, danger_zone
from .state import OPTIONS, State

__all__ = ["ERUPTION", "Action", "EruptionGame", "OPTIONS", "State", "danger_zone", "parse_action"]
