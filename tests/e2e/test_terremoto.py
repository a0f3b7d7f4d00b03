"""Terremoto in Chromium: chosen on the start screen, played to the end by clicks in hotseat,
with computer seats, by link (behind the pass screen) and in replay (no hand shown). On a
phone: test_phone.py; reload and Resume, export and import, embedding: test_share.py."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from game.core import links
from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.terremoto import TERREMOTO as T
from game.terremoto.cards import TARGETS, target_for

from .conftest import ARTIFACTS, MOTION, guarded_page, wait_ready
from .game_driver import hook, menu
from .terremoto_driver import call, choose, perform, reveal, select, start
from .test_keyboard import axe_wide_and_phone

pytestmark = pytest.mark.browser

SHOTS = ARTIFACTS  # looked at, then copied to docs/ for the README by hand
NAMES = ["Ada", "Bo <b>x</b>", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]
PLAIN = ["Ada", "Bruno", "Cleo", "Dario", "Elsa", "Fede", "Gina", "Ugo"]  # for the pictures


def shot(page: Page, path: Path, full: bool = False) -> None:
    path.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(path), full_page=full)


def over(page: Page) -> bool:
    return page.evaluate("document.documentElement.dataset.seat") == ""


def assert_hand_hidden(page: Page) -> None:
    """The pass screen is up, with the seat's score and hand size, and no card in the hand tray."""
    expect(page.locator("#overlay .pass-card")).to_be_visible()
    expect(page.locator("#overlay .pass-card")).to_contain_text(re.compile(r"Score \d+ of \d+"))
    assert page.locator("#tm-hand .tc").count() == 0
    assert page.evaluate("document.documentElement.dataset.revealed") == ""


def play(page: Page, rnd: random.Random, max_actions: int, check_pass: bool = True) -> int:
    """Hotseat: reveal each hand, then take random legal actions by clicks."""
    done = 0
    last_seat = None
    while done < max_actions and not over(page):
        seat = hook(page, "seat")
        if call(page, "ui")["revealed"] is None:
            if check_pass and seat != last_seat:
                assert_hand_hidden(page)
            assert reveal(page)
            expect(page.locator("#overlay")).to_be_hidden()
        last_seat = seat
        before = hook(page, "state_hash")
        perform(page, choose(page, rnd), done)
        assert hook(page, "state_hash") != before
        done += 1
    return done


def test_hotseat_three_players_to_the_end_by_clicking(page: Page, site_url: str) -> None:
    start(page, site_url, [(n, "human") for n in NAMES[:3]])
    assert_hand_hidden(page)
    expect(page.locator("#overlay")).to_contain_text("Pass the device to")
    expect(page.locator("#tm-table .tt-seat")).to_have_count(3)
    expect(page.locator("#tm-table")).to_contain_text("target 100 points")
    assert reveal(page)
    # undo: the first play of a turn may be taken back (nothing was drawn since)
    perform(page, choose(page, random.Random(1)))
    expect(page.locator("#undo")).to_be_enabled()
    page.click("#undo")
    assert len(hook(page, "record")["actions"]) == 0
    t0 = time.monotonic()
    n = play(page, random.Random(7), 300)
    elapsed = time.monotonic() - t0
    assert over(page), f"not over after {n} actions"
    end = page.locator("#overlay .end-card")
    expect(end).to_be_visible()
    expect(end.locator(".ranking tr")).to_have_count(4)  # header + 3 players
    expect(end).to_contain_text("Bo <b>x</b>")  # names are text, never markup
    expect(end).to_contain_text("/ 100")
    assert page.locator("#game b").count() == 0
    view = call(page, "view")
    winner = view["players"][view["winners"][0]]["name"]
    expect(end.locator(".winner")).to_contain_text(winner)
    expect(end.locator(".ranking tr.first")).to_contain_text(winner)
    shot(page, ARTIFACTS / "terremoto_end.png")
    assert axe_wide_and_phone(page, "Terremoto's end screen") == []
    page.click("#overlay [data-cmd*=show_board]")
    expect(page.locator("#overlay")).to_be_hidden()
    expect(page.locator("#tm-table .tt-seat.winner")).to_have_count(1)
    assert page.locator("#tm-hand .tc").count() == 0  # the game is over: no hand shows
    record = hook(page, "record")
    assert len(record["actions"]) == n
    print(f"\nTerremoto, 3 players: {n} actions by clicks in {elapsed:.1f} s")
    # a rematch from the menu: the same players, a new deal; the rules in a dialog
    menu(page, "#menu-rematch")
    page.wait_for_function("(n) => volcanoTest.record().seed !== n", arg=record["seed"])
    assert hook(page, "record")["actions"] == []
    assert hook(page, "record")["config"] == record["config"]
    assert_hand_hidden(page)
    reveal(page)
    menu(page, "#menu-rules")
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_contain_text("Time Warp")
    expect(dialog).to_contain_text("reach 100 points")


