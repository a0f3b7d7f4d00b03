"""The game screen in the browser: wires the session, controller, renderer and the DOM.

Only this module (with canvas.py and boot.py) touches ``js``. All visible text goes through
``t()``; player names are inserted with ``textContent`` (never as HTML). Buttons carry their
command as JSON in ``data-cmd`` and one delegated click listener handles them all, so panels
can be rebuilt freely without leaking event proxies.
"""

from __future__ import annotations

import json
from typing import Any

import js
from pyodide.ffi import to_js

from game.eruption.board import MATERIALS
from game.eruption.pieces import CARD_MATERIAL, CARD_NAMES

from . import replay, share
from .autoplay import Autoplay
from .canvas import BoardCanvas
from .controller import Controller
from .dom import button, clear, el
from .guard import once, proxy
from .i18n import t
from .render import VILLAGE_COLOURS, rotated_mask
from .session import Session

SVG = "http://www.w3.org/2000/svg"
_app: App | None = None


def new_seed() -> int:
    """A random seed that JavaScript reads exactly (at most 2^53 - 1)."""
    try:
        arr = js.Uint32Array.new(2)
        js.crypto.getRandomValues(arr)
        return (int(arr[0]) & 0x1FFFFF) << 32 | int(arr[1])
    except Exception:  # no Web Crypto: fall back on Math.random
        return int(js.Math.random() * 2**53)


def start_game(config: dict[str, Any], seed: int | None = None) -> App:
    """Start a new game of ``config`` on the game screen."""
    session = Session(config, new_seed() if seed is None else seed)
    app: App = share.open_session(session, share.new_id())
    return app


# ---- small DOM helpers ---------------------------------------------------------------------


def tile_svg(mask: int, number: int = 0, size: int = 44) -> Any:
    """A small picture of a tile (its flows) for buttons and panels."""
    import math

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


# ---- the app -------------------------------------------------------------------------------


