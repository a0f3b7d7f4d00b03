"""Play together from three devices (browser contexts): the host starts Terremoto with seats 2
and 3 at "Another device", each guest opens its invitation link, the host pastes the guest's
answer; then each plays its own seat on its own page (game/ui/joining.py), its first
decisions by clicks. Midway Bruno's tab closes; the host makes a new invitation with one
click, the guest joins again in a new tab; later the host's page reloads, resumes the saved
game and invites again; the game goes on to the end.

The measured numbers (a guest's move to its redraw, bytes per message) are printed: `-s`."""

from __future__ import annotations

import json
import random
import statistics
import time

import pytest
from playwright.sync_api import Browser, Page, expect

from game.ui.remote import PROTOCOL
from tests.e2e import terremoto_driver as tm
from tests.e2e.conftest import guarded_page, wait_ready
from tests.e2e.game_driver import call, hook
from tests.e2e.remote_driver import (
    GAME_SHOWN,
    audit,
    devices,
    end_card,
    guest_caught_up,
    guest_messages,
    join,
    replays_exactly,
    without_events,
)

pytestmark = pytest.mark.browser

REJOIN_AFTER = 3  # the guest's decisions before its tab closes...
RELOAD_AFTER = 6  # ...and before the host's page reloads
# each player's first decisions are taken by clicks; the others through the test hook ``act``
# (taken as a click takes it: game/ui/screen.py); a turn's few actions stay inside the host's
# rate bound (GUEST_BURST)
CLICKED = 8


