"""The game log in English: one template per event kind the engine writes.

Events carry raw parameters (seats, hexes as [q, r], volcano numbers, directions 0..5,
counts); ``params(event, names)`` turns them into the named placeholders of the templates.
Other languages only add templates with the same placeholders.
"""

from __future__ import annotations

from typing import Any

from ..core.hexgrid import DIRECTION_NAMES
from .rules import COLOURS

TEMPLATES: dict[str, str] = {
    "setup": "A game of L'Isola dei Vulcani for {players} players begins on the {island} island.",
    "landing": "Every boat waits in the landing bay at {sea}.",
    "bay": "{player}'s boat ({colour}) waits in bay {bay} at {sea}.",
    "first": "{player} plays first.",
    "turn": "— {player}'s turn (round {round}) —",
    "end": "{player} ends the turn with {ap} action point(s) unspent.",
    "no_ap": "{player} has no action point left: the turn ends.",
    "take": "{player} takes a prayer token for {cost} AP and now holds {held}.",
    "land": "{player}'s colonist lands at {dst}.",
    "move": "{player} moves a colonist from {src} to {dst}.",
    "carry": "{player} carries a Moai from {src} to {dst}.",
    "build": "{player} builds a village at {hex}: +{points} VP.",
    "create": "{player} creates a colonist at {hex}.",
    "carve": "{player} carves a Moai at {hex}.",
    "erect": (
        "{player} erects a Moai at {hex} facing {dir_name} (area {area}: {moai} Moai, "
        "{villages} own village(s)): +{points} VP."
    ),
    "crack": "A crack opens between {hex} and {other}.",
    "no_crack_cracked": "The edge between {hex} and {other} is already cracked: no new crack.",
    "no_crack_sea": "The geyser at {hex} faces the sea: no crack.",
    "no_crack_supply": "No crack tile is left: the edge between {hex} and {other} stays whole.",
    "split_size": "The island splits in two ({size_a} and {size_b} hexes): the smaller part sinks.",
    "split_volcanoes": (
        "The island splits into two parts of {size_a} hexes: the one with fewer volcanoes sinks."
    ),
    "split_draw": (
        "The island splits into two equal parts of {size_a} hexes: volcano token {drawn} is "
        "drawn, and its part sinks."
    ),
    "rescue": "{player} rescues {count} colonist(s) to {hex}.",
    "no_rescue": "{player} rescues no colonist.",
    "sink": "{count} hex(es) sink into the ocean: area(s) {areas}.",
    "volcano_sinks": "Volcano {volcano} sinks, and its token leaves the game.",
    "lost": (
        "{player} loses {colonists} colonist(s), {villages} village(s) and {moai} Moai to the "
        "ocean."
    ),
    "end_triggered": (
        "Only {volcanoes} volcano(es) remain: the game ends after {last_player}'s turn."
    ),
    "roll_volcano": "{player} rolls the eruption die: a volcano!",
    "roll_blank": "{player} rolls the eruption die: blank, the volcanoes stay quiet.",
    "no_volcano": "No volcano is left to erupt.",
    "draw": "{player} draws volcano token {volcano}.",
    "double": "No lava is left on the island: double eruption of volcano(es) {volcano_list}!",
    "erupt": "Volcano {volcano} at {hex} erupts.",
    "flow": "Lava from volcano {volcano} flows {dir_name} to {hex}.",
    "flow_sea": "The flow {dir_name} of volcano {volcano} runs into the sea.",
    "flow_volcano": "The flow {dir_name} of volcano {volcano} stops at volcano {other}.",
    "flow_dry": "No lava tile is left: the flow {dir_name} of volcano {volcano} stops.",
    "prayer_village": "{player}'s village at {hex} is threatened — {player} spends a prayer token.",
    "prayer_moai": "{player}'s Moai at {hex} is threatened — {player} spends a prayer token.",
    "no_prayer_village": "{player}'s village at {hex} is threatened — {player} does not pray.",
    "no_prayer_moai": "{player}'s Moai at {hex} is threatened — {player} does not pray.",
    "flow_stopped": "The prayer holds: the lava of volcano {volcano} stops before {hex}.",
    "destroyed_village": "The lava destroys {player}'s village at {hex}.",
    "destroyed_moai": "The lava destroys {count} of {player}'s lying Moai at {hex}.",
    "final": (
        "{player}: {villages} village(s), {moai} Moai ({grouped} in groups), {colonists} "
        "colonist(s) on the island, {tokens} prayer token(s): +{points} VP, {total} in all."
    ),
    "ending_volcanoes": "The last round is over and no more than 2 volcanoes remain.",
    "ending_geysers": "The round is over and no free geyser is left on the island.",
    "ending_rounds": "Round {rounds} is over: the game stops here.",
    "game_over": "The game is over: {winners} win(s).",
}


def _hex(h: Any) -> str:
    return f"{h[0]},{h[1]}"


def params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's parameters made readable, for any template."""
    p = dict(event)
    if "seat" in p and p["seat"] is not None:
        p["player"] = names[p["seat"]]
        p["colour"] = COLOURS[p["seat"]]
    if "last" in p:
        p["last_player"] = names[p["last"]]
    for key in ("hex", "src", "dst", "sea", "other"):
        if isinstance(p.get(key), list):
            p[key] = _hex(p[key])
    if "dir" in p:
        p["dir_name"] = DIRECTION_NAMES[p["dir"]]
    if "edge" in p and isinstance(p["edge"], int):
        p["dir_name"] = DIRECTION_NAMES[p["edge"]]
    if "sizes" in p:
        p["size_a"], p["size_b"] = sorted(p["sizes"])
    if "hexes" in p:
        p["count"] = len(p["hexes"])
    if "areas" in p:
        p["areas"] = ", ".join(str(a) for a in p["areas"])
    if "volcanoes" in p and isinstance(p["volcanoes"], list):
        flat = [v for v in p["volcanoes"] if isinstance(v, int)]
        p["volcano_list"] = ", ".join(str(v) for v in flat)
    if "ranking" in p:
        p["winners"] = ", ".join(names[s] for s, r in enumerate(p["ranking"]) if r == 1)
    return p


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One log line in English."""
    template = TEMPLATES.get(event["k"], event["k"])
    return str(template.format(**params(event, names)))
