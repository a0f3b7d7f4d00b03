"""Hostile links give the same outcome on CPython and inside Pyodide (issue 9): the corpus of
tests/link_corpus.py (damaged, truncated, tampered, deeply nested, oversized, odd names and
numbers) is opened on both; every input must end the same way, and only as a game, settings
or a RecordError with a message."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import link_corpus
import pytest

ROOT = Path(__file__).resolve().parent.parent
SEED, COUNT = 20261122, 2000


def test_corpus_outcomes_on_cpython_are_games_settings_or_clear_errors():
    outcomes = json.loads(link_corpus.main(SEED, 400))
    assert not [o for o in outcomes if o.startswith("UNEXPECTED")]
    assert any(o.startswith("game ") for o in outcomes)
    assert any("nested too deeply" in o for o in outcomes)


def test_pyodide_opens_the_corpus_exactly_as_cpython_does():
    if shutil.which("node") is None:
        pytest.fail("Node.js is needed to run the corpus inside Pyodide (.ci/run installs it)")
    sys.path.insert(0, str(ROOT))
    import build

    build.ensure_runtime()
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide_links.mjs"), str(ROOT), str(SEED), str(COUNT)],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    inside = json.loads(result.stdout.strip().splitlines()[-1])
    assert inside["python"].startswith("3.14"), "the corpus really ran in Pyodide's Python"
    here = json.loads(link_corpus.main(SEED, COUNT))
    differ = [
        (k, a, b) for k, (a, b) in enumerate(zip(here, inside["outcomes"], strict=True)) if a != b
    ]
    assert not differ, differ[:5]
    assert not [o for o in here if o.startswith("UNEXPECTED")]
