"""Bad input from outside never breaks anything (issue 9), on CPython; the same inputs run
inside Pyodide in test_pyodide_hostile.py.

Deeply nested JSON, corrupt saves, odd names, 64-bit seeds read by JavaScript.
"""

from __future__ import annotations

import json

import pytest

from game.core import jsontext, links
from game.core.errors import ConfigError, RecordError
from game.core.names import clean_config, clean_name
from game.core.record import SAFE_INTEGER, Record
from game.eruption import ERUPTION as G
from game.ui import saves

GOOD = Record("eruption", {"players": [{"name": "A"}, {"name": "B"}], "options": []}, 5, [])


@pytest.mark.parametrize(
    "text",
    ["[" * 400_000, '{"a":' * 150_000, "[" * 450_000 + "]" * 450_000],
    ids=["arrays", "objects", "closed"],
)
def test_deep_nesting_is_refused_before_parsing(text: str) -> None:
    with pytest.raises(jsontext.TooDeep):
        jsontext.loads(text)
    with pytest.raises(RecordError, match="nested too deeply"):
        links.decode_fragment("game=" + links.pack(text))
    with pytest.raises(RecordError, match="nested too deeply"):
        links.decode_fragment("new=" + links.pack(text))
    with pytest.raises(RecordError, match="nested too deeply"):
        links.record_from_text(text)


def test_depth_ignores_brackets_inside_strings() -> None:
    text = json.dumps({"players": [{"name": "[" * 100 + '\\"{' * 50}]})
    assert jsontext.depth(text) == 3
    assert jsontext.loads(text)["players"][0]["name"].startswith("[[")


def test_a_nested_config_inside_a_record_is_refused() -> None:
    data = GOOD.to_data()
    text = json.dumps(data).replace('"options": []', '"options": ' + "[" * 30 + "]" * 30)
    with pytest.raises(RecordError, match="nested too deeply"):
        links.decode_fragment("game=" + links.pack(text))


def test_an_empty_file_says_so() -> None:
    for text in ("", "  \n"):
        with pytest.raises(RecordError, match="empty"):
            links.record_from_text(text)


def good_save() -> str:
    return saves.entry("id1", GOOD, ["A", "B"], 1, False, 1.7e12, 1.7e12)


@pytest.mark.parametrize(
    "text, problem",
    [
        (good_save().replace('"turn":1', '"turn":Infinity'), "turn"),
        (good_save().replace('"turn":1', '"turn":1e400'), "turn"),
        (good_save().replace('"created":1700000000000.0', '"created":' + "9" * 400), "date"),
        (good_save().replace('"updated":1700000000000.0', '"updated":NaN'), "date"),
        ("[" * 200_000, "nested"),
        ("not json", "JSON"),
        (json.dumps({**json.loads(good_save()), "names": {"a": 1}}), "names"),
        (json.dumps({**json.loads(good_save()), "record": {"format": "x"}}), "record"),
        (None, "not a save of this site"),
        (good_save().replace('"game":"eruption"', '"game":"chess"'), "a game this site does not"),
    ],
    ids=["inf", "e400", "digits", "nan", "nested", "garbage", "names", "record", "none", "game"],
)
def test_every_corrupt_save_is_listed_as_damaged(text: str | None, problem: str) -> None:
    save = saves.parse("k1", text)
    assert save.damaged and save.key == "k1"
    assert problem in save.problem or problem.lower() in save.problem.lower()


def test_a_save_is_known_by_its_key_not_by_the_id_inside() -> None:
    save = saves.parse("other", good_save())
    assert not save.damaged and save.key == "other" and save.record == GOOD


def test_a_save_keeps_its_games_tally_and_a_bad_or_missing_one_is_left_out() -> None:
    """Issue 30: the list says each game's own summary (scores, temperatures); saves from
    before it, or with a tally that does not fit, still list with the names alone."""
    text = saves.entry("id1", GOOD, ["A", "B"], 1, False, 1.7e12, 1.7e12, ("degrees", [60, 0]))
    assert saves.parse("k", text).tally == ("degrees", (60, 0))
    assert saves.parse("k", good_save()).tally is None
    for bad in (
        {"kind": "gold", "values": [1, 2]},
        {"kind": "points", "values": [1]},
        {"kind": "points", "values": [True, 2]},
        {"kind": "points", "values": ["1", 2]},
        {"kind": "points", "values": [10**9, 2]},
        [1, 2],
    ):
        save = saves.parse("k", json.dumps({**json.loads(good_save()), "tally": bad}))
        assert not save.damaged and save.tally is None, bad


def test_damaged_saves_are_listed_after_the_readable_ones() -> None:
    listed = saves.newest_first([saves.parse("bad", "x"), saves.parse("good", good_save())])
    assert [s.key for s in listed] == ["good", "bad"]


