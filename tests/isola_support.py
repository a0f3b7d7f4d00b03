"""Helpers for L'Isola dei Vulcani tests: hand-made positions, rigged dice, invariants, random
games."""

from __future__ import annotations

import functools
import json
from typing import Any

from game.core.hexgrid import edge_key
from game.core.rng import Rng, seed_state
from game.isola import ISOLA, Action, State
from game.isola.board import LAVA_TILES, PRAYER_TOKENS
from game.isola.rules import PIECES, _part, lava_on_island
from game.isola.state import BARE, COLONIST, LAVA, MOAI, VILLAGE

G = ISOLA
NAMES = ("Chiara", "Bruno", "Dario", "Elena")


def config(n: int, *options: str) -> dict[str, Any]:
    """A config for ``n`` players named Chiara, Bruno, Dario, Elena."""
    return {"players": [{"name": NAMES[i]} for i in range(n)], "options": list(options)}


def new(n: int = 2, *options: str, seed: int = 1) -> State:
    """A fresh game."""
    return G.new_game(config(n, *options), seed)


def hx(s: State, q: int, r: int) -> int:
    """Hex index of (q, r) on the state's island."""
    return s.board.index[q, r]


def blank(n: int = 2, *options: str, seed: int = 1, first: int = 0) -> State:
    """A fresh game with every colonist back in its reserve (boats empty), ``first`` to play
    with 4 AP: a canvas for hand-made positions. Lava is as set up (I4.2)."""
    s = new(n, *options, seed=seed)
    for seat in range(n):
        s.reserve[seat][COLONIST] += s.boat[seat]
        s.boat[seat] = 0
    s.first = first
    return turn_of(s, first)


def turn_of(s: State, seat: int, ap: int = 4) -> State:
    """``seat``'s turn with ``ap`` action points, nothing pending."""
    s = s.clone()
    s.seat, s.ap, s.prayer_taken = seat, ap, False
    s.created = [0] * len(s.created)
    s.queue, s.ask, s.flow, s.sinking = [], None, None, None
    s.events = []
    s.cache = None
    return s


def colonist(s: State, seat: int, q: int, r: int, count: int = 1) -> None:
    """Put colonists from ``seat``'s reserve on (q, r)."""
    i = hx(s, q, r)
    assert s.reserve[seat][COLONIST] >= count
    s.reserve[seat][COLONIST] -= count
    s.colonists[i * s.n + seat] += count
    s.cache = None


def on_boat(s: State, seat: int, count: int = 1) -> None:
    """Put colonists from ``seat``'s reserve on its boat."""
    s.reserve[seat][COLONIST] -= count
    s.boat[seat] += count
    s.cache = None


def ground(s: State, q: int, r: int, what: str) -> None:
    """Make (q, r) ``lava`` or ``bare`` (lava tiles to or from the reserve)."""
    i = hx(s, q, r)
    _clear_ground(s, i)
    if what == "lava":
        s.ground[i] = LAVA
        s.lava -= 1
    s.cache = None


def _clear_ground(s: State, i: int) -> None:
    g = s.ground[i]
    if g == LAVA:
        s.lava += 1
    elif g >= 0:
        s.reserve[g][VILLAGE] += 1
    s.ground[i] = BARE


def village(s: State, seat: int, q: int, r: int) -> None:
    """An own village on (q, r) from the reserve (its lava tile back to the reserve)."""
    i = hx(s, q, r)
    _clear_ground(s, i)
    s.reserve[seat][VILLAGE] -= 1
    s.ground[i] = seat
    s.cache = None


def lying(s: State, seat: int, q: int, r: int, count: int = 1) -> None:
    """Lying Moai of ``seat`` on (q, r) from the reserve."""
    i = hx(s, q, r)
    s.reserve[seat][MOAI] -= count
    s.lying[i * s.n + seat] += count
    s.cache = None


def erected(s: State, seat: int, q: int, r: int, edge: int) -> None:
    """An erected Moai of ``seat`` on the geyser of (q, r) facing ``edge`` (no crack)."""
    g = s.board.geyser_id[hx(s, q, r), edge]
    assert s.erected[g] < 0
    s.reserve[seat][MOAI] -= 1
    s.erected[g] = seat
    s.cache = None


