"""E1-E3: components, the board's geometry, the tiles (scenario tests citing rule ids)."""

from __future__ import annotations

from collections import Counter

from eruption_support import (
    G,
    act,
    begin,
    blank,
    config,
    edge,
    hx,
    lay,
    of_kind,
    on_top,
    texts,
    wall,
)

from game.core.hexgrid import distance
from game.eruption import board
from game.eruption.pieces import CARD_COUNTS, LAVA_TILE_TYPES, TILE_MASK, TILE_TYPE, WALL_COUNTS

SPEC_AT_5 = {
    (-5, 2),
    (-5, 3),
    (-3, -2),
    (-3, 5),
    (-2, -3),
    (-2, 5),
    (2, -5),
    (2, 3),
    (3, -5),
    (3, 2),
    (5, -3),
    (5, -2),
}
SPEC_MISSING_4 = {(4, 0), (0, 4), (-4, 0), (0, -4), (4, -4), (-4, 4)}


def test_e1_1_burn_meter_tops_out_at_290():
    s = blank(2)
    s.temps[0] = 280
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)  # two flows on V0's edges: +40
    s = begin(s, 0)
    assert s.temps[0] == 290
    assert [e["temp"] for e in of_kind(s, "temp")] == [290]


def test_e1_3_forty_eight_walls_in_the_supply():
    for n in range(2, 7):
        s = G.new_game(config(n), 3)
        total = [s.supply[m] + sum(st[m] for st in s.stock) for m in range(3)]
        assert total == [18, 15, 15] == list(WALL_COUNTS)


def test_e1_4_thirty_six_action_cards():
    s = G.new_game(config(3), 5)
    counts = Counter(s.deck + s.discard)
    for h in s.hands:
        for k, c in enumerate(h):
            counts[k] += c
    assert sum(counts.values()) == 36
    assert [counts[k] for k in range(8)] == [5, 3, 5, 4, 5, 4, 6, 4] == list(CARD_COUNTS)


def test_e2_1_sixty_playable_hexes():
    hexes = set(board.HEXES)
    assert len(hexes) == 60
    by_distance = Counter(distance(h) for h in hexes)
    assert by_distance == {2: 12, 3: 18, 4: 18, 5: 12}
    assert {h for h in hexes if distance(h) == 5} == SPEC_AT_5
    assert not hexes & SPEC_MISSING_4
    assert not any(distance(h) <= 1 for h in hexes)  # the volcano is not playable


def test_e2_1_volcano_hexes_cannot_take_a_tile():
    s = begin(blank(2), 0)
    placed_on = {a.split()[1].split("/")[0] for a in texts(s)}
    assert placed_on and all(distance(tuple(map(int, h.split(",")))) >= 2 for h in placed_on)


def test_e2_2_only_the_six_printed_flows_can_be_continued_at_start():
    s = begin(blank(2), 0)
    hexes = {a.split()[1].split("/")[0] for a in texts(s)}
    assert hexes == {"1,-2", "-1,-1", "2,-1", "1,1", "-1,2", "-2,1"}


def test_e2_2_a_tile_next_to_the_volcano_matches_printed_flows():
    # (1,-2) receives the flow on its SW edge (4) and faces the volcano without flow on S (3).
    s = blank(2)
    (straight,) = on_top(s, (0, 3))
    s = begin(s, 0)
    assert s.pending == straight
    at = [a for a in texts(s) if a.startswith("place 1,-2/")]
    assert at == ["place 1,-2/1"]  # flows {1, 4}: on edge 4, not on edge 3


def test_e2_3_villages_have_seven_edges_each_all_distinct():
    ids = [e for v in board.VILLAGE_EDGE_IDS for e in v]
    assert [len(v) for v in board.VILLAGE_EDGE_IDS] == [7] * 6
    assert len(set(ids)) == 42
    # E2.3 lists V0 first: (-2,-3) edge 1 .. (2,-5) edge 5
    assert board.VILLAGE_EDGES[0][0] == ((-2, -3), 1)
    assert board.VILLAGE_EDGES[0][-1] == ((2, -5), 5)
    # no village edge lies between two playable hexes
    for v in range(6):
        for h, d in board.VILLAGE_EDGES[v]:
            assert board.NEIGHBOURS[hx(*h)][d] == -1


