"""Play together from several devices: the host sends each guest only what its seat may know
(game/ui/remote.py: ``seat_message``, ``SeatLink``), a guest's ``RemoteTable`` answers the
game screen as the host's ``LocalTable`` (game/ui/table.py) would for that seat, and the host
refuses whatever a hostile guest sends, changing nothing."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.core import links, registry
from game.core.errors import ConfigError
from game.core.protocol import Searchable, canonical_json, visible_to
from game.core.record import Record
from game.ui import remote
from game.ui.remote import (
    HostMessageError,
    LogGap,
    Refusal,
    RemoteTable,
    SeatLink,
    seat_message,
)
from game.ui.seats import remote_seats
from game.ui.session import Session
from game.ui.table import LocalTable, Table, has_decided, recent_events, unseen

pytestmark = pytest.mark.slow  # (~15 s in all: run while the browser tests' site is built)

# the fewest and the most players of each game (a seat's message does not depend on how many
# others there are; the whole range is game/core/conformance.py's, for every view)
CASES = [
    (name, players)
    for name in registry.names()
    for players in sorted(
        {registry.get_game(name).info.min_players, registry.get_game(name).info.max_players}
    )
]


EVERY = 16  # the guests are updated and checked every 16 steps


def config_of(players: int, **seat: Any) -> dict[str, Any]:
    return {"players": [{"name": f"P{k + 1}", **seat} for k in range(players)], "options": []}


def differences(local: Table, guest: Table, seat: int | None) -> list[str]:
    """What the guest's table answers otherwise than the host's would for ``seat``."""
    n = len(local.names)
    reads: list[tuple[str, Any]] = [
        ("game", lambda t: (t.name, t.info, t.names, t.computers)),
        ("decision", lambda t: (t.decisions(), t.to_move(), t.active(), t.turn(), t.over())),
        ("view", lambda t: t.view(seat)),
        # the host's table lists the legal actions of whoever is to move; a guest's its own
        ("legal", lambda t: t.legal() if t is guest or t.to_move() == seat else []),
        ("refusals", lambda t: {} if seat is None else t.refusals(seat)),
        ("log", lambda t: (t.log_steps(seat), t.log_steps(None))),
        ("deciders", lambda t: t.deciders()),
        ("since", lambda t: [unseen(t, k, None) for k in [None, *range(n)]]),
        ("decided", lambda t: [has_decided(t, k) for k in range(n)]),
        ("recent", lambda t: recent_events(t, seat)),
        ("end", lambda t: (t.ranking(), t.view(None), t.history()) if t.over() else None),
    ]
    return [what for what, read in reads if read(local) != read(guest)]


class Shadow:
    """Another game that ``seat`` cannot tell from the real one: every state drawn again
    from what ``seat`` sees of it (``sample_state``: other hands, draw order, generator),
    every log entry hidden from ``seat`` changed and one more added to each step, another
    seed and other actions in the record."""

    def __init__(self, session: Session, seat: int | None, seed: int) -> None:
        self.real, self.seat, self.seed = session, seat, seed
        self.drawn_from: list[Any] = []
        self.session = Session.__new__(Session)  # (kept: it computes each public view once)
        self.session.game = session.game
        self.session.states = []

    def follow(self) -> Session:
        """The shadow of the real session now: states drawn for those it has gained (and
        those it undid dropped)."""
        s, game, states = self.real, self.real.game, self.session.states
        same = 0
        while same < len(self.drawn_from) and self.drawn_from[same] is s.states[same]:
            same += 1
        del states[same:], self.drawn_from[same:]
        for k in range(same, len(s.states)):
            state = s.states[k]
            view = game.view(state, self.seat)
            drawn = game.sample_state(view, self.seed * 1000 + k)
            if game.is_terminal(state) and not game.info.hidden_information:
                # the engine's determinisation misses a detail at the end of a game that hides
                # nothing (L'Isola's prayer cost of a turn that is over): nothing to draw again
                drawn = state
            states.append(drawn)
            self.drawn_from.append(state)
        others = [k for k in range(len(s.names)) if k != self.seat]
        whisper = {"k": "whisper", "to": others[:1], "secret": self.seed}
        self.session.record = Record(
            s.record.game, s.record.config, self.seed + 1, ["?"] * len(s.record.actions)
        )
        self.session.step_events = [
            [e if visible_to(e, self.seat) else {**e, "secret": self.seed} for e in step]
            + [whisper]
            for step in s.step_events
        ]
        return self.session


def _without_events(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "events"}


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}p" for n, p in CASES])
def test_a_guest_sees_its_seat_as_the_host_would_show_it_and_nothing_more(
    name: str, players: int
) -> None:
    """Along a random game with undos (every few steps), for every seat and a
    spectator: a guest table kept up to date by the link's updates, and one built from the
    seat's whole message after a JSON round trip, answer as the host's table does for that
    seat; and a game that differs only in what the seat may not know gives the very same
    bytes."""
    seed = 17 * players + len(name)
    rnd = random.Random(seed)
    session = Session(config_of(players, remote=True), seed, name)
    game = session.game
    assert isinstance(game, Searchable)
    seats: list[int | None] = [None, *range(players)]
    linked = {seat: SeatLink(session, seat) for seat in seats}
    guests = {seat: RemoteTable(linked[seat].picture()) for seat in seats}
    shadows = {seat: Shadow(session, seat, seed + 7 * k) for k, seat in enumerate(seats)}
    new_since = dict.fromkeys(seats, 1)  # the first step each guest lacks
    undid = False
    while True:
        local = LocalTable(session)
        if local.decisions() % EVERY == 0 or session.over():
            for seat in seats:
                update = json.loads(linked[seat].update())
                # the log from the first step the guest lacks (after an undo: that changed)
                start = update["log"]["from"]
                assert start <= new_since[seat] if undid else start == new_since[seat]
                new_since[seat] = local.decisions() + 1
                assert guests[seat].receive(update) == "picture"
                assert differences(local, guests[seat], seat) == []
                message = seat_message(session, seat)
                text = canonical_json(message)
                assert json.loads(text) == message
                assert differences(local, RemoteTable(text), seat) == []
                assert canonical_json(seat_message(shadows[seat].follow(), seat)) == text
            undid = False
        if session.over():
            break
        if session.undo_status()[0] and rnd.random() < 0.15:
            undid = True
            session.undo()  # the guests' next update resends the steps that changed
        session.apply(rnd.choice(session.legal()))
    assert guests[0].history() == local.history()


def test_a_seat_message_holds_the_seats_hand_and_no_seed() -> None:
    session = Session(config_of(4), 123456789, "terremoto")
    for _ in range(5):
        session.apply(session.legal()[0])
    text = canonical_json(seat_message(session, 1))
    assert "123456789" not in text
    assert json.loads(text)["view"]["hand"] == session.view(1)["hand"]


# ---- hostile guests ----------------------------------------------------------------------------


def act(seat: Any, n: Any, seq: Any, action: Any, **extra: Any) -> str:
    return json.dumps(
        {"v": remote.PROTOCOL, "type": "act", "seat": seat, "n": n, "seq": seq, "action": action}
        | extra
    )


@pytest.fixture
def table_for_three() -> tuple[Session, dict[int | None, SeatLink]]:
    """An Eruption game of three remote players a few decisions in; seat to move's link."""
    session = Session(config_of(3, remote=True), 5, "eruption")
    for _ in range(4):
        session.apply(session.legal()[0])
    return session, {seat: SeatLink(session, seat) for seat in (None, 0, 1, 2)}


