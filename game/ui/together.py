"""Play together from several devices, the page's side (game/ui/remote.py writes and checks
the messages; static/net.js, ``window.volcanoNet``, carries them).

- The host (the device that started a game with seats at other devices) shows, per such
  seat, an invitation: a link ``<site>#join=<code>`` with its QR code, a box for the guest's
  answer and the seat's status. Each open channel gets a ``SeatLink``: the whole picture on
  opening, an update after every change, and each action it sends checked, then applied as
  that seat (or refused, the guest told why).
- A guest (a page opened by an invitation link) answers it, shows the answer to send back,
  then draws its seat from the host's messages (a ``RemoteTable``) and sends its actions.

Words from outside (codes, messages) are shown as text, never as HTML; a QR code is an
image (a data URL of the SVG net.js draws).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import js
from pyodide.ffi import to_js

from game.core import registry

from . import camera, desk
from .dom import button, clear, el
from .guard import once, proxy, spawn
from .i18n import t
from .page import notify, now_ms, refuse
from .remote import (
    GUEST_MESSAGE_BYTES,
    HANDED_OVER,
    NOT_JSON,
    STALE,
    TOO_FAST,
    TOO_LARGE,
    HostMessageError,
    Invitation,
    LogGap,
    Refusal,
    RemoteTable,
    Resync,
    SeatLink,
    invitation_fragment,
    read_invitation,
)
from .seats import handed_over, remote_seats
from .session import Session

JOIN = "#join="
WATCHERS = 100  # the first watcher's key in ``_invites`` (a seat's key is the seat)
WATCHERS_KEY = "volcano:watchers:"  # + the game's id (localStorage): watchers to invite again
HAND_OVER_LEVEL = "medium"  # the computer that takes over a seat
RESYNC_MS = 2000  # a guest asks for the whole picture again if this long went unanswered
# net.js's, as the guest reads them
NET_REFUSALS = {"too large": TOO_LARGE, "too many": TOO_FAST, "not text": NOT_JSON}
ERROR_WORDS = {  # net.js's error codes
    "not-a-code": "remote.error.not-a-code",
    "damaged": "remote.error.damaged",
    "too-long": "remote.error.too-long",
    "wrong-kind": "remote.error.wrong-kind",
    "unusable": "remote.error.unusable",
    "no-invitation": "remote.error.no-invitation",
    "other-invitation": "remote.error.other-invitation",
    "unreachable": "remote.error.unreachable",
    "closed": "remote.error.closed",
    "unsupported": "remote.error.unsupported",
}


class Screen(Protocol):
    """What this module uses of the game screen."""

    session: Session
    game_id: str
    lost: bool
    game_created: float
    here: set[int]
    table: Any
    ctl: Any
    hooks: Any
    auto: Any  # its computer players (autoplay.Autoplay)

    def act(self, notation: str) -> None: ...

    def show(self, session: Session, game_id: str, created: float, hooks: Any) -> None: ...

    def refresh(self) -> None: ...


def _net() -> Any:
    return js.window.volcanoNet


def _code_words(error: Exception) -> str:
    """A net.js error in words (its ``code`` says which)."""
    code = getattr(getattr(error, "js_error", None), "code", None)
    return t(ERROR_WORDS.get(str(code), "remote.error.unknown"))


def guest_bound() -> Any:
    """net.js's options for a guest's connection: a guest's message is made whole only up to
    GUEST_MESSAGE_BYTES (the pieces of a larger one are dropped as they come)."""
    return to_js({"maxMessageBytes": GUEST_MESSAGE_BYTES}, dict_converter=js.Object.fromEntries)


def _error_words(error: Exception) -> str:
    return t("remote.failed", error=_code_words(error))


def _site() -> str:
    return str(js.location.href).split("#")[0]


def _qr_url(svg: Any) -> str:
    return "data:image/svg+xml;charset=utf-8," + str(js.encodeURIComponent(svg))


async def _copy(text: str) -> None:
    try:
        await js.navigator.clipboard.writeText(text)
    except Exception:  # no clipboard here (or not allowed): the text stays selectable
        return
    notify(t("remote.copied"))


def _storage(kind: str) -> Any:
    return js.window.localStorage if kind == "local" else js.window.sessionStorage


def kept(kind: str, key: str) -> str | None:
    """The text kept under ``key`` in the browser's "local" or "session" storage, if any."""
    try:
        text = _storage(kind).getItem(key)
    except Exception:  # storage denied: nothing kept
        return None
    return text if isinstance(text, str) else None


def keep(kind: str, key: str, text: str | None) -> None:
    """Keep ``text`` under ``key`` (None: forget it); a full or denied storage only warns."""
    try:
        if text is None:
            _storage(kind).removeItem(key)
        else:
            _storage(kind).setItem(key, text)
    except Exception:  # storage full or denied: the game goes on, only this is not kept
        js.console.debug(f"not kept: {key}")