def test_e2_4_twenty_four_sea_edges():
    assert len(board.SEA_EDGES) == 24
    outer = [
        (h, d)
        for i, h in enumerate(board.HEXES)
        for d in range(6)
        if board.NEIGHBOURS[i][d] < 0 and distance(h) >= 3
    ]
    assert len(outer) == 24 + 42


def test_e2_5_twelve_resource_hexes():
    res = board.RESOURCES
    assert len(res) == 12
    assert Counter(res.values()) == {board.STRAW: 6, board.WOOD: 3, board.STONE: 3}
    assert {h for h, m in res.items() if m == board.STONE} == {(-4, 2), (2, -4), (2, 2)}
    assert {h for h, m in res.items() if m == board.WOOD} == {(-2, -2), (-2, 4), (4, -2)}


def test_e2_6_villages_in_play_by_player_count():
    expected = {2: [0, 3], 3: [0, 2, 4], 4: [1, 2, 4, 5], 5: [0, 1, 2, 4, 5], 6: [0, 1, 2, 3, 4, 5]}
    for n, villages in expected.items():
        assert G.new_game(config(n), 1).villages == villages


def test_e2_6_play_goes_clockwise():
    s = blank(3)  # seats 0, 1, 2 hold V0, V2, V4
    assert begin(s, 1).seat == 1
    assert [e["seat"] for e in of_kind(begin(s, 1), "turn")] == [1]
    s.phase, s.seat = "walls", 1
    assert act(s, "pass").seat == 2
    s.seat = 2
    assert act(s, "pass").seat == 0


def test_e2_6_clans_partners_hold_opposite_villages():
    s = G.new_game(config(4, "clans"), 1)
    view = G.view(s, 0)
    partners = {p["village"]: s.villages[p["partner"]] for p in view["players"]}
    assert partners == {1: 4, 4: 1, 2: 5, 5: 2}


def test_e3_2_forty_lava_tiles_with_the_printed_mix():
    lava = [t for t in range(43) if TILE_TYPE[t] >= 0]
    assert len(lava) == 40
    mix = Counter(tuple(d for d in range(6) if TILE_MASK[t] >> d & 1) for t in lava)
    assert mix == {
        (3,): 1,
        (0, 3): 1,
        (3, 4): 2,
        (3, 5): 2,
        (0, 2, 4): 3,
        (1, 2, 3): 3,
        (0, 3, 5): 4,
        (0, 1, 3): 4,
        (0, 1, 3, 4): 4,
        (0, 1, 2, 3): 4,
        (0, 1, 3, 5): 6,
        (0, 1, 2, 3, 5): 6,
    }
    assert sum(c for _, c, _ in LAVA_TILE_TYPES) == 40


def test_e3_3_three_eruption_tiles_flow_on_all_edges():
    assert [TILE_MASK[t] for t in (40, 41, 42)] == [0x3F] * 3
    assert G.new_game(config(2), 1).unclaimed == [40, 41, 42]


def test_e3_1_rotation_turns_every_flow_clockwise():
    # The sharp bend {3,4} turned by k has flows {3+k, 4+k}. At (1,-2) the tile needs a flow
    # on edge 4 and none on edge 3, so only k=1 ({4, 5}) fits.
    s = blank(2)
    (bend,) = on_top(s, (3, 4))
    s = begin(s, 0)
    assert s.pending == bend
    assert [a for a in texts(s) if a.startswith("place 1,-2/")] == ["place 1,-2/1"]
    s = G.apply(s, G.parse_action("place 1,-2/1"))
    flows = [b["flows"] for b in G.view(s, 0)["board"] if b["hex"] == [1, -2]]
    assert flows == [(1 << 4) | (1 << 5)]


