"""Boot glue: hands the plain-HTML start screen over to Python once the runtime is ready.

`start()` runs from the page's main.py in the browser. It marks the page ready
(`<html data-ready="true">`), enables the Start button and, on submit, turns the start
screen's settings (the chosen game, its seats and options) into a game config

    {"players": [{"name": "Ada"}, {"name": "Bot", "computer": "hard"}, ...],
     "options": [...], "think": "normal"}

(a seat with "computer": level is played by the computer; "think" is there only when some seat
is; the engines ignore both, the record keeps them) and opens the game screen. Player counts,
options and name lengths come from the game's ``info`` (game/core/protocol.py). Browser
modules (`js`, `pyodide`) are imported inside `start()` only, so `build_config` runs under
CPython too; no engine is imported before the page is ready.
"""

from __future__ import annotations

import asyncio
import importlib
from collections.abc import Callable
from typing import Any

from game.core.names import clean_name
from game.core.registry import FIRST_GAME, get_game

from .i18n import default_name, set_language, t
from .loading import Slices, load, load_order

HUMAN = "human"
REMOTE = "remote"  # a person at another device


def build_config(
    names: list[str],
    options: list[str],
    kinds: list[str] | None = None,
    think: str = "normal",
    game: str = FIRST_GAME,
) -> dict[str, Any]:
    """The config of ``game`` for one seat per name (blank names get the default) and the
    chosen optional rules, in the game's order; an option not allowed with this many players
    is dropped. ``kinds`` gives each seat's player: "human", "remote" (another device) or a
    computer level (easy, medium, hard); ``think`` how long computers think ("normal" or
    "strong")."""
    from game.agents import LEVELS  # not at import: start-up marks the page ready first

    from .seats import THINK_SETTINGS

    info = get_game(game).info
    if not info.min_players <= len(names) <= info.max_players:
        raise ValueError(
            f"{len(names)} players; {info.title} takes {info.min_players} to {info.max_players}"
        )
    known = {o.name for o in info.options}
    unknown = set(options) - known
    if unknown:
        raise ValueError(f"unknown options: {sorted(unknown)}")
    kinds = list(kinds) if kinds is not None else [HUMAN] * len(names)
    if len(kinds) != len(names) or set(kinds) - {HUMAN, REMOTE, *LEVELS}:
        raise ValueError(f"seat kinds must be {HUMAN}, {REMOTE} or one of {LEVELS}: {kinds}")
    if think not in THINK_SETTINGS:
        raise ValueError(f"unknown thinking setting {think!r}")
    players: list[dict[str, Any]] = []
    for seat, (name, kind) in enumerate(zip(names, kinds, strict=True), start=1):
        computer = kind in LEVELS
        default = default_name(seat, computer)
        player: dict[str, Any] = {"name": clean_name(name, info.max_name_length, default)}
        if computer:
            player["computer"] = kind
        elif kind == REMOTE:
            player["remote"] = True
        players.append(player)
    chosen = []
    for option in info.options:
        clash = any(x in chosen for x in option.excludes)
        if option.name in options and option.allowed(len(names)) and not clash:
            chosen.append(option.name)
    config: dict[str, Any] = {"players": players, "options": chosen}
    if any(kind in LEVELS for kind in kinds):
        config["think"] = think
    return config


def read_form(document: Any) -> tuple[list[str], list[str], list[str], str, str]:
    """Names and kinds of the seats in play, the checked (enabled) options, the computer
    thinking setting and the chosen game on the start screen."""
    chosen = document.querySelector("#start-form input[name=game]:checked")
    game = str(chosen.value) if chosen else FIRST_GAME
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
    return names, options, kinds, think, game


def mark_ready(document: Any) -> None:
    """Finish the progress bar, enable Start and set `<html data-ready="true">`."""
    document.getElementById("progress-fill").style.width = "100%"
    document.querySelector("#progress [role=progressbar]").setAttribute("aria-valuenow", "100")
    document.getElementById("progress-stage").textContent = t("progress.ready")
    button = document.getElementById("start-button")
    button.textContent = t("start.button")
    button.disabled = False
    document.getElementById("rules-button").disabled = False
    document.getElementById("lesson-button").disabled = False
    document.getElementById("more-button").disabled = False
    document.documentElement.dataset.ready = "true"


