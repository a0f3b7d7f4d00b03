"""Terremoto's words in the player's language: log lines, the prompt, the plays of this turn,
the pass-the-device line and what just happened.

Log lines are the front end's own catalogue templates, ``terremoto.log.<kind>`` for each
kind of the engine's events (counted lines with plural forms); their parameters (card names,
lists of names) come from the catalogue too, so a translation only adds entries. The English
of the log is the game's English catalogue (lang/en.py), the engine has none. Pure Python:
tested under CPython.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import visible_to
from game.core.undo import REVEALED
from game.terremoto.cards import (
    CLONE_KEY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPPORTUNITY_DRAW,
    PLAYS_PER_TURN,
    PROSPER_POINTS,
    SPECIALS,
    SUITS,
    TARGETS,
    decks_for,
    target_for,
)

from ..i18n import t
from .controller import preview_of

# The catalogue key of each engine event kind's line (counted keys without their plural
# suffix); a test holds every event of random games to it, and it to every catalogue.
LOG_KEYS: dict[str, tuple[str, ...]] = {
    kind: (f"terremoto.log.{kind}",)
    for kind in (
        "setup",
        "first",
        "turn",
        "discard_table",
        "group",
        "group_clones",
        "clones",
        "earthquake",
        "opportunity",
        "prosper",
        "time_warp",
        "end_plays",
        "draw",
        "drew",
        "no_draw",
        "reshuffle",
        "piles_empty",
        "empty_hand",
        "win",
        "limit",
    )
}


def card_name(key: str, count: int = 1) -> str:
    """A card kind's name for ``count`` cards ("blue wizard", "clones", "Time Warp")."""
    return t(f"terremoto.card.{key}", count=count)


def kind_class(key: str) -> str:
    """A card kind's family: "suit", "clone" or "special"."""
    if key in SUITS:
        return "suit"
    return "clone" if key == CLONE_KEY else "special"


def effect(key: str) -> str:
    """What a card does (its tooltip)."""
    if key in SPECIALS:
        return t(f"terremoto.effect.{key}", draw=OPPORTUNITY_DRAW, points=PROSPER_POINTS)
    return t(f"terremoto.effect.{kind_class(key)}")


def preview_text(p: dict[str, Any]) -> str:
    """What a play would score (the controller's ``preview_of``), as the hand tray says it."""
    if "suit" not in p:
        return t("terremoto.preview.prosper", points=p["points"])
    params = {
        "cards": p["cards"],
        "clones": p["clones"],
        "suit_name": card_name(p["suit"], p["cards"]),
        "suit_plural": card_name(p["suit"], 2),
        "clone_name": card_name(CLONE_KEY, p["clones"]),
        "size": p["size"],
        "tally": p["count"],
        "points": p["points"],
    }
    kind = "group" if not p["clones"] else "clones" if not p["cards"] else "group_clones"
    return plural(f"terremoto.preview.{kind}", p["points"], **params)


def play_words(view: dict[str, Any], notation: str) -> str:
    """A legal play as the hand tray words it once chosen: what it scores, or what its
    special card does; End plays as its button says it."""
    if notation == "end":
        return t("terremoto.btn.end")
    preview = preview_of(view, notation)
    if preview is not None:
        return preview_text(preview)
    key = notation.split()[1]
    return t("terremoto.card_effect", name=card_name(key), effect=effect(key))


def plural(key: str, count: int, **params: Any) -> str:
    """A counted key's form for ``count`` (the catalogue's plural rule, game/ui/i18n.py)."""
    return t(key, count=count, **params)


def names_list(names: list[str]) -> str:
    """The names as a list: "Ada", "Ada and Bruno", "Ada, Bruno and Cleo"."""
    if len(names) <= 1:
        return "".join(names)
    return t("terremoto.and", names=t("terremoto.comma").join(names[:-1]), last=names[-1])


def log_key(event: dict[str, Any]) -> str:
    """The catalogue key of ``event``'s line (counted keys without their plural suffix)."""
    return f"terremoto.log.{event['k']}"


