"""E4-E8: setup, the turn, damage and danger zones, placing lava tiles, eruption tiles."""

from __future__ import annotations

import pytest
from eruption_support import (
    G,
    act,
    at_phase,
    begin,
    blank,
    cards,
    config,
    edge,
    hand,
    hx,
    lay,
    of_kind,
    on_top,
    run,
    set_temp,
    temp,
    texts,
    wall,
    with_dice,
)

from game.core.errors import IllegalAction
from game.eruption.board import edge_text
from game.eruption.pieces import N_LAVA, TILE_TYPE

# Four flows onto V0 (seat 0 in a 2-player game), in E2.3 order of its edges.
V0_EDGES = [(-1, -3, 0), (-1, -3, 1), (1, -4, 5), (1, -4, 0)]

# Every empty hex with an incoming flow gets two of them: the dead end {3} and the straight
# {0,3} fit nowhere (found by a search; all tiles connected to the volcano).
CLOG = [
    ((-2, 1), (0, 2)),
    ((-2, 0), (1, 3)),
    ((-1, 2), (0, 2, 3)),
    ((0, 2), (1, 4, 5)),
    ((1, -2), (1, 2, 4)),
    ((2, -2), (0, 3, 5)),
]

# Scattered tiles (a test position, not connected): every empty hex faces an edge without
# flow, of a tile or of the volcano, so an eruption tile fits nowhere.
NO_ERUPTION = [
    ((-4, 1), (5,)),
    ((-3, 3), (1, 4)),
    ((-2, 4), (0, 5)),
    ((-1, -3), (0, 1)),
    ((1, -4), (0, 4)),
    ((2, 3), (2, 4)),
    ((2, 1), (0, 3, 5)),
    ((3, -4), (1, 2, 5)),
    ((3, -2), (0, 4, 5)),
    ((-3, -1), (1, 3, 5)),
    ((4, -2), (0, 4, 5)),
    ((-5, 2), (0, 2, 4)),
    ((-1, 3), (1, 3, 5)),
]


def v0_flows(s):
    """Two chains from the volcano ending in four flows on V0's edges."""
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 0, 3, 5)
    lay(s, -1, -1, 0, 2)
    lay(s, -1, -2, 0, 3, 5)
    lay(s, -1, -3, 0, 1, 3)


def board_of(s, layout):
    for (q, r), flows in layout:
        lay(s, q, r, *flows)


def tile_kind(flows):
    from game.eruption.pieces import LAVA_TILE_TYPES

    return [k for k, (f, _, _) in enumerate(LAVA_TILE_TYPES) if f == flows][0]


def lava_tiles_of(s, flows):
    k = tile_kind(flows)
    return [t for t in range(N_LAVA) if TILE_TYPE[t] == k]


def walls_on_board(s):
    return {edge_text(e) for e in s.walls}


# ---- E4 setup ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_e4_1_three_cards_each_and_the_rest_is_the_draw_pile(n):
    s = G.new_game(config(n), 11)
    assert [sum(h) for h in s.hands] == [3] * n
    assert len(s.deck) == 36 - 3 * n and not s.discard


@pytest.mark.parametrize("n", [2, 6])
def test_e4_2_one_wall_of_each_material_from_the_supply(n):
    s = G.new_game(config(n), 11)
    assert s.stock == [[1, 1, 1]] * n
    assert s.supply == [18 - n, 15 - n, 15 - n]


def test_e4_3_forty_tiles_shuffled_into_one_pile_eruption_tiles_beside():
    s = G.new_game(config(3), 4)
    assert len(s.piles) == 1
    drawn = [e["tile"] for e in of_kind(s, "draw_tile")]
    assert sorted(s.piles[0] + drawn) == list(range(40))
    assert s.unclaimed == [40, 41, 42] and not any(s.tile_at[i] >= 0 for i in range(60))
    other = G.new_game(config(3), 5)
    assert other.piles[0] != s.piles[0]  # shuffled by the seed


def test_e4_4_every_marker_starts_at_zero_neutral_too():
    s = G.new_game(config(2), 4)
    assert s.temps == [0] * 6
    assert [p["temp"] for p in G.view(s, 0)["players"]] == [0, 0]


