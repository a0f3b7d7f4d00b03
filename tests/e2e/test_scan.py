"""The host reads a guest's answer with its camera (game/ui/camera.py, channel.py): Chromium's
fake camera films a Y4M file the test writes from the QR codes the pages show. The host's
browser is its own launch (the fake camera is a browser flag); the guest is an Italian
phone in the ordinary test browser. First a forged answer is pasted (it passes every check
of the code, then the connection fails); then the join desk's camera is denied, shows the
wrong code, is stopped (Back to the game), is left for the start screen; then the guest's
answer is scanned, and two hostile turns: the host sends the guest a broken message, the
guest sends the host garbage.

The time from opening the desk to connected is printed: `-s`."""

from __future__ import annotations

import base64
import json
import re
import time
import zlib
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from game.ui.remote import PROTOCOL
from tests.e2e import terremoto_driver as tm
from tests.e2e.camera_driver import show_to_camera
from tests.e2e.conftest import guarded_page, wait_ready
from tests.e2e.game_driver import close_desk, hook
from tests.e2e.remote_driver import GAME_SHOWN, RECORD, desk_connect, devices, open_desk
from tests.e2e.test_net import Device, capture_raw_channels

pytestmark = pytest.mark.browser

# Every camera stream the page opens, to see that it is let go.
STREAMS = """(() => {
    window.cameraStreams = [];
    const open = MediaDevices.prototype.getUserMedia;
    MediaDevices.prototype.getUserMedia = async function (...args) {
        const stream = await open.apply(this, args);
        cameraStreams.push(stream);
        return stream;
    };
})();"""
CAMERA_RELEASED = (
    "cameraStreams.length > 0"
    " && cameraStreams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'))"
)


