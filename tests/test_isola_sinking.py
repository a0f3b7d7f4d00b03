"""I9: splitting, which part sinks, rescue, removal, volcanoes leaving, the end trigger."""

from __future__ import annotations

from isola_support import (
    BLANK,
    G,
    act,
    at,
    blank,
    check_invariants,
    colonist,
    crack,
    erected,
    kinds,
    lying,
    of_kind,
    rig,
    sink_area,
    village,
)

from game.core.hexgrid import edge_key
from game.isola.rules import _part, volcanoes_in_play
from game.isola.state import COLONIST, MOAI, VILLAGE

AREA8_EDGES = ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1))  # the 5th: (-2,5) NW


def erect_ready(s, seat, q, r):
    colonist(s, seat, q, r)
    lying(s, seat, q, r)


def only_areas(s, *keep):
    sink_area(s, *[a for a in s.board.area_ids if a not in keep])


def test_I9_1_a_split_sinks_at_once():
    """I9.1: when a crack splits the island, one part sinks at once."""
    s = blank(2)
    for e in AREA8_EDGES:
        crack(s, *e)
    erect_ready(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    assert [s.board.hexes[i] for i in range(49) if not s.land[i]] == [(-4, 5), (-3, 4), (-3, 5)]
    check_invariants(s)


def test_I9_1_an_inland_part_enclosed_by_cracks_sinks():
    """I9.1: an inland part sinks too when cracks alone enclose it (made-up cracks around
    area 2, whose last edge takes a geyser)."""
    s = blank(2)
    b = s.board
    inside = set(b.area_hexes[2])
    last = b.edge_id[edge_key((1, 0), 0)]
    for i in sorted(inside):
        for d in range(6):
            j = b.nbr[i][d]
            e = b.edge_of[i][d]
            if j not in inside and e != last and not s.cracks[e]:
                s.cracks[e] = True
                s.crack_supply -= 1
    erect_ready(s, 0, 1, 0)
    s = act(rig(s, BLANK), "erect 1,0:0")
    s = act(s, "rescue none")
    assert not s.land[b.index[1, 0]] and not s.land[b.index[2, -1]]
    assert volcanoes_in_play(s) == [1, 3, 4, 5, 6, 7, 8]


def test_I9_2_the_smaller_part_sinks():
    """I9.2: the part with fewer hexes sinks, whatever its volcanoes."""
    s = blank(2)
    for e in AREA8_EDGES:
        crack(s, *e)
    erect_ready(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    e = of_kind(s, "split_size")[0]
    assert sorted(e["sizes"]) == [3, 46] and e["areas"] == [8]


def test_I9_2_equal_size_fewer_volcanoes_sinks():
    """I9.2: of two parts of 3 hexes, the one without a volcano sinks (areas 9 and 6)."""
    s = blank(2)
    only_areas(s, 6, 9)
    crack(s, -1, -3, 4)
    erect_ready(s, 0, -1, -2)
    s = act(rig(s, BLANK), "erect -1,-2:5")
    assert "split_volcanoes" in kinds(s)
    s = act(s, "rescue none")
    assert not s.land[s.board.index[-1, -2]] and s.land[s.board.index[-3, -2]]


def test_I9_2_a_full_tie_is_drawn_by_token_or_at_random():
    """I9.2: equal size and volcanoes: a volcano token decides; with no volcano on either part
    a random draw decides (Decision)."""
    outcomes = set()
    for pick in (0, 1):
        s = blank(2)
        only_areas(s, 9, 10, 11, 14)  # 5 and 5 hexes, no volcano, joined at (1,-2)|(2,-2)
        erect_ready(s, 0, 2, -2)
        s = act(rig(s, (2, pick), BLANK), "erect 2,-2:5")
        assert "split_draw" in kinds(s) and of_kind(s, "split_draw")[0]["drawn"] is None
        outcomes.add(s.land[s.board.index[0, -2]])
    assert outcomes == {True, False}


def test_I9_3_rescue_targets_are_next_to_the_part_never_a_volcano():
    """I9.3 Decision: targets share an edge with the sinking part (crossing the crack), are on
    the surviving part, and are not volcano hexes."""
    s = blank(2)
    for e in AREA8_EDGES:
        crack(s, *e)
    colonist(s, 0, -3, 4)
    erect_ready(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    assert s.ask["kind"] == "rescue" and s.ask["seat"] == 0 and s.ask["all"]
    targets = sorted(s.board.hexes[i] for i in s.sinking[1])
    assert targets == [(-3, 3), (-2, 3), (-2, 4), (-2, 5)]


def test_I9_4_everything_on_the_part_returns_and_cracks_come_back():
    """I9.4: colonists, villages, lying and erected Moai go back to the reserves; lava to the
    lava reserve; cracks facing the sea now or inside the part back to the supply."""
    s = blank(2)
    for e in AREA8_EDGES:
        crack(s, *e)
    village(s, 1, -3, 4)
    lying(s, 1, -3, 5, 2)
    erected(s, 1, -3, 5, 1)
    erect_ready(s, 0, -2, 5)
    lava = s.lava
    s = act(rig(s, BLANK), "erect -2,5:5")
    assert s.reserve[1][VILLAGE] == 6 and s.reserve[1][MOAI] == 14
    assert s.lava == lava + 1  # (-3,5) had lava; (-3,4) had the village
    assert s.crack_supply == 26 and not any(s.cracks)
    lost = of_kind(s, "lost")[0]
    assert (lost["seat"], lost["villages"], lost["moai"]) == (1, 1, 3)
    check_invariants(s)


def test_I9_5_volcanoes_leave_with_their_tokens():
    """I9.5: volcano 8 sinks; its token is no longer drawn."""
    s = blank(2)
    for e in AREA8_EDGES:
        crack(s, *e)
    erect_ready(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    assert volcanoes_in_play(s) == [1, 2, 3, 4, 5, 6, 7]
    assert of_kind(s, "volcano_sinks")[0]["volcano"] == 8


def test_I9_7_a_sinking_is_never_missed():
    """I9.7 Decision: the engine checks every crack, so the island is always one part."""
    s = blank(2)
    for e in AREA8_EDGES:
        crack(s, *e)
    erect_ready(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    land = [i for i in range(49) if s.land[i]]
    assert len(_part(s, land[0])) == len(land)


def test_I9_8_two_volcanoes_left_trigger_the_end():
    """I9.8, I11.1: a sinking that leaves 2 volcanoes or fewer triggers the end."""
    s = blank(2)
    sink_area(s, 8, 7, 4, 3, 2)  # volcanoes 1, 5, 6 are left
    # the Terevaka cape (areas 6 and 21) is cut off by its six fault edges
    for q, r, d in ((-1, -3, 4), (-1, -2, 5), (-2, -2, 3), (-2, -1, 5), (-3, -1, 3)):
        crack(s, q, r, d)
    erect_ready(s, 0, -4, 0)
    s = act(rig(s, BLANK), "erect -4,0:2")
    s = act(s, "rescue none")
    assert volcanoes_in_play(s) == [1, 5]
    assert s.end_triggered and "end_triggered" in kinds(s)
    assert G.view(s, None)["end_triggered"]
    assert s.reserve[0][COLONIST] == 5 and at(s, -3, 0)["land"] and not at(s, -4, 0)["land"]
