"""Start-up benchmark (not a test): the game page against a bare Pyodide page, with and
without the interpreter's memory snapshot (static/snapshot.mjs).

    python bench/startup.py [--runs 5] [--engines chromium,firefox,webkit]

Builds the site into a temporary folder, adds two bare pages (the same vendored pyodide.mjs
booted with loadPyodide, nothing else; ``add_bare_pages``) and serves it on 127.0.0.1:

- "bare Pyodide": the runtime as Pyodide ships it, its whole standard library as source
  (node_modules' python_stdlib.zip). The ratios are taken against this one.
- "bare, site's stdlib": the same on the site's cut and compiled library (stdlib_build.py),
  to tell what that library gains from what the page itself costs.
- "PyScript alone" (cold only): the site's PyScript on the same files and the site's library,
  with the game page's preloads of them, running a main.py that only says it is ready: no
  start screen, no game. The floor of a PyScript page here, printed against the bare page.

Each run navigates headless Debian chromium to one page and takes, inside the page,
`performance.now()` when `<html data-ready="true">` is set (milliseconds from navigation start).

- cold: a fresh browser context per run (empty cache; the game page starts without snapshot);
- warm: a persistent profile per row, primed by one load, then each run relaunches the
  browser on it (HTTP disk cache and V8's compiled-wasm cache, like a returning visitor).
  "game, no snapshot" has its snapshot deleted after each run (the page is closed at ready,
  before it would make one); "game, snapshot" was primed until its snapshot was stored.

Then, on the game page, the computer players' worker is started (volcanoAI.start()) and its
ready time taken from that call (page clock): cold, warm without and warm with the page's
snapshot (the worker itself always starts normally).

Each row also has the main thread's blocking time up to ready (the long tasks' time over 50
ms, as Lighthouse's Total Blocking Time counts it; Lighthouse itself only runs cold).

With ``--cpu 4``, every measured visit runs on a page whose CPU is 4 times slower (Lighthouse's
phone profile, without its network: warm visits come from the cache anyway).

With ``--engines chromium,firefox,webkit``, the game page in each engine (Playwright's
Chromium; Debian's Firefox ESR and WebKitGTK, driven as tests/e2e/engines.py drives them), side
by side on the same files: a cold first visit (a fresh profile each run) and a warm one (the
same profile again, the service worker installed, the memory snapshot deleted), and a cold
visit of the bare page on the site's library (a fresh profile), for each engine's cold game /
bare ratio. The ready time is taken by a small probe script the benchmark adds to its own
copies of the pages (WebKitWebDriver cannot run a script before the page's own), in the
page's clock.

With ``--phone``, only cold visits, on a throttled phone: Lighthouse's mobile profile (slow
4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU 4x slower) applied through the
DevTools protocol, as real time, not simulated. Each row prints the first contentful paint,
when the game's start screen can be used (its form drawn; the game page only) and ready (the
page answers the player: for the bare page, Pyodide loaded). Lighthouse's own "time to
interactive" waits for a quiet network and main thread, which a page that downloads its
runtime has during the download: it is not when either page can be used.

Runs are interleaved (each row in turn, run after run). Outside hosts are blocked with
--host-resolver-rules instead of request routing, which would disable the HTTP cache. Prints
the medians with every run, the ratios (goals: game / bare on the site's library, cold
<= 1.15; warm with snapshot <= 0.5 x bare warm, as Pyodide ships) and the bytes over the wire.
A benchmark: it never fails on slowness.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import BrowserContext, sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.e2e.conftest import CHROMIUM  # noqa: E402
from tests.e2e.conftest import PLAIN_CHROMIUM_ARGS as CHROMIUM_ARGS  # noqa: E402

BARE_PAGE, BARE_SITE_PAGE = "bench-bare.html", "bench-bare-site.html"
PYSCRIPT_PAGE = "bench-pyscript.html"
BARE_STDLIB = "bench-python_stdlib.zip"  # Pyodide's own, as shipped
# (the module is a file of its own: the site's headers allow no inline script)
BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"></head><body><p>bare Pyodide</p>
<script type="module" src="./{module}"></script></body></html>
"""
BARE_MODULE = """import { loadPyodide } from "{runtime}pyodide.mjs";
await loadPyodide({options});
document.documentElement.dataset.ready = "true";
"""
# PyScript alone: the site's PyScript, on the same runtime files and the site's library, with
# the game page's preloads of them, running a main.py that only says it is ready. No start
# screen, no game.zip: the floor of any PyScript page on these files.
PYSCRIPT_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PyScript alone</title>
<link rel="icon" href="data:,">
<script type="module" src="{core}"></script>
{preloads}
</head><body><p>PyScript alone</p>
<script type="py" src="./bench-pyscript.py" config="./bench-pyscript.json"></script>
</body></html>
"""
PYSCRIPT_INTERPRETER = """import * as runtime from "{runtime}pyodide.mjs";
export const version = runtime.version;
export function loadPyodide(options) {
  const indexURL = new URL("{runtime}", location.href).href;
  return runtime.loadPyodide({ ...options, indexURL, ...{options} });
}
"""


def print_load(before: tuple[float, float, float]) -> None:
    """The machine's load average before the runs and now (a busy machine's figures vary)."""
    now = os.getloadavg()
    print("load average (1, 5, 15 min) before:", " ".join(f"{x:.2f}" for x in before), end="")
    print("  after:", " ".join(f"{x:.2f}" for x in now))


def add_bare_pages(dist: Path) -> None:
    """Write the bare pages into the built site: BARE_PAGE boots Pyodide on its own standard
    library as shipped, BARE_SITE_PAGE on the site's; both on the site's runtime files (the
    page's data-pyodide, data-stdlib, data-lock). And PYSCRIPT_PAGE (``PYSCRIPT_HTML``)."""
    html = (dist / "index.html").read_text()
    files = dict(re.findall(r'data-(pyodide|stdlib|lock)="([^"]+)"', html))
    stdlib = build.NODE_MODULES / build.PYODIDE_PACKAGE / build.STDLIB_ZIP
    (dist / BARE_STDLIB).write_bytes(stdlib.read_bytes())
    for name, stdlib_url in ((BARE_PAGE, f"./{BARE_STDLIB}"), (BARE_SITE_PAGE, files["stdlib"])):
        options = f'{{stdLibURL: "{stdlib_url}", lockFileURL: "{files["lock"]}"}}'
        module = name.replace(".html", ".mjs")
        script = BARE_MODULE.replace("{runtime}", files["pyodide"]).replace("{options}", options)
        (dist / module).write_text(script)
        (dist / name).write_text(BARE_HTML.replace("{module}", module))
    core = re.search(r'<script type="module" src="([^"]+/core\.js)"', html)
    if core is None:
        raise ValueError("no PyScript core.js in index.html")
    runtime = (files["pyodide"], files["stdlib"], files["lock"])
    preloads = [
        line.strip()
        for line in html.splitlines()
        if line.strip().startswith("<link rel=")
        and "preload" in line
        and any(f'href="{f}' in line for f in (core.group(1).rsplit("/", 1)[0], *runtime))
    ]
    (dist / PYSCRIPT_PAGE).write_text(
        PYSCRIPT_HTML.replace("{core}", core.group(1)).replace("{preloads}", "\n".join(preloads))
    )
    options = f'{{stdLibURL: "{files["stdlib"]}", lockFileURL: "{files["lock"]}"}}'
    interpreter = PYSCRIPT_INTERPRETER.replace("{runtime}", files["pyodide"])
    (dist / "bench-pyscript.mjs").write_text(interpreter.replace("{options}", options))
    (dist / "bench-pyscript.json").write_text('{"interpreter": "./bench-pyscript.mjs"}')
    (dist / "bench-pyscript.py").write_text(
        'import js\njs.document.documentElement.dataset.ready = "true"\n'
    )


def serve_site(folder: Path) -> tuple[Any, str]:
    """Build the site into ``folder`` with the bare pages, serve it on 127.0.0.1 as
    ``build.py serve`` does (in a thread); the server and its base URL."""
    dist = build.build(folder / "site")
    add_bare_pages(dist)
    server = build.make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def watch_outside(context: BrowserContext, outside: list[str]) -> None:
    """Append to ``outside`` every request of ``context`` that leaves 127.0.0.1."""
    context.on(
        "request",
        lambda r: urlsplit(r.url).hostname not in (None, "127.0.0.1") and outside.append(r.url),
    )


# Waits (at most 30 s) until a service worker the page registered is active.
SW_ACTIVE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  await Promise.race([navigator.serviceWorker.ready, new Promise(r => setTimeout(r, 30000))]);
}"""
# Records the moment the page marks itself ready, in the page's own clock, and the main
# thread's blocking time until then (long tasks, as Lighthouse's Total Blocking Time counts).
READY_PROBE = """
window.__blocking = 0;  // Lighthouse's TBT up to ready: each long task's time over 50 ms
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) {
    const before = window.__readyAt === undefined || task.startTime < window.__readyAt;
    if (before) window.__blocking += Math.max(0, task.duration - 50);
  }
}).observe({ type: "longtask" });
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""
# Starts the computer players' worker; resolves with its ready time from the call (ms).
WORKER = """() => new Promise((resolve) => {
  const root = document.documentElement;
  const t0 = performance.now();
  const watch = new MutationObserver(() => {
    if (root.dataset.ai === "ready" || root.dataset.ai === "failed") {
      watch.disconnect();
      resolve(root.dataset.ai === "ready" ? performance.now() - t0 : -1);
    }
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-ai"] });
  window.volcanoAI.start();
})"""
SNAPSHOT_MADE = "document.documentElement.dataset.snapshot === 'made'"
SNAPSHOT_PATH = "() => document.documentElement.dataset.snapshot ?? '-'"
# The service worker installed and in charge of the page (a returning visitor's).
SW_IN_CHARGE = """() => navigator.serviceWorker.controller !== null
    && navigator.serviceWorker.getRegistration()
        .then((r) => !!r && !!r.active && r.active.state === "activated")"""