class App:
    def __init__(self, session: Session, game_id: str, created: float) -> None:
        self.doc = js.document
        self.root = self.doc.getElementById("game")
        self.players_el = self.doc.getElementById("players")
        self.hand_el = self.doc.getElementById("hand")
        self.actions_el = self.doc.getElementById("actions")
        self.log_el = self.doc.getElementById("log")
        self.overlay = self.doc.getElementById("overlay")
        self.panels = self.doc.querySelector("#game .panels")
        self.canvas = BoardCanvas("board")
        self.auto: Autoplay | None = None
        self._wire()
        if getattr(js.window, "volcanoTestHooks", False):
            self._expose()
        share.install(self)
        self.show(session, game_id, created)

    def show(self, session: Session, game_id: str, created: float) -> None:
        """Show ``session`` (game ``game_id``, saved since ``created``) from its start."""
        self.session = session
        self.ctl = Controller(session.legal())
        self.game_id = game_id  # its save's key (game/ui/share.py)
        self.game_created = created
        if self.auto is not None:
            self.auto.close()
        self.auto = Autoplay(self)  # this game's computer seats (none in a hotseat game)
        self.revealed: int | None = self.auto.viewer(session.to_move(), None)
        self.show_end = True
        self.replay_step: int | None = None  # replay mode (game/ui/replay.py)
        self.lost = False  # another tab took this game over
        self.save_problem = ""  # why the last save failed ("" once a save succeeds)
        self.shown_link = ""
        self._view: dict[str, Any] | None = None
        share.render_save_warning(self)
        self.refresh()

    # ---- wiring ----
    def _wire(self) -> None:
        c = self.canvas.element
        c.addEventListener("click", proxy(self.on_canvas_click))
        c.addEventListener("pointermove", proxy(self.on_pointer_move))
        c.addEventListener("pointerleave", proxy(self.on_pointer_leave))
        opts = to_js({"passive": False}, dict_converter=js.Object.fromEntries)
        c.addEventListener("wheel", proxy(self.on_wheel), opts)
        self.root.addEventListener("click", proxy(self.on_button))
        self.doc.addEventListener("keydown", proxy(self.on_key))
        observer = js.ResizeObserver.new(proxy(lambda *_: self.on_resize()))
        observer.observe(c)
        self._observer = observer

    def _expose(self) -> None:
        def hook(name: str, *args: Any) -> str:
            return json.dumps(self.debug(str(name), [a for a in args if a is not None]))

        js.window._eruptionPy = proxy(hook)

    def debug(self, name: str, args: list[Any]) -> Any:
        """Plain data for the e2e tests (window.eruptionTest)."""
        s = self.session
        if name.startswith("auto"):
            return self.auto.debug(name, args)
        if name == "legal":
            return s.legal()
        if name == "phase":
            return s.state.phase
        if name == "seat":
            return s.to_move()
        if name == "state_hash":
            return s.hash()
        if name == "ui":
            return {
                "prefix": [list(p) for p in self.ctl.prefix],
                "rot": self.ctl.current_rot(),
                "armed": self.ctl.armed(),
                "revealed": self.revealed,
                "actions": len(s.record.actions),
            }
        if name == "record":
            return s.record.to_data()
        if name == "point":
            q, r = int(args[0]), int(args[1])
            L = self.canvas.layout
            if len(args) > 2:
                x, y = L.edge_mid(q, r, int(args[2]))
            else:
                x, y = L.centre(q, r)
            return self.canvas.client_point(x, y)
        if name == "redraw":  # one full redraw; returns the Python part in ms
            view = self._view or s.view(self.revealed)
            self.canvas.draw(view, self.ctl.marks(view) if self.revealed is not None else {})
            return self.canvas.last_python_ms
        if name == "bench":
            n = int(args[0]) if args else 200
            times = []
            view = self._view or s.view(self.revealed)
            marks = self.ctl.marks(view)
            split = []
            for _ in range(n):
                t0 = js.performance.now()
                self.canvas.draw(view, marks)
                t1 = js.performance.now()
                times.append(float(t1 - t0))
                split.append(float(self.canvas.last_python_ms))
            return {"total": times, "python": split}
        return share.debug(self, name, args)

    # ---- events ----
    def on_resize(self) -> None:
        if self.canvas.resize():
            self.draw()

    def _acting(self) -> bool:
        """True when the person at the device may act: their hand shows and it is their move
        (never while a computer is to move)."""
        seat = self.session.to_move()
        return (
            self.revealed is not None
            and seat == self.revealed
            and not self.auto.is_computer(seat)
            and not self.lost
        )

    def on_canvas_click(self, event: Any) -> None:
        if not self._acting():
            return
        x, y = self.canvas.local_point(event)
        action = self.ctl.click(self.canvas.layout, x, y)
        if action:
            self.act(action)
        else:
            self.refresh_controls()

    def on_pointer_move(self, event: Any) -> None:
        if not self._acting():
            return
        x, y = self.canvas.local_point(event)
        h = self.canvas.layout.to_hex(x, y)
        if h != self.ctl.hover:
            self.ctl.hover = h
            if self.session.state.phase in ("place", "quake", "erupt") and not self.ctl.prefix:
                self.draw()

    def on_pointer_leave(self, _event: Any) -> None:
        if self.ctl.hover is not None:
            self.ctl.hover = None
            self.draw()

    def on_wheel(self, event: Any) -> None:
        if not self._acting() or not self.ctl.rotations():
            return
        event.preventDefault()
        if self.ctl.rotate(1 if event.deltaY > 0 else -1):
            self.refresh_controls()

    def on_key(self, event: Any) -> None:
        key = str(event.key)
        if self.root.hidden or not self._acting():
            return
        target = event.target
        if key == "Enter" and target and str(target.tagName) in ("BUTTON", "INPUT"):
            return  # the focused button handles its own Enter
        if key in ("r", "R"):
            if self.ctl.rotate(-1 if event.shiftKey else 1):
                self.refresh_controls()
        elif key == "Enter":
            action = self.ctl.confirm()
            if action:
                event.preventDefault()
                self.act(action)
        elif key == "Escape":
            self.ctl.cancel()
            self.refresh_controls()

    def on_button(self, event: Any) -> None:
        node = event.target.closest("[data-cmd]")
        if not node or node.disabled:
            return
        cmd = json.loads(str(node.dataset.cmd))
        if "reveal" in cmd:
            self.revealed = self.session.to_move()
            self.refresh()
            return
        if "show_board" in cmd:
            self.show_end = False
            self.refresh()
            return
        if "show_end" in cmd:
            self.show_end = True
            self.refresh()
            return
        if share.handle(self, cmd):  # undo, replay, links, export/import
            return
        if "new_game" in cmd:
            js.location.reload()
            return
        if self.auto.command(cmd):
            return
        if not self._acting():
            return
        action = None
        if "step" in cmd:
            action = self.ctl.press(tuple(cmd["step"]))
        elif "confirm" in cmd:
            action = self.ctl.confirm()
        elif "cancel" in cmd:
            self.ctl.cancel()
        elif "rot" in cmd:
            self.ctl.rotate(int(cmd["rot"]))
        elif "toggle" in cmd:
            self.ctl.toggle_trade(cmd["toggle"], int(cmd["copies"]))
        if action:
            self.act(action)
        else:
            self.refresh_controls()

    # ---- acting ----
    def act(self, notation: str) -> None:
        if notation not in self.ctl.legal or self.lost:
            return
        self.session.apply(notation)
        self.ctl.set_legal(self.session.legal())
        share.after_change(self)  # autosave, host-page events
        seat = self.session.to_move()
        self.revealed = self.auto.viewer(seat, self.revealed)
        self.auto.moved()
        self.refresh()

    # ---- drawing ----
    def refresh(self) -> None:
        if self.replay_step is not None:
            replay.render(self)
            return
        self.doc.documentElement.removeAttribute("data-replay")
        s = self.session
        over = s.over()
        if over:
            self.revealed = None
        viewer = self.revealed
        self._view = s.view(viewer)
        root = self.doc.documentElement
        root.dataset.phase = str(s.state.phase)
        root.dataset.seat = "" if s.to_move() is None else str(s.to_move())
        root.dataset.revealed = "" if viewer is None else str(viewer)
        self.render_players()
        self.render_hand()
        self.render_actions()
        self.render_log()
        self.render_overlay()
        share.render_toolbar(self)
        self.update_blocking()
        self.auto.update()
        self.draw()

    def update_blocking(self) -> None:
        """Behind a pass screen, the end screen or the other-tab notice, the board and the
        panels are inert: no click, no Tab, no screen reader reaches them."""
        share.render_tab_lost(self)
        blocked = self.lost or not self.overlay.hidden
        for part in (self.doc.querySelector("#game .board-wrap"), self.panels):
            part.inert = blocked

    def refresh_controls(self) -> None:
        """After a selection change: board marks, hand and action buttons."""
        self.render_hand()
        self.render_actions()
        self.draw()

    def draw(self) -> None:
        if self._view is None:
            return
        marks = self.ctl.marks(self._view) if self._acting() else {}
        self.canvas.draw(self._view, marks)

    def render_players(self) -> None:
        v = self._view
        box = self.players_el
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
            head.appendChild(el("span", "swatch", title=t(f"colour.{p['colour']}")))
            head.appendChild(el("span", "player-name", p["name"]))
            if self.auto.is_computer(k):
                head.appendChild(
                    el(
                        "span",
                        "player-bot",
                        t("ai.computer", level=t(f"ai.level.{self.auto.levels[k]}")),
                    )
                )
            head.appendChild(el("span", f"temp zone{p['zone']}", f"{p['temp']}°"))
            row.appendChild(head)
            meter = el("div", "temp-bar")
            fill = el("span")
            fill.style.width = f"{min(100, p['temp'] * 100 // 290)}%"
            meter.appendChild(fill)
            row.appendChild(meter)
            info = el("div", "player-info")
            zone = p["zone"]
            info.appendChild(el("span", f"zone-label zone{zone}", t(f"player.zone{zone}")))
            stock = el("span", "stock", title=t("player.stock"))
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
                extra.append(t("player.claimed", numbers=", ".join(map(str, p["claimed"]))))
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
        if v["unclaimed"]:
            info.appendChild(
                el("span", None, t("info.eruption", numbers=" ".join(map(str, v["unclaimed"]))))
            )
        else:
            info.appendChild(el("span", None, t("info.eruption_none")))
        if v.get("final_round") and not v["over"]:
            info.appendChild(el("span", "final", t("info.final")))
        box.appendChild(info)

    def render_hand(self) -> None:
        box = self.hand_el
        clear(box)
        v = self._view
        seat = self.revealed
        if seat is None or v is None or v.get("hand") is None:
            return
        name = v["players"][seat]["name"]
        box.appendChild(el("h2", "panel-title", t("hand.title", name=name)))
        hand = v["hand"]
        if not hand:
            box.appendChild(el("p", "muted", t("hand.empty")))
            return
        cards_phase = v["phase"] == "cards" and self._acting()
        blocked = v.get("blocked_cards", {})
        ctl = self.ctl
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
                node.appendChild(el("div", "card-title", t(f"card.{card}")))
                node.appendChild(el("div", "card-effect", t(f"effect.{card}")))
                node.appendChild(el("div", f"card-trade {material}", t(f"material.{material}")))
                if cards_phase:
                    row = el("div", "card-buttons")
                    can_play = ctl.has(("play", card))
                    reason = blocked.get(card)
                    row.appendChild(
                        button(
                            t("btn.play"),
                            {"step": ["play", card]},
                            "btn small play",
                            disabled=not can_play,
                            title=t("blocked", reason=reason) if reason else None,
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
                        node.appendChild(el("div", "card-reason", t("blocked", reason=reason)))
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
            box.appendChild(el("p", "muted small", t("hand.not_now")))

    def render_actions(self) -> None:
        box = self.actions_el
        clear(box)
        v = self._view
        s = self.session
        if v is None:
            return
        phase = v["phase"]
        seat = s.to_move()
        head = el("div", "phase-line")
        if seat is not None:
            tag = el("span", "who", t("game.to_move", name=v["players"][seat]["name"]))
            tag.style.setProperty("--village", VILLAGE_COLOURS[v["players"][seat]["village"]])
            head.appendChild(tag)
        head.appendChild(el("span", "turn", t("game.turn", turn=v["turn"])))
        box.appendChild(head)
        box.appendChild(el("div", "phase-name", t(f"game.phase.{phase}")))
        ai_bar = self.auto.render(el, button)
        if ai_bar is not None:
            box.appendChild(ai_bar)
        ctl = self.ctl
        if self._acting():
            box.appendChild(el("p", "guide", self._guide(v)))
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
                            t("btn.give_wall", material=t(f"material.{m}")),
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
                label = (
                    t(f"btn.pass.{phase}")
                    if phase in ("cards", "walls", "extra", "relocate")
                    else "pass"
                )
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
        box.appendChild(self._dice())
        help_box = el("details", "rules")
        help_box.appendChild(el("summary", None, t("rules.title")))
        for key in ("goal", "turn", "dice", "zones", "controls"):
            help_box.appendChild(el("p", None, t(f"rules.{key}")))
        box.appendChild(help_box)

    def _guide(self, v: dict[str, Any]) -> str:
        phase = v["phase"]
        mode = self.ctl.mode()
        if phase == "erupt":
            return t("guide.erupt_armed") if self.ctl.armed() else t("guide.erupt")
        if mode == "rotate" and phase in ("place", "quake"):
            return t("guide.rotate")
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
            full = ("btn", "pass") not in self.ctl.options(0)
            return t("guide.cards_full") if full else t("guide.cards")
        return t(f"game.phase.{phase}")

    def _dice(self) -> Any:
        box = el("div", "dice-strip", aria_live="polite")
        rolls = self.session.rolls(self.revealed)
        if not rolls:
            return box
        box.appendChild(el("span", "dice-title", t("dice.title")))
        for e in rolls:
            item = el("span", "roll " + ("holds" if e["holds"] else "falls"))
            item.appendChild(
                el("span", "die lava", str(e["lava"]), title=t("dice.lava", lava=e["lava"]))
            )
            item.appendChild(el("span", "vs", "vs"))
            item.appendChild(
                el(
                    "span",
                    f"die wall {e['material']}",
                    f"{e['wall']}+{e['bonus']}",
                    title=t(
                        "dice.wall",
                        Material=t(f"material.{e['material']}"),
                        wall=e["wall"],
                        bonus=e["bonus"],
                    ),
                )
            )
            item.appendChild(
                el("span", "outcome", t("dice.holds") if e["holds"] else t("dice.falls"))
            )
            box.appendChild(item)
        return box

    def render_log(self) -> None:
        box = self.log_el
        clear(box)
        box.appendChild(el("h2", "panel-title", t("panel.log")))
        lines = el("ol", "log-lines")
        for kind, text in self.session.log_lines(self.revealed):
            lines.appendChild(el("li", f"log-{kind}", text))
        box.appendChild(lines)

    def render_overlay(self) -> None:
        ov = self.overlay
        clear(ov)
        s = self.session
        if s.over():
            if not self.show_end:
                ov.hidden = True
                bar = self.actions_el.querySelector(".buttons") or self.actions_el
                bar.appendChild(button(t("end.title"), {"show_end": 1}, "btn primary"))
                return
            ov.appendChild(self._end_screen())
            ov.hidden = False
            return
        seat = s.to_move()
        if self.revealed is not None or self.auto.is_computer(seat):
            ov.hidden = True  # no pass screen before a computer's move
            return
        p = self._view["players"][seat]
        card = el("div", "pass-card", role="dialog", aria_modal="true", aria_labelledby="pass-h")
        card.style.setProperty("--village", VILLAGE_COLOURS[p["village"]])
        card.appendChild(el("div", "pass-swatch"))
        card.appendChild(el("h2", None, t("pass.title", name=p["name"]), id="pass-h"))
        card.appendChild(
            el("p", "muted", t("pass.village", colour=t(f"colour.{p['colour']}"), temp=p["temp"]))
        )
        dice = self._dice()
        if dice.firstChild:
            card.appendChild(dice)
        card.appendChild(
            button(t("btn.reveal", name=p["name"]), {"reveal": 1}, "btn primary big", id="reveal")
        )
        ov.appendChild(card)
        ov.hidden = False
        js.setTimeout(
            once(
                lambda: (
                    self.doc.getElementById("reveal") and self.doc.getElementById("reveal").focus()
                )
            ),
            0,
        )

    def _end_screen(self) -> Any:
        s = self.session
        v = self._view
        ranking = s.ranking()
        players = v["players"]
        clans = "clans" in v["options"]
        card = el("div", "end-card")
        card.appendChild(el("h2", None, t("end.title")))
        winners = [players[k]["name"] for k in range(len(players)) if ranking[k] == 1]
        card.appendChild(
            el(
                "p",
                "winner",
                t("end.winner", names=winners[0])
                if len(winners) == 1
                else t("end.winners", names=", ".join(winners)),
            )
        )
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
            name.appendChild(el("span", "swatch"))
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
        card.appendChild(table)
        card.appendChild(el("p", "muted small", t("end.tie_note")))
        bar = el("div", "buttons")
        bar.appendChild(button(t("btn.show_board"), {"show_board": 1}, "btn"))
        bar.appendChild(button(t("btn.new_game"), {"new_game": 1}, "btn primary"))
        card.appendChild(bar)
        return card
