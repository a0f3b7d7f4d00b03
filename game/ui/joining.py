"""A guest's end of a game another device holds (game/ui/remote.py reads and writes the messages;
game/ui/channel.py is the host's end). By hand, a page opened by ``#join=<code>`` shows the
answer to send back (a lost host: scan its new invitation); by one link (``#play=``, a PeerJS
server) it connects and says hello, and again by itself after a lost connection or a reload.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

import js

from game.core import registry

from . import camera, channel, remote
from .channel import RETRY_MS, STOP, code_words, net, send, server, site
from .dom import button, clicked, el, js_object, remove
from .guard import proxy, spawn
from .i18n import t
from .page import keep, kept, notify, now_ms, refuse
from .rejoin import PLAY, PlayLink, Rejoin, new_device, read_play_link, rejoins, remembered, without
from .remote import RemoteTable

JOIN = "#join="
RESYNC_MS = 2000  # a guest asks for the whole picture again if this long went unanswered
# How long each try waits for the channel to open. The first is short: an offer sent while
# the server still held a closed host page's name hung for all 20 s (measured).
OPEN_MS = (6000, 12_000, 20_000)
MAX_TRIES = 150  # about ten minutes: then the start screen's list rejoins with one click
REJOIN_KEY = "volcano:rejoin"  # localStorage
JOINED_KEY = "volcano:joined"  # the link this tab plays by (sessionStorage)
DEVICE_KEY = "volcano:device"  # this browser's device name in a hello (localStorage)

Show = Callable[[RemoteTable, Callable[[str], None]], Any]


@dataclass
class Guest:
    """This page's place in a game another device holds."""

    conn: str | None = None
    table: RemoteTable | None = None
    screen: Any = None
    show: Show | None = None
    host: str = ""  # the host's name, as the invitation or the host's welcome gave it
    state: str = ""  # the connection's state in words, while it is not fine (seat_status)
    lost: bool = False  # the host went away: its new invitation is the way back
    resync_ms: float = -RESYNC_MS  # when this page last asked the host for the whole picture
    play: PlayLink | None = None  # joined by one link: it connects again by itself
    link: str = ""  # ...that link, whole (the rejoin save's)


_guest = Guest()
_listening: list[Any] = []


def guest() -> Guest:
    """This page's place in another device's game."""
    return _guest


def leave(show: Show | None = None) -> None:
    """Stop being a guest (forgotten first: closing reports at once); ``show``: to join anew."""
    global _guest
    old, _guest = _guest, Guest(show=show)
    keep("session", JOINED_KEY, None)  # (no rejoining on reload)
    if old.conn is not None:
        net().close(old.conn)


def _be_guest(show: Show, title: str, status: str) -> None:
    """This page joins another device's game (the guests of a game it held are let go)."""
    channel.listen(_on_event, _listening)
    channel.close()
    leave(show)
    _join_card(title).appendChild(el("p", "muted", status, id="join-status", role="status"))


def join(fragment: str, show: Show) -> None:
    """Answer the invitation after ``#join=``; ``show(table, send)`` shows the game."""
    code, invitation = remote.read_invitation(fragment)
    _be_guest(show, _join_title(invitation), t("remote.joining"))
    _guest.host = invitation.host if invitation is not None else ""
    spawn(_answer(code))


def join_link(fragment: str, show: Show) -> None:
    """Open the one-link invitation ``fragment`` (``#play=``): connect to its host, say hello."""
    try:
        play = read_play_link(fragment)
    except ValueError:
        refuse(t("remote.bad_invitation", error=t("remote.error.damaged")))
        return
    if not server():
        refuse(t("remote.bad_invitation", error=t("remote.error.no_server")))
        return
    _be_guest(show, t("remote.join_title"), t("remote.joining_host"))
    _guest.play, _guest.link = play, site() + play.fragment()
    keep("session", JOINED_KEY, _guest.link)
    spawn(_connect(_guest))