FORGET_SNAPSHOT = """async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith("volcano-snapshot:")) await caches.delete(name);
  }
}"""
KEPT = """async (base) => {
  const entry = await (await caches.open("volcano-snapshot:" + base)).match(base + "__snapshot__");
  return entry ? (await entry.arrayBuffer()).byteLength : 0;
}"""
WIRE = """() => {
  const entries = [...performance.getEntriesByType("navigation"),
                   ...performance.getEntriesByType("resource")];
  return {
    transferred: entries.reduce((sum, e) => sum + e.transferSize, 0),
    body: entries.reduce((sum, e) => sum + e.encodedBodySize, 0),
    requests: entries.length,
  };
}"""
LAUNCH_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


def measure(
    context: BrowserContext,
    url: str,
    outside: list[str],
    settle: bool = False,
    worker: bool = False,
    make_snapshot: bool = False,
    forget_snapshot: bool = False,
    cpu: float = 1,
) -> dict[str, Any]:
    """One visit: the ready time (and the page's own data-snapshot* figures); with ``worker``
    the worker's ready time; ``make_snapshot``: stay until the snapshot is stored;
    ``forget_snapshot``: delete it before leaving; ``cpu``: the page's CPU that many times
    slower (DevTools' throttling; a dedicated worker is not throttled)."""
    context.add_init_script(READY_PROBE)
    watch_outside(context, outside)
    page = context.pages[0] if context.pages else context.new_page()
    if cpu > 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=60_000, polling="raf")
    result = {"ms": page.evaluate("window.__readyAt"), **page.evaluate(WIRE)}
    page.wait_for_timeout(200)  # long-task entries are delivered after their task
    result["blocking_ms"] = page.evaluate("window.__blocking")
    result["dataset"] = page.evaluate("Object.assign({}, document.documentElement.dataset)")
    if worker:
        result["worker_ms"] = page.evaluate(WORKER)
    if make_snapshot:
        page.wait_for_function(SNAPSHOT_MADE, timeout=120_000)
        result["dataset"] = page.evaluate("Object.assign({}, document.documentElement.dataset)")
    if settle:  # a returning visitor stayed long enough for the service worker to install
        page.wait_for_timeout(500)
        page.evaluate(SW_ACTIVE)
    if forget_snapshot:
        page.evaluate(FORGET_SNAPSHOT)
    context.close()
    return result


