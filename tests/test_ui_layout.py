"""game/ui/layout.py: hex <-> pixel round trips, hit-testing of hexes and edges."""

from __future__ import annotations

import math

import pytest

from game.core.hexgrid import edge_key
from game.eruption.board import EDGES, HEXES, VOLCANO
from game.ui.eruption.controller import Controller
from game.ui.eruption.layout import UNIT_BOX, Layout, village_shape_unit
from game.ui.hexpixels import hex_round

SIZES = [(390, 421), (800, 860), (1300, 1400), (600, 300), (300, 900)]


@pytest.mark.parametrize("w,h", SIZES)
def test_hex_centres_round_trip(w: int, h: int) -> None:
    L = Layout(w, h, 2)
    for q, r in list(HEXES) + list(VOLCANO):
        x, y = L.centre(q, r)
        assert L.to_hex(x, y) == (q, r)
        # anywhere well inside the hex maps to it too
        for k in range(6):
            a = math.pi / 3 * k + 0.3
            assert L.to_hex(
                x + 0.8 * L.size * math.cos(a) * 0.85, y + 0.8 * L.size * math.sin(a) * 0.85
            ) == (q, r)


@pytest.mark.parametrize("w,h", SIZES)
def test_everything_fits_the_canvas(w: int, h: int) -> None:
    L = Layout(w, h)
    for q, r in HEXES:
        for x, y in L.corners(q, r):
            assert -0.5 <= x <= w + 0.5 and -0.5 <= y <= L.meter[1]
    for v in range(6):
        for part in village_shape_unit(v):
            for x, y in (L.unit(*p) for p in part):
                assert -0.5 <= x <= w + 0.5 and -0.5 <= y <= L.meter[1]
    mx, my, mw, mh = L.meter
    assert mx >= 0 and my + mh <= h and mw > 0


def test_unit_box_is_roughly_round() -> None:
    x0, y0, x1, y1 = UNIT_BOX
    assert 0.9 < (x1 - x0) / (y1 - y0) < 1.1


def test_corners_and_edges_agree() -> None:
    L = Layout(800, 860)
    for q, r in HEXES:
        for d in range(6):
            a, b = L.edge_ends(q, r, d)
            mx, my = L.edge_mid(q, r, d)
            assert math.isclose((a[0] + b[0]) / 2, mx, abs_tol=1e-6)
            assert math.isclose((a[1] + b[1]) / 2, my, abs_tol=1e-6)
    # north edge is above the centre, south below
    cx, cy = L.centre(0, 2)
    assert L.edge_mid(0, 2, 0)[1] < cy < L.edge_mid(0, 2, 3)[1]


@pytest.mark.parametrize("w,h", SIZES)
def test_a_pointer_near_a_wall_place_chooses_it(w: int, h: int) -> None:
    L = Layout(w, h)
    ctl = Controller()
    places = [("edge", *e) for e in EDGES]
    for e in EDGES:
        x, y = L.edge_mid(*e)
        assert ctl.hit(L, {}, places, x, y) == ("edge", *e)
        # a little off the midpoint, still the same edge
        a, b = L.edge_ends(*e)
        assert ctl.hit(L, {}, places, x + (a[0] - x) * 0.2, y + (a[1] - y) * 0.2) == ("edge", *e)
    # the same edge named from the other side
    assert ctl.hit(L, {}, places, *L.edge_mid(1, -2, 3)) == ("edge", *edge_key((1, -2), 3))


def test_a_wall_place_is_chosen_only_among_those_offered_and_near() -> None:
    L = Layout(800, 860)
    ctl = Controller()
    offered = [("edge", 2, -2, 0), ("edge", 2, -2, 1)]
    assert ctl.hit(L, {}, offered, *L.edge_mid(2, -2, 1)) == ("edge", 2, -2, 1)
    assert ctl.hit(L, {}, offered, *L.centre(-3, 3)) is None


def test_hex_round() -> None:
    assert hex_round(0.1, -0.1) == (0, 0)
    assert hex_round(1.9, -1.2) == (2, -1)


def test_meter_cells_in_order() -> None:
    L = Layout(800, 860)
    xs = [L.meter_cell(t)[0] for t in range(0, 300, 10)]
    assert xs == sorted(xs) and len(set(xs)) == 30
    assert L.meter_cell(400) == L.meter_cell(290)
