"""Eruption's front end in the browser (game/ui/frontend.py): the board on a canvas, the
players, the hand of action cards, the controls of each phase, the dice and the end table.

Only this package knows Eruption in the UI; the shell (game/ui/*.py) calls it through the
``FrontEnd`` interface. Rule constants come from the engine (game/eruption).
"""

from __future__ import annotations

import json
import math
from typing import Any

import js

from game.eruption import MAX_TEMP, TEMP_STEP, danger_zone
from game.eruption.board import MATERIALS
from game.eruption.pieces import CARD_MATERIAL, CARD_NAMES

from ..board import BoardFront, Motion
from ..dom import button, clear, copied, el, js_object
from ..frontend import SeatScreen
from ..guard import proxy
from ..i18n import t
from ..steps import Step
from .controller import Controller
from .layout import Layout
from .places import name_of
from .render import (
    VILLAGE_COLOURS,
    VILLAGE_SHAPES,
    render_json,
    render_static,
    rotated_mask,
    shape_clip,
)
from .stats import game_stats, signed
from .text import (
    BIG,
    UNDO_WORDS,
    dice_sentence,
    eruption_tiles_left,
    hand_note,
    log_marks,
    log_text,
    phase_title,
    recent_marks,
    step_words,
)

SVG = "http://www.w3.org/2000/svg"
ZONE_TINTS = (
    "rgba(255,255,255,0.03)",
    "rgba(138,90,28,0.18)",
    "rgba(179,74,28,0.2)",
    "rgba(184,35,27,0.22)",
)


def swatch(village: int, title: str | None = None) -> Any:
    """The village's colour in its marker shape, beside a player's name."""
    node = el("span", "swatch", title=title)
    clip = shape_clip(village)
    if clip:
        node.style.clipPath = clip
        node.style.borderRadius = "0"
    return node


def zone_bands() -> list[tuple[int, int, str]]:
    """The danger zones (E6.3, read from the engine) as (from, to, tint) bands."""
    starts = [
        temp
        for temp in range(0, MAX_TEMP + 1, TEMP_STEP)
        if temp == 0 or danger_zone(temp) != danger_zone(temp - TEMP_STEP)
    ]
    ends = [*starts[1:], MAX_TEMP]
    return [(a, b, ZONE_TINTS[danger_zone(a)]) for a, b in zip(starts, ends, strict=True)]


def tile_svg(mask: int, number: int = 0, size: int = 44) -> Any:
    """A small picture of a tile (its flows) for buttons and panels."""
    return copied(_tile_svg, mask, number, size)


def _tile_svg(mask: int, number: int, size: int) -> Any:
    svg = js.document.createElementNS(SVG, "svg")
    svg.setAttribute("viewBox", "-1.1 -1.1 2.2 2.2")
    svg.setAttribute("width", str(size))
    svg.setAttribute("height", str(size))
    svg.setAttribute("class", "tile-icon")
    svg.setAttribute("aria-hidden", "true")
    pts = " ".join(
        f"{math.cos(math.pi / 3 * k):.3f},{math.sin(math.pi / 3 * k):.3f}" for k in range(6)
    )
    poly = js.document.createElementNS(SVG, "polygon")
    poly.setAttribute("points", pts)
    poly.setAttribute("fill", "#3a1a12" if number else "#33241f")
    poly.setAttribute("stroke", "#120a08")
    poly.setAttribute("stroke-width", "0.06")
    svg.appendChild(poly)
    for d in range(6):
        if mask >> d & 1:
            ang = -math.pi / 2 + d * math.pi / 3
            x, y = 0.866 * math.cos(ang), 0.866 * math.sin(ang)
            for colour, width in (("#5c1607", 0.46), ("#e2461a", 0.32), ("#ffc24a", 0.12)):
                line = js.document.createElementNS(SVG, "line")
                for k, v in (("x1", 0), ("y1", 0), ("x2", x), ("y2", y)):
                    line.setAttribute(k, f"{v:.3f}")
                line.setAttribute("stroke", colour)
                line.setAttribute("stroke-width", str(width))
                svg.appendChild(line)
    dot = js.document.createElementNS(SVG, "circle")
    dot.setAttribute("r", "0.45" if number else "0.2")
    dot.setAttribute("fill", "#ffae3a" if number else "#ffcf5a")
    svg.appendChild(dot)
    if number:
        txt = js.document.createElementNS(SVG, "text")
        txt.setAttribute("text-anchor", "middle")
        txt.setAttribute("dominant-baseline", "central")
        txt.setAttribute("font-size", "0.6")
        txt.setAttribute("font-weight", "800")
        txt.setAttribute("fill", "#3a0e05")
        txt.textContent = str(number)
        svg.appendChild(txt)
    return svg


