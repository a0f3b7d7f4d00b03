"""One-link invitations (game/ui/rejoin.py, and the seat link's hello in game/ui/remote.py), under
CPython: the host binds a connection to a seat only for that seat's current secret; links, the
host's kept name and secrets, and a guest's rejoin saves read back, damaged ones refused or
dropped, never raising."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.ui.rejoin import (
    PLAY,
    PlayLink,
    Rejoin,
    hosting,
    new_device,
    new_peer,
    new_secret,
    read_play_link,
    rejoins,
    remembered,
    without,
)
from game.ui.remote import (
    GUEST_BURST,
    GUEST_MESSAGE_BYTES,
    GUEST_REFILL_MS,
    HELLO,
    PROTOCOL,
    TOO_LARGE,
    Admitted,
    Denied,
    HostMessageError,
    OtherVersion,
    Refusal,
    SeatLink,
    hello,
    read_host,
)
from game.ui.session import Session
from tests.test_remote_table import config_of

PEER = new_peer()
SEATS = {1: new_secret(), 2: new_secret()}
DEVICE = new_device()
SESSION = Session(config_of(3, remote=True), 5, "eruption")


def admit(text: str, seats: dict[int, str]) -> tuple[int, str] | None:
    """The seat (and device) a new one-link connection whose first message is ``text`` is
    bound to, or None if it is denied."""
    link = SeatLink(SESSION, None, seats)
    assert link.state == HELLO
    answer = link.receive(text, 0.0)
    if isinstance(answer, Admitted):
        assert (link.seat, link.device, link.state) == (answer.seat, answer.device, "open")
        return answer.seat, answer.device
    assert isinstance(answer, Denied) and link.state == "closing"
    assert link.receive(hello(1, seats.get(1, ""), DEVICE), 1.0) is None  # nothing more read
    return None


def test_a_hello_with_its_seat_s_secret_takes_that_seat_and_says_its_device() -> None:
    for seat, secret in SEATS.items():
        assert admit(hello(seat, secret, DEVICE), SEATS) == (seat, DEVICE)
    other = new_device()
    assert other != DEVICE
    assert admit(hello(1, SEATS[1], other), SEATS) == (1, other)


def _hello(**changes: object) -> str:
    data = {"v": PROTOCOL, "type": "hello", "seat": 1, "secret": SEATS[1], "device": DEVICE}
    data.update(changes)
    return json.dumps({k: v for k, v in data.items() if v is not None})


@pytest.mark.parametrize(
    "text",
    [  # (ids: the secrets are random, and xdist's processes must collect the same names)
        pytest.param(_hello(secret=new_secret()), id="stranger_who_guessed_the_name"),
        pytest.param(_hello(secret=SEATS[2]), id="other_seats_secret"),
        pytest.param(_hello(seat=2), id="seat_2_with_seat_1s"),
        pytest.param(_hello(seat=0), id="seat_not_remote"),
        pytest.param(_hello(seat=True), id="seat_bool"),
        pytest.param(_hello(seat="1"), id="seat_text"),
        pytest.param(_hello(secret=None), id="no_secret"),
        pytest.param(_hello(secret=""), id="empty_secret"),
        pytest.param(_hello(secret=SEATS[1][:-1]), id="secret_cut"),
        pytest.param(_hello(secret=SEATS[1] + "x"), id="secret_longer"),
        pytest.param(_hello(v=1), id="version_1"),  # (an earlier release's: another version)
        pytest.param(_hello(v=1, device=None), id="version_1_without_device"),
        pytest.param(_hello(device=None), id="no_device"),
        pytest.param(_hello(type="act"), id="type_act"),
        pytest.param(_hello(extra=1), id="extra_key"),
        pytest.param(_hello(device="x" * 17), id="device_too_long"),
        pytest.param(_hello(device="<img>xxxxxxxxxxx"), id="device_not_a_name"),
        pytest.param(_hello(device=7), id="device_number"),
        pytest.param(_hello(secret=SEATS[1] + " " * GUEST_MESSAGE_BYTES), id="oversized"),
        pytest.param("", id="empty"),
        pytest.param("hello", id="hello_word"),
        pytest.param("[1]", id="list"),
        pytest.param(
            '{"v": 2, "type": "hello", "seat": 1, "secret": {"a": [1]}}', id="secret_object"
        ),
        pytest.param("{" * 5000, id="deep"),
        pytest.param(
            '{"v":2,"type":"act","seat":1,"n":0,"seq":1,"action":"end"}', id="action_first"
        ),
        pytest.param('{"v":2,"type":"resync"}', id="resync_first"),
    ],
)
def test_anything_else_takes_no_seat(text: str) -> None:
    assert admit(text, SEATS) is None


def test_a_message_the_transport_dropped_takes_no_seat_and_every_message_counts() -> None:
    assert isinstance(SeatLink(SESSION, None, SEATS).receive(Refusal(TOO_LARGE), 0.0), Denied)
    link = SeatLink(SESSION, None, SEATS)  # one rate bound: the hello is its first message
    assert isinstance(link.receive(hello(1, SEATS[1], DEVICE), 0.0), Admitted)
    got = [link.receive('{"v":2,"type":"resync"}', 0.0) for _ in range(GUEST_BURST)]
    assert got[-1] == Refusal("too_fast") and got.count(Refusal("too_fast")) == 1


def test_net_js_flood_guard_stays_above_the_one_rate_bound_that_answers() -> None:
    """net.js drops a flood before it reaches Python; every message it lets through is counted
    by the seat link's own bound, which must be the one that refuses (and says why)."""
    text = (Path(__file__).parent.parent / "static" / "net.js").read_text(encoding="utf-8")
    found = re.search(r"const RATE = (\d+);", text)
    assert found
    rate = int(found[1])
    assert rate >= GUEST_BURST and rate > 1000 / GUEST_REFILL_MS


