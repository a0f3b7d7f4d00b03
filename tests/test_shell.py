"""The shell (game/ui/*.py) knows no game: it reaches a game only through the protocol, the
registry and the front-end interface (issue 10). Each game's front end lives in its own
package and is registered once."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core import registry
from game.ui import frontend, startscreen

ROOT = Path(__file__).resolve().parent.parent


def imports(path: Path) -> set[str]:
    """Every module a file imports, relative imports resolved inside game.ui."""
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


def seat_leaks(path: Path) -> list[str]:
    """Where a front-end module reaches past a seat's view, legal actions, visible log and
    refusals: a read of the session (or a state), or an import of an engine's rules."""
    found = [
        f"line {node.lineno}: .{node.attr}"
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Attribute) and node.attr in HIDDEN
    ]
    for module in sorted(imports(path)):
        parts = module.split(".")
        if len(parts) > 2 and parts[1] in registry.names() and parts[2] not in ENGINE_DATA:
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
    )
    assert seat_leaks(planted) == [
        "line 4: .state",
        "line 4: .session",
        "imports game.eruption.rules",
    ]
