"""Coyote Moon's events in words: what the game log, the headless ``play`` command
and the table print. The game package tells its own story; tables do not build
sentences from notation."""

from __future__ import annotations

from collections.abc import Sequence
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


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """One log line for ``event`` (None for an event the log leaves out). ``view`` is an
    observation (or a list of the moon values), for naming the moons."""
    moons = view.get("moons", ()) if isinstance(view, dict) else (view or ())
    t = event["type"]
    seat = event.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if t == "ring":
        return ("Moon tiles clockwise from the top: " + ", ".join(event["moons"])
                + ". The 24 stones are laid suit side up.")
    if t == "first_roll":
        return "Roll for first: " + ", ".join(f"{names[s]} {f}" for s, f in event["rolls"]) + "."
    if t == "first_player":
        return f"{name} goes first."
    if t == "start_roll":
        return (f"{name} rolls {event['face']}: starts and finishes on the "
                f"{event['face']} moon.")
    if t == "turn":
        return f"Round {event['round']}: {name}, {event['mp']} MP."
    if t == "step":
        return f"{name} steps onto {place(event['to'], moons)} ({event['cost']} MP)."
    if t == "pickup":
        if event["revealed"]:
            a = "an" if event["suit"][0] in "aeiou" else "a"
            return f"{name} picks up {a} {event['suit']} stone: it is {event['value']}."
        return f"{name} picks up the {event['suit']} {event['value']}."
    if t == "drop":
        home = ": home!" if event["placed"] else "."
        return f"{name} drops the {event['suit']} {event['value']} on " \
               f"{place(event['space'], moons)}{home}"
    if t == "undo":
        return f"{name} takes back {action_words(event['action'], moons)}."
    if t == "game_over":
        w = event["winner"]
        return f"{names[w]} wins the race!" if w is not None else \
            "The round limit is reached: no winner."
    return None
