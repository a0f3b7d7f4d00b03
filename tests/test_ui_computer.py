"""Computer seats: config building, per-decision seeds, the worker's request/answer (CPython)."""

from __future__ import annotations

import json

import pytest

from game.agents import make_agent
from game.eruption import ERUPTION as G
from game.ui.boot import build_config
from game.ui.computer import (
    HARD_ROLLOUTS,
    answer,
    choose,
    decision_seed,
    request_for,
    rollouts_for,
)
from game.ui.seats import computer_seats, think_setting
from game.ui.session import Session


def test_seat_kinds_and_think_in_config() -> None:
    config = build_config(["Ada", "", " Hal "], ["norain"], ["human", "easy", "hard"], "strong")
    assert config == {
        "players": [
            {"name": "Ada"},
            {"name": "Computer 2", "computer": "easy"},
            {"name": "Hal", "computer": "hard"},
        ],
        "options": ["norain"],
        "think": "strong",
    }
    assert computer_seats(config) == {1: "easy", 2: "hard"}
    assert think_setting(config) == "strong"


def test_humans_only_config_unchanged() -> None:
    config = build_config(["Ada", "Bo"], [], ["human", "human"], "strong")
    assert config == {"players": [{"name": "Ada"}, {"name": "Bo"}], "options": []}
    assert computer_seats(config) == {} and think_setting(config) == "normal"


def test_watch_every_seat_a_computer() -> None:
    config = build_config(["", "", ""], [], ["medium"] * 3)
    assert [p["name"] for p in config["players"]] == ["Computer 1", "Computer 2", "Computer 3"]
    assert config["think"] == "normal" and len(computer_seats(config)) == 3


@pytest.mark.parametrize(
    ("kinds", "think"),
    [(["human", "genius"], "normal"), (["human"], "normal"), (["human", "easy"], "forever")],
)
def test_bad_kinds_or_think_rejected(kinds: list[str], think: str) -> None:
    with pytest.raises(ValueError):
        build_config(["A", "B"], [], kinds, think)


def test_engine_ignores_and_record_keeps_computer_keys() -> None:
    config = build_config(["Ada", "Bot"], [], ["human", "hard"])
    plain = build_config(["Ada", "Bot"], [])
    assert G.new_game(config, 5) == G.new_game(plain, 5)
    session = Session(config, 5, "eruption")
    assert session.record.to_data()["config"]["players"][1]["computer"] == "hard"


def test_rollouts_and_seeds() -> None:
    assert rollouts_for("hard", "normal") == HARD_ROLLOUTS["normal"] == 60
    assert rollouts_for("hard", "strong") > rollouts_for("hard", "normal")
    seeds = {decision_seed(123, n) for n in range(500)}
    assert len(seeds) == 500 and all(0 <= s < 2**48 for s in seeds)
    assert decision_seed(123, 7) == decision_seed(123, 7) != decision_seed(124, 7)


def test_worker_answer_matches_in_process_agent_and_replays() -> None:
    """The worker sees only the view (as JSON) and the notations, and picks what the agent
    picks in-process; a game of computers replays identically from its seed."""
    config = build_config(["", "", ""], [], ["easy", "medium", "hard"])

    def play() -> list[str]:
        session = Session(config, 99, "eruption")
        seats = computer_seats(config)
        while not session.over() and len(session.record.actions) < 30:
            seat = session.to_move()
            request = request_for(session, seat, seats[seat], "normal")
            wire = json.loads(json.dumps(request))  # what crosses postMessage
            notation = json.loads(answer(json.dumps(wire)))["action"]
            agent = make_agent(seats[seat], G, request["seed"], request["rollouts"])
            direct = agent.choose(G.view(session.state, seat), G.legal_actions(session.state))
            assert notation == str(direct)
            assert notation in session.legal()
            session.apply(notation)
        return session.record.actions

    assert play() == play()


def test_choose_needs_legal_actions() -> None:
    session = Session(build_config(["A", "B"], [], ["easy", "easy"]), 1, "eruption")
    request = request_for(session, session.to_move(), "easy", "normal")
    request["legal"] = []
    with pytest.raises(ValueError):
        choose(request)
