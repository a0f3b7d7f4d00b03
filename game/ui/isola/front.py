"""L'Isola dei Vulcani's front end in the browser (game/ui/frontend.py): the island on a
canvas, the players' panels (score track, reserves, prayer tokens), the actions of the turn
and the answers to a question, the chance of the last move, the end table, the rules.

Only this package knows the game in the UI; the shell calls it through the ``FrontEnd``
interface. Rule constants come from the engine (game/isola); everything offered comes from
the legal actions (controller.py).
"""

from __future__ import annotations

from typing import Any

import js

from game.isola import AP_PER_TURN, FINAL_POINTS, MAX_ROUNDS

from ..board import BoardFront, Motion
from ..dom import button, clear, copied, el
from ..frontend import SeatScreen
from ..guard import proxy
from ..i18n import get_language, t
from ..steps import Step
from . import text
from .controller import Controller, preview_of, refusal
from .layout import Layout, island_key
from .render import (
    SHAPES,
    render_base_json,
    render_json,
    render_static_json,
    render_static_parts,
    seat_colour,
    shape_points,
    static_key,
)
from .text import log_marks, recent_marks

SVG = "http://www.w3.org/2000/svg"
COLOUR_KEYS = {
    "red": "isola.colour.red",
    "blue": "isola.colour.blue",
    "yellow": "isola.colour.yellow",
    "green": "isola.colour.green",
}
ENDING_KEYS = {
    "volcanoes": "isola.end.why.volcanoes",
    "geysers": "isola.end.why.geysers",
    "rounds": "isola.end.why.rounds",
}
REFUSAL_KEYS = {
    "sea": "isola.refuse.sea",
    "volcano": "isola.refuse.volcano",
    "no_colonist": "isola.refuse.no_colonist",
    "idle": "isola.refuse.idle",
    "no_ap": "isola.refuse.no_ap",
    "bay": "isola.refuse.bay",
    "far": "isola.refuse.far",
    "crack": "isola.refuse.crack",
    "pray": "isola.refuse.pray",
    "rescue": "isola.refuse.rescue",
}
SCORE_TRACK = 100  # the printed score track's length (I1.9); longer games stretch it


# ---- small pictures for the panels ---------------------------------------------------------------


def _svg(tag: str, **attrs: Any) -> Any:
    node = js.document.createElementNS(SVG, tag)
    for key, value in attrs.items():
        node.setAttribute(key.replace("_", "-"), str(value))
    return node


def _mark_path(shape: str, cx: float, cy: float, r: float) -> Any:
    if shape == "circle":
        return _svg("circle", cx=cx, cy=cy, r=r)
    pts = " ".join(f"{x:.2f},{y:.2f}" for x, y in shape_points(shape, cx, cy, r))
    return _svg("polygon", points=pts)


def icon(kind: str, colour: str, shape: str, label: str | None = None) -> Any:
    """A piece as a small picture: ``mark`` (a player's shape), ``village``, ``colonist``,
    ``moai``, ``prayer`` (a token)."""
    return copied(_icon, kind, colour, shape, label)