def test_e4_5_highest_roll_starts_and_the_rolls_are_logged():
    for seed in range(30):
        s = G.new_game(config(4), seed)
        rolls = of_kind(s, "first_roll")
        assert [r["seat"] for r in rolls[:4]] == [0, 1, 2, 3]  # everybody rolls, logged
        best = max(r["roll"] for r in rolls[:4])
        starters = [r["seat"] for r in rolls[:4] if r["roll"] == best]
        assert s.seat in starters
        if len(starters) == 1:
            assert len(rolls) == 4 and s.seat == starters[0]


def test_e4_5_ties_roll_again_only_among_the_tied():
    for seed in range(200):
        s = G.new_game(config(3), seed)
        rolls = of_kind(s, "first_roll")
        if len(rolls) > 3:
            break
    else:
        pytest.fail("no tie in 200 seeds")
    first = rolls[:3]
    best = max(r["roll"] for r in first)
    tied = sorted(r["seat"] for r in first if r["roll"] == best)
    assert len(tied) >= 2
    second = rolls[3 : 3 + len(tied)]
    assert sorted(r["seat"] for r in second) == tied
    assert s.seat in tied


# ---- E5 turn structure --------------------------------------------------------------------


def test_e5_phases_come_in_order():
    s = blank(2)
    hand(s, 0, rain=1)
    set_temp(s, 0, 100)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)  # one flow onto V0: +20 -> 120
    s = begin(s, 0)
    keys = [e["k"] for e in s.events]
    assert keys == ["pass", "turn", "temp", "claim", "claim", "draw_card", "drew"]
    assert s.phase == "erupt"  # phase 1 ends with the claimed eruption tile
    s = act(s, "erupt 3,-1")
    assert [e["k"] for e in s.events][-1] == "draw_tile" and s.phase == "place"  # phase 2
    s = act(s, [a for a in texts(s) if a.startswith("place -1,2/")][0])
    assert s.phase == "cards"  # phase 3
    s = act(s, "pass")
    assert s.phase == "walls"  # phase 4
    s = act(s, "pass")
    assert s.seat == 1


def test_e5_phase_2_is_compulsory():
    s = begin(blank(2), 0)
    assert s.phase == "place"
    assert "pass" not in texts(s) and all(a.startswith("place ") for a in texts(s))


def test_e5_card_phase_cannot_end_with_more_than_three_cards():
    s = at_phase(blank(2), 0, "cards")
    hand(s, 0, rain=2, bomb=1, reinforce=1)
    assert "pass" not in texts(s)
    with pytest.raises(IllegalAction, match="more than 3 cards"):
        act(s, "pass")
    s = act(s, "trade rain")
    assert cards(s, 0) == 3 and "pass" in texts(s)
    assert act(s, "pass").phase == "walls"


def test_e5_phase_4_may_be_passed():
    s = at_phase(blank(2), 0, "walls")
    assert "pass" in texts(s)
    s2 = act(s, "pass")
    assert s2.seat == 1 and s2.stock[0] == [1, 1, 1]


# ---- E6 damage --------------------------------------------------------------------------


def test_e6_1_unwalled_flows_heat_twenty_each():
    s = blank(2)
    v0_flows(s)
    s = begin(s, 0)
    assert temp(s, 0) == 80
    assert [(e["delta"], e["why"]) for e in of_kind(s, "temp")] == [(80, "flows")]
    assert not of_kind(s, "roll")


def test_e6_1_walled_flows_rolled_in_village_edge_order_after_the_plus_twenties():
    s = blank(2)
    v0_flows(s)
    wall(s, edge(1, -4, 0), "straw")  # listed 6th in E2.3 (built first)
    wall(s, edge(1, -4, 5), "straw")  # listed 5th
    s = begin(s, 0, 6, 1, 1, 6)  # first roll: lava 6 vs 1; second: lava 1 vs 6
    rolls = of_kind(s, "roll")
    assert [r["edge"] for r in rolls] == [edge_text(edge(1, -4, 5)), edge_text(edge(1, -4, 0))]
    assert [(r["lava"], r["wall"], r["holds"]) for r in rolls] == [(6, 1, False), (1, 6, True)]
    assert walls_on_board(s) == {edge_text(edge(1, -4, 0))}
    assert [(e["delta"], e["temp"]) for e in of_kind(s, "temp")] == [(40, 40), (10, 50)]
    assert s.supply[0] == 16 - 2 + 1  # 16 after setup, 2 built, 1 back


