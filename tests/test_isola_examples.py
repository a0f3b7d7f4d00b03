"""I15: every worked example of the spec, reproduced exactly."""

from __future__ import annotations

from isola_support import (
    BLANK,
    VOLCANO,
    act,
    at,
    blank,
    colonist,
    crack,
    erected,
    kinds,
    lying,
    of_kind,
    on_boat,
    prayers,
    rig,
    sink_area,
    token,
    village,
)

from game.core.hexgrid import edge_key
from game.isola.rules import final_tally, volcanoes_in_play
from game.isola.state import COLONIST


def test_I15_erecting():
    """I15 Erecting: (1,0) in area 2 with an own village there; erect on (1,0) NW: 1 x 1 = 1;
    a crack on (1,0)|(0,0), the first crack, nothing sinks; the die is rolled."""
    s = blank(2)
    village(s, 0, 1, 0)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    assert s.board.area_of[s.board.index[1, 0]] == 2
    s = act(rig(s, BLANK), "erect 1,0:5")
    e = of_kind(s, "erect")[0]
    assert (e["villages"], e["moai"], e["points"]) == (1, 1, 1) and s.scores[0] == 1
    assert [tuple(s.board.edges[k]) for k, c in enumerate(s.cracks) if c] == [edge_key((0, 0), 2)]
    assert of_kind(s, "crack")[0]["other"] == [0, 0]
    assert all(s.land) and "roll_blank" in kinds(s)


def test_I15_paired_geyser():
    """I15 Paired geyser: a Moai on (2,-2) NW after one on (1,-2) SE: no new crack, the die
    still rolls."""
    s = blank(2)
    colonist(s, 0, 1, -2)
    lying(s, 0, 1, -2)
    colonist(s, 0, 2, -2)
    lying(s, 0, 2, -2)
    s = act(rig(s, BLANK, BLANK), "erect 1,-2:2")
    assert "crack" in kinds(s) and sum(s.cracks) == 1
    s = act(s, "erect 2,-2:5")
    assert "no_crack_cracked" in kinds(s) and "roll_blank" in kinds(s)
    assert sum(s.cracks) == 1 and s.crack_supply == 25


def flow_example(spend: bool):
    s = blank(2)
    village(s, 1, 0, 0)  # a rival's village at (0,0); (-1,0) is lava
    prayers(s, 1, 1)
    assert at(s, -1, 0)["ground"] == "lava"
    assert at(s, -3, 0)["ground"] == "lava" and at(s, -4, 0)["ground"] == "lava"
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    s = act(rig(s, VOLCANO, token(s, 5)), "erect 1,0:0")
    assert s.ask["seat"] == 1 and s.ask["piece"] == "village" and s.ask["volcano"] == 5
    return act(s, "pray yes" if spend else "pray no")


def test_I15_flow():
    """I15 Flow: volcano 5 at (-2,0) erupts; SE runs over the lava of (-1,0) to the rival's
    village at (0,0): destroyed unless its owner spends a token, which stops the flow; NW
    runs over (-3,0), (-4,0) into the sea: nothing placed."""
    lost = flow_example(spend=False)
    assert at(lost, 0, 0)["ground"] == "lava" and lost.reserve[1][0] == 6
    assert "destroyed_village" in kinds(lost)
    saved = flow_example(spend=True)
    assert at(saved, 0, 0)["ground"] == "village1" and saved.prayers[1] == 0
    assert "flow_stopped" in kinds(saved)
    for s in (lost, saved):
        nw = [e for e in s.events if e["k"].startswith("flow") and e.get("dir") == 5]
        assert [e["k"] for e in nw] == ["flow_sea"]


def test_I15_sinking_the_rano_kau_cape():
    """I15 Sinking: the last of the 5 edges around area 8 is cracked; {area 8} (3 hexes)
    sinks; the active player's 2 colonists there move together to (-2,4); a rival moves one
    colonist to (-3,3), the other goes back to the reserve; volcano 8 and its token leave,
    its lava goes back."""
    s = blank(2)
    for q, r, d in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1)):
        crack(s, q, r, d)
    colonist(s, 0, -3, 4, 2)
    colonist(s, 1, -3, 5, 2)
    colonist(s, 0, -2, 5)
    lying(s, 0, -2, 5)
    lava = s.lava
    s = act(rig(s, BLANK), "erect -2,5:5")
    split = of_kind(s, "split_size")[0]
    assert sorted(split["sizes"]) == [3, 46] and split["areas"] == [8]
    assert s.ask["seat"] == 0 and s.ask["all"] and s.ask["count"] == 2
    s = act(s, "rescue -2,4")
    assert s.ask["seat"] == 1 and not s.ask["all"] and s.ask["count"] == 1
    s = act(s, "rescue -3,3")
    assert at(s, -2, 4)["colonists"] == [2, 0] and at(s, -3, 3)["colonists"] == [0, 1]
    assert s.reserve[1][COLONIST] == 4 and s.reserve[0][COLONIST] == 2
    assert 8 not in volcanoes_in_play(s)
    assert s.lava == lava + 2  # the lava of (-3,4) and (-3,5)


def test_I15_tie_on_size():
    """I15 Tie on size: a crack splits the island into two parts of 12 hexes with 1 volcano
    each; a token drawn from those two volcanoes names the part that sinks."""
    for pick, sunk_volcano in ((0, 7), (1, 8)):
        s = blank(2)
        keep = (7, 11, 12, 13, 14, 15, 8, 16, 17, 19, 20)  # 12 + 12 hexes, joined at (2,0)|(1,1)
        sink_area(s, *[a for a in s.board.area_ids if a not in keep])
        colonist(s, 0, 2, 0)
        lying(s, 0, 2, 0)
        s = act(rig(s, (2, pick), BLANK), "erect 2,0:4")
        e = of_kind(s, "split_draw")[0]
        assert e["sizes"] == [12, 12] and e["volcanoes"] in ([[7], [8]], [[8], [7]])
        assert e["drawn"] == sunk_volcano
        while s.ask is not None:
            s = act(s, "rescue none")
        assert volcanoes_in_play(s) == [15 - sunk_volcano]


def test_I15_final_scoring():
    """I15 Final scoring: 2 villages, 4 erected Moai (three in a group, one alone), 3
    colonists on the island, 1 prayer token: 2x3 + 4x2 + 3x2 + 3x4 + 1x2 = 34; with a lying
    Moai next to the group and a colonist on the boat: 34 + 2 + 2 = 38."""
    s = blank(2)
    village(s, 0, 3, -2)
    village(s, 0, 4, -1)
    erected(s, 0, 0, 0, 4)
    erected(s, 0, 1, 0, 5)
    erected(s, 0, 1, -1, 2)
    erected(s, 0, -3, 3, 3)  # alone
    colonist(s, 0, 3, -2, 3)
    prayers(s, 0, 1)
    assert final_tally(s, 0) == [2, 4, 3, 3, 1, 34]
    lying(s, 0, 0, 1)  # next to (0,0) and (1,0): the group becomes 4
    on_boat(s, 0)
    assert final_tally(s, 0) == [2, 5, 4, 3, 1, 38]