def _icon(kind: str, colour: str, shape: str, label: str | None) -> Any:
    svg = _svg("svg", viewBox="0 0 24 24", width="20", height="20")
    svg.setAttribute("class", f"ii ii-{kind}")
    if label:
        svg.setAttribute("role", "img")
        svg.setAttribute("aria-label", label)
        title = _svg("title")
        title.textContent = label
        svg.appendChild(title)
    else:
        svg.setAttribute("aria-hidden", "true")
    ink = "rgba(0,0,0,0.65)"
    if kind in ("mark", "colonist"):
        node = _mark_path(shape, 12, 12, 8.5 if kind == "mark" else 8)
        node.setAttribute("fill", colour)
        node.setAttribute("stroke", "#ffffff" if kind == "colonist" else ink)
        node.setAttribute("stroke-width", "2")
        svg.appendChild(node)
    elif kind == "village":
        svg.appendChild(_svg("polygon", points="3,11 12,3 21,11", fill=colour, stroke=ink))
        svg.appendChild(_svg("rect", x=5, y=11, width=14, height=10, fill=colour, stroke=ink))
        mark = _mark_path(shape, 12, 16, 3)
        mark.setAttribute("fill", "#ffffff")
        svg.appendChild(mark)
    elif kind == "moai":
        pts = "8,2 16,2 17,7 16,12 17,16 15,18 19,20 19,23 5,23 5,20 9,18 7,16 8,12 7,7"
        svg.appendChild(_svg("polygon", points=pts, fill=colour, stroke=ink))
        svg.appendChild(_svg("path", d="M8 7.5h8M12 7.5l.6 5-1.2.4", fill="none", stroke=ink))
    elif kind == "prayer":
        svg.appendChild(_svg("circle", cx=12, cy=12, r=9, fill="#f2e6c4", stroke="#8a6a2a"))
        svg.appendChild(
            _svg(
                "path",
                d="M12 5l1.8 4.6 4.9.3-3.8 3.1 1.2 4.8L12 15.2 7.9 17.8l1.2-4.8-3.8-3.1 4.9-.3Z",
                fill="#c98a1a",
            )
        )
    return svg


def die_face(volcano: bool, label: str) -> Any:
    """The eruption die: a volcano face or a blank one."""
    return copied(_die_face, volcano, label)


def _die_face(volcano: bool, label: str) -> Any:
    svg = _svg("svg", viewBox="0 0 24 24", width="34", height="34")
    svg.setAttribute("class", "idie" + (" hot" if volcano else ""))
    svg.setAttribute("role", "img")
    svg.setAttribute("aria-label", label)
    title = _svg("title")
    title.textContent = label
    svg.appendChild(title)
    face = _svg("rect", x=1, y=1, width=22, height=22, rx=4, fill="#f6efe0", stroke="#3a2a1c")
    svg.appendChild(face)
    if volcano:
        svg.appendChild(_svg("polygon", points="3,20 9.5,7 14.5,7 21,20", fill="#6b4a36"))
        svg.appendChild(_svg("ellipse", cx=12, cy=7, rx=3, ry=1.3, fill="#ff5a1f"))
        drips = "M10.5 7.5l-1.6 6M12 7.5v5M13.5 7.5l1.4 4.5"
        svg.appendChild(_svg("path", d=drips, stroke="#ff7a1e", stroke_width=1.4, fill="none"))
        svg.appendChild(_svg("path", d="M9 4.5l1 1.3M12 3.5v1.6M15 4.5l-1 1.3", stroke="#ff7a1e"))
    return svg


def legend_icon(kind: str, colour: str, shape: str) -> Any:
    """A legend's small picture: ``geyser``, ``area``, ``edge``, ``crack``, ``lying`` (a
    Moai on its back) or a piece (``icon``)."""
    if kind in ("moai", "colonist", "village"):
        return icon(kind, colour, shape)
    return copied(_legend_icon, kind, colour, shape)


def _legend_icon(kind: str, colour: str, shape: str) -> Any:
    svg = _svg("svg", viewBox="0 0 24 24", width="20", height="20", aria_hidden="true")
    svg.setAttribute("class", f"ii ii-{kind}")
    if kind == "geyser":
        svg.appendChild(_svg("circle", cx=12, cy=12, r=7, fill="#5ab8dc", stroke="#2b241c"))
        svg.appendChild(_svg("circle", cx=10, cy=10, r=2.5, fill="#e2f7ff"))
    elif kind == "area":
        svg.appendChild(_svg("circle", cx=12, cy=12, r=9, fill="rgba(0,0,0,0.55)"))
        number = _svg("text", x=12, y=16.5, fill="#ffffff", font_size=12, text_anchor="middle")
        number.textContent = "7"
        svg.appendChild(number)
    elif kind == "edge":
        svg.appendChild(_svg("path", d="M4 4L20 20", stroke="#e6d3a3", stroke_width=3))
    elif kind == "crack":
        zigzag = "M3 5L8 9L6 12L12 14L10 17L20 21"
        svg.appendChild(_svg("path", d=zigzag, stroke="#100704", stroke_width=5, fill="none"))
        svg.appendChild(_svg("path", d=zigzag, stroke="#ff5a1f", stroke_width=1.6, fill="none"))
    else:  # lying: the Moai's picture turned on its back
        moai = icon("moai", colour, shape)
        moai.setAttribute("class", "ii ii-lying")
        moai.style.transform = "rotate(90deg)"
        return moai
    return svg


