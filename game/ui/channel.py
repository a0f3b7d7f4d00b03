"""The host's end of every seat played at another device, and of every watcher: its ``Invite``
and, once connected, its ``SeatLink`` (game/ui/remote.py; the guest's end is joining.py). By
hand (``ByHand``, every watcher's way) the link is ``#join=<code>``, its guest's answer read by
the join desk's camera or pasted; by one link (``OneLink``, a PeerJS server where the host
listens under its game's name), ``#play=<name>.<seat>.<secret>``, which says hello.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import js

from . import camera, desk, remote
from .dom import button, clear, el, focus_in_place, js_object
from .guard import once, proxy, spawn
from .i18n import t
from .page import keep, kept, kept_keys, notify, now_ms
from .rejoin import Hosting, PlayLink, hosting, new_secret
from .remote import Refusal, SeatLink
from .screen import Screen
from .seats import handed_over, remote_seats

WATCHERS = 100  # the first watcher's key in ``Host.invites`` (a seat's key is the seat)
WATCHERS_KEY = "volcano:watchers:"  # + the game's id (localStorage): watchers to invite again
HOSTING_KEY = "volcano:hosting:"  # + the game's id (localStorage): OneLink's name and secrets
HAND_OVER_LEVEL = "medium"  # the computer that takes over a seat
HELLO_WAIT_MS = 10_000  # a one-link connection that has not said hello this long is closed
DENIED_CLOSE_MS = 500  # a denial's time to arrive before its connection closes
RETRY_MS = (500, 1000, 2000, 4000)  # waits between tries (listening; a guest's connecting)
STOP = {"bad-name", "unsupported", "no-server-set"}  # net.js's codes not worth a retry
GUEST_BOUND = {"maxMessageBytes": remote.GUEST_MESSAGE_BYTES}  # net.js drops larger ones


# ---- net.js and the browser, for both ends ----------------------------------------------------


def net() -> Any:
    return js.window.volcanoNet


def server() -> bool:
    """Whether the site's owner set a PeerJS server."""
    try:
        return isinstance(net().settings().peerjs, str)
    except Exception:  # no net.js on this page
        return False


def error_code(error: Exception) -> str:
    return str(getattr(getattr(error, "js_error", None), "code", ""))


def code_words(error: Exception) -> str:
    """A net.js error in words (its ``code`` says which)."""
    code = error_code(error)
    return t(f"remote.error.{code if code in remote.NET_ERRORS else 'unknown'}")


def send(conn: str, text: str) -> None:
    """Send ``text`` on channel ``conn`` (one closed meanwhile: its "closed" event follows)."""
    try:
        net().send(conn, text)
    except Exception as error:  # closed meanwhile: its "closed" event follows
        js.console.warn(f"not sent: {error}")


def site() -> str:
    return str(js.location.href).split("#")[0]


async def qr_code(text: str) -> tuple[str, int]:
    """``text``'s QR code as an image URL, and its side in modules ("", 0 if it cannot be)."""
    try:
        svg = str(await net().qrSvg(text))
    except Exception as error:  # the text alone still works
        js.console.warn(f"no QR code: {error}")
        return "", 0
    return "data:image/svg+xml;charset=utf-8," + str(js.encodeURIComponent(svg)), desk.qr_side(svg)


async def copy(text: str) -> None:
    try:
        await js.navigator.clipboard.writeText(text)
    except Exception:  # no clipboard here (or not allowed): the text stays selectable
        return
    notify(t("remote.copied"))


def forget_unsaved(saved: set[str]) -> None:
    """Forget what hosting kept for games no longer saved here (deleted, in any tab)."""
    for key in kept_keys("local"):
        prefix = next((p for p in (WATCHERS_KEY, HOSTING_KEY) if key.startswith(p)), None)
        if prefix is not None and key[len(prefix) :] not in saved:
            keep("local", key, None)


def listen(handler: Callable[[str, str, Any], None], taken: list[Any]) -> None:
    """``handler(kind, conn, event)`` takes net.js's events from now on (once: ``taken``)."""

    def take(event: Any) -> None:
        kind = str(event.type)
        if kind != "server":  # (no connection: the PeerJS server's, which net.js reconnects)
            handler(kind, str(getattr(event, "id", "")), event)

    if not taken:
        taken.append(net().on(proxy(take)))


