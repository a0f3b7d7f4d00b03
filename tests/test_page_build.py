"""The page as built: what stands between a first visit and the first paint (#14: on a slow
network every render-blocking request costs a round trip)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import build

ROOT = Path(__file__).resolve().parents[1]


def test_the_built_page_links_one_stylesheet_holding_every_one_in_order(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "static", tmp_path / "static")
    source = (ROOT / "index.html").read_text()
    linked = re.findall(r'<link rel="stylesheet" href="\./(static/[\w-]+\.css)">', source)
    assert len(linked) >= 2
    page = build.bundle_styles(source, tmp_path)
    assert re.findall(r'rel="stylesheet" href="\./([^"]+)"', page) == [build.BUNDLED_STYLES]
    bundle = (tmp_path / build.BUNDLED_STYLES).read_text()
    starts = [bundle.index((ROOT / name).read_text()) for name in linked]
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
