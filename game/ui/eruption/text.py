"""Eruption's log lines in the player's language: each engine event through its own catalogue
template (``log.<kind>``, or a variant where a detail changes the sentence: ``log.turn_final``,
``log.roll_holds`` / ``log.roll_falls``, ``log.gain_substitute``, ``log.pass.<phase>``; counted
lines have plural forms). The parameters are whole, translated noun phrases (tiles, cards,
materials, reasons, places), so each language puts them where its grammar wants them. The
English of the log is the game's English catalogue (lang/en.py), the engine has none.
"""

from __future__ import annotations

from typing import Any

from game.core.undo import REVEALED
from game.eruption.board import MATERIALS
from game.eruption.pieces import (
    CARD_MATERIAL,
    CARD_NAMES,
    LAVA_TILE_TYPES,
    TILE_TYPE,
    eruption_number,
)

from ..i18n import t
from .places import edge_place, hex_place, parse_edge, parse_hex
from .render import ERUPTION_SPACES

# The catalogue keys each engine event kind's line may use (counted keys without their plural
# suffix); a test holds every event of random games to it, and it to every catalogue.
LOG_KEYS: dict[str, tuple[str, ...]] = {
    "setup": ("log.setup",),
    "first_roll": ("log.first_roll",),
    "turn": ("log.turn", "log.turn_final"),
    "temp": ("log.temp",),
    "gain": ("log.gain", "log.gain_substitute"),
    "gain_none": ("log.gain_none",),
    "wall_off": ("log.wall_off",),
    "reshuffle": ("log.reshuffle",),
    "no_card": ("log.no_card",),
    "draw_card": ("log.draw_card",),
    "drew": ("log.drew",),
    "roll": ("log.roll_holds", "log.roll_falls"),
    "pick": ("log.pick",),
    "extra": ("log.extra",),
    "pass": ("log.pass.cards", "log.pass.walls", "log.pass.extra", "log.pass.relocate"),
    "trade": ("log.trade",),
    "trade2": ("log.trade2",),
    "give_wall": ("log.give_wall",),
    "give_card": ("log.give_card",),
    "gave": ("log.gave",),
    "build": ("log.build",),
    "move": ("log.move",),
    "play": ("log.play",),
    "rotate": ("log.rotate",),
    "sink": ("log.sink",),
    "placed": ("log.placed",),
    "closed": ("log.closed",),
    "tile_lost": ("log.tile_lost",),
    "replace": ("log.replace",),
    "draw_tile": ("log.draw_tile",),
    "aside": ("log.aside",),
    "aside_back": ("log.aside_back",),
    "quake_nothing": ("log.quake_nothing",),
    "aside_lost": ("log.aside_lost",),
    "no_pick": ("log.no_pick",),
    "no_tiles": ("log.no_tiles",),
    "new_pile": ("log.new_pile",),
    "last_tile": ("log.last_tile",),
    "stalled": ("log.stalled",),
    "claim": ("log.claim",),
    "eruption_lost": ("log.eruption_lost",),
    "burned": ("log.burned",),
    "final_round": ("log.final_round",),
    "game_over": ("log.game_over",),
}

# The events whose line says why (temperatures, walls gained or lost, cards drawn).
WHY_KINDS = frozenset({"temp", "gain", "wall_off", "draw_card"})


def tile_key(name: str) -> str:
    """The catalogue key of a lava tile type's engine name ("sharp bend" -> tile.sharp_bend)."""
    return f"tile.{name.lower().replace(' ', '_').replace('-', '_')}"


def tile_phrase(tile: int) -> str:
    """A tile as a sentence names it ("a sharp-bend tile", "eruption tile 2")."""
    if tile >= 40:
        return t("tile.eruption", number=eruption_number(tile))
    return t(tile_key(LAVA_TILE_TYPES[TILE_TYPE[tile]][2]))


def why_phrase(why: str) -> str:
    """Why something happened, as a short noun phrase (a card by its name)."""
    if why in CARD_NAMES:
        return t(f"card.{why}")
    return t(f"log.why.{why}")


def log_key(event: dict[str, Any]) -> str:
    """The catalogue key of ``event``'s line (counted keys without their plural suffix)."""
    kind = event["k"]
    if kind == "turn" and event.get("final"):
        return "log.turn_final"
    if kind == "roll":
        return "log.roll_holds" if event.get("holds") else "log.roll_falls"
    if kind == "gain" and event.get("asked") not in (None, event.get("material")):
        return "log.gain_substitute"
    if kind == "pass":
        return f"log.pass.{event['phase']}"
    return f"log.{kind}"


