"""A standard library cut to what the site imports, for build.py.

Pyodide ships Python's whole standard library as one zip (2.5 MB, 600 modules); the games
import a few dozen. The cut keeps every top-level module or package that is imported

- by Pyodide and PyScript at start-up in the page, before any of the site's code (``BOOT``,
  recorded in Chromium: sys.modules after boot), and
- by the site's own code when it runs (``record``: Pyodide under Node, with the whole library,
  imports every module of game.zip and plays a game of each registered game with computer
  players, links and records, then lists sys.modules).

Of a package, only the modules imported are kept (of ``encodings``, the codecs used and a few
common ones: the package is a third of the library).

The recorded modules are then shipped compiled (``compile_recorded``): Pyodide ships the library
as source, so every start compiled the ~150 modules imported before the page is ready (measured
in Chromium: loadPyodide 3.4-3.9 s from source, 1.3-1.8 s compiled). The bytecode is made by
the same Pyodide under Node (its magic number), without column positions in the line tables
(``PYTHONNODEBUGRANGES``) and without docstrings (``__doc__`` is None, as under ``python -OO``;
assertions stay; a decorated class keeps its own, see ``WITHOUT_DOCSTRINGS``), which keeps the
zip near the size of the source one. Modules that were not recorded stay source.

Finally the site's code runs again under Node on the cut, compiled library: a module missing
from it is a build error, not a player's; the browser tests run on it too.

The site's own code ships compiled too (``compile_site``): game.zip holds the bytecode of every
module of the game package, and of PyScript's own package (source that PyScript writes into the
interpreter's file system on every start), made the same way, and no source. The page imports
it from the zip where it lies (zipimport, as the library), first on ``sys.path``: nothing is
unpacked (unpacking the source took 30-50 ms of each cold start, compiling what the start
screen imports 30-60 ms more, and each game's front end about 100 ms when first opened).

Its results are kept in a cache keyed by everything they are made from (node_modules/.cache/,
as compress_build.py does): a build of unchanged code (the tests build the site twice) skips
the ~8 s of running Pyodide; one of changed code that imports the same modules of the library
skips compiling them (about half of it).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import Any

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
# The modules of PyScript's own package that it imports at start-up (sys.modules after boot in
# Chromium, PyScript 0.7.31): the site ships their bytecode, with the rest (compile_site).
PYSCRIPT_BOOT = (
    "__init__ context display events fetch ffi flatted storage util websocket workers"
).split()
# Where the page and the workers keep game.zip in the interpreter's file system (static/
# snapshot.mjs GAME_ZIP): the bytecode names its files there, as the library's name theirs.
GAME_ZIP_PATH = "/home/pyodide/game.zip"
# Codecs kept besides those recorded: the common ones text may arrive in.
ENCODINGS = (
    "__init__ aliases ascii latin_1 utf_8 utf_8_sig utf_16 utf_16_le utf_16_be utf_32 "
    "cp437 cp1252 raw_unicode_escape unicode_escape idna punycode"
).split()

# Files of kept packages that no browser page can import: Windows-only event loops, command-line
# entry points, Node's socket transport, and executors that need processes or subinterpreters
# (Pyodide has neither). If the site ever imported one, the check run would stop the build.
NO_BROWSER = (
    "asyncio/__main__.py asyncio/tools.py asyncio/proactor_events.py asyncio/windows_events.py "
    "asyncio/windows_utils.py json/__main__.py json/tool.py zipfile/__main__.py "
    "pyodide/_nodesock_transport.py concurrent/futures/process.py "
    "concurrent/futures/interpreter.py concurrent/interpreters/"
).split()

EXERCISE = r"""
import importlib, json, sys, zipfile
sys.path.insert(0, "/site.zip")  # as the page imports it (source or compiled)
failed = []
for name in BOOT:  # as the page does before the site's code (and what they import)
    importlib.import_module(name)
