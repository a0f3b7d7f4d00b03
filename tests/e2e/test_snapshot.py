"""The interpreter's memory snapshot in Chromium (static/snapshot.mjs): made on the first visit,
never beside the computer players' worker, restored by the page on the next (that worker
starts normally and plays beside it), and a normal start-up, silent and then repaired,
whenever the stored one is bad or storage is blocked.

`<html data-snapshot>` says what the page did ("none", "restored"; "made" once the one-off
worker stored one), `data-snapshot-reason` why.
Every page here fails its test on console errors, page errors and requests leaving 127.0.0.1.
"""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Worker

import build
from game.agents import make_agent
from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.eruption import ERUPTION as G
from game.ui import computer

from .conftest import CHROMIUM, CHROMIUM_ARGS, CONTEXT, record_outside, wait_ready
from .game_driver import hook, menu, open_record, play_moves, reveal

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # (started early: tests/conftest.py)

MAKE_TIMEOUT_MS = 60_000
DATASET = "Object.assign({}, document.documentElement.dataset)"


# Warnings that are not the snapshot's: the browser's note when a slow start-up (a loaded
# machine) reads a preloaded file (main.py) more than a few seconds after the load event, and
# the saved games' note that blocked storage leaves them in memory (storage-fallback.js).
OTHER_WARNINGS = ("was preloaded using link preload but not used within", "is not available here")


def watch(page: Page, problems: list[str]) -> Page:
    """Collect console errors and warnings (a snapshot's troubles go to console.debug only)
    and uncaught errors."""

    def console(m: ConsoleMessage) -> None:
        if m.type == "error" or (
            m.type == "warning" and not any(w in m.text for w in OTHER_WARNINGS)
        ):
            problems.append(f"console {m.type} {m.text}")

    page.on("console", console)
    page.on("pageerror", lambda e: problems.append(f"pageerror {e}"))
    return page


def guard(context: BrowserContext, problems: list[str]) -> BrowserContext:
    record_outside(context, problems)
    return context


@pytest.fixture(scope="module")
def visits(browser: Browser) -> Iterator[tuple[BrowserContext, list[str]]]:
    """One browser profile (its Cache Storage lives as long as the context) for the tests of
    this module, in order: each visit is a new page in it. Fails on any problem collected."""
    problems: list[str] = []
    context = guard(browser.new_context(**CONTEXT), problems)
    yield context, problems
    context.close()
    assert not problems, problems


def visit(context: BrowserContext, problems: list[str], url: str) -> Page:
    """A new visit: close the other pages, open ``url``, wait until Python is ready."""
    for old in context.pages:
        old.close()
    page = watch(context.new_page(), problems)
    page.goto(url)
    wait_ready(page)
    return page


def dataset(page: Page) -> dict[str, str]:
    return page.evaluate(DATASET)


def wait_made(page: Page) -> None:
    page.wait_for_function(
        "document.documentElement.dataset.snapshot === 'made'", timeout=MAKE_TIMEOUT_MS
    )


def sample_record(actions: int = 12) -> Record:
    """A game of three computer seats, decided under CPython."""
    config = {"players": [{"name": f"P{k}"} for k in range(3)], "options": []}
    state, done = G.new_game(config, 4242), []
    agents = [make_agent(level, G, 7) for level in ("easy", "medium", "hard")]
    for _ in range(actions):
        seat = G.to_move(state)
        action = agents[seat].choose(G.view(state, seat), G.legal_actions(state))
        done.append(str(action))
        state = G.apply(state, action)
    return Record("eruption", config, 4242, done)


def check_plays_like_cpython(page: Page, site_url: str) -> None:
    """The page's Python and the worker's give exactly CPython's results: a link replays to
    the same state, the computer players' worker picks the same actions."""
    record = sample_record()
    open_record(page, site_url, record)  # (the watch game on screen is not the link's)
    assert hook(page, "state_hash") == state_hash(G, replay(G, record))
    state = replay(G, record)
    seat = G.to_move(state)
    legal = [str(a) for a in G.legal_actions(state)]
    for level in ("easy", "medium", "hard"):
        request = json.dumps(computer.make_request(G.view(state, seat), legal, level, 99, 40))
        got = page.evaluate("(r) => volcanoAI.ask(r)", request)
        assert got["action"] == json.loads(computer.answer(request))["action"], level