def log_params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's parameters as the templates use them: names, and translated phrases for
    tiles, cards, materials, reasons and places (places as a player sees them, places.py)."""
    p = dict(event)
    for key, out in (("seat", "player"), ("to_seat", "partner")):
        if key in p:
            p[out] = names[p[key]]
    for key in ("tile", "old"):
        if key in p:
            p[key] = tile_phrase(p[key])
    if "card" in p:
        p["card"] = t(f"card.{p['card']}")
    if "cards" in p:
        p["card"], p["card2"] = (t(f"card.{c}") for c in p["cards"])
    for key in ("material", "asked"):
        if key in p:
            p[key] = t(f"place.material.{p[key]}")
    if "why" in p and p["k"] in WHY_KINDS:
        p["why"] = why_phrase(str(p["why"]))
    if "delta" in p:
        p["delta"] = f"{p['delta']:+d}"
    h = parse_hex(str(event.get("hex", "")))
    if h is not None:
        p["hex"] = hex_place(*h)
    for key in ("edge", "src", "dst"):
        e = parse_edge(str(event.get(key, "")))
        if e is not None:
            p[key] = edge_place(*e)
    return p


# The log kinds "since your last turn" lists first: villages burned, walls lost, eruption
# tiles claimed, tiles removed, the end coming.
BIG = frozenset(("burned", "wall_off", "claim", "sink", "final_round", "game_over"))


# The game's own words for why undo is refused, by reason (game/core/undo.py).
UNDO_WORDS = {REVEALED: "eruption.undo.revealed"}


def log_text(event: dict[str, Any], names: list[str]) -> str:
    """One log line for ``event``, with the players' ``names``."""
    try:
        return t(log_key(event), **log_params(event, names))
    except (KeyError, IndexError, ValueError):
        return str(event.get("k", ""))


def eruption_tiles_left(unclaimed: list[int]) -> str:
    """The eruption tiles nobody has claimed (the view's numbers), each with the temperature
    whose village claims it first (E6.4)."""
    if not unclaimed:
        return t("info.eruption_none")
    tiles = (t("info.eruption_tile", number=n, temp=ERUPTION_SPACES[n]) for n in unclaimed)
    return t("info.eruption", tiles=t("page.comma").join(tiles))


def log_marks(event: dict[str, Any]) -> dict[str, Any]:
    """What a log line points at on the board, as highlight marks (empty if nothing)."""
    hexes = [h for h in (parse_hex(str(event.get("hex", ""))),) if h is not None]
    edges = [e for e in (parse_edge(str(event.get(k, ""))) for k in ("edge", "src", "dst")) if e]
    if not hexes and not edges:
        return {}
    return {"hexes": [], "edges": [], "pointed_hexes": hexes, "pointed_edges": edges}


def recent_marks(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The places the others' last moves touched (tiles placed, walls built or moved), to be
    shown until the player to move acts."""
    hexes: list[tuple[int, int]] = []
    edges: list[tuple[int, int, int]] = []
    for event in events:
        if event.get("k") in ("placed", "replace", "rotate", "build", "move"):
            marks = log_marks(event)
            hexes += [h for h in marks.get("pointed_hexes", ()) if h not in hexes]
            edges += [e for e in marks.get("pointed_edges", ()) if e not in edges]
    return {"recent_hexes": hexes, "recent_edges": edges} if hexes or edges else {}


# Why a tile is being drawn (the view's "origin"), when it is not the phase 2 tile.
STEP_ORIGINS = ("dz3", "trade", "lavaflow")


def phase_title(view: dict[str, Any]) -> str:
    """The step the engine is at, as the prompt's header names it: a tile drawn for a Lava
    Flow card or a tile trade (E9.1, E9.4) is placed in phase 3, the DZ3 tile (E6.3) in
    phase 2."""
    phase, origin = view["phase"], view.get("origin")
    if phase in ("place", "pick") and origin in STEP_ORIGINS:
        return t(f"game.step.{origin}")
    return t(f"game.phase.{phase}")


def hand_note(view: dict[str, Any]) -> str:
    """Why the hand cannot be played now: not phase 3, or phase 3 waits for a drawn tile."""
    drawing = view["phase"] in ("place", "pick") and view.get("origin") in ("trade", "lavaflow")
    return t("hand.after_tile" if drawing else "hand.not_now")


def step_words(view: dict[str, Any], step: tuple[Any, ...]) -> str:
    """A step of an action that is no board place (game/ui/eruption/controller.py) as its
    button says it, a card's with the card's name; "" for a rotation (the board shows it)."""
    kind = step[0]
    if kind == "pile":
        return t("btn.pile", pile=step[1])
    if kind == "btn":
        return t("btn.extra") if step[1] == "extra" else t(f"btn.pass.{view['phase']}")
    if kind == "mat":
        return t(f"material.{step[1]}")
    if kind == "give" and step[1] == "wall":
        return t("btn.give_wall", material=t(f"place.material.{step[2]}"))
    if kind == "rot":
        return ""
    cards = [str(c) for c in step[1:] if c in CARD_NAMES]
    if kind == "trade":
        material = MATERIALS[CARD_MATERIAL[CARD_NAMES.index(cards[0])]]
        label = t("btn.trade", material=t(f"material.{material}"))
    else:
        label = t({"play": "btn.play", "give": "btn.give", "trade2": "btn.trade2"}[kind])
    named = t("page.comma").join(t(f"card.{c}") for c in cards)
    return t("advice.labelled", label=label, what=named)


def dice_sentence(roll: dict[str, Any]) -> str:
    """A wall roll (a "roll" event, E10.3) as a sentence: the dice, the bonus, the outcome."""
    return t(
        "dice.holds" if roll["holds"] else "dice.falls",
        lava=roll["lava"],
        wall=roll["wall"],
        bonus=roll["bonus"],
        material=t(f"place.material.{roll['material']}"),
    )
