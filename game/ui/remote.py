"""Play together from several devices: the host's page holds the game; each guest's page
draws one seat from the messages the host sends it, and sends back its actions.

- ``seat_message(session, seat)``: everything ``seat`` may know now, as JSON-able data (the
  host sends it to a guest). ``SeatLink``: the host's end of one guest's channel: it numbers
  what it sends, sends after a change only what changed since its last picture (and the log
  from the first step the guest lacks), and reads and checks every message the guest sends
  back, under one rate bound, before anything is applied (``receive``: the one place). Its
  first states are the handshake's: a link opened by a one-link invitation waits for its
  ``hello`` (``HELLO``), then is open for the seat whose secret it said (``Admitted``) or
  denied (``Denied``); an open one may be handed over (``HANDED``), or denied or replaced by
  a newer link to its seat (``CLOSING``: its guest told, nothing more read).
- ``RemoteTable``: the guest's ``Table`` (game/ui/table.py), built and updated from the
  host's messages (each one checked: a broken one raises ``HostMessageError``, never
  anything else); it writes the guest's action messages (``action_message``).

A seat's message holds the seat's view, its legal actions and the engine's reasons for
refused choices while it decides, the log entries it may see and who decided each step
(every view shows whose decision is pending), and the public views of every step once the
game is over: never the seed, the record, a state or another seat's view.

Messages (protocol ``PROTOCOL``), as JSON text:

- host to guest, ``picture``: ``{"v", "type": "picture", "seq", "game", "seat", "n",
  "to_move", "active", "turn", "over", "ranking", "computers", "heard", "view", "legal",
  "refusals", "log": {"from", "steps": [[by, [events]], ...]}, "history"}``; ``n`` is the
  number of decisions so far, ``heard`` the last guest ``seq`` the host accepted, ``view``
  the seat's view without its ``events`` (the log's last step has them), ``log`` the steps
  from ``from`` on (0: the whole log), ``history`` the public views (without events) of every
  step, sent once when the game is over: the first whole, each other one as what changed
  since the step before (``["=", value]`` replaces a value; ``{"d": {key: change}, "x":
  [keys gone]}`` changes an object, ``{"l": {"index": change}}`` a list of the same length,
  ``{"s": [start, count, [items]]}`` puts items in place of ``count`` items from ``start``),
  a hundredth of the whole views' bytes in a long game;
- host to guest, ``change``: ``{"v", "type": "change", "seq", "base", "heard", "change",
  "log", "history"}``: the picture after a change, as what changed since the picture or
  change numbered ``base`` (the last one this link sent): ``change`` turns that one's fields
  (a picture without ``v``, ``type``, ``seq``, ``heard``, ``log`` and ``history``: ``BODY``)
  into the new ones, written as the history's changes are; ``log`` and ``history`` as in a
  picture. A guest takes it only on top of that very message (a ``LogGap`` otherwise: one was
  lost on the way, or not read; it then asks for the whole picture), and checks the fields it
  makes as a whole picture's;
- host to guest, ``refused``: ``{"v", "type": "refused", "seq", "heard", "reason"}``;
- host to guest, ``presence``: ``{"v", "type": "presence", "seq", "away"}``: the seats
  played at other devices whose device is not connected now (public, like the names);
- guest to host, ``act``: ``{"v", "type": "act", "seat", "n", "seq", "action"}``;
- guest to host, ``resync``: ``{"v", "type": "resync"}``: the guest could not take a picture
  or a change (one was lost on the way, so the log or the change no longer follows on, or it
  did not read): the host answers with the whole picture;
- guest to host, ``hello`` (one-link mode, the first message): ``{"v", "type": "hello",
  "seat", "secret", "device"}`` (``device``: a random name the guest's browser keeps, so that
  the host tells a rejoin from the same device from the link opened on another);
- host to guest, the seat link's answers (no ``seq``; ``read_host`` tells them from the game's
  messages): ``{"v", "type": "welcome", "host"}`` (the host's name, before the first
  picture), ``{"v", "type": "denied"}`` (a hello refused, or a link renewed) and ``{"v",
  "type": "replaced"}`` (a newer connection by the same link took the seat): then it closes.

Protocol 2 since the ``change``: a guest of protocol 1 cannot read one, and the host cannot
tell its guests' releases apart before it sends (a guest joining by hand says nothing first);
so pages of two releases part at once, each told (the guest cannot read the host's first
picture; the host refuses the guest's messages: ``version``), instead of failing at every
other update. The one-link handshake was a protocol 1 of its own (game/ui/rejoin.py's) until
it became the seat link's: a guest of an earlier release says a hello of 1 and is denied; a
one-link guest that reads a host message of another version gives up, saying so.

An invitation link's fragment is ``join=<code>`` and may name the game for the join card
(``invitation_fragment``, ``read_invitation``): not secret, shown as text only.

Pure Python: no browser import (tested under CPython).
"""

