"""Time a guest's move between two devices (two browser contexts, WebRTC on loopback).

    python bench/remote.py [--games N] [--game terremoto|isola|eruption|all]

Builds the test site, then per game: the host starts it with Bruno at "Another device", the
guest joins by the invitation link and the answer (tests/e2e/remote_driver.py's ``join``), and
both play to the end: Terremoto by clicks, L'Isola and Eruption (whose moves take many clicks
on the board) by the test hook's ``act``, the same path as a click's last step. For each of
the guest's decisions it measures, on the guest's own clock, the click to the host's answer
arriving (the host applied the move and sent the new picture) and to the guest's redraw being
done (the next animation frame after it), the moves a person's pace apart (the host's rate
bound for a guest: one per GUEST_REFILL_MS); for every message the guest received, its bytes and
the guest's Python time taking it (its net.js listener, timed in the page: reading it, the
table and the screen's redraw, but for the board's paint, which waits for the next frame),
over the whole game and over its second half ("late"), and the guest's work in animation
frames late (the board's paint and animations, and bringing the next decision into view:
measured in the frame after a redraw, whose layout it needs). Prints p50, p95 and max per
game. A benchmark: it never fails on slowness.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

import build  # noqa: E402
from game.ui.remote import GUEST_REFILL_MS  # noqa: E402
from tests.e2e import isola_driver as isola  # noqa: E402
from tests.e2e import terremoto_driver as tm  # noqa: E402
from tests.e2e.conftest import CHROMIUM, served  # noqa: E402
from tests.e2e.conftest import PLAIN_CHROMIUM_ARGS as CHROMIUM_ARGS  # noqa: E402
from tests.e2e.game_driver import call, hook, start_seats  # noqa: E402
from tests.e2e.game_driver import choose as eruption_choose  # noqa: E402
from tests.e2e.remote_driver import guest_caught_up, guest_messages, join  # noqa: E402

GAMES = ("terremoto", "isola", "eruption")
# in every page of the guest's context: each net.js listener but the recorder's (the page's
# Python) timed per message it takes, as [ms, the message's characters]; and each animation
# frame's callback (the board's animations, bringing a decision into view), in ms
TIME_LISTENERS = """window.pythonTimes = [];
    window.frameTimes = [];
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => frame((now) => {
        const start = performance.now();
        try { return callback(now); }
        finally { frameTimes.push(performance.now() - start); }
    });
    let net;
    Object.defineProperty(window, "volcanoNet", {
        configurable: true,
        get: () => net,
        set: (made) => {
            const on = made.on;
            made.on = (listener) => String(listener).includes("netEvents")
                ? on(listener)
                : on((e) => {
                    if (e.type !== "message") return listener(e);
                    const start = performance.now();
                    try { return listener(e); }
                    finally { pythonTimes.push([performance.now() - start, e.text.length]); }
                });
            net = made;
        },
    });"""
# resolves, on the guest, with (answer arrived, frame after it) in ms after the click (or
# the test hook's action: ``act``)
CLICK_AND_TIME = """async ([selector, act]) => {
  const before = netEvents.length, clicked = performance.now();
  if (act) volcanoTest.call('act', act);
  else document.querySelector(selector).click();
  while (!netEvents.slice(before).some((e) => e.type === 'message'))
    await new Promise((ok) => setTimeout(ok, 1));
  const answer = netEvents.slice(before).find((e) => e.type === 'message');
  await new Promise(requestAnimationFrame);
  return [answer.at - clicked, performance.now() - clicked, JSON.parse(answer.text).type];
}"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def spread(values: list[float], unit: str = "ms") -> str:
    if not values:
        return "none"
    return (
        f"p50 {statistics.median(values):.1f} {unit}, p95 {percentile(values, 0.95):.1f} {unit},"
        f" max {max(values):.1f} {unit}"
    )


