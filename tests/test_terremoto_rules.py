"""Terremoto rules T1-T9 (shared/rules/terremoto.md): one test (or more) per rule id."""

from __future__ import annotations

import pytest
from terremoto_support import (
    T,
    act,
    as_action,
    cards,
    check_invariants,
    config,
    hand_of,
    position,
    random_play,
    texts,
)

from game.core.errors import ConfigError, IllegalAction, NotationError
from game.core.rng import Rng
from game.terremoto.cards import (
    CARD_KEYS,
    DECK_COMPOSITION,
    DECK_SIZE,
    HAND_SIZE,
    ROUND_LIMIT,
    SPECIALS,
    SUITS,
    deck_counts,
    target_for,
)


def kinds(state, *keys):
    return [sum(1 for k in state.deck if CARD_KEYS[k] == key) for key in keys]


# ---- T1 components and players -------------------------------------------------------------


def test_T1_1_one_deck_holds_70_cards_12_per_suit_2_clones_2_of_each_special():
    assert DECK_SIZE == 70
    assert DECK_COMPOSITION == {
        "K": 12, "W": 12, "E": 12, "G": 12, "S": 12, "C": 2, "EQ": 2, "OP": 2, "PR": 2, "TW": 2
    }  # fmt: skip
    assert SUITS == ("K", "W", "E", "G", "S") and SPECIALS == ("EQ", "OP", "PR", "TW")
    s = T.new_game(config(3), 1)
    check_invariants(s)
    assert len(s.deck) + sum(map(sum, s.hands)) == 70


@pytest.mark.parametrize("n, decks", [(2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2), (8, 2)])
def test_T1_2_player_counts_and_decks(n, decks):
    s = T.new_game(config(n), n)
    assert s.decks == decks
    check_invariants(s)


def test_T1_2_two_players_are_an_unofficial_option_and_other_counts_are_refused():
    info = T.info
    assert (info.min_players, info.max_players, info.unofficial_players) == (2, 8, (2,))
    assert info.hidden_information
    for n in (0, 1, 9):
        with pytest.raises(ConfigError, match="3 to 8 players"):
            T.new_game(config(min(n, 8)) | {"players": [{"name": "x"}] * n}, 1)
    for bad in (None, [], "abc", {"players": "abc"}):
        with pytest.raises(ConfigError):
            T.new_game(bad, 1)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="seed"):
        T.new_game(config(3), "1")  # type: ignore[arg-type]


def test_T1_3_two_decks_hold_140_cards():
    assert deck_counts(2) == (24, 24, 24, 24, 24, 4, 4, 4, 4, 4)
    s = T.new_game(config(6), 3)
    assert len(s.deck) + sum(map(sum, s.hands)) == 140


@pytest.mark.parametrize(
    "n, options, target",
    [
        (2, (), 100),
        (3, (), 100),
        (4, (), 100),
        (5, (), 150),
        (8, (), 150),
        (6, ("target200",), 200),
        (7, ("target100",), 100),
    ],
)
def test_T1_4_targets(n, options, target):
    s = T.new_game(config(n, *options), 1)
    assert s.target == target and T.view(s, 0)["target"] == target
    assert target_for(n, options) == target  # the front end's "How to play" reads it


def test_T1_4_target_options_need_two_decks_and_exclude_each_other():
    with pytest.raises(ConfigError, match="target200 is played with 5 or 6 or 7 or 8"):
        T.new_game(config(4, "target200"), 1)
    with pytest.raises(ConfigError, match="cannot be combined"):
        T.new_game(config(5, "target200", "target100"), 1)
    with pytest.raises(ConfigError, match="options must be a list"):
        T.new_game(config(5, "target300"), 1)


def test_T1_5_every_score_is_kept_and_public():
    s = position(3, {0: "3W"}, seat=0)
    s = act(s, "group W 3 0")
    for viewer in (None, 0, 1, 2):
        v = T.view(s, viewer)
        assert v["scores"] == [9, 0, 0] and [p["score"] for p in v["players"]] == [9, 0, 0]