from __future__ import annotations

import hmac
import json
import re
from dataclasses import dataclass
from typing import Any

from game.core import jsontext, registry
from game.core.names import clean_name
from game.core.protocol import GameInfo, visible_to

from .session import Session
from .table import Event, LocalTable

PROTOCOL = 2
GUEST_MESSAGE_BYTES = 4096  # an action message is ~100 bytes
HOST_MESSAGE_BYTES = 8_000_000  # a whole picture is under 100 KB, with the history 200 KB
HOST_MESSAGE_DEPTH = 64  # a view nests ~6 levels; a history's changes twice as deep
# A guest's messages may come this fast (every one counts, its hello too): the one rate bound
# that answers. net.js keeps a coarser flood guard of its own before Python (RATE, 50 a second
# in bursts of 50, both ways), so that a flood is dropped without crossing into Pyodide; it
# must stay above this one (tests/test_rejoin.py checks), which then decides.
GUEST_BURST = 8  # messages a guest may send at once...
GUEST_REFILL_MS = 250  # ...and then one per this many milliseconds

# Why a guest's message is refused (the guest words them): checked in this order.
TOO_FAST = "too_fast"  # the channel's rate bound is spent (every message counts)
TOO_LARGE = "too_large"  # longer than GUEST_MESSAGE_BYTES
HANDED_OVER = "handed_over"  # this guest no longer plays the seat
NOT_JSON = "not_json"
VERSION = "version"  # another protocol version
BAD_SHAPE = "bad_shape"  # not an action message of this protocol
WRONG_SEAT = "wrong_seat"  # for a seat that is not this channel's
REPLAYED = "replayed"  # a sequence number already used
GAME_OVER = "game_over"
NOT_YOUR_TURN = "not_your_turn"
STALE = "stale"  # made for another decision than the pending one
ILLEGAL = "illegal"  # not a legal action of the seat now
REASONS = (
    TOO_FAST,
    TOO_LARGE,
    HANDED_OVER,
    NOT_JSON,
    VERSION,
    BAD_SHAPE,
    WRONG_SEAT,
    REPLAYED,
    GAME_OVER,
    NOT_YOUR_TURN,
    STALE,
    ILLEGAL,
)
ACT_KEYS = frozenset({"v", "type", "seat", "n", "seq", "action"})
RESYNC_KEYS = frozenset({"v", "type"})
PICTURE_KEYS = frozenset(
    "v type seq game seat n to_move active turn over ranking computers heard view legal refusals"
    " log history".split()
)
# a picture's fields that a change carries as what changed (the others come whole)
BODY = frozenset(PICTURE_KEYS - {"v", "type", "seq", "heard", "log", "history"})
CHANGE_KEYS = frozenset({"v", "type", "seq", "base", "heard", "change", "log", "history"})
REFUSED_KEYS = frozenset({"v", "type", "seq", "heard", "reason"})
PRESENCE_KEYS = frozenset({"v", "type", "seq", "away"})
HELLO_KEYS = frozenset({"v", "type", "seat", "secret", "device"})
SECRET = re.compile(r"[A-Za-z0-9_-]{22}")  # a one-link invitation's secret (128 bits)
DEVICE = re.compile(r"[A-Za-z0-9_-]{16}")  # a guest's browser's name (96 bits)
# what net.js says of a guest's message it dropped, as the refusal it stands for
DROPPED = {"too large": TOO_LARGE, "too many": TOO_FAST, "not text": NOT_JSON}
# net.js's error codes a person is told in words ("remote.error.<code>"; any other: "unknown")
NET_ERRORS = frozenset(
    "not-a-code damaged too-long wrong-kind unusable no-invitation other-invitation unreachable"
    " closed unsupported".split()
)
# The seat link's states: a link opened by a one-link invitation waits for its hello (then it
# is open for that hello's seat, or denied); one opened by hand is open at once; an open one
# may be handed over (everything refused, the guest told why), or replaced by a newer link to
# its seat or denied by a new link (then it closes, and what it sends is not read).
HELLO, OPEN, HANDED, CLOSING = "hello", "open", "handed", "closing"


# ---- the host's side of a guest's channel ------------------------------------------------------


def _seat_steps(table: LocalTable, seat: int | None) -> list[list[Any]]:
    """[who decided it, the entries ``seat`` may see] of every step (step 0: [None, setup])."""
    return [list(step) for step in zip(table.deciders(), table.log_steps(seat), strict=True)]


def _without_events(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "events"}


