"""Terremoto's front end in the browser (game/ui/frontend.py): a card table in plain
elements, the hand tray, the selection of a group or a special card, the end table.

The stage (#stage) is the card table: whose turn it is and the plays made, the draw pile's
count and the discard pile's content (public, T9.2), the cards of each suit on the table
(the multiplier of every group), one zone per seat with its score against the target and its
cards on the table by suit; along its bottom the hand tray (#tm-tray): the viewer's cards as
buttons (tapping or Space selects), the preview of the selection's points from the view, the
suit chooser of lone clones, Play (Enter), Clear (Escape) and End plays (F). The side panel
(#actions) keeps the prompt, what happened lately and the rules. Everything offered comes
from the legal actions (the controller); rule constants come from the engine (game/terremoto).
"""

from __future__ import annotations

import json
from typing import Any

import js

from game.terremoto.cards import (
    CLONE_KEY,
    HAND_SIZE,
    OPPORTUNITY_DRAW,
    PROSPER_POINTS,
    ROUND_LIMIT,
    SPECIALS,
    SUITS,
)

from ..dom import button, clear, el
from ..frontend import SeatScreen
from ..guard import proxy
from ..i18n import t
from ..page import show_refusal
from . import text
from .controller import Controller, group_notation, parse_group
from .look import HAND_SECTIONS, SYMBOLS, seat_colour

SVG = "http://www.w3.org/2000/svg"
FAN_MAX = 6  # cards drawn in a stack on the table
# keyboard letters: a card of that kind (the suits' and the clone's are their keys)
LETTERS = {**{k: k for k in (*SUITS, CLONE_KEY)}, "EQ": "Q", "OP": "O", "PR": "P", "TW": "T"}
KEYS = {letter.lower(): kind for kind, letter in LETTERS.items()}
END_KEY = "F"  # End plays (Finish, Fine, Fin)
LAID = ("group", "group_clones", "clones")  # the log events of a group laid on the table


def _svg(tag: str, **attrs: str) -> Any:
    node = js.document.createElementNS(SVG, tag)
    for key, value in attrs.items():
        node.setAttribute(key.replace("_", "-"), value)
    return node


def symbol(key: str, cls: str = "tc-sym") -> Any:
    """A card kind's symbol (a use of the sprite made at mount)."""
    svg = _svg("svg", viewBox="0 0 24 24", aria_hidden="true")
    svg.setAttribute("class", cls)
    svg.appendChild(_svg("use", href=f"#tm-sym-{key}"))
    return svg


def face(key: str, tag: str = "span", cls: str = "", **attrs: Any) -> Any:
    """A drawn card: its colour (CSS), letter, symbol and short name. A button's name is
    what it shows (its letter is the key that picks it); an image's is its ``aria_label``."""
    node = el(tag, f"tc tc-{key} {text.kind_class(key)} {cls}".strip(), None, **attrs)
    hidden = None if tag == "button" else "true"
    node.appendChild(el("span", "tc-letter", t(f"terremoto.letter.{key}"), aria_hidden=hidden))
    node.appendChild(symbol(key))
    node.appendChild(el("span", "tc-name", t(f"terremoto.face.{key}"), aria_hidden=hidden))
    return node


def mini(key: str, cls: str = "", suit: str | None = None) -> Any:
    """A small card (table, piles, declarations): colour, letter and symbol; a clone on the
    table (``suit``) shows the suit it stands for (T4.2)."""
    node = el("span", f"tc mini tc-{key} {text.kind_class(key)} {cls}".strip(), None)
    node.setAttribute("aria-hidden", "true")
    shown = suit if key == CLONE_KEY and suit else key
    if shown != key:
        node.setAttribute("data-as", shown)
    node.appendChild(el("span", "tc-letter", t(f"terremoto.letter.{shown}")))
    node.appendChild(symbol(shown))
    return node