def hostile_messages(session: Session) -> list[tuple[str, str, str | None]]:
    """(what, message, the seat whose link receives it or None for the one to move)."""
    seat = session.to_move()
    assert seat is not None
    other = (seat + 1) % 3
    n = len(session.record.actions)
    good = session.legal()[0]
    return [
        (remote.TOO_LARGE, act(seat, n, 1, good + " " * 5000), None),
        (remote.TOO_LARGE, act(seat, n, 1, "é" * 3000), None),  # 3,000 characters, 6,000 bytes
        (remote.NOT_JSON, "{", None),
        (remote.NOT_JSON, "", None),
        (remote.NOT_JSON, "[" * 4000, None),
        (remote.VERSION, act(seat, n, 1, good, v=remote.PROTOCOL - 1), None),  # an older page
        (remote.VERSION, act(seat, n, 1, good, v=True), None),
        (remote.BAD_SHAPE, "[1, 2]", None),
        (remote.BAD_SHAPE, act(seat, n, 1, good, extra=1), None),
        (remote.BAD_SHAPE, act(seat, n, 1, good).replace('"act"', '"picture"'), None),
        (remote.BAD_SHAPE, act(str(seat), n, 1, good), None),
        (remote.BAD_SHAPE, act(seat, float(n), 1, good), None),
        (remote.BAD_SHAPE, act(seat, n, True, good), None),
        (remote.BAD_SHAPE, act(seat, n, 1, ["place"]), None),
        (remote.WRONG_SEAT, act(other, n, 1, good), None),  # on the seat to move's channel
        (remote.WRONG_SEAT, act(seat, n, 1, good), "spectator"),
        (remote.NOT_YOUR_TURN, act(other, n, 1, good), "other"),
        (remote.STALE, act(seat, n - 1, 1, good), None),
        (remote.STALE, act(seat, n + 1, 1, good), None),
        (remote.ILLEGAL, act(seat, n, 1, "nonsense"), None),
        (remote.ILLEGAL, act(seat, n, 1, "place 0,0 r0"), None),
    ]