def _picture(
    table: LocalTable,
    seat: int | None,
    steps: list[list[Any]],
    log_from: int,
    history: bool,
    seq: int,
    heard: int,
) -> dict[str, Any]:
    """A picture message: what ``seat`` may know of ``table`` now, its log from step
    ``log_from`` on (``steps``: ``_seat_steps``), and the history if ``history``."""
    deciding = seat is not None and table.to_move() == seat
    over = table.over()
    return {
        "v": PROTOCOL,
        "type": "picture",
        "seq": seq,
        "game": table.name,
        "seat": seat,
        "n": table.decisions(),
        "to_move": table.to_move(),
        "active": table.active(),
        "turn": table.turn(),
        "over": over,
        "ranking": table.ranking() if over else None,
        "computers": [table.computers.get(k) for k in range(len(table.names))],
        "heard": heard,
        "view": _without_events(table.view(seat)),
        "legal": table.legal() if deciding else [],
        "refusals": table.refusals(seat) if seat is not None and deciding else {},
        "log": {"from": log_from, "steps": steps[log_from:]},
        "history": _history_changes(table.history()[0]) if over and history else None,
    }


def _change(before: Any, after: Any) -> Any:
    """What turns ``before`` into ``after`` (which differ, or are objects), as the history
    and a ``change`` message send it."""
    if isinstance(before, dict) and isinstance(after, dict):
        changed = {
            k: _change(before[k], v) if k in before else ["=", v]
            for k, v in after.items()
            if k not in before or before[k] != v
        }
        gone = [k for k in before if k not in after]
        return {"d": changed, "x": gone} if gone else {"d": changed}
    if isinstance(before, list) and isinstance(after, list):
        if len(before) == len(after):
            pairs = enumerate(zip(before, after, strict=True))
            return {"l": {str(i): _change(a, b) for i, (a, b) in pairs if a != b}}
        same = min(len(before), len(after))
        start = next((i for i in range(same) if before[i] != after[i]), same)
        end = next(
            (i for i in range(same - start) if before[-1 - i] != after[-1 - i]), same - start
        )
        return {"s": [start, len(before) - start - end, after[start : len(after) - end]]}
    return ["=", after]


def _changed(before: Any, change: Any) -> Any:
    """``before`` with ``change`` made (HostMessageError if it does not fit). Parts left
    unchanged are shared with ``before`` (never changed in place)."""
    if isinstance(change, list):
        _need(len(change) == 2 and change[0] == "=", "a change")
        return change[1]
    _need(isinstance(change, dict), "a change")
    if set(change) == {"s"} and isinstance(before, list):
        splice = change["s"]
        _need(isinstance(splice, list) and len(splice) == 3, "a change")
        start, removed, items = splice
        _need(
            _is_int(start)
            and _is_int(removed)
            and 0 <= start <= start + removed <= len(before)
            and isinstance(items, list),
            "a change",
        )
        return before[:start] + items + before[start + removed :]
    if set(change) == {"l"} and isinstance(before, list) and isinstance(change["l"], dict):
        items = list(before)
        for index, part in change["l"].items():
            number = isinstance(index, str) and index.isdecimal() and len(index) < 10
            at = int(index) if number else len(items)
            _need(at < len(items), "a change")
            items[at] = _changed(items[at], part)
        return items
    gone = change.get("x", [])
    _need(
        isinstance(before, dict)
        and set(change) <= {"d", "x"}
        and isinstance(change.get("d"), dict)
        and isinstance(gone, list),
        "a change",
    )
    dropped = {k for k in gone if isinstance(k, str)}  # (a key is text: nothing else is one)
    after = {k: v for k, v in before.items() if k not in dropped}
    for key, part in change["d"].items():
        after[key] = _changed(before.get(key), part)
    return after


def _history_changes(views: list[dict[str, Any]]) -> list[Any]:
    """The public views of every step, without their log, as the history sends them."""
    plain = [_without_events(view) for view in views]
    return plain[:1] + [_change(a, b) for a, b in zip(plain, plain[1:], strict=False)]


def seat_message(session: Session, seat: int | None, seq: int = 0) -> dict[str, Any]:
    """The whole picture ``seat`` (None: a spectator) may have of ``session`` now, as
    JSON-able data: what a guest's ``RemoteTable`` is built from."""
    table = LocalTable(session)
    return _picture(table, seat, _seat_steps(table, seat), 0, True, seq, 0)


@dataclass(frozen=True)
class Refusal:
    """A guest's message refused, nothing applied; ``reason`` is one of ``REASONS``."""

    reason: str


class Resync:
    """A guest's request for the whole picture (``SeatLink.receive``)."""


@dataclass(frozen=True)
class Admitted:
    """A hello with the secret of ``seat``'s invitation: the link plays that seat now."""

    seat: int
    device: str  # "" if it said none


