"""HeidelBÄR Coyote's events in words: what the game log, the headless ``play``
command and the table print. The game package tells its own story."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def card_name(card: str) -> str:
    """A card as players call it: 'Max 0', '?', '15'."""
    return "Max 0" if card == "max0" else card


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out); a Trickster
    guess round is one line per guesser, joined by newlines."""
    t = event["type"]

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    name = who(event.get("seat"))
    if t == "bid":
        return f"{name} bids {event['value']}."
    if t == "peek":
        return f"{name} peeks at the centre card."
    if t == "coyote":
        return f"{name} uses the Coyote card."
    if t == "challenge":
        return f"{name} challenges {who(event['bidder'])}."
    if t == "reveal":
        cards = ", ".join(f"{who(s)} {card_name(c)}" for s, c in event["cards"])
        extra = f"; centre {card_name(event['centre'])}"
        if event.get("coyote_card"):
            extra += f"; Coyote draw {card_name(event['coyote_card'])}"
        if event.get("question_draw"):
            extra += f"; ? drew {card_name(event['question_draw'])}"
        if event.get("max0_zeroed"):
            extra += f"; Max 0 zeroed {event['max0_zeroed']}"
        return (f"Reveal: {cards}{extra}. Total {event['total']} vs bid {event['bid']}: "
                f"{who(event['winner'])} wins.")
    if t == "guesses":
        # shown together once all are in, before the reveal says who was right
        return "\n".join(f"{who(s)} guessed {who(g)}." for s, g, _ in event["guesses"])
    if t == "eye":
        return f"{name} {'opens' if event['to'] == 'open' else 'closes'} an eye."
    if t == "discard":
        return f"{name} gives up a{'n open' if event['kind'] == 'open' else ' closed'} eye."
    if t == "out":
        return f"{name} is out."
    if t == "deal":
        return f"Round {event['round']}: {who(event['start_seat'])} starts."
    if t == "game_over":
        return f"{who(event['winner'])} wins the game!"
    return None
