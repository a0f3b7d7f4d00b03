"""Every registered game keeps the protocol's promises (game/core/conformance.py), over every
player count and option, by random play."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.conformance import check_random_game, check_rejects_nonsense, sample_configs

pytestmark = pytest.mark.slow  # (~20 s in all: run while the browser tests' site is built)

CASES = [
    (name, k, config)
    for name in registry.names()
    for k, config in enumerate(sample_configs(registry.get_game(name)))
]


@pytest.mark.parametrize(
    "name, k, config",
    CASES,
    ids=[f"{n}-{len(c['players'])}p-{'+'.join(c['options']) or 'base'}" for n, _, c in CASES],
)
def test_random_games_keep_the_protocol(name, k, config):
    game = registry.get_game(name)
    for seed in range(3):
        check_random_game(game, config, 1000 * k + seed, every=7)


@pytest.mark.parametrize("name", registry.names())
def test_nonsense_actions_are_refused(name):
    game = registry.get_game(name)
    check_rejects_nonsense(game, sample_configs(game)[0], 1)
