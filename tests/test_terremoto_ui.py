"""Terremoto's front end under CPython (game/ui/terremoto: controller, text, look): every legal
action is reached by selecting cards and pressing, nothing illegal is ever offered, the
preview shows the view's points, and every line the player reads is filled in."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from terremoto_support import T, act, config, position, random_play

from game.core.protocol import visible_to
from game.terremoto.cards import (
    CARD_KEYS,
    CLONE_KEY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SPECIALS,
    SUITS,
    TARGETS,
    target_for,
)
from game.ui.i18n import EN, t
from game.ui.session import Session
from game.ui.table import LocalTable, has_decided, since_groups, unseen
from game.ui.terremoto import text
from game.ui.terremoto.controller import (
    ALONE,
    DECLARE,
    EMPTY,
    MIXED,
    Controller,
    parse_group,
)
from game.ui.terremoto.look import SEAT_COLOURS, SYMBOLS

ROOT = Path(__file__).resolve().parent.parent
FRONT = ROOT / "game" / "ui" / "terremoto"


def random_states(n: int, seed: int, every: int = 1, options: tuple[str, ...] = ()):
    """(state, legal notations) along one random game."""
    _, actions = random_play(n, options, seed, check=False)
    state = T.new_game(config(n, *options), seed)
    for k, notation in enumerate(actions):
        if k % every == 0:
            yield state, [str(a) for a in T.legal_actions(state)]
        state = act(state, notation)


def controller_for(state, legal: list[str]) -> Controller:
    ctl = Controller(legal)
    ctl.sync(T.view(state, state.seat)["hand_counts"])
    return ctl


def press(ctl: Controller, notation: str, style: int = 0) -> str | None:
    """Select and press as a person would for ``notation``; what the controller applies."""
    if notation == "end":
        return ctl.end()
    words = notation.split()
    if words[0] == "play":
        assert ctl.toggle(words[1], style % max(1, ctl.held[words[1]]))
        return ctl.confirm()
    suit, cards, clones = parse_group(notation)
    if style % 3 == 1 and cards == ctl.held[suit] and cards:
        assert ctl.toggle_suit(suit)
    elif style % 3 == 2:
        for _ in range(cards):
            assert ctl.add(suit)
    else:
        for k in range(cards):
            assert ctl.toggle(suit, k)
    for k in range(clones):
        assert ctl.toggle(CLONE_KEY, k)
    if not cards:
        assert ctl.intent() == (None, DECLARE)
        assert suit in ctl.declarations()
        assert ctl.declare(suit)
    return ctl.confirm()


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (8, 6)])
def test_every_legal_action_is_reached_by_selecting_and_pressing(players: int, seed: int) -> None:
    rnd = random.Random(seed)
    seen = 0
    for state, legal in random_states(players, seed, every=2):
        sample = legal if len(legal) <= 16 else rnd.sample(legal, 16)
        for style, notation in enumerate(sample):
            ctl = controller_for(state, legal)
            assert press(ctl, notation, style) == notation
            seen += 1
    assert seen > 200


def test_the_hand_read_from_the_legal_actions_is_the_hand() -> None:
    for state, legal in random_states(4, 9, every=3):
        ctl = controller_for(state, legal)
        counts = T.view(state, state.seat)["hand_counts"]
        for key in (*SUITS, CLONE_KEY, *SPECIALS):
            assert ctl.held[key] == counts[key], key
        assert (ctl.end() == "end") == ("end" in legal)


@pytest.mark.parametrize("players,seed", [(3, 11), (7, 12)])
def test_random_tapping_never_offers_an_illegal_action(players: int, seed: int) -> None:
    rnd = random.Random(seed)
    for state, legal in random_states(players, seed, every=3):
        ctl = controller_for(state, legal)
        counts = T.view(state, state.seat)["hand_counts"]
        for _ in range(25):
            what = rnd.random()
            key = rnd.choice(CARD_KEYS)
            if what < 0.6:
                ok = ctl.toggle(key, rnd.randrange(4))
            elif what < 0.7:
                ok = ctl.toggle_suit(key)
            elif what < 0.85:
                ok = ctl.declare(rnd.choice(SUITS))
            else:
                ok = ctl.remove(key) if rnd.random() < 0.5 else ctl.add(key)
            assert isinstance(ok, bool)
            for k, copy in ctl.picked:
                assert copy < counts[k], "only cards the hand holds are selected"
            notation, reason = ctl.intent()
            candidate = ctl.candidate()
            assert candidate is None or candidate in legal
            assert (candidate is None) == bool(reason)
            if reason:
                assert t(f"terremoto.why.{reason}") != f"terremoto.why.{reason}"
            for suit in ctl.declarations():
                assert f"group {suit} 0 {ctl.count(CLONE_KEY)}" in legal
            if rnd.random() < 0.1:
                ctl.cancel()
                assert ctl.intent() == (None, EMPTY)


def test_reasons_for_selections_that_are_no_play() -> None:
    s = position(3, {0: "2W E C TW PR"}, seat=0)
    legal = [str(a) for a in T.legal_actions(s)]
    ctl = controller_for(s, legal)
    assert ctl.intent() == (None, EMPTY)
    ctl.toggle("W", 0)
    ctl.toggle("E", 0)
    assert ctl.intent() == (None, MIXED) and ctl.confirm() is None
    ctl.toggle("E", 0)
    assert ctl.confirm() == "group W 1 0"
    ctl.toggle("TW", 0)
    assert ctl.intent() == (None, ALONE)
    ctl.cancel()
    ctl.toggle("C", 0)
    assert ctl.intent() == (None, DECLARE)
    assert ctl.declarations() == list(SUITS)
    assert ctl.declare("G") and ctl.confirm() == "group G 0 1"
    ctl.toggle("W", 1)  # a suit card joins: the clone takes its suit, the declaration goes
    assert ctl.declared is None and ctl.confirm() == "group W 1 1"
    assert not ctl.toggle("W", 2) and not ctl.toggle("K", 0) and not ctl.toggle("OP", 0)
    ctl.cancel()
    assert ctl.toggle_suit("W") and ctl.confirm() == "group W 2 0"
    assert ctl.toggle_suit("W") and ctl.intent() == (None, EMPTY)
    assert ctl.end() is None  # no Time Warp yet


def test_the_preview_shows_the_views_points() -> None:
    checked = 0
    for state, legal in random_states(4, 21):
        view = T.view(state, state.seat)
        for notation in legal:
            ctl = controller_for(state, legal)
            press(ctl, notation)
            preview = ctl.preview(view)
            if notation in view["points"]:
                assert preview is not None and preview["points"] == view["points"][notation]
                group = parse_group(notation)
                if group:
                    suit, cards, clones = group
                    assert preview["size"] * preview["count"] == preview["points"]
                    assert preview["count"] == view["tally"][suit] + cards + clones
                checked += 1
            else:
                assert preview is None
    assert checked > 100
    # the worked example of T4.3: 2 wizards where 4 lie -> 2 x 6 = 12
    s = position(3, {1: "2E 3S 2W"}, table=[(0, "W", 4, 0), (0, "G", 2, 0)], seat=1)
    legal = [str(a) for a in T.legal_actions(s)]
    ctl = controller_for(s, legal)
    ctl.toggle_suit("W")
    p = ctl.preview(T.view(s, 1))
    assert (p["size"], p["count"], p["points"]) == (2, 6, 12)


def test_log_lines_are_the_english_catalogues_and_filled() -> None:
    """Each event's English line is its catalogue template (``terremoto.log.<kind>``, counted
    lines in their plural form) with the event's parameters."""
    kinds = set()
    for n, seed in ((3, 2), (8, 4), (2, 7)):
        state = T.new_game(config(n), seed)
        _, actions = random_play(n, (), seed, check=False)
        for notation in [None, *actions]:
            if notation is not None:
                state = act(state, notation)
            for event in state.events:
                kinds.add(event["k"])
                line = text.log_text(event, state.names)
                values = text.log_params(event, state.names)
                key = text.log_key(event)
                if key not in EN:
                    key += ".one" if values["count"] == 1 else ".other"
                assert line == EN[key].format(**values)
                assert "{" not in line and "}" not in line and line
    assert {"group", "turn", "draw", "drew", "win"} <= kinds


