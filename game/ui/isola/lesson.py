"""L'Isola dei Vulcani's lesson: a short two-player game on the standard island, the learner
(Red) against Bruno (Blue), both landing in the bay of the north-east.

In order: landing from the boat, building a village, creating a colonist (and the turn that
ends by itself at 0 AP), taking a prayer token, moving and carving a Moai, carrying it to a
geyser, a second village on the island's tip (area 12), erecting the Moai (its points, the
crack, a blank die), Bruno's crack that cuts the tip off (it sinks: the rescue), the eruption
of volcano 7 that rolls next and the prayer token that saves a village, then one more
colonist and the end of the turn, whose words tell how the game ends and is scored (a real
end needs many more turns).

Seed 56: the learner plays first; the learner's Moai rolls a blank face, Bruno's a volcano and
then token 7, whose north-west flow reaches the learner's village. No setup: the lesson begins
with the learner's colonist still on its boat.

``MORE`` ("More rules", #42), seed 2, the learner first: four rounds of setup leave the learner
with villages in area 11 and on the tip (three colonists there), a Moai lying in the area 11
village, and a crack between the two (Bruno's Moai on the tip's double geyser); Bruno waits
beside the tip with a Moai. In order: a prayer token, one a turn (I6.7); a colonist walks home
round the crack (I6.1); Bruno cuts the tip off and, not on turn, the learner rescues one of
two colonists (I9.3); the Moai erected on the geyser that now faces the sea (I9.6, the die's
2 volcano faces in 6, I8.1); a second Moai carved beside it (+2 each at the end, I12.3); the
double eruption, stated (I8.6). Every die in it shows a blank face.
"""

from __future__ import annotations

from ..lesson import Lesson, Step