with zipfile.ZipFile("/site.zip") as archive:
    names = [n.rpartition(".")[0].replace("/", ".").removesuffix(".__init__")
             for n in archive.namelist() if n.startswith("game/") and n.endswith((".py", ".pyc"))]
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
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
const [pyodideDir, stdlib, siteZip, code] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL: pyodideDir + "/",
  stdLibURL: pathToFileURL(stdlib).href,
  env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" },
});
py.FS.writeFile("/site.zip", new Uint8Array(readFileSync(siteZip)));
py.FS.writeFile("/stdlib.zip", new Uint8Array(readFileSync(stdlib)));
console.log(py.runPython(readFileSync(code, "utf8")));
if (process.argv[6]) writeFileSync(process.argv[6], py.FS.readFile("/out.zip"));
"""

# Python code for the compiling runs: a module's docstring, and each class's and function's, is
# dropped from the tree before compiling (line numbers are kept). Not a decorated class's: a
# dataclass without one is given one made by inspect.signature as it is created (in Pyodide a
# frozen dataclass took 1.8 ms to create without its docstring, 0.8 ms with it).
WITHOUT_DOCSTRINGS = r"""
import ast, importlib._bootstrap_external as bootstrap, importlib.util, io, json, sys, zipfile

def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.decorator_list:
            continue
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and (
                isinstance(first.value.value, str)
            ):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

# the .pyc of source `data` (file `name` in the zip at `where`): no docstrings, hash-based,
# used as it is (the source is not there to check it against)
def bytecode(data, name, where):
    code = compile(without_docstrings(ast.parse(data, name)), f"{where}/{name}", "exec",
                   dont_inherit=True)
    return bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
"""

# Runs in Pyodide (RUNNER) after WITHOUT_DOCSTRINGS, with ``MODULES``: /stdlib.zip with those
# modules compiled, as /out.zip.
COMPILE = r"""
home = next(p for p in sys.path if p.endswith(".zip"))  # where the page mounts the library
compiled = 0
buffer = io.BytesIO()
with zipfile.ZipFile("/stdlib.zip") as source, zipfile.ZipFile(buffer, "w") as out:
    for info in source.infolist():
        name, data = info.filename, source.read(info.filename)
        module = name.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
        if not (name.endswith(".py") and module in MODULES):
            out.writestr(info, data, compress_type=info.compress_type)
            continue
        entry = zipfile.ZipInfo(name + "c", info.date_time)  # same bytes on every build
        out.writestr(entry, bytecode(data, name, home), compress_type=zipfile.ZIP_DEFLATED,
                     compresslevel=9)
        compiled += 1
open("/out.zip", "wb").write(buffer.getvalue())
json.dumps({"compiled": compiled})
"""

# Runs in Pyodide (RUNNER) after WITHOUT_DOCSTRINGS, with ``SOURCES`` (PyScript's package:
# source by path) and ``WHERE`` (where the page keeps game.zip: snapshot.mjs GAME_ZIP):
# /site.zip with each of its modules, and each of ``SOURCES``, as bytecode where the source
# was (zipimport's place for a module without source), as /out.zip.
COMPILE_SITE = r"""
buffer = io.BytesIO()
with zipfile.ZipFile("/site.zip") as source, zipfile.ZipFile(buffer, "w") as out:
    files = {name: source.read(name) for name in source.namelist()}
    files.update((name, text.encode("utf-8")) for name, text in SOURCES.items())
    for name, data in sorted(files.items()):
        if name.endswith(".py"):
            name, data = name + "c", bytecode(data, name, WHERE)
        entry = zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0))
        entry.external_attr = 0o644 << 16
        out.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
open("/out.zip", "wb").write(buffer.getvalue())
json.dumps(len(files))
"""


def _node(
    pyodide_dir: Path, stdlib_zip: Path, site_zip: Path, work: Path, code: str, out: Path | None
) -> Any:
    """Run ``code`` in Pyodide under Node on ``stdlib_zip`` (with the site's code unpacked
    in /site); its last expression, JSON. ``out``: where /out.zip is written."""
    script, program = work / "stdlib-run.mjs", work / "stdlib-run.py"
    script.write_text(RUNNER)
    program.write_text(code)
    command = ["node", str(script), str(pyodide_dir), str(stdlib_zip), str(site_zip)]
    try:
        result = subprocess.run(
            [*command, str(program), str(out or "")], capture_output=True, text=True, timeout=300
        )
    finally:
        script.unlink(missing_ok=True)
        program.unlink(missing_ok=True)
    if result.returncode != 0:
        raise RuntimeError(f"the site's code fails in Pyodide:\n{result.stderr[-3000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def _node_zip(
    pyodide_dir: Path, stdlib_zip: Path, site_zip: Path, work: Path, code: str
) -> tuple[bytes, Any]:
    """``_node`` for ``code`` that writes /out.zip: its bytes, and the code's JSON result."""
    out = work / "node-out.zip"
    try:
        result = _node(pyodide_dir, stdlib_zip, site_zip, work, code, out)
        return out.read_bytes(), result
    finally:
        out.unlink(missing_ok=True)


