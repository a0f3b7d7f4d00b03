"""E12.2 and E12.3 Decisions on stalled games, and the engine's driver loop.

E12.3: a full round in which no Lava Forecast top can be placed and no temperature changes
makes the piles count as exhausted; turns with no decision are played out in a loop, never
by recursion. E12.2: whenever a player is to draw and the pile is empty, the tiles that have
left the game form a new pile.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from eruption_support import (
    G,
    act,
    at_phase,
    begin,
    blank,
    check_invariants,
    config,
    free_tile,
    hand,
    lay,
    of_kind,
    put,
    quiet,
    set_temp,
    texts,
    turns,
)
from test_eruption_turn import CLOG, board_of
from test_properties import OPTION_SETS

from game.core.rng import Rng, seed_state
from game.eruption.board import HEXES
from game.eruption.pieces import N_LAVA

ROOT = Path(__file__).resolve().parent.parent
# every option set of the property test, plus Annihilation with Lava Forecast alone
ALL_SETS = [*OPTION_SETS, ("annihilation", "forecast")]


def counts_for(options: tuple[str, ...]) -> list[int]:
    return [4, 6] if "clans" in options else [2, 3, 4, 5, 6]


def stalled(n, *options, seed=1, still=True):
    """A clogged board (CLOG) where no pile top fits and no flow touches a village; ``still``:
    no cards and no walls in stock. Forecast: tops are the dead end and the straight, pile 3
    empty; otherwise the pile starts with them."""
    s = blank(n, *options, seed=seed)
    if still:
        s = quiet(s)
    board_of(s, CLOG)
    dead, straight = free_tile(s, (3,))[0], free_tile(s, (0, 3))[0]
    for p in s.piles:
        for t in (dead, straight):
            if t in p:
                p.remove(t)
    if "forecast" in options:
        s.removed += s.piles[2]
        s.piles[2] = []
        s.piles[0].append(dead)
        s.piles[1].append(straight)
    else:
        s.piles[0] += [straight, dead]
    return s


def passing(s, limit: int = 400):
    """Every seat passes whenever it may (else takes the first legal action) until the end."""
    decisions = 0
    while not s.over and decisions < limit:
        options = texts(s)
        s = act(s, "pass" if "pass" in options else options[0])
        decisions += 1
    return s, decisions


# ---- E12.3 Lava Forecast: a full round with nothing placeable ---------------------------------


@pytest.mark.parametrize("n", [2, 3, 6])
def test_e12_3_decision_no_placeable_top_and_no_decision_ends_the_game(n):
    # Before the fix this recursed through the turns until RecursionError.
    s = stalled(n, "forecast")
    in_piles = sum(len(p) for p in s.piles)
    s = begin(s, 0)
    assert s.over and s.ending == "stalled"
    # n failed draws, then at the (n+1)th a full round has passed: that player finishes the
    # turn, then each other player has one final turn.
    assert turns(s) == [(p, False) for p in range(n)] + [(0, False)] + [
        (p, True) for p in range(1, n)
    ]
    stall = of_kind(s, "stalled")
    assert len(stall) == 1 and stall[0]["seat"] == 0
    assert of_kind(s, "final_round")[0]["why"] == "stalled"
    assert len(of_kind(s, "no_pick")) == n + 1 and len(of_kind(s, "no_tiles")) == n - 1
    assert not any(s.piles) and len(s.buried) == in_piles  # they leave the game unseen
    check_invariants(s)


def test_e12_3_decision_a_pass_each_turn_still_ends_the_game():
    # Before the fix the game never ended: every turn the player passed the card phase.
    s = stalled(2, "forecast")
    for seat in range(2):
        hand(s, seat, bomb=1)  # no wall on the board: it can only be traded
    s = begin(s, 0)
    s, decisions = passing(s)
    assert s.over and s.ending == "stalled" and decisions == 4


def test_e12_3_decision_a_temperature_change_starts_the_round_again():
    s = stalled(2, "forecast")
    set_temp(s, 0, 40)  # below the first eruption space
    hand(s, 0, rain=1, bomb=1)
    hand(s, 1, bomb=1)
    s = begin(s, 0)  # A: no top fits
    s = act(s, "play rain")  # a temperature changes: the round starts again
    s = act(s, "pass")  # B: no top fits
    s = act(s, "pass")  # A: no top fits
    assert not s.over and not of_kind(s, "stalled")
    s = act(s, "pass")  # B: no top fits, a full round since A's last draw
    assert of_kind(s, "stalled")[0]["seat"] == 1 and s.seat == 1
    s = act(s, "pass")  # B finishes the turn; A plays one final turn
    assert turns(s) == [(0, True)]
    s = act(s, "pass")
    assert s.over and s.ending == "stalled"


def test_e12_3_decision_a_placeable_top_starts_the_round_again():
    s = stalled(2, "forecast")
    hand(s, 0, bomb=1)
    hand(s, 1, bomb=1)
    s = begin(s, 0)
    s = act(s, "pass")  # B: no top fits
    fits = free_tile(s, (3, 4))[0]  # a sharp bend fits the clogged board
    for p in s.piles:
        if fits in p:
            p.remove(fits)
    s.piles[2].append(fits)
    s.cache = None
    s = act(s, "pass")  # A can take it: the round starts again
    assert s.phase == "pick" and texts(s) == ["pick 3"]
    s = act(s, "pick 3")
    s = act(s, texts(s)[0])
    s = act(act(s, "pass"), "pass")  # B, then A: no top fits
    assert not of_kind(s, "stalled")
    s = act(s, "pass")  # B: no top fits, a full round since B's last draw
    assert of_kind(s, "stalled")[0]["seat"] == 1
    s, decisions = passing(s)
    assert s.over and s.ending == "stalled" and decisions == 2


def test_e12_3_decision_the_counted_round_does_not_apply_under_annihilation():
    # E11.2 does not apply under Annihilation: its ten-round hard stop ends the game.
    s = begin(stalled(2, "annihilation", "forecast"), 0)
    assert s.over and s.ending == "stalemate" and not of_kind(s, "stalled")
    assert len(of_kind(s, "turn")) == 19  # 20 counting the one begun before


def test_e12_3_the_view_the_sample_and_the_data_carry_the_count():
    s = stalled(2, "forecast")
    assert "idle" not in G.to_data(s)  # only while counting: other states keep their hash
    hand(s, 0, bomb=1)
    s = begin(s, 0)
    v = G.view(s, 1)
    assert v["idle"] == 1 and G.to_data(s)["idle"] == 1
    assert G.sample_state(v, 3).idle == 1


# ---- E12.2 Annihilation: the pile is renewed at every draw -------------------------------------


def sunk_position(*options: str):
    """Every lava tile on the board, none left the game, the pile empty: seat 0 holds a
    Sinkhole (and a Lava Flow) in its card phase, with one removable tile at (1,-2)."""
    s = quiet(blank(2, *options))
    tiles = [t for p in s.piles for t in p]
    fed = lay(s, 1, -2, 4)  # a dead end fed by the volcano's flow
    tiles.remove(fed)
    far = [h for h in HEXES if max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])) >= 3]
    far = [h for h in far if h not in ((1, -3), (2, -3))]  # not next to (1,-2)
    for (q, r), t in zip(far, tiles, strict=False):
        put(s, q, r, t)
    s.removed, s.unclaimed = s.unclaimed, []  # no eruption tile to claim
    assert all(not p for p in s.piles) and not [t for t in s.removed if t < N_LAVA]
    s = at_phase(s, 0, "cards")
    hand(s, 0, sinkhole=1, lavaflow=1)
    return s, fed


@pytest.mark.parametrize("options", [("annihilation",), ("annihilation", "forecast")])
def test_e12_2_decision_an_empty_pile_is_renewed_at_the_next_draw(options):
    s, fed = sunk_position(*options)
    assert "play lavaflow" not in texts(s)  # nothing to draw yet
    s = act(s, "play sinkhole 1,-2")
    assert fed in s.removed
    hand(s, 0)
    s.cache = None
    s = act(s, "pass")
    # seat 1 is to draw with the pile empty: the tile that left the game forms a new pile
    assert of_kind(s, "new_pile")[0]["count"] == 1 and not of_kind(s, "no_tiles")
    assert s.seat == 1 and fed not in s.removed
    if "forecast" in options:
        assert s.phase == "pick" and texts(s) == ["pick 1"]
    else:
        assert s.phase == "place" and s.pending == fed
    check_invariants(s)


@pytest.mark.parametrize("options", [("annihilation",), ("annihilation", "forecast")])
def test_e12_2_decision_a_card_draw_also_renews_the_pile(options):
    s, fed = sunk_position(*options)
    s = act(s, "play sinkhole 1,-2")
    assert "play lavaflow" in texts(s)  # a draw would find the renewed pile
    s = act(s, "play lavaflow")
    assert of_kind(s, "new_pile")[0]["count"] == 1
    assert s.phase == ("pick" if "forecast" in options else "place")


# ---- the driver loop: no recursion, every game ends ------------------------------------------

RECURSION_LIMIT = 150


def recursion_run(games: int, start: int = 0) -> dict[str, int]:
    """Random games over every option set and player count under a small recursion limit
    (run it in a fresh interpreter), then every stalled position with passing players.

    A third of the games start from new, a third likewise with players who pass whenever they
    may, a third from a stalled position with cards and walls in hand. Endings counted.
    """
    sys.setrecursionlimit(RECURSION_LIMIT)
    endings: Counter[str] = Counter()
    cases = [(opts, n) for opts in ALL_SETS for n in counts_for(opts)]
    for g in range(start, start + games):
        options, n = cases[g % len(cases)]
        kind = g // len(cases) % 3
        if kind < 2:
            state = G.new_game(config(n, *options), g)
        else:
            state = begin(stalled(n, *options, seed=g, still=False), g % n)
        chooser = Rng(seed_state(g))
        lazy = kind == 1
        while not state.over:
            actions = G.legal_actions(state)
            texts_ = [str(a) for a in actions]
            if lazy and "pass" in texts_:
                action = actions[texts_.index("pass")]
            else:
                action = actions[chooser.below(len(actions))]
            state = G.apply(state, action)
        check_invariants(state)
        endings[("new ", "lazy ", "stalled ")[kind] + state.ending] += 1
    for options, n in cases:
        state, _ = passing(begin(stalled(n, *options), 0))
        endings["position " + state.ending] += 1
    return dict(endings)


def run_limited(games: int, start: int = 0, parts: int = 1) -> dict[str, int]:
    """recursion_run in ``parts`` fresh interpreters at once (games split between them), the
    endings added up (each part also counts every stalled position)."""
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'tests'}{os.pathsep}{ROOT}"}
    runs = []
    for k in range(parts):
        first, last = start + games * k // parts, start + games * (k + 1) // parts
        code = (
            "import json, sys; sys.path[:0] = ['tests', '.']; import test_eruption_stalemate as "
            f"t; print(json.dumps(t.recursion_run({last - first}, {first})))"
        )
        runs.append(
            subprocess.Popen(
                [sys.executable, "-c", code],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    results = [(run, *run.communicate()) for run in runs]  # every part ends before a verdict
    endings: Counter[str] = Counter()
    for run, out, err in results:
        assert run.returncode == 0, err[-3000:]
        endings.update(json.loads(out.splitlines()[-1]))
    return dict(endings)


def test_e12_3_turns_without_decisions_run_in_a_loop_under_a_small_recursion_limit():
    endings = run_limited(600)
    assert sum(endings.values()) == 600 + sum(len(counts_for(o)) for o in ALL_SETS)
    assert endings.get("stalled stalled") and endings.get("position stalled")


@pytest.mark.slow
def test_e12_3_thousands_of_games_run_under_a_small_recursion_limit():
    """More games than the test above (``ERUPTION_STALEMATE_GAMES``, 1,000 on every run; a
    soak runs more): about 1 in 80 ends by the E12.3 round."""
    games = int(os.environ.get("ERUPTION_STALEMATE_GAMES", "1000"))
    endings = run_limited(games, start=600)  # one interpreter: each core has a test process
    assert sum(v for k, v in endings.items() if not k.startswith("position")) == games
    assert endings.get("stalled stalled", 0) >= games // 200  # the E12.3 round ends some


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(o) or "base")
def test_e12_3_every_game_of_every_option_set_ends(options):
    """Stalled positions with players who pass, and lazy random games, all end."""
    for n in counts_for(options):
        s, decisions = passing(begin(stalled(n, *options), 0))
        assert s.over, f"{n} players: still going after {decisions} decisions"
        for seed in range(2):
            s = G.new_game(config(n, *options), seed)
            s, decisions = passing(s, limit=5000)
            assert s.over, f"{n} players, seed {seed}: still going after {decisions} decisions"
