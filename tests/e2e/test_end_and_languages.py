"""The end screen's statistics equal those computed from the game's record under CPython
(issue 11); the site in a chosen language: before Python, after a switch in the game, and a
start it refuses (issue 12). Cards, end screen and link errors in each language:
test_languages.py; Japanese on a phone: test_phone.py."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, Route

from game.core import links
from game.core.record import Record, replay
from game.eruption import ERUPTION as G
from game.eruption.board import MATERIALS
from game.ui.eruption.stats import game_stats, signed
from game.ui.i18n import catalogue

from .conftest import ARTIFACTS, wait_ready
from .game_driver import hook, menu, reveal, start_game
from .test_keyboard import axe_wide_and_phone

pytestmark = pytest.mark.browser


def finished_record(seed: int, names: tuple[str, ...] = ("Ann", "Ben", "Cid")) -> Record:
    config = {"players": [{"name": name} for name in names], "options": []}
    state, actions, rnd = G.new_game(config, seed), [], random.Random(seed)
    while not G.is_terminal(state):
        legal = G.legal_actions(state)
        action = legal[rnd.randrange(len(legal))]
        actions.append(str(action))
        state = G.apply(state, action)
    return Record("eruption", config, seed, actions)


def test_end_screen_statistics_equal_the_records(page: Page, site_url: str) -> None:
    record = finished_record(5)
    states: list = []
    replay(G, record, lambda _i, s: states.append(s))
    stats = game_stats([G.view(s, None) for s in states], [G.events(s) for s in states])
    page.goto(f"{site_url}#{links.game_fragment(record)}")
    wait_ready(page)
    table = page.locator("#end-stats")
    table.wait_for(timeout=20_000)
    notice_leaves_the_end_screen_readable(page)  # (at 1200×900; on a phone: the next test)
    rows = {
        row.get_attribute("data-stat"): row.locator("td").all_inner_texts()
        for row in table.locator("tr[data-stat]").all()
    }
    players = stats["players"]
    assert rows["tiles"] == [str(p["tiles"] + p["eruption_tiles"]) for p in players]
    assert rows["played"] == [str(p["cards_played"]) for p in players]
    assert rows["traded"] == [str(p["cards_traded"]) for p in players]
    assert rows["flows"] == [str(p["flows"]) for p in players]
    built = table.locator("tr[data-stat='built'] td .wall-counts")  # chips, named in words
    for cell, p in zip(built.evaluate_all("cs => cs.map(c => c.ariaLabel)"), players, strict=True):
        assert [int(part.split()[0]) for part in cell.split(" · ")] == [
            p["built"][m] for m in MATERIALS
        ]
    assert rows["heat"] == [f"{signed(p['heat'])} / {signed(-p['cooled'])}" for p in players]
    lines = page.locator(".temp-chart polyline")
    assert lines.count() == 3
    points = lines.first.get_attribute("points").split()
    assert len(points) == len(stats["temps"][0])
    page.screenshot(path=str(ARTIFACTS / "end-screen.png"))
    assert axe_wide_and_phone(page, "Eruption's end screen") == []


def hold_wasm(page: Page) -> list[Route]:
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    return held


def notice_leaves_the_end_screen_readable(page: Page) -> None:
    """A link to a finished game opens on its end screen with a "Game opened" notice at the
    top of the window: the notice must not cover the end screen's title or the winner."""
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    # the room is made when the notice is laid out (a ResizeObserver, before the next paint)
    page.evaluate(
        "async () => { for (const _ of [1, 2]) await new Promise(requestAnimationFrame); }"
    )
    box = notice.bounding_box()
    below = box["y"] + box["height"]
    for heading in (page.locator(".end-card h2").first, page.locator(".end-card .winner")):
        assert heading.bounding_box()["y"] >= below, (heading.inner_text(), below)


