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

from game.isola import AP_PER_TURN, COSTS, FINAL_POINTS, MAX_ROUNDS

from ..canvas import Canvas
from ..dom import button, clear, el
from ..guard import once, proxy
from ..hexpixels import toward
from ..i18n import t
from ..page import bring_into_view, reduced_motion, show_refusal
from . import text
from .controller import BOARD_KINDS, Controller, refusal
from .layout import Layout, island_key, spot
from .render import (
    SHAPES,
    render_base_json,
    render_json,
    render_static_json,
    seat_colour,
    shape_points,
    static_key,
)
from .text import log_marks, recent_marks

SVG = "http://www.w3.org/2000/svg"
ANIMATION_MS = 480  # how long lava landing and land sinking are shown moving
ARROWS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}
COLOUR_KEYS = {
    "red": "isola.colour.red",
    "blue": "isola.colour.blue",
    "yellow": "isola.colour.yellow",
    "green": "isola.colour.green",
}
BUTTON_KEYS = {
    "carry": "isola.btn.carry",
    "build": "isola.btn.build",
    "create": "isola.btn.create",
    "carve": "isola.btn.carve",
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


class IsolaFront:
    """L'Isola dei Vulcani in the shell."""

    name = "isola"

    def __init__(self) -> None:
        self.canvas: Canvas | None = None
        self.layout = Layout(1, 1)
        self.cursor: Any = None  # the keyboard's board place
        self.pointed: dict[str, Any] = {}  # what a pointed-at log line is about
        self._shown: Any = None  # the live view drawn last (what an animation starts from)
        self._animation = 0  # the animation running (a newer picture stops an older one)
        self._moving: Any = None  # the view being shown in motion
        self._marks: dict[str, Any] = {}  # the marks drawn last
        self._frames: list[float] = []  # main-thread ms of each animation frame
        self._decision: Any = None

    def controller(self) -> Controller:
        return Controller()

    def colour(self, view: dict[str, Any], seat: int) -> str:
        return seat_colour(view, seat)

    def log_text(self, event: dict[str, Any], names: list[str]) -> str:
        return text.log_text(event, names)

    def pass_details(self, view: dict[str, Any], seat: int) -> str:
        text.use_island(view.get("island"))
        return text.pass_details(view, seat)

    # ---- the board ----
    def mount(self, screen: Any, stage: Any) -> None:
        """A canvas for the island, with pointer input."""
        canvas = el("canvas", None, None, id="board", width="900", height="900", tabindex="0")
        canvas.setAttribute("role", "application")
        canvas.setAttribute("aria-roledescription", t("board.role"))
        canvas.setAttribute("aria-label", t("isola.board.label"))
        stage.appendChild(canvas)
        self.canvas = Canvas(canvas)
        canvas.addEventListener("click", proxy(lambda e: self._click(screen, e)))
        for kind in ("focus", "blur"):
            canvas.addEventListener(kind, proxy(lambda _e: screen.redraw()))
        observer = js.ResizeObserver.new(proxy(lambda *_: self._resized(screen)))
        observer.observe(canvas)
        self._observer = observer

    def _resized(self, screen: Any) -> None:
        if self.canvas is not None and self.canvas.measure():
            screen.redraw()

    def _layout(self, view: dict[str, Any]) -> Layout:
        assert self.canvas is not None
        w, h, dpr = self.canvas.size
        if self.layout.key != (w, h, dpr, island_key(view["island"])):
            self.layout = Layout.for_island(w, h, dpr, view["island"])
        return self.layout

    def draw(self, screen: Any, view: dict[str, Any]) -> None:
        if self.canvas is None:
            return
        text.use_island(view.get("island"))
        marks: dict[str, Any] = {}
        label = t("isola.board.label")
        if screen.acting():
            marks = screen.ctl.marks(view)
            targets = screen.ctl.targets()
            if targets:
                board = self.canvas.element
                if js.document.activeElement == board and board.matches(":focus-visible"):
                    marks["cursor"] = self._cursor(screen)  # only for the keyboard's user
                label = t("board.choices", prompt=self.prompt(screen, view), count=len(targets))
        if screen.replay_step is None and not view.get("over"):
            marks.update(recent_marks(screen.recent_events()))
        if self.pointed:
            marks = {**marks, **self.pointed}
        self.canvas.element.setAttribute("aria-label", label)
        self._bring_into_view(screen)
        before, self._shown = self._shown, view
        self._marks = marks  # an animation under way draws with the newest marks
        if screen.replay_step is None and self._animate(before, view):
            return
        if self._moving is view:
            return  # its animation's next frame shows it
        self._animation += 1  # a newer picture: an animation of an older view stops
        self._moving = None
        self._draw(view, marks)

    def _draw(self, view: dict[str, Any], marks: dict[str, Any]) -> None:
        assert self.canvas is not None
        layout = self._layout(view)
        self.canvas.draw(
            (layout.key, view),  # the same view object: the board layer is kept as drawn
            lambda: render_static_json(view, layout),
            lambda: render_json(view, layout, marks),
            base_key=(layout.key, static_key(view)),  # the ground changes when land sinks
            base_json=lambda: render_base_json(view, layout),
        )

    def _bring_into_view(self, screen: Any) -> None:
        """A new decision on the board while the board is scrolled away: back to it."""
        decision = screen.decision()
        if decision == self._decision or not screen.acting() or not screen.ctl.targets():
            return
        self._decision = decision
        if self.canvas is not None:
            bring_into_view(self.canvas.element)

    # ---- lava landing, land sinking (not with reduced motion) ----
    def _animate(self, before: Any, view: dict[str, Any]) -> bool:
        """Start showing the change from ``before`` to ``view`` in motion: new lava drops
        onto its hexes, sunk land shrinks into the sea. False when there is nothing to show."""
        if before is None or before is view or before.get("turn", 0) > view.get("turn", 0):
            return False
        if [p["name"] for p in before["players"]] != [p["name"] for p in view["players"]]:
            return False  # another game
        if island_key(before["island"]) != island_key(view["island"]):
            return False
        old_lava = {tuple(c["hex"]) for c in before["hexes"] if c["ground"] == "lava"}
        lava = [tuple(c["hex"]) for c in view["hexes"] if c["ground"] == "lava"]
        arriving = [h for h in lava if h not in old_lava]
        old_sunk = {tuple(h) for h in before.get("sunk", [])}
        sinking = [tuple(h) for h in view.get("sunk", []) if tuple(h) not in old_sunk]
        if not (arriving or sinking) or len(arriving) > 24:
            return False
        if reduced_motion():
            return False
        landing = set(arriving)
        base = {
            **view,
            "hexes": [
                {**c, "ground": "bare"} if tuple(c["hex"]) in landing else c for c in view["hexes"]
            ],
        }
        start = float(js.performance.now())
        self._animation += 1
        self._moving = view
        ticket = self._animation

        def frame(now: float) -> None:
            if ticket != self._animation or self.canvas is None:
                return
            marks = self._marks
            k = min(1.0, (float(now) - start) / ANIMATION_MS)
            if k >= 1.0:
                self._moving = None
                self._draw(view, marks)
                return
            t0 = float(js.performance.now())
            ease = 1 - (1 - k) ** 3
            moving = {
                "arriving_lava": [(q, r, ease) for q, r in arriving],
                "sinking_now": [(q, r, ease) for q, r in sinking],
            }
            self._draw(base, {**marks, **moving})
            self._frames.append(float(js.performance.now()) - t0)
            js.requestAnimationFrame(once(frame))

        js.requestAnimationFrame(once(frame))
        return True

    # ---- the keyboard cursor and what the log points at ----
    def point(self, screen: Any, event: dict[str, Any] | None) -> None:
        marks = log_marks(event) if event else {}
        if marks != self.pointed:
            self.pointed = marks
            screen.redraw()

    def _cursor(self, screen: Any) -> Any:
        """The board place the keyboard points at: kept while it is still a target."""
        targets = screen.ctl.targets()
        if self.cursor not in targets:
            sel = screen.ctl.selected()
            self.cursor = sel if sel in targets else (targets[0] if targets else None)
        return self.cursor

    def _spot(self, screen: Any, step: Any) -> tuple[float, float]:
        return spot(self.layout, screen.view_now(), step)

    def _place(self, screen: Any, step: Any) -> str:
        """A board place in words, for screen readers."""
        if step[0] == "boat":
            return t("isola.place.boat")
        area = text.area_of([step[1], step[2]])
        if step[0] == "geyser":
            return t("isola.place.geyser", dir=text.dir_name(step[3]), area=area)
        return t("isola.place.hex", area=area)

    def _move_cursor(self, screen: Any, dx: float, dy: float) -> None:
        current = self._cursor(screen)
        if current is None:
            return
        targets = screen.ctl.targets()
        k = toward(self._spot(screen, current), [self._spot(screen, st) for st in targets], dx, dy)
        if k is not None:
            self.cursor = targets[k]
        screen.say(self._place(screen, self.cursor))
        screen.redraw()

    def _click(self, screen: Any, event: Any) -> None:
        if not screen.acting() or self.canvas is None:
            return
        x, y = self.canvas.local_point(event)
        view = screen.view_now()
        ctl = screen.ctl
        before = list(ctl.prefix)
        action = ctl.click(self._layout(view), view, x, y)
        if action:
            screen.act(action)
            return
        if ctl.prefix == before:
            self._explain(screen, view, x, y)
        else:  # the keyboard cursor follows what the pointer chose
            self.cursor = ctl.selected()
        screen.refresh_controls()

    def _explain(self, screen: Any, view: dict[str, Any], x: float, y: float) -> None:
        """A click where nothing can be chosen: say why, next to the pointer."""
        reason = refusal(screen.refusals(), screen.ctl, self.layout.to_hex(x, y))
        if not reason:
            return
        words = t(REFUSAL_KEYS[reason])
        if self.canvas is not None:
            show_refusal(self.canvas.element, x, y, words)
        screen.say(words)

    # ---- input ----
    def key(self, screen: Any, key: str, shift: bool) -> str | None:
        ctl = screen.ctl
        on_board = self.canvas is not None and js.document.activeElement == self.canvas.element
        if on_board and key in ARROWS:
            self._move_cursor(screen, *ARROWS[key])
            return None
        if on_board and key in ("Enter", " "):
            step = self._cursor(screen)
            if step is None:
                return None
            action = ctl.pick(step)
            if action:
                return str(action)
            chosen = ctl.selected()
            self.cursor = chosen if chosen is not None else step
            screen.refresh_controls()
            place = self._place(screen, step)
            screen.say(t("isola.place.chosen", place=place) if chosen == step else place)
            return None
        if key == "Escape":
            ctl.cancel()
            screen.refresh_controls()
        return None

    def command(self, screen: Any, cmd: dict[str, Any]) -> str | None:
        ctl: Controller = screen.ctl
        if "step" in cmd:
            action = ctl.press(tuple(cmd["step"]))
            if action is None and ctl.selected() is not None:
                self.cursor = ctl.selected()
            return action
        if "cancel" in cmd:
            ctl.cancel()
        return None

    # ---- panels ----
    def panels(self, screen: Any, view: dict[str, Any]) -> None:
        text.use_island(view.get("island"))
        self._players(screen, view)
        self._controls(screen, view)

    def _players(self, screen: Any, v: dict[str, Any]) -> None:
        box = screen.players_el
        clear(box)
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
            if screen.auto.is_computer(k):
                head.appendChild(
                    el(
                        "span",
                        "player-bot",
                        t("ai.computer", level=t(f"ai.level.{screen.auto.levels[k]}")),
                    )
                )
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

    def _controls(self, screen: Any, v: dict[str, Any]) -> None:
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
        elif v.get("seat") is not None and screen.replay_step is None:
            box.appendChild(el("p", "guide muted", self.prompt(screen, v), id="isola-prompt"))
        box.appendChild(self.recent(screen, v))
        help_box = el("details", "rules")
        help_box.appendChild(el("summary", None, t("rules.title")))
        help_box.appendChild(self.rules(screen))
        box.appendChild(help_box)

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
        cmd = {"step": list(step)}
        if kind in BUTTON_KEYS:
            return button(t(BUTTON_KEYS[kind], cost=COSTS[kind]), cmd, f"btn i{kind}")
        if kind == "geyser":
            label = t("isola.btn.erect", dir=text.dir_name(step[3]), cost=COSTS["erect"])
            return button(label, cmd, "btn ierect")
        if kind == "take":
            return button(t("isola.btn.take", cost=v["prayer_cost"]), cmd, "btn itake")
        if kind == "end":
            return button(t("isola.btn.end"), cmd, "btn iend")
        if kind == "pray":
            yes = step[1] == "yes"
            label = t("isola.btn.pray_yes" if yes else "isola.btn.pray_no")
            return button(label, cmd, "btn primary ipray" if yes else "btn ipray")
        return button(t("isola.btn.rescue_none"), cmd, "btn irescue")

    def prompt(self, screen: Any, v: dict[str, Any]) -> str:
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

    def recent(self, screen: Any, v: dict[str, Any]) -> Any:
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

    def end_table(self, screen: Any, v: dict[str, Any], ranking: list[int]) -> Any:
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
        wrap = el("div", "iend-scroll")
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

    def rules(self, screen: Any) -> Any:
        """How to play, in short paragraphs, with the engine's numbers."""
        box = el("div", "rules-text")
        for paragraph in text.rules_paragraphs():
            box.appendChild(el("p", None, paragraph))
        return box

    # ---- test build only ----
    def debug(self, screen: Any, name: str, args: list[Any]) -> Any:
        """Plain data for the e2e tests and browser benchmarks (window.volcanoTest.call)."""
        ctl = screen.ctl
        if name == "ui":
            return {
                "prefix": [list(p) for p in ctl.prefix],
                "mode": ctl.mode(),
                "targets": [list(p) for p in ctl.targets()],
                "buttons": [list(p) for p in ctl.buttons()],
                "cursor": list(self._cursor(screen) or []) if screen.acting() else None,
                "revealed": screen.revealed,
                "acting": screen.acting(),
                **screen.debug("progress", []),
            }
        if name == "view":
            return screen.view_now()
        if name == "layout":  # the board's scale: a hex's size (centre to corner) in CSS px
            self._layout(screen.view_now())
            return {"size": self.layout.size, "width": self.layout.width}
        if name == "point":  # a hex's centre, or an edge's midpoint (q, r, d)
            assert self.canvas is not None
            q, r = int(args[0]), int(args[1])
            self._layout(screen.view_now())
            L = self.layout
            x, y = L.edge_mid(q, r, int(args[2])) if len(args) > 2 else L.centre(q, r)
            return self.canvas.client_point(x, y)
        if name == "spot":  # where a board step is chosen: ["hex", q, r], ["boat"], ["geyser"...]
            assert self.canvas is not None
            step = tuple(args[0])
            assert step[0] in BOARD_KINDS
            x, y = spot(self._layout(screen.view_now()), screen.view_now(), step)
            return self.canvas.client_point(x, y)
        if name == "pointed":
            return self.pointed
        if name == "marks":  # what the board shows over the view now
            return {k: v for k, v in self._marks.items() if v}
        if name == "drawn":  # the board shows the view on screen (no animation left over)
            key = self.canvas._static_key if self.canvas else ()
            return self._moving is None and bool(key) and key[-1] is screen.view_now()
        if name == "frames":  # main-thread ms per frame of the animations since last asked
            frames, self._frames = self._frames, []
            return frames
        if name == "redraw":  # one full redraw; returns the Python part in ms
            view = screen.view_now()
            self._draw(view, ctl.marks(view) if screen.acting() else {})
            return self.canvas.last_python_ms if self.canvas else 0.0
        if name == "rebuild":  # the board layer drawn anew (as after a move): ms each time
            view = screen.view_now()
            out = []
            for k in range(int(args[0]) if args else 20):
                t0 = js.performance.now()
                self._draw({**view, "rebuild": k}, {})  # an equal view would be kept
                t1 = js.performance.now()
                render_static_json({**view, "rebuild": k}, self.layout)
                out.append([float(t1 - t0), float(js.performance.now() - t1)])
            return out
        if name == "bench":
            assert self.canvas is not None
            n = int(args[0]) if args else 200
            view = screen.view_now()
            marks = ctl.marks(view)
            times, split = [], []
            for _ in range(n):
                t0 = js.performance.now()
                self._draw(view, marks)
                times.append(float(js.performance.now() - t0))
                split.append(float(self.canvas.last_python_ms))
            return {"total": times, "python": split}
        raise ValueError(name)


FRONT_END = IsolaFront()
