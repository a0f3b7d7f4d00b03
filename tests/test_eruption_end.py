"""E11: the end of the game (burned village, exhausted pile) and the winner."""

from __future__ import annotations

from eruption_support import (
    G,
    act,
    at_phase,
    begin,
    blank,
    edge,
    hand,
    lay,
    of_kind,
    quiet,
    set_temp,
    texts,
    turns,
    wall,
)

from game.eruption.board import VILLAGE_EDGE_IDS


def test_e11_1_burned_village_removes_the_pile_and_others_play_one_final_turn():
    s = quiet(blank(3))
    set_temp(s, 1, 290)
    pile = list(s.piles[0])
    s = act(at_phase(s, 1, "walls"), "pass")  # quiet turns run through on their own
    assert of_kind(s, "burned")[0]["seat"] == 1 and s.burned == [1]
    assert not s.piles[0] and sorted(pile) == sorted(s.buried)
    # E13: the removed pile was never seen; the view gives its size, not its tiles
    view = G.view(s, 1)
    assert view["buried"] == len(pile) and not set(pile) & set(view["removed"])
    assert of_kind(s, "final_round")[0]["why"] == "burned"
    assert turns(s) == [(2, True), (0, True)]  # not seat 1
    assert len(of_kind(s, "no_tiles")) == 2  # the final turns have no tile to place
    assert s.over and s.ending == "burned"


def test_e11_1_same_turn_emptied_pile_burn_wins_and_burned_gets_no_turn():
    s = quiet(blank(3))
    set_temp(s, 0, 290)
    s = at_phase(s, 0, "walls")
    s.exhausted = True  # seat 0 drew the last tile this turn
    s.removed += s.piles[0]
    s.piles[0] = []
    s = act(s, "pass")
    assert [e["why"] for e in of_kind(s, "final_round")] == ["burned"]
    assert turns(s) == [(1, True), (2, True)] and s.over and s.ending == "burned"


def test_e11_1_nothing_triggers_a_new_end_during_the_final_round():
    s = quiet(blank(3))
    s.final = [2]
    s.ending = "pile"
    set_temp(s, 1, 290)
    s = act(at_phase(s, 1, "walls"), "pass")  # burns during the final round
    assert s.burned == [1] and not of_kind(s, "final_round")
    assert turns(s) == [(2, True)] and s.final == [] and s.ending == "pile"


def test_e11_2_pile_exhausted_drawer_finishes_then_everyone_one_final_turn():
    s = quiet(blank(3))
    keep = s.piles[0][-1]
    s.removed += s.piles[0][:-1]
    s.piles[0] = [keep]
    hand(s, 1, rain=1)
    s = begin(s, 1)  # seat 1 draws the last tile
    assert of_kind(s, "last_tile") and s.pending == keep
    s = act(s, texts(s)[0])
    assert s.phase == "cards" and s.seat == 1  # the drawer finishes the turn
    s = act(s, "play rain")
    assert of_kind(s, "final_round")[0]["why"] == "pile"
    assert turns(s) == [(2, True), (0, True), (1, True)]
    assert s.over and s.ending == "pile"


def test_e11_3_without_a_pile_the_placement_is_skipped():
    s = blank(2)
    s.removed += s.piles[0]
    s.piles[0] = []
    hand(s, 0, lavaflow=1, quake=1, rain=1)
    s = begin(s, 0)
    assert of_kind(s, "no_tiles") and s.phase == "cards"
    assert not [a for a in texts(s) if a in ("play lavaflow", "play quake") or "+" in a]


def finished(s):
    s = at_phase(s, s.n - 1, "walls")
    s.final = []
    s.ending = "pile"
    return act(s, "pass")


def test_e11_4_lowest_temperature_wins():
    s = blank(3)
    for seat, t in enumerate((80, 30, 150)):
        set_temp(s, seat, t)
    s = finished(s)
    assert s.over and G.ranking(s) == [2, 1, 3]


def test_e11_4_tie_broken_by_walls_minus_flows():
    s = blank(2)
    set_temp(s, 0, 60)
    set_temp(s, 1, 60)
    wall(s, VILLAGE_EDGE_IDS[3][0], "straw")  # seat 1: 1 + stock 1+2+3 = 7
    s = finished(s)
    assert G.ranking(s) == [2, 1]
    assert [p["tie_score"] for p in G.view(s, 0)["players"]] == [6, 7]


def test_e11_4_flows_touching_the_village_count_against():
    s = blank(2)
    set_temp(s, 0, 60)
    set_temp(s, 1, 60)
    wall(s, VILLAGE_EDGE_IDS[3][0], "straw")
    lay(s, -1, 2, 0, 3)
    lay(s, -1, 3, 0, 3, 5)
    lay(s, -1, 4, 0, 2, 3)  # two flows onto V3, one walled or not: both count
    wall(s, edge(-1, 4, 3), "straw")
    s = finished(s)
    assert [p["tie_score"] for p in G.view(s, 0)["players"]] == [6, 6]
    assert G.ranking(s) == [1, 1]  # a shared win


def test_e11_4_shared_win_on_a_full_tie():
    s = blank(3)
    for seat, t in enumerate((40, 40, 90)):
        set_temp(s, seat, t)
    s = finished(s)
    assert G.ranking(s) == [1, 1, 3]
