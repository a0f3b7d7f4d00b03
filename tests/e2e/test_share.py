"""Share, save, undo, replay, embed and bad input, in Chromium (offline after a first visit:
test_snapshot.py, where the page also restores its snapshot offline).

Every page here fails its test on a JavaScript dialog (XSS payloads are used as names), on a
request leaving 127.0.0.1 and on console errors.
"""

from __future__ import annotations

import json
import random
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

import build
from game.core import links
from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.eruption import ERUPTION as G
from game.terremoto import TERREMOTO as T

from .conftest import CONTEXT, is_local, record_outside, wait_ready
from .game_driver import hook, menu, perform, play_moves, reveal, start_game
from .terremoto_driver import perform as perform_terremoto
from .test_nothing_lost import CROSS_HOST

pytestmark = pytest.mark.browser

XSS = "<svg onload=alert()>"  # 20 characters: names are cut to 20
HOSTILE = "[onload], [onerror], script:not([src]):not([type=py])"


def watch(page: Page, problems: list[str]) -> Page:
    page.on("dialog", lambda d: (problems.append(f"dialog {d.message}"), d.dismiss()))
    page.on("console", lambda m: m.type == "error" and problems.append(f"console {m.text}"))
    page.on("pageerror", lambda e: problems.append(f"pageerror {e}"))
    return page


@pytest.fixture
def fresh(browser: Browser) -> Iterator[tuple[list[str], list[BrowserContext]]]:
    """Extra fresh contexts (another device): fresh[1].append(ctx) ... checked at teardown."""
    problems: list[str] = []
    contexts: list[BrowserContext] = []
    yield problems, contexts
    for c in contexts:
        c.close()
    assert not problems, problems


def new_page(browser: Browser, fresh: tuple[list[str], list[BrowserContext]]) -> Page:
    problems, contexts = fresh
    ctx = browser.new_context(**CONTEXT, accept_downloads=True)
    record_outside(ctx, problems)
    contexts.append(ctx)
    return watch(ctx.new_page(), problems)


def in_game(page: Page) -> None:
    page.wait_for_function(
        "!document.getElementById('game').hidden && document.documentElement.dataset.phase",
        timeout=20_000,
    )


def call(page: Page, name: str) -> object:
    return page.evaluate("(n) => volcanoTest.call(n)", name)


def exact_record(page: Page) -> Record:
    """The record as Python wrote it (JSON.parse in the page would round 64-bit seeds)."""
    return Record.from_json(page.evaluate("window._volcanoPy('record')"))


