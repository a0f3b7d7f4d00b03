"""I7 and I10: erecting a Moai (score, crack, sinking, roll) and scoring during play."""

from __future__ import annotations

from isola_support import (
    BLANK,
    VOLCANO,
    G,
    act,
    blank,
    colonist,
    config,
    crack,
    kinds,
    lying,
    of_kind,
    random_play,
    rig,
    sink_area,
    token,
    village,
)

from game.core.hexgrid import edge_key
from game.isola.state import MOAI


def erect_ready(s, seat, q, r):
    colonist(s, seat, q, r)
    lying(s, seat, q, r)


def test_I7_1_order_score_crack_sinking_roll():
    """I7.1: the Moai scores, then the crack, then the sinking, then the die."""
    s = blank(2)
    for q, r, d in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1)):
        crack(s, q, r, d)  # four of the five edges around area 8
    erect_ready(s, 0, -2, 5)
    s = rig(s, BLANK)
    s = act(s, "erect -2,5:5")
    order = [k for k in kinds(s) if k in ("erect", "crack", "split_size", "sink", "roll_blank")]
    assert order == ["erect", "crack", "split_size", "sink", "roll_blank"]


def test_I7_2_crack_on_the_geyser_edge():
    """I7.2: the crack goes on the edge the geyser faces."""
    s = blank(2)
    erect_ready(s, 0, 1, 0)
    s = rig(s, BLANK)
    s = act(s, "erect 1,0:0")  # faces (1,-1)
    e = s.board.edge_id[edge_key((1, 0), 0)]
    assert s.cracks[e] and s.crack_supply == 25 and sum(s.cracks) == 1


def test_I7_2_I7_3_no_crack_on_a_cracked_edge_but_the_die_rolls():
    """I7.2-I7.3: an edge already cracked gets no new crack; the die is still rolled."""
    s = blank(2)
    crack(s, 1, -2, 2)
    erect_ready(s, 0, 2, -2)
    s = rig(s, BLANK)
    s = act(s, "erect 2,-2:5")
    assert "no_crack_cracked" in kinds(s) and "roll_blank" in kinds(s)
    assert s.crack_supply == 25


def test_I7_2_no_crack_tile_left():
    """I7.2 Decision: without a crack tile no crack is placed; the die still rolls."""
    s = blank(2)
    erect_ready(s, 0, 1, 0)
    s.crack_supply = 0
    s = rig(s, BLANK)
    s = act(s, "erect 1,0:0")
    assert "no_crack_supply" in kinds(s) and "roll_blank" in kinds(s) and not any(s.cracks)


def test_I7_4_double_eruption_check_then_end_of_turn():
    """I7.4: after the action, the double eruption check, then the end of the turn at 0 AP."""
    s = blank(2)
    erect_ready(s, 0, 1, 0)
    s.ap = 1
    for i in range(s.board.size):  # no lava anywhere
        if s.ground[i] == -2:
            s.ground[i] = -1
            s.lava += 1
    s = rig(s, BLANK, (8, 0), (7, 0))
    s = act(s, "erect 1,0:0")
    ks = kinds(s)
    assert ks.index("roll_blank") < ks.index("double") < ks.index("no_ap") < ks.index("turn")


def test_I7_5_the_moai_may_sink_with_its_hex_points_stay():
    """I7.5: erecting on a hex of the part that sinks: the Moai goes, its points stay."""
    s = blank(2)
    for q, r, d in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-2, 5, 5)):
        crack(s, q, r, d)
    erect_ready(s, 0, -3, 5)  # area 8, geyser facing NE
    s = rig(s, BLANK)
    s = act(s, "erect -3,5:1")
    s = act(s, "rescue none")
    assert s.scores[0] == 1
    assert not s.land[s.board.index[-3, 5]] and s.reserve[0][MOAI] == 14
    assert of_kind(s, "lost")[0]["moai"] == 1


def test_I9_6_geyser_facing_the_sea_takes_a_moai_no_crack_die_rolls():
    """I9.6: a geyser whose edge faces the sea after a sinking can still take a Moai."""
    s = blank(2)
    sink_area(s, 12)  # (4,-4): geyser 29 on (4,-3) N now faces the sea
    erect_ready(s, 0, 4, -3)
    s = rig(s, VOLCANO, token(s, 7))
    s = act(s, "erect 4,-3:0")
    assert "no_crack_sea" in kinds(s) and "roll_volcano" in kinds(s) and not any(s.cracks)


def test_I10_2_scoring_examples():
    """I10.2-I10.3: with 1 own village the 1st, 2nd, 3rd Moai score 1, 2, 3; with 2 villages
    2, 4, 6; an area with only a rival's village scores 1; lying Moai never count."""
    # area 11: (2,-2), (3,-3), (3,-2); geysers (2,-2) SW, (2,-2) NW, (3,-3) NE
    for villages, expected in ((1, [1, 2, 3]), (2, [2, 4, 6])):
        s = blank(2)
        village(s, 0, 3, -2)
        if villages == 2:
            village(s, 0, 3, -3)
        colonist(s, 0, 2, -2)
        lying(s, 0, 2, -2, 2)
        colonist(s, 0, 3, -3)
        lying(s, 0, 3, -3, 2)  # the second one stays lying: it does not count
        s = rig(s, BLANK, BLANK, BLANK)
        s = act(s, "erect 2,-2:4")
        s = act(s, "erect 2,-2:5")
        s = act(s, "erect 3,-3:1")
        events = [e for e in s.events if e["k"] == "erect"]
        assert [e["points"] for e in of_kind(s, "erect")] == [expected[2]]
        assert s.scores[0] == sum(expected), events
    s = blank(2)
    village(s, 1, 3, -2)
    erect_ready(s, 0, 2, -2)
    s = rig(s, BLANK)
    assert act(s, "erect 2,-2:4").scores[0] == 1


