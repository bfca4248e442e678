"""Tilsit Coyote's events in words: what the game log, the headless ``play`` command
and the table print. The game package tells its own story."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

CARD_NAMES = {"chief": "Chief", "spirit": "Spirit", "moon": "Moon", "teepee": "Teepee",
              "0": "cactus 0"}
POWER_NAMES = {"lynx": "Eye of the Lynx", "feathers": "2 Feathers", "uturn": "U-turn",
               "take": "Take a Card", "cancel": "Cancel", "turn": "It Is Your Turn"}


def number(v: int) -> str:
    """A number with a real minus sign."""
    return str(v).replace("-", "−")


def card_name(card: str | None) -> str:
    """A card in words (a real minus sign for the negative cards)."""
    if card is None:
        return "nothing"
    return CARD_NAMES.get(card, card.replace("-", "−"))


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out)."""
    t = event["type"]

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    name = who(event.get("seat"))
    if t == "bid":
        return f"{name} bids {event['value']}."
    if t == "shaman":
        power = POWER_NAMES.get(event["power"], event["power"])
        extra = f" ({who(event['target'])})" if event["target"] is not None else ""
        return f"{name} uses the Shaman card: {power}{extra}."
    if t == "direction":
        return "Play now goes " + ("clockwise." if event["direction"] == 1
                                   else "counter-clockwise.")
    if t == "cancel":
        return f"{who(event['bidder'])} must replace the bid of {event['cancelled']}."
    if t == "take":
        return f"{name} takes a second card."
    if t == "challenge":
        return f"{name} calls Coyote! on {who(event['bidder'])}."
    if t == "reveal":
        cards = ", ".join("+".join(card_name(c) for c in cs) for _, cs in event["cards"])
        parts = [f"Reveal: {cards}."]
        if event["teepee"] is not None:
            parts.append(f"Teepee drew {card_name(event['teepee']['drew'])}.")
        if event["spirit_zeroed"] is not None:
            parts.append(f"Spirit cancels {event['spirit_zeroed']}.")
        if event["chief"]:
            parts.append("Chief doubles.")
        parts.append(f"Positive {number(event['positive'])}, negative "
                     f"{number(event['negative'])}: total {number(event['total'])} vs bid "
                     f"{event['bid']}; {who(event['winner'])} wins.")
        return " ".join(parts)
    if t == "feather":
        lost = "two feathers" if event["lost"] == 2 else "a feather"
        return f"{name} loses {lost} ({event['left']} left)."
    if t == "out":
        return f"{name} is out."
    if t == "reshuffle":
        return ("Moon: all cards are shuffled into a new draw pile." if event["reason"] == "moon"
                else "The draw pile ran out: the discard pile is shuffled.")
    if t == "deal":
        return f"Round {event['round']}: {who(event['start_seat'])} starts."
    if t == "game_over":
        return f"{who(event['winner'])} wins the game!"
    return None
