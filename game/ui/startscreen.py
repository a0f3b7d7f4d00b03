"""What the plain-HTML start screen needs before Python is ready, as JSON written into the
page at build time: every game of the registry with its player counts, options and name
length (from the engine's ``info``), and the words to show (from the catalogue).

static/start.js draws the game chooser, the seats and the options from it. Pure Python:
build.py runs it under CPython.
"""

from __future__ import annotations

from typing import Any

from game.agents import LEVELS
from game.core import registry

from .i18n import t

START_STRINGS = (
    "start.seat",
    "start.default_name",
    "start.computer_name",
    "start.human",
    "start.players_count",
    "start.unofficial",
    "start.seat_kind",
)


def games_data() -> dict[str, Any]:
    """The start screen's data: the games in registry order, and its words."""
    games = []
    for name in registry.names():
        info = registry.get_game(name).info
        games.append(
            {
                "name": name,
                "title": t(f"game.{name}.title"),
                "blurb": t(f"game.{name}.blurb"),
                "min": info.min_players,
                "max": info.max_players,
                "default": min(max(info.min_players, 4), info.max_players),
                "unofficial": list(info.unofficial_players),
                "nameLength": info.max_name_length,
                "options": [
                    {
                        "name": o.name,
                        "label": t(f"option.{name}.{o.name}"),
                        "help": t(f"option.{name}.{o.name}.help"),
                        "players": list(o.players),
                        "excludes": list(o.excludes),
                    }
                    for o in info.options
                ],
            }
        )
    strings = {key.removeprefix("start."): t(key) for key in START_STRINGS}
    strings.update({f"level.{level}": t(f"start.level.{level}") for level in LEVELS})
    return {"games": games, "levels": list(LEVELS), "strings": strings}
