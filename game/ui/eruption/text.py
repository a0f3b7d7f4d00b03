"""Eruption's log lines in the player's language: the engine's events through the catalogue
(``log.<kind>`` keys; English comes from the engine's templates, game/eruption/text.py)."""

from __future__ import annotations

from typing import Any

from game.eruption.text import TEMPLATES, params

from ..i18n import add_templates, t


def log_text(event: dict[str, Any], names: list[str]) -> str:
    """One log line for ``event``, with the players' ``names``."""
    add_templates("log", TEMPLATES)
    try:
        return t(f"log.{event['k']}", **params(event, names))
    except (KeyError, IndexError, ValueError):
        return str(event.get("k", ""))