def fan_cards(suit: str, cards: int, clones: int) -> list[str]:
    """The cards drawn for a player's cards of one suit on the table: the suit's cards, then
    the clones declared as it (at most ``FAN_MAX``; the count says how many in all)."""
    shown_clones = min(clones, FAN_MAX // 2) if cards + clones > FAN_MAX else clones
    shown_cards = min(cards, FAN_MAX - shown_clones)
    return [suit] * shown_cards + [CLONE_KEY] * shown_clones


def key_help() -> str:
    """The keys, as the hand tray and the rules say them."""
    return t(
        "terremoto.keys",
        suits=" ".join(LETTERS[k] for k in (*SUITS, CLONE_KEY)),
        specials=" ".join(LETTERS[k] for k in SPECIALS),
        end=END_KEY,
    )


def rules_paragraphs(target: int | None) -> list[str]:
    """The rules in short, with the engine's numbers (``target`` None: before a game, every
    player count's)."""
    numbers = {"draw": OPPORTUNITY_DRAW, "points": PROSPER_POINTS, "hand": HAND_SIZE}
    keys = ("turn", "scoring", "specials", "end")
    return [
        text.goal(target),
        *(t(f"terremoto.rules.{key}", **numbers) for key in keys),
        t("terremoto.rules.controls", keys=key_help()),
    ]


class TerremotoFront:
    """Terremoto in the shell."""

    name = "terremoto"
    big = text.BIG
    undo_words = text.UNDO_WORDS

    def __init__(self) -> None:
        self.table: Any = None
        self.tray: Any = None
        self._refocus: str | None = None
        self._drawn: Any = None  # the moment last drawn: a new one animates what landed

    def controller(self) -> Controller:
        return Controller()

    def colour(self, view: dict[str, Any], seat: int) -> str:
        return seat_colour(seat)

    def log_text(self, event: dict[str, Any], names: list[str]) -> str:
        return text.log_text(event, names)

    def point(self, screen: SeatScreen, event: dict[str, Any] | None) -> None:
        """A log line pointed at: its player's place at the table is outlined."""
        for zone in js.document.querySelectorAll("#stage [data-seat].pointed"):
            zone.classList.remove("pointed")
        seat = event.get("seat") if event else None
        if isinstance(seat, int):
            zone = js.document.querySelector(f"#stage [data-seat='{seat}']")
            if zone:
                zone.classList.add("pointed")

    def tally(self, view: dict[str, Any]) -> tuple[str, list[int]] | None:
        """The saved games list's summary: every player's score."""
        return "points", [int(p["score"]) for p in view["players"]]

    def pass_details(self, view: dict[str, Any], seat: int) -> str:
        return text.pass_details(view, seat)

    # ---- the stage ----
    def mount(self, screen: SeatScreen, stage: Any) -> None:
        """The symbols' sprite, the table's element (read-only) and the hand tray's, where
        every choice is made."""
        sprite = _svg("svg", width="0", height="0", aria_hidden="true")
        sprite.setAttribute("class", "tm-sprite")
        for key, path in SYMBOLS.items():
            sym = _svg("symbol", id=f"tm-sym-{key}", viewBox="0 0 24 24")
            sym.appendChild(_svg("path", d=path, fill_rule="evenodd", fill="currentColor"))
            sprite.appendChild(sym)
        stage.appendChild(sprite)
        self.table = el("div", "tt", None, id="tm-table", aria_label=t("terremoto.stage.label"))
        self.table.setAttribute("role", "region")
        stage.appendChild(self.table)
        self.tray = el("section", "tm-tray", None, id="tm-tray", aria_label=t("terremoto.tray"))
        stage.appendChild(self.tray)
        self.tray.addEventListener("keydown", proxy(lambda e: self._tray_key(screen, e)))

    def _tray_key(self, screen: SeatScreen, event: Any) -> None:
        """On a focused card, Space selects or unselects it and Enter plays the selection
        (a button's own Enter would toggle it)."""
        card = event.target.closest("button.tc:not([aria-disabled])") if event.target else None
        key = str(event.key)
        if not card or key not in (" ", "Enter") or not screen.acting():  # (null: jsnull)
            return
        event.preventDefault()
        event.stopPropagation()
        if key == " ":
            self.command(screen, json.loads(str(card.dataset.cmd)))
            self._refocus = str(card.id)
            screen.refresh_controls()
        elif (notation := screen.ctl.confirm()) is not None:
            self._refocus = str(card.id)  # once played, the hand's first card (panels)
            screen.act(notation)

    def draw(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        if self.table is None:
            return
        box = self.table
        clear(box)
        moment = (screen.decision(), screen.revealed, screen.replay_step)
        fresh = moment != self._drawn  # a play just landed (not a selection changed)
        self._drawn = moment
        preview = screen.ctl.preview(view) if screen.acting() else None
        events = view.get("events") or []
        box.appendChild(self._status(screen, view))
        quake = next((e for e in events if e.get("k") == "earthquake"), None)
        box.classList.toggle("quaking", fresh and quake is not None)
        if quake is not None:  # the Earthquake's moment, until the next decision
            names = [str(p["name"]) for p in view["players"]]
            banner = el("div", "tt-quake" + (" fresh" if fresh else ""), None, id="tm-quake")
            banner.setAttribute("role", "status")
            banner.appendChild(symbol("EQ", "tt-quake-sym"))
            banner.appendChild(el("strong", None, text.card_name("EQ")))
            banner.appendChild(el("span", None, text.log_text(quake, names)))
            box.appendChild(banner)
        box.appendChild(self._tally(view, preview))
        landed = {(e["seat"], e["suit"]) for e in events if e.get("k") in LAID}
        box.appendChild(self._seats(screen, view, landed, fresh))

    def _status(self, screen: SeatScreen, v: dict[str, Any]) -> Any:
        bar = el("div", "tt-status")
        turn = el("div", "tt-turn")
        seat = v["seat"]
        players = v["players"]
        if seat is not None:
            turn.style.setProperty("--seat", seat_colour(seat))
            turn.appendChild(
                el("strong", "tt-whose", t("terremoto.status.turn", name=players[seat]["name"]))
            )
            turn.appendChild(el("span", "tt-plays", text.plays_line(v), id="tm-plays"))
        else:
            winners = [players[k]["name"] for k in v["winners"]]
            turn.appendChild(
                el("strong", "tt-whose", t("terremoto.status.over", names=text.names_list(winners)))
            )
        turn.appendChild(
            el(
                "span",
                "tt-round muted",
                t("terremoto.status.round", round=v["round"], target=v["target"]),
            )
        )
        badges = el("div", "tt-badges")
        if v["warp"] and seat is not None:
            badge = el("span", "tt-badge warp", None, id="tm-warp")
            badge.appendChild(symbol("TW", "tt-badge-sym"))
            owed = text.plays_left(v)  # T5.3: the two plays are still owed
            words = (
                text.plural("terremoto.badge.warp_owed", owed)
                if owed
                else t("terremoto.badge.warp")
            )
            badge.appendChild(el("span", None, words))
            badges.appendChild(badge)
        if v["opportunity"] and seat is not None:
            badge = el("span", "tt-badge opportunity", None, id="tm-opportunity")
            badge.appendChild(symbol("OP", "tt-badge-sym"))
            badge.appendChild(el("span", None, t("terremoto.badge.opportunity")))
            badges.appendChild(badge)
        if badges.firstChild:
            turn.appendChild(badges)
        bar.appendChild(turn)
        piles = el("div", "tt-piles")
        draw = el(
            "div",
            "tt-pile draw",
            None,
            id="tm-draw",
            title=text.plural("terremoto.pile.draw_title", v["draw_pile"]),
        )
        draw.appendChild(el("span", "tc mini back", None, aria_hidden="true"))
        draw.appendChild(el("span", "tt-pile-label", t("terremoto.pile.draw")))
        draw.appendChild(
            el("span", "tt-pile-count", text.plural("terremoto.pile.left", v["draw_pile"]))
        )
        piles.appendChild(draw)
        discards = v["discard"]
        top = discards[-1] if discards else None
        title = (
            text.plural("terremoto.pile.discard_title", len(discards), top=text.card_name(top))
            if top
            else t("terremoto.pile.discard_empty")
        )
        disc = el("div", "tt-pile discard", None, id="tm-discard", title=title)
        disc.appendChild(
            mini(top) if top else el("span", "tc mini empty", None, aria_hidden="true")
        )
        disc.appendChild(el("span", "tt-pile-label", t("terremoto.pile.discard")))
        kinds = el("span", "tt-discards")  # the whole pile is public (T9.2), by kind
        for key, count in v["discard_counts"].items():
            if count:
                name = t("terremoto.stack", count=count, name=text.card_name(key, count))
                family = text.kind_class(key)
                chip = el("span", f"tt-discard tc-{key} {family}", None, data_key=key, title=name)
                chip.appendChild(el("span", "tt-discard-letter", t(f"terremoto.letter.{key}")))
                chip.appendChild(el("span", "tt-discard-count", str(count)))
                chip.setAttribute("role", "img")
                chip.setAttribute("aria-label", name)
                kinds.appendChild(chip)
        if not kinds.firstChild:
            kinds.appendChild(el("span", "muted", "0"))
        disc.appendChild(kinds)
        if top:
            disc.dataset.top = top
        piles.appendChild(disc)
        bar.appendChild(piles)
        return bar

    def _tally(self, v: dict[str, Any], preview: dict[str, Any] | None) -> Any:
        """Cards of each suit on the table, every player's together: each group's multiplier
        (T4.1); the selected group's suit shows what it would become."""
        row = el("div", "tt-tally", None, id="tm-tally")
        row.appendChild(el("span", "tt-tally-title", t("terremoto.tally.title")))
        grow = preview.get("suit") if preview else None
        for suit in SUITS:
            count = v["tally"][suit]
            chip = el(
                "span",
                f"tt-chip tc-{suit}"
                + (" grow" if suit == grow else "")
                + (" zero" if not count else ""),
                None,
                data_suit=suit,
                title=t("terremoto.tally.chip", name=text.card_name(suit, 2), count=count),
            )
            chip.appendChild(mini(suit))
            chip.appendChild(el("span", "tt-chip-count", str(count)))
            if preview and suit == grow:
                chip.appendChild(
                    el("span", "tt-chip-grow", t("terremoto.tally.grow", count=preview["count"]))
                )
            row.appendChild(chip)
        return row

    def _seats(
        self, screen: SeatScreen, v: dict[str, Any], landed: set[tuple[int, str]], fresh: bool
    ) -> Any:
        """One zone per seat: name, hand size, score, cards on the table by suit (those just
        laid marked ``landed``; they fly in when ``fresh``), and when they leave (T3.3)."""
        grid = el("div", "tt-seats")
        grid.style.setProperty("--seats", str(len(v["players"])))
        stacks: list[dict[str, list[int]]] = [{} for _ in v["players"]]
        for g in v["table"]:  # each player's cards on the table by suit: [cards, clones]
            entry = stacks[g["owner"]].setdefault(g["suit"], [0, 0])
            entry[0] += g["cards"]
            entry[1] += g["clones"]
        target = v["target"]
        for k, p in enumerate(v["players"]):
            active = k == v["seat"]
            zone = el(
                "div",
                "tt-seat"
                + (" active" if active else "")
                + (" winner" if k in v["winners"] else "")
                + (" viewer" if k == v["viewer"] else ""),
                None,
                data_seat=k,
                role="group",
                aria_label=p["name"],
            )
            zone.style.setProperty("--seat", seat_colour(k))
            head = el("div", "tt-seat-head")
            head.appendChild(el("span", "swatch"))
            head.appendChild(el("span", "tt-name", p["name"]))
            if (tag := screen.computer_tag(k)) is not None:
                head.appendChild(tag)
            head.appendChild(
                el(
                    "span",
                    "tt-hand",
                    t("terremoto.seat.hand", count=p["hand_size"]),
                    title=text.plural("terremoto.cards_in_hand", p["hand_size"]),
                )
            )
            zone.appendChild(head)
            score = el(
                "div",
                "tt-score",
                None,
                title=t("terremoto.seat.score_title", score=p["score"], target=target),
            )
            meter = el("div", "tt-bar", None, role="meter")
            meter.setAttribute("aria-valuemin", "0")
            meter.setAttribute("aria-valuemax", str(target))
            meter.setAttribute("aria-valuenow", str(p["score"]))
            meter.setAttribute(
                "aria-label", t("terremoto.seat.score_title", score=p["score"], target=target)
            )
            fill = el("span")
            fill.style.width = f"{min(100, p['score'] * 100 // max(1, target))}%"
            meter.appendChild(fill)
            score.appendChild(meter)
            score.appendChild(
                el("span", "tt-points", t("terremoto.seat.score", score=p["score"], target=target))
            )
            zone.appendChild(score)
            laid = el("div", "tt-stacks")
            for suit in SUITS:
                if suit not in stacks[k]:
                    continue
                cards, clones = stacks[k][suit]
                count = cards + clones
                label = (
                    text.plural(
                        "terremoto.stack.clones",
                        clones,
                        total=count,
                        name=text.card_name(suit, count),
                    )
                    if clones
                    else t("terremoto.stack", count=count, name=text.card_name(suit, count))
                )
                cls = "tt-stack"
                if (k, suit) in landed:
                    cls += " landed fresh" if fresh else " landed"
                stack = el("span", cls, None, data_suit=suit, title=label, aria_label=label)
                stack.setAttribute("role", "img")
                fan = el("span", "tt-fan")
                for key in fan_cards(suit, cards, clones):
                    fan.appendChild(mini(key, suit=suit))
                stack.appendChild(fan)
                stack.appendChild(
                    el("span", "tt-stack-count", t("terremoto.stack.count", count=count))
                )
                laid.appendChild(stack)
            if not laid.firstChild:
                laid.appendChild(el("span", "tt-empty muted", t("terremoto.seat.empty")))
            zone.appendChild(laid)
            if p["on_table"] and not v["over"]:  # T3.3: discarded at the owner's next turn
                words = (
                    t("terremoto.seat.leaves_yours")
                    if k == v["viewer"]
                    else t("terremoto.seat.leaves", name=p["name"])
                )
                zone.appendChild(el("p", "tt-leaves", words))
            grid.appendChild(zone)
        return grid

    # ---- input ----
    def key(self, screen: SeatScreen, key: str, shift: bool) -> str | None:
        ctl: Controller = screen.ctl
        if key == "Enter":
            return ctl.confirm()
        if key == "Escape":
            ctl.cancel()
            screen.refresh_controls()
            return None
        focused = js.document.activeElement
        if focused and str(focused.tagName) in ("INPUT", "TEXTAREA", "SELECT"):
            return None
        if key.upper() == END_KEY and not shift:
            return ctl.end()
        kind = KEYS.get(key.lower())
        if kind is not None:
            changed = ctl.remove(kind) if shift else ctl.add(kind)
            if changed:
                screen.refresh_controls()
        return None

    def command(self, screen: SeatScreen, cmd: dict[str, Any]) -> str | None:
        ctl: Controller = screen.ctl
        self._refocus = None
        focused = js.document.activeElement
        if focused and focused.matches(":focus-visible") and focused.id:
            self._refocus = str(focused.id)  # a keyboard user keeps their place
        if "tcard" in cmd:
            key, copy = cmd["tcard"]
            ctl.toggle(str(key), int(copy))
        elif "tsuit" in cmd:
            ctl.toggle_suit(str(cmd["tsuit"]))
        elif "tdeclare" in cmd:
            ctl.declare(str(cmd["tdeclare"]))
        elif "tplay" in cmd:
            return ctl.confirm()
        elif "tend" in cmd:
            return ctl.end()
        elif "tclear" in cmd:
            ctl.cancel()
        elif "tidle" in cmd:
            key, copy = cmd["tidle"]
            self._explain(screen, str(key), int(copy))
        return None

    def _explain(self, screen: SeatScreen, key: str, copy: int) -> None:
        """A card of the hand the lesson does not ask for: its words, next to the card (the
        selection and the game stay as they are)."""
        words = screen.hint()
        card = js.document.getElementById(f"tm-card-{key}-{copy}")
        if not words or not card or self.tray is None:  # (null: jsnull)
            return
        spot, tray = card.getBoundingClientRect(), self.tray.getBoundingClientRect()
        x, y = spot.left - tray.left + spot.width / 2, spot.top - tray.top
        show_refusal(self.tray, x, y, words)  # (the tip lives beside the tray, not in it)
        screen.say(words)

    # ---- panels ----
    def panels(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        """The hand tray on the stage (hand, preview, suit chooser, Play), the prompt and
        what happened lately in the side panel."""
        if self.tray is not None:
            clear(self.tray)
            if view.get("hand") is not None and screen.revealed is not None:
                screen.ctl.sync(view.get("hand_counts"))
                self._hand(screen, view, self.tray)
            if screen.acting():
                self._tray_controls(screen, view, self.tray)
        self._controls(screen, view)
        if self._refocus:
            node = js.document.getElementById(self._refocus)
            if node is None and self.tray is not None:  # the card was played: the hand next
                node = self.tray.querySelector("button.tc:not([aria-disabled]), #tm-play")
            self._refocus = None
            if node:
                node.focus()

    def _hand(self, screen: SeatScreen, v: dict[str, Any], box: Any) -> None:
        head = el("div", "tm-tray-head")
        name = v["players"][screen.revealed]["name"]
        head.appendChild(el("h2", "panel-title", t("terremoto.hand.title", name=name)))
        box.appendChild(head)
        counts = v["hand_counts"]
        if not v["hand"]:
            box.appendChild(el("p", "muted", t("terremoto.hand.empty")))
            return
        acting = screen.acting()
        ctl = screen.ctl
        hint = screen.hint() if acting else ""  # a lesson's words for a card it does not ask for
        hand = el("div", "th", None, id="tm-hand")
        for section in HAND_SECTIONS:
            keys = [k for k in section if counts.get(k, 0)]
            if not keys:
                continue
            part = el("div", f"th-section {text.kind_class(section[0])}")
            for key in keys:
                group = el("div", "th-group", None, data_key=key)
                n = counts[key]
                for copy in range(n):
                    name = text.card_name(key)
                    tip = t("terremoto.card_effect", name=name, effect=text.effect(key))
                    if acting and ctl.selectable(key, copy):
                        picked = (key, copy) in ctl.picked
                        card = face(
                            key,
                            "button",
                            "picked" if picked else "",
                            type="button",
                            id=f"tm-card-{key}-{copy}",
                            data_key=key,
                            data_copy=copy,
                            data_cmd=json.dumps({"tcard": [key, copy]}),
                            aria_pressed="true" if picked else "false",
                            aria_keyshortcuts=LETTERS[key],
                            title=t("terremoto.card_key", tip=tip, letter=LETTERS[key]),
                        )
                        if LETTERS[key] != t(f"terremoto.letter.{key}"):
                            card.appendChild(el("kbd", "tc-key", LETTERS[key], aria_hidden="true"))
                    elif hint:  # a click says why not (_explain)
                        card = face(
                            key,
                            "button",
                            "idle",
                            type="button",
                            id=f"tm-card-{key}-{copy}",
                            data_key=key,
                            data_copy=copy,
                            data_cmd=json.dumps({"tidle": [key, copy]}),
                            aria_disabled="true",
                            title=tip,
                        )
                    else:
                        card = face(
                            key,
                            "div",
                            "idle",
                            data_key=key,
                            data_copy=copy,
                            role="img",
                            aria_label=name,
                            title=tip,
                        )
                    group.appendChild(card)
                if acting and key in SUITS and n > 1 and ctl.held.get(key, 0) == n:
                    every = all((key, c) in ctl.picked for c in range(n))
                    group.appendChild(
                        button(
                            t("terremoto.hand.none") if every else t("terremoto.hand.all", count=n),
                            {"tsuit": key},
                            "btn small th-all",
                            id=f"tm-all-{key}",
                            title=t("terremoto.hand.all_title", name=text.card_name(key, n)),
                            aria_pressed="true" if every else "false",
                        )
                    )
                part.appendChild(group)
            hand.appendChild(part)
        box.appendChild(hand)
        if not acting:
            box.appendChild(el("p", "muted small", t("terremoto.hand.wait")))

    def _tray_controls(self, screen: SeatScreen, v: dict[str, Any], box: Any) -> None:
        """The selection's preview, the suit chooser of lone clones, Play, Clear, End plays
        and the keys."""
        ctl = screen.ctl
        notation, reason = ctl.intent()
        preview = ctl.preview(v)
        line = el("p", "tm-preview", None, id="tm-preview", aria_live="polite")
        if preview is not None:
            line.appendChild(el("span", "tm-preview-text", text.preview_text(preview)))
            line.classList.add("ok")
        elif not reason and notation:
            key = notation.split()[1]
            line.appendChild(
                el(
                    "span",
                    "tm-preview-text",
                    t("terremoto.card_effect", name=text.card_name(key), effect=text.effect(key)),
                )
            )
            line.classList.add("ok")
        else:
            line.appendChild(el("span", "tm-reason", t(f"terremoto.why.{reason}")))
        head = box.querySelector(".tm-tray-head") or box
        head.appendChild(line)
        choices = ctl.declarations()
        bar = el("div", "buttons tm-buttons")
        if choices:
            title = t("terremoto.declare.title")
            row = el("div", "tm-declare", None, role="group", aria_label=title)
            row.appendChild(el("span", "tm-declare-title", title))
            clones = ctl.count(CLONE_KEY)
            for suit in choices:
                pts = v["points"].get(group_notation(suit, 0, clones))
                label = text.plural(
                    "terremoto.declare.option",
                    pts if pts is not None else 0,
                    name=text.card_name(suit, 2),
                    points=pts if pts is not None else 0,
                )
                b = button(
                    "",
                    {"tdeclare": suit},
                    "btn small tm-suit" + (" on" if ctl.declared == suit else ""),
                    id=f"tm-declare-{suit}",
                    title=label,
                    aria_label=label,
                    aria_pressed="true" if ctl.declared == suit else "false",
                    data_suit=suit,
                )
                b.appendChild(mini(suit))
                if pts is not None:
                    b.appendChild(
                        el("span", "tm-suit-points", t("terremoto.declare.points", points=pts))
                    )
                row.appendChild(b)
            bar.appendChild(row)
        candidate = ctl.candidate()
        why = t(f"terremoto.why.{reason}") if reason else None
        bar.appendChild(
            button(
                t("terremoto.btn.play"),
                {"tplay": 1},
                "btn primary tm-play",
                disabled=candidate is None,
                title=why,
                id="tm-play",
                aria_describedby="tm-preview",
                aria_keyshortcuts="Enter",
            )
        )
        bar.appendChild(
            button(
                t("terremoto.btn.clear"),
                {"tclear": 1},
                "btn tm-clear",
                disabled=not ctl.picked,
                id="tm-clear",
                title="Esc",
                aria_keyshortcuts="Escape",
            )
        )
        if ctl.end():
            bar.appendChild(
                button(
                    t("terremoto.btn.end"),
                    {"tend": 1},
                    "btn tm-end",
                    id="tm-end",
                    title=END_KEY,
                    aria_keyshortcuts=END_KEY,
                )
            )
        bar.appendChild(el("p", "tm-keys", key_help(), id="tm-keys"))
        box.appendChild(bar)

    def _controls(self, screen: SeatScreen, v: dict[str, Any]) -> None:
        box = screen.actions_el
        if screen.acting():
            box.appendChild(el("p", "guide", self.prompt(screen, v), id="tm-prompt"))
        elif v["seat"] is not None and screen.replay_step is None:
            box.appendChild(el("p", "guide muted", self.prompt(screen, v), id="tm-prompt"))
        box.appendChild(self._recent(screen, v))
        help_box = el("details", "rules")
        help_box.appendChild(el("summary", None, t("rules.title")))
        for paragraph in rules_paragraphs(v["target"]):
            help_box.appendChild(el("p", None, paragraph))
        box.appendChild(help_box)

    def rules(self, screen: SeatScreen) -> Any:
        """How to play, in short paragraphs (the menu's Rules dialog)."""
        box = el("div", "rules-text")
        target = screen.view_now()["target"] if screen is not None else None
        for paragraph in rules_paragraphs(target):
            box.appendChild(el("p", None, paragraph))
        return box

    def advise(self, screen: SeatScreen, notation: str | None) -> str:
        """The hint: the cards of the computer's play lit in the hand (or End plays), in the
        words of the tray's preview."""
        if notation is None or notation not in screen.ctl.legal:
            return ""
        view = screen.view_now()
        group = parse_group(notation)
        if group is not None:
            suit, cards, clones = group
            marked = [f"tm-card-{suit}-{k}" for k in range(cards)]
            marked += [f"tm-card-{CLONE_KEY}-{k}" for k in range(clones)]
        elif notation == "end":
            marked = ["tm-end"]
        else:
            marked = [f"tm-card-{notation.split()[1]}-0"]
        for ident in marked:
            node = js.document.getElementById(ident)
            if node:
                node.classList.add("advised")
        return text.play_words(view, notation)

    def places(self, screen: SeatScreen) -> list[tuple[Any, float, float]]:
        """None: every choice is a button of the hand tray."""
        return []

    def prompt(self, screen: SeatScreen, v: dict[str, Any]) -> str:
        """What the player to move is asked now (or who is playing, to the others)."""
        if v["seat"] is not None and not screen.acting():
            return t("terremoto.prompt.wait", name=v["players"][v["seat"]]["name"])
        return text.prompt(v)

    def recent(self, screen: SeatScreen, v: dict[str, Any]) -> Any:
        """Nothing more on the pass-the-device screen: its "since your last turn" tells all
        (the controls show the latest plays, ``_recent``)."""
        return None

    def _recent(self, screen: SeatScreen, v: dict[str, Any]) -> Any:
        steps = screen.log_steps()
        upto = screen.replay_step if screen.replay_step is not None else len(steps) - 1
        events = text.recent_events(steps, upto, v.get("viewer"))
        box = el("div", "tm-recent", None, aria_live="polite")
        if not events:
            return box
        box.appendChild(el("div", "tm-recent-title", t("terremoto.recent.title")))
        lines = el("ul", "tm-recent-lines")
        names = [str(p["name"]) for p in v["players"]]
        for event in events:
            lines.appendChild(el("li", f"log-{event['k']}", text.log_text(event, names)))
        box.appendChild(lines)
        return box

    def end_table(self, screen: SeatScreen, v: dict[str, Any], ranking: list[int]) -> Any:
        """Ranks, names and scores against the target."""
        players = v["players"]
        box = el("div", "end-table")
        table = el("table", "ranking")
        head = el("tr")
        for key in ("end.rank", "end.player", "terremoto.end.score"):
            head.appendChild(el("th", None, t(key)))
        table.appendChild(head)
        for k in sorted(range(len(players)), key=lambda k: (ranking[k], k)):
            p = players[k]
            row = el("tr", "first" if ranking[k] == 1 else None)
            row.style.setProperty("--village", seat_colour(k))
            row.appendChild(el("td", None, str(ranking[k])))
            name = el("td", "name")
            name.appendChild(el("span", "swatch"))
            name.appendChild(el("span", None, p["name"]))
            row.appendChild(name)
            row.appendChild(
                el("td", None, t("terremoto.seat.score", score=p["score"], target=v["target"]))
            )
            table.appendChild(row)
        box.appendChild(table)
        note = (
            t("terremoto.end.limit", rounds=ROUND_LIMIT)
            if v.get("ending") == "limit"
            else t("terremoto.end.target", target=v["target"])
        )
        box.appendChild(el("p", "muted small", note))
        return box

    # ---- test build only ----
    def debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        """Plain data for the e2e tests (window.volcanoTest.call)."""
        if name == "ui":
            return {
                **screen.ctl.selection(),
                "held": screen.ctl.held,
                "revealed": screen.revealed,
                "acting": screen.acting(),
                "actions": screen.decision()[1],
                "over": screen.to_move() is None,
            }
        if name == "view":
            return screen.view_now()
        if name == "points":
            return screen.view_now().get("points", {})
        raise ValueError(name)


FRONT_END = TerremotoFront()
