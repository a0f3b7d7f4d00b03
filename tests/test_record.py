"""Game records (issue: engine): JSON round trip, replay to the identical state, tampering."""

from __future__ import annotations

import json

import pytest
from eruption_support import G, config, random_play

from game.core.errors import RecordError
from game.core.protocol import state_hash
from game.core.record import Record, replay


@pytest.fixture(scope="module")
def played():
    state, actions = random_play(4, ("forecast",), seed=11, check=False)
    return state, Record("eruption", config(4, "forecast"), 11, actions)


def test_record_replays_to_the_identical_state(played):
    state, record = played
    again = replay(G, Record.from_json(record.to_json()))
    assert state_hash(G, again) == state_hash(G, state)
    assert again.over and G.ranking(again) == G.ranking(state)


def test_replay_of_a_prefix_continues_the_same_game(played):
    state, record = played
    half = Record(record.game, record.config, record.seed, record.actions[:50])
    mid = replay(G, half)
    for text in record.actions[50:]:
        mid = G.apply(mid, G.parse_action(text))
    assert state_hash(G, mid) == state_hash(G, state)


def test_every_action_notation_round_trips(played):
    _, record = played
    for text in record.actions:
        assert str(G.parse_action(text)) == text


def test_on_step_sees_every_state(played):
    _, record = played
    seen = []
    replay(G, record, on_step=lambda i, s: seen.append(i))
    assert seen == list(range(len(record.actions) + 1))


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d.update(version=2), "unknown record format version 2"),
        (lambda d: d.pop("version"), "no format version"),
        (lambda d: d.update(format="chess"), "not a game record"),
        (lambda d: d.update(seed="12"), "seed"),
        (lambda d: d.update(seed=True), "seed"),
        (lambda d: d.update(actions="pass"), "actions"),
        (lambda d: d.update(actions=[1, 2]), "actions"),
        (lambda d: d.update(config=[]), "config"),
        (lambda d: d.update(game="chess"), "not 'eruption'"),
        (lambda d: d["config"].update(players=[{"name": "solo"}]), "config is invalid"),
        (lambda d: d["config"].update(options=["bogus"]), "config is invalid"),
        (lambda d: d["actions"].insert(3, "pass"), "action 4"),
        (lambda d: d["actions"].insert(0, "place 9,9/0"), "action 1"),
        (lambda d: d["actions"].append("play rain"), "cannot be replayed"),
    ],
)
def test_tampered_records_are_rejected_with_a_clear_error(played, mutate, message):
    _, record = played
    data = json.loads(record.to_json())
    mutate(data)
    with pytest.raises(RecordError, match=message):
        replay(G, Record.from_data(data))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"format": "volcano-record"}', "1e999"])
def test_malformed_json_is_a_record_error(text):
    with pytest.raises(RecordError):
        Record.from_json(text)


def test_seed_changes_the_game():
    a = G.new_game(config(3), 1)
    b = G.new_game(config(3), 2)
    assert state_hash(G, a) != state_hash(G, b)
    assert state_hash(G, a) == state_hash(G, G.new_game(config(3), 1))