def test_every_hostile_message_is_refused_with_its_reason_and_nothing_changes(
    table_for_three: tuple[Session, dict[int | None, SeatLink]],
) -> None:
    session, linked = table_for_three
    seat = session.to_move()
    assert seat is not None
    guest = RemoteTable(linked[seat].picture())
    before = session.hash()
    channel = {None: linked[seat], "spectator": linked[None], "other": linked[(seat + 1) % 3]}
    for k, (reason, text, on) in enumerate(hostile_messages(session)):
        got = channel[on].receive(text, now_ms=1000.0 * k)  # slowly: the rate bound holds
        assert got == Refusal(reason), (reason, text[:80])
        assert session.hash() == before
        told = linked[seat].refusal(got)
        assert guest.receive(told) == "refused" and guest.refused == reason
    # the channel still works: the guest's own message for the pending decision is taken
    assert guest.receive(linked[seat].update()) == "picture"
    notation = guest.legal()[0]
    assert linked[seat].receive(guest.action_message(notation), now_ms=1e6) == notation


def test_replayed_and_handed_over_messages_are_refused(
    table_for_three: tuple[Session, dict[int | None, SeatLink]],
) -> None:
    session, linked = table_for_three
    seat = session.to_move()
    assert seat is not None
    guest = RemoteTable(linked[seat].picture())
    first = guest.action_message(guest.legal()[0])
    assert linked[seat].receive(first, 0.0) == json.loads(first)["action"]
    session.apply(json.loads(first)["action"])
    before = session.hash()
    assert linked[seat].receive(first, 1000.0) == Refusal(remote.REPLAYED)
    # an old number on a message made for the decision now pending is a replay too
    seat_now = session.to_move()
    assert seat_now is not None
    n = len(session.record.actions)
    forged = act(seat, n, json.loads(first)["seq"], session.legal()[0])
    assert linked[seat].receive(forged, 2000.0) == Refusal(remote.REPLAYED)
    # the seat is handed to the host or a computer: its guest is heard no more
    linked[seat_now].hand_over()
    fresh = act(seat_now, n, 9, session.legal()[0])
    assert linked[seat_now].receive(fresh, 3000.0) == Refusal(remote.HANDED_OVER)
    assert session.hash() == before


