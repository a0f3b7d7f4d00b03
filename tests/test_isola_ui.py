"""L'Isola dei Vulcani's front end under CPython (game/ui/isola/): the layout's pixels, the
controller (pointing and pressing reach every legal action and nothing else), the renderer's
operations, the words of the prompt and the pass screen in every language."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterator
from typing import Any

import pytest
from isola_support import NAMES, act, blank, choose, colonist, config, random_play

from game.core.rng import Rng, seed_state
from game.isola import AP_PER_TURN, COSTS, FINAL_POINTS, State, prayer_cost
from game.isola import ISOLA as G
from game.ui.hexpixels import SQRT3, toward, unit_centre
from game.ui.i18n import LANGUAGES, set_language
from game.ui.isola import text
from game.ui.isola.controller import BOARD_KINDS, Controller, refusal, steps_of
from game.ui.isola.layout import Layout, island_hexes, spot
from game.ui.isola.render import (
    erected_ops,
    pieces_ops,
    render,
    render_base,
    render_json,
    render_static,
    render_static_json,
    static_key,
)

OPS = {"P": 5, "L": 4, "B": 4, "C": 7, "R": 9, "T": 7, "A": 2, "H": 3}


def positions(
    n: int, options: tuple[str, ...], seed: int, every: int = 1, questions: bool = True
) -> Iterator[tuple[State, dict[str, Any], list[str]]]:
    """(state, view of the seat to move, legal notations) along a lively random game (Moai
    get erected, so eruptions ask for prayers and land sinks with rescues)."""
    s = G.new_game(config(n, *options), seed)
    chooser = Rng(seed_state(seed + 5))
    k = 0
    while not s.over:
        if k % every == 0 or (questions and s.ask is not None):
            yield s, G.view(s, G.to_move(s)), [str(a) for a in G.legal_actions(s)]
        k += 1
        s = G.apply(s, choose(G.legal_actions(s), chooser, True, s))


def perform(ctl: Controller, layout: Layout, view: dict[str, Any], notation: str) -> str | None:
    """Do what a person does to take ``notation``: point at its board places, press its
    buttons (only buttons the controller shows); return what the controller applied."""
    for step in steps_of(notation):
        if step[0] in BOARD_KINDS:
            assert step in ctl.targets(), (notation, step, ctl.targets())
            x, y = spot(layout, view, step)
            got = ctl.click(layout, view, x, y)
        else:
            assert step in ctl.buttons(), (notation, step, ctl.buttons())
            got = ctl.press(step)
        if got is not None:
            return got
    return None


def every_choice(ctl: Controller, layout: Layout, view: dict[str, Any]) -> set[str]:
    """Every action reachable by any sequence of offered choices (board places and buttons)
    from a fresh selection; asserts each completes a legal action or leads to more choices."""
    reached: set[str] = set()
    seen: set[tuple[Any, ...]] = set()
    stack: list[list[Any]] = [[]]
    while stack:
        prefix = stack.pop()
        if tuple(prefix) in seen:
            continue
        seen.add(tuple(prefix))
        ctl.prefix = list(prefix)
        offered = [st for st in ctl.targets() if st not in prefix] + ctl.buttons()
        for step in offered:
            ctl.prefix = list(prefix)
            if step[0] in BOARD_KINDS:
                x, y = spot(layout, view, step)
                got = ctl.click(layout, view, x, y)
            else:
                got = ctl.press(step)
            if got is not None:
                assert got in ctl.legal, (got, prefix, step)
                reached.add(got)
            else:
                assert ctl.candidates(), (prefix, step)
                stack.append(list(ctl.prefix))
    return reached


GAMES = [
    (2, (), 1),
    (3, ("random",), 2),
    (4, ("separate_bays",), 3),
    (2, ("random",), 4),
    (4, ("random",), 5),
    (3, ("erected_only",), 6),
]


@pytest.mark.parametrize("players,options,seed", GAMES)
def test_every_legal_action_is_reached_by_pointing_and_pressing(
    players: int, options: tuple[str, ...], seed: int
) -> None:
    layout: Layout | None = None
    for _s, view, legal in positions(players, options, seed, every=2):
        if layout is None:
            layout = Layout.for_island(760, 700, 1.0, view["island"])
        for notation in legal:
            assert perform(Controller(legal), layout, view, notation) == notation
        assert every_choice(Controller(legal), layout, view) == set(legal)


def test_the_positions_included_both_questions() -> None:
    """The games above asked for prayers and rescues (questions to players out of turn)."""
    asked = [
        {view["question"]["kind"] for _s, view, _ in positions(*game, every=2) if view["question"]}
        for game in GAMES
    ]
    assert set().union(*asked) == {"pray", "rescue"}
    assert sum("rescue" in a for a in asked) >= 2


def test_a_small_phone_board_still_reaches_every_action() -> None:
    for _s, view, legal in positions(3, ("random",), 11, every=5):
        layout = Layout.for_island(390, 390, 3.0, view["island"])
        for notation in legal:
            assert perform(Controller(legal), layout, view, notation) == notation


def test_steps_of_every_notation() -> None:
    assert steps_of("move boat>1,-2") == (("boat",), ("hex", 1, -2))
    assert steps_of("move 1,-2>1,-1") == (("hex", 1, -2), ("hex", 1, -1))
    assert steps_of("carry 1,-2>1,-1") == (("hex", 1, -2), ("carry",), ("hex", 1, -1))
    assert steps_of("build 1,-1") == (("hex", 1, -1), ("build",))
    assert steps_of("erect 1,0:5") == (("hex", 1, 0), ("geyser", 1, 0, 5))
    assert steps_of("take prayer") == (("take",),)
    assert steps_of("end") == (("end",),)
    assert steps_of("pray yes") == (("pray", "yes"),)
    assert steps_of("rescue -2,4") == (("hex", -2, 4),)
    assert steps_of("rescue none") == (("rescue_none",),)


def test_a_hex_only_one_colonist_can_reach_moves_it_at_once() -> None:
    s = G.new_game(config(2), 1)
    view = G.view(s, s.seat)
    legal = [str(a) for a in G.legal_actions(s)]
    layout = Layout.for_island(800, 800, 1.0, view["island"])
    ctl = Controller(legal)
    assert ctl.mode() == "turn" and ctl.targets() == [("boat",)]
    x, y = layout.centre(2, -2)  # a hex of the bay: only the boat's colonist lands there
    assert ctl.click(layout, view, x, y) == "move boat>2,-2"


def test_choosing_a_colonist_offers_its_moves_and_buttons_then_cancels() -> None:
    s = G.new_game(config(2), 1)
    s = G.apply(s, G.parse_action("move boat>2,-2"))
    view = G.view(s, s.seat)
    legal = [str(a) for a in G.legal_actions(s)]
    layout = Layout.for_island(800, 800, 1.0, view["island"])
    ctl = Controller(legal)
    assert ("hex", 2, -2) in ctl.targets()
    x, y = layout.centre(2, -2)
    assert ctl.click(layout, view, x, y) is None
    assert ctl.mode() == "colonist" and ctl.selected() == ("hex", 2, -2)
    assert ("build",) in ctl.buttons() and ("carve",) in ctl.buttons()
    marks = ctl.marks(view)
    assert marks["selected"] == (2, -2) and marks["dests"] and not marks["sources"]
    assert ctl.click(layout, view, x, y) is None and ctl.prefix == []  # again: nothing chosen
    ctl.press(("hex", 2, -2))
    ctl.cancel()
    assert ctl.prefix == [] and ctl.mode() == "turn"
    assert ctl.press(("build",)) is None  # not offered before a colonist is chosen
    assert ctl.press(("take",)) == "take prayer"


def test_a_click_on_nothing_says_why() -> None:
    """The words come from the engine's explanations (Explains), keyed by what is chosen."""
    s = G.new_game(config(2), 1)
    s = G.apply(s, G.parse_action("move boat>2,-2"))
    why = G.refusals(s, s.seat)
    assert G.refusals(s, 1 - s.seat) == {}, "only the seat deciding is told"
    ctl = Controller([str(a) for a in G.legal_actions(s)])
    assert refusal(why, ctl, (0, -1)) == "volcano"
    assert refusal(why, ctl, (-3, 1)) == "no_colonist"
    sea = next(k for k, v in why.items() if v == "sea" and ">" not in k)
    assert refusal(why, ctl, tuple(int(x) for x in sea.split(","))) == "sea"
    assert refusal(why, ctl, (2, -2)) == "", "a colonist that may act: nothing to say"
    ctl.press(("hex", 2, -2))
    assert refusal(why, ctl, (-3, 1)) == "far"
    assert refusal(why, ctl, (2, -1)) == "volcano"
    assert refusal(why, ctl, (2, -2)) == ""


