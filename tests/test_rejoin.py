"""One-click invitations (game/ui/rejoin.py), under CPython: the host binds a connection to a
seat only for that seat's current secret; links, the host's kept name and secrets, and a guest's
rejoin saves read back, damaged ones refused or dropped, never raising."""

from __future__ import annotations

import json

import pytest

from game.ui.rejoin import (
    HELLO_BYTES,
    PLAY,
    Invitation,
    Rejoin,
    admit,
    denied,
    hello,
    host_answer,
    hosting,
    new_device,
    new_peer,
    new_secret,
    read_invitation,
    rejoins,
    remembered,
    replaced,
    welcome,
    without,
)

PEER = new_peer()
SEATS = {1: new_secret(), 2: new_secret()}
DEVICE = new_device()


def test_a_hello_with_its_seat_s_secret_takes_that_seat_and_says_its_device() -> None:
    for seat, secret in SEATS.items():
        assert admit(hello(Invitation(PEER, seat, secret), DEVICE), SEATS) == (seat, DEVICE)
    other = new_device()
    assert other != DEVICE
    assert admit(hello(Invitation(PEER, 1, SEATS[1]), other), SEATS) == (1, other)


def test_a_hello_of_an_earlier_release_says_no_device_and_still_takes_its_seat() -> None:
    """8e4e61e's guests say no device: they rejoin a host of this release as before."""
    assert admit(_hello(), SEATS) == (1, "")


def _hello(**changes: object) -> str:
    data = {"v": 1, "type": "hello", "seat": 1, "secret": SEATS[1], **changes}
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
        pytest.param(_hello(v=2), id="version_2"),
        pytest.param(_hello(type="act"), id="type_act"),
        pytest.param(_hello(extra=1), id="extra_key"),
        pytest.param(_hello(device="x" * 17), id="device_too_long"),
        pytest.param(_hello(device="<img>xxxxxxxxxxx"), id="device_not_a_name"),
        pytest.param(_hello(device=7), id="device_number"),
        pytest.param(_hello(secret=SEATS[1] + " " * HELLO_BYTES), id="oversized"),
        pytest.param("", id="empty"),
        pytest.param("hello", id="hello_word"),
        pytest.param("[1]", id="list"),
        pytest.param(
            '{"v": 1, "type": "hello", "seat": 1, "secret": {"a": [1]}}', id="secret_object"
        ),
        pytest.param("{" * 5000, id="deep"),
        pytest.param(
            '{"v":1,"type":"act","seat":1,"n":0,"seq":1,"action":"end"}', id="action_first"
        ),
    ],
)
def test_anything_else_takes_no_seat(text: str) -> None:
    assert admit(text, SEATS) is None


def test_an_old_secret_takes_no_seat_once_the_link_is_renewed() -> None:
    old = hello(Invitation(PEER, 1, SEATS[1]), DEVICE)
    renewed = {**SEATS, 1: new_secret()}
    assert admit(old, renewed) is None
    assert admit(hello(Invitation(PEER, 1, renewed[1]), DEVICE), renewed) == (1, DEVICE)
    assert admit(old, {}) is None  # a game with no remote seat: nobody


def test_a_link_carries_the_host_s_name_the_seat_and_the_secret() -> None:
    invitation = Invitation(PEER, 2, SEATS[2])
    assert read_invitation(invitation.fragment()) == invitation
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
            read_invitation(bad)


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
    assert host_answer(welcome("Ada")) == ("welcome", "Ada")
    assert host_answer(denied()) == ("denied", "")
    assert host_answer(replaced()) == ("replaced", "")
    assert host_answer('{"v":1,"type":"picture","seq":1}') == ("", "")
    assert host_answer('{"v":1,"type":"welcome","host":3}') == ("", "")
    assert host_answer('{"v":2,"type":"denied"}') == ("", "")


def test_a_guest_keeps_how_to_rejoin_and_nothing_of_the_game() -> None:
    link = "https://volcano.example/" + Invitation(PEER, 1, SEATS[1]).fragment()
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