# Lighthouse's mobile profile (its "simulate" settings), applied for real.
PHONE_NETWORK = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1.6 * 1024 * 1024 / 8,
    "uploadThroughput": 750 * 1024 / 8,
}
PHONE_CPU_SLOWDOWN = 4
# The first contentful paint, and when the start form was drawn (the game page's start screen
# is usable before Python is ready), both in the page's clock.
USABLE_PROBE = """
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name === "first-contentful-paint") window.__fcpAt = entry.startTime;
  }
}).observe({ type: "paint", buffered: true });
new MutationObserver((_, observer) => {
  const form = document.getElementById("start-form");
  if (form && !form.classList.contains("drawing")) {
    window.__usableAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


def phone_visit(browser: Any, url: str, outside: list[str]) -> dict[str, Any]:
    """One cold visit on a throttled phone: first paint, start screen usable, ready (ms)."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True)
    context.add_init_script(READY_PROBE)
    context.add_init_script(USABLE_PROBE)
    watch_outside(context, outside)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    page.goto(url, timeout=120_000)
    page.wait_for_function("window.__readyAt !== undefined", timeout=240_000, polling=500)
    result = {
        "ms": page.evaluate("window.__readyAt"),
        "fcp": page.evaluate("window.__fcpAt ?? -1"),
        "usable": page.evaluate("window.__usableAt ?? -1"),
        **page.evaluate(WIRE),
    }
    context.close()
    return result


