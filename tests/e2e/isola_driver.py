"""Drive L'Isola dei Vulcani's game screen like a person: take an action from the shell's
legal list (``volcanoTest.legal()``) by clicks on the island (a colonist, the boat, a hex, a
geyser's crater) and on the buttons of #actions, or by the keyboard (arrows and Enter on the
board), the board as game_driver.py drives every hex board, and check that the page applied
exactly that action."""

from __future__ import annotations

import json
import random
from typing import Any

from playwright.sync_api import Page

from game.core.record import Record
from game.ui.isola.controller import BOARD_KINDS, steps_of

from . import game_driver
from .game_driver import applied, call, click_spot, hook, key_to, start_seats


def in_game(page: Page) -> None:
    page.wait_for_function(
        "document.getElementById('game').dataset.game === 'isola'"
        " && !document.getElementById('game').hidden",
        timeout=30_000,
        polling="raf",
    )


def start(
    page: Page,
    site_url: str,
    seats: list[tuple[str, str]],
    options: tuple[str, ...] = (),
    query: str = "",
) -> None:
    """Start L'Isola dei Vulcani from the start screen (``game_driver.start_seats``)."""
    start_seats(page, site_url, "isola", seats, options, query)


def open_record(page: Page, site_url: str, record: Record) -> None:
    """Open a prepared position through a game link (``game_driver.open_record``)."""
    game_driver.open_record(page, site_url, record)
    in_game(page)


def over(page: Page) -> bool:
    return page.evaluate("document.documentElement.dataset.seat") == ""


def choose(legal: list[str], rnd: random.Random) -> str:
    """A random legal action with a taste for what makes the game go on: erect, carve, carry,
    build, create, move; a question answered yes more often than not."""
    for kind, p in (
        ("erect", 0.9),
        ("pray", 0.8),
        ("carve", 0.7),
        ("carry", 0.6),
        ("build", 0.5),
        ("create", 0.5),
        ("move", 0.85),
        ("rescue", 0.8),
    ):
        some = [a for a in legal if a.split()[0] == kind and a not in ("pray no", "rescue none")]
        if some and rnd.random() < p:
            return rnd.choice(some)
    return rnd.choice(legal)


def cmd(step: tuple[Any, ...]) -> str:
    return f"#actions [data-cmd='{json.dumps({'step': list(step)})}']"


def target(page: Page, notation: str) -> Any:
    """Where a person takes ``notation``'s first step not chosen yet: a board spot, or its
    button's selector (``game_driver.out_of_view`` reads either)."""
    step = steps_of(notation)[len(call(page, "ui")["prefix"])]
    return call(page, "spot", list(step)) if step[0] in BOARD_KINDS else cmd(step)


def perform(
    page: Page,
    notation: str,
    style: int = 0,
    followed: bool = False,
    tap: bool = False,
    holder: Page | None = None,
) -> None:
    """Take ``notation`` through the UI (``style`` 3 of 4: by the keyboard); asserts that
    exactly it was applied (``followed``: computer players may have moved right after;
    ``holder``: the host's page, when ``page`` is a guest's)."""
    before = call(page, "ui")["actions"]
    record_before = hook(holder or page, "record")["actions"]
    for step in steps_of(notation):
        if step[0] in BOARD_KINDS:
            if style % 4 == 3:
                key_to(page, step)
            else:
                click_spot(page, step, tap)
        else:
            button = page.locator(cmd(step))
            if tap:
                button.tap()
            else:
                button.click()
    applied(page, notation, before, record_before, followed, holder)
