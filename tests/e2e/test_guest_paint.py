"""A guest's board is painted in the next animation frame, not in the task that took the
host's picture (game/ui/screen.py ``redraw_soon``): of the pictures that come before it only
the newest is painted, and nothing is lost while there are no frames (a hidden tab gets
none). The guest's page here holds its animation frames back, as a hidden tab's are, while
the host sends two pictures; the board shows neither until the frames come, then the newest,
painted once, the same pixels as that board drawn anew."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e import isola_driver as isola
from tests.e2e.conftest import guarded_page
from tests.e2e.game_driver import call, hook, start_seats
from tests.e2e.remote_driver import devices, join

pytestmark = pytest.mark.browser

# In the guest's page: window.volcanoDraw's calls counted (paints of the board), and its
# animation frames held back while ``heldFrames`` is a list (as a hidden tab's), then let go
# in their order by ``letFramesGo``
HOLD_FRAMES = """window.paints = 0;
    window.heldFrames = null;
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
        window.heldFrames ? (window.heldFrames.push(callback), 0) : frame(callback);
    window.letFramesGo = () => {
        const held = window.heldFrames;
        window.heldFrames = null;
        for (const callback of held) frame(callback);
        return held.length;
    };
    let draw;
    Object.defineProperty(window, "volcanoDraw", {
        configurable: true,
        get: () => draw,
        set: (made) => { draw = (...args) => { window.paints += 1; return made(...args); }; },
    });"""
# the board's pixels (device pixels, RGBA): a hash of them
PIXELS = """() => { const c = document.getElementById('board');
    const rgba = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const data = new Uint32Array(rgba.buffer);
    let h = 2166136261;
    for (let k = 0; k < data.length; k++) h = Math.imul(h ^ data[k], 16777619);
    return [c.width, c.height, h >>> 0]; }"""
NEXT_FRAMES = "async () => { for (const _ of [1, 2]) await new Promise(requestAnimationFrame); }"


def _decide(host: Page, guest: Page, rnd: random.Random) -> None:
    """Whoever is to move takes a random legal action (Ada at the host, Bruno at his page);
    the guest has taken the host's picture of it. (Waited for by a timer, not by frames: the
    guest's may be held back.)"""
    page = host if hook(host, "seat") == 0 else guest
    assert call(page, "act", isola.choose(hook(page, "legal"), rnd)) is True
    guest.wait_for_function(
        "(n) => volcanoTest.call('progress').actions === n",
        arg=call(host, "progress")["actions"],
        polling=20,
        timeout=10_000,
    )


def test_a_guest_paints_the_newest_of_two_pictures_once_in_the_next_frame(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> None:
    made = [guarded_page(browser) for _ in range(2)]
    made[1][0].add_init_script(HOLD_FRAMES)
    with devices(request, *made) as (host, guest):
        start_seats(host, site_url, "isola", [("Ada", "human"), ("Bruno", "remote")])
        join(host, guest, site_url)
        rnd = random.Random(5)
        _decide(host, guest, rnd)
        guest.evaluate(NEXT_FRAMES)
        assert call(guest, "drawn") is True
        before = guest.evaluate(PIXELS)
        guest.evaluate("window.heldFrames = []; window.paints = 0")
        actions = call(host, "progress")["actions"]
        for _ in range(2):
            _decide(host, guest, rnd)
        assert call(guest, "progress")["actions"] == actions + 2  # two pictures taken
        # no frame yet: nothing painted, the board as before
        assert guest.evaluate("window.paints") == 0
        assert call(guest, "drawn") is False
        assert guest.evaluate(PIXELS) == before
        assert guest.evaluate("letFramesGo()") > 0
        guest.evaluate(NEXT_FRAMES)
        # the frame painted the newest picture, once; as the whole board drawn anew
        assert guest.evaluate("window.paints") == 1
        assert call(guest, "drawn") is True
        painted = guest.evaluate(PIXELS)
        assert painted != before
        assert call(guest, "anew") is True
        assert guest.evaluate(PIXELS) == painted
