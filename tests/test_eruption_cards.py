"""E9: action cards. Each effect, each E9.3 limit (absent from the legal actions and explained
by the view's ``blocked_cards`` as reason keys), trades, and the reshuffle of the discards."""

from __future__ import annotations

import pytest
from eruption_support import (
    G,
    act,
    begin,
    blank,
    cards,
    edge,
    hand,
    hx,
    lay,
    lay_eruption,
    of_kind,
    on_top,
    set_temp,
    temp,
    texts,
    wall,
)

from game.core.errors import IllegalAction
from game.eruption.board import VILLAGE_EDGE_IDS, edge_text
from game.eruption.pieces import CARD_NAMES

MATERIAL = {
    "aftershock": "stone",
    "lavaflow": "straw",
    "relocate": "straw",
    "sinkhole": "wood",
    "quake": "stone",
    "rain": "wood",
    "reinforce": "straw",
    "bomb": "wood",
}
VOLCANO_SPOTS = [(0, -1, 1), (0, -1, 5), (1, 0, 1), (1, 0, 3), (-1, 1, 3), (-1, 1, 5)]
# Every tile joined to two others or to the volcano twice: nothing fits in their place but a
# tile with the same two links (no dead end, no straight).
LOOP = [((1, -2), (2, 4)), ((2, -1), (0, 4)), ((2, -2), (1, 3, 5))]


def cards_phase(s, seat=0, **cards_in_hand):
    s = s.clone()
    s.seat, s.phase, s.pending, s.builds, s.origin = seat, "cards", -1, 0, "turn"
    hand(s, seat, **cards_in_hand)
    return s


def plays(s, card):
    return [a for a in texts(s) if a.startswith(f"play {card}")]


def blocked(s):
    return G.view(s, s.seat)["blocked_cards"]


def chain(s):
    """Volcano -> (1,-2) -> (1,-3) -> (1,-4) ending on V0's edge 5."""
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)
    lay(s, 1, -4, 3, 5)


# ---- E9.1 trading ----------------------------------------------------------------------------


@pytest.mark.parametrize("card", CARD_NAMES)
def test_e9_1_trading_a_card_gives_a_wall_of_its_material(card):
    s = cards_phase(blank(2), **{card: 1})
    stock = s.stock[0][:]
    s = act(s, f"trade {card}")
    m = ["straw", "wood", "stone"].index(MATERIAL[card])
    assert s.stock[0][m] == stock[m] + 1 and sum(s.stock[0]) == sum(stock) + 1
    assert cards(s, 0) == 0 and CARD_NAMES.index(card) in s.discard


def test_e9_1_two_cards_traded_for_an_extra_tile():
    s = cards_phase(blank(2), rain=1, bomb=1, relocate=1)
    (bend,) = on_top(s, (3, 4))
    s = act(s, "trade rain+bomb")
    assert s.phase == "place" and s.pending == bend and cards(s, 0) == 1
    s = act(s, texts(s)[0])
    assert bend in s.tile_at and s.phase == "cards"


def test_e9_1_no_two_card_trade_without_a_pile():
    s = blank(2)
    s.removed += s.piles[0]
    s.piles[0] = []
    s = cards_phase(s, rain=1, bomb=1)
    assert not [a for a in texts(s) if "+" in a]
    assert "trade rain" in texts(s)


# ---- E9.2 reshuffle ---------------------------------------------------------------------------


def test_e9_2_discards_reshuffled_when_the_deck_is_empty():
    s = blank(2)
    hand(s, 0)
    set_temp(s, 0, 120)
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    s.discard = s.deck[:]
    s.deck = []
    s = begin(s, 0)
    assert of_kind(s, "reshuffle")[0]["count"] == 36 - 3
    assert cards(s, 0) == 1 and len(s.deck) == 32 and not s.discard


def test_e9_2_no_card_when_deck_and_discards_are_empty():
    s = blank(2)
    set_temp(s, 0, 120)
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    for k in s.deck:  # every card is in a hand
        s.hands[1][k] += 1
    s.deck = []
    before = cards(s, 0)
    s = begin(s, 0)
    assert of_kind(s, "no_card") and cards(s, 0) == before


