"""Tilsit Coyote's events in words: what the game log, the headless ``play`` command
and the table print. The game package tells its own story."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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


Who = Callable[[Any], str]  # a seat's name ("?" for no seat)


def shaman(e: dict[str, Any], who: Who) -> str:
    power = POWER_NAMES.get(e["power"], e["power"])
    extra = f" ({who(e['target'])})" if e["target"] is not None else ""
    return f"{who(e['seat'])} uses the Shaman card: {power}{extra}."


def reveal(e: dict[str, Any], who: Who) -> str:
    cards = ", ".join("+".join(card_name(c) for c in cs) for _, cs in e["cards"])
    parts = [f"Reveal: {cards}."]
    if e["teepee"] is not None:
        parts.append(f"Teepee drew {card_name(e['teepee']['drew'])}.")
    if e["spirit_zeroed"] is not None:
        parts.append(f"Spirit cancels {e['spirit_zeroed']}.")
    if e["chief"]:
        parts.append("Chief doubles.")
    parts.append(f"Positive {number(e['positive'])}, negative "
                 f"{number(e['negative'])}: total {number(e['total'])} vs bid "
                 f"{e['bid']}; {who(e['winner'])} wins.")
    return " ".join(parts)


def feather(e: dict[str, Any], who: Who) -> str:
    lost = "two feathers" if e["lost"] == 2 else "a feather"
    return f"{who(e['seat'])} loses {lost} ({e['left']} left)."


#: each told event type's line (``events.SILENT`` says which types have none, and why)
NARRATORS: dict[str, Callable[[dict[str, Any], Who], str]] = {
    "deal": lambda e, who: f"Round {e['round']}: {who(e['start_seat'])} starts.",
    "reshuffle": lambda e, who: (
        "Moon: all cards are shuffled into a new draw pile." if e["reason"] == "moon"
        else "The draw pile ran out: the discard pile is shuffled."),
    "bid": lambda e, who: f"{who(e['seat'])} bids {e['value']}.",
    "shaman": shaman,
    "take": lambda e, who: f"{who(e['seat'])} takes a second card.",
    "direction": lambda e, who: "Play now goes " + (
        "clockwise." if e["direction"] == 1 else "counter-clockwise."),
    "cancel": lambda e, who: f"{who(e['bidder'])} must replace the bid of {e['cancelled']}.",
    "challenge": lambda e, who: f"{who(e['seat'])} calls Coyote! on {who(e['bidder'])}.",
    "reveal": reveal,
    "feather": feather,
    "out": lambda e, who: f"{who(e['seat'])} is out.",
    "game_over": lambda e, who: f"{who(e['winner'])} wins the game!",
}


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out)."""
    tell = NARRATORS.get(event["type"])
    if tell is None:
        return None

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return tell(event, who)