def test_a_flood_is_cut_to_the_rate_bound_and_the_channel_recovers(
    table_for_three: tuple[Session, dict[int | None, SeatLink]],
) -> None:
    session, linked = table_for_three
    seat = session.to_move()
    assert seat is not None
    link = linked[seat]
    stale = act(seat, 0, 1, "x")
    got = [link.receive(stale, 500.0) for _ in range(remote.GUEST_BURST + 5)]
    assert got == [Refusal(remote.STALE)] * remote.GUEST_BURST + [Refusal(remote.TOO_FAST)] * 5
    assert link.receive(stale, 500.0 + remote.GUEST_REFILL_MS / 2) == Refusal(remote.TOO_FAST)
    assert link.receive(stale, 500.0 + remote.GUEST_REFILL_MS) == Refusal(remote.STALE)
    assert link.receive(stale, 0.0) == Refusal(
        remote.TOO_FAST
    )  # a clock going back refills nothing
    good = act(seat, len(session.record.actions), 1, session.legal()[0])
    assert link.receive(good, 500.0 + 5 * remote.GUEST_REFILL_MS) == session.legal()[0]


def test_once_the_game_is_over_every_action_is_refused() -> None:
    session = Session(config_of(2, remote=True), 3, "terremoto")
    link = SeatLink(session, 0)
    while not session.over():
        session.apply(session.legal()[-1])
    before = session.hash()
    assert link.receive(act(0, len(session.record.actions), 1, "pass"), 0.0) == Refusal(
        remote.GAME_OVER
    )
    assert session.hash() == before


# ---- a whole game between devices --------------------------------------------------------------


@pytest.mark.parametrize("name", registry.names())
def test_a_game_played_only_through_messages_ends_as_one_played_directly(name: str) -> None:
    """Every seat remote (a guest table each, plus a spectator): each decision is the guest's
    action message, checked by its link and applied by the host; one guest reloads halfway
    and goes on from a whole picture. The end is the same state as the same choices played
    directly, and every guest sees the same ranking and history."""
    players = registry.get_game(name).info.min_players
    config = config_of(players, remote=True)
    session = Session(config, 99, name)
    seats: list[int | None] = [None, *remote_seats(session.record.config)]
    assert seats == [None, *range(players)]
    linked = {seat: SeatLink(session, seat) for seat in seats}
    guests = {seat: RemoteTable(linked[seat].picture()) for seat in seats}
    rnd = random.Random(1)
    chosen: list[str] = []
    clock = 0.0
    while not session.over():
        seat = session.to_move()
        assert seat is not None and all(g.to_move() == seat for g in guests.values())
        guest = guests[seat]
        if len(chosen) == 20:  # seat reloads its page: a new table from a whole picture
            guest = guests[seat] = RemoteTable(linked[seat].picture())
        notation = rnd.choice(guest.legal())
        message = guest.action_message(notation)
        assert guest.legal() == []  # nothing more to send until the host answers
        clock += 300.0
        got = linked[seat].receive(message, clock)
        assert got == notation
        session.apply(got)
        chosen.append(got)
        for k in seats:
            assert guests[k].receive(linked[k].update()) == "picture"
    direct = Session(config, 99, name)
    for notation in chosen:
        direct.apply(notation)
    assert direct.hash() == session.hash()
    for seat, guest in guests.items():
        assert guest.over() and guest.ranking() == session.ranking()
        assert guest.history() == LocalTable(session).history()
        assert differences(LocalTable(session), guest, seat) == []


# ---- a broken host ------------------------------------------------------------------------------