def test_layout_follows_the_rules_pixel_convention() -> None:
    assert unit_centre(2, -1) == (3.0, 0.0)
    assert unit_centre(0, 1) == (0.0, SQRT3)
    s = G.new_game(config(3, "random"), 8)
    view = G.view(s, 0)
    layout = Layout.for_island(500, 420, 2.0, view["island"])
    for q, r in island_hexes(view["island"]):
        x, y = layout.centre(q, r)
        assert 0 < x < 500 and 0 < y < 420
        assert layout.to_hex(x, y) == (q, r)
        assert layout.to_hex(x + layout.size * 0.7, y) == (q, r)
        a, b = layout.edge_ends(q, r, 0)  # the north edge is the top side
        assert abs(a[1] - b[1]) < 1e-6 and a[1] < y
        mx, my = layout.crater(q, r, 3)
        assert my > y and abs(mx - x) < 1e-6 and layout.to_hex(mx, my) == (q, r)
    x0, y0 = layout.centre(0, 0)
    x1, y1 = layout.centre(1, 0)
    assert math.isclose((x1 - x0) / layout.size, 1.5)
    assert math.isclose((y1 - y0) / layout.size, SQRT3 / 2)
    assert toward((0, 0), [(10, 0), (0, 10), (-10, 0)], 0, 1) == 1
    assert toward((0, 0), [(10, 0)], -1, 0) is None


