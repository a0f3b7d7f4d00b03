"""The game screen on a phone held upright (390×844, touch, 3 device pixels a CSS pixel), once
per game: the shell's one-column layout never reaches past the screen's width (the pass
screen, then after every move), and what a finger chooses is finger-sized. Eruption is
played in Japanese, whose unbroken lines are the ones that overflow; Terremoto with eight
players, the most cards on its table; L'Isola dei Vulcani by taps on the island."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from . import game_driver, isola_driver, terremoto_driver
from .conftest import ARTIFACTS, MOTION, check_page, guarded_page, wait_ready
from .game_driver import ON_BOARD, call, hook, reveal

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
PLAIN = ["Ada", "Bruno", "Cleo", "Dario", "Elsa", "Fede", "Gina", "Ugo"]  # for the pictures


@pytest.fixture
def phone(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """Like `page`, on a phone, with motion (the layout is checked while things move)."""
    context, page, outside, errors = guarded_page(
        browser, viewport=PHONE, device_scale_factor=3, is_mobile=True, has_touch=True, **MOTION
    )
    yield page
    try:
        check_page(page, request, outside, errors)
    finally:
        context.close()


def overflow(page: Page) -> list[str]:
    """The page's width past the screen's, and the elements of the game screen reaching
    outside the screen's width (inside a tray that scrolls sideways, the tray); while
    animations run, at several moments of each (held there, then let go), so a frame that
    overflows is caught whatever the timing."""
    return page.evaluate(
        """() => {
        const w = document.documentElement.clientWidth;
        const out = [];
        const all = [...document.querySelectorAll('#game *')];
        const trays = all.filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX));
        const measure = (when) => {
          const page = document.documentElement.scrollWidth;
          if (page > w) out.push(`page ${page}${when}`);
          for (const e of all) {
            if (trays.some((t) => t !== e && t.contains(e))) continue;
            const r = e.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            const name = `${e.tagName}.${e.className.baseVal ?? e.className}`;
            if (r.right > w + 0.5 || r.left < -0.5) out.push(`${name} ${r.left}-${r.right}${when}`);
          }
        };
        const running = document.getAnimations().filter((a) => a.playState === 'running');
        if (!running.length) measure('');
        for (const at of running.length ? [0, 0.15, 0.35, 0.55, 0.75] : []) {
          for (const a of running) {
            a.pause();
            a.currentTime = at * a.effect.getComputedTiming().activeDuration;
          }
          measure(` (animations at ${at})`);
        }
        running.forEach((a) => a.play());
        return out;
    }"""
    )


def shots(page: Page, name: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    page.screenshot(path=str(ARTIFACTS / f"{name}_full.png"), full_page=True)


def tap_off_centre(page: Page, step: tuple[Any, ...], off: float = 20.0) -> None:
    """Tap ``off`` CSS px from where the small board place ``step`` is chosen, on a side where
    it stays the nearest place offered (hexes by their centres), and check that it was
    chosen: a finger-sized target."""
    game_driver.board_spot(page, lambda: call(page, "spot", list(step)), step)  # in view
    targets = [tuple(t) for t in call(page, "ui")["targets"]]
    spots = page.evaluate(
        "ts => ts.map(t => window.volcanoTest.call('spot', t))", [list(t) for t in targets]
    )
    x0, y0 = spots[targets.index(tuple(step))]
    best = None
    for k in range(24):
        a = k * math.pi / 12
        x, y = x0 + off * math.cos(a), y0 + off * math.sin(a)
        others = [math.dist((x, y), p) for t, p in zip(targets, spots, strict=True) if t != step]
        margin = min(others, default=99.0) - off
        if page.evaluate(ON_BOARD, [x, y]) and (best is None or margin > best[0]):
            best = (margin, x, y)
    assert best and best[0] > 0, f"no side of {step} is nearer to it than to the others"
    before = len(hook(page, "record")["actions"])
    page.touchscreen.tap(best[1], best[2])
    ui = call(page, "ui")
    assert list(step) in ui["prefix"] or len(hook(page, "record")["actions"]) > before, (
        f"a tap {off} px off {step} did not choose it"
    )


# ---- each game: how it is opened, played, and what of it must be finger-sized ----------------


def open_eruption(page: Page, site_url: str) -> None:
    """Eruption in Japanese, four players (their default names) and the forecast piles."""
    page.goto(f"{site_url}?lang=ja")
    wait_ready(page)
    assert overflow(page) == []  # the start screen too
    page.locator("input[name=option][value=forecast]").check()
    page.click("#start-button")
    page.wait_for_function("document.documentElement.dataset.phase", timeout=20_000)
    assert page.evaluate("document.documentElement.lang") == "ja"


def move_eruption(page: Page, rnd: random.Random, k: int) -> None:
    game_driver.perform(page, game_driver.choose(hook(page, "legal"), rnd), k)


def fits_eruption(page: Page) -> None:
    box = page.locator("#board").bounding_box()
    assert box and 350 < box["width"] <= 390, box  # the board fills the width
    rnd = random.Random(4)
    for k in range(30):  # on to a wall to build: its place answers a finger's tap
        reveal(page)
        builds = [a for a in hook(page, "legal") if a.startswith("build ")]
        if builds:
            break
        move_eruption(page, rnd, k)
    assert builds, "no wall to build"
    mat, place = game_driver.steps_of(builds[0])
    page.click(f"#actions button.mat.{mat[1]}")
    tap_off_centre(page, place)
    page.keyboard.press("Escape")


def open_terremoto(page: Page, site_url: str) -> None:
    terremoto_driver.start(page, site_url, [(n, "human") for n in PLAIN], query=True)


def move_terremoto(page: Page, rnd: random.Random, k: int) -> None:
    terremoto_driver.perform(page, terremoto_driver.choose(page, rnd), k)


def fits_terremoto(page: Page) -> None:
    """The table in sight at the top of the page, and the whole hand tray (cards, Play,
    Clear) inside the screen with it, each finger-sized and not covered, without scrolling."""
    expect(page.locator("#tm-table .tt-seat")).to_have_count(8)
    # the largest group chosen (left chosen for the picture), and the page still fits
    legal = hook(page, "legal")
    best = max(
        (a for a in legal if a.startswith("group") and a.split()[2] != "0"),
        key=lambda a: (int(a.split()[2]), a),
        default=None,
    )
    if best:
        terremoto_driver.select(page, best)
        assert terremoto_driver.call(page, "ui")["candidate"] == best
        assert overflow(page) == []
    page.evaluate("window.scrollTo(0, 0)")
    # the table is not lost: it starts in the top half (after an Earthquake its notice and the
    # emptied suits come first) and its first seat is in sight above the hand tray
    table = page.locator("#tm-table").bounding_box()
    assert table and 0 <= table["y"] < PHONE["height"] / 2, table
    seat = page.locator("#tm-table .tt-seat").first.bounding_box()
    tray = page.locator("#tm-tray").bounding_box()
    assert seat and tray and 0 <= seat["y"] and seat["y"] + seat["height"] <= tray["y"], (
        seat,
        tray,
    )
    controls = page.locator("#tm-hand button.tc, #tm-play, #tm-clear")
    assert controls.count() >= 3
    for k in range(controls.count()):
        control = controls.nth(k)
        box = control.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
        hit = page.evaluate(
            "([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.id",
            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
        )
        assert hit == control.get_attribute("id"), "the control is covered"


def open_isola(page: Page, site_url: str) -> None:
    isola_driver.start(page, site_url, [("Ada", "human"), ("Bruno", "human"), ("Cleo", "human")])


def move_isola(page: Page, rnd: random.Random, k: int) -> None:
    isola_driver.perform(page, isola_driver.choose(hook(page, "legal"), rnd), k % 3, tap=True)


def play_isola_until(page: Page, rnd: random.Random, wanted: Callable[[list[str]], bool]) -> None:
    """Play on (taps) until the legal actions are ``wanted``."""
    for k in range(40):
        reveal(page)
        if wanted(hook(page, "legal")):
            return
        move_isola(page, rnd, k)
    raise AssertionError("never came")


def busiest(legal: list[str]) -> tuple[int, str]:
    """How many things the colonist with the most to do besides moving can do, and its hex."""
    doing: dict[str, int] = {}
    for a in legal:
        kind, _, rest = a.partition(" ")
        if kind in ("build", "carve", "create", "carry", "erect"):
            where = rest.split(">")[0].split(":")[0]
            doing[where] = doing.get(where, 0) + 1
    return max(((n, h) for h, n in doing.items()), default=(0, ""))


def fits_isola(page: Page) -> None:
    size = isola_driver.call(page, "layout")["size"]
    assert 2 * size >= 40, size  # a hex is a finger wide
    rnd = random.Random(3)
    # a geyser's crater answers a finger's tap beside it
    play_isola_until(page, rnd, lambda legal: any(a.startswith("erect ") for a in legal))
    erect = next(a for a in hook(page, "legal") if a.startswith("erect "))
    colonist, geyser = isola_driver.steps_of(erect)
    game_driver.click_spot(page, colonist, tap=True)
    tap_off_centre(page, geyser)
    # the colonist with the most to do chosen: with the board in view, every button of the
    # turn is on the screen too, and leaves the board's middle free to tap
    play_isola_until(page, rnd, lambda legal: busiest(legal)[0] >= 2)
    q, r = busiest(hook(page, "legal"))[1].split(",")
    game_driver.click_spot(page, ("hex", int(q), int(r)), tap=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(100)
    board = page.locator("#board").bounding_box()
    assert board and board["y"] >= 0, board
    buttons = page.locator("#actions button.btn")
    assert buttons.count() >= 4
    for k in range(buttons.count()):
        box = buttons.nth(k).bounding_box()
        assert box and box["height"] >= 40, box
        assert 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"], (
            buttons.nth(k).inner_text(),
            box,
        )
    middle = [board["x"] + board["width"] / 2, board["y"] + board["height"] / 2]
    assert page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.id", middle) == "board"


Opens = Callable[[Page, str], None]
Moves = Callable[[Page, random.Random, int], None]
Fits = Callable[[Page], None]
GAMES: dict[str, tuple[Opens, Moves, Fits, int]] = {
    "eruption": (open_eruption, move_eruption, fits_eruption, 20),
    "terremoto": (open_terremoto, move_terremoto, fits_terremoto, 20),
    "isola": (open_isola, move_isola, fits_isola, 14),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_phone_portrait(phone: Page, site_url: str, game: str) -> None:
    page = phone
    opened, move, fits, moves = GAMES[game]
    opened(page, site_url)
    assert overflow(page) == []  # the pass screen
    reveal(page)
    assert overflow(page) == []
    rnd = random.Random(9)
    for k in range(moves):
        reveal(page)
        move(page, rnd, k)
        assert overflow(page) == [], f"after move {k + 1}"
    assert len(hook(page, "record")["actions"]) == moves
    reveal(page)
    assert overflow(page) == []
    fits(page)
    shots(page, f"{game}-phone")