_listening: list[Any] = []
# another way of joining (game/ui/oneclick.py) sees each event first; True: it took it
first: list[Callable[[str, str, Any], bool]] = []


def _listen() -> None:
    """Take net.js's events (once per page)."""
    if not _listening:
        _listening.append(_net().on(proxy(_on_event)))


def _on_event(event: Any) -> None:
    kind, conn = str(event.type), str(getattr(event, "id", ""))
    if kind == "server":  # (no connection: the PeerJS server's, which net.js reconnects)
        return
    if any(take(kind, conn, event) for take in first):
        return
    if _guest.conn == conn:
        _guest_event(kind, event)
    else:
        _host_event(kind, conn, event)


# ---- the host ----------------------------------------------------------------------------------


@dataclass
class Invite:
    """One seat played at another device, or one watcher (``seat`` None): its invitation
    and its channel, at the host."""

    seat: int | None
    key: int  # in ``_invites``: the seat, or WATCHERS and on for watchers
    offer: str | None = None  # the invitation's connection (net.js id), until it opens
    link: str = ""
    qr: str = ""  # the link's QR code, as an image URL
    qr_side: int = 0  # ...its side in modules
    conn: str | None = None  # the open channel
    channel: SeatLink | None = None
    connecting: bool = False
    lost: bool = False
    problem: str = ""
    secret: str = ""  # a one-click invitation's (game/ui/oneclick.py): no answer comes back
    device: str = ""  # the device that last took the seat by its one-click link
    moved: bool = False  # ...and the one before was another: the host is told


_invites: dict[int, Invite] = {}
_handed: dict[str, SeatLink] = {}  # open channels of seats handed over: refused, told why
_host: list[Screen] = []  # the screen whose game the invitations are for


def host(current: Screen, invite: Callable[[int], Any] | None = None) -> None:
    """A game was put on the screen: invitations for its seats at other devices, each made
    by ``invite(seat)`` (by default one to answer; the channels of the game shown before are
    closed)."""
    _close_invites()
    _leave_host()  # (this page was a guest: it holds its own game now)
    _host[:] = [current]
    seats = remote_seats(current.session.record.config)
    if seats:
        _listen()
    for seat in seats:
        (invite or _new_invite)(seat)
    watchers = kept("local", WATCHERS_KEY + current.game_id) if seats else None
    for _ in range(int(watchers) if watchers and watchers.isdecimal() else 0):
        _new_invite(None)  # (a host reload: its watchers come back by the desk too)
    _desk.open = bool(seats) and not current.session.over()
    send_presence()
    render(current)


def invites(current: Screen) -> dict[int, Invite]:
    """The invitations of ``current``'s game, by key (a seat's is the seat; watchers' from
    WATCHERS on), none if it is not this page's."""
    return _invites if _host and _host[0] is current else {}


def hosting() -> Screen | None:
    """The game this page holds for other devices, if any."""
    return _host[0] if _host and _invites else None


def guest() -> Guest:
    """This page's place in another device's game."""
    return _guest


def _close_invites() -> None:
    """Let this page's guests go (forgotten first: closing reports at once)."""
    _close_desk()
    _stop_scans()
    invites = list(_invites.values())
    handed = list(_handed)
    _invites.clear()
    _handed.clear()
    for gone in handed:
        _net().close(gone)
    for invite in invites:
        for conn in (invite.offer, invite.conn):
            if conn is not None:
                _net().close(conn)


def _leave_host(show: Callable[[RemoteTable, Callable[[str], None]], Any] | None = None) -> None:
    """Stop being a guest (forgotten first: closing reports at once)."""
    global _guest
    old, _guest = _guest, Guest(show=show)
    if old.conn is not None:
        _net().close(old.conn)


def _new_invite(seat: int | None, key: int | None = None) -> None:
    """A new invitation for ``seat`` (None: a new watcher, or the watcher ``key``)."""
    if key is None:
        key = seat if seat is not None else max([WATCHERS - 1, *_invites]) + 1
    _stop_scans(key)
    invite = _invites[key] = Invite(seat, key)
    spawn(_make_offer(invite))


async def _make_offer(invite: Invite) -> None:
    try:
        made = await _net().offer(guest_bound())
    except Exception as error:
        invite.problem = _error_words(error)
        _render_host()
        return
    if _invites.get(invite.key) is not invite:  # another game opened meanwhile
        _net().close(made.id)
        return
    invite.offer = str(made.id)
    await show_link(invite, _site() + "#" + _fragment(str(made.code), invite.seat))
    _render_host()


async def show_link(invite: Invite, link: str) -> None:
    """``invite``'s link is ``link``: its QR code is drawn (the link alone if it cannot be)."""
    invite.link, invite.qr, invite.qr_side = link, "", 0
    try:
        svg = str(await _net().qrSvg(link))
    except Exception as error:  # the link alone still works
        js.console.warn(f"no QR code for the invitation: {error}")
        return
    invite.qr, invite.qr_side = _qr_url(svg), desk.qr_side(svg)