# ---- E9.3 limits ------------------------------------------------------------------------------


def test_e9_3_volcanic_bomb_needs_a_wall_on_the_board():
    s = cards_phase(blank(2), bomb=1)
    assert not plays(s, "bomb") and blocked(s).get("bomb") == "no_wall"
    with pytest.raises(IllegalAction, match="no wall on the board"):
        act(s, f"play bomb {edge_text(edge(0, -1, 1))}")
    assert "trade bomb" in texts(s)  # trading is always allowed
    wall(s, edge(0, -1, 1), "straw")
    assert plays(s, "bomb") and "bomb" not in blocked(s)


@pytest.mark.parametrize("card", ["lavaflow", "quake"])
def test_e9_3_lava_flow_and_quake_need_a_tile_in_the_pile(card):
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    s.removed += s.piles[0]
    s.piles[0] = []
    s = cards_phase(s, **{card: 1})
    assert not plays(s, card) and blocked(s).get(card) == "no_tiles"
    s.piles[0] = [s.removed.pop()]
    s.cache = None
    assert plays(s, card) == [f"play {card}"]


def test_e9_3_reinforce_needs_a_wall_in_stock_and_a_place():
    s = cards_phase(blank(2), reinforce=1)
    assert plays(s, "reinforce")
    empty = s.clone()
    empty.supply = [a + b for a, b in zip(empty.supply, empty.stock[0], strict=True)]
    empty.stock[0] = [0, 0, 0]
    assert not plays(empty, "reinforce") and blocked(empty).get("reinforce") == "no_reinforce"
    full = s.clone()
    for e in VILLAGE_EDGE_IDS[0]:
        wall(full, e, "straw")
    for q, r, d in VOLCANO_SPOTS:
        wall(full, edge(q, r, d), "straw")
    assert not plays(full, "reinforce") and blocked(full).get("reinforce") == "no_reinforce"


def test_e9_3_relocate_needs_a_wall_in_the_village_and_a_free_edge():
    s = cards_phase(blank(2), relocate=1)
    assert not plays(s, "relocate") and blocked(s).get("relocate") == "no_relocation"
    wall(s, VILLAGE_EDGE_IDS[3][0], "stone")  # the opponent's village does not count
    assert not plays(s, "relocate")
    for e in VILLAGE_EDGE_IDS[0]:
        wall(s, e, "straw")
    # no free edge
    assert not plays(s, "relocate") and blocked(s).get("relocate") == "no_relocation"
    s.supply[0] += 1
    del s.walls[VILLAGE_EDGE_IDS[0][3]]
    s.cache = None
    assert len(plays(s, "relocate")) == 6


def test_e9_3_aftershock_needs_a_tile_with_another_legal_orientation():
    s = blank(2)
    for (q, r), f in LOOP:
        lay(s, q, r, *f)
    lay_eruption(s, 4, -2, 1)
    s = cards_phase(s, aftershock=1)
    assert not plays(s, "aftershock") and blocked(s).get("aftershock") == "no_turn"


def test_e9_3_sinkhole_needs_a_removable_tile():
    s = cards_phase(blank(2), sinkhole=1)
    assert not plays(s, "sinkhole") and blocked(s).get("sinkhole") == "no_removal"


def test_e9_3_rain_is_always_playable():
    s = cards_phase(blank(2), rain=1)
    assert temp(s, 0) == 0 and plays(s, "rain") == ["play rain"]
    assert "rain" not in blocked(s)


# ---- E9.4 effects ------------------------------------------------------------------------------


def test_e9_4_aftershock_must_change_the_flows():
    # The fork {0,3,5} at (1,-3) must keep the flow from (1,-2) on its edge 3.
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3, 5)
    s = cards_phase(s, aftershock=1)
    assert plays(s, "aftershock") == ["play aftershock 1,-3/3", "play aftershock 1,-3/4"]
    with pytest.raises(IllegalAction):
        act(s, "play aftershock 1,-3/0")  # the same flows: not a rotation
    s = act(s, "play aftershock 1,-3/4")
    assert s.flows[hx(1, -3)] == (1 << 1) | (1 << 3) | (1 << 4)


