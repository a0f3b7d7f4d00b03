"""L'Isola dei Vulcani (Volcanic Isle): the rules engine (see ``rules.py``).

Constants a front end needs are exported here: action points and costs, final scoring points,
the round limit, the standard board.
"""

from .actions import Action, parse_action
from .board import STANDARD
from .rules import AP_PER_TURN, COSTS, FINAL_POINTS, ISOLA, MAX_ROUNDS, prayer_cost
from .state import State

__all__ = [
    "AP_PER_TURN",
    "COSTS",
    "FINAL_POINTS",
    "ISOLA",
    "MAX_ROUNDS",
    "STANDARD",
    "Action",
    "State",
    "parse_action",
    "prayer_cost",
]
