"""Computer players (issue: computer opponents): legal, complete, deterministic, fair."""

from __future__ import annotations

import pytest
from eruption_support import G, check_invariants, config

from game.agents import arena, make_agent, simulate
from game.agents.search import SearchAgent
from game.core.protocol import state_hash
from game.core.registry import get_game, names
from game.core.rng import Rng, seed_state

SETUPS = [
    (2, ("norain",)),
    (3, ("forecast",)),
    (4, ("clans",)),
    (5, ("annihilation",)),
    (6, ("clans", "forecast")),
    (4, ("annihilation", "forecast", "norain")),
]


def play(levels, options, seed, rollouts=6):
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
        assert len(actions) < 3000
    check_invariants(state)
    return state, actions


@pytest.mark.parametrize("n, options", SETUPS)
def test_mixed_computer_players_finish_legal_games(n, options):
    levels = (["hard", "medium", "easy"] * 2)[:n]
    state, _ = play(levels, options, seed=n * 7)
    assert state.over and sorted(G.ranking(state))[0] == 1


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_level_is_deterministic_for_a_seed(level):
    a = play([level, "easy", "medium"], (), seed=3)
    b = play([level, "easy", "medium"], (), seed=3)
    assert a[1] == b[1] and state_hash(G, a[0]) == state_hash(G, b[0])


def hidden_twin(state, viewer, seed):
    """The same position with every hidden part changed: other hands swapped with the deck,
    the lava pile reordered, the generator reseeded."""
    twin = state.clone()
    rng = Rng(seed_state(seed))
    pool = list(twin.deck)
    for seat in range(twin.n):
        if seat != viewer:
            for k in range(8):
                pool += [k] * twin.hands[seat][k]
    pool = rng.shuffle(pool)
    for seat in range(twin.n):
        if seat != viewer:
            size = sum(twin.hands[seat])
            twin.hands[seat] = [0] * 8
            for _ in range(size):
                twin.hands[seat][pool.pop()] += 1
    twin.deck = pool
    twin.piles = [
        rng.shuffle(p)
        if "forecast" not in twin.options
        else p[-1:] and rng.shuffle(p[:-1]) + p[-1:]
        for p in twin.piles
    ]
    twin.rng = seed_state(seed + 1)
    twin.events = state.events
    return twin


@pytest.mark.parametrize("options", [(), ("forecast",)])
def test_hard_player_cannot_see_hidden_information(options):
    # Walk a game; at each of the hard player's decisions build a twin whose hidden parts
    # differ. Its view is identical, and so is the hard player's choice.
    state = G.new_game(config(4, *options), 21)
    chooser = Rng(seed_state(5))
    checked = changed = 0
    while not G.is_terminal(state) and checked < 25:
        seat = G.to_move(state)
        legal = G.legal_actions(state)
        if len(legal) > 1 and state.turn > 4:
            twin = hidden_twin(state, seat, checked)
            changed += twin.hands != state.hands or twin.piles != state.piles
            assert G.view(twin, seat) == G.view(state, seat)
            mine = make_agent("hard", G, 9, rollouts=8).choose(G.view(state, seat), legal)
            theirs = make_agent("hard", G, 9, rollouts=8).choose(
                G.view(twin, seat), G.legal_actions(twin)
            )
            assert mine == theirs
            checked += 1
        state = G.apply(state, legal[chooser.below(len(legal))])
    assert checked >= 10 and changed >= checked // 2, "the twins really differed"


@pytest.mark.parametrize("name", names())
def test_the_command_line_tools_play_every_game(name, capsys):
    """``python -m game.agents.simulate`` and ``game.agents.arena`` take any registered game."""
    assert simulate.main([name, "--players", "2", "--games", "2"]) == 0
    assert arena.main([name, "--seats", "easy,easy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert f"{name}: 2 games, 2 players" in out and "win rate per seat" in out
    with pytest.raises(SystemExit):
        simulate.main([name, "--players", "9"])  # the engine's own config check
    assert " players" in capsys.readouterr().err


def _a_wide_decision(name: str):
    """A view and legal actions of ``name`` with at least four choices (Medium plays to it)."""
    game = get_game(name)
    state = game.new_game({"players": [{"name": "A"}, {"name": "B"}], "options": []}, 5)
    medium = make_agent("medium", game, 5)
    while True:
        seat, legal = game.to_move(state), game.legal_actions(state)
        if len(legal) >= 4:
            return game, game.view(state, seat), legal
        state = game.apply(state, medium.choose(game.view(state, seat), legal))


class _Counted(SearchAgent):
    """The hard player, counting its rollouts."""

    done = 0

    def _rollout(self, state, action, me):  # noqa: ANN001, ANN202
        self.done += 1
        return super()._rollout(state, action, me)


@pytest.mark.parametrize("name", names())
def test_the_hard_player_stops_at_its_time_budget_with_a_legal_choice(name):
    """Issue 43: a time budget per decision: a slow device stops there with the best so far;
    a device fast enough to do all the work makes the same choice as with no budget."""
    game, view, legal = _a_wide_decision(name)
    free = _Counted(game, 9, rollouts=60)
    unhurried = _Counted(game, 9, rollouts=60, budget_ms=1000, clock=lambda: 0.0)
    assert unhurried.choose(view, legal) == free.choose(view, legal)
    assert unhurried.done == free.done > 20
    ticks = iter(range(10**6))  # a slow device: each look at the clock is a millisecond later
    slow = _Counted(game, 9, rollouts=60, budget_ms=5, clock=lambda: next(ticks) / 1000)
    assert slow.choose(view, legal) in legal
    assert next(ticks) <= 7  # (the budget, and the looks at the clock that found it gone)
    assert 0 < slow.done < free.done
