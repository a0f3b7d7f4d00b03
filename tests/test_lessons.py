"""Each game's lessons (game/ui/<game>/lesson.py: Learn to play, then More rules) against their
engine, under CPython: every action legal when it is due and from the right seat, every event a
step promises logged, every rule it cites in the rules file, its words in every language (#31:
a lesson that no longer matches the engine fails here, never a player); and what decides games
is taught (#42: the rules newcomers missed, each cited by a step whose action, replayed through
the engine, really does what the rule says)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.registry import get_game
from game.eruption.board import VILLAGE_EDGE_IDS
from game.eruption.pieces import REINFORCE
from game.isola.rules import final_tally, prayer_cost
from game.ui.frontend import FRONT_ENDS
from game.ui.i18n import LANGUAGES, catalogue
from game.ui.lesson import (
    LEARNER,
    Lesson,
    LessonTable,
    following,
    lesson_of,
    lessons_of,
    moves,
    rehearse,
    walk,
)
from game.ui.session import Session

RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"
RULE_FILES = {
    "eruption": "eruption.md",
    "terremoto": "terremoto.md",
    "isola": "isola-dei-vulcani.md",
}
GAMES = sorted(FRONT_ENDS)
# every lesson of every game: "eruption-0" is Learn to play, "eruption-1" More rules
LESSONS = [f"{game}-{k}" for game in GAMES for k in range(len(lessons_of(game)))]


def lesson(name: str) -> Lesson:
    game, _, part = name.partition("-")
    found = lesson_of(game, int(part or 0))
    assert found is not None, f"{name}: no such lesson"
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_learn_to_play_and_more_rules(game: str) -> None:
    lessons = lessons_of(game)
    assert len(lessons) == (2 if game in TAUGHT else 1) and lessons[0] is lesson_of(game)
    assert len({les.seed for les in lessons}) == len(lessons), "a record tells them by seed"
    assert len({les.heading for les in lessons}) == len(lessons)


@pytest.mark.parametrize("game", LESSONS)
def test_the_lesson_plays_through_its_engine(game: str) -> None:
    assert rehearse(lesson(game)) == []


@pytest.mark.parametrize("game", LESSONS)
def test_every_step_asks_the_learner_for_something(game: str) -> None:
    """Each step waits for the learner at least once (the step's words stay on screen until
    the learner acts), and the lesson is a short game: 5 to 30 of the learner's actions."""
    les = lesson(game)
    mine = [0] * len(les.steps)
    for k, _action, seat, _state in walk(les):
        mine[k] += seat == LEARNER
    assert [k for k, n in enumerate(mine) if not n] == [], "steps that never wait for the learner"
    assert 5 <= sum(mine) <= 30


@pytest.mark.parametrize("game", LESSONS)
def test_the_lesson_cites_rules_that_exist(game: str) -> None:
    text = (RULES / RULE_FILES[lesson(game).game]).read_text() if RULES.exists() else None
    if text is None:
        pytest.skip("the shared rules are not beside this clone")
    ids = set(re.findall(r"\b([ETI]\d+\.\d+[a-z]?)\b", text))
    cited = [rule for step in lesson(game).steps for rule in step.rules]
    assert cited, "a lesson cites the rules it teaches"
    assert [r for r in cited if r not in ids] == []


@pytest.mark.parametrize("game", LESSONS)
def test_the_lesson_speaks_every_language(game: str) -> None:
    les = lesson(game)
    keys = {les.heading} | {k for s in les.steps for k in (s.say, s.done, s.wrong) if k}
    for code in LANGUAGES:
        words = catalogue(code)
        assert sorted(k for k in keys if k not in words) == [], code
        names = les.names("Ada")
        for key in keys:
            words[key].format(**names, count=1)  # no placeholder it does not get


@pytest.mark.parametrize("name", LESSONS)
def test_a_game_follows_its_lesson_only_while_it_keeps_to_the_script(name: str) -> None:
    les = lesson(name)
    game = les.game
    config = les.config("Ada")
    planned = list(les.setup) + [a for _, a in les.script]
    start = len(les.setup)
    seed = les.seed
    assert following(config, game, seed, planned[: start + 2]) is les
    assert following(config, game, seed, planned) is les  # (a finished lesson is still one)
    assert following({**config, "lesson": "other"}, game, seed, planned[:start]) is None
    assert following(config, game, seed, planned[:start] + ["nonsense"]) is None
    assert following(config, game, seed + 1, planned[:start]) is None  # a rematch's new deal
    assert les.at(start) == (0, planned[start]) and les.at(len(planned)) is None