@dataclass
class Invite:
    """One seat played at another device, or one watcher (``seat`` None), at the host."""

    seat: int | None
    key: int  # in ``Host.invites``: the seat, or WATCHERS and on for watchers
    way: Way
    offer: str | None = None  # by hand: the invitation's connection (net.js id), until it opens
    link: str = ""
    qr: str = ""  # the link's QR code, as an image URL
    qr_side: int = 0  # ...its side in modules
    conn: str | None = None  # the open channel
    channel: SeatLink | None = None
    connecting: bool = False
    lost: bool = False
    problem: str = ""
    device: str = ""  # the device that last took the seat by its one link
    moved: bool = False  # ...and the one before was another: the host is told


class ByHand:
    """Connect by hand: net.js's offer is the invitation; its guest's answer comes back."""

    answers = True

    async def invite(self, host: Host, invite: Invite) -> None:
        try:
            made = await net().offer(js_object(GUEST_BOUND))
        except Exception as error:
            invite.problem = t("remote.failed", error=code_words(error))
            render(host.screen)
            return
        if host.invites.get(invite.key) is not invite:  # another game opened meanwhile
            net().close(made.id)
            return
        invite.offer = str(made.id)
        names, game = host.screen.session.names, host.screen.session.game.name
        seat = None if invite.seat is None else names[invite.seat]  # (the guest's join card)
        fragment = remote.invitation_fragment(str(made.code), _host_name(host.screen), game, seat)
        await _show_link(invite, site() + "#" + fragment)
        render(host.screen)


@dataclass
class OneLink:
    """Connect through a PeerJS server: one link per seat; a connection says hello first."""

    hosting: Hosting
    listening: bool = False
    answers = False

    async def invite(self, host: Host, invite: Invite) -> None:
        if self.listening and invite.seat is not None:
            play = PlayLink(self.hosting.peer, invite.seat, self.hosting.secrets[invite.seat])
            await _show_link(invite, site() + play.fragment())

    async def start(self, host: Host) -> None:
        """On the server under the game's name (tried again while it cannot be), then the links."""
        tries = 0
        while _host is host:
            try:
                await net().listen(self.hosting.peer, js_object(GUEST_BOUND))
                break
            except Exception as error:
                if _host is not host:
                    return
                problem = t("remote.server_retry")
                if error_code(error) in STOP:
                    problem, tries = t("remote.failed", error=t("remote.error.unknown")), -1
                for invite in host.invites.values():
                    invite.problem = problem
                render(host.screen)
                if tries < 0:
                    return
                await asyncio.sleep(RETRY_MS[min(tries, len(RETRY_MS) - 1)] / 1000)
                tries += 1
        self.listening = True
        for invite in list(host.invites.values()):
            if invite.way is self:
                invite.problem = ""
                await self.invite(host, invite)
        render(host.screen)

    def renew(self, host: Host, invite: Invite) -> None:
        """A new secret for ``invite``'s seat: its old link stops working, its device is let go."""
        assert invite.seat is not None
        self.hosting.secrets[invite.seat] = new_secret()
        keep("local", HOSTING_KEY + host.screen.game_id, self.hosting.text())
        if invite.conn is not None and invite.channel is not None:
            _let_go(invite.conn, invite.channel.deny())
            invite.conn = invite.channel = None
            send_presence()
        invite.device, invite.moved = "", False

        async def renewed() -> None:
            await self.invite(host, invite)
            render(host.screen)
            notify(t("remote.new_link_made"))

        spawn(renewed())


BY_HAND = ByHand()
Way = ByHand | OneLink


@dataclass
class Desk:
    """The join desk's state (game/ui/desk.py draws it)."""

    open: bool = False
    key: int | None = None  # the invitation it shows
    scanner: camera.Scanner | None = None
    problem: str = ""  # the camera's: refused or missing, answers are pasted
    drawn: tuple[Any, ...] = ()  # what it last drew (the same is not drawn again)


@dataclass
class Host:
    """This page holds ``screen``'s game for other devices."""

    screen: Screen
    one_link: OneLink | None
    invites: dict[int, Invite] = field(default_factory=dict)
    links: dict[str, SeatLink] = field(default_factory=dict)  # every open channel, by net.js id
    desk: Desk = field(default_factory=Desk)


_host: Host | None = None
_listening: list[Any] = []


