"""NotCoup: claims, counters and challenges on an 18-card French deck (2-6 seats).

The action table (``actions.py``) and the Transformer's rows (``alternates.py``), the
rules (``rules.py``, with its phases and previews beside it), the bots (``bots.py``,
``belief.py``) and the gauntlet's styles (``styles.py``), and the log's words
(``narrate.py``). This module declares the game and its set-up; it imports only the
action tables, which are data.
"""

from typing import Any

from game.notcoup.actions import BASE_ACTIONS, REDRAW, STEAL, SWITCH
from game.notcoup.alternates import ALTERNATES, title_of
from game.registry import STANDARD_BOTS, GameInfo, Option

# The paying actions, any of which Heist may make a crime, with the option each needs
# in play (the action table holds their costs; this is set-up data only)
HEIST_CRIMES = ("fu", "joker", "redraw", "switch")
CRIME_NEEDS = {"redraw": ("shuffle_time", True, "Redraw is a crime, but the Redraw action is off"),
               "switch": ("teams", "snake", "Switch is a crime, but Teams is not Snake nest")}


def _choice_title(card: str, alt: str) -> str:
    """An alternate as set-up lists it under its card: "Gambler" for the Gambler King."""
    if alt == "original":
        return "Original"
    return title_of(card, alt).removesuffix(" " + card.capitalize())


#: what set-up says of each card type's choices (the choices are the engine's rows)
_TRANSFORMER_HELP = {
    "king": (
        "The King's action: take 3; or Gambler (take as many as you have, up to 5), "
        "Reluctant (take 4; others may claim King for a point from you), Friendly (take 3, "
        "give 1), Fancy (take 1, then another action)."),
    "queen": (
        "The Queen's action: none (it only blocks the Joker); or Wall (take 1 and be out "
        "of reach of all but the 7-point Discard while it lasts), Alliance (1 for you and 1 "
        "for a partner: you may not attack each other), Survivor (set a lost card aside and "
        "draw instead)."),
    "jack": (
        "The Jack's action: take 2 from a player; or Wild (1 from everyone), Friendly (up to "
        "3 from one player to the poorest), Marker (a point on a player's card: using it "
        "costs them 1), Graverobber (claim the points of a player who goes out)."),
    "ace": (
        "The Ace's action: draw 2 and return 2; or Swap (a card from the deck and one from a "
        "player, one back to each), Expensive (draw, and pay 1 for each extra), Rich "
        "(draw 1, take 1 point, return 1), Super (pay 1, draw 3, return 3)."),
    "joker": (
        "The Joker's action: pay 3, a player loses a card; or Expensive (pay 4), Extortion "
        "(they pay you 2 or lose a card), Mega (pay 5, everyone else loses one), Slow (lose "
        "it at their next turn), Friendly (give them 3 instead), Teamwork (lands only if "
        "another player pays 3)."),
}

TRANSFORMER_CHOICES = tuple(
    (card, {alt: _choice_title(card, alt) for alt in alts}, _TRANSFORMER_HELP[card])
    for card, alts in ALTERNATES.items())
"""Per card type: its choices as set-up names them, and what set-up says of them."""


def conflicts(values: dict[str, Any]) -> str | None:
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


def choice_words(info: GameInfo, opt: Option, choice: Any,
                 values: dict[str, Any]) -> str | None:
    """The Heist crimes are actions: each reads as the action's title, the 7-point one
    by the name the game is set to call it ("fu, joker" reads "Discard, Joker")."""
    if opt.name != "heist":
        return None
    if choice == "fu":
        names = values.get("fu_name", info.option("fu_name").default)  # plain unless set
        return "F.U." if names == "fu" else "Discard"
    titles = {s.name: s.title for s in (*BASE_ACTIONS, REDRAW, SWITCH, STEAL)}
    return titles.get(choice)


INFO = GameInfo(
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
    built=True, module="game.notcoup", conflicts=conflicts, choice_words=choice_words,
    engine=".rules:NotCoup",
    bot_paths=STANDARD_BOTS,
    # the gauntlet's styles ride along for tournaments and tests; the seat menu offers
    # only the named strengths
    more_bots=".styles:STYLES",
    gauntlet=".styles:GAUNTLET",
    records=".records:FIGURES",
    lesson=".lesson:LESSON",
)
