"""game/ui/render.py and session.py: ops for every tile/wall/village of random mid-game views."""

from __future__ import annotations

import itertools
import json
import math

from ui_support import random_states

from game.eruption import ERUPTION as G
from game.eruption.board import HEXES, VILLAGE_EDGES
from game.ui.eruption.controller import Controller
from game.ui.eruption.layout import Layout
from game.ui.eruption.render import (
    VILLAGE_COLOURS,
    marker,
    render,
    render_static,
    shape_clip,
    tile_ops,
    wall_ops,
)
from game.ui.eruption.text import dice_sentence, hand_note, phase_title
from game.ui.i18n import set_language, t
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


def test_villages_on_one_meter_space_stand_side_by_side() -> None:
    """Issue 30: markers at the same temperature no longer stack into one blob: six villages
    at 0° (E4.4), on a wide board and a phone's, each shape apart from every other, the
    space they stand on outlined."""
    state = G.new_game({"players": [{"name": n} for n in "ABCDEF"]}, seed=2)
    view = G.view(state, 0)
    for L in (Layout(818, 884, 1), Layout(374, 404, 3)):
        ops = render(view, L, {})
        x, y, w, h = L.meter
        centres = [
            (sum(op[1][0::2]) / (len(op[1]) / 2), sum(op[1][1::2]) / (len(op[1]) / 2))
            for op in ops
            if op[0] == "P" and x <= op[1][0] <= x + w and y <= op[1][1] <= y + h
        ]
        centres += [(op[1], op[2]) for op in ops if op[0] == "C" and op[4] == VILLAGE_COLOURS[0]]
        assert len(centres) == 6
        cx, cy, cw, ch = L.meter_cell(0)
        rad = min(cw * 0.42, ch * 0.16)
        apart = min(math.dist(a, b) for a, b in itertools.combinations(centres, 2))
        assert apart >= 2 * rad, (apart, rad)
        outline = ["R", *(round(v, 1) for v in (cx, cy, cw, ch)), 2, None, "#fff", 1.5]
        assert outline in ops


def test_a_wall_in_a_village_carries_its_owners_marker() -> None:
    """Issue 30: a wall on a village's edge (E10.1, its owner's) shows that village's marker
    shape and colour; a wall on a lava flow belongs to no one and shows none."""
    L = Layout(818, 884, 1)
    for v, edges in enumerate(VILLAGE_EDGES):
        (q, r), d = edges[3]
        fills = {
            op[2 if op[0] == "P" else 4] for op in wall_ops(L, q, r, d, "stone") if op[0] in "PC"
        }
        assert VILLAGE_COLOURS[v] in fills
    flow_wall = {
        op[2 if op[0] == "P" else 4] for op in wall_ops(L, 0, -2, 0, "wood") if op[0] in "PC"
    }
    assert not flow_wall & set(VILLAGE_COLOURS)


def test_the_header_names_the_step_the_engine_is_at_and_dice_read_as_sentences() -> None:
    """Issue 30: a tile drawn for a Lava Flow card or a tile trade is placed in phase 3 (E9.1,
    E9.4), the Danger Zone 3 tile in phase 2 (E6.3), as the view's origin says; a wall roll
    (E10.3) reads as a sentence with both dice and the bonus, in every language."""
    set_language("en")
    seen: dict[str, str] = {}
    for seed in range(40):
        for s, _legal in random_states(4, [], seed, every=1):
            view = G.view(s, s.seat)
            if view["phase"] == "place" and view["origin"] not in seen:
                seen[view["origin"]] = phase_title(view)
                if view["origin"] in ("trade", "lavaflow"):
                    assert hand_note(view) == t("hand.after_tile")
        if {"turn", "trade", "lavaflow", "dz3"} <= set(seen):
            break
    assert seen["turn"].startswith("Phase 2 · Place the lava tile")
    assert seen["trade"].startswith("Phase 3 · Tile trade")
    assert seen["lavaflow"].startswith("Phase 3 · Lava Flow")
    assert seen["dz3"].startswith("Phase 2 · Danger Zone 3")
    roll = {"k": "roll", "lava": 4, "wall": 6, "bonus": 0, "material": "straw", "holds": True}
    assert dice_sentence(roll) == "Lava 4 against the straw wall's 6 (+0): the wall holds."
    falls = {**roll, "lava": 5, "wall": 3, "bonus": 2, "material": "stone", "holds": False}
    assert dice_sentence(falls) == "Lava 5 against the stone wall's 3 (+2): the wall falls."
    for code in ("it", "es", "ja"):
        set_language(code)
        words = (dice_sentence(roll), dice_sentence(falls))
        assert words[0] != words[1] and "5" in words[1] and "3" in words[1]
        assert not any("{" in w or "}" in w for w in words)
    set_language("en")


def test_the_eruption_tiles_left_say_their_numbers_and_what_claims_them() -> None:
    """Issue 42: "Eruption tiles left: 1 2 3" read as a count. They are the numbers of the
    tiles nobody has claimed, each claimed by the first village to reach its space (E6.4)."""
    from game.ui.eruption.text import eruption_tiles_left

    set_language("en")
    assert eruption_tiles_left([1, 2, 3]) == (
        "Eruption tiles not yet claimed: no. 1 at 50°, no. 2 at 120°, no. 3 at 200°"
    )
    assert eruption_tiles_left([3]) == "Eruption tiles not yet claimed: no. 3 at 200°"
    assert eruption_tiles_left([]) == "All eruption tiles claimed"
    for code in ("it", "es", "ja"):
        set_language(code)
        words = eruption_tiles_left([2, 3])
        assert "120" in words and "200" in words and "50" not in words, words
    set_language("en")
