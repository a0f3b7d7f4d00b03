"""Play from several devices, the transport (static/net.js): two browser contexts are two
devices that connect over a WebRTC data channel, by codes passed by hand (as a QR code or a
link would carry them) or through a local PeerJS server, and nothing else is contacted.

The measured numbers (code lengths, QR version, times) are printed: `-s` shows them."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tests.e2e.conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    PeerServer,
    check_page,
    guarded_page,
    is_local,
)

pytestmark = pytest.mark.browser

CODE = re.compile(r"[A-Za-z0-9_-]+")  # base64url: fits a link as it is
SENTENCE = re.compile(r"[A-Z][\w ,:'()-]{4,90}\.")
# every event, with its time (evaluate() would call the function on() returns: hence "; 0")
RECORD = """window.netEvents = [];
    volcanoNet.on((e) => netEvents.push({...e, at: performance.now()}));
    0"""


@dataclass
class Device:
    """One browser context with the site open: a phone, a laptop."""

    context: BrowserContext
    page: Page
    outside: list[str]
    errors: list[str]
    sockets: list[str] = field(default_factory=list)
    harmless: list[re.Pattern[str]] = field(default_factory=list)  # expected console errors

    def js(self, script: str, arg: Any = None) -> Any:
        return self.page.evaluate(script, arg)

    def events(self, id_: str, kind: str | None = None) -> list[dict[str, Any]]:
        found = self.js("(id) => netEvents.filter((e) => e.id === id)", id_)
        return [e for e in found if kind is None or e["type"] == kind]

    def wait_event(self, id_: str, kind: str, timeout_ms: float = 10_000) -> dict[str, Any]:
        self.page.wait_for_function(
            "([id, kind]) => netEvents.some((e) => e.id === id && e.type === kind)",
            arg=[id_, kind],
            timeout=timeout_ms,
        )
        return self.events(id_, kind)[0]

    def check(self, request: pytest.FixtureRequest) -> None:
        """Nothing outside 127.0.0.1 (HTTP or WebSocket), no console error, since last time."""
        outside = self.outside[:]
        errors = [e for e in self.errors if not any(p.search(e) for p in self.harmless)]
        outside += [url for url in self.sockets if not is_local(url.replace("ws", "http", 1))]
        self.outside.clear()
        self.errors.clear()
        check_page(self.page, request, outside, errors)


def open_device(browser: Browser, url: str) -> Device:
    context, page, outside, errors = guarded_page(browser)
    device = Device(context, page, outside, errors)
    page.on("websocket", lambda socket: device.sockets.append(socket.url))
    page.goto(url)
    page.wait_for_function("window.volcanoNet")
    device.js(RECORD)
    return device


@dataclass
class Link:
    host_id: str
    guest_id: str
    offer: str
    answer: str
    seconds_to_open: float


def link(host: Device, guest: Device) -> Link:
    """Connect by hand: the host's invitation code to the guest, its answer back."""
    offer = host.js("volcanoNet.offer()")
    answer = guest.js("(code) => volcanoNet.answer(code)", offer["code"])
    start = time.monotonic()
    assert host.js("([id, code]) => volcanoNet.accept(id, code)", [offer["id"], answer["code"]])
    guest.wait_event(answer["id"], "open")
    opened = time.monotonic() - start
    assert host.events(offer["id"], "open")
    return Link(offer["id"], answer["id"], offer["code"], answer["code"], opened)


def capture_raw_channels(device: Device) -> None:
    """A hostile peer: keep the page's data channels, to send what volcanoNet.send refuses."""
    device.js("""() => {
        if (window.rawChannels) return;
        window.rawChannels = [];
        const send = RTCDataChannel.prototype.send;
        RTCDataChannel.prototype.send = function (data) {
            if (!rawChannels.includes(this)) rawChannels.push(this);
            return send.call(this, data);
        };
    }""")


@pytest.fixture(scope="module")
def devices(browser: Browser, site_url: str) -> Iterator[tuple[Device, Device]]:
    host, guest = open_device(browser, site_url), open_device(browser, site_url)
    yield host, guest
    host.context.close()
    guest.context.close()


@pytest.fixture
def pair(
    devices: tuple[Device, Device], request: pytest.FixtureRequest
) -> Iterator[tuple[Device, Device]]:
    """The host's and a guest's device, shared by this module's tests, checked after each."""
    yield devices
    for device in devices:
        device.check(request)