def host(current: Screen) -> None:
    """A game was put on the screen: an invitation for each remote seat and each watcher."""
    global _host
    close()
    seats = remote_seats(current.session.record.config)
    one_link = None
    if seats and server():
        key = HOSTING_KEY + current.game_id
        one_link = OneLink(hosting(kept("local", key), seats))
        keep("local", key, one_link.hosting.text())
    elif server():
        net().unlisten()
    _host = made = Host(current, one_link)
    if seats:
        listen(_on_event, _listening)
    for seat in seats:
        _new_invite(made, seat, one_link or BY_HAND)
    watchers = kept("local", WATCHERS_KEY + current.game_id) if seats else None
    for _ in range(int(watchers) if watchers and watchers.isdecimal() else 0):
        _new_invite(made, None, BY_HAND)  # (a host reload: its watchers come back by the desk too)
    made.desk.open = bool(seats) and not current.session.over()
    if one_link is not None:
        spawn(one_link.start(made))
    send_presence()
    render(current)


def close() -> None:
    """Hold no game for other devices here (forgotten first: closing reports at once)."""
    global _host
    old, _host = _host, None
    if old is None:
        return
    _close_desk(old)
    for conn in [*old.links, *(i.offer for i in old.invites.values() if i.offer is not None)]:
        net().close(conn)


def _new_invite(host: Host, seat: int | None, way: Way, key: int | None = None) -> None:
    """A new invitation for ``seat`` (None: a new watcher, or the watcher ``key``)."""
    if key is None:
        key = seat if seat is not None else max([WATCHERS - 1, *host.invites]) + 1
    invite = host.invites[key] = Invite(seat, key, way)
    spawn(way.invite(host, invite))


async def _show_link(invite: Invite, link: str) -> None:
    """``invite``'s link is ``link``: its QR code is drawn (the link alone if it cannot be)."""
    invite.link, invite.qr, invite.qr_side = link, "", 0
    invite.qr, invite.qr_side = await qr_code(link)


def _host_name(current: Screen) -> str | None:
    """Who holds the game: the first seat played at this device, if any."""
    here = sorted(current.here)
    return str(current.session.names[here[0]]) if here else None


def changed(current: Screen) -> None:
    """After a change of the host's game: each open channel gets the new picture."""
    if _host is None or _host.screen is not current or not _host.invites:
        return
    for invite in _host.invites.values():
        if invite.channel is not None and invite.conn is not None:
            send(invite.conn, invite.channel.update())
    render(current)


def _on_event(kind: str, conn: str, event: Any) -> None:
    host = _host
    if host is None:
        return
    if kind == "open":
        invite = next((i for i in host.invites.values() if i.offer == conn), None)
        if invite is not None:  # an invitation answered by hand
            invite.offer = None
            _bind(host, invite, conn, SeatLink(host.screen.session, invite.seat))
        elif host.one_link is not None and conn not in host.links:  # by a link: its hello first
            host.links[conn] = SeatLink(host.screen.session, None, host.one_link.hosting.secrets)
            js.setTimeout(once(lambda: _close_waiting(host, conn)), HELLO_WAIT_MS)
        return
    link = host.links.get(conn)
    if kind == "message" and link is not None:
        _receive(host, conn, link, str(event.text))
    elif kind == "refused" and link is not None:  # net.js dropped one: refused as such
        _receive(host, conn, link, Refusal(remote.DROPPED.get(str(event.reason), remote.NOT_JSON)))
    elif kind == "closed":
        host.links.pop(conn, None)
        invite = next((i for i in host.invites.values() if conn in (i.conn, i.offer)), None)
        if invite is not None:
            _closed(host, invite, conn, str(event.reason))


def _receive(host: Host, conn: str, link: SeatLink, text: str | Refusal) -> None:
    """A guest's message, checked by its link, then done (or refused, the guest told why)."""
    current = host.screen
    answer = link.receive(text, now_ms())
    if isinstance(answer, remote.Admitted):
        _admit(host, conn, link, answer)
    elif isinstance(answer, remote.Denied):
        _let_go(conn, link.deny())
    elif isinstance(answer, Refusal):
        send(conn, link.refusal(answer))
    elif isinstance(answer, remote.Resync):
        send(conn, link.picture())
    elif answer is not None:  # accepted: the guest waits for its answer, a picture or a refusal
        sent = link.sent
        if answer in current.ctl.legal:
            current.act(answer)  # the screen's changed hook sends everyone the result
            if link.sent == sent:
                send(conn, link.update())
        else:  # the host's screen cannot take it now (it moved on meanwhile)
            send(conn, link.refusal(Refusal(remote.STALE)))


