"""I1-I4: components, the standard board as data, what a hex holds, the standard setup."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from isola_board_checks import board_problems, check_board
from isola_support import G, at, blank, colonist, config, hx, new, texts

from game.core.hexgrid import DIRECTIONS, edge_key, neighbour, opposite
from game.isola.board import STANDARD, Board, setup_lava
from game.isola.board_data import BOARD
from game.isola.rules import COLOURS, PIECES
from game.isola.state import COLONIST, LAVA, MOAI, VILLAGE

SHARED = Path(__file__).resolve().parents[2] / "shared" / "rules" / "isola" / "board.json"


@pytest.mark.skipif(not SHARED.exists(), reason="the shared rules folder is not beside the repo")
def test_board_data_equals_shared_board_json():
    """I2.1, I2.4: the package's copy of the standard board equals board.json."""
    assert json.loads(SHARED.read_text(encoding="utf-8")) == BOARD


def test_I1_components_and_piece_counts():
    """I1.1-I1.9: 22 areas (volcanoes in 1-8), 4 boats, 47 lava, a die, 26 cracks, 12 prayer
    tokens, 8 volcano tokens; 6/5/14 per colour (I1.2's AP tokens are a counter)."""
    s = new(4)
    assert len(STANDARD.area_ids) == 22 and STANDARD.volcanoes == tuple(range(1, 9))
    assert len(s.boat) == 4 and s.ap == 4
    assert STANDARD.lava_tiles == 47 and STANDARD.crack_tiles == 26
    assert STANDARD.prayer_tokens == 12 and len(STANDARD.volcanoes) == 8
    assert PIECES == {"villages": 6, "colonists": 5, "moai": 14}
    assert s.lava + 41 == 47 and s.crack_supply == 26 and s.prayer_supply == 12
    for seat in range(4):
        assert s.reserve[seat] == [6, 4, 14] and s.boat[seat] == 1
    assert len(COLOURS) == 4


def test_I1_10_two_to_four_players():
    """I1.10: 2 to 4 players."""
    for n in (2, 3, 4):
        G.new_game(config(n), 1)
    for bad in (1, 5):
        with pytest.raises(ValueError):
            G.new_game({"players": [{"name": "x"}] * bad, "options": []}, 1)


def test_I1_11_piece_limits_are_hard():
    """I1.11: without a piece of the kind in the reserve the action is not offered."""
    s = blank(2)
    colonist(s, 0, 0, 0)  # on lava
    assert "build 0,0" in texts(s) and "carve 0,0" in texts(s)
    s.reserve[0][VILLAGE] = 0
    s.reserve[0][MOAI] = 0
    s.cache = None
    assert "build 0,0" not in texts(s) and "carve 0,0" not in texts(s)


def test_I2_geometry_directions_and_edges():
    """I2: flat-top axial directions N, NE, SE, S, SW, NW; edge i is (i+3) mod 6 from across."""
    assert DIRECTIONS == ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    for d in range(6):
        h = (2, -1)
        assert edge_key(h, d) == edge_key(neighbour(h, d), opposite(d))


def test_I2_1_standard_board_layout():
    """I2.1: 49 hexes (31 coastal, 18 inland), 22 areas of 3/2/1 hexes (8/11/3), 31 geysers
    on 26 edges, the landing bay at (2,-3), bays A-D."""
    b = STANDARD
    assert b.size == 49
    coastal = [i for i in range(49) if any(j < 0 for j in b.nbr[i])]
    assert len(coastal) == 31
    sizes = Counter(len(b.area_hexes[a]) for a in b.area_ids)
    assert sizes == {3: 8, 2: 11, 1: 3}
    assert len(b.geysers) == 31 and len(set(b.geyser_edge)) == 26
    assert b.landing.sea == (2, -3)
    assert sorted(b.hexes[i] for i in b.landing.hexes) == [(1, -2), (2, -2), (3, -3)]
    assert [bay.sea for bay in b.bays] == [(2, -3), (2, 1), (-1, 4), (-4, 1)]
    # the spec's list of areas (volcano hex first)
    assert b.hexes[b.volcano_hex[5]] == (-2, 0) and b.area_of[hx(new(), -1, -1)] == 5
    assert b.hexes[b.volcano_hex[8]] == (-4, 5)


def test_I2_2_board_checks_pass():
    """I2.2: every property of check_board.py holds on the standard board (ported checks)."""
    results = check_board(BOARD, simulations=200)
    assert all(ok for ok, _ in results), [m for ok, m in results if not ok]
    assert len(results) >= 30


def test_I2_2_board_checks_catch_a_broken_board():
    """The ported checks fail on a board that breaks them (areas 1-5 on the sea, two
    volcanoes side by side)."""
    data = json.loads(json.dumps(BOARD))
    data["areas"][0]["hexes"].append([0, -4])  # area 1 reaches the sea far north
    assert "areas 1-5 have no sea edge" in board_problems(data, simulations=5)
    data = json.loads(json.dumps(BOARD))
    data["areas"][0]["volcano"] = [1, -1]  # area 1's volcano moved next to area 2's (2,-1)
    assert "no two volcanoes are adjacent" in board_problems(data, simulations=5)


