"""Time a guest's move between two devices (two browser contexts, WebRTC on loopback).

    python bench/remote.py [--games N]

Builds the test site, then per game: the host starts Terremoto with Bruno at "Another
device", the guest joins by the invitation link and the answer (tests/e2e/remote_driver.py's
``join``), and both play by clicks to the end. For each of the guest's decisions it measures,
on the guest's own clock, the click to the host's answer arriving (the host applied the move
and sent the new picture) and to the guest's redraw being done (the next animation frame
after it); and the bytes of every message the guest received. Prints p50, p95 and max. A
benchmark: it never fails on slowness.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.e2e import terremoto_driver as tm  # noqa: E402
from tests.e2e.conftest import CHROMIUM, served  # noqa: E402
from tests.e2e.conftest import PLAIN_CHROMIUM_ARGS as CHROMIUM_ARGS  # noqa: E402
from tests.e2e.game_driver import call, hook  # noqa: E402
from tests.e2e.remote_driver import guest_caught_up, guest_messages, join  # noqa: E402

# resolves, on the guest, with (answer arrived, frame after it) in ms after the click
CLICK_AND_TIME = """async (selector) => {
  const before = netEvents.length, clicked = performance.now();
  document.querySelector(selector).click();
  while (!netEvents.slice(before).some((e) => e.type === 'message'))
    await new Promise((ok) => setTimeout(ok, 1));
  const answered = netEvents.slice(before).find((e) => e.type === 'message').at;
  await new Promise(requestAnimationFrame);
  return [answered - clicked, performance.now() - clicked];
}"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    site = build.build(Path(tempfile.mkdtemp()) / "site", test_hooks=True)
    answers: list[float] = []
    redraws: list[float] = []
    sizes: list[int] = []
    with served(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        for game in range(args.games):
            host_context, guest_context = browser.new_context(), browser.new_context()
            host, guest = host_context.new_page(), guest_context.new_page()
            tm.start(host, url, [("Ada", "human"), ("Bruno", "remote")])
            join(host, guest, url)
            rnd = random.Random(game)
            while not call(host, "progress")["over"]:
                actions = call(host, "progress")["actions"]
                guest_caught_up(guest, actions)
                if hook(host, "seat") == 0:
                    tm.perform(host, tm.choose(host, rnd), style=actions)
                    continue
                notation = tm.choose(guest, rnd)
                if notation != "end":
                    tm.select(guest, notation, style=actions)
                selector = "#tm-end" if notation == "end" else "#tm-play"
                answered, redrawn = guest.evaluate(CLICK_AND_TIME, selector)
                answers.append(answered)
                redraws.append(redrawn)
            sizes += [len(text.encode()) for text in guest_messages(guest)]
            host_context.close()
            guest_context.close()
        browser.close()
    for name, values in (("click -> host's answer", answers), ("click -> redrawn", redraws)):
        print(
            f"{name}: p50 {statistics.median(values):.0f} ms, p95 {percentile(values, 0.95):.0f}"
            f" ms, max {max(values):.0f} ms ({len(values)} moves of the guest)"
        )
    print(
        f"messages to the guest: {len(sizes)}, median {statistics.median(sizes):.0f} bytes,"
        f" p95 {percentile([float(s) for s in sizes], 0.95):.0f}, largest {max(sizes)}"
    )


if __name__ == "__main__":
    main()
