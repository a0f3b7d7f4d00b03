"""Reading QR codes with the device's camera, into a live preview (the host reads a guest's
answer with it: game/ui/channel.py). static/net.js reads the codes (``BarcodeDetector``
where the browser has it, the vendored jsQR where not); this module opens the camera, keeps
reading while the preview is on screen and always lets the camera go at the end.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import js

from .dom import el, js_object
from .i18n import t

ROUND_MS = 1000  # each read gives up after this long, to look whether it is still wanted
SAME_CODE_PAUSE_S = 0.5  # a code already judged is not judged again: a pause instead


def available() -> bool:
    """Whether this browser can open a camera for this page at all."""
    devices = getattr(js.navigator, "mediaDevices", None)
    return bool(devices) and bool(getattr(devices, "getUserMedia", None))


class Scanner:
    """The camera shown in ``video`` (put it on the page) and read for QR codes until
    ``stop()``, until ``read`` is satisfied, or until the preview leaves the screen."""

    def __init__(self, label: str) -> None:
        self.video = el("video", "camera", None, playsinline=True, aria_label=label)
        self.video.muted = True
        self.stopped = False
        self._stream: Any = None

    def stop(self) -> None:
        """Let the camera go now (the reading loop ends at its next look)."""
        self.stopped = True
        if self._stream is not None:
            for track in self._stream.getTracks():
                track.stop()
            self._stream = None
        self.video.srcObject = None
        self.video.remove()

    def _shown(self) -> bool:
        video = self.video
        return bool(video.isConnected) and not video.closest("[hidden]")

    async def run(self, read: Callable[[str], Awaitable[bool]]) -> str:
        """Open the camera and pass each new code it reads to ``read`` until it returns True;
        the problem in the player's words ("" if none). The camera is let go in any case."""
        try:
            stream = await js.navigator.mediaDevices.getUserMedia(
                js_object({"video": {"facingMode": "environment"}, "audio": False})
            )
        except Exception as error:
            name = str(getattr(getattr(error, "js_error", None), "name", ""))
            js.console.warn(f"no camera: {error}")
            if self.stopped:
                return ""
            denied = name in ("NotAllowedError", "SecurityError")
            return t("remote.camera_denied" if denied else "remote.camera_missing")
        self._stream = stream
        if self.stopped:  # stopped while the camera was opening
            self.stop()
            return ""
        try:
            self.video.srcObject = stream
            last = ""
            while not self.stopped and self._shown():
                await self.resume()
                text = await self._read_once()
                if text is None or self.stopped:
                    continue
                if text == last:
                    await asyncio.sleep(SAME_CODE_PAUSE_S)
                    continue
                last = text
                if await read(text):
                    break
            return ""
        finally:
            self.stop()

    async def resume(self) -> None:
        """Play the preview again after it moved in the page (moving a video pauses it)."""
        if self._stream is not None and self.video.paused:
            try:
                await self.video.play()
            except Exception:  # no picture yet: the next round tries again
                pass

    async def _read_once(self) -> str | None:
        """The text of a QR code the camera shows within a round, or None."""
        signal = js.AbortSignal.timeout(ROUND_MS)
        try:
            text = await js.window.volcanoNet.scan(self.video, js_object({"signal": signal}))
        except Exception:  # the round ended with no code (or the camera was let go)
            return None
        return str(text)