class Denied:
    """A hello refused (garbage, a wrong secret, anything else): the link closes."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class SeatLink:
    """The host's end of one guest's channel, for ``seat`` of ``session`` (None: a
    spectator, who never acts)."""

    def __init__(
        self, session: Session, seat: int | None, secrets: dict[int, str] | None = None
    ) -> None:
        """``secrets`` (a one-link invitation's, by seat): the link waits for the hello that
        says one of them (``receive``), and plays that seat from then on."""
        self.table = LocalTable(session)
        self.seat = seat
        self.state = HELLO if secrets is not None else OPEN
        self._secrets = secrets or {}
        self.device = ""  # the device its hello said
        self._seq = 0  # messages sent
        self._heard = 0  # the last guest seq accepted
        self._sent: list[list[Any]] = []  # the log steps the guest holds
        self._body: dict[str, Any] | None = None  # the last picture's BODY, as sent
        self._base = 0  # that picture's (or change's) seq
        self._history_sent = False
        self._tokens = float(GUEST_BURST)
        self._last_ms: float | None = None

    # ---- host to guest ----
    @property
    def sent(self) -> int:
        """How many messages this end has sent."""
        return self._seq

    def picture(self) -> str:
        """The whole picture, as the guest needs it on (re)connection."""
        return self._message(full=True)

    def update(self) -> str:
        """The picture after a change, as what changed since the last one this link sent
        (a ``change``), with the log from the first step the guest lacks (after an undo, from
        the first step that changed) and the history only once."""
        return self._message(full=False)

    def _message(self, full: bool) -> str:
        steps = _seat_steps(self.table, self.seat)
        start = 0
        if not full:
            sent = self._sent
            while start < min(len(sent), len(steps)) and sent[start] == steps[start]:
                start += 1
        over = self.table.over()
        history = over and (full or not self._history_sent)
        self._history_sent = over and (history or self._history_sent)
        self._sent = steps
        self._seq += 1
        data = _picture(self.table, self.seat, steps, start, history, self._seq, self._heard)
        body = {key: data[key] for key in BODY}
        if not full and self._body is not None:
            data = {
                "v": PROTOCOL,
                "type": "change",
                "seq": self._seq,
                "base": self._base,
                "heard": self._heard,
                "change": _change(self._body, body),
                "log": data["log"],
                "history": data["history"],
            }
        self._body, self._base = body, self._seq
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)

    def refusal(self, refused: Refusal) -> str:
        """The message telling the guest why its message was refused."""
        self._seq += 1
        data = {
            "v": PROTOCOL,
            "type": "refused",
            "seq": self._seq,
            "heard": self._heard,
            "reason": refused.reason,
        }
        return json.dumps(data, separators=(",", ":"))

    @property
    def handed_over(self) -> bool:
        return self.state == HANDED

    def hand_over(self) -> str:
        """The guest no longer plays this seat (a computer or the host does): everything it
        sends from now on is refused. The message that tells it so."""
        self.state = HANDED
        return self.refusal(Refusal(HANDED_OVER))

    def welcome(self, host: str) -> str:
        """To an admitted guest, before its first picture: who holds the game."""
        data = {"v": PROTOCOL, "type": "welcome", "host": host}
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)

    def deny(self, kind: str = "denied") -> str:
        """The link closes, its guest told why: "denied" (its hello, or its seat's link is
        renewed) or "replaced" (a newer link to its seat took over)."""
        self.state = CLOSING
        return json.dumps({"v": PROTOCOL, "type": kind}, separators=(",", ":"))

    def presence(self, away: list[int]) -> str:
        """The message telling the guest which seats' devices are not connected now."""
        self._seq += 1
        data = {"v": PROTOCOL, "type": "presence", "seq": self._seq, "away": sorted(away)}
        return json.dumps(data, separators=(",", ":"))

    def seats_changed(self) -> None:
        """A seat was handed to the computer or the host: the pictures say so from now on."""
        self.table = LocalTable(self.table.session)

    # ---- guest to host ----
    def receive(
        self, text: str | Refusal, now_ms: float
    ) -> str | Refusal | Resync | Admitted | Denied | None:
        """Every message of this link's guest is read and checked here, and counted by its one
        rate bound, before anything is applied: waiting for its hello, the seat it is
        ``Admitted`` to, or ``Denied``; then the action (a notation legal for this seat now)
        that ``text`` asks for, a request for the whole picture, or why it is refused (a
        ``Refusal`` for ``text``: one the transport dropped, ``DROPPED``); None once closing.
        Nothing of the session changes here: the caller applies the action."""
        if self.state == CLOSING:
            return None
        data = self._read(text, now_ms)
        if self.state == HELLO:
            return self._hello(data)
        if isinstance(data, Refusal):
            return data
        if not isinstance(data, dict):
            return Refusal(BAD_SHAPE)
        if data.get("v") != PROTOCOL or not _is_int(data.get("v")):
            return Refusal(VERSION)
        if set(data) == RESYNC_KEYS and data["type"] == "resync":
            return Resync()
        if set(data) != ACT_KEYS or data["type"] != "act":
            return Refusal(BAD_SHAPE)
        seat, n, seq, action = data["seat"], data["n"], data["seq"], data["action"]
        if not all(_is_int(x) for x in (seat, n, seq)) or not isinstance(action, str):
            return Refusal(BAD_SHAPE)
        if seat != self.seat:
            return Refusal(WRONG_SEAT)
        if seq <= self._heard:
            return Refusal(REPLAYED)
        table = self.table
        if table.over():
            return Refusal(GAME_OVER)
        if table.to_move() != seat:
            return Refusal(NOT_YOUR_TURN)
        if n != table.decisions():
            return Refusal(STALE)
        if action not in table.legal():
            return Refusal(ILLEGAL)
        self._heard = seq
        return action

    def _read(self, text: str | Refusal, now_ms: float) -> Any:
        """A guest's message as data, or why it cannot be read (its rate, size, JSON)."""
        if not self._take_token(now_ms):
            return Refusal(TOO_FAST)
        if isinstance(text, Refusal):
            return text
        if not isinstance(text, str):
            return Refusal(NOT_JSON)
        if len(text) > GUEST_MESSAGE_BYTES:  # (before encoding a flood of megabytes)
            return Refusal(TOO_LARGE)
        if len(text.encode("utf-8", "surrogatepass")) > GUEST_MESSAGE_BYTES:
            return Refusal(TOO_LARGE)
        if self.state == HANDED:
            return Refusal(HANDED_OVER)
        try:
            return jsontext.loads(text, max_depth=2)
        except ValueError:
            return Refusal(NOT_JSON)

    def _hello(self, data: Any) -> Admitted | Denied:
        """A one-link guest's first message: the seat whose secret it says, or denied."""
        self.state = CLOSING
        if not isinstance(data, dict) or set(data) != HELLO_KEYS or data["type"] != "hello":
            return Denied()
        seat, secret, device = data["seat"], data["secret"], data["device"]
        if data["v"] != PROTOCOL or not _is_int(data["v"]) or not _is_int(seat):
            return Denied()
        if not isinstance(device, str) or not DEVICE.fullmatch(device):
            return Denied()
        # (compare_digest: no timing to learn the secret from)
        known = self._secrets.get(seat)
        if not isinstance(secret, str) or known is None:
            return Denied()
        if not hmac.compare_digest(secret.encode(), known.encode()):
            return Denied()
        self.state, self.seat, self.device = OPEN, seat, device
        return Admitted(seat, device)

    def _take_token(self, now_ms: float) -> bool:
        """The rate bound: a bucket of GUEST_BURST messages refilled one per GUEST_REFILL_MS
        (a clock going back refills nothing)."""
        if self._last_ms is not None and now_ms > self._last_ms:
            self._tokens += (now_ms - self._last_ms) / GUEST_REFILL_MS
            self._tokens = min(float(GUEST_BURST), self._tokens)
        if self._last_ms is None or now_ms > self._last_ms:
            self._last_ms = now_ms
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True


# ---- a guest's device ----------------------------------------------------------------------


class HostMessageError(ValueError):
    """A message from the host that this device cannot read (a different version of the
    site, a damaged or incomplete message)."""


class LogGap(HostMessageError):
    """A picture whose log does not follow on from the steps this device holds, or a change
    made on another picture than the last one this device took: a message between was lost
    on the way (or could not be read)."""


def _need(ok: bool, what: str) -> None:
    if not ok:
        raise HostMessageError(f"the host's message is broken: {what}")


def _seat_or_none(value: Any, players: int) -> bool:
    return value is None or (_is_int(value) and 0 <= value < players)


def _events(value: Any, seat: int | None) -> bool:
    """Log entries, each meant for ``seat`` (or everyone)."""
    return isinstance(value, list) and all(
        isinstance(e, dict)
        and isinstance(e.get("k"), str)
        and (e.get("to") is None or isinstance(e["to"], list))
        and visible_to(e, seat)
        for e in value
    )


def _players_of(view: Any, game: str, viewer: int | None, info: GameInfo) -> int:
    """The number of players of a view as a host sends it (without events); checks it."""
    _need(isinstance(view, dict), "a view is not an object")
    _need(view.get("game") == game and view.get("viewer", "?") == viewer, "a view's seat")
    _need("events" not in view, "a view carries its log")
    players = view.get("players")
    _need(
        isinstance(players, list)
        and info.min_players <= len(players) <= info.max_players
        and all(isinstance(p, dict) and isinstance(p.get("name"), str) for p in players),
        "a view's players",
    )
    return len(players)


class RemoteTable:
    """A guest's table for one seat (None: a spectator), from the host's messages."""

    def __init__(self, message: str | dict[str, Any]) -> None:
        """Built from the host's first message, a whole picture (HostMessageError if it is
        not one)."""
        data = _read(message)
        _need(data.get("type") == "picture", "the first message is not a picture")
        game: Any = data.get("game")
        _need(isinstance(game, str) and game in registry.names(), "an unknown game")
        seat: Any = data.get("seat")
        _need(seat is None or (_is_int(seat) and seat >= 0), "the seat")
        self.name: str = game
        self.info: GameInfo = registry.get_game(game).info
        self.seat: int | None = seat
        self.refused: str | None = None  # the host's reason for refusing the last action
        self.away: list[int] = []  # the seats whose device is not connected (``presence``)
        self.handed_over = False  # the host gave this seat to its computer or itself
        self._seq = -1  # the host's last message
        self._heard = 0  # the last action message the host accepted
        self._sent = 0  # the last action message's seq
        self._pending: str | None = None  # an action sent, not yet answered
        self._steps: list[list[Event]] = []
        self._by: list[int | None] = []
        self._body: dict[str, Any] = {}  # the last picture's BODY (a change's base)
        self._base = -1  # its seq
        self._history: list[dict[str, Any]] | None = None
        self._n = self._turn = 0
        self._to_move: int | None = None
        self._active: int | None = None
        self._over = False
        self._take_picture(data)

    def receive(self, message: str | dict[str, Any]) -> str:
        """Take the host's next message; what it was: "picture", "refused" (``refused``
        says why), "presence" (``away`` says who is not connected), or "old" (an earlier
        message arriving late: ignored). HostMessageError if it cannot be read; the table is
        then unchanged."""
        data = _read(message)
        seq: Any = data.get("seq")
        _need(_is_int(seq) and seq >= 0, "its number")
        if seq <= self._seq:
            return "old"
        kind = data.get("type")
        if kind == "refused":
            reason: Any = data.get("reason")
            heard: Any = data.get("heard")
            _need(set(data) == REFUSED_KEYS and reason in REASONS, "a refusal")
            _need(_is_int(heard) and heard >= 0, "a refusal")
            self._seq, self._heard, self.refused, self._pending = seq, heard, reason, None
            self.handed_over = self.handed_over or reason == HANDED_OVER
            return "refused"
        if kind == "presence":
            away: Any = data.get("away")
            _need(
                set(data) == PRESENCE_KEYS
                and isinstance(away, list)
                and all(_is_int(k) and 0 <= k < len(self.names) for k in away)
                and len(set(away)) == len(away)
                and self.seat not in away,
                "who is connected",
            )
            self._seq, self.away = seq, sorted(away)
            return "presence"
        if kind == "change":
            self._take_change(data)
            return "picture"
        _need(kind == "picture", f"unknown message {str(kind)[:20]!r}")
        self._take_picture(data)
        return "picture"

    def _take_change(self, data: dict[str, Any]) -> None:
        """Make the change on the last picture taken, then check the result whole and take it."""
        _need(set(data) == CHANGE_KEYS, "not a change of this version")
        base = data["base"]
        _need(_is_int(base) and base >= 0, "the change's base")
        if base != self._base:
            raise LogGap(f"the host's change goes on from message {base}; {self._base} is here")
        body = _changed(self._body, data["change"])
        _need(isinstance(body, dict) and set(body) == BODY, "the change")
        whole = {key: data[key] for key in ("v", "seq", "heard", "log", "history")}
        self._take_picture({**body, **whole, "type": "picture"})

    def _take_picture(self, data: dict[str, Any]) -> None:
        """Check a picture whole, then take it."""
        _need(set(data) == PICTURE_KEYS, "not a picture of this version")
        seat = data["seat"]
        _need(data["game"] == self.name, "another game")
        _need((seat is None or _is_int(seat)) and seat == self.seat, "another seat")
        seq, n, turn, heard = data["seq"], data["n"], data["turn"], data["heard"]
        _need(all(_is_int(x) and x >= 0 for x in (seq, n, turn, heard)), "its numbers")
        over = data["over"]
        players = _players_of(data["view"], self.name, seat, self.info)
        _need(seat is None or seat < players, "the seat")
        to_move, active = data["to_move"], data["active"]
        _need(isinstance(over, bool), "over")
        _need(
            _seat_or_none(to_move, players)
            and _seat_or_none(active, players)
            and over == (to_move is None) == (active is None),
            "whose decision it is",
        )
        ranking = data["ranking"]
        _need(
            ranking is None
            if not over
            else isinstance(ranking, list)
            and len(ranking) == players
            and all(_is_int(r) and 1 <= r <= players for r in ranking),
            "the ranking",
        )
        computers = data["computers"]
        _need(
            isinstance(computers, list)
            and len(computers) == players
            and all(c is None or isinstance(c, str) for c in computers),
            "the computer seats",
        )
        legal, refusals = data["legal"], data["refusals"]
        deciding = seat is not None and to_move == seat
        _need(
            isinstance(legal, list)
            and all(isinstance(a, str) for a in legal)
            and bool(legal) == deciding,
            "the legal actions",
        )
        _need(
            isinstance(refusals, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in refusals.items())
            and (deciding or not refusals),
            "the refusals",
        )
        log = data["log"]
        _need(isinstance(log, dict) and set(log) == {"from", "steps"}, "the log")
        start, steps = log["from"], log["steps"]
        _need(_is_int(start) and start >= 0, "the log's first step")
        if start > len(self._steps):
            held = len(self._steps)
            raise LogGap(f"the host's message goes on from log step {start}; {held} are here")
        _need(isinstance(steps, list) and start + len(steps) == n + 1, "the log's length")
        for k, step in enumerate(steps, start):
            _need(isinstance(step, list) and len(step) == 2, "a log step")
            by, events = step
            _need(by is None if k == 0 else _is_int(by) and 0 <= by < players, "who decided a step")
            _need(_events(events, seat), "a log step's entries")
        history = data["history"]
        if history is not None:
            _need(over, "a history before the end")
            _need(isinstance(history, list) and len(history) == n + 1, "the history's length")
            views = history[:1]
            for change in history[1:]:
                views.append(_changed(views[-1], change))
            history = views
            for view in history:
                _players_of(view, self.name, None, self.info)
        _need(not over or history is not None or self._history is not None, "the end's history")
        # checked: take it
        self._seq, self._n, self._turn, self._heard = seq, n, turn, heard
        self._body = {key: data[key] for key in BODY}
        self._base = seq
        self._to_move, self._active, self._over = to_move, active, over
        self._ranking: list[int] | None = ranking
        self.computers: dict[int, str] = {
            k: level for k, level in enumerate(computers) if level is not None
        }
        self._legal: list[str] = legal
        self._refusals: dict[str, str] = refusals
        self._by = self._by[:start] + [step[0] for step in steps]
        self._steps = self._steps[:start] + [step[1] for step in steps]
        self._view = {**data["view"], "events": list(self._steps[-1])}
        self.names: list[str] = [str(p["name"]) for p in self._view["players"]]
        if not over:
            self._history = None
        elif history is not None:
            public = self.log_steps(None)
            self._history = [{**v, "events": public[k]} for k, v in enumerate(history)]
        self._pending = None
        self.refused = None

    # ---- the Table ----
    def decisions(self) -> int:
        return self._n

    def to_move(self) -> int | None:
        return self._to_move

    def active(self) -> int | None:
        return self._active

    def legal(self) -> list[str]:
        """The seat's legal actions when it decides (none while its action is on its way,
        nor once the seat was handed over)."""
        return [] if self._pending is not None or self.handed_over else list(self._legal)

    def view(self, viewer: int | None) -> dict[str, Any]:
        if viewer == self.seat:
            return self._view
        if viewer is None and self._history is not None:
            return self._history[-1]
        raise ValueError(f"this device sees the game as seat {self.seat} only")

    def over(self) -> bool:
        return self._over

    def ranking(self) -> list[int]:
        if self._ranking is None:
            raise ValueError("the game is not over: there is no ranking yet")
        return list(self._ranking)

    def turn(self) -> int:
        return self._turn

    def refusals(self, seat: int) -> dict[str, str]:
        return self._refusals if seat == self.seat else {}

    def log_steps(self, viewer: int | None) -> list[list[Event]]:
        if viewer == self.seat:
            return [list(step) for step in self._steps]
        if viewer is None:
            return [[e for e in step if visible_to(e, None)] for step in self._steps]
        raise ValueError(f"this device sees the log of seat {self.seat} only")

    def deciders(self) -> list[int | None]:
        return list(self._by)

    def history(self) -> tuple[list[dict[str, Any]], list[list[Event]]]:
        if self._history is None:
            raise ValueError("the game is not over: its history comes at the end")
        return list(self._history), self.log_steps(None)

    # ---- guest to host ----
    def action_message(self, notation: str) -> str:
        """The message asking the host to apply ``notation`` for this seat (ValueError if it
        is not legal for it now, or an action is already on its way)."""
        if notation not in self.legal():
            raise ValueError(f"{notation[:40]!r} is not an action this seat may take now")
        self._sent = max(self._sent, self._heard) + 1
        self._pending = notation
        data = {
            "v": PROTOCOL,
            "type": "act",
            "seat": self.seat,
            "n": self._n,
            "seq": self._sent,
            "action": notation,
        }
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)

    def resync_message(self) -> str:
        """The message asking the host for the whole picture: one this device could not take
        (``LogGap``, or a broken one)."""
        return json.dumps({"v": PROTOCOL, "type": "resync"}, separators=(",", ":"))

    @property
    def pending(self) -> str | None:
        """The action sent to the host and not yet answered, if any."""
        return self._pending