def test_link_reload_resume_export_import_replay(
    page: Page, site_url: str, browser: Browser, fresh, tmp_path: Path
) -> None:  # noqa: ANN001
    problems = fresh[0]
    watch(page, problems)
    start_game(page, site_url, [XSS, "Bo", "Cy"], ["forecast"])
    play_moves(page, 8, random.Random(5))
    reveal(page)
    want = hook(page, "state_hash")
    record = hook(page, "record")
    assert page.locator(HOSTILE).count() == 0
    assert XSS in page.locator("#players").inner_text()
    assert "trust" in page.locator("#toolbar .trust").inner_text()

    # copy the link, open it on "another device"
    menu(page, "#copy-link")
    url = page.locator("#share-link").input_value()
    assert url.startswith(site_url + "#game=")
    other = new_page(browser, fresh)
    other.goto(url)
    wait_ready(other)
    in_game(other)
    assert hook(other, "state_hash") == want
    assert hook(other, "record") == record
    assert other.evaluate("location.hash") == ""  # reload resumes the save, not the link
    assert other.locator(HOSTILE).count() == 0

    # reload mid-turn: the start screen offers the game; resume it
    page.reload()
    wait_ready(page)
    row = page.locator("#saved li.save", has_text=XSS)
    row.first.wait_for(timeout=10_000)  # the list is read from IndexedDB after ready
    assert row.count() == 1
    row.locator("button", has_text="Resume").click()
    in_game(page)
    assert hook(page, "state_hash") == want

    # export, then import on the other device by the file picker and by drag and drop
    reveal(page)
    with page.expect_download() as info:
        menu(page, "#export")
    path = tmp_path / "game.json"
    info.value.save_as(path)
    assert state_hash(G, replay(G, Record.from_json(path.read_text()))) == want
    third = new_page(browser, fresh)
    third.goto(site_url)
    wait_ready(third)
    third.set_input_files("#import-file", str(path))
    in_game(third)
    assert hook(third, "state_hash") == want
    fourth = new_page(browser, fresh)
    fourth.goto(site_url)
    wait_ready(fourth)
    fourth.evaluate(
        """(text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], "game.json", {type: "application/json"}));
        document.body.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true}));
    }""",
        path.read_text(),
    )
    in_game(fourth)
    assert hook(fourth, "state_hash") == want

    # the replay shows every step as the engine computes it, and branches off a new game
    exact = exact_record(page)  # (JSON.parse in the page would round the 64-bit seed)
    n = len(exact.actions)
    hashes: list[str] = []
    replay(G, exact, lambda _i, s: hashes.append(state_hash(G, s)))
    page.click("#replay-open")
    assert call(page, "replay_hash") == hashes[n]
    page.click("#replay-first")
    for k in range(n + 1):
        assert page.locator("#replay-label").inner_text() == f"Step {k} of {n}"
        assert call(page, "replay_hash") == hashes[k]
        assert page.locator("#log li.current").count() >= 1
        if k < n:
            page.click("#replay-next")
    page.click("#replay-prev")
    assert call(page, "replay_hash") == hashes[n - 1]
    page.evaluate("""() => { const s = document.getElementById('replay-slider');
        s.value = '5'; s.dispatchEvent(new Event('input', {bubbles: true})); }""")
    assert call(page, "replay_hash") == hashes[5]
    assert hook(page, "state_hash") == want  # the live game never moved
    old_id = call(page, "game_id")
    page.click("#replay-continue")
    assert call(page, "game_id") != old_id
    assert hook(page, "state_hash") == hashes[5] and len(hook(page, "record")["actions"]) == 5
    new_id = call(page, "game_id")
    page.wait_for_function(
        "(id) => volcanoSaves.list().then(s => s.some(e => e.key === id))", arg=new_id
    )
    saved = page.evaluate("volcanoSaves.list().then(s => s.map(e => e.key))")
    assert old_id in saved and new_id in saved and len(saved) == 2

    # bad files and links leave the current game untouched, with a clear message
    tampered = json.dumps({**record, "version": 7})
    cases = (("{", "not valid JSON"), (tampered, "unknown record format version 7"))
    for k, (text, words) in enumerate(cases):
        bad = tmp_path / f"bad{k}.json"
        bad.write_text(text)
        third.set_input_files("#import-file", str(bad))
        third.locator("#notice", has_text=words).wait_for(timeout=5_000)
        assert hook(third, "state_hash") == want
    third.evaluate("location.hash = 'game=' + 'x'.repeat(50)")
    third.locator("#notice", has_text="link cannot be opened").wait_for(timeout=5_000)
    assert hook(third, "state_hash") == want


