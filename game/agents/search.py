"""The hard player: Monte Carlo search over determinisations.

For each decision it samples states consistent with its own view (other hands, pile order and
dice unknown), tries its candidate moves in those samples, finishes its own turn greedily in
each, and keeps the move with the best mean value. Successive halving spends the budget on the
moves that still look best.

A game may also offer the ``Playout`` capability (below): its rollouts then go on past the own
turn with the game's fast policy (the other players answer), and every round of the halving
tries all remaining candidates on the same samples (common random numbers), so that the luck
of a draw does not decide between two candidates. A game whose playout also finishes the
searching player's own turn (``playout_finishes_turn``, Eruption) hands each rollout to it
right after the candidate move; the others' own turns are finished greedily first. Games
without the capability are searched exactly as before.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, runtime_checkable

from .base import Agent, greedy_scores

MAX_CANDIDATES = 8
ROLLOUT_BRANCHING = 10  # actions tried per decision when finishing a turn in a sample


@runtime_checkable
class Playout(Protocol):
    """A game whose rollouts go on past the searching player's turn (optional capability).

    Without it a rollout is valued at the end of the own turn. With it the game plays on
    with its own fast policy (typically the other players' turns) before the valuation, so
    the search sees how the others answer.
    """

    def playout(self, state: Any, player: int) -> Any:
        """The state where a rollout for ``player`` is valued, played on from ``state``."""
        ...


def finishes_turn(game: Any) -> bool:
    """Whether ``game``'s playout also plays the rest of the searching player's own turn
    with its fast policy (a class attribute ``playout_finishes_turn``), so that a rollout
    needs no greedy finish of its own."""
    return isinstance(game, Playout) and bool(getattr(game, "playout_finishes_turn", False))


class SearchAgent(Agent):
    """Determinised Monte Carlo search with greedy completion of the own turn."""

    level = "hard"

    def __init__(self, game: Any, seed: int = 0, rollouts: int = 60) -> None:
        super().__init__(game, seed)
        self.rollouts = rollouts

    def choose(self, view: dict[str, Any], legal: Sequence[Hashable]) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = view["viewer"]
        game = self.game
        first = self._sample(view)
        scored = sorted(greedy_scores(game, first, me, legal), key=lambda x: -x[0])
        candidates = [a for _, a in scored[:MAX_CANDIDATES]]
        if isinstance(game, Playout):
            return self._paired(view, candidates, me)
        totals = {a: 0.0 for a in candidates}
        counts = {a: 0 for a in candidates}
        budget = self.rollouts
        while len(candidates) > 1 and budget > 0:
            per = max(1, budget // (len(candidates) * 2))
            for a in candidates:
                for _ in range(per):
                    sample = self._sample(view)
                    totals[a] += self._rollout(sample, a, me)
                    counts[a] += 1
                    budget -= 1
            candidates.sort(key=lambda a: -totals[a] / counts[a])
            candidates = candidates[: max(1, len(candidates) // 2)]
        return candidates[0]

    def _paired(self, view: dict[str, Any], candidates: list[Any], me: int) -> Any:
        """Successive halving on shared samples: in each round every remaining candidate is
        tried on the same determinisations, so the luck of a sample (the cards drawn, the
        others' hands) cancels out between candidates."""
        totals = {a: 0.0 for a in candidates}
        budget = self.rollouts
        while len(candidates) > 1 and budget > 0:
            samples = max(1, budget // (len(candidates) * 2))
            for _ in range(samples):
                sample = self._sample(view)
                for a in candidates:
                    totals[a] += self._rollout(sample, a, me)
                    budget -= 1
            candidates.sort(key=lambda a: -totals[a])
            candidates = candidates[: max(1, len(candidates) // 2)]
        return candidates[0]

    def _rollout(self, state: Any, action: Any, me: int) -> float:
        """Value for ``me`` after ``action`` and a greedy finish of the own turn (then the
        game's playout, if it has one)."""
        game = self.game
        state = game.apply(state, action)
        if finishes_turn(game):
            if not game.is_terminal(state):
                state = game.playout(state, me)
            return float(game.value(state, me))
        while game.to_move(state) == me and not game.is_terminal(state):
            legal = game.legal_actions(state)
            if len(legal) > ROLLOUT_BRANCHING:
                picks = {legal[self.rng.below(len(legal))] for _ in range(ROLLOUT_BRANCHING)}
                legal = [a for a in legal if a in picks]
            state = game.apply(state, self._best(greedy_scores(game, state, me, legal)))
        if not game.is_terminal(state) and isinstance(game, Playout):
            state = game.playout(state, me)
        return float(game.value(state, me))
