"""Memory benchmark (not a test): the page and the computer players' worker during a 4-player
game with 3 computer seats, in headless Debian chromium.

    python bench/memory.py [--actions 16] [--runs 1]

Memory is read from Linux, not from the browser: every process of the browser (found from its
--user-data-dir, then its descendants by parent pid) is read from /proc/<pid>/smaps_rollup
(Rss and Pss; Pss shares each shared page among the processes mapping it, so Pss figures add
up) and /proc/<pid>/status ("private": RssAnon + VmSwap, Chromium's own measure of a process,
its "private memory footprint", the Memory footprint column of its task manager; it leaves out
what is shared with other processes and files mapped, above all the chromium executable's code,
of which Pss gives each process a share). A dedicated worker runs in its page's renderer
process, so "page + worker" is the renderer holding the page (the largest renderer; the service
worker, same site, runs there too); "browser, all" adds the browser, GPU, network, utility and
zygote processes. Sampled every 100 ms while the game runs (at 200 ms the worker's start-up
peak could fall between two samples); the peak and the last sample are printed, and one taken
after a full garbage collection of the page's JavaScript heap (not the worker's).

Three visits, each in a browser of its own (a persistent profile):
- first visit: no snapshot yet; the one-off worker that would make one yields to the computer
  players' worker (never three interpreters at once), so none is made;
- (then a visit that stays on the start screen until the snapshot is made, not measured)
- return visit, snapshot: the page restored from it (the worker always starts normally);
- no snapshot: Cache Storage hidden from the page (the page neither restores nor makes one):
  two interpreters started normally.

The human seat plays random legal actions through the test hooks (a test build); the computer
seats are Easy, Medium and Hard at the page's default thinking time. With ``--runs N`` the
three visits are made N times, each time in new profiles, and the medians (with the range)
follow: one visit's peak moves by 20-40 MB with the moment the browser collects garbage.
A benchmark: it prints numbers and never fails on them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import BrowserContext, Page, sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.e2e.conftest import CHROMIUM  # noqa: E402
from tests.e2e.conftest import PLAIN_CHROMIUM_ARGS as CHROMIUM_ARGS  # noqa: E402
from tests.e2e.game_driver import choose, hook, perform  # noqa: E402

SEATS = [("Ada", "human"), ("Eve", "easy"), ("Mo", "medium"), ("Hal", "hard")]
LAUNCH_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
HIDE_CACHES = "Object.defineProperty(self, 'caches', { value: undefined });"
DATASET = "Object.assign({}, document.documentElement.dataset)"
MB = 1024 * 1024


def children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parent = int(stat.rpartition(")")[2].split()[1])
            tree.setdefault(parent, []).append(int(entry))
    return tree


def cmdline(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


def browser_pids(profile: Path) -> list[int]:
    """The browser process started on ``profile`` and all its descendants."""
    flag = f"--user-data-dir={profile}"
    roots = [
        int(p)
        for p in os.listdir("/proc")
        if p.isdigit() and flag in cmdline(int(p)) and "--type=" not in " ".join(cmdline(int(p)))
    ]
    tree, found, todo = children(), [], list(roots)
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(tree.get(pid, []))
    return found


def kilobytes(path: str, *names: str) -> list[int]:
    """The named "Name:  N kB" fields of a /proc file, in bytes (0 when absent or gone)."""
    found = dict.fromkeys(names, 0)
    try:
        for line in Path(path).read_text().splitlines():
            name, _, rest = line.partition(":")
            if name in found:
                found[name] = int(rest.split()[0]) * 1024
    except OSError:  # a process gone meanwhile
        pass
    return list(found.values())


def rollup(pid: int) -> tuple[int, int, int]:
    """(Rss, Pss, private footprint) in bytes; zeros for a process gone meanwhile."""
    rss, pss = kilobytes(f"/proc/{pid}/smaps_rollup", "Rss", "Pss")
    return rss, pss, sum(kilobytes(f"/proc/{pid}/status", "RssAnon", "VmSwap"))


def sample(profile: Path) -> dict[str, float]:
    renderers: list[tuple[int, int, int]] = []
    total_pss = 0
    for pid in browser_pids(profile):
        rss, pss, private = rollup(pid)
        total_pss += pss
        # (a child process may rewrite its command line into one string: search its text)
        if "--type=renderer" in " ".join(cmdline(pid)):
            renderers.append((rss, pss, private))
    page = max(renderers, key=lambda r: r[1], default=(0, 0, 0))
    return {
        "page_rss": page[0] / MB,
        "page_pss": page[1] / MB,
        "page_private": page[2] / MB,
        "renderers_pss": sum(p for _, p, _ in renderers) / MB,
        "all_pss": total_pss / MB,
    }


class Sampler(threading.Thread):
    def __init__(self, profile: Path) -> None:
        super().__init__(daemon=True)
        self.profile, self.samples, self.running = profile, [], True

    def run(self) -> None:
        while self.running:
            self.samples.append(sample(self.profile))
            time.sleep(0.1)

    def stop(self) -> dict[str, dict[str, float]]:
        self.running = False
        self.join()
        keys = self.samples[0].keys()
        return {
            "peak": {k: max(s[k] for s in self.samples) for k in keys},
            "last": dict(self.samples[-1]),
        }


def play(page: Page, base: str, actions: int, rnd: random.Random) -> dict[str, Any]:
    """Start the 4-seat game and play until ``actions`` actions are recorded."""
    page.goto(base)
    page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=90_000)
    page.locator(f"input[name=count][value='{len(SEATS)}']").check()
    for n, (name, kind) in enumerate(SEATS, 1):
        page.select_option(f"#kind-{n}", kind)
        page.fill(f"#name-{n}", name)
    t0 = page.evaluate("performance.now()")
    page.click("#start-button")
    page.wait_for_function("document.documentElement.dataset.phase !== undefined", timeout=30_000)
    page.wait_for_function("document.documentElement.dataset.ai === 'ready'", timeout=90_000)
    ai_ready = page.evaluate("performance.now()") - t0
    human = 0
    deadline = time.monotonic() + 240
    while len(hook(page, "record")["actions"]) < actions and time.monotonic() < deadline:
        data = page.evaluate(DATASET)
        if data.get("phase") == "over":
            break
        if data.get("seat") == "0" and page.locator("#actions .buttons").count():
            perform(page, choose(hook(page, "legal"), rnd), human, followed=True)
            human += 1
        else:
            page.wait_for_timeout(100)
    return {"ai_ready_after_start_ms": ai_ready, "actions": len(hook(page, "record")["actions"])}


def visit(
    launch: Any, profile: Path, base: str, actions: int, *, hide: bool = False, make: bool = False
) -> dict[str, Any]:
    context: BrowserContext = launch(profile)
    if hide:
        context.add_init_script(HIDE_CACHES)
    sampler = Sampler(profile)
    sampler.start()
    page = context.pages[0] if context.pages else context.new_page()
    result = play(page, base, actions, random.Random(7))
    if make:
        page.wait_for_function(
            "document.documentElement.dataset.snapshotMade !== undefined", timeout=180_000
        )
    page.wait_for_timeout(1000)
    result["dataset"] = page.evaluate(DATASET)
    result["memory"] = sampler.stop()
    # then a full garbage collection of the page's JavaScript heap (through the DevTools
    # protocol): what the page still holds, not what the collector has yet to free
    context.new_cdp_session(page).send("HeapProfiler.collectGarbage")
    page.wait_for_timeout(500)
    result["memory"]["after gc"] = sample(profile)
    context.close()
    return result


def prime(context: BrowserContext, base: str) -> None:
    """A visit that stays on the start screen until the snapshot is made."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(base)
    page.wait_for_function("document.documentElement.dataset.snapshot === 'made'", timeout=180_000)
    context.close()


