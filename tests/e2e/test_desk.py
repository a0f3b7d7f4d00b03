"""The join desk (#41, item 1: game/ui/desk.py, channel.py): a table of friends joins with one
scan each way per guest. Every device is its own context of one Chromium whose camera films a
Y4M file the test rewrites in place while the cameras are open (a live picture): the host's
laptop (1440x900) and three phones (390x844, DPR 3) for Bruno, Carla and Dario, plus a
watcher's phone.

- The desk opens by itself when the game starts. For each seat in turn the test reads the
  desk's QR code from a screenshot at half scale (the page's own reader, jsQR), opens the link
  on that guest's phone (its one action: scanning the code with the phone's camera app), then
  films the answer code the phone shows: the host's camera reads it and the desk moves on to the
  next seat by itself, and closes when everyone is there.
- A watcher is invited from the panel (the desk shows its invitation) and joins by the desk's
  answer box (pasted); the host reloads and resumes: the desk is
  back with every seat and the watcher waiting; each guest's page says at once that the host
  went away, with a Scan button in view on its phone. Each presses it (its one action), its
  camera reads the desk's new invitation, and the host's camera its answer.
- The game then goes to its end screen on all five devices.

The actions each guest took are printed: `-s`."""

from __future__ import annotations

import base64
import random
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError

from tests.e2e import terremoto_driver as tm
from tests.e2e.camera_driver import show_to_camera as show
from tests.e2e.conftest import guarded_page, wait_ready
from tests.e2e.game_driver import call, hook
from tests.e2e.remote_driver import (
    GAME_SHOWN,
    bucket,
    devices,
    end_card,
    guest_caught_up,
    join,
    pace,
)
from tests.e2e.test_remote_seats import AT_HALF_SCALE

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GUESTS = ("Bruno", "Carla", "Dario")
WATCHER = 100  # the first watcher's key (game/ui/channel.py WATCHERS)
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
    "permissions": ["camera"],
}


def desk_link(host: Page, name: str) -> str:
    """The desk shows ``name``'s invitation, its QR code in whole pixels (at least 4 a module)
    that reads from a screenshot at half scale: the link it carries."""
    expect(host.locator("#desk-name")).to_have_text(name, timeout=15_000)
    qr = host.locator("#desk-qr")
    expect(qr).to_have_attribute("src", re.compile("^data:image/svg"), timeout=10_000)
    side = int(re.search(r"viewBox%3D%220%200%20(\d+)%20", qr.get_attribute("src") or "")[1])  # type: ignore[index]
    box = qr.bounding_box()
    assert box is not None
    assert box["width"] == int(box["width"]) and box["width"] / side >= 4, (box, side)
    assert box["width"] % side == 0, (box, side)
    for attempt in range(3):  # (the desk redraws as its camera reads: drawn anew, shot again)
        try:
            png = qr.screenshot()
            break
        except PlaywrightError as error:
            if "not attached" not in str(error) or attempt == 2:
                raise
    link = host.evaluate(AT_HALF_SCALE, base64.b64encode(png).decode())
    assert isinstance(link, str) and "#join=" in link, link
    return link


def answer_to_host(video: Path, host: Page, guest: Page, name: str) -> None:
    """The guest's phone shows its answer; held up to the host's camera, it connects."""
    expect(guest.locator("#join-dialog img.qr")).to_be_visible(timeout=15_000)
    show(video, guest, "#join-dialog img.qr")
    guest.wait_for_function(GAME_SHOWN, timeout=20_000)
    expect(host.locator(f"#invite-status-{GUESTS.index(name) + 1}")).to_have_text(
        f"{name} is connected."
    )


# A camera that answers late, then not at all (no device).
LATE_NO_CAMERA = """navigator.mediaDevices.getUserMedia = () => new Promise((_, refuse) =>
    setTimeout(() => refuse(new DOMException("no device", "NotFoundError")), 1500));"""
# Where the desk's title and Back to the game are (read at once: the desk redraws).
WHERE = """() => ["#desk-h", "#desk-close"].map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return [r.x, r.y];
})"""


def test_the_desk_buttons_stay_put_when_the_camera_cannot_open(page: Page, site_url: str) -> None:
    """Where no camera opens, the desk says so and shows the answer box, a while after it
    opened: its buttons do not move under a pointer on its way to Back to the game (they did:
    the card was centred and grew, and test_engines' hosts clicked beside the button)."""
    page.add_init_script(LATE_NO_CAMERA)
    tm.start(page, site_url, [("Ada", "human"), ("Bruno", "remote")], desk=True)
    expect(page.locator("#desk-close")).to_be_visible()
    before = page.evaluate(WHERE)
    expect(page.locator("#desk")).to_contain_text("No camera could be opened", timeout=10_000)
    expect(page.locator("#desk-answer")).to_be_visible()
    assert page.evaluate(WHERE) == before
    page.click("#desk-close")
    expect(page.locator("#desk")).to_have_count(0)