def test_a_notice_leaves_the_end_screen_readable_on_a_phone(page: Page, site_url: str) -> None:
    """(At 1200×900: test_end_screen_statistics_equal_the_records.) Four players' statistics
    on a phone: every player's column can be scrolled into view while the row labels stay
    in view beside it; the temperature chart has its axes' values and a legend."""
    page.set_viewport_size({"width": 390, "height": 844})
    names = ("Annabella", "Benedetto", "Cidalia", "Domitilla")
    record = finished_record(5, names)
    states: list = []
    replay(G, record, lambda _i, s: states.append(s))
    temps = [p["temp"] for p in G.view(states[-1], None)["players"]]
    page.goto(f"{site_url}#{links.game_fragment(record)}")
    wait_ready(page)
    page.locator("#end-stats").wait_for(timeout=20_000)
    notice_leaves_the_end_screen_readable(page)
    scroller = page.locator(".stats-scroll")
    label = page.locator("#end-stats tr[data-stat='heat'] th")
    for k in range(len(names)):
        cell = page.locator("#end-stats tr[data-stat='heat'] td").nth(k)
        cell.evaluate("c => c.scrollIntoView({block: 'center', inline: 'nearest'})")
        frame, box, row = scroller.bounding_box(), cell.bounding_box(), label.bounding_box()
        assert frame and box and row
        assert (
            frame["x"] - 0.5 <= box["x"]
            and box["x"] + box["width"] <= frame["x"] + frame["width"] + 0.5
        )
        assert box["x"] + box["width"] <= 390, box
        assert abs(row["x"] - frame["x"]) < 1 and row["x"] + row["width"] <= box["x"] + 0.5, (
            row,
            box,
        )
        assert label.inner_text() == "Heat taken / cooled"
    assert page.locator(".chart-legend li").all_inner_texts() == [
        f"{name}: {temp}° at the end" for name, temp in zip(names, temps, strict=True)
    ]
    ticks = page.locator(".temp-chart text").all_text_contents()
    assert {"0°", "50°", "120°", "200°", "290°", "0", "Turn"} <= set(ticks), ticks
    page.locator(".chart").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "end-screen-phone.png"))


@pytest.mark.parametrize("code", ["it", "es", "ja"])
def test_the_start_screen_speaks_the_language_before_python(
    page: Page, site_url: str, code: str
) -> None:
    words = catalogue(code)
    hold_wasm(page)  # Python cannot be ready while we look
    page.goto(f"{site_url}?lang={code}")
    page.wait_for_function("(c) => document.documentElement.lang === c", arg=code)
    assert page.locator("legend[data-i18n='page.count']").text_content() == words["page.count"]
    assert page.locator("#name-1").input_value() == words["start.default_name"].format(n=1)
    assert not page.evaluate("document.documentElement.classList.contains('i18n-pending')")
    assert page.title().endswith(words["page.title"])
    stage = page.locator("#progress-stage").inner_text()
    assert stage in {words[k] for k in ("page.downloading", "page.loading_page", "page.starting")}


def test_switching_language_in_a_game_keeps_it(page: Page, site_url: str) -> None:
    start_game(page, site_url, ["Ann", "Ben"], [])
    reveal(page)
    state = hook(page, "state_hash")
    menu(page, "#menu-settings")
    page.select_option("#settings-language", "it")
    page.wait_for_function("document.documentElement.lang === 'it'")
    it = catalogue("it")
    # Settings stays open, in Italian, the keyboard still on the choice (an arrow key on it
    # switches the language at once)
    assert page.locator("#settings-h").inner_text() == it["settings.title"]
    assert page.evaluate("document.activeElement.id") == "settings-language"
    page.locator("#actions .phase-name", has_text=it["game.phase.place"]).wait_for()
    assert page.locator("#menu-button").inner_text() == it["menu.button"]
    assert hook(page, "state_hash") == state, "the game goes on"
    page.reload()  # remembered
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "it"
    page.goto(f"{site_url}#game=broken")
    wait_ready(page)
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert it["share.bad_link"].split("{")[0].strip() in notice.inner_text()


def test_a_start_screen_that_cannot_start_says_so_in_the_players_language(
    page: Page, site_url: str
) -> None:
    """A start form the page did not write (an option value edited in the page) is refused in
    the page's language, with no English details from the engine, and Start still works once
    it is put right."""
    words = catalogue("it")
    page.goto(f"{site_url}?lang=it")
    wait_ready(page)
    box = page.locator("#start-form input[name=option]").first
    real = box.get_attribute("value")
    box.evaluate("b => { b.value = 'lava<b>x</b>'; b.checked = true; }")
    page.click("#start-button")
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert notice.locator(".notice-text").inner_text().strip() == words["boot.start_failed"]
    assert page.locator("#notice b").count() == 0
    assert page.locator("#start-form").is_visible()
    box.evaluate("(b, v) => { b.value = v; b.checked = false; }", real)
    page.click("#start-button")
    page.wait_for_function(
        "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
    )
