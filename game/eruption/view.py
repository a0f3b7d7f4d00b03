"""What one player may know (E13), as JSON-able data for the UI and computer players."""

from __future__ import annotations

from typing import Any

from ..core.protocol import visible_to
from .board import EDGES, HEXES, MATERIALS, N_HEXES, VILLAGE_NAMES, VILLAGES_IN_PLAY
from .pieces import CARD_NAMES, TILE_TYPE, eruption_number
from .state import State


def _tile(tile: int) -> dict[str, Any]:
    return {"id": tile, "type": TILE_TYPE[tile], "eruption": eruption_number(tile)}


def view(s: State, player: int | None) -> dict[str, Any]:
    """The board, all stockpiles and temperatures, hand sizes, pile sizes; own hand only."""
    from .rules import _partner, card_blockers, danger_zone, tie_score, village_contacts

    n = s.n
    in_play = VILLAGES_IN_PLAY[n]
    forecast = "forecast" in s.options
    players = []
    for seat in range(n):
        v = s.villages[seat]
        players.append(
            {
                "name": s.names[seat],
                "village": v,
                "colour": VILLAGE_NAMES[v],
                "temp": s.temps[v],
                "zone": danger_zone(s.temps[v]),
                "stock": dict(zip(MATERIALS, s.stock[seat], strict=True)),
                "hand_size": sum(s.hands[seat]),
                "claimed": [eruption_number(t) for t in s.claimed[seat]],
                "burned": seat in s.burned,
                "partner": _partner(s, seat),
                "flows": len(village_contacts(s, v)),
                "tie_score": tie_score(s, seat),
            }
        )
    hand = None
    if player is not None and 0 <= player < n:
        hand = {CARD_NAMES[k]: c for k, c in enumerate(s.hands[player]) if c}
    return {
        "game": "eruption",
        "viewer": player,
        "options": list(s.options),
        "players": players,
        "seat": None if s.over else s.seat,
        "turn": s.turn,
        "phase": s.phase,
        "origin": s.origin,
        "neutral": [v for v in range(6) if v not in in_play],
        "board": [
            {"hex": list(HEXES[i]), "flows": s.flows[i], "rot": s.rot_at[i], **_tile(s.tile_at[i])}
            for i in range(N_HEXES)
            if s.tile_at[i] >= 0
        ],
        "walls": [
            {"edge": list(EDGES[e]), "material": MATERIALS[m]} for e, m in sorted(s.walls.items())
        ],
        "supply": dict(zip(MATERIALS, s.supply, strict=True)),
        "pile": [len(p) for p in s.piles],
        "forecast_tops": [_tile(p[-1]) if p else None for p in s.piles] if forecast else None,
        "pending": _tile(s.pending) if s.pending >= 0 else None,
        "closed": [list(HEXES[i]) for i in s.closed],
        "deck": len(s.deck),
        "discard": sorted(CARD_NAMES[k] for k in s.discard),
        "removed": sorted(s.removed),
        "buried": len(s.buried),
        "unclaimed": [eruption_number(t) for t in s.unclaimed],
        "hand": hand,
        "blocked_cards": card_blockers(s) if player == s.seat else {},
        "builds": s.builds,
        "relocated": [list(EDGES[e]) for e in s.relocated],
        "final_round": s.final is not None,
        "final": s.final,
        "exhausted": s.exhausted,
        "burned": list(s.burned),
        "stale": s.stale,
        "idle": s.idle,
        "placed_this_turn": s.placed_this_turn,
        "ending": s.ending,
        "over": s.over,
        "reveals": s.reveals,
        "events": [e for e in s.events if visible_to(e, player)],
    }