# Each action card's picture, drawn by us in SVG on a 24-unit square: (element, attributes).
CARD_ICONS: dict[str, tuple[tuple[str, dict[str, str]], ...]] = {
    "aftershock": (  # a tile turning
        (
            "path",
            {
                "d": "M5 12a7 7 0 1 1 2 5",
                "fill": "none",
                "stroke": "#ffb36b",
                "stroke-width": "2.4",
            },
        ),
        ("path", {"d": "M3 14l4 4 3-5z", "fill": "#ffb36b"}),
    ),
    "lavaflow": (  # a drop of lava
        (
            "path",
            {
                "d": "M12 3c4 6 6 9 6 12a6 6 0 0 1-12 0c0-3 2-6 6-12z",
                "fill": "#ff7a1e",
                "stroke": "#5c1607",
                "stroke-width": "1.2",
            },
        ),
        ("circle", {"cx": "10", "cy": "15", "r": "2", "fill": "#ffd35a"}),
    ),
    "relocate": (  # a wall moved along
        ("rect", {"x": "4", "y": "9", "width": "9", "height": "6", "rx": "1", "fill": "#b8773f"}),
        (
            "path",
            {
                "d": "M14 12h7m-3-3 3 3-3 3",
                "fill": "none",
                "stroke": "#e8e0d6",
                "stroke-width": "2",
            },
        ),
    ),
    "sinkhole": (  # a hole in the ground
        ("ellipse", {"cx": "12", "cy": "14", "rx": "9", "ry": "5", "fill": "#6b5a45"}),
        ("ellipse", {"cx": "12", "cy": "14", "rx": "6", "ry": "3", "fill": "#120a08"}),
    ),
    "quake": (  # the ground cracks
        (
            "path",
            {
                "d": "M12 2l-3 6 4 3-4 5 3 6",
                "fill": "none",
                "stroke": "#e8e0d6",
                "stroke-width": "2.2",
                "stroke-linejoin": "round",
            },
        ),
        ("path", {"d": "M3 20h18", "stroke": "#8b7a55", "stroke-width": "2"}),
    ),
    "rain": (  # a cloud and drops
        ("path", {"d": "M6 13a4 4 0 0 1 1-8 5 5 0 0 1 9 1 3.5 3.5 0 0 1 1 7z", "fill": "#c9d6e2"}),
        (
            "path",
            {
                "d": "M8 16l-1 4M12 16l-1 4M16 16l-1 4",
                "stroke": "#5fa8ff",
                "stroke-width": "2",
                "stroke-linecap": "round",
            },
        ),
    ),
    "reinforce": (  # a wall made stronger
        ("rect", {"x": "3", "y": "10", "width": "13", "height": "9", "rx": "1", "fill": "#aab0b8"}),
        (
            "path",
            {
                "d": "M3 14.5h13M9.5 10v4.5M6 14.5V19M13 14.5V19",
                "stroke": "#30343a",
                "stroke-width": "1.2",
            },
        ),
        ("path", {"d": "M19 4v8M15 8h8", "stroke": "#7fe7ff", "stroke-width": "2.4"}),
    ),
    "bomb": (  # a volcanic bomb
        (
            "circle",
            {
                "cx": "11",
                "cy": "14",
                "r": "7",
                "fill": "#2a2220",
                "stroke": "#ff7a1e",
                "stroke-width": "1.5",
            },
        ),
        ("path", {"d": "M15 8l3-3", "stroke": "#8b7a55", "stroke-width": "2"}),
        ("circle", {"cx": "19", "cy": "4", "r": "2", "fill": "#ffd35a"}),
    ),
}


def card_icon(card: str) -> Any:
    """The picture of an action card (no text: the title beside it names the card)."""
    return copied(_card_icon, card)


def _card_icon(card: str) -> Any:
    svg = js.document.createElementNS(SVG, "svg")
    svg.setAttribute("viewBox", "0 0 24 24")
    svg.setAttribute("class", "card-icon")
    svg.setAttribute("aria-hidden", "true")
    for tag, attrs in CARD_ICONS.get(card, ()):
        node = js.document.createElementNS(SVG, tag)
        for key, value in attrs.items():
            node.setAttribute(key, value)
        svg.appendChild(node)
    return svg


PIPS = {
    1: (4,),
    2: (0, 8),
    3: (0, 4, 8),
    4: (0, 2, 6, 8),
    5: (0, 2, 4, 6, 8),
    6: (0, 2, 3, 5, 6, 8),
}


def die_face(kind: str, value: int, label: str) -> Any:
    """A die showing ``value`` as pips (rolled briefly when it appears; not with reduced
    motion), named ``label`` for screen readers."""
    face = el("span", f"die face {kind}", None, role="img", aria_label=label, title=label)
    for cell in range(9):
        face.appendChild(el("i", "pip" if cell in PIPS.get(value, ()) else None))
    return face


