"""Every control of a decision in view (issue 42): at 1440x900 and on a 390x844 phone, the first
screen of each kind of decision of each game shows every enabled control the decision needs
(its buttons and cards wholly on the screen and uncovered, a tray that scrolls sideways by the
tray; the board's places by their spots), without scrolling. Each position is opened by a game
link one action short, and that action is taken on the screen as a person would (its clicks
scroll the page as theirs do); then the screen the next decision opens on is read."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from playwright.sync_api import Page

from game.core.record import Record
from game.core.registry import get_game

from . import game_driver, isola_driver, terremoto_driver
from .game_driver import SCROLL_SETTLED, call, hook, open_record, out_of_view, reveal
from .test_game_play import hoarding_game

pytestmark = pytest.mark.browser

SIZES = ({"width": 1440, "height": 900}, {"width": 390, "height": 844})
# the game's own controls: the enabled buttons of the stage, the hand and the prompt's panel
# (not the shell's computer bar there)
CONTROLS = (
    "#stage button[data-cmd], #hand button[data-cmd], #actions button[data-cmd]:not(.ai-bar *)"
)
PERFORM: dict[str, Callable[..., None]] = {
    "eruption": game_driver.perform,
    "terremoto": terremoto_driver.perform,
    "isola": isola_driver.perform,
}
NAMES = ["Ada", "Bruno", "Cleo", "Dario", "Elsa", "Fede", "Gina", "Ugo"]


def kind_of(game: str, view: dict[str, Any]) -> str:
    """A decision's kind: Eruption's phase (a card phase with four cards or more apart),
    L'Isola's (a turn, a prayer, a rescue), Terremoto's one (a play)."""
    if game == "terremoto":
        return "play"
    kind = str(view["phase"])
    if kind == "cards" and sum(view["hand"].values()) >= 4:
        kind += " (4+ cards)"
    return kind


Choose = Callable[[Any, random.Random, int], Any]  # (state, rnd, k): the k-th action


def first_of_each_kind(
    game: str, config: dict[str, Any], seed: int, choose: Choose, n: int
) -> dict[str, Record]:
    """A seeded game of up to ``n`` actions by ``choose``, as the records one action short of
    the first decision of each kind (after the game's first action)."""
    engine = get_game(game)
    state, rnd, done = engine.new_game(config, seed), random.Random(seed), []
    found: dict[str, Record] = {}
    for k in range(n):
        seat = engine.to_move(state)
        if seat is None:
            break
        kind = kind_of(game, engine.view(state, seat))
        if done and kind not in found:
            found[kind] = Record(game, config, seed, done[:])
        action = choose(state, rnd, k)
        done.append(str(action))
        state = engine.apply(state, action)
    return found


def keep_cards(state: Any, rnd: random.Random, _k: int) -> Any:
    """Eruption: mostly keep the cards (hands grow), else any legal action."""
    engine = get_game("eruption")
    legal = engine.legal_actions(state)
    kept = [a for a in legal if not str(a).startswith(("trade ", "play ", "give"))]
    cards = engine.view(state, engine.to_move(state))["phase"] == "cards"
    return rnd.choice(kept) if cards and kept and rnd.random() < 0.8 else rnd.choice(legal)


@cache
def cases(game: str) -> dict[str, Record]:
    """For each kind of decision of ``game``: a record one action short of its first screen."""
    engine = get_game(game)
    if game == "eruption":  # every phase by action 106 (the Lava Forecast's piles too)
        config = {"players": [{"name": n} for n in NAMES[:4]], "options": ["forecast"]}
        found = first_of_each_kind(game, config, 269, keep_cards, 120)
        found["cards (10 cards)"] = hoarding_game(2179, 81)  # after a Danger Zone 3 tile
        return found
    if game == "isola":  # a turn, then a prayer and a rescue asked out of turn
        from .test_isola import prepared_game

        record, rest, seed = prepared_game(NAMES[:2])
        whole = record.actions + rest
        again: Choose = lambda _s, _r, k: engine.parse_action(whole[k])  # noqa: E731
        return first_of_each_kind(game, record.config, seed, again, len(whole))
    config = {"players": [{"name": n} for n in NAMES], "options": []}  # the fullest table
    anything: Choose = lambda state, rnd, _k: rnd.choice(engine.legal_actions(state))  # noqa: E731
    state, rnd, done = engine.new_game(config, 5), random.Random(5), []
    for k in range(40):  # a play after five rounds too, the table full
        action = anything(state, rnd, k)
        done.append(str(action))
        state = engine.apply(state, action)
    early = first_of_each_kind(game, config, 5, anything, 2)["play"]
    return {"play": early, "play, later": Record(game, config, 5, done)}


def first_screen(page: Page, site_url: str, game: str, record: Record) -> list[str]:
    """Open ``record`` but its last action, take that on the screen, and say what the next
    decision's first screen leaves out of view."""
    short = Record(record.game, record.config, record.seed, record.actions[:-1])
    open_record(page, site_url, short)
    notice = page.locator("#notice .notice-close")
    if notice.is_visible():  # "the game goes on from this link", over the board's top
        notice.click()
    reveal(page)
    PERFORM[game](page, record.actions[-1])
    reveal(page)
    page.evaluate(SCROLL_SETTLED)
    places = call(page, "ui").get("targets", [])
    return out_of_view(page, [{"every": CONTROLS}, *(call(page, "spot", p) for p in places)])


@pytest.mark.parametrize("game", ["eruption", "isola", "terremoto"])
def test_every_control_of_a_decision_in_view(shared_page: Page, site_url: str, game: str) -> None:
    page = shared_page
    started = time.monotonic()
    problems = []
    for size in SIZES:
        page.set_viewport_size(size)
        for kind, record in cases(game).items():
            seen = first_screen(page, site_url, game, record)
            where = f"{size['width']}x{size['height']} {kind} (scrolled {page.evaluate('scrollY')})"
            problems += [f"{where}: {p}" for p in seen]
            assert hook(page, "record")["actions"] == record.actions
    print(f"{game}: {len(cases(game))} kinds at 2 sizes in {time.monotonic() - started:.1f} s")
    assert not problems, "\n".join(problems)
