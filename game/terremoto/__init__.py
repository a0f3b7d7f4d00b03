"""Terremoto (Earthquake, Wizards of the Coast): cards, rules and the player view."""

from .actions import Action
from .rules import TERREMOTO
from .state import State

__all__ = ["TERREMOTO", "Action", "State"]
