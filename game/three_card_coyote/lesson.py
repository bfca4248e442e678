"""Three Card Coyote's guided first game: a night alone in Helena, stacked so that the
three secrets lie next door to the coach. The learner drafts Chuck and the Blacksmith,
searches North Main Street with a card of 8 or better, reads the whisper on the sheet
of suspects, walks to the General Store, raises a chip where a low card would fail,
and finds all three there; the Showdown begins, and the Key, the Lantern, the ritual
and the claim take the next two hours."""

from game.lessons import Lesson, Step
from game.three_card_coyote.notation import card_word

# The Door is the General Store (a 6 on the Door table); its Mirror and Matches (a Queen
# on each object table) are the Key and the Lantern. Each hand is dealt for its hour: a
# 9 for the search at the coach, low cards where the lesson wants a raise or any card;
# the town cards are low and plain (no trouble in a calm town, no trick of Coyote's).
HANDS = (("3-clubs", "5-diamonds", "9-hearts"), ("4-hearts", "6-spades", "10-clubs"),
         ("2-clubs", "8-spades", "J-hearts"))
LOW, HOUR2 = HANDS[0][:2], HANDS[1]
STACK = {"draws": ["K-spades"], "secrets": ["6-hearts", "Q-clubs", "Q-diamonds"],
         "rounds": [{"hands": [list(h)], "turns": [t]}
                    for h, t in zip(HANDS, ("7-clubs", "5-hearts", "6-clubs"), strict=True)]}


def plays(shape: str, cards: tuple[str, ...]) -> tuple[str, ...]:
    """An easy action played with any of ``cards``: the first is the one the lesson's
    test plays (the table offers the lowest card that will do)."""
    return tuple(f"{shape} with {card_word(c)}" for c in cards)


LESSON = Lesson(
    game="three-card-coyote", title="Learn Three Card Coyote",
    seats=(("Stranger", "human"),),
    seed=31, stack=STACK, keep=("hand",),
    steps=(
        Step("Coyote deals and keeps three secrets: a Door, a Key and a Lantern hidden in "
             "town. Find them, open the Door and claim his power before midnight. First "
             "the draft: pick your god, Chuck.",
             point="role:chuck", do=("pick chuck",), facts={"phase": "draft"},
             wrong="take Chuck for this lesson: his Beard magic backs a search."),
        Step("Now the human your god rides: take the Blacksmith. With rivals the highest "
             "card drawn picks first and a role once taken is gone; alone, you pick both.",
             point="role:blacksmith", do=("pick blacksmith",),
             facts={"phase": "draft", "characters.0.deity": "chuck"},
             wrong="take the Blacksmith for this lesson."),
        Step("Pick your character's name: it is only for the story and changes no rule.",
             point="name", do=("name 1", "name 2", "name 3", "name 4"),
             facts={"phase": "name"}, wrong="pick one of the four names offered."),
        Step("An hour is a round of three beats, one card each. Any card does an easy "
             "action; a hard one, like a search, needs 8 or better (a Jack is 11, a Queen "
             "12, a King 13, an Ace 14).",
             point="hand", facts={"round": 1, "beat": 1,
                                  "hand": list(HANDS[0])}),
        Step("You stand on North Main Street, where the coach stopped. Search it: press "
             "Search, then Go. Only your 9 will do: a lower card fails and finds nothing.",
             point="search", do=("search with 9-hearts",),
             facts={"round": 1, "beat": 1, "characters.0.place": "north-main-street"},
             wrong="search here with your 9: a 3 or a 5 is too low, and a failed search "
                   "tells you nothing."),
        Step("Coyote whispers to you alone: nothing here. Everyone saw you search, never "
             "what you found.",
             point="note", facts={"whispers.0.search": "north-main-street", "beat": 2}),
        Step("Open your sheet of suspects (S, or this tab): the whisper struck off North "
             "Main Street as the Door, and its Mining Pan and Torch. Close it, then click "
             "the General Store on the map and Go: a move takes any card.",
             point="sheet", do=plays("move general-store", LOW),
             facts={"round": 1, "beat": 2},
             wrong="move next door to the General Store: click it on the map, then Go."),
        Step("Your row shows your six chips, your own god power. A chip pays for a raise, "
             "and once thrown it is gone for good.",
             point="seat:0", facts={"round": 1, "beat": 3,
                                    "characters.0.place": "general-store",
                                    "characters.0.chips": 6}),
        Step("Search here. Your 5 would fail, so raise: press Search, then Raise, then Go. "
             "A raise works with no card judged (your lowest goes down unseen); a rival "
             "here could stop it with a chip of his own.",
             point="raise|search", do=("raise beard search", "raise tongs search"),
             facts={"round": 1, "beat": 3, "characters.0.place": "general-store"},
             wrong="a 5 fails a search: press Raise to throw a chip instead, then Go."),
        Step("Coyote whispers: the Door is here, and the Mirror and the Matches lying here "
             "are the Key and the Lantern. Your sheet marks them found.",
             point="note", facts={"whispers.1.found.door": "general-store",
                                  "characters.0.chips": 5}),
        Step("The hour ended with Coyote's town card: a calm town makes no trouble. All "
             "three secrets are found, so the Showdown has begun: players may now fight, and "
             "a rival at the Door can break a ritual. Alone, only midnight is against you.",
             point="place:general-store", facts={"round": 2, "showdown": True}),
        Step("Pick up the Key and the Lantern, a beat each: press Take, choose the Mirror or "
             "the Matches, then Go. Taking what lies about is easy: any card.",
             point="take", do=plays("take matches", HOUR2) + plays("take mirror", HOUR2),
             facts={"round": 2, "beat": 1},
             wrong="take the Matches or the Mirror lying here."),
        Step("Now take the other one. A ritual needs an object of each kind in hand.",
             point="take",
             do=plays("take mirror", HOUR2[1:] + HOUR2[:1]) + plays("take matches", HOUR2),
             facts={"round": 2, "beat": 2},
             wrong="take the other of the Matches and the Mirror."),
        Step("Unlock the Door: press Unlock, then Go. The ritual works only at the Door, "
             "with the real Key and the real Lantern; a failed one is seen by everyone.",
             point="unlock", do=plays("unlock", HOUR2[2:] + HOUR2[:2]),
             facts={"round": 2, "beat": 3},
             wrong="press Unlock, then Go: you stand at the Door with both."),
        Step("The Door is open, and now everyone knows where. Whoever stands at it with the "
             "real Key and Lantern may claim the power: the first good claim wins.",
             point="place:general-store",
             facts={"round": 3, "unlocked": "general-store"}),
        Step("Claim it: press Claim, then Go. That is Three Card Coyote: search, deduce, "
             "unlock and claim before the clock strikes twelve.",
             point="claim", do=plays("claim", HANDS[2]), facts={"round": 3, "beat": 1},
             wrong="press Claim, then Go."),
    ),
)