def _admit(host: Host, conn: str, link: SeatLink, admitted: remote.Admitted) -> None:
    """Bind ``conn`` to the seat its hello took (denied if handed over since)."""
    invite = host.invites.get(admitted.seat)
    if invite is None or invite.way is not host.one_link:
        _let_go(conn, link.deny())
        return
    # the host is told of a link opened on another device (a rejoin from the same is not news)
    invite.moved = bool(invite.device and admitted.device != invite.device)
    invite.device = admitted.device
    if invite.conn is not None and invite.channel is not None:  # a reload's, or another tab's
        _let_go(invite.conn, invite.channel.deny("replaced"))  # (that tab stops trying again)
    send(conn, link.welcome(_host_name(host.screen) or str(host.screen.session.names[0])))
    _bind(host, invite, conn, link)


def _bind(host: Host, invite: Invite, conn: str, link: SeatLink) -> None:
    """``invite``'s seat is played by channel ``conn`` from now on: its whole picture."""
    invite.conn, invite.channel, invite.connecting = conn, link, False
    invite.lost, invite.problem = False, ""
    host.links[conn] = link
    send(conn, link.picture())
    send_presence()
    render(host.screen)


def _let_go(conn: str, words: str) -> None:
    """Say ``words`` (a link's denial) on ``conn``, then close it (they arrive first)."""
    send(conn, words)
    js.setTimeout(once(lambda: net().close(conn)), DENIED_CLOSE_MS)


def _close_waiting(host: Host, conn: str) -> None:
    """A one-link connection that said no hello in time closes."""
    link = host.links.get(conn)
    if link is not None and link.state == remote.HELLO:
        host.links.pop(conn)
        net().close(conn)


def _closed(host: Host, invite: Invite, conn: str, reason: str) -> None:
    invite.lost = invite.conn == conn
    invite.conn = invite.offer = invite.channel = None
    invite.connecting = False
    if invite.lost and invite.seat is None:  # a watcher who left: off the list
        del host.invites[invite.key]
        # (later: a closing page closes its channels first; its reload invites them again)
        js.setTimeout(once(lambda: _keep_watchers(host)), 0)
    elif not invite.lost:
        words = "remote.error.unreachable" if reason == "timeout" else "remote.error.closed"
        invite.problem = t("remote.failed", error=t(words))
    send_presence()
    render(host.screen)


def send_presence() -> None:
    """Tell every guest whose device is not connected; the host's computer players wait too."""
    if _host is None:
        return
    invites = _host.invites.values()
    away = sorted(i.seat for i in invites if i.seat is not None and i.conn is None)
    _host.screen.auto.wait_for([_host.screen.session.names[seat] for seat in away])
    for invite in invites:
        if invite.channel is not None and invite.conn is not None:
            send(invite.conn, invite.channel.presence(away))


def _hand_over(host: Host, invite: Invite, level: str | None) -> None:
    """Seat ``invite.seat`` is played from now on by the computer at ``level``, or (None) here."""
    current, seat = host.screen, invite.seat
    if seat is None or current.lost or current.session.over():
        return
    session = current.session
    session.record.config = handed_over(session.record.config, seat, level)
    del host.invites[invite.key]
    if invite.offer is not None:
        net().close(invite.offer)
    if invite.channel is not None and invite.conn is not None:  # (its link stays, refusing)
        send(invite.conn, invite.channel.hand_over())
    for link in host.links.values():
        link.seats_changed()
    current.show(session, current.game_id, current.game_created, current.hooks)
    current.hooks.changed(current)  # the autosave; every guest gets the new picture
    send_presence()
    render(current)  # (changed() redraws the panel only while invitations are left)
    notify(t("remote.handed_computer" if level else "remote.handed_here", name=session.names[seat]))


# ---- the invitation panel and its buttons, and the desk's ----------------------------------------


