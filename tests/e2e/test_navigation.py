"""Leave, come back and play again (issue 11): the menu's Rematch without a page load, Back to
the start screen, messages in view, a link that goes on from a saved game."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from game.core import links
from game.core.record import Record

from .conftest import wait_ready
from .game_driver import choose, hook, menu, open_record, perform, reveal, start_game

pytestmark = pytest.mark.browser


def in_game(page: Page) -> None:
    page.wait_for_function(
        "!document.getElementById('game').hidden && document.documentElement.dataset.phase",
        timeout=20_000,
    )


def test_rematch_and_back(page: Page, site_url: str) -> None:
    start_game(page, site_url, ["Ann", "Ben", "Cid"], ["norain"])
    first = hook(page, "record")
    reveal(page)  # the menu is behind the pass-the-device screen, like the hands
    page.evaluate("window.__samePage = true")
    menu(page, "#menu-rematch")
    page.wait_for_function(
        "(n) => volcanoTest.record().seed !== n", arg=first["seed"], timeout=10_000
    )
    again = hook(page, "record")
    assert page.evaluate("window.__samePage") is True, "no page load"
    assert again["config"] == first["config"] and again["actions"] == []
    assert again["seed"] != first["seed"]
    # Back: the start screen, the game kept in the saved games
    page.go_back()
    page.wait_for_function("document.getElementById('game').hidden", timeout=10_000)
    assert page.locator("#start").is_visible()
    assert page.evaluate("window.__samePage") is True
    page.locator("#saved li.save", has_text="Ann").first.wait_for(timeout=10_000)
    page.go_forward()
    page.wait_for_function("!document.getElementById('game').hidden", timeout=10_000)
    # New game from the menu leads to the start screen too
    reveal(page)
    menu(page, "#menu-new")
    page.wait_for_function("document.getElementById('game').hidden", timeout=10_000)


def test_a_broken_link_says_so_in_view_with_focus(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    record = Record("eruption", {"players": [{"name": "A"}, {"name": "B"}]}, 3)
    for fragment in (links.game_fragment(record)[:-9], "g=garbage"):
        page.goto("about:blank")
        page.goto(f"{site_url}#{fragment}")
        wait_ready(page)
        notice = page.locator("#notice")
        notice.wait_for(state="visible", timeout=10_000)
        assert "cannot be opened" in notice.inner_text()
        box = notice.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= 900
        assert page.evaluate("document.activeElement.id") == "notice"
    assert page.locator("#start-button").is_visible()
    assert page.locator("#start-button").bounding_box()["y"] < 900, "Start in view at 1280×900"


def test_a_link_that_goes_on_continues_the_saved_game(page: Page, site_url: str) -> None:
    start_game(page, site_url, ["Ann", "Ben"], [])
    rnd = random.Random(3)
    for _ in range(3):
        reveal(page)
        perform(page, choose(hook(page, "legal"), rnd), 1)
    reveal(page)
    gid = page.evaluate("volcanoTest.call('game_id')")
    record = Record.from_json(page.evaluate("window._volcanoPy('record')"))
    # the other player played on (in CPython here) and sends the link back
    from game.eruption import ERUPTION as G

    state = G.new_game(record.config, record.seed)
    for text in record.actions:
        state = G.apply(state, G.parse_action(text))
    more = list(record.actions)
    for _ in range(4):
        action = G.legal_actions(state)[0]
        more.append(str(action))
        state = G.apply(state, action)
    page.goto("about:blank")
    page.goto(
        f"{site_url}#{links.game_fragment(Record(record.game, record.config, record.seed, more))}"
    )
    wait_ready(page)
    in_game(page)
    page.wait_for_function("(n) => volcanoTest.record().actions.length === n", arg=len(more))
    assert page.evaluate("volcanoTest.call('game_id')") == gid, "the same saved game goes on"
    page.wait_for_function(
        "(n) => volcanoSaves.list().then(s => s.length === 1 && "
        "JSON.parse(s[0].text).record.actions.length === n)",
        arg=len(more),
        timeout=10_000,
    )


def test_on_a_phone_the_board_comes_back_after_a_button_far_down(page: Page, site_url: str) -> None:
    """Trading two cards for a tile is done far down the page; the tile is placed on the
    board, which scrolls back into view."""
    from game.eruption import ERUPTION as G

    config = {"players": [{"name": "Ann"}, {"name": "Ben"}], "options": []}
    rnd = random.Random(11)
    for seed in range(60):
        state, actions = G.new_game(config, seed), []
        while not G.is_terminal(state) and len(actions) < 300:
            legal = [str(a) for a in G.legal_actions(state)]
            pair = next((a for a in legal if a.startswith("trade ") and "+" in a), None)
            if pair:
                break
            action = legal[rnd.randrange(len(legal))]
            actions.append(action)
            state = G.apply(state, G.parse_action(action))
        if pair:
            break
    assert pair, "a position with a two-card trade"
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}#{links.game_fragment(Record('eruption', config, seed, actions))}")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=60_000)
    in_game(page)
    reveal(page)
    perform(page, pair, 0)  # the toggles and the trade button, scrolled to by the driver
    page.wait_for_timeout(900)  # a smooth scroll
    box = page.locator("#board").bounding_box()
    assert box and box["y"] + box["height"] > 80 and box["y"] < 844 - 80, box


def test_saved_games_say_which_game_and_its_tally(page: Page, site_url: str) -> None:
    """Issue 30: rows read "Ada, Bruno, Chiara" for two Isola games and a Terremoto one. Each
    row now names its game, and the game's own tally: scores, Eruption's temperatures."""
    from game.ui.session import Session

    players = [{"name": n} for n in ("Ada", "Bruno", "Chiara")]
    sessions = []
    for game, seed, moves in (("isola", 1, 30), ("isola", 2, 12), ("terremoto", 3, 20)):
        session = Session({"players": players, "options": []}, seed, game)
        rnd = random.Random(seed)
        for _ in range(moves):
            legal = session.legal()
            session.apply(legal[rnd.randrange(len(legal))])
        sessions.append(session)
    eruption = Record("eruption", {"players": players, "options": []}, 4)
    sessions.append(Session.from_record(eruption))
    for session in sessions:
        open_record(page, site_url, session.record)
    page.goto(site_url)  # the start screen, another day
    wait_ready(page)
    rows = page.locator("#saved li.save")
    rows.nth(3).wait_for(timeout=10_000)
    shown = {
        (row.locator(".save-game").inner_text(), row.locator(".save-players").inner_text())
        for row in rows.all()
    }
    expected = set()
    for session in sessions:
        view = session.view(None)["players"]
        if session.record.game == "eruption":
            tally = "Temperatures: " + ", ".join(f"{p['name']} {p['temp']}°" for p in view)
        else:
            tally = "Points: " + ", ".join(f"{p['name']} {p['score']}" for p in view)
        title = {"isola": "L'Isola dei Vulcani", "terremoto": "Terremoto", "eruption": "Eruption"}
        expected.add((title[session.record.game], tally))
    assert shown == expected
    title = rows.first.locator(".save-game")
    assert title.evaluate("e => parseFloat(getComputedStyle(e).fontWeight)") >= 700


# The browser's Web Locks answer late: a game's reopening takes LATE ms to own its save.
SLOW_LOCKS = """(() => {
    const request = navigator.locks.request.bind(navigator.locks);
    navigator.locks.request = (...args) =>
        new Promise((done) => setTimeout(done, %d)).then(() => request(...args));
})()"""
LATE = 1500


def test_a_link_opened_while_a_reloaded_lesson_reopens_is_what_shows(
    page: Page, site_url: str
) -> None:
    """A lesson's page reloaded reopens the lesson (issue 42); a link opened before that is
    done (as test_engines' guests did, their join card then closed under them) is what the
    page shows, and the lesson stays saved."""
    page.goto(site_url)
    wait_ready(page)
    page.click("#lesson-button")
    page.locator("#lesson").wait_for(timeout=30_000)
    lesson_id = page.evaluate("volcanoTest.call('game_id')")
    page.add_init_script(SLOW_LOCKS % LATE)
    page.reload()
    wait_ready(page)
    record = Record("eruption", {"players": [{"name": "Ann"}, {"name": "Ben"}]}, 3)
    page.evaluate("(f) => { location.hash = f; }", links.game_fragment(record))
    in_game(page)
    page.wait_for_timeout(LATE + 1000)  # (the lesson, had it reopened, would show by now)
    assert page.locator("#lesson").is_hidden()
    assert hook(page, "record")["config"]["players"][0]["name"] == "Ann"
    assert page.evaluate("volcanoTest.call('game_id')") != lesson_id
    page.go_back()
    page.locator("#saved li.save", has_text="Learn to play").wait_for(timeout=10_000)


def test_new_game_from_the_menu_when_the_tab_came_back_on_a_game_entry(
    page: Page, site_url: str
) -> None:
    """A tab whose only history entry says "game" (restored by the browser, or left so by a
    release before 8e4e61e): a game started, the menu's New game shows the start screen (the
    game stayed: Back had nowhere to go), and Back from the game still does."""
    page.goto(site_url)
    wait_ready(page)
    page.evaluate("history.replaceState({volcano: 'game'}, '', location.pathname)")
    page.reload()
    wait_ready(page)
    page.click("#start-button")
    in_game(page)
    reveal(page)
    menu(page, "#menu-new")
    page.wait_for_function("document.getElementById('game').hidden", timeout=5_000)
    page.go_forward()
    in_game(page)
    page.go_back()
    page.wait_for_function("document.getElementById('game').hidden", timeout=5_000)