def run(pyodide_dir: Path, stdlib_zip: Path, site_zip: Path, work: Path) -> dict[str, list[str]]:
    """Run the site's code in Pyodide (Node) on ``stdlib_zip``: what failed to import, and
    every module imported."""
    code = f"BOOT = {BOOT!r}\n{EXERCISE}"
    data: dict[str, list[str]] = _node(pyodide_dir, stdlib_zip, site_zip, work, code, None)
    return data


def compile_recorded(
    pyodide_dir: Path, stdlib_zip: Path, modules: list[str], site_zip: Path, work: Path
) -> tuple[bytes, int]:
    """``stdlib_zip`` with ``modules`` compiled by Pyodide (see the module's docstring), and
    how many were compiled."""
    code = f"MODULES = {set(modules)!r}\n{WITHOUT_DOCSTRINGS}\n{COMPILE}"
    zipped, result = _node_zip(pyodide_dir, stdlib_zip, site_zip, work, code)
    return zipped, int(result["compiled"])


def compile_site(
    pyodide_dir: Path, stdlib_zip: Path, site_zip: Path, sources: dict[str, str], work: Path
) -> bytes:
    """``site_zip`` (game.zip) compiled by Pyodide, with PyScript's package (``sources`` from
    ``pyscript_sources``) added compiled: bytecode only (see the module's docstring)."""
    code = f"SOURCES = {sources!r}\nWHERE = {GAME_ZIP_PATH!r}\n{WITHOUT_DOCSTRINGS}\n{COMPILE_SITE}"
    return _node_zip(pyodide_dir, stdlib_zip, site_zip, work, code)[0]


_PYSCRIPT_FILE = re.compile(r'"([\w.]+\.py)":"((?:[^"\\]|\\.)*)"', re.DOTALL)
_JS_ESCAPE = re.compile(r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\n|.)", re.DOTALL)
_JS_CHARACTER = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


def _js_character(match: re.Match[str]) -> str:
    escape = match.group(1)
    if escape[0] in "ux" and len(escape) > 1:
        return chr(int(escape.strip("ux{}"), 16))
    return "" if escape == "\n" else _JS_CHARACTER.get(escape, escape)


def pyscript_sources(bundle: str) -> dict[str, str]:
    """PyScript's own Python package as its bundle (``core-*.js``) writes it into the
    interpreter's file system on every start: ``{"pyscript/__init__.py": source, ...}``,
    read from the bundle's JavaScript object literal. Raises ValueError if the bundle no
    longer holds it that way."""
    at = bundle.find("{pyscript:{")
    files: dict[str, str] = {}
    if at >= 0:
        at += len("{pyscript:{")
        while match := _PYSCRIPT_FILE.match(bundle, at):
            name, literal = match.groups()
            text = _JS_ESCAPE.sub(_js_character, literal)
            # a character outside the BMP is two \u escapes in JavaScript: join each pair
            files[f"pyscript/{name}"] = text.encode("utf-16", "surrogatepass").decode("utf-16")
            at = match.end() + (bundle[match.end()] == ",")
    if "pyscript/__init__.py" not in files or bundle[at : at + 2] != "}}":
        raise ValueError("PyScript's bundle no longer holds its package as {pyscript:{...}}")
    return files


def _top(filename: str) -> str:
    return filename.split("/")[0].removesuffix(".py")


