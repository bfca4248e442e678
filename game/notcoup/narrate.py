"""NotCoup's events in words: what the game log, the headless ``play`` command and
the table print. Titles come from the action table in the view, so an action with
two names (the 7-point Discard, which the rule text calls F.U.) is told by the one
chosen. The Transformer's alternate actions are told here too, with a one-line
description of each (the draft board and the legend at the table read them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.notcoup.actions import BASE_ACTIONS, REDRAW, STEAL, SWITCH
from game.notcoup.alternates import EXTORTION, TEAMWORK_PAY
from game.notcoup.cards import TITLES, rank, with_article
from game.notcoup.rules import TEAM_NAMES

# what a line tells when no view is at hand (the variants' actions included); the
# 7-point action by its plain name, the game's default (a view says when it is F.U.)
DEFAULT_TITLES = {s.name: s.title for s in (*BASE_ACTIONS, REDRAW, SWITCH, STEAL)}
DEFAULT_TITLES["fu"] = PLAIN_FU = "Discard"
DEFAULT_SPECS = {s.name: s.describe() for s in (*BASE_ACTIONS, REDRAW, SWITCH, STEAL)}


#: each card type's actions in a line, the original first (the Transformer's draft and
#: its legend show them; the rules page tells them at more length)
ALTERNATE_LINES: dict[str, dict[str, str]] = {
    "king": {"original": "take 3 points",
             "gambler": "take as many points as you hold, 5 at most",
             "reluctant": "take 4; others may claim a King, and you give each 1",
             "friendly": "take 3 and give 1 to another player",
             "fancy": "take 1, then take a second, different action"},
    "queen": {"original": "no action of its own; it only blocks Jokers",
              "wall": "take 1 as a Wall: only {fu} can aim at you",
              "alliance": "take 2 with a partner: you may not aim at each other",
              "survivor": "losing a card? set one aside as your Queen, draw anew"},
    "jack": {"original": "take 2 points from a player",
             "wild": "take 1 point from every other player",
             "friendly": "take up to 3 from a player for the poorest",
             "marker": "mark a player's card: using it costs them 1",
             "graverobber": "claim the points of a player who goes out"},
    "ace": {"original": "draw 2 cards, return 2",
            "swap": "swap a card with the stock and one with a player",
            "expensive": "draw 1, pay 1 for each more; return as many",
            "rich": "draw 1 and take 1 point; return 1",
            "super": "pay 1, draw 3 and return 3"},
    "joker": {"original": "pay 3: a player loses a card",
              "expensive": "pay 4: a player loses a card",
              "extortion": "a player pays you 2 or loses a card",
              "mega": "pay 5: every other player loses a card",
              "slow": "pay 3: a player loses a card at their next turn",
              "friendly": "give a player 3: they lose a card",
              "teamwork": "pay 2: lands on a player if someone else pays 3"},
}


def alternate_line(card: str, alt: str, fu: str = PLAIN_FU) -> str:
    """What a card does when played as ``alt``, in a few words ("" if unknown); ``fu``
    is the 7-point action's name in this game (its title in the view's action table)."""
    return ALTERNATE_LINES.get(card, {}).get(alt, "").replace("{fu}", fu)


def short_title(card: str, alt: str, title: str) -> str:
    """A choice's name without its card ("Gambler King" -> "Gambler"); the original
    action is "Original"."""
    if alt == "original":
        return "Original"
    word = TITLES.get(card, "")
    return title[:-len(word)].strip() if word and title.endswith(word) else title


def purpose(spec: dict[str, Any], target: str | None) -> str:
    """What an action is for, in a few words ("to take 2 from Ben")."""
    effect = spec.get("effect")
    if effect in EFFECT_PURPOSE:
        return EFFECT_PURPOSE[effect](spec, target or "a player")
    if spec.get("each"):  # on every other player (Wild Jack, Mega Joker)
        if spec.get("steal"):
            return f"to take {spec['steal']} from every other player"
        return "against every other player"
    if spec.get("gift") and target:  # Friendly King
        return f"to take {spec['gain']} and give {spec['gift']} to {target}"
    if spec.get("pay_to") == "target" and target:  # Friendly Joker
        return f"giving {target} {spec['cost']}: {target} loses a card"
    if effect == "bank":  # its gain is the bank now (0: not known here)
        return "to take the bank" + (f" ({spec['gain']})" if spec.get("gain") else "")
    if spec.get("effect") == "switch" and target:
        return f"to move {target} to the other team"
    if spec.get("steal") and target:
        return f"to take {spec['steal']} from {target}"
    if spec.get("discard") and target:
        return f"against {target}"
    if spec.get("exchange"):
        take = f", take {spec['gain']}" if spec.get("gain") else ""  # the Rich Ace
        return f"to draw {spec['exchange']}{take} and return {spec['exchange']}"
    if spec.get("gain"):
        return f"(+{spec['gain']})" if not spec.get("claim") else f"to take {spec['gain']}"
    return f"on {target}" if target else ""


EFFECT_PURPOSE = {
    "gambler": lambda s, t: f"to take {s['gain']}",
    "reluctant": lambda s, t: f"to take {s['gain']}; the others may claim a King too",
    "fancy": lambda s, t: f"to take {s['gain']} and act again",
    "wall": lambda s, t: f"to take {s['gain']} as a Wall",
    "alliance": lambda s, t: f"to ally with {t}",
    "share": lambda s, t: f"to take up to {s['steal']} from {t} for the poorest",
    "marker": lambda s, t: f"to mark one of {t}'s cards",
    "swap": lambda s, t: f"to swap a card with {t} and one with the stock",
    "more": lambda s, t: "to draw 1, and more for 1 point each",
    "extort": lambda s, t: f"against {t}: {EXTORTION} points or a card",
    "slow": lambda s, t: f"to light a fuse under {t}",
    "teamwork": lambda s, t: f"against {t}, if someone else pays {TEAMWORK_PAY}",
}
"""The Transformer's effects, told by what they are for (the gain is as it plays now)."""


