"""Every release reaches every player (issue 40): a returning player of each earlier release
(deploy/releases.txt, built from the repository's history by tests/e2e/releases.py) keeps
every save when the site is replaced by this build at the same origin, served with the
site's own headers (deploy/_headers: /vendor/ cached for good).

On the release: its service worker installs, a game of each game is opened by a link its own
code made (each becomes a saved game) and the last one stays on screen. Then this build is
deployed in its place; the open tab's browser checks for an update (as it does on a
navigation), shows the update prompt, and its Reload opens this build: the game on screen
comes back, every save is listed and resumes at the same number of actions, and after that
the game plays offline."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

import build
from tests.e2e import releases
from tests.e2e.conftest import check_page, guarded_page, run_folder, wait_ready
from tests.e2e.game_driver import call, hook, menu, reveal

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(params=releases.commits())
def release(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def release_site(release: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    """The release's built site and its links, once its background build is done."""
    return built(release, tmp_path_factory)


def built(release: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    out = releases.folder(run_folder(tmp_path_factory), release)
    deadline = time.monotonic() + 900
    while not (out / "site").is_dir():
        if (out / "missing").exists():
            pytest.fail(
                f"release {release} is not in this clone's history (a shallow clone?): the "
                "upgrade from it cannot be tested; `git fetch --unshallow` brings it"
            )
        if (out / "failed").exists() or time.monotonic() > deadline:
            log = (out / "build.log").read_text()[-3000:] if (out / "build.log").exists() else ""
            failed = (out / "failed").read_text() if (out / "failed").exists() else "timeout"
            pytest.fail(f"release {release} could not be built: {failed}\n{log}")
        time.sleep(0.5)
    return out / "site", json.loads((out / "links.json").read_text())


@pytest.fixture
def origin(release_site: tuple[Path, dict]) -> Iterator[build.SiteServer]:
    """One origin serving the release; deploying a new build is replacing its folder."""
    server = build.make_server(release_site[0], 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join()


def saves_stored(page: Page) -> int:
    return int(page.evaluate("volcanoSaves.count()"))


def test_no_release_is_served_other_content_under_a_url_kept_for_good(
    release_site: tuple[Path, dict], site_dir: Path
) -> None:
    """Every URL this build serves for good is named by its content, and holds what it held
    in the release, if the release had it."""
    assert build.unnamed_immutable(site_dir) == []
    before, after = build.immutable_files(release_site[0]), build.immutable_files(site_dir)
    assert build.changed_immutable(before, after) == []


def test_the_check_would_have_refused_the_release_that_broke_its_players(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """8e4e61e served a new standard library (with urllib) under 9d156d1's URL: the returning
    players' browsers kept the old one ("No module named 'urllib'")."""
    first, second = (built(commit, tmp_path_factory)[0] for commit in ("9d156d1", "8e4e61e"))
    changed = build.changed_immutable(build.immutable_files(first), build.immutable_files(second))
    assert "vendor/pyodide-314.0.7/python_stdlib.zip" in changed


def test_a_returning_player_keeps_every_save_and_the_open_game(
    browser: Browser,
    release: str,
    release_site: tuple[Path, dict],
    origin: build.SiteServer,
    site_dir: Path,
    request: pytest.FixtureRequest,
) -> None:
    links = release_site[1]
    url = f"http://127.0.0.1:{origin.server_port}/"
    context, page, outside, errors = guarded_page(browser)
    try:
        # a player of the release: its worker caches the site, a game of each game is saved
        page.goto(url)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        for count, (game, link) in enumerate(links.items(), 1):
            page.evaluate("(fragment) => { location.hash = fragment; }", link["fragment"])
            deadline = time.monotonic() + 30
            while saves_stored(page) < count:  # (the autosave lands a moment after the link)
                assert time.monotonic() < deadline, f"the link's game was not saved: {game}"
                page.wait_for_timeout(100)
        assert saves_stored(page) == len(links)
        open_game = list(links)[-1]
        assert page.locator("#game").is_visible(), "the last game stays on screen"

        # this build replaces the release at the same origin; the browser checks for an update
        origin.folder = site_dir
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        banner = page.locator("#update")
        banner.wait_for(state="visible", timeout=90_000)
        with page.expect_navigation(timeout=30_000):
            banner.locator("button").click()
        wait_ready(page)
        problem = page.locator("#notice")
        assert not (problem.is_visible() and "wrong" in problem.inner_text()), problem.inner_text()
        build_id = page.evaluate("document.documentElement.dataset.build")
        assert build_id, "this build runs (its build id is on the page)"

        # the game that was on screen is open again, at the same number of actions
        page.locator("#game").wait_for(state="visible", timeout=20_000)
        record = hook(page, "record")
        assert record["game"] == open_game
        assert len(record["actions"]) == links[open_game]["actions"]
        reveal(page)
        menu(page, "#menu-settings")  # a player can say which version they have
        assert build_id in page.locator("#settings-dialog").inner_text()
        page.keyboard.press("Escape")

        # every save listed, each resumes at the same number of actions
        page.goto(url)
        wait_ready(page)
        rows = page.locator("#saved li.save")
        rows.first.wait_for(timeout=20_000)
        assert rows.count() == len(links), page.locator("#saved").inner_text()
        for index in range(len(links)):
            page.locator("#saved li.save").nth(index).locator("button.primary").click()
            page.locator("#game").wait_for(state="visible", timeout=20_000)
            record = hook(page, "record")
            assert len(record["actions"]) == links[record["game"]]["actions"], record["game"]
            page.goto(url)
            wait_ready(page)
            page.locator("#saved li.save").first.wait_for(timeout=20_000)

        # offline after the update: the page comes from the new worker's cache and plays
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.build") == build_id
        page.locator("#saved li.save").first.locator("button.primary").click()
        page.locator("#game").wait_for(state="visible", timeout=20_000)
        before = len(hook(page, "record")["actions"])
        reveal(page)
        assert call(page, "act", hook(page, "legal")[0]), "a move offline"
        assert len(hook(page, "record")["actions"]) == before + 1
        context.set_offline(False)
        check_page(page, request, outside, errors)
    finally:
        context.close()
