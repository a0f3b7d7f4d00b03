"""I5-I6: the turn, action points, and the seven actions with their costs and limits."""

from __future__ import annotations

import pytest
from isola_support import (
    BLANK,
    act,
    at,
    blank,
    colonist,
    crack,
    ground,
    kinds,
    lying,
    new,
    of_kind,
    on_boat,
    prayers,
    rig,
    run,
    sink_area,
    texts,
    turn_of,
    village,
)

from game.core.errors import IllegalAction
from game.isola.rules import AP_PER_TURN, COSTS, prayer_cost
from game.isola.state import COLONIST, MOAI, VILLAGE


def test_I5_1_four_action_points_and_costs():
    """I5.1-I5.2: 4 AP per turn; move, carry, create, carve, erect cost 1, build 2."""
    assert AP_PER_TURN == 4
    assert COSTS == {"move": 1, "carry": 1, "build": 2, "create": 1, "carve": 1, "erect": 1}
    assert [prayer_cost(k) for k in range(4)] == [1, 2, 3, 4]
    s = new(2)
    assert s.ap == 4


def test_I5_1_an_action_is_taken_whole_or_not_at_all():
    """I5.1 Decision: with 1 AP left, building (2 AP) is not offered and refused."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    s = turn_of(s, 0, ap=1)
    assert "build 0,0" not in texts(s) and "carve 0,0" in texts(s)
    with pytest.raises(IllegalAction, match="costs 2"):
        act(s, "build 0,0")


def test_I5_1_actions_repeat_in_any_order():
    """I5.1: the same action may be repeated."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    s = run(s, "move 0,0>1,0", "move 1,0>0,0", "move 0,0>1,0")
    assert s.ap == 1 and s.seat == 0


def test_I5_3_end_turn_any_time_unspent_ap_lost():
    """I5.3: the explicit end turn; the next player clockwise starts with 4 AP."""
    s = blank(3)
    colonist(s, 0, 0, 0)
    s = act(s, "move 0,0>1,0")
    s = act(s, "end")
    assert s.seat == 1 and s.ap == 4
    assert of_kind(s, "end")[0]["ap"] == 3