def log_params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's raw parameters made readable: names, card names, lists."""
    p = dict(event)
    if "seat" in p:
        p["player"] = names[p["seat"]]
    if "seats" in p:
        p["winners"] = names_list([names[s] for s in p["seats"]])
    if "suit" in p:
        p["suit_name"] = card_name(p["suit"], p.get("cards", 1))
        p["suit_plural"] = card_name(p["suit"], 2)
    if "clones" in p:
        p["clone_name"] = card_name(CLONE_KEY, p["clones"])
    if "cards" in p and isinstance(p["cards"], list):
        listed = [card_name(k) for k in p["cards"]]
        p["card_list"] = t("terremoto.comma").join(listed) if listed else t("terremoto.nothing")
    if p["k"] == "setup":
        p["count"] = p["decks"]
    elif p["k"] == "limit":
        p["count"] = len(p["seats"])
    return p


# The log kinds "since your last turn" lists first: the table cleared, the end.
BIG = frozenset(("earthquake", "win", "limit"))


# The game's own words for why undo is refused, by reason (game/core/undo.py).
UNDO_WORDS = {REVEALED: "terremoto.undo.revealed"}


def log_text(event: dict[str, Any], names: list[str]) -> str:
    """One log line for ``event``, with the players' ``names``."""
    try:
        return t(log_key(event), **log_params(event, names))
    except (KeyError, IndexError, ValueError):
        return str(event.get("k", ""))


# ---- the turn ---------------------------------------------------------------------------------


def plays_left(view: dict[str, Any]) -> int:
    """Plays still owed this turn (T3.2): two, less those made (none under Time Warp once two
    are made)."""
    return max(0, PLAYS_PER_TURN - int(view["plays"]))


def prompt(view: dict[str, Any]) -> str:
    """What the player to move is asked now."""
    if view.get("over"):
        return t("terremoto.prompt.over")
    left = plays_left(view)
    if view.get("warp"):
        if view.get("can_end"):
            return t("terremoto.prompt.warp_end")
        return plural("terremoto.prompt.warp", left)
    return plural("terremoto.prompt.plays", left)


def plays_line(view: dict[str, Any]) -> str:
    """The plays of this turn, for everyone: "1 play made · 1 left" or "Time Warp: ..."."""
    made = int(view["plays"])
    if view.get("warp"):
        return plural("terremoto.plays.warp", made)
    return t("terremoto.plays.normal", made=made, left=plays_left(view))


def goal(target: int | None) -> str:
    """How to play's goal: the game's ``target``, or before a game (None) the target of one
    deck and of two, and the options', as the engine sets them (T1.4)."""
    if target is not None:
        return t("terremoto.rules.goal", target=target)
    counts = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    one = [n for n in counts if decks_for(n) == 1]
    two = [n for n in counts if decks_for(n) == 2]
    options = sorted({target_for(two[0], [o]) for o in TARGETS} - {target_for(two[0])})
    return t(
        "terremoto.rules.goal_any",
        one=target_for(one[0]),
        one_from=one[0],
        one_to=one[-1],
        two=target_for(two[0]),
        two_from=two[0],
        two_to=two[-1],
        options=names_list([str(o) for o in options]),
    )


def pass_details(view: dict[str, Any], seat: int) -> str:
    """The pass screen's line about ``seat``: "Score 43 of 100 · 7 cards in hand"."""
    p = view["players"][seat]
    return plural("terremoto.pass", p["hand_size"], score=p["score"], target=view["target"])


# ---- what just happened ----------------------------------------------------------------------

# Events worth showing under the controls: all but the setup.
NOTABLE = frozenset(LOG_KEYS) - {"setup"}
RECENT_MAX = 12


def recent_events(
    step_events: list[list[dict[str, Any]]], upto: int, viewer: int | None
) -> list[dict[str, Any]]:
    """What happened lately (oldest first), as ``viewer`` may see it (None: public events
    only), up to step ``upto``: the previous turn and this one so far (at most
    ``RECENT_MAX`` events)."""
    out: list[dict[str, Any]] = []
    turns = 0
    for step in range(upto, -1, -1):
        for event in reversed(step_events[step]):
            if event.get("k") not in NOTABLE or not visible_to(event, viewer):
                continue
            out.append(event)
            if event["k"] == "turn":
                turns += 1
                if turns == 2:
                    return out[::-1][-RECENT_MAX:]
    return out[::-1][-RECENT_MAX:]