def broken(picture: dict[str, Any]) -> list[Any]:
    """Host messages a guest cannot take, made from a good ``picture``."""

    def changed(**parts: Any) -> dict[str, Any]:
        return {**picture, **parts}

    log = picture["log"]
    last = log["steps"][-1]
    view = picture["view"]
    seat = picture["seat"]
    return [
        "not json",
        "[" * 100,
        "[]",
        changed(v=remote.PROTOCOL - 1),
        changed(type="hello"),
        {k: v for k, v in picture.items() if k != "legal"},
        changed(extra=1),
        changed(game="chess"),
        changed(seat=seat + 1),
        changed(n=picture["n"] + 1),
        changed(n=-1),
        changed(to_move=99),
        changed(over=True),
        changed(ranking=[1, 1, 1]),
        changed(legal="place"),
        changed(legal=[] if picture["legal"] else ["x"]),
        changed(refusals={"1,2": 3}),
        changed(computers=["hard"]),
        changed(view={**view, "viewer": None}),
        changed(view={**view, "events": []}),
        changed(view={**view, "players": []}),
        changed(log={**log, "from": picture["n"] + 5}),
        changed(log={**log, "steps": log["steps"][:-1]}),
        changed(log={**log, "steps": [*log["steps"][:-1], [last[0], [{"k": "x", "to": [99]}]]]}),
        changed(log={**log, "steps": [*log["steps"][:-1], [last[0], [{"no": "kind"}]]]}),
        changed(log={**log, "steps": [*log["steps"][:-1], [None, last[1]]]}),
        changed(history=[]),
    ]


def test_a_broken_host_message_is_a_clear_error_and_changes_nothing() -> None:
    session = Session(config_of(3), 8, "eruption")
    session.apply(session.legal()[0])
    seat = session.to_move()
    assert seat is not None
    link = SeatLink(session, seat)
    guest = RemoteTable(link.picture())
    session.apply(session.legal()[0])
    assert session.to_move() == seat
    before = (guest.view(seat), guest.legal(), guest.decisions(), guest.log_steps(seat))
    picture = json.loads(link.picture())
    for bad in broken(picture):
        with pytest.raises(HostMessageError) as error:
            guest.receive(bad if isinstance(bad, str) else json.dumps(bad))
        assert str(error.value).startswith("the host")
        assert (guest.view(seat), guest.legal(), guest.decisions(), guest.log_steps(seat)) == before
    for bad in broken(seat_message(session, seat)):
        with pytest.raises(HostMessageError):
            RemoteTable(bad if isinstance(bad, str) else json.dumps(bad))
    assert guest.receive(picture) == "picture"
    assert guest.receive(picture) == "old"  # a message arriving twice, or late


# ---- updates as changes ------------------------------------------------------------------------


def exactly(table: Table, seat: int | None) -> str:
    """All a guest's table tells of the game, as JSON text (true and 1 told apart)."""
    over = table.over()
    return json.dumps(
        [
            (table.name, table.names, table.computers),
            (table.decisions(), table.to_move(), table.active(), table.turn(), over),
            table.view(seat),
            table.legal(),
            {} if seat is None else table.refusals(seat),
            (table.log_steps(seat), table.log_steps(None), table.deciders()),
            (table.ranking(), table.view(None), table.history()) if over else None,
        ],
        sort_keys=True,
    )


