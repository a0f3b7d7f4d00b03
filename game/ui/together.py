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

from .computer import remote_seats
from .dom import button, clear, el
from .guard import proxy, spawn
from .i18n import t
from .page import notify, now_ms, refuse
from .remote import TOO_FAST, TOO_LARGE, HostMessageError, Refusal, RemoteTable, SeatLink
from .session import Session

JOIN = "#join="
NET_REFUSALS = {"too large": TOO_LARGE, "too many": TOO_FAST}  # net.js's, as the guest reads them
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
    table: Any
    ctl: Any

    def act(self, notation: str) -> None: ...

    def refresh(self) -> None: ...


def _net() -> Any:
    return js.window.volcanoNet


def _code_words(error: Exception) -> str:
    """A net.js error in words (its ``code`` says which)."""
    code = getattr(getattr(error, "js_error", None), "code", None)
    return t(ERROR_WORDS.get(str(code), "remote.error.unknown"))


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
    """One seat played at another device: its invitation and its channel, at the host."""

    seat: int
    offer: str | None = None  # the invitation's connection (net.js id), until it opens
    link: str = ""
    qr: str = ""  # the link's QR code, as an image URL
    conn: str | None = None  # the open channel
    channel: SeatLink | None = None
    connecting: bool = False
    lost: bool = False
    problem: str = ""
    secret: str = ""  # a one-click invitation's (game/ui/oneclick.py): no answer comes back


_invites: dict[int, Invite] = {}
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
    render(current)


def invites(current: Screen) -> dict[int, Invite]:
    """The invitations of ``current``'s game, by seat (none if it is not this page's)."""
    return _invites if _host and _host[0] is current else {}


def hosting() -> Screen | None:
    """The game this page holds for other devices, if any."""
    return _host[0] if _host and _invites else None


def guest() -> Guest:
    """This page's place in another device's game."""
    return _guest


def _close_invites() -> None:
    """Let this page's guests go (forgotten first: closing reports at once)."""
    invites = list(_invites.values())
    _invites.clear()
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


def _new_invite(seat: int) -> None:
    invite = _invites[seat] = Invite(seat)
    spawn(_make_offer(invite))


async def _make_offer(invite: Invite) -> None:
    try:
        made = await _net().offer()
    except Exception as error:
        invite.problem = _error_words(error)
        _render_host()
        return
    if _invites.get(invite.seat) is not invite:  # another game opened meanwhile
        _net().close(made.id)
        return
    invite.offer = str(made.id)
    invite.link = _site() + JOIN + str(made.code)
    try:
        invite.qr = _qr_url(await _net().qrSvg(invite.link))
    except Exception as error:  # the link alone still works
        js.console.warn(f"no QR code for the invitation: {error}")
    _render_host()


def changed(current: Screen) -> None:
    """After a change of the host's game: each open channel gets the new picture."""
    if not _host or _host[0] is not current or not _invites:
        return
    for invite in _invites.values():
        if invite.channel is not None and invite.conn is not None:
            _send(invite.conn, invite.channel.update())
    render(current)


def _send(conn: str, text: str) -> None:
    try:
        _net().send(conn, text)
    except Exception as error:  # closed meanwhile: its "closed" event follows
        js.console.warn(f"not sent: {error}")


