"""The hint, "What would the computer do?" (game/ui/advice.py), in a hotseat game of each game:
pressed from the keyboard, it says it is thinking while the computer players' worker thinks;
then it shows the Hard level's choice for the seat's request (the same one CPython's
game/ui/computer.py ``choose`` makes from ``request_for``) in the front end's words, and marks
it on the board or in the hand, and nothing is played. An answer that comes after the player
moved is dropped; the hint goes once the player acts. A guest's page in a remote game has no
such button. No rule of the games applies: the hint is the screen's.

One page for the three games: each is opened by a link (no reload), so the worker started by
the first hint answers the others."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from game.core.record import Record
from game.ui.computer import choose, request_for
from game.ui.eruption import controller as eruption_controller
from game.ui.eruption import places as eruption_places
from game.ui.eruption import text as eruption_text
from game.ui.i18n import t
from game.ui.isola import controller as isola_controller
from game.ui.isola import text as isola_text
from game.ui.seats import think_setting
from game.ui.session import Session
from game.ui.terremoto import controller as terremoto_controller
from game.ui.terremoto import text as terremoto_text

from . import game_driver, isola_driver, terremoto_driver
from .conftest import guarded_page, wait_ready
from .game_driver import call, hook, open_record, reveal
from .remote_driver import devices, guest_caught_up, join

pytestmark = pytest.mark.browser

PLAYERS = {"players": [{"name": "Ada"}, {"name": "Bruno"}]}
PERFORM: dict[str, Callable[..., None]] = {
    "eruption": game_driver.perform,
    "terremoto": terremoto_driver.perform,
    "isola": isola_driver.perform,
}
ANSWER_MS = 60_000  # the worker's first start included (the suite's browser is slow)


def hard_choice(page: Page) -> tuple[str, dict[str, Any]]:
    """What CPython's computer player picks for the decision on ``page`` at the Hard level,
    asked as the page asks (the seat's view and legal actions), and that seat's view."""
    session = Session.from_record(Record.from_data(hook(page, "record")))
    seat = session.to_move()
    assert seat is not None
    request = request_for(session, seat, "hard", think_setting(session.record.config))
    return choose(json.loads(json.dumps(request))), session.view(seat)


def words_of(game: str, view: dict[str, Any], notation: str) -> str:
    """The hint's words for ``notation``, from the front end's pure words: a hex game's steps
    (each board place as the keyboard's cursor names it, each button as it says), Terremoto's
    play as the hand tray words it."""
    if game == "terremoto":
        return terremoto_text.play_words(view, notation)
    if game == "eruption":
        steps, kinds = eruption_controller.steps_of(notation), eruption_controller.BOARD_KINDS
        place, step = eruption_places.name_of, eruption_text.step_words
    else:
        isola_text.use_island(view.get("island"))
        steps, kinds = isola_controller.steps_of(notation), isola_controller.BOARD_KINDS
        place, step = isola_text.place_name, isola_text.step_words
    words = [place(s) if s[0] in kinds else step(view, s) for s in steps]
    return t("advice.then").join(w for w in words if w)


def marked(page: Page, game: str, notation: str) -> None:
    """The action is marked where it is made: its cards in the hand, or its places on the
    board (an Eruption tile also shown turned as it would be placed)."""
    if game == "terremoto":
        group = terremoto_controller.parse_group(notation)
        assert group is not None, notation  # (a play of the first turn: a group)
        suit, cards, clones = group
        wanted = [f"tm-card-{suit}-{k}" for k in range(cards)]
        wanted += [f"tm-card-C-{k}" for k in range(clones)]
        shown = page.eval_on_selector_all(
            "#hand .advised, #stage .advised", "(n) => n.map(e => e.id)"
        )
        assert sorted(shown) == sorted(wanted)
        return
    steps = (eruption_controller if game == "eruption" else isola_controller).steps_of(notation)
    hexes = [[s[1], s[2]] for s in steps if s[0] in ("hex", "geyser")]
    advised = call(page, "advised")
    assert hexes and advised["pointed_hexes"] == hexes
    assert call(page, "marks")["pointed_hexes"] == hexes  # drawn on the board
    if game == "eruption" and steps[-1][0] == "rot":
        assert advised["preview"][:2] == hexes[0]


# every label the hint's button shows from now on (the panels are redrawn: it is made anew)
WATCH_LABELS = """() => {
  window.hintLabels = [];
  new MutationObserver(() => {
    const b = document.getElementById('advice-ask');
    if (b) hintLabels.push(b.textContent);
  }).observe(document.getElementById('actions'), {childList: true, subtree: true});
}"""
# the button pressed and, in the same task (before any answer can come), a move made
ASK_THEN_MOVE = """(action) => {
  document.getElementById('advice-ask').click();
  return volcanoTest.call('act', action);
}"""
ASK = "What would the computer do?"


@pytest.mark.parametrize("game", ["eruption", "terremoto", "isola"])
def test_the_hint_shows_hards_choice_plays_nothing_and_goes_once_the_player_acts(
    shared_page: Page, site_url: str, game: str
) -> None:
    page = shared_page
    open_record(page, site_url, Record(game, PLAYERS, 7, []))
    reveal(page)
    ask = page.locator("#advice-ask")
    expect(ask).to_have_text(ASK)
    before = hook(page, "record")["actions"]
    expected, view = hard_choice(page)

    # pressed from the keyboard; it says it thinks (or that the worker gets ready) meanwhile
    page.evaluate(WATCH_LABELS)
    ask.focus()
    page.keyboard.press("Enter")
    answer = page.locator(".advice-answer")
    expect(answer).to_be_visible(timeout=ANSWER_MS)
    labels = page.evaluate("hintLabels")
    assert any(re.search("getting ready|thinking", label) for label in labels), labels
    assert call(page, "advice")["notation"] == expected
    said = t("advice.answer", level=t("ai.level.hard"), action=words_of(game, view, expected))
    expect(answer).to_have_text(said)
    expect(ask).to_have_text(ASK)
    marked(page, game, expected)
    assert hook(page, "record")["actions"] == before  # shown, not played

    # the player acts (another move, by clicks): the hint goes
    other = next(a for a in hook(page, "legal") if a != expected)
    PERFORM[game](page, other)
    reveal(page)  # (the next player's turn, in a game with hands: the pass screen)
    gone(page, game)

    # asked, then a move before the answer: the answer, when it comes, is dropped
    dropped = call(page, "advice")["dropped"]
    assert page.evaluate(ASK_THEN_MOVE, hook(page, "legal")[0])
    page.wait_for_function(
        "(n) => volcanoTest.call('advice').dropped > n", arg=dropped, timeout=ANSWER_MS
    )
    reveal(page)
    gone(page, game)


def gone(page: Page, game: str) -> None:
    """No hint is shown: no answer, nothing marked; the button (if offered) asks anew."""
    expect(page.locator(".advice-answer")).to_have_count(0)
    expect(page.locator(".advised")).to_have_count(0)
    if game != "terremoto":
        assert not call(page, "advised")
    if call(page, "advice")["offered"]:
        expect(page.locator("#advice-ask")).to_have_text(ASK)


def test_in_a_lesson_the_hint_is_the_move_the_lesson_asks_for(
    shared_page: Page, site_url: str
) -> None:
    page = shared_page
    page.goto(site_url)
    wait_ready(page)
    chooser = page.locator("input[name=game][value=terremoto]")
    page.locator(".game-card", has=chooser).click()
    page.click("#lesson-button")
    expect(page.locator("#lesson")).to_be_visible(timeout=30_000)
    page.wait_for_function("volcanoTest.call('lesson').acting", timeout=10_000)
    due = call(page, "lesson")["due"]
    before = hook(page, "record")["actions"]
    page.locator("#advice-ask").click()
    answer = page.locator(".advice-answer")
    expect(answer).to_be_visible(timeout=ANSWER_MS)
    assert call(page, "advice")["notation"] == due  # (not a choice the lesson refuses)
    words = terremoto_text.play_words(call(page, "view"), due)
    expect(answer).to_have_text(t("advice.answer", level=t("ai.level.hard"), action=words))
    marked(page, "terremoto", due)
    assert hook(page, "record")["actions"] == before


# the worker failing as it answers (a Python error's whole text), in place of its answer
FAILING = """() => {
  window.realAskThen = volcanoAI.askThen;
  const error = 'Traceback (most recent call last):\\n  File "computer.py", line 1\\n'
    + 'MemoryError: out of memory';
  volcanoAI.askThen = (request, answer) => answer(JSON.stringify({error}));
}"""


def test_a_failed_worker_is_said_in_words_and_asked_again(shared_page: Page, site_url: str) -> None:
    page = shared_page
    open_record(page, site_url, Record("terremoto", PLAYERS, 7, []))
    reveal(page)
    page.evaluate(FAILING)
    try:
        page.locator("#advice-ask").click()
        line = page.locator(".advice-error")
        expect(line).to_have_text(t("advice.failed", error="MemoryError: out of memory"))
        assert "Traceback" not in line.inner_text()
        expect(page.locator(".advice-answer")).to_have_count(0)
        expect(page.locator(".advised")).to_have_count(0)
    finally:
        page.evaluate("() => { volcanoAI.askThen = realAskThen; }")
    page.locator("#advice-ask").click()  # pressed again: asked anew, answered
    expect(page.locator(".advice-answer")).to_be_visible(timeout=ANSWER_MS)
    expect(page.locator(".advice-error")).to_have_count(0)


def test_a_guests_page_has_no_hint_and_the_hosts_has(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    with devices(request, *(guarded_page(browser) for _ in range(2))) as (host, guest):
        terremoto_driver.start(host, site_url, [("Ada", "human"), ("Bruno", "remote")])
        join(host, guest, site_url)
        seen = set()
        while seen != {0, 1}:  # each seat's decision seen on its own device, then played
            seat = hook(host, "seat")
            actions = call(host, "progress")["actions"]
            guest_caught_up(guest, actions)
            if seat == 1:  # Bruno's decision, on his device: its controls, no hint
                expect(guest.locator("#tm-play")).to_be_visible()
                expect(guest.locator("#advice-ask")).to_have_count(0)
                expect(host.locator("#advice-ask")).to_have_count(0)  # (not Ada's decision)
                assert call(guest, "act", hook(guest, "legal")[0])
            else:  # Ada's, on the host's device: the hint is offered
                expect(host.locator("#advice-ask")).to_be_visible()
                assert call(host, "act", hook(host, "legal")[0])
            seen.add(seat)
            host.wait_for_function(
                "(n) => volcanoTest.call('progress').actions > n", arg=actions, timeout=10_000
            )
