"""Determinisation: the full state behind a view (I14: nothing is hidden but the future).

The only thing a player cannot know is the generator's state (the dice and token draws to
come), so ``sample_state`` rebuilds the position from the view and draws a fresh generator.
The last view read is remembered (by identity): a computer player sampling the same view many
times pays for the rebuild once.
"""

from __future__ import annotations

from typing import Any

from ..core.rng import seed_state
from .board import STANDARD, Board
from .rules import COLOURS
from .state import BARE, LAVA, State

_boards: list[tuple[dict[str, Any], Board]] = []  # the last few random islands read
_last: list[Any] = [None, None]  # the view last rebuilt and its state


def _board(data: dict[str, Any]) -> Board:
    if data is STANDARD.data or (
        data.get("name") == STANDARD.data["name"] and data == STANDARD.data
    ):
        return STANDARD
    for d, b in _boards:
        if d is data:
            return b
    for d, b in _boards:
        if d == data:
            return b
    board = Board(data)
    _boards.append((data, board))
    del _boards[:-4]
    return board


def sample_state(view: dict[str, Any], seed: int) -> State:
    """A state that ``view`` could have come from, with a generator drawn from ``seed``."""
    if _last[0] is view:
        s: State = _last[1].clone()
    else:
        s = _rebuild(view)
        _last[0], _last[1] = view, s.clone()
    s.rng = seed_state(seed)
    return s


def _rebuild(view: dict[str, Any]) -> State:
    b = _board(view["island"])
    players = view["players"]
    n = len(players)
    idx = b.index
    s = State([p["name"] for p in players], list(view["options"]), b, 0)
    s.first, s.turn, s.round = view["first"], view["turn"], view["round"]
    s.seat = view["seat"] if view["seat"] is not None else view["first"]
    s.ap, s.prayer_taken = view["ap"], view["prayer_taken"]
    s.created = [0] * (max(b.area_ids) + 1)
    for a, c in view["created"].items():
        s.created[int(a)] = c
    s.land = [False] * b.size
    s.ground = [BARE] * b.size
    s.colonists = [0] * (b.size * n)
    s.lying = [0] * (b.size * n)
    for h in view["hexes"]:
        i = idx[(h["hex"][0], h["hex"][1])]
        s.land[i] = True
        g = h["ground"]
        s.ground[i] = LAVA if g == "lava" else h["village"] if g == "village" else BARE
        s.colonists[i * n : i * n + n] = h["colonists"]
        s.lying[i * n : i * n + n] = h["lying"]
    s.erected = [-1] * len(b.geysers)
    for m in view["moai"]:
        s.erected[b.geyser_id[(idx[(m["hex"][0], m["hex"][1])], m["edge"])]] = m["seat"]
    s.cracks = [False] * len(b.edges)
    for q, r, d in view["cracks"]:
        s.cracks[b.edge_id[(q, r, d)]] = True
    bay_names = [bay.name for bay in b.bays]
    s.boat = [p["boat"] for p in players]
    s.bay = [-1 if p["bay"] is None else bay_names.index(p["bay"]) for p in players]
    s.reserve = [
        [p["reserve"]["villages"], p["reserve"]["colonists"], p["reserve"]["moai"]] for p in players
    ]
    s.prayers = [p["prayers"] for p in players]
    supply = view["supply"]
    s.lava, s.crack_supply, s.prayer_supply = supply["lava"], supply["cracks"], supply["prayers"]
    s.prayers_spent = view["prayers_spent"]
    s.scores = [p["score"] for p in players]
    final = view["final"]
    if final is not None:
        keys = ("villages", "moai", "grouped", "colonists", "prayers", "points")
        s.bonus = [[f[k] for k in keys] for f in final]
    s.armed, s.end_triggered = view["armed"], view["end_triggered"]
    s.ending, s.over = view["ending"], view["over"]
    s.queue = [tuple(step) for step in view["queue"]]
    q = view["question"]
    if q is not None:
        if q["kind"] == "pray":
            s.ask = {
                "kind": "pray",
                "seat": q["seat"],
                "piece": q["piece"],
                "hex": idx[(q["hex"][0], q["hex"][1])],
                "volcano": q["volcano"],
                "dir": q["dir"],
            }
        else:
            s.ask = {
                "kind": "rescue",
                "seat": q["seat"],
                "all": q["all"],
                "count": q["count"],
                "on_part": q["on_part"],
            }
    f = view["flow"]
    if f is not None:
        s.flow = (
            f["volcano"],
            f["dir"],
            idx[(f["hex"][0], f["hex"][1])],
            f["village_saved"],
            tuple(f["saved"]),
        )
    sk = view["sinking"]
    if sk is not None:
        s.sinking = (
            tuple(idx[(h[0], h[1])] for h in sk["hexes"]),
            tuple(idx[(h[0], h[1])] for h in sk["targets"]),
        )
    s.reveals = view["reveals"]
    assert len(COLOURS) >= n
    return s