@pytest.mark.parametrize("name", LESSONS)
def test_only_the_action_due_is_taken_while_the_others_offered_are_shown(name: str) -> None:
    """A step's ``offer`` (a tile's other rotations, fewer cards of a group, a clone's other
    suits): the screen lists them after the action due, and takes only the action due."""
    les = lesson(name)
    session = Session(les.config("Ada"), les.seed, les.game)
    for action in les.setup:
        session.apply(action)
    table = LessonTable(session, les)
    shown = 0
    for k, action, seat, _before, _after in moves(les):
        if seat == LEARNER:
            legal = table.legal()
            offered = [a for a in les.steps[k].offer if a in session.legal() and a != action]
            assert legal == [action, *offered], (k, action)
            assert table.accepts(action)
            assert not [a for a in offered if table.accepts(a)]
            shown += len(offered)
        session.apply(action)
    assert shown == 0 or any(step.offer for step in les.steps)


# ---- what decides games (#42): the rules newcomers missed, per game ----------------------
# Each rule id below must be cited by a step of one of the game's lessons; the ones in CHECK
# are decisions, and their check replays the citing steps through the engine.


class Played:
    """One of the learner's actions in a lesson, as the engine played it: its step, the state
    before and after, and the events the step logged up to it."""

    def __init__(
        self, les: Lesson, k: int, action: str, seat: int, before: Any, after: Any
    ) -> None:
        self.lesson, self.k, self.action, self.seat = les, k, action, seat
        self.before, self.after = before, after
        self.step = les.steps[k]
        self.events: list[dict[str, Any]] = []  # the step's, up to this action
        self.own: list[dict[str, Any]] = list(get_game(les.game).events(after))

    def words(self, key: str = "say") -> dict[str, str]:
        """The step's words in every language, names filled in."""
        names = self.lesson.names("Ada")
        return {
            code: catalogue(code)[getattr(self.step, key)].format(**names) for code in LANGUAGES
        }


def played(game: str) -> list[Played]:
    """Every action of every lesson of ``game`` (the learner's and the others'), in order,
    each with the events of its step so far."""
    out: list[Played] = []
    engine = get_game(game)
    for les in lessons_of(game):
        events: dict[int, list[dict[str, Any]]] = {}
        for k, action, seat, before, after in moves(les):
            one = Played(les, k, action, seat, before, after)
            one.events = events.setdefault(k, [])
            one.events += list(engine.events(after))
            out.append(one)
    return out


def citing(game: str, rule: str) -> list[Played]:
    """The learner's actions in steps that cite ``rule``."""
    return [p for p in played(game) if rule in p.step.rules and p.seat == LEARNER]


def says(p: Played, *numbers: int, key: str = "say") -> bool:
    """Whether the step's words give every one of ``numbers`` in every language."""
    return all(
        all(re.search(rf"(?<!\d){n}(?!\d)", text) for n in numbers)
        for text in p.words(key).values()
    )


# ---- Terremoto


def tm_split(p: Played) -> bool:
    """T3.1: a whole group of a suit already on the table, where 1 card and then the rest
    (replayed through the engine) score less; the step gives both totals."""
    engine = get_game("terremoto")
    a = engine.parse_action(p.action)
    if a.kind != "group" or a.clones or a.cards < 2 or a.cards != p.before.hands[0][a.card]:
        return False
    whole = p.after.scores[0] - p.before.scores[0]
    first = engine.apply(p.before, engine.parse_action(f"group {p.action.split()[1]} 1 0"))
    rest = engine.apply(first, engine.parse_action(f"group {p.action.split()[1]} {a.cards - 1} 0"))
    split = rest.scores[0] - p.before.scores[0]
    return split < whole and says(p, whole, split)


def tm_clone_alone(p: Played) -> bool:
    """T4.2: clones played without a suit card, declared as the suit that scores most."""
    engine = get_game("terremoto")
    a = engine.parse_action(p.action)
    if a.kind != "group" or a.cards or not a.clones:
        return False
    scores = [
        engine.apply(p.before, engine.parse_action(f"group {suit} 0 {a.clones}")).scores[0]
        for suit in "KWEGS"
    ]
    return p.after.scores[0] == max(scores) and any(e["k"] == "clones" for e in p.events)


def tm_earthquake(p: Played) -> bool:
    """T5.1: the learner's own Earthquake clears the others' cards from the table."""
    quakes = [e for e in p.events if e["k"] == "earthquake" and e["seat"] == LEARNER]
    others = sum(n + c for seat, _suit, n, c in p.before.table if seat != LEARNER)
    return p.action == "play EQ" and bool(quakes) and others > 0 and not p.after.table


