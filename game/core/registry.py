"""The games of the site by name, imported only when first asked for.

Records, links and saves name their game (``Record.game``); this turns that name back into the
game object. Add a game with one line in ``GAMES``: ``name -> "module:attribute"``.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import RecordError

GAMES: dict[str, str] = {
    "eruption": "game.eruption:ERUPTION",
    "terremoto": "game.terremoto:TERREMOTO",
    "isola": "game.isola:ISOLA",
}

# The site's first game: what the first version's links, saves and embedding messages, which
# name no game, are about, and the start screen's choice until another is made.
FIRST_GAME = next(iter(GAMES))

_loaded: dict[str, Any] = {}


def names() -> list[str]:
    """The names of every game of the site."""
    return list(GAMES)


def get_game(name: object) -> Any:
    """The game object called ``name`` (RecordError if the site has no such game)."""
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError(f"unknown game {str(name)[:40]!r}")
    if name not in _loaded:
        module, _, attribute = GAMES[name].partition(":")
        _loaded[name] = getattr(importlib.import_module(module), attribute)
    return _loaded[name]
