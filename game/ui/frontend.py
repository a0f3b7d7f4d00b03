"""The written interface between the shell (game/ui/*.py, which knows no game) and one front
end per game (game/ui/<game>/), and the registry that finds a game's front end by name.

The shell owns the page: the start screen's frame, the game screen's frame (stage, side
panels, toolbar, log, pass-the-device and end screens, the other-tab notice), the session and
undo, saves, links, files, replay, computer turns, embedding messages. A front end supplies
what is truly its game's:

- ``mount(screen, stage)``: build the main area inside the ``stage`` element once (a canvas
  for a board game, plain elements for a card table) and wire its pointer input; it calls
  ``screen.act(notation)`` for a complete action and ``screen.redraw()`` after a selection
  change;
- ``controller()``: its selection state (``Controller``), reset by the shell with the new
  legal actions after every change; only ever offers actions from that list;
- ``draw(screen, view)``: redraw the stage from ``view`` (pure reading; the shell calls it
  after every change and on resize); a front end whose stage is only painted (a canvas:
  nothing on it to focus or to read between two frames) says so by ``paints = True``
  (optional), and a guest's device then draws it in the next animation frame after a
  picture from the host (game/ui/screen.py ``redraw_soon``);
- ``panels(screen, view)``: fill the players and hand panels and the game's controls (the
  shell has already written whose turn it is above them);
- ``prompt(screen, view)``: one line telling the player to move what to do now;
- ``places(screen)``: where on the stage the choice now open may be made that is no button
  (a board's outlined places), as (element, x, y) in CSS px from the element's top left: the
  shell keeps them in view with the lesson's words and the decision's buttons;
- ``advise(screen, notation)``: the hint ("What would the computer do?", game/ui/advice.py):
  mark where the legal action ``notation`` is made (on the stage, a card or a button of the
  hand and the controls; the shell calls it after ``panels`` and before ``draw``, None: no
  mark) and return it in the game's words;
- ``command(screen, cmd)`` / ``key(screen, key, shift)``: a button's ``data-cmd`` or a key the
  shell did not handle; return an action notation to apply, or None;
- ``log_text(event, names)``: one log line, in the player's language; ``big``: the kinds of
  log events that "since your last turn" lists first (an earthquake, an eruption);
  ``undo_words``: the game's own catalogue keys for undo's reasons (game/core/undo.py: "a
  card was drawn" rather than the shell's words for every game);
- ``point(screen, event)``: show on the stage what a log line (its event) is about, or stop
  (``event`` None) — the shell calls it when a line is hovered, focused or tapped;
- ``colour(view, seat)``: a seat's colour (CSS), for the shell's name tags;
- ``recent(screen, view)``: an element showing what chance just did (dice rolled, cards
  drawn), shown on the pass-the-device screen too, or None;
- ``pass_details(view, seat)``: a line about that seat for the pass-the-device screen;
- ``tally(view)``: the saved games list's summary from the public view, a kind of
  ``saves.TALLIES`` ("points", "degrees") and a number per player, or None;
- ``end_table(screen, view, ranking)``: the end screen's result table;
- ``rules(screen)``: the rules for players, as an element (the menu's Rules dialog; on the
  start screen ``screen`` is None);
- ``debug(screen, name, args)``: in test builds only, answers the browser tests.

A front end draws for one seat and knows nothing else of the game: the seat's view
(``screen.view_now()``), the legal actions (its controller's ``legal``), why a choice is
refused (``screen.refusals()``, the engine's ``Explains``), the log entries the seat on screen
may see (``screen.log_steps()``; once the game is over, the spectator's views of every step
for the end screen, ``screen.history()``), which decision is pending (``screen.decision()``,
``screen.to_move()``). The ``screen`` every call above is given is ``seat_screen``'s object:
the members of ``SeatScreen`` and nothing else, so that reading the game screen, its table,
its session or a state through it fails at run time (tests/test_shell.py plants such reads);
tests/test_shell.py also scans every front-end module for reads of a state or of what a
function closes over, and for imports of an engine's rules or of the shell's modules that
hold the game. The screen itself reads all of these from a ``Table`` (game/ui/table.py): the
session's on the device that holds the game, or one fed by the host's messages on a guest's
device, so the same front end draws a seat on another device.

A front end is a package game/ui/<game>/ whose ``front`` module (the only one that touches
the browser) holds ``FRONT_END``; its other modules are pure and tested under CPython. The
package also holds the game's words, ``lang/<code>.py`` (game/ui/i18n.py reads them), and its
styles, ``style.css`` (build.py links them into the page).

A front end reads rule constants from its engine, never copies them. Adding a game means an
engine (game/<game>/, one line in ``game.core.registry.GAMES``) and a front end
(game/ui/<game>/, one line in ``FRONT_ENDS``).
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

FRONT_ENDS: dict[str, str] = {
    "eruption": "game.ui.eruption.front:FRONT_END",
    "terremoto": "game.ui.terremoto.front:FRONT_END",
    "isola": "game.ui.isola.front:FRONT_END",
}

_loaded: dict[str, Any] = {}


class SeatScreen(Protocol):
    """What a front end may use of the game screen: one seat's view, its legal actions (in its
    controller), the engine's reasons for refused choices, the log the seat may see, and the
    screen's frame. Never the session, the table or a state: the shell hands front ends only
    ``seat_screen``'s object, which has nothing else."""

    @property
    def ctl(self) -> Any:
        """The front end's own controller, with the legal actions now."""
        ...

    @property
    def revealed(self) -> int | None:
        """The seat whose view is on screen (None: the public view)."""
        ...

    @property
    def replay_step(self) -> int | None:
        """The step a replay shows, if replaying."""
        ...

    @property
    def players_el(self) -> Any: ...

    @property
    def hand_el(self) -> Any: ...

    @property
    def actions_el(self) -> Any: ...

    def acting(self) -> bool: ...

    def view_now(self) -> dict[str, Any]: ...

    def decision(self) -> tuple[str, int]: ...

    def to_move(self) -> int | None: ...

    def refusals(self) -> dict[str, str]: ...

    def log_steps(self) -> list[list[dict[str, Any]]]:
        """Each step's log entries that the seat on screen may see."""
        ...

    def history(self) -> tuple[list[dict[str, Any]], list[list[dict[str, Any]]]]:
        """At the end only: the public views of every step and its public log entries."""
        ...

    def recent_events(self) -> list[dict[str, Any]]: ...

    def is_computer(self, seat: int) -> bool: ...

    def computer_tag(self, seat: int) -> Any | None: ...

    def act(self, notation: str) -> None: ...

    def redraw(self) -> None: ...

    def refresh_controls(self) -> None: ...

    def say(self, text: str) -> None: ...

    def hint(self) -> str:
        """In a lesson, its words for a choice it does not ask for now ("" otherwise)."""
        ...