class OtherVersion(HostMessageError):
    """A message of another protocol version: this page and the host's do not play together."""


def hello(seat: int, secret: str, device: str) -> str:
    """A one-link guest's first message: its seat, its invitation's secret, its device."""
    data = {"v": PROTOCOL, "type": "hello", "seat": seat, "secret": secret, "device": device}
    return json.dumps(data, separators=(",", ":"))


def read_host(text: str) -> tuple[dict[str, Any], str | None]:
    """A host's message as data, read once, and what it is if it is the seat link's: the
    host's "welcome" (``data["host"]``: its name), "denied" or "replaced"; None for the
    game's messages (a ``RemoteTable``'s to take). HostMessageError if it cannot be read."""
    data = _read(text)
    kind = data.get("type")
    if kind in ("denied", "replaced"):
        _need(set(data) == {"v", "type"}, str(kind))
        return data, str(kind)
    if kind == "welcome":
        host: Any = data.get("host")
        _need(set(data) == {"v", "type", "host"} and isinstance(host, str), "a welcome")
        return {**data, "host": host[:NAME_CHARS]}, "welcome"
    return data, None


def _read(message: str | dict[str, Any]) -> dict[str, Any]:
    """A host message as data, with its size and version checked."""
    if isinstance(message, str):
        _need(len(message) <= HOST_MESSAGE_BYTES, "too large")
        try:
            message = jsontext.loads(message, max_depth=HOST_MESSAGE_DEPTH)
        except ValueError as error:
            raise HostMessageError(f"the host's message is broken: {error}") from error
    _need(isinstance(message, dict), "not an object")
    assert isinstance(message, dict)
    if message.get("v") != PROTOCOL:
        raise OtherVersion(
            f"the host plays another version of the site (protocol {str(message.get('v'))[:10]},"
            f" this device reads {PROTOCOL})"
        )
    return message


