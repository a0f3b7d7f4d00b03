"""What a player sees (I14: everything), as JSON-able data for the UI and computer players.

Keys of ``view(state, player)`` (hexes are ``[q, r]``, seats 0..n-1, a geyser is named by the
hex it stands in and the edge it faces (0 N .. 5 NW), cracks are ``[q, r, d]`` canonical edges
with d in 0..2, per-seat counts are lists indexed by seat):

- ``game`` ("isola"), ``viewer`` (the player asked for, None for a spectator), ``options``.
- ``players``: per seat ``name``, ``colour``, ``score`` (points so far; the final total once
  over), ``prayers`` (tokens held), ``reserve`` ({villages, colonists, moai} not in play),
  ``boat`` (colonists on the boat), ``bay`` (the bay's name, or None: the shared landing bay),
  ``island`` ({villages, colonists, moai} on the island).
- ``boats``: per seat {seat, bay (name, or None for the shared landing bay), sea (the bay's
  sea hex, where the boat is drawn), colonists (on the boat)}. ``scores``: points by seat.
- ``seat`` (whose turn; None when over), ``to_move`` (whose answer is pending; None when
  over), ``phase`` (turn, pray, rescue, over), ``turn``, ``round``, ``first`` and
  ``last_seat`` (the round runs first..last_seat), ``over``, ``ending`` (volcanoes, geysers,
  rounds), ``end_triggered`` (I11.1: the game ends after last_seat's turn).
- ``ap`` (action points left this turn; ``ap_per_turn`` = 4), ``prayer_taken`` (this turn),
  ``prayer_cost`` (AP the active player would pay now), ``created`` ({area id: colonists
  created there this turn}).
- ``island``: the island's description, read-only and the same all game (board.json's shape:
  ``areas`` with ``id``, ``hexes``, ``volcano``; ``geysers``; ``landing_bay``;
  ``advanced_bays``; ``name``).
- ``hexes``: every hex still on the island: ``hex``, ``area``, ``ground`` (lava, village,
  bare, volcano), ``village`` (owner seat or None), ``colonists`` and ``lying`` (counts by
  seat), ``coastal``.
- ``sunk``: hexes that have sunk. ``volcanoes``: [{number, hex}] still in play; their numbers
  are also ``volcano_tokens`` (the tokens in the draw).
- ``geysers``: every geyser still on the island: ``hex``, ``edge``, ``area``, ``moai`` (the
  seat whose erected Moai stands on it, or None), ``free``, ``cracked`` (its edge carries a
  crack), ``sea`` (its edge faces the sea now).
- ``moai``: the erected Moai: [{hex, edge, seat}].
- ``cracks``: the cracks on the island. ``supply``: {lava, cracks, prayers} left to take;
  ``lava_on_island``; ``prayers_spent`` (tokens that left the game).
- ``question``: the pending decision of a player who is asked (None during the active
  player's own actions): {kind: "pray", seat, piece: village|moai, hex, volcano, dir} or
  {kind: "rescue", seat, all (the active player rescues all their colonists at once), count
  (colonists moved if accepted), on_part (their colonists on the sinking part), hexes (the
  sinking part), targets (hexes it may go to)}.
- ``final``: after the game, per seat {villages, moai, grouped, colonists, prayers, points}
  (I12); ``ranking`` (1 best) once over.
- ``flow``, ``sinking``, ``queue``, ``armed``: the engine's steps in progress (what the
  lava is doing, the part going down, the automatic steps still to run, whether a double
  eruption may fire), so a computer player can rebuild the state.
- ``moai_previews``: for each Moai the player to move may erect now, what it would do
  before the die (``rules.MoaiPreview``: points, crack, the part that would sink, the
  eruption chance); empty outside a turn's actions.
- ``reveals``, ``events`` (the last transition's log).
"""

from __future__ import annotations

from typing import Any

from ..core.protocol import visible_to
from .rules import (
    AP_PER_TURN,
    COLOURS,
    ISOLA,
    coastal,
    final_tally,
    lava_on_island,
    moai_counts,
    moai_preview,
    phase,
    prayer_cost,
    ranking_of,
    volcanoes_in_play,
)
from .state import BARE, COLONIST, LAVA, MOAI, VILLAGE, State

GROUND = {LAVA: "lava", BARE: "bare"}


