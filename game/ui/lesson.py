"""Lessons: a guided first game of each game, played with the real engine on the real screen.

A lesson is data (``Lesson``): the game's config and seed, the actions that prepare its
position (played through the engine like any others, so the position is one the rules can
reach), then its steps. A step says what to do and why (catalogue keys), cites the rules it
teaches, and lists the actions it takes, in order: the learner's (seat 0) are offered one at
a time, each the only legal choice on screen; the other seats' are the computer players',
played from the script. Each game's lesson lives in its front end's folder
(``game/ui/<game>/lesson.py``: ``LESSON``, and ``LESSONS`` when it has more than one: the
first, then "More rules"), its words in the front end's catalogues. A game's lessons have
different seeds: a record says which one it follows by its seed and its actions.

Where the lesson stands is read from the game's record alone (how many actions it holds), so
a lesson is saved, resumed, undone and reloaded like any game: its config carries
``"lesson": <game>`` (which the engines ignore). ``rehearse`` replays a lesson under CPython
and says what no longer matches the engine, so that a rule change fails a test, never a
player.

Pure Python: no browser import (tested under CPython).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game.core.registry import get_game

from .frontend import package
from .session import Session
from .table import LocalTable

LEARNER = 0  # the learner's seat; every other seat is a computer's, played from the script
LEVEL = "easy"  # the other seats' level once the script is over (the game may go on)


@dataclass(frozen=True)
class Step:
    """One step of a lesson: ``say`` (what to do and why), ``do`` (its actions, in order),
    ``rules`` (the rule ids it teaches), ``done`` (what happened, shown once its actions are
    applied), ``wrong`` (said when the learner tries anything else), ``expect`` (events its
    actions must log: each a dict whose items an event holds), ``offer`` (other legal actions
    the screen shows beside the one due, so that the learner chooses among them, e.g. a tile's
    other rotations to turn it: choosing one is refused with ``wrong``)."""

    say: str
    do: tuple[str, ...]
    rules: tuple[str, ...] = ()
    done: str = ""
    wrong: str = "lesson.wrong"
    expect: tuple[Mapping[str, Any], ...] = ()
    offer: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A lesson of ``game``: the learner plays seat 0 against ``others`` (names), with the
    game's ``options``, from ``seed``; ``setup`` prepares the position; ``heading`` and each
    step's words are catalogue keys."""

    game: str
    seed: int
    others: tuple[str, ...]
    heading: str  # the catalogue key of its panel's heading ("Learn Eruption")
    steps: tuple[Step, ...]
    setup: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    def config(self, you: str) -> dict[str, Any]:
        """The game's config, with ``you`` as the learner's name."""
        players = [{"name": you}] + [{"name": n, "computer": LEVEL} for n in self.others]
        return {**self.options, "players": players, "lesson": self.game}

    @cached_property
    def script(self) -> list[tuple[int, str]]:
        """(step index, action) of every action after the setup, in order."""
        return [(k, action) for k, step in enumerate(self.steps) for action in step.do]

    def at(self, decisions: int) -> tuple[int, str] | None:
        """(step index, the action due) once ``decisions`` actions are in the record; None
        before the lesson begins or once its script is over."""
        k = decisions - len(self.setup)
        return self.script[k] if 0 <= k < len(self.script) else None

    def names(self, you: str) -> dict[str, str]:
        """The names a step's words may use: ``you``, then ``p1``, ``p2``... (the others)."""
        return {"you": you, **{f"p{k}": n for k, n in enumerate(self.others, start=1)}}


def lessons_of(game: str) -> tuple[Lesson, ...]:
    """Game ``game``'s lessons in order (its front end's ``lesson`` module: ``LESSONS``, or
    its one ``LESSON``); empty if it has none."""
    try:
        module = importlib.import_module(package(game) + ".lesson")
    except (KeyError, ModuleNotFoundError):
        return ()
    found = getattr(module, "LESSONS", None) or (getattr(module, "LESSON", None),)
    return tuple(lesson for lesson in found if isinstance(lesson, Lesson))


def lesson_of(game: str, part: int = 0) -> Lesson | None:
    """Game ``game``'s lesson number ``part`` (0: its first), or None if it has none."""
    lessons = lessons_of(game)
    return lessons[part] if 0 <= part < len(lessons) else None


