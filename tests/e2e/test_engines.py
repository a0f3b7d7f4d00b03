"""The core paths in every browser engine (issue 40): Firefox ESR over WebDriver BiDi and
WebKitGTK through WebKitWebDriver (tests/e2e/engines.py), Chromium too where a path needs a
second device (remote play).
Each engine's browser starts once for the module; its tests go on in one page.

Paths: a first visit with no update prompt, an offline reload through the service worker and
a real update prompting, its Reload reaching the new build (Firefox and WebKit: Chromium's are
in test_saves_round_two, test_snapshot and test_upgrade); each game
started from the start screen and a decision made by clicks; a game against a computer (in
its worker); save, reload and resume; a shared link opening the exact game; a cross-origin
embed's ``game:ready``; a lesson's step; remote play between Chromium and Firefox both ways,
the Firefox host reading the guest's answer with its camera (jsQR: Firefox has no
``BarcodeDetector``). Debian builds WebKitGTK without WebRTC: its remote play is skipped."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

import build
import pwa_build
from game.core import links, registry
from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.ui.eruption import controller as eruption_controller
from game.ui.isola import controller as isola_controller

from .conftest import ARTIFACTS
from .engines import Engine, launch
from .game_driver import ON_BOARD, SCROLL_SETTLED
from .remote_driver import CODE, game_shown
from .test_nothing_lost import cross_origin_host

pytestmark = [pytest.mark.browser, pytest.mark.slow]

OTHERS = ("firefox", "webkit")
READY = "() => document.documentElement.dataset.ready === 'true'"
READY_S = 60
# the update banner: shown now, and ever since ``WATCH_BANNER`` ran
BANNER_SHOWN = "() => !document.getElementById('update').hidden"
WATCH_BANNER = """() => {
    window.bannerSeen = false;
    const banner = document.getElementById("update");
    new MutationObserver(() => { if (!banner.hidden) window.bannerSeen = true; })
        .observe(banner, { attributes: true });
}"""
SW_IN_CHARGE = """() => navigator.serviceWorker.controller !== null
    && navigator.serviceWorker.getRegistration()
        .then((r) => !!r && !!r.active && r.active.state === "activated")"""
GAME_ON = "() => !document.getElementById('game').hidden"
NEW_BUILD = '<meta name="volcano-test-build" content="2">'


@pytest.fixture(scope="module")
def engines(browser: Browser) -> Iterator[Callable[[str], Engine]]:
    """Each engine's page, its browser started at its first use and kept for the module."""
    made: dict[str, Engine] = {}

    def get(name: str) -> Engine:
        if name not in made:
            made[name] = launch(name, browser)
        return made[name]

    yield get
    for engine in made.values():
        engine.close()


@pytest.fixture
def checked(
    engines: Callable[[str], Engine], request: pytest.FixtureRequest
) -> Iterator[Callable[[str], Engine]]:
    """``engines``, each page used checked after the test for console errors and requests
    leaving 127.0.0.1 (where its driver reports them); a failed test leaves a screenshot of
    each in tests/e2e/artifacts/."""
    used: list[Engine] = []

    def get(name: str) -> Engine:
        engine = engines(name)
        engine.problems()  # (a previous test's)
        used.append(engine)
        return engine

    yield get
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        for engine in used:
            name = re.sub(r"[^\w.-]+", "_", f"{request.node.name}-{engine.name}")
            engine.screenshot(ARTIFACTS / f"{name}.png")
    for engine in used:
        assert not engine.problems(), engine.name


# ---- driving the page ------------------------------------------------------------------------


def open_ready(engine: Engine, url: str) -> None:
    engine.open(url)
    engine.wait(READY, timeout=READY_S)


def shown(game: str) -> str:
    return f"() => {game_shown(game)}"


def to_start(engine: Engine, url: str) -> None:
    """The start screen of ``url``, ready; from a game of that page by its menu's New game
    (no reload)."""
    here = engine.evaluate(
        "() => [location.href.split('#')[0], document.documentElement.dataset.ready]"
    )
    menu = "() => !!document.getElementById('menu-button')"  # (a guest's page has none)
    if here != [url, "true"] or (engine.evaluate(GAME_ON) and not engine.evaluate(menu)):
        open_ready(engine, url)
    elif engine.evaluate(GAME_ON):
        reveal(engine)
        engine.click("#menu-button")
        engine.click("#menu-new")
        engine.wait("() => !document.getElementById('start').hidden")


