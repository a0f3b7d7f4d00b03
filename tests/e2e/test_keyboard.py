"""Everyone can play (issue 11): a game played from the start screen with the keyboard alone,
and what a screen reader gets (Chromium's accessibility tree and the live region)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .conftest import wait_ready
from .game_driver import hook

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
            assert page.evaluate("document.activeElement.id") == "reveal"
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
    assert page.evaluate("window.__pointer") == 0, "no mouse or touch event at all"


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
