"""static/game-files.mjs under Node: the page and the workers write game.zip's files into the
interpreter from JavaScript (#14: Pyodide's unpacking in Python cost 95-180 ms of every start).
The files must be exactly the archive's, and a damaged or hostile archive must never be
written: it is refused (then Pyodide unpacks it, and reports it, as before)."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs node")

# Reads the archive at argv[2] with unzip() and prints {name: [size, sum of bytes]} or the error.
SCRIPT = """
const files = await import(process.argv[1]);
const { readFileSync } = await import("node:fs");
const bytes = new Uint8Array(readFileSync(process.argv[2]));
try {
  const out = {};
  for (const [name, content] of await files.unzip(bytes)) {
    out[name] = [content.length, content.reduce((a, b) => (a * 31 + b) % 1000000007, 7)];
  }
  console.log(JSON.stringify({ files: out }));
} catch (error) {
  console.log(JSON.stringify({ error: String(error.message) }));
}
"""


def unzip(archive: bytes, tmp_path: Path) -> dict:
    path = tmp_path / "archive.zip"
    path.write_bytes(archive)
    module = (ROOT / "static" / "game-files.mjs").as_uri()
    out = subprocess.run(
        ["node", "--input-type=module", "-e", SCRIPT, module, str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    result: dict = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def fingerprint(data: bytes) -> list[int]:
    value = 7
    for b in data:
        value = (value * 31 + b) % 1000000007
    return [len(data), value]


def archive(entries: dict[str, bytes], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as out:
        for name, data in entries.items():
            out.writestr(name, data)
    return buffer.getvalue()


def test_the_game_archive_is_read_exactly(tmp_path: Path) -> None:
    """Every file of the game package as build.py zips it, byte for byte (stored and
    deflated entries alike)."""
    game = build.game_zip_bytes(ROOT / build.GAME_PACKAGE)
    with zipfile.ZipFile(io.BytesIO(game)) as source:
        expected = {n: fingerprint(source.read(n)) for n in source.namelist() if n[-1] != "/"}
    assert len(expected) > 50
    assert unzip(game, tmp_path) == {"files": expected}
    stored = archive({"game/a.py": b"x = 1\n", "game/sub/b.py": b""}, zipfile.ZIP_STORED)
    assert unzip(stored, tmp_path) == {
        "files": {"game/a.py": fingerprint(b"x = 1\n"), "game/sub/b.py": fingerprint(b"")}
    }


@pytest.mark.parametrize("name", ["../evil.py", "/etc/evil.py", "game/../../evil.py", "a\\b.py"])
def test_a_name_outside_the_package_is_refused(name: str, tmp_path: Path) -> None:
    result = unzip(archive({"game/ok.py": b"", name: b"import os"}), tmp_path)
    assert "unsafe name" in result.get("error", ""), result


def test_a_damaged_archive_is_refused(tmp_path: Path) -> None:
    good = archive({"game/engine.py": b"print('hello')\n" * 50}, zipfile.ZIP_STORED)
    flipped = bytearray(good)
    flipped[good.index(b"hello")] ^= 0x20  # one byte of the content: its CRC no longer matches
    assert "corrupt" in unzip(bytes(flipped), tmp_path).get("error", "")
    assert "no end of central directory" in unzip(good[:-30], tmp_path).get("error", "")
