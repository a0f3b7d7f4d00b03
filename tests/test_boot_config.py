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
