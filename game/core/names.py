"""Player names from outside (the start form, a link, a file, an embedding page's message).

Every game's config check passes names through ``clean_name``, so a name is the same text
whichever way it came in: Unicode NFC; no control, format (zero-width, bidi override),
surrogate or private-use characters; at most ``MAX_MARKS`` combining marks on a letter and
none on nothing (no "Zalgo" text); runs of white space made one space; trimmed; at most
``max_length`` characters. A name left empty gets the caller's default.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any

_DROP = {"Cc", "Cf", "Cs", "Co", "Cn"}  # control, format, surrogate, private use, unassigned
_MARKS = {"Mn", "Me"}  # combining marks drawn on the character before them
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")  # (a pair read from JSON is one character)
MAX_MARKS = 3  # enough for any script's letters (Vietnamese, Devanagari); more is damage


def _few_marks(text: str) -> str:
    kept: list[str] = []
    run = MAX_MARKS  # no mark at the start
    for ch in text:
        if unicodedata.category(ch) in _MARKS:
            if run < MAX_MARKS:
                kept.append(ch)
            run += 1
        else:
            kept.append(ch)
            run = MAX_MARKS if ch.isspace() else 0
    return "".join(kept)


def clean_name(raw: object, max_length: int, default: str) -> str:
    """``raw`` as a safe, visible player name (``default`` if nothing visible is left)."""
    if not isinstance(raw, str):
        return default
    text = raw[: max_length * 8]  # bound the work on hostile input before normalising
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in _DROP or ch.isspace())
    text = _few_marks(unicodedata.normalize("NFC", kept))
    text = " ".join(text.split())[:max_length].strip()  # split() also takes \n, \t...
    return text or default


def clean_text(value: Any) -> Any:
    """``value`` (JSON data) with every string, keys included, rid of lone surrogates, which
    UTF-8 cannot encode: such a config could be opened but never written to a link or file."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("", value)
    if isinstance(value, list):
        return [clean_text(item) for item in value]
    if isinstance(value, dict):
        return {clean_text(key): clean_text(item) for key, item in value.items()}
    return value


def english_name(seat: int, player: dict[str, Any]) -> str:
    """A blank name's default without a language: "Player N" (``seat`` from 1)."""
    return f"Player {seat}"


def clean_config(
    config: Any,
    max_length: int,
    default: Callable[[int, dict[str, Any]], str] = english_name,
) -> Any:
    """A copy of a game config whose players' names are cleaned (``clean_name``; a blank one
    becomes ``default(N, player)``, "Player N" unless the caller says) and whose other strings
    are encodable (``clean_text``), so that the config can be written to a link or file;
    anything that is not a config is returned as it is, for the game's own check to refuse."""
    if not isinstance(config, dict) or not isinstance(config.get("players"), list):
        return config
    config = clean_text(config)
    players = [
        {**p, "name": clean_name(p.get("name"), max_length, default(i + 1, p))}
        if isinstance(p, dict)
        else p
        for i, p in enumerate(config["players"])
    ]
    return {**config, "players": players}
