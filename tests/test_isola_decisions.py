"""I16: who decides. Prayers and rescues are asked of players whose turn it is not; the
active turn pauses and resumes; reveals count every other player's answer."""

from __future__ import annotations

from isola_support import (
    BLANK,
    VOLCANO,
    G,
    act,
    at,
    blank,
    colonist,
    crack,
    kinds,
    lying,
    prayers,
    rig,
    texts,
    token,
    village,
)

from game.core.rng import Rng
from game.core.undo import can_undo
from game.isola import rules
from game.isola.state import COLONIST, MOAI

AREA8_EDGES = ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1))


def erupt5(s, ap=4):
    """Seat s.seat erects on (1,0) facing N; volcano 5 erupts (its SE flow hits (0,0))."""
    seat = s.seat
    colonist(s, seat, 1, 0)
    lying(s, seat, 1, 0)
    s.ap = ap
    return act(rig(s, VOLCANO, token(s, 5)), "erect 1,0:0")


def test_I16_1_the_active_player_chooses_the_actions():
    """I16.1: outside questions, only the active player acts, with every argument named."""
    s = blank(3, first=1)
    colonist(s, 1, 0, 0)
    assert G.to_move(s) == G.active(s) == 1
    assert set(t.split()[0] for t in texts(s)) == {"move", "build", "carve", "take", "end"}


def test_I16_2_the_owner_prays_during_someone_elses_eruption():
    """I16.2: the village's owner is asked whoever's turn it is; to_move names them, active
    stays the player whose turn it is; the turn resumes after the answer."""
    s = blank(3, first=0)
    village(s, 2, 0, 0)
    prayers(s, 2, 1)
    s = erupt5(s)
    assert G.to_move(s) == 2 and G.active(s) == 0
    assert texts(s) == ["pray yes", "pray no"]
    view = G.view(s, 2)
    assert view["question"] == {
        "kind": "pray",
        "seat": 2,
        "piece": "village",
        "hex": [0, 0],
        "volcano": 5,
        "dir": 2,
    }
    assert view["to_move"] == 2 and view["seat"] == 0
    s = act(s, "pray yes")
    assert G.to_move(s) == 0 and s.ap == 3 and s.ask is None
    assert "move 1,0>0,0" in texts(s)


def test_I16_2_village_first_then_moai_in_turn_order_from_the_active_player():
    """I16.2: within one flow the village owner answers first, then the owners of the lying
    Moai in turn order starting with the active player, one question per Moai."""
    s = blank(4, first=0)
    s = s.clone()
    s.seat = 2  # seat 2's turn
    village(s, 3, 0, 0)
    lying(s, 0, 0, 0)
    lying(s, 1, 0, 0, 2)
    lying(s, 2, 0, 0)
    lying(s, 3, 0, 0)
    for seat in range(4):
        prayers(s, seat, 2)
    s = erupt5(s)
    asked = []
    while s.ask is not None:
        asked.append((s.ask["seat"], s.ask["piece"]))
        s = act(s, "pray no")
    assert asked == [
        (3, "village"),
        (2, "moai"),
        (3, "moai"),
        (0, "moai"),
        (1, "moai"),
        (1, "moai"),
    ]
    assert at(s, 0, 0)["lying"] == [0, 0, 0, 0]


def test_I16_2_declining_loses_the_piece_and_nobody_without_tokens_is_asked():
    """I16.2: a 'no' loses the piece; owners without tokens are never asked."""
    s = blank(3, first=0)
    village(s, 1, 0, 0)
    lying(s, 2, 0, 0)
    prayers(s, 1, 1)
    s = erupt5(s)
    assert s.ask["seat"] == 1
    s = act(s, "pray no")
    assert s.ask is None  # seat 2 holds no token
    assert at(s, 0, 0)["ground"] == "lava" and s.reserve[2][MOAI] == 14
    assert s.prayers[1] == 1