def rejoin_after_reload(show: Show) -> None:
    """This tab played a game by a one-link invitation before its reload: join it again."""
    link = kept("session", JOINED_KEY)
    if link and "#" in link and not str(js.location.hash):
        join_link("#" + link.split("#", 1)[1], show)


def _join_title(invitation: remote.Invitation | None) -> str:
    """The join card's title: the game the link names, if it names one whole."""
    if invitation is None:
        return t("remote.join_title")
    game = registry.get_game(invitation.game).info.title
    if invitation.seat is None:
        return t("remote.watch_named", host=invitation.host, game=game)
    return t("remote.join_named", host=invitation.host, game=game, name=invitation.seat)


def _join_card(title: str) -> Any:
    remove("join-dialog")
    dialog = el("div", "rules-dialog", id="join-dialog", role="dialog", aria_labelledby="join-h")
    card = el("div", "pass-card rules-card")
    card.appendChild(el("h2", None, title, id="join-h"))
    dialog.appendChild(card)
    js.document.body.appendChild(dialog)
    return card


async def _answer(code: str) -> None:
    """By hand: the answer code, to copy, share or show as a QR code to the host's camera."""
    try:
        made = await net().answer(code)
    except Exception as error:
        remove("join-dialog")
        refuse(t("remote.bad_invitation", error=code_words(error)))
        return
    _guest.conn, answer = str(made.id), str(made.code)
    status = js.document.getElementById("join-status")  # (the join card's last line)
    if not status:
        return
    box = el("textarea", "join-answer", None, id="join-answer", readonly=True, rows="3")
    box.value = answer
    box.setAttribute("aria-label", t("remote.answer_code"))
    bar = el("div", "buttons")
    copy = el("button", "btn primary", t("remote.copy"), type="button", id="join-copy")
    copy.addEventListener("click", proxy(lambda _e: spawn(channel.copy(answer))))
    bar.appendChild(copy)
    if getattr(js.navigator, "share", None):
        share = el("button", "btn", t("remote.share"), type="button", id="join-share")
        share.addEventListener("click", proxy(lambda _e: spawn(_share(answer))))
        bar.appendChild(share)
    status.before(el("p", None, t("remote.send_answer")), box, bar)
    qr, _ = await channel.qr_code(answer)
    if qr:
        status.before(el("img", "qr", None, src=qr, alt=t("remote.qr")))
    status.textContent = t("remote.waiting_host")


async def _share(answer: str) -> None:
    with suppress(Exception):  # dismissed: Copy is there
        await js.navigator.share(js_object({"text": answer}))


async def _connect(joined: Guest, again: bool = False) -> None:
    """By one link: reach the host (tries ever further apart), then say hello; ``again``: wait
    first (a host page that just closed may still hold its name for a moment)."""
    tries = 0
    if again:
        await asyncio.sleep(RETRY_MS[0] / 1000)
    while _guest is joined and joined.play is not None:
        play = joined.play
        try:
            wait = {"timeoutMs": OPEN_MS[min(tries, len(OPEN_MS) - 1)]}
            made = await net().connect(play.peer, js_object(wait))
        except Exception as error:
            if _guest is not joined or joined.play is None:
                return
            if channel.error_code(error) in STOP:
                _give_up(t("remote.failed", error=t("remote.error.unsupported")))
                return
            if tries >= MAX_TRIES:  # the host is gone for good, it seems
                _give_up(t("remote.host_lost"))
                return
            _say(t("remote.reconnecting"))
            await asyncio.sleep(RETRY_MS[min(tries, len(RETRY_MS) - 1)] / 1000)
            tries += 1
            continue
        if _guest is not joined or joined.play is None:
            net().close(made.id)
            return
        joined.conn = str(made.id)
        send(joined.conn, remote.hello(play.seat, play.secret, _device()))
        return


