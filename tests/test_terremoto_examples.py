"""The worked examples of the Terremoto rules, reproduced exactly (T4.3, T5.4)."""

from __future__ import annotations

from terremoto_support import T, act, hand_of, position, texts

from game.ui.terremoto.text import log_text as describe


def test_T4_3_worked_example_2W_for_12_then_3S_for_9():
    # The first player has 4W and 2G on the table. You hold 2E, 3S and 2W.
    s = position(3, {1: "2E 3S 2W"}, table=[(0, "W", 4, 0), (0, "G", 2, 0)], seat=1)
    assert T.view(s, 1)["points"]["group W 2 0"] == 12
    assert T.view(s, 1)["points"]["group S 3 0"] == 9
    s = act(s, "group W 2 0")
    assert s.scores[1] == 12
    assert describe(s.events[0], s.names) == "Bruno plays 2 blue wizards: 2 × 6 = 12."
    s = act(s, "group S 3 0")
    assert s.scores[1] == 12 + 9
    assert describe(s.events[0], s.names) == "Bruno plays 3 white soldiers: 3 × 3 = 9."


def test_T5_4_hint_time_warp_then_opportunity_then_nine_cards_played():
    # 7 cards including Time Warp and Opportunity; then 5 + 4 = 9 cards, all played.
    s = position(3, {0: "TW OP 2W 2E K"}, seat=0, top="W E G S")
    s = act(s, "play TW")
    assert describe(s.events[0], s.names) == "Ada plays Time Warp."
    s = act(s, "play OP")
    assert sum(s.hands[0]) == 9 and hand_of(s, 0) == "1K 3W 3E 1G 1S"
    for play in ("group K 1 0", "group W 3 0", "group E 3 0", "group G 1 0"):
        s = act(s, play)
        assert s.seat == 0
    assert texts(s) == ["group S 1 0", "end"]
    s = act(s, "group S 1 0")
    # the hand is empty: the plays end, and Opportunity skips step 4
    assert s.seat == 1 and sum(s.hands[0]) == 0
    assert s.scores[0] == 1 + 9 + 9 + 1 + 1
    # Ada's next turn: she discards in step 1, cannot play, and draws 7 cards in step 4
    for seat in (1, 2):  # Bruno and Cleo play two single cards each
        for _ in range(2):
            assert s.seat == seat
            s = T.apply(s, T.legal_actions(s)[0])
    kinds = [(e["k"], e.get("seat")) for e in s.events]
    assert kinds[kinds.index(("turn", 0)) :] == [
        ("turn", 0),
        ("discard_table", 0),
        ("empty_hand", 0),
        ("draw", 0),
        ("drew", 0),
        ("turn", 1),
        ("discard_table", 1),
    ]
    assert sum(s.hands[0]) == 7 and s.seat == 1