LESSON = Lesson(
    game="isola",
    seed=56,
    others=("Bruno",),
    heading="lesson.isola.title",
    steps=(
        Step(
            say="lesson.isola.s1.say",
            do=("move boat>3,-3",),
            rules=("I4.6", "I6.1", "I5.1", "I3.6", "I12.4"),
            done="lesson.isola.s1.done",
            wrong="lesson.isola.s1.wrong",
            expect=({"k": "land", "seat": 0},),
        ),
        Step(
            say="lesson.isola.s2.say",
            do=("build 3,-3",),
            rules=("I6.3", "I3.1", "I10.1", "I5.2"),
            done="lesson.isola.s2.done",
            wrong="lesson.isola.s2.wrong",
            expect=({"k": "build", "seat": 0, "hex": [3, -3], "points": 1},),
        ),
        # Bruno's first turn: he lands too and carves a Moai in area 7, beside the geyser
        # that cuts the tip off in step 8.
        Step(
            say="lesson.isola.s3.say",
            do=("create 3,-3", "move boat>3,-3", "move 3,-3>4,-3", "move 4,-3>4,-2", "carve 4,-2"),
            rules=("I6.4", "I5.3"),
            done="lesson.isola.s3.done",
            wrong="lesson.isola.s3.wrong",
            expect=(
                {"k": "create", "seat": 0},
                {"k": "no_ap", "seat": 0},
                {"k": "carve", "seat": 1, "hex": [4, -2]},
            ),
        ),
        Step(
            say="lesson.isola.s4.say",
            do=("take prayer",),
            rules=("I6.7", "I8.5", "I12.5"),
            done="lesson.isola.s4.done",
            wrong="lesson.isola.s4.wrong",
            expect=({"k": "take", "seat": 0, "cost": 1, "held": 1},),
        ),
        Step(
            say="lesson.isola.s5.say",
            do=("move 3,-3>3,-2", "carve 3,-2"),
            rules=("I6.1", "I6.5"),
            done="lesson.isola.s5.done",
            wrong="lesson.isola.s5.wrong",
            expect=({"k": "carve", "seat": 0, "hex": [3, -2]},),
        ),
        Step(
            say="lesson.isola.s6.say",
            do=("carry 3,-2>3,-3", "carry 4,-2>4,-3", "end"),
            rules=("I2.3", "I6.2"),
            done="lesson.isola.s6.done",
            wrong="lesson.isola.s6.wrong",
            expect=(
                {"k": "carry", "seat": 0, "dst": [3, -3]},
                {"k": "carry", "seat": 1, "dst": [4, -3]},
            ),
        ),
        Step(
            say="lesson.isola.s7.say",
            do=("move 3,-3>4,-4", "build 4,-4"),
            rules=("I6.1", "I6.3"),
            done="lesson.isola.s7.done",
            wrong="lesson.isola.s7.wrong",
            expect=({"k": "build", "seat": 0, "hex": [4, -4], "points": 1},),
        ),
        # The learner cracks the tip's first link (nothing sinks yet, the die is blank), then
        # Bruno cracks the second one: area 12 is cut off.
        Step(
            say="lesson.isola.s8.say",
            do=("erect 3,-3:1", "erect 4,-3:0"),
            rules=("I6.6", "I7.1", "I10.2", "I7.2", "I8.1", "I7.3"),
            done="lesson.isola.s8.done",
            wrong="lesson.isola.s8.wrong",
            expect=(
                {"k": "erect", "seat": 0, "area": 11, "villages": 1, "moai": 1, "points": 1},
                {"k": "crack", "hex": [3, -3], "other": [4, -4]},
                {"k": "roll_blank", "seat": 0},
                {"k": "crack", "hex": [4, -3], "other": [4, -4]},
                {"k": "split_size", "sinks": [[4, -4]], "areas": [12]},
            ),
        ),
        Step(
            say="lesson.isola.s9.say",
            do=("rescue 3,-3",),
            rules=("I9.1", "I9.2", "I9.3", "I9.4", "I8.2"),
            done="lesson.isola.s9.done",
            wrong="lesson.isola.s9.wrong",
            expect=(
                {"k": "rescue", "seat": 0, "count": 1, "hex": [3, -3]},
                {"k": "sink", "areas": [12]},
                {"k": "lost", "seat": 0, "colonists": 0, "villages": 1},
                {"k": "roll_volcano", "seat": 1},
                {"k": "draw", "volcano": 7},
                {"k": "flow", "volcano": 7, "hex": [4, -2]},
            ),
        ),
        Step(
            say="lesson.isola.s10.say",
            do=("pray yes", "end"),
            rules=("I8.3", "I8.4", "I8.5"),
            done="lesson.isola.s10.done",
            wrong="lesson.isola.s10.wrong",
            expect=(
                {"k": "prayer_village", "seat": 0, "hex": [3, -3]},
                {"k": "flow_stopped", "volcano": 7, "hex": [3, -3]},
            ),
        ),
        Step(
            say="lesson.isola.s11.say",
            do=("create 3,-3",),
            rules=("I6.4", "I12.4"),
            done="lesson.isola.s11.done",
            wrong="lesson.isola.s11.wrong",
            expect=({"k": "create", "seat": 0},),
        ),
        Step(
            say="lesson.isola.s12.say",
            do=("end",),
            rules=("I5.3", "I11.1", "I11.3", "I12.1", "I12.2", "I12.3", "I12.4", "I12.5", "I12.6"),
            done="lesson.isola.s12.done",
            wrong="lesson.isola.s12.wrong",
            expect=({"k": "end", "seat": 0},),
        ),
    ),
)