def _host_event(kind: str, conn: str, event: Any) -> None:
    if not _host:
        return
    current = _host[0]
    if kind == "open":
        invite = next((i for i in _invites.values() if i.offer == conn), None)
        if invite is None:
            return
        invite.conn, invite.offer, invite.connecting = conn, None, False
        invite.lost, invite.problem = False, ""
        invite.channel = SeatLink(current.session, invite.seat)
        _send(conn, invite.channel.picture())
        render(current)
        return
    invite = next((i for i in _invites.values() if conn in (i.conn, i.offer)), None)
    if invite is None:
        return
    if kind == "message" and invite.channel is not None:
        answer = invite.channel.receive(str(event.text), now_ms())
        if isinstance(answer, Refusal):
            _send(conn, invite.channel.refusal(answer))
        elif answer in current.ctl.legal:
            current.act(answer)  # the screen's changed hook sends everyone the result
    elif kind == "refused" and invite.channel is not None:
        reason = NET_REFUSALS.get(str(event.reason))
        if reason is not None:
            _send(conn, invite.channel.refusal(Refusal(reason)))
    elif kind == "closed":
        invite.lost = invite.conn == conn
        invite.conn = invite.offer = invite.channel = None
        invite.connecting = False
        if not invite.lost:
            invite.problem = _error_words_for(str(event.reason))
        render(current)


def _error_words_for(reason: str) -> str:
    words = t("remote.error.unreachable" if reason == "timeout" else "remote.error.closed")
    return t("remote.failed", error=words)


def command(current: Screen, cmd: dict[str, Any]) -> bool:
    """The invitation panel's buttons; False if ``cmd`` is not one of them."""
    for key in ("invite_copy", "invite_connect", "invite_new"):
        if key in cmd:
            break
    else:
        return False
    invite = _invites.get(cmd[key]) if _host and _host[0] is current else None
    if invite is None:
        return True
    if key == "invite_copy":
        spawn(_copy(invite.link))
    elif key == "invite_new":
        _new_invite(invite.seat)
        render(current)
    elif invite.offer is not None and not invite.connecting:
        box = js.document.getElementById(f"invite-answer-{invite.seat}")
        spawn(_accept(current, invite, str(box.value) if box else ""))
    return True


def _answer_code(text: str) -> str:
    """The code in what was pasted: a bare code, or a link ending in one."""
    text = text.strip()
    return text.rsplit("=", 1)[-1] if "#" in text else text


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
        return t("remote.connected", name=name)
    if current.table.to_move() == invite.seat:
        return t("remote.waiting_for", name=name)
    return t("remote.disconnected" if invite.lost else "remote.not_connected", name=name)


def render(current: Screen) -> None:
    """The invitation panel (none in a game without seats at other devices); what was typed
    in an answer box is kept."""
    doc = js.document
    box = doc.getElementById("invites")
    if not box:  # (JavaScript's null)
        panels = doc.querySelector("#game .panels")
        box = el("section", "panel invites", None, id="invites", aria_label=t("remote.title"))
        panels.insertBefore(box, panels.firstChild)
    typed = {k: doc.getElementById(f"invite-answer-{k}") for k in _invites}
    kept = {k: str(node.value) for k, node in typed.items() if node}
    clear(box)
    box.hidden = not _invites or not _host or _host[0] is not current
    if box.hidden:
        return
    box.appendChild(el("h2", "panel-title", t("remote.title")))
    box.appendChild(el("p", "muted small", t("remote.dealer")))
    names = current.session.names
    for seat, invite in sorted(_invites.items()):
        name = names[seat]
        row = el("div", "invite", None, id=f"invite-{seat}")
        row.appendChild(el("h3", None, t("remote.invite", name=name)))
        status = _status(current, invite, name)
        row.appendChild(el("p", "invite-status", status, id=f"invite-status-{seat}", role="status"))
        if invite.secret:
            one_link(row, invite, name)
        elif invite.lost:
            row.appendChild(button(t("remote.new_invitation", name=name), {"invite_new": seat}))
        elif invite.conn is None and invite.offer is None and not invite.problem:
            row.appendChild(el("p", "muted", t("remote.making")))
        elif invite.conn is None and invite.offer is not None:
            _invitation(row, invite, name, kept.get(seat, ""))
        if invite.problem:
            row.appendChild(el("p", "invite-problem error", invite.problem, role="alert"))
            if invite.offer is None and invite.conn is None and not (invite.lost or invite.secret):
                row.appendChild(button(t("remote.new_invitation", name=name), {"invite_new": seat}))
        box.appendChild(row)


