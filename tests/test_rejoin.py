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


def test_a_hello_with_its_seat_s_secret_takes_that_seat() -> None:
    for seat, secret in SEATS.items():
        assert admit(hello(Invitation(PEER, seat, secret)), SEATS) == seat


def _hello(**changes: object) -> str:
    data = {"v": 1, "type": "hello", "seat": 1, "secret": SEATS[1], **changes}
    return json.dumps({k: v for k, v in data.items() if v is not None})


@pytest.mark.parametrize(
    "text",
    [
        _hello(secret=new_secret()),  # a stranger who guessed the host's name
        _hello(secret=SEATS[2]),  # another seat's secret
        _hello(seat=2),  # seat 2 with seat 1's secret
        _hello(seat=0),  # a seat not played from another device
        _hello(seat=True),
        _hello(seat="1"),
        _hello(secret=None),
        _hello(secret=""),
        _hello(secret=SEATS[1][:-1]),
        _hello(secret=SEATS[1] + "x"),
        _hello(v=2),
        _hello(type="act"),
        _hello(extra=1),
        _hello(secret=SEATS[1] + " " * HELLO_BYTES),
        "",
        "hello",
        "[1]",
        '{"v": 1, "type": "hello", "seat": 1, "secret": {"a": [1]}}',
        "{" * 5000,
        '{"v":1,"type":"act","seat":1,"n":0,"seq":1,"action":"end"}',  # an action first
    ],
)
def test_anything_else_takes_no_seat(text: str) -> None:
    assert admit(text, SEATS) is None


def test_an_old_secret_takes_no_seat_once_the_link_is_renewed() -> None:
    old = hello(Invitation(PEER, 1, SEATS[1]))
    renewed = {**SEATS, 1: new_secret()}
    assert admit(old, renewed) is None
    assert admit(hello(Invitation(PEER, 1, renewed[1])), renewed) == 1
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