def forged(answer: str) -> str:
    """``answer`` with another DTLS fingerprint, checksum made right: a code that passes every
    check of the host's page, from a device that is not the one it talks to."""
    data = bytearray(base64.urlsafe_b64decode(answer + "=" * (-len(answer) % 4)))

    def bits(start: int, width: int) -> int:
        return sum(
            ((data[(start + k) // 8] >> (7 - (start + k) % 8)) & 1) << (width - 1 - k)
            for k in range(width)
        )

    ufrag = 4 + 1 + 2 + 16  # magic, kind, setup, the invitation's checksum; then ufrag, pwd
    pwd = ufrag + 8 + 6 * bits(ufrag, 8)
    fingerprint = pwd + 8 + 6 * bits(pwd, 8) + 2  # (after the hash's kind)
    flip = fingerprint + 100
    data[flip // 8] ^= 0x80 >> (flip % 8)
    body = bytes(data[:-4])
    whole = body + zlib.crc32(body).to_bytes(4, "big")
    return base64.urlsafe_b64encode(whole).decode().rstrip("=")


def test_the_host_scans_the_guests_answer_with_its_camera(
    browser: Browser,
    camera: tuple[Browser, Path],
    site_url: str,
    request: pytest.FixtureRequest,
) -> None:
    camera_browser, video = camera
    host = guarded_page(camera_browser, permissions=["camera"])
    host[0].add_init_script(STREAMS)
    with devices(request, host, guarded_page(browser, locale="it-IT")) as (host_page, guest):
        _scan(host_page, guest, video, site_url)


def _scan(host: Page, guest: Page, video: Path, site_url: str) -> None:
    guest.goto(site_url)  # its page starts meanwhile
    tm.start(host, site_url, [("Ada", "human"), ("Bruno", "remote")])
    host.evaluate(RECORD)
    desk = host.locator("#desk")
    problem = host.locator("#desk-problem")
    video_shown = desk.locator("video")
    open_desk(host, 1, "Bruno")
    expect(video_shown).to_be_visible()  # the desk's camera reads answers
    expect(host.locator("#desk-link")).to_have_value(re.compile(r"#join="), timeout=10_000)
    link = host.locator("#desk-link").input_value()

    # a hostile device answers with a code that passes every check but is not the device
    # that made it: the connection fails, said plainly, and a new invitation is one click
    wait_ready(guest)
    guest.evaluate(RECORD)
    guest.goto(link)  # (only the fragment changes: the page stays)
    expect(guest.locator("#join-answer")).to_have_value(re.compile(r"^[\w-]{20,}$"))
    start = time.monotonic()
    desk_connect(host, forged(guest.locator("#join-answer").input_value()))
    expect(problem).to_have_text(
        "Not connected: the connection closed before it opened.", timeout=15_000
    )
    print(f"\nscan: a forged answer failed in {time.monotonic() - start:.2f} s")
    desk.get_by_role("button", name="New invitation for Bruno").click()
    expect(host.locator("#desk-link")).not_to_have_value(link, timeout=10_000)
    expect(host.locator("#desk-link")).to_have_value(re.compile(r"#join="), timeout=10_000)
    link = host.locator("#desk-link").input_value()
    close_desk(host)  # (Back to the game: the camera is let go)
    host.wait_for_function(CAMERA_RELEASED)

    # no camera allowed: the desk says so, its paste box open
    host.evaluate("""() => {
        window.realCamera = MediaDevices.prototype.getUserMedia;
        MediaDevices.prototype.getUserMedia = () =>
            Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    }""")
    open_desk(host, 1, "Bruno")
    expect(problem).to_have_text(
        "The camera may not be used here: paste the answer in the box instead."
    )
    expect(video_shown).to_have_count(0)
    expect(host.locator("#desk-answer")).to_be_editable()  # ("Without a camera" is open)
    close_desk(host)
    host.evaluate("MediaDevices.prototype.getUserMedia = realCamera; 0")

    # the camera sees the invitation itself: said why, no connection, it reads on
    open_desk(host, 1, "Bruno")
    show_to_camera(video, host, "#desk-qr")
    expect(video_shown).to_be_visible()
    expect(problem).to_have_text(
        "Not connected: that code goes the other way (an invitation, not an answer, "
        "or the reverse).",
        timeout=10_000,
    )
    expect(video_shown).to_be_visible()
    expect(host.locator("#invite-status-1")).not_to_have_text("Bruno is connected.")
    # Back to the game stops the camera
    desk.get_by_role("button", name="Back to the game").click()
    expect(desk).to_have_count(0)
    host.wait_for_function(CAMERA_RELEASED)
    # the host goes to the start screen while the camera reads: it is let go
    opened = host.evaluate("cameraStreams.length")
    open_desk(host, 1, "Bruno")
    expect(video_shown).to_be_visible()
    host.wait_for_function(f"cameraStreams.length === {opened + 1}")
    host.go_back()
    expect(host.locator("#start")).to_be_visible()
    host.wait_for_function(CAMERA_RELEASED)
    host.go_forward()
    host.wait_for_function(GAME_SHOWN)

    # the guest's phone opens the invitation and shows its answer; the host's camera reads it
    guest.goto(link)
    expect(guest.locator("#join-dialog img.qr")).to_be_visible(timeout=10_000)
    show_to_camera(video, guest, "#join-dialog img.qr")
    start = time.monotonic()
    open_desk(host, 1, "Bruno")
    expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.", timeout=15_000)
    scanned = time.monotonic() - start
    guest.wait_for_function(GAME_SHOWN, timeout=10_000)
    expect(guest.locator("#you-play")).to_contain_text("Bruno")
    expect(desk).to_have_count(0)  # everyone is here: the desk closed
    host.wait_for_function(CAMERA_RELEASED)
    reader = "BarcodeDetector" if host.evaluate("'BarcodeDetector' in window") else "jsQR"
    print(f"\nscan: from opening the desk to connected {scanned:.2f} s (codes read by {reader})")

    # the host's device sends something the guest cannot read: words in Italian only (no
    # English details, no traceback), and the game at the guest goes on
    host_id = host.evaluate("netEvents.find((e) => e.type === 'open').id")
    host.evaluate(
        "([id, text]) => volcanoNet.send(id, text)",
        [host_id, json.dumps({"v": PROTOCOL, "type": "picture", "seq": 99})],
    )
    expect(guest.locator("#notice .notice-text")).to_have_text(
        "Chi ospita ha mandato qualcosa che questo dispositivo non sa leggere. "
        "Se succede ancora, ricaricate entrambe le pagine."
    )
    expect(guest.locator("#you-play")).to_contain_text("Bruno")

    # a hostile guest sends the host garbage: each refused, nothing changed, no error there
    before = hook(host, "state_hash")
    guest_id = guest.evaluate("netEvents.find((e) => e.type === 'open').id")
    garbage = [
        "not json",
        "",
        "null",
        "[]",
        f'{{"v": {PROTOCOL}}}',
        '{"v": NaN}',
        "[" * 2000 + "]" * 2000,
        f'{{"v": {PROTOCOL}, "type": "act", "seat": 1, "n": 1e400, "seq": 1, "action": "end"}}',
        f'{{"v": {PROTOCOL}, "type": "act", "seat": 1, "n": 0, "seq": 1, "action": {{"a": 1}}}}',
        f'{{"v": {PROTOCOL}, "type": "act", "seat": 1, "n": 0, "seq": '
        + "9" * 4000
        + ', "action": "x"}',
        f'{{"v": {PROTOCOL}, "type": "act", "seat": 1, "n": 0, "seq": 1, "action": "\\ud800"}}',
        "<lone> a lone surrogate",
    ]
    refusals = "netEvents.filter((e) => e.type === 'message' && e.text.includes('refused'))"
    seen = guest.evaluate(f"{refusals}.length")
    capture_raw_channels(Device(guest.context, guest, [], []))  # to send what send() refuses
    guest.evaluate(
        """async ([id, garbage]) => {
            for (const text of garbage) {
                volcanoNet.send(id, text.replace("<lone>", String.fromCharCode(0xd800)));
                await new Promise((resolve) => setTimeout(resolve, 250));  // the rate bound
            }
            rawChannels.at(-1).send(new Uint8Array([123, 125]));  // not even text
        }""",
        [guest_id, garbage],
    )
    told = len(garbage) + 1
    guest.wait_for_function(f"{refusals}.length === {seen + told}", timeout=10_000)
    reasons = guest.evaluate(f"{refusals}.slice({seen}).map((e) => JSON.parse(e.text).reason)")
    assert "too_fast" not in reasons, reasons  # each one was read, not cut by the rate bound
    # each of this protocol refused for what it is: "another version" only for {"v": NaN}
    assert reasons.count("version") == 1, reasons
    assert hook(host, "state_hash") == before
    assert hook(host, "record")["actions"] == []
    expect(host.locator("#invite-status-1")).to_have_text("Bruno is connected.")
