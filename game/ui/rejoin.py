"""One-click joining through a PeerJS server, and a guest's rejoin saves (pure part; the page's
side is game/ui/oneclick.py).

- An invitation is one link ``<site>#play=<peer>.<seat>.<secret>``: the host's name on the
  PeerJS server, the seat, and a secret made for this seat's invitation (a stranger who
  guesses the host's name takes no seat). The guest connects to the host's name and says
  ``hello`` (seat and secret); the host ``admit``s it to the seat, or denies it.
- Messages (besides game/ui/remote.py's): guest to host ``{"v", "type": "hello", "seat",
  "secret", "device"}`` (``device``: a random name the guest's browser keeps, so that the host
  tells a rejoin from the same device from the link opened on another; a hello of an earlier
  release has none); host to guest ``{"v", "type": "welcome", "host"}`` (the host's name, before
  the first picture), ``{"v", "type": "denied"}``, or ``{"v", "type": "replaced"}`` to a
  connection that a newer one with the same link took over (then the connection closes).
- The host keeps its peer name and the secrets with its saved game (``Hosting``): not hidden
  state, and a reload listens again under the same name, so the guests' links still work.
- A guest keeps how to rejoin (``Rejoin``: the host's name, the game, its seat's name, the
  link in PeerJS mode), never any game state.

Pure Python: no browser import (tested under CPython).
"""

from __future__ import annotations

import hmac
import json
import re
import secrets
from dataclasses import asdict, dataclass
from typing import Any

from game.core import jsontext
from game.core.registry import names as game_names

# these messages' version: unchanged since protocol 1 (remote.py's PROTOCOL is 2 since its
# pictures may come as changes; a page of the other release is told so by its first picture)
PROTOCOL = 1
PLAY = "#play="
PEER = re.compile(r"[a-z0-9]{20}")
SECRET = re.compile(r"[A-Za-z0-9_-]{22}")
DEVICE = re.compile(r"[A-Za-z0-9_-]{16}")
HELLO_BYTES = 200  # a hello is ~80 bytes
MAX_REJOINS = 20  # a guest's rejoin saves, newest first
MAX_NAME = 40
ANSWERS = ("welcome", "denied", "replaced")  # the host's messages besides remote.py's


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
class Invitation:
    """What a one-click invitation link carries."""

    peer: str
    seat: int
    secret: str

    def fragment(self) -> str:
        return f"{PLAY}{self.peer}.{self.seat}.{self.secret}"


def read_invitation(fragment: str) -> Invitation:
    """The invitation of a link's fragment (``#play=...``); ValueError if it is not one."""
    parts = fragment[len(PLAY) :].split(".") if fragment.startswith(PLAY) else []
    if len(parts) != 3:
        raise ValueError("not an invitation")
    peer, seat, secret = parts
    if not PEER.fullmatch(peer) or not SECRET.fullmatch(secret):
        raise ValueError("a damaged invitation")
    if not (seat.isdecimal() and len(seat) == 1):
        raise ValueError("a damaged invitation")
    return Invitation(peer, int(seat), secret)


def _message(data: dict[str, Any]) -> str:
    return json.dumps({"v": PROTOCOL, **data}, separators=(",", ":"), ensure_ascii=False)


def hello(invitation: Invitation, device: str) -> str:
    """The guest's first message: which seat, the invitation's secret, and this device."""
    seat, secret = invitation.seat, invitation.secret
    return _message({"type": "hello", "seat": seat, "secret": secret, "device": device})


def welcome(host_name: str) -> str:
    return _message({"type": "welcome", "host": host_name})


def denied() -> str:
    return _message({"type": "denied"})


def replaced() -> str:
    """To a guest's connection that another one (the same link, newer) took over."""
    return _message({"type": "replaced"})


def admit(text: Any, seats: dict[int, str]) -> tuple[int, str] | None:
    """The seat a guest's first message ``text`` asks for, if it carries that seat's secret
    (``seats``: each seat's secret), and the device it says ("" from an earlier release's
    page, which says none); None for anything else."""
    if not isinstance(text, str) or len(text) > HELLO_BYTES:
        return None
    try:
        data = jsontext.loads(text, max_depth=1)
    except ValueError:
        return None
    keys = {"v", "type", "seat", "secret"}
    if not isinstance(data, dict) or set(data) not in (keys, keys | {"device"}):
        return None
    seat, secret, device = data["seat"], data["secret"], data.get("device", "")
    if not isinstance(device, str) or (device and not DEVICE.fullmatch(device)):
        return None
    if data["v"] != PROTOCOL or data["type"] != "hello" or not isinstance(secret, str):
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in seats:
        return None
    # (compare_digest: no timing to learn the secret from)
    if not hmac.compare_digest(secret.encode(), seats[seat].encode()):
        return None
    return seat, device


def host_answer(text: str) -> tuple[str, str]:
    """A host's ``welcome``, ``denied`` or ``replaced`` as (kind, the host's name if
    welcome); ("", "") for any other message (a picture: game/ui/remote.py reads it)."""
    if len(text) > 400 or not any(f'"type":"{kind}"' in text for kind in ANSWERS):
        return "", ""
    try:
        data = jsontext.loads(text, max_depth=1)
    except ValueError:
        return "", ""
    if not isinstance(data, dict) or data.get("v") != PROTOCOL:
        return "", ""
    if data.get("type") in ("denied", "replaced"):
        return str(data["type"]), ""
    host = data.get("host")
    if data.get("type") == "welcome" and isinstance(host, str):
        return "welcome", host[:MAX_NAME]
    return "", ""


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
        read_invitation("#" + link.split("#", 1)[1] if "#" in link else "")
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