def start(engine: Engine, url: str, game: str, seats: list[tuple[str, str]]) -> None:
    """From the start screen: choose ``game`` by its card, the seats (name, "human", a
    computer level or "remote"), then Start."""
    to_start(engine, url)
    choice = f"input[name=game][value={game}]"
    engine.click(f".game-card:has({choice})")
    engine.wait("(s) => document.querySelector(s).checked", choice, timeout=5)
    engine.click(f"input[name=count][value='{len(seats)}']")
    for n, (name, kind) in enumerate(seats, 1):
        engine.select(f"#kind-{n}", kind)
        engine.fill(f"#name-{n}", name)
    engine.click("#start-button")
    engine.wait(shown(game))
    if any(kind == "remote" for _, kind in seats):  # the join desk opened by itself
        engine.click("#desk-close")
        engine.wait("() => !document.getElementById('desk')")


def reveal(engine: Engine) -> None:
    """Show the hand if the pass-the-device screen is up."""
    if engine.evaluate("() => !!document.querySelector('#reveal')?.getClientRects().length"):
        engine.click("#reveal")


def click_spot(engine: Engine, step: tuple[Any, ...]) -> None:
    """Click the board where ``step`` is chosen, scrolled into view first if hidden (as
    game_driver.board_spot does)."""
    engine.evaluate(SCROLL_SETTLED)
    x, y = engine.call("spot", list(step))
    if not engine.evaluate(ON_BOARD, [x, y]):
        engine.evaluate("(x, y) => scrollBy(x - innerWidth / 2, y - innerHeight / 2)", x, y)
        engine.evaluate(SCROLL_SETTLED)
        x, y = engine.call("spot", list(step))
    assert engine.evaluate(ON_BOARD, [x, y]), f"{engine.name}: board spot {step} not visible"
    engine.click_at(x, y)


def progress(engine: Engine) -> int:
    return int(engine.call("progress")["actions"])


def decide(engine: Engine, game: str, notation: str, holder: Engine | None = None) -> None:
    """Take ``notation`` by clicks and check that exactly it was applied (by ``holder``, the
    host's page, when ``engine`` is a guest's)."""
    holder = holder or engine
    before = holder.call("record")["actions"]
    if game == "terremoto":
        words = notation.split()
        assert words[0] == "group" and words[3] == "0", notation  # (cards of one suit)
        for k in range(int(words[2])):
            engine.click(f"#tm-card-{words[1]}-{k}")
        assert engine.call("ui")["candidate"] == notation
        engine.click("#tm-play")
    else:
        steps = (eruption_controller if game == "eruption" else isola_controller).steps_of(notation)
        for step in steps:
            if step[0] == "rot":
                for _ in range(6):
                    if engine.call("ui")["rot"] == step[1]:
                        break
                    engine.click("#actions " + by_cmd({"rot": 1}))
            else:
                click_spot(engine, step)
        if game == "eruption":  # a second click on the chosen hex confirms the placement
            assert engine.call("ui")["armed"] == notation
            click_spot(engine, steps[0])
    holder.wait("(n) => volcanoTest.call('progress').actions > n", len(before), timeout=10)
    after = holder.call("record")["actions"]
    assert after[: len(before)] == before and after[len(before)] == notation, after[-3:]


def by_cmd(data: dict[str, Any]) -> str:
    """The selector of the button whose command is ``data`` (game/ui/dom.py's ``button``)."""
    return f"[data-cmd='{json.dumps(data)}']"


def first_clickable(engine: Engine, game: str) -> str:
    """A legal action of the seat on screen that clicks alone take (Terremoto: a group of
    one suit, no clone)."""
    legal: list[str] = engine.call("legal")
    if game == "terremoto":
        return next(a for a in legal if a.startswith("group ") and a.endswith(" 0"))
    if game == "eruption":
        return next(a for a in legal if a.startswith("place "))
    return next(a for a in legal if a.startswith("move "))


def saved_row(engine: Engine, name: str) -> str:
    """The selector of the start screen's Resume button for ``name``'s saved game."""
    key = engine.wait(
        """(name) => [...document.querySelectorAll('#saved li.save:not(.damaged)')]
            .find((row) => row.querySelector('.save-players')?.textContent.includes(name))
            ?.dataset.id""",
        name,
    )
    return f"#saved li.save[data-id='{key}'] button.primary"


# ---- the paths, in Firefox and WebKit --------------------------------------------------------