def tm_two_decks(p: Played) -> bool:
    """T1.2-T1.4, stated: a game of 5 or more, which the engine deals from two decks to 150
    points, and the step's words say 140 cards and 150 points."""
    state = p.before
    return len(state.names) >= 5 and state.decks == 2 and state.target == 150 and says(p, 140, 150)


# ---- L'Isola dei Vulcani


def is_legal(state: Any, action: str) -> bool:
    return action in [str(a) for a in get_game("isola").legal_actions(state)]


def is_boat(p: Played) -> bool:
    """I12.4: a colonist leaves its boat, and only then counts among the colonists the final
    scoring gives 4 points each."""
    before, after = final_tally(p.before, LEARNER)[3], final_tally(p.after, LEARNER)[3]
    return p.action.startswith("move boat>") and p.before.boat[LEARNER] and after == before + 1


def is_crack_stop(p: Played) -> bool:
    """I6.1: a step that walks a colonist round a crack: from a hex whose cracked border leads
    to an island hex it may not step to, and on to that hex by another way."""
    engine, board = get_game("isola"), p.before.board
    a = engine.parse_action(p.action)
    if a.kind != "move" or a.at is None:
        return False
    i = board.index[a.at]
    blocked = [
        board.hexes[j]
        for j, e in board.links[i]
        if p.before.cracks[e] and p.before.land[j] and not board.volcano_at[j]
    ]
    later = p.step.do[p.step.do.index(p.action) :]
    return any(
        not is_legal(p.before, f"move {i_text(a.at)}>{i_text(h)}")
        and any(x.startswith("move ") and x.endswith(f">{i_text(h)}") for x in later)
        for h in blocked
    )


