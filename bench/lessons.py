"""How long each game's lesson takes a newcomer, estimated from what it asks.

    python bench/lessons.py [--lang en] [--wpm 150] [--act 6]

Per lesson (each game's Learn to play, then its More rules): its steps, the learner's
actions (and the clicks they take on screen), the computers' actions, the words to read (the
steps' texts in ``--lang``), and an estimate: reading at ``--wpm`` words a minute, ``--act``
seconds to find and make each click, and the computers' moves at the lesson's pace (each
stays on screen 1.5 s). A model, not a person: the closing note says so beside the figures.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ui.frontend import FRONT_ENDS  # noqa: E402
from game.ui.i18n import get_language, set_language, t  # noqa: E402
from game.ui.lesson import LEARNER, Lesson, lessons_of, walk  # noqa: E402


def clicks(game: str, notation: str) -> int:
    """The clicks an action takes on screen (a board action's steps; a group's cards + Play)."""
    if game == "terremoto":
        words = notation.split()
        return 1 if words[0] == "end" else 2 if words[0] == "play" else 1 + sum(map(int, words[2:]))
    controller = importlib.import_module(f"game.ui.{game}.controller")
    return max(1, len(controller.steps_of(notation)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--wpm", type=float, default=150.0)
    parser.add_argument("--act", type=float, default=6.0)
    args = parser.parse_args()
    set_language(args.lang)
    print(f"{'lesson':<16} steps learner clicks computer words  minutes")
    for game in sorted(FRONT_ENDS):
        if not lessons_of(game):
            print(f"{game:<16} no lesson")
        for part, lesson in enumerate(lessons_of(game)):
            report(game, part, lesson, args.wpm, args.act)


def report(game: str, part: int, lesson: Lesson, wpm: float, act: float) -> None:
    """One lesson's line."""
    pace = 1.5  # s: a computer's move in a lesson (game/ui/autoplay.py's "slow")
    title = f"{game} {'more' if part else 'learn'}"
    mine = theirs = taps = 0
    for _k, action, seat, _state in walk(lesson):
        if seat == LEARNER:
            mine += 1
            taps += clicks(game, action)
        else:
            theirs += 1
    names = lesson.names("Ada")
    texts = [t(k, **names) for s in lesson.steps for k in (s.say, s.done) if k]
    words = sum(len(text.split()) for text in texts)
    if get_language() == "ja":  # no spaces: about 2.5 characters a word
        words = int(sum(len(text) for text in texts) / 2.5)
    seconds = words / wpm * 60 + taps * act + theirs * pace
    print(
        f"{title:<16} {len(lesson.steps):>5} {mine:>7} {taps:>6} {theirs:>8} {words:>5}"
        f"  {seconds / 60:5.1f}"
    )


if __name__ == "__main__":
    main()
