"""End-of-game statistics, as Board Game Arena keeps them, from a game's states and log:
per player the tiles placed, walls built and lost by material, lava flows into the village at
the end, cards played and traded, heat taken and cooled, and the temperature after each turn.
Pure Python: the end screen shows these, and a test recomputes them from the record.
"""

from __future__ import annotations

from typing import Any

from game.eruption.board import INDEX, MATERIALS, VILLAGE_EDGE_AT

from .places import parse_edge


def _village_of_edge(text: str) -> int | None:
    edge = parse_edge(text)
    if edge is None:
        return None
    q, r, d = edge
    i = INDEX.get((q, r))
    if i is not None and (i, d) in VILLAGE_EDGE_AT:
        return VILLAGE_EDGE_AT[i, d][0]
    return None


def game_stats(views: list[dict[str, Any]], events: list[list[dict[str, Any]]]) -> dict[str, Any]:
    """Statistics of a game from its spectator views (one per step, the first before any
    action) and each step's log events. ``temps`` holds, for each seat, its temperature at the
    start and after every turn."""
    first = views[0]
    n = len(first["players"])
    village = [p["village"] for p in first["players"]]
    seat_of_village = {v: seat for seat, v in enumerate(village)}
    per: list[dict[str, Any]] = [
        {
            "tiles": 0,
            "eruption_tiles": 0,
            "built": dict.fromkeys(MATERIALS, 0),
            "lost": dict.fromkeys(MATERIALS, 0),
            "cards_played": 0,
            "cards_traded": 0,
            "heat": 0,
            "cooled": 0,
            "flows": 0,
        }
        for _ in range(n)
    ]
    temps: list[list[int]] = [[p["temp"]] for p in first["players"]]
    last = [p["temp"] for p in first["players"]]
    turn = first["turn"]
    for view, step in zip(views, events, strict=True):
        for e in step:
            k, seat = e.get("k"), e.get("seat", -1)
            if k == "placed":
                per[seat]["eruption_tiles" if e["tile"] >= 40 else "tiles"] += 1
            elif k == "build":
                per[seat]["built"][e["material"]] += 1
            elif k == "wall_off":
                owner = seat_of_village.get(_village_of_edge(e["edge"]))
                if owner is not None:
                    per[owner]["lost"][e["material"]] += 1
            elif k == "play":
                per[seat]["cards_played"] += 1
            elif k == "trade":
                per[seat]["cards_traded"] += 1
            elif k == "trade2":
                per[seat]["cards_traded"] += 2
            elif k == "temp":  # what the village really took (E6.2 clamps at 0 and 290)
                change = e["temp"] - last[seat]
                last[seat] = e["temp"]
                per[seat]["heat" if change > 0 else "cooled"] += abs(change)
        if view["turn"] != turn or view is views[-1]:
            turn = view["turn"]
            for seat, p in enumerate(view["players"]):
                temps[seat].append(p["temp"])
    for seat, p in enumerate(views[-1]["players"]):
        per[seat]["flows"] = p["flows"]
    return {"players": per, "temps": temps}


def signed(degrees: int) -> str:
    """A temperature change as the stats table shows it: +30°, −30°, 0°."""
    return f"{degrees:+}°".replace("-", "−") if degrees else "0°"