def test_I5_3_turn_ends_by_itself_at_zero_ap():
    """I5.3 Decision: at 0 AP (questions answered) the turn ends without an end action."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    s = run(s, "move 0,0>1,0", "move 1,0>0,0", "move 0,0>1,0")
    s = act(s, "move 1,0>0,0")
    assert s.seat == 1 and s.ap == 4 and "no_ap" in kinds(s)


def test_I5_5_no_colonist_only_prayer_or_end():
    """I5.5: a player with no colonist on the island or boat may only pray or end the turn."""
    s = blank(2)
    assert texts(s) == ["take prayer", "end"]
    s.prayer_supply = 0
    s.cache = None
    assert texts(s) == ["end"]


def test_I6_1_move_to_neighbours_not_across_cracks_volcanoes_or_sea():
    """I6.1: one step to an adjacent island hex; never across a crack, into a volcano hex or
    into the sea (the board's edge or a sunk hex)."""
    s = blank(2)
    colonist(s, 0, 1, 0)
    # (1,0): N (1,-1), NE (2,-1) volcano 2, SE (2,0), S (1,1), SW (0,1), NW (0,0)
    moves = sorted(t for t in texts(s) if t.startswith("move"))
    assert moves == sorted(f"move 1,0>{h}" for h in ("1,-1", "2,0", "1,1", "0,1", "0,0"))
    crack(s, 1, 0, 5)  # the edge to (0,0)
    assert "move 1,0>0,0" not in texts(s)
    s2 = blank(2)
    colonist(s2, 0, 2, 0)
    sink_area(s2, 16)  # (1,1), (1,2) sink
    assert "move 2,0>1,1" not in texts(s2)
    s3 = blank(2)
    colonist(s3, 0, -4, 0)  # a cape: the sea to N, SW, NW, S
    assert sorted(t for t in texts(s3) if t.startswith("move")) == [
        "move -4,0>-3,-1",
        "move -4,0>-3,0",
    ]


def test_I6_1_from_the_boat_to_a_bay_hex_counts_as_one_move():
    """I6.1: a colonist in the bay lands on one of its 3 hexes for 1 AP."""
    s = new(2, seed=3)
    seat = s.seat
    s = act(s, "move boat>2,-2")
    assert s.boat[seat] == 0 and at(s, 2, -2)["colonists"][seat] == 1 and s.ap == 3
    assert not any(t.startswith("move boat") for t in texts(s))  # never back to a boat


def test_I6_1_all_bay_hexes_sunk_land_on_any_coastal_hex():
    """I6.1 Decision: if all 3 bay hexes sank, a colonist may land on any coastal
    non-volcano hex; while one remains, only there."""
    s = blank(2)
    on_boat(s, 0)
    sink_area(s, 10)  # (0,-2), (1,-2)
    landing = sorted(t for t in texts(s) if t.startswith("move boat"))
    assert landing == ["move boat>2,-2", "move boat>3,-3"]
    sink_area(s, 11)  # (2,-2), (3,-3), (3,-2)
    landing = [t.split(">")[1] for t in texts(s) if t.startswith("move boat")]
    b = s.board
    coastal = [
        b.hex_text(i)
        for i in range(b.size)
        if s.land[i] and not b.volcano_at[i] and any(j < 0 or not s.land[j] for j in b.nbr[i])
    ]
    assert landing == coastal and "-4,0" in landing and "1,-1" in landing  # (1,-1) now coastal


def test_I6_2_carry_own_lying_moai_one_at_a_time():
    """I6.2: a colonist and one own lying Moai move together; the Moai is left lying; a
    rival's Moai cannot be carried."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    lying(s, 0, 0, 0, 2)
    lying(s, 1, 0, 1)
    assert "carry 0,0>1,0" in texts(s) and "carry 0,0>0,1" in texts(s)
    s = act(s, "carry 0,0>1,0")
    assert at(s, 0, 0)["lying"] == [1, 0] and at(s, 1, 0)["lying"] == [1, 0]
    assert at(s, 1, 0)["colonists"] == [1, 0] and s.ap == 3
    s = act(s, "move 1,0>0,1")  # goes on alone
    assert not any(t.startswith("carry 0,1") for t in texts(s))  # only the rival's Moai there


def test_I6_3_build_a_village_on_lava():
    """I6.3, I10.1: an own colonist on lava: 2 AP, lava back to the reserve, 1 VP at once."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    colonist(s, 0, 1, 1)
    ground(s, 1, 1, "bare")
    assert "build 0,0" in texts(s) and "build 1,1" not in texts(s)
    lava = s.lava
    s = act(s, "build 0,0")
    assert at(s, 0, 0)["ground"] == "village0" and s.scores[0] == 1 and s.ap == 2
    assert s.lava == lava + 1 and s.reserve[0][VILLAGE] == 5


def test_I6_4_create_a_colonist_limited_by_villages_in_the_area():
    """I6.4: an own village and colonist on the hex; per turn, colonists created in an area
    up to the own villages there, counted at each creation."""
    s = blank(2)
    village(s, 0, 1, -1)  # area 1
    colonist(s, 0, 1, -1)
    colonist(s, 0, 0, 0)  # area 1, on lava
    village(s, 1, 1, 0)  # a rival's village with our colonist: no creation
    colonist(s, 0, 1, 0)
    assert [t for t in texts(s) if t.startswith("create")] == ["create 1,-1"]
    s = act(s, "create 1,-1")
    assert at(s, 1, -1)["colonists"] == [2, 0] and s.reserve[0][COLONIST] == 1
    assert "create 1,-1" not in texts(s)  # one village in area 1: one colonist this turn
    s = act(s, "build 0,0")  # a second own village in area 1
    assert "create 1,-1" in texts(s) and "create 0,0" in texts(s)
    s = act(s, "create 0,0")
    assert s.seat == 1 and s.created[1] == 0  # 0 AP: the turn ended, the count starts again


def test_I6_5_carve_a_moai_on_lava():
    """I6.5: the lava tile goes back; an own lying Moai on the now bare hex."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    lava = s.lava
    s = act(s, "carve 0,0")
    assert at(s, 0, 0)["ground"] == "bare" and at(s, 0, 0)["lying"] == [1, 0]
    assert s.lava == lava + 1 and s.reserve[0][MOAI] == 13 and s.ap == 3
    assert "carve 0,0" not in texts(s)


def test_I6_6_erect_needs_colonist_and_own_lying_moai_on_a_free_geyser():
    """I6.6: the player picks one of the hex's free geysers."""
    s = blank(2)
    colonist(s, 0, 1, 0)  # (1,0) has geysers facing NW and N
    assert not any(t.startswith("erect") for t in texts(s))
    lying(s, 0, 1, 0)
    assert [t for t in texts(s) if t.startswith("erect")] == ["erect 1,0:5", "erect 1,0:0"]
    s = rig(s, BLANK)
    s = act(s, "erect 1,0:0")
    assert [t for t in texts(s) if t.startswith("erect")] == []  # no lying Moai left
    lying(s, 0, 1, 0)
    assert [t for t in texts(s) if t.startswith("erect")] == ["erect 1,0:5"]


def test_I6_7_prayer_cost_grows_with_own_tokens_once_per_turn():
    """I6.7: 1 AP + 1 per token the player holds; once per turn; not from an empty supply;
    only the buyer's tokens count."""
    s = blank(2)
    prayers(s, 1, 3)  # a rival's tokens do not raise the price
    s = act(s, "take prayer")
    assert s.prayers[0] == 1 and s.ap == 3 and "take prayer" not in texts(s)
    s = turn_of(s, 0)
    s = act(s, "take prayer")
    assert s.ap == 2 and s.prayers[0] == 2
    s = turn_of(s, 0, ap=2)
    assert "take prayer" not in texts(s)  # 3 AP needed
    s = turn_of(s, 0)
    s = act(s, "take prayer")
    assert s.prayers[0] == 3 and s.ap == 1
    s = turn_of(s, 0)
    s = act(s, "take prayer")  # the 4th costs all 4 AP
    assert s.prayers[0] == 4 and s.seat == 1
    s = turn_of(s, 0)
    assert "take prayer" not in texts(s)  # a 5th would cost 5
    s = blank(2)
    s.prayer_supply = 0
    s.cache = None
    assert "take prayer" not in texts(s)


def test_I5_4_every_turn_ends():
    """I5.4: every action costs at least 1 AP, so a turn has at most 4 actions; the end
    action is always legal between questions (the property tests play thousands of turns)."""
    s = blank(2)
    colonist(s, 0, 0, 0)
    steps = 0
    while s.seat == 0:
        legal = texts(s)
        assert "end" in legal
        s = act(s, [t for t in legal if t != "end"][0])
        steps += 1
    assert steps <= 4


def test_I6_1_the_reasons_a_front_end_is_told_never_refuse_a_legal_move():
    """Explains: a front end words why pointing at a hex chooses nothing from the engine's
    ``refusals``; over random games no refused choice is a legal move, and every move that
    is not legal from a chosen colonist has a reason."""
    import random

    from game.isola import ISOLA

    rng, told = random.Random(5), 0
    for seed in range(4):
        s = new(3, seed=seed)
        for _ in range(150):
            if ISOLA.is_terminal(s):
                break
            legal = ISOLA.legal_actions(s)
            why = ISOLA.refusals(s, ISOLA.to_move(s))
            moves = {str(a).split(" ", 1)[1] for a in legal if a.kind == "move"}
            for choice, reason in why.items():
                if ">" in choice:
                    assert choice not in moves, (choice, reason)
                    told += 1
            for a in legal:
                if a.kind == "move" and a.at is not None:
                    src = "{},{}".format(*a.at)
                    for j, _ in s.board.links[s.board.index[a.at]]:
                        dst = "{},{}".format(*s.board.hexes[j])
                        key = f"{src}>{dst}"
                        assert (key in moves) != (key in why), key
            s = ISOLA.apply(s, rng.choice(legal))
    assert told > 1000
