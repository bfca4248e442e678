"""How the NotCoup table tells a turn: the order of its events, the chain panel's lines,
and the words a closed window's answers show in their bubbles."""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction, move
from game.notcoup.narrate import card_title, narrate

#: the events the chain panel tells (single answers show in its list of who answered)
CHAIN_EVENTS = frozenset({"declare", "pay", "window", "answers", "challenge", "reveal",
                          "admit", "counter", "lose", "out", "gain", "refund", "fails",
                          "blocked", "strike", "draw", "return", "win", "denial",
                          "switch",
                          # the Transformer's
                          "transform", "front", "unmark", "toll", "gift", "fuse", "choose",
                          "round_claims", "graves", "survive", "aside", "take", "give"})

#: events by which a card leaves a hand (its holder is "target" for a take)
CARD_LEAVES = ("reveal", "lose", "return", "aside", "take")


def telling_order(events: list[dict]) -> list[dict]:
    """The events as the table tells them: the engine pays a marked card's points out as
    the card leaves the hand, just before saying how it left; the table shows the card
    go first (a King shown, then the marker's points to their owner)."""
    out = list(events)
    for e in [e for e in events if e["type"] == "unmark"]:
        i = out.index(e)
        for j in range(i + 1, len(out)):
            x = out[j]
            holder = x.get("target") if x["type"] == "take" else x.get("seat")
            if x["type"] in CARD_LEAVES and holder == e["seat"]:
                out.insert(j, out.pop(i))
                break
    return out


def answer_word(answer: str) -> str:
    """A sealed answer as its bubble says it once the window closes."""
    if answer == "pass":
        return "Pass"
    if answer == "challenge":
        return "Challenge!"
    if answer == "pay":
        return "I pay!"
    return f"{card_title(move(answer).arg)}!"


def chain_so_far(match: Any, names: list[str], log_seat: int | None,
                 untold_before: int) -> list[str] | None:
    """A resumed game's chain panel: this turn's events so far, told from a replay as
    the log's eyes see them (the moves before ``untold_before`` are replayed untold:
    a view per move made a long game open in minutes). None: no replay."""
    g = match.game
    try:
        fresh = match.info.factory(g.num_seats, g.options, g.seed, stack=g.stack)
        lines: list[str] = []
        for k, (seat, action) in enumerate(g.history):
            if k < untold_before:
                fresh.apply(seat, action)
                continue
            before = fresh.public_observation()  # the bank a Steal would take...
            for e in fresh.events_for(fresh.apply(seat, action), log_seat):
                if e["type"] == "declare":
                    lines = []
                if e["type"] not in CHAIN_EVENTS:
                    continue
                line = narrate(e, names, before)
                if line:
                    lines.append(line)
    except IllegalAction:  # cannot happen for a game built by replaying
        return None
    return lines
