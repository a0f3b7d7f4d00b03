"""Boot glue: hands the plain-HTML start screen over to Python once the runtime is ready.

`start()` runs from the page's main.py in the browser. It marks the page ready
(`<html data-ready="true">`), enables the Start button and, on submit, turns the start
screen's settings into a game config

    {"players": [{"name": "Ada"}, {"name": "Bot", "computer": "hard"}, ...],
     "options": ["clans", "annihilation", "forecast", "norain"], "think": "normal"}

(a seat with "computer": level is played by the computer; "think" is there only when some seat
is; the engine ignores both, the record keeps them)

and calls `game.ui.app.start_game(config)` with the game area already shown. Browser modules
(`js`, `pyodide`) are imported inside `start()` only, so `build_config` runs under CPython too.
"""

from __future__ import annotations

import importlib
import importlib.util
import traceback
from typing import Any

from game.ui.i18n import set_language, t

OPTIONS = ("clans", "annihilation", "forecast", "norain")
MIN_PLAYERS = 2
MAX_PLAYERS = 6
MAX_NAME_LENGTH = 20
CLANS_PLAYER_COUNTS = (4, 6)
APP_MODULE = "game.ui.app"
HUMAN = "human"


def build_config(
    names: list[str], options: list[str], kinds: list[str] | None = None, think: str = "normal"
) -> dict[str, Any]:
    """The game config for one seat per name (blank names get the default) and the chosen
    optional rules, in canonical order; Clans is dropped unless 4 or 6 play. ``kinds`` gives
    each seat's player: "human" or a computer level (easy, medium, hard); ``think`` how long
    computers think ("normal" or "strong")."""
    from game.agents import LEVELS  # not at import: start-up marks the page ready first
    from game.ui.computer import THINK_SETTINGS

    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"{len(names)} players; Eruption takes {MIN_PLAYERS} to {MAX_PLAYERS}")
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise ValueError(f"unknown options: {sorted(unknown)}")
    kinds = list(kinds) if kinds is not None else [HUMAN] * len(names)
    if len(kinds) != len(names) or set(kinds) - {HUMAN, *LEVELS}:
        raise ValueError(f"seat kinds must be {HUMAN} or one of {', '.join(LEVELS)}: {kinds}")
    if think not in THINK_SETTINGS:
        raise ValueError(f"unknown thinking setting {think!r}")
    players: list[dict[str, Any]] = []
    for seat, (name, kind) in enumerate(zip(names, kinds, strict=True), start=1):
        default = t("start.default_name" if kind == HUMAN else "start.computer_name", n=seat)
        player: dict[str, Any] = {"name": name.strip()[:MAX_NAME_LENGTH] or default}
        if kind != HUMAN:
            player["computer"] = kind
        players.append(player)
    chosen = [
        option
        for option in OPTIONS
        if option in options and (option != "clans" or len(names) in CLANS_PLAYER_COUNTS)
    ]
    config: dict[str, Any] = {"players": players, "options": chosen}
    if any(kind != HUMAN for kind in kinds):
        config["think"] = think
    return config


def read_form(document: Any) -> tuple[list[str], list[str], list[str], str]:
    """Names and kinds of the seats in play, the checked (enabled) options and the computer
    thinking setting on the start screen."""
    count = int(document.querySelector("#start-form input[name=count]:checked").value)
    names = [str(document.getElementById(f"name-{seat}").value) for seat in range(1, count + 1)]
    options = [
        str(box.value)
        for box in document.querySelectorAll("#start-form input[name=option]:checked")
        if not box.disabled
    ]
    kinds = []
    for seat in range(1, count + 1):
        select = document.getElementById(f"kind-{seat}")
        kinds.append(str(select.value) if select else HUMAN)
    think_box = document.querySelector("#start-form input[name=think]:checked")
    think = str(think_box.value) if think_box else "normal"
    return names, options, kinds, think


def js_console_error(text: str) -> None:
    import js

    js.console.error(text)


def show_message(document: Any, text: str) -> None:
    message = document.getElementById("start-message")
    message.textContent = text
    message.hidden = not text


def show_game(document: Any, visible: bool) -> None:
    document.getElementById("start").hidden = visible
    document.getElementById("game").hidden = not visible


def mark_ready(document: Any) -> None:
    """Finish the progress bar, enable Start and set `<html data-ready="true">`."""
    document.getElementById("progress-fill").style.width = "100%"
    document.querySelector("#progress [role=progressbar]").setAttribute("aria-valuenow", "100")
    document.getElementById("progress-stage").textContent = t("progress.ready")
    button = document.getElementById("start-button")
    button.textContent = t("start.button")
    button.disabled = False
    document.documentElement.dataset.ready = "true"


def on_submit(document: Any, event: Any) -> None:
    event.preventDefault()
    try:
        config = build_config(*read_form(document))
    except ValueError as error:
        show_message(document, t("boot.start_failed", error=error))
        return
    if importlib.util.find_spec(APP_MODULE) is None:
        show_message(document, t("boot.no_app"))
        return
    show_message(document, "")
    app = importlib.import_module(APP_MODULE)
    show_game(document, True)
    try:
        app.start_game(config)
    except Exception as error:  # the page keeps working; the details go to the console
        js_console_error(traceback.format_exc())
        show_game(document, False)
        show_message(document, t("boot.start_failed", error=error))


def start() -> None:
    import js

    from .guard import on_error, once, proxy

    document = js.document
    set_language(str(js.navigator.language or "en"))
    on_error(lambda text: _show_error(document, text))
    document.getElementById("start-form").addEventListener(
        "submit", proxy(lambda event: on_submit(document, event))
    )
    mark_ready(document)
    # Saves, links and embedding messages in the next task, so "ready" is painted first.
    js.setTimeout(once(lambda: importlib.import_module("game.ui.share").init_page(document)), 0)


def _show_error(document: Any, text: str) -> None:
    """An unexpected error, in words, where the player is looking (details in the console)."""
    importlib.import_module("game.ui.share").notify(t("boot.unexpected", error=text), error=True)
