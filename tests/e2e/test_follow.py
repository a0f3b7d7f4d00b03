"""Follow every move (issue 11): a refused click says why next to the pointer; a log line
names places as a player sees them and, hovered, shows its place on the board; the next player
sees what happened since their turn. The three go on in one game (`shared_page`), opened once."""

from __future__ import annotations

import importlib
import random

import pytest
from playwright.sync_api import Page, expect

from game.core.record import Record, replay
from game.eruption import ERUPTION as G
from game.eruption.board import HEXES, INDEX
from game.eruption.rules import hex_refusal
from game.ui.frontend import package
from game.ui.session import Session
from game.ui.table import LocalTable, unseen

from .game_driver import canvas_click, choose, hook, open_record, perform, reveal, start_game

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
    for folded in page.locator(".pass-card .since details:not([open]) > summary").all():
        folded.click()  # (a long summary is folded under each player's name)
    since = page.locator(".pass-card .since li")
    assert since.count() >= 1 and "places" in " ".join(since.all_inner_texts())
    page.screenshot(path="tests/e2e/artifacts/pass-summary.png")
    reveal(page)
    assert page.locator("#actions .since").is_visible()
    recent = page.evaluate("volcanoTest.call('recent')")
    assert recent["recent_hexes"], "the other player's tile is shown on the board"
    page.screenshot(path="tests/e2e/artifacts/last-move.png")


# What "since your last turn" must tell, in each game: its big events (Terremoto's by a
# computer seat, Bruno).
BIG_SINCE = {"eruption": {"wall_off"}, "terremoto": {"earthquake"}, "isola": {"erupt", "sink"}}


def round_with(game: str) -> Session:
    """A 4-player game at a person's decision, after each other player's turn (more than 8
    public log lines since that person's own: the summary folds them), with the game's big
    events among them."""
    players: list[dict[str, str]] = [{"name": n} for n in ("Ada", "Bruno", "Cleo", "Dario")]
    if game == "terremoto":
        players[1]["computer"] = "easy"
    session = Session({"players": players, "options": []}, 1, game)
    table, rnd = LocalTable(session), random.Random(1)
    while not session.over():
        seat, deciders = session.to_move(), table.deciders()
        start = 1 + max((k for k, d in enumerate(deciders) if d == seat), default=0)
        events = [e for _, e in unseen(table, seat, None)]
        quake = [e for e in events if e["k"] == "earthquake"]
        if (
            seat != 1
            and seat in deciders[1:]
            and set(deciders[start:]) == {0, 1, 2, 3} - {seat}
            and BIG_SINCE[game] <= {e["k"] for e in events}
            and len(events) > 8
            and all(e["seat"] == 1 for e in quake)
        ):
            return session
        legal = session.legal()
        session.apply(legal[rnd.randrange(len(legal))])
    raise AssertionError("no such round")


@pytest.mark.parametrize("game", sorted(BIG_SINCE))
def test_since_your_last_turn_tells_every_turn_big_events_first(
    shared_page: Page, site_url: str, game: str
) -> None:
    """Issue 30: the summary was cut at 8 lines (only the last player's turn); Terremoto's
    pass screen showed a second, differently cut box."""
    page = shared_page
    session = round_with(game)
    record = session.record
    open_record(page, site_url, record)
    table, seat = LocalTable(session), session.to_move()
    text = importlib.import_module(f"{package(game)}.text")
    events = [e for _, e in unseen(table, seat, None)]
    lines = [text.log_text(e, session.names) for e in events]
    box = page.locator(".since:visible")
    box.wait_for(timeout=10_000)
    assert page.locator(".since").count() == 1, "one summary"
    assert page.locator("#overlay .tm-recent").count() == 0, "no second box on the pass card"
    big = box.locator(".since-big li").all_inner_texts()
    for kind in BIG_SINCE[game]:
        line = next(text.log_text(e, session.names) for e in events if e["k"] == kind)
        assert line in big, (line, big)
    if game == "terremoto":
        assert any(line.startswith("Bruno plays Earthquake") for line in big), big
    heads = box.locator("details.since-player > summary")
    others = [session.names[k] for k in range(4) if k != seat]
    shown = heads.all_inner_texts()
    for name in others:
        assert any(head.startswith(name) for head in shown), (name, shown)
    assert box.locator("details[open]").count() == 0, "the details are folded"
    heads.first.focus()
    page.keyboard.press("Enter")  # (a summary opens from the keyboard)
    assert box.locator("details[open]").count() == 1
    for k in range(1, heads.count()):
        heads.nth(k).click()
    listed = box.locator("details.since-player li")
    assert sorted(listed.all_inner_texts()) == sorted(lines), "every line, none cut"
    width = page.viewport_size["width"] if page.viewport_size else 0
    for item in (listed.first, listed.last):
        item.scroll_into_view_if_needed()
        rect = item.bounding_box()
        assert rect and rect["x"] >= 0 and rect["x"] + rect["width"] <= width, rect
    # the player whose turn begins is told nothing of another player's decision (issue 30:
    # "Cannot undo: that decision ended your turn")
    reveal(page)
    expect(page.locator("#undo-reason")).to_have_text(
        "Nothing to undo: you have made no decision yet this turn"
    )
