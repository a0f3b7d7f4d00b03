"""A standard library cut to what the site imports, for build.py.

Pyodide ships Python's whole standard library as one zip (2.5 MB, 600 modules); the games
import a few dozen. The cut keeps every top-level module or package that is imported

- by Pyodide and PyScript at start-up in the page, before any of the site's code (``BOOT``,
  recorded in Chromium: sys.modules after boot), and
- by the site's own code when it runs (``record``: Pyodide under Node, with the whole library,
  imports every module of game.zip and plays a game of each registered game with computer
  players, links and records, then lists sys.modules).

Of ``encodings`` only the codecs used are kept (the package is a third of the library). Then
``verify`` runs the same under Node with the cut library: a module missing from the cut is a
build error, not a player's; the browser tests run on the cut library too.
"""

from __future__ import annotations

import io
import json
import subprocess
import zipfile
from pathlib import Path

# Top-level modules that Pyodide and PyScript import at start-up in the page, before any of
# the site's code (sys.modules after boot in Chromium, Pyodide 314.0.7, PyScript 0.7.31).
BOOT = (
    "__future__ _colorize _collections_abc _opcode_metadata _py_warnings _pyodide "
    "_sitebuiltins _weakrefset abc annotationlib ast asyncio base64 bisect bz2 codecs codeop "
    "collections compression concurrent contextlib contextvars copy copyreg dataclasses dis "
    "encodings enum fnmatch functools genericpath glob hashlib heapq html importlib inspect io "
    "json keyword linecache locale logging lzma ntpath opcode operator os pathlib posixpath "
    "pyodide random re reprlib selectors shutil signal site socket ssl stat string struct "
    "subprocess tempfile textwrap threading token tokenize traceback types typing warnings "
    "weakref zipfile zipimport"
).split()
# Codecs kept besides those recorded: the common ones text may arrive in.
ENCODINGS = (
    "__init__ aliases ascii latin_1 utf_8 utf_8_sig utf_16 utf_16_le utf_16_be utf_32 "
    "cp437 cp1252 raw_unicode_escape unicode_escape idna punycode"
).split()

EXERCISE = r"""
import importlib, json, sys, zipfile
sys.path.insert(0, "/site")
failed = []
with zipfile.ZipFile("/site.zip") as archive:
    names = [n[:-3].replace("/", ".").removesuffix(".__init__") for n in archive.namelist()
             if n.endswith(".py")]
for name in sorted(names):
    try:
        importlib.import_module(name)
    except Exception as error:
        failed.append(f"{name}: {type(error).__name__}: {error}")
from game.agents import make_agent
from game.core import links, registry
from game.core.record import Record
for name in registry.names():
    g = registry.get_game(name)
    info = g.info
    n = info.min_players
    config = {"players": [{"name": f"P{k}"} for k in range(n)], "options": []}
    state, actions = g.new_game(config, 7), []
    agents = [make_agent(("easy", "medium", "hard")[k % 3], g, 7) for k in range(n)]
    for _ in range(30):
        if g.is_terminal(state):
            break
        seat = g.to_move(state)
        action = agents[seat].choose(g.view(state, seat), g.legal_actions(state))
        actions.append(str(action))
        state = g.apply(state, action)
    fragment = links.game_fragment(Record(name, config, 7, actions))
    links.load_record(links.decode_fragment(fragment)[1])
json.dumps({"failed": failed, "modules": sorted(sys.modules)})
"""

RUNNER = r"""
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
const [pyodideDir, stdlib, siteZip, code] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: pathToFileURL(stdlib).href });
const bytes = new Uint8Array(readFileSync(siteZip));
py.FS.writeFile("/site.zip", bytes);
py.unpackArchive(bytes, "zip", { extractDir: "/site" });
console.log(py.runPython(readFileSync(code, "utf8")));
"""


def run(pyodide_dir: Path, stdlib_zip: Path, site_zip: Path, work: Path) -> dict[str, list[str]]:
    """Run the site's code in Pyodide (Node) on ``stdlib_zip``: what failed to import, and
    every module imported."""
    script, code = work / "stdlib-run.mjs", work / "stdlib-run.py"
    script.write_text(RUNNER)
    code.write_text(EXERCISE)
    try:
        result = subprocess.run(
            ["node", str(script), str(pyodide_dir), str(stdlib_zip), str(site_zip), str(code)],
            capture_output=True,
            text=True,
            timeout=300,
        )
    finally:
        script.unlink(missing_ok=True)
        code.unlink(missing_ok=True)
    if result.returncode != 0:
        raise RuntimeError(f"the site's code fails in Pyodide:\n{result.stderr[-3000:]}")
    data: dict[str, list[str]] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def _top(filename: str) -> str:
    return filename.split("/")[0].removesuffix(".py")


def cut(source_zip: Path, modules: list[str]) -> bytes:
    """The library with the top-level modules of ``modules`` and ``BOOT`` (of encodings, the
    codecs in ``modules`` and ``ENCODINGS``)."""
    keep = set(BOOT) | {m.split(".")[0] for m in modules}
    codecs = set(ENCODINGS) | {m.split(".")[1] for m in modules if m.startswith("encodings.")}
    buffer = io.BytesIO()
    with zipfile.ZipFile(source_zip) as archive, zipfile.ZipFile(buffer, "w") as out:
        for info in archive.infolist():
            name = info.filename
            if _top(name) not in keep:
                continue
            if name.startswith("encodings/") and name.endswith(".py"):
                if name.removeprefix("encodings/").removesuffix(".py") not in codecs:
                    continue
            out.writestr(info, archive.read(name), compress_type=info.compress_type)
    return buffer.getvalue()


def build(pyodide_dir: Path, site_zip: Path, out: Path, work: Path) -> int:
    """Write the cut library to ``out`` and prove it: record what the site imports, cut,
    run again on the cut. Returns how many modules were recorded. Raises RuntimeError."""
    recorded = run(pyodide_dir, pyodide_dir / out.name, site_zip, work)
    if recorded["failed"]:
        raise RuntimeError("the site's modules do not import:\n" + "\n".join(recorded["failed"]))
    out.write_bytes(cut(pyodide_dir / out.name, recorded["modules"]))
    again = run(pyodide_dir, out, site_zip, work)
    if again["failed"]:
        raise RuntimeError("missing from the cut standard library:\n" + "\n".join(again["failed"]))
    return len(recorded["modules"])