def _fragment(code: str, seat: int | None) -> str:
    """An invitation's fragment: its code, and the names the guest's join card shows."""
    current = _host[0]
    names = current.session.names
    here = sorted(current.here)
    host_name = names[here[0]] if here else None
    seat_name = None if seat is None else names[seat]
    return invitation_fragment(code, host_name, current.session.game.name, seat_name)


def changed(current: Screen) -> None:
    """After a change of the host's game: each open channel gets the new picture."""
    if not _host or _host[0] is not current or not _invites:
        return
    for invite in _invites.values():
        if invite.channel is not None and invite.conn is not None:
            send(invite.conn, invite.channel.update())
    render(current)


def send(conn: str, text: str) -> None:
    """Send ``text`` on channel ``conn`` (one closed meanwhile: its "closed" event follows)."""
    try:
        _net().send(conn, text)
    except Exception as error:  # closed meanwhile: its "closed" event follows
        js.console.warn(f"not sent: {error}")


def _host_event(kind: str, conn: str, event: Any) -> None:
    if not _host:
        return
    current = _host[0]
    if conn in _handed:
        _handed_event(kind, conn, event)
        return
    if kind == "open":
        invite = next((i for i in _invites.values() if i.offer == conn), None)
        if invite is None:
            return
        invite.conn, invite.offer, invite.connecting = conn, None, False
        invite.lost, invite.problem = False, ""
        invite.channel = SeatLink(current.session, invite.seat)
        send(conn, invite.channel.picture())
        send_presence()
        render(current)
        return
    invite = next((i for i in _invites.values() if conn in (i.conn, i.offer)), None)
    if invite is None:
        return
    if kind == "message" and invite.channel is not None:
        channel = invite.channel
        answer = channel.receive(str(event.text), now_ms())
        if isinstance(answer, Refusal):
            send(conn, channel.refusal(answer))
        elif isinstance(answer, Resync):
            send(conn, channel.picture())
        else:  # accepted: the guest waits for its answer, a picture or a refusal
            sent = channel.sent
            if answer in current.ctl.legal:
                current.act(answer)  # the screen's changed hook sends everyone the result
                if channel.sent == sent:
                    send(conn, channel.update())
            else:  # the host's screen cannot take it now (it moved on meanwhile)
                send(conn, channel.refusal(Refusal(STALE)))
    elif kind == "refused" and invite.channel is not None:
        reason = NET_REFUSALS.get(str(event.reason))
        if reason is not None:
            send(conn, invite.channel.refusal(Refusal(reason)))
    elif kind == "closed":
        invite.lost = invite.conn == conn
        invite.conn = invite.offer = invite.channel = None
        invite.connecting = False
        if invite.lost and invite.seat is None:  # a watcher who left: off the list
            del _invites[invite.key]
            # (later: a page that closes closes its channels first, and the count it keeps
            # is for its reload, which invites its watchers again)
            js.setTimeout(once(lambda: _keep_watchers(current)), 0)
        elif not invite.lost:
            invite.problem = _error_words_for(str(event.reason))
        send_presence()
        render(current)


def _handed_event(kind: str, conn: str, event: Any) -> None:
    """The channel of a seat handed over: whatever it sends is refused, the guest told."""
    channel = _handed[conn]
    if kind == "message":
        answer = channel.receive(str(event.text), now_ms())
        if isinstance(answer, Refusal):
            send(conn, channel.refusal(answer))
    elif kind == "closed":
        del _handed[conn]


def _away() -> list[int]:
    """The seats played at other devices whose device is not connected now."""
    return sorted(i.seat for i in _invites.values() if i.seat is not None and i.conn is None)


def send_presence() -> None:
    """Tell every connected guest whose device is not connected (public, like the names);
    the host's computer players wait for them too (the game starts when all are there)."""
    away = _away()
    if _host:
        _host[0].auto.wait_for([_host[0].session.names[seat] for seat in away])
    for invite in _invites.values():
        if invite.channel is not None and invite.conn is not None:
            send(invite.conn, invite.channel.presence(away))


def _hand_over(current: Screen, invite: Invite, level: str | None) -> None:
    """Seat ``invite.seat`` is played from now on by the computer at ``level``, or (None) by
    a person at this device; its guest, if connected, is told, and refused from then on. The
    config says so: the autosave resumes it so after a reload."""
    seat = invite.seat
    if seat is None or current.lost or current.session.over():
        return
    session = current.session
    session.record.config = handed_over(session.record.config, seat, level)
    del _invites[invite.key]
    if invite.offer is not None:
        _net().close(invite.offer)
    if invite.channel is not None and invite.conn is not None:
        invite.channel.hand_over()
        _handed[invite.conn] = invite.channel
        send(invite.conn, invite.channel.refusal(Refusal(HANDED_OVER)))
    for other in _invites.values():
        if other.channel is not None:
            other.channel.seats_changed()
    current.show(session, current.game_id, current.game_created, current.hooks)
    current.hooks.changed(current)  # the autosave; every guest gets the new picture
    send_presence()
    render(current)  # (changed() redraws the panel only while invitations are left)
    notify(t("remote.handed_computer" if level else "remote.handed_here", name=session.names[seat]))


