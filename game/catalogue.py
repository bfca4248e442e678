"""Every game the app knows, in menu order, with credits and option schemas.

Built games name their package in ``module``; it is imported only when a game
is created, so the menu and ``games`` command stay fast.
"""

from game.registry import GameInfo, Option, declare

declare(GameInfo(
    id="coyote-heidelbaer",
    title="Coyote (HeidelBÄR rules)",
    credits="Game design by Spartaco Albertarelli; rules edition by HeidelBÄR Games (2020).",
    min_seats=2, max_seats=6,
    summary="Everyone sees every card but their own. Bid on the total, or call the bluff.",
    options=[
        Option("trickster", "bool", False,
               "Trickster variant: one open eye to start, everyone else guesses each "
               "challenge, and the round's loser gets the Coyote card."),
    ],
    built=True, module="game.coyote_heidelbaer",
))

declare(GameInfo(
    id="coyote-tilsit",
    title="Coyote (Tilsit rules)",
    credits="Game design by Spartaco Albertarelli; rules edition by Tilsit.",
    min_seats=3, max_seats=6,
    summary="Headband bidding with feathers, Chief, Spirit, Moon and Teepee cards.",
    options=[
        Option("shaman", "bool", False, "Shaman special powers: one single-use power per player."),
        Option("feathers", "choice", "three",
               "Starting feathers: three each; small-table (5 with 3 players, 4 with 4); "
               "as-printed (4 with 4 players, 5 with 5).",
               choices=("three", "small-table", "as-printed")),
        Option("negatives", "choice", "three",
               "Negative cards: three (two -5, one -10, as the values are listed), or a "
               "fourth card as the count says: extra-5 or extra-10.",
               choices=("three", "extra-5", "extra-10")),
    ],
    built=True, module="game.coyote_tilsit",
))

declare(GameInfo(
    id="notcoup",
    title="NotCoup",
    credits="NotCoup: a bluffing game for a standard French-suited pack, written up in "
            "2017 by an author who gave it to the public domain without a name.",
    min_seats=2, max_seats=6,
    summary="Claim a court card, counter, or call a bluff.",
    options=[
        Option("fu_name", "choice", "fu",
               "What the 7-point action is called: F.U., as the rules name it, or the "
               "plainer Discard the rules offer instead.",
               choices=("fu", "discard"), group="Names", label="7-pt action",
               shown=(("fu", "F.U."), ("discard", "Discard"))),
        Option("short_deck", "bool", False,
               "3 or less: one card of each type but the Joker leaves the deck (14 cards), "
               "so hands are harder to read. Meant for three players or fewer.",
               group="Deck", label="Short deck"),
        Option("square_jokers", "bool", False,
               "Square Jokers: four Jokers instead of two, as common as the other cards.",
               group="Deck", label="Four Jokers"),
        Option("slow_start", "choice", "off",
               "Slow Start: everyone begins with 1 point instead of 2; the stronger form "
               "also gives the first player one less.",
               choices=("off", "one", "first-less"), group="Pace", label="Slow start",
               shown=(("off", "Off"), ("one", "1 point each"),
                      ("first-less", "1 each, first 0"))),
        Option("risky_reward", "bool", False,
               "Risky Reward: whoever challenges takes 1 point from the pile, win or lose.",
               group="Challenges", label="Risky reward"),
        Option("buyout", "bool", False,
               "Buyout: whoever loses a challenge may pay 5 points instead of a card.",
               group="Challenges", label="Buyout"),
        Option("zombies", "bool", False,
               "Zombies: a player with no cards plays on with game actions and may still "
               "challenge claims; failing a challenge ends it for good. The last player "
               "with cards wins.",
               group="Elimination", label="Zombies"),
        Option("shuffle_time", "bool", False,
               "Shuffle Time: a new action, Redraw: pay 1, draw a card, return a card.",
               group="Actions", label="Redraw action"),
    ],
    presets={
        "Classic": {},
        "Slow and steady": {"slow_start": "one", "buyout": True, "shuffle_time": True},
        "Zombies": {"zombies": True, "risky_reward": True},
    },
    built=True, module="game.notcoup",
))

declare(GameInfo(
    id="coyote-moon",
    title="Coyote Moon",
    credits="Coyote Moon by Robert Mundschau, a piecepack game; free to share without charge, "
            "the author keeps all rights.",
    min_seats=2, max_seats=4,
    summary="Race your stones around a ring of two one-way tracks.",
    built=True, module="game.coyote_moon",
))

declare(GameInfo(
    id="three-card-coyote",
    title="Three Card Coyote",
    credits="Three Card Coyote by Todd Zircher (CC BY-NC 3.0).",
    min_seats=1, max_seats=6,
    summary="Helena, 1864: a town-map adventure; the computer deals as Coyote.",
    built=False, module="game.three_card_coyote",
))