def test_recent_shows_the_last_turn_and_keeps_hands_private() -> None:
    state = T.new_game(config(4), 5)
    steps = [list(state.events)]
    _, actions = random_play(4, (), 5, check=False)
    for notation in actions[:60]:
        state = act(state, notation)
        steps.append(list(state.events))
        for viewer in (None, state.seat):
            events = text.recent_events(steps, len(steps) - 1, viewer)
            assert events and len(events) <= text.RECENT_MAX
            assert all(visible_to(e, viewer) for e in events)
            assert sum(1 for e in events if e["k"] == "turn") <= 2
            if viewer is None:
                assert not any(e["k"] == "drew" for e in events)
            for e in events:
                assert "{" not in text.log_text(e, state.names)
    # the previous player's plays and their points show on the next player's pass screen
    s = position(3, {0: "3W 2E", 1: "K"}, seat=0)
    s1 = act(s, "group W 3 0")
    s2 = act(s1, "group E 2 0")
    events = text.recent_events([s.events, s1.events, s2.events], 2, None)
    lines = [text.log_text(e, s2.names) for e in events]
    assert "Ada plays 3 blue wizards: 3 × 3 = 9." in lines
    assert "Ada plays 2 green elves: 2 × 2 = 4." in lines
    assert "— Bruno's turn —" in lines


