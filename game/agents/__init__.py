"""Computer players, written against the game protocol only (see ``base.Agent``).

A game that offers ``sample_state(view, seed)``, ``value(state, player)`` and
``instinct(state, action)`` besides the protocol gets all three levels.
"""

from .base import LEVELS, Agent, make_agent

__all__ = ["LEVELS", "Agent", "make_agent"]
