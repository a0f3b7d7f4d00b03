"""Run every test, after installing what the tests need (the README's test command).

    python test.py [pytest arguments]   install what is missing, then run the tests
    python test.py --prepare            only install what is missing

What the tests need besides Python 3.11+: the test tools (``pip install -e '.[test]'``),
Node.js with npm (the pinned runtime, puppeteer-core, and the corpus run inside Pyodide),
Debian's Chromium at /usr/bin/chromium (the browser tests; Playwright's own browser downloads
cannot be used), Debian's Firefox ESR, WebKitGTK's WebDriver and Xvfb (the same paths in the
other engines: tests/e2e/test_engines.py), coturn (a TURN relay: tests/e2e/test_relay.py) and
a Japanese font (the Japanese pages). On Debian
as root the system packages are installed with apt-get; elsewhere this says what is missing and
how to get it, and stops.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CHROMIUM = Path("/usr/bin/chromium")
# Debian packages the tests need, by a file each installs: the other engines, and a TURN
# server (tests/e2e/test_relay.py: remote play through the site owner's relay)
PACKAGES = {
    "firefox-esr": Path("/usr/bin/firefox-esr"),
    "webkit2gtk-driver": Path("/usr/bin/WebKitWebDriver"),
    "xvfb": Path("/usr/bin/Xvfb"),
    "coturn": Path("/usr/bin/turnserver"),
}
TEST_TOOLS = ("pytest", "xdist", "hypothesis", "playwright", "selenium", "ruff", "mypy")


def _missing_system_packages() -> list[str]:
    missing = []
    if not CHROMIUM.exists():
        missing.append("chromium")
    missing += [name for name, path in PACKAGES.items() if not path.exists()]
    fonts = ""
    if shutil.which("fc-list") is not None:
        fonts = subprocess.run(["fc-list", ":lang=ja"], capture_output=True, text=True).stdout
    if not fonts.strip():
        missing.append("fonts-noto-cjk")
    if shutil.which("npm") is None:
        missing += ["nodejs", "npm"]
    return missing


def _install_system_packages(packages: list[str]) -> None:
    can_apt = shutil.which("apt-get") is not None and os.geteuid() == 0
    if not can_apt:
        sys.exit(
            "test.py: the tests need " + ", ".join(packages) + ". On Debian or Ubuntu: "
            f"sudo apt-get install {' '.join(packages)} (Node.js and npm from nodejs.org or "
            "your package manager; Chromium at /usr/bin/chromium)."
        )
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-q", *packages], check=True, env=env)


def prepare() -> None:
    """Install whatever the tests need and this machine lacks."""
    if sys.version_info < (3, 11):  # noqa: UP036 (a fresh machine may have an older one)
        sys.exit("test.py: Python 3.11 or newer is needed")
    missing = _missing_system_packages()
    if missing:
        _install_system_packages(missing)
    if any(importlib.util.find_spec(name) is None for name in TEST_TOOLS):
        pip = [sys.executable, "-m", "pip", "install", "-q", "-e", ".[test]"]
        subprocess.run(pip, cwd=ROOT, check=True)
    sys.path.insert(0, str(ROOT))
    import build

    build.ensure_runtime()  # npm ci of the pinned Pyodide and PyScript


def main(args: list[str]) -> int:
    prepare()
    if args == ["--prepare"]:
        return 0
    return subprocess.run([sys.executable, "-m", "pytest", *args], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
