"""Coyote Moon's events in words: what the game log, the headless ``play`` command
and the table print. The game package tells its own story; tables do not build
sentences from notation."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core import move


def place(space: str, moons: Sequence[str]) -> str:
    """A space in words: 'the 4 moon', 'the outer track'."""
    if space.startswith("m"):
        return f"the {moons[int(space[1:])]} moon"
    return "the outer track" if space.startswith("o") else "the inner track"


def action_words(action: str, moons: Sequence[str]) -> str:
    """An action in words, for a player: 'the step onto the inner track'."""
    mv = move(action)
    if mv.verb == "step":
        return f"the step onto {place(mv.arg, moons)}"
    if mv.verb == "pickup":
        stone = f"the {mv.arg} {mv.args[1]}" if len(mv.args) > 1 else f"a {mv.arg} stone"
        return f"the pick-up of {stone}"
    if mv.verb == "drop":
        return f"the drop of the {mv.arg} {mv.args[1]}"
    if mv.verb == "end":
        return "the end of the turn"
    return action


Tell = Callable[[dict[str, Any], Callable[[Any], str], Sequence[str]], str]
"""A told event's line from the event, a seat's name and the moons' values."""


def pickup(e: dict[str, Any], who: Callable[[Any], str], moons: Sequence[str]) -> str:
    if e["revealed"]:
        a = "an" if e["suit"][0] in "aeiou" else "a"
        return f"{who(e['seat'])} picks up {a} {e['suit']} stone: it is {e['value']}."
    return f"{who(e['seat'])} picks up the {e['suit']} {e['value']}."


def drop(e: dict[str, Any], who: Callable[[Any], str], moons: Sequence[str]) -> str:
    home = ": home!" if e["placed"] else "."
    return f"{who(e['seat'])} drops the {e['suit']} {e['value']} on " \
           f"{place(e['space'], moons)}{home}"


def game_over(e: dict[str, Any], who: Callable[[Any], str], moons: Sequence[str]) -> str:
    return f"{who(e['winner'])} wins the race!" if e["winner"] is not None else \
        "The round limit is reached: no winner."


#: each told event type's line (``events.SILENT`` says which types have none, and why)
NARRATORS: dict[str, Tell] = {
    "ring": lambda e, who, moons: ("Moon tiles clockwise from the top: "
                                   + ", ".join(e["moons"])
                                   + ". The 24 stones are laid suit side up."),
    "first_roll": lambda e, who, moons: "Roll for first: " + ", ".join(
        f"{who(s)} {f}" for s, f in e["rolls"]) + ".",
    "first_player": lambda e, who, moons: f"{who(e['seat'])} goes first.",
    "start_roll": lambda e, who, moons: (f"{who(e['seat'])} rolls {e['face']}: starts and "
                                         f"finishes on the {e['face']} moon."),
    "turn": lambda e, who, moons: f"Round {e['round']}: {who(e['seat'])}, {e['mp']} MP.",
    "step": lambda e, who, moons: (f"{who(e['seat'])} steps onto {place(e['to'], moons)} "
                                   f"({e['cost']} MP)."),
    "pickup": pickup,
    "drop": drop,
    "undo": lambda e, who, moons: (f"{who(e['seat'])} takes back "
                                   f"{action_words(e['action'], moons)}."),
    "game_over": game_over,
}


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out). ``view`` is an
    observation (or a list of the moon values), for naming the moons."""
    tell = NARRATORS.get(event["type"])
    if tell is None:
        return None
    moons = view.get("moons", ()) if isinstance(view, dict) else (view or ())

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    return tell(event, who, moons)