@pytest.mark.parametrize(
    "raw, clean",
    [
        ("  Ada   Lovelace ", "Ada Lovelace"),
        ("\u200b\u200c\u200d", "Player 1"),
        ("\u202eBob\u202c", "Bob"),
        ("Ann\ud800", "Ann"),
        ("e\u0301", "\u00e9"),
        ("a\tb\nc", "a b c"),
        ("x" * 40, "x" * 20),
        ("\u0301" * 20, "Player 1"),  # combining accents on nothing (issue 27)
        ("Zo" + "\u0336" * 20 + "e", "Zo\u0336\u0336\u0336e"),
        ("Nguy\u1ec5n", "Nguy\u1ec5n"),
        (None, "Player 1"),
        (7, "Player 1"),
    ],
)
def test_names_are_cleaned_on_every_way_in(raw: object, clean: str) -> None:
    assert clean_name(raw, 20, "Player 1") == clean
    config = {"players": [{"name": raw}, {"name": "B"}], "options": []}
    assert G.new_game(config, 1).names[0] == clean
    cleaned = clean_config(config, 20)
    Record("eruption", cleaned, 1).to_json().encode("utf-8")  # never a lone surrogate


def test_players_that_are_not_objects_are_refused() -> None:
    with pytest.raises(ConfigError, match="object"):
        G.new_game({"players": ["a", "b"], "options": []}, 1)


@pytest.mark.parametrize("seed", [0, 12, SAFE_INTEGER, SAFE_INTEGER + 1, 2**64 - 1])
def test_seeds_survive_a_javascript_reader(seed: int) -> None:
    record = Record("eruption", GOOD.config, seed, [])
    # JavaScript's JSON.parse reads every number as a double
    through_js = json.dumps(json.loads(record.to_json(), parse_int=float))
    through_js = through_js.replace(".0,", ",").replace(".0}", "}")
    assert Record.from_json(through_js).seed == seed


def test_old_records_with_big_numeric_seeds_still_read() -> None:
    text = json.dumps({**GOOD.to_data(), "seed": 2**63 + 5})
    assert Record.from_json(text).seed == 2**63 + 5
    for bad in ("12", "-5", "1e3", str(2**64), True):
        with pytest.raises(RecordError, match="seed"):
            Record.from_data({**GOOD.to_data(), "seed": bad})


def test_a_link_that_goes_on_from_a_saved_game_continues_it() -> None:
    """Issue 11: playing by link across devices is one game, not a pile of copies."""
    config = {"players": [{"name": "A"}, {"name": "B"}], "options": []}
    state, actions = G.new_game(config, 8), []
    for _ in range(12):
        action = G.legal_actions(state)[0]
        actions.append(str(action))
        state = G.apply(state, action)
    short = saves.parse(
        "short",
        saves.entry(
            "short", Record("eruption", config, 8, actions[:4]), ["A", "B"], 1, False, 1.0, 1.0
        ),
    )
    longer = saves.parse(
        "longer",
        saves.entry(
            "longer", Record("eruption", config, 8, actions[:8]), ["A", "B"], 2, False, 1.0, 2.0
        ),
    )
    other = saves.parse(
        "other",
        saves.entry(
            "other", Record("eruption", config, 9, actions[:4]), ["A", "B"], 1, False, 1.0, 3.0
        ),
    )
    link = Record("eruption", config, 8, actions)
    assert saves.continued_by(link, [short, longer, other]) is longer
    assert saves.continued_by(Record("eruption", config, 8, actions[:6]), [longer]) is None
    branched = Record("eruption", config, 8, actions[:3] + ["pass"])
    assert saves.continued_by(branched, [short]) is None


def test_save_list_names_are_cleaned() -> None:
    """Issue 27: a stored U+202E reversed "Cy, Bob" in the saved-games list."""
    text = saves.entry("k", GOOD, ["\u202eCy", "Bob\u200b", ""], 1, False, 1.7e12, 1.7e12)
    assert saves.parse("k", text).names == ("Cy", "Bob", "Player 3")


@pytest.mark.parametrize(
    "config, problem",
    [
        ({"players": [{"name": "A", "computer": "godlike"}, {"name": "B"}]}, "computer level"),
        ({"players": [{"name": "A"}, {"name": "B"}], "think": "\ud83d"}, "thinking"),
        ({"players": [{"name": "A", "computer": ["hard"]}, {"name": "B"}]}, "computer level"),
    ],
)
def test_unknown_computer_levels_are_refused_on_every_way_in(config: dict, problem: str) -> None:
    """Issue 27: "computer": "godlike" was accepted and the seat played as a person."""
    from game.ui.session import Session

    with pytest.raises(ConfigError, match=problem):
        Session(config, 1, "eruption")
    with pytest.raises(RecordError, match=problem):
        Session.from_record(Record("eruption", config, 1))


def test_every_config_string_is_made_encodable() -> None:
    """Issue 27: a lone surrogate in a key the rules ignore blocked Copy link."""
    config = {"players": [{"name": "A", "x\udc00": "\ud83d"}, {"name": "B"}], "y": ["\udfff"]}
    cleaned = clean_config(config, 20)
    assert cleaned == {"players": [{"name": "A", "x": ""}, {"name": "B"}], "y": [""]}
    links.game_fragment(Record("eruption", cleaned, 1))
