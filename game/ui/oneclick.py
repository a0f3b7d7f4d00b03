"""One-click joining, where the site's owner runs a PeerJS server (``volcanoNet.settings()
.peerjs``): the page's side (game/ui/rejoin.py: the links, the hello and the secret check;
game/ui/together.py: the invitations panel and the game's messages).

- The host listens on the server under its game's name (kept with the saved game, so that a
  reload listens under the same one) and shows, per remote seat, one link and its QR code.
  A connection is bound to a seat only once it says that seat's secret; anything else is
  denied and closed.
- A guest connects to the host's name and says hello; a lost connection is tried again by
  itself (a bounded backoff, said on screen), and so is a reload of its page (the link is
  kept in the tab's sessionStorage). Each game joined is kept in its rejoin saves
  (localStorage: never any game state), listed on the start screen.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import to_js

from . import together
from .dom import button, clear, el
from .guard import once, proxy, spawn
from .i18n import t
from .page import notify, now_ms, refuse
from .rejoin import (
    DEVICE,
    PLAY,
    Hosting,
    Invitation,
    Rejoin,
    admit,
    denied,
    hello,
    host_answer,
    hosting,
    new_device,
    new_secret,
    read_invitation,
    rejoins,
    remembered,
    replaced,
    welcome,
    without,
)
from .remote import RemoteTable, SeatLink
from .seats import remote_seats

RETRY_MS = (500, 1000, 2000, 4000)  # a guest's waits between tries, then the last one again
# How long each try waits for the channel to open, then the last one again. The first is
# short: an offer can reach no one (sent, it seems, while the server still held the name of
# a host page that had just closed) and then hung for the whole 20 s (measured: a guest back
# 23 s after the host's reload instead of 3-4 s).
OPEN_MS = (6000, 12_000, 20_000)
MAX_TRIES = 150  # about ten minutes: then the start screen's list rejoins with one click
HELLO_WAIT_MS = 10_000  # a connection that has not said hello this long is closed
DENIED_CLOSE_MS = 500  # the denial's time to arrive before its connection closes
HOSTING_KEY = "volcano:hosting:"  # + the game's id (localStorage)
REJOIN_KEY = "volcano:rejoin"  # localStorage
JOINED_KEY = "volcano:joined"  # the link this tab plays by (sessionStorage)
DEVICE_KEY = "volcano:device"  # this browser's device name in a hello (localStorage)
STOP = {"bad-name", "unsupported", "no-server-set"}  # net.js's codes not worth a retry

Show = Callable[[RemoteTable, Callable[[str], None]], Any]

_hosted: dict[str, Any] = {"screen": None, "hosting": None, "unbound": set()}
_joined: dict[str, Any] = {"invitation": None, "link": "", "conn": None, "host": "", "try": 0}


def _net() -> Any:
    return js.window.volcanoNet


def server() -> bool:
    """Whether the site's owner set a PeerJS server."""
    try:
        return isinstance(_net().settings().peerjs, str)
    except Exception:  # no net.js on this page
        return False


def _code(error: Exception) -> str:
    return str(getattr(getattr(error, "js_error", None), "code", ""))


def _taken(kind: str, conn: str, event: Any) -> bool:
    """together.py's events, seen here first: True if this module took it."""
    if conn == _joined["conn"] and _joined["invitation"] is not None:
        return _guest_event(kind, conn, event)
    return _host_event(kind, conn, event)


together.first.append(_taken)


# ---- the host ----------------------------------------------------------------------------------


def host(current: together.Screen) -> None:
    """A game was put on the screen: its invitations, one link per seat where a PeerJS
    server is set (otherwise together.py's, answered by hand)."""
    together.keep("session", JOINED_KEY, None)  # this tab holds a game: no rejoining on reload
    _joined.update(invitation=None, conn=None)
    seats = remote_seats(current.session.record.config)
    _let_go()
    if not seats or not server():
        together.host(current)
        if server():
            _net().unlisten()
        return
    key = HOSTING_KEY + current.game_id
    kept = hosting(together.kept("local", key), seats)
    together.keep("local", key, kept.text())
    _hosted.update(screen=current, hosting=kept)

    def invite(seat: int) -> None:
        together.invites(current)[seat] = together.Invite(seat, seat, secret=kept.secrets[seat])

    together.host(current, invite)
    spawn(_listen(current, kept))


