"""Earlier releases of the site (deploy/releases.txt), built from the repository's history for
the upgrade tests, each by its own build.py as players got it (no test hooks).

    python -m tests.e2e.releases ROOT    build every release into ROOT/release-<commit>/

Each release's folder gets ``site/`` (the built site), ``links.json`` (a game of each of its
games played at random for a few moves, as a link its own code made: {game: {fragment,
actions}}) and ``build.log``; or ``failed`` (the build's error) or ``missing`` (the commit is
not in this clone's history). The test site is built first (tests/e2e/conftest.py) and the
releases after it, so that they reuse its compressed runtime (the Brotli cache is shared:
its entries are named by their content).
"""

from __future__ import annotations

import hashlib
import io
import os
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RELEASES = ROOT / "deploy" / "releases.txt"
BROTLI_CACHE = ROOT / "node_modules" / ".cache" / "volcano-br"
MOVES = 6  # actions of each release's games

# Run in the release's own tree: a game of each of its games as its own link.
LINKS = r"""
import json, random, sys
from game.core import links, registry
from game.core.record import Record
out = {}
for name in registry.names():
    game = registry.get_game(name)
    config = {"players": [{"name": f"{name.title()} {k + 1}"} for k in range(2)], "options": []}
    state, actions, rnd = game.new_game(config, 11), [], random.Random(name)
    for _ in range(int(sys.argv[1])):
        action = rnd.choice(list(game.legal_actions(state)))
        actions.append(str(action))
        state = game.apply(state, action)
    fragment = links.game_fragment(Record(name, config, 11, actions))
    out[name] = {"fragment": fragment, "actions": len(actions)}
print(json.dumps(out))
"""


def commits() -> list[str]:
    """The releases players have, oldest first."""
    lines = RELEASES.read_text().splitlines()
    return [line.split()[0] for line in lines if line.strip() and not line.startswith("#")]


def folder(root: Path, commit: str) -> Path:
    return root / f"release-{commit}"


def in_history(commit: str) -> bool:
    found = subprocess.run(
        ["git", "cat-file", "-e", f"{commit}^{{commit}}"], cwd=ROOT, capture_output=True
    )
    return found.returncode == 0


def build_release(commit: str, out: Path) -> None:
    """Build ``commit`` into ``out``/site with its own build.py; its links into links.json."""
    src = out / "src"
    archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True, check=True)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(src, filter="data")
    log = (out / "build.log").open("w")
    run = {"cwd": src, "stdout": log, "stderr": subprocess.STDOUT, "check": True}
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"], **run)  # type: ignore[call-overload]
    # as the release's build.py stamps it, so that it does not run npm ci again
    lock = hashlib.sha256((src / "package-lock.json").read_bytes()).hexdigest()
    (src / "node_modules" / ".volcano-lock").write_text(lock)
    cache = src / "node_modules" / ".cache"
    cache.mkdir(parents=True, exist_ok=True)
    BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
    (cache / "volcano-br").symlink_to(BROTLI_CACHE, target_is_directory=True)
    env = {**os.environ, "PYTHONPATH": str(src)}
    python = [sys.executable, "build.py", "--out", str(out / "building")]
    subprocess.run(python, env=env, **run)  # type: ignore[call-overload]
    made = subprocess.run(
        [sys.executable, "-c", LINKS, str(MOVES)],
        cwd=src,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    (out / "links.json").write_text(made.stdout)
    (out / "building").rename(out / "site")


def main(root: Path) -> None:
    """After the test site (ROOT/site or site.failed), build every release."""
    deadline = time.monotonic() + 900
    while not ((root / "site").is_dir() or (root / "site.failed").exists()):
        if time.monotonic() > deadline:
            break
        time.sleep(0.5)
    for commit in commits():
        out = folder(root, commit)
        out.mkdir(exist_ok=True)
        if not in_history(commit):
            (out / "missing").write_text(commit)
            continue
        try:
            build_release(commit, out)
        except Exception as error:  # the test reports it, with the log
            (out / "failed").write_text(f"{type(error).__name__}: {error}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