def phone(runs: int) -> None:
    """Cold visits of the game page and the bare pages on a throttled phone (``--phone``)."""
    with tempfile.TemporaryDirectory() as tmp:
        server, base = serve_site(Path(tmp))
        urls = {GAME: base, BARE: base + BARE_PAGE, BARE_SITE: base + BARE_SITE_PAGE}
        rows: dict[str, list[dict[str, Any]]] = {name: [] for name in urls}
        outside: list[str] = []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS
            )
            for run in range(runs):
                for name, url in urls.items():
                    rows[name].append(phone_visit(browser, url, outside))
                print(f"run {run + 1}/{runs} done", file=sys.stderr)
            browser.close()
        server.shutdown()
    print(f"cold visits on a throttled phone (slow 4G, CPU x{PHONE_CPU_SLOWDOWN}), medians of")
    print(f"{runs} interleaved runs, ms from navigation:")
    medians = {}
    for name, samples in rows.items():
        row = {k: statistics.median(s[k] for s in samples) for k in ("fcp", "usable", "ms")}
        medians[name] = row
        usable = f"{row['usable']:7.0f}" if row["usable"] >= 0 else "      -"
        runs_text = " ".join(f"{s['ms']:.0f}" for s in samples)
        print(
            f"  {name:<22} first paint {row['fcp']:6.0f}   start screen usable {usable}"
            f"   ready {row['ms']:7.0f} (runs {runs_text})"
            f"   wire {statistics.median(s['transferred'] for s in samples) / 1e6:5.2f} MB"
        )
    ratio("ready: game / bare", medians[GAME]["ms"], medians[BARE]["ms"], "TTI goal <= 1.2")
    ratio("ready: game / bare, site's stdlib", medians[GAME]["ms"], medians[BARE_SITE]["ms"], "")
    print(f"requests outside 127.0.0.1: {len(outside)} {outside[:5]}")


# The ready probe as a file of the site, first in the page's head (the engines mode).
PROBE_FILE = "bench-probe.js"
PROBE_JS = """new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-ready"] });
"""


def add_probe(dist: Path) -> None:
    """Load PROBE_JS first in the game page and the bare page on the site's library of
    ``dist`` (their compressed copies dropped: they would be served instead)."""
    (dist / PROBE_FILE).write_text(PROBE_JS)
    for name in ("index.html", BARE_SITE_PAGE):
        page = dist / name
        text = page.read_text()
        probe = f'<head>\n<script src="./{PROBE_FILE}"></script>'
        page.write_text(text.replace("<head>", probe, 1))
        for packed in dist.glob(f"{name}.*"):
            packed.unlink()


def engine_visit(engine: Any, url: str) -> float:
    """One visit of ``url`` in ``engine`` (tests/e2e/engines.py): ms from navigation to ready."""
    engine.open(url)
    return float(engine.wait("() => window.__readyAt", timeout=120))