def _let_go() -> None:
    """Hold no game for others here any more: connections that never said hello close."""
    _hosted.update(screen=None, hosting=None)
    for conn in list(_hosted["unbound"]):
        _close_unbound(conn)


def _hosting(current: together.Screen, kept: Hosting) -> bool:
    return _hosted["screen"] is current and _hosted["hosting"] is kept


async def _listen(current: together.Screen, kept: Hosting) -> None:
    """On the server under the game's name (tried again while it cannot be), then the links."""
    tries = 0
    while _hosting(current, kept):
        try:
            await _net().listen(kept.peer, together.guest_bound())
            break
        except Exception as error:
            if not _hosting(current, kept):
                return
            problem = t("remote.server_retry")
            if _code(error) in STOP:
                problem, tries = t("remote.failed", error=t("remote.error.unknown")), -1
            for invite in together.invites(current).values():
                invite.problem = problem
            together.render(current)
            if tries < 0:
                return
            await asyncio.sleep(RETRY_MS[min(tries, len(RETRY_MS) - 1)] / 1000)
            tries += 1
    for invite in list(together.invites(current).values()):
        if invite.secret:  # (not a watcher's invitation, answered by hand)
            invite.problem = ""
            await _show_link(current, kept, invite)
    together.render(current)


async def _show_link(current: together.Screen, kept: Hosting, invite: together.Invite) -> None:
    assert invite.seat is not None  # (a seat's: watchers are invited by hand)
    link = _site() + Invitation(kept.peer, invite.seat, invite.secret).fragment()
    await together.show_link(invite, link)


def _site() -> str:
    return str(js.location.href).split("#")[0]


def command(current: together.Screen, cmd: dict[str, Any]) -> bool:
    """ "New link" for a seat (the old link stops working); False if ``cmd`` is not it."""
    if "invite_renew" not in cmd:
        return False
    kept = _hosted["hosting"]
    invite = together.invites(current).get(cmd["invite_renew"])
    if invite is None or not invite.secret or not _hosting(current, kept):
        return True
    invite.secret = kept.secrets[invite.seat] = new_secret()
    together.keep("local", HOSTING_KEY + current.game_id, kept.text())
    if invite.conn is not None:  # the device playing by the old link is let go, told why
        old = invite.conn
        together.send(old, denied())
        js.setTimeout(once(lambda: _net().close(old)), DENIED_CLOSE_MS)
        invite.conn = invite.channel = None
        together.send_presence()
    invite.device, invite.moved = "", False

    async def renew() -> None:
        await _show_link(current, kept, invite)
        together.render(current)
        notify(t("remote.new_link_made"))

    spawn(renew())
    return True


def _host_event(kind: str, conn: str, event: Any) -> bool:
    current = together.hosting()
    if current is None or _hosted["screen"] is not current:
        return False
    invites = together.invites(current)
    unbound: set[str] = _hosted["unbound"]
    # (a connection of an invitation answered by hand, a watcher's, is together.py's)
    if kind == "open" and all(conn not in (i.conn, i.offer) for i in invites.values()):
        unbound.add(conn)
        js.setTimeout(once(lambda: _close_unbound(conn)), HELLO_WAIT_MS)
        return True
    if conn not in unbound:
        return False
    if kind in ("message", "refused"):  # (refused: too large or not text)
        unbound.discard(conn)
        text = str(event.text) if kind == "message" else None
        _admit(current, invites, conn, text)
    elif kind == "closed":
        unbound.discard(conn)
    return True


def _close_unbound(conn: str) -> None:
    if conn in _hosted["unbound"]:
        _hosted["unbound"].discard(conn)
        _net().close(conn)


def _admit(
    current: together.Screen, invites: dict[int, together.Invite], conn: str, text: str | None
) -> None:
    """Bind ``conn`` to the seat whose secret its hello says; deny it anything else."""
    admitted = admit(text, {k: invite.secret for k, invite in invites.items() if invite.secret})
    if admitted is None:
        together.send(conn, denied())
        js.setTimeout(once(lambda: _net().close(conn)), DENIED_CLOSE_MS)
        return
    seat, device = admitted
    invite = invites[seat]
    # the seat's link, opened on another device than the one that last played it: the host
    # is told (a rejoin from the same device, or a page that says no device, is not news)
    invite.moved = bool(device and invite.device and device != invite.device)
    invite.device = device or invite.device
    if invite.conn is not None:  # a reloaded page's, not closed yet, or another tab's
        old, invite.conn, invite.channel = invite.conn, None, None
        together.send(old, replaced())  # (that tab stops trying again)
        js.setTimeout(once(lambda: _net().close(old)), DENIED_CLOSE_MS)
    invite.conn, invite.lost, invite.problem = conn, False, ""
    invite.channel = SeatLink(current.session, seat)
    together.send(conn, welcome(_host_name(current)))
    together.send(conn, invite.channel.picture())
    together.send_presence()
    together.render(current)