def one_link(row: Any, invite: Invite, name: str) -> None:
    """A one-click invitation: its link and QR code while the seat waits for its guest."""
    if invite.conn is not None:
        return
    if not invite.link:
        row.appendChild(el("p", "muted", t("remote.making")))
        return
    seat = invite.seat
    row.appendChild(el("p", "muted small", t("remote.one_link_help", name=name)))
    link = el("input", "invite-link", None, id=f"invite-link-{seat}", readonly=True)
    link.value = invite.link
    link.setAttribute("aria-label", t("remote.invite", name=name))
    row.appendChild(link)
    if invite.qr:
        row.appendChild(el("img", "qr", None, src=invite.qr, alt=t("remote.qr")))
    bar = el("div", "buttons")
    bar.appendChild(button(t("remote.copy"), {"invite_copy": seat}, "btn small"))
    bar.appendChild(button(t("remote.new_link"), {"invite_renew": seat}, "btn small"))
    row.appendChild(bar)


def _invitation(row: Any, invite: Invite, name: str, typed: str) -> None:
    seat = invite.seat
    row.appendChild(el("p", "muted small", t("remote.invite_help", name=name)))
    link = el("input", "invite-link", None, id=f"invite-link-{seat}", readonly=True)
    link.value = invite.link
    link.setAttribute("aria-label", t("remote.invite", name=name))
    row.appendChild(link)
    if invite.qr:
        row.appendChild(el("img", "qr", None, src=invite.qr, alt=t("remote.qr")))
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


# ---- a guest ---------------------------------------------------------------------------------


@dataclass
class Guest:
    """This page's place in a game another device holds."""

    conn: str | None = None
    table: RemoteTable | None = None
    screen: Any = None
    show: Callable[[RemoteTable, Callable[[str], None]], Any] | None = None


_guest = Guest()


def join(code: str, show: Callable[[RemoteTable, Callable[[str], None]], Any]) -> None:
    """Answer the invitation ``code`` (from a link); ``show(table, send)`` puts the game on
    the screen once the host's first message comes."""
    card = be_guest(show)
    card.appendChild(el("p", "muted", t("remote.joining"), id="join-status", role="status"))
    spawn(_answer(code))


def be_guest(show: Callable[[RemoteTable, Callable[[str], None]], Any]) -> Any:
    """This page joins another device's game (the guests of a game it held are let go);
    ``show(table, send)`` puts it on the screen. The join card, to say how it goes."""
    _listen()
    _close_invites()
    _host.clear()
    _leave_host(show)
    return _join_card()


def _join_card() -> Any:
    _close_join_card()
    dialog = el("div", "rules-dialog", None, id="join-dialog", role="dialog")
    dialog.setAttribute("aria-labelledby", "join-h")
    card = el("div", "pass-card rules-card")
    card.appendChild(el("h2", None, t("remote.join_title"), id="join-h"))
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
        _guest.conn = None
        notify(t("remote.host_lost"), error=True)
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
            if table.seat is None:
                raise HostMessageError("a spectator's picture")
        else:
            kind = table.receive(text)
    except HostMessageError as error:
        notify(t("remote.bad_message", error=error), error=True)
        return
    if _guest.table is None:
        _guest.table = table
        _close_join_card()
        assert _guest.show is not None
        _guest.screen = _guest.show(table, _send_action)
        return
    if kind == "refused":
        notify(t(f"remote.refused.{table.refused}"), error=True)
    if kind != "old":
        _guest.screen.ctl.set_legal(table.legal())
        _guest.screen.refresh()


def _send_action(notation: str) -> None:
    """A click or key of this seat made ``notation``: to the host, which applies it."""
    table = _guest.table
    if table is None or _guest.conn is None:
        return
    try:
        message = table.action_message(notation)
    except ValueError:  # an action already on its way
        return
    _send(_guest.conn, message)