def _module(filename: str) -> str:
    """The module a library file is: "asyncio/__init__.py" is asyncio."""
    return filename.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def cut(source_zip: Path, modules: list[str]) -> bytes:
    """The library with the top-level modules of ``modules`` and ``BOOT``, less ``NO_BROWSER``;
    of their packages, only the modules in ``modules`` (and of encodings the codecs in
    ``ENCODINGS``): a package's other modules (logging.handlers, importlib.metadata,
    pyodide.http...) were imported neither by the site nor at start-up."""
    keep = set(BOOT) | {m.split(".")[0] for m in modules}
    recorded = set(modules) | {f"encodings.{codec}" for codec in ENCODINGS}
    buffer = io.BytesIO()
    with zipfile.ZipFile(source_zip) as archive, zipfile.ZipFile(buffer, "w") as out:
        for info in archive.infolist():
            name = info.filename
            if _top(name) not in keep or name.startswith(tuple(NO_BROWSER)):
                continue
            if "/" in name and name.endswith(".py") and _module(name) not in recorded:
                continue
            out.writestr(info, archive.read(name), compress_type=info.compress_type)
    return buffer.getvalue()


def build(
    pyodide_dir: Path,
    site_zip: Path,
    out: Path,
    work: Path,
    pyscript: dict[str, str],
    cache: Path | None = None,
) -> int:
    """Write the cut library to ``out`` and ``site_zip`` compiled, with PyScript's package
    (``pyscript``), and prove them: record what the site imports, cut, compile what was
    recorded and the site, run the site again on the results. Returns how many modules were
    recorded. Raises RuntimeError. With ``cache``, a result made before from the same inputs
    is reused."""
    if cache is None:
        return _build(pyodide_dir, site_zip, out, work, pyscript, None)
    kept = cache / _key(
        pyodide_dir, (pyodide_dir / out.name).read_bytes(), site_zip.read_bytes(), pyscript
    )
    if not (kept / "count").is_file():
        count = _build(pyodide_dir, site_zip, out, work, pyscript, cache)
        _keep(kept, {"stdlib.zip": out.read_bytes(), "site.zip": site_zip.read_bytes()}, count)
        return count
    out.write_bytes((kept / "stdlib.zip").read_bytes())
    site_zip.write_bytes((kept / "site.zip").read_bytes())
    return int((kept / "count").read_text())


def _key(pyodide_dir: Path, *parts: object) -> str:
    """A cache entry's name: a digest of this file, Pyodide's version and ``parts``."""
    key = hashlib.sha256()
    for part in (
        Path(__file__).read_bytes(),
        (pyodide_dir / "package.json").read_bytes(),
        *(p if isinstance(p, bytes) else json.dumps(p, sort_keys=True).encode() for p in parts),
    ):
        key.update(hashlib.sha256(part).digest())
    return key.hexdigest()


def _keep(kept: Path, files: dict[str, bytes], count: int) -> None:
    """Store a cache entry whole or not at all (another build may make it meanwhile)."""
    part = kept.parent / f"{kept.name}.{os.getpid()}.part"
    part.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (part / name).write_bytes(data)
    (part / "count").write_text(str(count))
    try:
        part.rename(kept)
    except OSError:
        shutil.rmtree(part, ignore_errors=True)


def _build(
    pyodide_dir: Path,
    site_zip: Path,
    out: Path,
    work: Path,
    pyscript: dict[str, str],
    cache: Path | None,
) -> int:
    recorded = run(pyodide_dir, pyodide_dir / out.name, site_zip, work)
    if recorded["failed"]:
        raise RuntimeError("the site's modules do not import:\n" + "\n".join(recorded["failed"]))
    out.write_bytes(cut(pyodide_dir / out.name, recorded["modules"]))
    # compiling depends on the cut library only: a change to the site's code that imports
    # the same modules reuses it (the record and the proof still run on the new code)
    kept = None if cache is None else cache / _key(pyodide_dir, out.read_bytes())
    if kept is not None and (kept / "count").is_file():
        out.write_bytes((kept / "stdlib.zip").read_bytes())
    else:
        compiled, count = compile_recorded(pyodide_dir, out, recorded["modules"], site_zip, work)
        out.write_bytes(compiled)
        if kept is not None:
            _keep(kept, {"stdlib.zip": compiled}, count)
    site_zip.write_bytes(compile_site(pyodide_dir, out, site_zip, pyscript, work))
    again = run(pyodide_dir, out, site_zip, work)  # what the page gets: both compiled
    if again["failed"]:
        raise RuntimeError(
            "missing from the cut standard library, or failing compiled:\n"
            + "\n".join(again["failed"])
        )
    return len(recorded["modules"])
