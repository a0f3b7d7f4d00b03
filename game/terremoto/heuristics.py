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
from dataclasses import dataclass
from typing import Any

from .actions import END, PLAYS, Action, group
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
from .scoring import ranking, tally
from .state import State


@dataclass(frozen=True)
class Weights:
    """The value function's constants (tuned by arena games)."""

    rate: float = 17.5  # mean points a player makes in a turn, later turns of the race
    next_base: float = 15.0  # expected points of a full hand's next turn, before table bonus
    gift: float = 0.11  # per card in hand: expected cards of a suit played onto each table card
    opportunity: float = 12.0  # points of 4 more cards when every card can be played (low:
    # under Time Warp, Opportunity is better played at once than kept)
    own_next: float = 0.6  # weight of the own hand's next turn
    tau: float = 0.7  # uncertainty of the race, in turns


WEIGHTS = Weights()


def best_rest(
    hand: list[int], on_table: list[int], plays: int, warp: bool, opportunity: float = 12.0
) -> float:
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
        total += int(opportunity * hand[OPPORTUNITY])
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


def _race(times: list[float], player: int, tau: float) -> float:
    best = min(times)
    weights = [math.exp(-(t - best) / tau) for t in times]
    return weights[player] / sum(weights)


def value(s: State, player: int, w: Weights = WEIGHTS) -> float:
    """How good ``s`` is for ``player``, 0 (lost) to 1 (won).

    A race: each player's time to reach the target, in rounds from now. A player's pending
    turn (the active player's rest of this turn, or the others' next turn) is estimated, later
    turns count ``w.rate`` points each. The valuing player, when active, also counts a
    typical next turn after this one, so that positions before and after the end of their
    turn compare fairly; their own next turn, when not active, is planned from their hand.
    """
    n = s.n
    if s.over:
        rank = ranking(s)
        if rank[player] == 1:
            return 1.0
        return (n - rank[player]) / (2 * (n - 1))
    on_table = tally(s)
    target = s.target
    times = []
    for q in range(n):
        order = (q - s.seat) % n
        hand = s.hands[q]
        left: float = target - s.scores[q]
        if q == player and order == 0:  # the rest of this turn, then a typical next turn
            left -= best_rest(hand, on_table, PLAYS_PER_TURN - s.plays, s.warp, w.opportunity)
            if left <= 0:
                times.append(0.0)
                continue
            left -= w.own_next * w.next_base
            times.append(1.0 + max(0.0, left) / w.rate)
            continue
        own = list(on_table)
        for owner, suit, cards, clones in s.table:
            if owner == q:
                own[suit] -= cards + clones
        if q == player:  # the own next turn, planned from the hand
            left -= w.own_next * best_rest(hand, own, PLAYS_PER_TURN, False, w.opportunity)
        else:  # the others' hands are unknown: their size and the table's offer
            size = sum(hand)
            left -= w.next_base * min(size, HAND_SIZE + 2) / HAND_SIZE
            left -= w.gift * size * sum(own)
        times.append(order / n + max(0.0, left) / w.rate)
    return _race(times, player, w.tau)


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


def policy(game: Any, s: State) -> Action:
    """A fast, sensible play for the player to move (rollouts of the hard player).

    Time Warp first when playing everything beats the two best plays; Opportunity under Time
    Warp while the draw pile holds cards; otherwise the group (a whole suit, with the clones
    where they add most) or Prosper that scores most; the plays end under Time Warp when only
    specials are left; a special is played only when nothing scores.
    """
    hand = s.hands[s.seat]
    on_table = tally(s)
    plays_left = PLAYS_PER_TURN - s.plays
    if not s.warp and hand[TIME_WARP] and plays_left >= 1:
        limited = best_rest(hand, on_table, plays_left, False, 0.0)
        unlimited = best_rest(hand, on_table, plays_left, True, 0.0)
        if unlimited > limited:
            return PLAYS[TIME_WARP]
    if s.warp and hand[OPPORTUNITY] and s.deck:
        return PLAYS[OPPORTUNITY]
    clones = hand[CLONE]
    best, best_points = None, 0
    for suit in range(N_SUITS):
        a = hand[suit]
        if a or clones:
            c = clones if not s.warp or sum(hand[:N_SUITS]) == a else 0
            if not a and not c:
                continue
            points = (a + c) * (on_table[suit] + a + c)
            if points > best_points:
                best, best_points = group(suit, a, c), points
    if hand[PROSPER] and PROSPER_POINTS >= best_points:
        return PLAYS[PROSPER]
    if best is not None:
        return best
    if s.warp and s.plays >= PLAYS_PER_TURN:
        return END
    last: Action = game.legal_actions(s)[-1]
    return last


def playout(game: Any, s: State, me: int) -> State:
    """Play on from ``s`` with ``policy`` until ``me`` is to move again or the game ends."""
    while not s.over and s.seat != me:
        s = game.apply(s, policy(game, s))
    return s
