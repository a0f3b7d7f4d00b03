"""Learn to play (#31), for each game: its lesson from the start screen to its end as a player
follows it (one on a phone, one reloaded and resumed midway): the highlighted thing clicked,
tapped or reached by the keyboard at each step, each step read out to screen readers, the
computers' moves from the script; one wrong click per kind of step explained in the lesson's
words with nothing changed; then a real game with the same players, and the lesson again
from the menu."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from game.ui.frontend import FRONT_ENDS
from game.ui.i18n import EN
from game.ui.lesson import lesson_of, lessons_of

from . import game_driver, isola_driver, terremoto_driver
from .conftest import wait_ready
from .game_driver import SCROLL_SETTLED, board_spot, call, hook, out_of_view
from .test_keyboard import axe_problems
from .test_nothing_lost import resume_row

PERFORM: dict[str, Callable[..., None]] = {
    "eruption": game_driver.perform,
    "terremoto": terremoto_driver.perform,
    "isola": isola_driver.perform,
}
TARGET: dict[str, Callable[[Page, str], Any]] = {
    "eruption": game_driver.target,
    "terremoto": terremoto_driver.target,
    "isola": isola_driver.target,
}
NEAR = 60  # px: a wrong click lands at least this far from every offered place
PHONE = "isola"  # the lesson followed on a 390x844 phone (the others at 1440x900)
PHONE_SIZE = {"width": 390, "height": 844}
WIDE = {"width": 1440, "height": 900}
RELOADED = "terremoto"  # the lesson whose page is reloaded and resumed at its third step


def lesson(page: Page) -> dict[str, Any]:
    info: dict[str, Any] = call(page, "lesson")
    return info


def learner_turns(page: Page) -> Iterator[dict[str, Any]]:
    """Where the lesson stands each time it is the learner's move, to its end (the computers'
    scripted moves are waited for)."""
    while True:
        actions = call(page, "progress")["actions"]  # (before: a computer may move meanwhile)
        info = lesson(page)
        if info["step"] is None:
            return
        if info["acting"]:
            yield info
        else:
            page.wait_for_function(
                "(n) => volcanoTest.call('progress').actions > n", arg=actions, timeout=10_000
            )


def assert_step_in_view(page: Page, game: str, info: dict[str, Any]) -> None:
    """As a step begins, its words (the whole lesson panel) and what it asks to use first
    (the hex outlined, the card lit, the button) are on the screen together, uncovered."""
    page.evaluate(SCROLL_SETTLED)
    wanted = ["#lesson", "#lesson-say", TARGET[game](page, info["due"])]
    problems = out_of_view(page, wanted)
    size = page.viewport_size or {}
    assert not problems, (
        f"{game} at {size.get('width')}x{size.get('height')}, step {info['step'] + 1} "
        f"({info['due']}), scrolled {page.evaluate('scrollY')}: {problems}"
    )


def wrong_board_click(page: Page) -> bool:
    """Click a board hex far from every offered place; False if the board has none."""
    ui = call(page, "ui")
    spots = [call(page, "spot", t) for t in ui["targets"]]
    for q in range(-4, 5):
        for r in range(-4, 5):
            x, y = call(page, "point", q, r)
            if all(math.dist((x, y), s) > NEAR for s in spots) and page.evaluate(
                game_driver.ON_BOARD, [x, y]
            ):
                x, y = board_spot(page, lambda q=q, r=r: call(page, "point", q, r), (q, r))
                page.mouse.click(x, y)
                return True
    return False


def wrong_card_click(page: Page) -> bool:
    """Terremoto: click a card of the hand the step does not ask for; False if none."""
    idle = page.locator("#tm-hand [aria-disabled=true]")
    if not idle.count():
        return False
    idle.first.click(
        force=True
    )  # (aria-disabled: Playwright waits for enabled; a person can click)
    return True


def try_wrong(page: Page, game: str, info: dict[str, Any]) -> None:
    """A click on something the step does not ask for: the lesson's words say so, next to it
    and to screen readers, and nothing changes (the record, the step, the legal action)."""
    record = hook(page, "record")["actions"]
    clicked = wrong_card_click(page) if game == "terremoto" else wrong_board_click(page)
    if not clicked:
        return
    tip = page.locator("#refusal")
    expect(tip).to_be_visible()
    assert info["hint"] and info["hint"] in tip.inner_text()
    assert info["hint"] in page.locator("#say").inner_text()
    assert hook(page, "record")["actions"] == record
    assert lesson(page)["due"] == info["due"] and hook(page, "legal") == [info["due"]]
    page.keyboard.press("Escape")  # (nothing is selected: Escape leaves it so)


@pytest.mark.parametrize("game", sorted(FRONT_ENDS))
def test_a_lesson_from_the_start_screen_to_its_end(page: Page, site_url: str, game: str) -> None:
    page.set_viewport_size(PHONE_SIZE if game == PHONE else WIDE)
    page.goto(site_url)
    wait_ready(page)
    chooser = page.locator(f"input[name=game][value={game}]")
    page.locator(".game-card", has=chooser).click()
    page.fill("#name-1", "Ada")
    page.click("#lesson-button")
    panel = page.locator("#lesson")
    expect(panel).to_be_visible(timeout=30_000)
    call(page, "auto_delay", 50)
    first = lesson(page)
    assert first["lesson"] and first["step"] == 0 and first["steps"] >= 5
    names = call(page, "view")["players"]
    assert names[0]["name"] == "Ada"
    tried: set[str] = set()
    shown_steps: set[int] = set()
    problems: list[str] = []  # axe-core's, at every step
    started = time.monotonic()
    for info in learner_turns(page):
        step, steps = info["step"], info["steps"]
        if game == RELOADED and step == 2 and step not in shown_steps:  # nothing lost
            record = hook(page, "record")
            page.reload()  # back in the lesson at once, at the same step (issue 42)
            wait_ready(page)
            expect(panel).to_be_visible(timeout=20_000)
            call(page, "auto_delay", 50)
            assert hook(page, "record") == record and lesson(page) == info
            page.go_back()  # the start screen's list says the save is a lesson; resumed
            row = resume_row(page, "Ada")
            expect(row.locator(".save-game")).to_have_text(
                f"{EN[f'game.{game}.title']} · Learn to play"
            )
            expect(row.locator(".save-meta")).to_contain_text(f"step {step + 1} of {steps}")
            row.locator("button", has_text="Resume").click()
            expect(panel).to_be_visible()
            call(page, "auto_delay", 50)
            assert hook(page, "record") == record and lesson(page) == info
        if step not in shown_steps:  # each step says where it is and what to do, aloud too
            shown_steps.add(step)
            expect(panel.locator(".lesson-progress")).to_contain_text(f"{step + 1}")
            expect(panel.locator(".lesson-progress")).to_contain_text(f"{steps}")
            say = page.locator("#lesson-say").inner_text().strip()
            assert say and say in page.locator("#say").inner_text()
            assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            problems += axe_problems(page, f"{game}'s lesson, step {step + 1}")
        assert_step_in_view(page, game, info)
        assert hook(page, "legal") == [info["due"]]  # the one thing on offer
        kind = info["due"].split()[0]
        if kind not in tried:
            tried.add(kind)
            try_wrong(page, game, info)
        PERFORM[game](page, info["due"], style=len(tried) + step, followed=True)
    assert shown_steps == set(range(first["steps"]))
    assert problems == [], "\n".join(problems)
    print(f"{game}: {first['steps']} steps followed in {time.monotonic() - started:.1f} s")
    # the end of the lesson: said, with a real game one click away
    done = page.locator("#lesson-say, #overlay .lesson-done").first
    expect(done).to_be_visible()
    expect(page.locator("#lesson-more").first).to_be_visible()  # and More rules (issue 42)
    page.locator("#lesson-real").first.click()
    page.wait_for_function("!volcanoTest.call('lesson').lesson", timeout=20_000)
    expect(panel).to_be_hidden()
    view = call(page, "view")
    assert [p["name"] for p in view["players"]] == [p["name"] for p in names]
    record = hook(page, "record")
    assert "lesson" not in record["config"] and record["seed"] != lesson_of(game).seed
    # and back to the lesson from the game's menu, at its first step
    game_driver.menu(page, "#menu-lesson")
    page.wait_for_function("volcanoTest.call('lesson').step === 0", timeout=20_000)
    expect(panel).to_be_visible()
    game_driver.menu(page, "#menu-more")  # More rules, from the menu too
    page.wait_for_function(
        "volcanoTest.call('lesson').part === 1 && volcanoTest.call('lesson').step === 0",
        timeout=20_000,
    )
    expect(panel).to_be_visible()


def walks() -> list[Any]:
    """Each lesson of each game at each size the walk above does not take it at: the first
    lesson at the other size, the others at both."""
    out = []
    for game in sorted(FRONT_ENDS):
        for part in range(len(lessons_of(game))):
            first = PHONE_SIZE if game == PHONE else WIDE
            for size in (PHONE_SIZE, WIDE):
                if part or size != first:
                    name = f"{game}-{part}-{size['width']}x{size['height']}"
                    out.append(pytest.param(game, part, size, id=name))
    return out


def try_offered(page: Page, game: str, info: dict[str, Any], wrong: str) -> None:
    """Choose an action the step shows but does not ask for (a tile turned the wrong way,
    fewer cards of a group, a clone as another suit) and confirm it: the lesson's words say
    so, next to it and to screen readers, and nothing changes."""
    record = hook(page, "record")["actions"]
    if game == "terremoto":
        terremoto_driver.select(page, wrong)
        page.click("#tm-play")
    else:
        steps = game_driver.steps_of(wrong)
        game_driver.click_spot(page, steps[0])
        for _ in range(7):
            if call(page, "ui")["rot"] == steps[1][1]:
                break
            page.keyboard.press("r")
        assert call(page, "ui")["armed"] == wrong
        page.click("#actions button.confirm")
    tip = page.locator("#refusal")
    expect(tip).to_be_visible()
    assert info["hint"] and info["hint"] in tip.inner_text()
    assert info["hint"] in page.locator("#say").inner_text()
    assert hook(page, "record")["actions"] == record and lesson(page)["due"] == info["due"]
    page.keyboard.press("Escape")


@pytest.mark.parametrize(("game", "part", "size"), walks())
def test_each_step_in_view(
    shared_page: Page, site_url: str, game: str, part: int, size: dict[str, int]
) -> None:
    """Every lesson at both sizes, taken as a person would (Terremoto's by the keyboard, but
    More rules at 1440x900 by clicks): at each step its words and what it asks for are in view
    together. More rules (issue 42) at 1440x900, from the start screen's button to its end:
    where a step shows other choices (Eruption's tile turned, Terremoto's fewer cards and a
    clone's suits), a wrong one is refused first (``try_offered``); the last lesson offers no
    More rules."""
    page = shared_page
    page.set_viewport_size(size)
    if not page.url.startswith(site_url):
        page.goto(site_url)
        wait_ready(page)
    leave = page.locator("""#lesson-leave, #overlay [data-cmd='{"nav": "new"}']""")
    if leave.first.is_visible():
        leave.first.click()
    chooser = page.locator(f"input[name=game][value={game}]")
    page.locator(".game-card", has=chooser).click()
    page.click("#more-button" if part else "#lesson-button")
    page.wait_for_function(
        "(part) => volcanoTest.call('lesson').step === 0"
        " && volcanoTest.call('lesson').part === part",
        arg=part,
        timeout=30_000,
    )
    call(page, "auto_delay", 50)
    more_rules = part == 1 and size == WIDE
    offered = 0
    started = time.monotonic()
    for info in learner_turns(page):
        assert_step_in_view(page, game, info)
        if more_rules:
            legal = hook(page, "legal")
            assert legal[0] == info["due"]  # the action due, then the choices shown beside it
            if len(legal) > 1:
                offered += 1
                try_offered(page, game, info, legal[-1])
        if game == "terremoto" and not more_rules:
            terremoto_driver.perform(page, info["due"], followed=True, keys=True)
        else:
            PERFORM[game](page, info["due"], style=info["step"], followed=True)
    if more_rules:
        assert offered == {"eruption": 1, "isola": 0, "terremoto": 3}[game]
        expect(page.locator("#lesson-more")).to_have_count(0)  # (the last lesson)
    print(f"{game} lesson {part}: every step in view in {time.monotonic() - started:.1f} s")