def test_two_devices_connect_by_codes_and_talk(pair: tuple[Device, Device]) -> None:
    host, guest = pair
    assert host.js("volcanoNet.settings()") == {"iceServers": [], "peerjs": None}
    connection = link(host, guest)
    for code in (connection.offer, connection.answer):
        assert CODE.fullmatch(code) and len(code) <= 300, code
    host.js("(id) => volcanoNet.send(id, 'Your turn, Ann')", connection.host_id)
    guest.js("(id) => volcanoNet.send(id, 'pick 2 ✓')", connection.guest_id)
    assert guest.wait_event(connection.guest_id, "message")["text"] == "Your turn, Ann"
    assert host.wait_event(connection.host_id, "message")["text"] == "pick 2 ✓"
    print(
        f"\nnet: offer code {len(connection.offer)} chars, answer code "
        f"{len(connection.answer)} chars, open {connection.seconds_to_open:.2f} s after accept"
    )


def test_the_default_build_reaches_no_server(pair: tuple[Device, Device], site_dir: Path) -> None:
    page = (site_dir / "index.html").read_text()
    policy = re.search(r"connect-src [^;]+", page)
    assert policy and policy.group(0) == "connect-src 'self'"
    assert not list((site_dir / "vendor").glob("peerjs-*"))  # nor is the client shipped
    host, _ = pair
    refused = host.js("volcanoNet.listen().then(() => null, (e) => e.message)")
    assert refused == "No connection server is set for this site."


def test_an_oversized_message_is_refused_and_the_channel_goes_on(
    pair: tuple[Device, Device],
) -> None:
    host, guest = pair
    connection = link(host, guest)
    refused = guest.js(
        """([id, n]) => {
            try { volcanoNet.send(id, "x".repeat(n)); } catch (e) { return e.message; }
        }""",
        [connection.guest_id, 4 * 1024 * 1024 + 1],
    )
    assert refused == "This message is too large to send."
    large = "x" * (64 * 1024 + 1)  # a frame over 64 KiB: sent whole only by a hostile peer
    capture_raw_channels(guest)
    guest.js("(id) => volcanoNet.send(id, 'before')", connection.guest_id)
    guest.js("(text) => rawChannels.at(-1).send(text)", large)  # past the sender's own check
    guest.js("(id) => volcanoNet.send(id, 'after')", connection.guest_id)
    host.page.wait_for_function(
        "(id) => netEvents.filter((e) => e.id === id && e.type === 'message').length === 2",
        arg=connection.host_id,
    )
    texts = [e["text"] for e in host.events(connection.host_id, "message")]
    assert texts == ["before", "after"]
    refusals = host.events(connection.host_id, "refused")
    assert [e["reason"] for e in refusals] == ["too large"]
    exactly = "é" * (32 * 1024)  # 64 KiB of UTF-8 exactly: accepted
    guest.js("([id, text]) => volcanoNet.send(id, text)", [connection.guest_id, exactly])
    host.page.wait_for_function(
        "(id) => netEvents.filter((e) => e.id === id && e.type === 'message').length === 3",
        arg=connection.host_id,
    )


def test_a_long_message_goes_in_pieces_and_arrives_whole(pair: tuple[Device, Device]) -> None:
    """A picture at the end of a game (~170 KB) passes; past 4 MiB the pieces are refused
    once, and the channel goes on."""
    host, guest = pair
    connection = link(host, guest)
    long = "é\U0001f30b" * 40_000 + "\u0001"  # 280 KB of UTF-8; pairs across piece edges
    guest.js("([id, text]) => volcanoNet.send(id, text)", [connection.guest_id, long])
    guest.js("(id) => volcanoNet.send(id, '\u0002short')", connection.guest_id)
    host.page.wait_for_function(
        "(id) => netEvents.filter((e) => e.id === id && e.type === 'message').length === 2",
        arg=connection.host_id,
    )
    assert [e["text"] for e in host.events(connection.host_id, "message")] == [long, "\u0002short"]
    capture_raw_channels(guest)
    guest.js(
        """(piece) => {
            for (let k = 0; k < 70; k++) rawChannels.at(-1).send("\u0001" + piece);
            rawChannels.at(-1).send("\u0002end");
        }""",
        "y" * 63_000,  # 70 pieces: 4.4 MB, over the bound
    )
    guest.js("(id) => volcanoNet.send(id, 'after')", connection.guest_id)
    host.page.wait_for_function(
        "(id) => netEvents.filter((e) => e.id === id && e.type === 'message').length === 3",
        arg=connection.host_id,
    )
    assert host.events(connection.host_id, "message")[-1]["text"] == "after"
    assert [e["reason"] for e in host.events(connection.host_id, "refused")] == ["too large"]


