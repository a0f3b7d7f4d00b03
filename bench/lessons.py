"""How long each game's lesson takes a newcomer, estimated from what it asks.

    python bench/lessons.py [--lang en] [--wpm 150] [--act 6]

Per lesson: its steps, the learner's actions (and the clicks they take on screen), the
computers' actions, the words to read (the steps' texts in ``--lang``), and an estimate:
reading at ``--wpm`` words a minute, ``--act`` seconds to find and make each click, and the
computers' moves at the lesson's pace (each stays on screen 1.5 s). A model, not a person:
the closing note says so beside the figures.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ui.frontend import FRONT_ENDS  # noqa: E402
from game.ui.i18n import set_language, t  # noqa: E402
from game.ui.lesson import LEARNER, lesson_of, walk  # noqa: E402


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
    pace = 1.5  # s: a computer's move in a lesson (game/ui/autoplay.py's "slow")
    print(f"{'game':<10} steps learner clicks computer words  minutes")
    for game in sorted(FRONT_ENDS):
        lesson = lesson_of(game)
        if lesson is None:
            print(f"{game:<10} no lesson")
            continue
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
        if args.lang == "ja":  # no spaces: about 2.5 characters a word
            words = int(sum(len(text) for text in texts) / 2.5)
        seconds = words / args.wpm * 60 + taps * args.act + theirs * pace
        print(
            f"{game:<10} {len(lesson.steps):>5} {mine:>7} {taps:>6} {theirs:>8} {words:>5}"
            f"  {seconds / 60:5.1f}"
        )


if __name__ == "__main__":
    main()