@pytest.mark.parametrize("name", registry.names())
def test_updates_as_changes_give_exactly_the_table_whole_pictures_give(name: str) -> None:
    """Along a whole random game with undos, for every seat and a watcher: a guest that takes
    every update (what changed since the last picture) holds exactly what a guest made anew
    from the whole picture holds, and the updates weigh far less than whole pictures."""
    players = registry.get_game(name).info.min_players
    session = Session(config_of(players, remote=True), 5, name)
    rnd = random.Random(name)
    seats: list[int | None] = [None, *range(players)]
    linked = {seat: SeatLink(session, seat) for seat in seats}
    guests = {seat: RemoteTable(linked[seat].picture()) for seat in seats}
    sent = whole = 0
    while not session.over():
        if session.undo_status()[0] and rnd.random() < 0.1:
            session.undo()  # (the next update goes back: the log from the step that changed)
        else:
            session.apply(rnd.choice(session.legal()))
        k = len(session.record.actions)
        for seat in seats:
            update = linked[seat].update()
            assert json.loads(update)["type"] == "change"
            assert guests[seat].receive(update) == "picture"
            if k % 8 == 0 or session.over():  # (a whole picture's check costs a whole log)
                picture = json.dumps(seat_message(session, seat))
                assert exactly(guests[seat], seat) == exactly(RemoteTable(picture), seat)
                sent, whole = sent + len(update), whole + len(picture)
    assert differences(LocalTable(session), guests[0], 0) == []
    assert sent < whole / 3, (sent, whole)


def test_a_change_on_a_picture_this_device_lacks_asks_for_the_whole_one() -> None:
    """A change lost on the way, or one that could not be read: the next one builds on a
    picture this device does not hold. It is refused as a gap (the guest asks for the whole
    picture, without a word), the table unchanged; the whole picture puts it back in step and
    the changes after it are taken. A presence between two changes breaks nothing."""
    session = Session(config_of(3, remote=True), 11, "eruption")
    link = SeatLink(session, 2)
    guest = RemoteTable(link.picture())
    for read in (False, True):  # lost on the way; arrived but could not be read
        session.apply(session.legal()[0])
        missed = link.update()
        if read:
            with pytest.raises(HostMessageError):
                guest.receive(missed[:-9])
        session.apply(session.legal()[0])
        held = exactly(guest, 2)
        with pytest.raises(LogGap):
            guest.receive(link.update())
        assert exactly(guest, 2) == held
        assert guest.receive(link.picture()) == "picture"  # the host's answer to the resync
        assert exactly(guest, 2) == exactly(RemoteTable(seat_message(session, 2)), 2)
    assert guest.receive(link.presence([1])) == "presence"
    session.apply(session.legal()[0])
    assert guest.receive(link.update()) == "picture"
    assert differences(LocalTable(session), guest, 2) == []


def tampered_changes(good: dict[str, Any], other: int) -> list[Any]:
    """Changes a guest must refuse, made from a good one (each alone, the rest as good)."""
    change = good["change"]
    view = change["d"]["view"]
    assert set(view) == {"d"}

    def parts(**new: Any) -> dict[str, Any]:
        return {**good, "change": {**change, "d": {**change["d"], **new}}}

    def view_parts(**new: Any) -> dict[str, Any]:
        return parts(view={"d": {**view["d"], **new}})

    deciding = bool(good["change"]["d"].get("legal"))
    return [
        {**good, "change": "x"},
        {**good, "change": None},
        {**good, "change": []},
        {**good, "change": ["=", {}]},
        {**good, "change": {"q": {}}},
        {**good, "change": {**change, "x": ["computers"]}},
        {**good, "change": {**change, "x": "computers"}},
        {**good, "change": {"d": change["d"], "l": {}}},
        {**good, "base": good["base"] - 1},
        {**good, "base": str(good["base"])},
        {**good, "base": True},
        {**good, "base": None},
        {k: v for k, v in good.items() if k != "base"},
        {**good, "view": view},  # a field that rides along
        {**good, "v": 1},
        parts(extra=["=", 1]),
        parts(seat=["=", other]),  # another seat's picture
        parts(game=["=", "terremoto"]),
        parts(n=["=", 0]),
        parts(to_move=["=", 9]),
        parts(over=["=", True]),
        parts(legal=["=", [] if deciding else ["pass"]]),
        parts(legal={"l": {"999": ["=", "pass"]}}),
        parts(legal={"l": {"-1": ["=", "pass"]}}),
        parts(legal={"s": [0, 999, []]}),
        parts(legal={"s": [-1, 0, ["pass"]]}),
        parts(legal={"s": [0, 0, "pass"]}),
        parts(refusals=["=", {"pass": 1}]),
        parts(view=["=", 5]),
        parts(view={"l": {}}),
        parts(view={"s": [0, 0, []]}),
        view_parts(viewer=["=", other]),  # a view of another seat
        view_parts(events=["=", []]),  # a view carrying its log
        view_parts(game=["=", "isola"]),
        view_parts(players=["=", []]),
        view_parts(players={"s": [0, 9, []]}),
        view_parts(players={"l": {"9": ["=", {}]}}),
        view_parts(players={"l": {"0": {"d": {"name": ["=", 5]}}}}),
        view_parts(players={"l": {"0": {"d": {}, "x": ["name"]}}}),
        view_parts(players={"l": {"0": {"s": [0, 0, []]}}}),
    ]


