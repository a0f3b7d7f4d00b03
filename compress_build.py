"""Compressed copies of the site's files, for build.py: ``NAME.br`` (Brotli, quality 11) and
``NAME.gz`` (gzip, level 9) beside each text, wasm or zip file, as real static hosts serve them.
``build.py serve`` sends the best one the browser accepts (README: Deploy).

Brotli is not in Python's standard library: Node's zlib makes it (Node is needed for the
build anyway). Quality 11 takes about 40 s for Pyodide's 9.6 MB wasm, so results are kept in
a cache by content hash (node_modules/.cache/): a rebuild reuses them. Builds may run at the
same time (the tests run in parallel): each has its own job list, and a cache entry appears
whole or not at all (written beside, then renamed).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

COMPRESSIBLE = (
    *(".wasm", ".mjs", ".js", ".json", ".html", ".css", ".py", ".webmanifest", ".svg"),
    ".zip",  # (stored, not deflated: build.store_whole)
)
MIN_BYTES = 1024  # smaller files are not worth it

BROTLI = r"""
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import zlib from "node:zlib";
for (const [source, target] of JSON.parse(readFileSync(process.argv[2], "utf8"))) {
  const data = readFileSync(source);
  const part = `${target}.${process.pid}.part`;
  writeFileSync(part, zlib.brotliCompressSync(data, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  renameSync(part, target);
}
"""


def compress(dist: Path, cache: Path) -> tuple[int, int]:
    """Write the .br and .gz copies; returns (bytes of the files, bytes of their .br)."""
    cache.mkdir(parents=True, exist_ok=True)
    files = [
        p
        for p in sorted(dist.rglob("*"))
        if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size >= MIN_BYTES
    ]
    todo: list[tuple[str, str]] = []
    cached: dict[Path, Path] = {}
    for path in files:
        data = path.read_bytes()
        path.with_name(path.name + ".gz").write_bytes(gzip.compress(data, 9, mtime=0))
        key = cache / (hashlib.sha256(data).hexdigest() + ".br")
        cached[path] = key
        if not key.is_file():
            todo.append((str(path), str(key)))
    if todo:
        with tempfile.TemporaryDirectory() as work:
            jobs, script = Path(work) / "todo.json", Path(work) / "brotli.mjs"
            jobs.write_text(json.dumps(todo))
            script.write_text(BROTLI)
            subprocess.run(["node", str(script), str(jobs)], check=True, timeout=900)
    raw = br = 0
    for path, key in cached.items():
        shutil.copyfile(key, path.with_name(path.name + ".br"))
        raw += path.stat().st_size
        br += key.stat().st_size
    return raw, br
