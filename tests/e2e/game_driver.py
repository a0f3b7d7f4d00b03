"""Drive the game screen like a person: pick an action from `volcanoTest.legal()`, then do the
clicks and keys that take it, and check that the page applied exactly that action.

The board of a hex game is driven the same way for every game (the shell's board front end,
game/ui/board.py): a board step is clicked or tapped where `volcanoTest.call("spot", step)`
says, or reached with the arrow keys and Enter (``key_to``). ``perform`` takes an Eruption
action (buttons in #hand and #actions besides); isola_driver.py takes L'Isola's."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from game.core import links
from game.core.record import Record
from game.ui.eruption.controller import BOARD_KINDS, steps_of
from game.ui.hexpixels import toward

from .conftest import wait_ready

ARROWS = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowDown", (0, -1): "ArrowUp"}


def hook(page: Page, name: str, *args: Any) -> Any:
    return page.evaluate("([n, a]) => window.volcanoTest[n](...a)", [name, list(args)])


def call(page: Page, name: str, *args: Any) -> Any:
    """The answer of the test build's hook ``name`` (a front end's ``debug``)."""
    return page.evaluate("([n, a]) => window.volcanoTest.call(n, ...a)", [name, list(args)])


# Resolves once the page has stopped scrolling (the board glides back into view on a phone).
SCROLL_SETTLED = """async () => {
  let last = NaN, same = 0;
  for (let i = 0; i < 90 && same < 3; i++) {
    await new Promise(requestAnimationFrame);
    same = scrollY === last ? same + 1 : 0;
    last = scrollY;
  }
}"""


ON_BOARD = "([x, y]) => document.elementFromPoint(x, y)?.id === 'board'"
# What is at a point instead of the board, and where the page is scrolled ("" if the board)
HIDDEN_BY = """([x, y]) => {
  const hit = document.elementFromPoint(x, y);
  if (hit?.id === 'board') return '';
  const what = hit ? `${hit.tagName.toLowerCase()}#${hit.id}.${hit.className}` : 'nothing';
  return `${what} is there, scrolled ${scrollY} of ${document.documentElement.scrollHeight}`
    + ` in a window ${innerHeight} high`;
}"""


# What of ``targets`` a person does not see now: each a selector (at least one enabled
# element matches; {"every": selector}: none needed) whose every enabled match must be wholly
# inside the window and uncovered (its centre hits it; one in a tray that scrolls sideways
# counts by the tray), or a board spot [x, y] (inside the window, on the board). One line per
# problem.
OUT_OF_VIEW = """(targets) => {
  const W = document.documentElement.clientWidth, H = innerHeight, out = [];
  const px = (v) => Math.round(v);
  const sideways = (e) => {
    for (let a = e.parentElement; a; a = a.parentElement) {
      const x = getComputedStyle(a).overflowX;
      if ((x === 'auto' || x === 'scroll') && a.scrollWidth > a.clientWidth) return a;
    }
    return null;
  };
  const named = (e) => (e.id ? `#${e.id}` : [e.tagName.toLowerCase(), ...e.classList].join('.'))
    + ` "${(e.textContent || '').trim().slice(0, 24)}"`;
  for (const t of targets) {
    if (Array.isArray(t)) {
      const [x, y] = t, hit = document.elementFromPoint(x, y);
      if (x < 0 || y < 0 || x > W || y > H || hit?.id !== 'board')
        out.push(`spot ${px(x)},${px(y)} (hits ${hit ? named(hit) : 'nothing'})`);
      continue;
    }
    const selector = t.every ?? t;
    const found = [...document.querySelectorAll(selector)].filter(
      (e) => !e.disabled && e.getAttribute('aria-disabled') !== 'true' && e.getClientRects().length
    );
    if (!found.length && !t.every) out.push(`${selector}: none shown`);
    for (const f of found) {
      const e = sideways(f) ?? f, r = e.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > H + 0.5 || r.right > W + 0.5) {
        out.push(`${named(f)}: ${px(r.top)}..${px(r.bottom)} x ${px(r.left)}..${px(r.right)}`);
        continue;
      }
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      if (!hit || !e.contains(hit)) out.push(`${named(f)}: covered by ${hit ? named(hit) : '-'}`);
    }
  }
  return out;
}"""


def out_of_view(page: Page, targets: list[Any]) -> list[str]:
    """What of ``targets`` (selectors, board spots) is not in view (``OUT_OF_VIEW``)."""
    problems: list[str] = page.evaluate(OUT_OF_VIEW, targets)
    return problems


def board_spot(page: Page, locate: Callable[[], list[float]], name: object) -> list[float]:
    """The viewport point of a board spot (``locate`` reads it from the page), scrolled into
    view first if it is hidden (off screen, or under the sticky save warning or a notice), as
    a person would: the spot is brought to the middle of the window (again, if the page
    moved meanwhile: it brings a new decision's places into view itself, a little later on a
    busy machine)."""
    page.evaluate(SCROLL_SETTLED)
    x, y = locate()
    for _ in range(3):
        if page.evaluate(ON_BOARD, [x, y]):
            return [x, y]
        page.evaluate(
            "([x, y]) => window.scrollBy(x - innerWidth / 2, y - innerHeight / 2)", [x, y]
        )
        page.evaluate(SCROLL_SETTLED)
        x, y = locate()
    hidden = page.evaluate(HIDDEN_BY, [x, y])
    assert not hidden, f"board spot {name} at ({x:.0f}, {y:.0f}) is not visible: {hidden}"
    return [x, y]


def canvas_click(page: Page, *where: int) -> None:
    """Click the board at a hex centre (q, r) or edge midpoint (q, r, d)."""
    x, y = board_spot(page, lambda: hook(page, "point", *where), where)
    page.mouse.click(x, y)


def click_spot(page: Page, step: tuple[Any, ...], tap: bool = False) -> None:
    """Click (or tap) the board where ``step`` is chosen."""
    x, y = board_spot(page, lambda: call(page, "spot", list(step)), step)
    if tap:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def key_to(page: Page, step: tuple[Any, ...]) -> None:
    """Move the keyboard's cursor to ``step`` with the arrow keys (the shortest way, by the
    board's own rule for where an arrow goes), then press Enter."""
    page.focus("#board")
    ui = call(page, "ui")
    targets = [tuple(t) for t in ui["targets"]]
    page.evaluate(SCROLL_SETTLED)
    while True:  # the spots read as one picture (the page may bring them into view meanwhile)
        scrolled = page.evaluate("scrollY")
        points = [tuple(call(page, "spot", list(t))) for t in targets]
        if page.evaluate("scrollY") == scrolled:
            break
    start, goal = targets.index(tuple(ui["cursor"])), targets.index(tuple(step))
    way: dict[int, list[tuple[int, int]]] = {start: []}
    front = [start]
    while front and goal not in way:
        nxt = []
        for i in front:
            for arrow in ARROWS:
                k = toward(points[i], points, *arrow)
                if k is not None and k not in way:
                    way[k] = [*way[i], arrow]
                    nxt.append(k)
        front = nxt
    assert goal in way, f"no arrow keys lead to {step}"
    for arrow in way[goal]:
        page.keyboard.press(ARROWS[arrow])
    assert call(page, "ui")["cursor"] == list(step)
    page.keyboard.press("Enter")