# ---- T2 setup --------------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(2, 9))
def test_T2_1_seeded_deal_of_seven_cards_each(n):
    s = T.new_game(config(n), 11)
    assert all(sum(h) == HAND_SIZE for h in s.hands)
    assert len(s.deck) == 70 * s.decks - 7 * n and s.discard == [] and s.table == []
    again = T.new_game(config(n), 11)
    assert again.to_data() == s.to_data()
    assert T.new_game(config(n), 12).to_data()["deck"] != s.to_data()["deck"]


def test_T2_2_a_random_player_starts_and_play_passes_clockwise():
    starters = {T.new_game(config(4), seed).seat for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    s = position(3, {2: "W K E"}, seat=2)
    s = act(act(s, "group W 1 0"), "group K 1 0")
    assert s.seat == 0 and T.active(s) == 0 and T.to_move(s) == 0


def test_T2_3_scores_start_at_zero_and_the_table_is_empty():
    s = T.new_game(config(5), 2)
    assert s.scores == [0] * 5 and s.table == [] and s.turn == 1


# ---- T3 the turn -------------------------------------------------------------------------------


def test_T3_steps_in_order_discard_two_plays_draw():
    s = position(3, {0: "2W 2E 3S", 2: "K K G"}, table=[(0, "K", 2, 0), (1, "G", 1, 0)], seat=2)
    s = act(s, "group K 2 0")
    s = act(s, "group G 1 0")
    kinds_seen = [e["k"] for e in s.events]
    assert kinds_seen[:2] == ["group", "draw"] and "turn" in kinds_seen
    assert kinds_seen.index("discard_table") > kinds_seen.index("turn")
    assert s.seat == 0 and sum(s.hands[2]) == 7
    assert [g for g in s.table if g[0] == 0] == [], "seat 0 discarded its group in step 1"


def test_T3_1_a_group_is_one_suit_with_clones_and_a_special_is_played_alone():
    s = position(3, {0: "2W 1E 1C 1EQ"}, seat=0)
    legal = texts(s)
    assert "group W 2 1" in legal and "group E 0 1" in legal and "play EQ" in legal
    for bad in ("group W 3 0", "group W 2 2", "group K 1 0", "play TW"):
        with pytest.raises(IllegalAction):
            act(s, bad)
    for garbage in ("group W", "group X 1 0", "group W 0 0", "play C", "play W", "group W -1 0"):
        with pytest.raises(NotationError):
            as_action(garbage)


def test_T3_1_any_number_of_suit_cards_and_the_same_suit_again_each_scored_alone():
    # Decisions: a group need not take every card of its suit; a suit may be played twice.
    # With n = 1 on the table, a = 1 then b = 2: a(n+a) + b(n+a+b) = 2 + 8 = 10 = 12 - ab.
    s = position(3, {0: "3W E"}, table=[(1, "W", 1, 0)], seat=0)
    assert {"group W 1 0", "group W 2 0", "group W 3 0"} <= set(texts(s))
    s = act(s, "group W 1 0")
    assert s.scores[0] == 2 and s.seat == 0
    s = act(s, "group W 2 0")
    assert s.scores[0] == 2 + 8 and s.scores[0] == 3 * 4 - 1 * 2


def test_T3_2_two_plays_each_turn_then_the_turn_passes():
    s = position(3, {0: "W E K G"}, seat=0)
    s = act(s, "group W 1 0")
    assert s.seat == 0 and s.plays == 1 and "end" not in texts(s), "no pass while holding cards"
    s = act(s, "group E 1 0")
    assert s.seat == 1 and s.plays == 0
    assert hand_of(s, 0).count(" ") + 1 >= 1 and sum(s.hands[0]) == 7


def test_T3_2_a_single_card_is_one_play_and_an_empty_hand_skips_the_plays():
    s = position(3, {0: "W", 1: ""}, seat=0, top="7K 7E")
    s = act(s, "group W 1 0")
    assert s.plays == 0 and sum(s.hands[0]) == 7, "one play, then step 4"
    # seat 1 held no card: no play (T3.2 Decision), straight to step 4, then seat 2 plays
    assert s.seat == 2 and sum(s.hands[1]) == 7
    assert [e["k"] for e in s.events].count("empty_hand") == 1


def test_T3_2_opportunity_as_the_only_card_leaves_the_second_play_owed():
    s = position(3, {0: "OP"}, seat=0, top="W E K G")
    s = act(s, "play OP")
    assert s.seat == 0 and s.plays == 1 and hand_of(s, 0) == "1K 1W 1E 1G"
    s = act(s, "group W 1 0")
    assert s.seat == 1 and hand_of(s, 0) == "1K 1E 1G", "no step 4 after Opportunity"


def test_T3_3_only_the_active_player_discards_the_cards_of_their_previous_turn():
    s = position(3, {0: "W E"}, table=[(0, "K", 2, 1), (1, "W", 1, 0), (2, "E", 3, 0)], seat=0)
    s = act(act(s, "group W 1 0"), "group E 1 0")  # seat 1 begins: discards its W
    assert [g[0] for g in s.table] == [0, 2, 0, 0]
    assert s.discard[-1:] == cards("W")
    s = position(3, {2: "W E"}, table=[(0, "K", 2, 1), (2, "E", 3, 0)], seat=2)
    before = len(s.discard)
    s = act(act(s, "group W 1 0"), "group E 1 0")  # seat 0 begins: discards 2K and the clone
    assert s.discard[before:] == cards("2K C"), "the clone loses its suit (T4.2)"
    assert all(g[0] != 0 for g in s.table) and (2, 2, 3, 0) in s.table


def test_T3_4_draw_back_to_seven():
    s = position(3, {0: "2W 3E"}, seat=0, top="K G S")
    s = act(act(s, "group W 2 0"), "group E 3 0")
    assert hand_of(s, 0) == "1K 1E 1G 1S" or sum(s.hands[0]) == 7
    assert sum(s.hands[0]) == 7


def test_T3_4_an_empty_draw_pile_reshuffles_only_the_discards():
    s = position(3, {0: "2W 3E"}, table=[(1, "K", 2, 0)], seat=0)
    s.discard, s.deck = s.deck[:-2], s.deck[-2:]
    check_invariants(s)
    s = act(act(s, "group W 2 0"), "group E 3 0")
    assert sum(s.hands[0]) == 7
    kinds_seen = [e["k"] for e in s.events]
    assert kinds_seen.count("reshuffle") == 1
    assert kinds_seen.index("reshuffle") < kinds_seen.index("discard_table")
    assert s.discard == cards("2K"), "seat 1's step 1 came after the reshuffle"
    assert (0, 1, 2, 0) in s.table and (0, 2, 3, 0) in s.table, "table cards stayed out"
    check_invariants(s)


def test_T3_4_both_piles_empty_the_player_keeps_fewer_cards():
    s = position(3, {0: "2W 3E"}, seat=0)
    s.hands[1] = [
        a + b for a, b in zip(s.hands[1], [s.deck.count(k) for k in range(10)], strict=True)
    ]
    s.deck = []
    check_invariants(s)
    s = act(act(s, "group W 2 0"), "group E 3 0")
    assert sum(s.hands[0]) == 0 and "piles_empty" in [e["k"] for e in s.events]
    assert s.seat == 1


def test_T3_4_no_hand_limit_a_player_above_seven_neither_draws_nor_discards():
    s = position(3, {0: "3W 3E 3K"}, seat=0)
    s = act(act(s, "group W 1 0"), "group E 1 0")
    assert sum(s.hands[0]) == 7
    s = position(3, {0: "3W 3E 3K G"}, seat=0)
    s = act(act(s, "group W 1 0"), "group E 1 0")
    assert sum(s.hands[0]) == 8 and "draw" not in [e["k"] for e in s.events if e.get("seat") == 0]


# ---- T4 scoring --------------------------------------------------------------------------------


def test_T4_1_points_are_group_size_times_the_suit_on_the_table_after_laying_it():
    s = position(4, {0: "2W C G"}, table=[(1, "W", 3, 0), (2, "W", 0, 1), (3, "G", 1, 0)], seat=0)
    assert T.view(s, 0)["points"]["group W 2 1"] == 3 * (4 + 3)
    s = act(s, "group W 2 1")
    assert s.scores[0] == 21 and s.events[-1]["tally"] == 7
    s = act(s, "group G 1 0")
    assert s.scores[0] == 21 + 1 * 2


def test_T4_1_every_group_scores_at_least_one_and_own_groups_count():
    s = position(3, {0: "K 2K"}, seat=0)
    s = act(s, "group K 1 0")
    assert s.scores[0] == 1
    s = act(s, "group K 2 0")
    assert s.scores[0] == 1 + 2 * 3


def test_T4_2_clones_take_the_declared_suit_and_keep_it_on_the_table():
    s = position(3, {0: "2C E", 1: "2S"}, seat=0)
    assert [t for t in texts(s) if t.endswith(" 0 2")] == [f"group {x} 0 2" for x in SUITS]
    s = act(s, "group S 0 2")
    assert s.scores[0] == 4 and (0, 4, 0, 2) in s.table
    s = act(s, "group E 1 0")
    assert T.view(s, 1)["table"][0] == {
        "owner": 0, "suit": "S", "cards": 0, "clones": 2, "size": 2
    }  # fmt: skip
    s = act(s, "group S 2 0")
    assert s.scores[1] == 2 * 4, "the clones count as soldiers for the next player"


def test_T4_4_earthquake_opportunity_and_time_warp_score_nothing():
    s = position(3, {0: "EQ OP TW PR W"}, seat=0)
    for special in ("play EQ", "play OP", "play TW"):
        assert act(s, special).scores[0] == 0
    assert T.view(s, 0)["points"] == {"group W 1 0": 1, "play PR": 5}


# ---- T5 special cards ------------------------------------------------------------------------


def test_T5_1_earthquake_clears_the_whole_table_and_points_stay():
    s = position(3, {0: "3W EQ"}, table=[(1, "W", 2, 1), (2, "K", 1, 0)], seat=0)
    before = len(s.discard)
    s = act(s, "group W 3 0")
    assert s.scores[0] == 3 * 6
    s = act(s, "play EQ")
    assert s.table == [] and s.scores[0] == 18
    assert sorted(s.discard[before:]) == sorted(cards("EQ 2W C K 3W"))
    assert s.events[0] == {"k": "earthquake", "seat": 0, "count": 7}
    check_invariants(s)


def test_T5_1_earthquake_on_an_empty_table():
    s = position(3, {0: "EQ W"}, seat=0)
    s = act(s, "play EQ")
    assert s.table == [] and s.plays == 1 and s.events[-1]["count"] == 0


def test_T5_2_prosper_scores_five_and_can_win():
    s = position(3, {0: "PR W"}, seat=0)
    s = act(s, "play PR")
    assert s.scores[0] == 5
    s = position(3, {0: "PR W"}, seat=0)
    s.scores[0] = 96
    s = act(s, "play PR")
    assert s.over and s.winners == [0] and T.ranking(s)[0] == 1


def test_T5_3_time_warp_lifts_the_limit_and_end_stops_after_two_plays():
    s = position(3, {0: "TW W E K G"}, seat=0)
    s = act(s, "play TW")
    assert s.warp and "end" not in texts(s), "the minimum of two plays still applies"
    with pytest.raises(IllegalAction, match="two plays"):
        act(s, "end")
    s = act(s, "group W 1 0")
    assert s.seat == 0 and texts(s)[-1] == "end"
    s = act(s, "group E 1 0")
    assert s.seat == 0 and s.plays == 3
    s = act(s, "end")
    assert s.seat == 1 and sum(s.hands[0]) == 7


def test_T5_3_time_warp_works_as_a_later_play_a_second_one_does_nothing_and_empty_ends():
    s = position(3, {0: "W TW TW"}, seat=0)
    s = act(s, "group W 1 0")
    s = act(s, "play TW")
    assert s.seat == 0 and s.warp and "end" in texts(s)
    s = act(s, "play TW")  # legal, no further effect; the hand is empty: the plays end
    assert s.seat == 1 and sum(s.hands[0]) == 7
    with pytest.raises(IllegalAction, match="Time Warp"):
        act(position(3, {0: "W E"}, seat=0), "end")


def test_T5_4_opportunity_draws_four_from_the_draw_pile_and_skips_step_4():
    s = position(3, {0: "OP W E"}, seat=0, top="K K G S")
    s = act(s, "play OP")
    assert hand_of(s, 0) == "2K 1W 1E 1G 1S" and s.opportunity
    assert T.view(s, 0)["opportunity"] and T.view(s, 1)["opportunity"]
    s = act(s, "group K 2 0")
    assert s.seat == 1 and hand_of(s, 0) == "1W 1E 1G 1S"


def test_T5_4_opportunity_never_reshuffles_and_may_draw_fewer():
    s = position(3, {0: "OP W E"}, seat=0)
    s.discard, s.deck = s.deck[:-2], s.deck[-2:]
    s = act(s, "play OP")
    assert sum(s.hands[0]) == 4 and s.deck == [] and s.discard
    assert "reshuffle" not in [e["k"] for e in s.events]
    assert [e["count"] for e in s.events if e["k"] == "draw"] == [2]


def test_T5_4_opportunity_logs_one_draw_of_four():
    """Issue 30: the play and its draw both counted the cards (read as 8 cards drawn)."""
    s = position(3, {0: "OP W E"}, seat=0, top="K K G S")
    s = act(s, "play OP")
    assert [(e["k"], e.get("count")) for e in s.events] == [
        ("opportunity", None),
        ("draw", 4),
        ("drew", None),
    ]


def test_T5_4_two_opportunities_draw_four_each():
    s = position(3, {0: "TW OP OP"}, seat=0, top="8K")
    s = act(act(act(s, "play TW"), "play OP"), "play OP")
    assert hand_of(s, 0) == "8K"


# ---- T6 end of the game ------------------------------------------------------------------------


def test_T6_1_reaching_the_target_wins_at_once():
    s = position(3, {0: "3W 2E TW"}, seat=0)
    s.scores[0] = 95
    s = act(s, "group W 3 0")
    assert s.over and s.winners == [0] and s.ending == "target"
    assert T.to_move(s) is None and T.active(s) is None and T.legal_actions(s) == []
    assert hand_of(s, 0) == "2E 1TW", "the rest of the turn does not happen"
    assert s.events[-1] == {"k": "win", "seat": 0, "score": 104, "target": 100}
    with pytest.raises(IllegalAction, match="over"):
        act(s, "group E 1 0")


def test_T6_2_the_game_ends_after_round_100_highest_score_wins_ties_share():
    s = position(3, {2: "W E"}, seat=2)
    s.turn = ROUND_LIMIT * 3
    s.scores = [40, 38, 39]
    s = act(act(s, "group W 1 0"), "group E 1 0")
    assert s.over and s.ending == "limit" and s.scores == [40, 38, 41]
    assert s.winners == [2] and T.ranking(s) == [2, 3, 1]
    s = position(3, {2: "W E"}, seat=2)
    s.turn, s.scores = ROUND_LIMIT * 3, [41, 12, 39]
    s = act(act(s, "group W 1 0"), "group E 1 0")
    assert s.winners == [0, 2] and T.ranking(s) == [1, 3, 1]
    assert T.view(s, None)["winners"] == [0, 2]


# ---- T7 termination ----------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_T7_every_turn_and_every_game_ends(n):
    for seed in range(5):
        state = T.new_game(config(n), seed)
        chooser = Rng(seed)
        plays_this_turn, bound = 0, None
        while not state.over:
            if bound is None:
                bound = sum(state.hands[state.seat]) + len(state.deck)
            legal = T.legal_actions(state)
            turn = state.turn
            state = T.apply(state, legal[chooser.below(len(legal))])
            plays_this_turn += 1
            assert plays_this_turn <= bound, "T7.1: plays <= cards in hand and pile"
            if state.turn != turn:
                plays_this_turn, bound = 0, None
        assert state.turn <= ROUND_LIMIT * n


# ---- T8 who decides, and the actions -----------------------------------------------------------


def test_T8_1_only_the_active_player_decides():
    state, _ = random_play(4, (), 3, check=False)
    s = T.new_game(config(4), 3)
    assert T.to_move(s) == T.active(s) == s.seat


def test_T8_2_actions_in_the_fixed_order():
    s = position(3, {0: "2K W 2C PR TW EQ OP"}, seat=0)
    assert texts(s) == [
        "group K 0 1", "group K 0 2", "group K 1 0", "group K 1 1", "group K 1 2",
        "group K 2 0", "group K 2 1", "group K 2 2",
        "group W 0 1", "group W 0 2", "group W 1 0", "group W 1 1", "group W 1 2",
        "group E 0 1", "group E 0 2",
        "group G 0 1", "group G 0 2",
        "group S 0 1", "group S 0 2",
        "play EQ", "play OP", "play PR", "play TW",
    ]  # fmt: skip
    for a in T.legal_actions(s):
        assert T.parse_action(str(a)) == a


def test_T8_3_the_turn_passes_automatically_after_step_4():
    s = position(3, {0: "W E"}, seat=0)
    s = act(act(s, "group W 1 0"), "group E 1 0")
    assert s.seat == 1 and s.turn == 2 and s.plays == 0 and not s.warp


# ---- T9 hidden information ---------------------------------------------------------------------


def test_T9_1_a_view_shows_only_the_own_hand_and_no_pile_order():
    s = T.new_game(config(4), 7)
    for viewer in range(4):
        v = T.view(s, viewer)
        assert v["hand"] == [CARD_KEYS[k] for k in range(10) for _ in range(s.hands[viewer][k])]
        assert v["draw_pile"] == len(s.deck) and "deck" not in v and "rng" not in v
        assert all("hand" not in p for p in v["players"])
        for e in v["events"]:
            assert "to" not in e or e["to"] == [viewer]
    assert T.view(s, None)["hand"] is None


def test_T9_1_the_view_is_the_same_whatever_the_hidden_cards():
    s = position(4, {1: "2W C OP"}, table=[(2, "E", 2, 0)], seat=1, discard="K EQ")
    v = T.view(s, 1)
    for seed in range(5):
        twin = T.sample_state(v, seed)
        assert twin.hands[1] == s.hands[1]
        check_invariants(twin)
        again = T.view(twin, 1)
        assert {k: x for k, x in again.items() if k != "events"} == {
            k: x for k, x in v.items() if k != "events"
        }


def test_T9_2_public_information_in_every_view():
    s = position(3, {0: "TW 2W E", 1: "3K"}, table=[(2, "W", 1, 1)], seat=0, discard="EQ S")
    s = act(act(s, "play TW"), "group W 2 0")
    for viewer in (None, 1, 2):
        v = T.view(s, viewer)
        assert [p["hand_size"] for p in v["players"]] == [sum(h) for h in s.hands]
        assert v["draw_pile"] == len(s.deck) and v["discard"][:2] == ["EQ", "S"]
        assert v["discard"][-1] == "TW" and v["discard_counts"]["TW"] == 1
        assert v["table"] == [
            {"owner": 2, "suit": "W", "cards": 1, "clones": 1, "size": 2},
            {"owner": 0, "suit": "W", "cards": 2, "clones": 0, "size": 2},
        ]
        assert v["tally"] == {"K": 0, "W": 4, "E": 0, "G": 0, "S": 0}
        assert v["scores"] == [8, 0, 0] and v["seat"] == 0
        assert (v["plays"], v["warp"], v["opportunity"], v["can_end"]) == (2, True, False, True)
        assert v["points"] == {}
    assert T.view(s, 0)["points"] == {"group E 1 0": 1}


def test_T9_3_reshuffles_put_the_discards_in_canonical_order_first():
    a = position(3, {0: "W"}, seat=0)
    pool = a.deck[:-3]
    a.deck = a.deck[-3:]
    a.discard = list(pool)
    b = a.clone()
    b.discard = list(reversed(pool))
    a.rng = b.rng = 12345
    a2, b2 = act(a, "group W 1 0"), act(b, "group W 1 0")
    assert a2.deck == b2.deck and a2.hands == b2.hands, "only the content matters"
    assert "reshuffle" in [e["k"] for e in a2.events]
