"""Everyone can play (issue 11): a game played from the start screen with the keyboard alone,
and what a screen reader gets (Chromium's accessibility tree and the live region)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import build
from game.ui.isola.controller import BOARD_KINDS as ISOLA_BOARD
from game.ui.isola.controller import steps_of as isola_steps

from .conftest import wait_ready
from .game_driver import call, hook, key_to, start_seats
from .isola_driver import choose as choose_isola
from .isola_driver import cmd as isola_cmd
from .terremoto_driver import choose as choose_terremoto

pytestmark = pytest.mark.browser

COUNT_POINTER = """
window.__pointer = 0;
for (const kind of ["pointerdown", "mousedown", "touchstart"]) {
  addEventListener(kind, () => window.__pointer++, true);
}
"""


def focus_by_tab(page: Page, selector: str, back: bool = False, limit: int = 80) -> None:
    """Press Tab (or Shift+Tab) until the focused element matches ``selector``."""
    for _ in range(limit):
        if page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {selector}")


def actions(page: Page) -> int:
    return len(hook(page, "record")["actions"])


def test_a_game_by_keyboard_alone(page: Page, site_url: str) -> None:
    page.add_init_script(COUNT_POINTER)
    page.goto(site_url)
    wait_ready(page)
    escape_closes(page, "#rules-button", "#rules-dialog")
    focus_by_tab(page, "input[name=count][value='4']")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")  # 2 players
    focus_by_tab(page, "#start-button")
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.phase", timeout=20_000)
    played = 0
    for _ in range(40):
        if played >= 8:
            break
        if page.locator("#reveal").is_visible():
            # the pass screen's button takes the focus (a task after the screen is drawn)
            expect(page.locator("#reveal")).to_be_focused()
            page.keyboard.press("Enter")
            assert page.evaluate("document.activeElement.classList.contains('guide')")
            continue
        before = actions(page)
        label = page.get_attribute("#board", "aria-label") or ""
        if "to choose:" in label:
            focus_by_tab(page, "#board", back=True)
            page.keyboard.press("ArrowRight")
            said = page.locator("#say").inner_text()
            assert "the " in said, f"the cursor's place is read out: {said!r}"
            for _ in range(3):
                page.keyboard.press("Enter")
                if actions(page) > before:
                    break
        else:
            target = "#actions button.pass:not([disabled]), #hand button.trade:not([disabled])"
            focus_by_tab(page, target)
            page.keyboard.press("Enter")
        assert actions(page) > before, "each keyboard decision applies an action"
        played += 1
    assert played >= 8
    if page.locator("#reveal").is_visible():
        expect(page.locator("#reveal")).to_be_focused()  # (as above: a task after the screen)
        page.keyboard.press("Enter")
    the_log_is_one_tab_stop(page)
    for item, dialog in (("#menu-rules", "#rules-dialog"), ("#menu-settings", "#settings-dialog")):
        escape_closes(page, "#menu-button", dialog, item)
    assert page.evaluate("window.__pointer") == 0, "no mouse or touch event at all"


def escape_closes(page: Page, opener: str, dialog: str, item: str = "") -> None:
    """``opener`` (then the menu's ``item``) opens ``dialog`` by the keyboard; Escape closes
    it and the focus is back on ``opener``."""
    focus_by_tab(page, opener)
    page.keyboard.press("Enter")
    if item:
        focus_by_tab(page, item)
        page.keyboard.press("Enter")
    assert page.evaluate(
        "(d) => document.querySelector(d)?.contains(document.activeElement)", dialog
    )
    page.keyboard.press("Escape")
    assert page.locator(dialog).count() == 0, f"Escape closes {dialog}"
    assert page.evaluate("(s) => document.activeElement.matches(s)", opener), page.evaluate(FOCUS)


def the_log_is_one_tab_stop(page: Page) -> None:
    """The log is one Tab stop; the arrows, Home and End move through its lines, and the
    board shows what the line with the focus is about, as pointing at it does."""
    lines = page.locator("#log li")
    count = lines.count()
    assert count > 8
    focus_by_tab(page, "#log li", back=True)
    assert lines.first.evaluate("(n) => n === document.activeElement"), "Tab reaches the newest"
    page.keyboard.press("Tab")
    assert not page.evaluate("document.getElementById('log').contains(document.activeElement)")
    focus_by_tab(page, "#log li", back=True)
    at = "() => [...document.activeElement.parentNode.children].indexOf(document.activeElement)"
    assert page.evaluate(at) == 0, page.evaluate(FOCUS)
    shown = []
    for k in range(1, count):  # (a random game: its newest lines may all be off the board)
        page.keyboard.press("ArrowDown")
        assert page.evaluate(at) == k
        shown.append(json.dumps(call(page, "pointed"), sort_keys=True))
    assert len(set(shown)) > 1 and any(s != "{}" for s in shown), shown
    page.keyboard.press("End")
    assert page.evaluate(at) == count - 1
    page.keyboard.press("ArrowUp")
    assert page.evaluate(at) == count - 2
    page.keyboard.press("Home")
    assert page.evaluate(at) == 0
    assert page.locator("#log [tabindex='0']").count() == 1


def test_screen_readers_get_the_board_choices_and_what_happened(page: Page, site_url: str) -> None:
    page.goto(site_url)
    wait_ready(page)
    page.locator("input[name=count][value='2']").check()
    page.click("#start-button")
    page.click("#reveal")
    tree = page.locator("#board").aria_snapshot()
    assert "places to choose" in tree and "application" in tree, tree
    assert page.locator("#say").get_attribute("aria-live") == "polite"
    assert "turn" in page.locator("#say").inner_text()
    focus_by_tab(page, "#board", back=True)
    page.keyboard.press("ArrowDown")
    assert page.locator("#say").inner_text().startswith("the ")


# ---- issue 30: focus after each keyboard action, and axe-core's checks ----

AXE = Path(build.NODE_MODULES) / "axe-core" / "axe.min.js"
FOCUS = """() => { const a = document.activeElement;
  return !a || a === document.body ? "body"
    : a.tagName.toLowerCase() + (a.id ? "#" + a.id : "") + " " + (a.className || "")
      + " " + (a.isConnected ? "" : "(removed)") + (a.textContent || "").slice(0, 40); }"""


SERIOUS = ("serious", "critical")


def axe_problems(page: Page, where: str, impacts: tuple[str, ...] = SERIOUS) -> list[str]:
    """axe-core's violations of ``impacts`` (serious and critical) on the page now, one line
    each."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # (an added <script> would be inline, which the page's CSP refuses; eval it allows)
        page.evaluate(f"window.eval({json.dumps(AXE.read_text())})")
    checked, found = page.evaluate(
        """async (impacts) => { const r = await axe.run(document);
          return [r.passes.length, r.violations
            .filter(v => impacts.includes(v.impact))
            .map(v => `${v.id} (${v.impact}): ${v.help}: `
                 + v.nodes.slice(0, 4).map(n => n.target.join(" ")).join(", "))]; }""",
        list(impacts),
    )
    assert checked > 10, f"axe-core checked {where}"
    return [f"{where}: {line}" for line in found]


def axe_wide_and_phone(page: Page, where: str) -> list[str]:
    """axe-core's violations of any impact on the page as it is and at a phone's 390x844 (a
    table that scrolls sideways there), the window's size then put back."""
    size, every = page.viewport_size, ("minor", "moderate", *SERIOUS)
    problems = axe_problems(page, where, every)
    page.set_viewport_size({"width": 390, "height": 844})
    problems += axe_problems(page, f"{where} on a phone", every)
    if size:
        page.set_viewport_size(size)
    return problems


def focus_kept(page: Page, what: str) -> None:
    """After a keyboard action the focus is on a control of the page, never <body>."""
    focused = page.evaluate(FOCUS)
    inside = page.evaluate("document.getElementById('game').contains(document.activeElement)")
    assert inside and "(removed)" not in focused, f"after {what}: focus on {focused}"


def press_on(page: Page, selector: str, key: str = "Space") -> None:
    """Focus a control as Tab would and press ``key`` on it."""
    page.locator(selector).first.focus()
    page.keyboard.press(key)


def eruption_by_keys(page: Page, rnd: random.Random) -> None:
    """One Eruption decision by the keyboard: on the board the arrows and Enter, else Pass
    or a trade button."""
    before = actions(page)
    if call(page, "ui")["targets"]:
        page.focus("#board")
        page.keyboard.press("ArrowRight")
        for _ in range(3):
            page.keyboard.press("Enter")
            focus_kept(page, "Enter on the board")
            if actions(page) > before:
                break
    else:
        press_on(page, "#actions button.pass:not([disabled]), #hand button.trade:not([disabled])")
    assert actions(page) > before


def terremoto_by_keys(page: Page, rnd: random.Random) -> None:
    """One Terremoto play by the keyboard: Space on each card (and the declared suit), then
    on Play; or End."""
    notation = choose_terremoto(page, rnd)
    words = notation.split()
    if notation == "end":
        press_on(page, "#tm-end")
        return
    if words[0] == "play":
        picks = [f"#tm-card-{words[1]}-0"]
    else:
        suit, cards, clones = words[1], int(words[2]), int(words[3])
        picks = [f"#tm-card-{suit}-{k}" for k in range(cards)]
        picks += [f"#tm-card-C-{k}" for k in range(clones)]
        picks += [] if cards else [f"#tm-declare-{suit}"]
    for selector in picks:
        press_on(page, selector)
        focus_kept(page, f"Space on {selector}")
    press_on(page, "#tm-play")
    assert hook(page, "record")["actions"][-1] == notation


def isola_by_keys(page: Page, rnd: random.Random) -> None:
    """One L'Isola decision by the keyboard: the arrows and Enter on the island, Space on
    the buttons."""
    notation = choose_isola(hook(page, "legal"), rnd)
    for step in isola_steps(notation):
        if step[0] in ISOLA_BOARD:
            key_to(page, step)
        else:
            press_on(page, isola_cmd(step))
        focus_kept(page, f"{step} of {notation}")
    assert hook(page, "record")["actions"][-1] == notation


BY_KEYS = {"eruption": eruption_by_keys, "terremoto": terremoto_by_keys, "isola": isola_by_keys}


@pytest.mark.parametrize("game", list(BY_KEYS))
def test_focus_stays_on_a_control_and_axe_finds_nothing_serious(
    page: Page, site_url: str, game: str
) -> None:
    """Start screen and a few decisions of each game by the keyboard: after every action the
    focus is on a control (not <body>), and axe-core finds no serious or critical problem
    on the start screen and on a turn."""
    page.goto(f"{site_url}?game={game}")
    wait_ready(page)
    problems = axe_problems(page, "start screen")
    start_seats(page, site_url, game, [("Ada", "human"), ("Bruno", "human")], query=f"?game={game}")
    rnd = random.Random(5)
    for decision in range(4):
        if page.locator("#reveal").is_visible():
            page.keyboard.press("Enter")
            focus_kept(page, "the pass screen")
        if decision == 1:
            problems += axe_problems(page, f"{game}, a turn")
        BY_KEYS[game](page, rnd)
        focus_kept(page, f"decision {decision}")
    assert not problems, "\n".join(problems)
