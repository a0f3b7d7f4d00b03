"""Helpers for the UI unit tests: random mid-game states and a simulated pointer."""

from __future__ import annotations

import random

from game.eruption import ERUPTION as G
from game.ui.eruption.controller import Controller, steps_of
from game.ui.eruption.layout import Layout


def random_states(players: int, options: list[str], seed: int, every: int = 1):
    """Yield (state, legal notations) along one random game."""
    rnd = random.Random(seed)
    config = {"players": [{"name": f"P{i}"} for i in range(players)], "options": options}
    s = G.new_game(config, seed)
    k = 0
    while not G.is_terminal(s):
        legal = [str(a) for a in G.legal_actions(s)]
        if k % every == 0:
            yield s, legal
        k += 1
        s = G.apply(s, rnd.choice(G.legal_actions(s)))


def perform(ctl: Controller, layout: Layout, notation: str) -> str | None:
    """Do what a person would do to take ``notation``; return what the controller applied."""
    for step in steps_of(notation):
        kind = step[0]
        if kind == "hex":
            x, y = layout.centre(step[1], step[2])
            got = ctl.click(layout, {}, x, y)
        elif kind == "edge":
            x, y = layout.edge_mid(step[1], step[2], step[3])
            got = ctl.click(layout, {}, x, y)
        elif kind == "rot":
            for _ in range(6):
                if ctl.current_rot() == step[1]:
                    break
                ctl.rotate(1)
            got = None
        elif kind == "trade2":
            ctl.trade_pick = []
            ctl.toggle_trade(step[1], 2)
            ctl.toggle_trade(step[2], 2)
            st = ctl.trade2_step()
            got = ctl.press(st) if st else None
        else:
            got = ctl.press(step)
        if got is not None:
            return got
    return ctl.confirm()