def on_submit(document: Any, event: Any) -> None:
    import js

    from .page import clear_notice, notify, show_game

    event.preventDefault()
    try:
        names, options, kinds, think, game = read_form(document)
        config = build_config(names, options, kinds, think, game)
    except ValueError as error:  # a form the page did not write; the details are English
        js.console.warn(f"the start form was not understood: {error}")
        notify(t("boot.start_failed"), error=True)
        return
    clear_notice()
    games = importlib.import_module("game.ui.games")
    show_game(document, True)
    try:
        games.start_game(game, config)
    except Exception as error:  # the page keeps working; the details go to the console
        js.console.error(f"starting the game failed: {error!r}")
        show_game(document, False)
        notify(t("boot.start_failed"), error=True)


def start() -> None:
    import js

    from .guard import on_error, proxy, spawn

    document = js.document
    set_language(str(document.documentElement.lang or "en"))  # static/lang.js chose it
    on_error(_show_error)
    js.window.addEventListener("volcano:language", proxy(lambda event: _language(event)))
    document.getElementById("start-form").addEventListener(
        "submit", proxy(lambda event: on_submit(document, event))
    )
    for target, kind, handler in (
        (document.getElementById("saved"), "click", "on_saved_click"),
        (document.getElementById("rules-button"), "click", "on_rules_button"),
        (document.getElementById("lesson-button"), "click", "on_lesson_button"),
        (document.getElementById("more-button"), "click", "on_more_button"),
        (js.window, "hashchange", "on_hashchange"),
        (js.window, "popstate", "on_popstate"),
        (document.getElementById("import-file"), "change", "on_file_picked"),
        (document, "dragover", "on_drag_over"),
        (document, "dragleave", "on_drag_leave"),
        (document, "drop", "on_drop"),
    ):
        target.addEventListener(kind, proxy(_from_games(handler)))
    mark_ready(document)
    spawn(_load_the_rest(document))


async def _load_the_rest(document: Any) -> None:
    import js

    from .guard import idle, proxy, spawn

    sections = load_order()
    loaded = document.documentElement.dataset  # data-loaded: the sections loaded (for tests)
    await asyncio.sleep(0)  # "ready" is painted first
    slices = Slices(js.performance.now, lambda: asyncio.sleep(0))
    await load(sections.get("start", []), slices)
    await importlib.import_module("game.ui.games").init_page(document, slices)
    loaded.loaded = "start"

    async def load_game(game: str) -> None:
        await load(sections.get(game, []), Slices(js.performance.now, idle))
        if game not in str(loaded.loaded).split():
            loaded.loaded = f"{loaded.loaded} {game}"

    def chosen(game: str) -> None:  # the chosen game's rules and front end, when idle
        spawn(load_game(game))

    def on_change(event: Any) -> None:
        if str(event.target.name) == "game":
            chosen(str(event.target.value))

    document.getElementById("start-form").addEventListener("change", proxy(on_change))
    game = document.querySelector("#start-form input[name=game]:checked")
    chosen(str(game.value) if game else FIRST_GAME)


def _from_games(name: str) -> Callable[[Any], None]:
    """game.ui.games's listener ``name``, which loads that module if it is not yet."""
    return lambda event: getattr(importlib.import_module("game.ui.games"), name)(event)


def _language(event: Any) -> None:
    """The language was switched (start screen or settings): the game screen redraws in it
    at once; the game goes on."""
    set_language(str(event.detail))
    games = importlib.import_module("game.ui.games")
    games.relabel()


def _show_error(text: str) -> None:
    """An unexpected error, in words, where the player is looking (details in the console)."""
    from .page import notify

    notify(t("boot.unexpected", error=text), error=True)
