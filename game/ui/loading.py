"""How the shell loads once the start screen answers (game/ui/boot.py): the rest of its
modules in the background, a slice at a time, so that the page never stops answering for long:
first what the start screen needs (its saved games, links, the embedding page's messages,
remote play and lessons, which any game screen offers: game.ui.games, whose init_page then
runs in slices too), then in idle time the chosen game's rules and front end (again when
another is chosen). What the player asks for before it is loaded is imported there and then
(Python's import does it). Pure Python: no browser imports.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Awaitable, Callable
from typing import Any

# A task over 50 ms is what Lighthouse's total blocking time counts; on its phone, four times
# slower, a 10 ms slice here takes 40.
SLICE_MS = 10


def load_order() -> dict[str, list[str]]:
    """The modules to load, by section, as game.zip lists them (build.py ``load_order``):
    "start", then each game's; none when the package is not run from game.zip."""
    import game

    loader: Any = game.__loader__  # zipimport's, in the browser
    try:
        text = loader.get_data(f"{loader.archive}/game/load-order.txt").decode()
    except (AttributeError, OSError):  # (from source, or a zip without it)
        return {}
    sections: dict[str, list[str]] = {}
    for line in text.split():
        if line.startswith("["):
            section = sections.setdefault(line.strip("[]"), [])
        else:
            section.append(line)
    return sections


class Slices:
    """Work done in slices of ``SLICE_MS`` by ``clock`` (ms): ``await slices.turn()`` after
    each piece of it gives the browser its turn (``pause()``) once the slice is over."""

    def __init__(self, clock: Callable[[], float], pause: Callable[[], Awaitable[Any]]) -> None:
        self.clock, self.pause = clock, pause
        self.began = clock()

    async def turn(self) -> None:
        if self.clock() - self.began >= SLICE_MS:
            await self.pause()
            self.began = self.clock()


async def load(names: list[str], slices: Slices) -> None:
    """Import ``names`` in turn, in ``slices``."""
    for name in names:
        if name not in sys.modules:
            try:
                importlib.import_module(name)
            except Exception:  # imported again, its error reported, where it is needed
                pass
            await slices.turn()
