"""Terremoto computer players: legal, complete, deterministic, blind to hidden cards."""

from __future__ import annotations

import pytest
from terremoto_support import T, act, check_invariants, config, position

from game.agents import make_agent
from game.core.protocol import state_hash
from game.core.rng import Rng, seed_state
from game.terremoto.heuristics import best_rest, instinct, value


def play(levels, options, seed, rollouts=6):
    agents = [make_agent(lv, T, seed + seat, rollouts) for seat, lv in enumerate(levels)]
    state = T.new_game(config(len(levels), *options), seed)
    actions = []
    while not T.is_terminal(state):
        seat = T.to_move(state)
        legal = T.legal_actions(state)
        choice = agents[seat].choose(T.view(state, seat), legal)
        assert choice in legal, f"{levels[seat]} chose an illegal {choice}"
        actions.append(str(choice))
        state = T.apply(state, choice)
        assert len(actions) < 5000
    check_invariants(state)
    return state, actions


@pytest.mark.parametrize(
    "n, options", [(2, ()), (3, ()), (4, ()), (5, ("target100",)), (8, ("target100",))]
)
def test_mixed_computer_players_finish_legal_games(n, options):
    levels = (["hard", "medium", "easy"] * 3)[:n]
    state, _ = play(levels, options, seed=n * 7)
    assert state.over and min(T.ranking(state)) == 1


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_level_is_deterministic_for_a_seed(level):
    a = play([level, "easy", "medium"], (), seed=3)
    b = play([level, "easy", "medium"], (), seed=3)
    assert a[1] == b[1] and state_hash(T, a[0]) == state_hash(T, b[0])


def hidden_twin(state, viewer, seed):
    """The same position with every hidden part changed: the other hands and the draw pile
    shared out again, the generator reseeded."""
    twin = state.clone()
    rng = Rng(seed_state(seed))
    pool = list(twin.deck)
    for seat in range(twin.n):
        if seat != viewer:
            for k in range(10):
                pool += [k] * twin.hands[seat][k]
    pool = rng.shuffle(pool)
    for seat in range(twin.n):
        if seat != viewer:
            size = sum(twin.hands[seat])
            twin.hands[seat] = [0] * 10
            for _ in range(size):
                twin.hands[seat][pool.pop()] += 1
    twin.deck = pool
    twin.rng = seed_state(seed + 1)
    twin.events = state.events
    return twin


def test_hard_player_cannot_see_hidden_information():
    state = T.new_game(config(4), 21)
    chooser = Rng(seed_state(5))
    checked = changed = 0
    while not T.is_terminal(state) and checked < 20:
        seat = T.to_move(state)
        legal = T.legal_actions(state)
        if len(legal) > 1 and state.turn > 2:
            twin = hidden_twin(state, seat, checked)
            changed += twin.hands != state.hands or twin.deck != state.deck
            assert T.view(twin, seat) == T.view(state, seat)
            mine = make_agent("hard", T, 9, rollouts=8).choose(T.view(state, seat), legal)
            theirs = make_agent("hard", T, 9, rollouts=8).choose(
                T.view(twin, seat), T.legal_actions(twin)
            )
            assert mine == theirs
            checked += 1
        state = T.apply(state, legal[chooser.below(len(legal))])
    assert checked >= 10 and changed >= checked // 2, "the twins really differed"


def test_medium_takes_the_best_points_of_the_turn():
    # T4.3's position: 2W for 12 beats 3S for 9 and 2E for 4; then 3S.
    s = position(3, {1: "2E 3S 2W"}, table=[(0, "W", 4, 0), (0, "G", 2, 0)], seat=1)
    agent = make_agent("medium", T, 1)
    first = agent.choose(T.view(s, 1), T.legal_actions(s))
    assert str(first) in ("group W 2 0", "group S 3 0")
    s = act(s, str(first))
    s = T.apply(s, agent.choose(T.view(s, 1), T.legal_actions(s)))
    assert s.scores[1] >= 12 + 4, "at least the best group and a whole suit"


def test_medium_plays_time_warp_then_opportunity_with_a_big_hand():
    s = position(3, {0: "TW OP 2W 2E K"}, seat=0)
    agent = make_agent("medium", T, 1)
    assert str(agent.choose(T.view(s, 0), T.legal_actions(s))) == "play TW"
    s = act(s, "play TW")
    assert str(agent.choose(T.view(s, 0), T.legal_actions(s))) == "play OP"


def test_planner_and_instinct():
    hand = [0] * 10
    hand[1], hand[2], hand[4] = 2, 2, 3  # 2W 2E 3S
    assert best_rest(hand, [0, 4, 0, 2, 0], 2, False) == 12 + 9
    hand[9] = 1  # Time Warp lifts the limit: 12 + 4 + 9
    assert best_rest(hand, [0, 4, 0, 2, 0], 2, False) == 25
    s = position(3, {0: "2W E PR EQ"}, seat=0)
    got = {str(a): instinct(s, a) for a in T.legal_actions(s)}
    assert got == {
        "group W 1 0": 0.0,
        "group W 2 0": 1.0,
        "group E 1 0": 1.0,
        "play EQ": 0.0,
        "play PR": 1.0,
    }
    assert 0.0 <= value(s, 0) <= 1.0


def test_hard_decides_from_what_its_seat_sees():
    """(How long a decision takes is a benchmark's figure: bench/engine.py.)"""
    s = position(4, {0: "TW OP 2W 2E K"}, table=[(1, "W", 2, 0), (2, "E", 1, 1)], seat=0)
    agent = make_agent("hard", T, 1)
    legal = T.legal_actions(s)
    assert agent.choose(T.view(s, 0), legal) in legal
