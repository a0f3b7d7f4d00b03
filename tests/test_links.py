"""game/core/links.py, registry.py and undo.py: the share-link codec, its limits, and a fuzz
test of the decoder with mutated real links (only RecordError ever escapes)."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import links
from game.core.errors import RecordError
from game.core.protocol import state_hash
from game.core.record import Record
from game.core.registry import get_game
from game.core.rng import Rng, seed_state
from game.core.undo import can_undo
from game.eruption import ERUPTION as G

CONFIG = {
    "players": [{"name": "Ada"}, {"name": "<img src=x onerror=alert(1)>"}, {"name": "Émile 🌋"}],
    "options": ["forecast"],
}


def play(config: dict, seed: int, steps: int, choose_seed: int = 7) -> tuple[Record, list]:
    """A record of ``steps`` random legal actions and every state along the way."""
    state = G.new_game(config, seed)
    rng = Rng(seed_state(choose_seed))
    record = Record(G.name, config, seed, [])
    states = [state]
    for _ in range(steps):
        if G.is_terminal(state):
            break
        actions = G.legal_actions(state)
        action = actions[rng.below(len(actions))]
        state = G.apply(state, action)
        record.actions.append(str(action))
        states.append(state)
    return record, states


def full_game(config: dict, seed: int) -> Record:
    return play(config, seed, 100_000)[0]


RECORD, STATES = play(CONFIG, 12345, 40)
SHORT, _ = play({"players": [{"name": "A"}, {"name": "B"}], "options": []}, 9, 12)
SEEDS = [
    links.game_fragment(RECORD),
    links.game_fragment(SHORT),
    links.settings_fragment("eruption", CONFIG),
]


def test_registry() -> None:
    assert get_game("eruption") is G
    for bad in ("nope", None, 3, ""):
        with pytest.raises(RecordError):
            get_game(bad)


def test_game_link_round_trip() -> None:
    kind, record = links.decode_fragment("#" + links.game_fragment(RECORD))
    assert kind == "game" and record == RECORD
    assert state_hash(G, links.load_record(record)) == state_hash(G, STATES[-1])
    frag = links.game_fragment(RECORD)
    assert set(frag.split("=", 1)[1]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )


def test_settings_link_round_trip() -> None:
    kind, (game, config) = links.decode_fragment(links.settings_fragment("eruption", CONFIG))
    assert kind == "new" and game == "eruption" and config == CONFIG


def test_other_fragments_are_not_ours() -> None:
    for frag in ("", "#", "#top"):
        assert links.decode_fragment(frag) == ("none", None)


def test_a_key_value_fragment_that_is_not_ours_is_a_damaged_link() -> None:
    for frag in ("#g=garbage", "#x=1", "top=game", "#gam=eJwLyc8vUgQACmsCrg"):
        with pytest.raises(RecordError, match="damaged"):
            links.decode_fragment(frag)


def test_full_game_link_length() -> None:
    """A whole 4-player game fits a link of a few kilobytes (measured, printed with -s)."""
    config = {"players": [{"name": f"Player {k}"} for k in range(1, 5)], "options": []}
    record = full_game(config, 2024)
    frag = links.game_fragment(record)
    print(
        f"\nfull 4-player game: {len(record.actions)} actions, "
        f"{len(record.to_json())} B JSON, link fragment {len(frag)} chars"
    )
    assert len(frag) < 16_000
    assert links.decode_fragment(frag)[1] == record


def bad(fragment: str, words: str) -> None:
    with pytest.raises(RecordError, match=words):
        kind, value = links.decode_fragment(fragment)
        if kind == "game":
            links.load_record(value)


def raw_link(obj: object, key: str = "game") -> str:
    text = obj if isinstance(obj, str) else json.dumps(obj)
    return f"{key}={links.pack(text)}"


def test_clear_messages() -> None:
    frag = links.game_fragment(RECORD)
    bad(frag[:-30], "incomplete|damaged")
    bad(frag + "!", "damaged")
    bad("game=", "empty")
    bad(raw_link("{not json"), "JSON")
    data = RECORD.to_data()
    bad(raw_link({**data, "version": 2}), "unknown record format version 2")
    bad(raw_link({**data, "format": "x"}), "not a game record")
    bad(raw_link({**data, "game": "chess"}), "unknown game")
    bad(raw_link({**data, "actions": data["actions"][:5] + ["pass", "pass", "zz"]}), "action")
    bad(raw_link({**data, "config": {"players": []}}), "config")
    bad(raw_link({**data, "actions": ["pass"] * 20_001}), "more than 20000")
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * 3_000_000)).decode().rstrip("=")
    bad("game=" + bomb, "too large")
    bad("game=" + "A" * (links.MAX_LINK_CHARS + 4), "too long")
    bad(
        raw_link({**links.settings_data("eruption", CONFIG), "version": 9}, "new"),
        "unknown settings link version 9",
    )


def test_file_size_limit_and_json() -> None:
    assert links.record_from_text(RECORD.to_json()) == RECORD
    with pytest.raises(RecordError, match="too large"):
        links.record_from_text(" " * (links.MAX_FILE_BYTES + 1))
    with pytest.raises(RecordError, match="nested too deeply"):
        links.record_from_text("[" * 100_000)


def test_undo_policy() -> None:
    game = G
    # a wall built (no reveal) may be taken back; a placement that rolled dice or drew may not
    seen = {"ok": 0, "revealed": 0}
    record, states = play({"players": [{"name": "A"}, {"name": "B"}], "options": []}, 3, 300)
    for k in range(1, len(states)):
        ok, reason = can_undo(game, states[: k + 1])
        action = record.actions[k - 1]
        if ok:
            assert G.reveals(states[k]) == G.reveals(states[k - 1])
            assert G.to_move(states[k]) == G.to_move(states[k - 1])
            seen["ok"] += 1
        elif reason == "revealed":
            seen["revealed"] += 1
        if action.startswith("build") and G.to_move(states[k]) == G.to_move(states[k - 1]):
            assert ok, action
    assert seen["ok"] and seen["revealed"]
    assert can_undo(game, states[:1]) == (False, "nothing")


# ---- fuzz --------------------------------------------------------------------------------------


def mutate(draw: st.DrawFn) -> str:
    base = draw(st.sampled_from(SEEDS))
    how = draw(st.integers(0, 5))
    if how == 0:  # change characters
        chars = list(base)
        for _ in range(draw(st.integers(1, 6))):
            i = draw(st.integers(0, len(chars) - 1))
            chars[i] = draw(st.characters(codec="utf-8", exclude_categories=["Cs"]))
        return "".join(chars)
    if how == 1:  # truncate
        return base[: draw(st.integers(0, len(base)))]
    if how == 2:  # insert / delete a run
        i = draw(st.integers(0, len(base)))
        return base[:i] + draw(st.text(max_size=8)) + base[i + draw(st.integers(0, 8)) :]
    if how == 3:  # flip bytes of the compressed payload, re-encode it validly
        key, _, payload = base.partition("=")
        raw = bytearray(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        for _ in range(draw(st.integers(1, 4))):
            raw[draw(st.integers(0, len(raw) - 1))] ^= draw(st.integers(1, 255))
        return key + "=" + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    # tamper with the JSON, then encode it properly (passes the codec, must fail in checks)
    key, _, payload = base.partition("=")
    data = json.loads(links.unpack(payload))
    path = draw(
        st.sampled_from(
            [
                "version",
                "format",
                "game",
                "seed",
                "config",
                "actions",
                "players",
                "options",
                "action",
                "name",
                "drop",
            ]
        )
    )
    junk = draw(
        st.one_of(
            st.none(),
            st.booleans(),
            st.integers(),
            st.floats(allow_nan=True),
            st.text(max_size=30),
            st.lists(st.integers(), max_size=3),
            st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
        )
    )
    config = data.get("config", {})
    if path == "players":
        config["players"] = junk if how == 4 else [{"name": junk}] * draw(st.integers(0, 8))
    elif path == "options":
        config["options"] = junk if how == 4 else [junk]
    elif path == "name" and config.get("players"):
        config["players"][0] = {"name": junk} if how == 4 else junk
    elif path == "action" and data.get("actions"):
        i = draw(st.integers(0, len(data["actions"]) - 1))
        data["actions"][i] = (
            junk
            if how == 4
            else draw(
                st.sampled_from(["pass", "build 1 stone", "place 3 0", "play rain", "", "x" * 300])
            )
        )
    elif path == "drop":
        data.pop(draw(st.sampled_from(sorted(data))), None)
    else:
        data[path] = junk
    return key + "=" + links.pack(json.dumps(data))


def decode_and_load(fragment: str) -> None:
    kind, value = links.decode_fragment(fragment)
    if kind == "game":
        links.load_record(value)
    elif kind == "new":
        game, config = value
        try:
            get_game(game).new_game(config, 1)
        except ValueError:
            pass


@pytest.mark.slow
@settings(max_examples=2_000, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.composite(mutate)())
def test_fuzz_decoder(fragment: str) -> None:
    before = links.game_fragment(RECORD)
    try:
        decode_and_load(fragment)
    except RecordError:
        pass
    # the decoder is pure: the game it read from is untouched
    assert links.game_fragment(RECORD) == before


@pytest.mark.slow
@settings(max_examples=2_000, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.text(max_size=60) | st.binary(max_size=60).map(lambda b: "game=" + b.hex()))
def test_fuzz_random_text(fragment: str) -> None:
    try:
        decode_and_load(fragment)
    except RecordError:
        pass


def test_a_record_replays_to_its_game() -> None:
    """(How long a replay takes is a benchmark's figure: bench/engine.py.)"""
    assert state_hash(G, links.load_record(RECORD)) == state_hash(G, STATES[-1])