def applied(
    page: Page,
    notation: str,
    before: int,
    record_before: list[str],
    followed: bool,
    holder: Page | None = None,
) -> None:
    """Assert that the page applied exactly ``notation`` since the record was
    ``record_before`` (``followed``: computer players may have moved right after it;
    ``holder``: the host's page, which applies a guest's action when it arrives)."""
    if holder is not None:
        holder.wait_for_function(
            "(n) => volcanoTest.call('progress').actions > n", arg=before, timeout=10_000
        )
        page = holder
    record = hook(page, "record")["actions"]
    if followed:
        record = record[: before + 1]
    assert record[:-1] == record_before and len(record) == before + 1, (notation, record[-3:])
    assert record[-1] == notation, f"applied {record[-1]!r}, wanted {notation!r}"


def cmd(step: list[Any]) -> str:
    return f"[data-cmd='{json.dumps({'step': step})}']"


def open_record(page: Page, site_url: str, record: Record) -> None:
    """Open ``record``'s game through a game link (as a shared link would). On a page already
    showing a game the link only changes the address's fragment: the game on screen is the
    old one for a moment, so the link's own (its seed and length) is waited for."""
    page.goto(site_url + "#" + links.game_fragment(record))
    wait_ready(page)
    page.wait_for_function(
        "([seed, n]) => { const r = volcanoTest.record();"
        " return !!r && r.seed === seed && r.actions.length === n; }",
        arg=[record.seed, len(record.actions)],
        timeout=20_000,
    )


