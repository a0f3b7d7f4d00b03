"""static/snapshot.mjs under Node with a stand-in runtime and Cache Storage: a restore does not
keep the snapshot's bytes (15 MB kept of 31 MB) alive afterwards. Pyodide 314 keeps the
options given to loadPyodide (its `config`) for the interpreter's whole life, so bytes passed
there directly stayed in memory, once in the page and once in the worker."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
const snap = await import(process.argv[1]);
globalThis.self = globalThis;
const memory = new Uint8Array(64);
new Uint32Array(memory.buffer, 0, 2).set([1886286592, 16]);  // magic, where the image starts
memory[40] = 1;
const bytes = snap.pack(memory);  // as Cache Storage keeps it
const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const headers = {
  "X-Snapshot-Key": "k",
  "X-Snapshot-Browser": (self.navigator && navigator.userAgent) || "",
  "X-Snapshot-Digest": Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join(""),
};
globalThis.caches = { open: async () => ({
  match: async () => new Response(bytes.slice(), { headers }),
  put: async () => {}, delete: async () => {},
}) };
let given = null;
const fake = { runPython() {}, toPy() { return { destroy() {} }; } };
const runtime = { loadPyodide: async (options) => {
  given = options;
  const got = await options._loadSnapshot;
  if (!got || got.length !== 64) throw new Error("no snapshot given");
  return fake;
} };
const result = await snap.start(runtime, {}, snap.settings("http://127.0.0.1/", "k"));
const kept = await given._loadSnapshot;
console.log(JSON.stringify({ path: result.path, kept: kept ? kept.length : 0 }));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_restore_lets_go_of_the_snapshot_bytes() -> None:
    module = (ROOT / "static" / "snapshot.mjs").as_uri()
    out = subprocess.run(
        ["node", "--input-type=module", "-e", SCRIPT, module],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {"path": "restored", "kept": 0}
