"""The same record gives the same final state hash on CPython and inside Pyodide (issue: engine).

Runs the engine in the pinned Pyodide under Node (see shared/design/runtime.md).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import isola_support
import pytest
import terremoto_support
from eruption_support import G, config, random_play

from game.core.protocol import state_hash
from game.core.record import Record

ROOT = Path(__file__).resolve().parent.parent
SETUPS = [
    (2, ()),
    (3, ("forecast",)),
    (4, ("clans",)),
    (5, ("annihilation",)),
    (6, ("clans", "forecast", "norain")),
    (4, ("annihilation", "forecast")),
    (6, ("annihilation",)),  # seed 46: a draw from an empty pile rebuilds it (E12.2)
    (5, ("annihilation", "forecast")),  # seed 47: the same with Lava Forecast
]
TERREMOTO_SETUPS = [
    (2, ()),
    (3, ()),
    (4, ()),
    (5, ("target200",)),
    (6, ()),
    (8, ("target100",)),
]
ISOLA_SETUPS = [  # L'Isola dei Vulcani: the standard island and random islands (I13)
    (2, ()),
    (3, ("random",)),
    (4, ("separate_bays", "erected_only")),
    (2, ("random", "erected_only")),
]


@pytest.fixture(scope="module")
def runtime():
    if shutil.which("node") is None:
        pytest.fail("Node.js is needed to run the engine inside Pyodide (.ci/run installs it)")
    sys.path.insert(0, str(ROOT))
    import build

    build.ensure_runtime()  # npm ci of the pinned pyodide, as the build does
    return ROOT


def test_records_replay_to_the_same_hash_on_cpython_and_pyodide(runtime, tmp_path):
    records, expected = [], []
    for seed, (n, options) in enumerate(SETUPS, start=40):
        state, actions = random_play(n, options, seed, check=False)
        records.append(Record("eruption", config(n, *options), seed, actions).to_data())
        expected.append(state_hash(G, state))
    for seed, (n, options) in enumerate(TERREMOTO_SETUPS, start=60):
        t = terremoto_support
        state, actions = t.random_play(n, options, seed, check=False)
        records.append(Record("terremoto", t.config(n, *options), seed, actions).to_data())
        expected.append(state_hash(t.T, state))
    for seed, (n, options) in enumerate(ISOLA_SETUPS, start=80):
        state, actions = isola_support.random_play(n, options, seed, check=False)
        records.append(Record("isola", isola_support.config(n, *options), seed, actions).to_data())
        expected.append(state_hash(isola_support.G, state))
    path = tmp_path / "records.json"
    path.write_text(json.dumps(records))
    out = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide_replay.mjs"), str(ROOT), str(path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["python"].startswith("3.14"), "the engine really ran in Pyodide's Python"
    assert result["hashes"] == expected