def seat_screen(screen: SeatScreen) -> SeatScreen:
    """What the shell hands its front end of the game ``screen``: an object with the members
    of ``SeatScreen``, each reading ``screen`` through a closure, and nothing else (no
    attribute, no ``__dict__``), so that a front end cannot reach the screen, its table or
    its session by reading attributes."""

    class Seat:
        __slots__ = ()

        @property
        def ctl(self) -> Any:
            return screen.ctl

        @property
        def revealed(self) -> int | None:
            return screen.revealed

        @property
        def replay_step(self) -> int | None:
            return screen.replay_step

        @property
        def players_el(self) -> Any:
            return screen.players_el

        @property
        def hand_el(self) -> Any:
            return screen.hand_el

        @property
        def actions_el(self) -> Any:
            return screen.actions_el

        def acting(self) -> bool:
            return screen.acting()

        def view_now(self) -> dict[str, Any]:
            return screen.view_now()

        def decision(self) -> tuple[str, int]:
            return screen.decision()

        def to_move(self) -> int | None:
            return screen.to_move()

        def refusals(self) -> dict[str, str]:
            return screen.refusals()

        def log_steps(self) -> list[list[dict[str, Any]]]:
            return screen.log_steps()

        def history(self) -> tuple[list[dict[str, Any]], list[list[dict[str, Any]]]]:
            return screen.history()

        def recent_events(self) -> list[dict[str, Any]]:
            return screen.recent_events()

        def is_computer(self, seat: int) -> bool:
            return screen.is_computer(seat)

        def computer_tag(self, seat: int) -> Any | None:
            return screen.computer_tag(seat)

        def act(self, notation: str) -> None:
            screen.act(notation)

        def redraw(self) -> None:
            screen.redraw()

        def refresh_controls(self) -> None:
            screen.refresh_controls()

        def say(self, text: str) -> None:
            screen.say(text)

        def hint(self) -> str:
            return screen.hint()

    return Seat()


class Controller(Protocol):
    """A front end's selection state for one decision."""

    legal: list[str]

    def set_legal(self, legal: list[str]) -> None:
        """A new state: these are the legal actions now; forget any selection."""
        ...

    def cancel(self) -> None:
        """Forget the selection in progress."""
        ...


class FrontEnd(Protocol):
    """What a game brings to the shell (see the module's docstring)."""

    name: str
    big: frozenset[str]  # the log kinds "since your last turn" lists first
    undo_words: dict[str, str]  # why undo is refused in the game's words: reason -> key

    def controller(self) -> Controller: ...

    def mount(self, screen: SeatScreen, stage: Any) -> None: ...

    def draw(self, screen: SeatScreen, view: dict[str, Any]) -> None: ...

    def panels(self, screen: SeatScreen, view: dict[str, Any]) -> None: ...

    def prompt(self, screen: SeatScreen, view: dict[str, Any]) -> str: ...

    def places(self, screen: SeatScreen) -> list[tuple[Any, float, float]]: ...

    def advise(self, screen: SeatScreen, notation: str | None) -> str:
        """Mark where ``notation`` is made until called again (None: nowhere); its words."""
        ...

    def command(self, screen: SeatScreen, cmd: dict[str, Any]) -> str | None: ...

    def key(self, screen: SeatScreen, key: str, shift: bool) -> str | None: ...

    def log_text(self, event: dict[str, Any], names: list[str]) -> str: ...

    def point(self, screen: SeatScreen, event: dict[str, Any] | None) -> None: ...

    def colour(self, view: dict[str, Any], seat: int) -> str: ...

    def recent(self, screen: SeatScreen, view: dict[str, Any]) -> Any: ...

    def pass_details(self, view: dict[str, Any], seat: int) -> str: ...

    def tally(self, view: dict[str, Any]) -> tuple[str, list[int]] | None: ...

    def end_table(self, screen: SeatScreen, view: dict[str, Any], ranking: list[int]) -> Any: ...

    def rules(self, screen: SeatScreen | None) -> Any: ...

    def debug(self, screen: SeatScreen, name: str, args: list[Any]) -> Any:
        """Test builds only: plain data for the browser tests (``window.volcanoTest``)."""
        ...


def package(name: str) -> str:
    """The package of game ``name``'s front end ("game.ui.<name>"), without importing it."""
    return FRONT_ENDS[name].partition(":")[0].rpartition(".")[0]


def front_end(name: str) -> FrontEnd:
    """The front end of game ``name`` (imported when first asked for)."""
    if name not in _loaded:
        module, _, attribute = FRONT_ENDS[name].partition(":")
        _loaded[name] = getattr(importlib.import_module(module), attribute)
    front: FrontEnd = _loaded[name]
    return front
