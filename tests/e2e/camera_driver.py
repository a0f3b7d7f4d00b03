"""A camera the tests control: Chromium's fake camera films a Y4M file (its
``--use-file-for-fake-video-capture``) that ``show_to_camera`` rewrites in place with the QR
code a page shows, so every open camera sees it at its next frame (tests/e2e/conftest.py's
``camera`` fixture launches such a Chromium)."""

from __future__ import annotations

import base64
from pathlib import Path

from playwright.sync_api import Page

WIDTH, HEIGHT = 640, 480  # the fake camera's picture
# The Y (luma) plane of what the camera sees: the image `selector` shows, on white, in the
# middle of a WIDTH x HEIGHT picture; base64.
LUMA = """async ([selector, width, height]) => {
    const image = new Image();
    image.src = document.querySelector(selector).src;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    const side = Math.round(height * 0.8);
    context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
    const rgba = context.getImageData(0, 0, width, height).data;
    let luma = "";
    for (let i = 0; i < rgba.length; i += 4) {
        luma += String.fromCharCode(
            Math.round(0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]));
    }
    return btoa(luma);
}"""


def film(path: Path, luma: bytes | None, frames: int = 3) -> None:
    """A 4:2:0 Y4M file of ``frames`` grey-scale frames (grey if ``luma`` is None), written
    whole before the camera reads it."""
    y = luma if luma is not None else bytes([128]) * (WIDTH * HEIGHT)
    assert len(y) == WIDTH * HEIGHT
    chroma = bytes([128]) * (WIDTH * HEIGHT // 4)
    header = f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode()
    partial = path.with_suffix(".part")
    partial.write_bytes(header + (b"FRAME\n" + y + chroma + chroma) * frames)
    partial.replace(path)


def show_to_camera(path: Path, page: Page, selector: str) -> None:
    """Every camera films the QR code ``selector`` shows on ``page`` from now on: the file is
    rewritten in place, the same size, and an open camera reads it frame by frame (one that
    opens later too, even if Chromium still holds the device from an earlier stream)."""
    staged = path.with_suffix(".next")
    film(staged, base64.b64decode(page.evaluate(LUMA, [selector, WIDTH, HEIGHT])))
    with path.open("r+b") as live:
        live.write(staged.read_bytes())