def start_watch_game(page: Page) -> None:
    """Watch mode (every seat a computer): moves arrive from the worker."""
    page.locator("input[name=count][value='3']").check()
    page.click("#watch-button")
    page.wait_for_function(
        "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
    )
    page.wait_for_function("volcanoTest.record().actions.length >= 3", timeout=60_000, polling=100)


def test_second_visit_restores_and_plays(visits: tuple[BrowserContext, list[str]], site_url: str):
    context, problems = visits
    first = visit(context, problems, site_url)
    assert dataset(first)["snapshot"] == "none"
    assert dataset(first)["snapshotReason"] == "missing"
    wait_made(first)
    assert int(dataset(first)["snapshotMade"]) > 10_000_000  # the interpreter's whole memory

    second = visit(context, problems, site_url)
    data = dataset(second)
    assert (data["snapshot"], data["snapshotReason"]) == ("restored", "found"), data
    # the start screen is Python's: enabled, in the page's language, saved games listed
    assert second.locator("#start-button").is_enabled()
    assert second.locator("#start-button").inner_text() == "Start game"
    start_watch_game(second)
    assert not second.locator("#notice").is_visible()

    # the page stays restored-from-snapshot and gives CPython's results, page and worker
    check_plays_like_cpython(second, site_url)
    assert dataset(second)["snapshot"] == "restored"

    # in another language, with the game just played offered on the start screen
    third = visit(context, problems, site_url + "?lang=it")
    assert dataset(third)["snapshot"] == "restored"
    assert third.locator("#start-button").inner_text() == "Inizia la partita"
    third.locator("#saved li.save").first.wait_for(timeout=10_000)


# Rewrites the stored snapshot: "corrupt" flips bytes in the middle (its digest no longer
# matches), "stale" gives it another build's key, "failed" makes a well-formed snapshot (magic
# number, digest) of another Pyodide build, which Pyodide itself refuses while restoring.
TAMPER = """async (how) => {
  const cache = await caches.open("volcano-snapshot:" + new URL(".", location.href).href);
  const url = new URL("./__snapshot__", location.href).href;
  const old = await cache.match(url);
  const headers = new Headers(old.headers);
  let bytes = new Uint8Array(await old.arrayBuffer());
  if (how === "corrupt") {
    for (let i = 0; i < 4096; i++) bytes[(bytes.length >> 1) + i] ^= 0x5a;
  } else if (how === "stale") {
    headers.set("X-Snapshot-Key", "an-older-build");
  } else if (how === "failed") {
    const words = new Uint32Array(bytes.buffer, 0, 12);
    words[4] ^= 0xffffffff;  // the build id Pyodide checks
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    headers.set("X-Snapshot-Digest",
                Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join(""));
  }
  await cache.put(url, new Response(bytes, { headers }));
}"""


def test_bad_snapshot_falls_back_and_is_replaced_then_given_up(
    visits: tuple[BrowserContext, list[str]], site_url: str
) -> None:
    """Starting from the snapshot the test above stored: each kind of bad entry gives a
    normal start-up that works, then a new snapshot, restored on the next visit. A snapshot
    of this very build that Pyodide refuses twice is not made again for this build in this
    browser: later visits start normally, without the one-off maker."""
    context, problems = visits
    page = visit(context, problems, site_url)
    if dataset(page)["snapshot"] != "restored":  # run on its own
        wait_made(page)
        page = visit(context, problems, site_url)
    assert dataset(page)["snapshot"] == "restored"
    for how in ("corrupt", "stale", "failed"):
        page.evaluate(TAMPER, how)
        page = visit(context, problems, site_url)
        data = dataset(page)
        assert (data["snapshot"], data["snapshotReason"]) == ("none", how), data
        page.click("#start-button")  # a normal start-up: the game works
        page.wait_for_function(
            "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
        )
        assert hook(page, "legal")
        wait_made(page)  # replaced (after "failed", carrying the count of one failure)

    page = visit(context, problems, site_url)
    assert dataset(page)["snapshot"] == "restored"
    page.evaluate("volcanoAI.start()")
    page.wait_for_function("document.documentElement.dataset.ai === 'ready'", timeout=60_000)

    page.evaluate(TAMPER, "failed")  # the second failure of this build's snapshot
    page = visit(context, problems, site_url)
    data = dataset(page)
    assert (data["snapshot"], data["snapshotReason"]) == ("none", "failed"), data
    page.wait_for_function("document.documentElement.dataset.snapshotMade", timeout=60_000)
    assert dataset(page)["snapshotMade"] == "given-up"

    page = visit(context, problems, site_url)
    data = dataset(page)
    assert (data["snapshot"], data["snapshotReason"]) == ("none", "given-up"), data
    start_watch_game(page)  # the computer players' worker plays
    page.wait_for_timeout(3000)  # no snapshot is even attempted
    assert "snapshotMade" not in dataset(page)


