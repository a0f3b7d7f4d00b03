"""E12 optional rules (Clans, Annihilation, Lava Forecast, No Rain) and E13 hidden information."""

from __future__ import annotations

from collections import Counter

from eruption_support import (
    G,
    act,
    at_phase,
    begin,
    blank,
    cards,
    config,
    hand,
    lay,
    of_kind,
    on_top,
    put,
    quiet,
    set_temp,
    temp,
    texts,
    turns,
)
from test_eruption_cards import LOOP
from test_eruption_turn import CLOG, board_of

from game.eruption.board import HEXES, VILLAGE_EDGE_AT
from game.eruption.pieces import RAIN

# ---- E12.1 Clans ---------------------------------------------------------------------------


def test_e12_1_clans_needs_4_or_6_players_and_pairs_opposite_villages():
    import pytest

    from game.core.errors import ConfigError

    with pytest.raises(ConfigError):
        G.new_game(config(3, "clans"), 1)
    s = G.new_game(config(6, "clans"), 1)
    partners = [p["partner"] for p in G.view(s, 0)["players"]]
    assert partners == [3, 4, 5, 0, 1, 2]


def test_e12_1_gifts_of_walls_and_cards_to_the_partner():
    s = at_phase(blank(4, "clans"), 0, "cards")
    hand(s, 0, rain=1, bomb=1)
    hand(s, 2)
    gifts = sorted(a for a in texts(s) if a.startswith("give"))
    assert gifts == [
        "give card bomb",
        "give card rain",
        "give wall stone",
        "give wall straw",
        "give wall wood",
    ]
    s = act(s, "give wall stone")
    assert s.stock[0] == [1, 1, 0] and s.stock[2] == [1, 1, 2]
    s = act(s, "give card rain")
    assert s.hands[2][RAIN] == 1 and cards(s, 0) == 1
    (gave,) = of_kind(s, "gave")
    assert gave["to"] == [0, 2] and gave["card"] == "rain"
    assert "card" not in of_kind(s, "give_card")[0]
    public = [e for e in G.view(s, 1)["events"] if e["k"] == "gave"]
    assert public == []


def test_e12_1_no_gifts_without_clans():
    s = at_phase(blank(4), 0, "cards")
    hand(s, 0, rain=1)
    assert not [a for a in texts(s) if a.startswith("give")]


def test_e12_1_phase_3_open_for_wall_gifts_with_an_empty_hand():
    s = blank(4, "clans")
    hand(s, 0)
    s = begin(s, 0)
    s = act(s, texts(s)[0])
    assert s.phase == "cards" and "give wall straw" in texts(s)


def test_e12_1_an_eruption_tile_does_not_heat_the_partner():
    s = blank(4, "clans")
    set_temp(s, 0, 50)
    s = begin(s, 0)
    s = act(s, "erupt -3,3")
    assert [temp(s, p) for p in range(4)] == [50, 30, 0, 30]


def test_e12_1_a_single_burned_village_does_not_end_the_game():
    s = quiet(blank(4, "clans"))
    set_temp(s, 0, 290)
    s = act(at_phase(s, 0, "walls"), "pass")
    assert s.burned == [0] and s.final is None and not of_kind(s, "final_round")
    assert s.seat == 1 and len(s.piles[0]) > 0
    # the burned player plays on normally, at 290 whatever happens
    s = at_phase(s, 0, "cards")
    hand(s, 0, rain=1)
    s = act(s, "play rain")
    assert temp(s, 0) == 290


def test_e12_1_the_second_burned_village_of_a_team_ends_the_game():
    s = quiet(blank(4, "clans"))
    s.burned = [0]
    set_temp(s, 0, 290)
    set_temp(s, 2, 290)
    s = act(at_phase(s, 2, "walls"), "pass")
    assert of_kind(s, "final_round")[0]["why"] == "burned"
    assert not s.piles[0]
    # one final turn for each other player, the burned partner too (it plays on under Clans)
    assert turns(s) == [(3, True), (0, True)] and s.final == [1]


def test_e12_1_burns_in_two_teams_do_not_end_the_game():
    s = quiet(blank(4, "clans"))
    s.burned = [0]
    set_temp(s, 0, 290)
    set_temp(s, 1, 290)
    s = act(at_phase(s, 1, "walls"), "pass")
    assert s.burned == [0, 1] and s.final is None


def test_e12_1_team_with_lowest_total_wins_ties_by_summed_scores():
    s = blank(4, "clans")
    for seat, t in enumerate((100, 10, 0, 80)):  # team 0+2: 100, team 1+3: 90
        set_temp(s, seat, t)
    s = at_phase(s, 3, "walls")
    s.final, s.ending = [], "pile"
    done = act(s, "pass")
    assert G.ranking(done) == [3, 1, 3, 1]
    set_temp(s, 1, 20)  # 100 each: scores decide (team 0+2 has one more stone wall)
    s.stock[0][2] += 1
    s.supply[2] -= 1
    done = act(s, "pass")
    assert G.ranking(done) == [1, 3, 1, 3]


