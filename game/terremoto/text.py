"""The game log in English: one template per event the engine writes.

The UI's translation function looks events up by key (``log.<key>``) in its catalogue, so
other languages only add templates; ``describe`` is the English fallback and the CLI's text.
Events carry raw parameters (seats, card keys, counts); ``params`` makes them readable.
"""

from __future__ import annotations

from typing import Any

from .cards import CLONE_KEY, SPECIAL_NAMES, SUIT_NAMES, SUIT_SINGULAR

TEMPLATES: dict[str, str] = {
    "setup": "A game of Terremoto for {players} players begins ({decks} deck(s), {target} points).",
    "first": "{player} is chosen to start.",
    "turn": "— {player}'s turn —",
    "discard_table": "{player} discards the {count} card(s) they laid last turn.",
    "group": "{player} plays {cards} {suit_name}: {size} × {tally} = {points}.",
    "group_clones": (
        "{player} plays {cards} {suit_name} and {clones} {clone_name}: {size} × {tally} = {points}."
    ),
    "clones": "{player} plays {clones} {clone_name} as {suit_plural}: {size} × {tally} = {points}.",
    "earthquake": "{player} plays Earthquake: {count} card(s) on the table go to the discards.",
    "opportunity": "{player} plays Opportunity and draws {count} card(s).",
    "prosper": "{player} plays Prosper: {points} points.",
    "time_warp": "{player} plays Time Warp.",
    "end_plays": "{player} ends their plays.",
    "draw": "{player} draws {count} card(s).",
    "drew": "You drew {card_list}.",
    "no_draw": "{player} played Opportunity and draws nothing this turn.",
    "reshuffle": "The discards are shuffled into a new draw pile of {count} cards.",
    "piles_empty": "Both piles are empty: {player} cannot draw more.",
    "empty_hand": "{player} has no cards and cannot play.",
    "win": "{player} wins with {score} points.",
    "limit": "After {rounds} rounds nobody has reached the target: {winners} win(s) with {score}.",
}


def card_name(key: str, count: int = 1) -> str:
    """A card key in English (plural for more than one card)."""
    if key in SUIT_NAMES:
        return SUIT_NAMES[key] if count != 1 else SUIT_SINGULAR[key]
    if key == CLONE_KEY:
        return "clones" if count != 1 else "clone"
    return SPECIAL_NAMES[key]


def params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's parameters made readable (names, suits, cards), for any template."""
    p = dict(event)
    if "seat" in p:
        p["player"] = names[p["seat"]]
    if "seats" in p:
        p["winners"] = " and ".join(names[s] for s in p["seats"])
    if "suit" in p:
        p["suit_name"] = card_name(p["suit"], p.get("cards", 1))
        p["suit_plural"] = SUIT_NAMES[p["suit"]]
    if "clones" in p:
        p["clone_name"] = card_name(CLONE_KEY, p["clones"])
    if "cards" in p and isinstance(p["cards"], list):
        p["card_list"] = ", ".join(card_name(k) for k in p["cards"]) or "nothing"
    return p


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One log line in English."""
    template: str = TEMPLATES.get(event["k"], event["k"])
    return template.format(**params(event, names))