def _error_words_for(reason: str) -> str:
    words = t("remote.error.unreachable" if reason == "timeout" else "remote.error.closed")
    return t("remote.failed", error=words)


def command(current: Screen, cmd: dict[str, Any]) -> bool:
    """The invitation panel's buttons; False if ``cmd`` is not one of them."""
    keys = (
        "invite_copy",
        "invite_connect",
        "invite_new",
        "invite_hand",
        "invite_watch",
        "invite_scan",
        "invite_unscan",
        "desk_open",
        "desk_close",
        "desk_next",
        "desk_connect",
    )
    for key in keys:
        if key in cmd:
            break
    else:
        return False
    ours = bool(_host) and _host[0] is current
    if key in ("desk_open", "desk_close"):
        if key == "desk_close":
            _close_desk()
        _desk.open = ours and key == "desk_open"
        render(current)
        return True
    if key == "invite_watch":
        if ours and not current.session.over():
            _listen()
            _new_invite(None)
            _keep_watchers(current)
            _desk.key = max(_invites)  # (on the desk, if open: the new watcher's turn)
            render(current)
        return True
    which = cmd[key][0] if key == "invite_hand" else cmd[key]
    invite = _invites.get(which) if ours else None
    if invite is None:
        return True
    if key == "desk_next":
        waiting = _waiting()
        later = [k for k in waiting if k > invite.key]
        _desk.key = (later or waiting)[0]
        render(current)
        return True
    if key == "desk_connect":
        box = js.document.getElementById("desk-answer")
        if invite.offer is not None and not invite.connecting:
            spawn(_accept(current, invite, str(box.value) if box else ""))
        return True
    if key == "invite_copy":
        spawn(_copy(invite.link))
    elif key == "invite_new":
        _new_invite(invite.seat, invite.key)
        render(current)
    elif key == "invite_hand":
        _hand_over(current, invite, HAND_OVER_LEVEL if cmd[key][1] == "computer" else None)
    elif key == "invite_scan":
        _scan(current, invite)
    elif key == "invite_unscan":
        _stop_scans(invite.key)
        render(current)
    elif invite.offer is not None and not invite.connecting:
        box = js.document.getElementById(f"invite-answer-{invite.key}")
        spawn(_accept(current, invite, str(box.value) if box else ""))
    return True


def _answer_code(text: str) -> str:
    """The code in what was pasted: a bare code, or a link whose fragment starts with one
    (``#answer=<code>``, or an invitation's ``#join=<code>&g=...``: refused as one)."""
    text = text.strip()
    return text.split("#", 1)[1].split("&", 1)[0].rsplit("=", 1)[-1] if "#" in text else text


async def _accept(current: Screen, invite: Invite, pasted: str) -> None:
    invite.connecting, invite.problem = True, ""
    render(current)
    try:
        await _net().accept(invite.offer, _answer_code(pasted))
    except Exception as error:
        invite.problem = _error_words(error)
    invite.connecting = False
    render(current)


def _render_host() -> None:
    if _host:
        render(_host[0])


def _status(current: Screen, invite: Invite, name: str) -> str:
    if invite.conn is not None:
        return t("remote.moved" if invite.moved else "remote.connected", name=name)
    if invite.seat is None:
        return t("remote.not_connected", name=name)
    if current.table.to_move() == invite.seat:
        return t("remote.waiting_for", name=name)
    return t("remote.disconnected" if invite.lost else "remote.not_connected", name=name)


_panel: list[Any] = []  # the invitation panel