def _host_name(current: together.Screen) -> str:
    """Who holds the game: the first seat played at this device (else the first seat)."""
    names = current.session.names
    players = current.session.record.config.get("players") or []
    remote = set(remote_seats(current.session.record.config))
    computers = {k for k, p in enumerate(players) if isinstance(p, dict) and p.get("computer")}
    here = [k for k in range(len(names)) if k not in remote | computers]
    return str(names[here[0] if here else 0])


# ---- a guest -----------------------------------------------------------------------------------


def join(fragment: str, show: Show) -> None:
    """Open the one-click invitation of a link's ``fragment``: connect to its host, say
    hello, and ``show`` the game when its first picture comes."""
    try:
        invitation = read_invitation(fragment)
    except ValueError:
        refuse(t("remote.bad_invitation", error=t("remote.error.damaged")))
        return
    if not server():
        refuse(t("remote.bad_invitation", error=t("remote.error.no_server")))
        return
    _let_go()
    card = together.be_guest(show)
    card.appendChild(el("p", "muted", t("remote.joining_host"), id="join-status", role="status"))
    link = _site() + invitation.fragment()
    together.keep("session", JOINED_KEY, link)
    _joined.update(invitation=invitation, link=link, conn=None, host="", tries=0)
    spawn(_connect(invitation))


def rejoin_after_reload(show: Show) -> None:
    """This tab played a game by a one-click link before its reload: join it again."""
    link = together.kept("session", JOINED_KEY)
    if link and "#" in link and not str(js.location.hash):
        join("#" + link.split("#", 1)[1], show)


async def _connect(invitation: Invitation, again: bool = False) -> None:
    """Reach the host (again and again, waiting longer each time up to RETRY_MS's last);
    ``again`` after a lost connection: the first try waits RETRY_MS's first (a host page
    that just closed may still hold its name on the server for a moment)."""
    tries = 0
    if again:
        await asyncio.sleep(RETRY_MS[0] / 1000)
    while _joined["invitation"] is invitation:
        try:
            wait = {"timeoutMs": OPEN_MS[min(tries, len(OPEN_MS) - 1)]}
            made = await _net().connect(
                invitation.peer, to_js(wait, dict_converter=js.Object.fromEntries)
            )
        except Exception as error:
            if _joined["invitation"] is not invitation:
                return
            if _code(error) in STOP:
                _give_up(t("remote.failed", error=t("remote.error.unsupported")))
                return
            if tries >= MAX_TRIES:  # the host is gone for good, it seems
                _give_up(t("remote.host_lost"))
                return
            _say(t("remote.reconnecting"))
            await asyncio.sleep(RETRY_MS[min(tries, len(RETRY_MS) - 1)] / 1000)
            tries += 1
            continue
        if _joined["invitation"] is not invitation:
            _net().close(made.id)
            return
        conn = _joined["conn"] = together.guest().conn = str(made.id)
        together.send(conn, hello(invitation, _device()))
        return


def _device() -> str:
    """This browser's device name (made once, then kept): the host tells a rejoin from the
    same device from the link opened on another."""
    name = together.kept("local", DEVICE_KEY)
    if not name or not DEVICE.fullmatch(name):
        name = new_device()
        together.keep("local", DEVICE_KEY, name)
    return name


def _say(words: str) -> None:
    """How joining goes: on the join card, or on the line above the game (seat_status)."""
    status = js.document.getElementById("join-status")
    guest = together.guest()
    if status:
        status.textContent = words
    elif guest.screen is not None:
        guest.state = words
        guest.screen.refresh()
    else:
        notify(words, error=True)


def _give_up(words: str) -> None:
    _joined.update(invitation=None, conn=None)
    together.keep("session", JOINED_KEY, None)
    guest = together.guest()
    guest.conn = None
    dialog = js.document.getElementById("join-dialog")
    if dialog:
        dialog.remove()
    if guest.screen is not None:
        guest.state = words
        guest.screen.lost = True
        guest.screen.refresh()
    else:
        refuse(words)


