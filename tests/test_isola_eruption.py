"""I8: the die, volcano tokens, the six flows, damage, prayers, the double eruption."""

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
    ground,
    hx,
    kinds,
    lying,
    of_kind,
    prayers,
    rig,
    sink_area,
    token,
    village,
)

from game.isola.rules import DIE_FACES, lava_on_island
from game.isola.state import LAVA, MOAI, VILLAGE


def erupting(s, v, *more):
    """Seat 0 erects on (1,0) facing N; the die shows a volcano and token ``v`` is drawn."""
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    return act(rig(s, VOLCANO, token(s, v), *more), "erect 1,0:0")


def flows(s):
    return [(e["k"], e.get("dir"), e.get("hex")) for e in s.events if e["k"].startswith("flow")]


def test_I8_1_two_of_six_faces_show_a_volcano():
    """I8.1 Decision: 2 volcano faces; a blank face does nothing."""
    assert DIE_FACES.count("volcano") == 2 and len(DIE_FACES) == 6
    s = blank(2)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    quiet = act(rig(s, BLANK), "erect 1,0:0")
    assert "roll_blank" in kinds(quiet) and "draw" not in kinds(quiet)
    assert not any(k.startswith("flow") for k in kinds(quiet))


def test_I8_2_token_drawn_from_volcanoes_in_play_and_put_back():
    """I8.2: the token is drawn among volcanoes still on the island; it goes back after."""
    s = blank(2)
    sink_area(s, 8)  # volcano 8 is gone: 7 tokens in the draw
    s2 = erupting(s, 7)
    assert of_kind(s2, "draw")[0]["volcano"] == 7 and token(s, 7) == (7, 6)
    s3 = blank(2)
    s3.ground, s3.lava, s3.land = s2.ground[:], s2.lava, s2.land[:]
    s3 = erupting(s3, 7)  # the same token can come again
    assert of_kind(s3, "draw")[0]["volcano"] == 7


def test_I8_3_flows_run_straight_over_lava_to_the_first_free_hex():
    """I8.3: N then clockwise, from the volcano in a straight line over lava; the first hex
    without lava receives a tile; the sea ends a flow with nothing placed."""
    s = blank(2)
    ground(s, 0, 0, "bare")  # SE of volcano 5: (-1,0) lava, then (0,0)
    ground(s, -2, 3, "bare")  # S: (-2,1), (-2,2) lava, then (-2,3)
    lava = s.lava
    s = erupting(s, 5)
    assert flows(s) == [
        ("flow_sea", 0, None),
        ("flow_sea", 1, None),
        ("flow", 2, [0, 0]),
        ("flow", 3, [-2, 3]),
        ("flow_sea", 4, None),
        ("flow_sea", 5, None),
    ]
    assert at(s, 0, 0)["ground"] == "lava" and at(s, -2, 3)["ground"] == "lava"
    assert s.lava == lava - 2


def test_I8_3_a_volcano_hex_stops_a_flow_cracks_do_not():
    """I8.3 Decision: a volcano hex on the line ends the flow; cracks do not stop lava."""
    s = blank(2)
    ground(s, 0, 0, "bare")
    crack(s, 0, -1, 3)  # between volcano 1 and (0,0): lava still passes
    s = erupting(s, 1)
    assert ("flow", 3, [0, 0]) in flows(s)
    s = blank(2)  # volcano 1 south: (0,0), (0,1) lava, then volcano 3 at (0,2)
    s = erupting(s, 1)
    stops = {e["dir"]: e["other"] for e in s.events if e["k"] == "flow_volcano"}
    assert stops == {2: 2, 3: 3}  # SE over (1,-1) to volcano 2; S over (0,0), (0,1) to 3


def test_I8_4_damage_where_the_lava_lands():
    """I8.4: the village and every lying Moai on the hex are destroyed (back to the
    reserves, no VP lost); colonists and erected Moai are unharmed; Moai on lava passed over
    are unharmed."""
    s = blank(3)
    village(s, 1, 0, 0)  # (0,0): SE of volcano 5, behind (-1,0) lava
    lying(s, 1, 0, 0)
    lying(s, 2, 0, 0, 2)
    colonist(s, 2, 0, 0)
    erected(s, 1, 0, 0, 4)
    lying(s, 2, -1, 0)  # on the lava passed over
    s.scores = [0, 5, 0]
    s = erupting(s, 5)
    assert at(s, 0, 0) == {
        "land": True,
        "ground": "lava",
        "colonists": [0, 0, 1],
        "lying": [0, 0, 0],
    }
    assert s.reserve[1][VILLAGE] == 6 and s.reserve[1][MOAI] == 13 and s.reserve[2][MOAI] == 13
    assert at(s, -1, 0)["lying"] == [0, 0, 1] and s.erected[s.board.geyser_id[hx(s, 0, 0), 4]] == 1
    assert s.scores[1] == 5
    assert [e["k"] for e in s.events if e["k"].startswith("destroyed")] == [
        "destroyed_village",
        "destroyed_moai",
        "destroyed_moai",
    ]


def test_I8_5_a_saved_village_stops_the_flow_and_shields_the_moai():
    """I8.5: the village owner prays first; a saved village stays, no lava is placed, and the
    hex's lying Moai are safe; the spent token leaves the game."""
    s = blank(2)
    village(s, 1, 0, 0)
    lying(s, 1, 0, 0)
    prayers(s, 1, 1)
    lava = s.lava
    s = erupting(s, 5)
    ask = {
        "kind": "pray",
        "seat": 1,
        "piece": "village",
        "hex": hx(s, 0, 0),
        "volcano": 5,
        "dir": 2,
    }
    assert s.ask == ask
    s = act(s, "pray yes")
    assert at(s, 0, 0)["ground"] == "village1" and at(s, 0, 0)["lying"] == [0, 1]
    assert s.prayers[1] == 0 and s.prayers_spent == 1 and s.prayer_supply == 11
    assert "flow_stopped" in kinds(s) and s.lava == lava


