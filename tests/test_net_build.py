"""Remote play's settings, as the site's owner gives them to build.py: the ICE servers and the
PeerJS server are checked, the page's Content-Security-Policy lets it reach the PeerJS server
and nothing else, and the PeerJS client ships only in a build that names a server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parent.parent
POLICY = "default-src 'self'; connect-src 'self'; worker-src 'self'"


def test_the_settings_reach_the_build() -> None:
    stun = '[{"urls": "stun:stun.example.org:3478"}]'
    args = build.arguments(["--ice-servers", stun, "--peerjs", "https://peer.example.org"])
    assert args.ice_servers == [{"urls": "stun:stun.example.org:3478"}]
    assert args.peerjs == "https://peer.example.org/"
    plain = build.arguments([])
    assert (plain.ice_servers, plain.peerjs) == ([], None)


@pytest.mark.parametrize(
    "servers",
    [
        '{"urls": "stun:a.example"}',  # not a list
        '[{"urls": "https://a.example"}]',  # not a STUN or TURN URL
        '[{"urls": "stun:a.example; script-src *"}]',
        '[{"urls": []}]',
        '[{"urls": "turn:a.example", "credential": 5}]',
        '[{"urls": "turn:a.example", "credentialType": "oauth"}]',
        "[{urls: 'stun:a.example'}]",  # not JSON
    ],
)
def test_ice_servers_that_are_not_ice_servers_stop_the_build(
    servers: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        build.arguments(["--ice-servers", servers])
    assert "--ice-servers" in capsys.readouterr().err


@pytest.mark.parametrize(
    "url",
    [
        "peer.example.org",
        "ftp://peer.example.org/",
        "wss://peer.example.org/",
        "https://user:secret@peer.example.org/",
        "https://peer.example.org/#x",
        "https://peer.example.org/?id=1",
        "https://peer.example.org:99999/",
        "https://peer.example.org; connect-src *",  # would widen the policy
        "https://peer.example.org/'onload='x",  # would leave the page's attribute
    ],
)
def test_a_peerjs_url_that_is_not_a_plain_server_url_stops_the_build(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        build.arguments(["--peerjs", url])
    assert "--peerjs" in capsys.readouterr().err


def test_the_policy_lets_the_page_reach_the_peerjs_server_only() -> None:
    assert build.connect_sources(POLICY, None) == POLICY
    secure = build.connect_sources(POLICY, "https://peer.example.org:9000/app/?key=k")
    assert "connect-src 'self' https://peer.example.org:9000 wss://peer.example.org:9000;" in secure
    plain = build.connect_sources(POLICY, "http://127.0.0.1:9000/")
    assert "connect-src 'self' http://127.0.0.1:9000 ws://127.0.0.1:9000;" in plain
    for source in (ROOT / "index.html", ROOT / "deploy" / "_headers"):  # what build.py edits
        assert build.connect_sources(source.read_text(), None) == source.read_text()
    with pytest.raises(ValueError, match="connect-src"):
        build.connect_sources("default-src 'self'", "http://127.0.0.1:9000/")


def test_the_peerjs_client_ships_only_with_a_peerjs_server(tmp_path: Path) -> None:
    build.ensure_runtime()
    plain = json.loads(build.net_setup(tmp_path / "plain", [], None))
    assert set(plain["files"]) == {"qrcode", "jsqr"}
    assert not list((tmp_path / "plain" / "vendor").glob("peerjs-*"))
    served = json.loads(build.net_setup(tmp_path / "peer", [], "https://peer.example.org/"))
    assert served["peerjs"] == "https://peer.example.org/"
    client = tmp_path / "peer" / served["files"]["peerjs"]
    assert client.is_file()
    assert "sourceMappingURL" not in client.read_text()  # the map is not shipped
