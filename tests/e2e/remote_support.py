"""What the browser tests of play from several devices share (test_remote.py, by answers passed
by hand; test_oneclick.py, through a PeerJS server): recording what a guest's page receives,
waiting for it, auditing it, and checking the host's game against a replay of its record."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.terremoto import TERREMOTO
from tests.e2e.game_driver import hook

# every message the guest's page receives, as it arrives ("; 0": on() returns a function)
RECORD = """window.netEvents = [];
    volcanoNet.on((e) => netEvents.push({...e, at: performance.now()}));
    0"""
GAME_SHOWN = (
    "document.getElementById('game').dataset.game === 'terremoto'"
    " && !document.getElementById('game').hidden"
)

SECRET_KEYS = {"seed", "record", "actions", "state", "states"}


def without_events(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "events"}


def only_seat_1(data: Any, where: str = "") -> None:
    """No seed, record or state anywhere; cards in hand only in seat 2's own view; a log
    entry meant for some seats only, only if seat 2 is among them."""
    if isinstance(data, dict):
        assert not SECRET_KEYS & set(data), (where, SECRET_KEYS & set(data))
        if "hand" in data:  # seat 2's own, or the public views' empty one (the end's history)
            assert data.get("viewer") == 1 or not data["hand"], (where, data["hand"])
        if isinstance(data.get("to"), list):
            assert 1 in data["to"], (where, data)
        for key, value in data.items():
            only_seat_1(value, f"{where}.{key}")
    elif isinstance(data, list):
        for k, value in enumerate(data):
            only_seat_1(value, f"{where}[{k}]")


def guest_messages(guest: Page) -> list[str]:
    return guest.evaluate("netEvents.filter((e) => e.type === 'message').map((e) => e.text)")  # type: ignore[no-any-return]


def guest_caught_up(guest: Page, actions: int) -> None:
    guest.wait_for_function(
        "(n) => { const p = volcanoTest.call('progress'); return p && p.actions === n; }",
        arg=actions,
        timeout=10_000,
    )


def replays_exactly(host: Page) -> None:
    """The host's game is its record: no guest action lost or applied twice."""
    record = Record.from_data(hook(host, "record"))
    assert hook(host, "state_hash") == state_hash(TERREMOTO, replay(TERREMOTO, record))


def audit(guest: Page) -> list[int]:
    """Every message the guest received holds only what seat 2 may know; their sizes."""
    texts = guest_messages(guest)
    for k, text in enumerate(texts):
        only_seat_1(json.loads(text), f"message {k}")
    return [len(text.encode()) for text in texts]


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