def _device() -> str:
    """This browser's device name (made once, then kept), for the host to tell devices apart."""
    name = kept("local", DEVICE_KEY)
    if not name or not remote.DEVICE.fullmatch(name):
        name = new_device()
        keep("local", DEVICE_KEY, name)
    return name


def _say(words: str) -> None:
    """How joining goes: on the join card, or above the game (seat_status), which then waits."""
    status = js.document.getElementById("join-status")
    if status:
        status.textContent = words
    elif not _waits(words):
        notify(words, error=True)


def _waits(words: str) -> bool:
    """The game on screen waits, saying ``words`` above it; False if no game is on screen."""
    if _guest.screen is None:
        return False
    _guest.state, _guest.screen.lost = words, True
    _guest.screen.refresh()
    return True


def _give_up(words: str) -> None:
    """No more trying: the join card closes, or the game stays, saying ``words``."""
    _guest.play, _guest.conn = None, None
    keep("session", JOINED_KEY, None)
    remove("join-dialog")
    if not _waits(words):
        refuse(words)


def _on_event(kind: str, conn: str, event: Any) -> None:
    if _guest.conn != conn:
        return
    if kind == "open":
        status = js.document.getElementById("join-status")
        if status:
            status.textContent = t("remote.connected_host")
    elif kind == "message":
        _host_message(conn, str(event.text))
    elif kind == "closed" and _guest.play is not None:
        if _guest.table is not None and _guest.table.over():
            _give_up(t("remote.host_lost"))  # (the end is all on this page: nothing to wait for)
            return
        _guest.conn, _guest.table = None, None  # the next connection starts with a whole picture
        _say(t("remote.reconnecting"))
        spawn(_connect(_guest, again=True))
    elif kind == "closed":
        _guest.conn, _guest.lost, _guest.state = None, True, t("remote.host_gone")
        if not _waits(_guest.state):
            remove("join-dialog")


def _host_message(conn: str, text: str) -> None:
    table, kind = _guest.table, ""
    try:
        data, link = remote.read_host(text)
        if link is None and table is not None:
            kind = table.receive(data)
        elif link is None:
            table = RemoteTable(data)
    except remote.HostMessageError as error:  # the details are English, for whoever debugs it
        js.console.warn(f"a message from the host was not read: {error}")
        if isinstance(error, remote.OtherVersion) and _guest.play is not None and table is None:
            _give_up(t("remote.refused.version"))  # (not worth trying again)
            net().close(conn)
        elif not isinstance(error, remote.LogGap):  # (a picture lost on the way: quietly made good)
            notify(t("remote.bad_message"), error=True)
        if table is not None and _guest.conn and now_ms() - _guest.resync_ms >= RESYNC_MS:
            _guest.resync_ms = now_ms()  # the whole picture asked for (again after RESYNC_MS)
            send(_guest.conn, table.resync_message())
        return
    if link == "welcome":
        _guest.host = str(data["host"])
    elif link is not None:  # denied, or replaced by a newer link to this seat
        _give_up(t("remote.denied" if link == "denied" else "remote.replaced"))
        net().close(conn)
    elif table is not None and _guest.table is not None:  # the screen follows
        if kind == "refused":
            notify(t(f"remote.refused.{table.refused}"), error=True)
            _guest.screen.lost = _guest.screen.lost or table.handed_over  # (it may not act now)
        if kind == "picture":
            _guest.resync_ms, _guest.state = -RESYNC_MS, ""  # (a later gap may ask again at once)
        if kind != "old":
            _guest.screen.ctl.set_legal(table.legal())
            _guest.screen.refresh()
    elif table is not None:
        remove("join-dialog")
        assert _guest.show is not None
        _guest.table = table
        try:
            _guest.screen = _guest.show(table, _send_action)
        except Exception:  # (reported by the caller's guard) the next picture tries again
            _guest.table = None
            raise


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


