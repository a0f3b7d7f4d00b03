"""Terremoto's log in English (the front end's text.py, from its English catalogue): every event
kind has a line fed by raw parameters."""

from __future__ import annotations

import json

from terremoto_support import T, act, config, position, random_play

from game.core.protocol import visible_to
from game.ui.terremoto.text import LOG_KEYS
from game.ui.terremoto.text import log_text as describe


def test_log_lines_of_the_brief():
    s = position(3, {0: "TW 2W E", 1: "3K"}, seat=0)
    s = act(s, "play TW")
    assert describe(s.events[0], s.names) == "Ada plays Time Warp."
    s = position(3, {0: "3W C E"}, table=[(1, "W", 1, 0)], seat=0)
    s.scores[0] = 88
    s = act(s, "group W 3 1")
    assert [describe(e, s.names) for e in s.events] == [
        "Ada plays 3 blue wizards and 1 clone: 4 × 5 = 20.",
        "Ada wins with 108 points.",
    ]
    s = position(3, {0: "2W 3E"}, seat=0)
    s.discard, s.deck = s.deck[:-2], s.deck[-2:]
    s = act(act(s, "group W 2 0"), "group E 3 0")
    lines = [describe(e, s.names) for e in s.events if "to" not in e]
    assert any(line.startswith("The discards are shuffled into a new draw pile") for line in lines)


def test_every_event_has_a_template_and_raw_parameters():
    seen = set()
    for n, seed in ((3, 2), (8, 4)):
        state = T.new_game(config(n), seed)
        _, actions = random_play(n, (), seed, check=False)
        for text in actions:
            state = act(state, text)
            for e in state.events:
                seen.add(e["k"])
                assert e["k"] in LOG_KEYS, e
                line = describe(e, state.names)
                assert "{" not in line and line
                json.dumps(e)
                assert all(isinstance(v, int | str | list | bool) for v in e.values()), e
    assert {"group", "turn", "draw", "drew", "earthquake", "opportunity", "time_warp"} <= seen
    assert "win" in seen


def test_opportunity_reads_as_one_draw_of_four():
    """T5.4, issue 30: three lines that read like 8 cards drawn."""
    s = position(3, {0: "OP W E"}, seat=0, top="K K G S")
    s = act(s, "play OP")
    assert [describe(e, s.names) for e in s.events if visible_to(e, 1)] == [
        "Ada plays Opportunity: they draw now, and not at the end of this turn.",
        "Ada draws 4 cards.",
    ]
    s = act(s, "group K 2 0")
    assert "Ada draws nothing at the end of this turn (Opportunity)." in [
        describe(e, s.names) for e in s.events
    ]


def test_rare_events_read_well():
    names = ["Ada", "Bruno", "Cleo"]
    lines = [
        describe(e, names)
        for e in (
            {"k": "setup", "players": 3, "decks": 1, "target": 100, "options": []},
            {"k": "limit", "seats": [0, 2], "score": 61, "rounds": 100},
            {"k": "piles_empty", "seat": 1},
            {"k": "empty_hand", "seat": 1},
            {"k": "no_draw", "seat": 2},
            {"k": "clones", "seat": 0, "suit": "E", "cards": 0, "clones": 2, "size": 2,
             "tally": 3, "points": 6, "score": 6},
            {"k": "drew", "seat": 0, "to": [0], "cards": ["W", "C", "TW"]},
        )
    ]  # fmt: skip
    assert lines == [
        "A game of Terremoto for 3 players begins (1 deck, 100 points).",
        "After 100 rounds nobody has reached the target: Ada and Cleo win with 61.",
        "Both piles are empty: Bruno cannot draw more.",
        "Bruno has no cards and cannot play.",
        "Cleo draws nothing at the end of this turn (Opportunity).",
        "Ada plays 2 clones as green elves: 2 × 3 = 6.",
        "You drew blue wizard, clone, Time Warp.",
    ]
