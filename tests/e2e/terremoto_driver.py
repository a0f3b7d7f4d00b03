"""Drive Terremoto's game screen like a person: pick an action from the shell's legal list
(``volcanoTest.legal()``), then take it by clicks only (cards in #hand, a declared suit and
Play or End plays in #actions), and check that the page applied exactly that action."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page

from .game_driver import call as call
from .game_driver import hook, start_seats
from .game_driver import reveal as reveal


def start(
    page: Page,
    site_url: str,
    seats: list[tuple[str, str]],
    options: tuple[str, ...] = (),
    query: bool = False,
    desk: bool = False,
) -> None:
    """Start Terremoto from the start screen (by the ``?game=`` query if ``query``; the join
    desk kept open if ``desk``: game_driver.start_seats)."""
    query_text = "?game=terremoto" if query else ""
    start_seats(page, site_url, "terremoto", seats, options, query_text, desk)


def choose(page: Page, rnd: random.Random, greedy: float = 0.75) -> str:
    """A random legal action, most often one of the best-scoring plays (the game then ends
    in a few dozen actions)."""
    legal = hook(page, "legal")
    points = call(page, "points")
    if points and rnd.random() < greedy:
        best = max(points.values())
        return rnd.choice([a for a in legal if points.get(a) == best])
    return rnd.choice(legal)


def select(page: Page, notation: str, style: int = 0) -> None:
    """Click the cards (and the declared suit) of ``notation``; nothing is played yet."""
    words = notation.split()
    if words[0] == "play":
        copies = call(page, "ui")["held"][words[1]]
        page.click(f"#tm-card-{words[1]}-{style % copies}")
        return
    suit, cards, clones = words[1], int(words[2]), int(words[3])
    every = page.locator(f"#tm-all-{suit}")
    if style % 2 and cards > 1 and every.count() and cards == call(page, "ui")["held"][suit]:
        every.click()
    else:
        order = list(range(cards))
        if style % 3 == 2:
            order.reverse()  # any copies of a kind will do
        for k in order:
            page.click(f"#tm-card-{suit}-{k}")
    for k in range(clones):
        page.click(f"#tm-card-C-{k}")
    if not cards:
        page.click(f"#tm-declare-{suit}")


def target(page: Page, notation: str) -> str:
    """The first card (or End plays) a person takes ``notation`` by: its selector
    (``game_driver.out_of_view`` reads it)."""
    words = notation.split()
    if words[0] == "end":
        return "#tm-end"
    if words[0] == "play" or words[2] != "0":
        return f"#tm-card-{words[1]}-0"
    return "#tm-card-C-0"


def typed(page: Page, notation: str) -> bool:
    """Choose the cards of ``notation`` by their keys (K W E G S C, Q O P T); False for what
    the keys do not choose alone (End plays, a lone clone's suit)."""
    words = notation.split()
    if words[0] == "play":
        page.keyboard.press({"EQ": "q", "OP": "o", "PR": "p", "TW": "t"}[words[1]])
        return True
    if words[0] != "group" or words[2] == "0":
        return False
    for key in words[1] * int(words[2]) + "C" * int(words[3]):
        page.keyboard.press(key.lower())
    return True


def perform(
    page: Page, notation: str, style: int = 0, followed: bool = False, keys: bool = False
) -> None:
    """Take ``notation`` by clicks (``keys``: by the keyboard where the keys choose it, Enter
    playing it); assert the preview showed the view's points before it was played and that
    exactly it was applied (``followed``: computers may have moved since)."""
    before = call(page, "ui")["actions"]
    record_before = hook(page, "record")["actions"]
    keys = keys and typed(page, notation)
    if notation == "end":
        page.click("#tm-end")
    else:
        if not keys:
            select(page, notation, style)
        ui = call(page, "ui")
        assert ui["candidate"] == notation, (ui, notation)
        points = call(page, "points").get(notation)
        preview = page.locator("#tm-preview").inner_text()
        if points is not None:
            # "= 9 points", "Prosper: 5 points", "= 9点": the number, in any language
            assert re.search(rf"(?<!\d){points}(?!\d)", preview), (preview, points)
        assert page.locator("#tm-play").is_enabled()
        if keys:
            page.keyboard.press("Enter")
        else:
            page.click("#tm-play")
    record = hook(page, "record")["actions"]
    if followed:
        record = record[: before + 1]
    assert record[:-1] == record_before and len(record) == before + 1, (notation, record[-3:])
    assert record[-1] == notation, f"applied {record[-1]!r}, wanted {notation!r}"