# ---- E12.2 Annihilation ----------------------------------------------------------------------


def test_e12_2_a_burned_seat_only_places_one_tile():
    s = blank(3, "annihilation")
    s.burned = [0]
    set_temp(s, 0, 290)
    hand(s, 0, rain=2)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 0, 3)  # flows toward V0 (no damage) and into (1,-4)
    lay(s, 1, -4, 3, 5)
    s.claimed[0] = []
    s.unclaimed = [40, 41, 42]
    on_top(s, (0, 1, 3, 4))
    s = begin(s, 0)
    assert not of_kind(s, "temp") and not of_kind(s, "roll") and not of_kind(s, "claim")
    assert not of_kind(s, "draw_card") and s.phase == "place"
    stock, n_cards = s.stock[0][:], cards(s, 0)
    s = act(s, texts(s)[0])
    assert s.seat == 1  # no cards phase, no walls phase
    assert s.stock[0] == stock and cards(s, 0) == n_cards


def test_e12_2_burned_seat_gains_no_resource_wall_and_no_contact_card():
    s = blank(3, "annihilation")
    s.burned = [0]
    set_temp(s, 0, 290)
    lay(s, 1, -2, 0, 4)
    lay(s, 1, -3, 1, 3)  # into (2,-4), stone
    on_top(s, (3,))
    s = begin(s, 0)
    s = act(s, "place 2,-4/1")
    assert not of_kind(s, "gain") and s.stock[0] == [1, 1, 1]


def test_e12_2_a_burn_does_not_end_the_game_while_two_villages_stand():
    s = quiet(blank(3, "annihilation"))
    set_temp(s, 0, 290)
    s = act(at_phase(s, 0, "walls"), "pass")
    assert s.burned == [0] and s.final is None and s.piles[0] and not s.over


def test_e12_2_last_unburned_village_wins():
    s = quiet(blank(3, "annihilation"))
    s.burned = [0]
    set_temp(s, 0, 290)
    set_temp(s, 1, 290)
    set_temp(s, 2, 200)
    s = act(at_phase(s, 1, "walls"), "pass")
    assert s.over and s.ending == "last_village"
    assert G.ranking(s) == [3, 2, 1]


def test_e12_2_when_the_pile_runs_out_left_game_tiles_form_a_new_pile():
    s = blank(2, "annihilation")
    last = s.piles[0][-1]
    gone = s.piles[0][:-1]
    s.removed += gone
    s.piles[0] = [last]
    s = begin(s, 0)
    assert of_kind(s, "new_pile")[0]["count"] == len(gone)
    assert sorted(s.piles[0]) == sorted(gone) and not of_kind(s, "last_tile")
    s = act(s, texts(s)[0])
    assert s.final is None


def test_e12_2_no_pile_and_nothing_left_the_game_phase_2_skipped():
    s = blank(2, "annihilation")
    for k, t in enumerate(list(s.piles[0])):  # every tile on the board (test position)
        put(s, *HEXES[k], t)
    s.removed, s.unclaimed = s.unclaimed, []  # only eruption tiles left the game
    s = begin(s, 0)
    assert of_kind(s, "no_tiles")


def test_e12_2_decision_ten_rounds_without_tiles_or_heat_end_the_game():
    s = quiet(blank(2, "annihilation"))
    # Every lava tile on the board away from V0 and V3 (a test position): no tile to draw,
    # since tiles that left the game would form a new pile (E12.2), and no damage.
    touching = {i for (i, _), (v, _) in VILLAGE_EDGE_AT.items() if v in (0, 3)}
    away = [h for i, h in enumerate(HEXES) if i not in touching]
    for h, t in zip(away, list(s.piles[0]), strict=False):
        put(s, *h, t)
    s.removed, s.unclaimed = s.unclaimed, []
    assert not s.piles[0]
    set_temp(s, 0, 100)
    set_temp(s, 1, 50)
    s = begin(s, 0)  # quiet turns run on their own
    assert s.over and s.ending == "stalemate"
    assert len(of_kind(s, "turn")) == 19  # 20 turns counting the one that started it
    assert G.ranking(s) == [2, 1]


# ---- E12.3 Lava Forecast ----------------------------------------------------------------------


def test_e12_3_three_face_up_piles_of_14_13_13():
    s = G.new_game(config(2, "forecast"), 3)
    assert [len(p) for p in s.piles] == [14, 13, 13] and s.phase == "pick"
    assert sorted(t for p in s.piles for t in p) == list(range(40))
    tops = G.view(s, 1 - s.seat)["forecast_tops"]  # face up: everybody sees them
    assert [t["id"] for t in tops] == [p[-1] for p in s.piles]
    assert texts(s) == ["pick 1", "pick 2", "pick 3"]


