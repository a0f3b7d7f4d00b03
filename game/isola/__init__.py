"""L'Isola dei Vulcani (Volcanic Isle): the rules engine (see ``rules.py``).

Constants a front end needs are exported here: action points and costs, piece counts,
colours, the die, final scoring points, supply sizes.
"""

from .actions import Action, parse_action
from .board import CRACK_TILES, LAVA_TILES, PRAYER_TOKENS, STANDARD, VOLCANO_TOKENS, Board
from .rules import (
    AP_PER_TURN,
    COLOURS,
    COSTS,
    DIE_FACES,
    FINAL_POINTS,
    ISOLA,
    MAX_ROUNDS,
    PIECES,
    IsolaGame,
    prayer_cost,
)
from .state import OPTIONS, State

__all__ = [
    "AP_PER_TURN",
    "COLOURS",
    "COSTS",
    "CRACK_TILES",
    "DIE_FACES",
    "FINAL_POINTS",
    "ISOLA",
    "LAVA_TILES",
    "MAX_ROUNDS",
    "OPTIONS",
    "PIECES",
    "PRAYER_TOKENS",
    "STANDARD",
    "VOLCANO_TOKENS",
    "Action",
    "Board",
    "IsolaGame",
    "State",
    "parse_action",
    "prayer_cost",
]
