"""Eruption's fast policy and playouts (the hard player's ``Playout`` capability)."""

from __future__ import annotations

import pytest
from eruption_support import G, config

from game.agents.search import FinishTurn, Playout
from game.core.protocol import state_hash
from game.core.rng import Rng, seed_state
from game.eruption.playout import policy

SETUPS = [
    (2, ()),
    (3, ("forecast",)),
    (4, ("clans",)),
    (5, ("annihilation", "norain")),
]


def walk(n, options, seed, decisions):
    """States with a choice from a game of random moves (at most ``decisions`` of them)."""
    state = G.new_game(config(n, *options), seed)
    chooser = Rng(seed_state(seed))
    out = []
    while not G.is_terminal(state) and len(out) < decisions:
        legal = G.legal_actions(state)
        if len(legal) > 1:
            out.append(state)
        state = G.apply(state, legal[chooser.below(len(legal))])
    return out


@pytest.mark.parametrize("n, options", SETUPS)
def test_the_fast_policy_only_makes_legal_moves(n, options):
    # The policy builds its actions without asking for the legal list: each must be in it.
    for state in walk(n, options, seed=n * 11, decisions=150):
        action = policy(state)
        assert action in G.legal_actions(state), f"{action} in the {state.phase} step"


@pytest.mark.parametrize("n, options", SETUPS)
def test_a_playout_is_deterministic_and_leaves_its_input_alone(n, options):
    assert isinstance(G, Playout)
    for state in walk(n, options, seed=n * 13, decisions=60)[::6]:
        me = (state.seat + 1) % n  # played on until this seat decides again
        before = state_hash(G, state)
        a, b = G.playout(state, me), G.playout(state, me)
        assert state_hash(G, state) == before, "the start state was not changed"
        assert state_hash(G, a) == state_hash(G, b)
        assert a.over or (a.seat == me and a.turn > state.turn)


def test_a_playout_finishes_the_own_turn_and_stops_at_the_next():
    state = walk(2, (), seed=5, decisions=10)[-1]
    me = state.seat
    after = G.playout(state, me)
    assert after.over or (after.seat == me and after.turn > state.turn)


def test_finish_turn_ends_the_own_turn_only():
    assert isinstance(G, FinishTurn)
    for state in walk(3, (), seed=9, decisions=40)[::4]:
        me, before = state.seat, state_hash(G, state)
        done = G.finish_turn(state, me)
        assert state_hash(G, state) == before
        assert done.over or (done.seat != me and done.turn == state.turn + 1)
