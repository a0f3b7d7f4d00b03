"""Each game's lesson (game/ui/<game>/lesson.py) against its engine, under CPython: every
action legal when it is due and from the right seat, every event a step promises logged, every
rule it cites in the rules file, its words in every language (#31: a lesson that no longer
matches the engine fails here, never a player)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.ui.frontend import FRONT_ENDS
from game.ui.i18n import LANGUAGES, catalogue
from game.ui.lesson import LEARNER, Lesson, following, lesson_of, rehearse, walk

RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"
RULE_FILES = {
    "eruption": "eruption.md",
    "terremoto": "terremoto.md",
    "isola": "isola-dei-vulcani.md",
}
GAMES = sorted(FRONT_ENDS)


def lesson(game: str) -> Lesson:
    found = lesson_of(game)
    assert found is not None, f"{game} has no lesson"
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_plays_through_its_engine(game: str) -> None:
    assert rehearse(lesson(game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_step_asks_the_learner_for_something(game: str) -> None:
    """Each step waits for the learner at least once (the step's words stay on screen until
    the learner acts), and the lesson is a short game: 5 to 30 of the learner's actions."""
    les = lesson(game)
    mine = [0] * len(les.steps)
    for k, _action, seat, _state in walk(les):
        mine[k] += seat == LEARNER
    assert [k for k, n in enumerate(mine) if not n] == [], "steps that never wait for the learner"
    assert 5 <= sum(mine) <= 30


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_cites_rules_that_exist(game: str) -> None:
    text = (RULES / RULE_FILES[game]).read_text() if RULES.exists() else None
    if text is None:
        pytest.skip("the shared rules are not beside this clone")
    ids = set(re.findall(r"\b([ETI]\d+\.\d+[a-z]?)\b", text))
    cited = [rule for step in lesson(game).steps for rule in step.rules]
    assert cited, "a lesson cites the rules it teaches"
    assert [r for r in cited if r not in ids] == []


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_speaks_every_language(game: str) -> None:
    les = lesson(game)
    keys = {les.heading} | {k for s in les.steps for k in (s.say, s.done, s.wrong) if k}
    for code in LANGUAGES:
        words = catalogue(code)
        assert sorted(k for k in keys if k not in words) == [], code
        names = les.names("Ada")
        for key in keys:
            words[key].format(**names, count=1)  # no placeholder it does not get


@pytest.mark.parametrize("game", GAMES)
def test_a_game_follows_its_lesson_only_while_it_keeps_to_the_script(game: str) -> None:
    les = lesson(game)
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
