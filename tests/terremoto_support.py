"""Helpers for Terremoto tests: build positions by hand, check invariants, play random games."""

from __future__ import annotations

import json
from typing import Any

from game.core.rng import Rng, seed_state
from game.terremoto import TERREMOTO, Action, State
from game.terremoto.cards import CARD_INDEX, CLONE, N_KINDS, SUITS, deck_counts

T = TERREMOTO
NAMES = ["Ada", "Bruno", "Cleo", "Dario", "Elsa", "Fede", "Gina", "Ugo"]


def config(n: int, *options: str) -> dict[str, Any]:
    """A config for ``n`` players named Ada, Bruno, Cleo..."""
    return {"players": [{"name": NAMES[i]} for i in range(n)], "options": list(options)}


def cards(spec: str) -> list[int]:
    """Card kinds from text like ``"2E 3S 2W TW"`` (a count, then a card key)."""
    out: list[int] = []
    for token in spec.split():
        digits = len(token) - len(token.lstrip("0123456789"))
        count = int(token[:digits]) if digits else 1
        out += [CARD_INDEX[token[digits:]]] * count
    return out


def counts(spec: str) -> list[int]:
    """A hand as counts by kind."""
    h = [0] * N_KINDS
    for k in cards(spec):
        h[k] += 1
    return h


def position(
    n: int = 3,
    hands: dict[int, str] | None = None,
    table: list[tuple[int, str, int, int]] = (),  # type: ignore[assignment]
    seat: int = 0,
    top: str = "",
    discard: str = "",
    options: tuple[str, ...] = (),
    seed: int = 1,
) -> State:
    """A position at the start of ``seat``'s plays (step 1 done), cards conserved.

    ``hands``: the seats' hands (others get 7 cards from what is left); ``table``: groups
    ``(owner, suit key, suit cards, clones)``; ``top``: cards on top of the draw pile, the
    first listed drawn first; ``discard``: the discard pile; the rest forms the draw pile.
    """
    s = T.new_game(config(n, *options), seed)
    hands = hands or {}
    pool = [k for k, c in enumerate(deck_counts(s.decks)) for _ in range(c)]

    def take(ks: list[int]) -> None:
        for k in ks:
            pool.remove(k)

    s.table = [(o, SUITS.index(suit), c, k) for o, suit, c, k in table]
    for _, suit, c, k in s.table:
        take([suit] * c + [CLONE] * k)
    s.hands = [[0] * N_KINDS for _ in range(n)]
    for p, spec in hands.items():
        take(cards(spec))
        s.hands[p] = counts(spec)
    s.discard = cards(discard)
    take(s.discard)
    first = cards(top)
    take(first)
    for p in range(n):
        if p not in hands:
            for _ in range(7):
                s.hands[p][pool.pop(0)] += 1
    s.deck = pool + first[::-1]
    s.seat, s.plays, s.warp, s.opportunity = seat, 0, False, False
    s.turn = max(s.turn, 1)
    s.events, s.cache = [], None
    check_invariants(s)
    return s


def act(state: State, text: str) -> State:
    """Apply an action written in notation."""
    return T.apply(state, T.parse_action(text))


def texts(state: State) -> list[str]:
    """The legal actions as notation."""
    return [str(a) for a in T.legal_actions(state)]


def hand_of(state: State, seat: int) -> str:
    """A hand as text, e.g. ``"2W 1C 1TW"`` (kinds in canonical order)."""
    from game.terremoto.cards import CARD_KEYS

    return " ".join(f"{c}{CARD_KEYS[k]}" for k, c in enumerate(state.hands[seat]) if c)


def check_invariants(state: State) -> None:
    """70 (140) cards conserved across draw pile, discards, hands and table; no negative."""
    total = [0] * N_KINDS
    for k in state.deck + state.discard:
        total[k] += 1
    for h in state.hands:
        assert min(h) >= 0, "no negative count in a hand"
        for k in range(N_KINDS):
            total[k] += h[k]
    for _, suit, c, k in state.table:
        assert 0 <= suit < 5 and c >= 0 and k >= 0 and c + k >= 1
        total[suit] += c
        total[CLONE] += k
    assert total == list(deck_counts(state.decks)), "every card is conserved"
    assert min(state.scores) >= 0
    if not state.over:
        assert T.legal_actions(state), "a game not over has a legal action"
        assert any(state.hands[state.seat]), "the player to move holds a card"
    json.dumps(state.to_data())


def random_play(
    n: int,
    options: tuple[str, ...],
    seed: int,
    check: bool = True,
    max_steps: int = 20_000,
) -> tuple[State, list[str]]:
    """A whole random game; returns the final state and the action texts."""
    state = T.new_game(config(n, *options), seed)
    chooser = Rng(seed_state(seed + 77))
    record: list[str] = []
    while not state.over:
        if check:
            check_invariants(state)
        actions = T.legal_actions(state)
        action = actions[chooser.below(len(actions))]
        record.append(str(action))
        state = T.apply(state, action)
        assert len(record) < max_steps, "the game ends"
    if check:
        check_invariants(state)
    return state, record


def as_action(text: str) -> Action:
    """Parse notation."""
    return T.parse_action(text)
