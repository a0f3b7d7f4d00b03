"""Time from a player's click to the screen it asks for, on a first visit (a benchmark, not a
test).

    python bench/first_use.py [--runs 5] [--settle 0,3000]

Builds the site (as bench/startup.py does), serves it on 127.0.0.1, and for each case opens
the page in a fresh Chromium context (a first visit: empty cache, no snapshot), waits for
ready (`<html data-ready>`), then ``--settle`` ms more (0: the player clicks as soon as the
Start button answers; 3000: after the page has settled), and times, in the page's clock, the
click to the screen being there:

- "<game> game": the game's card, then Start (two people at one device), to the game's first
  screen drawn (`<html data-phase>` set);
- "<game> lesson": the game's card, then "Learn to play", to the lesson's first screen;
- "join link": a first visit by an invitation link of a host that is not there, from
  navigation to the join card (the page's own clock from its start).

Prints the median and every run per case. A benchmark: it never fails on slowness.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from playwright.sync_api import Page, sync_playwright  # noqa: E402
from startup import LAUNCH_ARGS, serve_site  # noqa: E402

from tests.e2e.conftest import CHROMIUM  # noqa: E402

GAMES = ("eruption", "terremoto", "isola")
# the moment <html data-phase> is first set (the game screen drew its first view)
PHASE_PROBE = """new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.phase !== undefined) {
    window.__shownAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-phase"] });"""
# the moment the join card is on the page
JOIN_PROBE = """new MutationObserver((_, observer) => {
  if (document.getElementById("join-dialog")) {
    window.__shownAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });"""
# a join link's invitation: no host will answer (the card says it is waiting)
JOIN_FRAGMENT = "#join=aaaa"


def ready(page: Page) -> None:
    page.wait_for_function(
        "document.documentElement.dataset.ready === 'true'", timeout=60_000, polling="raf"
    )


def click_time(page: Page, selector: str) -> float:
    """Click ``selector`` from the page (its clock at the click); the time to __shownAt."""
    clicked = page.evaluate(
        "(s) => { const t = performance.now(); document.querySelector(s).click(); return t; }",
        selector,
    )
    page.wait_for_function("window.__shownAt !== undefined", timeout=60_000, polling="raf")
    return float(page.evaluate("window.__shownAt")) - clicked


def one(browser: object, base: str, case: str, settle: int) -> float:
    context = browser.new_context()  # type: ignore[attr-defined]
    try:
        if case == "join link":
            context.add_init_script(JOIN_PROBE)
            page = context.new_page()
            page.goto(base + JOIN_FRAGMENT)
            page.wait_for_function("window.__shownAt !== undefined", timeout=60_000)
            return float(page.evaluate("window.__shownAt"))
        context.add_init_script(PHASE_PROBE)
        page = context.new_page()
        page.goto(base)
        ready(page)
        game, kind = case.split()
        page.locator(".game-card", has=page.locator(f"input[value={game}]")).click()
        page.wait_for_timeout(settle)
        return click_time(page, "#start-button" if kind == "game" else "#lesson-button")
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--settle", default="0,3000", help="ms after ready before the click")
    args = parser.parse_args()
    cases = [f"{g} {k}" for k in ("game", "lesson") for g in GAMES] + ["join link"]
    settles = [int(x) for x in args.settle.split(",")]
    times: dict[tuple[str, int], list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server, base = serve_site(Path(tmp))
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS
        )
        for run in range(args.runs):
            for settle in settles:
                for case in cases:
                    if case == "join link" and settle != settles[0]:
                        continue
                    times.setdefault((case, settle), []).append(one(browser, base, case, settle))
            print(f"run {run + 1}/{args.runs} done", file=sys.stderr)
        browser.close()
        server.shutdown()
    print(f"click to screen, first visit, medians of {args.runs} runs (ms):")
    for (case, settle), runs in times.items():
        when = "from navigation" if case == "join link" else f"clicked {settle} ms after ready"
        runs_text = " ".join(f"{t:.0f}" for t in runs)
        print(f"  {case:<18} {when:<28} median {statistics.median(runs):6.0f}   runs {runs_text}")


if __name__ == "__main__":
    main()