def first_position(players: int, want) -> tuple[dict, int]:  # noqa: ANN001
    """A config and seed whose first player to move holds what ``want(hand_counts)`` asks."""
    config = {"players": [{"name": NAMES[k]} for k in range(players)], "options": []}
    for seed in range(1, 3000):
        s = T.new_game(config, seed)
        if want(T.view(s, s.seat)["hand_counts"]):
            return config, seed
    raise AssertionError("no such position")


def controls_out_of_view(page: Page) -> list[str]:
    """The controls of the turn (cards, All, the suit chooser, Play, Clear, End plays) reaching
    outside the viewport, the page scrolled, or the table's seats out of sight: what a player
    would have to scroll for."""
    return page.evaluate(
        """() => {
        const W = innerWidth, H = innerHeight, out = [];
        if (scrollY) out.push(`page scrolled ${scrollY}`);
        const sel = '#tm-hand button, .tm-declare button, #tm-play, #tm-clear, #tm-end';
        for (const e of document.querySelectorAll(sel)) {
          const r = e.getBoundingClientRect();
          if (r.top < 0 || r.left < 0 || r.bottom > H || r.right > W)
            out.push(`${e.id || e.className} ${Math.round(r.top)}-${Math.round(r.bottom)}`);
        }
        const seats = document.querySelector('#tm-table .tt-seats').getBoundingClientRect();
        if (seats.top < 0 || seats.top > H / 2) out.push(`seats at ${Math.round(seats.top)}`);
        return out;
    }"""
    )


