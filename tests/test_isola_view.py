"""I14 and the protocol: notation, the view, the log, sampling for computer players, undo."""

from __future__ import annotations

import json

import pytest
from isola_support import (
    BLANK,
    VOLCANO,
    G,
    act,
    blank,
    colonist,
    crack,
    lying,
    new,
    prayers,
    random_play,
    rig,
    texts,
    token,
    village,
)

from game.core.errors import IllegalAction, NotationError
from game.core.protocol import Searchable, Turns, state_hash
from game.isola import Action, parse_action
from game.ui.isola.text import LOG_KEYS, log_params, log_text

NOTATION = [
    "move boat>1,-2",
    "move 1,-2>1,-1",
    "carry 1,-2>1,-1",
    "build 1,-1",
    "create -1,0",
    "carve 0,0",
    "erect 1,0:5",
    "take prayer",
    "end",
    "pray yes",
    "pray no",
    "rescue -2,4",
    "rescue none",
]


@pytest.mark.parametrize("text", NOTATION)
def test_notation_round_trips(text):
    """Every kind of decision has a short notation that reads back as the same action."""
    a = parse_action(text)
    assert isinstance(a, Action) and str(a) == text and parse_action(str(a)) == a


@pytest.mark.parametrize(
    "text",
    ["", "move", "move 1,2", "carry boat>1,2", "erect 1,0", "erect 1,0:6", "take", "pray maybe",
     "end now", "fly 1,2", "build 1;2", "rescue", "x" * 50],
)  # fmt: skip
def test_bad_notation_is_refused(text):
    with pytest.raises(NotationError):
        parse_action(text)


def test_illegal_actions_are_refused_with_a_reason():
    s = blank(2)
    with pytest.raises(IllegalAction):
        act(s, "build 0,0")  # no colonist there
    village(s, 1, 0, 0)
    prayers(s, 1, 1)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    s = act(rig(s, VOLCANO, token(s, 5)), "erect 1,0:0")
    with pytest.raises(IllegalAction, match="Bruno must first decide whether to pray"):
        act(s, "end")


def test_capabilities_and_info():
    assert isinstance(G, Turns) and isinstance(G, Searchable)
    info = G.info
    assert (info.min_players, info.max_players, info.hidden_information) == (2, 4, False)
    assert [o.name for o in info.options] == ["random", "separate_bays", "erected_only"]
    with pytest.raises(ValueError, match="cannot be combined"):
        G.new_game({"players": [{"name": "a"}, {"name": "b"}], "options": ["random",
                    "separate_bays"]}, 1)  # fmt: skip


def test_legal_actions_are_deterministic():
    s = new(3, seed=8)
    assert texts(s) == texts(new(3, seed=8))


def test_I14_view_has_everything_to_draw_the_island():
    """I14: every player sees everything. The view: areas and hexes, volcanoes with numbers,
    ground, colonists and Moai per colour, boats and bays, geysers, cracks, sunk hexes, AP,
    reserves, tokens, scores, the pending question, turn, round and the end flag."""
    s, _ = random_play(3, (), seed=5, check=False)
    v = G.view(s, 1)
    json.dumps(v)
    for key in (
        "game", "viewer", "players", "events", "seat", "to_move", "turn", "round", "over",
        "island", "hexes", "sunk", "volcanoes", "volcano_tokens", "geysers", "moai", "cracks",
        "supply", "ap", "question", "end_triggered", "final", "ranking", "prayer_cost",
    ):  # fmt: skip
        assert key in v, key
    assert v["over"] and v["final"] and v["ranking"]
    p = v["players"][0]
    assert set(p) >= {"name", "colour", "score", "prayers", "reserve", "boat", "bay", "island"}
    assert len(v["island"]["areas"]) == 22
    s = new(2, "separate_bays", seed=3)
    v = G.view(s, None)
    assert {p["bay"] for p in v["players"]} <= {"A", "B", "C", "D"}
    h = v["hexes"][0]
    assert set(h) == {"hex", "area", "ground", "village", "colonists", "lying", "coastal"}


