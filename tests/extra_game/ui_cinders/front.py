"""Cinders in the shell (game/ui/frontend.py): the heap as a row of cinders, a button per
legal take, the log lines, the end table. Plain elements, no canvas."""

from __future__ import annotations

import json
from typing import Any

from game.ui.dom import button, clear, el
from game.ui.frontend import SeatScreen
from game.ui.i18n import t

COLOURS = ("#e2461a", "#3f8fd8", "#e8c341", "#4caf50")


class Pick:
    """The selection: nothing to select, a take is one button."""

    def __init__(self) -> None:
        self.legal: list[str] = []

    def set_legal(self, legal: list[str]) -> None:
        self.legal = list(legal)

    def cancel(self) -> None:
        pass


class CindersFront:
    """Cinders in the shell."""

    name = "cinders"
    big: frozenset[str] = frozenset()
    undo_words: dict[str, str] = {}

    def __init__(self) -> None:
        self.heap: Any = None

    def controller(self) -> Pick:
        return Pick()

    def mount(self, screen: SeatScreen, stage: Any) -> None:
        self.heap = el("div", "cinders-heap", None, id="cinders-heap", role="img")
        stage.appendChild(self.heap)

    def draw(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        clear(self.heap)
        self.heap.setAttribute("aria-label", t("cinders.heap", count=view["heap"]))
        for _ in range(view["heap"]):
            self.heap.appendChild(el("span", "cinder"))

    def panels(self, screen: SeatScreen, view: dict[str, Any]) -> None:
        box = screen.players_el
        clear(box)
        for k, p in enumerate(view["players"]):
            row = el("div", "player" + (" active" if k == view["seat"] else ""), p["name"])
            box.appendChild(row)
        if screen.acting():
            for action in screen.ctl.legal:
                n = int(action.split()[1])
                label = t("cinders.take", count=n)
                screen.actions_el.appendChild(button(label, {"take": n}, "btn take"))

    def prompt(self, screen: SeatScreen, view: dict[str, Any]) -> str:
        return t("cinders.prompt")

    def places(self, screen: SeatScreen) -> list[tuple[Any, float, float]]:
        return []  # (its choices are buttons)

    def advise(self, screen: SeatScreen, notation: str | None) -> str:
        if notation is None:
            return ""
        n = int(notation.split()[1])
        for node in screen.actions_el.querySelectorAll(".take"):
            if str(node.dataset.cmd) == json.dumps({"take": n}):
                node.classList.add("advised")
        return t("cinders.take", count=n)

    def command(self, screen: SeatScreen, cmd: dict[str, Any]) -> str | None:
        action = f"take {cmd.get('take')}"
        return action if action in screen.ctl.legal else None

    def key(self, screen: SeatScreen, key: str, shift: bool) -> str | None:
        action = f"take {key}"
        return action if action in screen.ctl.legal else None

    def log_text(self, event: dict[str, Any], names: list[str]) -> str:
        kind = event["k"]
        if kind == "take":
            return t("cinders.log.take", player=names[event["p"]], count=event["n"])
        if kind == "won":
            return t("cinders.log.won", player=names[event["p"]])
        return t("cinders.log.setup", count=event["heap"])

    def point(self, screen: SeatScreen, event: dict[str, Any] | None) -> None:
        pass

    def colour(self, view: dict[str, Any], seat: int) -> str:
        return COLOURS[seat]

    def recent(self, screen: SeatScreen, view: dict[str, Any]) -> Any:
        return None

    def tally(self, view: dict[str, Any]) -> tuple[str, list[int]] | None:
        return None  # (no score to sum up)

    def pass_details(self, view: dict[str, Any], seat: int) -> str:
        return t("cinders.heap", count=view["heap"])

    def end_table(self, screen: SeatScreen, view: dict[str, Any], ranking: list[int]) -> Any:
        table = el("table", "ranking")
        for k in sorted(range(len(ranking)), key=lambda k: (ranking[k], k)):
            row = el("tr", "first" if ranking[k] == 1 else None)
            row.appendChild(el("td", None, str(ranking[k])))
            row.appendChild(el("td", "name", view["players"][k]["name"]))
            table.appendChild(row)
        return table

    def rules(self, screen: SeatScreen | None) -> Any:
        return el("p", None, t("cinders.rules"))

    def debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        if name == "view":
            return screen.view_now()
        raise ValueError(name)


FRONT_END = CindersFront()
