"""game/ui/controller.py: what is highlighted per phase, and clicks -> exactly the legal action."""

from __future__ import annotations

import random

import pytest
from ui_support import perform, random_states

from game.eruption import ERUPTION as G
from game.ui.eruption.controller import Controller, steps_of
from game.ui.eruption.layout import Layout

L = Layout(800, 860)


@pytest.mark.parametrize(
    "players,options",
    [
        (2, []),
        (3, ["norain"]),
        (4, ["clans", "forecast"]),
        (6, ["forecast", "clans"]),
        (5, ["annihilation"]),
    ],
)
def test_every_legal_action_is_reachable_by_pointing(players: int, options: list[str]) -> None:
    rnd = random.Random(players)
    for seed in range(2):
        for _state, legal in random_states(players, options, seed, every=3):
            sample = legal if len(legal) <= 12 else rnd.sample(legal, 12)
            for notation in sample:
                ctl = Controller(legal)
                assert perform(ctl, L, notation) == notation


def test_steps_cover_all_notations() -> None:
    assert steps_of("place 2,-1/3") == (("hex", 2, -1), ("rot", 3))
    assert steps_of("build stone 1,-2:0") == (("mat", "stone"), ("edge", 1, -2, 0))
    assert steps_of("play relocate 3,-4:1>3,-3:1") == (
        ("play", "relocate"),
        ("edge", 3, -4, 1),
        ("edge", 3, -3, 1),
    )
    # the engine reads the notation: two cards in its order, however they are written
    assert steps_of("trade rain+quake") == steps_of("trade quake+rain")
    assert steps_of("trade quake+rain") == (("trade2", "quake", "rain"),)
    assert steps_of("give wall stone") == (("give", "wall", "stone"),)
    assert steps_of("pick 2") == (("pile", 2),)


def _first_state(phase: str, players: int = 2, options: list[str] | None = None):
    for seed in range(20):
        for s, legal in random_states(players, options or [], seed):
            if s.phase == phase:
                return s, legal
    raise AssertionError(f"no {phase} state found")


def test_place_phase_highlights_legal_hexes_and_rotations() -> None:
    s, legal = _first_state("place")
    ctl = Controller(legal)
    view = G.view(s, s.seat)
    marks = ctl.marks(view)
    hexes = {tuple(map(int, a.split()[1].split("/")[0].split(","))) for a in legal}
    assert set(marks["hexes"]) == hexes and not marks["edges"]
    assert ctl.armed() is None
    q, r = sorted(hexes)[0]
    assert ctl.click(L, {}, *L.centre(q, r)) is None
    rots = sorted(int(a.split("/")[1]) for a in legal if a.startswith(f"place {q},{r}/"))
    assert ctl.rotations() == rots
    assert ctl.armed() == f"place {q},{r}/{rots[0]}"
    marks = ctl.marks(view)
    assert marks["selected_hex"] == (q, r) and marks["preview"][:2] == (q, r)
    ctl.rotate(1)
    assert ctl.current_rot() == rots[1 % len(rots)]
    # a click off the highlighted hexes does nothing; a second click confirms
    assert ctl.click(L, {}, 2, 2) is None
    assert ctl.click(L, {}, *L.centre(q, r)) == ctl.armed()


def test_hover_previews_the_drawn_tile() -> None:
    s, legal = _first_state("place")
    ctl = Controller(legal)
    h = steps_of(legal[0])[0][1:]
    ctl.hover = h
    pv = ctl.marks(G.view(s, s.seat))["preview"]
    assert pv is not None and pv[:2] == h


def test_walls_phase_highlights_spots_with_a_material_chosen() -> None:
    s, legal = _first_state("walls")
    ctl = Controller(legal)
    if not any(a.startswith("build") for a in legal):
        pytest.skip("no wall to build in this state")
    assert ctl.prefix and ctl.prefix[0][0] == "mat"
    marks = ctl.marks(G.view(s, s.seat))
    spots = {steps_of(a)[1][1:] for a in legal if a.startswith(f"build {ctl.prefix[0][1]} ")}
    assert set(marks["edges"]) == spots and not marks["hexes"]
    assert ctl.press(("btn", "pass")) == "pass"


def test_cards_phase_buttons_and_modes() -> None:
    s, legal = _first_state("cards")
    ctl = Controller(legal)
    marks = ctl.marks(G.view(s, s.seat))
    assert not marks["hexes"] and not marks["edges"]  # nothing on the board until a card
    for a in legal:
        if a.startswith("trade ") and "+" not in a:
            assert ctl.press(steps_of(a)[0]) == a
            break
    ctl.cancel()
    plays = [a for a in legal if a.startswith("play sinkhole")]
    if plays:
        assert ctl.press(("play", "sinkhole")) is None
        assert ctl.mode() == "sinkhole"
        hexes = {steps_of(a)[1][1:] for a in plays}
        assert set(ctl.marks(G.view(s, s.seat))["hexes"]) == hexes


def test_cancel_and_escape_reset() -> None:
    s, legal = _first_state("place")
    ctl = Controller(legal)
    q, r = steps_of(legal[0])[0][1:]
    ctl.click(L, {}, *L.centre(q, r))
    assert ctl.armed()
    ctl.cancel()
    assert ctl.armed() is None and ctl.prefix == []


def test_trade_pick_toggles() -> None:
    ctl = Controller(["trade quake+rain", "trade rain", "trade quake", "pass"])
    ctl.toggle_trade("quake", 1)
    assert ctl.trade2_step() is None
    ctl.toggle_trade("rain", 1)
    assert ctl.trade2_step() == ("trade2", "quake", "rain")
    ctl.toggle_trade("rain", 1)
    assert ctl.trade_pick == ["quake"]


def test_never_offers_an_illegal_action() -> None:
    rnd = random.Random(7)
    for _s, legal in random_states(4, ["forecast"], 3, every=2):
        ctl = Controller(legal)
        for _ in range(15):  # random pointing and pressing
            x, y = rnd.uniform(0, L.width), rnd.uniform(0, L.height)
            got = ctl.click(L, {}, x, y)
            if rnd.random() < 0.3:
                opts = ctl.options()
                if opts:
                    got = got or ctl.press(rnd.choice(opts))
            if rnd.random() < 0.2:
                ctl.rotate(1)
            got = got or (ctl.confirm() if rnd.random() < 0.3 else None)
            assert got is None or got in legal
            if got:
                break