def test_view_shows_a_rescue_question_with_its_targets():
    s = blank(2)
    for e in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1)):
        crack(s, *e)
    colonist(s, 1, -3, 4)
    colonist(s, 0, -2, 5)
    lying(s, 0, -2, 5)
    s = act(rig(s, BLANK), "erect -2,5:5")
    q = G.view(s, 0)["question"]
    assert q["kind"] == "rescue" and q["seat"] == 1 and not q["all"]
    assert sorted(q["hexes"]) == [[-4, 5], [-3, 4], [-3, 5]]
    assert q["targets"] == [[-3, 3], [-2, 3], [-2, 4], [-2, 5]]


def test_I14_sample_state_rebuilds_the_position_and_redraws_the_generator():
    """I14: nothing is hidden but the future: the sampled state has the same view and a
    different generator."""
    for options in ((), ("random",)):
        s, record = random_play(3, options, seed=11, check=False)
        states = [G.new_game({"players": [{"name": n} for n in s.names],
                              "options": list(options)}, 11)]  # fmt: skip
        for t in record[:150]:
            states.append(G.apply(states[-1], G.parse_action(t)))
        for st in states[::7]:
            seat = G.to_move(st)
            view = G.view(st, seat)
            sampled = G.sample_state(view, 5)
            again = G.view(sampled, seat)
            assert {k: x for k, x in again.items() if k != "events"} == {
                k: x for k, x in view.items() if k != "events"
            }
            assert sampled.rng != st.rng
            assert [str(a) for a in G.legal_actions(sampled)] == texts(st)
            copy = json.loads(json.dumps(view))  # a view that went through JSON
            assert G.view(G.sample_state(copy, 5), seat)["hexes"] == view["hexes"]


def test_sample_state_of_a_pending_prayer_continues_the_flow():
    s = blank(3, first=0)
    village(s, 1, 0, 0)
    prayers(s, 1, 1)
    colonist(s, 0, 1, 0)
    lying(s, 0, 1, 0)
    s = act(rig(s, VOLCANO, token(s, 5)), "erect 1,0:0")
    sampled = G.sample_state(G.view(s, 1), 3)
    a = G.apply(sampled, parse_action("pray no"))
    b = G.apply(s, parse_action("pray no"))
    assert a.ground == b.ground and a.reserve == b.reserve


def test_every_event_kind_has_a_line_and_reads_well():
    """The English log (the front end's, from its English catalogue): a line for each kind;
    every event of random games formats."""
    seen = set()
    for seed, options in ((1, ()), (2, ("random",)), (3, ("separate_bays", "erected_only"))):
        s = G.new_game({"players": [{"name": n} for n in ("Chiara", "Bruno", "Dario")],
                        "options": list(options)}, seed)  # fmt: skip
        events = list(s.events)
        _, record = random_play(3, options, seed, check=False)
        for t in record:
            s = G.apply(s, G.parse_action(t))
            events += s.events
        for e in events:
            assert e["k"] in LOG_KEYS, e["k"]
            line = log_text(e, s.names)
            assert "{" not in line and line
            seen.add(e["k"])
            for value in e.values():  # raw parameters only
                assert isinstance(value, (int, str, list, bool, type(None))), e
    assert {"turn", "erect", "roll_volcano", "flow", "crack"} <= seen


def test_the_threatened_village_line():
    e = {"k": "prayer_village", "seat": 0, "hex": [0, 0], "volcano": 5}
    assert log_text(e, ["Chiara", "Bruno"]) == (
        "Chiara's village in area 1 is threatened: Chiara spends a prayer token."
    )
    assert log_params(e, ["Chiara", "Bruno"])["player"] == "Chiara"


def test_records_replay_to_the_same_hash():
    from game.core.record import Record, replay

    for options in ((), ("random",)):
        s, record = random_play(2, options, seed=21, check=False)
        cfg = {"players": [{"name": n} for n in s.names], "options": list(options)}
        again = replay(G, Record("isola", cfg, 21, record))
        assert state_hash(G, again) == state_hash(G, s)
