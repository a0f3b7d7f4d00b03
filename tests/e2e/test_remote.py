"""Play together from two devices (two browser contexts): the host starts Terremoto with seat 2
at "Another device", the guest opens the invitation link, the host pastes the guest's answer;
then each plays its own seat by clicks on its own page (game/ui/together.py).

The measured numbers (a guest's move to its redraw, bytes per message) are printed: `-s`."""

from __future__ import annotations

import json
import random
import re
import statistics
import time
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e import terremoto_driver as tm
from tests.e2e.conftest import check_page, guarded_page, wait_ready
from tests.e2e.game_driver import call, hook

pytestmark = pytest.mark.browser

CODE = re.compile(r"^[A-Za-z0-9_-]{20,}$")
# every message the guest's page receives, as it arrives ("; 0": on() returns a function)
RECORD = """window.netEvents = [];
    volcanoNet.on((e) => netEvents.push({...e, at: performance.now()}));
    0"""
GAME_SHOWN = (
    "document.getElementById('game').dataset.game === 'terremoto'"
    " && !document.getElementById('game').hidden"
)
SECRET_KEYS = {"seed", "record", "actions", "state", "states"}


def _without_events(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "events"}


def _only_seat_1(data: Any, where: str = "") -> None:
    """No seed, record or state anywhere; cards in hand only in seat 2's own view; a log
    entry meant for some seats only, only if seat 2 is among them."""
    if isinstance(data, dict):
        assert not SECRET_KEYS & set(data), (where, SECRET_KEYS & set(data))
        if "hand" in data:  # seat 2's own, or the public views' empty one (the end's history)
            assert data.get("viewer") == 1 or not data["hand"], (where, data["hand"])
        if isinstance(data.get("to"), list):
            assert 1 in data["to"], (where, data)
        for key, value in data.items():
            _only_seat_1(value, f"{where}.{key}")
    elif isinstance(data, list):
        for k, value in enumerate(data):
            _only_seat_1(value, f"{where}[{k}]")


def _guest_messages(guest: Page) -> list[str]:
    return guest.evaluate("netEvents.filter((e) => e.type === 'message').map((e) => e.text)")  # type: ignore[no-any-return]


def _guest_caught_up(guest: Page, actions: int) -> None:
    guest.wait_for_function(
        "(n) => { const p = volcanoTest.call('progress'); return p && p.actions === n; }",
        arg=actions,
        timeout=10_000,
    )


