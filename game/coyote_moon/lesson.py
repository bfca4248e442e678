"""Coyote Moon's guided first game: the end of a race. Five of your stones are home
already; you find the sixth, carry it to its moon tile and walk home to win. On the way
each rule shows once: movement points and what a stone in hand adds, a step's cost and
a stranger's stone raising it, picking up (the value comes to light), dropping, the
moon tiles where the tracks meet, and coming home."""

from game.lessons import Lesson, Step

# You (suns) live on the ace moon, m1; Bo (moons) on the 5, m5. Your null, 3, 4 and 5
# lie on their moons; your ace is home too. Your 2 lies face down two squares clockwise
# of home, behind one of Bo's stones; the moon tile 2 is the next one along.
STACK = {
    "moons": ["null", "ace", "2", "3", "4", "5"],
    "starts": ["ace", "5"],
    "first": 0,
    "coins": {"m0": "sn!", "m1": "sa!", "m3": "s3!", "m4": "s4!", "m5": "s5!",
              "o1a": "m3", "o1b": "s2",
              "o3a": "mn", "o3b": "ma", "o4a": "m2", "i4a": "m4", "i4b": "m5"},
}

WALK_HOME = ("step i1a", "step i1b", "step m1")

LESSON = Lesson(
    game="coyote-moon", title="Learn Coyote Moon",
    seats=(("Player 1", "human"), ("Bo", "easy")),
    seed=31, stack=STACK,
    scripts={1: ("end",)},
    steps=(
        Step("Carry each of your six stones to the moon tile of its value, then walk back "
             "to your home tile: first to do it wins. Five of yours are home already.",
             point="space:m1", facts={"pawns.0": "m1", "home.0": 5}),
        Step("Your sixth stone lies face down two squares along the outer track. Nobody "
             "knows its value until someone picks it up.",
             point="space:o1b", facts={"pawns.0": "m1"}),
        Step("Each turn gives you 4 movement points (MP), plus 2 for every stone in your "
             "hand. Your hand is empty: 4 MP.",
             point="mp", facts={"mp": 4, "mp_left": 4}),
        Step("A step costs 1 MP, plus 1 for each stone in that square that is not yours. "
             "Bo's stone lies on the next square: step there for 2 MP.",
             point="space:o1a", do=("step o1a",), facts={"pawns.0": "m1", "mp_left": 4},
             wrong="step onto the square next to you (click it): it costs 2 MP."),
        Step("Your own stones cost nothing to pass: the next step is 1 MP. On a track you "
             "can only go on, to the next moon tile.",
             point="space:o1b", do=("step o1b",), facts={"pawns.0": "o1a", "mp_left": 2},
             wrong="step on to the square with your stone: 1 MP."),
        Step("Pick up your stone: 1 MP, once a turn. Picked up, its value shows to all.",
             point="pickup", do=("pickup suns",), facts={"pawns.0": "o1b", "mp_left": 1},
             wrong="pick up your own stone here (click it under Pick up)."),
        Step("It is your 2: it belongs on the moon tile 2, just ahead. You have no MP "
             "left, and points left over are lost anyway: end your turn.",
             point="end", do=("end",), facts={"mp_left": 0, "coins.3.value": "2"},
             wrong="you have no movement points left: press End turn."),
        Step("Bo has had a turn. You hold a stone now, so this turn gives 4 + 2 = 6 MP.",
             point="mp", facts={"turn": 0, "mp": 6, "pawns.0": "o1b"}),
        Step("Step onto the moon tile 2. Moon tiles are where both tracks meet, and the "
             "only place where you choose which way to go.",
             point="space:m2", do=("step m2",), facts={"pawns.0": "o1b"},
             wrong="step onto the moon tile 2, just ahead."),
        Step("Drop the 2 on its own moon tile: 1 MP, once a turn. Now all six of your "
             "stones are home.",
             point="drop", do=("drop suns 2",), facts={"pawns.0": "m2", "mp_left": 5},
             wrong="drop your 2 here, on the moon tile of its value."),
        Step("Last, your pawn must come home. The inner track runs the other way, three "
             "steps back to your ace tile: click it and your pawn walks there.",
             point="space:m1", do=("step m1",), via=WALK_HOME[:2],
             facts={"pawns.0": "m2", "home.0": 6, "mp_left": 4},
             wrong="walk home to the ace moon tile along the inner track."),
    ),
)
