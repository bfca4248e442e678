"""NotCoup's events in words: what the game log, the headless ``play`` command and
the table print. Titles come from the action table in the view, so a renamed action
(F.U. shown as Discard) is told by its chosen name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.notcoup.actions import BASE_ACTIONS, REDRAW, STEAL, SWITCH
from game.notcoup.cards import TITLES, rank, with_article
from game.notcoup.rules import TEAM_NAMES

# what a line tells when no view is at hand (the variants' actions included)
DEFAULT_TITLES = {s.name: s.title for s in (*BASE_ACTIONS, REDRAW, SWITCH, STEAL)}
DEFAULT_SPECS = {s.name: s.describe() for s in (*BASE_ACTIONS, REDRAW, SWITCH, STEAL)}


def purpose(spec: dict[str, Any], target: str | None) -> str:
    """What an action is for, in a few words ("to take 2 from Ben")."""
    if spec.get("effect") == "bank":  # its gain is the bank now (0: not known here)
        return "to take the bank" + (f" ({spec['gain']})" if spec.get("gain") else "")
    if spec.get("effect") == "switch" and target:
        return f"to move {target} to the other team"
    if spec.get("steal") and target:
        return f"to take {spec['steal']} from {target}"
    if spec.get("discard") and target:
        return f"against {target}"
    if spec.get("exchange"):
        return f"to draw {spec['exchange']} and return {spec['exchange']}"
    if spec.get("gain"):
        return f"(+{spec['gain']})" if not spec.get("claim") else f"to take {spec['gain']}"
    return f"on {target}" if target else ""


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


def denial_challenged(event: dict[str, Any], view: Any, specs: dict[str, Any]) -> bool:
    """Whether a challenge event tests a denial (Steal's "I hold no King") rather than a
    claim to hold the card. The event does not say, so the public record does: the
    claim on the table, or else the claimant's last turn action in the log."""
    if "denies" in event:
        return bool(event["denies"])
    if not isinstance(view, dict):
        return False
    claim = (view.get("chain") or {}).get("claim")
    if claim and claim.get("seat") == event.get("claimant"):
        return bool(claim.get("denies"))
    for seat, action, stage in reversed(view.get("log") or []):
        if stage == "turn":
            return seat == event.get("claimant") and bool(
                specs.get(str(action).split(" ")[0], {}).get("denies"))
    return False


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out)."""
    titles = dict(DEFAULT_TITLES)
    specs = dict(DEFAULT_SPECS)
    if isinstance(view, dict) and isinstance(view.get("actions"), dict):
        titles.update({k: v["title"] for k, v in view["actions"].items()})
        specs.update(view["actions"])
    t = event["type"]

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    name = who(event.get("seat"))
    if t == "declare":
        title = titles.get(event["action"], event["action"])
        spec = specs.get(event["action"], {})
        aim = who(event["target"]) if event.get("target") is not None else None
        what = purpose(spec, aim)
        if event.get("claim"):
            return f"{name} claims {a_card(event['claim'])}" + (f" {what}" if what else "") + "."
        if event.get("denies"):  # Heist's Steal: the claim is to hold no such card
            return f"{name} claims to hold no {card_title(event['denies'])}" + (
                f" {what}" if what else "") + "."
        return f"{name} takes {title}" + (f" {what}" if what else "") + "."
    if t == "pay":
        where = "the bank" if event.get("to") == "bank" else "the pile"
        return f"{name} pays {points(event['amount'])} to {where}."
    if t == "window":
        if event["stage"] == "challenge":
            return None  # the prompt shows it; the log tells the answers
        cards = " or ".join(card_title(c) for c in event["cards"])
        return f"{name}'s {titles.get(event['action'], event['action'])} may be countered " \
               f"with {cards}."
    if t == "answer":
        return f"{name} answers: {event['answer']}."
    if t == "answered":
        return None
    if t == "answers":
        said = [who(s) for s, a in event["answers"] if a != "pass"]
        if not said:
            return "No one " + ("challenges." if event["stage"] == "challenge" else "counters.")
        return None  # the challenge or counter itself is told next
    if t == "challenge":
        also = f" (also {', '.join(who(s) for s in event['also'])})" if event["also"] else ""
        if denial_challenged(event, view, specs):
            return f"{name} challenges {who(event['claimant'])}'s word that they hold no " \
                   f"{card_title(event['card'])}{also}."
        return f"{name} challenges {who(event['claimant'])}'s " \
               f"{card_title(event['card'])}{also}."
    if t == "denial":
        steal = titles.get("steal", "Steal")
        if event.get("holds"):
            return f"{name} holds {a_card(event['card'])}: the {steal} fails."
        return f"{name} holds no {card_title(event['card'])}: the {steal} stands."
    if t == "reveal":
        return f"{name} shows {a_card(event['card'])}, shuffles it back and draws again."
    if t == "replace":
        if event.get("private"):
            return None
        return f"{name} draws {a_card(event['card'])}."
    if t == "admit":
        return f"{name} admits the bluff: no {card_title(event['card'])}."
    if t == "counter":
        return f"{name} claims {a_card(event['card'])} to block " \
               f"{who(event['actor'])}'s {titles.get(event['action'], event['action'])}."
    if t == "lose":
        return f"{name} loses {a_card(event['card'])}."
    if t == "buyout":
        return f"{name} pays {points(event['amount'])} instead of losing a card."
    if t == "zombie":
        return f"{name} has no cards left and plays on as a zombie."
    if t == "out":
        if event.get("zombie"):
            return f"{name} failed a challenge as a zombie and is laid to rest."
        return f"{name} is out of the game."
    if t == "gain":
        if event.get("from") == "bank":
            return f"{name} takes the bank: {points(event['amount'])}."
        src = f"from {who(event['from'])}" if event.get("from") is not None else "from the pile"
        return f"{name} takes {points(event['amount'])} {src}."
    if t == "refund":
        src = " from the bank" if event.get("from") == "bank" else ""
        return f"{name} gets {points(event['amount'])} back{src}."
    if t == "switch":
        return f"{who(event['target'])} moves to team {team_name(event['team'])} " \
               f"({name}'s {titles.get('switch', 'Switch')})."
    if t == "fails":
        return f"{name}'s {titles.get(event['action'], event['action'])} does not happen."
    if t == "blocked":
        return f"{who(event['by'])}'s {card_title(event['card'])} blocks " \
               f"{name}'s {titles.get(event['action'], event['action'])}."
    if t == "strike":
        return f"{who(event['target'])} must lose a card."
    if t == "draw":
        if "cards" in event:
            return f"{name} draws " + " and ".join(card_title(c) for c in event["cards"]) + "."
        return f"{name} draws {event['count']} cards."
    if t == "return":
        if "cards" in event:
            return f"{name} returns " + " and ".join(card_title(c) for c in event["cards"]) \
                + " to the deck."
        return f"{name} returns {event['count']} cards to the deck."
    if t == "turn":
        return f"{name}'s turn."
    if t == "win":
        seats = event.get("seats") or [event["seat"]]
        if event.get("team") is not None:
            return f"Team {team_name(event['team'])} wins: " \
                   f"{and_list([who(s) for s in seats])}."
        return f"{name} wins: the last one holding a card."
    return None
