"""Drive L'Isola dei Vulcani's game screen like a person: take an action from the shell's
legal list (``volcanoTest.legal()``) by clicks on the island (a colonist, the boat, a hex, a
geyser's crater, at the places ``volcanoTest.call("spot", step)`` gives) and on the buttons
of #actions, or by the keyboard (arrows and Enter on the board), and check that the page
applied exactly that action."""

from __future__ import annotations

import json
import random
from typing import Any

from playwright.sync_api import Page

from game.core import links
from game.core.record import Record
from game.ui.hexpixels import toward
from game.ui.isola.controller import BOARD_KINDS, steps_of

from .conftest import wait_ready
from .game_driver import board_spot, hook

ARROWS = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowDown", (0, -1): "ArrowUp"}


def call(page: Page, name: str, *args: Any) -> Any:
    return page.evaluate("([n, a]) => window.volcanoTest.call(n, ...a)", [name, list(args)])


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
    """Open the start screen, choose L'Isola dei Vulcani (by the ``?game=`` query when given,
    else by clicking its card), set the seats (name, "human" or a computer level), the
    options, and start."""
    page.goto(site_url + query)
    wait_ready(page)
    chooser = page.locator("input[name=game][value=isola]")
    if query:
        assert chooser.is_checked(), f"{query} preselects L'Isola dei Vulcani"
    else:
        page.locator(".game-card", has=chooser).click()
        assert chooser.is_checked()
    page.locator(f"input[name=count][value='{len(seats)}']").check()
    for n, (name, kind) in enumerate(seats, 1):
        page.select_option(f"#kind-{n}", kind)
        page.fill(f"#name-{n}", name)
    for option in options:
        page.locator(f"input[name=option][value='{option}']").check()
    page.click("#start-button")
    in_game(page)


def open_record(page: Page, site_url: str, record: Record) -> None:
    """Open a prepared position through a game link (as a shared link would)."""
    page.goto(site_url + "#" + links.game_fragment(record))
    wait_ready(page)
    in_game(page)


def reveal(page: Page) -> bool:
    """Press the pass-the-device screen's button if it is up."""
    button = page.locator("#reveal")
    if button.count() and button.is_visible():
        button.click()
        return True
    return False


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


def click_spot(page: Page, step: tuple[Any, ...], tap: bool = False) -> None:
    """Click (or tap) the board where ``step`` is chosen."""
    x, y = board_spot(page, lambda: call(page, "spot", list(step)), step)
    if tap:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def key_to(page: Page, step: tuple[Any, ...]) -> None:
    """Move the keyboard's cursor to ``step`` with the arrow keys (the shortest way, by the
    board's own rule for where an arrow goes), then press Enter."""
    page.focus("#board")
    ui = call(page, "ui")
    targets = [tuple(t) for t in ui["targets"]]
    points = [tuple(call(page, "spot", list(t))) for t in targets]
    start, goal = targets.index(tuple(ui["cursor"])), targets.index(tuple(step))
    way: dict[int, list[tuple[int, int]]] = {start: []}
    front = [start]
    while front and goal not in way:
        nxt = []
        for i in front:
            for arrow in ARROWS:
                k = toward(points[i], points, *arrow)
                if k is not None and k not in way:
                    way[k] = [*way[i], arrow]
                    nxt.append(k)
        front = nxt
    assert goal in way, f"no arrow keys lead to {step}"
    for arrow in way[goal]:
        page.keyboard.press(ARROWS[arrow])
    assert call(page, "ui")["cursor"] == list(step)
    page.keyboard.press("Enter")


def perform(
    page: Page, notation: str, style: int = 0, followed: bool = False, tap: bool = False
) -> None:
    """Take ``notation`` through the UI (``style`` 3 of 4: by the keyboard); asserts that
    exactly it was applied (``followed``: computer players may have moved right after)."""
    before = call(page, "ui")["actions"]
    record_before = hook(page, "record")["actions"]
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
    record = hook(page, "record")["actions"]
    if followed:
        record = record[: before + 1]
    assert record[:-1] == record_before and len(record) == before + 1, (notation, record[-3:])
    assert record[-1] == notation, f"applied {record[-1]!r}, wanted {notation!r}"
