"""L'Isola dei Vulcani's words in the player's language: log lines, places, the prompt, the
pass-the-device line.

Log lines are the front end's own catalogue templates, ``isola.log.<kind>`` for each kind of
the engine's events, or a variant where a detail changes the sentence (``LOG_KEYS``); counted
lines have plural forms (``count``). Places are named by their area's number (the board
shows them), lists and piece counts come from the catalogue too, so each language puts
everything where its grammar wants it. The English of the log is the game's English catalogue
(lang/en.py), the engine has none. Pure Python: tested under CPython.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import DIRECTIONS
from game.core.undo import REVEALED
from game.isola import AP_PER_TURN, COSTS, FINAL_POINTS, STANDARD, prayer_cost

from ..i18n import t

# The catalogue keys each engine event kind's line may use (counted keys without their plural
# suffix); a test holds every event of random games to it, and it to every catalogue.
LOG_KEYS: dict[str, tuple[str, ...]] = {
    "setup": ("isola.log.setup_standard", "isola.log.setup_random"),
    "landing": ("isola.log.landing",),
    "bay": ("isola.log.bay",),
    "first": ("isola.log.first",),
    "turn": ("isola.log.turn", "isola.log.turn_final"),
    "end": ("isola.log.end",),
    "no_ap": ("isola.log.no_ap",),
    "take": ("isola.log.take",),
    "land": ("isola.log.land",),
    "move": ("isola.log.move", "isola.log.move_within"),
    "carry": ("isola.log.carry", "isola.log.carry_within"),
    "build": ("isola.log.build",),
    "create": ("isola.log.create",),
    "carve": ("isola.log.carve",),
    "erect": ("isola.log.erect", "isola.log.erect_alone"),
    "crack": ("isola.log.crack",),
    "no_crack_cracked": ("isola.log.no_crack_cracked",),
    "no_crack_sea": ("isola.log.no_crack_sea",),
    "no_crack_supply": ("isola.log.no_crack_supply",),
    "split_size": ("isola.log.split_size",),
    "split_volcanoes": ("isola.log.split_volcanoes",),
    "split_draw": ("isola.log.split_draw", "isola.log.split_draw_none"),
    "rescue": ("isola.log.rescue",),
    "no_rescue": ("isola.log.no_rescue",),
    "sink": ("isola.log.sink",),
    "volcano_sinks": ("isola.log.volcano_sinks",),
    "lost": ("isola.log.lost",),
    "end_triggered": ("isola.log.end_triggered",),
    "roll_volcano": ("isola.log.roll_volcano",),
    "roll_blank": ("isola.log.roll_blank",),
    "no_volcano": ("isola.log.no_volcano",),
    "draw": ("isola.log.draw",),
    "double": ("isola.log.double",),
    "erupt": ("isola.log.erupt",),
    "flow": ("isola.log.flow",),
    "flow_sea": ("isola.log.flow_sea",),
    "flow_volcano": ("isola.log.flow_volcano",),
    "flow_dry": ("isola.log.flow_dry",),
    "prayer_village": ("isola.log.prayer_village",),
    "prayer_moai": ("isola.log.prayer_moai",),
    "no_prayer_village": ("isola.log.no_prayer_village",),
    "no_prayer_moai": ("isola.log.no_prayer_moai",),
    "flow_stopped": ("isola.log.flow_stopped",),
    "destroyed_village": ("isola.log.destroyed_village",),
    "destroyed_moai": ("isola.log.destroyed_moai",),
    "final": ("isola.log.final",),
    "ending_volcanoes": ("isola.log.ending_volcanoes",),
    "ending_geysers": ("isola.log.ending_geysers",),
    "ending_rounds": ("isola.log.ending_rounds",),
    "game_over": ("isola.log.game_over",),
}

# Pieces as counted words, in the order they are listed ("lost").
PIECE_KEYS = {
    "colonists": "isola.count.colonists",
    "villages": "isola.count.villages",
    "moai": "isola.count.moai",
}
DIR_KEYS = (
    "isola.dir.0",
    "isola.dir.1",
    "isola.dir.2",
    "isola.dir.3",
    "isola.dir.4",
    "isola.dir.5",
)
# The controller's modes (controller.Controller.mode) with a guide line of their own.
PROMPT_KEYS = {
    "turn": "isola.prompt.turn",
    "boat": "isola.prompt.boat",
    "colonist": "isola.prompt.colonist",
    "carry": "isola.prompt.carry",
    "idle": "isola.prompt.idle",
}
# A question's words: (where, kind) -> key; where is the prompt or the pass screen.
QUESTION_KEYS = {
    ("prompt", "village"): "isola.prompt.pray_village",
    ("prompt", "moai"): "isola.prompt.pray_moai",
    ("prompt", "all"): "isola.prompt.rescue_all",
    ("prompt", "one"): "isola.prompt.rescue_one",
    ("pass", "village"): "isola.pass.pray_village",
    ("pass", "moai"): "isola.pass.pray_moai",
    ("pass", "all"): "isola.pass.rescue_all",
    ("pass", "one"): "isola.pass.rescue_one",
}

# ---- places -------------------------------------------------------------------------------

_island: dict[str, Any] = {"data": None, "areas": {}}


def use_island(island: dict[str, Any] | None) -> None:
    """Name places by the areas of ``island`` (the view's island description) from now on
    (the standard island until told)."""
    if island is None or island is _island["data"]:
        return
    _island["data"] = island
    _island["areas"] = {
        (int(h[0]), int(h[1])): int(a["id"]) for a in island["areas"] for h in a["hexes"]
    }


use_island(STANDARD.data)


def area_of(h: Any) -> int | str:
    """The area of hex ``h`` ([q, r]), or "?" when the island has no such hex."""
    if not isinstance(h, (list, tuple)) or len(h) < 2:
        return "?"
    area: int | str = _island["areas"].get((int(h[0]), int(h[1])), "?")
    return area


def dir_name(d: int) -> str:
    """A direction (0 N .. 5 NW) as words ("north-east")."""
    return t(DIR_KEYS[d % 6])


# what a pressed button does to a selected colonist, as the button says it
BUTTON_KEYS = {
    "carry": "isola.btn.carry",
    "build": "isola.btn.build",
    "create": "isola.btn.create",
    "carve": "isola.btn.carve",
}


def place_name(step: tuple[Any, ...]) -> str:
    """A board step (a hex, the boat, a geyser's crater) as the keyboard's cursor names it."""
    if step[0] == "boat":
        return t("isola.place.boat")
    area = area_of([step[1], step[2]])
    if step[0] == "geyser":
        return t("isola.place.geyser", dir=dir_name(step[3]), area=area)
    return t("isola.place.hex", area=area)


def step_words(view: dict[str, Any], step: tuple[Any, ...]) -> str:
    """A step of an action that is no board place (game/ui/isola/controller.py), as its
    button says it."""
    kind = step[0]
    if kind in BUTTON_KEYS:
        return t(BUTTON_KEYS[kind], cost=COSTS[kind])
    if kind == "geyser":
        return t("isola.btn.erect", dir=dir_name(step[3]), cost=COSTS["erect"])
    if kind == "take":
        return t("isola.btn.take", cost=view["prayer_cost"])
    if kind == "end":
        return t("isola.btn.end")
    if kind == "pray":
        return t("isola.btn.pray_yes" if step[1] == "yes" else "isola.btn.pray_no")
    return t("isola.btn.rescue_none")


def names_list(names: list[str]) -> str:
    """Words as a list: "A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return t("isola.and", names=t("isola.comma").join(names[:-1]), last=names[-1])


def areas_phrase(areas: list[int]) -> str:
    """ "area 12", "areas 6, 21 and 22"."""
    return t("isola.areas", count=len(areas), areas=names_list([str(a) for a in areas]))


def pieces_phrase(counts: dict[str, int]) -> str:
    """ "2 colonists, 1 village and 3 Moai" (the counts that are not 0)."""
    parts = [t(key, count=counts[k]) for k, key in PIECE_KEYS.items() if counts.get(k)]
    return names_list(parts)


# ---- what erecting a Moai would do (the engine's preview) --------------------------------------

NO_CRACK_KEYS = {
    "cracked": "isola.preview.no_crack_cracked",
    "sea": "isola.preview.no_crack_sea",
    "supply": "isola.preview.no_crack_supply",
}


def preview_lines(view: dict[str, Any], p: dict[str, Any]) -> list[str]:
    """The engine's preview of one erect action (``view["moai_previews"]``) in words: the
    points, the crack, what sinks and whose pieces, the die's chance."""
    lines = []
    if p["villages"]:
        lines.append(
            t(
                "isola.preview.points",
                count=p["points"],
                moai=p["moai"],
                villages=p["villages"],
                area=p["area"],
            )
        )
    else:
        lines.append(t("isola.preview.points_alone", area=p["area"]))
    if p["crack"]:
        (q, r), d = p["hex"], p["edge"]
        dq, dr = DIRECTIONS[d]
        lines.append(
            t("isola.preview.crack", area=area_of([q, r]), other=area_of([q + dq, r + dr]))
        )
    elif p["no_crack"]:
        lines.append(t(NO_CRACK_KEYS[p["no_crack"]]))
    sinks = p["sinks"]
    if p["crack"] and not sinks:
        lines.append(t("isola.preview.whole"))
    if p["why"] == "draw" and len(sinks) == 2:
        a, b = (areas_phrase(part["areas"]) for part in sinks)
        lines.append(t("isola.preview.draw", a=a, b=b))
    elif sinks:
        part = sinks[0]
        lines.append(
            t("isola.preview.sinks", count=len(part["hexes"]), areas=areas_phrase(part["areas"]))
        )
        lost = []
        for seat, player in enumerate(view["players"]):
            pieces = pieces_phrase({k: part[k][seat] for k in ("colonists", "villages", "moai")})
            if pieces:
                lost.append(t("isola.preview.loses", player=player["name"], pieces=pieces))
        lines += lost or [t("isola.preview.empty")]
    volcano, faces = p["eruption"]
    lines.append(t("isola.preview.die", volcano=volcano, faces=faces))
    return lines


# ---- the log ----------------------------------------------------------------------------------


def log_key(event: dict[str, Any]) -> str:
    """The catalogue key of ``event``'s line (counted keys without their plural suffix)."""
    kind = event["k"]
    keys = LOG_KEYS[kind]
    variant = (
        (kind == "setup" and event.get("island") == "random")
        or (kind == "turn" and bool(event.get("final")))
        or (kind in ("move", "carry") and area_of(event.get("src")) == area_of(event.get("dst")))
        or (kind == "erect" and not event.get("villages"))
        or (kind == "split_draw" and event.get("drawn") is None)
    )
    return keys[1] if variant else keys[0]


def log_params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's parameters as the templates use them: names, areas for hexes, directions
    and lists in words, ``count`` for counted lines."""
    p = dict(event)
    kind = p["k"]
    if p.get("seat") is not None and "seat" in p:
        p["player"] = names[p["seat"]]
    if "last" in p:
        p["last_player"] = names[p["last"]]
    for key, out in (("hex", "area"), ("src", "src"), ("dst", "dst"), ("other", "other")):
        if isinstance(event.get(key), list):
            p[out] = area_of(event[key])
    if kind == "land":
        p["area"] = area_of(event.get("dst"))
    if "dir" in p:
        p["dir"] = dir_name(int(p["dir"]))
    if kind == "erect":
        p["dir"] = dir_name(int(p["edge"]))
        p["count"] = p["points"]
    if "sizes" in p:
        p["size_a"], p["size_b"] = sorted(p["sizes"])
    if isinstance(p.get("areas"), list):
        p["areas"] = areas_phrase(p["areas"])
    counts = {
        "end": "ap",
        "take": "held",
        "build": "points",
        "end_triggered": "volcanoes",
    }
    if kind in counts:
        p["count"] = p[counts[kind]]
    if kind == "sink":
        p["count"] = len(event["hexes"])
    if kind == "lost":
        p["pieces"] = pieces_phrase(
            {"colonists": p["colonists"], "villages": p["villages"], "moai": p["moai"]}
        )
    if kind == "double":
        p["count"] = len(p["volcanoes"])
        p["volcanoes"] = names_list([str(v) for v in p["volcanoes"]])
    if kind == "game_over":
        winners = [names[s] for s, r in enumerate(p["ranking"]) if r == 1]
        p["winners"] = names_list(winners)
        p["count"] = len(winners)
    return p


# The log kinds "since your last turn" lists first: Moai, cracks, eruptions and what they
# destroy, land sinking.
BIG = frozenset(("erect", "crack", "erupt", "sink", "destroyed_village", "destroyed_moai"))


# The game's own words for why undo is refused, by reason (game/core/undo.py).
UNDO_WORDS = {REVEALED: "isola.undo.revealed"}


def log_text(event: dict[str, Any], names: list[str]) -> str:
    """One log line for ``event``, with the players' ``names``."""
    try:
        return t(log_key(event), **log_params(event, names))
    except (KeyError, IndexError, ValueError, TypeError):
        return str(event.get("k", ""))


# ---- what a player is asked -------------------------------------------------------------------


def question_text(view: dict[str, Any], kind: str) -> str:
    """The pending question as the player asked reads it (``kind``: prompt or pass)."""
    q = view["question"]
    seat = q["seat"]
    name = view["players"][seat]["name"]
    if q["kind"] == "pray":
        return t(
            QUESTION_KEYS[kind, q["piece"]],
            name=name,
            area=area_of(q["hex"]),
            volcano=q["volcano"],
            count=view["players"][seat]["prayers"],
        )
    areas = sorted({a for a in (area_of(h) for h in q["hexes"]) if isinstance(a, int)})
    return t(
        QUESTION_KEYS[kind, "all" if q["all"] else "one"],
        name=name,
        areas=areas_phrase(areas),
        count=q["on_part"],
    )


def pass_details(view: dict[str, Any], seat: int) -> str:
    """The pass screen's line for ``seat``: what they are asked, that their turn begins (the
    last move's log began it), or that it goes on after another player's answer."""
    q = view.get("question")
    if q is not None and q["seat"] == seat:
        return question_text(view, "pass")
    begun = any(e.get("k") == "turn" and e.get("seat") == seat for e in view.get("events", []))
    key = "isola.pass.new_turn" if begun else "isola.pass.turn"
    return t(key, name=view["players"][seat]["name"], count=view.get("ap", 0))


def prompt(view: dict[str, Any], mode: str) -> str:
    """What the player to move does now (``mode``: the controller's)."""
    if view.get("over"):
        return t("isola.prompt.over")
    if view.get("question") is not None:
        return question_text(view, "prompt")
    return t(PROMPT_KEYS.get(mode, "isola.prompt.turn"))


RULES_KEYS = (
    "isola.rules.goal",
    "isola.rules.turn",
    "isola.rules.erect",
    "isola.rules.eruption",
    "isola.rules.sinking",
    "isola.rules.end",
    "isola.rules.controls",
)


def rules_paragraphs() -> list[str]:
    """The rules for players, in short paragraphs, with the engine's numbers."""
    numbers = {**COSTS, **FINAL_POINTS, "ap": AP_PER_TURN, "prayer_cost": prayer_cost(0)}
    return [t(key, **numbers) for key in RULES_KEYS]


# ---- what chance did -------------------------------------------------------------------------

CHANCE = frozenset({"roll_volcano", "roll_blank", "draw", "double", "split_draw"})


def chance_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The die rolls and token draws among ``events``."""
    return [e for e in events if e.get("k") in CHANCE]


# ---- what the log and the others' moves point at ----------------------------------------------


def log_marks(event: dict[str, Any]) -> dict[str, Any]:
    """What a log line points at on the board (empty if nothing)."""
    hexes: list[tuple[int, int]] = []
    for key in ("hex", "src", "dst"):
        h = event.get(key)
        if isinstance(h, list) and len(h) == 2:
            hexes.append((int(h[0]), int(h[1])))
    other = event.get("other")
    if isinstance(other, list) and len(other) == 2:
        hexes.append((int(other[0]), int(other[1])))
    for key in ("sinks", "hexes"):
        for h in event.get(key) or []:
            if isinstance(h, list) and len(h) == 2:
                hexes.append((int(h[0]), int(h[1])))
    edges: list[tuple[int, int, int]] = []
    edge = event.get("edge")
    if isinstance(edge, list) and len(edge) == 3:
        edges.append((int(edge[0]), int(edge[1]), int(edge[2])))
    if not hexes and not edges:
        return {}
    return {"pointed_hexes": hexes, "pointed_edges": edges}


RECENT_KINDS = frozenset(
    {
        "land",
        "move",
        "carry",
        "build",
        "create",
        "carve",
        "erect",
        "crack",
        "flow",
        "rescue",
        "destroyed_village",
        "destroyed_moai",
    }
)


def recent_marks(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The places the others' moves touched since the player to move last decided."""
    hexes: list[tuple[int, int]] = []
    edges: list[tuple[int, int, int]] = []
    for event in events:
        if event.get("k") not in RECENT_KINDS:
            continue
        if event["k"] == "crack":
            e = event.get("edge")
            if isinstance(e, list) and len(e) == 3 and tuple(e) not in edges:
                edges.append((int(e[0]), int(e[1]), int(e[2])))
            continue
        h = event.get("dst") if event["k"] in ("land", "move", "carry") else event.get("hex")
        if isinstance(h, list) and len(h) == 2 and (h[0], h[1]) not in hexes:
            hexes.append((int(h[0]), int(h[1])))
    return {"recent_hexes": hexes, "recent_edges": edges} if hexes or edges else {}
