"""E10: where walls stand, lava against walls, dice, the supply."""

from __future__ import annotations

import pytest
from eruption_support import (
    act,
    begin,
    blank,
    cards,
    edge,
    hand,
    hx,
    lay,
    of_kind,
    on_top,
    set_temp,
    temp,
    texts,
    wall,
    with_dice,
)

from game.eruption.board import VILLAGE_EDGE_IDS, edge_text

VOLCANO_SPOTS = [(0, -1, 1), (0, -1, 5), (1, 0, 1), (1, 0, 3), (-1, 1, 3), (-1, 1, 5)]


def walls_phase(s, seat=0):
    s = s.clone()
    s.seat, s.phase, s.pending, s.builds, s.origin = seat, "walls", -1, 0, "turn"
    s.cache = None
    return s


def spots(s, material="straw"):
    return {a.split()[2] for a in texts(s) if a.startswith(f"build {material} ")}


def place_at(s, q, r):
    return [a for a in texts(s) if a.startswith(f"place {q},{r}/")]


# ---- E10.1 wall places ------------------------------------------------------------------------


def test_e10_1_at_start_printed_flows_and_own_village_edges():
    s = walls_phase(blank(2))
    expected = {edge_text(edge(*p)) for p in VOLCANO_SPOTS}
    expected |= {edge_text(e) for e in VILLAGE_EDGE_IDS[0]}
    assert spots(s) == expected and len(expected) == 13
    assert spots(walls_phase(blank(2), 1)) & {edge_text(e) for e in VILLAGE_EDGE_IDS[0]} == set()


def test_e10_1_flow_ends_into_empty_playable_hexes_only():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 1, 3, 5)  # flows: into (2,-5) (empty), into V0 (edge 5)
    lay(s, 2, -5, 0, 4)  # flows: into the sea (edge 0)
    got = spots(walls_phase(s, 1))  # seat 1 holds V3: V0's edges are not its own
    assert edge_text(edge(0, -1, 1)) not in got  # the volcano flow ends in a tile
    assert edge_text(edge(1, -2, 0)) not in got  # (1,-2) flows into a tile
    assert edge_text(edge(1, -4, 5)) not in got  # a flow meeting a village edge
    assert edge_text(edge(2, -5, 0)) not in got  # a flow into the sea
    assert edge_text(edge(1, -4, 1)) not in got  # into (2,-5), now a tile
    flow_spots = got - {edge_text(e) for e in VILLAGE_EDGE_IDS[3]}
    assert flow_spots == {edge_text(edge(*p)) for p in VOLCANO_SPOTS[1:]}


def test_e10_1_open_flow_end_of_a_tile_takes_a_wall():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    got = spots(walls_phase(s))
    assert edge_text(edge(1, -2, 0)) in got


def test_e10_1_own_village_edges_lava_or_not_one_wall_per_place():
    s = blank(2)
    wall(s, VILLAGE_EDGE_IDS[0][2], "stone")
    wall(s, edge(0, -1, 1), "stone")
    got = spots(walls_phase(s))
    assert edge_text(VILLAGE_EDGE_IDS[0][2]) not in got and edge_text(edge(0, -1, 1)) not in got
    assert {edge_text(e) for e in VILLAGE_EDGE_IDS[0][3:]} <= got
    s = act(walls_phase(s), f"build wood {edge_text(VILLAGE_EDGE_IDS[0][0])}")
    assert s.walls[VILLAGE_EDGE_IDS[0][0]] == 1


# ---- E10.2 placing next to walls ------------------------------------------------------------


def test_e10_2_lava_goes_around_a_wall_when_another_flow_is_open():
    # (2,-2) receives flows from (1,-2) (walled) and from (2,-1) (open).
    s = blank(2)
    lay(s, 1, -2, 2, 4)
    lay(s, 2, -1, 0, 4)
    wall(s, edge(2, -2, 4 + 1), "stone")  # edge 5 of (2,-2): (1,-2)'s flow
    supply = s.supply[2]
    on_top(s, (1, 3, 5))
    s = begin(s, 0)
    s = act(s, place_at(s, 2, -2)[0])
    assert not of_kind(s, "roll") and not s.walls and s.supply[2] == supply + 1
    assert [e["why"] for e in of_kind(s, "wall_off")] == ["around"]
    assert s.tile_at[hx(2, -2)] >= 0


def test_e10_2_all_flows_walled_roll_each_one_lava_win_clears_them_all():
    s = blank(2)
    lay(s, 1, -2, 2, 4)
    lay(s, 2, -1, 0, 4)
    wall(s, edge(2, -2, 5), "stone")
    wall(s, edge(2, -2, 3), "straw")
    on_top(s, (1, 3, 5))
    s = begin(s, 0)
    s = with_dice(s, 1, 6, 6, 1)  # the stone wall holds, the straw one falls
    s = act(s, place_at(s, 2, -2)[0])
    assert sorted(r["holds"] for r in of_kind(s, "roll")) == [False, True]
    assert len(of_kind(s, "roll")) == 2
    assert not s.walls and s.tile_at[hx(2, -2)] >= 0
    assert sorted(e["why"] for e in of_kind(s, "wall_off")) == ["lava", "lava"]


def test_e10_2_every_wall_holds_the_hex_is_closed_for_this_placement():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    wall(s, edge(1, -2, 0), "stone")
    on_top(s, (3, 4))
    s = begin(s, 0)
    assert place_at(s, 1, -3)
    s = with_dice(s, 2, 6)
    s = act(s, place_at(s, 1, -3)[0])
    assert [(r["lava"], r["wall"], r["holds"]) for r in of_kind(s, "roll")] == [(2, 6, True)]
    assert s.phase == "place" and not place_at(s, 1, -3) and texts(s)
    assert edge(1, -2, 0) in s.walls and s.tile_at[hx(1, -3)] < 0
    s = act(s, texts(s)[0])  # placed elsewhere, with no new roll
    assert not of_kind(s, "roll")


