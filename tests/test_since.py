"""Since your last turn (game/ui/table.py) is the log since the player's last decision,
complete and nothing more (issue 42): games played by computers in hotseat, every seat a
person's, checked at every decision against a log kept here step by step."""

from __future__ import annotations

import importlib
import time
from typing import Any

import pytest

from game.agents import make_agent
from game.core.protocol import visible_to
from game.ui.frontend import package
from game.ui.session import Session
from game.ui.table import LocalTable, since_groups

CASES = [("eruption", 4), ("eruption", 6), ("terremoto", 8), ("isola", 4)]
DECISIONS = 400  # a few rounds of each game
SEED = 7


def own_entries(step: list[dict[str, Any]], seat: int) -> int:
    """How many of a step's first entries the deciding ``seat``'s action logged itself (what
    it did, before the turn or the play goes on to anyone or anything else)."""
    count = 0
    for entry in step:
        if entry.get("seat") != seat or entry.get("k") == "turn":
            break
        count += 1
    return count


@pytest.mark.parametrize(("game", "players"), CASES)
def test_since_your_last_turn_is_everything_since_your_last_decision(
    game: str, players: int
) -> None:
    """At each decision the summary lists exactly the public log the player has not seen: all
    of it before their first decision, else what followed their last decision's own entries
    (the next player's turn starting: the dice, the tile drawn, the damage), unless they go on
    deciding at once (they saw it on screen)."""
    config = {"players": [{"name": f"P{k + 1}"} for k in range(players)], "options": []}
    session = Session(config, SEED, game)
    table, engine, names = LocalTable(session), session.game, session.names
    text = importlib.import_module(f"{package(game)}.text")
    agent = make_agent("easy", engine, SEED)
    log = [e for e in session.step_events[0] if visible_to(e, None)]  # the public log so far
    seen = dict.fromkeys(range(players), 0)  # how much of it each player has seen
    handed_over = 0
    began = time.perf_counter()
    while not session.over() and len(session.record.actions) < DECISIONS:
        seat = session.to_move()
        assert seat is not None
        big, groups = since_groups(table, seat, text.log_text, text.BIG)
        unseen = log[seen[seat] :]
        lines = [text.log_text(e, names) for e in unseen]
        listed = [line for _, group in groups for line in group]
        where = f"decision {len(session.record.actions)}, {names[seat]}"
        assert sorted(listed) == sorted(lines), (where, listed, lines)
        assert big == [line for e, line in zip(unseen, lines, strict=True) if e["k"] in text.BIG]
        for _, group in groups:  # each player's lines in the log's order
            rest = iter(lines)
            assert all(line in rest for line in group), (where, group, lines)
        handed_over += bool(unseen)
        seen[seat] = len(log)
        view = engine.view(session.state, seat)
        session.apply(str(agent.choose(view, engine.legal_actions(session.state))))
        step = [e for e in session.step_events[-1] if visible_to(e, None)]
        log += step
        if session.to_move() == seat:  # still deciding: the step's result is on screen
            seen[seat] = len(log)
        else:
            seen[seat] += own_entries(step, seat)
    assert handed_over > players, "the device went round the table"
    assert time.perf_counter() - began < 20