def test_I8_5_a_saved_moai_stays_lying_on_the_new_lava():
    """I8.5: with the village lost, each Moai owner may save a Moai; it stays on the lava."""
    s = blank(2)
    village(s, 1, 0, 0)
    lying(s, 1, 0, 0, 2)
    prayers(s, 1, 1)
    s = erupting(s, 5)
    s = act(s, "pray no")  # the village
    assert s.ask["piece"] == "moai" and s.ask["seat"] == 1
    s = act(s, "pray yes")  # the first Moai; no token left for the second: not asked
    assert s.ask is None
    assert at(s, 0, 0) == {"land": True, "ground": "lava", "colonists": [0, 0], "lying": [0, 1]}


def test_I8_5_only_holders_of_a_token_are_asked_and_a_fresh_token_counts():
    """I8.5 Decision: asked only while holding a token; one taken this turn counts."""
    s = blank(2)
    village(s, 0, 0, 0)
    s = erupting(s, 5)
    assert s.ask is None and at(s, 0, 0)["ground"] == "lava"  # no token: destroyed
    s = blank(2)
    village(s, 0, 0, 0)
    s = act(s, "take prayer")
    s = erupting(s, 5)
    assert s.ask is not None and s.ask["seat"] == 0


def test_I8_5_prayer_tokens_do_not_stop_a_sinking():
    """I8.5 Decision: prayers are for eruptions only: no question during a sinking."""
    s = blank(2)
    for q, r, d in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1)):
        crack(s, q, r, d)
    village(s, 1, -3, 4)
    prayers(s, 1, 2)
    colonist(s, 0, -2, 5)
    lying(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    assert s.ask is None and s.reserve[1][VILLAGE] == 6 and s.prayers[1] == 2


def test_I8_6_double_eruption_when_no_lava_is_left():
    """I8.6: after an action leaves no lava, 2 tokens are drawn at once (no die), the lower
    number erupts first; a double eruption that places nothing does not fire again until
    lava has been back."""
    s = blank(2)
    for i in range(s.board.size):
        if s.ground[i] == LAVA and s.board.hexes[i] != (0, 0):
            s.ground[i] = -1
            s.lava += 1
    colonist(s, 0, 0, 0)
    # the draw: 8 tokens, index 4 -> volcano 5; then 7 left, index 0 -> volcano 1
    s = act(rig(s, (8, 4), (7, 0)), "carve 0,0")
    ks = kinds(s)
    assert "double" in ks and not any(k.startswith("roll") for k in ks)
    assert of_kind(s, "double")[0]["volcanoes"] == [1, 5]
    erupts = [e["volcano"] for e in of_kind(s, "erupt")]
    assert erupts == [1, 5]
    assert lava_on_island(s) > 0 and s.armed


def test_I8_6_a_dry_double_eruption_does_not_repeat():
    """I8.6 Decision: a double eruption that places no lava is not triggered again until a
    lava tile has been on the island again; with one volcano left it erupts once; with none,
    nothing happens."""
    s = blank(2)
    for i in range(s.board.size):
        if s.ground[i] == LAVA:
            s.ground[i] = -1
    s.lava = 0  # (a made-up position) no tile anywhere: every flow is dry (I8.7)
    colonist(s, 0, -1, 0)
    s = act(rig(s, (8, 4), (7, 0)), "take prayer")
    assert of_kind(s, "double")[0]["volcanoes"] == [1, 5]
    assert [e["k"] for e in s.events if e["k"].startswith("flow")] == ["flow_dry"] * 12
    assert not s.armed
    s = act(s, "move -1,0>-1,-1")
    assert "double" not in kinds(s)
    one = blank(2)
    for i in range(one.board.size):
        if one.ground[i] == LAVA:
            one.ground[i] = -1
    one.lava = 0
    sink_area(one, 1, 2, 3, 4, 6, 7, 8)
    colonist(one, 0, -1, 0)
    one = act(one, "take prayer")
    assert of_kind(one, "double")[0]["volcanoes"] == [5]
    assert [e["volcano"] for e in of_kind(one, "erupt")] == [5]
    sink_area(one, 5)
    one.armed = True
    one = act(one, "end")
    one = act(one, "take prayer")
    assert "no_volcano" in kinds(one) and not of_kind(one, "double") and not of_kind(one, "erupt")


def test_I8_7_an_empty_lava_reserve_places_and_destroys_nothing():
    """I8.7 Decision: with no lava tile in the reserve a flow does nothing."""
    s = blank(2)
    village(s, 1, 0, 0)
    s.lava = 0
    s = erupting(s, 5)
    assert ("flow_dry", 2, [0, 0]) in flows(s) and at(s, 0, 0)["ground"] == "village1"


def test_I8_8_lava_stays_put():
    """I8.8: placed lava never moves; later flows pass over it."""
    s = blank(2)
    ground(s, 0, 0, "bare")
    s = erupting(s, 5)
    s2 = blank(2)
    s2.ground, s2.lava = s.ground[:], s.lava
    s2 = erupting(s2, 5)
    assert at(s2, 0, 0)["ground"] == "lava" and ("flow_sea", 2, None) in flows(s2)
