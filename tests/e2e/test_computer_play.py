"""Computer opponents in Chromium: a full game of one human (driven by clicks) against
computer seats thinking in the Web Worker while the main thread keeps beating; Watch mode
with pause and resume; the seat controls of the start screen before Python is ready."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect

from .conftest import ARTIFACTS, wait_ready
from .game_driver import canvas_click, choose, hook, menu, perform

pytestmark = pytest.mark.browser

# A timestamp every 10 ms, kept by the page itself: a gap is time the main thread was busy.
HEARTBEAT = """() => {
  window.__beats = [];
  setInterval(() => window.__beats.push(performance.now()), 10);
}"""
# A decision that leaves the page this long idle must see the page beat at least once: were a
# computer thinking on the main thread, not one heartbeat could fire until it had decided.
LONG_WINDOW_MS = 50  # (the hard player thinks about that long a decision on an idle machine)


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def auto(page: Page, *args: Any) -> dict[str, Any]:
    return hook(page, "call", "auto", *args)


def start_with_seats(page: Page, site_url: str, seats: list[tuple[str, str]]) -> None:
    page.goto(site_url)
    wait_ready(page)
    page.locator(f"input[name=count][value='{len(seats)}']").check()
    for n, (name, kind) in enumerate(seats, 1):
        page.select_option(f"#kind-{n}", kind)
        page.fill(f"#name-{n}", name)
    page.click("#start-button")
    page.wait_for_function(
        "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
    )


def stalls_while_thinking(beats: list[float], windows: list[list[float]]) -> list[float]:
    """Every gap between heartbeats that began while a computer was thinking (from the moment
    the page had drawn the last move and was idle, to the answer)."""
    gaps = []
    k = 0
    for a, b in zip(beats, beats[1:], strict=False):
        while k < len(windows) and windows[k][1] <= a:
            k += 1
        if k < len(windows) and windows[k][0] <= a:
            gaps.append(b - a)
    return gaps


def beats_within(beats: list[float], window: list[float]) -> int:
    """How many heartbeats fired while the page waited for one decision."""
    start, end = window
    return sum(1 for b in beats if start < b < end)


def wait_for_human(page: Page, seat: int, timeout_s: float = 30) -> None:
    """Until ``seat`` may act (its controls show) or the game is over. Reads the DOM only:
    no call into Python while the computers think."""
    page.wait_for_function(
        f"""() => {{ const r = document.documentElement.dataset;
            return r.phase === 'over' || (r.seat === '{seat}' && r.revealed === '{seat}'
            && document.querySelector('#actions .buttons') !== null); }}""",
        timeout=timeout_s * 1000,
        polling=50,
    )


def test_one_human_against_computers_full_game(page: Page, site_url: str) -> None:
    start_with_seats(page, site_url, [("Ada", "human"), ("Mo", "medium"), ("Hal", "hard")])
    page.evaluate(HEARTBEAT)
    expect(page.locator("#players .player-bot")).to_have_count(2)
    config = hook(page, "record")["config"]
    assert config["players"] == [
        {"name": "Ada"},
        {"name": "Mo", "computer": "medium"},
        {"name": "Hal", "computer": "hard"},
    ]
    assert config["think"] == "normal"
    # one human seat: never a pass screen; Ada's hand always shows, a computer's never
    assert page.evaluate("document.documentElement.dataset.revealed") == "0"
    expect(page.locator("#overlay")).to_be_hidden()

    rnd = random.Random(3)
    human_moves = 0
    # Until a computer is to move, Ada plays (computer moves are paced at 800 ms meanwhile).
    while page.evaluate("document.documentElement.dataset.seat") == "0":
        perform(page, choose(hook(page, "legal"), rnd), human_moves, followed=True)
        human_moves += 1
    # A computer is to move: pause it; the human cannot act for it.
    page.click("#actions .ai-pause")
    expect(page.locator("#actions .ai-status")).to_have_text("Computer players paused")
    before = len(hook(page, "record")["actions"])
    assert page.locator("#actions .buttons").count() == 0  # no action buttons for the human
    assert page.locator("#hand button.play").count() == 0
    canvas_click(page, 0, 0)
    page.keyboard.press("Enter")
    page.wait_for_timeout(800)
    assert len(hook(page, "record")["actions"]) == before, "moved while paused"
    shot(page, "ai_paused")
    page.click("#actions .ai-pause")  # Resume
    hook(page, "call", "auto_delay", 0)  # full speed for the rest of the test

    t0 = time.monotonic()
    while True:
        wait_for_human(page, 0, timeout_s=60)
        if hook(page, "phase") == "over":
            break
        assert page.evaluate("document.documentElement.dataset.revealed") == "0"
        assert page.locator("#overlay").is_hidden(), "a pass screen in a one-human game"
        perform(page, choose(hook(page, "legal"), rnd), human_moves, followed=True)
        human_moves += 1
        if human_moves == 10:
            shot(page, "ai_game_mid")
        assert human_moves < 400
    elapsed = time.monotonic() - t0
    expect(page.locator("#overlay .end-card")).to_be_visible()
    shot(page, "ai_game_end")

    state = auto(page)
    assert not state["error"]
    record = hook(page, "record")
    actions = record["actions"]
    seats_moved = len(actions) - human_moves
    assert seats_moved > 10 and human_moves > 10
    beats = page.evaluate("window.__beats")
    gaps = stalls_while_thinking(beats, state["windows"])
    assert gaps, "no heartbeat while computers thought"
    worst = max(gaps)
    overall = max(b - a for a, b in zip(beats, beats[1:], strict=False))
    times = state["times"]
    print(
        f"\nfull game: {len(actions)} actions ({human_moves} by the human) in {elapsed:.1f} s;"
        f" max main-thread gap while a computer thought: {worst:.0f} ms over"
        f" {len(state['windows'])} decisions; largest gap at any time {overall:.0f} ms"
    )
    for level, ms in times.items():
        print(
            f"  {level}: median {statistics.median(ms):.0f} ms, max {max(ms):.0f} ms, n={len(ms)}"
        )
    # Whether the page kept running, not how fast: a loaded machine (2 cores, two browsers)
    # can delay one beat by half a second, but only a main-thread computer silences a decision.
    long_waits = [w for w in state["windows"] if w[1] - w[0] >= LONG_WINDOW_MS]
    silent = [w for w in long_waits if beats_within(beats, w) == 0]
    print(f"  silent waits of {LONG_WINDOW_MS} ms or more: {len(silent)} of {len(long_waits)}")
    assert len(long_waits) >= 5, "too few long decisions to tell where the computers think"
    assert len(silent) <= len(long_waits) // 10, f"the page froze while computers thought: {silent}"


def test_watch_mode_pause_and_resume(page: Page, site_url: str) -> None:
    page.goto(site_url)
    wait_ready(page)
    page.locator("input[name=count][value='3']").check()
    page.click("#watch-button")  # every seat a computer, and start
    page.wait_for_function(
        "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
    )
    config = hook(page, "record")["config"]
    assert all(p.get("computer") == "medium" for p in config["players"])
    assert [p["name"] for p in config["players"]] == ["Computer 1", "Computer 2", "Computer 3"]
    expect(page.locator("#hand .card")).to_have_count(0)  # no hand shows in Watch mode
    # undo: nothing of anyone's hand, nothing to take back (issue 30: "Show your hand to undo")
    expect(page.locator("#undo-reason")).to_have_text(
        "Nothing to undo: the computer players' moves stand"
    )
    # turns advance with no input, at a watchable pace
    page.wait_for_function("volcanoTest.record().actions.length >= 6", timeout=60_000, polling=100)
    expect(page.locator("#overlay")).to_be_hidden()
    expect(page.locator("#log li").first).to_be_visible()
    shot(page, "ai_watch")
    shown = auto(page)["shown"]
    paces = [b - a for a, b in zip(shown, shown[1:], strict=False)]
    assert min(paces) >= 500 * 0.98, paces
    page.click("#actions .ai-pause")
    expect(page.locator("#actions .ai-pause")).to_have_text("Resume")
    page.wait_for_timeout(300)  # an answer already due is held, not applied
    paused_at = len(hook(page, "record")["actions"])
    page.wait_for_timeout(1500)
    assert len(hook(page, "record")["actions"]) == paused_at, "moved while paused"
    page.click("#actions .ai-pause")
    page.wait_for_function(
        f"volcanoTest.record().actions.length > {paused_at}", timeout=20_000, polling=100
    )
    page.click("#actions [data-cmd*=ai_speed][data-cmd*=fast]")
    expect(page.locator("#actions [data-cmd*=fast]")).to_have_attribute("aria-pressed", "true")
    assert auto(page)["delay"] == 500

    # a reload loses nothing: the resumed game's computer seats play on by themselves
    page.reload()
    wait_ready(page)
    page.locator("#saved li.save").first.locator("button", has_text="Resume").click()
    page.wait_for_function(
        "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
    )
    resumed = len(hook(page, "record")["actions"])
    assert resumed >= paused_at
    page.wait_for_function(
        f"volcanoTest.record().actions.length > {resumed}", timeout=30_000, polling=100
    )
    assert auto(page)["levels"] == {"0": "medium", "1": "medium", "2": "medium"}


def test_watch_shows_the_computers_whole_names(page: Page, site_url: str) -> None:
    """Issue 30: Watch's "Computer 1".. were cut to "Comp…" (Terremoto's table at 1440×900,
    Isola's players on a phone; Eruption's player cards at 1440×900 showed no name at all
    beside the computer tag): each name shows whole, inside the window."""
    page.goto(site_url)
    wait_ready(page)
    games = (("terremoto", 1440, 900), ("isola", 390, 844), ("eruption", 1440, 900))
    for game, width, height in games:
        page.set_viewport_size({"width": width, "height": height})
        if page.locator("#game").is_visible():
            menu(page, "#menu-new")
        chooser = page.locator(f"input[name=game][value={game}]")
        page.locator(".game-card", has=chooser).click()
        page.locator("input[name=count][value='4']").check()
        page.click("#watch-button")
        page.wait_for_function(
            f"document.getElementById('game').dataset.game === '{game}'"
            " && !document.getElementById('game').hidden",
            timeout=30_000,
        )
        names = [p["name"] for p in hook(page, "record")["config"]["players"]]
        names_shown = ".tt-name, .iplayer-name, #players .player-name"
        expect(page.locator(names_shown)).to_have_count(4)
        # read at once: the computers go on playing, and each move draws the names again
        shown = page.evaluate(
            """(s) => [...document.querySelectorAll(s)].map((e) => {
                const r = e.getBoundingClientRect();
                return [e.innerText, e.scrollWidth <= e.clientWidth, r.left, r.right];
            })""",
            names_shown,
        )
        assert [text for text, *_ in shown] == names
        for name, whole, left, right in shown:
            assert whole, f"{name} is cut"
            assert 0 <= left and right <= width, (name, left, right)


def test_seat_kinds_before_python(page: Page, site_url: str) -> None:
    """The seat controls are plain HTML: they work while the runtime still loads."""
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(site_url)
    page.select_option("#kind-2", "hard")
    expect(page.locator("#name-2")).to_have_value("Computer 2")
    page.fill("#name-3", "Zed")
    page.select_option("#kind-3", "easy")
    expect(page.locator("#name-3")).to_have_value("Zed")  # a typed name is kept
    page.select_option("#kind-2", "human")
    expect(page.locator("#name-2")).to_have_value("Player 2")
    page.click("#watch-button")  # not ready: sets the seats, starts nothing
    assert page.locator("#names select:visible").evaluate_all("els => els.map(e => e.value)") == [
        "medium",
        "medium",
        "easy",
        "medium",
    ]
    expect(page.locator("#game")).to_be_hidden()
    assert page.evaluate("document.documentElement.dataset.ready") is None
    for route in held:
        route.continue_()
    wait_ready(page)
    expect(page.locator("#game")).to_be_hidden()


def test_a_game_opened_over_another_brings_its_computer_seats(page: Page, site_url: str) -> None:
    # A hotseat game is on screen; a link to a game of computers opens over it on the same
    # page: the new game's computer seats take their turns by themselves.
    from game.core.links import game_fragment
    from game.core.record import Record

    start_with_seats(page, site_url, [("Ada", "human"), ("Bo", "human")])
    config = {"players": [{"name": f"Bot {n}", "computer": "easy"} for n in (1, 2, 3)]}
    fragment = game_fragment(Record("eruption", config, 7, []))
    page.evaluate("f => { location.hash = f; }", fragment)
    page.wait_for_function("volcanoTest.record().seed === 7", timeout=20_000, polling=100)
    page.wait_for_function("volcanoTest.record().actions.length >= 2", timeout=30_000, polling=100)
    assert auto(page)["levels"] == {"0": "easy", "1": "easy", "2": "easy"}


def test_the_computer_players_share_the_pages_compiled_runtime(page: Page, site_url: str) -> None:
    """The worker instantiates the page's compiled Pyodide instead of compiling it again:
    one copy of the runtime's machine code in the renderer, and no compile before the first
    computer move (figures: bench/memory.py)."""
    start_with_seats(page, site_url, [("Ada", "human"), ("Hal", "hard")])
    page.wait_for_function("document.documentElement.dataset.ai === 'ready'", timeout=90_000)
    assert page.evaluate("document.documentElement.dataset.aiRuntime") == "shared"