def view(s: State, player: int | None) -> dict[str, Any]:
    """The whole game as ``player`` sees it (nothing is hidden, I14)."""
    b = s.board
    n = s.n
    xy = [list(h) for h in b.hexes]
    players = []
    for seat in range(n):
        t = final_tally(s, seat)
        players.append(
            {
                "name": s.names[seat],
                "colour": COLOURS[seat],
                "score": s.scores[seat],
                "prayers": s.prayers[seat],
                "reserve": {
                    "villages": s.reserve[seat][VILLAGE],
                    "colonists": s.reserve[seat][COLONIST],
                    "moai": s.reserve[seat][MOAI],
                },
                "boat": s.boat[seat],
                "bay": None if s.bay[seat] < 0 else b.bays[s.bay[seat]].name,
                "island": {
                    "villages": t[0],
                    "colonists": t[3],
                    "moai": sum(moai_counts(s, seat)),
                },
            }
        )
    hexes = []
    for i in range(b.size):
        if not s.land[i]:
            continue
        g = s.ground[i]
        hexes.append(
            {
                "hex": xy[i],
                "area": b.area_of[i],
                "ground": "volcano" if b.volcano_at[i] else GROUND.get(g, "village"),
                "village": g if g >= 0 else None,
                "colonists": s.colonists[i * n : i * n + n],
                "lying": s.lying[i * n : i * n + n],
                "coastal": coastal(s, i),
            }
        )
    geysers = []
    for g, (i, d) in enumerate(b.geysers):
        if not s.land[i]:
            continue
        j = b.nbr[i][d]
        owner = s.erected[g]
        geysers.append(
            {
                "hex": xy[i],
                "edge": d,
                "area": b.area_of[i],
                "moai": owner if owner >= 0 else None,
                "free": owner < 0,
                "cracked": s.cracks[b.edge_of[i][d]] if j >= 0 else False,
                "sea": j < 0 or not s.land[j],
            }
        )
    question = None
    if s.ask is not None:
        a = s.ask
        if a["kind"] == "pray":
            question = {
                "kind": "pray",
                "seat": a["seat"],
                "piece": a["piece"],
                "hex": xy[a["hex"]],
                "volcano": a["volcano"],
                "dir": a["dir"],
            }
        else:
            part, targets = s.sinking if s.sinking else ((), ())
            question = {
                "kind": "rescue",
                "seat": a["seat"],
                "all": a["all"],
                "count": a["count"],
                "on_part": a["on_part"],
                "hexes": [xy[i] for i in part],
                "targets": [xy[i] for i in targets],
            }
    final = None
    if s.bonus is not None:
        keys = ("villages", "moai", "grouped", "colonists", "prayers", "points")
        final = [dict(zip(keys, t, strict=True)) for t in s.bonus]
    vols = volcanoes_in_play(s)
    flow = None
    if s.flow is not None:
        v, d, i, saved_village, saved = s.flow
        flow = {
            "volcano": v,
            "dir": d,
            "hex": xy[i],
            "village_saved": saved_village,
            "saved": list(saved),
        }
    sinking = None
    if s.sinking is not None:
        sinking = {
            "hexes": [xy[i] for i in s.sinking[0]],
            "targets": [xy[i] for i in s.sinking[1]],
        }
    return {
        "game": "isola",
        "viewer": player,
        "options": list(s.options),
        "players": players,
        "boats": [
            {
                "seat": seat,
                "bay": None if s.bay[seat] < 0 else b.bays[s.bay[seat]].name,
                "sea": list(b.landing.sea if s.bay[seat] < 0 else b.bays[s.bay[seat]].sea),
                "colonists": s.boat[seat],
            }
            for seat in range(n)
        ],
        "scores": list(s.scores),
        "seat": None if s.over else s.seat,
        "to_move": None if s.over else (s.ask["seat"] if s.ask else s.seat),
        "phase": phase(s),
        "turn": s.turn,
        "round": s.round,
        "first": s.first,
        "last_seat": (s.first - 1) % n,
        "over": s.over,
        "ending": s.ending,
        "end_triggered": s.end_triggered,
        "ap": s.ap,
        "ap_per_turn": AP_PER_TURN,
        "prayer_taken": s.prayer_taken,
        "prayer_cost": prayer_cost(s.prayers[s.seat]),
        "created": {str(a): c for a, c in enumerate(s.created) if c},
        "island": b.data,
        "hexes": hexes,
        "sunk": [xy[i] for i in range(b.size) if not s.land[i]],
        "volcanoes": [{"number": v, "hex": xy[b.volcano_hex[v]]} for v in vols],
        "volcano_tokens": vols,
        "geysers": geysers,
        "moai": [
            {"hex": xy[i], "edge": d, "seat": s.erected[g]}
            for g, (i, d) in enumerate(b.geysers)
            if s.erected[g] >= 0 and s.land[i]
        ],
        "cracks": [list(b.edges[e]) for e in range(len(b.edges)) if s.cracks[e]],
        "supply": {"lava": s.lava, "cracks": s.crack_supply, "prayers": s.prayer_supply},
        "lava_on_island": lava_on_island(s),
        "prayers_spent": s.prayers_spent,
        "question": question,
        "final": final,
        "ranking": ranking_of(s) if s.over else None,
        "flow": flow,
        "sinking": sinking,
        "queue": [list(step) for step in s.queue],
        "armed": s.armed,
        "moai_previews": [
            moai_preview(s, a)
            for a in (ISOLA.legal_actions(s) if s.ask is None and not s.over else [])
            if a.kind == "erect"
        ],
        "reveals": s.reveals,
        "events": [e for e in s.events if visible_to(e, player)],
    }