def test_a_flood_is_cut_to_fifty_messages_a_second(pair: tuple[Device, Device]) -> None:
    host, guest = pair
    connection = link(host, guest)
    capture_raw_channels(guest)
    guest.js("(id) => volcanoNet.send(id, 'hello')", connection.guest_id)
    guest.js("() => { for (let i = 0; i < 300; i++) rawChannels.at(-1).send(`m${i}`); }")
    host.wait_event(connection.host_id, "refused")
    time.sleep(1.1)  # the bound refills: the guest is heard again
    guest.js("(id) => volcanoNet.send(id, 'still here')", connection.guest_id)
    host.page.wait_for_function(
        "(id) => netEvents.some((e) => e.id === id && e.text === 'still here')",
        arg=connection.host_id,
    )
    heard = [e["text"] for e in host.events(connection.host_id, "message")]
    assert heard[0] == "hello" and heard[-1] == "still here"
    flood = [e for e in host.events(connection.host_id, "message") if e["text"][0] == "m"]
    seconds = (flood[-1]["at"] - flood[0]["at"]) / 1000  # the bound refills meanwhile
    assert 49 <= len(flood) <= 51 + 50 * seconds, (len(flood), seconds)
    refusals = {e["reason"] for e in host.events(connection.host_id, "refused")}
    assert refusals == {"too many"}


