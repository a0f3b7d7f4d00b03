"""Terremoto's selection state: cards tapped in the hand -> exactly one legal action.

Everything comes from the engine's legal notations (game/terremoto/actions.py)::

    group W 2 1     two blue wizards and a clone
    group W 0 2     two clones declared as blue wizards
    play TW         a special card
    end             end the plays (after Time Warp and two plays)

A selection is a set of cards of the hand, each ``(key, copy)`` (the copy is the card's place
among the identical cards of its kind). Any set may be selected; it becomes an action when it
is one suit's cards with clones (a group), clones alone with a declared suit, or one special
card, and that action is legal. Otherwise ``reason()`` says why not. Identical cards are
interchangeable (T1.1), so only the counts reach the notation.

How many cards of each suit and clones the hand holds is read from the legal groups (their
largest counts); a special card can be picked when its ``play`` is legal. The view's hand
(``sync``) only tells how many copies of a special to draw. Pure Python: tested under CPython.
"""

from __future__ import annotations

from typing import Any

from game.terremoto.actions import group, parse_action
from game.terremoto.cards import CLONE_KEY, SPECIALS, SUITS

Card = tuple[str, int]

# Reasons a selection is not a play (keys of the catalogue, "terremoto.why.<reason>").
EMPTY = "empty"
MIXED = "mixed"
ALONE = "alone"
DECLARE = "declare"
ILLEGAL = "illegal"


def group_notation(suit: str, cards: int, clones: int) -> str:
    """A group in the engine's notation."""
    return str(group(SUITS.index(suit), cards, clones))


def parse_group(notation: str) -> tuple[str, int, int] | None:
    """(suit, suit cards, clones) of a group notation (read by the engine), else None."""
    action = parse_action(notation)
    if action.kind != "group":
        return None
    return SUITS[action.card], action.cards, action.clones


def preview_of(view: dict[str, Any], notation: str) -> dict[str, Any] | None:
    """What the play ``notation`` would score, from the view's ``points`` (by notation):
    ``{"notation", "points", "size", "count"}`` (``count``: cards of the suit on the table
    once laid), or None when it scores nothing."""
    points = (view.get("points") or {}).get(notation)
    if points is None:
        return None
    group = parse_group(notation)
    if group is None:
        return {"notation": notation, "points": points, "size": 0, "count": 0}
    suit, cards, clones = group
    size = cards + clones
    return {
        "notation": notation,
        "points": points,
        "size": size,
        "count": points // size,
        "suit": suit,
        "cards": cards,
        "clones": clones,
    }


