"""The games in Italian, Spanish and Japanese (the browser's language chooses the catalogue):
the catalogue loads in Pyodide, and the phase, the prompt, the log, the pass screen, the
cards, the end screen and a bad link's message read in that language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from game.core import links
from game.ui.i18n import catalogue

from .conftest import ARTIFACTS, CONTEXT, record_outside, wait_ready
from .game_driver import choose, hook, perform, reveal, start_game
from .terremoto_driver import choose as choose_terremoto
from .terremoto_driver import perform as perform_terremoto
from .terremoto_driver import reveal as reveal_terremoto
from .terremoto_driver import start as start_terremoto
from .test_end_and_languages import finished_record

pytestmark = pytest.mark.browser

LOCALES = {"it": "it-IT", "es": "es-ES", "ja": "ja-JP"}


@pytest.fixture(params=sorted(LOCALES))
def localised(browser: Browser, request: pytest.FixtureRequest) -> Iterator[tuple[str, Page]]:
    """A page whose browser speaks one of the site's other languages."""
    code = request.param
    context = browser.new_context(**CONTEXT, locale=LOCALES[code])
    outside: list[str] = []
    record_outside(context, outside)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    yield code, page
    context.close()
    assert not outside and not errors, (outside, errors)


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(Path(ARTIFACTS) / f"{name}.png"), full_page=True)


def test_eruption_speaks_the_browsers_language(localised: tuple[str, Page], site_url: str) -> None:
    code, page = localised
    words = catalogue(code)
    start_game(page, site_url, ["Ada", "Bruno"], ["forecast"])
    body = page.locator("body").inner_text()
    assert any(words["pass.title"].format(name=name) in body for name in ("Ada", "Bruno"))
    reveal(page)
    assert page.locator(".phase-name").text_content() == words["game.phase.pick"]
    # the cards: the edition's names, and their effect in the tooltip
    card = page.locator("#hand .card").first
    kind = card.get_attribute("data-card")
    assert card.locator(".card-title").inner_text().strip() == words[f"card.{kind}"]
    assert card.get_attribute("title") == words[f"effect.{kind}"]
    rnd = random.Random(3)
    for _ in range(14):
        reveal(page)
        legal = hook(page, "legal")
        if not legal:
            break
        perform(page, choose(legal, rnd), rnd.randrange(3))
    reveal(page)
    log = page.locator("#log").inner_text()
    turn = words["log.turn"].format(player="Bruno")
    assert turn in log, log
    assert page.locator("#board").get_attribute("aria-label") != catalogue("en")["board.label"]
    shot(page, f"language_eruption_{code}")
    # the end screen of a finished game opened by link, and a link that cannot be opened
    page.goto(f"{site_url}#{links.game_fragment(finished_record(5))}")
    wait_ready(page)
    page.locator("#end-stats").wait_for(timeout=20_000)
    assert page.locator("#end-h").inner_text().strip() == words["end.title"]
    assert page.locator("tr[data-stat='tiles'] th").inner_text().strip() == words["stats.tiles"]
    page.screenshot(path=str(ARTIFACTS / f"end-screen-{code}.png"))
    page.goto(f"{site_url}#game=broken")
    wait_ready(page)
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert words["share.bad_link"].split("{")[0].strip() in notice.inner_text()


def test_terremoto_speaks_the_browsers_language(localised: tuple[str, Page], site_url: str) -> None:
    code, page = localised
    words = catalogue(code)
    start_terremoto(page, site_url, [("Ada", "human"), ("Bruno", "human"), ("Cleo", "human")])
    turn = words["terremoto.log.turn"].format(player="Bruno")
    rnd = random.Random(5)
    # The deal is random: whoever starts may play many times (Time Warp) before Bruno's turn.
    for _ in range(60):
        reveal_terremoto(page)
        if turn in page.locator("#log").inner_text():
            break
        perform_terremoto(page, choose_terremoto(page, rnd), rnd.randrange(2))
    log = page.locator("#log").inner_text()
    assert turn in log, log
    assert words["terremoto.tally.title"] in page.locator("#tm-tally").text_content()
    shot(page, f"language_terremoto_{code}")