def test_e6_1_only_the_active_village_takes_damage():
    s = blank(2)
    v0_flows(s)
    s = begin(s, 1)
    assert temp(s, 0) == 0 and not of_kind(s, "temp")


def test_e6_2_temperature_clamped_at_290_but_walls_still_fall():
    s = blank(2)
    v0_flows(s)
    set_temp(s, 0, 280)
    wall(s, edge(-1, -3, 0), "stone")
    wall(s, edge(-1, -3, 1), "stone")
    supply = s.supply[2]
    s = begin(s, 0, 6, 1, 6, 2)
    assert temp(s, 0) == 290
    assert not s.walls and s.supply[2] == supply + 2
    assert [r["holds"] for r in of_kind(s, "roll")] == [False, False]


def test_e6_2_temperature_never_below_zero():
    s = at_phase(blank(2), 0, "cards")
    set_temp(s, 0, 20)
    hand(s, 0, rain=1)
    assert temp(act(s, "play rain"), 0) == 0


@pytest.mark.parametrize("t,builds", [(40, 1), (50, 2), (110, 2), (200, 2)])
def test_e6_3_danger_zone_1_builds_an_extra_wall(t, builds):
    s = at_phase(blank(2), 0, "walls")
    set_temp(s, 0, t)
    s.stock[0] = [3, 0, 0]
    s.supply[0] -= 2
    done = 0
    while s.seat == 0 and s.phase == "walls":
        s = act(s, [a for a in texts(s) if a.startswith("build")][0])
        done += 1
    assert done == builds and s.stock[0][0] == 3 - builds


@pytest.mark.parametrize("t,drawn", [(110, 0), (120, 1), (190, 1), (200, 1)])
def test_e6_3_danger_zone_2_draws_a_card_after_damage(t, drawn):
    s = blank(2)
    hand(s, 0)
    s.unclaimed = []
    s.removed += [40, 41, 42]
    set_temp(s, 0, t)
    s = begin(s, 0)
    assert cards(s, 0) == drawn
    assert [e["why"] for e in of_kind(s, "draw_card")] == ["danger"] * drawn
    assert len([e for e in of_kind(s, "drew") if e["to"] == [0]]) == drawn


def test_e6_3_the_dz2_card_reads_the_temperature_after_damage():
    s = blank(2)
    hand(s, 0)
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    set_temp(s, 0, 100)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)  # +20: 120
    s = begin(s, 0)
    assert temp(s, 0) == 120 and cards(s, 0) == 1


@pytest.mark.parametrize("t", [190, 200])
def test_e6_3_danger_zone_3_may_place_an_extra_tile(t):
    s = blank(2)
    hand(s, 0)
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    set_temp(s, 0, t)
    s = begin(s, 0)
    s = act(s, texts(s)[0])
    if t < 200:
        assert s.phase == "cards"  # (the DZ2 card is in hand)
        return
    assert s.phase == "extra" and texts(s) == ["extra", "pass"]
    declined = act(s, "pass")
    assert declined.phase == "cards" and sum(t >= 0 for t in declined.tile_at) == 1
    taken = act(s, "extra")
    assert taken.phase == "place" and taken.pending >= 0
    taken = act(taken, texts(taken)[0])
    assert sum(t >= 0 for t in taken.tile_at) == 2 and taken.phase == "cards"


def test_e6_3_abilities_read_the_temperature_when_used():
    # At 50 (DZ1) the player plays Rain in phase 3: at 20, phase 4 allows one wall only.
    s = at_phase(blank(2), 0, "cards")
    set_temp(s, 0, 50)
    hand(s, 0, rain=1)
    s = act(s, "play rain")
    assert s.phase == "walls"
    s = act(s, [a for a in texts(s) if a.startswith("build")][0])
    assert s.seat == 1


