"""Adding a game touches its own folders only (issue 28): Cinders, a small game defined under
tests/extra_game/ (an engine and a front end with its words in four languages), registered
with one line in each registry, is played to its end through the shell's Python parts: the
start screen's data and words, a session with moves and log lines, a save resumed, a link
opened, the end. The browser half is tests/e2e/test_extra_game.py."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest

from game.core import conformance, links, registry
from game.core.protocol import state_hash
from game.core.record import Record
from game.ui import frontend, i18n, startscreen
from game.ui.boot import build_config
from game.ui.session import Session
from game.ui.table import LocalTable, log_entries

ENGINE = "tests.extra_game.cinders:CINDERS"
FRONT_END = "tests.extra_game.ui_cinders.front:FRONT_END"


@pytest.fixture
def cinders(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Cinders registered: one line in the engines' registry, one in the front ends'."""
    monkeypatch.setitem(registry.GAMES, "cinders", ENGINE)
    monkeypatch.setitem(frontend.FRONT_ENDS, "cinders", FRONT_END)
    monkeypatch.setitem(sys.modules, "js", sys.modules.get("js") or types.ModuleType("js"))
    monkeypatch.setattr(i18n, "CATALOGUES", {})  # the languages read anew, Cinders' words too
    i18n.set_language("en")
    yield frontend.front_end("cinders")
    i18n.set_language("en")


def test_the_start_screen_offers_it_with_its_options_and_words(cinders: Any) -> None:
    games = {g["name"]: g for g in startscreen.games_data()["games"]}
    assert games["cinders"]["min"] == 2 and games["cinders"]["max"] == 4
    assert [o["name"] for o in games["cinders"]["options"]] == ["short"]
    words = startscreen.words_data()
    assert words["en"]["game.cinders.title"] == "Cinders"
    assert words["it"]["game.cinders.title"] == "Braci"
    assert words["ja"]["game.cinders.blurb"].startswith("燃えさし")


def test_it_keeps_the_protocol(cinders: Any) -> None:
    game = registry.get_game("cinders")
    for config in conformance.sample_configs(game):
        conformance.check_random_game(game, config, seed=7)
        conformance.check_rejects_nonsense(game, config, seed=7)


def test_it_is_played_to_the_end_through_the_shell(cinders: Any) -> None:
    """C1–C3: a game from the start form's config, its log in each language, a save and a
    link that bring back the same game, the end with its ranking."""
    config = build_config(["Ada", "Bruno", ""], ["short"], game="cinders")
    assert [p["name"] for p in config["players"]] == ["Ada", "Bruno", "Player 3"]
    session = Session(config, 11, "cinders")
    assert session.view(0)["heap"] == 9  # C1: the short heap
    moves = 0
    while not session.over():
        legal = session.legal()
        assert legal == [f"take {n}" for n in range(1, min(3, session.view(None)["heap"]) + 1)]
        session.apply(legal[-1] if moves % 2 else legal[0])  # C2
        moves += 1
        if moves == 2:  # a save, and a link, halfway: the same game comes back
            saved = Record.from_json(session.record.to_json())
            assert Session.from_record(saved).hash() == session.hash()
            kind, record = links.decode_fragment(links.game_fragment(session.record))
            assert kind == "game" and Session.from_record(record).hash() == session.hash()
    won, took = log_entries(LocalTable(session), None, cinders.log_text, limit=2)
    winner = took[3]["p"]  # C3: who took the last cinder wins, the others share second place
    assert session.ranking() == [1 if k == winner else 2 for k in range(3)]
    assert won[1] == f"{session.names[winner]} takes the last cinder and wins."
    i18n.set_language("it")
    lines = [text for _, text, _, _ in log_entries(LocalTable(session), None, cinders.log_text)]
    assert lines[-1] == "Un mucchio di 9 braci."
    assert any(line.startswith("Ada prende") for line in lines)
    resumed = Session.from_record(Record.from_json(session.record.to_json()))
    assert resumed.over() and state_hash(resumed.game, resumed.state) == session.hash()
