"""Every game the app knows, in menu order, with credits and option schemas.

Built games name their package in ``module``; it is imported only when a game
is created, so the menu and ``games`` command stay fast.
"""

from typing import Any

from game.registry import GameInfo, Option, declare

# NotCoup's paying actions, any of which Heist may make a crime, with the option each
# needs in play (the game's action table holds their costs; this is set-up data only)
HEIST_CRIMES = ("fu", "joker", "redraw", "switch")
CRIME_NEEDS = {"redraw": ("shuffle_time", True, "Redraw is a crime, but the Redraw action is off"),
               "switch": ("teams", "snake", "Switch is a crime, but Teams is not Snake nest")}


# The Transformer's choices per card type, as set-up reads them (the engine's rows are
# in game/notcoup/alternates.py; a test keeps the two lists the same)
TRANSFORMER_CHOICES = (
    ("king", {"original": "Original", "gambler": "Gambler",
              "reluctant": "Reluctant", "friendly": "Friendly",
              "fancy": "Fancy"},
     "The King's action: take 3; or Gambler (take as many as you have, up to 5), "
     "Reluctant (take 4; others may claim King for a point from you), Friendly (take 3, "
     "give 1), Fancy (take 1, then another action)."),
    ("queen", {"original": "Original", "wall": "Wall",
               "alliance": "Alliance", "survivor": "Survivor"},
     "The Queen's action: none (it only blocks the Joker); or Wall (take 1 and be out "
     "of reach of all but the 7-point Discard while it lasts), Alliance (1 for you and 1 "
     "for a partner: you may not attack each other), Survivor (set a lost card aside and "
     "draw instead)."),
    ("jack", {"original": "Original", "wild": "Wild", "friendly": "Friendly",
              "marker": "Marker", "graverobber": "Graverobber"},
     "The Jack's action: take 2 from a player; or Wild (1 from everyone), Friendly (up to "
     "3 from one player to the poorest), Marker (a point on a player's card: using it "
     "costs them 1), Graverobber (claim the points of a player who goes out)."),
    ("ace", {"original": "Original", "swap": "Swap",
             "expensive": "Expensive", "rich": "Rich", "super": "Super"},
     "The Ace's action: draw 2 and return 2; or Swap (a card from the deck and one from a "
     "player, one back to each), Expensive (draw, and pay 1 for each extra), Rich "
     "(draw 1, take 1 point, return 1), Super (pay 1, draw 3, return 3)."),
    ("joker", {"original": "Original", "expensive": "Expensive",
               "extortion": "Extortion", "mega": "Mega", "slow": "Slow",
               "friendly": "Friendly", "teamwork": "Teamwork"},
     "The Joker's action: pay 3, a player loses a card; or Expensive (pay 4), Extortion "
     "(they pay you 2 or lose a card), Mega (pay 5, everyone else loses one), Slow (lose "
     "it at their next turn), Friendly (give them 3 instead), Teamwork (lands only if "
     "another player pays 3)."),
)


def notcoup_conflicts(values: dict[str, Any]) -> str | None:
    """A crime must be an action the game plays (Redraw needs Shuffle Time, Switch
    needs Snake nest), and cards are given other actions at set-up only when the
    Transformer is chosen at set-up."""
    for crime in values.get("heist") or ():
        need = CRIME_NEEDS.get(crime)
        if need and values.get(need[0]) != need[1]:
            return f"Heist: {need[2]}"
    if values.get("transformer", "off") != "fixed":
        for card, alts, _ in TRANSFORMER_CHOICES:
            alt = values.get(f"{card}_action", "original")
            if alt != "original":
                return (f"The {alts[alt]} {card.capitalize()} is chosen at set-up, which "
                        "needs the Transformer set "
                        "to 'Set below'")
    return None