def test_two_devices_play_terremoto_each_its_own_seat(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    # the host, Bruno's two tabs, Carla
    with devices(request, *(guarded_page(browser) for _ in range(4))) as pages:
        _play(*pages, site_url)


def _play(host: Page, guest: Page, again: Page, carla: Page, site_url: str) -> None:
    tm.start(host, site_url, [("Ada", "human"), ("Bruno", "remote"), ("Carla", "remote")])
    # the host's page: an invitation for Bruno; no pass screen before his seat
    expect(host.locator("#invite-1 h3")).to_have_text("Bruno")
    expect(host.locator("#invite-1").get_by_role("button", name="Invite Bruno")).to_be_visible()
    waiting = "Waiting for Bruno" if hook(host, "seat") == 1 else "Bruno is not connected yet."
    expect(host.locator("#invite-status-1")).to_have_text(waiting)
    expect(host.locator("#overlay")).to_be_hidden()
    guest_id = join(host, guest, site_url, wrong_code_first=True)
    join(host, carla, site_url, 2, "Carla")
    assert hook(host, "record")["actions"] == []
    expect(guest.locator("#you-play")).to_have_text(
        "You play Bruno here; the host's device holds the game."
    )
    for part in ("#undo", "#replay-open", "#menu-button"):  # no undo, replay, links, export
        expect(guest.locator(part)).to_have_count(0)
    guest.click("#guest-rules")  # the rules are there, read from the guest's own view
    expect(guest.locator("#rules-dialog")).to_contain_text("100")
    guest.locator("#rules-dialog").get_by_role("button").click()
    expect(guest.locator("#rules-dialog")).to_have_count(0)

    # a forged message through the guest's channel: an action for Ada's seat
    before = hook(host, "state_hash")
    refusals = len([m for m in guest_messages(guest) if '"refused"' in m])
    forged = {"v": PROTOCOL, "type": "act", "seat": 0, "n": 0, "seq": 50, "action": "end"}
    guest.evaluate("([id, text]) => volcanoNet.send(id, text)", [guest_id, json.dumps(forged)])
    expect(guest.locator("#notice")).to_contain_text("that move was for another player's seat")
    assert len([m for m in guest_messages(guest) if '"refused"' in m]) == refusals + 1
    assert hook(host, "state_hash") == before
    assert hook(host, "record")["actions"] == []

    rnd = random.Random(29)
    decided = {0: 0, 1: 0, 2: 0}
    round_trips: list[float] = []
    answers: list[float] = []  # ms from the guest's click to the host's answer, at the guest
    sizes: list[int] = []
    rejoined = reloaded = False
    undone = 0  # decisions of Bruno's after which he went on (the core would allow an undo)
    while not call(host, "progress")["over"]:
        assert sum(decided.values()) < 300, "the game should have ended"
        if decided[1] == REJOIN_AFTER and not rejoined:  # the guest's tab closes; it joins again
            sizes += audit(guest, 1)
            guest.close()
            gone = "Waiting for Bruno" if hook(host, "seat") == 1 else "Bruno is disconnected."
            expect(host.locator("#invite-status-1")).to_have_text(gone)
            host.get_by_role("button", name="New invitation for Bruno").click()
            guest = again
            join(host, guest, site_url)
            rejoined = True
        if decided[1] == RELOAD_AFTER and not reloaded:  # the host reloads, resumes the game
            record = hook(host, "record")["actions"]
            sizes += audit(guest, 1)
            host.reload()
            wait_ready(host)
            expect(guest.locator("#seat-status")).to_contain_text("Connection to the host lost")
            expect(guest.locator("#seat-status")).to_be_in_viewport()  # a line, not a toast
            saved = host.locator("#saved li.save:not(.damaged)", has_text="Ada").first
            saved.locator("button", has_text="Resume").click()
            host.wait_for_function(GAME_SHOWN)
            assert hook(host, "record")["actions"] == record  # nothing lost
            replays_exactly(host)
            join(host, guest, site_url)  # the invitations again; the guests' tabs reload
            join(host, carla, site_url, 2, "Carla")
            reloaded = True
        actions = call(host, "progress")["actions"]
        seat = hook(host, "seat")
        guest_caught_up(guest, actions)
        if seat == 0:
            assert call(guest, "ui")["acting"] is False
            notation = tm.choose(host, rnd)
            if decided[0] < CLICKED:
                tm.perform(host, notation, style=actions)
            else:
                assert call(host, "act", notation) is True
        else:
            assert call(host, "ui")["acting"] is False  # the host never acts for a guest
            device = guest if seat == 1 else carla
            guest_caught_up(device, actions)
            # the guest's view on its device is exactly what the host says its seat may know
            shown = without_events(call(device, "view"))
            assert shown == without_events(call(host, "seat_view", seat)), actions
            notation = tm.choose(device, rnd)
            clicks = decided[seat] < CLICKED
            if clicks and notation != "end":
                tm.select(device, notation, style=actions)
                assert call(device, "ui")["candidate"] == notation
            start, clicked = time.monotonic(), device.evaluate("performance.now()")
            if clicks:
                device.click("#tm-end" if notation == "end" else "#tm-play")
            else:
                assert call(device, "act", notation) is True
            host.wait_for_function(
                "(n) => volcanoTest.record().actions.length === n", arg=actions + 1
            )
            guest_caught_up(device, actions + 1)
            if clicks:
                round_trips.append(time.monotonic() - start)
                answered = device.evaluate(
                    "netEvents.filter((e) => e.type === 'message').at(-1).at"
                )
                answers.append(answered - clicked)
            assert hook(host, "record")["actions"][-1] == notation
            if hook(host, "seat") == seat:  # a guest goes on: the host cannot take it back
                expect(host.locator("#undo")).to_be_disabled()
                undone += 1
        decided[seat] += 1

    assert rejoined and reloaded and undone and decided[2]
    # every end screen, the same winner and table (a guest's has no rematch: no game there)
    for device in (guest, carla):
        guest_caught_up(device, call(host, "progress")["actions"])
        assert end_card(device) == end_card(host)
    assert "Bruno" in guest.locator(".end-card").inner_text()
    expect(host.locator(".end-card").get_by_role("button", name="Rematch")).to_have_count(1)
    expect(guest.locator(".end-card").get_by_role("button", name="Rematch")).to_have_count(0)
    replays_exactly(host)
    sizes += audit(guest, 1)
    audit(carla, 2)
    print(
        f"\n{len(round_trips)} moves of the guests; a click -> host applied -> guest redrawn:"
        f" median {statistics.median(round_trips) * 1000:.0f} ms,"
        f" max {max(round_trips) * 1000:.0f} ms (test clock, polling included);"
        f" to the host's answer arriving: median {statistics.median(answers):.0f} ms,"
        f" max {max(answers):.0f} ms (the guest's clock);"
        f" {len(sizes)} messages to the guest: median {statistics.median(sizes)} bytes,"
        f" largest {max(sizes)}"
    )
    # the host's page goes: the guest says so
    host.goto("about:blank")
    expect(guest.locator("#seat-status")).to_contain_text("Connection to the host lost")
    # the guest's start screen keeps how to rejoin, and says a new invitation is needed
    guest.locator(".end-card").get_by_role("button", name="New game").click()
    row = guest.locator("#rejoin li", has_text="Rejoin Ada's game of Terremoto as Bruno")
    expect(row).to_contain_text("Ask Ada for a new invitation.")
    expect(row.get_by_role("button", name="Rejoin")).to_have_count(0)
    kept = json.loads(guest.evaluate("localStorage.getItem('volcano:rejoin')"))
    assert [{**k, "when": 0} for k in kept] == [  # no game state, no link to open again
        {"host": "Ada", "game": "terremoto", "seat": "Bruno", "link": "", "when": 0}
    ]
