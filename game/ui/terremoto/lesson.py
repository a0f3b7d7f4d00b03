"""Terremoto's lesson (#31): three turns of a 3-player game, the learner against Bruno and
Carla, from a fixed deal (seed 1966, Bruno starts).

The setup is Bruno's and Carla's first turns (two groups each, the largest they hold), so the
table already holds 4 wizards, 3 elves and 2 goblins. Then, in order:

1. a group on a suit already on the table: 2 wizards × 6 wizards = 12 (T4.1, the rules'
   own worked example, T4.3);
2. the second play of the turn, a new suit (2 × 2), the draw back to 7; Bruno's and
   Carla's turns show their own cards leaving the table and Carla's soldiers joining yours;
3. a clone with an elf: the learner's own cards have left the table, the clone becomes an
   elf (T4.2);
4. Prosper (+5); Bruno's Earthquake then clears the table, the learner's cards too;
5-9. Time Warp, Opportunity (4 cards drawn), two groups, ending the plays by choice, and
   the target: 100 points wins at once.

``MORE`` ("More rules", #42): three turns of a 5-player game (two decks, 150 points), the
learner first, from seed 15416; the others play the group that scores most. In order: a
group played whole rather than split (T3.1); a clone played alone, declared as the suit with
the most cards on the table (T4.2); then, after a group on 11 goblins, the learner's own
Earthquake, which leaves the four players after them an empty table (T5.1).
"""

from __future__ import annotations

from ..lesson import Lesson, Step

LESSON = Lesson(
    game="terremoto",
    seed=1966,
    others=("Bruno", "Carla"),
    heading="lesson.terremoto.title",
    setup=(
        "group W 3 0",  # Bruno
        "group G 2 0",
        "group E 3 0",  # Carla
        "group W 1 0",
    ),
    steps=(
        Step(
            say="lesson.terremoto.s1.say",
            do=("group W 2 0",),
            rules=("T3.1", "T4.1", "T4.3", "T9.2"),
            done="lesson.terremoto.s1.done",
            wrong="lesson.terremoto.s1.wrong",
            expect=({"k": "group", "seat": 0, "suit": "W", "size": 2, "tally": 6, "points": 12},),
        ),
        Step(
            say="lesson.terremoto.s2.say",
            do=(
                "group S 2 0",
                # Bruno: his cards of the setup leave the table first (T3.3)
                "group E 3 0",
                "group K 2 0",
                # Carla: her 3 soldiers join the learner's 2
                "group S 3 0",
                "group K 2 0",
            ),
            rules=("T3.2", "T3.4", "T3.3"),
            done="lesson.terremoto.s2.done",
            wrong="lesson.terremoto.s2.wrong",
            expect=(
                {"k": "group", "seat": 0, "suit": "S", "points": 4},
                {"k": "draw", "seat": 0},
                {"k": "discard_table", "seat": 1},
                {"k": "group", "seat": 2, "suit": "S", "tally": 5, "points": 15},
                {"k": "discard_table", "seat": 0, "count": 4},
            ),
        ),
        Step(
            say="lesson.terremoto.s3.say",
            do=("group E 1 1",),
            rules=("T3.3", "T4.2"),
            done="lesson.terremoto.s3.done",
            wrong="lesson.terremoto.s3.wrong",
            expect=(
                {"k": "group_clones", "seat": 0, "suit": "E", "size": 2, "tally": 5, "points": 10},
            ),
        ),
        Step(
            say="lesson.terremoto.s4.say",
            do=(
                "play PR",
                # Bruno's Earthquake sweeps the learner's elf and clone away (T5.1)
                "play EQ",
                "group K 2 0",
                "group K 2 0",  # Carla
                "group E 2 0",
            ),
            rules=("T5.2", "T4.4", "T5.1"),
            done="lesson.terremoto.s4.done",
            wrong="lesson.terremoto.s4.wrong",
            expect=(
                {"k": "prosper", "seat": 0, "points": 5},
                {"k": "earthquake", "seat": 1, "count": 7},
            ),
        ),
        Step(
            say="lesson.terremoto.s5.say",
            do=("play TW",),
            rules=("T5.3",),
            done="lesson.terremoto.s5.done",
            wrong="lesson.terremoto.s5.wrong",
            expect=({"k": "time_warp", "seat": 0},),
        ),
        Step(
            say="lesson.terremoto.s6.say",
            do=("play OP",),
            rules=("T5.4",),
            done="lesson.terremoto.s6.done",
            wrong="lesson.terremoto.s6.wrong",
            expect=(
                {"k": "opportunity", "seat": 0},
                {"k": "draw", "seat": 0, "count": 4},
            ),
        ),
        Step(
            say="lesson.terremoto.s7.say",
            do=("group G 3 0",),
            rules=("T4.1",),
            done="lesson.terremoto.s7.done",
            wrong="lesson.terremoto.s7.wrong",
            expect=({"k": "group", "seat": 0, "suit": "G", "tally": 3, "points": 9},),
        ),
        Step(
            say="lesson.terremoto.s8.say",
            do=("group E 1 0",),
            rules=("T4.1",),
            done="lesson.terremoto.s8.done",
            wrong="lesson.terremoto.s8.wrong",
            expect=({"k": "group", "seat": 0, "suit": "E", "tally": 3, "points": 3},),
        ),
        Step(
            say="lesson.terremoto.s9.say",
            do=("end",),
            rules=("T5.3", "T5.4", "T1.4", "T6.1"),
            done="lesson.terremoto.s9.done",
            wrong="lesson.terremoto.s9.wrong",
            expect=(
                {"k": "end_plays", "seat": 0, "plays": 4},
                {"k": "no_draw", "seat": 0},
            ),
        ),
    ),
)

