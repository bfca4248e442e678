"""The words and keys of the NotCoup table's action bar: a key letter per action, the
hint lines under the buttons at each level of room, what a targeted action does to the
seat it names, and the response timer's setting."""

from __future__ import annotations

from typing import Any

from game.notcoup.cards import TITLES

#: a letter per turn action (X for the Joker, as in the notation); an action not listed
#: gets the first free letter of its title (``action_keys``)
ACTION_KEYS = {"income": "i", "more-income": "m", "fu": "f", "king": "k", "queen": "q",
               "jack": "j", "ace": "a", "joker": "x", "redraw": "d", "steal": "s",
               "switch": "w"}
#: letters the table itself answers (timer, log, fast-forward): never an action's key
TABLE_KEYS = frozenset("tlf")
CARD_KEYS = {"king": "k", "queen": "q", "jack": "j", "ace": "a", "joker": "x"}
TIMER_CHOICES = (0, 10, 20, 30)  # seconds a reaction prompt waits (0: no timer)


def action_keys(specs: dict[str, dict]) -> dict[str, str]:
    """A key letter for each action of the table in play: the fixed ones, and for any
    other the first letter of its title no other action or the table uses."""
    keys = {n: ACTION_KEYS[n] for n in specs if n in ACTION_KEYS}
    taken = set(keys.values()) | TABLE_KEYS
    for name, spec in specs.items():
        if name in keys:
            continue
        free = [c for c in spec["title"].lower() if c.isalpha() and c not in taken]
        if free:
            keys[name] = free[0]
            taken.add(free[0])
    return keys


GAP = 8  # between two buttons of the bar (a bar of eleven closes up a little)
#: the action bar's padding per hint level (``hint_levels``): tighter as hints shorten
HINT_PADS = [28, 22, 18]  # a list: a tuple of three such ints would read as a colour


def hint_levels(spec: dict, letter: str) -> tuple[str, str, str]:
    """An action button's hint line, fullest first: "claim · pay 3 · X", then
    "claim · -3 · X", then "-3 · X" (a claim's button is marked by its colour too). The
    bar takes the fullest that lets every title show whole."""
    card = spec.get("denies")
    said = "claim" if spec["claim"] else (f"no {TITLES.get(card, card)}" if card else "")
    cost = spec["cost"]
    gain = spec["gain"] if spec.get("effect") == "bank" else 0  # Steal takes the bank
    key = letter.upper() if letter else ""

    def join(*bits: str) -> str:
        return " · ".join(b for b in bits if b)
    return (join(said, f"pay {cost}" if cost else "", f"take {gain}" if gain else "", key),
            join(said, f"-{cost}" if cost else "", f"+{gain}" if gain else "", key),
            join(f"-{cost}" if cost else "", f"+{gain}" if gain else "", key))


def card_titles(specs: dict[str, dict], letters: dict[str, str]) -> tuple[list[str],
                                                                         list[str]]:
    """Titles and hints for a bar too full for whole titles: a claim whose title is
    longer than its card's name shows the card, and its hint the rest of the title."""
    titles, hints = [], []
    for name, spec in specs.items():
        card = spec.get("claim")
        title = spec["title"]
        short = hint_levels(spec, letters.get(name, ""))[2]
        if card and title != TITLES.get(card, title):
            word = TITLES[card]
            rest = title[:-len(word)].strip() if title.endswith(word) else title
            titles.append(word)
            hints.append(" · ".join(b for b in (rest, short) if b))
        else:
            titles.append(title)
            hints.append(short)
    return titles, hints


#: what a Transformer effect does to the seat it names, for the "whom?" prompt
EFFECT_TARGET_WORDS = {"alliance": "ally with", "marker": "mark a card of",
                       "slow": "light a fuse under", "extort": "extort",
                       "swap": "swap a card with", "share": "take points from"}


def short_hint(spec: dict, title: str, hint: str, letter: str, need: Any) -> str:
    """The tightest bar's hint: no wider than the title; a game action's gain is said
    where its title was cut to a word ("More" over "+2 · M")."""
    gain = spec.get("gain") if not spec.get("claim") and spec.get("effect") != "bank" else 0
    for h in ([f"+{gain} · {letter.upper()}"] if gain else []) + [hint, letter.upper()]:
        if need(title, h, 16) <= need(title, "", 16) or h == letter.upper():
            return h
    return letter.upper()


def target_words(spec: dict) -> str:
    """What a targeted action does to the seat it names, for the "whom?" prompt."""
    if spec.get("effect") == "switch":
        return "move to the other team"
    if spec.get("effect") in EFFECT_TARGET_WORDS:
        return EFFECT_TARGET_WORDS[spec["effect"]]
    if spec.get("gift"):
        return f"give {spec['gift']} to"
    if spec.get("steal"):
        return f"take {spec['steal']} points from"
    if spec.get("discard"):
        return "make lose a card"
    return "aim at"


def response_timer(settings: Any) -> int:
    try:
        v = int(getattr(settings, "response_timer", 0) or 0)
    except (TypeError, ValueError):
        return 0
    return v if v > 0 else 0