def render(current: Screen) -> None:
    """The invitation panel (none in a game without seats at other devices); what was typed
    in an answer box is kept."""
    if not _panel:  # (one, kept: a pass screen's redraw may take it off the page for a while)
        _panel.append(el("section", "panel invites", None, id="invites"))
    box = _panel[0]
    box.setAttribute("aria-label", t("remote.title"))
    _place(box)
    typed = {k: box.querySelector(f"#invite-answer-{k}") for k in _invites}
    kept = {k: str(node.value) for k, node in typed.items() if node}
    clear(box)
    box.hidden = not _invites or not _host or _host[0] is not current
    if box.hidden:
        return
    box.appendChild(el("h2", "panel-title", t("remote.title")))
    box.appendChild(el("p", "muted small", t("remote.dealer")))
    if _waiting() and not _desk.open and not current.session.over():
        box.appendChild(
            button(t("desk.open"), {"desk_open": 1}, "btn primary small", id="desk-open")
        )
    for key, invite in sorted(_invites.items()):
        name = _name(current, invite)
        row = el("div", "invite", None, id=f"invite-{key}")
        row.appendChild(el("h3", None, t("remote.invite", name=name)))
        status = _status(current, invite, name)
        row.appendChild(el("p", "invite-status", status, id=f"invite-status-{key}", role="status"))
        if invite.secret:
            one_link(row, invite, name)
        elif invite.lost:
            row.appendChild(button(t("remote.new_invitation", name=name), {"invite_new": key}))
        elif invite.conn is None and invite.offer is None and not invite.problem:
            row.appendChild(el("p", "muted", t("remote.making")))
        elif invite.conn is None and invite.offer is not None:
            _invitation(row, invite, name, kept.get(key, ""))
        if key in _scans and (invite.conn is not None or invite.offer is None):
            _stop_scans(key)  # no invitation to answer any more
        if invite.problem:
            row.appendChild(el("p", "invite-problem error", invite.problem, role="alert"))
            if invite.offer is None and invite.conn is None and not (invite.lost or invite.secret):
                row.appendChild(button(t("remote.new_invitation", name=name), {"invite_new": key}))
        if invite.seat is not None and not current.session.over():
            _hand_over_buttons(row, key, name)
        box.appendChild(row)
    if not current.session.over():
        box.appendChild(button(t("remote.watch_invite"), {"invite_watch": 1}, "btn small"))
    _render_desk(current)


def _name(current: Screen, invite: Invite) -> str:
    """The seat's player name, or "Watcher 2"."""
    if invite.seat is None:
        return t("remote.watcher", n=invite.key - WATCHERS + 1)
    return str(current.session.names[invite.seat])


def _keep_watchers(current: Screen) -> None:
    """How many watchers the game has, kept with it: a reload invites them again."""
    count = sum(invite.seat is None for invite in _invites.values())
    keep("local", WATCHERS_KEY + current.game_id, str(count) if count else None)


# ---- the join desk: each waiting invitation in turn, its answer read by the camera ----


@dataclass
class Desk:
    """The join desk's state (game/ui/desk.py draws it)."""

    open: bool = False
    key: int | None = None  # the invitation it shows
    scanner: camera.Scanner | None = None
    camera: bool = True  # False once the camera was refused or missing: answers are pasted
    problem: str = ""  # the camera's
    drawn: tuple[Any, ...] = ()  # what it last drew (the same is not drawn again)


_desk = Desk()


def _waiting() -> list[int]:
    """The invitations whose guest is not connected, in the desk's order."""
    return [key for key, invite in sorted(_invites.items()) if invite.conn is None]


def _close_desk() -> None:
    _desk.open, _desk.key, _desk.drawn = False, None, ()
    if _desk.scanner is not None:
        _desk.scanner.stop()
        _desk.scanner = None
    desk.close()


def _render_desk(current: Screen) -> None:
    """The desk, while open, shows the invitation of its key or of the next one waiting;
    with none waiting it closes (everyone is here)."""
    waiting = _waiting()
    if not _desk.open or current.session.over() or not waiting:
        everyone = _desk.open and not waiting
        if _desk.open or desk.dialog():
            _close_desk()
        if everyone:
            notify(t("desk.everyone"))
        return
    if _desk.key not in waiting:
        later = [k for k in waiting if _desk.key is None or k > _desk.key]
        _desk.key = (later or waiting)[0]
    invite = _invites[_desk.key]
    answer = not invite.secret
    if answer and _desk.scanner is None and _desk.camera and camera.available():
        _stop_scans()  # one camera at a time
        scanner = _desk.scanner = camera.Scanner(t("remote.camera"))
        spawn(_desk_reads(current, scanner))
    elif not answer and _desk.scanner is not None:
        _desk.scanner.stop()
        _desk.scanner = None
    entries = [
        desk.Entry(k, _name(current, i), _status(current, i, _name(current, i)), i.conn is None)
        for k, i in sorted(_invites.items())
    ]
    name, problem = _name(current, invite), invite.problem or _desk.problem
    link, qr, side = invite.link, invite.qr, invite.qr_side
    shown = desk.Shown(invite.key, name, link, qr, side, answer, problem, invite.connecting)
    drawn = (entries, shown, _desk.scanner)
    if drawn == _desk.drawn and desk.dialog():
        return
    _desk.drawn = drawn
    video = _desk.scanner.video if _desk.scanner is not None else None
    desk.render(entries, shown, video, not current.session.over())
    if _desk.scanner is not None:
        spawn(_desk.scanner.resume())


