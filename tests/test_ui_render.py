"""game/ui/render.py and session.py: ops for every tile/wall/village of random mid-game views."""

from __future__ import annotations

import json

from ui_support import random_states

from game.eruption import ERUPTION as G
from game.eruption.board import HEXES, VILLAGE_EDGES
from game.ui.eruption.controller import Controller
from game.ui.eruption.layout import Layout
from game.ui.eruption.render import (
    marker,
    render,
    render_static,
    shape_clip,
    tile_ops,
    wall_ops,
)
from game.ui.session import Session
from game.ui.table import LocalTable, log_entries

OPS = {"P", "L", "B", "C", "R", "T", "A", "H"}


def _check(ops: list) -> None:
    for op in ops:
        assert op[0] in OPS, op
    json.dumps(ops)  # plain data


def test_static_layer_draws_island_volcano_villages() -> None:
    L = Layout(800, 860, 2)
    ops = render_static(L, (1, 2, 4, 5))
    _check(ops)
    polys = [op for op in ops if op[0] == "P"]
    assert len(polys) >= 2 * len(HEXES) + 7 + len(VILLAGE_EDGES)
    assert any(op[0] == "T" and op[3] == "290" for op in ops)


def test_dynamic_layer_for_random_mid_game_views() -> None:
    for players, options in ((2, []), (4, ["clans", "forecast"]), (6, ["forecast"])):
        for size in ((390, 421), (1000, 1080)):
            L = Layout(*size, 2)
            for k, (s, legal) in enumerate(random_states(players, options, 5, every=7)):
                view = G.view(s, s.seat)
                ctl = Controller(legal)
                ctl.hover = (2, -1)
                ops = render(view, L, ctl.marks(view))
                _check(ops)
                # one centre blob or crater per tile, one shadowed bar per wall, a badge each
                circles = sum(1 for op in ops if op[0] == "C")
                assert circles >= len(view["board"]) + 6
                walls = sum(1 for op in ops if op[0] == "H" and op[1] == "rgba(0,0,0,0.6)")
                assert walls >= len(view["walls"])
                if k > 40:
                    break


def test_tile_and_wall_ops() -> None:
    L = Layout(800, 860)
    ops = tile_ops(L, 2, -1, 0b001001)
    per_channel = sum(1 for op in tile_ops(L, 2, -1, 0b000001) if op[0] == "B")
    assert per_channel >= 3  # glow, crust, molten core...
    assert sum(1 for op in ops if op[0] == "B") == 2 * per_channel  # one channel per flow
    erupt = tile_ops(L, 2, -1, 0x3F, 2)
    assert any(op[0] == "T" and op[3] == "2" for op in erupt)
    for m in ("straw", "wood", "stone"):
        _check(wall_ops(L, 2, -1, 0, m))


def test_session_keeps_a_record_and_a_viewer_filtered_log() -> None:
    config = {"players": [{"name": "Ada"}, {"name": "<b>Bo</b>"}], "options": []}
    sess = Session(config, 42, "eruption")
    for _ in range(40):
        sess.apply(sess.legal()[0])
    assert len(sess.record.actions) == 40
    from game.core.record import replay

    assert replay(G, sess.record).to_data() == sess.state.to_data()
    from game.ui.eruption.text import log_text

    table = LocalTable(sess)
    public = log_entries(table, None, log_text, limit=1000)
    mine = log_entries(table, 0, log_text, limit=1000)
    assert all(k != "drew" for k, _, _, _ in public)
    assert len(mine) >= len(public)
    assert all("{" not in text for _, text, _, _ in mine)


def test_render_json_equals_render() -> None:
    from game.ui.eruption.render import render_json

    L = Layout(800, 860, 2)
    for k, (s, legal) in enumerate(random_states(4, ["forecast"], 9, every=5)):
        view = G.view(s, s.seat)
        ctl = Controller(legal)
        ctl.hover = (2, -1)
        if legal and legal[0].startswith("place"):
            q, r = map(int, legal[0].split()[1].split("/")[0].split(","))
            ctl.click(L, {}, *L.centre(q, r))
        marks = ctl.marks(view)
        assert json.loads(render_json(view, L, marks)) == json.loads(
            json.dumps(render(view, L, marks))
        )
        if k > 60:
            break


def test_session_undo_branch_and_from_record() -> None:
    from game.core.record import Record

    config = {"players": [{"name": "Ada"}, {"name": "Bo"}], "options": []}
    sess = Session(config, 7, "eruption")
    for _ in range(30):
        sess.apply(sess.legal()[-1])
    again = Session.from_record(Record.from_json(sess.record.to_json()))
    assert again.hash() == sess.hash() and len(again.states) == 31
    assert [again.hash(k) for k in range(31)] == [sess.hash(k) for k in range(31)]
    branch = sess.branch(10)
    assert len(branch.record.actions) == 10 and branch.hash() == sess.hash(10)
    assert len(sess.record.actions) == 30  # the live game is untouched
    branch.apply(branch.legal()[0])
    assert len(sess.states) == 31
    ok, _ = sess.undo_status()
    if ok:
        before = sess.hash(29)
        assert sess.undo() and sess.hash() == before


def test_players_differ_by_shape_on_the_burn_meter_not_colour_alone() -> None:
    """Issue 11 (colour-blind players): each of the six villages has its own marker shape, on
    the burn meter and as a CSS clip for the swatches by the names."""
    drawn = [marker(v, 50, 50, 10, "#fff", "#000", 1) for v in range(len(VILLAGE_EDGES))]
    assert len({json.dumps(op) for op in drawn}) == len(VILLAGE_EDGES)
    clips = [shape_clip(v) for v in range(len(VILLAGE_EDGES))]
    assert len(set(clips)) == len(clips)

    state = G.new_game({"players": [{"name": n} for n in "ABCDEF"]}, seed=2)
    L = Layout(1000, 1080, 2)
    view = G.view(state, 0)
    ops = render(view, L, Controller([str(a) for a in G.legal_actions(state)]).marks(view))
    x, y, w, h = L.meter
    meter_shapes = [
        op[1] for op in ops if op[0] == "P" and x <= op[1][0] <= x + w and y <= op[1][1] <= y + h
    ]
    assert len(meter_shapes) == len(VILLAGE_EDGES) - 1  # five shapes and a disc