def report(label: str, result: dict[str, Any]) -> None:
    data = result["dataset"]
    print(
        f"{label}: page {data.get('snapshot')} ({data.get('snapshotReason')}), worker"
        f" start-up {data.get('aiReadyMs')} ms, worker ready"
        f" {result['ai_ready_after_start_ms']:.0f} ms after Start, {result['actions']} actions"
        + (f", snapshot made: {data['snapshotMade']}" if "snapshotMade" in data else "")
    )
    for when in ("peak", "last", "after gc"):
        m = result["memory"][when]
        print(
            f"  {when:<8} page+worker renderer: Rss {m['page_rss']:6.0f} MB  Pss"
            f" {m['page_pss']:6.0f} MB  private {m['page_private']:6.0f} MB   all renderers Pss"
            f" {m['renderers_pss']:6.0f} MB   browser, all processes Pss {m['all_pss']:6.0f} MB"
        )


FIRST = "first visit (no snapshot made beside the computer players)"
RETURN = "return visit, snapshot"
PLAIN = "no snapshot"


def summarize(label: str, results: list[dict[str, Any]]) -> None:
    """Medians and ranges of the page + worker renderer's memory over the runs of one visit."""
    ready = [r["ai_ready_after_start_ms"] for r in results]
    print(f"  {label}: worker ready {statistics.median(ready):.0f} ms after Start")
    for key, measure in (("page_pss", "Pss"), ("page_private", "private")):
        parts = []
        for when in ("peak", "last", "after gc"):
            values = [r["memory"][when][key] for r in results]
            parts.append(
                f"{when} {statistics.median(values):4.0f} ({min(values):.0f}-{max(values):.0f})"
            )
        print(f"    {measure:<7} MB: {'   '.join(parts)}")


def main() -> None:
    parser = argparse.ArgumentParser(description="Page + worker memory in a 4-player game.")
    parser.add_argument("--actions", type=int, default=16)
    parser.add_argument("--runs", type=int, default=1, help="make the three visits N times")
    args = parser.parse_args()
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))

    site_tmp = tempfile.TemporaryDirectory()
    dist = build.build(Path(site_tmp.name) / "site", test_hooks=True)
    server = build.make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as tmp:

        def launch(profile: Path) -> BrowserContext:
            return playwright.chromium.launch_persistent_context(
                profile,
                executable_path=CHROMIUM,
                headless=True,
                args=LAUNCH_ARGS,
                viewport={"width": 1200, "height": 900},
            )

        runs: list[dict[str, dict[str, Any]]] = []
        for n in range(args.runs):
            profile = Path(tmp) / f"returning-{n}"
            first = visit(launch, profile, base, args.actions, make=True)
            prime(launch(profile), base)
            again = visit(launch, profile, base, args.actions)
            plain = visit(launch, Path(tmp) / f"plain-{n}", base, args.actions, hide=True)
            runs.append({FIRST: first, RETURN: again, PLAIN: plain})
    server.shutdown()
    site_tmp.cleanup()

    print(f"4 players (1 human, Easy, Medium, Hard), {args.actions} actions; MB = 2^20 bytes")
    for n, results in enumerate(runs, 1):
        if args.runs > 1:
            print(f"run {n}/{args.runs}:")
        for label, result in results.items():
            report(label, result)
    if args.runs > 1:
        print(f"medians of {args.runs} runs (min-max), page + worker renderer:")
        for label in (FIRST, RETURN, PLAIN):
            summarize(label, [results[label] for results in runs])
    print("load average after:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
