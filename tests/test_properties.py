"""Random-game properties (issue: engine): 10,000 games over 2-6 players and every option.

After every action: tiles, walls and cards are conserved, temperatures stay in 0..290, a game
not over has a legal action; every game ends; its record replays to the same state hash; and
``view(p)`` shows no other player's card and no pile order.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

import pytest
from eruption_support import G, check_invariants, config, random_play

from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.core.rng import Rng, seed_state
from game.eruption.pieces import CARD_NAMES

GAMES = int(os.environ.get("ERUPTION_PROPERTY_GAMES", "10000"))
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
    for e in view["events"]:
        assert "to" not in e or viewer in e["to"]
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
            again = replay(G, Record("eruption", config(n, *options), g, actions))
            assert state_hash(G, again) == state_hash(G, state), "replay differs"
        except AssertionError as exc:
            failures.append(f"game {g} ({n} players, {options}): {exc}")
    return failures


@pytest.mark.slow
def test_every_random_game_keeps_the_invariants_and_replays():
    # Every tenth game checks the invariants after every action; the rest at the end only
    # (conservation at the end still catches any leak along the way). All replay exactly.
    workers = min(2, os.cpu_count() or 1)
    chunks = [(i, min(GAMES, i + 250)) for i in range(0, GAMES, 250)]
    with ProcessPoolExecutor(workers) as pool:
        failures = [f for batch in pool.map(play_batch, *zip(*chunks, strict=True)) for f in batch]
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
