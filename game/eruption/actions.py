"""Eruption actions as small values with a text notation that round-trips.

Notation (hexes ``q,r``, wall places ``q,r:d`` with d in 0..2, rotations 0..5, piles 1..3)::

    erupt 1,-3                 place the claimed eruption tile
    place 2,-1/3               place the drawn tile (or, after Quake, the replacement)
    pick 2                     take the top tile of Lava Forecast pile 2
    extra                      take the Danger Zone 3 extra tile
    pass                       end this phase, or decline the extra tile, or stop relocating
    play aftershock 2,-1/4     play a card for its effect (targets follow the card's name)
    play sinkhole 2,-1 | play bomb 1,-2:0 | play reinforce wood 1,-2:0
    play relocate 3,-4:1>3,-3:1 | play rain | play lavaflow | play quake
    move 3,-4:1>3,-3:1         move one more wall of your village (Relocate)
    trade rain                 trade a card for a wall of its material
    trade rain+quake           trade two cards for an extra tile
    give wall stone | give card rain   gifts to your partner (Clans)
    build stone 1,-2:0         build a wall from your stockpile
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..core.errors import NotationError
from ..core.hexgrid import edge_key
from .board import EDGE_IDS, INDEX, MATERIALS, edge_text, hex_text
from .pieces import AFTERSHOCK, BOMB, CARD_INDEX, CARD_NAMES, REINFORCE, RELOCATE, SINKHOLE


class Action(NamedTuple):
    """One decision. ``a``, ``b``, ``c`` are integers whose meaning depends on ``kind``."""

    kind: str
    a: int = -1
    b: int = -1
    c: int = -1

    def __str__(self) -> str:
        k, a, b, c = self
        if k == "erupt":
            return f"erupt {hex_text(a)}"
        if k == "place":
            return f"place {hex_text(a)}/{b}"
        if k == "pick":
            return f"pick {a + 1}"
        if k in ("extra", "pass"):
            return k
        if k == "move":
            return f"move {edge_text(a)}>{edge_text(b)}"
        if k == "trade":
            return f"trade {CARD_NAMES[a]}"
        if k == "trade2":
            return f"trade {CARD_NAMES[a]}+{CARD_NAMES[b]}"
        if k == "give":
            return f"give wall {MATERIALS[b]}" if a == 0 else f"give card {CARD_NAMES[b]}"
        if k == "build":
            return f"build {MATERIALS[a]} {edge_text(b)}"
        name = CARD_NAMES[a]
        if a == AFTERSHOCK:
            return f"play {name} {hex_text(b)}/{c}"
        if a == SINKHOLE:
            return f"play {name} {hex_text(b)}"
        if a == BOMB:
            return f"play {name} {edge_text(b)}"
        if a == REINFORCE:
            return f"play {name} {MATERIALS[b]} {edge_text(c)}"
        if a == RELOCATE:
            return f"play {name} {edge_text(b)}>{edge_text(c)}"
        return f"play {name}"


_INT = r"(-?\d{1,2})"
_HEX = re.compile(rf"{_INT},{_INT}$")
_PLACE = re.compile(rf"{_INT},{_INT}/([0-5])$")
_EDGE = re.compile(rf"{_INT},{_INT}:([0-5])$")


def _hex(text: str) -> int:
    m = _HEX.match(text)
    if not m or (int(m[1]), int(m[2])) not in INDEX:
        raise NotationError(f"{text!r} is not a hex of the island")
    return INDEX[int(m[1]), int(m[2])]


def _placement(text: str) -> tuple[int, int]:
    m = _PLACE.match(text)
    if not m:
        raise NotationError(f"{text!r} is not a hex and rotation like 2,-1/3")
    return _hex(f"{m[1]},{m[2]}"), int(m[3])


def _edge(text: str) -> int:
    m = _EDGE.match(text)
    key = edge_key((int(m[1]), int(m[2])), int(m[3])) if m else None
    if key not in EDGE_IDS:
        raise NotationError(f"{text!r} is not a wall place like 1,-2:0")
    return EDGE_IDS[key]


def _edge_pair(text: str) -> tuple[int, int]:
    parts = text.split(">")
    if len(parts) != 2:
        raise NotationError(f"{text!r} is not a wall move like 3,-4:1>3,-3:1")
    return _edge(parts[0]), _edge(parts[1])


def _card(text: str) -> int:
    if text not in CARD_INDEX:
        raise NotationError(f"{text!r} is not a card")
    return CARD_INDEX[text]


def _material(text: str) -> int:
    if text not in MATERIALS:
        raise NotationError(f"{text!r} is not a wall material")
    return MATERIALS.index(text)


def parse_action(text: object) -> Action:
    """The action written as ``text``; raises NotationError for anything else."""
    if not isinstance(text, str) or len(text) > 64:
        raise NotationError("an action is a short text")
    words = text.split()
    if not words:
        raise NotationError("empty action")
    k, args = words[0], words[1:]
    arity = {
        "erupt": 1,
        "place": 1,
        "pick": 1,
        "extra": 0,
        "pass": 0,
        "move": 1,
        "trade": 1,
        "give": 2,
        "build": 2,
    }
    if k in arity and len(args) != arity[k]:
        raise NotationError(f"{k!r} takes {arity[k]} argument(s)")
    if k == "erupt":
        return Action("erupt", _hex(args[0]))
    if k == "place":
        return Action("place", *_placement(args[0]))
    if k == "pick":
        if args[0] not in ("1", "2", "3"):
            raise NotationError("pick takes a pile number 1, 2 or 3")
        return Action("pick", int(args[0]) - 1)
    if k in ("extra", "pass"):
        return Action(k)
    if k == "move":
        return Action("move", *_edge_pair(args[0]))
    if k == "trade":
        cards = args[0].split("+")
        if len(cards) == 1:
            return Action("trade", _card(cards[0]))
        if len(cards) == 2:
            a, b = sorted((_card(cards[0]), _card(cards[1])))
            return Action("trade2", a, b)
        raise NotationError("trade takes one card or two joined by +")
    if k == "give":
        if args[0] == "wall":
            return Action("give", 0, _material(args[1]))
        if args[0] == "card":
            return Action("give", 1, _card(args[1]))
        raise NotationError("give takes 'wall MATERIAL' or 'card CARD'")
    if k == "build":
        return Action("build", _material(args[0]), _edge(args[1]))
    if k == "play" and args:
        card, rest = _card(args[0]), args[1:]
        want = {AFTERSHOCK: 1, SINKHOLE: 1, BOMB: 1, REINFORCE: 2, RELOCATE: 1}.get(card, 0)
        if len(rest) != want:
            raise NotationError(f"play {args[0]} takes {want} target(s)")
        if card == AFTERSHOCK:
            return Action("play", card, *_placement(rest[0]))
        if card == SINKHOLE:
            return Action("play", card, _hex(rest[0]))
        if card == BOMB:
            return Action("play", card, _edge(rest[0]))
        if card == REINFORCE:
            return Action("play", card, _material(rest[0]), _edge(rest[1]))
        if card == RELOCATE:
            return Action("play", card, *_edge_pair(rest[0]))
        return Action("play", card)
    raise NotationError(f"{text[:20]!r} is not an Eruption action")
