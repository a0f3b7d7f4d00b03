"""Random-game properties (issue: engine): 1,500 games over 2-6 players and every option
(``ERUPTION_PROPERTY_GAMES`` sets how many: a soak runs more).

After every action: tiles, walls and cards are conserved, temperatures stay in 0..290, a game
not over has a legal action; every game ends; and ``view(p)`` shows no other player's card and
no pile order. (That records replay and views hide only what they must is checked for every
game by tests/test_conformance.py, not again here.)
"""

from __future__ import annotations

import os

import pytest
from eruption_support import G, check_invariants, config, random_play

from game.core.rng import Rng, seed_state
from game.eruption.pieces import CARD_NAMES

GAMES = int(os.environ.get("ERUPTION_PROPERTY_GAMES", "1500"))
OPTION_SETS = [
    (),
    ("clans",),
    ("annihilation",),
    ("forecast",),
    ("norain",),
    ("clans", "forecast"),
    ("annihilation", "forecast", "norain"),
    ("clans", "norain"),
    ("forecast", "norain"),
]


def game_setup(g: int) -> tuple[int, tuple[str, ...]]:
    """Players and options of property game ``g``: every combination comes round often."""
    n = 2 + g % 5
    options = OPTION_SETS[(g // 5) % len(OPTION_SETS)]
    if "clans" in options and n not in (4, 6):
        n = 4 if n < 5 else 6
    return n, options


def check_view(state, viewer: int) -> None:
    view = G.view(state, viewer)
    assert "rng" not in view and "deck_order" not in view
    assert view["hand"] == {CARD_NAMES[k]: c for k, c in enumerate(state.hands[viewer]) if c}
    assert all(isinstance(p, int) for p in view["pile"]), "pile sizes only, no order"
    for p in view["players"]:
        assert set(p) >= {"hand_size"} and "hand" not in p


def play_batch(start: int, stop: int) -> list[str]:
    """Play games start..stop-1 with every check; return a line per failure."""
    failures = []
    for g in range(start, stop):
        n, options = game_setup(g)
        try:
            state, actions = random_play(n, options, seed=g, check=g % 10 == 0)
            if g % 10:
                check_invariants(state)
            pick = Rng(seed_state(g))
            check_view(state, pick.below(n))
        except AssertionError as exc:
            failures.append(f"game {g} ({n} players, {options}): {exc}")
    return failures


@pytest.mark.slow
def test_every_random_game_keeps_the_invariants():
    # Every tenth game checks the invariants after every action; the rest at the end only
    # (conservation at the end still catches any leak along the way). In this process: the
    # test run already gives each core a process of its own.
    failures = play_batch(0, GAMES)
    assert not failures, "\n".join(failures[:10])


@pytest.mark.parametrize(
    "n, options", [(2, ()), (4, ("clans",)), (5, ("annihilation",)), (6, ("forecast", "norain"))]
)
def test_views_hide_hands_and_piles_after_every_action(n, options):
    state = G.new_game(config(n, *options), 5)
    chooser = Rng(seed_state(3))
    while not state.over:
        for p in range(n):
            check_view(state, p)
        actions = G.legal_actions(state)
        state = G.apply(state, actions[chooser.below(len(actions))])