def test_I16_3_rescue_order_active_first_then_clockwise_from_the_left():
    """I16.3: the active player names one hex for all their colonists (or declines); then the
    others, clockwise from the active player's left, one colonist each (or decline)."""
    s = blank(4, first=0)
    s = s.clone()
    s.seat = 2
    for e in AREA8_EDGES:
        crack(s, *e)
    for seat in range(4):
        colonist(s, seat, -3, 4, 2)
    colonist(s, 2, -2, 5)
    lying(s, 2, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    asked = []
    answers = {2: "rescue -2,4", 3: "rescue none", 0: "rescue -3,3", 1: "rescue -3,3"}
    while s.ask is not None:
        asked.append((s.ask["seat"], s.ask["all"], s.ask["count"]))
        assert G.to_move(s) == s.ask["seat"] and G.active(s) == 2
        s = act(s, answers[s.ask["seat"]])
    assert asked == [(2, True, 2), (3, False, 1), (0, False, 1), (1, False, 1)]
    assert at(s, -2, 4)["colonists"] == [0, 0, 2, 0]
    assert at(s, -3, 3)["colonists"] == [1, 1, 0, 0]
    assert [s.reserve[p][COLONIST] for p in range(4)] == [4, 4, 2, 5]


def test_I16_3_only_players_with_colonists_there_are_asked_and_decline_is_legal():
    """I16.3: players without colonists on the sinking part are not asked; the active player
    may decline."""
    s = blank(3, first=0)
    for e in AREA8_EDGES:
        crack(s, *e)
    colonist(s, 0, -3, 4)
    colonist(s, 0, -2, 5)
    lying(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    assert s.ask["seat"] == 0 and texts(s)[-1] == "rescue none"
    assert texts(s)[:-1] == ["rescue -3,3", "rescue -2,3", "rescue -2,4", "rescue -2,5"]
    s = act(s, "rescue none")
    assert s.ask is None and s.reserve[0][COLONIST] == 4


def test_I16_3_nobody_is_asked_without_a_target():
    """I9.3, I16.3: with no hex to go to, nobody is rescued and nobody asked."""
    s = blank(2, first=0)
    i = s.board.index[-3, 4]
    colonist(s, 0, -3, 4)
    colonist(s, 1, -3, 4)
    s.sinking = ((i,), ())
    s.queue = [("rescue", 0, True), ("rescue", 1, False), ("remove",)]
    rng = Rng(s.rng)
    rules._run(s, rng)
    assert s.ask is None and not s.land[i]
    assert s.reserve[0][COLONIST] == 5 and s.reserve[1][COLONIST] == 5


def test_I16_reveals_count_other_players_answers_dice_and_draws():
    """I16 and undo: reveals rise on die rolls, token draws and every answer by a player
    other than the active one, never on the active player's own answers."""
    s = blank(2, first=0)
    village(s, 1, 0, 0)
    village(s, 0, 0, 1)  # not on the flows of volcano 5
    prayers(s, 1, 1)
    before = s.reveals
    s = erupt5(s)
    assert s.reveals == before + 2  # the die and the token
    answered = act(s, "pray no")
    assert answered.reveals == s.reveals + 1
    ok, reason = can_undo(G, [s, answered])
    assert not ok
    t = blank(2, first=0)
    for e in AREA8_EDGES:
        crack(t, *e)
    colonist(t, 0, -3, 4)
    colonist(t, 0, -2, 5)
    lying(t, 0, -2, 5)
    t = act(rig(t, BLANK), "erect -2,5:5")
    r = t.reveals
    t = act(t, "rescue -2,4")  # the active player's own answer; then the die rolls (I7.1)
    assert t.reveals == r + 1 and "roll_blank" in kinds(t)


def test_I5_3_the_turn_ends_at_zero_ap_only_after_every_answer():
    """I5.3: at 0 AP the turn ends once every question caused by the last action is
    answered."""
    s = blank(2, first=0)
    village(s, 1, 0, 0)
    prayers(s, 1, 1)
    s = erupt5(s, ap=1)
    assert s.ap == 0 and G.to_move(s) == 1 and G.active(s) == 0
    s = act(s, "pray yes")
    assert G.active(s) == 1 and G.to_move(s) == 1 and s.ap == 4 and "no_ap" in kinds(s)


def test_I16_4_chance_and_automatic_steps_are_nobodys_choice():
    """I16.4: the die, token draws, first player, map and bays come from the seeded generator;
    cracks, scoring, flows, removals and the end of a turn need no decision."""
    from isola_support import config

    a = G.new_game(config(4, "random"), 5)
    b = G.new_game(config(4, "random"), 5)
    assert (a.first, a.bay, a.board.data) == (b.first, b.bay, b.board.data)
    s = blank(2)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    s.ap = 1
    s = act(rig(s, VOLCANO, token(s, 5)), "erect 1,0:0")
    assert s.ask is None and s.seat == 1  # crack, score, roll, draw, flows, turn end: automatic
    assert {"crack", "roll_volcano", "draw", "erupt", "no_ap", "turn"} <= set(kinds(s))
