"""The README's engine example works as written."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_engine_example_runs():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert blocks, "the README shows how to use the engine"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