class EruptionFront(BoardFront):
    """Eruption in the shell."""

    name = "eruption"
    big = BIG
    undo_words = UNDO_WORDS
    ANIMATION_MS = 420
    layout = Layout(1, 1)  # until the canvas is measured

    def controller(self) -> Controller:
        return Controller()

    def colour(self, view: dict[str, Any], seat: int) -> str:
        return VILLAGE_COLOURS[view["players"][seat]["village"]]

    def log_text(self, event: dict[str, Any], names: list[str]) -> str:
        return log_text(event, names)

    def tally(self, view: dict[str, Any]) -> tuple[str, list[int]] | None:
        """The saved games list's summary: every player's temperature."""
        return "degrees", [int(p["temp"]) for p in view["players"]]

    def pass_details(self, view: dict[str, Any], seat: int) -> str:
        p = view["players"][seat]
        return t("pass.village", village=t(f"village.{p['colour']}"), temp=p["temp"])

    # ---- the board ----
    def board_label(self) -> str:
        return t("board.label")

    def fit(self, view: dict[str, Any]) -> Layout:
        assert self.canvas is not None
        w, h, dpr = self.canvas.size
        if (w, h, dpr) != (self.layout.width, self.layout.height, self.layout.dpr):
            self.layout = Layout(w, h, dpr)
        return self.layout

    def paint(self, view: dict[str, Any], marks: dict[str, Any]) -> None:
        assert self.canvas is not None
        layout = self.fit(view)
        neutral = tuple(view.get("neutral", ()))
        self.canvas.draw(
            (neutral,),
            lambda: json.dumps(render_static(layout, neutral), separators=(",", ":")),
            lambda: render_json(view, layout, marks),
        )

    def motion(self, before: dict[str, Any], view: dict[str, Any]) -> Motion | None:
        """Tiles settle, walls are set down or go, temperatures climb."""
        old_tiles = {tuple(t["hex"]) for t in before["board"]}
        tiles = [t for t in view["board"] if tuple(t["hex"]) not in old_tiles]
        old_walls = {tuple(w["edge"]): w["material"] for w in before["walls"]}
        new_walls = {tuple(w["edge"]): w["material"] for w in view["walls"]}
        arriving = [(*e, m) for e, m in new_walls.items() if old_walls.get(e) != m]
        leaving = [(*e, m) for e, m in old_walls.items() if new_walls.get(e) != m]
        pairs = zip(before["players"], view["players"], strict=True)
        temps = [(a["temp"], b["temp"]) for a, b in pairs]
        hot = any(a != b for a, b in temps)
        if not (tiles or arriving or leaving or hot) or len(tiles) + len(arriving) > 8:
            return None
        shown = {tuple(t["hex"]) for t in tiles}
        base = {
            **view,
            "board": [t for t in view["board"] if tuple(t["hex"]) not in shown],
            "walls": [w for w in view["walls"] if (*w["edge"], w["material"]) not in arriving],
        }

        def at(k: float) -> tuple[dict[str, Any], dict[str, Any]]:
            players = [
                {**p, "temp": round(a + (b - a) * k)}
                for p, (a, b) in zip(view["players"], temps, strict=True)
            ]
            moving = {
                "arriving_tiles": [
                    (t["hex"][0], t["hex"][1], t["flows"], t.get("eruption", 0), k) for t in tiles
                ],
                "arriving_walls": [(*w, k) for w in arriving],
                "leaving_walls": [(*w, k) for w in leaving],
            }
            return {**base, "players": players}, moving

        return at

    def place_name(self, view: dict[str, Any], step: Step) -> str:
        return name_of(step)

    def chosen_words(self, screen: SeatScreen, place: str) -> str:
        return t("board.selected", place=place) if screen.ctl.armed() else place

    def refusal_words(self, screen: SeatScreen, h: tuple[int, int]) -> str:
        reason = screen.refusals().get(f"{h[0]},{h[1]}")
        return t(f"refuse.{screen.view_now().get('phase')}.{reason}") if reason else ""

    def recent_marks(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        return recent_marks(events)

    def log_marks(self, event: dict[str, Any]) -> dict[str, Any]:
        return log_marks(event)

    def step_words(self, view: dict[str, Any], step: Step) -> str:
        return step_words(view, step)

    def advice_marks(self, screen: SeatScreen, path: tuple[Step, ...]) -> dict[str, Any]:
        """The action's hexes and wall places, and the tile or wall as the controller would
        preview it once chosen."""
        chosen = Controller(screen.ctl.legal)
        turned = path[-1][0] == "rot"
        chosen.prefix = list(path[:-1] if turned else path)
        chosen.rot = path[-1][1] if turned else None
        shown = chosen.marks(screen.view_now())
        return {
            "pointed_hexes": [(s[1], s[2]) for s in path if s[0] == "hex"],
            "pointed_edges": [(s[1], s[2], s[3]) for s in path if s[0] == "edge"],
            "preview": shown.get("preview"),
            "ghost_wall": shown.get("ghost_wall"),
        }

    def wire(self, screen: SeatScreen, canvas: Any) -> None:
        """Hovering previews a tile; the wheel turns it."""
        canvas.addEventListener("pointermove", proxy(lambda e: self._hover(screen, e)))
        canvas.addEventListener("pointerleave", proxy(lambda e: self._leave(screen)))
        opts = js_object({"passive": False})
        canvas.addEventListener("wheel", proxy(lambda e: self._wheel(screen, e)), opts)

    def _hover(self, screen: SeatScreen, event: Any) -> None:
        if not screen.acting() or self.canvas is None:
            return
        x, y = self.canvas.local_point(event)
        h = self.layout.to_hex(x, y)
        ctl = screen.ctl
        if h != ctl.hover:
            ctl.hover = h
            if screen.view_now().get("phase") in ("place", "quake", "erupt") and not ctl.prefix:
                screen.redraw()

    def _leave(self, screen: SeatScreen) -> None:
        if screen.ctl.hover is not None:
            screen.ctl.hover = None
            screen.redraw()

    def _wheel(self, screen: SeatScreen, event: Any) -> None:
        if not screen.acting() or not screen.ctl.rotations():
            return
        event.preventDefault()
        if screen.ctl.rotate(1 if event.deltaY > 0 else -1):
            screen.refresh_controls()

    # ---- input ----
    def more_key(self, screen: SeatScreen, key: str, shift: bool) -> str | None:
        ctl = screen.ctl
        if key in ("r", "R"):
            if ctl.rotate(-1 if shift else 1):
                screen.refresh_controls()
        elif key == "Enter":
            return str(ctl.confirm()) if ctl.confirm() else None
        return None

    def more_command(self, screen: SeatScreen, cmd: dict[str, Any]) -> str | None:
        ctl: Controller = screen.ctl
        if "confirm" in cmd:
            return ctl.confirm()
        if "rot" in cmd:
            ctl.rotate(int(cmd["rot"]))
        elif "toggle" in cmd:
            ctl.toggle_trade(cmd["toggle"], int(cmd["copies"]))
        return None

    # ---- panels ----
    def panels(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        self._players(screen, view)
        if view.get("hand") is not None and screen.revealed is not None:
            self._hand(screen, view)
        self._controls(screen, view)

    def _players(self, screen: SeatScreen, v: dict[str, Any]) -> None:
        box = screen.players_el
        clear(box)
        box.appendChild(el("h2", "panel-title", t("panel.players")))
        names = [p["name"] for p in v["players"]]
        for k, p in enumerate(v["players"]):
            row = el(
                "div",
                "player"
                + (" active" if k == v["seat"] else "")
                + (" burned" if p["burned"] else ""),
                data_seat=k,
            )
            row.style.setProperty("--village", VILLAGE_COLOURS[p["village"]])
            head = el("div", "player-head")
            head.appendChild(swatch(p["village"], t(f"colour.{p['colour']}")))
            head.appendChild(el("span", "player-name", p["name"]))
            if (tag := screen.computer_tag(k)) is not None:
                head.appendChild(tag)
            zone = p["zone"]
            head.appendChild(el("span", f"zone-label zone{zone}", t(f"player.zone{zone}")))
            head.appendChild(el("span", f"temp zone{zone}", f"{p['temp']}°"))
            row.appendChild(head)
            meter = el("div", "temp-bar")
            fill = el("span")
            fill.style.width = f"{min(100, p['temp'] * 100 // MAX_TEMP)}%"
            meter.appendChild(fill)
            row.appendChild(meter)
            info = el("div", "player-info")
            stock = el("span", "stock", t("player.stock"))
            for m in MATERIALS:
                chip = el("span", f"chip {m}", str(p["stock"][m]), title=t(f"material.{m}"))
                stock.appendChild(chip)
            info.appendChild(stock)
            info.appendChild(
                el(
                    "span",
                    "cards-count",
                    "🂠 " + str(p["hand_size"]),
                    title=t("player.hand", count=p["hand_size"]),
                )
            )
            row.appendChild(info)
            extra = []
            if p["claimed"]:
                numbers = ", ".join(map(str, p["claimed"]))
                extra.append(t("player.claimed", numbers=numbers, count=len(p["claimed"])))
            if p["burned"]:
                extra.append(t("player.burned"))
            if p.get("partner", -1) >= 0:
                extra.append(t("player.partner", name=names[p["partner"]]))
            if extra:
                row.appendChild(el("div", "player-extra", " · ".join(extra)))
            box.appendChild(row)
        info = el("div", "game-info")
        if "forecast" in v["options"]:
            a, b, c = (v["pile"] + [0, 0, 0])[:3]
            info.appendChild(el("span", None, t("info.piles", a=a, b=b, c=c)))
        else:
            info.appendChild(el("span", None, t("info.pile", count=sum(v["pile"]))))
        info.appendChild(el("span", None, t("info.deck", count=v["deck"])))
        info.appendChild(el("span", None, eruption_tiles_left(v["unclaimed"])))
        if v.get("final_round") and not v["over"]:
            info.appendChild(el("span", "final", t("info.final")))
        box.appendChild(info)

    def _hand(self, screen: SeatScreen, v: dict[str, Any]) -> None:
        box = screen.hand_el
        seat = screen.revealed
        name = v["players"][seat]["name"]
        box.appendChild(el("h2", "panel-title", t("hand.title", name=name)))
        hand = v["hand"]
        if not hand:
            box.appendChild(el("p", "muted", t("hand.empty")))
            return
        cards_phase = v["phase"] == "cards" and screen.acting()
        blocked = v.get("blocked_cards", {})
        ctl = screen.ctl
        paired = {c for o in ctl.options(0) if o[0] == "trade2" for c in o[1:]}  # tile trades
        grid = el("div", "cards")
        for card in CARD_NAMES:
            copies = hand.get(card, 0)
            for k in range(copies):
                material = MATERIALS[CARD_MATERIAL[CARD_NAMES.index(card)]]
                selected = k < ctl.trade_pick.count(card)
                playing = bool(ctl.prefix) and ctl.prefix[0] == ("play", card) and k == 0
                node = el(
                    "div",
                    f"card {card}"
                    + (" selected" if selected else "")
                    + (" playing" if playing else ""),
                    data_card=card,
                    title=t(f"effect.{card}"),
                )
                title = el("div", "card-title")
                title.appendChild(card_icon(card))
                title.appendChild(el("span", None, t(f"card.{card}")))
                node.appendChild(title)
                node.appendChild(el("div", "card-effect", t(f"effect.{card}")))
                node.appendChild(el("div", f"card-trade {material}", t(f"material.{material}")))
                if cards_phase:
                    row = el("div", "card-buttons")
                    can_play = ctl.has(("play", card))
                    reason = t(f"blocked.{blocked[card]}") if blocked.get(card) else None
                    row.appendChild(
                        button(
                            t("btn.play"),
                            {"step": ["play", card]},
                            "btn small play",
                            disabled=not can_play,
                            title=reason,
                        )
                    )
                    row.appendChild(
                        button(
                            t("btn.trade", material=t(f"material.{material}")),
                            {"step": ["trade", card]},
                            "btn small trade",
                            disabled=not ctl.has(("trade", card)),
                        )
                    )
                    row.appendChild(
                        button(
                            t("btn.selected") if selected else t("btn.select"),
                            {"toggle": card, "copies": copies},
                            "btn small toggle" + (" on" if selected else ""),
                            disabled=card not in paired,
                        )
                    )
                    if ctl.has(("give", "card", card)):
                        row.appendChild(
                            button(
                                t("btn.give"), {"step": ["give", "card", card]}, "btn small give"
                            )
                        )
                    node.appendChild(row)
                    if reason:
                        node.appendChild(el("div", "card-reason", reason, title=reason))
                grid.appendChild(node)
        box.appendChild(grid)
        if cards_phase:
            step = ctl.trade2_step()
            row = el("div", "trade2")
            row.appendChild(
                button(
                    t("btn.trade2"),
                    {"step": list(step) if step else []},
                    "btn trade2-btn",
                    disabled=step is None,
                    title=t("hand.select_two"),
                )
            )
            box.appendChild(row)
        else:
            box.appendChild(el("p", "muted small", hand_note(v)))

    def _controls(self, screen: SeatScreen, v: dict[str, Any]) -> None:
        box = screen.actions_el
        phase = v["phase"]
        seat = screen.to_move()
        box.appendChild(el("div", "phase-name", phase_title(v)))
        ctl = screen.ctl
        if screen.acting():
            box.appendChild(el("p", "guide", self.prompt(screen, v), tabindex="-1"))
            if v.get("pending") and phase in ("place", "quake"):
                pend = el("div", "pending")
                tile = v["pending"]
                rot = ctl.current_rot() or ctl.rot or 0
                pend.appendChild(tile_svg(rotated_mask(tile["id"], rot), tile["eruption"], 52))
                pend.appendChild(el("span", None, t("info.drawn")))
                box.appendChild(pend)
            bar = el("div", "buttons")
            opts = ctl.options(0)
            # Lava Forecast piles
            if phase == "pick":
                tops = v.get("forecast_tops") or []
                for k, top in enumerate(tops):
                    step = ("pile", k + 1)
                    b = button("", {"step": list(step)}, "btn pile", disabled=step not in opts)
                    if top:
                        b.appendChild(tile_svg(rotated_mask(top["id"], 0), 0, 40))
                    b.appendChild(el("span", None, t("btn.pile", pile=k + 1)))
                    b.appendChild(el("small", None, t("btn.pile_count", count=v["pile"][k])))
                    bar.appendChild(b)
            if ("btn", "extra") in opts:
                bar.appendChild(button(t("btn.extra"), {"step": ["btn", "extra"]}, "btn primary"))
            # wall materials (build / reinforce)
            mat_depth = next((i for i, st in enumerate(ctl.prefix) if st[0] == "mat"), None)
            if mat_depth is not None:
                mats = [o[1] for o in ctl.options(mat_depth) if o[0] == "mat"]
                stock = v["players"][seat]["stock"] if seat is not None else {}
                for m in MATERIALS:
                    chosen = ctl.prefix[mat_depth] == ("mat", m)
                    bar.appendChild(
                        button(
                            t("btn.material", material=t(f"material.{m}"), count=stock.get(m, 0)),
                            {"step": ["mat", m]},
                            f"btn mat {m}" + (" on" if chosen else ""),
                            disabled=m not in mats,
                        )
                    )
            for m in MATERIALS:
                if ("give", "wall", m) in opts:
                    bar.appendChild(
                        button(
                            t("btn.give_wall", material=t(f"place.material.{m}")),
                            {"step": ["give", "wall", m]},
                            "btn give",
                        )
                    )
            if ctl.rotations():
                if len(ctl.rotations()) > 1:
                    bar.appendChild(
                        button(t("btn.rotate_left"), {"rot": -1}, "btn rot", title="Shift+R")
                    )
                    bar.appendChild(button(t("btn.rotate_right"), {"rot": 1}, "btn rot", title="R"))
            if ctl.armed():
                bar.appendChild(button(t("btn.confirm"), {"confirm": 1}, "btn primary confirm"))
            if ctl.prefix and (ctl.prefix[0][0] == "play" or ctl.armed()):
                bar.appendChild(button(t("btn.cancel"), {"cancel": 1}, "btn cancel"))
            if ("btn", "pass") in opts or phase == "cards":
                label = t(f"btn.pass.{phase}")  # the phases with a pass (PHASE_ACTIONS)
                can = ("btn", "pass") in opts
                bar.appendChild(
                    button(
                        label,
                        {"step": ["btn", "pass"]},
                        "btn pass",
                        disabled=not can,
                        title=None if can else t("guide.cards_full"),
                    )
                )
            box.appendChild(bar)
        box.appendChild(self.recent(screen, v))
        help_box = el("details", "rules")
        help_box.appendChild(el("summary", None, t("rules.title")))
        help_box.appendChild(self.rules(screen))
        box.appendChild(help_box)

    def rules(self, screen: SeatScreen) -> Any:
        """How to play, in short paragraphs."""
        box = el("div", "rules-text")
        for key in ("goal", "turn", "dice", "zones", "controls"):
            box.appendChild(el("p", None, t(f"rules.{key}")))
        return box

    def prompt(self, screen: SeatScreen, v: dict[str, Any]) -> str:
        """What the player to move is choosing now."""
        phase = v["phase"]
        ctl = screen.ctl
        mode = ctl.mode()
        if phase == "erupt":
            return t("guide.erupt_armed") if ctl.armed() else t("guide.erupt")
        if mode == "rotate" and phase in ("place", "quake"):
            touch = js.window.matchMedia("(pointer: coarse)").matches  # no keys, no wheel
            return t("guide.rotate_touch" if touch else "guide.rotate")
        if phase in ("place", "quake", "pick", "extra", "over"):
            return t(f"guide.{phase}")
        if mode == "armed":
            return t("guide.armed")
        if phase == "walls":
            return t("guide.walls") if mode == "build" else t("guide.walls_none")
        if mode in (
            "relocate_src",
            "relocate_dst",
            "aftershock",
            "aftershock_rot",
            "sinkhole",
            "bomb",
            "reinforce",
            "move_src",
            "move_dst",
        ):
            return t(f"guide.{mode}")
        if phase == "cards":
            full = ("btn", "pass") not in ctl.options(0)
            return t("guide.cards_full") if full else t("guide.cards")
        return t(f"game.phase.{phase}")

    def recent(self, screen: SeatScreen, v: dict[str, Any]) -> Any:
        """The dice rolled by the last action."""
        box = el("div", "dice-strip", aria_live="polite")
        rolls = [e for e in v["events"] if e["k"] == "roll"]
        if not rolls:
            return box
        box.appendChild(el("span", "dice-title", t("dice.title")))
        for e in rolls:
            item = el("span", "roll " + ("holds" if e["holds"] else "falls"))
            item.appendChild(die_face("lava", e["lava"], t("dice.lava", lava=e["lava"])))
            wall = t(
                "dice.wall",
                Material=t(f"material.{e['material']}"),
                wall=e["wall"],
                bonus=e["bonus"],
            )
            item.appendChild(die_face(f"wall {e['material']}", e["wall"], wall))
            item.appendChild(el("span", "outcome", dice_sentence(e)))
            box.appendChild(item)
        return box

    def end_table(self, screen: SeatScreen, v: dict[str, Any], ranking: list[int]) -> Any:
        """Ranks, temperatures and the E11.4 tie scores (team totals under Clans)."""
        players = v["players"]
        clans = "clans" in v["options"]
        box = el("div", "end-table")
        table = el("table", "ranking")
        head = el("tr")
        cols = (
            ["end.rank", "end.player", "end.temp"] + (["end.team"] if clans else []) + ["end.tie"]
        )
        for key in cols:
            head.appendChild(el("th", None, t(key)))
        table.appendChild(head)
        temps = [p["temp"] for p in players]
        tied = {
            k
            for k in range(len(players))
            if sum(1 for j in range(len(players)) if ranking[j] == ranking[k]) > 1
            or temps.count(temps[k]) > 1
        }
        for k in sorted(range(len(players)), key=lambda k: (ranking[k], k)):
            p = players[k]
            row = el("tr", "first" if ranking[k] == 1 else None)
            row.style.setProperty("--village", VILLAGE_COLOURS[p["village"]])
            row.appendChild(el("td", None, str(ranking[k])))
            name = el("td", "name")
            name.appendChild(swatch(p["village"]))
            name.appendChild(el("span", None, p["name"]))
            row.appendChild(name)
            row.appendChild(el("td", None, f"{p['temp']}°"))
            if clans:
                q = p.get("partner", -1)
                total = p["temp"] + (players[q]["temp"] if q >= 0 else 0)
                team_tie = p["tie_score"] + (players[q]["tie_score"] if q >= 0 else 0)
                row.appendChild(el("td", None, f"{total}° ({team_tie:+d})"))
            row.appendChild(el("td", None, f"{p['tie_score']:+d}" if k in tied or clans else "—"))
            table.appendChild(row)
        box.appendChild(table)
        box.appendChild(el("p", "muted small", t("end.tie_note")))
        stats = game_stats(*screen.history())
        box.appendChild(self._stats_table(players, stats))
        box.appendChild(self._temperature_chart(players, stats["temps"]))
        return box

    def _stats_table(self, players: list[dict[str, Any]], stats: dict[str, Any]) -> Any:
        """Who did what over the game (game/ui/eruption/stats.py). On a narrow screen the
        table scrolls sideways under its row labels, which stay in view."""
        table = el("table", "stats", None, id="end-stats")
        head = el("tr")
        head.appendChild(el("td"))  # (the corner heads nothing)
        for p in players:
            cell = el("th", "name")
            cell.style.setProperty("--village", VILLAGE_COLOURS[p["village"]])
            cell.appendChild(swatch(p["village"]))
            cell.appendChild(el("span", None, p["name"]))
            head.appendChild(cell)
        table.appendChild(head)

        def walls(counts: dict[str, int]) -> Any:
            words = t("stats.walls", **{m: counts[m] for m in MATERIALS})
            node = el("span", "wall-counts", None, role="img", aria_label=words, title=words)
            for m in MATERIALS:
                node.appendChild(el("span", f"chip {m}", str(counts[m])))
            return node

        rows = (
            ("tiles", lambda s: str(s["tiles"] + s["eruption_tiles"])),
            ("built", lambda s: walls(s["built"])),
            ("lost", lambda s: walls(s["lost"])),
            ("flows", lambda s: str(s["flows"])),
            ("played", lambda s: str(s["cards_played"])),
            ("traded", lambda s: str(s["cards_traded"])),
            ("heat", lambda s: f"{signed(s['heat'])} / {signed(-s['cooled'])}"),
        )
        for key, value in rows:
            row = el("tr", None, None, data_stat=key)
            row.appendChild(el("th", None, t(f"stats.{key}"), scope="row"))
            for seat_stats in stats["players"]:
                shown = value(seat_stats)
                cell = el("td", None, shown if isinstance(shown, str) else None)
                if not isinstance(shown, str):
                    cell.appendChild(shown)
                row.appendChild(cell)
            table.appendChild(row)
        box = el("div", "stats-scroll", None, tabindex="0", role="region")
        box.setAttribute("aria-label", t("stats.table"))
        box.appendChild(table)
        return box

    def _temperature_chart(self, players: list[dict[str, Any]], temps: list[list[int]]) -> Any:
        """Each village's temperature after every turn, over the danger zones: a temperature
        axis ticked where the zones begin, a turn axis, and a legend of shapes, names and
        final temperatures."""
        w, h, left, right, top, bottom = 320.0, 160.0, 30.0, 10.0, 6.0, 26.0
        turns = max(1, max(len(series) for series in temps) - 1)
        svg = js.document.createElementNS(SVG, "svg")
        svg.setAttribute("viewBox", f"0 0 {w:.0f} {h:.0f}")
        svg.setAttribute("class", "temp-chart")
        svg.setAttribute("role", "img")
        svg.setAttribute("aria-label", t("stats.chart"))

        def x_of(turn: float) -> float:
            return left + (w - left - right) * turn / turns

        def y_of(temp: float) -> float:
            return h - bottom - (h - top - bottom) * temp / MAX_TEMP

        def add(tag: str, text: str = "", **attrs: Any) -> None:
            node = js.document.createElementNS(SVG, tag)
            for k, v in attrs.items():
                node.setAttribute(k.replace("_", "-"), f"{v:.1f}" if isinstance(v, float) else v)
            node.textContent = text
            svg.appendChild(node)

        for start, end, fill in zone_bands():
            add("rect", x=left, y=y_of(end), width=w - left - right, height=y_of(start) - y_of(end))
            svg.lastChild.setAttribute("fill", fill)
        axis = {"stroke": "#8a7a70", "stroke_width": "1"}
        add("line", x1=left, y1=top, x2=left, y2=h - bottom, **axis)
        add("line", x1=left, y1=h - bottom, x2=w - right, y2=h - bottom, **axis)
        label = {"fill": "#c9bdb4", "font_size": "9", "class": "tick"}
        for start, _end, _fill in [*zone_bands(), (MAX_TEMP, MAX_TEMP, "")]:
            y = y_of(start)
            add("line", x1=left - 3, y1=y, x2=left, y2=y, **axis)
            add("text", f"{start}°", x=left - 5, y=y + 3, text_anchor="end", **label)
        step = max(1, math.ceil(turns / 8))
        for turn in range(0, turns + 1, step):
            x = x_of(turn)
            add("line", x1=x, y1=h - bottom, x2=x, y2=h - bottom + 3, **axis)
            add("text", str(turn), x=x, y=h - bottom + 12, text_anchor="middle", **label)
        add("text", t("stats.turns"), x=w - right, y=h - 2, text_anchor="end", **label)
        legend = el("ul", "chart-legend")
        for p, series in zip(players, temps, strict=True):
            line = js.document.createElementNS(SVG, "polyline")
            points = " ".join(f"{x_of(k):.1f},{y_of(v):.1f}" for k, v in enumerate(series))
            line.setAttribute("points", points)
            line.setAttribute("fill", "none")
            line.setAttribute("stroke", VILLAGE_COLOURS[p["village"]])
            line.setAttribute("stroke-width", "2.5")
            line.setAttribute("stroke-linejoin", "round")
            words = t("stats.series", name=p["name"], temp=series[-1])
            title = js.document.createElementNS(SVG, "title")
            title.textContent = words
            line.appendChild(title)
            svg.appendChild(line)
            svg.appendChild(self._chart_marker(p["village"], x_of(turns), y_of(series[-1])))
            item = el("li")
            item.appendChild(swatch(p["village"]))
            item.appendChild(el("span", None, words))
            item.style.setProperty("--village", VILLAGE_COLOURS[p["village"]])
            legend.appendChild(item)
        figure = el("figure", "chart")
        figure.appendChild(svg)
        figure.appendChild(legend)
        figure.appendChild(el("figcaption", "muted small", t("stats.chart")))
        return figure

    @staticmethod
    def _chart_marker(village: int, x: float, y: float) -> Any:
        """The village's marker shape where its line ends, so lines differ by more than colour."""
        shape, radius = VILLAGE_SHAPES[village], 6
        if shape is None:
            node = js.document.createElementNS(SVG, "circle")
            for k, v in (("cx", x), ("cy", y), ("r", radius)):
                node.setAttribute(k, f"{v:.1f}")
        else:
            node = js.document.createElementNS(SVG, "polygon")
            corners = " ".join(f"{x + dx * radius:.1f},{y + dy * radius:.1f}" for dx, dy in shape)
            node.setAttribute("points", corners)
        node.setAttribute("fill", VILLAGE_COLOURS[village])
        node.setAttribute("stroke", "#120a08")
        node.setAttribute("class", "chart-marker")
        return node

    # ---- test build only ----
    def debug_ui(self, screen: SeatScreen) -> dict[str, Any]:
        return {"rot": screen.ctl.current_rot(), "armed": screen.ctl.armed()}

    def more_debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        if name == "phase":
            return screen.view_now().get("phase")
        raise ValueError(name)


FRONT_END = EruptionFront()