MORE = Lesson(
    game="terremoto",
    seed=15416,
    others=("Bruno", "Carla", "Dario", "Elena"),
    heading="lesson.terremoto.more.title",
    steps=(
        Step(
            say="lesson.terremoto.m1.say",
            do=("group W 4 0",),
            rules=("T1.2", "T1.3", "T1.4", "T3.1", "T4.1"),
            done="lesson.terremoto.m1.done",
            wrong="lesson.terremoto.m1.wrong",
            expect=({"k": "group", "seat": 0, "suit": "W", "size": 4, "tally": 4, "points": 16},),
            offer=("group W 1 0", "group W 2 0", "group W 3 0"),
        ),
        Step(
            say="lesson.terremoto.m2.say",
            do=(
                "group K 1 0",
                "group K 2 0",  # Bruno
                "play PR",
                "group W 2 0",  # Carla
                "group K 2 0",
                "group K 3 0",  # Dario
                "group W 2 0",
                "group K 2 0",  # Elena: 2 x 10 = 20
                "group W 1 0",
            ),
            rules=("T3.2", "T3.3"),
            done="lesson.terremoto.m2.done",
            wrong="lesson.terremoto.m2.wrong",
            expect=(
                {"k": "group", "seat": 0, "suit": "K", "points": 1},
                {"k": "group", "seat": 4, "suit": "K", "tally": 10, "points": 20},
                {"k": "discard_table", "seat": 0, "count": 5},
            ),
        ),
        Step(
            say="lesson.terremoto.m3.say",
            do=("group K 0 1",),
            rules=("T4.2", "T8.2"),
            done="lesson.terremoto.m3.done",
            wrong="lesson.terremoto.m3.wrong",
            expect=({"k": "clones", "seat": 0, "suit": "K", "size": 1, "tally": 10, "points": 10},),
            offer=("group W 0 1", "group E 0 1", "group G 0 1", "group S 0 1"),
        ),
        Step(
            say="lesson.terremoto.m4.say",
            do=(
                "group E 2 0",
                "group S 4 0",  # Bruno
                "group G 3 0",
                "group G 3 0",  # Carla
                "group S 2 0",
                "group G 2 0",  # Dario
                "group W 2 0",
                "group G 3 0",  # Elena: 3 x 11 = 33
                "group S 1 0",
            ),
            rules=("T4.1",),
            done="lesson.terremoto.m4.done",
            wrong="lesson.terremoto.m4.wrong",
            expect=(
                {"k": "group", "seat": 0, "suit": "E", "points": 4},
                {"k": "group", "seat": 4, "suit": "G", "tally": 11, "points": 33},
            ),
        ),
        Step(
            say="lesson.terremoto.m5.say",
            do=("group G 3 0",),
            rules=("T4.1", "T3.1"),
            done="lesson.terremoto.m5.done",
            wrong="lesson.terremoto.m5.wrong",
            expect=(
                {"k": "group", "seat": 0, "suit": "G", "size": 3, "tally": 14, "points": 42},
                {"k": "group", "seat": 0, "score": 73},
            ),
            offer=("group G 1 0", "group G 2 0"),
        ),
        # the others begin again from an empty table
        Step(
            say="lesson.terremoto.m6.say",
            do=(
                "play EQ",
                "group S 3 0",  # Bruno
                "group E 2 0",
                "group K 2 0",  # Carla
                "group W 2 0",
                "group K 2 0",  # Dario
                "group E 2 0",
                "group K 1 0",  # Elena
                "group E 1 0",
            ),
            rules=("T5.1", "T4.4"),
            done="lesson.terremoto.m6.done",
            wrong="lesson.terremoto.m6.wrong",
            expect=(
                {"k": "earthquake", "seat": 0, "count": 23},
                {"k": "group", "seat": 1, "suit": "S", "size": 3, "tally": 3, "points": 9},
            ),
        ),
    ),
)

LESSONS = (LESSON, MORE)