MORE = Lesson(
    game="isola",
    seed=2,
    others=("Bruno",),
    heading="lesson.isola.more.title",
    setup=(
        # round 1: the learner's village in area 11; Bruno carries a Moai onto the tip
        "move boat>3,-3",
        "build 3,-3",
        "create 3,-3",
        "move boat>3,-3",
        "move 3,-3>4,-3",
        "carve 4,-3",
        "carry 4,-3>4,-4",
        # round 2: the learner's Moai into the village; Bruno's Moai cracks the tip's double
        # geyser from the tip's side (the village's geyser, facing it, stays free)
        "move 3,-3>3,-2",
        "carve 3,-2",
        "carry 3,-2>3,-3",
        "end",
        "erect 4,-4:4",
        "move 4,-4>4,-3",
        "move 4,-3>4,-2",
        "carve 4,-2",
        # round 3: both the learner's colonists to the tip, round the crack; Bruno's Moai
        # beside the tip's last geyser
        "move 3,-3>4,-3",
        "move 4,-3>4,-4",
        "move 3,-3>4,-3",
        "move 4,-3>4,-4",
        "carry 4,-2>4,-3",
        "take prayer",
        "end",
        # round 4: a village and a third colonist on the tip
        "build 4,-4",
        "create 4,-4",
        "end",
        "end",
    ),
    steps=(
        Step(
            say="lesson.isola.m1.say",
            do=("take prayer",),
            rules=("I6.7", "I8.5"),
            done="lesson.isola.m1.done",
            wrong="lesson.isola.m1.wrong",
            expect=({"k": "take", "seat": 0, "cost": 1, "held": 1},),
        ),
        Step(
            say="lesson.isola.m2.say",
            do=("move 4,-4>4,-3", "move 4,-3>3,-3"),
            rules=("I6.1",),
            done="lesson.isola.m2.done",
            wrong="lesson.isola.m2.wrong",
            expect=({"k": "move", "seat": 0, "src": [4, -3], "dst": [3, -3]},),
        ),
        # Bruno's Moai cracks the tip's last link: it sinks (1 hex against 48)
        Step(
            say="lesson.isola.m3.say",
            do=("create 3,-3", "erect 4,-3:0"),
            rules=("I6.4", "I12.4", "I9.1", "I9.2"),
            done="lesson.isola.m3.done",
            wrong="lesson.isola.m3.wrong",
            expect=(
                {"k": "create", "seat": 0, "hex": [3, -3]},
                {"k": "crack", "hex": [4, -3], "other": [4, -4]},
                {"k": "split_size", "sinks": [[4, -4]], "areas": [12]},
            ),
        ),
        Step(
            say="lesson.isola.m4.say",
            do=("rescue 3,-3", "end"),
            rules=("I9.3", "I9.4", "I16.3", "I8.1"),
            done="lesson.isola.m4.done",
            wrong="lesson.isola.m4.wrong",
            expect=(
                {"k": "rescue", "seat": 0, "count": 1, "hex": [3, -3]},
                {"k": "lost", "seat": 0, "colonists": 1, "villages": 1},
                {"k": "roll_blank", "seat": 1},
            ),
        ),
        Step(
            say="lesson.isola.m5.say",
            do=("erect 3,-3:1",),
            rules=("I9.6", "I7.2", "I7.3", "I8.1", "I10.2"),
            done="lesson.isola.m5.done",
            wrong="lesson.isola.m5.wrong",
            expect=(
                {"k": "erect", "seat": 0, "area": 11, "villages": 1, "moai": 1, "points": 1},
                {"k": "no_crack_sea", "hex": [3, -3]},
                {"k": "roll_blank", "seat": 0},
            ),
        ),
        Step(
            say="lesson.isola.m6.say",
            do=("move 3,-3>2,-2", "carve 2,-2"),
            rules=("I12.2", "I12.3", "I6.5"),
            done="lesson.isola.m6.done",
            wrong="lesson.isola.m6.wrong",
            expect=({"k": "carve", "seat": 0, "hex": [2, -2]},),
        ),
        Step(
            say="lesson.isola.m7.say",
            do=("end",),
            rules=("I8.6", "I5.3"),
            done="lesson.isola.m7.done",
            wrong="lesson.isola.m7.wrong",
            expect=({"k": "end", "seat": 0, "ap": 1},),
        ),
    ),
)

LESSONS = (LESSON, MORE)
