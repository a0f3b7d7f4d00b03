"""Computer players, written against the game protocol only (see ``base.Agent``).

A game that offers ``sample_state(view, seed)``, ``value(state, player)`` and
``instinct(state, action)`` besides the protocol gets all three levels.
"""

from .base import DEFAULT_ROLLOUTS, LEVELS, Agent, EasyAgent, MediumAgent
from .search import SearchAgent

__all__ = ["LEVELS", "make_agent"]


def make_agent(level: str, game: object, seed: int = 0, rollouts: int = DEFAULT_ROLLOUTS) -> Agent:
    """A computer player of ``level`` (easy, medium, hard)."""
    if level == "easy":
        return EasyAgent(game, seed)
    if level == "medium":
        return MediumAgent(game, seed)
    if level == "hard":
        return SearchAgent(game, seed, rollouts)
    raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
