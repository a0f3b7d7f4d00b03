"""The site owner's relay, proven (#41): the README promises that a TURN server reaches devices
behind networks that block direct connections. Debian's coturn runs on 127.0.0.1 with a user
and password; the site is built with it as its only ICE server (``build.py --ice-servers``, by
build.py's own steps on a copy of the test build); both devices may only use relayed
candidates (ICE transport policy "relay", as a network that blocks direct connections leaves
them), and a game of Terremoto is played between them to its end screen, through the relay."""

from __future__ import annotations

import html
import json
import random
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

import build
from tests.e2e import terremoto_driver as tm
from tests.e2e.conftest import guarded_page, served
from tests.e2e.game_driver import call, hook, reveal
from tests.e2e.remote_driver import (
    bucket,
    devices,
    end_card,
    guest_caught_up,
    join,
    pace,
    replays_exactly,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

TURNSERVER = Path("/usr/bin/turnserver")
USER, PASSWORD = "volcano", "lava-relay"
# Every RTCPeerConnection of the page may use relayed candidates only (a network that blocks
# direct connections); each is kept, for its statistics.
RELAY_ONLY = """(() => {
    const Native = RTCPeerConnection;
    window.peerConnections = [];
    window.RTCPeerConnection = function (config) {
        const pc = new Native({ ...(config || {}), iceTransportPolicy: "relay" });
        peerConnections.push(pc);
        return pc;
    };
    window.RTCPeerConnection.prototype = Native.prototype;
})()"""
# The candidate types of the pair each open connection uses.
PAIR_TYPES = """async () => {
    const types = [];
    for (const pc of peerConnections) {
        if (pc.connectionState !== "connected") continue;
        const stats = await pc.getStats();
        stats.forEach((s) => {
            if (s.type === "candidate-pair" && s.nominated && s.state === "succeeded") {
                types.push([stats.get(s.localCandidateId).candidateType,
                            stats.get(s.remoteCandidateId).candidateType]);
            }
        });
    }
    return types;
}"""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def turn_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """coturn on 127.0.0.1 (long-term credentials, no TLS); its ICE server setting."""
    if not TURNSERVER.exists():
        pytest.fail(f"{TURNSERVER} not found: `python test.py --prepare` installs coturn")
    port = free_port()
    log = tmp_path_factory.mktemp("coturn") / "turnserver.log"
    command = [
        str(TURNSERVER),
        *("-n", "--no-cli", "--no-tls", "--no-dtls", "--lt-cred-mech", "--fingerprint"),
        *("--listening-ip=127.0.0.1", "--relay-ip=127.0.0.1", f"--listening-port={port}"),
        *("--min-port=40000", "--max-port=40999", "--realm=volcano.test"),
        f"--user={USER}:{PASSWORD}",
        f"--userdb={log.with_name('turndb')}",
        "--allow-loopback-peers",  # (both devices are on this machine)
        "--log-file=stdout",
    ]
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 10
        while "Total General servers" not in log.read_text():
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"coturn did not start: {command}\n{log.read_text()[-2000:]}")
            time.sleep(0.05)
        server = {"urls": f"turn:127.0.0.1:{port}", "username": USER, "credential": PASSWORD}
        yield json.dumps([server])
    finally:
        process.kill()
        process.wait()


@pytest.fixture(scope="module")
def relay_site(
    site_dir: Path, turn_server: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The test build as `build.py --ice-servers <the local TURN server>` makes it."""
    folder = tmp_path_factory.mktemp("relay") / "site"
    shutil.copytree(site_dir, folder)
    page = folder / "index.html"
    setting = build.net_setup(folder, build.ice_servers_setting(turn_server), None)
    text, count = re.subn(
        r"data-net='[^']*'", f"data-net='{html.escape(setting, quote=True)}'", page.read_text()
    )
    assert count == 1
    page.write_text(text)
    for twin in folder.glob("index.html.*"):  # served before index.html when present
        twin.unlink()
    with served(folder) as url:
        yield url


def test_a_game_through_the_site_owners_relay_only(
    browser: Browser, relay_site: str, request: pytest.FixtureRequest
) -> None:
    with devices(request, *(guarded_page(browser) for _ in range(2))) as (host, guest):
        for page in (host, guest):
            page.add_init_script(RELAY_ONLY)
        tm.start(host, relay_site, [("Ada", "human"), ("Bruno", "remote")])
        join(host, guest, relay_site)
        for page in (host, guest):
            types = page.evaluate(PAIR_TYPES)
            assert types and all(pair == ["relay", "relay"] for pair in types), types
        rnd = random.Random(41)
        counted = bucket()
        while not call(host, "progress")["over"]:
            actions = call(host, "progress")["actions"]
            page = guest if hook(host, "seat") == 1 else host
            if page is guest:
                guest_caught_up(guest, actions)
                pace(counted)
            reveal(page)
            assert call(page, "act", tm.choose(page, rnd)) is True
            host.wait_for_function(
                "(n) => volcanoTest.call('progress').actions > n", arg=actions, timeout=20_000
            )
        expect(guest.locator(".end-card")).to_be_visible(timeout=20_000)
        assert end_card(guest) == end_card(host)
        replays_exactly(host)
