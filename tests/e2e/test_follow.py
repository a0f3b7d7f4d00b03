"""Follow every move (issue 11): a refused click says why next to the pointer; a log line
names places as a player sees them and, hovered, shows its place on the board."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from game.eruption import ERUPTION as G
from game.eruption.board import HEXES, INDEX
from game.eruption.rules import hex_refusal

from .game_driver import canvas_click, hook, perform, reveal, start_game

pytestmark = pytest.mark.browser


def test_a_refused_click_explains_itself(page: Page, site_url: str) -> None:
    start_game(page, site_url, ["Ann", "Ben"], [])
    reveal(page)
    record = hook(page, "record")
    from game.core.record import Record, replay

    state = replay(G, Record.from_data(record))
    assert state.phase == "place"
    far = next(h for h in HEXES if hex_refusal(state, INDEX[h]) == "no_flow")
    canvas_click(page, *far)
    tip = page.locator("#refusal")
    tip.wait_for(state="visible", timeout=5_000)
    assert "No lava flow reaches this hex" in tip.inner_text()
    assert "No lava flow" in page.locator("#say").inner_text()
    assert hook(page, "record")["actions"] == record["actions"], "nothing was applied"


def test_the_log_names_places_and_points_at_them(page: Page, site_url: str) -> None:
    start_game(page, site_url, ["Ann", "Ben"], [])
    reveal(page)
    placement = next(a for a in hook(page, "legal") if a.startswith("place "))
    perform(page, placement, 0)
    line = page.locator("#log li", has_text="places").first
    text = line.inner_text()
    assert "the hex" in text or "field" in text, text
    assert "," not in text.split("on ")[-1], f"no coordinates in {text!r}"
    line.hover()
    pointed = page.evaluate("volcanoTest.call('pointed')")
    q, r = (int(v) for v in placement.split()[1].split("/")[0].split(","))
    assert pointed["pointed_hexes"] == [[q, r]]
    page.mouse.move(5, 5)
    page.wait_for_function("Object.keys(volcanoTest.call('pointed')).length === 0")


def test_the_next_player_sees_what_happened_since_their_turn(page: Page, site_url: str) -> None:
    import random

    from .game_driver import choose

    start_game(page, site_url, ["Ann", "Ben"], [])
    rnd = random.Random(7)
    first = page.evaluate("document.documentElement.dataset.seat")
    # play until the other player's pass screen comes up, having placed at least one tile
    placed = False
    for _ in range(40):
        reveal(page)
        legal = hook(page, "legal")
        action = next((a for a in legal if a.startswith("place ")), None) or choose(legal, rnd)
        placed = placed or action.startswith("place ")
        perform(page, action, rnd.randrange(3))
        if placed and page.evaluate("document.documentElement.dataset.seat") != first:
            break
    since = page.locator(".pass-card .since li")
    assert since.count() >= 1 and "places" in " ".join(since.all_inner_texts())
    page.screenshot(path="tests/e2e/artifacts/pass-summary.png")
    reveal(page)
    assert page.locator("#actions .since").is_visible()
    recent = page.evaluate("volcanoTest.call('recent')")
    assert recent["recent_hexes"], "the other player's tile is shown on the board"
    page.screenshot(path="tests/e2e/artifacts/last-move.png")
