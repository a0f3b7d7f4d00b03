"""Replay: step through the game so far, action by action, from the session's stored states.

The board and panels show the state after step k (spectator view: no hands); the live game is
never changed. "Continue from here" starts a new game (new id) from step k; the live game stays
in the saved games.
"""

from __future__ import annotations

from typing import Any, Protocol

from .dom import button, clear, el
from .i18n import t
from .session import Session
from .table import Table, log_entries


class Screen(Protocol):
    """What replay uses of the game screen (which imports this module)."""

    session: Session
    table: Table
    front: Any
    replay_step: int | None
    revealed: int | None
    _view: dict[str, Any] | None
    doc: Any
    hooks: Any
    overlay: Any
    actions_el: Any

    def refresh(self) -> None: ...

    def redraw(self) -> None: ...

    def update_blocking(self) -> None: ...

    def render_panels(self, view: dict[str, Any]) -> None: ...

    def render_log(self, upto: int | None = None) -> None: ...

    def log_line(self, event: dict[str, Any], names: list[str]) -> str: ...

    def next_viewer(self, active_before: int | None) -> int | None: ...


def open(app: Screen) -> None:  # noqa: A001 (module-level verb, called as replay.open)
    app.replay_step = len(app.session.states) - 1
    app.revealed = None
    app.refresh()


def close(app: Screen) -> None:
    """Back to the game, shown as on opening it (no pass screen with one person here)."""
    app.replay_step = None
    app.revealed = app.next_viewer(None)
    app.refresh()


def go(app: Screen, step: int) -> None:
    last = len(app.session.states) - 1
    app.replay_step = max(0, min(last, step))
    app.refresh()


def command(app: Screen, cmd: dict[str, Any]) -> None:
    """The replay buttons (``continue`` is the shell's: it opens a new game)."""
    step = app.replay_step or 0
    last = len(app.session.states) - 1
    what = cmd["rp"]
    if what == "first":
        go(app, 0)
    elif what == "prev":
        go(app, step - 1)
    elif what == "next":
        go(app, step + 1)
    elif what == "last":
        go(app, last)
    elif what == "close":
        close(app)


def render(app: Screen) -> None:
    """Draw the replayed moment instead of the live game (called from App.refresh)."""
    s = app.session
    step = app.replay_step
    assert step is not None
    last = len(s.states) - 1
    state = s.states[step]
    app._view = s.game.view(state, None)
    root = app.doc.documentElement
    root.dataset.replay = str(step)
    app.overlay.hidden = True
    clear(app.overlay)
    app.update_blocking()
    app.render_panels(app._view)
    box = app.actions_el
    clear(box)
    box.appendChild(el("h2", "panel-title", t("replay.title")))
    bar = el("div", "buttons replay-buttons")
    for what, disabled in (
        ("first", step == 0),
        ("prev", step == 0),
        ("next", step == last),
        ("last", step == last),
    ):
        bar.appendChild(
            button(
                t(f"replay.{what}"),
                {"rp": what},
                "btn",
                disabled=disabled,
                title=t(f"replay.{what}_title"),
                id=f"replay-{what}",
                aria_label=t(f"replay.{what}_title"),
            )
        )
    box.appendChild(bar)
    slider = el(
        "input",
        "replay-slider",
        None,
        type="range",
        id="replay-slider",
        min="0",
        max=str(last),
        step="1",
        aria_label=t("replay.slider"),
    )
    slider.value = str(step)
    box.appendChild(slider)
    box.appendChild(
        el("p", "replay-step", t("replay.step", step=step, total=last), id="replay-label")
    )
    box.appendChild(_step_lines(app, step))
    row = el("div", "buttons")
    row.appendChild(
        button(t("replay.continue"), {"rp": "continue"}, "btn primary", id="replay-continue")
    )
    row.appendChild(button(t("replay.close"), {"rp": "close"}, "btn", id="replay-close"))
    box.appendChild(row)
    box.appendChild(el("p", "muted small", t("replay.note")))
    app.render_log(upto=step)  # the entries of this step highlighted
    app.redraw()
    app.hooks.toolbar(app)


def _step_lines(app: Screen, step: int) -> Any:
    """What step ``step`` did, as the log tells it, under the name of the player who decided
    it (the setup at step 0)."""
    box = el("div", "replay-what", None, id="replay-what")
    who = app.table.deciders()[step] if step else None
    head = t("replay.start") if who is None else t("replay.by", name=app.table.names[who])
    box.appendChild(el("p", "replay-who", head))
    lines = el("ul", "replay-lines")
    entries = log_entries(app.table, None, app.log_line, upto=step)
    for _, text, at, _ in reversed(entries):
        if at == step:
            lines.appendChild(el("li", None, text))
    box.appendChild(lines)
    return box