def test_bad_and_hostile_links(page: Page, site_url: str) -> None:
    problems: list[str] = []
    watch(page, problems)
    page.add_init_script(
        "window.__csp = []; document.addEventListener("
        "'securitypolicyviolation', e => window.__csp.push(e.violatedDirective))"
    )
    good = links.game_fragment(
        Record(
            "eruption",
            {"players": [{"name": XSS}, {"name": "<script>alert(2)</script>"}], "options": []},
            3,
            [],
        )
    )
    page.goto(site_url + "#" + good[:-12])  # truncated
    wait_ready(page)
    message = page.locator("#notice")
    message.wait_for(state="visible")
    assert "cannot be opened" in message.inner_text()
    assert page.locator("#game").is_hidden()
    page.goto("about:blank")
    page.goto(site_url + "#" + good)
    wait_ready(page)
    in_game(page)
    assert page.locator(HOSTILE).count() == 0
    assert "<script>alert(2)</sc" in page.locator("#players").inner_text()  # cut to 20
    settings = links.settings_fragment(
        "eruption",
        {"players": [{"name": XSS}, {"name": "B"}, {"name": "C"}], "options": ["norain"]},
    )
    page.goto("about:blank")
    page.goto(site_url + "#" + settings)
    wait_ready(page)
    assert page.input_value("#name-1") == XSS
    assert page.locator("input[name=count][value='3']").is_checked()
    assert page.locator("input[name=option][value=norain]").is_checked()
    assert page.evaluate("window.__csp") == []
    csp = page.locator("meta[http-equiv=Content-Security-Policy]").get_attribute("content")
    assert "default-src 'self'" in csp and "http" not in csp
    assert not problems, problems


def test_undo_allowed_and_refused(page: Page, site_url: str) -> None:
    """Positions found by the engine in CPython, opened by link, the last action clicked."""
    from game.core.undo import can_undo

    config = {"players": [{"name": "Ann"}, {"name": "Ben"}], "options": []}
    state, rnd = G.new_game(config, 21), random.Random(4)
    states, actions = [state], []
    while not G.is_terminal(state) and len(actions) < 600:
        legal = G.legal_actions(state)
        builds = [a for a in legal if str(a).startswith("build")]
        action = builds[0] if builds and rnd.random() < 0.5 else legal[rnd.randrange(len(legal))]
        state = G.apply(state, action)
        states.append(state)
        actions.append(str(action))
    build_at = next(
        k
        for k in range(1, len(states))
        if actions[k - 1].startswith("build") and can_undo(G, states[: k + 1])[0]
    )
    reveal_at = next(
        k for k in range(1, len(states)) if can_undo(G, states[: k + 1]) == (False, "revealed")
    )
    for k, allowed in ((build_at, True), (reveal_at, False)):
        link = links.game_fragment(Record("eruption", config, 21, actions[: k - 1]))
        page.goto("about:blank")
        page.goto(f"{site_url}#{link}")
        wait_ready(page)
        in_game(page)
        reveal(page)
        perform(page, actions[k - 1], 1)
        reveal(page)
        reason = page.locator("#undo-reason").inner_text()
        if allowed:
            assert "Take back" in reason
            page.click("#undo")
            assert hook(page, "state_hash") == state_hash(G, states[k - 1])
            assert len(hook(page, "record")["actions"]) == k - 1
        else:
            assert page.locator("#undo").is_disabled()
            assert reason == "Cannot undo: a tile or a card was drawn or the dice rolled since"
            assert hook(page, "state_hash") == state_hash(G, states[k])


