"""Start-up benchmark (not a test): the game page against a bare Pyodide page.

    python bench/startup.py [--runs 5]

Builds the site into a temporary folder, adds bench-bare.html (the same vendored pyodide.mjs
booted with loadPyodide, nothing else) and serves it on 127.0.0.1. Each run navigates headless
Debian chromium to one page and takes, inside the page, `performance.now()` when
`<html data-ready="true">` is set (milliseconds from navigation start).

- cold: a fresh browser context per run (empty cache);
- warm: a persistent profile per page, primed by one load, then each run relaunches the
  browser on it (HTTP disk cache and V8's compiled-wasm cache, like a returning visitor).

Runs are interleaved (game, bare, game, bare, ...). Outside hosts are blocked with
--host-resolver-rules instead of request routing, which would disable the HTTP cache.
Prints the medians, the ratio game/bare (goal: <= 1.15) and the bytes over the wire.
"""

from __future__ import annotations

import argparse
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
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

BARE_PAGE = "bench-bare.html"
BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"></head><body><p>bare Pyodide</p>
<script type="module">
import { loadPyodide } from "./vendor/pyodide-{version}/pyodide.mjs";
await loadPyodide();
document.documentElement.dataset.ready = "true";
</script></body></html>
"""
# Waits (at most 30 s) until a service worker the page registered is active.
SW_ACTIVE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  await Promise.race([navigator.serviceWorker.ready, new Promise(r => setTimeout(r, 30000))]);
}"""
# Records the moment the page marks itself ready, in the page's own clock.
READY_PROBE = """
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""
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
    context: BrowserContext, url: str, outside: list[str], settle: bool = False
) -> dict[str, Any]:
    context.add_init_script(READY_PROBE)
    context.on(
        "request",
        lambda r: urlsplit(r.url).hostname not in (None, "127.0.0.1") and outside.append(r.url),
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=60_000, polling="raf")
    result = {"ms": page.evaluate("window.__readyAt"), **page.evaluate(WIRE)}
    if settle:  # a returning visitor stayed long enough for the service worker to install
        page.wait_for_timeout(500)
        page.evaluate(SW_ACTIVE)
    context.close()
    return result


def summary(label: str, samples: list[dict[str, Any]]) -> dict[str, float]:
    times = [s["ms"] for s in samples]
    row = {
        "median": statistics.median(times),
        "transferred": statistics.median(s["transferred"] for s in samples),
        "body": statistics.median(s["body"] for s in samples),
    }
    print(
        f"  {label:<18} median {row['median']:7.0f} ms   runs {' '.join(f'{t:.0f}' for t in times)}"
        f"   wire {row['transferred'] / 1e6:6.2f} MB   bodies {row['body'] / 1e6:6.2f} MB"
        f"   requests {samples[0]['requests']}"
    )
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description="Start-up time: game page vs bare Pyodide.")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    site_tmp = tempfile.TemporaryDirectory()
    dist = build.build(Path(site_tmp.name) / "site")
    version = build.installed_version(build.PYODIDE_PACKAGE)
    (dist / BARE_PAGE).write_text(BARE_HTML.replace("{version}", str(version)))
    server = build.make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    pages = {"game (PyScript)": base, "bare Pyodide": base + BARE_PAGE}
    results: dict[str, dict[str, list[dict[str, Any]]]] = {
        mode: {name: [] for name in pages} for mode in ("cold", "warm")
    }
    outside: list[str] = []

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as tmp:
        chromium = playwright.chromium
        browser = chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
        profiles = {name: Path(tmp) / f"profile-{i}" for i, name in enumerate(pages)}

        def warm_context(name: str) -> BrowserContext:
            return chromium.launch_persistent_context(
                profiles[name], executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS
            )

        for name, url in pages.items():  # prime the warm profiles (not measured)
            measure(warm_context(name), url, outside, settle=True)
        for run in range(args.runs):
            for name, url in pages.items():
                results["cold"][name].append(measure(browser.new_context(), url, outside))
                results["warm"][name].append(measure(warm_context(name), url, outside))
            print(f"run {run + 1}/{args.runs} done", file=sys.stderr)
        browser.close()
    server.shutdown()
    site_tmp.cleanup()

    game, bare = pages
    for mode, by_page in results.items():
        print(f"{mode}:")
        rows = {name: summary(name, samples) for name, samples in by_page.items()}
        print(
            f"  ratio game/bare: {rows[game]['median'] / rows[bare]['median']:.2f} (goal <= 1.15)"
        )
    print(f"requests outside 127.0.0.1: {len(outside)} {outside[:5]}")


if __name__ == "__main__":
    main()