def test_e9_4_aftershock_cannot_rotate_eruption_tiles():
    s = blank(2)
    lay_eruption(s, 3, -1, 1)
    s = cards_phase(s, aftershock=1)
    assert not any(a.startswith("play aftershock 3,-1/") for a in texts(s))


def test_e9_4_aftershock_walls_on_the_rotated_tile_go_back():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3, 5)
    wall(s, edge(1, -3, 0), "stone")  # on its flow toward (1,-4)
    wall(s, edge(1, -2, 1), "wood")  # elsewhere: on nothing of (1,-3)
    s = cards_phase(s, aftershock=1)
    supply = s.supply[2]
    s = act(s, "play aftershock 1,-3/3")
    assert edge(1, -3, 0) not in s.walls and s.supply[2] == supply + 1
    assert [e["why"] for e in of_kind(s, "wall_off")] == ["aftershock"]
    assert edge(1, -2, 1) in s.walls


def test_e9_4_aftershock_keeps_every_tile_connected():
    # The fork at (1,-3) feeds (1,-4): only the rotation keeping edges 3 and 0 is offered.
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3, 5)
    lay(s, 1, -4, 3, 5)
    s = cards_phase(s, aftershock=1)
    assert [a for a in plays(s, "aftershock") if " 1,-3/" in a] == ["play aftershock 1,-3/3"]


def test_e9_4_lava_flow_draws_and_places_a_tile():
    s = blank(2)
    s = cards_phase(s, lavaflow=1)
    (bend,) = on_top(s, (3, 4))
    s = act(s, "play lavaflow")
    assert s.phase == "place" and s.pending == bend
    s = act(s, texts(s)[0])
    assert bend in s.tile_at and s.phase == "walls"  # hand empty: phase 3 is over


def test_e9_4_relocate_moves_walls_one_at_a_time_then_pass():
    s = blank(2)
    v0 = VILLAGE_EDGE_IDS[0]
    wall(s, v0[0], "stone")
    wall(s, v0[1], "wood")
    s = cards_phase(s, relocate=1)
    a, b, c = (edge_text(v0[k]) for k in (0, 5, 6))
    s = act(s, f"play relocate {a}>{b}")
    assert s.phase == "relocate" and "pass" in texts(s)
    assert s.walls[v0[5]] == 2 and v0[0] not in s.walls
    with pytest.raises(IllegalAction):
        act(s, f"move {edge_text(v0[1])}>{b}")  # at most one wall per edge
    s = act(s, f"move {edge_text(v0[1])}>{c}")
    # every wall has moved once: the card is used up and play goes on to phase 4
    assert s.phase == "walls" and {v0[5]: 2, v0[6]: 1}.items() <= s.walls.items()
    assert len(s.walls) == 2


def test_e9_4_relocate_decision_each_wall_moves_once_per_card():
    # Decision: "each to a free edge" -- a wall moved by this Relocate cannot move again, so
    # the card cannot shuffle walls for ever.
    s = blank(2)
    v0 = VILLAGE_EDGE_IDS[0]
    wall(s, v0[0], "stone")
    wall(s, v0[1], "wood")
    s = cards_phase(s, relocate=1)
    s = act(s, f"play relocate {edge_text(v0[0])}>{edge_text(v0[5])}")
    assert s.phase == "relocate"
    assert all(not m.startswith(f"move {edge_text(v0[5])}>") for m in texts(s))
    assert any(m.startswith(f"move {edge_text(v0[1])}>") for m in texts(s))
    s = act(s, "pass")
    assert s.phase == "walls" and s.walls[v0[5]] == 2