def track_workers(page: Page) -> dict[str, int]:
    """How many Web Workers the page has now, and the most it had at once."""
    count = {"alive": 0, "most": 0}

    def opened(worker: Worker) -> None:
        count["alive"] += 1
        count["most"] = max(count["most"], count["alive"])
        worker.on("close", lambda _: count.update(alive=count["alive"] - 1))

    page.on("worker", opened)
    return count


def wait_for_the_maker(page: Page, workers: dict[str, int]) -> None:
    """A first visit with no computer seat: the one worker that starts is the snapshot's."""
    page.wait_for_function("document.documentElement.dataset.snapshot === 'none'")
    deadline = 200
    while workers["alive"] == 0 and deadline:
        page.wait_for_timeout(100)
        deadline -= 1
    assert workers["alive"] == 1 and "ai" not in dataset(page), workers


def test_the_snapshot_is_never_made_beside_the_computer_players(
    browser: Browser, site_url: str
) -> None:
    """#14 (page + worker under 250 MB): one background interpreter at a time, the computer
    players first. A seat set to Computer while the snapshot is being made starts their worker
    once it is stored; a game with computer players that opens meanwhile stops the maker at
    once (the next visit makes the snapshot)."""
    for opens in (False, True):
        problems: list[str] = []
        context = guard(browser.new_context(**CONTEXT), problems)
        try:
            page = watch(context.new_page(), problems)
            workers = track_workers(page)
            page.goto(site_url)
            wait_ready(page)
            wait_for_the_maker(page, workers)
            if not opens:
                page.select_option("#kind-2", "hard")
                wait_made(page)
            else:
                start_watch_game(page)
                page.wait_for_function("document.documentElement.dataset.snapshotMade")
                assert dataset(page)["snapshotMade"] == "yielded"
            page.wait_for_function("document.documentElement.dataset.ai === 'ready'")
            page.wait_for_timeout(500)
            # (a maker stopped for the computer players may close just after theirs starts)
            assert workers["alive"] == 1 and workers["most"] <= 1 + opens, workers

            page = visit(context, problems, site_url)  # made on the visit after a yield
            data = dataset(page)
            got = (data["snapshot"], data["snapshotReason"])
            # a maker that had just stored its snapshot when the computers came is stopped
            # all the same: the next visit restores what it stored
            assert got in (
                [("none", "missing"), ("restored", "found")] if opens else [("restored", "found")]
            ), data
            if got[0] == "none":
                wait_made(page)
        finally:
            context.close()
        assert not problems, problems


def test_offline_after_first_visit_restores(browser: Browser, site_dir: Path) -> None:
    """The service worker keeps the site and leaves the snapshot's cache alone: offline (the
    site's server gone too), the next visit restores the page from the snapshot and plays: a
    person's moves by clicks, then the computer players' worker."""
    server = build.make_server(site_dir, 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_port}/"
    problems: list[str] = []
    context = guard(browser.new_context(**CONTEXT), problems)
    try:
        page = visit(context, problems, url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        wait_made(page)
        server.shutdown()
        server.server_close()
        thread.join()
        context.set_offline(True)
        page = visit(context, problems, url)
        assert page.evaluate("navigator.onLine") is False
        data = dataset(page)
        assert (data["snapshot"], data["snapshotReason"]) == ("restored", "found"), data
        page.click("#start-button")
        page.wait_for_function("document.documentElement.dataset.phase !== undefined")
        play_moves(page, 6, random.Random(1))
        assert len(hook(page, "record")["actions"]) >= 5
        reveal(page)
        menu(page, "#menu-new")
        start_watch_game(page)
    finally:
        context.close()
    assert not problems, problems


@pytest.fixture
def blocked(browser: Browser, tmp_path: Path) -> Iterator[tuple[BrowserContext, list[str]]]:
    """A browser whose user blocks every site's data (cookies and site storage): Cache
    Storage, IndexedDB and localStorage all refuse."""
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    prefs = {"profile": {"default_content_setting_values": {"cookies": 2}}}
    (profile / "Default" / "Preferences").write_text(json.dumps(prefs))
    problems: list[str] = []
    context = browser.browser_type.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
    )
    yield guard(context, problems), problems
    context.close()
    assert not problems, problems


