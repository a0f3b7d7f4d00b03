"""The three computer levels. Each sees only ``view(player)`` and the legal actions."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ..core.rng import Rng, seed_state

LEVELS = ("easy", "medium", "hard")
DEFAULT_ROLLOUTS = 60  # hard player's work per decision and other player; more: slower, stronger


class Agent:
    """A computer player. ``choose`` is deterministic for a given seed and inputs."""

    level = "random"

    def __init__(self, game: Any, seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed_state(seed))

    def choose(self, view: dict[str, Any], legal: Sequence[Hashable]) -> Any:
        """One of ``legal``, for the player whose view this is."""
        return legal[self.rng.below(len(legal))]

    def _sample(self, view: dict[str, Any]) -> Any:
        return self.game.sample_state(view, self.rng.below(2**31))

    def _best(self, scored: list[tuple[float, Any]]) -> Any:
        top = max(score for score, _ in scored)
        best = [a for score, a in scored if score >= top - 1e-12]
        return best[self.rng.below(len(best))]


class EasyAgent(Agent):
    """Random legal moves with a little sense: never passes up a free card or wall."""

    level = "easy"

    def choose(self, view: dict[str, Any], legal: Sequence[Hashable]) -> Any:
        if len(legal) == 1:
            return legal[0]
        state = self._sample(view)
        return self._best([(self.game.instinct(state, a), a) for a in legal])


class MediumAgent(Agent):
    """Looks one decision ahead and keeps the move whose position scores best."""

    level = "medium"

    def choose(self, view: dict[str, Any], legal: Sequence[Hashable]) -> Any:
        if len(legal) == 1:
            return legal[0]
        state = self._sample(view)
        me = view["viewer"]
        return self._best(greedy_scores(self.game, state, me, legal))


def greedy_scores(
    game: Any, state: Any, me: int, legal: Sequence[Hashable]
) -> list[tuple[float, Any]]:
    """Each action with the value, for ``me``, of the position right after it."""
    return [(game.value(game.apply(state, a), me), a) for a in legal]