def start_game(page: Page, site_url: str, names: list[str], options: list[str]) -> None:
    page.goto(site_url)
    page.wait_for_function(
        "document.documentElement.dataset.ready === 'true'", timeout=60_000, polling="raf"
    )
    page.locator(f"input[name=count][value='{len(names)}']").check()
    for seat, name in enumerate(names, 1):
        page.fill(f"#name-{seat}", name)
    for option in options:
        page.locator(f"input[name=option][value='{option}']").check()
    page.click("#start-button")
    page.wait_for_function(
        "document.documentElement.dataset.phase !== undefined", timeout=20_000, polling="raf"
    )


def start_seats(
    page: Page,
    site_url: str,
    game: str,
    seats: list[tuple[str, str]],
    options: tuple[str, ...] = (),
    query: str = "",
    desk: bool = False,
) -> None:
    """Open the start screen, choose ``game`` (by the ``?game=`` query when given, else by
    clicking its card), set the seats (name, "human", a computer level or "remote"), the
    options, and start. With seats at other devices the join desk opens by itself: it is
    closed for the invitations panel unless ``desk``."""
    page.goto(site_url + query)
    page.wait_for_function(
        "document.documentElement.dataset.ready === 'true'", timeout=60_000, polling="raf"
    )
    chooser = page.locator(f"input[name=game][value={game}]")
    if query:
        assert chooser.is_checked(), f"{query} preselects {game}"
    else:
        page.locator(".game-card", has=chooser).click()
        assert chooser.is_checked()
    page.locator(f"input[name=count][value='{len(seats)}']").check()
    for n, (name, kind) in enumerate(seats, 1):
        page.select_option(f"#kind-{n}", kind)
        page.fill(f"#name-{n}", name)
    for option in options:
        page.locator(f"input[name=option][value='{option}']").check()
    page.click("#start-button")
    page.wait_for_function(
        f"document.getElementById('game').dataset.game === '{game}'"
        " && !document.getElementById('game').hidden",
        timeout=30_000,
        polling="raf",
    )
    if any(kind == "remote" for _, kind in seats) and not desk:
        close_desk(page)


def close_desk(page: Page) -> None:
    """The host's join desk is open (it opens by itself while seats wait): back to the game."""
    page.locator("#desk-close").click(timeout=10_000)
    page.locator("#desk").wait_for(state="detached")


def reveal(page: Page) -> bool:
    """Press "show my hand" if the pass-the-device screen is up."""
    button = page.locator("#reveal")
    if button.count() and button.is_visible():
        button.click()
        return True
    return False


def play_moves(page: Page, n: int, rnd: random.Random) -> None:
    """Up to ``n`` random Eruption moves by clicking (fewer if the game ends), in ``page``
    brought to the front as the person playing it has it (a tab behind another gets its
    timers and frames throttled to about one a second)."""
    page.bring_to_front()
    for _ in range(n):
        if page.evaluate("document.documentElement.dataset.seat") == "":
            return
        reveal(page)
        perform(page, choose(hook(page, "legal"), rnd), rnd.randrange(3))