def test_e6_4_claims_every_reached_eruption_space_at_once():
    s = blank(2)
    set_temp(s, 0, 120)
    s = begin(s, 0)
    assert [e["number"] for e in of_kind(s, "claim")] == [1, 2]
    assert s.unclaimed == [42]


@pytest.mark.parametrize("t,claims", [(40, []), (50, [1]), (190, [1, 2]), (200, [1, 2, 3])])
def test_e6_4_eruption_spaces_are_50_120_200(t, claims):
    s = blank(2)
    set_temp(s, 1, t)
    s = begin(s, 1)
    assert [e["number"] for e in of_kind(s, "claim")] == claims


def test_e6_4_a_village_pushed_past_a_space_claims_at_its_own_turn():
    s = blank(2)
    set_temp(s, 1, 60)  # heated during someone else's turn
    s0 = begin(s, 0)
    assert not of_kind(s0, "claim") and s0.unclaimed == [40, 41, 42]
    s1 = begin(s, 1)
    assert [e["seat"] for e in of_kind(s1, "claim")] == [1]


def test_e6_4_an_already_claimed_tile_is_not_claimed_again():
    s = blank(2)
    s.unclaimed = [41, 42]
    s.claimed[1] = [40]
    set_temp(s, 0, 60)
    s = begin(s, 0)
    assert not of_kind(s, "claim")


def test_e6_4_neutral_villages_never_claim():
    s = blank(2)  # V1, V2, V4, V5 are neutral
    for v in (1, 2, 4, 5):
        s.temps[v] = 250
    s = begin(s, 0)
    s = begin(s, 1)
    assert s.unclaimed == [40, 41, 42]


def test_e6_4_a_claim_is_never_lost_after_rain():
    s = blank(2)
    hand(s, 0, rain=1)
    set_temp(s, 0, 120)
    s = begin(s, 0)
    assert s.claimed[0] == [40, 41]
    s = act(s, "erupt 3,-1")
    s = act(s, texts(s)[0])
    hand(s, 0, rain=1)
    s = act(s, "play rain")
    assert temp(s, 0) < 120
    s = begin(s, 0)
    assert s.phase == "erupt" and s.claimed[0] == [41]
    s = act(s, texts(s)[0])
    assert 41 in s.tile_at


def test_e6_5_a_village_at_290_at_the_end_of_its_turn_burns():
    s = at_phase(blank(2), 0, "walls")
    set_temp(s, 0, 290)
    s = act(s, "pass")
    assert of_kind(s, "burned") == [{"k": "burned", "seat": 0}]
    assert s.burned == [0]


def test_e6_5_rain_at_290_saves_the_village():
    s = at_phase(blank(2), 0, "cards")
    set_temp(s, 0, 290)
    hand(s, 0, rain=1)
    s = run(s, "play rain", "pass")
    assert temp(s, 0) == 260 and not s.burned and s.seat == 1 and s.final is None


def test_e6_5_reaching_290_in_another_players_turn_is_not_burning_yet():
    s = at_phase(blank(2), 1, "walls")
    set_temp(s, 0, 290)
    s = act(s, "pass")
    assert not s.burned and s.seat == 0


# ---- E7 placing a lava tile ----------------------------------------------------------------


def test_e7_1_a_placeable_tile_must_be_placed_hex_and_rotation_chosen():
    s = blank(2)
    (bend,) = on_top(s, (3, 5))
    s = begin(s, 0)
    assert s.pending == bend
    options = texts(s)
    assert len({a.split("/")[0] for a in options}) == 6  # any of the six volcano flows
    s = act(s, "place 2,-1/1")
    assert s.tile_at[hx(2, -1)] == bend and s.phase != "place"


def test_e7_1_unplaceable_tiles_are_set_aside_then_shuffled_back():
    s = blank(2)
    board_of(s, CLOG)
    dead, straight, bend = on_top(s, (3,), (0, 3), (3, 4))
    size = len(s.piles[0])
    s = begin(s, 0)
    keys = [(e["k"], e.get("tile"), e.get("count")) for e in s.events[2:]]
    assert keys == [
        ("draw_tile", dead, None),
        ("aside", dead, None),
        ("draw_tile", straight, None),
        ("aside", straight, None),
        ("draw_tile", bend, None),
        ("aside_back", None, 2),
    ]
    assert s.pending == bend
    assert len(s.piles[0]) == size - 1 and dead in s.piles[0] and straight in s.piles[0]


