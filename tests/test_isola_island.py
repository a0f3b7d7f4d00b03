"""I13: the advanced setup: random islands (I13.3-I13.5), their geysers (I13.4) and bays
(I13.6), and separate landing bays on the standard board."""

from __future__ import annotations

from collections import Counter

import pytest
from isola_board_checks import board_problems, geyser_counts
from isola_support import G, config, new, texts

from game.core.rng import Rng, seed_state
from game.isola.board import COASTAL_VOLCANO_AREAS, INNER_AREAS, STANDARD, Board
from game.isola.island import TILES, random_island


def island(seed: int) -> dict:
    return random_island(Rng(seed_state(seed)))


def check_islands(seeds: range) -> None:
    for seed in seeds:
        data = island(seed)
        problems = board_problems(data, simulations=10)
        assert not problems, (seed, problems)
        assert len(data["geysers"]) == 31 and len(geyser_counts(data)) == 26


def test_I13_fifty_random_islands_pass_every_board_check():
    """I13.3-I13.6: random islands pass every check of check_board.py (quick variant)."""
    check_islands(range(50))


@pytest.mark.slow
def test_I13_random_islands_pass_every_board_check():
    """I13.3-I13.6: 300 random islands pass every check of check_board.py."""
    check_islands(range(1000, 1300))  # (in this process: each core has a test process)


def test_I13_2_tiles_keep_their_shape_and_turn_never_flip():
    """I13.2: each area of a random island is a standard tile turned in 60 degree steps."""
    data = island(7)
    for a in data["areas"]:
        tile = TILES[a["id"]]
        hexes = [tuple(h) for h in a["hexes"]]
        q0, r0 = hexes[0]
        rel = [(q - q0, r - r0) for q, r in hexes]
        turns = []
        for k in range(6):
            rot = []
            for q, r in tile.rel:
                for _ in range(k):
                    q, r = -r, q + r
                rot.append((q, r))
            turns.append(rot)
        assert rel in turns, a["id"]
        assert (a["volcano"] is not None) == tile.has_volcano
        if a["volcano"]:
            assert tuple(a["volcano"]) == hexes[0]


def test_I13_3_inner_areas_inland_coastal_volcanoes_on_the_sea():
    """I13.3: tiles 1-5 have no sea edge, each touching 2 of the others; 6-8 touch the sea."""
    for seed in range(10):
        b = Board(island(seed))
        for a in INNER_AREAS:
            assert all(j >= 0 for i in b.area_hexes[a] for j in b.nbr[i])
        for a in COASTAL_VOLCANO_AREAS:
            assert any(j < 0 for i in b.area_hexes[a] for j in b.nbr[i])


def test_I13_4_blocks_hold_at_most_two_volcanoes():
    """I13.4: cracking every geyser edge leaves blocks of at most 2 volcanoes, each smaller
    than half the island: 26 edges for 26 crack tiles (checked in board_problems)."""
    data = island(3)
    assert len(data["fault_edges"]) == 26
    assert Counter(geyser_counts(data).values()) == {1: 21, 2: 5}


def test_I13_5_lava_setup_as_on_the_standard_board():
    """I13.5: 41 lava tiles on the island, 6 in reserve."""
    s = new(2, "random", seed=4)
    assert s.lava == 6 and sum(1 for g in s.ground if g == -2) == 41


def test_I13_6_four_bays_far_apart_sharing_no_hex():
    """I13.6: 4 bays, each a sea hex with 3 coastal non-volcano hexes, sharing no hex."""
    for seed in range(10):
        b = Board(island(seed))
        assert len(b.bays) == 4
        used = [i for bay in b.bays for i in bay.hexes]
        assert len(set(used)) == 12
        assert all(not b.volcano_at[i] for i in used)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_I13_6_bays_used_by_player_count(n):
    """I13.6: 4 players use all bays, 3 use 3 at random, 2 an opposite pair (A-C or B-D);
    colours go to bays at random."""
    seen = Counter()
    for seed in range(40):
        s = new(n, "separate_bays", seed=seed)
        assert len(set(s.bay)) == n
        if n == 2:
            assert sorted(s.bay) in ([0, 2], [1, 3])
        seen[tuple(s.bay)] += 1
        seat = s.seat
        bay = s.board.bays[s.bay[seat]]
        landing = {t.split(">")[1] for t in texts(s) if t.startswith("move boat")}
        assert landing == {STANDARD.hex_text(i) for i in bay.hexes}
    assert len(seen) > 3


def test_I13_1_the_map_comes_from_the_seed():
    """I13.1, I14: the advanced setup is drawn from the seed: the same seed gives the same
    island and bays (records and links rebuild it), another seed another island."""
    a = G.new_game(config(3, "random"), 99)
    b = G.new_game(config(3, "random"), 99)
    c = G.new_game(config(3, "random"), 100)
    assert a.board.data == b.board.data and a.board.data != c.board.data
