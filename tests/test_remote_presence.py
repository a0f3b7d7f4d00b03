"""Who is connected, handing a missing seat over, watchers, and invitations that name the
game (game/ui/remote.py, game/ui/computer.py ``handed_over``): the host's side and the
guest's checks, under CPython."""

from __future__ import annotations

import json
import urllib.parse
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.core import registry
from game.core.record import Record
from game.ui import remote
from game.ui.remote import (
    HostMessageError,
    Invitation,
    LogGap,
    Refusal,
    RemoteTable,
    Resync,
    SeatLink,
    invitation_fragment,
    read_invitation,
)
from game.ui.seats import computer_seats, handed_over, remote_seats
from game.ui.session import Session
from game.ui.table import LocalTable
from tests.test_remote_table import differences


def three_remote(game: str = "terremoto") -> Session:
    """Ada at the host, Bruno and Cara at other devices, a few decisions in."""
    players: list[dict[str, Any]] = [
        {"name": "Ada"},
        {"name": "Bruno", "remote": True},
        {"name": "Cara", "remote": True},
    ]
    session = Session({"players": players, "options": []}, 29, game)
    for _ in range(3):
        session.apply(session.legal()[0])
    return session


# ---- nothing stuck ------------------------------------------------------------------------------


def test_a_guest_that_lost_a_picture_asks_for_the_whole_one_and_goes_on() -> None:
    """#41: a picture lost on the way (dropped at the transport's size or rate bound) left the
    guest refusing every later one ("the log's first step") until it reconnected. Now the
    later picture is a LogGap, the guest asks for the whole picture, and the host's answer
    puts it back in step, its action included."""
    session = three_remote()
    link = SeatLink(session, 1)
    guest = RemoteTable(link.picture())
    session.apply(session.legal()[0])
    link.update()  # lost on the way
    session.apply(session.legal()[0])
    later = link.update()
    with pytest.raises(LogGap):
        guest.receive(later)
    assert guest.decisions() == 3  # unchanged by the picture it could not take
    asked = link.receive(guest.resync_message(), 0.0)
    assert isinstance(asked, Resync)
    assert guest.receive(link.picture()) == "picture"
    assert differences(LocalTable(session), guest, 1) == []
    while session.to_move() != 1:  # the game goes on: the guest's own move is taken
        session.apply(session.legal()[0])
        assert guest.receive(link.update()) == "picture"
    move = guest.legal()[0]
    assert link.receive(guest.action_message(move), 1000.0) == move


def test_a_resync_is_counted_like_any_message_and_nothing_else_rides_along() -> None:
    session = three_remote()
    link = SeatLink(session, 1)
    for extra in ({"seat": 1}, {"type": "resync", "v": remote.PROTOCOL - 1}):
        text = json.dumps({"v": remote.PROTOCOL, "type": "resync", **extra})
        answer = link.receive(text, 0.0)
        assert isinstance(answer, Refusal), extra
    resync = json.dumps({"v": remote.PROTOCOL, "type": "resync"})
    flood = [link.receive(resync, 0.0) for _ in range(10)]
    assert isinstance(flood[-1], Refusal) and flood[-1].reason == "too_fast"


# ---- who is connected ---------------------------------------------------------------------------


def test_a_guest_learns_who_is_away_and_a_late_or_broken_presence_changes_nothing() -> None:
    session = three_remote()
    link = SeatLink(session, 2)
    guest = RemoteTable(link.picture())
    assert guest.away == []
    first = link.presence([1])
    assert guest.receive(first) == "presence"
    assert guest.away == [1]
    assert guest.receive(link.presence([])) == "presence"
    assert guest.away == []
    assert guest.receive(first) == "old"  # a message overtaken by a later one
    assert guest.away == []
    seq = json.loads(link.presence([1]))["seq"] + 1
    broken: list[Any] = [
        {"away": "1"},
        {"away": [True]},
        {"away": [1.0]},
        {"away": [3]},  # there is no fourth seat
        {"away": [-1]},
        {"away": [1, 1]},
        {"away": [2]},  # this very device is connected
        {"away": [1], "hand": ["W"]},  # nothing else rides along
        {},
    ]
    for k, change in enumerate(broken):
        data = {"v": remote.PROTOCOL, "type": "presence", "seq": seq + k, "away": [], **change}
        data = {key: value for key, value in data.items() if key != "away" or "away" in change}
        with pytest.raises(HostMessageError, match="who is connected"):
            guest.receive(json.dumps(data))
        assert guest.away == []
    assert guest.receive(link.presence([0, 1])) == "presence"  # (the numbers went on)
    assert guest.away == [0, 1]


def test_a_watcher_gets_no_hand_no_legal_action_and_everything_it_sends_is_refused() -> None:
    session = three_remote()
    link = SeatLink(session, None)
    text = link.picture()
    watcher = RemoteTable(text)
    assert watcher.seat is None
    assert watcher.view(None)["hand"] is None
    for seat in range(3):
        assert json.dumps(session.view(seat)["hand"]) not in text
    assert watcher.legal() == []
    with pytest.raises(ValueError, match="not an action"):
        watcher.action_message(session.legal()[0])
    before = session.hash()
    to_move = session.to_move()
    for seat in range(3):  # as any seat, the one to move included: not a watcher's
        forged = {
            "v": remote.PROTOCOL,
            "type": "act",
            "seat": seat,
            "n": len(session.record.actions),
            "seq": 1 + seat,
            "action": session.legal()[0],
        }
        assert link.receive(json.dumps(forged), 1000.0 * seat) == Refusal(remote.WRONG_SEAT)
    assert to_move is not None and session.hash() == before
    assert watcher.receive(link.presence([1])) == "presence"
    assert watcher.away == [1]


