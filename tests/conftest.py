"""The order of the test files: those with slow tests and no browser first (the site for the
browser tests is built meanwhile), then the browser tests (those with slow tests first), then
the rest, each file's tests together and in their own order. Run in parallel (pytest-xdist,
whole files, `--dist loadfile`), the long files start at once and the short ones fill the
end, so the processes finish together. (The slow browser files also wait the most, for timers
and background workers: started early, their pauses are filled by the other process's tests,
not left idle at the end.)"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    files: dict[Path, list[pytest.Item]] = {}
    for item in items:
        files.setdefault(item.path, []).append(item)

    def rank(path: Path) -> int:
        tests = files[path]
        browser = any(item.get_closest_marker("browser") for item in tests)
        slow = any(item.get_closest_marker("slow") for item in tests)
        if slow and not browser:
            return 0  # (while the site for the browser tests is being built)
        if browser:
            return 1 if slow else 2
        return 3

    items[:] = [item for path in sorted(files, key=rank) for item in files[path]]