def test_e7_1_decision_no_tile_placeable_set_aside_tiles_leave_the_game():
    s = blank(2)
    hand(s, 0)
    board_of(s, CLOG)
    dead, straight = on_top(s, (3,), (0, 3))
    rest = [t for t in s.piles[0] if t not in (dead, straight)]
    s.removed += rest
    s.piles[0] = [straight, dead]
    s = begin(s, 0)
    assert [e["k"] for e in s.events[2:]][-2:] == ["aside_lost", "last_tile"]
    assert of_kind(s, "aside_lost")[0]["count"] == 2
    assert dead in s.removed and straight in s.removed and not s.piles[0]
    assert s.phase == "walls"  # the placement is skipped
    s = act(s, "pass")  # E7.3a: the pile ran out, final round
    assert s.final is not None and s.ending == "pile"


def test_e7_1_decision_walls_hold_everywhere_the_tile_leaves_the_game():
    s = blank(2)
    hand(s, 0)
    (bend,) = on_top(s, (3, 4))
    volcano_spots = [
        edge(0, -1, 1),
        edge(0, -1, 5),
        edge(1, 0, 1),
        edge(1, 0, 3),
        edge(-1, 1, 3),
        edge(-1, 1, 5),
    ]
    for e in volcano_spots:
        wall(s, e, "stone")
    s = begin(s, 0)
    hexes = sorted({a.split("/")[0] for a in texts(s)})
    assert len(hexes) == 6
    for k, h in enumerate(hexes):
        s = with_dice(s, 1, 6)
        s = act(s, [a for a in texts(s) if a.split("/")[0] == h][0])
        assert of_kind(s, "closed")[0]["hex"] == h.split()[1]
        if k < 5:
            assert s.phase == "place" and not any(a.startswith(h) for a in texts(s))
    assert of_kind(s, "tile_lost") and bend in s.removed and s.phase == "walls"
    assert len(s.walls) == 6  # every wall held


def test_e7_1_a_hex_closed_by_walls_opens_again_for_the_next_placement():
    s = blank(2)
    hand(s, 0)
    set_temp(s, 0, 200)  # DZ3: two placements this turn
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    s.claimed = [[], []]
    wall(s, edge(0, -1, 1), "stone")  # the volcano flow into (1,-2)
    s = begin(s, 0)
    s = with_dice(s, 1, 6)
    s = act(s, [a for a in texts(s) if a.startswith("place 1,-2/")][0])
    assert of_kind(s, "closed") and not any(a.startswith("place 1,-2/") for a in texts(s))
    s = act(s, [a for a in texts(s) if a.startswith("place 2,-1/")][0])
    s = act(s, "extra")
    assert any(a.startswith("place 1,-2/") for a in texts(s))


def test_e7_2_a_occupied_hexes_and_the_volcano_take_no_tile():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    s = begin(s, 0)
    assert not any(a.startswith("place 1,-2/") for a in texts(s))
    assert any(a.startswith("place 1,-3/") for a in texts(s))


def test_e7_2_b_matching_tile_neighbours():
    # (1,-3) gets the flow of (1,-2) on its edge 3; (0,-2), holding a tile with no flow
    # toward (1,-3), forbids its edge 4.
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, -1, -1, 1, 2)  # flows toward (0,-2)
    lay(s, 0, -2, 0, 4)  # no flow on edge 1 (toward (1,-3))
    (fan,) = on_top(s, (1, 2, 3))
    s = begin(s, 1)
    at = [a for a in texts(s) if a.startswith("place 1,-3/")]
    from game.eruption.pieces import ROTATIONS

    expected = sorted(r for r, m in ROTATIONS[fan] if m >> 3 & 1 and not m >> 4 & 1)
    assert sorted(int(a[-1]) for a in at) == expected and expected


