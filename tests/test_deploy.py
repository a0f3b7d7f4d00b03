"""What a static host is told (deploy/_headers) matches what the page enforces itself, and
`build.py serve` serves the site as such a host does."""

from __future__ import annotations

import hashlib
import re
import threading
import urllib.request
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parent.parent


def test_header_policy_is_the_page_policy_plus_frame_ancestors():
    page = re.search(
        r'http-equiv="Content-Security-Policy" content="([^"]+)"', (ROOT / "index.html").read_text()
    )
    assert page
    headers = (ROOT / "deploy" / "_headers").read_text()
    sent = re.search(r"Content-Security-Policy: (.+)", headers)
    assert sent
    assert sent.group(1) == page.group(1) + "; frame-ancestors *"
    assert "X-Content-Type-Options: nosniff" in headers


def test_the_server_sends_a_folders_page_compressed_as_hosts_do(tmp_path: Path) -> None:
    """#14: `build.py serve` compresses as real hosts do, the page at "/" (or a sub-path's
    "/games/") included: it went uncompressed, 29 KB instead of 6 KB before the first paint."""
    for folder in (tmp_path, tmp_path / "games"):
        folder.mkdir(exist_ok=True)
        (folder / "index.html").write_text("<!doctype html><p>page</p>")
        (folder / "index.html.br").write_bytes(b"brotli bytes")
    server = build.make_server(tmp_path, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        for path in ("/", "/games/", "/index.html"):
            url = f"http://127.0.0.1:{server.server_port}{path}"
            request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip, br"})
            with urllib.request.urlopen(request) as response:
                assert response.headers["Content-Encoding"] == "br", path
                assert response.headers["Content-Type"].startswith("text/html"), path
                assert response.read() == b"brotli bytes", path
    finally:
        server.shutdown()
        server.server_close()


HEADERS = (ROOT / "deploy" / "_headers").read_text()


def test_served_as_the_sites_headers_say(tmp_path: Path) -> None:
    """#40: `build.py serve` sends what deploy/_headers tells static hosts: /vendor/ (named by
    content) kept for good, everything else revalidated, the policy on every file."""
    (tmp_path / "_headers").write_text(HEADERS)
    (tmp_path / "vendor").mkdir()
    for name in ("index.html", "sw.js", "vendor/game.0123456789ab.zip"):
        (tmp_path / name).write_text(name)
    server = build.make_server(tmp_path, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        sent = {}
        for path in ("/", "/sw.js", "/vendor/game.0123456789ab.zip"):
            with urllib.request.urlopen(f"http://127.0.0.1:{server.server_port}{path}") as answer:
                sent[path] = answer.headers
    finally:
        server.shutdown()
        server.server_close()
    assert "immutable" in sent["/vendor/game.0123456789ab.zip"]["Cache-Control"]
    for path in ("/", "/sw.js"):
        assert sent[path]["Cache-Control"] == "public, max-age=0, must-revalidate", path
    for headers in sent.values():
        assert "frame-ancestors" in headers["Content-Security-Policy"]
        assert headers["X-Content-Type-Options"] == "nosniff"


def small_site(folder: Path, files: dict[str, str]) -> None:
    folder.mkdir(parents=True)
    (folder / "_headers").write_text(HEADERS)
    for name, text in {"index.html": "<!doctype html>", **files}.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)


def test_the_build_refuses_new_content_under_a_url_kept_for_good(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """#40: a release that changed what an immutable URL holds broke every returning player
    (their browsers kept the old standard library beside the new game). The build refuses it:
    the site in the output folder is kept as it was."""
    dist = tmp_path / "dist"
    stdlib = hashlib.sha256(b"old library").hexdigest()[:12]
    small_site(dist, {f"vendor/python_stdlib.{stdlib}.zip": "old library"})
    before = build.immutable_files(dist)

    def same_name_new_content(out: Path, *_: object) -> None:
        small_site(out, {f"vendor/python_stdlib.{stdlib}.zip": "library with urllib"})

    monkeypatch.setattr(build, "make_site", same_name_new_content)
    with pytest.raises(build.ImmutableChanged, match=f"python_stdlib.{stdlib}.zip"):
        build.build(dist)
    assert build.immutable_files(dist) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist"]  # nothing half-made left

    def unnamed(out: Path, *_: object) -> None:
        small_site(out, {"vendor/python_stdlib.zip": "library with urllib"})

    monkeypatch.setattr(build, "make_site", unnamed)
    with pytest.raises(build.ImmutableChanged, match="not named by content"):
        build.build(dist)

    def renamed(out: Path, *_: object) -> None:
        text = "library with urllib"
        name = hashlib.sha256(text.encode()).hexdigest()[:12]
        small_site(out, {f"vendor/python_stdlib.{name}.zip": text})

    monkeypatch.setattr(build, "make_site", renamed)
    build.build(dist)
    assert list(build.immutable_files(dist)) == [
        f"vendor/python_stdlib.{hashlib.sha256(b'library with urllib').hexdigest()[:12]}.zip"
    ]