def _check_ops(ops: list[Any]) -> None:
    for op in ops:
        assert op[0] in OPS and len(op) == OPS[op[0]], op
        for v in op[1:]:
            if isinstance(v, float):
                assert math.isfinite(v), op
        if op[0] in ("P", "L", "B"):
            assert len(op[1]) % 2 == 0 and len(op[1]) >= 4, op
            assert all(isinstance(v, (int, float)) for v in op[1]), op
    json.dumps(ops)


def test_render_produces_valid_operations() -> None:
    rnd = random.Random(3)
    for players, options, seed in GAMES[:4]:
        layout: Layout | None = None
        statics = set()
        for k, (_s, view, legal) in enumerate(positions(players, options, seed, 9, False)):
            if layout is None:
                layout = Layout.for_island(700, 700, 2.0, view["island"])
            ctl = Controller(legal)
            if k % 3 and ctl.targets():
                ctl.press(rnd.choice(ctl.targets()))
            marks = ctl.marks(view)
            marks["cursor"] = (ctl.targets() or [None])[0]
            marks.update(text.log_marks({"k": "crack", "edge": [0, 0, 1], "hex": [0, 0]}))
            if k % 5 == 0:
                marks["arriving_lava"] = [(0, 0, 0.5)]
                marks["sinking_now"] = [(1, -1, 0.3)]
            board = render_static(view, layout)
            _check_ops(board)
            if static_key(view) not in statics:
                statics.add(static_key(view))
                _check_ops(render_base(view, layout))
                assert json.loads(render_static_json(view, layout)) == json.loads(json.dumps(board))
            ops = render(view, layout, marks)
            _check_ops(ops)
            assert json.loads(render_json(view, layout, marks)) == json.loads(json.dumps(ops))


def test_the_terrain_changes_only_when_land_sinks() -> None:
    keys = set()
    sunk = set()
    for _s, view, _legal in positions(2, (), 1):
        keys.add(static_key(view))
        sunk.add(tuple(map(tuple, view["sunk"])))
    assert len(keys) == len(sunk) > 1