def _guest_event(kind: str, conn: str, event: Any) -> bool:
    guest = together.guest()
    if kind == "message":
        answer, host_name = host_answer(str(event.text))
        if answer == "welcome":
            _joined["host"] = host_name
        elif answer in ("denied", "replaced"):
            _give_up(t("remote.denied" if answer == "denied" else "remote.replaced"))
            _net().close(conn)
        return bool(answer)  # (a picture: together.py reads it)
    if kind == "closed" and guest.conn != conn:  # this page left the game (another opened)
        _joined.update(invitation=None, conn=None)
        together.keep("session", JOINED_KEY, None)
        return True
    if kind == "closed" and guest.table is not None and guest.table.over():
        _give_up(t("remote.host_lost"))  # (the end is all on this page: nothing to wait for)
        return True
    if kind == "closed":
        guest.conn = _joined["conn"] = None
        guest.table = None  # the next connection starts with a whole picture
        if guest.screen is not None:
            guest.screen.lost = True
            guest.screen.refresh()
        if _joined["invitation"] is not None:
            _say(t("remote.reconnecting"))
            spawn(_connect(_joined["invitation"], again=True))
        return True
    return False


def guest_shown(table: RemoteTable) -> None:
    """The host's game is on this page's screen: keep how to rejoin it (never its state)."""
    if table.seat is None:  # a watcher: watch invitations are made anew each time
        return
    one_click = _joined["invitation"] is not None and together.guest().conn == _joined["conn"]
    if one_click:
        host_name = _joined["host"]
    elif together.guest().host:  # the invitation named its host
        host_name = together.guest().host
    else:  # a link with no names: the host is (most likely) the first other seat not a computer
        others = [n for k, n in enumerate(table.names) if k != table.seat]
        people = [
            n for k, n in enumerate(table.names) if k != table.seat and k not in table.computers
        ]
        host_name = (people or others or ["?"])[0]
    link = _joined["link"] if one_click else ""
    entry = Rejoin(host_name, table.name, table.names[table.seat], link, now_ms())
    saved = rejoins(together.kept("local", REJOIN_KEY))
    together.keep("local", REJOIN_KEY, remembered(saved, entry))


# ---- the start screen: the games this device joined -----------------------------------------


def render_rejoins() -> None:
    """The games this device joined, above the saved games: one click rejoins (PeerJS
    mode); answered by hand, the host must make a new invitation."""
    doc = js.document
    saved = doc.getElementById("saved")
    box = doc.getElementById("rejoin")
    if not box:
        if not saved:
            return
        box = el("section", "card saved", None, id="rejoin", aria_label=t("rejoin.title"))
        box.addEventListener("click", proxy(_on_click))
        saved.parentNode.insertBefore(box, saved)
    items = rejoins(together.kept("local", REJOIN_KEY))
    clear(box)
    box.hidden = not items
    box.appendChild(el("h2", None, t("rejoin.title")))
    listing = el("ul", "saves")
    for k, item in enumerate(items):
        row = el("li", "save rejoin", data_rejoin=str(k))
        game = t(f"game.{item.game}.title")
        words = t("rejoin.row", host=item.host, game=game, name=item.seat)
        row.appendChild(el("span", "save-names", words))
        when = str(js.Date.new(item.when).toLocaleString())
        meta = when if item.link else f"{when} · {t('rejoin.ask', host=item.host)}"
        row.appendChild(el("span", "save-meta muted small", meta))
        if item.link:
            row.appendChild(button(t("rejoin.go"), {"rejoin": k}, "btn small primary"))
        row.appendChild(button(t("rejoin.forget"), {"rejoin_forget": k}, "btn small"))
        listing.appendChild(row)
    box.appendChild(listing)


def _on_click(event: Any) -> None:
    node = event.target.closest("[data-cmd]")
    if not node:
        return
    cmd = json.loads(str(node.dataset.cmd))
    items = rejoins(together.kept("local", REJOIN_KEY))
    k = cmd.get("rejoin", cmd.get("rejoin_forget"))
    if not isinstance(k, int) or not 0 <= k < len(items):
        return
    if "rejoin" in cmd:  # opened as the link is (the page's hashchange opens it)
        js.window.location.hash = PLAY + items[k].link.split(PLAY, 1)[-1]
    else:
        together.keep("local", REJOIN_KEY, without(items, items[k]))
        render_rejoins()
