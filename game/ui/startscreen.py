"""What the plain-HTML start screen needs before Python is ready, written into the page at
build time: every game of the registry with its player counts, options and name length (from
the engine's ``info``), and the start screen's words in every language (from the catalogues).

static/start.js draws the game chooser, the seats and the options from them; static/lang.js
picks the language. Pure Python: build.py runs it under CPython.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from game.agents import LEVELS
from game.core import registry

from . import i18n
from .frontend import FRONT_ENDS

# Catalogue keys the page shows before Python is ready (start.js, lang.js, index.html).
PAGE_PREFIXES = ("page.", "start.", "option.")
# The saved-games card, with a row per save, is on the page before Python fills it (start.js).
SAVED_CARD = (
    "saves.title",
    "saves.loading",
    "saves.import",
    "saves.resume",
    "saves.delete",
    "saves.turn",
)


def playable() -> list[str]:
    """The games the site offers: those of the registry that have a front end, in its order."""
    return [name for name in registry.names() if name in FRONT_ENDS]


def games_data() -> dict[str, Any]:
    """The games the site offers, with what the start form needs; words are by key."""
    games = []
    for name in playable():
        info = registry.get_game(name).info
        games.append(
            {
                "name": name,
                "min": info.min_players,
                "max": info.max_players,
                "default": min(max(info.min_players, 4), info.max_players),
                "unofficial": list(info.unofficial_players),
                "nameLength": info.max_name_length,
                "options": [
                    {"name": o.name, "players": list(o.players), "excludes": list(o.excludes)}
                    for o in info.options
                ],
            }
        )
    return {"games": games, "levels": list(LEVELS)}


def page_keys() -> list[str]:
    """Every catalogue key the page needs before Python is ready."""
    titles = [f"game.{name}.title" for name in playable()]
    blurbs = [f"game.{name}.blurb" for name in playable()]
    page = [k for k in i18n.EN if k.startswith(PAGE_PREFIXES)]
    return page + list(SAVED_CARD) + titles + blurbs


def words_data() -> dict[str, dict[str, str]]:
    """The page's words in each language that has a catalogue (English where one lacks a
    word), the tagline naming the games the site offers."""
    out = {}
    for code in i18n.LANGUAGES:
        if importlib.util.find_spec(f"game.ui.lang.{code}") is None:
            continue
        words = i18n.catalogue(code)
        page = {k: words.get(k) or i18n.EN[k] for k in page_keys()}
        titles = [page[f"game.{name}.title"] for name in playable()]
        games = page["page.and"].format(names=page["page.comma"].join(titles[:-1]), last=titles[-1])
        page["page.tagline"] = page["page.tagline"].format(games=games)
        out[code] = page
    return out