def test_keyboard_clones_and_refusals(page: Page, site_url: str) -> None:
    """At 1440x900: How to play before a game gives every target the engine sets (T1.4); a
    turn's controls, the suit chooser included, all in view with the table; Time Warp's owed
    plays; a lone clone's suit on the table; the keys (Space toggles the focused card, Enter
    plays, specials by letter, F ends the plays); an Earthquake's moment and the discards it
    leaves."""
    page.emulate_media(**MOTION)  # (the cards' motion, then an Earthquake without it)
    page.set_viewport_size({"width": 1440, "height": 900})
    want = lambda h: (  # noqa: E731
        h["C"] >= 1 and sum(1 for k in "KWEGS" if h[k]) >= 2 and h["TW"] and h["EQ"]
    )
    config, seed = first_position(3, want)
    page.goto(site_url)
    wait_ready(page)
    chooser = page.locator("input[name=game][value=terremoto]")
    page.locator(".game-card", has=chooser).click()
    page.click("#rules-button")
    rules = page.locator("#rules-dialog")
    expect(rules).to_contain_text(f"reach {target_for(3)} points")  # one deck
    expect(rules).to_contain_text(f"{target_for(5)} points with 5")  # two decks
    for target in sorted(set(TARGETS.values()) - {target_for(5)}):
        expect(rules).to_contain_text(str(target))
    rules.get_by_role("button").click()
    page.goto(site_url + "#" + links.game_fragment(Record("terremoto", config, seed, [])))
    page.wait_for_function("document.getElementById('game').dataset.game === 'terremoto'")
    assert reveal(page)
    seat = call(page, "view")["seat"]
    held = call(page, "ui")["held"]
    suits = [k for k in "KWEGS" if held[k]]
    # keyboard: a letter adds a card of that suit, Escape clears, Enter plays
    page.keyboard.press(suits[0].lower())
    assert call(page, "ui")["picked"] == [[suits[0], 0]]
    expect(page.locator(f"#tm-card-{suits[0]}-0")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    assert call(page, "ui")["picked"] == []
    expect(page.locator("#tm-keys")).to_contain_text("Space")
    # two suits: no group; Play is refused with the reason shown
    page.click(f"#tm-card-{suits[0]}-0")
    page.click(f"#tm-card-{suits[1]}-0")
    expect(page.locator("#tm-play")).to_be_disabled()
    expect(page.locator("#tm-preview")).to_contain_text("different suits never form one group")
    page.keyboard.press("Enter")
    assert call(page, "ui")["actions"] == 0
    page.click("#tm-clear")
    # a special by its key: Time Warp, which still owes a play (no End plays yet)
    expect(page.locator("#tm-card-TW-0")).to_have_attribute("aria-keyshortcuts", "T")
    page.keyboard.press("t")
    assert call(page, "ui")["picked"] == [["TW", 0]]
    page.keyboard.press("Enter")
    assert hook(page, "record")["actions"] == ["play TW"]
    expect(page.locator("#tm-warp")).to_contain_text("1 more play")
    expect(page.locator("#tm-end")).to_have_count(0)
    # a clone alone: choose the suit it stands for, each choice showing its points
    page.click("#tm-card-C-0")
    expect(page.locator("#tm-preview")).to_contain_text("Choose the suit")
    expect(page.locator("#tm-play")).to_be_disabled()
    expect(page.locator(".tm-declare button")).to_have_count(5)
    points = call(page, "points")
    for suit in "KWEGS":
        label = page.locator(f"#tm-declare-{suit}").get_attribute("aria-label")
        assert f"{points[f'group {suit} 0 1']} point" in label  # "1 point", "2 points"
    page.click(f"#tm-declare-{suits[1]}")
    expect(page.locator(f"#tm-table .tt-chip[data-suit={suits[1]}].grow")).to_have_count(1)
    assert controls_out_of_view(page) == []  # the suit chooser and Play with the table
    page.keyboard.press("Enter")
    assert hook(page, "record")["actions"] == ["play TW", f"group {suits[1]} 0 1"]
    # the lone clone on the table shows the suit it stands for; it lands; it will leave
    zone = page.locator(f"#tm-table .tt-seat[data-seat='{seat}']")
    expect(zone.locator(f".tc-C[data-as={suits[1]}]")).to_contain_text(suits[1])
    expect(zone.locator(".tt-stack.landed")).to_have_count(1)
    motion = "e => getComputedStyle(e).animationName"
    assert zone.locator(".tt-stack.landed .tc").first.evaluate(motion) == "tm-land"
    expect(zone.locator(".tt-leaves")).to_contain_text("next turn")
    expect(page.locator("#tm-end")).to_be_visible()  # two plays made: Time Warp may stop
    assert controls_out_of_view(page) == []
    # Space toggles the focused card, Enter plays the selection (not the focused card)
    page.keyboard.press(suits[0].lower())
    page.keyboard.press(f"Shift+{suits[0]}")  # Shift+letter takes one away again
    assert call(page, "ui")["picked"] == []
    page.focus(f"#tm-card-{suits[0]}-0")
    page.keyboard.press(" ")
    assert call(page, "ui")["picked"] == [[suits[0], 0]]
    page.keyboard.press(" ")
    assert call(page, "ui")["picked"] == []
    page.keyboard.press(suits[0].lower())
    page.focus(f"#tm-card-{suits[0]}-0")
    notation = call(page, "ui")["candidate"]
    page.keyboard.press("Enter")
    assert hook(page, "record")["actions"][-1] == notation
    # the Earthquake by its key: its moment on the table, which empties into the discards
    # (without the shaking when the system asks for reduced motion)
    page.emulate_media(reduced_motion="reduce")
    page.keyboard.press("q")
    page.keyboard.press("Enter")
    assert hook(page, "record")["actions"][-1] == "play EQ"
    expect(page.locator("#tm-quake")).to_be_visible()
    expect(page.locator("#tm-quake")).to_contain_text("Earthquake")
    assert page.locator("#tm-table.quaking .tt-seats").evaluate(motion) == "none"
    expect(page.locator("#tm-table .tt-stack")).to_have_count(0)
    view = call(page, "view")
    kinds = [k for k, n in view["discard_counts"].items() if n]
    expect(page.locator("#tm-discard [data-key]")).to_have_count(len(kinds))
    expect(page.locator("#tm-draw")).to_contain_text(f"{view['draw_pile']} cards left")
    # End plays by its key (issue 42: it was 22 Tabs away)
    expect(page.locator("#tm-end")).to_have_attribute("aria-keyshortcuts", "F")
    expect(page.locator("#tm-keys")).to_contain_text("F ends your plays")
    page.keyboard.press("f")
    assert hook(page, "record")["actions"][-1] == "end"


def seats_of(record: dict) -> list[int]:
    """The seat that took each action of ``record`` (replayed in CPython)."""
    rec = Record.from_data(record)
    seats: list[int] = []
    state = T.new_game(rec.config, rec.seed)
    for notation in rec.actions:
        seats.append(state.seat)
        state = T.apply(state, T.parse_action(notation))
    return seats


def test_two_humans_two_computers(page: Page, site_url: str) -> None:
    seats = [("Ada", "human"), ("Hal", "easy"), ("Bea", "human"), ("Mo", "medium")]
    start(page, site_url, seats, query=True)
    expect(page.locator("#tm-table .player-bot")).to_have_count(2)
    call(page, "auto_delay", 0)
    rnd = random.Random(4)
    humans = 0
    passes = 0
    t0 = time.monotonic()
    while time.monotonic() - t0 < 60:
        page.wait_for_function(
            """() => { const r = document.documentElement.dataset;
                return r.seat === '' || document.querySelector('#reveal')
                  || (r.seat === r.revealed && document.querySelector('#tm-play')); }""",
            timeout=30_000,
            polling=50,
        )
        if over(page):
            break
        if reveal(page):
            passes += 1
        seat = hook(page, "seat")
        assert seat in (0, 2) and call(page, "ui")["acting"]
        perform(page, choose(page, rnd), humans, followed=True)
        humans += 1
        if call(page, "view")["turn"] >= 14:
            break
    state = call(page, "auto")
    assert not state["error"]
    who = seats_of(hook(page, "record"))
    assert all(who.count(k) >= 2 for k in range(4)), who
    assert passes >= 2  # Ada and Bea pass the device to each other, never to a computer
    shot(page, ARTIFACTS / "terremoto_computers.png")


def test_link_replay_and_desktop_picture(page: Page, site_url: str, browser: Browser) -> None:
    """Terremoto's hands are hidden: a shared link opens behind the pass screen, and the
    replay is a spectator's view. (Reload and Resume, export and import are the shell's, the
    same for every game: test_share.py's test_link_reload_resume_export_import_replay.) At
    1440x900 a turn's controls are in view with the table after a few rounds (the "since your
    last turn" box once pushed the hand below the fold)."""
    page.set_viewport_size({"width": 1440, "height": 900})
    start(page, site_url, [(n, "human") for n in PLAIN[:5]])
    rnd = random.Random(12)
    play(page, rnd, 18, check_pass=False)
    # the picture: a table well laid, a scoring group selected with its preview (the deal is
    # random: a hand of specials alone plays on)
    while True:
        reveal(page)
        legal = hook(page, "legal")
        groups = [a for a in legal if a.startswith("group") and a.split()[2] != "0"]
        if groups:
            break
        perform(page, choose(page, rnd))
    points = call(page, "points")
    best = max(groups, key=lambda a: (points.get(a, 0), a))
    select(page, best)
    expect(page.locator("#tm-preview")).to_contain_text(f"{points[best]} point")
    assert controls_out_of_view(page) == []
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, SHOTS / "terremoto.png")
    page.keyboard.press("Escape")
    want = hook(page, "state_hash")
    record = hook(page, "record")

    # the share link opens the same position on another device, the hands hidden
    menu(page, "#copy-link")
    url = page.locator("#share-link").input_value()
    assert url.startswith(site_url + "#game=")
    other_context, other, outside, errors = guarded_page(browser)
    try:
        other.goto(url)
        wait_ready(other)
        other.wait_for_function("document.getElementById('game').dataset.game === 'terremoto'")
        assert hook(other, "state_hash") == want
        assert hook(other, "record") == record
        assert other.locator("#overlay .pass-card").is_visible()  # hands hidden behind it
    finally:
        other_context.close()
    assert not outside and not errors, (outside, errors)

    # replay: a spectator's view (no hand) of every step, matching the engine
    rec = Record.from_data(record)
    hashes: list[str] = []
    replay(T, rec, lambda _i, s: hashes.append(state_hash(T, s)))
    page.click("#replay-open")
    page.click("#replay-first")
    n = len(rec.actions)
    for k in range(min(n, 8) + 1):
        assert call(page, "replay_hash") == hashes[k]
        assert page.locator("#tm-hand .tc").count() == 0
        expect(page.locator("#tm-table .tt-seat")).to_have_count(5)
        page.click("#replay-next")
    page.click("#replay-last")
    assert call(page, "replay_hash") == hashes[n]
    page.click("#replay-close")
    assert hook(page, "state_hash") == want