def seat_status() -> str:
    """On a guest's page, the words that stay on screen for its seat ("" if none)."""
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
    """A guest whose host went away reads its new invitation with the camera, then opens it."""
    if not camera.available():
        notify(t("remote.camera_missing_invitation"), error=True)
        return
    card = _join_card(t("remote.scan_invitation"))
    scanner = camera.Scanner(t("remote.camera"))
    problem = el("p", "invite-problem", "", id="join-status", role="status")
    stop = el("button", "btn small", t("remote.scan_stop"), type="button", id="join-stop")
    card.append(el("p", "muted", t("remote.scan_invitation_help")), scanner.video, problem, stop)

    def stop_scan(_event: Any) -> None:
        scanner.stop()
        remove("join-dialog")

    stop.addEventListener("click", proxy(stop_scan))

    async def read(text: str) -> bool:
        fragment = "#" + text.split("#", 1)[1] if "#" in text else ""
        if not fragment.startswith((JOIN, PLAY)):
            problem.textContent = t("remote.not_invitation")
            return False
        stop_scan(None)
        js.window.location.hash = fragment
        return True

    async def run() -> None:
        said = await scanner.run(read)
        if said:
            problem.textContent = said

    spawn(run())


# ---- the rejoin saves: the games this device joined ----------------------------------------


def shown(table: RemoteTable) -> None:
    """The host's game is on this page's screen: keep how to rejoin it (never its state)."""
    if table.seat is None:  # a watcher: watch invitations are made anew each time
        return
    host_name = _guest.host  # (the invitation's names, or the host's welcome)
    if not host_name:  # a link with no names: the host is (most likely) the first other person
        others = [k for k in range(len(table.names)) if k != table.seat]
        people = [k for k in others if k not in table.computers]
        host_name = table.names[(people or others)[0]] if others else "?"
    entry = Rejoin(host_name, table.name, table.names[table.seat], _guest.link, now_ms())
    keep("local", REJOIN_KEY, remembered(rejoins(kept("local", REJOIN_KEY)), entry))


def render_rejoins() -> None:
    """The games this device joined, above the saved games (one-link ones rejoin in one click)."""
    saved, box = js.document.getElementById("saved"), js.document.getElementById("rejoin")
    if not box:
        if not saved:
            return
        box = el("section", "card saved", None, id="rejoin", aria_label=t("rejoin.title"))
        box.addEventListener("click", proxy(_on_click))
        saved.parentNode.insertBefore(box, saved)
    items = rejoins(kept("local", REJOIN_KEY))
    box.hidden = not items
    listing = el("ul", "saves")
    for k, item in enumerate(items):
        row = el("li", "save rejoin", data_rejoin=str(k))
        game = t(f"game.{item.game}.title")
        words = t("rejoin.row", host=item.host, game=game, name=item.seat)
        when = str(js.Date.new(item.when).toLocaleString())
        meta = when if item.link else f"{when} · {t('rejoin.ask', host=item.host)}"
        row.append(el("span", "save-names", words), el("span", "save-meta muted small", meta))
        if item.link:
            row.appendChild(button(t("rejoin.go"), {"rejoin": k}, "btn small primary"))
        row.appendChild(button(t("rejoin.forget"), {"rejoin_forget": k}, "btn small"))
        listing.appendChild(row)
    box.replaceChildren(el("h2", None, t("rejoin.title")), listing)


def _on_click(event: Any) -> None:
    cmd = clicked(event)
    items = rejoins(kept("local", REJOIN_KEY))
    k = cmd.get("rejoin", cmd.get("rejoin_forget"))
    if not isinstance(k, int) or not 0 <= k < len(items):
        return
    if "rejoin" in cmd:  # opened as the link is (the page's hashchange opens it)
        js.window.location.hash = PLAY + items[k].link.split(PLAY, 1)[-1]
    else:
        keep("local", REJOIN_KEY, without(items, items[k]))
        render_rejoins()