def command(current: Screen, cmd: dict[str, Any]) -> bool:
    """The invitation panel's and the desk's buttons; False if ``cmd`` is not one of them."""
    key = next((key for key in cmd if key.startswith(("invite_", "desk_"))), None)
    if key is None:
        return False
    host = _host if _host is not None and _host.screen is current else None
    if key in ("desk_open", "desk_close"):
        if host is not None and key == "desk_close":
            _close_desk(host)
        elif host is not None:  # (its camera tried again), at that invitation if one is said
            host.desk.open, host.desk.problem = True, ""
            host.desk.key = cmd[key] if cmd[key] in host.invites else host.desk.key
        render(current)
        return True
    if key == "invite_watch":
        if host is not None and not current.session.over():
            listen(_on_event, _listening)
            _new_invite(host, None, BY_HAND)
            _keep_watchers(host)
            host.desk.open, host.desk.key = True, max(host.invites)  # the desk shows it
            render(current)
        return True
    which = cmd[key][0] if key == "invite_hand" else cmd[key]
    invite = host.invites.get(which) if host is not None else None
    if host is None or invite is None:
        return True
    if key == "desk_next":
        waiting = _waiting(host)
        host.desk.key = next((k for k in waiting if k > invite.key), waiting[0])
        render(current)
    elif key == "desk_connect":
        box = js.document.getElementById("desk-answer")
        if invite.offer is not None and not invite.connecting:
            spawn(_accept(host, invite, str(box.value) if box else ""))
    elif key == "invite_copy":
        spawn(copy(invite.link))
    elif key == "invite_new" and isinstance(invite.way, OneLink):
        invite.way.renew(host, invite)  # (drawn once its new link is made)
    elif key == "invite_new":  # (the desk shows it)
        _new_invite(host, invite.seat, invite.way, invite.key)
        host.desk.open, host.desk.key = True, invite.key
        render(current)
    elif key == "invite_hand":
        _hand_over(host, invite, HAND_OVER_LEVEL if cmd[key][1] == "computer" else None)
    return True


async def _accept(host: Host, invite: Invite, pasted: str) -> None:
    """Connect ``invite`` by the answer pasted or read: a code, or a link with one after ``#``."""
    invite.connecting, invite.problem = True, ""
    render(host.screen)
    text = pasted.strip()
    code = text.split("#", 1)[1].split("&", 1)[0].rsplit("=", 1)[-1] if "#" in text else text
    try:
        await net().accept(invite.offer, code)
    except Exception as error:
        invite.problem = t("remote.failed", error=code_words(error))
    invite.connecting = False
    render(host.screen)


def _status(host: Host, invite: Invite) -> str:
    """How ``invite``'s guest stands (a watcher is never "disconnected": it left the list)."""
    name = _name(invite)
    if invite.conn is not None:
        return t("remote.moved" if invite.moved else "remote.connected", name=name)
    if invite.seat is not None and host.screen.table.to_move() == invite.seat:
        return t("remote.waiting_for", name=name)
    return t("remote.disconnected" if invite.lost else "remote.not_connected", name=name)


_panel: list[Any] = []  # the invitation panel


def render(current: Screen) -> None:
    """The invitation panel: each seat's and watcher's status and what can be done about it."""
    if not _panel:  # (one, kept: a pass screen's redraw may take it off the page for a while)
        _panel.append(el("section", "panel invites", None, id="invites"))
    box = _panel[0]
    box.setAttribute("aria-label", t("remote.title"))
    place_panel()
    host = _host if _host is not None and _host.screen is current else None
    focused = js.document.activeElement
    cmd = str(focused.dataset.cmd or "") if focused and box.contains(focused) else ""
    clear(box)
    box.hidden = host is None or not host.invites
    if host is None or box.hidden:
        return
    over = current.session.over()
    box.appendChild(el("h2", "panel-title", t("remote.title")))
    box.appendChild(el("p", "muted small", t("remote.dealer")))
    if _waiting(host) and not host.desk.open and not over:
        opener = button(t("desk.open"), {"desk_open": None}, "btn primary small", id="desk-open")
        box.appendChild(opener)
    for _, invite in sorted(host.invites.items()):
        box.appendChild(_row(host, invite, over))
    if not over:
        box.appendChild(button(t("remote.watch_invite"), {"invite_watch": 1}, "btn small"))
    again = [n for n in box.querySelectorAll("[data-cmd]") if cmd and n.dataset.cmd == cmd]
    if again:  # a redraw (after every move) keeps the focus on the same button
        focus_in_place(again[0])
    _render_desk(host)


def _row(host: Host, invite: Invite, over: bool) -> Any:
    """A seat's or watcher's line: its status, and buttons for its invitation and hand-over."""
    key, name, one_link = invite.key, _name(invite), not invite.way.answers
    row = el("div", "invite", None, id=f"invite-{key}")
    row.appendChild(el("h3", None, name))
    status = _status(host, invite)
    row.appendChild(el("p", "invite-status", status, id=f"invite-status-{key}", role="status"))
    if invite.problem:
        alert = None if host.desk.open else "alert"  # (the desk, over the panel, says it)
        row.appendChild(el("p", "invite-problem error", invite.problem, role=alert))
    bar = el("div", "buttons")
    failed = _failed(invite)
    if invite.conn is None and not failed and not over:
        words = t("remote.invite", name=name)
        bar.appendChild(button(words, {"desk_open": key}, "btn primary small"))
    if failed:
        bar.appendChild(button(t("remote.new_invitation", name=name), {"invite_new": key}))
    elif one_link and (invite.link or invite.conn is not None):
        bar.appendChild(button(t("remote.new_link"), {"invite_new": key}, "btn small"))
    if invite.seat is not None and not over:
        for how, words in (("here", "remote.play_here"), ("computer", "remote.computer_plays")):
            bar.appendChild(button(t(words, name=name), {"invite_hand": [key, how]}, "btn small"))
    row.appendChild(bar)
    return row