def crack(s: State, q: int, r: int, d: int) -> None:
    """A crack from the supply on edge d of (q, r)."""
    e = s.board.edge_id[edge_key((q, r), d)]
    assert not s.cracks[e]
    s.cracks[e] = True
    s.crack_supply -= 1
    s.cache = None


def prayers(s: State, seat: int, count: int) -> None:
    """Give ``seat`` prayer tokens from the supply."""
    s.prayer_supply -= count
    s.prayers[seat] += count
    s.cache = None


def sink_area(s: State, *areas: int) -> None:
    """Remove whole areas from the island (as if sunk earlier), pieces to their reserves."""
    b = s.board
    for a in areas:
        for i in b.area_hexes[a]:
            for seat in range(s.n):
                s.reserve[seat][COLONIST] += s.colonists[i * s.n + seat]
                s.reserve[seat][MOAI] += s.lying[i * s.n + seat]
                s.colonists[i * s.n + seat] = 0
                s.lying[i * s.n + seat] = 0
            _clear_ground(s, i)
            for g in b.geysers_at[i]:
                if s.erected[g] >= 0:
                    s.reserve[s.erected[g]][MOAI] += 1
                    s.erected[g] = -1
            s.land[i] = False
            for e in b.edge_of[i]:
                if e >= 0 and s.cracks[e]:
                    s.cracks[e] = False
                    s.crack_supply += 1
    s.cache = None


@functools.cache
def _rig(draws: tuple[tuple[int, int], ...]) -> int:
    for k in range(1, 20_000_000):
        x = seed_state(k)
        r = Rng(x)
        if all(r.below(n) == v for n, v in draws):
            return x
    raise LookupError(draws)


def rig(s: State, *draws: tuple[int, int]) -> State:
    """A copy of ``s`` whose generator gives these (n, value) draws next: the die is (6, face-1)
    with faces 1-2 volcanoes (I8.1); a token draw is (tokens in play, index among them)."""
    s = s.clone()
    s.rng = _rig(tuple(draws))
    s.cache = None
    return s


VOLCANO = (6, 0)  # a die roll showing a volcano
BLANK = (6, 5)  # a blank die roll


def token(s: State, v: int) -> tuple[int, int]:
    """The draw that picks volcano ``v`` among those in play."""
    from game.isola.rules import volcanoes_in_play

    vols = volcanoes_in_play(s)
    return (len(vols), vols.index(v))


def act(s: State, text: str) -> State:
    """Apply an action written in notation."""
    return G.apply(s, G.parse_action(text))


def run(s: State, *texts_: str) -> State:
    """Apply several actions in notation."""
    for t in texts_:
        s = act(s, t)
    return s


def texts(s: State) -> list[str]:
    """The legal actions as notation."""
    return [str(a) for a in G.legal_actions(s)]


def kinds(s: State) -> list[str]:
    """The kinds of the last transition's log entries."""
    return [e["k"] for e in s.events]


def of_kind(s: State, key: str) -> list[dict[str, Any]]:
    """Log entries of the last transition with this kind."""
    return [e for e in s.events if e["k"] == key]


def at(s: State, q: int, r: int) -> dict[str, Any]:
    """What hex (q, r) holds: ground, colonists and lying Moai by seat."""
    i = hx(s, q, r)
    n = s.n
    g = s.ground[i]
    return {
        "land": s.land[i],
        "ground": "lava" if g == LAVA else "bare" if g == BARE else f"village{g}",
        "colonists": s.colonists[i * n : i * n + n],
        "lying": s.lying[i * n : i * n + n],
    }


