"""Terremoto random-game properties (T7, T9): 2,000 games over 2-8 players, one and two decks,
every target (``TERREMOTO_PROPERTY_GAMES`` sets how many: a soak runs more).

After every action: the 70 (140) cards are conserved across draw pile, discards, hands and
table; scores never fall; each turn has at most as many plays as cards in hand and draw pile
at its start (T7.1); the game ends (T7.2); and ``view(p)`` holds no other hand and no pile
order (it is unchanged when every hidden card is drawn again). (That records replay is checked
for every game by tests/test_conformance.py, not again here.)
"""

from __future__ import annotations

import os

import pytest
from terremoto_support import T, check_invariants, config

from game.core.rng import Rng, seed_state
from game.terremoto.cards import CARD_KEYS, ROUND_LIMIT

GAMES = int(os.environ.get("TERREMOTO_PROPERTY_GAMES", "1200"))
SETUPS = [(n, ()) for n in range(2, 9)] + [
    (5, ("target200",)),
    (8, ("target100",)),
    (6, ("target100",)),
    (7, ("target200",)),
]


def hidden(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "events"}


def check_view(state, viewer: int, seed: int) -> None:
    """The viewer's view shows their hand only, pile sizes only, and is unchanged when the
    hidden parts are drawn again."""
    v = T.view(state, viewer)
    assert v["hand"] == [CARD_KEYS[k] for k in range(10) for _ in range(state.hands[viewer][k])]
    assert isinstance(v["draw_pile"], int) and "deck" not in v and "rng" not in v
    for p in v["players"]:
        assert set(p) == {"name", "score", "hand_size", "on_table"}
    twin = T.sample_state(v, seed)
    check_invariants(twin)
    assert hidden(T.view(twin, viewer)) == hidden(v), "the view depends on hidden cards"


def play_checked(n: int, options: tuple[str, ...], seed: int, thorough: bool) -> None:
    """One random game with every promise checked (views at every action if ``thorough``)."""
    state = T.new_game(config(n, *options), seed)
    chooser = Rng(seed_state(seed + 77))
    actions: list[str] = []
    bound = sum(state.hands[state.seat]) + len(state.deck)
    plays = 0
    while not state.over:
        if thorough:
            check_invariants(state)
            check_view(state, state.seat, seed + len(actions))
            check_view(state, (state.seat + 1) % n, seed - len(actions))
        legal = T.legal_actions(state)
        action = legal[chooser.below(len(legal))]
        before, turn = list(state.scores), state.turn
        state = T.apply(state, action)
        actions.append(str(action))
        assert all(a >= b for a, b in zip(state.scores, before, strict=True)), "scores never fall"
        plays += 1
        assert plays <= bound, "T7.1: a turn has at most cards-in-hand-and-pile plays"
        if state.turn != turn or state.over:
            plays, bound = 0, sum(state.hands[state.seat]) + len(state.deck)
        assert len(actions) < 20_000
    check_invariants(state)
    assert state.turn <= ROUND_LIMIT * n, "T7.2: the game ends by T6.2 at the latest"
    check_view(state, seed % n, seed)


def play_batch(start: int, stop: int) -> list[str]:
    """Play games start..stop-1; return a line per failure."""
    failures = []
    for g in range(start, stop):
        n, options = SETUPS[g % len(SETUPS)]
        try:
            play_checked(n, options, g, thorough=g % 10 == 0)
        except AssertionError as exc:
            failures.append(f"game {g} ({n} players, {options}): {exc}")
    return failures


QUICK = 20 * len(SETUPS)  # the quick test's games; the slow one plays the others


@pytest.mark.slow
def test_random_games_keep_every_promise():
    failures = play_batch(QUICK, GAMES)  # (in this process: each core has a test process)
    assert not failures, "\n".join(failures[:10])


def test_random_games_keep_every_promise_quick():
    # every setup, a few games each, with views checked at every action in some
    failures = play_batch(0, QUICK)
    assert not failures, "\n".join(failures[:10])