def test_two_devices_play_terremoto_each_its_own_seat(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    h_context, host, h_outside, h_errors = guarded_page(browser)
    g_context, guest, g_outside, g_errors = guarded_page(browser)
    try:
        _play(host, guest, site_url)
    finally:
        try:
            check_page(host, request, h_outside, h_errors)
            check_page(guest, request, g_outside, g_errors)
        finally:
            g_context.close()
            h_context.close()


def _play(host: Page, guest: Page, site_url: str) -> None:
    guest.goto(site_url)
    tm.start(host, site_url, [("Ada", "human"), ("Bruno", "remote")])
    # the host's page: an invitation for Bruno, as a link a person copies
    panel = host.locator("#invite-1")
    expect(panel.locator("h3")).to_have_text("Invite Bruno")
    waiting = "Waiting for Bruno" if hook(host, "seat") == 1 else "Bruno is not connected yet."
    expect(host.locator("#invite-status-1")).to_have_text(waiting)
    link_box = host.locator("#invite-link-1")
    expect(link_box).to_have_value(re.compile(r"#join=[A-Za-z0-9_-]+$"), timeout=10_000)
    link = link_box.input_value()
    assert link.startswith(site_url)
    qr = panel.locator("img.qr")
    assert qr.get_attribute("src", timeout=5_000).startswith("data:image/svg+xml")  # type: ignore[union-attr]
    # no pass screen before the other device's seat; Ada plays at once
    expect(host.locator("#overlay")).to_be_hidden()

    # the guest's device opens the link (its messages recorded from before joining)
    wait_ready(guest)
    guest.evaluate(RECORD)
    guest.goto(link)
    answer_box = guest.locator("#join-answer")
    expect(answer_box).to_have_value(CODE, timeout=10_000)
    expect(guest.locator("#join-status")).to_have_text("Waiting for the host…")
    assert "#" not in guest.url  # the invitation is not kept in the address
    answer = answer_box.input_value()

    # a wrong code first: a clear message, nothing else changes
    host.fill("#invite-answer-1", "not-a-real-answer-code")
    panel.get_by_role("button", name="Connect").click()
    expect(panel.locator(".invite-problem")).to_have_text(
        "Not connected: that is not a connection code."
    )
    assert hook(host, "record")["actions"] == []

    host.fill("#invite-answer-1", link.split("#")[0] + "#answer=" + answer)  # a link works too
    panel.get_by_role("button", name="Connect").click()
    expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.", timeout=15_000)
    guest.wait_for_function(GAME_SHOWN, timeout=10_000)
    expect(guest.locator("#join-dialog")).to_have_count(0)
    expect(guest.locator("#you-play")).to_have_text(
        "You play Bruno here; the host's device holds the game."
    )
    for part in ("#undo", "#replay-open", "#menu-button"):  # no undo, replay, links, export
        expect(guest.locator(part)).to_have_count(0)
    guest_id = guest.evaluate("netEvents.find((e) => e.type === 'open').id")

    # a forged message through the guest's channel: an action for Ada's seat
    before = hook(host, "state_hash")
    refusals = len([m for m in _guest_messages(guest) if '"refused"' in m])
    forged = {"v": 1, "type": "act", "seat": 0, "n": 0, "seq": 50, "action": "end"}
    guest.evaluate("([id, text]) => volcanoNet.send(id, text)", [guest_id, json.dumps(forged)])
    expect(guest.locator("#notice")).to_contain_text("that move was for another player's seat")
    assert len([m for m in _guest_messages(guest) if '"refused"' in m]) == refusals + 1
    assert hook(host, "state_hash") == before
    assert hook(host, "record")["actions"] == []

    rnd = random.Random(29)
    decided = {0: 0, 1: 0}
    round_trips: list[float] = []
    while not call(host, "progress")["over"]:
        assert sum(decided.values()) < 300, "the game should have ended"
        actions = call(host, "progress")["actions"]
        seat = hook(host, "seat")
        _guest_caught_up(guest, actions)
        if seat == 0:
            assert call(guest, "ui")["acting"] is False
            tm.perform(host, tm.choose(host, rnd), style=actions)
        else:
            assert call(host, "ui")["acting"] is False  # the host never acts for Bruno
            expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.")
            # Bruno's view at the guest is exactly what the host says seat 2 may know
            shown = _without_events(call(guest, "view"))
            assert shown == _without_events(call(host, "seat_view", 1)), actions
            notation = tm.choose(guest, rnd)
            if notation != "end":
                tm.select(guest, notation, style=actions)
                assert call(guest, "ui")["candidate"] == notation
            start = time.monotonic()
            guest.click("#tm-end" if notation == "end" else "#tm-play")
            host.wait_for_function(
                "(n) => volcanoTest.record().actions.length === n", arg=actions + 1
            )
            _guest_caught_up(guest, actions + 1)
            round_trips.append(time.monotonic() - start)
            assert hook(host, "record")["actions"][-1] == notation
        decided[seat] += 1

    actions = call(host, "progress")["actions"]
    _guest_caught_up(guest, actions)
    assert call(host, "progress")["over"]
    # both end screens, the same winner and table (the guest's has no rematch: no game there)
    expect(guest.locator(".end-card")).to_be_visible()
    end = "[...document.querySelectorAll('.end-card > :not(.buttons)')].map((e) => e.innerText)"
    assert guest.evaluate(end) == host.evaluate(end)
    assert "Bruno" in guest.locator(".end-card").inner_text()
    expect(host.locator(".end-card").get_by_role("button", name="Rematch")).to_have_count(1)
    expect(guest.locator(".end-card").get_by_role("button", name="Rematch")).to_have_count(0)
    texts = _guest_messages(guest)
    for k, text in enumerate(texts):
        _only_seat_1(json.loads(text), f"message {k}")
    sizes = [len(text.encode()) for text in texts]
    print(
        f"\n{actions} decisions ({decided}); guest move -> host applied -> guest redrawn:"
        f" median {statistics.median(round_trips) * 1000:.0f} ms,"
        f" max {max(round_trips) * 1000:.0f} ms (test clock, polling included);"
        f" {len(texts)} messages to the guest: median {statistics.median(sizes)} bytes,"
        f" first {sizes[0]}, largest {max(sizes)}"
    )
