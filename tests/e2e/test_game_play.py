"""The game screen in Chromium: start games from the start screen, hide hands behind the
pass-the-device screen, and play a whole game to the end screen by clicking."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from game.core.record import Record, replay
from game.eruption import ERUPTION as G
from game.eruption.pieces import CARD_TITLES
from game.ui.i18n import catalogue

from .conftest import ARTIFACTS, MOTION
from .game_driver import board_spot, call, choose, hook, open_record, perform, reveal, start_game

pytestmark = pytest.mark.browser


def shot(page: Page, name: str, full: bool = False) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full)


def assert_hand_hidden(page: Page) -> None:
    """The pass screen is up and no card of anyone's hand is in the DOM."""
    expect(page.locator("#overlay")).to_be_visible()
    assert page.locator("#hand .card").count() == 0
    hand_text = page.locator("#hand").text_content() or ""
    assert not any(title in hand_text for title in CARD_TITLES)
    assert page.evaluate("document.documentElement.dataset.revealed") == ""


def play(
    page: Page,
    rnd: random.Random,
    max_actions: int,
    shots: dict[int, str] | None = None,
    phases: set[str] | None = None,
) -> int:
    """Play by clicking until the game ends or ``max_actions`` were taken (the phases played
    into ``phases``)."""
    done = 0
    last_seat = None
    while done < max_actions and hook(page, "phase") != "over":
        if phases is not None:
            phases.add(hook(page, "phase"))
        seat = hook(page, "seat")
        if hook(page, "ui")["revealed"] is None:
            if seat != last_seat:
                assert_hand_hidden(page)
            reveal(page)
            expect(page.locator("#overlay")).to_be_hidden()
        last_seat = seat
        before = hook(page, "state_hash")
        notation = choose(hook(page, "legal"), rnd)
        perform(page, notation, done)
        assert hook(page, "state_hash") != before
        assert page.evaluate("document.documentElement.dataset.phase") == hook(page, "phase")
        done += 1
        if shots and done in shots:
            shot(page, shots[done])
    return done


TWO = {"players": [{"name": "Ada"}, {"name": "Bo <script>"}], "options": ["norain"]}
LAST = 22  # seed 30: the last 22 actions of its game go through every phase of Eruption's
PHASES = {"place", "walls", "quake", "relocate", "erupt", "cards", "extra"}  # (no forecast)


def late_in_the_game(seed: int, left: int) -> tuple[Record, random.Random, set[str]]:
    """A two-player game played in CPython as ``play`` chooses (``choose``, from
    random.Random(seed)), all but its last ``left`` actions; the chooser as it then is (the
    page's legal actions are the engine's, in its order: the page goes on the same way), and
    the phases of those last actions."""
    state, rnd, done = G.new_game(TWO, seed), random.Random(seed), []
    phases: list[str] = []
    choosers = []  # the chooser's state before each action
    while not G.is_terminal(state):
        legal = {str(a): a for a in G.legal_actions(state)}
        phases.append(G.view(state, None)["phase"])
        choosers.append(rnd.getstate())
        done.append(choose(list(legal), rnd))
        state = G.apply(state, legal[done[-1]])
    rnd.setstate(choosers[-left])
    return Record("eruption", TWO, seed, done[:-left]), rnd, set(phases[-left:])


def test_two_player_game_to_the_end_by_clicking(page: Page, site_url: str) -> None:
    """A game started on the start screen, its opening played by clicks; then the last turns
    of a game of the same players (a link to it), through every phase, to the end screen.
    (The whole game by clicks took 117 actions, 47 s; every phase is in its last 22.)"""
    page.emulate_media(**MOTION)  # tiles settle, walls go up, temperatures climb, in motion
    start_game(page, site_url, ["Ada", "Bo <script>"], ["norain"])
    # the first player is behind the pass screen too
    assert_hand_hidden(page)
    expect(page.locator("#overlay")).to_contain_text("Pass the device to")
    shot(page, "game_pass_screen")
    assert hook(page, "phase") in ("place", "pick", "erupt")
    assert play(page, random.Random(11), 12, {3: "game_2p_early"}) == 12
    late, rnd, phases = late_in_the_game(30, LAST)
    open_record(page, site_url, late)
    played: set[str] = set()
    n = play(page, rnd, 600, {10: "game_2p_late"}, played)
    assert hook(page, "phase") == "over", f"not over after {n} actions"
    assert played == phases == PHASES, played
    assert call(page, "frames"), "the board changed without being shown moving"
    end = page.locator("#overlay .end-card")
    expect(end).to_be_visible()
    expect(end.locator(".ranking tr")).to_have_count(3)  # header + 2 players
    expect(end).to_contain_text("Bo <script>")  # names are text, never markup
    assert page.locator("#overlay script").count() == 0
    shot(page, "game_2p_end")
    page.click("#overlay [data-cmd*=show_board]")
    expect(page.locator("#overlay")).to_be_hidden()
    shot(page, "game_2p_final_board")
    record = hook(page, "record")
    assert len(record["actions"]) == len(late.actions) + n == len(late.actions) + LAST
    assert record["config"]["options"] == ["norain"]


def test_six_player_clans_forecast(page: Page, site_url: str) -> None:
    names = [f"P{i}" for i in range(1, 7)]
    start_game(page, site_url, names, ["clans", "forecast"])
    expect(page.locator("#players .player")).to_have_count(6)
    expect(page.locator("#players")).to_contain_text("Team with")
    expect(page.locator("#players")).to_contain_text("Forecast piles")
    assert_hand_hidden(page)
    reveal(page)
    expect(page.locator("#hand .card")).to_have_count(3)
    if hook(page, "phase") == "pick":
        expect(page.locator("#actions button.pile")).to_have_count(3)
    shot(page, "game_6p_start")
    play(page, random.Random(5), 45, {20: "game_6p_mid"})
    expect(page.locator("#log li").first).to_be_visible()