def test_a_tampered_change_is_refused_and_changes_nothing() -> None:
    session = Session(config_of(3, remote=True), 8, "eruption")
    session.apply(session.legal()[0])
    seat = session.to_move()
    assert seat is not None
    link = SeatLink(session, seat)
    guest = RemoteTable(link.picture())
    session.apply(session.legal()[0])
    while session.to_move() != seat:
        session.apply(session.legal()[0])
    good = json.loads(link.update())
    held = exactly(guest, seat)
    for bad in tampered_changes(good, (seat + 1) % 3):
        with pytest.raises(HostMessageError) as error:
            guest.receive(json.dumps(bad))
        assert str(error.value).startswith("the host"), bad
        assert exactly(guest, seat) == held, bad
    assert guest.receive(good) == "picture"
    assert exactly(guest, seat) == exactly(RemoteTable(seat_message(session, seat)), seat)


def test_a_broken_history_at_the_end_is_a_clear_error() -> None:
    session = Session(config_of(2), 8, "terremoto")
    while not session.over():
        session.apply(session.legal()[0])
    end = seat_message(session, 0)
    history = end["history"]
    assert RemoteTable(end).history() == LocalTable(session).history()
    first = history[0]
    for change in (
        ["="],
        ["+", 1],
        {"q": {}},
        {"d": {"players": {"l": {"99": ["=", 0]}}}},
        {"d": {"players": {"l": {"-1": ["=", 0]}}}},
        {"d": {"players": {"s": [1, 5, []]}}},
        {"d": {"players": {"s": [0, 0, "x"]}}},
        {"d": {"target": {"d": {}}}},  # an object's change made to a number
        {"d": {}, "x": "players"},
    ):
        broken_end = {**end, "history": [first, change, *history[2:]]}
        with pytest.raises(HostMessageError):
            RemoteTable(json.dumps(broken_end))


JUNK = [None, True, -1, 0, 2, 10**30, 1.5, "", "x", "=", [], {}, ["=", 1], {"d": {}}, {"to": 5}]


