"""What a static host is told (deploy/_headers) matches what the page enforces itself, and
`build.py serve` serves the site as such a host does."""

from __future__ import annotations

import re
import threading
import urllib.request
from pathlib import Path

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