def card_title(card: str | None) -> str:
    """"king-spades" or "king" -> "King"."""
    return TITLES.get(rank(card), card) if card else "a card"


def a_card(card: str) -> str:
    return with_article(card_title(card))


def points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def team_name(team: Any) -> str:
    """A team's name ("Red", "Black") from its number in the observation."""
    return TEAM_NAMES[team] if isinstance(team, int) and 0 <= team < len(TEAM_NAMES) else "?"


def and_list(words: Sequence[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cleo"."""
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def graverobbing(view: Any) -> bool:
    """Whether the Graverobber Jack is in play (the points of a seat that goes out wait
    for its claims)."""
    tf = view.get("transformer") if isinstance(view, dict) else None
    return bool(tf) and tf.get("chosen", {}).get("jack") == "graverobber"


def or_list(words: Sequence[str]) -> str:
    """"Ann", "Ann or Ben", "Ann, Ben or Cleo"."""
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def cards_count(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


def denial_challenged(event: dict[str, Any]) -> bool:
    """Whether a challenge event tests a denial (Steal's "I hold no King") rather than a
    claim to hold the card: the event says."""
    return bool(event.get("denies"))


def survival_tested(event: dict[str, Any], view: Any) -> bool:
    """Whether a reveal shows the card a challenged Survivor Queen claim named (it is
    then set aside or lost, not shuffled back): the event says, or the claim on the
    table (for events saved before the event carried it)."""
    if event.get("survive"):
        return True
    if not isinstance(view, dict):
        return False
    claim = (view.get("chain") or {}).get("claim")
    return bool(claim) and claim.get("role") == "survive" and claim.get("seat") == \
        event.get("seat")


Event = dict[str, Any]


@dataclass(frozen=True)
class Telling:
    """What a line needs beside its event: the seats' names, the actions' titles and
    specs as this game has them (from the view's action table) and the view itself."""

    names: Sequence[str]
    titles: dict[str, str]
    specs: dict[str, dict[str, Any]]
    view: Any

    @classmethod
    def of(cls, names: Sequence[str], view: Any) -> Telling:
        titles = dict(DEFAULT_TITLES)
        specs = dict(DEFAULT_SPECS)
        if isinstance(view, dict) and isinstance(view.get("actions"), dict):
            titles.update({k: v["title"] for k, v in view["actions"].items()})
            specs.update(view["actions"])
        return cls(names, titles, specs, view)

    def who(self, seat: Any) -> str:
        names = self.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def name(self, event: dict[str, Any]) -> str:
        """The name of the seat an event is about."""
        return self.who(event.get("seat"))

    def title(self, action: str) -> str:
        return self.titles.get(action, action)


def declare(e: Event, t: Telling) -> str:
    name, title = t.name(e), t.title(e["action"])
    aim = t.who(e["target"]) if e.get("target") is not None else None
    what = purpose(t.specs.get(e["action"], {}), aim)
    if e.get("claim"):
        return f"{name} claims {a_card(e['claim'])}" + (f" {what}" if what else "") + "."
    if e.get("denies"):  # Heist's Steal: the claim is to hold no such card
        return f"{name} claims to hold no {card_title(e['denies'])}" + (
            f" {what}" if what else "") + "."
    return f"{name} takes {title}" + (f" {what}" if what else "") + "."


def pay(e: Event, t: Telling) -> str:
    where = "the bank" if e.get("to") == "bank" else "the pile"
    if e.get("to") == "target":  # a gift paid as the cost (Friendly Joker)
        where = t.who(e.get("target"))
    return f"{t.name(e)} pays {points(e['amount'])} to {where}."


def window(e: Event, t: Telling) -> str | None:
    if e["stage"] == "challenge":
        return None  # the prompt shows it; the log tells the answers
    if e["stage"] == "round":
        return round_window(e, [t.who(s) for s in e.get("responders", [])], t.name(e))
    cards = or_list([a_card(c) for c in e["cards"]])
    return f"{t.name(e)}'s {t.title(e['action'])} may be countered with {cards}."


def answers(e: Event, t: Telling) -> str | None:
    if e["stage"] == "round":
        return round_answers(e["answers"], t.who, t.view)
    if not any(a != "pass" for _, a in e["answers"]):
        return "No one " + ("challenges." if e["stage"] == "challenge" else "counters.")
    return None  # the challenge or counter itself is told next


def challenge(e: Event, t: Telling) -> str:
    name, claimant, card = t.name(e), t.who(e["claimant"]), card_title(e["card"])
    also = f" (also {', '.join(t.who(s) for s in e['also'])})" if e["also"] else ""
    if denial_challenged(e):
        return f"{name} challenges {claimant}'s word that they hold no {card}{also}."
    return f"{name} challenges {claimant}'s {card}{also}."


def denial(e: Event, t: Telling) -> str:
    name, steal = t.name(e), t.title("steal")
    if e.get("holds"):
        return f"{name} holds {a_card(e['card'])}: the {steal} fails."
    return f"{name} holds no {card_title(e['card'])}: the {steal} stands."


def reveal(e: Event, t: Telling) -> str:
    name = t.name(e)
    if survival_tested(e, t.view):  # the card named as a Survivor Queen
        if rank(e["card"]) == "queen":
            return f"{name} shows the card named as the Queen: a Queen."
        return f"{name} shows the card named as the Queen: {a_card(e['card'])}."
    return f"{name} shows {a_card(e['card'])}, shuffles it back and draws again."


def out(e: Event, t: Telling) -> str:
    name = t.name(e)
    if e.get("zombie"):
        return f"{name} failed a challenge as a zombie and is laid to rest."
    if graverobbing(t.view) and e.get("points"):
        return f"{name} is out of the game: {points(e['points'])} wait in the grave for a " \
               "Graverobber."
    return f"{name} is out of the game."


def gain(e: Event, t: Telling) -> str:
    name = t.name(e)
    if e.get("from") == "bank":
        return f"{name} takes the bank: {points(e['amount'])}."
    src = f"from {t.who(e['from'])}" if e.get("from") is not None else "from the pile"
    return f"{name} takes {points(e['amount'])} {src}."


def fails(e: Event, t: Telling) -> str:
    why = {"nobody paid": ": nobody paid"}.get(e.get("why"), "")
    return f"{t.name(e)}'s {t.title(e['action'])} does not happen{why}."


def blocked(e: Event, t: Telling) -> str:
    name, by, act = t.name(e), t.who(e["by"]), t.title(e["action"])
    if e.get("only"):
        # an action on everyone, blocked by one seat for itself (the event names the
        # first card that blocks it, not the one claimed, which the answers told)
        return f"{by}'s block stands: {name}'s {act} spares {by}."
    return f"{by}'s {card_title(e['card'])} blocks {name}'s {act}."


def draw(e: Event, t: Telling) -> str:
    name = t.name(e)
    if "cards" in e:
        return f"{name} draws " + and_list([a_card(c) for c in e["cards"]]) + "." \
            if e["cards"] else f"{name} draws nothing: the stock is empty."
    return f"{name} draws {cards_count(e['count'])}."


def return_(e: Event, t: Telling) -> str:
    name = t.name(e)
    if "cards" in e:
        return f"{name} returns " + and_list([a_card(c) for c in e["cards"]]) + " to the deck."
    return f"{name} returns {cards_count(e['count'])} to the deck."


def win(e: Event, t: Telling) -> str:
    seats = e.get("seats") or [e["seat"]]
    if e.get("team") is not None:
        return f"Team {team_name(e['team'])} wins: {and_list([t.who(s) for s in seats])}."
    return f"{t.name(e)} wins: the last one holding a card."


def round_window(event: Event, seats: list[str], actor: str) -> str | None:
    """A sealed round opened: who may claim (or pay) for themselves."""
    if not seats:
        return None
    kind = event.get("kind")
    if kind == "counter":
        cards = " or ".join(a_card(o.split(" ")[-1]) for o in event.get("offer") or [])
        how = f" with {cards}" if cards else ""
        if len(seats) == 1:
            return f"{seats[0]} may block it{how}."
        return f"{and_list(seats)} may each block it for themselves{how}."
    if kind == "king":
        return f"{and_list(seats)} may claim a King too."
    if kind == "jack":
        return f"{and_list(seats)} may claim a Jack for the points of those out."
    if kind == "pay":
        return f"{and_list(seats)} may pay {TEAMWORK_PAY} to make {actor}'s Joker land."
    return None


def round_answers(answers: list, who: Any, view: Any) -> str:
    """A sealed round's answers, once all are in: who claimed which card (or offered to
    pay), or that nobody did."""
    rnd = view.get("round") if isinstance(view, dict) else None
    kind = (rnd or {}).get("kind")
    by: dict[str, list[str]] = {}
    for seat, answer in answers:
        if answer != "pass":
            m = answer.split(" ")
            by.setdefault("pay" if m[0] == "pay" else m[1], []).append(who(seat))
    if not by:
        return "No one " + {"counter": "blocks.", "pay": "pays."}.get(kind, "claims.")
    parts = []
    for what, seats in by.items():
        one = len(seats) == 1
        if what == "pay":
            parts.append(f"{and_list(seats)} offer{'s' if one else ''} to pay")
        else:
            spared = " to be spared" if kind == "counter" else ""
            parts.append(f"{and_list(seats)} claim{'s' if one else ''} {a_card(what)}{spared}")
    return "; ".join(parts) + "."


# ----- the Transformer's events ---------------------------------------------------------
def transform(e: Event, t: Telling) -> str:
    name, card = t.name(e), card_title(e["card"])
    if e["alt"] == "original":
        if e["card"] == "queen":
            return f"{name} keeps the Queen as a block only."
        return f"{name} keeps the {card}'s own action."
    return f"{name} makes the {card} the {e['title']}."


def front(e: Event, t: Telling) -> str | None:
    """A point placed in front of a seat (or on its card), or taken away."""
    name, kind = t.who(e.get("seat")), e.get("kind")
    if e.get("gone"):
        return {"wall": f"{name}'s Wall is down.",
                "alliance": f"{name} is no longer allied."}.get(kind)
    by = t.who(e.get("by"))
    if kind == "wall":
        return f"{name} puts a point in front as a Wall: only {t.titles.get('fu', PLAIN_FU)} " \
               f"can aim at {name}."
    if kind == "alliance":
        return f"{name} and {t.who(e.get('with'))} are allied: a point in front of each."
    if kind == "slow":
        return f"A lit fuse sits in front of {name}: a card lost at {name}'s next turn."
    if kind == "mark":
        card = None if e.get("private") else e.get("card")
        what = f"{name}'s {card_title(card)}" if card else f"one of {name}'s cards"
        return f"{by} marks {what}; a stake lies in front of {by}."
    return None


def choose(e: Event, t: Telling) -> str | None:
    """A question put to one seat."""
    name, kind = t.name(e), e.get("kind")
    if kind == "extort":
        return f"{name} must pay {points(EXTORTION)} or lose a card."
    if kind == "share":
        seats = [t.who(int(o.split(" ")[-1])) for o in e.get("options", [])]
        return f"The poorest tie: {name} chooses who gets the points ({or_list(seats)})."
    if kind == "more":
        return f"{name} may pay 1 point to draw another card."
    return None


def graves(e: Event, t: Telling) -> str:
    seats, each, rest = e["seats"], e["each"], e["rest"]
    if not seats:
        return f"Nobody robs the grave: {points(rest)} go back to the pile." if rest \
            else "Nobody robs the grave."
    if not each:
        return f"{and_list([t.who(s) for s in seats])} find" + (
            "s" if len(seats) == 1 else "") + " nothing in the grave."
    back = f"; {points(rest)} to the pile" if rest else ""
    if len(seats) == 1:
        return f"{t.who(seats[0])} takes {points(each)} from the grave{back}."
    return f"{and_list([t.who(s) for s in seats])} take {points(each)} each from the " \
           f"grave{back}."


def survive(e: Event, t: Telling) -> str:
    name = t.name(e)
    if e.get("private") or not e.get("card"):
        return f"{name} claims a Survivor Queen: a card set aside instead of lost."
    return f"{name} claims a Survivor Queen, naming {a_card(e['card'])}."


def aside(e: Event, t: Telling) -> str:
    name = t.name(e)
    if e.get("card"):
        return f"{name}'s Queen is set aside face up, and {name} draws a new card."
    return f"{name} sets a card aside face down and draws a new one."


def swapped(e: Event) -> str:
    """The card a Swap Ace moved, as the one reading may know it."""
    card = None if e.get("private") else e.get("card")
    return a_card(card) if card else "a card"


#: each told event type's line (``events.SILENT`` says which types have none, and why);
#: a line is None where ``events.SILENT_WHEN`` says the log leaves that event out
NARRATORS: dict[str, Callable[[Event, Telling], str | None]] = {
    "turn": lambda e, t: f"{t.name(e)} takes a second action." if e.get("again")
    else f"{t.name(e)}'s turn.",
    "declare": declare,
    "pay": pay,
    "window": window,
    "answer": lambda e, t: f"{t.name(e)} answers: {e['answer']}.",
    "answers": answers,
    "challenge": challenge,
    "counter": lambda e, t: f"{t.name(e)} claims {a_card(e['card'])} to block "
                            f"{t.who(e['actor'])}'s {t.title(e['action'])}.",
    "denial": denial,
    "reveal": reveal,
    "replace": lambda e, t: None if e.get("private") else
    f"{t.name(e)} draws {a_card(e['card'])}.",
    "admit": lambda e, t: f"{t.name(e)} admits the bluff: no {card_title(e['card'])}.",
    "lose": lambda e, t: f"{t.name(e)} loses {a_card(e['card'])}.",
    "buyout": lambda e, t: f"{t.name(e)} pays {points(e['amount'])} instead of "
                           "losing a card.",
    "zombie": lambda e, t: f"{t.name(e)} has no cards left and plays on as a zombie.",
    "out": out,
    "gain": gain,
    "refund": lambda e, t: f"{t.name(e)} gets {points(e['amount'])} back"
                           + (" from the bank" if e.get("from") == "bank" else "") + ".",
    "gift": lambda e, t: f"{t.name(e)} gives {t.who(e['target'])} "
                         f"{points(e['amount'])}.",
    "switch": lambda e, t: f"{t.who(e['target'])} moves to team {team_name(e['team'])} "
                           f"({t.name(e)}'s {t.titles.get('switch', 'Switch')}).",
    "fails": fails,
    "blocked": blocked,
    "strike": lambda e, t: f"{t.who(e['target'])} must lose a card.",
    "draw": draw,
    "return": return_,
    "win": win,
    "transform": transform,
    "draft": lambda e, t: f"{t.name(e)} decides next.",
    "front": front,
    "unmark": lambda e, t: f"{t.name(e)}'s marked card is gone: {t.who(e['by'])} "
                           f"takes the marker's {points(e['amount'])}.",
    "toll": lambda e, t: f"{t.name(e)} pays {t.who(e['to'])} {points(e['amount'])} "
                         "to use the marked card.",
    "fuse": lambda e, t: f"{t.who(e['by'])}'s fuse burns down: {t.name(e)} loses a "
                         "card.",
    "choose": choose,
    "graves": graves,
    "survive": survive,
    "aside": aside,
    "take": lambda e, t: f"{t.name(e)} takes {swapped(e)} from {t.who(e['target'])}.",
    "give": lambda e, t: f"{t.name(e)} gives {t.who(e['target'])} {swapped(e)}.",
}


def narrate(event: Event, names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out)."""
    tell = NARRATORS.get(event["type"])
    return tell(event, Telling.of(names, view)) if tell else None