def test_storage_blocked_starts_normally(
    blocked: tuple[BrowserContext, list[str]], site_url: str
) -> None:
    context, problems = blocked
    page = visit(context, problems, site_url)
    assert page.evaluate("caches.open('x').then(() => 'open', () => 'refused')") == "refused"
    data = dataset(page)
    assert (data["snapshot"], data["snapshotReason"]) == ("none", "denied"), data
    start_watch_game(page)  # the computer players' worker plays
    page.wait_for_timeout(3000)  # no snapshot is even attempted
    assert "snapshotMade" not in dataset(page)


def test_build_names_the_snapshot(site_dir: Path) -> None:
    """The page carries the snapshot's key; PyScript loads the interpreter through the
    snapshot's module."""
    html = (site_dir / "index.html").read_text()
    key = html.split('data-snapshot-key="')[1].split('"')[0]
    assert len(key) == 24 and all(c in "0123456789abcdef" for c in key)
    config = json.loads((site_dir / "pyscript.json").read_text())
    assert config["interpreter"].startswith("./static/pyodide-snapshot.mjs?v=")


# A snapshot shaped like an interpreter's (snapshot.mjs pack, unpack, restoreHook): a header,
# then a memory image with zero pages; the new memory is not all zero where the image is (a
# static variable the program set to zero after start-up).
ROUND_TRIP = """async () => {
  const { pack, unpack, restoreHook } = await import("./snapshot.mjs");
  const start = 4096 + 48;  // where Pyodide's header says the image starts
  const length = (1 << 24) + 4096 * 3;
  const snap = new Uint8Array(start + length);
  const words = new Uint32Array(snap.buffer, 0, 2);
  words[0] = 1886286592;
  words[1] = start;
  snap.fill(3, 8, start);
  for (let i = 0; i < length; i += 4096 * 7) snap[start + i + (i % 4093)] = 1 + (i % 200);
  snap[start + length - 1] = 9;
  const packed = pack(snap);
  const unpacked = unpack(packed);
  const header = unpacked.subarray(0, start).every((b, i) => b === snap[i]);
  const memory = new Int8Array(length + 65536);
  memory[4096 * 15 + 100] = 42;  // zero in the image, not in the new memory
  memory[length + 10] = 7;  // beyond the image: left alone
  const plain = Int8Array.prototype.set;
  const unwrap = restoreHook();
  memory.set(unpacked.subarray(start));  // what Pyodide does
  const took = Int8Array.prototype.set === plain;  // the hook put the usual copy back
  unwrap();
  const image = snap.subarray(start);
  let differ = memory[length + 10] === 7 ? 0 : 1;
  for (let i = 0; i < length; i++) if ((memory[i] & 255) !== image[i]) differ++;
  return {
    ratio: packed.length / snap.length, header, took, differ,
    zeroInImage: image[4096 * 15 + 100], broken: unpack(packed.slice(0, packed.length - 1)),
  };
}"""


def test_a_snapshot_is_kept_without_its_zero_pages_and_restored_exactly(
    browser: Browser, site_url: str
) -> None:
    """The stored snapshot leaves out the memory's zero pages; a restore gives back the
    snapshot's memory byte for byte, writing those the new memory has non-zero; an entry cut
    short is not taken for a snapshot."""
    page = browser.new_page()
    page.goto(site_url + "static/pyodide-snapshot.mjs")
    result = page.evaluate(ROUND_TRIP)
    page.close()
    assert result["ratio"] < 0.2  # one block in 7 is not zero
    assert result["header"] and result["took"] and result["zeroInImage"] == 0
    assert result["differ"] == 0
    assert result["broken"] is None