async def _desk_reads(current: Screen, scanner: camera.Scanner) -> None:
    """Each code the desk's camera reads is tried as the answer of the invitation shown."""

    async def read(text: str) -> bool:
        invite = _invites.get(_desk.key) if _desk.key is not None else None
        if invite is not None and invite.offer is not None and not invite.connecting:
            await _accept(current, invite, text)
        return _desk.scanner is not scanner

    problem = await scanner.run(read)
    if _desk.scanner is scanner:
        _desk.scanner = None
        _desk.camera, _desk.problem = not problem, problem
        _render_host()


def _hand_over_buttons(row: Any, key: int, name: str) -> None:
    """The host may take a seat from its guest at any time (mostly one gone for good)."""
    bar = el("div", "buttons hand-over")
    for how, words in (("here", "remote.play_here"), ("computer", "remote.computer_plays")):
        bar.appendChild(button(t(words, name=name), {"invite_hand": [key, how]}, "btn small"))
    row.appendChild(bar)


def _place(box: Any) -> None:
    """The invitation panel goes with the game's panels, or, while a pass screen makes those
    inert, under the pass card: whoever holds the host's device answers invitations without
    showing anyone's hand."""
    doc = js.document
    overlay = doc.getElementById("overlay")
    if overlay and not overlay.hidden and overlay.querySelector(".pass-card"):
        if not overlay.contains(box):
            overlay.appendChild(box)
        return
    panels = doc.querySelector("#game .panels")
    if not panels.contains(box):
        panels.insertBefore(box, panels.firstChild)


def place_panel() -> None:
    """After the screen's redraw (a pass screen up or gone): the invitation panel, if any,
    goes where it can be used (``_place``), as it is."""
    if _panel:
        _place(_panel[0])


def one_link(row: Any, invite: Invite, name: str) -> None:
    """A one-click invitation: its link and QR code while the seat waits for its guest; a
    new link at any time (the device playing the seat is let go: the link may be known to
    others)."""
    seat = invite.key
    if invite.conn is not None:
        bar = el("div", "buttons")
        bar.appendChild(button(t("remote.new_link"), {"invite_renew": seat}, "btn small"))
        row.appendChild(bar)
        return
    if not invite.link:
        row.appendChild(el("p", "muted", t("remote.making")))
        return
    _link(row, invite, t("remote.one_link_help", name=name), name)
    bar = el("div", "buttons")
    bar.appendChild(button(t("remote.copy"), {"invite_copy": seat}, "btn small"))
    bar.appendChild(button(t("remote.new_link"), {"invite_renew": seat}, "btn small"))
    row.appendChild(bar)


def _link(row: Any, invite: Invite, help_words: str, name: str) -> None:
    """An invitation's link (to copy) and its QR code (to scan), after what to do with them."""
    row.appendChild(el("p", "muted small", help_words))
    link = el("input", "invite-link", None, id=f"invite-link-{invite.key}", readonly=True)
    link.value = invite.link
    link.setAttribute("aria-label", t("remote.invite", name=name))
    row.appendChild(link)
    if invite.qr:
        row.appendChild(el("img", "qr", None, src=invite.qr, alt=t("remote.qr")))


def _invitation(row: Any, invite: Invite, name: str, typed: str) -> None:
    seat = invite.key
    _link(row, invite, t("remote.invite_help", name=name), name)
    row.appendChild(button(t("remote.copy"), {"invite_copy": seat}, "btn small"))
    label = el("label", None, t("remote.answer_label", name=name))
    label.htmlFor = f"invite-answer-{seat}"
    row.appendChild(label)
    answer = el("input", None, None, id=f"invite-answer-{seat}", type="text", autocomplete="off")
    answer.value = typed
    row.appendChild(answer)
    connect = button(t("remote.connect"), {"invite_connect": seat}, "btn primary small")
    connect.disabled = invite.connecting
    if invite.connecting:
        connect.textContent = t("remote.connecting")
    row.appendChild(connect)
    _camera(row, invite, name)


# ---- the host reads an answer with its camera ----

_scans: dict[int, camera.Scanner] = {}  # by invitation key: those whose answer is being read


def _camera(row: Any, invite: Invite, name: str) -> None:
    """An invitation's camera: its live preview and Stop while it reads, else a Scan button
    where the browser can open a camera."""
    key = invite.key
    scanner = _scans.get(key)
    if scanner is not None:
        row.appendChild(el("p", "muted small", t("remote.scan_help", name=name)))
        row.appendChild(scanner.video)  # the same element: the preview goes on
        spawn(scanner.resume())
        row.appendChild(button(t("remote.scan_stop"), {"invite_unscan": key}, "btn small"))
    elif camera.available():
        row.appendChild(button(t("remote.scan"), {"invite_scan": key}, "btn small"))


def _scan(current: Screen, invite: Invite) -> None:
    if invite.offer is None:
        return
    _stop_scans()  # one camera at a time
    scanner = _scans[invite.key] = camera.Scanner(t("remote.camera"))
    invite.problem = ""
    render(current)
    spawn(_read_answers(current, invite, scanner))


