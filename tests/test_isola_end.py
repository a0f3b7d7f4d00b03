"""I11-I12: when the game ends, and the final scoring with its tie-breaks."""

from __future__ import annotations

from isola_support import (
    G,
    act,
    blank,
    colonist,
    erected,
    kinds,
    lying,
    of_kind,
    on_boat,
    prayers,
    rig,
    turn_of,
    village,
)

from game.isola.rules import FINAL_POINTS, MAX_ROUNDS, final_tally, free_geysers


def ended(s):
    return s.over, s.ending


def test_I11_1_the_round_is_finished_after_the_trigger():
    """I11.1: after the trigger the active player finishes, and play goes on until the seat
    before the first player has played; everyone has had the same number of turns."""
    s = blank(3, first=1)  # seats play 1, 2, 0
    s = turn_of(s, 2)
    s.end_triggered = True
    s = act(s, "end")  # seat 2 is not the last seat (0 is)
    assert not s.over and s.seat == 0
    s = act(s, "end")
    assert ended(s) == (True, "volcanoes")
    turns = [e for e in s.events if e["k"] == "turn"]
    assert turns == []


def test_I11_1_the_last_seat_triggering_ends_after_its_turn():
    """I11.1: if the last seat triggered the end, the game ends after its turn."""
    s = blank(2, first=0)
    s = turn_of(s, 1)
    s.end_triggered = True
    s = act(s, "end")
    assert s.over and s.ending == "volcanoes"


def test_I11_1_rounds_are_counted_from_the_first_player():
    """I11.1: a round runs from the first player's turn to the last seat's."""
    s = blank(3, first=2)
    s.round = 1
    for seat, rnd in ((2, 1), (0, 1), (1, 1), (2, 2)):
        assert (s.seat, s.round) == (seat, rnd)
        s = act(s, "end")


def test_I11_2_no_free_geyser_at_the_end_of_a_round():
    """I11.2: the game ends at the end of a round in which no free geyser is left."""
    s = blank(3, first=0)
    for g in range(len(s.board.geysers)):
        s.erected[g] = g % 3
        s.reserve[g % 3][2] -= 1
    assert not free_geysers(s)
    s = act(s, "end")
    s = act(s, "end")
    assert not s.over
    s = act(s, "end")
    assert ended(s) == (True, "geysers")


def test_I11_2_safety_net_after_round_40():
    """I11.2: the game also ends at the end of round 40."""
    assert MAX_ROUNDS == 40
    s = blank(2, first=1)
    s.round = 40
    s = act(s, "end")
    assert not s.over
    s = act(s, "end")
    assert ended(s) == (True, "rounds") and "ending_rounds" in kinds(s)


def test_I12_final_scoring_points():
    """I12.1-I12.5: villages 3, Moai 2, grouped Moai +2, colonists on the island 4, unused
    prayer tokens 2; boat colonists 0."""
    assert FINAL_POINTS == {"village": 3, "moai": 2, "group": 2, "colonist": 4, "prayer": 2}
    s = blank(2)
    village(s, 0, 3, -2)
    colonist(s, 0, 3, -2, 2)
    on_boat(s, 0)
    prayers(s, 0, 2)
    lying(s, 0, -1, 3)  # alone
    assert final_tally(s, 0) == [1, 1, 0, 2, 2, 3 + 2 + 8 + 4]


def test_I12_2_lying_and_erected_moai_count_and_the_variant():
    """I12.2 Decision: lying and erected Moai both count 2; the option erected_only counts
    erected Moai only (I12.2, I12.3 and the tie-break)."""
    s = blank(2)
    lying(s, 0, 0, 0)
    erected(s, 0, 1, 0, 5)  # next to (0,0): a group of 2
    assert final_tally(s, 0)[:3] == [0, 2, 2]
    v = blank(2, "erected_only")
    lying(v, 0, 0, 0)
    erected(v, 0, 1, 0, 5)
    assert final_tally(v, 0)[:3] == [0, 1, 0]


def test_I12_3_groups_score_two_per_moai():
    """I12.3: a group of n Moai (same or neighbouring hexes) gives 2n: 4, 6, 8."""
    for n, hexes in ((2, [(0, 0), (1, 0)]), (3, [(0, 0), (1, 0), (2, 0)]), (4, [(0, 0)] * 4)):
        s = blank(2)
        for q, r in hexes:
            lying(s, 0, q, r)
        t = final_tally(s, 0)
        assert t[1] == n and t[2] == n
        assert 2 * t[2] == 2 * n


def test_I12_6_ties_broken_by_colonists_villages_moai_then_shared():
    """I12.6: highest total; ties by more colonists on the island, then villages, then Moai;
    still tied: a shared win."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    prayers(s, 1, 2)  # 4 VP without a colonist: equal totals
    assert G.ranking(s) == [1, 2]
    s = blank(2)
    village(s, 0, 0, 0)  # 3 VP
    lying(s, 1, 0, 1)  # 2 VP
    s.scores = [0, 1]
    assert G.ranking(s) == [1, 2]  # tie 3-3: seat 0 has more villages
    s = blank(2)
    lying(s, 0, 0, 1)
    prayers(s, 1, 1)
    assert G.ranking(s) == [1, 2]  # tie 2-2: more Moai
    s = blank(3)
    assert G.ranking(s) == [1, 1, 1]


def test_I11_3_final_scoring_is_logged_and_added():
    """I11.3: at the end, final points are added to the points scored during play."""
    s = blank(2, first=0)
    s = turn_of(s, 1)
    s.end_triggered = True
    colonist(s, 0, 0, 0)
    s.scores = [5, 7]
    s = act(s, "end")
    assert s.scores == [9, 7] and [e["points"] for e in of_kind(s, "final")] == [4, 0]
    assert of_kind(s, "game_over")[0]["ranking"] == [1, 2]
    assert G.to_move(s) is None and G.active(s) is None and not G.legal_actions(s)


def test_I7_4_the_double_check_runs_after_the_last_action_of_the_game():
    """I8.6: the check is also made after the last action of the game."""
    s = blank(2, first=0)
    s = turn_of(s, 1, ap=1)
    s.end_triggered = True
    colonist(s, 1, 0, 0)
    for i in range(s.board.size):
        if s.ground[i] == -2 and s.board.hexes[i] != (0, 0):
            s.ground[i] = -1
            s.lava += 1
    s = act(rig(s, (8, 0), (7, 0)), "carve 0,0")
    ks = kinds(s)
    assert ks.index("double") < ks.index("game_over") and s.over