def test_e7_2_b_volcano_edges_without_a_flow_are_forbidden():
    # (2,-2) faces the volcano hex (1,-1) on its edge 4, where no flow is printed.
    s = blank(2)
    lay(s, 1, -2, 2, 4)
    (tile,) = on_top(s, (0, 1, 2, 3, 5))
    s = begin(s, 1)
    rots = [a for a in texts(s) if a.startswith("place 2,-2/")]
    from game.eruption.pieces import ROTATIONS

    masks = {r: m for r, m in ROTATIONS[tile]}
    assert rots
    for a in rots:
        m = masks[int(a[-1])]
        assert m >> 5 & 1 and not m >> 4 & 1
    assert len(rots) < len(masks)


def test_e7_2_b_village_and_sea_edges_are_free():
    # (2,-5) has a V0 edge (5) and two sea edges (0, 1); the five-way tile {0,1,2,3,5} may
    # take every rotation that continues the flow arriving on its edge 4.
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 1, 3)
    (five,) = on_top(s, (0, 1, 2, 3, 5))
    s = begin(s, 1)
    rots = {int(a[-1]) for a in texts(s) if a.startswith("place 2,-5/")}
    assert rots == {1, 2, 3, 4, 5}  # all but rotation 0, whose gap is edge 4
    s = act(s, "place 2,-5/2")  # the gap on edge 0: flows on 1 (sea) and 5 (V0)
    assert s.tile_at[hx(2, -5)] == five and cards(s, 1) == 4  # 3 dealt + 1 contact


def test_e7_2_c_a_tile_must_continue_a_flow():
    s = blank(2)
    lay(s, 1, -2, 0, 4)  # flows into (1,-3) only
    s = begin(s, 1)
    hexes = {a.split("/")[0] for a in texts(s)}
    assert "place 1,-3" in hexes
    assert "place 2,-3" not in hexes and "place 2,-2" not in hexes and "place 0,-2" not in hexes


def test_e7_3_resource_hex_gives_a_wall():
    s = blank(2)
    hand(s, 1)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 1, 3)  # flow into (2,-4), a stone hex
    on_top(s, (3,))
    s = begin(s, 1)
    s = act(s, "place 2,-4/1")
    assert s.stock[1] == [1, 1, 2]
    assert [(e["material"], e["why"]) for e in of_kind(s, "gain")] == [("stone", "resource")]


def test_e7_3_contact_cards_even_with_walls_and_for_any_village():
    # Seat 1 (V3) sends two flows onto V0's edges, one of them walled: two cards.
    s = blank(2)
    hand(s, 1)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    wall(s, edge(1, -4, 0), "stone")
    on_top(s, (0, 3, 5))
    s = begin(s, 1)
    s = act(s, "place 1,-4/0")
    assert cards(s, 1) == 2
    assert [e["why"] for e in of_kind(s, "draw_card")] == ["contact", "contact"]


def test_e7_3_contact_cards_for_a_neutral_village():
    # V1 is neutral with 2 players; (3,-4) has V1 edges 1 and 2.
    s = blank(2)
    hand(s, 0)
    lay(s, 1, -2, 1, 4)
    lay(s, 2, -3, 0, 1, 4)
    on_top(s, (0, 1, 3, 4))  # rotated so that edges 1, 2 and 4 carry flows
    s = begin(s, 0)
    options = [a for a in texts(s) if a.startswith("place 3,-4/")]
    assert options
    s = act(s, options[0])
    flows = s.flows[hx(3, -4)]
    expected = (flows >> 1 & 1) + (flows >> 2 & 1)
    assert expected >= 1 and cards(s, 0) == expected


def test_e7_3_order_cards_drawn_before_the_eruption_heat():
    s = blank(2)
    hand(s, 0)
    set_temp(s, 0, 50)
    s = begin(s, 0)
    s = act(s, "erupt 1,-4")  # two V0 edges
    keys = [e["k"] for e in s.events]
    assert keys.index("draw_card") < keys.index("temp")
    assert cards(s, 0) == 2 and temp(s, 1) == 30