def place_panel() -> None:
    """The invitation panel goes with the game's panels, or under a pass card (no hand shown)."""
    if not _panel:
        return
    box, overlay = _panel[0], js.document.getElementById("overlay")
    if overlay and not overlay.hidden and overlay.querySelector(".pass-card"):
        if not overlay.contains(box):
            overlay.appendChild(box)
        return
    panels = js.document.querySelector("#game .panels")
    if not panels.contains(box):
        panels.insertBefore(box, panels.firstChild)


def _failed(invite: Invite) -> bool:
    """An invitation by hand that can no longer be answered (it failed, or its guest left)."""
    return invite.way.answers and invite.offer is None and bool(invite.lost or invite.problem)


def _name(invite: Invite) -> str:
    """The seat's player name, or "Watcher 2"."""
    if invite.seat is None:
        return t("remote.watcher", n=invite.key - WATCHERS + 1)
    assert _host is not None
    return str(_host.screen.session.names[invite.seat])


def _keep_watchers(host: Host) -> None:
    """How many watchers the game has, kept with it: a reload invites them again."""
    count = sum(invite.seat is None for invite in host.invites.values())
    keep("local", WATCHERS_KEY + host.screen.game_id, str(count) if count else None)


# ---- the join desk: each waiting invitation in turn, its answer read by the camera ----


async def _read_answers(host: Host, scanner: camera.Scanner) -> None:
    """Each code the desk's camera reads is tried as the shown invitation's answer, as if pasted."""

    async def read(text: str) -> bool:
        now = host.invites.get(host.desk.key) if host.desk.key is not None else None
        if host.desk.scanner is scanner and now is not None and now.offer is not None:
            if not now.connecting:
                await _accept(host, now, text)
        return host.desk.scanner is not scanner

    problem = await scanner.run(read)
    if host.desk.scanner is scanner:
        host.desk.scanner, host.desk.problem = None, problem
        render(host.screen)


def _waiting(host: Host) -> list[int]:
    """The invitations whose guest is not connected, in the desk's order."""
    return [key for key, invite in sorted(host.invites.items()) if invite.conn is None]


def _close_desk(host: Host) -> None:
    host.desk.open, host.desk.key, host.desk.drawn = False, None, ()
    if host.desk.scanner is not None:
        host.desk.scanner.stop()
        host.desk.scanner = None
    desk.close()


def _render_desk(host: Host) -> None:
    """The open desk shows the invitation of its key, or the next waiting; none: it closes."""
    current, state, waiting = host.screen, host.desk, _waiting(host)
    if not state.open or current.session.over() or not waiting:
        if state.open and not waiting:
            notify(t("desk.everyone"))
        if state.open or desk.dialog():
            _close_desk(host)
        return
    if state.key not in waiting:  # the next waiting
        state.key = next((k for k in waiting if state.key is None or k > state.key), waiting[0])
    invite = host.invites[state.key]
    answer = invite.way.answers
    if answer and state.scanner is None and not state.problem and camera.available():
        scanner = state.scanner = camera.Scanner(t("remote.camera"))
        spawn(_read_answers(host, scanner))
    elif not answer and state.scanner is not None:
        state.scanner.stop()
        state.scanner = None
    entries = [
        desk.Entry(k, _name(i), _status(host, i), i.conn is None)
        for k, i in sorted(host.invites.items())
    ]
    name, problem = _name(invite), invite.problem or state.problem
    link, qr, side = invite.link, invite.qr, invite.qr_side
    shown = desk.Shown(
        invite.key, name, link, qr, side, answer, problem, invite.connecting, _failed(invite)
    )
    drawn = (entries, shown, state.scanner)
    if drawn == state.drawn and desk.dialog():
        return
    state.drawn = drawn
    video = state.scanner.video if state.scanner is not None else None
    desk.render(entries, shown, video, not current.session.over())
    if state.scanner is not None:
        spawn(state.scanner.resume())
