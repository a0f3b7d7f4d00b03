"""The page as built: what stands between a first visit and the first paint (#14: on a slow
network every render-blocking request costs a round trip)."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

import build
import stdlib_build
from game.ui.frontend import FRONT_ENDS

ROOT = Path(__file__).resolve().parents[1]


def test_the_built_page_links_one_stylesheet_holding_every_one_in_order(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "static", tmp_path / "static")
    styles = build.game_styles(tmp_path)  # each front end's, after the shell's
    source = (ROOT / "index.html").read_text().replace("{{game_styles}}", styles)
    linked = re.findall(r'<link rel="stylesheet" href="\./(static/[\w-]+\.css)">', source)
    assert [f"static/{name}.css" for name in FRONT_ENDS] == linked[-len(FRONT_ENDS) :]
    texts = [(tmp_path / name).read_text() for name in linked]
    page = build.bundle_styles(source, tmp_path)
    assert re.findall(r'rel="stylesheet" href="\./([^"]+)"', page) == [build.BUNDLED_STYLES]
    bundle = (tmp_path / build.BUNDLED_STYLES).read_text()
    starts = [bundle.index(text) for text in texts]
    assert starts == sorted(starts)
    assert not [name for name in linked if (tmp_path / name).exists()]  # not shipped twice


def test_only_the_language_script_blocks_the_first_paint() -> None:
    # lang.js must run before anything is drawn (no flash of English); every other classic
    # script is deferred or async.
    source = (ROOT / "index.html").read_text()
    blocking = [
        src
        for tag, src in re.findall(r'(<script\b[^>]*\bsrc="([^"]+)"[^>]*>)', source)
        if not re.search(r'\b(defer|async)\b|type="(module|py)"', tag)
    ]
    assert blocking == ["./static/lang.js"]


def test_pyscripts_package_is_read_from_its_bundle_as_pyscript_writes_it() -> None:
    """#14: the site compiles PyScript's own modules at build time (stdlib_build), from the
    sources its bundle embeds as a JavaScript object literal; every escape decodes to the
    character PyScript writes. The pinned bundle yields each module the page imports."""
    bundle = (
        'wo(".",{pyscript:{"__init__.py":"from a import b\\n# \\u00e9 \\ud83c\\udf0b \\x41",'
        '"util.py":"s = \\"q\\" + \'\\\\\\\\\'\\n"}})'
    )
    assert stdlib_build.pyscript_sources(bundle) == {
        "pyscript/__init__.py": "from a import b\n# é 🌋 A",
        "pyscript/util.py": "s = \"q\" + '\\\\'\n",
    }
    with pytest.raises(ValueError, match="PyScript's bundle"):
        stdlib_build.pyscript_sources('wo(".",{other:{"__init__.py":""}})')
    chunk = next((build.NODE_MODULES / build.PYSCRIPT_PACKAGE / "dist").glob("core-*.js"))
    sources = stdlib_build.pyscript_sources(chunk.read_text())
    imported = {f"pyscript/{name}.py" for name in stdlib_build.PYSCRIPT_BOOT}
    assert imported <= set(sources)
    for name in imported:
        compile(sources[name], name, "exec")  # real Python source, not a half-decoded literal


def test_compiled_code_drops_docstrings_but_a_decorated_classs() -> None:
    """#44: the shipped bytecode has no docstrings (the size of the zips), except a decorated
    class's: a dataclass without one has one made from inspect.signature as it is created,
    which doubled the time each dataclass takes to create in Pyodide while the page loads."""
    space: dict[str, object] = {}
    exec(stdlib_build.WITHOUT_DOCSTRINGS, space)
    source = '''"""Module."""
from dataclasses import dataclass
def act():
    """Function."""
class Plain:
    """Plain class."""
@dataclass(frozen=True)
class Seat:
    """A seat."""
    name: str
'''
    tree = space["without_docstrings"](ast.parse(source))  # type: ignore[operator]
    module: dict[str, object] = {}
    exec(compile(tree, "<test>", "exec"), module)
    assert module.get("__doc__") is None
    assert [module[name].__doc__ for name in ("act", "Plain", "Seat")] == [
        None,
        None,
        "A seat.",
    ]
