"""A board's static layer redrawn only where it changed (game/ui/ops.py, game/ui/canvas.py):
where operations draw, where two layers differ, what the canvas adapter sends the page.
That the page's picture is then the same as the layer drawn whole is checked in Chromium
(tests/e2e/test_isola.py, pixel for pixel)."""

from __future__ import annotations

import json
import sys
import types
from typing import Any

import pytest
from isola_support import choose, config

from game.core.rng import Rng, seed_state
from game.isola import ISOLA as G
from game.ui.isola.layout import Layout
from game.ui.isola.render import render_static, render_static_parts
from game.ui.ops import MARGIN, bounds, changed_region, parts_json, parts_over


def test_bounds_hold_strokes_shadows_and_text() -> None:
    assert bounds([]) is not None  # (nothing drawn: a box holding nothing)
    x0, y0, x1, y1 = bounds([["C", 50, 60, 10, "#fff", "#000", 4]]) or (0, 0, 0, 0)
    assert (x0, y0, x1, y1) == (50 - 12 - MARGIN, 60 - 12 - MARGIN, 50 + 12 + MARGIN, 72 + MARGIN)
    line = ["L", [0, 0, 10, 20], "#fff", 6]
    assert bounds([line]) == (-3 - MARGIN, -3 - MARGIN, 13 + MARGIN, 23 + MARGIN)
    shadowed = bounds([["H", "rgba(0,0,0,0.5)", 5], line, ["H", None, 0]])
    assert shadowed == (-13 - MARGIN, -13 - MARGIN, 23 + MARGIN, 33 + MARGIN)
    unstroked = bounds([["P", [0, 0, 10, 0, 10, 10], "#fff", None, 3]])
    assert unstroked == (-MARGIN, -MARGIN, 10 + MARGIN, 10 + MARGIN)
    text = bounds([["T", 100, 50, "12", "700 10px sans-serif", "#000", "center"]])
    assert text is not None and text[0] <= 90 and text[2] >= 110 and text[1] <= 45
    # what cannot be told: an unknown operation, a shadow or an alpha left on for what follows
    assert bounds([["Z", 1]]) is None
    assert bounds([["H", "#000", 4], line]) is None
    assert bounds([["A", 0.5], line]) is None
    assert bounds([["A", 0.5], line, ["A", 1]]) is not None


def part(text: str, box: tuple[float, float, float, float] | None) -> tuple[str, Any]:
    return text, box


def test_changed_region() -> None:
    a, b, c = part("a", (0, 0, 10, 10)), part("b", (20, 20, 30, 30)), part("c", (50, 0, 60, 5))
    moved = part("b2", (22, 20, 32, 30))
    assert changed_region([a, b, c], [a, b, c], 100, 100) == []
    assert changed_region([a, b, c], [a, moved, c], 100, 100) == [b[1], moved[1]]
    assert changed_region([a, b], [a, b, c], 100, 100) == [c[1]]
    assert changed_region([a, b, c], [a, c], 100, 100) == [b[1]]
    assert changed_region([a, b, c], [b, a, c], 100, 100) is None  # kept parts in a new order
    assert changed_region([a, b], [a, b, part("u", None)], 100, 100) is None  # where: unknown
    assert changed_region([a], [a, part("big", (0, 0, 90, 90))], 100, 100) is None  # cheaper
    # a part drawn twice: one of them gone
    assert changed_region([a, b, b], [a, b], 100, 100) == [b[1]]
    # clipped to the canvas; a box off it is no change
    assert changed_region([a], [a, part("edge", (-5, 95, 5, 105))], 100, 100) == [(0, 95, 5, 100)]
    assert changed_region([a], [a, part("off", (200, 0, 210, 5))], 100, 100) == []
    # the parts drawn again: those that reach the region, in order
    assert parts_over([a, b, c, part("u", None)], [(5, 5, 21, 21)]) == "[a,b,u]"
    assert parts_json([a, part("", None), c]) == "[a,c]"


def views(seed: int, players: int = 3) -> list[dict[str, Any]]:
    """Every view of a lively random game, as the seat to move sees it."""
    s = G.new_game(config(players), seed)
    chooser = Rng(seed_state(seed + 5))
    out = []
    while not s.over:
        out.append(G.view(s, G.to_move(s)))
        s = G.apply(s, choose(G.legal_actions(s), chooser, True, s))
    return out


