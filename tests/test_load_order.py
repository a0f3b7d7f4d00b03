"""#44: the page loads the rest of the shell after the start screen answers, module by module
in slices (game/ui/loading.py), in the order build.py writes into game.zip."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

import build
from game.ui import loading

ROOT = Path(__file__).resolve().parents[1]


def test_each_module_comes_after_what_it_imports_and_the_start_screen_first() -> None:
    """The start screen's part ends with game.ui.games and holds no game's rules or front end;
    each game's part, after it, holds all of that game's rules and front end (but their
    words); in each, every module comes after the package's modules it imports when imported
    (so each step of the page's loading runs that module's code only)."""
    sections = build.load_order(ROOT / "game")
    paths = build.shipped_modules(ROOT / "game")
    shipped = set(paths)

    def imports(name: str) -> set[str]:
        return build.module_imports(paths[name], name, shipped)

    games = ["eruption", "terremoto", "isola"]
    assert list(sections) == ["start", *games]
    start = sections["start"]
    assert start[-1] == build.START_SCREEN
    assert [n for n in start if set(n.split(".")[1:3]) & set(games)] == []
    for game in games:
        order = start + sections[game]
        assert len(set(order)) == len(order)
        ours = {n for n in shipped if n.startswith((f"game.{game}", f"game.ui.{game}"))}
        assert {n for n in ours if ".lang." not in f"{n}."} <= set(order)
        seen: set[str] = set()
        for name in order:  # (its packages run first anyway; in a cycle, Python's order decides)
            parts = name.split(".")
            packages = {".".join(parts[:k]) for k in range(1, len(parts))}
            late = [m for m in imports(name) - seen - packages if name not in imports(m)]
            assert late == [], name
            seen.add(name)


def test_imports_seen_are_the_ones_run_at_import_time(tmp_path: Path) -> None:
    """Function bodies and ``if TYPE_CHECKING:`` do not count; relative imports resolve."""
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from . import a\n"
        "from .b import thing\n"
        "import game.core.c\n"
        "if TYPE_CHECKING:\n    from .d import D\n"
        "class K:\n    from ..e import f\n"
        "def later():\n    from . import g\n"
    )
    known = {"p", "p.q", "p.q.a", "p.q.b", "p.d", "p.q.d", "p.e", "p.q.g", "game", "game.core"}
    known |= {"game.core.c"}
    found = build.module_imports(source, "p.q.m", known)
    assert found == {"p", "p.q", "p.q.a", "p.q.b", "game", "game.core", "game.core.c", "p.e"}


def test_loading_gives_the_browser_its_turn_after_each_slice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A pause once SLICE_MS of work have passed, not after every module; a module that fails
    to import leaves the others loading."""
    now = [0.0]
    done: list[str] = []
    pauses: list[float] = []

    def fake_import(name: str) -> types.ModuleType:
        now[0] += 4  # each module takes 4 ms
        if name == "broken":
            raise ImportError(name)
        done.append(name)
        return types.ModuleType(name)

    async def pause() -> None:
        pauses.append(now[0])

    monkeypatch.setattr(loading.importlib, "import_module", fake_import)
    names = [f"fake_{k}" for k in range(6)]
    names.insert(2, "broken")
    names.append("sys")  # already imported: skipped
    steps = loading.load(names, loading.Slices(lambda: now[0], pause))
    with pytest.raises(StopIteration):  # (nothing to wait for: one step runs it to its end,
        steps.send(None)  # with no event loop, which a browser test may hold in this process)
    assert done == [n for n in names if n not in ("broken", "sys")]
    assert pauses == [12, 24]  # 10 ms slices of 4 ms imports
    assert "sys" in sys.modules
