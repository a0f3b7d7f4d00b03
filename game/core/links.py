"""Game links and record files: the whole game (or only its settings) in a URL fragment.

A game link's fragment is ``game=<payload>``, a settings link's ``new=<payload>``; the payload
is the record's (or settings') JSON, compressed with zlib and written in base64url without
padding, so it survives being pasted in chats and mails. Everything is in the link, hands and
the seed included: links are for players who trust each other, not for hiding information.

Decoding is pure and raises only ``RecordError`` (with a message fit for players) on anything
malformed, truncated, tampered with, oversized or of an unknown version. It checks the shape;
``load_record`` also replays the actions, which proves each of them legal.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from . import jsontext
from .errors import GameError, RecordError
from .record import MAX_ACTIONS, Record, replay
from .registry import get_game

GAME_KEY = "game"
SETTINGS_KEY = "new"
SETTINGS_FORMAT = "volcano-settings"
SETTINGS_VERSION = 1
MAX_DECODED_BYTES = 1_000_000  # JSON text of a record or settings, after decompression
MAX_LINK_CHARS = 1_400_000  # base64 of the compressed payload (zlib never grows text by >0.1 %)
MAX_FILE_BYTES = MAX_DECODED_BYTES

_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


class LinkError(RecordError):
    """A link or record file that cannot be read (a ``RecordError``)."""


# ---- encoding ----------------------------------------------------------------------------------


def pack(text: str) -> str:
    """Compress ``text`` and write it in base64url without padding."""
    raw = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def game_fragment(record: Record) -> str:
    """The fragment (without ``#``) of a link to the whole game."""
    return f"{GAME_KEY}={pack(record.to_json())}"


def settings_data(game: str, config: dict[str, Any]) -> dict[str, Any]:
    return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, "game": game, "config": config}


def settings_fragment(game: str, config: dict[str, Any]) -> str:
    """The fragment of a link that starts a new game with these settings."""
    text = json.dumps(settings_data(game, config), separators=(",", ":"), ensure_ascii=False)
    return f"{SETTINGS_KEY}={pack(text)}"


# ---- decoding ----------------------------------------------------------------------------------


def unpack(payload: str) -> str:
    """The text packed in ``payload`` (LinkError if it is not a complete, intact payload)."""
    if not isinstance(payload, str):
        raise LinkError("the link is not text")
    if len(payload) > MAX_LINK_CHARS:
        raise LinkError("the link is too long (more than 1 MB of game)")
    if not payload:
        raise LinkError("the link is empty")
    if not _BASE64URL.fullmatch(payload) or len(payload) % 4 == 1:
        raise LinkError("the link is damaged (unexpected characters or length)")
    try:
        raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError) as exc:
        raise LinkError("the link is damaged (not base64url)") from exc
    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(raw, MAX_DECODED_BYTES + 1)
    except zlib.error as exc:
        raise LinkError("the link is damaged or incomplete") from exc
    if len(data) > MAX_DECODED_BYTES or inflater.unconsumed_tail:
        raise LinkError("the game in the link is too large (more than 1 MB)")
    if not inflater.eof:
        raise LinkError("the link is incomplete (was it cut off when copied?)")
    if inflater.unused_data:
        raise LinkError("the link is damaged (extra data at the end)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LinkError("the link is damaged (not text)") from exc


def _json(text: str) -> Any:
    try:
        return jsontext.loads(text)
    except jsontext.TooDeep as exc:
        raise LinkError("the link is damaged (nested too deeply)") from exc
    except ValueError as exc:
        raise LinkError("the link is damaged (not valid JSON)") from exc


def record_from_text(text: str) -> Record:
    """A record from JSON text (a file's content), with the size limit."""
    if not isinstance(text, str):
        raise LinkError("the file is not text")
    if len(text) > MAX_FILE_BYTES:
        raise LinkError("the file is too large (more than 1 MB)")
    if not text.strip():
        raise LinkError("the file is empty")
    try:
        data = jsontext.loads(text)
    except jsontext.TooDeep as exc:
        raise LinkError("the file is not a game record (nested too deeply)") from exc
    except ValueError as exc:
        raise LinkError("the file is not a game record (not valid JSON)") from exc
    return _record(data)


def _record(data: Any) -> Record:
    record = Record.from_data(data)
    get_game(record.game)  # a game of this site
    if len(record.actions) > MAX_ACTIONS:  # (Record checks it too)
        raise LinkError("the record has too many actions")
    if any(len(a) > 200 for a in record.actions):
        raise LinkError("the record has an action that is far too long")
    return record


def settings_from_data(data: Any) -> tuple[str, dict[str, Any]]:
    """(game name, config) of decoded settings data (LinkError if wrong)."""
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        raise LinkError("this is not a settings link")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise LinkError("the settings link has no format version")
    if version != SETTINGS_VERSION:
        raise LinkError(
            f"unknown settings link version {version} (this site reads {SETTINGS_VERSION})"
        )
    game, config = data.get("game"), data.get("config")
    get_game(game)
    if not isinstance(config, dict):
        raise LinkError("the settings link has no settings")
    return str(game), config


def decode_fragment(fragment: str) -> tuple[str, Any]:
    """What a URL fragment (with or without ``#``) carries:

    ``("game", Record)``, ``("new", (game name, config))`` or ``("none", None)`` when the
    fragment is empty or a plain page anchor. LinkError for any ``key=value`` fragment that
    is not an intact link of ours (the site makes no other).
    """
    if not isinstance(fragment, str):
        raise LinkError("the link is not text")
    fragment = fragment.removeprefix("#")
    key, sep, payload = fragment.partition("=")
    if not sep:
        return "none", None  # a page anchor, or nothing
    if key not in (GAME_KEY, SETTINGS_KEY):  # the site makes no other key=value fragment
        raise LinkError("the link is damaged (it holds no game and no settings)")
    data = _json(unpack(payload))
    if key == GAME_KEY:
        return GAME_KEY, _record(data)
    return SETTINGS_KEY, settings_from_data(data)


def load_record(record: Record, on_step: Callable[[int, Any], None] | None = None) -> Any:
    """Replay ``record`` with its game; the final state (RecordError if any step fails)."""
    game = get_game(record.game)
    try:
        return replay(game, record, on_step)
    except RecordError:
        raise
    except GameError as exc:
        raise LinkError(f"the game cannot be rebuilt: {exc}") from exc
