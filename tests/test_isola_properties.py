"""Random-game properties of L'Isola dei Vulcani, on the standard and on random islands: 800
games (``ISOLA_PROPERTY_GAMES`` sets how many: a soak runs more).

After every action: villages, colonists, Moai, lava tiles, cracks and prayer tokens are
conserved; nothing stands on a sunk or volcano hex; the island is one piece after every
sinking (I9.1); a game not over has a legal action. Every turn ends (I5.4: at most 4 actions
and an end) and every game ends (I11). (That records replay is checked for every game by
tests/test_conformance.py, not again here.)
"""

from __future__ import annotations

import os

import pytest
from isola_support import G, check_invariants, choose, config

from game.core.rng import Rng, seed_state

GAMES = int(os.environ.get("ISOLA_PROPERTY_GAMES", "500"))
OPTION_SETS = [(), ("random",), ("separate_bays",), ("erected_only",), ("random", "erected_only")]


def setup(g: int) -> tuple[int, tuple[str, ...], bool]:
    """Players, options and player style of property game ``g``."""
    return 2 + g % 3, OPTION_SETS[(g // 3) % len(OPTION_SETS)], g % 4 != 3


def play_one(g: int, every_step: bool) -> None:
    n, options, lively = setup(g)
    s = G.new_game(config(n, *options), g)
    chooser = Rng(seed_state(g * 7 + 1))
    record: list[str] = []
    turn_actions = 0
    turn = s.turn
    while not s.over:
        if every_step:
            check_invariants(s)
        a = choose(G.legal_actions(s), chooser, lively, s)
        record.append(str(a))
        if a.kind not in ("pray", "rescue"):
            turn_actions += 1
        s = G.apply(s, a)
        if s.turn != turn:
            assert turn_actions <= 5, "a turn has at most 4 actions and an end (I5.4)"
            turn, turn_actions = s.turn, 0
        assert len(record) < 5000, "the game ends"
    check_invariants(s)
    assert s.round <= 40


def play_batch(start: int, stop: int) -> list[str]:
    failures = []
    for g in range(start, stop):
        try:
            play_one(g, every_step=g % 10 == 0)
        except AssertionError as exc:
            n, options, lively = setup(g)
            failures.append(f"game {g} ({n} players, {options}, lively={lively}): {exc}")
    return failures


QUICK = 90  # the quick test's games; the slow one plays the others


def test_random_games_keep_the_invariants_quick():
    """A quick variant (90 games, every action checked in a third of them)."""
    failures = []
    for g in range(QUICK):
        try:
            play_one(g, every_step=g % 3 == 0)
        except AssertionError as exc:
            failures.append(f"game {g}: {exc}")
    assert not failures, failures


@pytest.mark.slow
def test_random_games_keep_the_invariants():
    """Thousands of games over 2-4 players, standard and random islands, every option."""
    failures = play_batch(QUICK, GAMES)  # (in this process: each core has a test process)
    assert not failures, failures[:10]
