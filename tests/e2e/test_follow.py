"""Follow every move (issue 11): a refused click says why next to the pointer; a log line
names places as a player sees them and, hovered, shows its place on the board; the next player
sees what happened since their turn. The three go on in one game (`shared_page`), opened once."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from game.core.record import Record, replay
from game.eruption import ERUPTION as G
from game.eruption.board import HEXES, INDEX
from game.eruption.rules import hex_refusal

from .game_driver import canvas_click, choose, hook, perform, reveal, start_game

pytestmark = pytest.mark.browser


def game_on(page: Page, site_url: str) -> None:
    """A two-player game on screen, the hand of the player to move shown: the one the
    previous test left, else a new one (a test run alone)."""
    if page.evaluate("document.documentElement.dataset.phase") is None:
        start_game(page, site_url, ["Ann", "Ben"], [])
    reveal(page)


def test_a_refused_click_explains_itself(shared_page: Page, site_url: str) -> None:
    page = shared_page
    game_on(page, site_url)
    record = hook(page, "record")
    state = replay(G, Record.from_data(record))
    assert state.phase == "place"
    far = next(h for h in HEXES if hex_refusal(state, INDEX[h]) == "no_flow")
    canvas_click(page, *far)
    tip = page.locator("#refusal")
    tip.wait_for(state="visible", timeout=5_000)
    assert "No lava flow reaches this hex" in tip.inner_text()
    assert "No lava flow" in page.locator("#say").inner_text()
    assert hook(page, "record")["actions"] == record["actions"], "nothing was applied"


def test_the_log_names_places_and_points_at_them(shared_page: Page, site_url: str) -> None:
    page = shared_page
    game_on(page, site_url)
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


def test_the_next_player_sees_what_happened_since_their_turn(
    shared_page: Page, site_url: str
) -> None:
    page = shared_page
    game_on(page, site_url)
    rnd = random.Random(7)
    # play until the other player's pass screen comes up after a turn that placed a tile
    placed = False
    for _ in range(40):
        reveal(page)
        mover = page.evaluate("document.documentElement.dataset.seat")
        legal = hook(page, "legal")
        action = next((a for a in legal if a.startswith("place ")), None) or choose(legal, rnd)
        placed = placed or action.startswith("place ")
        perform(page, action, rnd.randrange(3))
        if page.evaluate("document.documentElement.dataset.seat") != mover:
            if placed:
                break
            placed = False  # (a turn that placed none here: maybe placed before this test)
    since = page.locator(".pass-card .since li")
    assert since.count() >= 1 and "places" in " ".join(since.all_inner_texts())
    page.screenshot(path="tests/e2e/artifacts/pass-summary.png")
    reveal(page)
    assert page.locator("#actions .since").is_visible()
    recent = page.evaluate("volcanoTest.call('recent')")
    assert recent["recent_hexes"], "the other player's tile is shown on the board"
    page.screenshot(path="tests/e2e/artifacts/last-move.png")
