"""Eruption's lesson ("Learn to play", #31): the learner (orange village, top) against one
computer (blue village, bottom), late in a two-player game, until the game is over.

The position comes from a game two medium computer players played (seed 129, the first 55
actions, frozen below): the learner is at 110° with three lava flows on the village, Bruno at
170° with five. In order the lesson teaches: placing the drawn tile so that it continues a
flow, its rotation and the cards a flow touching a village edge draws (E7); Aftershock and
Quake (E9.4); building walls, and the second wall of a danger zone (E10, E6.3); Bruno's turn:
damage from open flows, an eruption tile claimed at 200° and placed, +30 to the learner (E6,
E8); the learner's wall rolls (one holds, two fall) and the Danger Zone 2 card (E10.3, E6.3);
the hand limit and Rain (E9.4); trading a card for a wall (E9.1); Bruno's village burning at
290° (E6.5, E11.1); the learner's final turn and the win by the lowest temperature (E11.4).
"""

from __future__ import annotations

from ..lesson import Lesson, Step

LESSON = Lesson(
    game="eruption",
    seed=129,
    others=("Bruno",),
    heading="lesson.eruption.title",
    setup=(
        "place -1,2/0",
        "trade reinforce",
        "trade lavaflow",
        "trade bomb",
        "build wood -1,-3:0",
        "place 0,2/2",
        "trade lavaflow",
        "trade sinkhole",
        "trade sinkhole",
        "build wood -1,4:2",
        "place -1,-1/5",
        "build wood -2,-3:1",
        "place 1,-2/1",
        "build wood 0,4:1",
        "place 0,-2/2",
        "build straw 0,-4:2",
        "place -1,-2/3",
        "build wood 1,4:0",
        "place 1,2/3",
        "build straw 0,-3:0",
        "place -1,-3/4",
        "trade reinforce",
        "build straw 1,4:1",
        "place 0,3/4",
        "play reinforce stone -1,-3:1",
        "build straw 1,-4:0",
        "place -2,-2/4",
        "build stone 0,4:0",
        "place -1,4/1",
        "trade quake",
        "trade relocate",
        "build straw 1,-5:2",
        "erupt 1,-4",
        "place 2,-5/4",
        "play reinforce wood -1,4:2",
        "play reinforce straw -1,5:0",
        "trade lavaflow",
        "pass",
        "place -2,5/5",
        "play aftershock 2,-5/3",
        "pass",
        "place -2,-3/4",
        "play rain",
        "pass",
        "erupt 2,3",
        "place 1,3/3",
        "play aftershock -2,-3/0",
        "play relocate -1,-3:0>0,-4:2",
        "move 0,-3:0>1,-4:0",
        "pass",
        "play rain",
        "pass",
        "place 2,-4/4",
        "play sinkhole 2,3",
        "pass",
    ),
    steps=(
        Step(
            say="lesson.eruption.s1.say",
            do=("place -3,-1/4",),
            rules=("E7.1", "E7.2", "E3.1", "E7.3"),
            done="lesson.eruption.s1.done",
            wrong="lesson.eruption.s1.wrong",
            expect=(
                {"k": "placed", "seat": 0, "hex": "-3,-1"},
                {"k": "draw_card", "why": "contact"},
            ),
        ),
        Step(
            say="lesson.eruption.s2.say",
            do=("play aftershock 1,3/1",),
            rules=("E9.4", "E7.4"),
            done="lesson.eruption.s2.done",
            wrong="lesson.eruption.s2.wrong",
            expect=({"k": "rotate", "seat": 0, "hex": "1,3"}, {"k": "drew", "card": "quake"}),
        ),
        Step(
            say="lesson.eruption.s3.say",
            do=("play quake", "place 1,3/1"),
            rules=("E9.4",),
            done="lesson.eruption.s3.done",
            wrong="lesson.eruption.s3.wrong",
            expect=(
                {"k": "replace", "seat": 0, "hex": "1,3"},
                {"k": "draw_card", "why": "contact"},
            ),
        ),
        Step(
            say="lesson.eruption.s4.say",
            do=("pass", "build stone -1,-3:1"),
            rules=("E10.1", "E10.5"),
            done="lesson.eruption.s4.done",
            wrong="lesson.eruption.s4.wrong",
            expect=({"k": "build", "seat": 0, "material": "stone"},),
        ),
        # The second wall ends the turn: Bruno's turn follows (his eruption tile), then the
        # damage that opens the learner's next turn (the rolls step 6 tells).
        Step(
            say="lesson.eruption.s5.say",
            do=(
                "build straw 0,-3:0",
                "erupt 3,-2",
                "place 1,-3/4",
                "pass",
                "pass",
                "build stone -2,5:2",
                "build straw -1,5:0",
            ),
            rules=("E6.3", "E10.5", "E6.1", "E6.4", "E8.2", "E8.3"),
            done="lesson.eruption.s5.done",
            wrong="lesson.eruption.s5.wrong",
            expect=(
                {"k": "temp", "seat": 1, "delta": 80, "temp": 250, "why": "flows"},
                {"k": "claim", "seat": 1, "number": 3},
                {"k": "temp", "seat": 0, "delta": 30, "temp": 140, "why": "eruption"},
                {"k": "roll", "seat": 0, "material": "stone", "holds": True},
                {"k": "roll", "seat": 0, "material": "wood", "holds": False},
                {"k": "roll", "seat": 0, "material": "straw", "holds": False},
                {"k": "temp", "seat": 0, "temp": 160, "why": "wall_lost"},
                {"k": "draw_card", "seat": 0, "why": "danger"},
            ),
        ),
        Step(
            say="lesson.eruption.s6.say",
            do=("place 2,3/2",),
            rules=("E6.1", "E10.3", "E6.3", "E7.3"),
            done="lesson.eruption.s6.done",
            wrong="lesson.eruption.s6.wrong",
            expect=({"k": "drew", "card": "rain"},),
        ),
        Step(
            say="lesson.eruption.s7.say",
            do=("play rain",),
            rules=("E9.1", "E9.4"),
            done="lesson.eruption.s7.done",
            wrong="lesson.eruption.s7.wrong",
            expect=({"k": "temp", "seat": 0, "delta": -30, "temp": 130, "why": "rain"},),
        ),
        Step(
            say="lesson.eruption.s8.say",
            do=("trade relocate",),
            rules=("E9.1", "E10.4"),
            done="lesson.eruption.s8.done",
            wrong="lesson.eruption.s8.wrong",
            expect=({"k": "gain", "seat": 0, "material": "straw", "why": "trade"},),
        ),
        # Bruno's turn: three open flows take him to 290; he burns as it ends (E6.5), and the
        # learner's final turn opens with its damage.
        Step(
            say="lesson.eruption.s9.say",
            do=(
                "pass",
                "build straw 0,-4:2",
                "place -2,-1/3",
                "pass",
                "pass",
                "build straw -1,4:2",
                "build straw 1,4:0",
            ),
            rules=("E10.1", "E6.1", "E6.5", "E11.1"),
            done="lesson.eruption.s9.done",
            wrong="lesson.eruption.s9.wrong",
            expect=(
                {"k": "temp", "seat": 1, "delta": 60, "temp": 290, "why": "flows"},
                {"k": "burned", "seat": 1},
                {"k": "final_round", "why": "burned"},
                {"k": "temp", "seat": 0, "delta": 20, "temp": 150, "why": "flows"},
                {"k": "temp", "seat": 0, "temp": 160, "why": "wall_lost"},
                {"k": "no_tiles", "seat": 0},
            ),
        ),
        Step(
            say="lesson.eruption.s10.say",
            do=("pass",),
            rules=("E11.1", "E11.4"),
            done="lesson.eruption.s10.done",
            wrong="lesson.eruption.s10.wrong",
            expect=({"k": "game_over", "why": "burned", "ranking": [1, 2]},),
        ),
    ),
)