# ---- the preview of an erect action (what the screen shows before the Moai is erected) ----


def _notation(preview):
    """The erect action a preview is of."""
    (q, r), d = preview["hex"], preview["edge"]
    return f"erect {q},{r}:{d}"


def _sunk_after(before, after):
    """The hexes that left the island between two states."""
    b = before.board
    return sorted([list(b.hexes[i]) for i in range(b.size) if before.land[i] and not after.land[i]])


def test_I7_1_I9_2_preview_names_points_crack_and_the_part_that_sinks():
    """I7.1, I10.2, I7.2, I9.1-I9.2, I9.4, I8.1: the preview of erecting on area 8's last open
    edge gives the points scored, the crack placed, area 8 sinking with Bruno's colonists and
    Chiara's village, and the die's 2 volcano faces in 6; the state is unchanged."""
    from game.core.protocol import state_hash
    from game.isola.rules import DIE_FACES, moai_preview

    s = blank(2)
    for q, r, d in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1)):
        crack(s, q, r, d)  # four of the five edges around area 8
    erect_ready(s, 0, -2, 5)
    colonist(s, 1, -3, 5, 2)
    village(s, 0, -3, 4)
    before = state_hash(G, s)
    p = moai_preview(s, G.parse_action("erect -2,5:5"))
    assert state_hash(G, s) == before
    after = act(rig(s, BLANK), "erect -2,5:5")
    erect = of_kind(after, "erect")[0]
    assert (p["points"], p["villages"], p["moai"]) == (
        erect["points"],
        erect["villages"],
        erect["moai"],
    )
    placed = [list(after.board.edges[e]) for e in range(len(after.cracks)) if after.cracks[e]]
    assert p["crack"] in placed and p["crack"] not in [
        list(s.board.edges[e]) for e in range(len(s.cracks)) if s.cracks[e]
    ]
    assert p["no_crack"] is None and p["why"] == of_kind(after, "split_size")[0]["k"][6:]
    (part,) = p["sinks"]
    while after.ask is not None:
        after = act(after, "rescue none")
    assert part["hexes"] == _sunk_after(s, after)
    lost = {e["seat"]: e for e in of_kind(after, "lost")}
    assert part["colonists"] == [lost.get(k, {}).get("colonists", 0) for k in range(2)]
    assert part["villages"] == [lost.get(k, {}).get("villages", 0) for k in range(2)]
    assert part["colonists"][1] == 2 and part["villages"][0] == 1
    assert p["eruption"] == [DIE_FACES.count("volcano"), 6] == [2, 6]


def test_I7_2_I9_6_preview_without_a_crack():
    """I7.2, I9.6: a cracked edge or one facing the sea: no crack, nothing sinks."""
    from game.isola.rules import moai_preview

    s = blank(2)
    crack(s, 1, -2, 2)
    erect_ready(s, 0, 2, -2)
    p = moai_preview(s, G.parse_action("erect 2,-2:5"))
    assert (p["crack"], p["no_crack"], p["sinks"], p["why"]) == (None, "cracked", [], None)
    s = blank(2)
    sink_area(s, 12)
    erect_ready(s, 0, 4, -3)
    p = moai_preview(s, G.parse_action("erect 4,-3:0"))
    assert (p["crack"], p["no_crack"], p["sinks"]) == (None, "sea", [])


def test_I7_1_previews_in_the_view_match_every_erect_of_random_games():
    """I7.1, I10.2, I7.2, I9.1-I9.2: in random games, the view previews exactly the legal
    erect actions, and each preview's points, crack and sinking part are what erecting
    does (the part that sinks, unless a token draw decides)."""
    from game.isola.view import view

    checked = sinkings = 0
    for seed in (3, 4):
        _, actions = random_play(3, (), seed=seed, check=False)
        s = G.new_game(config(3), seed)
        for text in actions:
            v = view(s, s.seat)
            erects = [str(a) for a in G.legal_actions(s) if a.kind == "erect"]
            previews = v["moai_previews"]
            assert sorted(_notation(p) for p in previews) == sorted(erects)
            nxt = G.apply(s, G.parse_action(text))
            if text.startswith("erect"):
                (p,) = [x for x in previews if _notation(x) == text]
                assert p["points"] == of_kind(nxt, "erect")[0]["points"]
                placed = of_kind(nxt, "crack")
                assert (p["crack"] is not None) == bool(placed)
                split = [e for e in nxt.events if e["k"].startswith("split_")]
                assert bool(p["sinks"]) == bool(split)
                if split and p["why"] != "draw":
                    assert p["sinks"][0]["hexes"] == sorted(split[0]["sinks"])
                    sinkings += 1
                checked += 1
            s = nxt
    assert checked >= 10 and sinkings >= 1, (checked, sinkings)
