"""L'Isola dei Vulcani (Volcanic Isle): the rules engine (see ``rules.py``)."""

from .actions import Action, parse_action
from .rules import ISOLA, IsolaGame
from .state import State

__all__ = ["ISOLA", "Action", "IsolaGame", "State", "parse_action"]