def test_pieces_are_drawn_with_their_owners_shapes() -> None:
    """Colour-blind safe: each seat's colonists are its mark's shape (circle, square,
    triangle, diamond), not only its colour."""
    s = blank(4)
    for seat, (q, r) in enumerate(((-3, 1), (1, 1), (-1, 3), (3, 0))):
        colonist(s, seat, q, r)
    view = G.view(s, None)
    layout = Layout.for_island(800, 800, 1.0, view["island"])
    ops = render_static(view, layout)
    white = [
        op
        for op in ops
        if (op[0] == "C" and op[5] == "#ffffff") or op[:1] == ["P"] and op[3] == "#ffffff"
    ]
    corners = sorted(len(op[1]) // 2 if op[0] == "P" else 0 for op in white)
    assert corners == [0, 3, 4, 4]  # circle, triangle, square, diamond


@pytest.mark.parametrize("code", LANGUAGES)
def test_questions_and_pass_lines_in_every_language(code: str) -> None:
    """The prompt and the pass-the-device line of every question (a prayer, a rescue) have
    no unfilled placeholder, in every language."""
    set_language(code)
    try:
        seen = set()
        for players, options, seed in GAMES[:3]:
            for _s, view, legal in positions(players, options, seed):
                text.use_island(view["island"])
                q = view["question"]
                seat = view["to_move"]
                lines = [text.pass_details(view, seat), text.pass_details(view, view["seat"])]
                mode = Controller(legal).mode()
                lines.append(text.prompt(view, mode))
                if q:
                    seen.add((q["kind"], q.get("piece"), q.get("all")))
                    assert view["players"][seat]["name"] in lines[0]
                for line in lines:
                    assert line and "{" not in line and "}" not in line, (code, line)
        assert {k for k, _, _ in seen} == {"pray", "rescue"}
    finally:
        set_language("en")
        text.use_island(G.new_game(config(2), 1).board.data)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_rules_carry_the_engines_numbers(code: str) -> None:
    set_language(code)
    try:
        paragraphs = text.rules_paragraphs()
    finally:
        set_language("en")
    assert len(paragraphs) == 7
    for line in paragraphs:
        assert line and "{" not in line, line
    turn = paragraphs[1]
    assert str(AP_PER_TURN) in turn and str(COSTS["build"]) in turn
    if code == "en":
        assert f"({prayer_cost(0)} AP, one more" in turn
        assert f"each Moai {FINAL_POINTS['moai']}" in paragraphs[5]


def test_pass_line_says_what_is_asked() -> None:
    for _s, view, _legal in positions(2, (), 1):
        q = view["question"]
        if q and q["kind"] == "pray":
            line = text.pass_details(view, q["seat"])
            name = NAMES[q["seat"]]
            assert line.startswith(f"{name}: your ") and "prayer token" in line, line
            assert f"volcano {q['volcano']}" in line
            break
    else:
        raise AssertionError("no prayer asked")


def test_log_lines_name_every_place_on_any_island() -> None:
    """Every hex a log line names is found on the game's island (random ones too)."""
    for players, options, seed in GAMES[:3]:
        s = G.new_game(config(players, *options), seed)
        text.use_island(G.view(s, None)["island"])
        chooser = Rng(seed_state(seed))
        events = list(s.events)
        while not s.over:
            s = G.apply(s, choose(G.legal_actions(s), chooser, True, s))
            events += s.events
        for event in events:
            line = text.log_text(event, list(NAMES[:players]))
            assert "?" not in line and line != event["k"], (event, line)
    text.use_island(G.new_game(config(2), 1).board.data)


def test_log_and_recent_marks_point_at_places() -> None:
    assert text.log_marks({"k": "move", "src": [0, 0], "dst": [1, -1]}) == {
        "pointed_hexes": [(0, 0), (1, -1)],
        "pointed_edges": [],
    }
    assert text.log_marks({"k": "first", "seat": 0}) == {}
    assert text.recent_marks(
        [{"k": "flow", "hex": [2, 0]}, {"k": "crack", "edge": [1, 0, 5], "hex": [1, 0]}]
    ) == {"recent_hexes": [(2, 0)], "recent_edges": [(1, 0, 5)]}


def test_a_boat_and_a_crater_are_hit_near_their_spots() -> None:
    s = G.new_game(config(3, "separate_bays"), 4)
    view = G.view(s, s.seat)
    layout = Layout.for_island(600, 600, 1.0, view["island"])
    x, y = spot(layout, view, ("boat",))
    assert Controller().hit(layout, view, [("boat",)], x + 3, y - 2) == ("boat",)
    assert Controller().hit(layout, view, [("boat",)], x + layout.size * 2, y) is None


def test_a_finger_beside_a_crater_chooses_it() -> None:
    """On a phone's board a tap 20 px off a geyser's crater (farther than its own reach)
    erects there (a 44 px target), unless the tap is on a hex the colonist may move to whose
    centre is nearer."""
    s = G.new_game(config(2), 1)
    s = G.apply(s, G.parse_action("move boat>2,-2"))
    s = G.apply(s, G.parse_action("carve 2,-2"))
    view = G.view(s, s.seat)
    legal = [str(a) for a in G.legal_actions(s)]
    assert "erect 2,-2:4" in legal
    layout = Layout.for_island(378, 378, 3.0, view["island"])
    assert Controller.REACH * layout.size < 20  # a crater's own reach is less than a finger
    cx, cy = layout.crater(2, -2, 4)
    erected = 0
    for k in range(12):
        ctl = Controller(legal)
        ctl.click(layout, view, *layout.centre(2, -2))
        x, y = cx + 20 * math.cos(k * math.pi / 6), cy + 20 * math.sin(k * math.pi / 6)
        offered = [o for o in ctl.options() if o[0] in BOARD_KINDS]
        others = [spot(layout, view, o) for o in offered if o != ("geyser", 2, -2, 4)]
        nearest = min(math.hypot(px - x, py - y) for px, py in others) > 20
        got = ctl.click(layout, view, x, y)
        if nearest:
            assert got == "erect 2,-2:4", (k, got)
            erected += 1
        else:
            assert got != "erect 2,-2:4", k  # a nearer place offered wins
    assert erected >= 4, erected


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_moai_preview_in_words_in_every_language(code: str) -> None:
    """The engine's preview in words: the points, the crack, the part that sinks and who
    loses what there (by name), the die's chance; no unfilled placeholder in any language."""
    from isola_support import crack, lying, village

    s = blank(2)
    for q, r, d in ((-3, 3, 3), (-3, 4, 1), (-2, 4, 5), (-3, 5, 1)):
        crack(s, q, r, d)  # four of the five edges around area 8
    colonist(s, 0, -2, 5)
    lying(s, 0, -2, 5)
    colonist(s, 1, -3, 5, 2)
    village(s, 0, -3, 4)
    view = G.view(s, 0)
    (p,) = [p for p in view["moai_previews"] if (p["hex"], p["edge"]) == ([-2, 5], 5)]
    set_language(code)
    try:
        text.use_island(view["island"])
        lines = text.preview_lines(view, p)
        assert all(line and "{" not in line for line in lines), (code, lines)
        assert any("Bruno" in line and "2" in line for line in lines), lines  # his colonists
        assert any(view["players"][0]["name"] in line for line in lines), lines  # her village
        assert any("8" in line for line in lines), lines  # area 8
        assert "2" in lines[-1] and "6" in lines[-1], lines  # the die: 2 faces in 6
        if code == "en":
            assert lines[2] == "Sinks: area 8 (3 hexes, striped)."
    finally:
        set_language("en")
        text.use_island(G.new_game(config(2), 1).board.data)


def test_pieces_are_finger_sized_and_standing_moai_stand_out_on_a_phone() -> None:
    """On a phone's board (378 px) a colonist is at least 13 px across, and an erected Moai
    (on its stone platform) is taller than a lying Moai is long."""
    from isola_support import erected, lying

    s = blank(2)
    colonist(s, 0, -3, 1)
    lying(s, 1, 1, 1)
    erected(s, 1, 2, -2, 4)
    view = G.view(s, None)
    layout = Layout.for_island(378, 378, 3.0, view["island"])

    def extent(ops: list[Any]) -> tuple[float, float]:
        xs = [v for op in ops if op[0] == "P" for v in op[1][0::2]]
        ys = [v for op in ops if op[0] == "P" for v in op[1][1::2]]
        return max(xs) - min(xs), max(ys) - min(ys)

    cell = next(c for c in view["hexes"] if c["hex"] == [-3, 1])
    marks = [op for op in pieces_ops(layout, view, cell) if op[0] == "C"]
    assert marks and 2 * max(op[3] for op in marks) >= 13
    cell = next(c for c in view["hexes"] if c["hex"] == [1, 1])
    lying_w, lying_h = extent(pieces_ops(layout, view, cell))
    standing_w, standing_h = extent(erected_ops(layout, view, 2, -2, 4, 1))
    assert lying_w > lying_h and standing_h > standing_w  # on its back / upright
    assert standing_h > lying_w >= 12


def test_pass_line_after_an_answer_tells_a_new_turn_from_one_that_goes_on() -> None:
    """Issue 30: after another player's prayer, a turn that had just begun read "back to your
    turn"; whether it began is the engine's (its "turn" log entry)."""
    seen: dict[bool, str] = {}
    for seed in (3, 4):
        _, actions = random_play(4, (), seed, check=False)
        s = G.new_game(config(4), seed)
        for action in actions:
            asked = s.ask is not None
            s = act(s, action)
            view = G.view(s, None)
            if s.over or not asked or view["question"] is not None:
                continue
            begun = any(e["k"] == "turn" for e in view["events"])
            seen[begun] = line = text.pass_details(view, view["seat"])
            name = NAMES[view["seat"]]
            words = f"{name}: your turn begins" if begun else f"{name}: back to your turn"
            assert line.startswith(words), line
    assert set(seen) == {True, False}, seen