def engines_side_by_side(names: list[str], runs: int) -> None:
    """Cold and warm visits of the game page in each engine (``--engines``)."""
    from tests.e2e.engines import launch

    load_before = os.getloadavg()
    cold: dict[str, list[float]] = {name: [] for name in names}
    bare: dict[str, list[float]] = {name: [] for name in names}
    warm: dict[str, list[float]] = {name: [] for name in names}
    snapshots: dict[str, set[str]] = {name: set() for name in names}
    outside: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        dist = build.build(Path(tmp) / "site")
        add_bare_pages(dist)
        add_probe(dist)
        server = build.make_server(dist, 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_port}/"
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS
        )
        for run in range(runs):
            for name in names:
                engine = launch(name, chromium)
                try:
                    cold[name].append(engine_visit(engine, url))
                    engine.wait(SW_IN_CHARGE, timeout=60)
                    engine.evaluate(FORGET_SNAPSHOT)
                    warm[name].append(engine_visit(engine, url))
                    snapshots[name].add(engine.evaluate(SNAPSHOT_PATH))
                    outside += [p for p in engine.problems() if p.startswith("outside:")]
                finally:
                    engine.close()
                engine = launch(name, chromium)  # a fresh profile: a cold bare page
                try:
                    bare[name].append(engine_visit(engine, url + BARE_SITE_PAGE))
                finally:
                    engine.close()
            print(f"run {run + 1}/{runs} done", file=sys.stderr)
        chromium.close()
        server.shutdown()
    print(f"the game page to ready, medians of {runs} interleaved runs (ms from navigation):")
    first = statistics.median(cold[names[0]]), statistics.median(warm[names[0]])
    for name in names:
        row = statistics.median(cold[name]), statistics.median(warm[name])
        runs_text = "/".join(
            f"{c:.0f}:{w:.0f}" for c, w in zip(cold[name], warm[name], strict=True)
        )
        print(
            f"  {name:<9} cold {row[0]:6.0f}  ({row[0] / first[0]:4.2f}x {names[0]})"
            f"   warm {row[1]:6.0f}  ({row[1] / first[1]:4.2f}x)"
            f"   runs cold:warm {runs_text}   warm snapshot: {'/'.join(sorted(snapshots[name]))}"
        )
        on_site = statistics.median(bare[name])
        print(
            f"  {'':<9} bare, site's stdlib, cold {on_site:6.0f}   cold game / bare"
            f" {row[0] / on_site:4.2f}   (runs {' '.join(f'{b:.0f}' for b in bare[name])})"
        )
    print(f"requests outside 127.0.0.1: {len(outside)} {outside[:5]}")
    print_load(load_before)


def summary(label: str, samples: list[dict[str, Any]], key: str = "ms") -> dict[str, float]:
    times = [s[key] for s in samples]
    row = {
        "median": statistics.median(times),
        "transferred": statistics.median(s["transferred"] for s in samples),
        "body": statistics.median(s["body"] for s in samples),
        "blocking": statistics.median(s["blocking_ms"] for s in samples),
    }
    paths = sorted({s["dataset"].get("snapshot", "-") for s in samples})
    page = (  # the worker always starts normally: only the page's rows have these
        f"   blocking {row['blocking']:5.0f} ms   wire {row['transferred'] / 1e6:5.2f} MB"
        f"   bodies {row['body'] / 1e6:5.2f} MB   requests {samples[0]['requests']}"
        f"   snapshot: {'/'.join(paths)}"
        if key == "ms"
        else ""
    )
    runs = " ".join(f"{t:.0f}" for t in times)
    print(f"  {label:<22} median {row['median']:7.0f} ms   runs {runs}{page}")
    return row


def ratio(label: str, a: float, b: float, goal: str) -> None:
    print(f"  {label:<44} {a / b:5.2f}   ({goal})")


GAME, BARE, SNAPSHOT = "game, no snapshot", "bare Pyodide", "game, snapshot"
BARE_SITE = "bare, site's stdlib"
PYSCRIPT = "PyScript alone"


