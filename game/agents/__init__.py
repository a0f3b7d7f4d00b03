"""Computer players, written against the game protocol only (see ``base.Agent``).

A game that offers ``sample_state(view, seed)``, ``value(state, player)`` and
``instinct(state, action)`` besides the protocol gets all three levels.
"""

from .base import DEFAULT_ROLLOUTS, LEVELS, Agent, EasyAgent, MediumAgent
from .search import SearchAgent

__all__ = ["LEVELS", "make_agent"]


def make_agent(
    level: str,
    game: object,
    seed: int = 0,
    rollouts: int = DEFAULT_ROLLOUTS,
    budget_ms: float | None = None,
) -> Agent:
    """A computer player of ``level`` (easy, medium, hard); the hard one searches with
    ``rollouts``, and stops after ``budget_ms`` if that comes first."""
    if level == "easy":
        return EasyAgent(game, seed)
    if level == "medium":
        return MediumAgent(game, seed)
    if level == "hard":
        return SearchAgent(game, seed, rollouts, budget_ms)
    raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