# ---- invitation links -----------------------------------------------------------------------

NAME_CHARS = 40  # a player's name in a link (the games cut names to 20)


def invitation_fragment(code: str, host: str | None, game: str, seat: str | None) -> str:
    """The fragment (after ``#``) of an invitation link: the connection ``code``, and for the
    join card the host's player name (if any), the game and the seat's name (None: watch)."""
    parts = [f"join={code}", f"g={game}"]
    if host:
        parts.append(f"h={_link_name(host)}")
    parts.append("w=1" if seat is None else f"s={_link_name(seat)}")
    return "&".join(parts)


def _link_name(name: str) -> str:
    """A name as a link carries it: ASCII other than letters, digits and ``_.-~``
    percent-encoded, other letters as they are (a third of the bytes in the QR code). (As
    urllib.parse.quote would, without shipping urllib: 40 KB of every first visit.)"""
    return "".join(
        c if ord(c) > 127 or c.isalnum() or c in "_.-~" else f"%{ord(c):02X}"
        for c in name[:NAME_CHARS]
    )


ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _unquote(text: str) -> str:
    """``text`` with each run of %XX escapes read as UTF-8 (UnicodeDecodeError if it is not),
    as urllib.parse.unquote(text, errors="strict") reads it."""
    return ESCAPES.sub(lambda run: bytes.fromhex(run[0].replace("%", "")).decode(), text)