def main() -> None:
    parser = argparse.ArgumentParser(description="Start-up time: game page vs bare Pyodide.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--phone", action="store_true", help="cold visits on a throttled phone")
    parser.add_argument(
        "--engines",
        help="comma-separated engines (chromium, firefox, webkit): the game page's cold and warm"
        " visits in each, side by side",
    )
    parser.add_argument(
        "--cpu",
        type=float,
        default=1,
        help="every measured visit with the CPU this many times slower (4: Lighthouse's phone)",
    )
    args = parser.parse_args()
    if args.engines:
        engines_side_by_side(args.engines.split(","), args.runs)
        return
    if args.phone:
        phone(args.runs)
        return
    load_before = os.getloadavg()

    site_tmp = tempfile.TemporaryDirectory()
    server, base = serve_site(Path(site_tmp.name))
    urls = {GAME: base, BARE: base + BARE_PAGE, BARE_SITE: base + BARE_SITE_PAGE, SNAPSHOT: base}
    urls[PYSCRIPT] = base + PYSCRIPT_PAGE
    cold: dict[str, list[dict[str, Any]]] = {GAME: [], BARE: [], BARE_SITE: [], PYSCRIPT: []}
    warm: dict[str, list[dict[str, Any]]] = {GAME: [], BARE: [], BARE_SITE: [], SNAPSHOT: []}
    outside: list[str] = []

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as tmp:
        chromium = playwright.chromium
        browser = chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
        profiles = {name: Path(tmp) / f"profile-{i}" for i, name in enumerate(urls)}

        def warm_context(name: str) -> BrowserContext:
            return chromium.launch_persistent_context(
                profiles[name], executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS
            )

        # prime the warm profiles (not measured)
        measure(warm_context(GAME), base, outside, settle=True, forget_snapshot=True)
        measure(warm_context(BARE), urls[BARE], outside, settle=True)
        measure(warm_context(BARE_SITE), urls[BARE_SITE], outside, settle=True)
        primed = measure(warm_context(SNAPSHOT), base, outside, settle=True, make_snapshot=True)
        size = primed["dataset"].get("snapshotMade", "?")
        with warm_context(SNAPSHOT) as context:  # what Cache Storage keeps of it
            page = context.new_page()
            page.goto(base + "static/snapshot.mjs")
            kept = page.evaluate(KEPT, base)
        for run in range(args.runs):
            for name in cold:
                sample = measure(
                    browser.new_context(), urls[name], outside, worker=name == GAME, cpu=args.cpu
                )
                cold[name].append(sample)
            for name in (GAME, BARE, BARE_SITE, SNAPSHOT):
                sample = measure(
                    warm_context(name),
                    urls[name],
                    outside,
                    worker=name in (GAME, SNAPSHOT),
                    forget_snapshot=name == GAME,
                    cpu=args.cpu,
                )
                warm[name].append(sample)
            print(f"run {run + 1}/{args.runs} done", file=sys.stderr)
        browser.close()
    server.shutdown()
    site_tmp.cleanup()

    slower = f", CPU {args.cpu:g}x slower" if args.cpu > 1 else ""
    print(
        f"start-up to ready, medians of {args.runs} interleaved runs{slower} (ms from navigation):"
    )
    print("cold:")
    c = {name: summary(name, samples) for name, samples in cold.items()}
    print("warm:")
    w = {name: summary(name, samples) for name, samples in warm.items()}
    print("ratios:")
    ratio("cold game / cold bare", c[GAME]["median"], c[BARE]["median"], "")
    ratio("warm game, no snapshot / warm bare", w[GAME]["median"], w[BARE]["median"], "")
    ratio(
        "warm game, snapshot / warm bare",
        w[SNAPSHOT]["median"],
        w[BARE]["median"],
        "goal <= 0.5",
    )
    ratio("warm game, snapshot / warm game, none", w[SNAPSHOT]["median"], w[GAME]["median"], "")
    blocking = w[SNAPSHOT]["blocking"], w[BARE]["blocking"]
    ratio("blocking to ready: warm snapshot / warm bare", *blocking, "goal <= 0.4 (TBT)")
    site = c[BARE_SITE]["median"], w[BARE_SITE]["median"]
    ratio("cold game / cold bare on the site's stdlib", c[GAME]["median"], site[0], "goal <= 1.15")
    floor = c[PYSCRIPT]["median"]
    ratio("cold PyScript alone / cold bare on the site's stdlib", floor, site[0], "")
    ratio("cold game / cold PyScript alone", c[GAME]["median"], floor, "")
    ratio("warm game, snapshot / warm bare, site's", w[SNAPSHOT]["median"], site[1], "")
    print(f"snapshot: {size} bytes of memory, {kept} bytes kept in Cache Storage")
    print("computer players' worker, ready from volcanoAI.start() (page clock):")
    summary("cold", cold[GAME], "worker_ms")
    summary("warm, no snapshot", warm[GAME], "worker_ms")
    summary("warm, snapshot", warm[SNAPSHOT], "worker_ms")
    print(f"requests outside 127.0.0.1: {len(outside)} {outside[:5]}")
    print_load(load_before)


if __name__ == "__main__":
    main()