def test_an_old_secret_takes_no_seat_once_the_link_is_renewed() -> None:
    old = hello(1, SEATS[1], DEVICE)
    renewed = {**SEATS, 1: new_secret()}
    assert admit(old, renewed) is None
    assert admit(hello(1, renewed[1], DEVICE), renewed) == (1, DEVICE)
    assert admit(old, {}) is None  # a game with no remote seat: nobody


def test_a_link_carries_the_host_s_name_the_seat_and_the_secret() -> None:
    invitation = PlayLink(PEER, 2, SEATS[2])
    assert read_play_link(invitation.fragment()) == invitation
    assert len(invitation.fragment()) < 60  # a short link: a small QR code
    for bad in (
        "#play=",
        f"{PLAY}{PEER}.2",
        f"{PLAY}{PEER}.x.{SEATS[2]}",
        f"{PLAY}{PEER}.12.{SEATS[2]}",
        f"{PLAY}{PEER.upper()}.2.{SEATS[2]}",
        f"{PLAY}{PEER}.2.{SEATS[2]}<",
        "#join=abc",
    ):
        with pytest.raises(ValueError):
            read_play_link(bad)


def test_the_host_keeps_its_name_and_secrets_and_mends_damage() -> None:
    kept = hosting(None, [1, 2])
    assert kept.secrets.keys() == {1, 2} and len(set(kept.secrets.values())) == 2
    assert hosting(kept.text(), [1, 2]) == kept  # a reload: the same name and links
    damaged = json.loads(kept.text())
    damaged["secrets"]["2"] = "short"
    mended = hosting(json.dumps(damaged), [1, 2])
    assert mended.peer == kept.peer and mended.secrets[1] == kept.secrets[1]
    assert mended.secrets[2] != kept.secrets[2]
    for text in ("", "[]", "{", '{"peer": "ABC"}', "x" * 5000):
        fresh = hosting(text, [1])
        assert fresh.peer != kept.peer and fresh.secrets.keys() == {1}


def test_the_host_s_answers_are_told_from_pictures() -> None:
    link = SeatLink(SESSION, 1)
    assert read_host(link.welcome("Ada"))[1] == "welcome"
    assert read_host(link.welcome("Ada"))[0]["host"] == "Ada"
    assert read_host(link.welcome("A" * 99))[0]["host"] == "A" * 40
    assert read_host(link.picture())[1] is None  # the game's: the RemoteTable's to take
    assert read_host(SeatLink(SESSION, 1).deny())[1] == "denied"
    assert read_host(SeatLink(SESSION, 1).deny("replaced"))[1] == "replaced"
    for broken in ('{"v":2,"type":"welcome","host":3}', '{"v":2,"type":"denied","x":1}'):
        with pytest.raises(HostMessageError):
            read_host(broken)
    with pytest.raises(OtherVersion):  # an earlier release's host: another version
        read_host('{"v":1,"type":"denied"}')


def test_a_guest_keeps_how_to_rejoin_and_nothing_of_the_game() -> None:
    link = "https://volcano.example/" + PlayLink(PEER, 1, SEATS[1]).fragment()
    first = Rejoin("Ada", "terremoto", "Bruno", link, 1000.0)
    manual = Rejoin("Ada", "eruption", "Bruno", "", 2000.0)
    text = remembered(rejoins(remembered([], first)), manual)
    assert rejoins(text) == [manual, first]  # newest first
    assert all(set(item) == {"host", "game", "seat", "link", "when"} for item in json.loads(text))
    again = Rejoin("Ada", "terremoto", "Bruno", link, 3000.0)  # the same link: one entry
    assert rejoins(remembered(rejoins(text), again)) == [again, manual]
    assert rejoins(without(rejoins(text), manual)) == [first]
    damaged = json.loads(text) + [
        {"host": "Eve", "game": "chess", "seat": "X", "link": "", "when": 1},
        {"host": "Eve", "game": "terremoto", "seat": "X", "link": "javascript:alert(1)", "when": 1},
        {"host": 1, "game": "terremoto", "seat": "X", "link": "", "when": 1},
        "junk",
    ]
    assert rejoins(json.dumps(damaged)) == [manual, first]
    for broken in (None, "", "{", "3", "[[[[[[1]]]]]]"):
        assert rejoins(broken) == []