def test_prompt_plays_and_pass_lines() -> None:
    s = position(3, {0: "TW 2W E K", 1: "3K"}, seat=0)
    v = T.view(s, 0)
    assert text.prompt(v) == "Play a group or a special card (2 plays left)"
    assert text.plays_line(v) == "Plays this turn: 0 made, 2 left"
    s = act(s, "play TW")
    v = T.view(s, 0)
    assert text.prompt(v) == "Time Warp: play as much as you like (at least 1 more play)"
    s = act(s, "group W 2 0")
    v = T.view(s, 0)
    assert v["can_end"]
    assert text.prompt(v) == "Time Warp: play more, or end your plays"
    assert text.plays_line(v) == "Plays this turn: 2 made, no limit (Time Warp)"
    s = position(3, {0: "W E", 1: "3K"}, seat=0)
    s.scores[0] = 43
    assert text.pass_details(T.view(s, None), 0) == "Score 43 of 100 · 2 cards in hand"
    s = act(s, "group W 1 0")
    assert text.prompt(T.view(s, 0)) == "Play a group or a special card (1 play left)"
    assert text.pass_details(T.view(s, None), 0) == "Score 44 of 100 · 1 card in hand"
    assert text.names_list(["Ada", "Bo", "Cy"]) == "Ada, Bo and Cy"


def test_how_to_play_gives_the_targets_the_engine_sets() -> None:
    """T1.4: before a game (the start screen's How to play) the goal names the target of
    one deck and of two, and the options' targets, as the engine sets them; in a game, the
    game's own target only."""
    before = text.goal(None)
    assert before.startswith("Be the first to reach 100 points with 2 to 4 players")
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        assert f"{target_for(n)} " in before
    for option in TARGETS:
        assert f"{target_for(MAX_PLAYERS, [option])}" in before
    assert "150 points with 5 to 8 players" in before
    assert text.goal(150) == "Be the first to reach 150 points."


def test_every_catalogue_key_the_front_end_uses_exists() -> None:
    """Literal keys in the front end's calls of t(), and the per-card families."""
    used: set[str] = set()
    for path in FRONT.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                value = node.args[0].value
                if isinstance(value, str) and name == "t":
                    used.add(value)
                elif isinstance(value, str) and name == "plural":
                    used |= {f"{value}.one", f"{value}.other"}
    assert len(used) > 30
    for key in used:
        if key.startswith(("terremoto.", "end.", "rules.", "ai.")):
            assert key in EN, key
    for key in CARD_KEYS:
        for form in ("one", "other"):
            assert f"terremoto.card.{key}.{form}" in EN
        assert f"terremoto.face.{key}" in EN and f"terremoto.letter.{key}" in EN
    for kind in ("suit", "clone", *SPECIALS):
        assert f"terremoto.effect.{kind}" in EN
    for reason in (EMPTY, MIXED, ALONE, DECLARE, "illegal"):
        assert f"terremoto.why.{reason}" in EN
    for key, template in EN.items():
        if key.startswith("terremoto."):
            assert re.fullmatch(r"[^{}]*(\{\w+\}[^{}]*)*", template), key


def test_every_card_has_a_symbol_and_the_seats_distinct_colours() -> None:
    assert set(SYMBOLS) == set(CARD_KEYS)
    assert len(set(SYMBOLS.values())) == len(SYMBOLS)
    for path in SYMBOLS.values():
        assert re.fullmatch(r"[MmLlHhVvCcSsQqTtAaZz0-9 .,\-]+", path)
    assert len(set(SEAT_COLOURS)) == 8
    css = (ROOT / "game" / "ui" / "terremoto" / "style.css").read_text()
    for key in CARD_KEYS:
        assert f".tc-{key} " in css, key


def test_the_pass_screen_tells_what_happened_since_the_players_last_turn() -> None:
    """Since a player's last turn: every public line of the others' turns, each under its
    player, Earthquakes first (issue 30: cut at 8 lines, without the Earthquake)."""
    _, actions = random_play(4, (), 8, check=False)
    session = Session(config(4), 8, "terremoto")
    table, quakes = LocalTable(session), 0
    for notation in actions[:120]:
        session.apply(notation)
        seat = session.to_move()
        if session.over() or seat is None or not has_decided(table, seat):
            continue
        big, groups = since_groups(table, seat, text.log_text, text.BIG)
        public = [e for _, e in unseen(table, seat, None)]
        assert sorted(line for _, lines in groups for line in lines) == sorted(
            text.log_text(e, session.names) for e in public
        )
        assert not any(line.startswith("You drew") for _, lines in groups for line in lines)
        quake_lines = [text.log_text(e, session.names) for e in public if e["k"] == "earthquake"]
        assert big == quake_lines
        quakes += bool(big)
        for who, lines in groups:
            if who is not None and who != seat:  # each other player's plays under their name
                plays = [line for line in lines if " plays " in line]
                assert all(line.startswith(session.names[who]) for line in plays), lines
    assert quakes, "an Earthquake was seen"