def test_e9_3_a_wall_moved_by_an_earlier_relocate_card_may_move_again():
    # A later Relocate card (here, the next turn's) moves any wall of the village: "each wall
    # moves once" is per card (the Eruption lesson's position had Relocate refused as "no wall
    # in your village" with two walls and free edges).
    s = blank(2)
    v0 = VILLAGE_EDGE_IDS[0]
    wall(s, v0[0], "stone")
    s = cards_phase(s, relocate=1)
    s = act(s, f"play relocate {edge_text(v0[0])}>{edge_text(v0[5])}")
    s = act(s, "pass")
    assert s.walls[v0[5]] == 2 and s.relocated == []
    s = cards_phase(s, relocate=1)
    assert len(plays(s, "relocate")) == 6 and "relocate" not in blocked(s)


def test_e9_4_relocate_only_within_your_own_village():
    s = blank(2)
    wall(s, VILLAGE_EDGE_IDS[0][0], "stone")
    s = cards_phase(s, relocate=1)
    targets = {a.split(">")[1] for a in plays(s, "relocate")}
    assert targets == {edge_text(e) for e in VILLAGE_EDGE_IDS[0][1:]}


def test_e9_4_sinkhole_keeps_every_tile_connected():
    s = blank(2)
    chain(s)
    lay(s, -1, -1, 0, 2, 4)
    s = cards_phase(s, sinkhole=1)
    # the middle of a chain cannot go; its ends can
    assert plays(s, "sinkhole") == ["play sinkhole -1,-1", "play sinkhole 1,-4"]


def test_e9_4_sinkhole_removes_the_tile_and_the_walls_on_its_flows():
    s = blank(2)
    chain(s)
    lay(s, -1, -1, 0, 2, 4)
    wall(s, edge(-1, -1, 0), "wood")  # on (-1,-1)'s flow north
    wall(s, VILLAGE_EDGE_IDS[0][4], "stone")  # V0's wall where (1,-4) flows: stays
    s = cards_phase(s, sinkhole=2)
    tile = s.tile_at[hx(-1, -1)]
    s = act(s, "play sinkhole -1,-1")
    assert s.tile_at[hx(-1, -1)] < 0 and tile in s.removed
    assert edge(-1, -1, 0) not in s.walls and s.supply[1] == 13  # back to the supply
    s = act(s, "play sinkhole 1,-4")
    assert VILLAGE_EDGE_IDS[0][4] in s.walls


def test_e9_4_sinkhole_can_remove_an_eruption_tile_unless_tiles_depend_on_it():
    s = blank(2)
    lay_eruption(s, 3, -1, 1)
    s = cards_phase(s, sinkhole=1)
    assert plays(s, "sinkhole") == ["play sinkhole 3,-1"]
    s = act(s, "play sinkhole 3,-1")
    assert 40 in s.removed
    s2 = blank(2)
    lay_eruption(s2, 3, -1, 1)
    lay(s2, 4, -2, 4)  # fed by the eruption tile only
    s2 = cards_phase(s2, sinkhole=1)
    assert plays(s2, "sinkhole") == ["play sinkhole 4,-2"]


def test_e9_4_quake_replaces_a_tile_walls_back_old_tile_leaves():
    s = blank(2)
    chain(s)
    old = s.tile_at[hx(1, -3)]
    s = cards_phase(s, quake=1)
    (new,) = on_top(s, (0, 1, 3, 4))
    s = act(s, "play quake")
    assert s.phase == "quake" and s.pending == new
    options = [a for a in texts(s) if a.startswith("place 1,-3/")]
    assert options  # must keep flows on edges 0 and 3
    s = act(s, options[0])
    assert s.tile_at[hx(1, -3)] == new and old in s.removed


def test_e9_4_quake_can_replace_an_eruption_tile_if_all_stays_connected():
    s = blank(2)
    lay(s, 1, -2, 0, 4)
    lay_eruption(s, 1, -3, 1)
    wall(s, edge(1, -3, 1), "stone")  # on the eruption tile's flow toward (2,-4)
    lay_eruption(s, 4, -2, 2)
    lay(s, 3, -2, 2)  # fed only by eruption tile 2
    s = cards_phase(s, quake=1)
    (new,) = on_top(s, (0, 1, 2, 3, 5))
    s = act(s, "play quake")
    hexes = {a.split("/")[0] for a in texts(s)}
    assert "place 1,-3" in hexes  # joined to the volcano through (1,-2)
    assert "place 4,-2" not in hexes  # (3,-2) would be cut off
    supply = s.supply[2]
    s = act(s, [a for a in texts(s) if a.startswith("place 1,-3/")][0])
    assert 40 in s.removed and s.tile_at[hx(1, -3)] == new
    assert edge(1, -3, 1) not in s.walls and s.supply[2] == supply + 1