def places(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every value inside ``data`` (keys and list indexes)."""
    yield path
    if isinstance(data, dict | list):
        for key, value in data.items() if isinstance(data, dict) else enumerate(data):
            yield from places(value, (*path, key))


class Fuzzer:
    """Damages one value of a message at a time: each kind of place (a path with its list
    indexes left out: ``log.steps.*.1.*.to``) is as likely as any other, so that the deep
    places of a message are damaged as often as its top."""

    def __init__(self, message: dict[str, Any], rnd: random.Random) -> None:
        self.message, self.rnd = message, rnd
        self.kinds: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
        for path in places(message):
            kind = tuple("*" if isinstance(k, int) else k for k in path)
            self.kinds.setdefault(kind, []).append(path)
        self.order = sorted(self.kinds, key=repr)

    def damaged(self) -> str:
        path = self.rnd.choice(self.kinds[self.rnd.choice(self.order)])
        drop = self.rnd.random() < 0.1
        return json.dumps(self._replaced(self.message, path, drop))

    def _replaced(self, data: Any, path: tuple[Any, ...], drop: bool) -> Any:
        if not path:
            return self.rnd.choice(JUNK)
        key, rest = path[0], path[1:]
        if isinstance(data, dict):
            if drop and not rest:
                return {k: v for k, v in data.items() if k != key}
            return {**data, key: self._replaced(data[key], rest, drop)}
        return [*data[:key], self._replaced(data[key], rest, drop), *data[key + 1 :]]


@pytest.mark.parametrize("name", registry.names())
def test_any_damage_to_a_host_message_is_a_clear_error_never_a_crash(name: str) -> None:
    """Damaged whole pictures and updates (the last one with the end's history): each is
    taken or refused with a HostMessageError, and an update refused changes nothing."""
    session = Session(config_of(3), 2, name)
    link = SeatLink(session, 1)
    rnd = random.Random(name)
    pairs = []  # a whole picture, and the update after the next decision
    while not session.over():
        if rnd.random() < 0.05:
            whole = link.picture()
            session.apply(rnd.choice(session.legal()))
            update = json.loads(link.update())
            pairs.append((whole, Fuzzer(json.loads(whole), rnd), Fuzzer(update, rnd)))
        else:
            session.apply(rnd.choice(session.legal()))
    last = session.record.actions[-1]
    session = session.branch(len(session.record.actions) - 1)
    link = SeatLink(session, 1)
    whole = link.picture()
    session.apply(last)  # the end: its update brings the history
    pairs.append((whole, Fuzzer(json.loads(whole), rnd), Fuzzer(json.loads(link.update()), rnd)))
    for _ in range(250):
        whole, whole_fuzzer, update_fuzzer = rnd.choice(pairs)
        try:
            RemoteTable(whole_fuzzer.damaged())
        except HostMessageError:
            pass
        guest = RemoteTable(whole)
        before = (guest.decisions(), guest.view(1), guest.log_steps(1), guest.legal())
        try:
            guest.receive(update_fuzzer.damaged())
        except HostMessageError:
            assert (guest.decisions(), guest.view(1), guest.log_steps(1), guest.legal()) == before


def test_a_guest_cannot_send_what_its_seat_may_not_do() -> None:
    session = Session(config_of(2), 4, "isola")
    seat = session.to_move()
    assert seat is not None
    waiting = RemoteTable(seat_message(session, 1 - seat))
    with pytest.raises(ValueError):
        waiting.action_message(session.legal()[0])
    watching = RemoteTable(seat_message(session, None))
    with pytest.raises(ValueError):
        watching.action_message(session.legal()[0])
    with pytest.raises(ValueError):
        watching.view(0)  # a spectator's device has no seat's view


# ---- remote seats in the config ----------------------------------------------------------------


@pytest.mark.parametrize("name", registry.names())
def test_a_config_with_remote_seats_validates_saves_and_replays(name: str) -> None:
    config = config_of(2)
    config["players"][1]["remote"] = True
    session = Session(config, 21, name)
    for _ in range(6):
        session.apply(session.legal()[0])
    assert remote_seats(session.record.config) == [1]
    saved = Session.from_record(Record.from_json(session.record.to_json()))
    assert saved.hash() == session.hash() and remote_seats(saved.record.config) == [1]
    kind, record = links.decode_fragment(links.game_fragment(session.record))
    assert kind == "game" and Session.from_record(record).hash() == session.hash()
    assert Session(config_of(2), 21, name).hash(0) == session.hash(0)  # the engine ignores it


@pytest.mark.parametrize(
    "seat", [{"remote": True, "computer": "easy"}, {"remote": "yes"}, {"remote": 1}]
)
def test_a_seat_cannot_be_both_remote_and_a_computer(seat: dict[str, Any]) -> None:
    config = config_of(2)
    config["players"][1].update(seat)
    with pytest.raises(ConfigError):
        Session(config, 1, "eruption")
