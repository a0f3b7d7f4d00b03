"""Adding a game touches its own folders only (issue 28), in the browser: the site built from
a copy of this tree with Cinders (tests/extra_game/) put in its folders, game/cinders/ and
game/ui/cinders/, and one line added to each registry; nothing else changes. Cinders is
chosen on the start screen, played, resumed after a reload, opened from a link and played to
its end screen. The CPython half is tests/test_extra_game.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from game.core import links
from game.core.record import Record

from .conftest import ROOT, served, wait_ready
from .game_driver import hook, menu, start_seats

pytestmark = pytest.mark.browser

EXTRA = ROOT / "tests" / "extra_game"
REGISTRY_LINES = {  # file: (a line of it, the line Cinders adds after it)
    "game/core/registry.py": (
        '    "isola": "game.isola:ISOLA",',
        '    "cinders": "game.cinders:CINDERS",',
    ),
    "game/ui/frontend.py": (
        '    "isola": "game.ui.isola.front:FRONT_END",',
        '    "cinders": "game.ui.cinders.front:FRONT_END",',
    ),
}


@pytest.fixture(scope="module")
def cinders_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site with Cinders added, built (test hooks on) and served."""
    tree = tmp_path_factory.mktemp("tree")
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    for name in listed:
        source = ROOT / name
        if name.startswith("docs/") or not source.is_file():
            continue
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, tree / name)
    (tree / "node_modules").symlink_to(ROOT / "node_modules")
    shutil.copytree(EXTRA / "cinders", tree / "game" / "cinders")
    shutil.copytree(EXTRA / "ui_cinders", tree / "game" / "ui" / "cinders")
    for name, (after, line) in REGISTRY_LINES.items():
        path = tree / name
        text = path.read_text()
        assert after in text, f"{name} no longer has {after!r}"
        path.write_text(text.replace(after, f"{after}\n{line}", 1))
    site = tree / "site"
    subprocess.run(
        [sys.executable, "build.py", "--out", str(site), "--test-hooks"], cwd=tree, check=True
    )
    with served(site) as url:
        yield url


def take(page: Page, n: int) -> None:
    before = len(hook(page, "record")["actions"])
    page.locator("#actions button.take", has_text=f"Take {n}").click()
    page.wait_for_function(f"volcanoTest.record().actions.length === {before + 1}")


def heap(page: Page) -> str:
    return str(page.locator("#cinders-heap").get_attribute("aria-label"))


def test_a_game_added_in_its_own_folders_is_played_through_the_shell(
    page: Page, cinders_url: str, tmp_path: Path
) -> None:
    start_seats(page, cinders_url, "cinders", [("Ada", "human"), ("Bruno", "human")], ("short",))
    assert heap(page) == "9 cinders left"  # C1, the short heap
    take(page, 1)  # C2
    take(page, 3)
    expect(page.locator("#log li").first).to_have_text("Bruno takes 3 cinders.")
    assert heap(page) == "5 cinders left"

    page.reload()  # the autosave: Resume from the start screen's list
    wait_ready(page)
    page.locator("#saved li.save", has_text="Ada").locator("button", has_text="Resume").click()
    expect(page.locator("#cinders-heap")).to_have_attribute("aria-label", "5 cinders left")

    record = Record.from_data(hook(page, "record"))
    other = page.context.new_page()  # a link to the game, opened in another tab
    other.goto(cinders_url + "#" + links.game_fragment(record))
    wait_ready(other)
    expect(other.locator("#cinders-heap")).to_have_attribute("aria-label", "5 cinders left")
    other.close()

    take(page, 2)
    take(page, 3)  # C3: Bruno takes the last cinder
    page.locator("#end-h").wait_for(timeout=20_000)
    expect(page.locator(".ranking tr.first")).to_contain_text("Bruno")
    expect(page.locator("#log li").first).to_have_text("Bruno takes the last cinder and wins.")
    page.click("#overlay [data-cmd*=show_board]")
    menu(page, "#menu-rules")  # the menu's rules come from the game's front end
    expect(page.locator("#rules-dialog")).to_contain_text("Who takes the last wins.")