@pytest.mark.parametrize("name", OTHERS)
@pytest.mark.parametrize("game", ["eruption", "terremoto", "isola"])
def test_each_game_starts_and_takes_a_decision_by_clicks(
    checked: Callable[[str], Engine], site_url: str, name: str, game: str
) -> None:
    """L'Isola's game is then saved: after a reload, Resume on the start screen opens it at
    the same record (one game started for both: a start in WebKit took 5-14 s)."""
    engine = checked(name)
    first = "Saul" if game == "isola" else "Ada"  # (Saul's save alone is resumed below)
    start(engine, site_url, game, [(first, "human"), ("Bruno", "human")])
    reveal(engine)
    decide(engine, game, first_clickable(engine, game))
    if game != "isola":
        return
    record = engine.call("record")  # a saved game resumes after a reload
    engine.reload()
    engine.wait(READY, timeout=READY_S)
    engine.click(saved_row(engine, "Saul"))
    engine.wait(shown("isola"))
    assert engine.call("record") == record


@pytest.mark.parametrize("name", OTHERS)
def test_a_game_against_a_computer_plays_in_its_worker(
    checked: Callable[[str], Engine], site_url: str, name: str
) -> None:
    engine = checked(name)
    start(engine, site_url, "terremoto", [("Ada", "human"), ("Cora", "easy")])
    engine.wait("() => document.documentElement.dataset.ai === 'ready'", timeout=READY_S)
    for _ in range(4):  # Ada's plays of her turn, when she begins
        if engine.call("seat") != 0:
            break
        decide(engine, "terremoto", first_clickable(engine, "terremoto"))
    assert engine.call("seat") == 1
    before = progress(engine)
    engine.wait(
        "(n) => volcanoTest.call('progress').actions > n && volcanoTest.call('seat') === 0",
        before,
        timeout=30,
    )
    assert engine.evaluate("() => document.documentElement.dataset.ai") == "ready"


@pytest.mark.parametrize("name", OTHERS)
def test_a_shared_link_opens_the_exact_game(
    checked: Callable[[str], Engine], site_url: str, name: str
) -> None:
    """A game made in CPython, its link opened: the same state, to the hash."""
    game = registry.get_game("eruption")
    config = {"players": [{"name": "Lia"}, {"name": "Max"}, {"name": "Noa"}]}
    state = game.new_game(config, seed=40)
    actions: list[str] = []
    for _ in range(9):
        action = game.legal_actions(state)[len(actions) % 2]
        actions.append(str(action))
        state = game.apply(state, action)
    record = Record("eruption", config, 40, actions)
    open_ready(engine := checked(name), site_url + "#" + links.game_fragment(record))
    engine.wait(
        "(seed, n) => { const r = volcanoTest.record();"
        " return !!r && r.seed === seed && r.actions.length === n; }",
        record.seed,
        len(actions),
        timeout=20,
    )
    assert engine.call("state_hash") == state_hash(game, replay(game, record))


@pytest.mark.parametrize("name", OTHERS)
def test_a_cross_origin_embed_says_game_ready_and_starts(
    checked: Callable[[str], Engine], site_url: str, name: str, tmp_path: Path
) -> None:
    engine = checked(name)
    with cross_origin_host(site_url, tmp_path) as address:
        assert address.startswith("http://localhost:") and "127.0.0.1" in site_url
        engine.open(address)
        engine.wait("() => window.messages.some((m) => m.type === 'game:ready')", timeout=60)
        start_message = {"type": "game:start", "game": "terremoto", "config": {"players": [{}, {}]}}
        engine.evaluate("(m) => send(m)", start_message)
        turn = engine.wait("() => window.messages.find((m) => m.type === 'game:turn')")
        assert turn["game"] == "terremoto" and turn["turn"] >= 1


@pytest.mark.parametrize("name", OTHERS)
def test_a_lesson_step_is_taken(checked: Callable[[str], Engine], site_url: str, name: str) -> None:
    engine = checked(name)
    to_start(engine, site_url)
    engine.click(".game-card:has(input[name=game][value=isola])")
    engine.click("#lesson-button")
    engine.wait("() => !document.getElementById('lesson').hidden", timeout=30)
    first = engine.call("lesson")
    assert first["lesson"] and first["step"] == 0 and first["acting"]
    said = engine.evaluate("() => document.getElementById('lesson-say').innerText")
    assert engine.call("legal") == [first["due"]]  # the one thing on offer
    decide(engine, "isola", first["due"])
    step = engine.wait("() => volcanoTest.call('lesson').step === 1 && volcanoTest.call('lesson')")
    assert step["due"] != first["due"]
    progress_text = engine.evaluate(
        "() => document.querySelector('#lesson .lesson-progress').innerText"
    )
    assert "2" in progress_text and str(first["steps"]) in progress_text
    assert engine.evaluate("() => document.getElementById('lesson-say').innerText") != said


