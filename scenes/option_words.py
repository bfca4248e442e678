"""Set-up options in a player's words: a value by its shown name, a multi-choice by the
names of its choices, and a combination the game refuses as a sentence naming the
options by their labels.

The schema (``game.registry.Option``) names a choice where its ``shown`` says; a game
whose choices read differently by another option's value (NotCoup's Heist crimes are
its actions, named as the game is set to name them) gives ``GameInfo.choice_words``.
"""

from __future__ import annotations

from typing import Any

from game.core import GameError
from game.registry import GameInfo, Option


def choice_name(info: GameInfo, opt: Option, choice: Any,
                values: dict[str, Any] | None = None) -> str:
    """One choice of ``opt`` as a player reads it."""
    shown = dict(opt.shown)
    if choice in shown:
        return shown[choice]
    namer = info.choice_words  # the game's own words, where they depend on other values
    name = namer(info, opt, choice, values or {}) if namer else None
    return name or str(choice)


def value_name(info: GameInfo, opt: Option, value: Any,
               values: dict[str, Any] | None = None) -> str:
    """A value of ``opt`` as a player reads it: "On"/"Off", a choice's name, or the
    names of a multi-choice's choices ("Discard, Joker"; "None" for none)."""
    if opt.type == "multi":
        names = [choice_name(info, opt, c, values) for c in value or ()]
        return ", ".join(names) if names else "None"
    if opt.type == "bool":
        return "On" if value else "Off"
    if opt.type == "choice":
        return choice_name(info, opt, value, values)
    return str(value)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _turn_on(info: GameInfo, opt: Option, values: dict[str, Any]) -> str:
    """How a player switches ``opt`` on, in words."""
    if opt.type == "choice":
        names = [f"“{choice_name(info, opt, c, values)}”" for c in opt.choices
                 if c != opt.default]
        return f"set {opt.title} to " + " or ".join(names)
    if opt.type == "multi":
        return f"choose some {opt.title}"
    if opt.type == "int":
        return f"change {opt.title}"
    return f"turn {opt.title} on"


def problem(info: GameInfo, values: dict[str, Any]) -> str | None:
    """Why ``values`` cannot start a game, as a sentence using the options' labels
    (None: they can). The schema's ``requires`` and ``excludes`` are told here in
    words; the game's own ``conflicts`` hook words its refusals itself; and the
    registry's check stays the judge (its message is shown if nothing here caught it)."""
    def value(o: Option) -> Any:
        return values.get(o.name, o.default)

    on = {o.name for o in info.options if o.is_on(value(o))}
    for o in info.options:
        if o.name not in on:
            continue
        what = o.title if o.type == "bool" else \
            f"{o.title} “{value_name(info, o, value(o), values)}”"
        for need in o.requires:
            if need not in on:
                other = info.option(need)
                back = f"turn {o.title} off" if o.type == "bool" else \
                    f"set {o.title} back to “{value_name(info, o, o.default, values)}”"
                return (f"{what} needs {other.title} on: {_turn_on(info, other, values)}, "
                        f"or {back}.")
        for name in o.excludes:
            if name in on:
                other = info.option(name)
                return (f"{o.title} and {other.title} cannot be played together: turn one "
                        "of them off.")
    why = info.conflicts(values) if info.conflicts else None
    if why:
        return _sentence(why)
    try:
        info.check_relations(dict(values))
    except GameError as e:
        return _sentence(str(e))
    return None
