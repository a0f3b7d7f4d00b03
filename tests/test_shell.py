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


def test_every_front_end_has_a_game_and_only_playable_games_are_offered() -> None:
    # L'Isola dei Vulcani's engine is registered before its front end exists; the start
    # screen must not offer it until then.
    assert set(frontend.FRONT_ENDS) <= set(registry.names())
    offered = [g["name"] for g in startscreen.games_data()["games"]]
    assert offered == [name for name in registry.names() if name in frontend.FRONT_ENDS]
    for name, where in frontend.FRONT_ENDS.items():
        module = where.partition(":")[0]
        assert module == f"game.ui.{name}.front"
        assert (ROOT / "game" / "ui" / name / "front.py").is_file()
