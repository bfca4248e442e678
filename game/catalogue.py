"""Every game the app knows, in menu order, with credits and option schemas.

Built games name their package in ``module``; it is imported only when a game
is created, so the menu and ``games`` command stay fast.
"""

from typing import Any

from game.registry import GameInfo, Option, declare

# NotCoup's paying actions, any of which Heist may make a crime, with the option each
# needs in play (the game's action table holds their costs; this is set-up data only)
HEIST_CRIMES = ("fu", "joker", "redraw", "switch")
CRIME_NEEDS = {"redraw": ("shuffle_time", True, "Redraw (Shuffle Time)"),
               "switch": ("teams", "snake", "Switch (Snake nest)")}


def notcoup_conflicts(values: dict[str, Any]) -> str | None:
    """A crime must be an action the game plays: Redraw needs Shuffle Time, Switch
    needs Snake nest."""
    for crime in values.get("heist") or ():
        need = CRIME_NEEDS.get(crime)
        if need and values.get(need[0]) != need[1]:
            return f"Heist: {need[2]} is a crime, but that action is not played in this game"
    return None


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
        Option("teams", "choice", "off",
               "Teams: two teams, Red and Black; team-mates may not act against each "
               "other. Co-op: a team wins when the other team has no cards left. Snake "
               "nest: the last player holding a card wins, and a new action, Switch (pay "
               "2), moves another player to the other team.",
               choices=("off", "coop", "snake"), group="Teams", label="Teams",
               shown=(("off", "Off"), ("coop", "Co-op"), ("snake", "Snake nest"))),
        Option("team_pick", "choice", "draw",
               "How teams are made: each player draws a card from the pile and its colour "
               "is the team, or teams sit every other seat, or each half of the table.",
               choices=("draw", "alternate", "halves"), group="Teams", label="Teams by",
               shown=(("draw", "Drawn colours"), ("alternate", "Every other seat"),
                      ("halves", "Two halves")),
               requires=("teams",)),
        Option("heist", "multi", (),
               "Heist: the chosen paying actions are crimes, and what they cost goes to a "
               "bank instead of the pile. A new action, Steal, takes the whole bank, "
               "saying you hold no King; a challenge tests exactly that. None: no Heist.",
               choices=HEIST_CRIMES, group="Heist", label="Heist crimes"),
    ],
    presets={
        "Classic": {},
        "Slow and steady": {"slow_start": "one", "buyout": True, "shuffle_time": True},
        "Teams (co-op)": {"teams": "coop"},
        "Snake nest": {"teams": "snake", "heist": ("switch",)},
        "Heist": {"heist": ("fu", "joker"), "shuffle_time": True},
        "Zombies": {"zombies": True, "risky_reward": True},
    },
    built=True, module="game.notcoup", conflicts=notcoup_conflicts,
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