def check_invariants(s: State) -> None:
    """Pieces conserved (villages, colonists, Moai, lava, cracks, prayer tokens), nothing on
    sunk or volcano hexes, the island one part between sinkings, legal moves exist."""
    b, n = s.board, s.n
    for seat in range(n):
        villages = sum(1 for i in range(b.size) if s.land[i] and s.ground[i] == seat)
        assert villages + s.reserve[seat][VILLAGE] == PIECES["villages"], "villages conserved"
        cols = sum(s.colonists[i * n + seat] for i in range(b.size))
        assert cols + s.boat[seat] + s.reserve[seat][COLONIST] == PIECES["colonists"], "colonists"
        moai = sum(s.lying[i * n + seat] for i in range(b.size))
        moai += sum(1 for g in s.erected if g == seat)
        assert moai + s.reserve[seat][MOAI] == PIECES["moai"], "Moai conserved"
        assert min(s.reserve[seat]) >= 0 and s.boat[seat] >= 0 and s.prayers[seat] >= 0
    assert lava_on_island(s) + s.lava == LAVA_TILES, "lava tiles conserved"
    assert s.lava >= 0
    assert sum(s.cracks) + s.crack_supply == b.crack_tiles, "crack tiles conserved"
    assert s.prayer_supply + sum(s.prayers) + s.prayers_spent == PRAYER_TOKENS, "prayers"
    for i in range(b.size):
        pieces = sum(s.colonists[i * n : i * n + n]) + sum(s.lying[i * n : i * n + n])
        if not s.land[i]:
            assert pieces == 0 and s.ground[i] == BARE, "nothing on a sunk hex"
            assert not any(s.erected[g] >= 0 for g in b.geysers_at[i])
        if b.volcano_at[i]:
            assert pieces == 0 and s.ground[i] == BARE, "nothing on a volcano hex"
    for e, (i, j) in enumerate(b.edge_ends):
        if s.cracks[e]:
            assert s.land[i] and s.land[j], "cracks only between island hexes"
    if s.sinking is None:
        land = [i for i in range(b.size) if s.land[i]]
        assert len(_part(s, land[0])) == len(land), "the island is one piece"
    if not s.over:
        assert G.legal_actions(s), "a game not over has a legal action"
    json.dumps(s.to_data())


def _geyser_distance(s: State) -> list[int]:
    """Steps from each hex to a hex with a free geyser, walking as colonists do."""
    from game.isola.heuristics import walk_distance
    from game.isola.rules import free_geysers

    return walk_distance(s, sorted({s.board.geysers[g][0] for g in free_geysers(s)}))


def lively_score(s: State, a: Action, dist: list[int]) -> int:
    """A scripted player's taste: erect, carve on geysers, carry Moai toward free geysers."""
    b = s.board
    k = a.kind
    if k == "erect":
        return 100
    if k in ("pray", "rescue"):
        return 50 if (a.yes or a.to is not None) else 10
    i = -1 if a.at is None else b.index[a.at]
    if k == "carve":
        return 30 if dist[i] == 0 else 12
    if k == "carry":
        j = b.index[a.to]
        return 25 if dist[j] < dist[i] else 3
    if k in ("build", "create"):
        return 15
    if k == "move":
        j = b.index[a.to]
        return 8 if i < 0 or dist[j] < dist[i] else 4
    if k == "take":
        return 6
    return 1


def choose(legal: list[Action], rng: Rng, lively: bool, s: State | None = None) -> Action:
    """A random legal action: uniform, or (``lively``) the scripted player's best most of the
    time, so that Moai get erected and the island sinks."""
    if not lively or s is None or rng.below(4) == 0:
        return legal[rng.below(len(legal))]
    dist = _geyser_distance(s)
    scored = [(lively_score(s, a, dist), a) for a in legal]
    top = max(x for x, _ in scored)
    best = [a for x, a in scored if x == top]
    return best[rng.below(len(best))]


def random_play(
    n: int,
    options: tuple[str, ...] = (),
    seed: int = 1,
    check: bool = True,
    lively: bool = True,
    max_steps: int = 6000,
) -> tuple[State, list[str]]:
    """A whole random game; returns the final state and the action texts."""
    s = G.new_game(config(n, *options), seed)
    chooser = Rng(seed_state(seed + 77))
    record: list[str] = []
    while not s.over:
        if check:
            check_invariants(s)
        a = choose(G.legal_actions(s), chooser, lively, s)
        record.append(str(a))
        s = G.apply(s, a)
        assert len(record) < max_steps, "the game ends"
    check_invariants(s)
    return s, record
