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

from game.core import links

pytestmark = pytest.mark.slow  # (~10 s in all: run while the browser tests' site is built)

ROOT = Path(__file__).resolve().parent.parent
SEED, COUNT = 20261122, 2000


def test_corpus_outcomes_on_cpython_are_games_settings_or_clear_errors():
    outcomes = json.loads(link_corpus.main(SEED, 400))
    assert not [o for o in outcomes if o.startswith("UNEXPECTED")]
    assert any(o.startswith("game ") for o in outcomes)
    assert any("nested too deeply" in o for o in outcomes)


def _lone_surrogate(value: object) -> bool:
    if isinstance(value, str):
        return any("\ud800" <= ch <= "\udfff" for ch in value)
    if isinstance(value, list):
        return any(_lone_surrogate(v) for v in value)
    if isinstance(value, dict):
        return any(_lone_surrogate(k) or _lone_surrogate(v) for k, v in value.items())
    return False


def test_links_with_odd_strings_in_keys_the_rules_ignore_survive_copy_link():
    """Issue 27: a lone surrogate in any config string (an extra key, "think", a seat's
    "computer") made Copy link fail once the link had opened. Every accepted link of the
    corpus is copied again in ``outcome``; here, enough of them carry such strings."""
    accepted = 0
    for fragment in link_corpus.corpus(SEED, COUNT):
        result = link_corpus.outcome(fragment)
        assert not result.startswith("UNEXPECTED"), result
        if result.startswith(("game ", "settings ")):
            kind, value = links.decode_fragment(fragment)
            config = value.config if kind == "game" else value[1]
            accepted += _lone_surrogate(config)
    assert accepted >= 20


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
