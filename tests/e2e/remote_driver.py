"""Play together from several devices in the browser tests: a guest joins as a user would
(the host's invitation link opened in the guest's context, its answer pasted in the host's
box, Connect), every message a guest's page receives is recorded at its data channel, and
checked to hold only what its seat may know; the host's game is checked against a CPython
replay of its record."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from game.core import registry
from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.ui import remote

from .conftest import check_page, wait_ready
from .game_driver import call, close_desk, hook

CODE = re.compile(r"^[A-Za-z0-9_-]{20,}$")
# every message the guest's page receives, as it arrives ("; 0": on() returns a function)
RECORD = """window.netEvents = [];
    volcanoNet.on((e) => netEvents.push({...e, at: performance.now()}));
    0"""
SECRET_KEYS = {"seed", "record", "actions", "state", "states"}
# RECORD from the page's first script on, in every page of a context (add_init_script): a
# page that rejoins by itself as it loads is recorded from its first message
RECORD_FROM_START = """window.netEvents = [];
    let net;
    Object.defineProperty(window, "volcanoNet", {
        configurable: true,
        get: () => net,
        set: (made) => {
            net = made;
            net.on((e) => netEvents.push({...e, at: performance.now()}));
        },
    });"""


def game_shown(game: str) -> str:
    """A page function: ``game`` is on the screen."""
    return (
        f"document.getElementById('game').dataset.game === '{game}'"
        " && !document.getElementById('game').hidden"
    )


GAME_SHOWN = game_shown("terremoto")


def without_events(view: dict[str, Any]) -> dict[str, Any]:
    """A view without its events (what changed since the last: not part of the picture)."""
    return {k: v for k, v in view.items() if k != "events"}


def only_seat(data: Any, seat: int, where: str = "") -> None:
    """No seed, record or state anywhere; cards in hand only in ``seat``'s own view; a log
    entry meant for some seats only, only if ``seat`` is among them."""
    if isinstance(data, dict):
        assert not SECRET_KEYS & set(data), (where, SECRET_KEYS & set(data))
        if "hand" in data:  # the seat's own, or the public views' empty one (the end's history)
            assert data.get("viewer") == seat or not data["hand"], (where, data["hand"])
        if isinstance(data.get("to"), list):
            assert seat in data["to"], (where, data)
        for key, value in data.items():
            only_seat(value, seat, f"{where}.{key}")
    elif isinstance(data, list):
        for k, value in enumerate(data):
            only_seat(value, seat, f"{where}[{k}]")


def guest_messages(guest: Page) -> list[str]:
    return guest.evaluate("netEvents.filter((e) => e.type === 'message').map((e) => e.text)")  # type: ignore[no-any-return]


def audit(guest: Page, seat: int) -> list[int]:
    """Every message the guest received holds only what ``seat`` may know (an update, what
    changed, as the picture it makes); their sizes."""
    texts = guest_messages(guest)
    body: dict[str, Any] = {}
    for k, text in enumerate(texts):
        data = json.loads(text)
        if data.get("type") == "change":
            body = remote._changed(body, data["change"])
            data = {**{key: v for key, v in data.items() if key not in ("change", "base")}, **body}
        elif data.get("type") == "picture":
            body = {key: data[key] for key in remote.BODY}
        only_seat(data, seat, f"message {k}")
    return [len(text.encode()) for text in texts]


def bucket() -> list[float]:
    """A guest's count for ``pace``, full (less one for the clocks' difference)."""
    return [remote.GUEST_BURST - 1.0, time.monotonic()]


def pace(counted: list[float]) -> None:
    """Wait, if need be, until the host's rate bound lets a guest send one more action (a
    person does not go faster; the test hook could, and was refused as too fast):
    ``counted`` is [messages it may send now, when that was counted], as the host counts."""
    tokens, at = counted
    now = time.monotonic()
    tokens = min(remote.GUEST_BURST - 1.0, tokens + (now - at) * 1000 / remote.GUEST_REFILL_MS)
    if tokens < 1:
        time.sleep((1 - tokens) * remote.GUEST_REFILL_MS / 1000)
        now, tokens = time.monotonic(), 1.0
    counted[:] = [tokens - 1, now]


def late_record(game: str, seats: list[tuple[str, str]], left: int, seed: int) -> Record:
    """A game of ``seats`` (name, "human", "remote" or a computer level) played at random to
    its end in CPython, without its last ``left`` actions: opened by a link (it keeps the
    seats' kinds), the devices play the end of a long game."""
    kinds: dict[str, dict[str, Any]] = {"human": {}, "remote": {"remote": True}}
    players = [{"name": name, **kinds.get(kind, {"computer": kind})} for name, kind in seats]
    config: dict[str, Any] = {"players": players}
    engine = registry.get_game(game)
    state, rnd, done = engine.new_game(config, seed), random.Random(seed), []
    while not engine.is_terminal(state):
        legal = {str(a): a for a in engine.legal_actions(state)}
        done.append(rnd.choice(sorted(legal)))
        state = engine.apply(state, legal[done[-1]])
    assert len(done) > 2 * left, len(done)
    return Record(game, config, seed, done[:-left])


def guest_caught_up(guest: Page, actions: int) -> None:
    guest.wait_for_function(
        "(n) => { const p = volcanoTest.call('progress'); return p && p.actions === n; }",
        arg=actions,
        timeout=10_000,
    )


def join(
    host: Page,
    guest: Page,
    site_url: str,
    seat: int = 1,
    name: str = "Bruno",
    wrong_code_first: bool = False,
) -> str:
    """The guest opens the host's invitation link for ``seat`` (its messages recorded from
    before), the host pastes its answer and connects on the join desk, opened at that seat
    from the panel (and closed after); the guest's connection id."""
    # over a pass screen the invitations sit under its card: no hand need be shown for them
    if host.locator("#overlay .pass-card").count():
        expect(host.locator("#overlay > #invites")).to_be_visible()
    open_desk(host, seat, name)
    link_box = host.locator("#desk-link")
    expect(link_box).to_have_value(re.compile(r"#join=[A-Za-z0-9_-]+(&|$)"), timeout=10_000)
    link = link_box.input_value()
    assert link.startswith(site_url)
    qr = host.locator("#desk-qr").get_attribute("src", timeout=5_000)
    assert qr and qr.startswith("data:image/svg+xml")
    game = host.evaluate("document.getElementById('game').dataset.game")
    guest.goto(site_url)
    wait_ready(guest)
    guest.evaluate(RECORD)
    guest.goto(link)
    answer_box = guest.locator("#join-answer")
    expect(answer_box).to_have_value(CODE, timeout=10_000)
    expect(guest.locator("#join-status")).to_have_text("Waiting for the host…")
    assert "#" not in guest.url  # the invitation is not kept in the address
    answer = answer_box.input_value()
    if wrong_code_first:  # a clear message, nothing else changes
        desk_connect(host, "not-a-real-answer-code")
        expect(host.locator("#desk-problem")).to_have_text(
            "Not connected: that is not a connection code."
        )
    desk_connect(host, link.split("#")[0] + "#answer=" + answer)  # a link too
    expect(host.locator(f"#invite-status-{seat}")).to_have_text(
        f"{name} is connected.", timeout=15_000
    )
    if host.locator("#desk").count():  # (it moved on to the next seat waiting)
        close_desk(host)
    guest.wait_for_function(game_shown(game), timeout=10_000)
    expect(guest.locator("#join-dialog")).to_have_count(0)
    guest_caught_up(guest, call(host, "progress")["actions"])
    return str(guest.evaluate("netEvents.find((e) => e.type === 'open').id"))


def open_desk(host: Page, key: int, name: str) -> None:
    """The host opens the join desk at ``key``'s invitation from the panel (the desk, if
    open, closed first)."""
    if host.locator("#desk").count():
        close_desk(host)
    host.locator(f"#invite-{key}").get_by_role("button", name=f"Invite {name}").click()
    expect(host.locator("#desk-name")).to_have_text(name, timeout=10_000)


def desk_connect(host: Page, answer: str) -> None:
    """Paste ``answer`` in the desk's answer box (its "Without a camera" part opened) and
    press its Connect."""
    more = host.locator("#desk .desk-more")
    if not more.evaluate("(d) => d.open"):
        more.locator("summary").click()
    host.fill("#desk-answer", answer)
    host.locator("#desk").get_by_role("button", name="Connect").click()


def replays_exactly(host: Page) -> None:
    """The host's game is its record: no guest action lost or applied twice."""
    record = Record.from_data(hook(host, "record"))
    game = registry.get_game(record.game)
    assert hook(host, "state_hash") == state_hash(game, replay(game, record))


END_CARD = "[...document.querySelectorAll('.end-card > :not(.buttons)')].map((e) => e.innerText)"


def end_card(page: Page) -> list[str]:
    """What the end screen says (its winner line and ranking table), without its buttons."""
    expect(page.locator(".end-card")).to_be_visible()
    return page.evaluate(END_CARD)  # type: ignore[no-any-return]


@contextmanager
def devices(
    request: pytest.FixtureRequest, *made: tuple[BrowserContext, Page, list[str], list[str]]
) -> Iterator[list[Page]]:
    """The pages of ``made`` (conftest.guarded_page's, one per device), each checked at the
    end for outside requests and errors, then closed."""
    try:
        yield [page for _, page, _, _ in made]
    finally:
        try:
            for _, page, outside, errors in made:
                check_page(page, request, outside, errors)
        finally:
            for context, _, _, _ in made:
                context.close()