def test_e10_2_walls_on_village_edges_never_stop_a_placement():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    for e in VILLAGE_EDGE_IDS[0]:
        wall(s, e, "stone")
    on_top(s, (0, 3, 5))
    s = begin(s, 1)
    s = act(s, "place 1,-4/0")  # flows onto two walled V0 edges
    assert not of_kind(s, "roll") and len(s.walls) == 7 and s.tile_at[hx(1, -4)] >= 0


def test_e10_2_the_walled_edge_must_still_match():
    # The lava goes around the wall on (1,-2)'s flow, but the tile must still take that flow.
    s = blank(2)
    lay(s, 1, -2, 2, 4)
    lay(s, 2, -1, 0, 4)
    wall(s, edge(2, -2, 5), "stone")
    s = begin(s, 0)
    for a in place_at(s, 2, -2):
        assert act(s, a).flows[hx(2, -2)] & (1 << 5)


# ---- E10.3 dice --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "material,wall_die,lava,holds",
    [
        ("straw", 4, 4, False),
        ("straw", 5, 4, True),
        ("wood", 3, 4, False),
        ("wood", 4, 4, True),
        ("stone", 2, 4, False),
        ("stone", 3, 4, True),
        ("stone", 6, 6, True),
        ("straw", 6, 6, False),
    ],
)
def test_e10_3_wall_score_beats_the_lava_die_ties_go_to_the_lava(material, wall_die, lava, holds):
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)
    wall(s, edge(1, -4, 5), material)
    s = begin(s, 0, lava, wall_die)
    (roll,) = of_kind(s, "roll")
    bonus = ["straw", "wood", "stone"].index(material)
    assert (roll["lava"], roll["wall"], roll["bonus"], roll["holds"]) == (
        lava,
        wall_die,
        bonus,
        holds,
    )
    assert (edge(1, -4, 5) in s.walls) == holds
    assert temp(s, 0) == (0 if holds else 10)


def test_e10_3a_walls_leaving_the_board_go_back_and_can_be_gained_again():
    s = blank(2)
    s.supply[2] = 1
    wall(s, edge(0, -1, 1), "stone")  # the last stone wall
    assert s.supply[2] == 0
    s = walls_phase(s)
    s.phase = "cards"
    hand(s, 0, bomb=1, quake=1)
    s = act(s, f"play bomb {edge_text(edge(0, -1, 1))}")
    assert s.supply[2] == 1
    s = act(s, "trade quake")
    assert s.stock[0][2] == 2 and s.supply[2] == 0


# ---- E10.4 gaining walls -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "supply,got",
    [
        ([5, 5, 5], "stone"),
        ([5, 5, 0], "wood"),
        ([5, 0, 0], "straw"),
        ([0, 0, 0], None),
        ([0, 5, 0], "wood"),
    ],
)
def test_e10_4_substitution_stone_wood_straw_then_nothing(supply, got):
    s = walls_phase(blank(2))
    s.phase = "cards"
    hand(s, 0, aftershock=1)  # trades for stone
    s.supply = supply[:]
    stock = s.stock[0][:]
    s = act(s, "trade aftershock")
    if got is None:
        assert s.stock[0] == stock and of_kind(s, "gain_none")
    else:
        m = ["straw", "wood", "stone"].index(got)
        assert s.stock[0][m] == stock[m] + 1 and sum(s.stock[0]) == sum(stock) + 1
        assert of_kind(s, "gain")[0]["material"] == got


def test_e10_4_straw_asked_with_no_straw_left_gives_nothing():
    s = walls_phase(blank(2))
    s.phase = "cards"
    hand(s, 0, rain=1, reinforce=1)
    s.supply = [0, 4, 4]
    s = act(s, "trade reinforce")  # straw
    assert s.stock[0] == [1, 1, 1] and s.supply == [0, 4, 4]


# ---- E10.5 / E10.6 building -----------------------------------------------------------------


def test_e10_5_one_wall_outside_danger_zones_two_inside():
    for t, allowed in ((0, 1), (120, 2), (290, 2)):
        s = walls_phase(blank(2))
        set_temp(s, 0, t)
        s.stock[0] = [3, 0, 0]
        s.supply[0] -= 2
        built = 0
        while s.seat == 0:
            s = act(s, [a for a in texts(s) if a.startswith("build")][0])
            built += 1
        assert built == allowed


def test_e10_5_reinforce_adds_one_more():
    s = walls_phase(blank(2))
    s.phase = "cards"
    set_temp(s, 0, 60)
    hand(s, 0, reinforce=1)
    v0 = [edge_text(e) for e in VILLAGE_EDGE_IDS[0]]
    s = act(s, f"play reinforce straw {v0[0]}")
    s = act(s, f"build wood {v0[1]}")
    assert s.phase == "walls"
    s = act(s, f"build stone {v0[2]}")
    assert s.seat == 1 and len(s.walls) == 3


def test_e10_6_no_roll_when_a_wall_is_built():
    s = walls_phase(blank(2))
    rng = s.rng
    s = act(s, f"build straw {edge_text(edge(0, -1, 1))}")
    assert not of_kind(s, "roll") and s.rng == rng
    assert s.walls == {edge(0, -1, 1): 0} and cards(s, 0) == 3
