"""What the interpreter's memory snapshot (static/snapshot.mjs) relies on, checked under CPython.

The snapshot is made in a Web Worker that imports every module of the game package, and is
restored in the page: a module that touched the browser while being imported (read the
document, the language, the screen size...) would carry the worker's answer into the page.
So nothing the package runs at import time may use `js`, `pyscript` or `pyodide_js`. And its
key must change whenever a file it depends on changes (build.py).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parents[1]
BROWSER_MODULES = {"js", "pyscript", "pyodide_js", "_pyscript", "polyscript"}


class ImportTime(ast.NodeVisitor):
    """Uses of browser modules in code that runs when the module is imported: module and class
    bodies, decorators, default values; not function bodies (they run later)."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for part in (*node.decorator_list, *node.args.defaults, *node.args.kw_defaults):
            if part is not None:
                self.visit(part)

    visit_AsyncFunctionDef = visit_FunctionDef  # noqa: N815 (ast.NodeVisitor's naming)

    def visit_Lambda(self, node: ast.Lambda) -> None:
        for part in (*node.args.defaults, *node.args.kw_defaults):
            if part is not None:
                self.visit(part)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:  # `import js` is fine: the module itself is restored as such
            if alias.name.partition(".")[0] in BROWSER_MODULES - {"js"}:
                self.found.append(f"line {node.lineno}: import {alias.name}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if (node.module or "").partition(".")[0] in BROWSER_MODULES:
            self.found.append(f"line {node.lineno}: from {node.module} import ...")

    def visit_Name(self, node: ast.Name) -> None:
        if node.id in BROWSER_MODULES:
            self.found.append(f"line {node.lineno}: {node.id}")


@pytest.mark.parametrize(
    "path", build.shipped(ROOT / "game"), ids=lambda p: str(p.relative_to(ROOT))
)
def test_no_browser_use_at_import_time(path: Path) -> None:
    visitor = ImportTime()
    visitor.visit(ast.parse(path.read_text(), str(path)))
    assert not visitor.found, f"{path.relative_to(ROOT)} uses the browser when imported"


def test_the_scan_catches_import_time_use() -> None:
    planted = """
import js
import pyscript
from pyscript import document
LANG = js.navigator.language
class Screen:
    width = js.innerWidth
def later(x=js.devicePixelRatio):
    return js.document
"""
    visitor = ImportTime()
    visitor.visit(ast.parse(planted))
    assert [f.split(": ")[1] for f in visitor.found] == [
        "import pyscript",
        "from pyscript import ...",
        "js",
        "js",
        "js",
    ]


def test_snapshot_key_follows_every_input(tmp_path: Path) -> None:
    runtime = ["vendor/pyodide-1.0-abc/pyodide.asm.wasm", "vendor/python_stdlib.abc.zip"]
    names = [*runtime, "vendor/game.abc.zip", *build.SNAPSHOT_CODE]
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"content of " + name.encode())
    key = build.snapshot_key(tmp_path, names)
    assert key == build.snapshot_key(tmp_path, names)
    seen = {key}
    for name in names:
        original = (tmp_path / name).read_bytes()
        (tmp_path / name).write_bytes(original + b"!")
        seen.add(build.snapshot_key(tmp_path, names))
        (tmp_path / name).write_bytes(original)
    assert len(seen) == len(names) + 1
    assert {"static/ai-worker.js", "static/snapshot.mjs"} <= set(build.SNAPSHOT_CODE)
