"""L'Isola dei Vulcani actions as small values with a text notation that round-trips.

Hexes are written ``q,r`` (axial coordinates, the same on every island), a geyser as its hex
and the edge it faces, ``q,r:d`` with d in 0..5 (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW)::

    move boat>1,-2         a colonist leaves its boat for a hex of its bay (I6.1)
    move 1,-2>1,-1         a colonist moves to the neighbouring hex (I6.1)
    carry 1,-2>1,-1        a colonist moves together with one of its lying Moai (I6.2)
    build 1,-1             a village on the lava under an own colonist (I6.3)
    create 1,-1            a colonist from the reserve, beside an own colonist, in an own village
    carve 1,-1             a lying Moai on the lava under an own colonist (I6.5)
    erect 1,0:5            an own lying Moai stands on the geyser of (1,0) facing NW (I6.6)
    take prayer            a prayer token from the supply (I6.7)
    end                    end the turn (I5.3)
    pray yes | pray no     spend a prayer token on the threatened piece, or not (I8.5, I16.2)
    rescue -2,4 | rescue none    rescue colonists from a sinking part to a hex, or not (I9.3)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..core.errors import NotationError
from ..core.hexgrid import Hex

KINDS = ("move", "carry", "build", "create", "carve", "erect", "take", "end", "pray", "rescue")


class Action(NamedTuple):
    """One decision.

    ``at``: the hex acted on or moved from (None: the boat); ``to``: the hex moved or rescued
    to (None: rescue declined); ``edge``: the geyser's edge (erect); ``yes``: spend a prayer.
    """

    kind: str
    at: Hex | None = None
    to: Hex | None = None
    edge: int = -1
    yes: bool = False

    def __str__(self) -> str:
        k = self.kind
        if k in ("move", "carry"):
            src = "boat" if self.at is None else _hex_text(self.at)
            return f"{k} {src}>{_hex_text(self.to)}"
        if k in ("build", "create", "carve"):
            return f"{k} {_hex_text(self.at)}"
        if k == "erect":
            return f"erect {_hex_text(self.at)}:{self.edge}"
        if k == "take":
            return "take prayer"
        if k == "pray":
            return "pray yes" if self.yes else "pray no"
        if k == "rescue":
            return "rescue none" if self.to is None else f"rescue {_hex_text(self.to)}"
        return k


def _hex_text(h: Hex | None) -> str:
    if h is None:
        return "?"
    return f"{h[0]},{h[1]}"


_HEX = re.compile(r"(-?\d{1,3}),(-?\d{1,3})$")
_GEYSER = re.compile(r"(-?\d{1,3}),(-?\d{1,3}):([0-5])$")


def _hex(text: str) -> Hex:
    m = _HEX.match(text)
    if not m:
        raise NotationError(f"{text[:20]!r} is not a hex like 1,-2")
    return (int(m[1]), int(m[2]))


def _move(text: str, boat: bool) -> tuple[Hex | None, Hex]:
    parts = text.split(">")
    if len(parts) != 2:
        raise NotationError(f"{text[:20]!r} is not a move like 1,-2>1,-1")
    if parts[0] == "boat" and boat:
        return None, _hex(parts[1])
    return _hex(parts[0]), _hex(parts[1])


def parse_action(text: object) -> Action:
    """The action written as ``text``; raises NotationError for anything else."""
    if not isinstance(text, str) or len(text) > 40:
        raise NotationError("an action is a short text")
    words = text.split()
    if not words:
        raise NotationError("empty action")
    k, args = words[0], words[1:]
    want = {"end": 0}.get(k, 1)
    if k in KINDS and len(args) != want:
        raise NotationError(f"{k!r} takes {want} argument(s)")
    if k in ("move", "carry"):
        at, to = _move(args[0], boat=k == "move")
        return Action(k, at, to)
    if k in ("build", "create", "carve"):
        return Action(k, _hex(args[0]))
    if k == "erect":
        m = _GEYSER.match(args[0])
        if not m:
            raise NotationError(f"{args[0][:20]!r} is not a geyser like 1,0:5")
        return Action("erect", (int(m[1]), int(m[2])), edge=int(m[3]))
    if k == "take":
        if args[0] != "prayer":
            raise NotationError("write 'take prayer'")
        return Action("take")
    if k == "end":
        return Action("end")
    if k == "pray":
        if args[0] not in ("yes", "no"):
            raise NotationError("write 'pray yes' or 'pray no'")
        return Action("pray", yes=args[0] == "yes")
    if k == "rescue":
        return Action("rescue") if args[0] == "none" else Action("rescue", to=_hex(args[0]))
    raise NotationError(f"{text[:20]!r} is not an action of L'Isola dei Vulcani")