@dataclass(frozen=True)
class Invitation:
    """What an invitation link says of its game (for the join card's words only)."""

    host: str
    game: str  # the game's id (registry)
    seat: str | None  # the seat's name; None: a watch invitation


def _name(value: str | None) -> str | None:
    if value is None or len(value) > 3 * 9 * NAME_CHARS:
        return None
    try:
        text = _unquote(value)
    except UnicodeDecodeError:
        return None
    return text if text and clean_name(text, NAME_CHARS, "") == text else None


def read_invitation(fragment: str) -> tuple[str, Invitation | None]:
    """The connection code of an invitation fragment (after ``join=``) and what it says of its
    game, or None if that is missing or does not read as a game and names."""
    code, _, rest = fragment.partition("&")
    fields: dict[str, str] = {}
    for part in rest.split("&") if rest else []:
        key, _, value = part.partition("=")
        if key in fields:
            return code, None
        fields[key] = value
    if not set(fields) <= {"g", "h", "s", "w"} or {"s", "w"} <= set(fields):
        return code, None
    game, host = fields.get("g"), _name(fields.get("h"))
    watch = fields.get("w") == "1"
    seat = None if watch else _name(fields.get("s"))
    if game not in registry.names() or host is None or (seat is None and not watch):
        return code, None
    assert game is not None
    return code, Invitation(host, game, seat)
