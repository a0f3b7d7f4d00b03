"""What a static host is told (deploy/_headers) matches what the page enforces itself."""

from __future__ import annotations

import re
from pathlib import Path

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
