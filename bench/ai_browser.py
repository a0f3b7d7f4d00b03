"""Time computer decisions in the browser's Web Worker (Pyodide), per level.

    python bench/ai_browser.py [--game eruption|terremoto|isola] [--games N] [--players P]
        [--cpu-slowdown 4]

Plays N games in CPython (P medium players, 3 by default) and collects every decision with more
than one legal action; then builds the site, opens it in headless Chromium and asks the page's
worker (static/ai-worker.js) to decide each of them at each level (and Hard with the "strong"
thinking setting). Prints median, p95 and max of the worker's compute time per decision, and the
largest main-thread gap seen meanwhile (a 10 ms heartbeat in the page).

``--cpu-slowdown 4``: a phone. Chromium throttles the page's CPU as DevTools does, but it cannot
throttle a dedicated worker (CDP answers "Operation is only supported for pages, not workers"),
so the worker is given the time budget divided by 4 and its times are printed multiplied by 4:
the work a device four times slower does within the whole budget, in its time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from game.agents import make_agent  # noqa: E402
from game.core.registry import get_game  # noqa: E402
from game.ui.computer import decision_seed, make_request, rollouts_for  # noqa: E402

LEVELS = [("easy", "normal"), ("medium", "normal"), ("hard", "normal"), ("hard", "strong")]


def decisions(G: Any, games: int, players: int) -> list[tuple[dict, list[str], int]]:
    out = []
    for game in range(games):
        s = G.new_game({"players": [{"name": "ABCDEFGH"[k]} for k in range(players)]}, game)
        n = 0
        while not G.is_terminal(s):
            seat = G.to_move(s)
            legal = G.legal_actions(s)
            view = G.view(s, seat)
            if len(legal) > 1:
                out.append((view, [str(a) for a in legal], decision_seed(game, n)))
            s = G.apply(s, make_agent("medium", G, n).choose(view, legal))
            n += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="eruption")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument(
        "--cpu-slowdown", type=float, default=1, help="Chromium's CPU throttling (4: a phone)"
    )
    args = parser.parse_args()
    G = get_game(args.game)
    from playwright.sync_api import sync_playwright

    todo = decisions(G, args.games, args.players)
    site = build.build(Path(tempfile.mkdtemp()) / "site", test_hooks=True)
    server = build.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path="/usr/bin/chromium",
            headless=True,
            args=["--no-sandbox", "--disable-gpu"],
        )
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/")
        page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=120_000)
        page.evaluate("volcanoAI.start()")  # as choosing a computer seat would
        page.wait_for_function("document.documentElement.dataset.ai === 'ready'", timeout=120_000)
        if args.cpu_slowdown != 1:
            cdp = page.context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.cpu_slowdown})

        def slowed(request: dict[str, Any]) -> dict[str, Any]:
            """The worker's time budget as a device ``--cpu-slowdown`` times slower has it."""
            return {**request, "budget_ms": request["budget_ms"] / args.cpu_slowdown}

        print(
            f"{args.game}: {len(todo)} decisions from {args.games} game(s), "
            f"CPU slowed x{args.cpu_slowdown:g} (the worker's times as on such a device)"
        )
        for level, think in LEVELS:
            requests = [
                json.dumps(slowed(make_request(v, legal, level, seed, rollouts_for(level, think))))
                for v, legal, seed in todo
            ]
            res = page.evaluate(
                """async (reqs) => {
                const beats = []; const h = setInterval(() => beats.push(performance.now()), 10);
                const ms = [];
                for (const r of reqs) ms.push((await volcanoAI.ask(r)).ms);
                clearInterval(h);
                let gap = 0; for (let i = 1; i < beats.length; i++)
                    gap = Math.max(gap, beats[i] - beats[i - 1]);
                return {ms, gap}; }""",
                requests,
            )
            ms = sorted(args.cpu_slowdown * t for t in res["ms"])
            print(
                f"{level:6} {think:6} median {statistics.median(ms):6.0f} ms  "
                f"p95 {ms[int(0.95 * (len(ms) - 1))]:6.0f} ms  max {ms[-1]:6.0f} ms  "
                f"(main-thread gap max {res['gap']:.0f} ms)"
            )
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
