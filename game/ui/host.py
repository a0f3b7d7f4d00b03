"""The page that embeds this one: messages both ways (static/host.js carries them).

Outgoing messages are plain data; incoming ones arrive as JSON text, are read with the nesting
bound of ``game.core.jsontext`` and handed to the screen as plain data. Nothing in them is
executed or inserted as HTML.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js

from game.core import jsontext

from .guard import proxy


def post(message: dict[str, Any]) -> None:
    """Send ``message`` to the embedding page (nothing when not in a frame)."""
    js.volcanoHost.post(json.dumps(message, ensure_ascii=True))


def listen(handle: Callable[[dict[str, Any]], None], refused: Callable[[str], None]) -> None:
    """Call ``handle(message)`` for every message from the embedding page that is a JSON
    object with a string ``type``, and ``refused(type)`` for one with a type that is too large
    or nested too deeply to be read; anything else is ignored."""

    def received(text: Any, kind: Any = None) -> None:
        readable = isinstance(text, str)  # (too large: JS null, which arrives as jsnull)
        try:
            data = jsontext.loads(text) if readable else None
        except jsontext.TooDeep:
            readable = False
        except ValueError:
            return
        if not readable:
            if isinstance(kind, str):
                refused(kind)
        elif isinstance(data, dict) and isinstance(data.get("type"), str):
            handle(data)

    js.volcanoHost.listen(proxy(received))