def choose(legal: list[str], rnd: random.Random) -> str:
    """A random action, biased so that games end reasonably fast."""
    passes = [a for a in legal if a == "pass"]
    phase_cards = any(a.startswith(("play ", "trade ")) for a in legal)
    if phase_cards and passes and rnd.random() < 0.7:
        return "pass"
    builds = [a for a in legal if a.startswith("build ")]
    if builds and rnd.random() < 0.5:
        return rnd.choice(builds)
    if passes and not phase_cards and rnd.random() < 0.6:
        return "pass"
    return rnd.choice(legal)


def perform(
    page: Page, notation: str, style: int = 0, followed: bool = False, holder: Page | None = None
) -> None:
    """Take ``notation`` through the UI; asserts that exactly it was applied (``followed``:
    computer players may have moved right after it; ``holder``: the host's page, when
    ``page`` is a guest's)."""
    before = hook(page, "ui")["actions"]
    record_before = hook(holder or page, "record")["actions"]
    for step in steps_of(notation):
        kind = step[0]
        if kind in BOARD_KINDS:
            click_spot(page, step)
        elif kind == "rot":
            for _ in range(7):
                if hook(page, "ui")["rot"] == step[1]:
                    break
                if style % 3 == 1:
                    page.click("#actions button.rot >> nth=1")
                else:
                    page.keyboard.press("r")
        elif kind == "play":
            page.click(f"#hand .card[data-card='{step[1]}'] button.play >> nth=0")
        elif kind == "trade":
            page.click(f"#hand .card[data-card='{step[1]}'] button.trade >> nth=0")
        elif kind == "trade2":
            a, b = step[1], step[2]
            page.click(f"#hand .card[data-card='{a}'] button.toggle >> nth=0")
            page.click(f"#hand .card[data-card='{b}'] button.toggle >> nth={1 if a == b else 0}")
            page.click("#hand button.trade2-btn")
        elif kind == "give" and step[1] == "card":
            page.click(f"#hand .card[data-card='{step[2]}'] button.give >> nth=0")
        elif kind == "mat":
            chosen = page.locator(f"#actions button.mat.{step[1]}.on")
            if not chosen.count():
                page.click(f"#actions button.mat.{step[1]}")
        else:
            page.click(f"#actions {cmd(list(step))}")
    ui = hook(page, "ui")
    if ui["actions"] == before and (holder is None or ui["armed"] is not None):
        armed = ui["armed"]
        assert armed == notation, f"selected {armed!r}, wanted {notation!r}"
        last = steps_of(notation)[-1]
        if style % 3 == 0 and last[0] in BOARD_KINDS:
            click_spot(page, last)  # a second click on the selection confirms
        elif style % 3 == 1:
            page.click("#actions button.confirm")
        else:
            page.keyboard.press("Enter")
    applied(page, notation, before, record_before, followed, holder)


def target(page: Page, notation: str) -> Any:
    """Where a person takes ``notation``'s first step not chosen yet (a wall's material is
    chosen by itself): a board spot, or its buttons' selector (``out_of_view`` reads either)."""
    step = steps_of(notation)[len(call(page, "ui")["prefix"])]
    kind = step[0]
    if kind in BOARD_KINDS:
        return call(page, "spot", list(step))
    if kind in ("play", "trade", "trade2") or step[:2] == ("give", "card"):
        name = {"trade2": "toggle", "give": "give"}.get(kind, kind)
        return f"#hand .card[data-card='{step[-1] if kind == 'give' else step[1]}'] button.{name}"
    if kind == "mat":
        return f"#actions button.mat.{step[1]}"
    return f"#actions {cmd(list(step))}"


def menu(page: Page, item: str) -> None:
    """Open the game menu and choose ``item`` (a selector inside it)."""
    if not page.locator("#menu").is_visible():
        page.click("#menu-button")
    page.click(f"#menu {item}")
