"""Computer players on L'Isola dei Vulcani: legal, complete, deterministic, blind to the dice."""

from __future__ import annotations

import pytest
from isola_support import G, act, blank, check_invariants, colonist, config, lying, prayers, village

from game.agents import make_agent
from game.core.protocol import state_hash
from game.isola.heuristics import instinct, projected, value


def play(levels, options, seed, rollouts=4):
    agents = [make_agent(lv, G, seed + seat, rollouts) for seat, lv in enumerate(levels)]
    state = G.new_game(config(len(levels), *options), seed)
    actions = []
    while not G.is_terminal(state):
        seat = G.to_move(state)
        legal = G.legal_actions(state)
        choice = agents[seat].choose(G.view(state, seat), legal)
        assert choice in legal, f"{levels[seat]} chose an illegal {choice}"
        actions.append(str(choice))
        state = G.apply(state, choice)
        assert len(actions) < 4000
    check_invariants(state)
    return state, actions


@pytest.mark.parametrize(
    "levels, options",
    [
        (("medium", "easy"), ()),
        (("easy", "medium", "hard"), ("random",)),
        (("medium", "easy", "medium", "easy"), ("separate_bays", "erected_only")),
    ],
)
def test_computer_players_finish_legal_games(levels, options):
    state, _ = play(levels, options, seed=len(levels) * 5)
    assert state.over and 1 in G.ranking(state)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_level_is_deterministic_for_a_seed(level):
    a = play([level, "medium"], (), seed=3, rollouts=2)
    b = play([level, "medium"], (), seed=3, rollouts=2)
    assert a[1] == b[1] and state_hash(G, a[0]) == state_hash(G, b[0])


def test_the_future_dice_are_unknown_to_a_computer_player():
    """The view carries no generator state: a twin with other future dice gets the same
    choice (sample_state redraws the generator)."""
    s = blank(2)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    twin = s.clone()
    twin.rng = s.rng ^ 0x5DEECE66D
    assert G.view(twin, 0) == G.view(s, 0)
    hard = [make_agent("hard", G, 9, rollouts=8) for _ in range(2)]
    assert hard[0].choose(G.view(s, 0), G.legal_actions(s)) == hard[1].choose(
        G.view(twin, 0), G.legal_actions(twin)
    )


def test_value_and_instinct():
    """value is in 0..1 and prefers more points; instinct is the points an action scores."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    village(s, 0, 1, 0)
    assert 0 < value(s, 0) < 1 and value(s, 0) > value(s, 1)
    p = projected(s)
    assert p[0] > p[1]
    assert instinct(s, G.parse_action("build 0,0")) == 1.0
    assert instinct(s, G.parse_action("end")) == 0.0


def test_a_computer_player_answers_a_prayer_question():
    """Agents answer questions asked outside their turn (I16)."""
    from isola_support import VOLCANO, rig, token

    s = blank(2)
    village(s, 1, 0, 0)
    prayers(s, 1, 1)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    s = act(rig(s, VOLCANO, token(s, 5)), "erect 1,0:0")
    for level in ("easy", "medium", "hard"):
        a = make_agent(level, G, 1, rollouts=4).choose(G.view(s, 1), G.legal_actions(s))
        assert a.kind == "pray"
    medium = make_agent("medium", G, 1).choose(G.view(s, 1), G.legal_actions(s))
    assert str(medium) == "pray yes"  # a village is worth a token