def test_I2_3_geysers_are_hex_edge_pairs_on_area_borders():
    """I2.3: a geyser is a (hex, edge) on an area border, never on a volcano hex; two may face
    one edge from its two sides."""
    b = STANDARD
    for i, d in b.geysers:
        j = b.nbr[i][d]
        assert j >= 0 and b.area_of[i] != b.area_of[j]
        assert not b.volcano_at[i]
    pairs = [e for e, c in Counter(b.geyser_edge).items() if c == 2]
    assert len(pairs) == 5
    assert b.geyser_id[hx(new(), 2, -2), 5] >= 0 and b.geyser_id[hx(new(), 1, -2), 2] >= 0


def test_I2_4_any_board_can_be_swapped_in():
    """I2.4: the rules read the island through a Board built from data."""
    b = Board(json.loads(json.dumps(BOARD)))
    assert b.hexes == STANDARD.hexes and b.geysers == STANDARD.geysers
    assert not b.standard


def test_I3_1_ground_is_lava_village_or_bare():
    """I3.1: building replaces the lava tile, which goes back to the reserve."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    lava = s.lava
    s = G.apply(s, G.parse_action("build 0,0"))
    assert at(s, 0, 0)["ground"] == "village0" and s.lava == lava + 1


def test_I3_2_volcano_hexes_hold_nothing():
    """I3.2: no colonist enters a volcano hex; no lava is set up on one."""
    s = blank(2)
    colonist(s, 0, 0, 0)  # (0,-1) is volcano 1 to the north
    assert "move 0,0>0,-1" not in texts(s)
    for v, i in STANDARD.volcano_hex.items():
        assert s.ground[i] != LAVA, v


def test_I3_3_pieces_share_hexes():
    """I3.3: colonists of several colours and lying Moai share a hex with its ground."""
    s = blank(3)
    colonist(s, 0, 1, 0)
    colonist(s, 1, 1, 0)
    colonist(s, 2, 0, 0)
    s = G.apply(s, G.parse_action("move 1,0>0,0"))
    assert at(s, 0, 0)["colonists"] == [1, 0, 1]


def test_I4_2_setup_lava():
    """I4.2: lava on every volcano neighbour and on areas 9-22, never on a volcano: 41 tiles."""
    s = new(2)
    lava = [s.board.hexes[i] for i in range(49) if s.ground[i] == LAVA]
    assert sorted(lava) == setup_lava(BOARD) == sorted(map(tuple, BOARD["setup"]["initial_lava"]))
    assert len(lava) == 41 and s.lava == 6


def test_I4_5_I4_6_pieces_and_boats():
    """I4.5-I4.6: scores 0; each boat with 1 colonist in the landing bay; 4 in the reserve."""
    s = new(3)
    assert s.scores == [0, 0, 0] and s.boat == [1, 1, 1] and s.bay == [-1, -1, -1]
    assert all(s.reserve[p][COLONIST] == 4 for p in range(3))
    targets = {a.split(">")[1] for a in texts(s) if a.startswith("move boat")}
    assert targets == {"1,-2", "2,-2", "3,-3"}


def test_I4_7_first_player_random_then_clockwise():
    """I4.7: the first player is drawn; play goes in seat order."""
    firsts = Counter(new(4, seed=k).first for k in range(60))
    assert set(firsts) == {0, 1, 2, 3}
    s = new(3, seed=5)
    seats = [s.seat]
    for _ in range(4):
        s = G.apply(s, G.parse_action("end"))
        seats.append(s.seat)
    f = seats[0]
    assert seats == [f, (f + 1) % 3, (f + 2) % 3, f, (f + 1) % 3]


def test_I3_4_erected_moai_never_move():
    """I3.4: an erected Moai cannot be carried; a flow does not harm it; only sinking removes
    it (test_isola_sinking)."""
    from isola_support import erected

    s = blank(2)
    colonist(s, 0, 1, 0)
    erected(s, 0, 1, 0, 5)
    assert not any(t.startswith("carry") for t in texts(s))


def test_I3_5_villages_never_move():
    """I3.5: no action moves a village; only lava or sinking removes one."""
    from isola_support import village

    s = blank(2)
    village(s, 0, 1, 0)
    colonist(s, 0, 1, 0)
    kinds = {t.split()[0] for t in texts(s)}
    assert kinds == {"move", "create", "take", "end"}


def test_I3_6_boat_colonists_are_not_on_the_island():
    """I3.6, I12.4: colonists on a boat are untouched by sinkings and score nothing."""
    from game.isola.rules import final_tally

    s = new(2)
    assert final_tally(s, 0)[3] == 0 and s.boat == [1, 1]


def test_I4_1_I4_3_I4_4_setup_supply_and_volcano_tokens():
    """I4.1: volcanoes in areas 1-8; I4.3: the supply holds 6 lava, 26 cracks, 12 prayer
    tokens; I4.4: the volcano tokens are the volcanoes in play, drawn at random."""
    from game.isola.rules import volcanoes_in_play

    s = new(2)
    assert [s.board.area_of[s.board.volcano_hex[v]] for v in range(1, 9)] == list(range(1, 9))
    assert (s.lava, s.crack_supply, s.prayer_supply) == (6, 26, 12)
    assert volcanoes_in_play(s) == list(range(1, 9))
    assert G.view(s, None)["volcano_tokens"] == list(range(1, 9))