def part_of(lesson: Lesson) -> int:
    """Which of its game's lessons ``lesson`` is (0: the first)."""
    return lessons_of(lesson.game).index(lesson)


def following(config: Mapping[str, Any], game: str, seed: int, actions: list[str]) -> Lesson | None:
    """The lesson a game with ``config``, ``seed`` and ``actions`` so far follows: None for a
    game that is no lesson, or that has left the lesson's script (a save edited by hand)."""
    if config.get("lesson") != game:
        return None
    for lesson in lessons_of(game):
        if seed != lesson.seed:
            continue
        planned = list(lesson.setup) + [action for _, action in lesson.script]
        same = actions[: len(planned)] == planned[: len(actions)]
        return lesson if same and len(actions) >= len(lesson.setup) else None
    return None


class LessonTable(LocalTable):
    """A lesson's game as the screen reads it: while the script lasts, the learner's only
    legal action is the one due (the screen offers, and accepts, nothing else)."""

    def __init__(self, session: Session, lesson: Lesson) -> None:
        super().__init__(session)
        self.lesson = lesson

    def legal(self) -> list[str]:
        legal = super().legal()
        at = self.lesson.at(self.decisions())
        if at is None or self.to_move() != LEARNER:
            return legal
        offered = [a for a in self.lesson.steps[at[0]].offer if a in legal and a != at[1]]
        return [at[1], *offered] if at[1] in legal else []

    def accepts(self, action: str) -> bool:
        """Whether the screen may apply ``action``: while the script lasts, the learner's
        action due only (an offered one is shown, not taken)."""
        at = self.lesson.at(self.decisions())
        return at is None or self.to_move() != LEARNER or action == at[1]


def matches(event: Mapping[str, Any], pattern: Mapping[str, Any]) -> bool:
    """Whether ``event`` holds every item of ``pattern``."""
    return all(key in event and event[key] == value for key, value in pattern.items())


class OffScript(Exception):
    """A lesson's action that is not legal when it is due."""


def walk(lesson: Lesson) -> Iterator[tuple[int, str, int, Any]]:
    """Play ``lesson`` through its engine, as the screen would: after its setup, each
    scripted action as (step index, action, the seat that took it, the state after).
    ``OffScript`` at the first action (setup included) that is not legal when it is due."""
    for k, action, seat, _before, after in moves(lesson):
        yield k, action, seat, after


def moves(lesson: Lesson) -> Iterator[tuple[int, str, int, Any, Any]]:
    """``walk``, with the state before each action too: (step index, action, seat, the state
    before, the state after)."""
    game = get_game(lesson.game)
    state = game.new_game(lesson.config("You"), lesson.seed)
    due = [(-1, action) for action in lesson.setup] + lesson.script
    for k, action in due:
        seat = game.to_move(state)
        if seat is None or action not in [str(a) for a in game.legal_actions(state)]:
            where = "setup" if k < 0 else f"step {k}"
            raise OffScript(f"{where}: {action!r} is not legal (seat {seat} to move)")
        before, state = state, game.apply(state, game.parse_action(action))
        if k >= 0:
            yield k, action, seat, before, state


def rehearse(lesson: Lesson) -> list[str]:
    """What of ``lesson`` no longer matches its engine (an action that is not legal when it
    is due; an expected event that did not happen; an offered action never legal beside the
    learner's action due; a step with no action). Empty when the lesson holds."""
    game = get_game(lesson.game)
    events: dict[int, list[Mapping[str, Any]]] = {k: [] for k in range(len(lesson.steps))}
    offered: set[tuple[int, str]] = set()
    try:
        for k, _action, seat, before, state in moves(lesson):
            if seat == LEARNER and lesson.steps[k].offer:
                legal = {str(a) for a in game.legal_actions(before)}
                offered |= {(k, a) for a in lesson.steps[k].offer if a in legal}
            events[k] += list(game.events(state))
    except OffScript as error:
        return [str(error)]
    problems = [f"step {k} has no action" for k, step in enumerate(lesson.steps) if not step.do]
    problems += [
        f"step {k}: {a!r} is never offered (not legal when the learner acts)"
        for k, step in enumerate(lesson.steps)
        for a in step.offer
        if (k, a) not in offered
    ]
    for k, step in enumerate(lesson.steps):
        for pattern in step.expect:
            if not any(matches(e, pattern) for e in events[k]):
                problems.append(f"step {k}: no event like {dict(pattern)}")
    return problems
