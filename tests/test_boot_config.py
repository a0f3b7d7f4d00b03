"""The start screen's settings -> game config, and the translation function (plain CPython)."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.boot import build_config
from game.ui.i18n import set_language, t


def test_config_shape_and_defaults() -> None:
    config = build_config(["  Ada ", "", "x" * 30], ["norain", "annihilation"])
    assert config == {
        "players": [{"name": "Ada"}, {"name": "Player 2"}, {"name": "x" * 20}],
        "options": ["annihilation", "norain"],
    }


@pytest.mark.parametrize(
    ("count", "kept"), [(2, False), (3, False), (4, True), (5, False), (6, True)]
)
def test_clans_only_with_four_or_six(count: int, kept: bool) -> None:
    config = build_config([f"P{n}" for n in range(count)], ["clans", "forecast"])
    assert config["options"] == (["clans", "forecast"] if kept else ["forecast"])


@pytest.mark.parametrize("count", [0, 1, 7])
def test_player_count_checked(count: int) -> None:
    with pytest.raises(ValueError, match="players"):
        build_config(["P"] * count, [])


def test_unknown_option_rejected() -> None:
    with pytest.raises(ValueError, match="unknown options"):
        build_config(["A", "B"], ["lava-surf"])


def test_translation_fallbacks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n.CATALOGUES, "it", {"start.button": "Inizia"})
    try:
        assert set_language("it-IT") == "it"
        assert t("start.button") == "Inizia"
        assert t("start.default_name", n=2) == "Player 2"  # falls back to English
        assert t("no.such.key") == "no.such.key"
        assert set_language("xx") == "en"
        assert t("start.button") == "Start game"
    finally:
        set_language("en")


def test_a_blank_name_becomes_the_default_in_the_players_language() -> None:
    """Issue 42: a lesson started with the first name blank called the learner "Player 1" in
    Japanese. Wherever Python fills in a blank name (the start form, a lesson, a link, file
    or embedding page's config, the saved games list), it is the page's language's."""
    from game.ui import saves
    from game.ui.eruption.lesson import LESSON
    from game.ui.session import Session

    set_language("ja")
    try:
        assert build_config(["", "Bo"], [])["players"][0]["name"] == "プレイヤー1"
        assert Session(LESSON.config(""), LESSON.seed, "eruption").names[0] == "プレイヤー1"
        linked = {"players": [{"name": "Ada"}, {"name": " "}, {"name": ""}], "options": []}
        assert Session(linked, 1, "terremoto").names == ["Ada", "プレイヤー2", "プレイヤー3"]
        record = Session(linked, 1, "terremoto").record
        text = saves.entry("k", record, ["Cy", ""], 1, False, 1.7e12, 1.7e12)
        assert saves.parse("k", text).names[1] == "プレイヤー2"
    finally:
        set_language("en")
