"""E14: the worked examples of the rule texts, reproduced exactly (one test each)."""

from __future__ import annotations

from eruption_support import (
    G,
    act,
    begin,
    blank,
    cards,
    edge,
    hand,
    lay,
    of_kind,
    on_top,
    set_temp,
    temp,
    texts,
    wall,
)

from game.eruption.board import VILLAGE_EDGE_IDS, edge_text


def test_e14_damage_two_open_two_walled_flows():
    """+40 first; then one roll per walled flow, +10 and the wall removed for each lava win."""
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 0, 3, 5)  # V0 edges (1,-4):5 and (1,-4):0
    lay(s, -1, -1, 0, 2)
    lay(s, -1, -2, 0, 3, 5)
    lay(s, -1, -3, 0, 1, 3)  # V0 edges (-1,-3):0 and (-1,-3):1
    wall(s, edge(-1, -3, 1), "wood")
    wall(s, edge(1, -4, 0), "straw")
    supply = s.supply[:]
    s = begin(s, 0, 5, 3, 4, 2)  # wood 3+1 < 5: falls; straw 2 < 4: falls
    assert [(e["delta"], e["temp"]) for e in of_kind(s, "temp")] == [(40, 40), (10, 50), (10, 60)]
    assert [(r["edge"], r["lava"], r["wall"], r["bonus"]) for r in of_kind(s, "roll")] == [
        (edge_text(edge(-1, -3, 1)), 5, 3, 1),
        (edge_text(edge(1, -4, 0)), 4, 2, 0),
    ]
    assert not s.walls and s.supply == [supply[0] + 1, supply[1] + 1, supply[2]]


def test_e14_damage_a_wall_that_holds_costs_nothing():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 0, 3, 5)
    lay(s, -1, -1, 0, 2)
    lay(s, -1, -2, 0, 3, 5)
    lay(s, -1, -3, 0, 1, 3)
    wall(s, edge(-1, -3, 1), "wood")
    wall(s, edge(1, -4, 0), "straw")
    s = begin(s, 0, 1, 6, 6, 1)  # the wood wall holds, the straw wall falls
    assert temp(s, 0) == 50 and list(s.walls) == [edge(-1, -3, 1)]


def test_e14_dice_wood_six_plus_one_holds_against_six():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)
    wall(s, edge(1, -4, 5), "wood")
    s = begin(s, 0, 6, 6)
    (roll,) = of_kind(s, "roll")
    assert (roll["wall"], roll["bonus"], roll["lava"], roll["holds"]) == (6, 1, 6, True)
    assert edge(1, -4, 5) in s.walls and temp(s, 0) == 0


def test_e14_dice_straw_four_against_four_the_lava_wins():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)
    wall(s, edge(1, -4, 5), "straw")
    s = begin(s, 0, 4, 4)
    (roll,) = of_kind(s, "roll")
    assert (roll["wall"], roll["bonus"], roll["lava"], roll["holds"]) == (4, 0, 4, False)
    assert not s.walls and temp(s, 0) == 10


def test_e14_village_at_40_takes_20_claims_and_places_eruption_tile_1():
    s = blank(3)
    set_temp(s, 0, 40)
    set_temp(s, 1, 10)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)
    s = begin(s, 0)
    assert temp(s, 0) == 60 and G.view(s, 0)["players"][0]["zone"] == 1
    assert [e["number"] for e in of_kind(s, "claim")] == [1]
    assert s.phase == "erupt"
    s = act(s, "erupt 3,-1")
    assert [temp(s, p) for p in range(3)] == [60, 40, 30]
    assert [s.temps[v] for v in (1, 3, 5)] == [0, 0, 0]


def test_e14_cards_for_contact_two_flows_two_cards_even_with_walls():
    s = blank(2)
    hand(s, 1)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    wall(s, VILLAGE_EDGE_IDS[0][4], "stone")  # (1,-4):5
    wall(s, VILLAGE_EDGE_IDS[0][5], "wood")  # (1,-4):0
    on_top(s, (0, 3, 5))
    s = begin(s, 1)
    s = act(s, "place 1,-4/0")  # flows on (1,-4):0 and (1,-4):5
    assert cards(s, 1) == 2 and len(s.walls) == 2


def test_e14_cards_for_contact_rotation_moves_one_flow_keeps_another_one_card():
    # The fork at (1,-4) flows on 0 (V0), 2 (toward (2,-4)) and 3; turned by 3 it flows on
    # 0 (kept), 3 and 5 (V0, new): one card.
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 0, 2, 3)
    s.seat, s.phase, s.pending, s.origin = 0, "cards", -1, "turn"
    hand(s, 0, aftershock=1)
    assert "play aftershock 1,-4/0" in texts(s)
    s = act(s, "play aftershock 1,-4/0")
    assert [e["why"] for e in of_kind(s, "draw_card")] == ["contact"]
    assert cards(s, 0) == 1


def test_e14_tie_at_the_end_score_of_player_a():
    """Stone + straw in stock, a wood wall in the village, 2 flows touching: 3 + 1 + 2 - 2 = 4."""
    s = blank(2)
    set_temp(s, 0, 70)
    set_temp(s, 1, 70)
    s.supply = [a + b for a, b in zip(s.supply, s.stock[0], strict=True)]
    s.stock[0] = [0, 0, 0]
    s.stock[0][0] += 1  # straw
    s.stock[0][2] += 1  # stone
    s.supply[0] -= 1
    s.supply[2] -= 1
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 0, 3, 5)
    wall(s, VILLAGE_EDGE_IDS[0][0], "wood")
    assert G.view(s, 1)["players"][0]["tie_score"] == 4
    s.seat, s.phase, s.pending, s.final, s.ending = 1, "walls", -1, [], "pile"
    s.cache = None
    s = act(s, "pass")
    assert s.over
    # player B keeps the setup stock (1 + 2 + 3 = 6) and no flows: B wins the tie
    assert G.ranking(s) == [2, 1]