# ---- embedding ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def embedding_host(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A page of another site ("localhost", another origin than the game's 127.0.0.1) that
    embeds the game served under a sub path (/sub/path/?embed=1); yields its address."""
    root = tmp_path_factory.mktemp("embedding")
    shutil.copytree(site_dir, root / "sub" / "path")
    server = build.make_server(root, 0, quiet=True)
    src = f"http://127.0.0.1:{server.server_port}/sub/path/?embed=1"
    (root / "host.html").write_text(CROSS_HOST.format(src=src))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_port}/host.html"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def finished(game: str, config: dict, seed: int) -> tuple[Record, object]:
    """A game of ``game`` played at random to its end in CPython: its record and final state."""
    engine = ENGINES[game]
    state, actions, rnd = engine.new_game(config, seed), [], random.Random(seed)
    while not engine.is_terminal(state):
        legal = engine.legal_actions(state)
        action = legal[rnd.randrange(len(legal))]
        actions.append(str(action))
        state = engine.apply(state, action)
    return Record(game, config, seed, actions), state


# What the host sends and hears, per game: Eruption's messages are also sent under the first
# version's names (eruption:*), whose eruption:start is understood; the others' are game:*,
# naming the game.
ENGINES = {"eruption": G, "terremoto": T}
EMBEDDED = {
    "eruption": ("eruption:", {"type": "eruption:start"}, "2 to 6", 2),
    "terremoto": ("game:", {"type": "game:start", "game": "terremoto"}, "3 to 8", 3),
}


@pytest.mark.parametrize("game", sorted(EMBEDDED))
def test_embedded_in_another_site(browser: Browser, embedding_host: str, game: str) -> None:
    """The site in another origin's iframe, under a sub path: the masthead hidden; ready, an
    error for a start it cannot make, the first turn, each told once; the game's end told with
    its ranking, Terremoto's after its last play made by clicks in the frame."""
    prefix, start, limit, players = EMBEDDED[game]
    engine = ENGINES[game]
    names = [{"name": n} for n in ("Ann", "Bob", "Cid")[:players]]
    problems: list[str] = []
    context = browser.new_context(service_workers="block")
    # (the host's "localhost" and the game's 127.0.0.1 only)
    record_outside(
        context, problems, lambda url: is_local(url) or urlsplit(url).hostname == "localhost"
    )
    try:
        page = watch(context.new_page(), problems)
        page.goto(embedding_host)
        kinds = "window.messages.map(m => m.type)"
        page.wait_for_function(f"{kinds}.includes('{prefix}ready')", timeout=60_000)
        inner = page.frames[1]
        frame = page.frame_locator("#f")
        assert inner.evaluate("document.documentElement.classList.contains('embed')")
        assert frame.locator(".masthead").is_hidden()
        page.evaluate("(m) => send(m)", {**start, "config": {"players": [{"name": "Solo"}]}})
        page.wait_for_function(f"{kinds}.includes('{prefix}error')", timeout=10_000)
        error = page.evaluate(f"window.messages.find(m => m.type === '{prefix}error')")
        assert limit in error["message"], error
        options = ["norain"] if game == "eruption" else []
        page.evaluate("(m) => send(m)", {**start, "config": {"players": names, "options": options}})
        page.wait_for_function(f"{kinds}.includes('{prefix}turn')", timeout=20_000)
        page.wait_for_timeout(1_000)  # time for a message sent twice to arrive
        seen = page.evaluate(kinds)
        for kind in ("ready", "error", "turn"):
            assert seen.count(f"{prefix}{kind}") == 1, seen
        turn = page.evaluate(f"window.messages.find(m => m.type === '{prefix}turn')")
        assert turn["turn"] == 1 and turn["name"] in [p["name"] for p in names], turn
        if prefix == "game:":
            assert turn["game"] == game and error["game"] == game
        expect(frame.locator(f"#game[data-game={game}]")).to_be_visible()
        if game == "terremoto":
            expect(frame.locator("#tm-table .tt-seat")).to_have_count(3)

        # a game near its end opened in the frame (a link): its end is told with the ranking
        config = {"players": names, "options": []}
        record, state = finished(game, config, 5)
        actions = record.actions
        if game == "terremoto":  # the winning play still to make, by clicks in the frame
            record = Record(game, config, 5, actions[:-1])
        inner.evaluate("(f) => { location.hash = f; }", links.game_fragment(record))
        if game == "terremoto":
            inner.wait_for_function(
                "(n) => volcanoTest.record()?.actions.length === n", arg=len(record.actions)
            )
            inner.click("#reveal")
            perform_terremoto(inner, actions[-1])  # type: ignore[arg-type]
        page.wait_for_function(f"{kinds}.includes('{prefix}gameover')", timeout=30_000)
        end = page.evaluate(f"window.messages.find(m => m.type === '{prefix}gameover')")
        assert end.get("game") == (game if prefix == "game:" else None), end
        ranks = engine.ranking(state)
        assert [(e["seat"], e["rank"]) for e in end["ranking"]] == sorted(
            ((k, ranks[k]) for k in range(players)), key=lambda x: (x[1], x[0])
        )
        expect(frame.locator("#overlay .end-card")).to_be_visible()
    finally:
        context.close()
    assert not problems, problems