def i_text(h: tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def is_prayer_once(p: Played) -> bool:
    """I6.7: a token taken, and no second one in the same turn though the supply and the AP
    would allow it; the step says 4 (at most)."""
    s = p.after
    affordable = s.prayer_supply and s.ap >= prayer_cost(s.prayers[LEARNER])
    once = p.action == "take prayer" and affordable and not is_legal(s, "take prayer")
    return once and says(p, 4)


def is_rescue_one(p: Played) -> bool:
    """I9.3: rescued on another player's turn: one colonist, while another of the learner's
    sinks."""
    rescued = [e for e in p.own if e["k"] == "rescue" and e["seat"] == LEARNER]
    lost = [e for e in p.own if e["k"] == "lost" and e["seat"] == LEARNER and e["colonists"]]
    return p.before.seat != LEARNER and bool(rescued) and rescued[0]["count"] == 1 and bool(lost)


def is_sea_geyser(p: Played) -> bool:
    """I9.6: a Moai erected on a geyser facing the sea: no crack, the die still rolled."""
    kinds = [e["k"] for e in p.own]
    return p.action.startswith("erect ") and "no_crack_sea" in kinds and "roll_blank" in kinds


def is_group(p: Played) -> bool:
    """I12.3: an action that sets a Moai beside another of the learner's: the engine's final
    tally counts two more grouped Moai, and the step says what each scores (2 + 2 = 4)."""
    before, after = final_tally(p.before, LEARNER)[2], final_tally(p.after, LEARNER)[2]
    return after >= before + 2 and says(p, 4, key="done")


def is_die_faces(p: Played) -> bool:
    """I8.1, stated: the step rolls the die and says 2 faces in 6."""
    return any(e["k"].startswith("roll_") for e in p.own) and says(p, 2, 6)


# ---- Eruption


def er_cards(p: Played) -> int:
    """Action cards the learner drew for village contacts by this action."""
    return sum(1 for e in p.own if e["k"] == "draw_card" and e["why"] == "contact")


def er_flow_wall(p: Played) -> bool:
    """E10.1: a wall built (phase 4 or Reinforce) on a lava flow's open end, not on an edge of
    the learner's village."""
    a = get_game("eruption").parse_action(p.action)
    edge = a.b if a.kind == "build" else a.c if a.kind == "play" and a.a == REINFORCE else -1
    village = VILLAGE_EDGE_IDS[p.before.villages[LEARNER]]
    return edge >= 0 and edge not in village and any(e["k"] == "build" for e in p.own)


def er_eruption(p: Played) -> bool:
    """E8: the learner places their own eruption tile; every other village takes +30."""
    heat = [e for e in p.own if e["k"] == "temp" and e["why"] == "eruption"]
    return p.action.startswith("erupt ") and bool(heat) and all(e["delta"] == 30 for e in heat)


def er_extra(p: Played) -> bool:
    """E6.3: the Danger Zone 3 extra tile, taken at 200° or more."""
    temp = p.before.temps[p.before.villages[LEARNER]]
    return p.action == "extra" and temp >= 200 and any(e["k"] == "draw_tile" for e in p.own)


def er_resource(p: Played) -> bool:
    """E7.3, E7.5: a tile placed on a resource field gives the learner a wall of its
    material."""
    return any(e["k"] == "gain" and e["why"] == "resource" and e["seat"] == 0 for e in p.own)


def er_trade2(p: Played) -> bool:
    """E9.1: two cards traded together for a tile."""
    return "+" in p.action and any(e["k"] == "trade2" for e in p.own)


def er_played(card: str) -> Callable[[Played], bool]:
    """E9.4: ``card`` played for its effect by the learner."""
    return lambda p: p.action.split()[:2] == ["play", card] and len(p.own) > 1


def er_turned(p: Played) -> bool:
    """E3.1: a tile turned before it is placed: the step offers its other rotations on the
    same hex, the one shown first (the lowest) is not the one due, and the one due draws
    more cards than it (the engine's placements, both replayed)."""
    engine = get_game("eruption")
    a = engine.parse_action(p.action)
    if a.kind != "place":
        return False
    same = [engine.parse_action(o) for o in p.step.offer if o.startswith("place ")]
    rots = sorted(o.b for o in same if o.kind == "place" and o.a == a.a) + [a.b]
    if len(rots) < 2 or a.b == min(rots):
        return False
    first = engine.apply(p.before, a._replace(b=min(rots)))
    drawn = sum(1 for e in engine.events(first) if e["k"] == "draw_card" and e["why"] == "contact")
    return er_cards(p) > drawn


def er_tie_break(p: Played) -> bool:
    """E11.4, stated: the step gives the walls' values (stone 3, wood 2, straw 1)."""
    return says(p, 3, 2, 1)


TAUGHT: dict[str, dict[str, Callable[[Played], bool] | None]] = {
    "terremoto": {
        "T4.2": tm_clone_alone,  # a clone played alone ("Clones as: K +1")
        "T1.2": tm_two_decks,  # two decks and 150 points for 5-8 players
        "T1.3": tm_two_decks,
        "T1.4": tm_two_decks,
        "T5.1": tm_earthquake,  # playing an Earthquake yourself
        "T3.1": tm_split,  # why splitting a suit scores less
    },
    "eruption": {
        "E10.1": er_flow_wall,  # walls on lava flows
        "E8.1": er_eruption,  # placing your own eruption tile
        "E8.3": er_eruption,
        "E6.3": er_extra,  # the Danger Zone 3 extra tile
        "E7.5": er_resource,  # walls from resource hexes
        "E9.1": er_trade2,  # the two-card tile trade
        "E9.4/lavaflow": er_played("lavaflow"),  # Lava Flow, Sinkhole, Reinforce, Volcanic Bomb
        "E9.4/sinkhole": er_played("sinkhole"),
        "E9.4/reinforce": er_played("reinforce"),
        "E9.4/bomb": er_played("bomb"),
        "E11.2": None,  # the end when the pile runs out (stated)
        "E7.3a": None,
        "E11.4": er_tie_break,  # the tie-break (stated)
        "E3.1": er_turned,  # turning a tile
    },
    "isola": {
        "I12.3": is_group,  # neighbouring Moai score +2 each
        "I6.1": is_crack_stop,  # cracks stop colonists
        "I9.3": is_rescue_one,  # a player not on turn rescues one colonist
        "I8.1": is_die_faces,  # two volcano faces in six
        "I8.6": None,  # the double eruption (stated)
        "I6.7": is_prayer_once,  # one prayer token per turn, four at most
        "I12.4": is_boat,  # colonists on the boat score nothing
        "I9.6": is_sea_geyser,  # geysers facing the sea
    },
}


@pytest.mark.parametrize("game", sorted(TAUGHT))
def test_what_decides_games_is_taught(game: str) -> None:
    """Each rule newcomers missed is cited by a lesson step, and (where it is a decision)
    one of the learner's actions in such a step really exercises it, per the engine."""
    missing = []
    for key, check in TAUGHT[game].items():
        actions = citing(game, key.split("/")[0])  # "E9.4/bomb": one card of E9.4
        if not actions or (check is not None and not any(check(p) for p in actions)):
            missing.append(key)
    assert missing == []


def test_ending_the_plays_with_prosper_in_hand_says_why() -> None:
    """Terremoto's lesson ends a turn holding Prosper: its words say why (the card's name in
    every language)."""
    ends = [p for p in citing("terremoto", "T5.3") if p.action == "end" and p.before.hands[0][8]]
    assert ends
    for p in ends:
        for code, text in p.words().items():
            words = catalogue(code)
            assert words.get("terremoto.card.PR.one", words["terremoto.card.PR.other"]) in text