def test_e3_1_equivalent_rotations_are_one_placement():
    # The straight {0,3} looks the same turned by 3: rotation 4 names rotation 1.
    s = blank(2)
    on_top(s, (0, 3))
    s = begin(s, 0)
    s2 = G.apply(s, G.parse_action("place 1,-2/4"))
    assert [b["rot"] for b in G.view(s2, 0)["board"]] == [1]


def test_e1_2_forty_lava_tiles_and_three_eruption_tiles():
    s = G.new_game(config(2), 8)
    lava = s.piles[0] + ([s.pending] if s.pending >= 0 else [])
    assert sorted(lava) == list(range(40))
    assert s.unclaimed == [40, 41, 42] and [TILE_TYPE[t] for t in s.unclaimed] == [-1] * 3


def test_e1_5_a_wall_roll_uses_both_dice_lava_die_first():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)
    wall(s, edge(1, -4, 5), "straw")
    (roll,) = of_kind(begin(s, 0, 3, 5), "roll")
    assert (roll["lava"], roll["wall"], roll["holds"]) == (3, 5, True)
    (roll,) = of_kind(begin(s, 0, 5, 3), "roll")
    assert (roll["lava"], roll["wall"], roll["holds"]) == (5, 3, False)


def test_e2_7_the_geometry_counts_come_from_the_board_data():
    assert (len(board.HEXES), len(board.SEA_EDGES), len(board.RESOURCES)) == (60, 24, 12)
    assert sum(len(v) for v in board.VILLAGE_EDGES) == 6 * 7
    assert len(board.VOLCANO_FLOWS) == 6 and len(board.VOLCANO_FLOW_SPOTS) == 6
    assert sorted(board.VOLCANO_FLOWS) == sorted(
        [((0, -1), 1), ((0, -1), 5), ((1, 0), 1), ((1, 0), 3), ((-1, 1), 3), ((-1, 1), 5)]
    )


def test_e7_2_a_refused_hex_says_why():
    """E7.2 a-c, E8.2, E10.2: a hex the tile can take has no refusal, every other one a reason
    a player can read; over random games each phase gives exactly the reasons it lists (the
    catalogues word those and no others)."""
    from eruption_support import config

    from game.core.rng import Rng, seed_state
    from game.eruption.board import HEXES, N_HEXES
    from game.eruption.rules import REFUSALS, eruption_hexes, hex_refusal, placements

    seen: set[tuple[str, str]] = set()
    for seed in range(12):
        state, rng = G.new_game(config(4, "forecast"), seed), Rng(seed_state(seed))
        while not state.over:
            if state.phase in ("place", "erupt"):
                if state.phase == "place":
                    legal = {i for i, _ in placements(state, state.pending, state.closed)}
                else:
                    legal = set(eruption_hexes(state))
                told = G.refusals(state, state.seat)  # what a front end is told (Explains)
                for i in range(N_HEXES):
                    reason = hex_refusal(state, i)
                    assert (reason == "") == (i in legal), (state.phase, i, reason)
                    assert told.get("{},{}".format(*HEXES[i]), "") == reason
                    seen.add((state.phase, reason))
            actions = G.legal_actions(state)
            state = G.apply(state, actions[rng.below(len(actions))])
    for phase, reasons in REFUSALS.items():
        assert {reason for p, reason in seen if p == phase} == {"", *reasons}, phase


def test_flows_out_lists_each_open_flow_that_reaches_a_playable_hex_in_edge_order():
    """FLOWS_OUT[i][f], built mask from mask: for every hex and every flow mask, exactly the
    flows of the mask (edge order) whose neighbour is playable, with that edge's wall place."""
    for i in range(board.N_HEXES):
        for f in range(64):
            want = tuple(
                (board.NEIGHBOURS[i][d], board.EDGE_OF[i][d])
                for d in range(6)
                if f >> d & 1 and board.NEIGHBOURS[i][d] >= 0
            )
            assert board.FLOWS_OUT[i][f] == want, (i, f)
