"""What one-link mode (a PeerJS server) keeps, and a guest's rejoin saves (pure part; the
host's end is game/ui/channel.py, the guest's game/ui/joining.py; the hello that binds a
connection to its seat, and the host's answers, are game/ui/remote.py's messages).

- A one-link invitation is ``<site>#play=<peer>.<seat>.<secret>`` (``PlayLink``): the host's
  name on the PeerJS server, the seat, and a secret made for this seat's invitation (a
  stranger who guesses the host's name takes no seat).
- The host keeps its peer name and the secrets with its saved game (``Hosting``): not hidden
  state, and a reload listens again under the same name, so the guests' links still work.
- A guest keeps how to rejoin (``Rejoin``: the host's name, the game, its seat's name, the
  link in PeerJS mode), never any game state.

Pure Python: no browser import (tested under CPython).
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import asdict, dataclass
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
    """What a one-link invitation carries."""

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
    if not PEER.fullmatch(peer) or not SECRET.fullmatch(secret):
        raise ValueError("a damaged invitation")
    if not (seat.isdecimal() and len(seat) == 1):
        raise ValueError("a damaged invitation")
    return PlayLink(peer, int(seat), secret)


# ---- what the host keeps with its saved game ------------------------------------------------


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
    data: Any = None
    if isinstance(text, str) and len(text) < 2000:
        try:
            data = jsontext.loads(text, max_depth=2)
        except ValueError:
            data = None
    data = data if isinstance(data, dict) else {}
    peer = data.get("peer")
    kept = data.get("secrets")
    kept = kept if isinstance(kept, dict) else {}
    found = {seat: kept.get(str(seat)) for seat in seats}
    return Hosting(
        peer if isinstance(peer, str) and PEER.fullmatch(peer) else new_peer(),
        {
            seat: secret if isinstance(secret, str) and SECRET.fullmatch(secret) else new_secret()
            for seat, secret in found.items()
        },
    )


# ---- what a guest keeps ---------------------------------------------------------------------


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
        if not isinstance(item, dict):
            continue
        texts = [item.get(k) for k in ("host", "game", "seat", "link")]
        if not all(isinstance(x, str) for x in texts):
            continue
        host, game, seat, link = (str(x) for x in texts)
        when = item.get("when")
        if game not in game_names() or not isinstance(when, (int, float)):
            continue
        if link and not _one_click(link):
            continue
        found.append(Rejoin(host[:MAX_NAME], game, seat[:MAX_NAME], link, float(when)))
    return sorted(found, key=lambda r: -r.when)[:MAX_REJOINS]


def _one_click(link: str) -> bool:
    try:
        read_play_link("#" + link.split("#", 1)[1] if "#" in link else "")
    except ValueError:
        return False
    return link.startswith(("https://", "http://"))


def remembered(items: list[Rejoin], new: Rejoin) -> str:
    """The rejoin saves with ``new`` first (in place of an older one for the same link, or,
    in manual mode, the same host, game and seat), as text."""
    same = (new.host, new.game, new.seat)
    kept = [
        r
        for r in items
        if not (r.link == new.link if new.link else not r.link and (r.host, r.game, r.seat) == same)
    ]
    return json.dumps([asdict(r) for r in [new, *kept][:MAX_REJOINS]], ensure_ascii=False)


def without(items: list[Rejoin], gone: Rejoin) -> str:
    """The rejoin saves without ``gone``, as text."""
    return json.dumps([asdict(r) for r in items if r != gone], ensure_ascii=False)