# Three Card Coyote's thirty-two powers as set-up lists them for a role made at the table
# (the engine's rows are in game/three_card_coyote/roles.py; a test keeps the two the same)
TCC_POWERS = (
    ("lift", "Lifts anything"), ("pose", "Pose mastery"),
    ("kick", "Round-house kicks"), ("beard", "Beard magic"),
    ("eye", "Eye of madness"), ("tentacles", "Tentacles from beyond"),
    ("storm", "Stirs the winds"), ("snake", "Snake magic"),
    ("shift", "Shape-shifter"), ("frost", "Frost giant blood"),
    ("welcome", "Welcome anywhere"), ("war", "People would fight for her"),
    ("hammer", "A hammer for every nail"), ("thunder", "Thunder and lightning"),
    ("bolt", "Lightning bolt"), ("supreme", "Shape-shifter supreme"),
    ("tongs", "Hammer and tongs"), ("iron", "Tough as iron"),
    ("saddle", "Born in the saddle"), ("rifle", "Henry rifle"),
    ("healer", "Trusted healer"), ("bag", "The black bag"),
    ("store", "The general store"), ("underestimated", "Underestimated"),
    ("rough", "Rough inside and out"), ("stash", "A stash of gold dust"),
    ("faith", "Unshakeable faith"), ("book", "The good book"),
    ("library", "An unusual library"), ("educated", "Educated ways"),
    ("law", "The Law on my side"), ("revolvers", "Starr revolvers"),
)


def tcc_conflicts(values: dict[str, Any]) -> str | None:
    """A role made at the table takes exactly two powers, within Coyote's budget."""
    from game.three_card_coyote.roles import DEITY, HUMAN, custom_refusal  # late: the engine

    for kind in (DEITY, HUMAN):
        reason = custom_refusal(kind, tuple(values.get(f"custom_{kind}") or ()))
        if reason:
            return reason
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
        # plain by default (issue 26); a save keeps the value it was played with, so
        # one from when "fu" was the default reads as it did
        Option("fu_name", "choice", "discard",
               "How the rule text's crude names read: plain (Discard for the 7-point "
               "action, and with the Transformer Marker Jack and Swap Ace), or as the "
               "text writes them.",
               choices=("discard", "fu"), group="Names", label="Names",
               shown=(("discard", "Plain (Discard)"), ("fu", "As written (F.U.)"))),
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
        Option("transformer", "choice", "off",
               "Transformer: cards may do something else. Set below, at set-up, or "
               "drafted in play: each player's first turn decides one card's action, and "
               "play begins once all five are decided.",
               choices=("off", "fixed", "draft"), group="Transformer", label="Transformer",
               shown=(("off", "Off"), ("fixed", "Set below"), ("draft", "Drafted"))),
        *(Option(f"{card}_action", "choice", "original", help_, choices=tuple(alts),
                 group="Transformer", label=f"{card.capitalize()} action",
                 shown=tuple(alts.items()))
          for card, alts, help_ in TRANSFORMER_CHOICES),
    ],
    presets={
        "Classic": {},
        "Slow and steady": {"slow_start": "one", "buyout": True, "shuffle_time": True},
        "Teams (co-op)": {"teams": "coop"},
        "Snake nest": {"teams": "snake", "heist": ("switch",)},
        "Heist": {"heist": ("fu", "joker"), "shuffle_time": True},
        "Zombies": {"zombies": True, "risky_reward": True},
        "Transformer draft": {"transformer": "draft"},
        "Everything": {"square_jokers": True, "slow_start": "one", "risky_reward": True,
                       "buyout": True, "zombies": True, "shuffle_time": True,
                       "teams": "snake", "heist": HEIST_CRIMES, "transformer": "draft"},
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
    options=[
        Option("hours", "int", 0,
               "Hours from the coach's arrival to midnight, when Coyote keeps the power; "
               "a round of three cards is an hour. 0: by the table (9 for one player, "
               "2 more for each other player).", min=0, max=24),
        Option("custom_deity", "multi", (),
               "The text's optional rule: the Loa, a celestial made at the table, joins "
               "the draft with the two powers picked here (Coyote refuses a pair that "
               "weighs more than the strongest role of the text).",
               choices=tuple(p for p, _ in TCC_POWERS), shown=TCC_POWERS,
               group="Made at the table", label="The Loa's powers"),
        Option("custom_human", "multi", (),
               "The text's optional rule: the Baker, a human made at the table, joins the "
               "draft with the two powers picked here, within the same budget.",
               choices=tuple(p for p, _ in TCC_POWERS), shown=TCC_POWERS,
               group="Made at the table", label="The Baker's skills"),
    ],
    presets={"By the book": {},
             "Made at the table": {"custom_deity": ("bolt", "welcome"),
                                   "custom_human": ("book", "underestimated")}},
    conflicts=tcc_conflicts,
    built=True, module="game.three_card_coyote",
))