@pytest.mark.parametrize("way", ["turn", "lavaflow", "quake", "trade", "dz3"])
def test_e7_3a_drawing_the_last_tile_any_way_starts_the_end(way):
    s = blank(2)
    hand(s, 0)
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    lay(s, 1, -2, 0, 4)
    keep = s.piles[0][-2:] if way == "turn" else s.piles[0][-1:]
    s.removed += [t for t in s.piles[0] if t not in keep]
    s.piles[0] = keep
    if way == "turn":
        s.piles[0] = keep[-1:]
        s.removed.append(keep[0])
    if way == "dz3":
        set_temp(s, 0, 200)
        s.piles[0] = keep + [s.removed.pop()]
    s = begin(s, 0) if way in ("turn", "dz3") else at_phase(s, 0, "cards")
    if way == "dz3":
        s = act(s, texts(s)[0])
        s = act(s, "extra")
    elif way == "lavaflow":
        hand(s, 0, lavaflow=1)
        s = act(s, "play lavaflow")
    elif way == "quake":
        hand(s, 0, quake=1)
        s = act(s, "play quake")
    elif way == "trade":
        hand(s, 0, rain=1, bomb=1)
        s = act(s, "trade rain+bomb")
    assert of_kind(s, "last_tile") and not s.piles[0]
    s = act(s, texts(s)[0])  # place it
    while s.seat == 0:
        s = act(s, "pass")
    assert s.final == [0] and s.ending == "pile"


def test_e7_4_only_new_village_contacts_count():
    # Quake: the new tile keeps the one V0 flow of the old tile and adds a second: 1 card.
    s = blank(2)
    hand(s, 0, quake=1)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)  # touches V0 on edge 5
    on_top(s, (0, 3, 5))
    s = at_phase(s, 0, "cards")
    s = act(s, "play quake")
    s = act(s, "place 1,-4/0")
    assert [e["why"] for e in of_kind(s, "draw_card")] == ["contact"]


def test_e7_5_no_resource_wall_for_aftershock_or_quake():
    s = blank(2)
    lay(s, 1, -2, 2, 4)  # into (2,-2), a straw hex
    lay(s, 2, -2, 0, 3, 5)
    on_top(s, (0, 3, 5))
    s = at_phase(s, 0, "cards")
    hand(s, 0, aftershock=1, quake=1)
    stock = s.stock[0][:]
    turned = act(s, [a for a in texts(s) if a.startswith("play aftershock 2,-2/")][0])
    assert turned.stock[0] == stock and not of_kind(turned, "gain")
    quaked = run(s, "play quake")
    quaked = act(quaked, [a for a in texts(quaked) if a.startswith("place 2,-2/")][0])
    assert quaked.stock[0] == stock and not of_kind(quaked, "gain")


def test_e7_5_a_hex_emptied_by_sinkhole_gives_a_wall_again():
    s = blank(2)
    lay(s, 1, -2, 2, 4)
    lay(s, 2, -2, 3, 5)  # dead-ends at (1,-2)... removable
    s = at_phase(s, 0, "cards")
    hand(s, 0, sinkhole=1)
    s = act(s, "play sinkhole 2,-2")
    assert s.tile_at[hx(2, -2)] < 0 and not of_kind(s, "gain")
    s = begin(s, 1)
    s = act(s, [a for a in texts(s) if a.startswith("place 2,-2/")][0])
    assert [e["material"] for e in of_kind(s, "gain")] == ["straw"]


# ---- E8 eruption tiles ----------------------------------------------------------------------


def test_e8_1_eruption_tile_placed_before_the_lava_tile_lowest_first():
    s = blank(2)
    set_temp(s, 0, 120)
    size = len(s.piles[0])
    s = begin(s, 0)
    assert s.phase == "erupt" and s.pending < 0 and len(s.piles[0]) == size
    s = act(s, "erupt 3,-1")
    assert s.tile_at[hx(3, -1)] == 40  # eruption tile 1
    assert s.phase == "place" and s.claimed[0] == [41]
    s = act(s, texts(s)[0])
    assert "erupt" not in {a.split()[0] for a in texts(s)}