def test_e12_3_the_player_picks_a_non_empty_placeable_top():
    s = blank(2, "forecast")
    board_of(s, CLOG)
    dead = _tile(s, (3,))
    for p in s.piles:
        if dead in p:
            p.remove(dead)
    s.piles[1].append(dead)  # pile 2 shows the dead end, which fits nowhere
    s.removed += s.piles[2]
    s.piles[2] = []  # pile 3 is empty
    s = begin(s, 0)
    assert s.phase == "pick" and texts(s) == ["pick 1"]
    top = s.piles[0][-1]
    s = act(s, "pick 1")
    assert s.pending == top and s.phase == "place"


def _tile(s, flows):
    from eruption_support import free_tile

    return free_tile(s, flows)[0]


def test_e12_3_no_placeable_top_skips_the_placement():
    s = blank(2, "forecast")
    board_of(s, CLOG)
    dead = _tile(s, (3,))
    straight = _tile(s, (0, 3))
    for p in s.piles:
        for t in (dead, straight):
            if t in p:
                p.remove(t)
    s.removed += s.piles[2]
    s.piles[2] = []
    s.piles[0].append(dead)
    s.piles[1].append(straight)
    s = begin(s, 0)
    assert of_kind(s, "no_pick") and s.pending < 0 and s.phase in ("cards", "walls")


def test_e12_3_the_end_starts_when_all_three_piles_are_empty():
    s = quiet(blank(2, "forecast"))
    a, b = s.piles[0][-1], s.piles[1][-1]
    s.removed += [t for p in s.piles for t in p if t not in (a, b)]
    s.piles = [[a], [b], []]
    s = begin(s, 0)
    s = act(s, "pick 1")
    assert not of_kind(s, "last_tile")
    s = act(s, texts(s)[0])
    s = begin(s, 0)
    s = act(s, "pick 2")
    assert of_kind(s, "last_tile")


# ---- E12.4 No Rain -----------------------------------------------------------------------------


def test_e12_4_no_rain_plays_with_32_cards():
    s = G.new_game(config(4, "norain"), 2)
    counts = Counter(s.deck)
    for h in s.hands:
        for k, c in enumerate(h):
            counts[k] += c
    assert sum(counts.values()) == 32 and counts[RAIN] == 0


# ---- E13 hidden information --------------------------------------------------------------


def test_e13_view_shows_own_hand_only_and_hand_sizes():
    s = blank(3)
    hand(s, 0, rain=2)
    hand(s, 1, bomb=1, quake=1)
    v = G.view(s, 0)
    assert v["hand"] == {"rain": 2}
    assert [p["hand_size"] for p in v["players"]][:2] == [2, 2]
    assert "bomb" not in str({k: x for k, x in v.items() if k != "discard"})
    assert G.view(s, None)["hand"] is None


def test_e13_no_pile_order_no_deck_order_no_rng():
    s = G.new_game(config(2), 9)
    v = G.view(s, 0)
    assert v["pile"] == [len(s.piles[0])] and v["deck"] == len(s.deck)
    assert "rng" not in v and str(s.rng) not in str(v)
    assert v["forecast_tops"] is None
    dumped = str(v)
    assert str(s.piles[0][-5:]) not in dumped


def test_e13_private_log_entries_only_to_their_owner():
    s = blank(2)
    hand(s, 0)
    set_temp(s, 0, 120)
    s.unclaimed, s.removed = [], s.removed + [40, 41, 42]
    s = begin(s, 0)
    (drew,) = of_kind(s, "drew")
    assert drew["to"] == [0]
    mine = [e for e in G.view(s, 0)["events"] if e["k"] == "drew"]
    theirs = [e for e in G.view(s, 1)["events"] if e["k"] == "drew"]
    spectator = [e for e in G.view(s, None)["events"] if e["k"] == "drew"]
    assert len(mine) == 1 and theirs == [] and spectator == []
    assert [e["k"] for e in G.view(s, 1)["events"]].count("draw_card") == 1  # public part


def test_e12_3_quake_picks_a_top_that_can_replace_or_has_no_effect():
    s = blank(2, "forecast")
    for (q, r), f in LOOP:
        lay(s, q, r, *f)
    dead, straight = _tile(s, (3,)), _tile(s, (0, 3))
    for p in s.piles:
        for t in (dead, straight):
            if t in p:
                p.remove(t)
    s.piles[0].append(dead)
    s.piles[1].append(straight)
    s.removed += s.piles[2]
    s.piles[2] = []
    s = at_phase(s, 0, "cards")
    hand(s, 0, quake=1, rain=1)
    board = s.tile_at[:]
    nothing = act(s, "play quake")  # neither top can replace any tile
    assert of_kind(nothing, "no_pick") and nothing.tile_at == board
    assert nothing.piles[0][-1] == dead and nothing.phase == "cards"
    y = _tile(s, (0, 2, 4))
    s.piles[1].remove(y)
    s.piles[1].append(y)  # a Y can take the place of (2,-2)
    s.cache = None
    picked = act(s, "play quake")
    assert picked.phase == "pick" and texts(picked) == ["pick 2"]
    picked = act(picked, "pick 2")
    assert picked.phase == "quake" and picked.pending == y
