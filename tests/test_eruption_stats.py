"""End-of-game statistics (issue 11) from a game's views and log: they add up with the game."""

from __future__ import annotations

from eruption_support import G, config, random_play

from game.core.record import Record, replay
from game.eruption.board import MATERIALS
from game.ui.eruption.stats import game_stats


def stats_of(n: int, options: tuple[str, ...], seed: int) -> tuple[dict, list]:
    _, actions = random_play(n, options, seed, check=False)
    states: list = []
    replay(
        G, Record("eruption", config(n, *options), seed, actions), lambda _i, s: states.append(s)
    )
    views = [G.view(s, None) for s in states]
    return game_stats(views, [G.events(s) for s in states]), states


def test_statistics_add_up_with_the_game() -> None:
    for seed, (n, options) in enumerate([(2, ()), (4, ("forecast",)), (5, ()), (6, ("clans",))], 3):
        stats, states = stats_of(n, options, seed)
        final = states[-1]
        placed = sum(1 for t in final.tile_at if t >= 0)
        # every tile on the board was placed by someone (Sinkhole and Quake take some away)
        assert sum(p["tiles"] + p["eruption_tiles"] for p in stats["players"]) >= placed
        for seat, series in enumerate(stats["temps"]):
            assert series[0] == 0
            assert series[-1] == final.temps[final.villages[seat]]
            assert all(0 <= v <= 290 for v in series)
        assert len({len(series) for series in stats["temps"]}) == 1
        built = sum(sum(p["built"].values()) for p in stats["players"])
        on_board = len(final.walls)
        assert built >= on_board  # every wall standing was built (walls also fall)
        assert all(set(p["built"]) == set(MATERIALS) for p in stats["players"])
        for seat, p in enumerate(stats["players"]):  # from 0°, heat taken minus cooled
            assert p["heat"] - p["cooled"] == final.temps[final.villages[seat]]