class Controller:
    """Selection state for one decision, over the legal actions of the current state."""

    def __init__(self, legal: list[str] | None = None) -> None:
        self.set_legal(legal or [])

    # ---- state ----
    def set_legal(self, legal: list[str]) -> None:
        """A new state: new legal actions, nothing selected."""
        self.legal = list(legal)
        self._legal = set(self.legal)
        self.held: dict[str, int] = {k: 0 for k in (*SUITS, CLONE_KEY, *SPECIALS)}
        for notation in self.legal:
            group = parse_group(notation)
            if group is not None:
                suit, cards, clones = group
                self.held[suit] = max(self.held[suit], cards)
                self.held[CLONE_KEY] = max(self.held[CLONE_KEY], clones)
            elif notation.startswith("play "):
                self.held[notation.split()[1]] = 1
        self.cancel()

    def sync(self, hand_counts: dict[str, int] | None) -> None:
        """How many copies of each playable special the hand shows (the view's counts)."""
        if not hand_counts:
            return
        for key in SPECIALS:
            if f"play {key}" in self._legal:
                self.held[key] = max(1, int(hand_counts.get(key, 0)))

    def cancel(self) -> None:
        """Forget the selection in progress."""
        self.picked: set[Card] = set()
        self.declared: str | None = None

    # ---- selecting ----
    def selectable(self, key: str, copy: int) -> bool:
        """Whether that card of the hand can be part of a play now."""
        return 0 <= copy < self.held.get(key, 0)

    def toggle(self, key: str, copy: int) -> bool:
        """Select or unselect one card of the hand; False if it cannot be selected."""
        if not self.selectable(key, copy):
            return False
        card = (key, copy)
        if card in self.picked:
            self.picked.discard(card)
        else:
            self.picked.add(card)
        self._forget_declared()
        return True

    def toggle_suit(self, key: str) -> bool:
        """Select every card of ``key`` the hand holds, or none if all were selected."""
        n = self.held.get(key, 0)
        if not n:
            return False
        cards = {(key, k) for k in range(n)}
        if cards <= self.picked:
            self.picked -= cards
        else:
            self.picked |= cards
        self._forget_declared()
        return True

    def add(self, key: str) -> bool:
        """One more card of ``key`` (the keyboard's letters)."""
        for k in range(self.held.get(key, 0)):
            if (key, k) not in self.picked:
                return self.toggle(key, k)
        return False

    def remove(self, key: str) -> bool:
        """One card of ``key`` fewer."""
        chosen = sorted(k for kk, k in self.picked if kk == key)
        return self.toggle(key, chosen[-1]) if chosen else False

    def declare(self, suit: str) -> bool:
        """The suit a selection of clones alone stands for (T4.2); only a legal one."""
        if suit in self.declarations():
            self.declared = suit
            return True
        return False

    def _forget_declared(self) -> None:
        if self.declared is not None and self.declared not in self.declarations():
            self.declared = None

    # ---- reading ----
    def count(self, key: str) -> int:
        return sum(1 for k, _ in self.picked if k == key)

    def counts(self) -> dict[str, int]:
        """Selected cards by kind (kinds with none left out)."""
        out: dict[str, int] = {}
        for key, _ in self.picked:
            out[key] = out.get(key, 0) + 1
        return out

    def clones_only(self) -> bool:
        counts = self.counts()
        return bool(counts) and set(counts) == {CLONE_KEY}

    def declarations(self) -> list[str]:
        """The suits a selection of clones alone may be declared as (from the legal groups)."""
        if not self.clones_only():
            return []
        clones = self.count(CLONE_KEY)
        return [s for s in SUITS if group_notation(s, 0, clones) in self._legal]

    def intent(self) -> tuple[str | None, str]:
        """The notation the selection makes (None if none) and, if it is not a legal play
        now, the reason (``""`` when it is)."""
        counts = self.counts()
        if not counts:
            return None, EMPTY
        specials = [k for k in counts if k in SPECIALS]
        suits = [k for k in counts if k in SUITS]
        if specials:
            if len(self.picked) > 1:
                return None, ALONE
            notation = f"play {specials[0]}"
        elif len(suits) > 1:
            return None, MIXED
        elif suits:
            notation = group_notation(suits[0], counts[suits[0]], counts.get(CLONE_KEY, 0))
        elif self.declared is None:
            return None, DECLARE
        else:
            notation = group_notation(self.declared, 0, counts[CLONE_KEY])
        if notation not in self._legal:
            return notation, ILLEGAL
        return notation, ""

    def candidate(self) -> str | None:
        """The legal action the selection makes, else None."""
        notation, reason = self.intent()
        return notation if not reason else None

    def confirm(self) -> str | None:
        """Play the selection (the Play button, Enter): its action if legal."""
        return self.candidate()

    def end(self) -> str | None:
        """End the plays (T5.3), if legal."""
        return "end" if "end" in self._legal else None

    def preview(self, view: dict[str, Any]) -> dict[str, Any] | None:
        """What the selected play would score (``preview_of``), or None when the selection is
        no legal play or scores nothing."""
        notation = self.candidate()
        return None if notation is None else preview_of(view, notation)

    def selection(self) -> dict[str, Any]:
        """The selection as plain data, for tests."""
        notation, reason = self.intent()
        return {
            "picked": sorted([k, c] for k, c in self.picked),
            "declared": self.declared,
            "notation": notation,
            "reason": reason,
            "candidate": self.candidate(),
        }