def test_the_host_learns_at_once_that_a_guest_closed_the_page(
    pair: tuple[Device, Device], browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    host, _ = pair
    guest = open_device(browser, site_url)
    connection = link(host, guest)
    guest.check(request)
    start = time.monotonic()
    guest.context.close()
    closed = host.wait_event(connection.host_id, "closed", timeout_ms=5000)
    print(f"\nnet: closed on the host {time.monotonic() - start:.2f} s after the guest's tab")
    assert closed["reason"] == "closed"
    refused = host.js(
        "(id) => { try { volcanoNet.send(id, 'anyone?'); } catch (e) { return e.message; } }",
        connection.host_id,
    )
    assert refused == "This connection is not open."


@contextmanager
def second_browser(browser: Browser, profile: Path) -> Iterator[tuple[Browser, int]]:
    """Another Chromium, started here (its process group id is returned): a second device
    that can be switched off at once. It shows its raw addresses in its ICE candidates (the
    default hides them behind mDNS names), as browsers may."""
    command = [
        *(CHROMIUM, *CHROMIUM_ARGS, "--headless", "--remote-debugging-port=0"),
        "--disable-features=WebRtcHideLocalIpsWithMdns",
    ]
    process = subprocess.Popen(
        [*command, f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 20
        while not (port_file.is_file() and port_file.read_text().strip()):
            assert time.monotonic() < deadline and process.poll() is None, "no second Chromium"
            time.sleep(0.05)
        port = port_file.read_text().split()[0]
        yield browser.browser_type.connect_over_cdp(f"http://127.0.0.1:{port}"), process.pid
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


@pytest.mark.slow  # a second browser, and ICE's own seconds of silence
def test_the_host_learns_within_seconds_that_a_guest_device_went_silent(
    pair: tuple[Device, Device],
    browser: Browser,
    site_url: str,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    """No goodbye (a phone switched off, out of Wi-Fi): ICE stops hearing from it."""
    host, _ = pair
    with second_browser(browser, tmp_path) as (other, group):
        guest = open_device(other, site_url)
        guest.js("""() => {
            const Made = RTCPeerConnection;
            window.made = [];
            window.RTCPeerConnection = function (...args) {
                const pc = new Made(...args);
                made.push(pc);
                return pc;
            };
        }""")
        connection = link(host, guest)  # from the guest's raw addresses
        sdp = guest.js("made[0].localDescription.sdp")
        addresses = re.findall(r"a=candidate:\S+ 1 udp \d+ (\S+) ", sdp)
        assert addresses and not [a for a in addresses if a.endswith(".local")], addresses
        print(f"\nnet: answer code from raw addresses {addresses}: {len(connection.answer)} chars")
        guest.check(request)
        start = time.monotonic()
        os.killpg(group, signal.SIGKILL)
        closed = host.wait_event(connection.host_id, "closed", timeout_ms=15_000)
        print(f"\nnet: closed on the host {time.monotonic() - start:.2f} s after the guest died")
        assert closed["reason"] == "lost"


def test_bad_codes_are_refused_with_a_plain_sentence(pair: tuple[Device, Device]) -> None:
    host, guest = pair
    first, second = host.js("volcanoNet.offer()"), host.js("volcanoNet.offer()")
    answer = guest.js("(code) => volcanoNet.answer(code)", first["code"])
    code = first["code"]
    middle = len(code) // 2
    tampered = code[:middle] + ("A" if code[middle] != "A" else "B") + code[middle + 1 :]
    outcomes = host.js(
        """async ([offer, answer, tries]) => {
            const out = {};
            for (const [name, call, arg] of tries) {
                try {
                    await (call === "answer" ? volcanoNet.answer(arg)
                           : volcanoNet.accept(call === "accept" ? offer : call, arg));
                    out[name] = null;
                } catch (e) {
                    out[name] = e instanceof Error ? [e.message, e.code] : String(e);
                }
            }
            return out;
        }""",
        [
            second["id"],
            answer["code"],
            [
                ["truncated", "answer", code[:60]],
                ["one character short", "answer", code[:-1]],
                ["tampered", "answer", tampered],
                ["an answer for an invitation", "answer", answer["code"]],
                ["an invitation for an answer", "accept", code],
                ["the answer to another invitation", "accept", answer["code"]],
                ["no such invitation", "c999", answer["code"]],
                ["garbage", "answer", "Hello! <b>not a code</b>"],
                ["base64url garbage", "answer", "QUJDREVGR0hJSktMTU5PUA"],
                ["huge", "answer", "A" * 100_000],
                ["empty", "answer", ""],
                ["a number", "answer", 42],
            ],
        ],
    )
    expected_codes = {
        "truncated": "damaged",
        "one character short": "damaged",
        "tampered": "damaged",
        "an answer for an invitation": "wrong-kind",
        "an invitation for an answer": "wrong-kind",
        "the answer to another invitation": "other-invitation",
        "no such invitation": "no-invitation",
        "garbage": "not-a-code",
        "base64url garbage": "not-a-code",
        "huge": "too-long",
        "empty": "not-a-code",
        "a number": "not-a-code",
    }
    assert {name: outcome and outcome[1] for name, outcome in outcomes.items()} == expected_codes
    for name, (message, _) in outcomes.items():
        assert SENTENCE.fullmatch(message), (name, message)
    # the invitation is still good after a wrong answer was tried on it
    assert host.js("([id, code]) => volcanoNet.accept(id, code)", [first["id"], answer["code"]])
    for id_ in (first["id"], second["id"]):
        host.js("(id) => volcanoNet.close(id)", id_)


QR_ROUND_TRIP = """async (text) => {
    const svg = await volcanoNet.qrSvg(text);
    const image = new Image();
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    const version = Number(new DOMParser().parseFromString(svg, "image/svg+xml")
        .documentElement.dataset.version);
    return {text: await volcanoNet.decodeImage(pixels), version, size: canvas.width};
}"""

# A camera pointed at the QR code: a canvas's video stream.
QR_SCAN = """async ([text, draw]) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 480;
    const context = canvas.getContext("2d");
    const image = new Image();
    if (draw) {
        image.src = "data:image/svg+xml;charset=utf-8,"
            + encodeURIComponent(await volcanoNet.qrSvg(text));
        await image.decode();
    }
    const paint = () => {
        context.fillStyle = "#777";
        context.fillRect(0, 0, 480, 480);
        if (draw) context.drawImage(image, 60, 70, 330, 330);
    };
    paint();
    const timer = setInterval(paint, 50);
    const video = document.createElement("video");
    video.muted = true;
    video.srcObject = canvas.captureStream(20);
    await video.play();
    try {
        return await volcanoNet.scan(video, {signal: AbortSignal.timeout(draw ? 10000 : 600)});
    } catch (e) {
        return e.message;
    } finally {
        clearInterval(timer);
        video.srcObject.getTracks().forEach((track) => track.stop());
    }
}"""


def test_a_code_survives_a_qr_code_and_a_camera(pair: tuple[Device, Device]) -> None:
    host, guest = pair
    offer = host.js("volcanoNet.offer()")
    drawn = host.js(QR_ROUND_TRIP, offer["code"])
    assert drawn["text"] == offer["code"]
    assert drawn["size"] >= 240  # a phone reads it from a laptop's screen
    print(f"\nnet: the invitation's QR code is version {drawn['version']}, {drawn['size']} px")
    words = "Ann's game — Tavola: 日本語 ✓"
    assert host.js(QR_ROUND_TRIP, words)["text"] == words
    assert guest.js(QR_SCAN, [offer["code"], True]) == offer["code"]
    assert guest.js(QR_SCAN, ["", False]) == "Scanning stopped."
    host.js("(id) => volcanoNet.close(id)", offer["id"])


# --- with a PeerJS server (the site's owner runs one) ------------------------------------


@pytest.fixture(scope="module")
def peerjs_devices(
    browser: Browser, peerjs_site: tuple[Path, str], peer_server: PeerServer
) -> Iterator[tuple[Device, Device]]:
    host, guest = open_device(browser, peerjs_site[1]), open_device(browser, peerjs_site[1])
    # the browser's own words for a try to reach the server while it is down
    down = re.compile(
        rf"^WebSocket connection to 'ws://127\.0\.0\.1:{peer_server.port}/peerjs\?[^']*' "
        r"failed: .*ERR_CONNECTION_REFUSED$"
    )
    host.harmless.append(down)
    guest.harmless.append(down)
    yield host, guest
    host.context.close()
    guest.context.close()


@pytest.fixture
def peerjs_pair(
    peerjs_devices: tuple[Device, Device], request: pytest.FixtureRequest
) -> Iterator[tuple[Device, Device]]:
    yield peerjs_devices
    for device in peerjs_devices:
        device.check(request)


def test_a_guest_reaches_the_host_through_the_peerjs_server(
    peerjs_pair: tuple[Device, Device], peer_server: PeerServer
) -> None:
    host, guest = peerjs_pair
    assert host.js("volcanoNet.settings()")["peerjs"] == peer_server.url
    name = host.js("volcanoNet.listen()")["peerId"]
    assert re.fullmatch(r"[a-z0-9]{20}", name)
    start = time.monotonic()
    guest_id = guest.js("(name) => volcanoNet.connect(name)", name)["id"]
    print(f"\nnet: PeerJS connect {time.monotonic() - start:.2f} s")
    host.page.wait_for_function("netEvents.some((e) => e.type === 'open')")  # may be after
    host_id = host.js("netEvents.find((e) => e.type === 'open').id")
    guest.js("""() => volcanoNet.on((e) => {
        if (e.type === "message" && e.text.startsWith("ping")) volcanoNet.send(e.id, "pong");
    }) && 0""")
    round_trip = host.js(
        """(id) => new Promise((resolve) => {
            const start = performance.now();
            const stop = volcanoNet.on((e) => {
                if (e.id === id && e.text === "pong") {
                    stop();
                    resolve(performance.now() - start);
                }
            });
            volcanoNet.send(id, "ping");
        })""",
        host_id,
    )
    print(f"net: PeerJS message round trip {round_trip:.1f} ms")
    assert guest.events(guest_id, "message")[0]["text"] == "ping"
    missing = guest.js("() => volcanoNet.connect('nobody-here').then(() => null, (e) => e.message)")
    assert missing == "No game is waiting under this name."


def test_the_game_goes_on_while_the_peerjs_server_restarts(
    peerjs_pair: tuple[Device, Device], peer_server: PeerServer
) -> None:
    host, guest = peerjs_pair
    name = host.js("volcanoNet.listen()")["peerId"]
    guest_id = guest.js("(name) => volcanoNet.connect(name)", name)["id"]
    seen = host.js("netEvents.length")
    since = f"netEvents.slice({seen})"
    peer_server.stop()
    host.page.wait_for_function(f"{since}.some((e) => e.type === 'server' && !e.online)")
    guest.js("(id) => volcanoNet.send(id, 'still playing')", guest_id)
    host.page.wait_for_function(f"{since}.some((e) => e.text === 'still playing')")
    time.sleep(1.5)  # its first try, after 1 s, fails: it tries again
    start = time.monotonic()
    peer_server.start()
    host.page.wait_for_function(
        f"{since}.some((e) => e.type === 'server' && e.online)", timeout=15_000
    )
    print(f"\nnet: the host was back on the PeerJS server {time.monotonic() - start:.2f} s later")
    # someone joins now (the guest's page goes back to the server too)
    again = guest.js("(name) => volcanoNet.connect(name)", name)["id"]
    guest.js("(id) => volcanoNet.send(id, 'made it')", again)
    host.page.wait_for_function(f"{since}.some((e) => e.text === 'made it')")
