"""Lighthouse on the game page and on a bare Pyodide page (a benchmark, not a test).

    python bench/lighthouse.py [--runs 2] [--presets mobile,desktop]

Builds the site into a temporary folder (as bench/startup.py does, with its bare page), serves
it on 127.0.0.1 the way `python build.py serve` does (Brotli/gzip copies), and runs Lighthouse
13 with Debian's Chromium on both pages: the performance score, first contentful paint, total
blocking time, time to interactive, largest contentful paint, layout shift and bytes.
Lighthouse is not a dependency of the site: set LIGHTHOUSE to its executable, or it is run
with `npx --yes lighthouse@13` (needs the network).

Read the mobile "time to interactive" with care: Lighthouse simulates it, ending it with the
last long task it can place. It places the game page's start after its runtime's downloads
(4.5 MB: 22 s at the profile's 1.6 Mbit/s), but the bare page's start, which it links to none
of its downloads, before them (11 s, though its 5.5 MB need 27 s). When each page is really
ready on that phone profile is what `python bench/startup.py --phone` measures.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from startup import BARE_PAGE, BARE_SITE_PAGE, PYSCRIPT_PAGE, serve_site  # noqa: E402

from tests.e2e.conftest import CHROMIUM  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--presets", default="mobile,desktop")
    parser.add_argument(
        "--pages", default="game,bare", help="of game, bare, bare-site, pyscript (PyScript alone)"
    )
    args = parser.parse_args()
    lighthouse = shlex.split(os.environ.get("LIGHTHOUSE", "npx --yes lighthouse@13"))
    with tempfile.TemporaryDirectory() as tmp:
        server, base = serve_site(Path(tmp))
        env = dict(os.environ, CHROME_PATH=CHROMIUM)
        pages = {"game": base, "bare": base + BARE_PAGE, "bare-site": base + BARE_SITE_PAGE}
        pages["pyscript"] = base + PYSCRIPT_PAGE
        for preset in args.presets.split(","):
            for name in args.pages.split(","):
                url = pages[name]
                for run in range(args.runs):
                    out = Path(tmp) / f"{preset}-{name}-{run}.json"
                    command = [
                        *lighthouse,
                        url,
                        "--output=json",
                        f"--output-path={out}",
                        "--only-categories=performance",
                        "--quiet",
                        "--max-wait-for-load=120000",
                        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
                    ]
                    if preset == "desktop":
                        command.append("--preset=desktop")
                    subprocess.run(command, env=env, check=True, timeout=600)
                    report = json.loads(out.read_text())
                    value = {k: v.get("numericValue") for k, v in report["audits"].items()}
                    score = report["categories"]["performance"]["score"]
                    print(
                        f"{preset:<8} {name:<9} score {score:.2f}"
                        f"  FCP {value['first-contentful-paint']:6.0f} ms"
                        f"  TBT {value['total-blocking-time']:6.0f} ms"
                        f"  TTI {value['interactive']:7.0f} ms"
                        f"  LCP {value['largest-contentful-paint']:6.0f} ms"
                        f"  CLS {value['cumulative-layout-shift']:5.3f}"
                        f"  bytes {value['total-byte-weight'] / 1e6:5.2f} MB",
                        flush=True,
                    )
        server.shutdown()


if __name__ == "__main__":
    main()