# ---- a first visit, offline, an update: in Firefox and WebKit ------------------------------


@pytest.fixture(scope="module")
def new_build(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test build deployed anew: its page changed (NEW_BUILD in its head), its service
    worker made again for it (a new cache version)."""
    folder = tmp_path_factory.mktemp("update") / "site"
    shutil.copytree(site_dir, folder)
    page = folder / "index.html"
    page.write_text(page.read_text().replace("<head>", "<head>\n" + NEW_BUILD, 1))
    for packed in [*folder.glob("index.html.*"), *folder.glob("sw.js.*")]:
        packed.unlink()  # (served before the files themselves)
    pwa_build.add_pwa(folder)
    # a deployment is later than the build it replaces, and Last-Modified counts whole
    # seconds: a page and worker written in the same second would be answered "304 Not
    # Modified" (Firefox asked so and kept its old worker)
    later = max(time.time(), (site_dir / "sw.js").stat().st_mtime + 2)
    for changed in (page, folder / "sw.js"):
        os.utime(changed, (later, later))
    return folder


class Origin:
    """A site served on one origin of its own (a new port) that can be stopped (unreachable:
    connections refused), started again on the same port, and deployed anew (``deploy``:
    at once, through a link to the build it serves)."""

    def __init__(self, build_folder: Path, folder: Path) -> None:
        self.live = folder / "live"
        self.live.symlink_to(build_folder, target_is_directory=True)
        self.port = 0
        self.server: Any = None
        self.start()
        self.url = f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        self.server = build.make_server(self.live, self.port, quiet=True)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        with pytest.raises(ConnectionRefusedError):
            socket.create_connection(("127.0.0.1", self.port), timeout=5).close()

    def deploy(self, new: Path) -> None:
        swap = self.live.with_name("swap")
        swap.symlink_to(new, target_is_directory=True)
        os.replace(swap, self.live)


@pytest.mark.parametrize("name", OTHERS)
def test_a_first_visit_prompts_nothing_then_plays_offline_and_a_new_deployment_prompts(
    checked: Callable[[str], Engine], site_dir: Path, new_build: Path, tmp_path: Path, name: str
) -> None:
    """A first visit (a new origin): ready, a game started while the service worker installs
    for the first time, and no "new version" banner, ever (Firefox showed one). The site
    then unreachable: a reload comes up from the service worker's cache and plays. Then a new
    build deployed on the same origin: the next load prompts, and the prompt's Reload brings
    the new build. (Chromium: its first visit and update prompt in test_saves_round_two's
    test_the_update_prompt_reopens_the_game_and_covers_none_of_it and test_upgrade, its
    offline start from the service worker's cache in test_snapshot's
    test_offline_after_first_visit_restores.)"""
    engine = checked(name)
    origin = Origin(site_dir, tmp_path)
    try:
        engine.open(origin.url)
        engine.evaluate(WATCH_BANNER)
        engine.wait(READY, timeout=READY_S)
        engine.click("#start-button")
        engine.wait(shown("eruption"))
        engine.wait(SW_IN_CHARGE, timeout=60)
        time.sleep(2)  # (a banner would show at once: the worker was found and installed)
        assert engine.evaluate("() => window.bannerSeen") is False
        assert not engine.evaluate(BANNER_SHOWN)

        origin.stop()
        engine.reload()
        engine.wait(READY, timeout=READY_S)
        assert engine.evaluate("() => navigator.serviceWorker.controller !== null")
        engine.click("#start-button")
        engine.wait(shown("eruption"))

        origin.deploy(new_build)
        origin.start()
        engine.reload()  # the browser looks for a new service worker as the page loads
        engine.wait(READY, timeout=READY_S)
        assert not engine.evaluate("(m) => document.head.innerHTML.includes(m)", NEW_BUILD)
        engine.wait(BANNER_SHOWN, timeout=60)
        engine.click("#update button")
        engine.wait(
            "(m) => document.head.innerHTML.includes(m)"
            " && document.documentElement.dataset.ready === 'true'",
            NEW_BUILD,
            timeout=READY_S,
        )
        assert not engine.evaluate(BANNER_SHOWN)
    finally:
        origin.server.shutdown()
        origin.server.server_close()


# ---- remote play between Chromium and Firefox (WebKitGTK has no WebRTC here) ----------------


def invitation(host: Engine, url: str) -> str:
    """Start Terremoto with Bruno at another device; his invitation link, on the join desk
    (opened at him from the panel)."""
    start(host, url, "terremoto", [("Ada", "human"), ("Bruno", "remote")])
    host.click(by_cmd({"desk_open": 1}))
    link = host.wait(
        "() => { const v = document.getElementById('desk-link')?.value;"
        " return !!v && v.includes('#join=') && v; }",
        timeout=10,
    )
    assert isinstance(link, str) and link.startswith(url)
    return link


def answer_of(guest: Engine, url: str, link: str) -> str:
    """The guest opens the invitation; the answer its page shows."""
    open_ready(guest, url)
    guest.open(link)  # (only the fragment changes)
    answer = guest.wait("() => document.getElementById('join-answer')?.value", timeout=15)
    assert CODE.match(answer), answer
    return str(answer)


def connected(host: Engine, guest: Engine) -> None:
    host.wait(
        "() => document.getElementById('invite-status-1')?.innerText === 'Bruno is connected.'",
        timeout=20,
    )
    guest.wait(shown("terremoto"), timeout=10)
    assert guest.evaluate("() => document.getElementById('you-play').innerText").startswith(
        "You play Bruno"
    )


def one_decision_each(host: Engine, guest: Engine) -> None:
    """The host's plays until Bruno's turn, then one of Bruno's by clicks at the guest,
    applied by the host; the guest's screen follows."""
    for _ in range(4):
        if host.call("seat") == 1:
            break
        decide(host, "terremoto", first_clickable(host, "terremoto"))
    assert host.call("seat") == 1
    guest.wait("(n) => volcanoTest.call('progress').actions === n", progress(host), timeout=10)
    decide(guest, "terremoto", first_clickable(guest, "terremoto"), holder=host)
    guest.wait("(n) => volcanoTest.call('progress').actions === n", progress(host), timeout=10)


@pytest.mark.parametrize("name", OTHERS)
def test_remote_play_chromium_hosts_the_other_engine_joins_by_codes(
    checked: Callable[[str], Engine], site_url: str, name: str
) -> None:
    host, guest = checked("chromium"), checked(name)
    if name == "webkit":
        open_ready(guest, site_url)
        if guest.evaluate("() => typeof RTCPeerConnection") == "undefined":
            pytest.skip("Debian builds WebKitGTK without WebRTC: no RTCPeerConnection")
    link = invitation(host, site_url)
    answer = answer_of(guest, site_url, link)
    host.evaluate("() => { document.querySelector('#desk .desk-more').open = true; }")
    host.fill("#desk-answer", answer)
    host.click(by_cmd({"desk_connect": 1}))
    connected(host, guest)
    one_decision_each(host, guest)


# The camera films the image ``src`` on white, as a canvas's stream (a new one each time the
# camera is opened); what reads it is the page's own (static/net.js: jsQR in Firefox).
CAMERA = """async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext("2d");
    const film = () => {
        context.fillStyle = "#fff";
        context.fillRect(0, 0, 640, 480);
        context.drawImage(image, 128, 48, 384, 384);
    };
    film();
    setInterval(film, 100);
    navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(10);
}"""
# The answer's QR code as the guest's screen shows it, as a PNG (``data:`` URL).
QR_PICTURE = """async () => {
    const shown = document.querySelector("#join-dialog img.qr");
    const image = new Image();
    image.src = shown.src;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 400;
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, 400, 400);
    context.drawImage(image, 0, 0, 400, 400);
    return canvas.toDataURL("image/png");
}"""


def test_remote_play_firefox_hosts_and_scans_the_chromium_guests_answer(
    checked: Callable[[str], Engine], site_url: str
) -> None:
    host, guest = checked("firefox"), checked("chromium")
    assert not host.evaluate("() => 'BarcodeDetector' in window")  # so jsQR reads
    link = invitation(host, site_url)
    answer_of(guest, site_url, link)
    guest.wait("() => !!document.querySelector('#join-dialog img.qr')?.complete", timeout=10)
    host.evaluate(CAMERA, guest.evaluate(QR_PICTURE))
    host.click("#desk-close")  # the desk again: its camera (films the answer) is opened anew
    host.click(by_cmd({"desk_open": 1}))
    connected(host, guest)
    assert host.evaluate(
        "() => performance.getEntriesByType('resource').some((e) => /jsqr/i.test(e.name))"
    ), "the answer was read by the vendored jsQR"
    host.wait("() => !document.getElementById('desk')", timeout=5)  # everyone is here
    assert not host.evaluate("() => document.querySelector('video')")  # the camera let go
    one_decision_each(host, guest)
