"""Eruption's log lines in the player's language: the engine's events through the catalogue
(``log.<kind>`` keys; English comes from the engine's templates, game/eruption/text.py)."""

from __future__ import annotations

from typing import Any

from game.eruption.text import TEMPLATES, params

from ..i18n import add_templates, t
from .places import edge_place, hex_place, parse_edge, parse_hex


def log_text(event: dict[str, Any], names: list[str]) -> str:
    """One log line for ``event``, with the players' ``names``; places named as a player
    sees them (places.py), not by coordinates."""
    add_templates("log", TEMPLATES)
    try:
        values = params(event, names)
        for key in ("hex",):
            h = parse_hex(str(event.get(key, "")))
            if h is not None:
                values[key] = hex_place(*h)
        for key in ("edge", "src", "dst"):
            e = parse_edge(str(event.get(key, "")))
            if e is not None:
                values[key] = edge_place(*e)
        return t(f"log.{event['k']}", **values)
    except (KeyError, IndexError, ValueError):
        return str(event.get("k", ""))


def log_marks(event: dict[str, Any]) -> dict[str, Any]:
    """What a log line points at on the board, as highlight marks (empty if nothing)."""
    hexes = [h for h in (parse_hex(str(event.get("hex", ""))),) if h is not None]
    edges = [e for e in (parse_edge(str(event.get(k, ""))) for k in ("edge", "src", "dst")) if e]
    if not hexes and not edges:
        return {}
    return {"hexes": [], "edges": [], "pointed_hexes": hexes, "pointed_edges": edges}


def recent_marks(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The places the others' last moves touched (tiles placed, walls built or moved), to be
    shown until the player to move acts."""
    hexes: list[tuple[int, int]] = []
    edges: list[tuple[int, int, int]] = []
    for event in events:
        if event.get("k") in ("placed", "replace", "rotate", "build", "move"):
            marks = log_marks(event)
            hexes += [h for h in marks.get("pointed_hexes", ()) if h not in hexes]
            edges += [e for e in marks.get("pointed_edges", ()) if e not in edges]
    return {"recent_hexes": hexes, "recent_edges": edges} if hexes or edges else {}