def hoarding_game(seed: int, actions: int) -> Record:
    """A four-player game whose players keep their cards when they may, ``actions`` long."""
    config = {"players": [{"name": n} for n in ("Ada", "Bruno", "Cleo", "Dario")], "options": []}
    state, done, rnd = G.new_game(config, seed), [], random.Random(seed)
    for _ in range(actions):
        legal = G.legal_actions(state)
        kept = [a for a in legal if not str(a).startswith(("trade ", "play ", "give"))]
        cards = G.view(state, None)["phase"] == "cards"
        action = rnd.choice(kept) if cards and kept else rnd.choice(legal)
        done.append(str(action))
        state = G.apply(state, action)
    return Record("eruption", config, seed, done)


def open_link(page: Page, site_url: str, record: Record) -> None:
    """Open a link to ``record``'s game all but its last action, and show the hand to move."""
    open_record(
        page, site_url, Record(record.game, record.config, record.seed, record.actions[:-1])
    )
    reveal(page)


def inside(page: Page, box: dict[str, float] | None) -> bool:
    size = page.viewport_size
    assert box and size
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"]
        and box["y"] + box["height"] <= size["height"]
    )


def test_a_full_hand_and_a_refusal_fit_the_window(page: Page, site_url: str) -> None:
    """On a phone and at 1440×900 a refusal's tip by the board's left edge stays inside the
    window; at 1440×900 a hand of ten cards (in phase 3, after a Danger Zone 3 tile) fits beside the
    board: every card's buttons and the tile trade on screen, the board in view, without
    scrolling. The prompt's header names the step the engine is at (a Lava Flow's tile is
    placed in phase 3); a wall roll reads as a sentence."""
    page.set_viewport_size({"width": 1440, "height": 900})
    words = catalogue("en")
    # Ada's tile meets a wall, which holds: the dice read as a sentence
    record = hoarding_game(1330, 42)
    roll = next(e for e in G.view(replay(G, record), None)["events"] if e["k"] == "roll")
    open_link(page, site_url, record)
    perform(page, record.actions[-1])
    outcome = page.locator("#actions .roll .outcome")
    expect(outcome).to_have_text(
        words["dice.holds" if roll["holds"] else "dice.falls"].format(
            **{**roll, "material": words[f"place.material.{roll['material']}"]}
        )
    )
    said = outcome.inner_text()  # both dice, the bonus and the material, in words
    assert all(str(roll[k]) in said for k in ("lava", "wall", "bonus")) and roll["material"] in said
    record = hoarding_game(2179, 81)  # a Danger Zone 3 tile, then ten cards
    last = record.actions[-1]
    open_link(page, site_url, record)
    assert hook(page, "phase") == "place"
    tiles = [tile["hex"] for tile in call(page, "view")["board"]]
    tip = page.locator("#refusal")
    for size in ({"width": 390, "height": 844}, {"width": 1440, "height": 900}):
        page.set_viewport_size(size)
        west = board_spot(page, lambda: min(hook(page, "point", *h) for h in tiles), "west")
        page.mouse.click(*west)  # the westernmost tile: that hex is taken
        expect(tip).to_have_text("A tile is already there.")
        assert inside(page, tip.bounding_box()), (size, tip.bounding_box())
    header = page.locator("#actions .phase-name")
    expect(header).to_have_text(words["game.step.dz3"])
    perform(page, last)
    assert hook(page, "phase") == "cards"
    buttons = page.locator("#hand .card button, #hand .trade2 button")
    expect(page.locator("#hand .card")).to_have_count(10)
    assert buttons.count() == 10 * 3 + 1
    assert page.evaluate("scrollY") == 0
    for box in [buttons.nth(k).bounding_box() for k in range(buttons.count())]:
        assert inside(page, box), box
    assert inside(page, page.locator("#board").bounding_box())
    shot(page, "game_full_hand")
    perform(page, "play lavaflow")  # phase 3 goes on after the card's tile
    expect(header).to_have_text(words["game.step.lavaflow"])
    expect(page.locator("#hand")).to_contain_text(words["hand.after_tile"])


def test_how_to_play_opened_stays_open_as_the_game_goes_on(page: Page, site_url: str) -> None:
    """How to play and L'Isola's legend, opened beside the board, stay open while the moves
    go on: every move draws the panels again, and it closed, in every game. The shell keeps
    them (screen.render_panels), so one game checks it: L'Isola, which has both."""
    from .game_driver import start_seats

    start_seats(page, site_url, "isola", [("Ada", "human"), ("Bot", "easy")])
    folded = [page.locator(f"#actions {box}") for box in ("details.rules", "details.ilegend")]
    for box in folded:
        box.locator("summary").click()
        expect(box).to_have_attribute("open", "")
    page.wait_for_function("volcanoTest.call('seat') === 0", timeout=10_000)  # Ada's turn
    before = call(page, "progress")["actions"]
    assert any(call(page, "act", action) is True for action in hook(page, "legal"))
    page.wait_for_function(
        "(n) => volcanoTest.call('progress').actions > n", arg=before, timeout=10_000
    )
    for box in folded:
        expect(box).to_have_attribute("open", "")
