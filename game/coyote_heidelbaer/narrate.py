"""HeidelBÄR Coyote's events in words: what the game log, the headless ``play``
command and the table print. The game package tells its own story."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def card_name(card: str) -> str:
    """A card as players call it: 'Max 0', '?', '15'."""
    return "Max 0" if card == "max0" else card


Who = Callable[[Any], str]  # a seat's name ("?" for no seat)


def reveal(e: dict[str, Any], who: Who) -> str:
    cards = ", ".join(f"{who(s)} {card_name(c)}" for s, c in e["cards"])
    extra = f"; centre {card_name(e['centre'])}"
    if e.get("coyote_card"):
        extra += f"; Coyote draw {card_name(e['coyote_card'])}"
    if e.get("question_draw"):
        extra += f"; ? drew {card_name(e['question_draw'])}"
    if e.get("max0_zeroed"):
        extra += f"; Max 0 zeroed {e['max0_zeroed']}"
    return (f"Reveal: {cards}{extra}. Total {e['total']} vs bid {e['bid']}: "
            f"{who(e['winner'])} wins.")


def guesses(e: dict[str, Any], who: Who) -> str:
    # shown together once all are in, before the reveal says who was right
    return "\n".join(f"{who(s)} guessed {who(g)}." for s, g, _ in e["guesses"])


#: each told event type's line (``events.SILENT`` says which types have none, and why)
NARRATORS: dict[str, Callable[[dict[str, Any], Who], str]] = {
    "deal": lambda e, who: f"Round {e['round']}: {who(e['start_seat'])} starts.",
    "bid": lambda e, who: f"{who(e['seat'])} bids {e['value']}.",
    "peek": lambda e, who: f"{who(e['seat'])} peeks at the centre card.",
    "coyote": lambda e, who: f"{who(e['seat'])} uses the Coyote card.",
    "challenge": lambda e, who: f"{who(e['seat'])} challenges {who(e['bidder'])}.",
    "guesses": guesses,
    "reveal": reveal,
    "eye": lambda e, who: f"{who(e['seat'])} "
                          f"{'opens' if e['to'] == 'open' else 'closes'} an eye.",
    "discard": lambda e, who: f"{who(e['seat'])} gives up "
                              f"a{'n open' if e['kind'] == 'open' else ' closed'} eye.",
    "out": lambda e, who: f"{who(e['seat'])} is out.",
    "game_over": lambda e, who: f"{who(e['winner'])} wins the game!",
}


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out); a Trickster
    guess round is one line per guesser, joined by newlines."""
    tell = NARRATORS.get(event["type"])
    if tell is None:
        return None

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return tell(event, who)