def test_e8_1_the_second_claimed_tile_waits_for_the_next_turn_after_damage():
    s = blank(2)
    set_temp(s, 0, 120)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)
    s = begin(s, 0)
    assert s.claimed[0] == [40, 41]
    s = act(s, "erupt 3,-1")
    assert s.claimed[0] == [41] and s.phase == "place"
    s = begin(s, 0)
    # next turn: the damage comes first, then eruption tile 2 is placed
    assert [e["k"] for e in s.events[2:3]] == ["temp"]
    assert s.phase == "erupt" and s.pending < 0
    s = act(s, "erupt -3,3")
    assert s.tile_at[hx(-3, 3)] == 41 and s.claimed[0] == []


def test_e8_1_unplaced_claimed_tiles_are_discarded_at_the_end():
    s = at_phase(blank(2), 1, "walls")
    s.final = []
    s.ending = "pile"
    s.claimed[1] = [42]
    s.unclaimed = [40, 41]
    s = act(s, "pass")
    assert s.over and 42 in s.removed and s.claimed == [[], []]


def test_e8_2_any_matching_empty_hex_no_connection_needed():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    set_temp(s, 0, 50)
    s = begin(s, 0)
    hexes = {a.split()[1] for a in texts(s)}
    assert "4,-2" in hexes and "-3,5" in hexes  # far from any flow
    assert "1,-3" in hexes  # (1,-2) flows into it
    assert "2,-3" not in hexes  # (1,-2) has no flow toward it
    assert "2,-2" not in hexes  # faces the volcano without flow
    assert "1,-2" not in hexes  # occupied


def test_e8_2_walls_pointing_into_the_hex_go_without_a_roll():
    s = blank(2)
    set_temp(s, 0, 50)
    wall(s, edge(-1, -1, 1), "straw")  # elsewhere
    lay(s, 1, -2, 1, 4)
    lay(s, 2, -3, 0, 1, 4)  # flow into (2,-4)
    wall(s, edge(2, -3, 0), "wood")
    s = begin(s, 0)
    s = act(s, "erupt 2,-4")
    assert not of_kind(s, "roll")
    assert [e["why"] for e in of_kind(s, "wall_off")] == ["eruption"]
    assert edge(2, -3, 0) not in s.walls and edge(-1, -1, 1) in s.walls
    assert [e["material"] for e in of_kind(s, "gain")] == ["stone"]  # resource wall too


def test_e8_3_every_other_village_in_play_gains_30():
    s = blank(3)
    set_temp(s, 0, 50)
    set_temp(s, 1, 70)
    s = begin(s, 0)
    s = act(s, "erupt 3,-1")
    assert [temp(s, p) for p in range(3)] == [50, 100, 30]
    assert [s.temps[v] for v in (1, 3, 5)] == [0, 0, 0]  # neutral villages never move
    assert [(e["seat"], e["delta"], e["why"]) for e in of_kind(s, "temp")] == [
        (1, 30, "eruption"),
        (2, 30, "eruption"),
    ]


def test_e8_3_the_heat_can_let_others_claim_at_their_turn():
    s = blank(2)
    set_temp(s, 0, 50)
    set_temp(s, 1, 100)
    s = begin(s, 0)
    s = act(s, "erupt 3,-1")
    assert temp(s, 1) == 130
    s = begin(s, 1)
    assert [e["number"] for e in of_kind(s, "claim")] == [2]


def test_e8_4_no_hex_for_the_eruption_tile_discards_it():
    s = blank(2)
    board_of(s, NO_ERUPTION)
    set_temp(s, 0, 50)
    s = begin(s, 0)
    assert of_kind(s, "eruption_lost") == [{"k": "eruption_lost", "seat": 0, "number": 1}]
    assert 40 in s.removed and s.claimed[0] == [] and s.phase == "place"


def test_e8_5_eruption_tiles_still_placed_in_the_final_round_without_a_pile():
    s = blank(2)
    s.removed += s.piles[0]
    s.piles[0] = []
    s.final = [0, 1]
    s.ending = "pile"
    set_temp(s, 0, 60)
    s = begin(s, 0)  # seat 0's final turn
    assert s.phase == "erupt"
    s = act(s, "erupt 3,-1")
    assert 40 in s.tile_at and of_kind(s, "no_tiles")
