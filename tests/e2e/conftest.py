"""Fixtures for the browser end-to-end tests (Playwright, sync API, Debian's chromium).

- `site_url` (session): runs `python build.py` once per run (into a temporary folder, so a
  build or server running beside the tests is left alone; parallel test processes share it;
  started in the background as soon as the tests are collected) and serves it from a
  threaded stdlib server on 127.0.0.1 (free port, in-process thread).
- `browser` (session): headless /usr/bin/chromium; Playwright's own browser downloads are
  never used (`playwright install` cannot work on these machines).
- `page`: a fresh context that records every request leaving 127.0.0.1, and
  collects console errors; at teardown it fails the test if any outside request or
  unexpected console error happened, and a failed test leaves a screenshot in
  tests/e2e/artifacts/.
- `shared_page`: the same, one page for the tests of a module that use it (checked after
  each), for tests that would otherwise each start the page, or open a game, anew.
- `peer_server` (module): the npm `peer` server on 127.0.0.1, stopped and started at will;
  `peerjs_site` (module): the test build as `build.py --peerjs <that server>` makes it.
"""

from __future__ import annotations

import fcntl
import html
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

import build
from tests.e2e.camera_driver import film

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = "/usr/bin/chromium"
PLAIN_CHROMIUM_ARGS = [  # how the benchmarks start it: compiled as for a player
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
# The tests' browser compiles WebAssembly with V8's baseline compiler only: the suite is
# CPU-bound and starts a few hundred interpreters, each in a fresh context, and optimising
# them took a third of each start's CPU (3.2 -> 2.2 CPU-s; the suite 602-620 -> 533 s on two
# cores). Python then runs slower, so a test that only passes on a fast page fails here first.
CHROMIUM_ARGS = [*PLAIN_CHROMIUM_ARGS, "--js-flags=--liftoff-only"]

# A test's browser context, unless it asks otherwise: a desktop window, and reduced motion (the
# system setting the site honours). A test about motion asks for it (``MOTION``): each hex
# board's (test_game_play's two-player game, test_isola's hotseat game), Terremoto's cards, the
# phone layout while things move. Elsewhere motion was only drawn, at every frame: a whole game
# against two computers took 21.8 CPU-s with it, 13.4 without.
CONTEXT: dict[str, Any] = {"viewport": {"width": 1200, "height": 900}, "reduced_motion": "reduce"}
MOTION: dict[str, Any] = {"reduced_motion": "no-preference"}
# Console errors known to be harmless; anything else fails the test.
HARMLESS_CONSOLE_ERRORS: tuple[re.Pattern[str], ...] = ()
READY_TIMEOUT_MS = 60_000


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[Any]:
    """Each phase's report on the test item (``rep_call``...), for the teardown to read."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


# Builds the test site into <run folder>/site, atomically (a half-made build is never seen
# there); a failure leaves site.failed, the build's output in site.log.
BUILD_SCRIPT = """
import pathlib, subprocess, sys, tempfile
root = pathlib.Path(sys.argv[1])
building = pathlib.Path(tempfile.mkdtemp(prefix="site-", dir=root))
made = subprocess.run([sys.executable, "build.py", "--out", str(building), "--test-hooks"])
if made.returncode:
    (root / "site.failed").write_text(str(made.returncode))
else:
    building.rename(root / "site")
"""


def run_folder(factory: pytest.TempPathFactory) -> Path:
    """The run's temporary folder, shared by its test processes (pytest-xdist)."""
    root = factory.getbasetemp()
    return root.parent if os.environ.get("PYTEST_XDIST_WORKER") else root


def start_once(root: Path, name: str, command: list[str]) -> None:
    """Start ``command`` in the background, its output in root/<name>.log, unless a process of
    this run already has."""
    with (root / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (root / f"{name}.log").exists():
            return
        with (root / f"{name}.log").open("w") as log:
            subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)


def start_site_build(root: Path) -> None:
    """Start the test build in the background, unless a process of this run already has."""
    start_once(root, "site", [sys.executable, "-c", BUILD_SCRIPT, str(root)])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A run with browser tests starts building the site at once, and one with upgrade tests
    the earlier releases after it: the tests without a browser (run first, tests/conftest.py)
    go on meanwhile."""
    factory = getattr(config, "_tmp_path_factory", None)
    if factory is not None and any(item.get_closest_marker("browser") for item in items):
        start_site_build(run_folder(factory))
        if any("release" in getattr(item, "fixturenames", ()) for item in items):
            # the earlier releases, after the test site (tests/e2e/releases.py)
            command = [sys.executable, "-m", "tests.e2e.releases", str(run_folder(factory))]
            start_once(run_folder(factory), "releases", command)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test build, made once per run (parallel test processes share it)."""
    root = run_folder(tmp_path_factory)
    start_site_build(root)
    deadline = time.monotonic() + 600
    while not (root / "site" / "index.html").is_file():
        if (root / "site.failed").exists() or time.monotonic() > deadline:
            pytest.fail("the test build failed:\n" + (root / "site.log").read_text()[-3000:])
        time.sleep(0.2)
    return root / "site"


@contextmanager
def served(folder: Path) -> Iterator[str]:
    """A built site in ``folder`` served on 127.0.0.1 (as ``build.py serve`` does); its URL."""
    server = build.make_server(folder, 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    with served(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} not found: `python test.py` installs it (Debian, as root)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob") or parts.hostname == "127.0.0.1"


def record_outside(
    context: BrowserContext, outside: list[str], allow: Callable[[str], bool] = is_local
) -> None:
    """Record in ``outside`` every request of ``context`` (its pages and their workers) to
    an address ``allow`` refuses: the test fails on it. (Watched, not intercepted: routing
    every request through the test cost 0.2 CPU-s per page load and turned the HTTP cache
    off.)"""
    context.on("request", lambda request: allow(request.url) or outside.append(request.url))


def guarded_page(
    browser: Browser, **options: Any
) -> tuple[BrowserContext, Page, list[str], list[str]]:
    """A fresh context (``CONTEXT``, or as ``options`` say) and page that record every
    request leaving 127.0.0.1 and collect console errors: (context, page, outside requests,
    errors); `check_page` checks them."""
    context = browser.new_context(**{**CONTEXT, **options})
    outside: list[str] = []
    record_outside(context, outside)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    return context, page, outside, errors


def check_page(
    page: Page, request: pytest.FixtureRequest, outside: list[str], errors: list[str]
) -> None:
    """Fail on what went wrong; a test that failed leaves a screenshot of ``page`` named
    after it."""
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    assert not outside, f"requests outside 127.0.0.1: {outside}"
    unexpected = [e for e in errors if not any(p.search(e) for p in HARMLESS_CONSOLE_ERRORS)]
    assert not unexpected, f"console errors: {unexpected}"


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context, page, outside, errors = guarded_page(browser)
    yield page
    try:
        check_page(page, request, outside, errors)
    finally:
        context.close()


@pytest.fixture(scope="module")
def _module_page(browser: Browser) -> Iterator[tuple[Page, list[str], list[str]]]:
    context, page, outside, errors = guarded_page(browser)
    yield page, outside, errors
    context.close()


@pytest.fixture
def shared_page(
    _module_page: tuple[Page, list[str], list[str]], request: pytest.FixtureRequest
) -> Iterator[Page]:
    """Like `page`, but one page for all the tests of a module that use it, in their order:
    each goes on from where the previous one left it, so that they pay for the page's start
    (and a game's opening) once. Each must still pass alone (``-k``): it opens what it needs
    when the page does not have it yet. Checked after each test like `page`."""
    page, outside, errors = _module_page
    yield page
    seen_outside, seen_errors = outside[:], errors[:]
    outside.clear()
    errors.clear()
    check_page(page, request, seen_outside, seen_errors)


def wait_ready(page: Page) -> None:
    page.wait_for_function(
        "document.documentElement.dataset.ready === 'true'",
        timeout=READY_TIMEOUT_MS,
        polling="raf",
    )


# --- a PeerJS server, as a site's owner may run one (tests/e2e/test_net.py, test_oneclick.py) ---


class PeerServer:
    """The npm `peer` server (pinned in package.json) on 127.0.0.1; `stop()` and `start()`
    drop it and bring it back on the same port, as a server that restarts."""

    def __init__(self) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        script = build.NODE_MODULES / "peer" / "dist" / "bin" / "peerjs.js"
        # offers to an unknown name expire after 1 s (PeerJS's default: 5 s)
        command = [
            *("node", str(script), "--host", "127.0.0.1", "--port", str(self.port)),
            *("--expire_timeout", "1000"),
        ]
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the PeerJS server stopped at once: {command}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"the PeerJS server did not listen within 15 s: {command}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()  # it waits for its clients to leave after a SIGTERM
            self.process.wait()
            self.process = None


@pytest.fixture(scope="module")
def peer_server() -> Iterator[PeerServer]:
    build.ensure_runtime()  # the server is one of the pinned npm packages
    server = PeerServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def peerjs_site(
    site_dir: Path, peer_server: PeerServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Path, str]]:
    """The test build as `build.py --peerjs <the local server>` makes it (by build.py's own
    steps, on a copy: a second build took 13-20 s), and its URL."""
    folder = tmp_path_factory.mktemp("peerjs") / "site"
    shutil.copytree(site_dir, folder)
    page = folder / "index.html"
    setting = html.escape(build.net_setup(folder, [], peer_server.url), quote=True)
    text, count = re.subn(r"data-net='[^']*'", f"data-net='{setting}'", page.read_text())
    assert count == 1
    page.write_text(build.connect_sources(text, peer_server.url))
    headers = folder / "_headers"
    headers.write_text(build.connect_sources(headers.read_text(), peer_server.url))
    for twin in folder.glob("index.html.*"):  # served before index.html when present
        twin.unlink()
    with served(folder) as url:
        yield folder, url


@pytest.fixture(scope="module")
def camera(
    browser: Browser, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Browser, Path]]:
    """A Chromium whose cameras film the Y4M file returned (camera_driver.show_to_camera
    changes the view): one per test module that asks for it."""
    video = tmp_path_factory.mktemp("camera") / "camera.y4m"
    film(video, None)
    fake = [
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}",
    ]
    launched = browser.browser_type.launch(
        executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, *fake]
    )
    yield launched, video
    launched.close()
