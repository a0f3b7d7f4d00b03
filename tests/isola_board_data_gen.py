"""Writes game/isola/board_data.py from ../shared/rules/isola/board.json (run by hand).

python tests/isola_board_data_gen.py [path/to/board.json]

The engine must not read ../shared at run time and the site ships only the *.py files of
game/, so the standard board is kept as a Python literal; tests/test_isola_board.py checks that
it still equals board.json.
"""

from __future__ import annotations

import json
import pprint
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT.parent / "shared" / "rules" / "isola" / "board.json"
TARGET = ROOT / "game" / "isola" / "board_data.py"

HEADER = '''"""The standard board of L'Isola dei Vulcani (I2.1) as data: a copy of
``shared/rules/isola/board.json``, written by ``tests/isola_board_data_gen.py``.

Do not edit by hand; tests/test_isola_board.py checks it equals board.json.
"""

from __future__ import annotations

from typing import Any

BOARD: dict[str, Any] = '''


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else SOURCE
    data = json.loads(source.read_text(encoding="utf-8"))
    TARGET.write_text(HEADER + pprint.pformat(data, width=90, sort_dicts=False) + "\n")
    subprocess.run([sys.executable, "-m", "ruff", "format", str(TARGET)], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