async def _read_answers(current: Screen, invite: Invite, scanner: camera.Scanner) -> None:
    """Each code the camera reads is tried as the answer, as if pasted: a wrong one is
    said why and the camera reads on; the right one connects."""

    def done() -> bool:
        wanted = _invites.get(invite.key) is invite and _scans.get(invite.key) is scanner
        return not wanted or invite.offer is None or invite.conn is not None

    async def read(text: str) -> bool:
        if not done() and not invite.connecting:
            await _accept(current, invite, text)
        return done()

    problem = await scanner.run(read)
    if _scans.get(invite.key) is scanner:
        del _scans[invite.key]
        if problem:
            invite.problem = problem
        _render_host()


def _stop_scans(which: int | None = None) -> None:
    """Let the camera go (of the invitation ``which``, or of all)."""
    for key in [which] if which is not None else list(_scans):
        scanner = _scans.pop(key, None)
        if scanner is not None:
            scanner.stop()


# ---- a guest ---------------------------------------------------------------------------------


@dataclass
class Guest:
    """This page's place in a game another device holds."""

    conn: str | None = None
    table: RemoteTable | None = None
    screen: Any = None
    show: Callable[[RemoteTable, Callable[[str], None]], Any] | None = None
    host: str = ""  # the host's name, as the invitation gave it (if it did)
    state: str = ""  # the connection's state in words, while it is not fine (seat_status)
    lost: bool = False  # the host went away: its new invitation is the way back
    resync_ms: float = -RESYNC_MS  # when this page last asked the host for the whole picture


_guest = Guest()


def join(fragment: str, show: Callable[[RemoteTable, Callable[[str], None]], Any]) -> None:
    """Answer the invitation in ``fragment`` (a link's, after ``#join=``); ``show(table,
    send)`` puts the game on the screen once the host's first message comes."""
    code, invitation = read_invitation(fragment)
    card = be_guest(show, _join_title(invitation))
    _guest.host = invitation.host if invitation is not None else ""
    card.appendChild(el("p", "muted", t("remote.joining"), id="join-status", role="status"))
    spawn(_answer(code))


def be_guest(
    show: Callable[[RemoteTable, Callable[[str], None]], Any], title: str | None = None
) -> Any:
    """This page joins another device's game (the guests of a game it held are let go);
    ``show(table, send)`` puts it on the screen. The join card (``title``, or "Join a
    game"), to say how it goes."""
    _listen()
    _close_invites()
    _host.clear()
    _leave_host(show)
    return _join_card(title or t("remote.join_title"))


def _join_title(invitation: Invitation | None) -> str:
    """The join card's title: the game the link names, if it names one whole."""
    if invitation is None:
        return t("remote.join_title")
    game = registry.get_game(invitation.game).info.title
    if invitation.seat is None:
        return t("remote.watch_named", host=invitation.host, game=game)
    return t("remote.join_named", host=invitation.host, game=game, name=invitation.seat)


def _join_card(title: str) -> Any:
    _close_join_card()
    dialog = el("div", "rules-dialog", None, id="join-dialog", role="dialog")
    dialog.setAttribute("aria-labelledby", "join-h")
    card = el("div", "pass-card rules-card")
    card.appendChild(el("h2", None, title, id="join-h"))
    dialog.appendChild(card)
    js.document.body.appendChild(dialog)
    return card


def _close_join_card() -> None:
    old = js.document.getElementById("join-dialog")
    if old:
        old.remove()


async def _answer(code: str) -> None:
    try:
        made = await _net().answer(code)
    except Exception as error:
        _close_join_card()
        refuse(t("remote.bad_invitation", error=_code_words(error)))
        return
    _guest.conn = str(made.id)
    answer = str(made.code)
    card = js.document.querySelector("#join-dialog .pass-card")
    if not card:
        return
    js.document.getElementById("join-status").remove()
    card.appendChild(el("p", None, t("remote.send_answer")))
    box = el("textarea", "join-answer", None, id="join-answer", readonly=True, rows="3")
    box.value = answer
    box.setAttribute("aria-label", t("remote.answer_code"))
    card.appendChild(box)
    bar = el("div", "buttons")
    copy = el("button", "btn primary", t("remote.copy"), type="button", id="join-copy")
    copy.addEventListener("click", proxy(lambda _e: spawn(_copy(answer))))
    bar.appendChild(copy)
    if getattr(js.navigator, "share", None):
        share = el("button", "btn", t("remote.share"), type="button", id="join-share")
        share.addEventListener("click", proxy(lambda _e: spawn(_share(answer))))
        bar.appendChild(share)
    card.appendChild(bar)
    try:
        qr = _qr_url(await _net().qrSvg(answer))
        card.appendChild(el("img", "qr", None, src=qr, alt=t("remote.qr")))
    except Exception as error:
        js.console.warn(f"no QR code for the answer: {error}")
    card.appendChild(el("p", "muted", t("remote.waiting_host"), id="join-status", role="status"))