def _legend_box(language: str, fill: str, shape: str) -> Any:
    """The legend of the marks on the island, folded (``language``: the one it is in)."""
    box = el("details", "ilegend")
    box.appendChild(el("summary", None, t("isola.legend.title")))
    items = el("ul")
    for kind, key in (
        ("geyser", "isola.legend.geyser"),
        ("area", "isola.legend.area"),
        ("edge", "isola.legend.edge"),
        ("crack", "isola.legend.crack"),
        ("moai", "isola.legend.standing"),
        ("lying", "isola.legend.lying"),
        ("colonist", "isola.legend.colonist"),
        ("village", "isola.legend.village"),
    ):
        item = el("li")
        item.appendChild(legend_icon(kind, fill, shape))
        item.appendChild(el("span", None, t(key)))
        items.appendChild(item)
    box.appendChild(items)
    return box


def _rules_box(language: str) -> Any:
    """How to play, folded (``language``: the one it is in)."""
    box = el("details", "rules")
    box.appendChild(el("summary", None, t("rules.title")))
    text_box = el("div", "rules-text")
    for paragraph in text.rules_paragraphs():
        text_box.appendChild(el("p", None, paragraph))
    box.appendChild(text_box)
    return box


class IsolaFront(BoardFront):
    """L'Isola dei Vulcani in the shell."""

    name = "isola"
    big = text.BIG
    undo_words = text.UNDO_WORDS
    ANIMATION_MS = 480  # lava landing and land sinking
    layout = Layout(1, 1)  # until the canvas is measured

    def controller(self) -> Controller:
        return Controller()

    def colour(self, view: dict[str, Any], seat: int) -> str:
        return seat_colour(view, seat)

    def log_text(self, event: dict[str, Any], names: list[str]) -> str:
        return text.log_text(event, names)

    def tally(self, view: dict[str, Any]) -> tuple[str, list[int]] | None:
        """The saved games list's summary: every player's score."""
        return "points", [int(p["score"]) for p in view["players"]]

    def pass_details(self, view: dict[str, Any], seat: int) -> str:
        text.use_island(view.get("island"))
        return text.pass_details(view, seat)

    # ---- the board ----
    def wire(self, screen: SeatScreen, canvas: Any) -> None:
        """Pointing at a colonist shows where it could move."""
        canvas.addEventListener("pointermove", proxy(lambda e: self._hover(screen, e)))
        canvas.addEventListener("pointerleave", proxy(lambda _e: self._hover(screen, None)))

    def _hover(self, screen: SeatScreen, event: Any) -> None:
        if self.canvas is None or not screen.acting():
            return
        h = None if event is None else self.layout.to_hex(*self.canvas.local_point(event))
        ctl = screen.ctl
        if h != ctl.hover:
            before = ctl.marks(screen.view_now())["hover_dests"]
            ctl.hover = h
            if ctl.marks(screen.view_now())["hover_dests"] != before:
                screen.redraw()

    def board_label(self) -> str:
        return t("isola.board.label")

    def prepare(self, view: dict[str, Any]) -> None:
        text.use_island(view.get("island"))

    def fit(self, view: dict[str, Any]) -> Layout:
        assert self.canvas is not None
        w, h, dpr = self.canvas.size
        if self.layout.key != (w, h, dpr, island_key(view["island"])):
            self.layout = Layout.for_island(w, h, dpr, view["island"])
        return self.layout

    def paint(self, view: dict[str, Any], marks: dict[str, Any]) -> None:
        assert self.canvas is not None
        layout = self.fit(view)
        self.canvas.draw(
            (layout.key, view),  # the same view object: the board layer is kept as drawn
            lambda: render_static_parts(view, layout),
            lambda: render_json(view, layout, marks),
            base_key=(layout.key, static_key(view)),  # the ground changes when land sinks
            base_json=lambda: render_base_json(view, layout),
        )

    def motion(self, before: dict[str, Any], view: dict[str, Any]) -> Motion | None:
        """New lava drops onto its hexes, sunk land shrinks into the sea."""
        if island_key(before["island"]) != island_key(view["island"]):
            return None
        old_lava = {tuple(c["hex"]) for c in before["hexes"] if c["ground"] == "lava"}
        lava = [tuple(c["hex"]) for c in view["hexes"] if c["ground"] == "lava"]
        arriving = [h for h in lava if h not in old_lava]
        old_sunk = {tuple(h) for h in before.get("sunk", [])}
        sinking = [tuple(h) for h in view.get("sunk", []) if tuple(h) not in old_sunk]
        if not (arriving or sinking) or len(arriving) > 24:
            return None
        landing = set(arriving)
        base = {
            **view,
            "hexes": [
                {**c, "ground": "bare"} if tuple(c["hex"]) in landing else c for c in view["hexes"]
            ],
        }

        def at(k: float) -> tuple[dict[str, Any], dict[str, Any]]:
            ease = 1 - (1 - k) ** 3
            return base, {
                "arriving_lava": [(q, r, ease) for q, r in arriving],
                "sinking_now": [(q, r, ease) for q, r in sinking],
            }

        return at

    def place_name(self, view: dict[str, Any], step: Step) -> str:
        return text.place_name(step)

    def chosen_words(self, screen: SeatScreen, place: str) -> str:
        return t("isola.place.chosen", place=place)

    def refusal_words(self, screen: SeatScreen, h: tuple[int, int]) -> str:
        reason = refusal(screen.refusals(), screen.ctl, h)
        return t(REFUSAL_KEYS[reason]) if reason else ""

    def recent_marks(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        return recent_marks(events)

    def log_marks(self, event: dict[str, Any]) -> dict[str, Any]:
        return log_marks(event)

    # ---- panels ----
    def panels(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        text.use_island(view.get("island"))
        self._players(screen, view)
        self._controls(screen, view)

    _players_drawn: tuple[Any, list[Any]] = ((), [])  # the players panel: what it shows, its nodes

    def _players(self, screen: SeatScreen, v: dict[str, Any]) -> None:
        """The players' panel, its nodes kept while what it shows is the same (it is drawn
        again after every move, most of which change none of it)."""
        box = screen.players_el
        clear(box)
        players = v["players"]
        tags = [screen.computer_tag(k) for k in range(len(players))]
        shown = (
            get_language(),
            repr(players),
            v["seat"],
            (v.get("question") or {}).get("seat"),
            v["round"],
            repr((v["volcano_tokens"], v["supply"])),
            (bool(v.get("end_triggered") and not v.get("over")), v.get("last_seat")),
            tuple(None if tag is None else str(tag.textContent) for tag in tags),
        )
        if shown == self._players_drawn[0]:
            box.append(*self._players_drawn[1])
            return
        self._draw_players(box, v, tags)
        self._players_drawn = (shown, list(box.children))

    def _draw_players(self, box: Any, v: dict[str, Any], tags: list[Any]) -> None:
        box.appendChild(el("h2", "panel-title", t("panel.players")))
        players = v["players"]
        track = max(SCORE_TRACK, *(p["score"] for p in players))
        question = v.get("question")
        for k, p in enumerate(players):
            fill = seat_colour(v, k)
            shape = SHAPES[k % len(SHAPES)]
            classes = "iplayer"
            if k == v["seat"]:
                classes += " active"
            if question and question["seat"] == k:
                classes += " asked"
            row = el("div", classes, data_seat=k)
            row.style.setProperty("--seat", fill)
            head = el("div", "iplayer-head")
            head.appendChild(icon("mark", fill, shape, t(COLOUR_KEYS[p["colour"]])))
            head.appendChild(el("span", "iplayer-name", p["name"]))
            if (tag := tags[k]) is not None:
                head.appendChild(tag)
            head.appendChild(el("span", "iscore", t("isola.player.score", count=p["score"])))
            row.appendChild(head)
            bar = el("div", "ibar", None, role="meter")
            bar.setAttribute("aria-valuemin", "0")
            bar.setAttribute("aria-valuemax", str(track))
            bar.setAttribute("aria-valuenow", str(p["score"]))
            bar.setAttribute("aria-label", t("isola.player.score", count=p["score"]))
            fill_el = el("span")
            fill_el.style.width = f"{min(100, p['score'] * 100 // max(1, track))}%"
            bar.appendChild(fill_el)
            row.appendChild(bar)
            row.appendChild(self._pieces_row(p, fill, shape))
            box.appendChild(row)
        info = el("div", "game-info iinfo")
        info.appendChild(el("span", None, t("isola.info.round", round=v["round"])))
        numbers = " ".join(str(n) for n in v["volcano_tokens"]) or "—"
        info.appendChild(el("span", None, t("isola.info.volcanoes", numbers=numbers)))
        supply = v["supply"]
        info.appendChild(
            el(
                "span",
                None,
                t(
                    "isola.info.supply",
                    lava=supply["lava"],
                    cracks=supply["cracks"],
                    prayers=supply["prayers"],
                ),
            )
        )
        if v.get("end_triggered") and not v.get("over"):
            last = players[v["last_seat"]]["name"]
            info.appendChild(el("span", "final", t("isola.info.final", name=last)))
        box.appendChild(info)

    def _pieces_row(self, p: dict[str, Any], fill: str, shape: str) -> Any:
        """Prayer tokens, the boat, and the pieces on the island and in reserve."""
        box = el("div", "ipieces")
        line = el("div", "iline")
        prayers = el(
            "span", "ichip prayer", None, title=t("isola.player.prayers", count=p["prayers"])
        )
        prayers.appendChild(icon("prayer", fill, shape))
        prayers.appendChild(el("span", None, str(p["prayers"])))
        line.appendChild(prayers)
        if p["boat"] or p.get("bay"):
            boat = t("isola.player.boat", count=p["boat"])
            if p.get("bay"):
                boat += " · " + t("isola.player.bay", bay=p["bay"])
            line.appendChild(el("span", "ichip boat", boat))
        box.appendChild(line)
        for row_key, where, title_key in (
            ("isola.row.island", p["island"], "isola.player.island"),
            ("isola.row.reserve", p["reserve"], "isola.player.reserve"),
        ):
            title = t(
                title_key,
                villages=where["villages"],
                colonists=where["colonists"],
                moai=where["moai"],
            )
            row = el("div", "iline", None, title=title)
            row.appendChild(el("span", "ilabel", t(row_key)))
            for kind, count in (
                ("village", where["villages"]),
                ("colonist", where["colonists"]),
                ("moai", where["moai"]),
            ):
                chip = el("span", "ichip" + (" zero" if not count else ""))
                chip.appendChild(icon(kind, fill, shape))
                chip.appendChild(el("span", None, str(count)))
                row.appendChild(chip)
            box.appendChild(row)
        return box

    def _controls(self, screen: SeatScreen, v: dict[str, Any]) -> None:
        box = screen.actions_el
        ctl = screen.ctl
        if not v.get("over"):
            box.appendChild(self._ap(v))
        if screen.acting():
            box.appendChild(el("p", "guide", self.prompt(screen, v), id="isola-prompt"))
            bar = el("div", "buttons ibuttons")
            if ("boat",) in ctl.options():
                bar.appendChild(button(t("isola.btn.boat"), {"step": ["boat"]}, "btn iboat"))
            for step in ctl.buttons():
                bar.appendChild(self._button(step, v))
            if ctl.prefix:
                bar.appendChild(button(t("btn.cancel"), {"cancel": 1}, "btn cancel", title="Esc"))
            box.appendChild(bar)
            for step in ctl.buttons():
                if step[0] == "geyser" and (p := preview_of(v, step[1:])) is not None:
                    box.appendChild(self._preview(v, p))
        elif v.get("seat") is not None and screen.replay_step is None:
            box.appendChild(el("p", "guide muted", self.prompt(screen, v), id="isola-prompt"))
        box.appendChild(self.recent(screen, v))
        box.appendChild(self._legend(v))
        box.appendChild(copied(_rules_box, get_language()))  # (made once per language)

    def _preview(self, v: dict[str, Any], p: dict[str, Any]) -> Any:
        """What erecting the Moai on one geyser would do, as the engine previews it."""
        box = el("div", "ipreview", data_geyser=f"{p['hex'][0]},{p['hex'][1]},{p['edge']}")
        box.appendChild(
            el("p", "ipreview-title", t("isola.preview.title", dir=text.dir_name(p["edge"])))
        )
        items = el("ul")
        for line in text.preview_lines(v, p):
            items.appendChild(el("li", None, line))
        box.appendChild(items)
        return box

    def _legend(self, v: dict[str, Any]) -> Any:
        """What the marks on the island are, folded until asked for."""
        return copied(_legend_box, get_language(), seat_colour(v, 0), SHAPES[0])

    def _ap(self, v: dict[str, Any]) -> Any:
        """The action points left this turn, as pips and words."""
        total = int(v.get("ap_per_turn", AP_PER_TURN))
        ap = int(v["ap"])
        meter = el("div", "iap", None, role="meter", aria_label=t("isola.ap", ap=ap, total=total))
        meter.setAttribute("aria-valuemin", "0")
        meter.setAttribute("aria-valuemax", str(total))
        meter.setAttribute("aria-valuenow", str(ap))
        pips = el("span", "ipips", None, aria_hidden="true")
        for k in range(total):
            pips.appendChild(el("i", "on" if k < ap else None))
        meter.appendChild(pips)
        meter.appendChild(el("span", "iap-text", t("isola.ap", ap=ap, total=total)))
        return meter

    def _button(self, step: tuple[Any, ...], v: dict[str, Any]) -> Any:
        kind = step[0]
        cls = {"geyser": "ierect", "pray": "ipray", "rescue_none": "irescue"}.get(kind, f"i{kind}")
        primary = kind == "pray" and step[1] == "yes"
        label = self.step_words(v, step)
        return button(label, {"step": list(step)}, "btn " + ("primary " if primary else "") + cls)

    def step_words(self, view: dict[str, Any], step: Step) -> str:
        return text.step_words(view, step)

    def advice_marks(self, screen: SeatScreen, path: tuple[Step, ...]) -> dict[str, Any]:
        """The hexes of the action (a colonist's, where it goes, the Moai's geyser)."""
        return {"pointed_hexes": [(s[1], s[2]) for s in path if s[0] in ("hex", "geyser")]}

    def prompt(self, screen: SeatScreen, v: dict[str, Any]) -> str:
        """What the player to move does now (or who is deciding, to the others)."""
        text.use_island(v.get("island"))
        if v.get("over"):
            return t("isola.prompt.over")
        if not screen.acting():
            q = v.get("question")
            if q is not None:
                return t("isola.prompt.wait_answer", name=v["players"][q["seat"]]["name"])
            return t("isola.prompt.wait", name=v["players"][v["seat"]]["name"])
        return text.prompt(v, screen.ctl.mode())

    def recent(self, screen: SeatScreen, v: dict[str, Any]) -> Any:
        """The eruption die and volcano tokens of the last move (what chance just did)."""
        box = el("div", "irecent", aria_live="polite")
        events = text.chance_events(v.get("events", []))
        if not events:
            return box
        box.appendChild(el("span", "irecent-title", t("isola.recent.title")))
        for e in events:
            kind = e["k"]
            if kind in ("roll_volcano", "roll_blank"):
                volcano = kind == "roll_volcano"
                label = t("isola.die.volcano" if volcano else "isola.die.blank")
                box.appendChild(die_face(volcano, label))
            else:
                drawn = (
                    e.get("volcanoes") if kind == "double" else [e.get("volcano", e.get("drawn"))]
                )
                for number in drawn or []:
                    if number is None:
                        continue
                    label = t("isola.token", volcano=number)
                    box.appendChild(
                        el("span", "itoken", str(number), title=label, aria_label=label)
                    )
        return box

    def end_table(self, screen: SeatScreen, v: dict[str, Any], ranking: list[int]) -> Any:
        """Ranks, the points scored in play and the final scoring's breakdown (I12)."""
        players = v["players"]
        final = v.get("final") or [{} for _ in players]
        box = el("div", "end-table iend-table")
        table = el("table", "ranking")
        head = el("tr")
        cols = (
            "end.rank",
            "end.player",
            "isola.end.play",
            "isola.end.villages",
            "isola.end.moai",
            "isola.end.grouped",
            "isola.end.colonists",
            "isola.end.prayers",
            "isola.end.total",
        )
        for key in cols:
            head.appendChild(el("th", None, t(key)))
        table.appendChild(head)
        per = FINAL_POINTS
        for k in sorted(range(len(players)), key=lambda k: (ranking[k], k)):
            p = players[k]
            f = final[k]
            row = el("tr", "first" if ranking[k] == 1 else None, data_seat=k)
            row.style.setProperty("--village", seat_colour(v, k))
            row.appendChild(el("td", None, str(ranking[k])))
            name = el("td", "name")
            name.appendChild(icon("mark", seat_colour(v, k), SHAPES[k % len(SHAPES)]))
            name.appendChild(el("span", None, p["name"]))
            row.appendChild(name)
            row.appendChild(el("td", None, str(p["score"] - int(f.get("points", 0)))))
            for key, worth in (
                ("villages", per["village"]),
                ("moai", per["moai"]),
                ("grouped", per["group"]),
                ("colonists", per["colonist"]),
                ("prayers", per["prayer"]),
            ):
                count = int(f.get(key, 0))
                row.appendChild(
                    el("td", None, t("isola.end.cell", count=count, points=count * worth))
                )
            row.appendChild(el("td", "itotal", str(p["score"])))
            table.appendChild(row)
        # (on a phone it scrolls sideways: a Tab stop, named, for the keyboard)
        wrap = el("div", "iend-scroll", None, tabindex="0", role="region")
        wrap.setAttribute("aria-label", t("isola.end.table"))
        wrap.appendChild(table)
        box.appendChild(wrap)
        why = v.get("ending")
        if why in ENDING_KEYS:
            box.appendChild(el("p", "muted small", t(ENDING_KEYS[why], rounds=MAX_ROUNDS)))
        box.appendChild(
            el(
                "p",
                "muted small",
                t(
                    "isola.end.note",
                    village=per["village"],
                    moai=per["moai"],
                    group=per["group"],
                    colonist=per["colonist"],
                    prayer=per["prayer"],
                ),
            )
        )
        return box

    def rules(self, screen: SeatScreen) -> Any:
        """How to play, in short paragraphs, with the engine's numbers."""
        return copied(_rules_box, get_language()).lastChild

    # ---- test build only ----
    def debug_ui(self, screen: SeatScreen) -> dict[str, Any]:
        ctl: Controller = screen.ctl
        return {"mode": ctl.mode(), "buttons": [list(p) for p in ctl.buttons()]}

    def more_debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        if name == "rebuild":  # the board layer drawn anew (as after a move): ms each time
            view = screen.view_now()
            out = []
            for k in range(int(args[0]) if args else 20):
                t0 = js.performance.now()
                if self.canvas is not None:
                    self.canvas.forget()  # (else only what changed would be redrawn: nothing)
                self.paint({**view, "rebuild": k}, {})  # an equal view would be kept
                t1 = js.performance.now()
                render_static_json({**view, "rebuild": k}, self.layout)
                out.append([float(t1 - t0), float(js.performance.now() - t1)])
            return out
        raise ValueError(name)


FRONT_END = IsolaFront()
