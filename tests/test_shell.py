"""The shell (game/ui/*.py) knows no game: it reaches a game only through the protocol, the
registry and the front-end interface (issue 10). Each game's front end lives in its own
package and is registered once."""

from __future__ import annotations

import ast
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from game.ui import frontend, startscreen

ROOT = Path(__file__).resolve().parent.parent


def imports(path: Path) -> set[str]:
    """Every module a file imports, relative imports resolved inside game.ui (``from game.ui
    import m``: game.ui.m too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = ["game", "ui"] + (["x"] if path.parent.name != "ui" else [])
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            out.add(base)
            if base == "game.ui":  # (the shell's package: what it gives are modules)
                out |= {f"{base}.{a.name}" for a in node.names}
    return out


@pytest.mark.parametrize("path", sorted((ROOT / "game" / "ui").glob("*.py")), ids=lambda p: p.name)
def test_shell_modules_import_no_game_package(path: Path) -> None:
    games = {name for name in registry.names()}
    bad = sorted(
        m
        for m in imports(path)
        if any(m == f"game.{g}" or m.startswith(f"game.{g}.") for g in games)
    )
    bad += sorted(m for m in imports(path) if m.startswith("game.ui.") and m.split(".")[2] in games)
    assert not bad, f"{path.name} imports {bad}"


def test_every_game_has_a_front_end_and_the_start_screen_offers_them_all() -> None:
    # A game registered before its front end exists is not offered (startscreen.playable);
    # today all three games have one.
    assert set(frontend.FRONT_ENDS) == set(registry.names())
    offered = [g["name"] for g in startscreen.games_data()["games"]]
    assert offered == registry.names()
    for name, where in frontend.FRONT_ENDS.items():
        module = where.partition(":")[0]
        assert module == f"game.ui.{name}.front"
        assert (ROOT / "game" / "ui" / name / "front.py").is_file()


# ---- a front end sees only its seat (issue 28) ------------------------------------------------

FRONT_END_MODULES = sorted(
    path
    for folder in (ROOT / "game" / "ui").iterdir()
    if (folder / "front.py").is_file()
    for path in folder.glob("*.py")
)
# a game's fixed material (tables, no rules) and its notation (actions as values)
ENGINE_DATA = {"board", "pieces", "cards", "actions"}
HIDDEN = {"session", "states", "state", "step_events"}  # where the whole state lives
# what a function closes over or is bound to: the seat screen's members reach the screen so
INSIDES = {"__closure__", "cell_contents", "__self__", "__func__", "__globals__", "fget"}
# the shell's modules a front end may import (tools and words; none holds the game), besides
# its own package's (``x``: imports() names them so)
SHELL_TOOLS = {"board", "canvas", "dom", "frontend", "guard", "hexpixels", "i18n", "lesson"}
SHELL_TOOLS |= {"ops", "page", "steps", "x"}
PRYING = {"gc", "inspect", "sys", "importlib", "ctypes"}  # modules that reach any object


def seat_leaks(path: Path) -> list[str]:
    """Where a front-end module reaches past a seat's view, legal actions, visible log and
    refusals: a read of the session (or a state) or of what a function closes over, or an
    import of an engine's rules, of the shell's modules that hold the game, or of a module
    that reaches any object."""
    found = [
        f"line {node.lineno}: .{node.attr}"
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Attribute) and node.attr in HIDDEN | INSIDES
    ]
    for module in sorted(imports(path)):
        parts = module.split(".")
        if len(parts) > 2 and parts[1] in registry.names() and parts[2] not in ENGINE_DATA:
            found.append(f"imports {module}")
        elif parts[:2] == ["game", "ui"] and len(parts) > 2 and parts[2] not in SHELL_TOOLS:
            found.append(f"imports {module}")
        elif parts[0] in PRYING:
            found.append(f"imports {module}")
    return found


@pytest.mark.parametrize("path", FRONT_END_MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_front_end_sees_only_its_seat(path: Path) -> None:
    assert not seat_leaks(path)


def test_the_seat_scan_finds_a_planted_read(tmp_path: Path) -> None:
    planted = tmp_path / "front.py"
    planted.write_text(
        "from game.eruption.rules import hex_refusal\n"
        "from game.eruption.board import HEXES\n"
        "def explain(screen):\n    return hex_refusal(screen.session.state, 0)\n"
        "import gc\nfrom .. import games, dom\n"
        "def pry(screen):\n    return type(screen).ctl.fget.__closure__[0].cell_contents\n"
    )
    assert sorted(seat_leaks(planted)) == [
        "imports game.eruption.rules",
        "imports game.ui.games",
        "imports gc",
        "line 4: .session",
        "line 4: .state",
        "line 8: .__closure__",
        "line 8: .cell_contents",
        "line 8: .fget",
    ]


# ---- ... and cannot reach more at run time (issue 41) ----------------------------------------


class Page:
    """A stand-in for every page object under CPython: reading an attribute gives another
    (kept, as is what is written), calling one gives another; it is falsy, empty, "" and 0, and
    sums to 0."""

    def __init__(self) -> None:
        object.__setattr__(self, "_parts", {})

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return self._parts.setdefault(name, Page())

    def __setattr__(self, name: str, value: Any) -> None:
        self._parts[name] = value

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return Page()

    def __bool__(self) -> bool:
        return False

    def __iter__(self) -> Iterator[Any]:
        return iter(())

    def __str__(self) -> str:
        return ""

    def __float__(self) -> float:
        return 0.0

    def __int__(self) -> int:
        return 0

    def __gt__(self, other: Any) -> bool:
        return False

    __lt__ = __ge__ = __le__ = __gt__

    def __sub__(self, other: Any) -> float:
        return 0.0

    __add__ = __radd__ = __rsub__ = __mul__ = __rmul__ = __truediv__ = __sub__


@pytest.fixture
def shell(monkeypatch: pytest.MonkeyPatch) -> Any:
    """game.ui.screen under CPython, on a page that is all stand-ins."""
    page = Page()
    ffi = types.ModuleType("pyodide.ffi")
    for name in ("create_proxy", "create_once_callable"):
        setattr(ffi, name, lambda fn: fn)
    ffi.to_js = lambda value, **_: value  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setitem(sys.modules, "js", page)
    from game.ui import screen

    for name, module in list(sys.modules.items()):  # (modules imported before, with another js)
        if name.startswith(("game.ui", "tests.extra_game")) and hasattr(module, "js"):
            monkeypatch.setattr(module, "js", page)
    monkeypatch.setitem(
        frontend.FRONT_ENDS, "cinders", "tests.extra_game.ui_cinders.front:FRONT_END"
    )
    monkeypatch.setitem(registry.GAMES, "cinders", "tests.extra_game.cinders:CINDERS")
    monkeypatch.setattr(frontend, "_loaded", {})  # (a front end planted here is forgotten)
    return screen


def play(shell: Any, game: str, moves: int = 3) -> Any:
    """A screen showing a two-player game of ``game``, ``moves`` actions in (drawn after
    each)."""
    from game.ui.session import Session

    screen = shell.Screen()
    config = {"players": [{"name": "Ada"}, {"name": "Bruno"}], "options": []}
    screen.show(Session(config, 7, game), "g1", 0.0, shell.Hooks())
    for _ in range(moves):
        screen.act(screen.ctl.legal[0])
    return screen


@pytest.mark.parametrize("game", [*frontend.FRONT_ENDS, "cinders"])
def test_the_front_ends_draw_through_the_seat_screen(shell: Any, game: str) -> None:
    screen = play(shell, game)
    assert screen.table.decisions() == 3 and screen.seat.view_now() == screen.view_now()


PLANTED = {
    "table": lambda screen: getattr(screen, "table").view(0),  # noqa: B009 (as planted)
    "session": lambda screen: screen.session.state,
    "screen": lambda screen: screen._screen,
    "attributes": lambda screen: vars(screen),
    "dict": lambda screen: screen.__dict__["table"],
    "front": lambda screen: screen.front,
    "lesson": lambda screen: screen.lesson,
    "debug": lambda screen: screen.debug("record", []),
    "other seat's log": lambda screen: screen.log_steps(1),
}


@pytest.mark.parametrize("read", PLANTED, ids=str)
def test_a_front_end_reading_past_its_seat_fails(shell: Any, read: str) -> None:
    """Cinders' front end with one read planted in ``draw``: the read fails, at run time,
    whatever the scan above sees (and the shell's picture is drawn as before it)."""
    cinders = frontend.front_end("cinders")
    failed: list[Exception] = []

    class Planted(type(cinders)):  # type: ignore[misc]
        def draw(self, screen: Any, view: dict[str, Any]) -> None:
            try:
                PLANTED[read](screen)
            except (AttributeError, TypeError) as error:
                failed.append(error)
            super().draw(screen, view)

    frontend._loaded["cinders"] = Planted()
    play(shell, "cinders", moves=2)
    assert len(failed) == 3, f"{read} was read"  # (the first picture and one per move)