def test_isola_board_parts_are_the_layer_and_changes_are_small() -> None:
    """The parts are the board layer's operations; after most actions of a game only a small
    part of the board is drawn again."""
    layout: Layout | None = None
    before = None
    small = big = 0
    for k, view in enumerate(views(4)):
        if layout is None:
            layout = Layout.for_island(700, 700, 2.0, view["island"])
        parts = render_static_parts(view, layout)
        if k % 10 == 0:
            assert json.loads(parts_json(parts)) == render_static(view, layout)
        assert all(box is not None for _, box in parts)  # (every part says where it draws)
        if before is not None:
            region = changed_region(before, parts, 700, 700)
            if (
                region is not None
                and sum((r[2] - r[0]) * (r[3] - r[1]) for r in region) < 0.1 * 700 * 700
            ):
                small += 1
            else:
                big += 1
        before = parts
    assert small > 9 * big, (small, big)


# ---- the canvas adapter -------------------------------------------------------------------


class Page:
    """The canvas adapter's page: one canvas of a given size; volcanoDraw's calls kept."""

    def __init__(self) -> None:
        self.size = (700.0, 700.0)
        self.calls: list[tuple[Any, ...]] = []
        self.answer = True
        self.window = types.SimpleNamespace(devicePixelRatio=2)
        self.performance = types.SimpleNamespace(now=lambda: 0.0)

    def volcanoDraw(self, *args: Any) -> bool:  # noqa: N802 (the page's name)
        self.calls.append(args)
        answer, self.answer = self.answer, True
        return answer

    def element(self) -> Any:
        rect = lambda: types.SimpleNamespace(width=self.size[0], height=self.size[1])  # noqa: E731
        return types.SimpleNamespace(id="board", getBoundingClientRect=rect)


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Page:
    fake = Page()
    monkeypatch.setitem(sys.modules, "js", fake)
    from game.ui import canvas

    monkeypatch.setattr(canvas, "js", fake)
    return fake


def test_the_canvas_adapter_sends_only_what_changed(page: Page) -> None:
    from game.ui.canvas import Canvas

    board = Canvas(page.element())
    a, b, c = (
        part('["C",1]', (0, 0, 10, 10)),
        part('["C",2]', (20, 20, 30, 30)),
        part('["C",3]', (50, 0, 60, 5)),
    )
    moved = part('["C",4]', (21, 20, 31, 30))

    def draw(key: Any, parts: list[Any], base: Any = None, top: str = "[]") -> tuple[Any, ...]:
        board.draw((key,), lambda: parts, lambda: top, (base,), lambda: f"[base {base}]")
        return page.calls[-1]

    # (id, static, dynamic, w, h, dpr, base, dirty)
    assert draw(1, [a, b, c]) == (
        "board",
        parts_json([a, b, c]),
        "[]",
        700,
        700,
        2,
        "[base None]",
        None,
    )
    calls = len(page.calls)
    draw(1, [a, b, c])
    assert len(page.calls) == calls  # every layer as drawn: no call at all
    assert draw(1, [a, b, c], top="[1]")[1:] == ("", "[1]", 700, 700, 2, "", None)  # same key: kept
    sent = draw(2, [a, moved, c])
    assert sent[1] == parts_json([moved]) and json.loads(sent[7]) == [list(b[1]), list(moved[1])]
    draw(3, [a, moved, c])
    assert len(page.calls) == calls + 2  # no change (checked part by part), the same top layer
    assert draw(-3, [a, moved, c], top="[1]")[1:] == ("[]", "[1]", 700, 700, 2, "", "[]")
    assert draw(4, [a, b, c], base="sunk")[6:] == ("[base sunk]", None)  # a new base: whole
    page.size = (600.0, 600.0)
    board.measure()
    assert draw(4, [a, b, c], base="sunk")[1] == parts_json([a, b, c])  # a new size: whole
    assert draw(5, [a, moved, c], base="sunk")[7] is not None
    board.forget()
    assert draw(5, [a, moved, c], base="sunk")[7] is None  # forgotten: whole
    page.answer = False  # the page's layer is not this one's (another canvas drew it)
    calls = len(page.calls)
    draw(6, [a, b, c], base="sunk")
    assert len(page.calls) == calls + 2
    assert page.calls[-2][7] is not None and page.calls[-1][7] is None
    assert page.calls[-1][1] == parts_json([a, b, c]) and page.calls[-1][6] == "[base sunk]"
    # a layer given whole as text: always whole
    board.draw((7,), lambda: "[1]", lambda: "[]")
    assert page.calls[-1][1] == "[1]" and page.calls[-1][7] is None
