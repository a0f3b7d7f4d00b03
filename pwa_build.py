"""Offline and installable: the web app manifest, its icons and the service worker, written into
a built site by build.py (``add_pwa(dist)``, after every other file is in place).

- Icons: PNGs drawn here with the standard library (zlib + struct): a volcano on a dark disc.
- ``sw.js`` at the site root (its scope is the whole site, whatever the sub-path), from the
  template ``static/sw.template.js``: the list of every file of the site and a cache name made
  of their content hash, so a new deployment is a new cache and the old one is removed.
"""

from __future__ import annotations

import hashlib
import json
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SW_TEMPLATE = ROOT / "static" / "sw.template.js"
ICON_SIZES = (192, 512)
APP_NAME = "Volcano games"
DESCRIPTION = "Volcano board games in your browser: on one device, against the computer, by link."


def png(width: int, height: int, pixels: bytes) -> bytes:
    """An RGBA PNG file from raw rows of pixels."""
    rows = b"".join(b"\x00" + pixels[y * width * 4 : (y + 1) * width * 4] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def icon(size: int) -> bytes:
    """A volcano with a lava glow on a dark square (safe inside the maskable circle)."""
    out = bytearray()
    s = float(size)
    for y in range(size):
        for x in range(size):
            u, v = x / s, y / s
            r, g, b = 26, 15, 12  # background
            # sky glow
            d = ((u - 0.5) ** 2 + (v - 0.36) ** 2) ** 0.5
            if d < 0.3:
                k = 1 - d / 0.3
                r, g, b = int(r + 180 * k * k), int(g + 60 * k * k), int(b + 10 * k * k)
            # mountain: a trapezoid from the crater (v=0.42) to the base (v=0.8)
            if 0.42 <= v <= 0.8:
                half = 0.08 + (v - 0.42) * 0.95
                if abs(u - 0.5) <= half:
                    r, g, b = 84, 52, 40
                    # lava flow down the middle
                    if abs(u - 0.5 - 0.05 * (v - 0.42) * 4) < 0.035 + (v - 0.42) * 0.12:
                        r, g, b = 240, 90, 30
            # crater
            if ((u - 0.5) ** 2 / 0.012 + (v - 0.42) ** 2 / 0.002) < 1:
                r, g, b = 255, 196, 74
            out += bytes((r, g, b, 255))
    return png(size, size, bytes(out))


def manifest(words: dict[str, str] | None = None) -> dict[str, object]:
    """The web app manifest, in the language of ``words`` (the page's words; English if
    None)."""
    words = words or {}
    name = words.get("page.title", APP_NAME)
    return {
        "name": name,
        "short_name": name,
        "description": words.get("page.description", DESCRIPTION),
        "lang": words.get("lang", "en"),
        "start_url": ".",
        "scope": ".",
        "display": "standalone",
        "background_color": "#1a0f0c",
        "theme_color": "#1a0f0c",
        "icons": [
            {
                "src": f"icons/icon-{n}.png",
                "sizes": f"{n}x{n}",
                "type": "image/png",
                "purpose": "any maskable",
            }
            for n in ICON_SIZES
        ],
    }


def add_pwa(dist: Path) -> str:
    """Write icons, manifest and sw.js into ``dist``; returns the cache name."""
    (dist / "icons").mkdir(exist_ok=True)
    for n in ICON_SIZES:
        (dist / "icons" / f"icon-{n}.png").write_bytes(icon(n))
    from game.ui.startscreen import words_data

    for code, words in words_data().items():
        name = "manifest.webmanifest" if code == "en" else f"manifest.{code}.webmanifest"
        data = manifest({**words, "lang": code})
        (dist / name).write_text(json.dumps(data, indent=1, ensure_ascii=False))
    (dist / "static" / SW_TEMPLATE.name).unlink(missing_ok=True)
    host_only = {"sw.js", "_headers"}  # the worker itself; the static host's header rules
    files = sorted(
        p
        for p in dist.rglob("*")
        if p.is_file() and p.name not in host_only and p.suffix not in (".br", ".gz")
    )
    digest = hashlib.sha256()
    urls = ["./"]
    for path in files:
        rel = path.relative_to(dist).as_posix()
        digest.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
        urls.append("./" + rel)
    version = digest.hexdigest()[:16]
    text = SW_TEMPLATE.read_text()
    text = text.replace("{{version}}", version).replace("{{files}}", json.dumps(urls))
    (dist / "sw.js").write_text(text)
    return version