def test_a_table_joins_by_the_desk_and_comes_back_after_a_host_reload(
    browser: Browser,
    camera: tuple[Browser, Path],
    site_url: str,
    request: pytest.FixtureRequest,
) -> None:
    camera_browser, video = camera
    made = [guarded_page(camera_browser, viewport={"width": 1440, "height": 900})]
    made += [guarded_page(camera_browser, **PHONE) for _ in range(len(GUESTS) + 1)]
    made[0][0].grant_permissions(["camera"])
    with devices(request, *made) as (host, *phones):
        guests, watcher = dict(zip(GUESTS, phones, strict=False)), phones[-1]
        for phone in phones:
            phone.goto(site_url)  # the phones start up meanwhile
        tm.start(host, site_url, [("Ada", "human"), *((n, "remote") for n in GUESTS)], desk=True)
        # by keyboard: Escape is Back to the game, and the panel's button opens the desk again
        expect(host.locator("#desk-h")).to_be_focused()
        host.keyboard.press("Escape")
        expect(host.locator("#desk")).to_have_count(0)
        expect(host.locator("#desk-open")).to_be_focused()
        host.keyboard.press("Enter")
        actions = dict.fromkeys(GUESTS, 0)
        start = time.monotonic()
        for name, guest in guests.items():
            link = desk_link(host, name)
            wait_ready(guest)
            guest.goto(link)  # the phone's camera app opened the code: its one action
            actions[name] += 1
            answer_to_host(video, host, guest, name)
        expect(host.locator("#desk")).to_have_count(0)  # everyone is here: back to the game
        expect(host.locator("#notice")).to_contain_text("Everyone is at the table.")
        first = time.monotonic() - start
        for name, guest in guests.items():
            expect(guest.locator("#you-play")).to_contain_text(name)

        # a watcher, invited from the panel (the desk opens at it); then the host's page reloads
        wait_ready(watcher)
        host.get_by_role("button", name="Invite someone to watch").click()
        join(host, watcher, site_url, WATCHER, "Watcher 1")
        rnd = random.Random(41)
        _play(host, guests, rnd, moves=5)
        record = hook(host, "record")["actions"]
        host.reload()
        wait_ready(host)
        host.locator("#saved li.save", has_text="Ada").first.get_by_role(
            "button", name="Resume"
        ).click()
        host.wait_for_function(GAME_SHOWN)
        assert hook(host, "record")["actions"] == record  # nothing lost
        waiting = host.locator("#desk .desk-seat.waiting, #desk .desk-seat.now")
        expect(waiting).to_have_count(len(GUESTS) + 1)  # every seat and the watcher
        expect(host.locator(f"#desk-seat-{WATCHER}")).to_contain_text("Watcher 1")
        for phone in phones:  # each device says at once how to come back, in view
            status = phone.locator("#seat-status")
            expect(status).to_contain_text("scan the host's new invitation")
            expect(phone.locator("#guest-scan")).to_be_in_viewport()

        start = time.monotonic()
        for name, phone in [*guests.items(), ("Watcher 1", watcher)]:
            desk_link(host, name)
            show(video, host, "#desk-qr")  # the phone's camera sees the host's screen
            phone.locator("#guest-scan").click()  # its one action
            actions[name] = actions.get(name, 0) + 1
            expect(phone.locator("#join-h")).not_to_have_text("Scan the new invitation")
            if name in guests:
                answer_to_host(video, host, phone, name)
            else:
                expect(phone.locator("#join-dialog img.qr")).to_be_visible(timeout=15_000)
                show(video, phone, "#join-dialog img.qr")
                phone.wait_for_function(GAME_SHOWN, timeout=20_000)
        expect(host.locator("#desk")).to_have_count(0)
        back = time.monotonic() - start
        expect(watcher.locator("#you-play")).to_have_text(
            "You are watching; the host's device holds the game."
        )

        _play(host, guests, rnd)
        final = end_card(host)
        for phone in phones:
            guest_caught_up(phone, call(host, "progress")["actions"])
            assert end_card(phone) == final
        print(
            f"\ndesk: actions per guest {actions}; three guests joined in {first:.1f} s,"
            f" four devices came back after the host's reload in {back:.1f} s"
        )


def _play(host: Page, guests: dict[str, Page], rnd: random.Random, moves: int = 10_000) -> None:
    """Each device plays its own seat (the test hook ``act``, as a click takes it) for
    ``moves`` decisions or to the end."""
    seats = {k: page for k, page in enumerate([host, *guests.values()])}
    counts = {seat: bucket() for seat in seats}
    for _ in range(moves):
        progress = call(host, "progress")
        if progress["over"]:
            return
        seat = hook(host, "seat")
        page = seats[seat]
        if page is not host:
            guest_caught_up(page, progress["actions"])
            pace(counts[seat])
        assert call(page, "act", tm.choose(page, rnd)) is True
        host.wait_for_function(
            "(n) => volcanoTest.call('progress').actions > n", arg=progress["actions"]
        )
