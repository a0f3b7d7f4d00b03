"""The undo policy, for every game (Board Game Arena's and boardgame.io's rule).

A player may take back their own decisions within the current turn as long as no new
information was revealed since: no die rolled, no tile or card drawn, no other player's
answer. A game takes part by offering the ``Turns`` capability (``game/core/protocol.py``):
``turn(state)`` and ``reveals(state)``; a game without it never allows undo.

``undo_target(game, states)`` looks at the states of the game so far (oldest first, the
current one last) and tells how far back undo may go, or why it may not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .protocol import Game, Turns

# Reasons (keys of the UI's text catalogue, "undo.<reason>").
NOTHING = "nothing"  # no decision made yet in this turn
REVEALED = "revealed"  # a die was rolled or a tile/card drawn since
OTHER_PLAYER = "other_player"  # the last decision was someone else's (or the turn changed)
OVER = "over"  # the game is over
UNSUPPORTED = "unsupported"  # the game does not say when information is revealed


def undo_key(game: Game[Any, Any], state: Any) -> tuple[Any, Any, Any] | None:
    """(player to move, turn, reveals) or None if the game does not support undo."""
    if not isinstance(game, Turns):
        return None
    return (game.to_move(state), game.turn(state), game.reveals(state))


def can_undo(game: Any, states: Sequence[Any]) -> tuple[bool, str]:
    """Whether the last decision may be taken back, and if not the reason key."""
    if len(states) < 2:
        return False, NOTHING
    current, previous = states[-1], states[-2]
    if game.is_terminal(current):
        return False, OVER
    now, before = undo_key(game, current), undo_key(game, previous)
    if now is None or before is None:
        return False, UNSUPPORTED
    if now[0] != before[0] or now[1] != before[1]:
        return False, OTHER_PLAYER if now[0] != before[0] else NOTHING
    if now[2] != before[2]:
        return False, REVEALED
    return True, ""