async def _share(answer: str) -> None:
    try:
        await js.navigator.share(to_js({"text": answer}, dict_converter=js.Object.fromEntries))
    except Exception:  # dismissed: Copy is there
        pass


def _guest_event(kind: str, event: Any) -> None:
    if kind == "open":
        status = js.document.getElementById("join-status")
        if status:
            status.textContent = t("remote.connected_host")
    elif kind == "message":
        _host_message(str(event.text))
    elif kind == "closed":
        _guest.conn, _guest.lost = None, True
        _guest.state = t("remote.host_gone")
        if _guest.screen is not None:
            _guest.screen.lost = True
            _guest.screen.refresh()
        else:
            _close_join_card()


def _host_message(text: str) -> None:
    table = _guest.table
    try:
        if table is None:
            table = RemoteTable(text)
        else:
            kind = table.receive(text)
    except HostMessageError as error:  # the details are English, for whoever debugs it
        js.console.warn(f"a message from the host was not read: {error}")
        if not isinstance(error, LogGap):  # (a picture lost on the way: quietly made good)
            notify(t("remote.bad_message"), error=True)
        _ask_whole_picture()
        return
    if _guest.table is None:
        _close_join_card()
        assert _guest.show is not None
        _guest.table = table
        try:
            _guest.screen = _guest.show(table, _send_action)
        except Exception:  # (reported by the caller's guard) the next picture tries again
            _guest.table = None
            raise
        return
    if kind == "refused":
        notify(t(f"remote.refused.{table.refused}"), error=True)
        _guest.screen.lost = _guest.screen.lost or table.handed_over  # (it may not act now)
    if kind == "picture":
        _guest.resync_ms = -RESYNC_MS  # (a later gap may ask again at once)
        _guest.state = ""
    if kind != "old":
        _guest.screen.ctl.set_legal(table.legal())
        _guest.screen.refresh()


def _ask_whole_picture() -> None:
    """A picture could not be taken: ask the host for the whole one (once, unless it has
    not come for RESYNC_MS), and go on from it."""
    table, conn = _guest.table, _guest.conn
    if table is None or conn is None or now_ms() - _guest.resync_ms < RESYNC_MS:
        return
    _guest.resync_ms = now_ms()
    send(conn, table.resync_message())


def seat_status() -> str:
    """On a guest's page, the words that stay on screen for its seat: the connection's state
    while it is not fine, the seat handed over, who the game waits for, "Your turn", whose
    device is not connected ("" if none of these)."""
    table = _guest.table
    if _guest.state or table is None:
        return _guest.state
    if table.handed_over and table.seat is not None:
        name = table.names[table.seat]
        if _guest.host:
            return t("remote.now_played", name=name, host=_guest.host)
        return t("remote.now_played_host", name=name)
    if table.over():
        return ""
    seat = table.to_move()
    if seat is not None and seat in table.away:
        return t("remote.waiting_for", name=table.names[seat])
    if seat is not None and seat == table.seat:
        return t("remote.your_turn")
    if table.away:
        return t("remote.away", names=", ".join(table.names[k] for k in table.away))
    return ""


def scan_invitation() -> None:
    """A guest whose host went away reads the host's new invitation with its own camera;
    the link read opens as if followed (the page's hashchange handler)."""
    if not camera.available():
        notify(t("remote.camera_missing_invitation"), error=True)
        return
    card = _join_card(t("remote.scan_invitation"))
    card.appendChild(el("p", "muted", t("remote.scan_invitation_help")))
    scanner = camera.Scanner(t("remote.camera"))
    card.appendChild(scanner.video)
    problem = el("p", "invite-problem", "", id="join-status", role="status")
    card.appendChild(problem)
    stop = el("button", "btn small", t("remote.scan_stop"), type="button", id="join-stop")

    def stop_scan(_event: Any) -> None:
        scanner.stop()
        _close_join_card()

    stop.addEventListener("click", proxy(stop_scan))
    card.appendChild(stop)

    async def read(text: str) -> bool:
        fragment = "#" + text.split("#", 1)[1] if "#" in text else ""
        if not fragment.startswith((JOIN, "#play=")):
            problem.textContent = t("remote.not_invitation")
            return False
        scanner.stop()
        _close_join_card()
        js.window.location.hash = fragment
        return True

    async def run() -> None:
        said = await scanner.run(read)
        if said:
            problem.textContent = said

    spawn(run())


def _send_action(notation: str) -> None:
    """A click or key of this seat made ``notation``: to the host, which applies it."""
    table = _guest.table
    if table is None or _guest.conn is None:
        return
    try:
        message = table.action_message(notation)
    except ValueError:  # an action already on its way
        return
    send(_guest.conn, message)
