"""Play together from several devices, every game (issue #29): a host and two guests, each its
own browser context, play the last turns of a long game (the host opens it by a link that keeps
its seats' kinds: ``late_in_a_game``) to the end screen; the invitations and answers go as a
user carries them (tests/e2e/remote_driver.py: the link read on the host's panel, opened in the
guest's context, the guest's answer pasted in the host's box, Connect). Eruption mixes the
seats: two humans taking turns at the host (the pass screen only between them), two guests
and a computer; L'Isola dei Vulcani has a computer at the host and two guests. One guest
reloads its page in the middle of its decision, after a first click on its board, and joins
again by a new invitation. Every device ends on the same end screen; every message a guest
received holds only what its seat may know; the host's game is its record replayed.

Who acts how: each guest takes its first four decisions by clicks and keys on its own page
(the drivers' ``perform``, the host's page read for the record); after that the guests and
the host's humans submit a random one of their page's own legal actions through the test
hook ``act`` (taken as a click or key takes it: game/ui/screen.py), a guest no faster than
the host's rate bound allows (a person is slower): clicking 140-450 actions would take
minutes. The reloading guest clicks the first step of its action on its board.

A second test sends every kind of forged message raw through a guest's data channel (a
hostile peer, as test_net.py does): each is refused, the host's game is unchanged and the
guest's page says why."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from game.core import registry
from game.core.record import Record, replay
from game.ui.eruption import controller as eruption_ctl
from game.ui.isola import controller as isola_ctl
from game.ui.lang.en import CATALOGUE
from game.ui.remote import PROTOCOL
from game.ui.table import LOG_LINES
from tests.e2e import isola_driver
from tests.e2e import terremoto_driver as tm
from tests.e2e.conftest import guarded_page, wait_ready
from tests.e2e.game_driver import (
    call,
    choose,
    click_spot,
    close_desk,
    hook,
    open_record,
    perform,
    reveal,
)
from tests.e2e.remote_driver import (
    audit,
    bucket,
    devices,
    end_card,
    guest_caught_up,
    join,
    late_record,
    pace,
    replays_exactly,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # (started early: tests/conftest.py)


@dataclass(frozen=True)
class Game:
    """How the test plays a game: its seats, a random choice among legal actions, the
    clicks that take one (its driver's ``perform``) and the board steps of one."""

    seats: list[tuple[str, str]]
    pick: Callable[[list[str], random.Random], str]
    perform: Callable[..., None]
    steps_of: Callable[[str], tuple[tuple[Any, ...], ...]]
    board: tuple[str, ...]


GAMES = {
    "eruption": Game(
        [
            ("Ada", "human"),
            ("Bruno", "remote"),
            ("Carla", "remote"),
            ("Dario", "human"),
            ("Elena", "easy"),
        ],
        choose,
        perform,
        eruption_ctl.steps_of,
        eruption_ctl.BOARD_KINDS,
    ),
    "isola": Game(
        [("Ada", "easy"), ("Bruno", "remote"), ("Carla", "remote")],
        isola_driver.choose,
        isola_driver.perform,
        isola_ctl.steps_of,
        isola_ctl.BOARD_KINDS,
    ),
}
CLICKED = 4  # each guest's first decisions are taken by clicks and keys; the others by the hook
# the number of decisions so far and the seat to move; null once the game is over
NOW = """() => { const p = volcanoTest.call('progress');
    return p.over ? null : [p.actions, volcanoTest.call('seat')]; }"""
RELOAD_AT = 3  # the reloading guest's decision (counted from 0) it reloads in, or after
# The devices play the last this many actions of a game played at random in CPython (the
# host opens it by a link that keeps its seats' kinds): each guest decides six times or more
# (four by clicks, a reload in one), and the log is full. (The whole game took 140-450
# actions, three minutes for L'Isola on a loaded machine, most of it waiting for the host's
# rate bound at each guest action.)
LEFT = {"eruption": 40, "isola": 30}
PREPARED_SEED = 41


def late_in_a_game(game: str, seats: list[tuple[str, str]]) -> Record:
    """A game of ``seats`` played at random to its end, without its last ``LEFT[game]``."""
    return late_record(game, seats, LEFT[game], PREPARED_SEED)


def _wait_past(host: Page, actions: int) -> None:
    host.wait_for_function(
        "(n) => volcanoTest.call('progress').actions > n", arg=actions, timeout=20_000
    )


def _wait_for_people(host: Page, computers: set[int]) -> None:
    """Until the game is over or someone other than a computer is to move."""
    host.wait_for_function(
        "(c) => volcanoTest.call('progress').over || !c.includes(volcanoTest.call('seat'))",
        arg=sorted(computers),
        timeout=60_000,
    )


def _partial_step(guest: Page, play: Game) -> tuple[Any, ...] | None:
    """The first board step of a legal action of the guest's that takes more than one
    step, if it has one."""
    for notation in hook(guest, "legal"):
        steps = play.steps_of(notation)
        if len(steps) > 1 and steps[0][0] in play.board:
            return tuple(steps[0])
    return None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_host_and_two_guests_play_a_whole_game(
    browser: Browser, site_url: str, request: pytest.FixtureRequest, game: str
) -> None:
    play = GAMES[game]
    seats = play.seats
    remote = {k: name for k, (name, kind) in enumerate(seats) if kind == "remote"}
    computers = {k for k, (_, kind) in enumerate(seats) if kind not in ("human", "remote")}
    with devices(request, *(guarded_page(browser) for _ in range(1 + len(remote)))) as (
        host,
        *pages,
    ):
        late = late_in_a_game(game, seats)
        open_record(host, site_url, late)  # the join desk opens: the panel is used here
        close_desk(host)
        if computers:
            call(host, "auto_delay", 0)
        guests = dict(zip(remote, pages, strict=True))
        if hook(host, "seat") in computers:  # the game starts when every device is there
            expect(host.locator("#actions .ai-status")).to_have_text(
                "The computer players wait for "
                + ", ".join(remote[k] for k in sorted(remote))
                + " to connect."
            )
        for seat, guest in guests.items():  # nobody plays before every device is there
            assert hook(host, "record")["actions"] == late.actions
            join(host, guest, site_url, seat, remote[seat])
        for seat, guest in guests.items():  # each device draws its own seat
            assert call(guest, "view")["viewer"] == seat
            guest.click("#guest-rules")  # the rules, read from the guest's own view
            dialog = guest.locator("#rules-dialog")
            dialog.get_by_role("button", name=CATALOGUE["menu.rules_close"]).click()
            expect(dialog).to_have_count(0)
        if game == "eruption":  # (E13) a guest holds its own hand, and no one else's
            engine = registry.get_game(game)
            state = replay(engine, late)
            for seat, guest in guests.items():
                assert call(guest, "view")["hand"] == engine.view(state, seat)["hand"]

        rnd = random.Random(29)
        reloader = min(remote)
        decided = dict.fromkeys(range(len(seats)), 0)
        sizes: list[int] = []
        passes = 0
        reloaded = False
        buckets: dict[int, list[float]] = {}
        chosen: dict[int, str] = {}  # the decisions taken by the test, at their place
        while (now := host.evaluate(NOW)) is not None:
            actions, seat = now  # (read at once: a computer may move meanwhile)
            assert actions < 1500, "the game should have ended"
            if seat in computers:
                _wait_for_people(host, computers)
                continue
            if seat in guests:  # no pass screen on the host before another device's seat
                expect(host.locator("#overlay")).to_be_hidden()
                guest = guests[seat]
                guest_caught_up(guest, actions)
                if seat == reloader and decided[seat] >= RELOAD_AT and not reloaded:
                    step = _partial_step(guest, play)
                    if step is not None:  # a first click on the board, then the page reloads
                        click_spot(guest, step)
                        assert call(guest, "ui")["prefix"] == [list(step)]
                        sizes += audit(guest, seat)
                        guest.reload()
                        wait_ready(guest)
                        name = remote[seat]
                        expect(host.locator(f"#invite-status-{seat}")).to_have_text(
                            f"Waiting for {name}"
                        )
                        host.get_by_role("button", name=f"New invitation for {name}").click()
                        join(host, guest, site_url, seat, name)
                        assert call(host, "progress")["actions"] == actions  # nothing lost
                        reloaded = True
                notation = play.pick(hook(guest, "legal"), rnd)
                pace(buckets.setdefault(seat, bucket()))
                if decided[seat] < CLICKED:
                    guest.bring_to_front()  # (a tab behind another is throttled)
                    play.perform(guest, notation, decided[seat], followed=True, holder=host)
                else:
                    assert call(guest, "act", notation) is True
            else:  # a human at the host: the pass screen when the device goes to another one
                passes += reveal(host)
                notation = play.pick(hook(host, "legal"), rnd)
                assert call(host, "act", notation) is True
            _wait_past(host, actions)
            chosen[actions] = notation
            decided[seat] += 1

        assert reloaded, "the guest should have reloaded in the middle of a decision"
        assert all(decided[k] for k in guests), decided
        if game == "eruption":
            assert passes, "two humans at the host pass it between them"
        record = hook(host, "record")["actions"]
        assert {k: record[k] for k in chosen} == chosen  # each applied as chosen, in its place
        replays_exactly(host)  # no action lost or applied twice
        final = end_card(host)
        for seat, guest in guests.items():
            guest_caught_up(guest, call(host, "progress")["actions"])
            assert end_card(guest) == final
            guest.get_by_role("button", name=CATALOGUE["btn.show_board"]).click()
            guest.locator("#log li").first.hover()  # what a log line is about, on its board
            guest.get_by_role("button", name=CATALOGUE["end.title"]).click()
            assert end_card(guest) == final
            assert remote[seat] in final[-1]
            sizes += audit(guest, seat)  # (E13) only what its seat may know
        # the log, built up move by move (only the new lines each time), is the log drawn anew
        host.get_by_role("button", name=CATALOGUE["btn.show_board"]).click()
        built = host.locator("#log li").all_text_contents()
        assert len(built) == LOG_LINES, "a long game fills the log, whose oldest lines drop out"
        host.click("#replay-open")
        host.click("#replay-close")
        assert host.locator("#log li").all_text_contents() == built
        if game == "isola":  # (a log without private lines) each guest's is the host's
            for guest in guests.values():
                assert guest.locator("#log li").all_text_contents() == built
        print(
            f"\n{game}: {call(host, 'progress')['actions']} actions;"
            f" {len(sizes)} messages to the guests, largest {max(sizes)} bytes"
        )


# ---- forged messages -------------------------------------------------------------------------

# A hostile peer: the page's data channels, and every text the page sends on them.
HOSTILE = """() => {
    if (window.rawChannels) return;
    window.rawChannels = [];
    window.sentTexts = [];
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
        if (!rawChannels.includes(this)) rawChannels.push(this);
        sentTexts.push(data);
        return send.call(this, data);
    };
}"""


def _act(seat: int, n: int, seq: int, action: str, changes: dict[str, object] | None = None) -> str:
    """An action message as a guest's page writes it (remote.py), with ``changes``."""
    data = {"v": PROTOCOL, "type": "act", "seat": seat, "n": n, "seq": seq, "action": action}
    return json.dumps({**data, **(changes or {})})


def test_every_forged_message_is_refused_and_the_guest_told(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    """A guest's device sends, raw on its data channel, every kind of message the host must
    refuse (``handed_over`` is left to the hand-over's own tests): the host's game does not
    change and the guest's page says why, in the words of ``remote.refused.<reason>``."""
    with devices(request, *(guarded_page(browser) for _ in range(2))) as (host, guest):
        tm.start(host, site_url, [("Ada", "human"), ("Bruno", "remote")])
        guest.add_init_script(f"({HOSTILE})()")
        join(host, guest, site_url)
        rnd = random.Random(7)
        counted = bucket()

        def until(seat: int | None) -> None:
            """Both players play on (by the test hook) until ``seat`` is to move."""
            while (now := hook(host, "seat")) != seat:
                assert now is not None, "the game ended first"
                actions = call(host, "progress")["actions"]
                page = guest if now == 1 else host
                guest_caught_up(guest, actions)
                if page is guest:
                    pace(counted)
                assert call(page, "act", tm.choose(page, rnd)) is True
                _wait_past(host, actions)
            guest_caught_up(guest, call(host, "progress")["actions"])

        def refused(text: str, reason: str, count: int = 1) -> None:
            before, record = hook(host, "state_hash"), hook(host, "record")["actions"]
            guest.evaluate("() => document.querySelector('#notice .notice-text').textContent = ''")
            pace(counted)  # (refused for its own reason, not for coming too fast)
            guest.evaluate(
                "([text, k]) => { for (let i = 0; i < k; i++) rawChannels.at(-1).send(text); }",
                [text, count],
            )
            words = CATALOGUE[f"remote.refused.{reason}"]
            expect(guest.locator("#notice .notice-text")).to_have_text(words)
            assert hook(host, "record")["actions"] == record, reason
            assert hook(host, "state_hash") == before, reason
            if count > 1:  # a flood spends the bucket
                counted[:] = [0.0, time.monotonic()]

        until(1)  # Bruno's first move, a real one: the replayed message is a copy of it
        n = call(host, "progress")["actions"]
        pace(counted)
        assert call(guest, "act", hook(guest, "legal")[0]) is True
        _wait_past(host, n)
        sent = guest.evaluate("sentTexts.filter((t) => t.includes('\"act\"')).at(-1)")
        seq = json.loads(sent)["seq"]
        until(1)
        n = call(host, "progress")["actions"]
        legal = hook(guest, "legal")[0]
        refused(sent, "replayed")
        refused(_act(1, n - 1, seq + 1, legal), "stale")
        refused(_act(1, n, seq + 1, "play nothing-at-all"), "illegal")
        refused(_act(0, n, seq + 1, legal), "wrong_seat")
        refused("{'act': 1", "not_json")
        refused(_act(1, n, seq + 1, "x" * 5000), "too_large")
        refused(_act(1, n, seq + 1, legal, {"v": PROTOCOL - 1}), "version")  # an older page
        refused(json.dumps({"v": PROTOCOL, "type": "act", "seat": 1, "action": legal}), "bad_shape")
        refused(_act(1, n, seq + 1, legal, {"seq": str(seq + 1)}), "bad_shape")
        pace(counted)
        assert call(guest, "act", legal) is True  # the guest's own move still goes through
        _wait_past(host, n)
        until(0)
        refused(_act(1, call(host, "progress")["actions"], seq + 2, legal), "not_your_turn")
        refused("[]", "too_fast", count=12)  # a flood: past the bucket's burst
        until(None)  # to the end
        end = call(host, "progress")["actions"]
        refused(_act(1, end, seq + 100, legal), "game_over")
        replays_exactly(host)


# ---- nothing stuck ---------------------------------------------------------------------------

# The next ``dropPictures`` pictures (whole, or an update: a change) this page sends on a data
# channel are lost on the way (as one dropped at the transport's size or rate bound is).
DROP_PICTURES = """() => {
    window.dropPictures = 0;
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
        if (dropPictures > 0 && /"type":"(picture|change)"/.test(String(data))) {
            dropPictures -= 1;
            return;
        }
        return send.call(this, data);
    };
}"""


def test_a_lost_picture_is_made_good_and_a_flood_of_pieces_is_dropped_as_it_comes(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    """#41, nothing stuck. One picture of the host lost on the way left the guest refusing
    every later one ("the log's first step") until it reconnected: now the guest asks for the
    whole picture, catches up at the next one, says nothing of it, and plays its turn. And the
    host made a guest's message whole up to net.js's 4 MiB, though a guest's message is at most
    GUEST_MESSAGE_BYTES (pieces that never end held up to 4 MiB of its memory): now the pieces
    past the guest's bound are dropped as they come; after 3.8 MB of them the host's heap
    (garbage collected) holds less than 1 MB more, the guest is told once that it was too
    large, and the game is unchanged."""
    with devices(request, *(guarded_page(browser) for _ in range(2))) as (host, guest):
        tm.start(host, site_url, [("Ada", "human"), ("Bruno", "remote")])
        guest.add_init_script(f"({HOSTILE})()")
        join(host, guest, site_url)
        host.evaluate(DROP_PICTURES)
        rnd = random.Random(3)

        def plays(page: Page) -> None:
            actions = call(host, "progress")["actions"]
            if page is guest:
                guest_caught_up(guest, actions)
            reveal(page)
            assert call(page, "act", tm.choose(page, rnd)) is True
            _wait_past(host, actions)

        while hook(host, "seat") != 0:  # (Bruno may begin)
            plays(guest)
        host.evaluate("dropPictures = 1")
        while hook(host, "seat") == 0:  # Ada's two plays: the guest misses the first
            plays(host)
        assert host.evaluate("dropPictures") == 0, "no picture was lost"
        guest_caught_up(guest, call(host, "progress")["actions"])
        assert not guest.locator("#notice").is_visible(), guest.locator("#notice").inner_text()
        plays(guest)  # Bruno's turn goes on
        replays_exactly(host)

        heap = host.context.new_cdp_session(host)

        def used() -> int:
            heap.send("HeapProfiler.collectGarbage")
            return int(heap.send("Runtime.getHeapUsage")["usedSize"])

        before, record = used(), hook(host, "record")["actions"]
        guest.evaluate(
            """() => {
            const piece = "\\u0001" + "x".repeat(60000);
            for (let i = 0; i < 64; i++) rawChannels.at(-1).send(piece);
        }"""
        )
        expect(guest.locator("#notice .notice-text")).to_have_text(
            CATALOGUE["remote.refused.too_large"]
        )
        host.wait_for_timeout(500)  # (the last pieces arrive after the refusal)
        told = guest.locator("#notice .notice-text").inner_text()
        assert told == CATALOGUE["remote.refused.too_large"], "told more than once, or else"
        grown = used() - before
        assert grown < 1_000_000, f"the host holds {grown} bytes more"
        assert hook(host, "record")["actions"] == record