def guest_move(
    guest: Page, game: str, rnd: random.Random, actions: int
) -> tuple[float, float, str]:
    """The guest takes a random move; (click to answer, click to redraw) in ms, and the
    answer's type."""
    if game == "terremoto":
        notation = tm.choose(guest, rnd)
        if notation != "end":
            tm.select(guest, notation, style=actions)
        selector = "#tm-end" if notation == "end" else "#tm-play"
        answered, redrawn, kind = guest.evaluate(CLICK_AND_TIME, [selector, None])
    else:
        notation = choose(game, hook(guest, "legal"), rnd)
        answered, redrawn, kind = guest.evaluate(CLICK_AND_TIME, [None, notation])
    return float(answered), float(redrawn), str(kind)


def choose(game: str, legal: list[str], rnd: random.Random) -> str:
    return isola.choose(legal, rnd) if game == "isola" else eruption_choose(legal, rnd)


def play(browser: Any, url: str, game: str, seed: int) -> dict[str, list[float]]:
    """One game; its numbers."""
    host_context, guest_context = browser.new_context(), browser.new_context()
    guest_context.add_init_script(TIME_LISTENERS)
    host, guest = host_context.new_page(), guest_context.new_page()
    seats = [("Ada", "human"), ("Bruno", "remote")]
    start_seats(host, url, game, seats)
    join(host, guest, url)
    rnd = random.Random(seed)
    answers: list[float] = []
    redraws: list[float] = []
    refused = 0
    last = 0.0
    while not call(host, "progress")["over"]:
        actions = call(host, "progress")["actions"]
        guest_caught_up(guest, actions)
        if hook(host, "seat") == 0:
            if game == "terremoto":
                tm.perform(host, tm.choose(host, rnd), style=actions)
            else:
                assert call(host, "act", choose(game, hook(host, "legal"), rnd)) is True
            continue
        # (a person's pace: within the host's rate bound for a guest's messages)
        time.sleep(max(0.0, last + GUEST_REFILL_MS / 1000 - time.monotonic()))
        last = time.monotonic()
        answered, redrawn, kind = guest_move(guest, game, rnd, actions)
        if kind == "refused":
            refused += 1
            continue
        answers.append(answered)
        redraws.append(redrawn)
    guest_caught_up(guest, call(host, "progress")["actions"])
    guest.wait_for_timeout(200)  # (the last message's redraw)
    sizes = [float(len(text.encode())) for text in guest_messages(guest)]
    times = [float(ms) for ms, _ in guest.evaluate("pythonTimes")]
    frames = [float(ms) for ms in guest.evaluate("frameTimes")]
    decisions = float(call(host, "progress")["actions"])
    host_context.close()
    guest_context.close()
    return {
        "answers": answers,
        "redraws": redraws,
        "sizes": sizes,
        "times": times,
        "late": times[len(times) // 2 :],
        "frames": frames[len(frames) // 2 :],
        "decisions": [decisions],
        "refused": [float(refused)],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of each")
    parser.add_argument("--game", choices=[*GAMES, "all"], default="all")
    args = parser.parse_args()
    site = build.build(Path(tempfile.mkdtemp()) / "site", test_hooks=True)
    chosen = GAMES if args.game == "all" else (args.game,)
    with served(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        for game in chosen:
            numbers: dict[str, list[float]] = {}
            for k in range(args.games):
                for key, values in play(browser, url, game, k).items():
                    numbers.setdefault(key, []).extend(values)
            sizes, moves = numbers["sizes"], len(numbers["answers"])
            refused = int(sum(numbers["refused"]))
            print(f"{game} ({args.games} games, {moves} moves of the guest, {refused} refused):")
            print(f"  click -> host's answer: {spread(numbers['answers'])}")
            print(f"  click -> redrawn:       {spread(numbers['redraws'])}")
            print(f"  guest's Python per message: {spread(numbers['times'])}")
            print(f"    late (second half):       {spread(numbers['late'])}")
            print(f"  its animation frames, late:  {spread(numbers['frames'])}")
            print(
                f"  messages to the guest: {len(sizes)}, {spread(sizes, 'bytes')};"
                f" {sum(sizes) / sum(numbers['decisions']):.0f} bytes per decision"
            )
        browser.close()


if __name__ == "__main__":
    main()