def test_e9_4_quake_decision_no_tile_fits_anywhere_no_effect():
    s = blank(2)
    for (q, r), f in LOOP:
        lay(s, q, r, *f)
    dead, straight = on_top(s, (3,), (0, 3))
    s.removed += [t for t in s.piles[0] if t not in (dead, straight)]
    s.piles[0] = [straight, dead]
    s = cards_phase(s, quake=1, rain=1)
    board = s.tile_at[:]
    s = act(s, "play quake")
    assert of_kind(s, "quake_nothing") and sorted(s.piles[0]) == sorted([dead, straight])
    assert s.tile_at == board and s.phase == "cards" and cards(s, 0) == 1
    assert not of_kind(s, "last_tile")


def test_e9_4_quake_sets_aside_tiles_that_fit_nowhere_then_shuffles_them_back():
    s = blank(2)
    for (q, r), f in LOOP:
        lay(s, q, r, *f)
    dead, y = on_top(s, (3,), (0, 2, 4))
    size = len(s.piles[0])
    s = cards_phase(s, quake=1)
    s = act(s, "play quake")
    assert [e["k"] for e in s.events][-3:] == ["aside", "draw_tile", "aside_back"]
    assert s.pending == y and dead in s.piles[0] and len(s.piles[0]) == size - 1


def test_e9_4_rain_cools_by_30_not_below_zero():
    s = cards_phase(blank(2), rain=2)
    set_temp(s, 0, 40)
    s = act(s, "play rain")
    assert temp(s, 0) == 10
    s = act(s, "play rain")
    assert temp(s, 0) == 0


def test_e9_4_reinforce_builds_now_and_phase_4_still_builds():
    s = blank(2)
    s = cards_phase(s, reinforce=1)
    spot = edge_text(VILLAGE_EDGE_IDS[0][0])
    s = act(s, f"play reinforce stone {spot}")
    assert s.walls == {VILLAGE_EDGE_IDS[0][0]: 2} and s.stock[0] == [1, 1, 0]
    assert not of_kind(s, "roll")  # E10.6
    assert s.phase == "walls"
    s = act(s, f"build wood {edge_text(VILLAGE_EDGE_IDS[0][1])}")
    assert len(s.walls) == 2 and s.seat == 1


def test_e9_4_volcanic_bomb_removes_any_wall():
    s = blank(2)
    wall(s, VILLAGE_EDGE_IDS[3][2], "stone")  # the opponent's village
    wall(s, edge(0, -1, 1), "wood")  # on a volcano flow
    wall(s, VILLAGE_EDGE_IDS[0][0], "straw")  # the player's own village
    s = cards_phase(s, bomb=2)
    assert set(plays(s, "bomb")) == {
        f"play bomb {edge_text(VILLAGE_EDGE_IDS[3][2])}",
        f"play bomb {edge_text(edge(0, -1, 1))}",
        f"play bomb {edge_text(VILLAGE_EDGE_IDS[0][0])}",
    }
    s = act(s, f"play bomb {edge_text(VILLAGE_EDGE_IDS[3][2])}")
    assert VILLAGE_EDGE_IDS[3][2] not in s.walls and s.supply[2] == 13  # back to the supply
    assert [e["why"] for e in of_kind(s, "wall_off")] == ["bomb"]


def test_e9_5_a_tile_fed_by_an_eruption_tile_is_connected():
    s = blank(2)
    lay_eruption(s, 3, -1, 1)
    lay(s, 4, -2, 4, 0)  # fed by the eruption tile
    s = cards_phase(s, sinkhole=1)
    assert "play sinkhole 4,-2" in texts(s)
    s = begin(s, 1)
    assert any(a.startswith("place 4,-3/") for a in texts(s))  # its flow can be continued
