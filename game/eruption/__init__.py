"""Eruption (Stratus Games, 2011): board, pieces, rules and the player view."""

from .actions import Action
from .playout import finish_turn, playout
from .rules import ERUPTION_SPACES, MAX_TEMP, TEMP_STEP, EruptionGame, danger_zone
from .state import State


class Eruption(EruptionGame):
    """The game as the registry gives it: its rules, and the hard player's Playout and
    FinishTurn capabilities (game/agents/search.py): the rest of a turn and the other players'
    turns played on by the fast policy of game/eruption/playout.py."""

    def playout(self, state: State, player: int) -> State:
        """The rest of the turn and the others' turns, up to ``player``'s next turn."""
        return playout(state, player)

    def finish_turn(self, state: State, player: int) -> State:
        """The rest of ``player``'s turn."""
        return finish_turn(state, player)


ERUPTION = Eruption()

__all__ = ["ERUPTION", "ERUPTION_SPACES", "MAX_TEMP", "TEMP_STEP", "Action", "State", "danger_zone"]
