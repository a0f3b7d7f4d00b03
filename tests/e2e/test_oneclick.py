"""One-click joining through a PeerJS server (game/ui/channel.py), two browser contexts as two
devices: the host starts Terremoto with Bruno at another device and shows one link; strangers
who reach the host's name with garbage, a wrong secret or an action are denied, the game
unchanged; after a "New link" the old one is refused with a message; Bruno's device opens
the new link and plays at once. Midway his page reloads and
rejoins by itself; the host's page reloads, resumes the game and listens under the same name,
and his page reconnects by itself; later his tab closes and he rejoins from the start screen's
list with one click. The game goes on to the end: the host's game is its record replayed, and
Bruno's device never received another hand, the seed or the record (rules: the host holds the
game; a guest learns only its seat). A rematch at the host is hosted under a new name (it
failed before net.js let a page take one), and Bruno's finished page lets the old game go.

Measured numbers (the seconds of each step from the start) are printed: `-s`."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from game.ui.remote import PROTOCOL
from tests.e2e import terremoto_driver as tm
from tests.e2e.conftest import PeerServer, check_page, guarded_page, wait_ready
from tests.e2e.game_driver import call, close_desk, hook
from tests.e2e.remote_driver import (
    GAME_SHOWN,
    RECORD_FROM_START,
    audit,
    bucket,
    guest_caught_up,
    open_desk,
    pace,
    replays_exactly,
    without_events,
)

pytestmark = pytest.mark.browser

LINK = re.compile(r"#play=[a-z0-9]{20}\.1\.[A-Za-z0-9_-]{22}$")


def bruno_link(host: Page, old: str = "") -> str:
    """Bruno's link, as the join desk (opened at him from the panel, closed after) shows it
    (another than ``old``)."""
    open_desk(host, 1, "Bruno")
    link_box = host.locator("#desk-link")
    if old:
        expect(link_box).not_to_have_value(old, timeout=10_000)
    expect(link_box).to_have_value(LINK, timeout=15_000)
    link = link_box.input_value()
    close_desk(host)
    return link


DENIED = f'{{"v":{PROTOCOL},"type":"denied"}}'  # (the seat link's: remote.py's protocol)
RELOAD_GUEST, RELOAD_HOST, CLOSE_TAB = 2, 4, 6  # after so many of Bruno's decisions
# the game's first decisions are taken by clicks, the others through the test hook ``act`` (as
# a click takes it: game/ui/screen.py); a turn's few actions stay inside the host's rate bound
CLICKED = 16
# strangers at once: each connects to the host's name and says one of `texts`; their ids
STRANGERS = """([peer, texts]) => Promise.all(texts.map(async (text) => {
    const {id} = await volcanoNet.connect(peer);
    volcanoNet.send(id, text);
    return id;
}))"""


@pytest.fixture
def devices(
    browser: Browser, request: pytest.FixtureRequest, peer_server: PeerServer
) -> Iterator[tuple[list[tuple[BrowserContext, Page, list[str], list[str]]], str]]:
    made = [guarded_page(browser) for _ in range(2)]  # the host's device, Bruno's
    made[1][0].add_init_script(RECORD_FROM_START)
    yield made, peer_server.url
    try:
        for _, page, outside, errors in made:
            for other in page.context.pages:
                check_page(other, request, outside, errors)
    finally:
        for context, _, _, _ in made:
            context.close()


def test_one_link_joins_and_every_loss_reconnects_by_itself(
    devices: tuple[list[tuple[BrowserContext, Page, list[str], list[str]]], str],
    peerjs_site: tuple[object, str],
) -> None:
    (_, host, _, _), (guest_context, guest, _, _) = devices[0]
    site = peerjs_site[1]
    started = time.monotonic()
    laps: dict[str, float] = {}

    def lap(name: str) -> None:
        laps[name] = time.monotonic() - started

    guest.goto(site)  # Bruno's device starts meanwhile
    tm.start(host, site, [("Ada", "human"), ("Bruno", "remote")])
    open_desk(host, 1, "Bruno")
    link_box = host.locator("#desk-link")
    expect(link_box).to_have_value(LINK, timeout=15_000)
    link = link_box.input_value()
    assert link.startswith(site)
    qr = host.locator("#desk-qr").get_attribute("src", timeout=5_000)
    assert qr and qr.startswith("data:image/svg+xml")
    expect(host.locator("#desk-answer")).to_have_count(0)  # no answer goes back
    expect(host.locator("#desk video")).to_have_count(0)  # (nor is read by the camera)
    close_desk(host)
    peer, _, secret = link.split("#play=")[1].split(".")
    lap("link shown")

    # strangers who found the host's name: denied and let go, nothing changed
    wait_ready(guest)
    before = hook(host, "state_hash")
    wrong = {"v": PROTOCOL, "type": "hello", "seat": 1, "secret": secret[::-1], "device": "d" * 16}
    forged = {"v": PROTOCOL, "type": "act", "seat": 1, "n": 0, "seq": 1, "action": "end"}
    texts = ["{{garbage", json.dumps(wrong), json.dumps({**wrong, "seat": 0}), json.dumps(forged)]
    lap("guest page ready")
    conns = guest.evaluate(STRANGERS, [peer, texts])
    guest.wait_for_function(
        "(ids) => ids.every((id) => netEvents.some((e) => e.id === id && e.type === 'closed'))",
        arg=conns,
    )
    for conn, text in zip(conns, texts, strict=True):
        said = guest.evaluate(
            "(id) => netEvents.filter((e) => e.id === id && e.type === 'message')"
            ".map((e) => e.text)",
            conn,
        )
        assert said == [DENIED], text
    assert hook(host, "state_hash") == before and hook(host, "record")["actions"] == []
    expect(host.locator("#invite-status-1")).not_to_have_text("Bruno is connected.")
    lap("strangers denied")
    # a new link for Bruno: the old one is refused, with a message to whoever opens it
    host.get_by_role("button", name="New link (the old one stops working)").click()
    new_link = bruno_link(host, link)
    guest.goto(link)
    expect(guest.locator("#notice")).to_contain_text("The host refused this link")
    link = new_link
    lap("old link refused")

    # Bruno opens the link: he plays, with no other step
    guest.goto(link)
    guest.wait_for_function(GAME_SHOWN, timeout=15_000)
    expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.")
    expect(guest.locator("#you-play")).to_contain_text("You play Bruno here")
    lap("joined")

    rnd = random.Random(29)
    bruno = 0
    counted = bucket()
    sizes: list[int] = []
    while not call(host, "progress")["over"]:
        assert bruno < 150, "the game should have ended"
        actions = call(host, "progress")["actions"]
        guest_caught_up(guest, actions)
        if hook(host, "seat") == 0:
            if actions < CLICKED:
                tm.perform(host, tm.choose(host, rnd), style=actions)
            else:
                assert call(host, "act", tm.choose(host, rnd)) is True
            continue
        shown = without_events(call(guest, "view"))
        assert shown == without_events(call(host, "seat_view", 1)), actions
        notation = tm.choose(guest, rnd)
        pace(counted)
        if actions >= CLICKED:
            assert call(guest, "act", notation) is True
        elif notation != "end":
            tm.select(guest, notation, style=actions)
            guest.click("#tm-play")
        else:
            guest.click("#tm-end")
        host.wait_for_function("(n) => volcanoTest.record().actions.length === n", arg=actions + 1)
        assert hook(host, "record")["actions"][-1] == notation
        bruno += 1
        if bruno == RELOAD_GUEST:  # his page reloads: it rejoins by itself
            sizes += audit(guest, 1)
            guest.reload()
            guest.wait_for_function(GAME_SHOWN, timeout=20_000)
            expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.")
            lap("guest reloaded, back")
        elif bruno == RELOAD_HOST:  # the host's page reloads and resumes; he comes back by himself
            sizes += audit(guest, 1)
            record = hook(host, "record")["actions"]
            host.reload()
            expect(guest.locator("#seat-status")).to_contain_text("reconnecting")
            wait_ready(host)
            host.locator("#saved li.save", has_text="Ada").first.get_by_role(
                "button", name="Resume"
            ).click()
            host.wait_for_function(GAME_SHOWN)
            assert hook(host, "record")["actions"] == record
            # back by his old link: the host listens under the same name, with the same secret
            expect(host.locator("#invite-status-1")).to_have_text(
                "Bruno is connected.", timeout=20_000
            )
            replays_exactly(host)
            lap("host reloaded, guest back")
        elif bruno == CLOSE_TAB:  # his tab closes; a new one rejoins from the start screen
            sizes += audit(guest, 1)
            guest.close()
            guest = guest_context.new_page()
            lap("tab closed")
            guest.goto(site)
            row = guest.locator("#rejoin li", has_text="Rejoin Ada's game of Terremoto as Bruno")
            row.get_by_role("button", name="Rejoin").click()
            guest.wait_for_function(GAME_SHOWN, timeout=15_000)
            expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.")
            lap("rejoined from the list")

    lap("game over")
    assert bruno > CLOSE_TAB
    guest_caught_up(guest, call(host, "progress")["actions"])
    expect(guest.locator(".end-card")).to_be_visible()
    end = "[...document.querySelectorAll('.end-card > :not(.buttons)')].map((e) => e.innerText)"
    assert guest.evaluate(end) == host.evaluate(end)
    replays_exactly(host)
    sizes += audit(guest, 1)
    kept = guest.evaluate("localStorage.getItem('volcano:rejoin')")
    assert json.loads(kept)[0] == {
        "host": "Ada",
        "game": "terremoto",
        "seat": "Bruno",
        "link": link,
        "when": json.loads(kept)[0]["when"],
    }
    print(
        f"\noneclick: {bruno} moves of Bruno's, {len(sizes)} messages to his device; seconds"
        " from the start: " + ", ".join(f"{name} {at:.1f}" for name, at in laps.items())
    )
    # a rematch: a new game at the host, under a new name; Bruno's page, its game over, is told
    # the host left it, and does not wait for it
    host.locator(".end-card").get_by_role("button", name="Rematch").click()
    expect(host.locator("#desk-name")).to_have_text("Bruno")  # the desk opens by itself
    expect(link_box).not_to_have_value(re.compile(f"#play={peer}"), timeout=15_000)
    expect(link_box).to_have_value(LINK)  # (a new name on the server: as long as the first)
    expect(guest.locator("#seat-status")).to_contain_text("Connection to the host lost.")
    expect(guest.locator("#seat-status")).not_to_contain_text("reconnecting")


def test_a_link_opened_on_another_device_is_told_and_a_new_link_takes_the_seat_back(
    devices: tuple[list[tuple[BrowserContext, Page, list[str], list[str]]], str],
    peerjs_site: tuple[object, str],
    browser: Browser,
    request: pytest.FixtureRequest,
) -> None:
    """#41: a second device opening Bruno's link mid-game took his hand silently: Bruno's page
    stopped, and the host's panel still said "Bruno is connected." and offered no New link.
    Now a reload of Bruno's own device is a rejoin like any other, but his link on another
    device is told to the host within a second; the host's New link, offered at any time,
    lets that device go and brings Bruno back."""
    (_, host, _, _), (_, bruno, _, _) = devices[0]
    site = peerjs_site[1]
    bruno.goto(site)
    tm.start(host, site, [("Ada", "human"), ("Bruno", "remote")])
    link = bruno_link(host)
    status = host.locator("#invite-status-1")
    bruno.goto(link)
    bruno.wait_for_function(GAME_SHOWN, timeout=20_000)
    expect(status).to_have_text("Bruno is connected.")
    bruno.reload()  # his own device again: nothing to tell
    bruno.wait_for_function(GAME_SHOWN, timeout=20_000)
    expect(status).to_have_text("Bruno is connected.")

    context, other, outside, errors = guarded_page(browser)
    try:
        other.goto(link)  # someone who saw the link, on another device
        other.wait_for_function(GAME_SHOWN, timeout=20_000)
        expect(status).to_contain_text("Bruno's link was opened on another device", timeout=1000)
        expect(bruno.locator("#seat-status")).to_have_text(
            "This seat is now played in another tab or on another device."
        )
        host.get_by_role("button", name="New link (the old one stops working)").click()
        expect(other.locator("#seat-status")).to_contain_text("The host refused this link")
        bruno.goto(bruno_link(host, link))
        bruno.wait_for_function(GAME_SHOWN, timeout=20_000)
        expect(status).to_have_text("Bruno is connected.")
        check_page(other, request, outside, errors)
    finally:
        context.close()