# ---- a seat handed over -------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["medium", None])
def test_a_seat_handed_over_is_resumed_so_and_its_old_guest_is_refused_and_told(
    level: str | None,
) -> None:
    session = three_remote()
    links = {seat: SeatLink(session, seat) for seat in (1, 2)}
    bruno = RemoteTable(links[1].picture())
    cara = RemoteTable(links[2].picture())
    before = session.hash()
    config = handed_over(session.record.config, 1, level)
    assert config["players"][1] == {"name": "Bruno", **({"computer": level} if level else {})}
    assert session.record.config["players"][1]["remote"] is True  # (a copy: nothing shared)
    session.record.config = config
    links[1].hand_over()
    links[2].seats_changed()
    # the old guest is told at once; it may not act from then on, and is refused if it does
    assert bruno.receive(links[1].refusal(Refusal(remote.HANDED_OVER))) == "refused"
    assert bruno.refused == remote.HANDED_OVER and bruno.legal() == []
    late = {
        "v": remote.PROTOCOL,
        "type": "act",
        "seat": 1,
        "n": 3,
        "seq": 7,
        "action": session.legal()[0],
    }
    assert links[1].receive(json.dumps(late), 0.0) == Refusal(remote.HANDED_OVER)
    # the other guests' pictures say who plays the seat now
    assert cara.receive(links[2].update()) == "picture"
    assert cara.computers == ({1: level} if level else {})
    # the saved game resumes with the seat as the computer's or this device's
    saved = Record.from_data(json.loads(json.dumps(session.record.to_data())))
    resumed = Session.from_record(saved)
    assert resumed.hash() == before
    assert remote_seats(resumed.record.config) == [2]
    assert computer_seats(resumed.record.config) == ({1: level} if level else {})


# ---- invitations that name the game -------------------------------------------------------------


@pytest.mark.parametrize("game", registry.names())
@pytest.mark.parametrize("seat", ["Bruno", "Zoë & <b>Ö</b> = %41", "ブルーノ", None])
def test_an_invitation_names_its_game_host_and_seat(game: str, seat: str | None) -> None:
    fragment = invitation_fragment("AbC-_9", "Ada's", game, seat)
    assert fragment.startswith("join=AbC-_9&")
    assert not any(c.isspace() or c in "<>\"'#" for c in fragment)  # (a link, as it is)
    assert fragment.count("&") == 3 and fragment.count("=") == 4
    assert read_invitation(fragment.removeprefix("join=")) == (
        "AbC-_9",
        Invitation("Ada's", game, seat),
    )


GOOD = "AbC&g=terremoto&h=Ada&s=Bruno"


@pytest.mark.parametrize(
    "fragment",
    [
        "AbC",  # an invitation of before (or cut short): just the code
        "AbC&g=terremoto&s=Bruno",  # no host (a host with no seat at its device)
        "AbC&g=chess&h=Ada&s=Bruno",
        "AbC&g=terremoto&h=Ada",  # neither a seat nor a watch
        "AbC&g=terremoto&h=Ada&s=Bruno&w=1",
        "AbC&g=terremoto&h=Ada&w=2",
        "AbC&g=terremoto&h=" + "A" * 41 + "&s=Bruno",
        "AbC&g=terremoto&h=Ada&s=%0Aevil",  # a control character
        "AbC&g=terremoto&h=Ada&s=%20Bruno",  # not a name as the games clean it
        "AbC&g=terremoto&h=%FF&s=Bruno",  # not UTF-8
        "AbC&g=terremoto&h=&s=Bruno",
        "AbC&g=terremoto&h=Ada&s=Bruno&s=Cara",
        "AbC&g=terremoto&h=Ada&s=Bruno&x=1",
        "AbC&g=terremoto&h=" + "%41" * 5000 + "&s=Bruno",
    ],
    ids=lambda fragment: fragment[4:44],
)
def test_a_tampered_or_missing_name_falls_back_to_the_plain_card(fragment: str) -> None:
    assert read_invitation(GOOD) == ("AbC", Invitation("Ada", "terremoto", "Bruno"))
    assert read_invitation(fragment) == ("AbC", None)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=40))
@example("%E3%81%82 %e3%81%82 a%20b")
@example("%zz % 100%")
@example("%E3%81")
def test_link_names_are_written_and_read_as_urllib_would(text: str) -> None:
    """#40: the invitation's names are percent-encoded without shipping urllib (40 KB of every
    first visit): the same text as urllib.parse writes and reads, errors included."""
    name = text[: remote.NAME_CHARS]
    assert remote._link_name(name) == "".join(
        c if ord(c) > 127 else urllib.parse.quote(c, safe="") for c in name
    )
    try:
        expected: str | None = urllib.parse.unquote(text, errors="strict")
    except UnicodeDecodeError:
        expected = None
    try:
        got: str | None = remote._unquote(text)
    except UnicodeDecodeError:
        got = None
    assert got == expected
