"""Terremoto know-how for computer players: how good a position is, and what a play gains.

``value(state, player)`` estimates ``player``'s chance to reach the target first: a race in
which each player's next turn is estimated (the active player's rest of this turn by a small
exact planner over groups, Prosper and Time Warp; the others' next turn from their hand size
and the cards they could score off the table), and later turns at a mean rate.
``instinct(state, action)`` is the easy player's little sense: play whole suits and Prosper,
and keep the other specials.
"""

from __future__ import annotations

import math

from .actions import Action
from .cards import (
    CLONE,
    HAND_SIZE,
    N_SUITS,
    OPPORTUNITY,
    PLAYS_PER_TURN,
    PROSPER,
    PROSPER_POINTS,
    TIME_WARP,
)
from .rules import _ranking, tally
from .state import State

RATE = 13.0  # mean points a player makes in a turn, later turns of the race
NEXT_BASE = 13.0  # expected points of a full hand's next turn, before table bonus
GIFT = 0.11  # per card in hand: expected cards of a suit played onto each table card
OPPORTUNITY_BONUS = 16.0  # expected points of 4 more cards when every card can be played
OWN_NEXT = 1.0  # weight of the own hand's next turn
TAU = 0.7  # uncertainty of the race, in turns


def best_rest(hand: list[int], on_table: list[int], plays: int, warp: bool) -> float:
    """The most points ``hand`` can score with ``plays`` plays left (or any number with
    ``warp``), playing each suit as one group, clones where they add most, Prosper, and
    Time Warp to lift the limit (T5.3). Opportunity adds an expected bonus when unlimited."""
    clones = hand[CLONE]
    values = []
    best_clone = 0
    for s in range(N_SUITS):
        a, t = hand[s], on_table[s]
        if a:
            g = a * (t + a)
            values.append(g)
        else:
            g = 0
        if clones:
            gain = (a + clones) * (t + a + clones) - g
            if gain > best_clone:
                best_clone = gain
    prosper = hand[PROSPER]
    unlimited = warp or (hand[TIME_WARP] > 0 and plays >= 1)
    if unlimited:
        total = sum(values) + best_clone + PROSPER_POINTS * prosper
        total += int(OPPORTUNITY_BONUS * hand[OPPORTUNITY])
        if warp:
            return float(total)
    else:
        total = 0
    if plays <= 0:
        return float(total)
    # limited: the best ``plays`` items; clones join one group or form their own
    items = sorted(values + [PROSPER_POINTS] * prosper, reverse=True)
    limited = sum(items[:plays])
    if clones:
        with_clones = 0
        for s in range(N_SUITS):
            a, t = hand[s], on_table[s]
            if a:
                others = sorted(
                    [v for k, v in enumerate(_groups(hand, on_table)) if k != s and v]
                    + [PROSPER_POINTS] * prosper,
                    reverse=True,
                )
                v = (a + clones) * (t + a + clones) + sum(others[: plays - 1])
            else:
                v = clones * (t + clones) + sum(items[: plays - 1])
            if v > with_clones:
                with_clones = v
        limited = max(limited, with_clones)
    return float(max(total, limited))


def _groups(hand: list[int], on_table: list[int]) -> list[int]:
    return [hand[s] * (on_table[s] + hand[s]) for s in range(N_SUITS)]


def _race(times: list[float], player: int) -> float:
    best = min(times)
    weights = [math.exp(-(t - best) / TAU) for t in times]
    return weights[player] / sum(weights)


def value(s: State, player: int) -> float:
    """How good ``s`` is for ``player``, 0 (lost) to 1 (won)."""
    n = s.n
    if s.over:
        rank = _ranking(s)
        if rank[player] == 1:
            return 1.0
        return (n - rank[player]) / (2 * (n - 1))
    on_table = tally(s)
    target = s.target
    times = []
    for q in range(n):
        order = (q - s.seat) % n
        hand = s.hands[q]
        if order == 0:  # the active player: the rest of this turn
            expect = best_rest(hand, on_table, PLAYS_PER_TURN - s.plays, s.warp)
            if q != player:
                expect = max(expect, 0.0)
        else:
            own = list(on_table)
            for owner, suit, cards, clones in s.table:
                if owner == q:
                    own[suit] -= cards + clones
            if q == player:
                expect = OWN_NEXT * best_rest(hand, own, PLAYS_PER_TURN, False)
            else:
                size = sum(hand)
                expect = NEXT_BASE * min(size, HAND_SIZE + 2) / HAND_SIZE
                expect += GIFT * size * sum(own)
        left = target - s.scores[q] - expect
        times.append(order / n + max(0.0, left) / RATE)
    return _race(times, player)


def instinct(s: State, action: object) -> float:
    """1 for a group of every card of its suit in hand (never a split) and for Prosper;
    0 for anything else: the easy player plays at random among its sensible plays."""
    if not isinstance(action, Action):
        return 0.0
    if action.kind == "group":
        return 1.0 if action.cards == s.hands[s.seat][action.card] else 0.0
    if action.kind == "play" and action.card == PROSPER:
        return 1.0
    return 0.0
