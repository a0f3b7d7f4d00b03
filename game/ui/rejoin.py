"""What one-link mode (a PeerJS server) keeps, and a guest's rejoin saves: pure Python, no
browser import (the host's end is game/ui/channel.py, the guest's game/ui/joining.py). The host
keeps its ``Hosting`` with its saved game: a reload listens again under the same name, so the
guests' links still work.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import asdict, dataclass, replace
from typing import Any

from game.core import jsontext
from game.core.registry import names as game_names

from .remote import SECRET

PLAY = "#play="
PEER = re.compile(r"[a-z0-9]{20}")
MAX_REJOINS = 20  # a guest's rejoin saves, newest first
MAX_NAME = 40


def new_peer() -> str:
    """A name for the host on the PeerJS server, hard to guess."""
    return secrets.token_hex(10)


def new_secret() -> str:
    """A secret for one seat's invitation (128 bits)."""
    return secrets.token_urlsafe(16)


def new_device() -> str:
    """A name for this browser's device, which it keeps (96 bits)."""
    return secrets.token_urlsafe(12)


@dataclass(frozen=True)
class PlayLink:
    """A one-link invitation, ``<site>#play=<peer>.<seat>.<secret>``: the host's name on the
    PeerJS server, the seat, and that seat's secret (guessing the name takes no seat)."""

    peer: str
    seat: int
    secret: str

    def fragment(self) -> str:
        return f"{PLAY}{self.peer}.{self.seat}.{self.secret}"


def read_play_link(fragment: str) -> PlayLink:
    """The invitation of a link's fragment (``#play=...``); ValueError if it is not one."""
    parts = fragment[len(PLAY) :].split(".") if fragment.startswith(PLAY) else []
    if len(parts) != 3:
        raise ValueError("not an invitation")
    peer, seat, secret = parts
    if not (PEER.fullmatch(peer) and SECRET.fullmatch(secret) and re.fullmatch(r"\d", seat)):
        raise ValueError("a damaged invitation")
    return PlayLink(peer, int(seat), secret)


@dataclass
class Hosting:
    """The host's name on the PeerJS server and each remote seat's invitation secret."""

    peer: str
    secrets: dict[int, str]

    def text(self) -> str:
        data = {"peer": self.peer, "secrets": {str(k): v for k, v in self.secrets.items()}}
        return json.dumps(data, separators=(",", ":"))


def hosting(text: Any, seats: list[int]) -> Hosting:
    """The hosting kept as ``text`` (None: none yet) for the remote ``seats``: what is
    missing or damaged is made new (a damaged secret: that seat needs its new link)."""
    readable = isinstance(text, str) and len(text) < 2000
    try:
        data = jsontext.loads(text, max_depth=2) if readable else {}
    except ValueError:
        data = {}
    data = data if isinstance(data, dict) else {}
    peer, kept = data.get("peer"), data.get("secrets")
    found = [(seat, kept.get(str(seat)) if isinstance(kept, dict) else None) for seat in seats]
    return Hosting(
        peer if isinstance(peer, str) and PEER.fullmatch(peer) else new_peer(),
        {k: s if isinstance(s, str) and SECRET.fullmatch(s) else new_secret() for k, s in found},
    )


@dataclass(frozen=True)
class Rejoin:
    """How this device rejoins a game another device holds: never any of its state."""

    host: str
    game: str
    seat: str  # the seat's player name
    link: str  # the one-click invitation ("" in manual mode: the host makes a new one)
    when: float  # the last time this device played it (ms since 1970)


def rejoins(text: Any) -> list[Rejoin]:
    """The rejoin saves kept as ``text``, newest first; damaged entries are left out."""
    try:
        data = jsontext.loads(text, max_depth=2) if isinstance(text, str) else []
    except ValueError:
        data = []
    found: list[Rejoin] = []
    for item in data if isinstance(data, list) else []:
        item = item if isinstance(item, dict) else {}
        host, game, seat, link, when = map(item.get, ("host", "game", "seat", "link", "when"))
        if not (isinstance(host, str) and isinstance(seat, str) and isinstance(link, str)):
            continue
        if game in game_names() and isinstance(when, (int, float)) and _rejoinable(link):
            found.append(Rejoin(host[:MAX_NAME], str(game), seat[:MAX_NAME], link, float(when)))
    return sorted(found, key=lambda r: -r.when)[:MAX_REJOINS]


def _rejoinable(link: str) -> bool:  # (no link in manual mode, see Rejoin.link)
    try:
        read_play_link("#" + link.split("#", 1)[1] if "#" in link else "")
    except ValueError:
        return not link
    return link.startswith(("https://", "http://"))


def remembered(items: list[Rejoin], new: Rejoin) -> str:
    """The rejoin saves with ``new`` first (in place of an older one for the same link, or,
    in manual mode, the same host, game and seat), as text."""
    old = [r for r in items if (r.link != new.link if new.link else r != replace(new, when=r.when))]
    return json.dumps([asdict(r) for r in [new, *old][:MAX_REJOINS]], ensure_ascii=False)


def without(items: list[Rejoin], gone: Rejoin) -> str:
    """The rejoin saves without ``gone``, as text."""
    return json.dumps([asdict(r) for r in items if r != gone], ensure_ascii=False)
