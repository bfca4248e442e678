"""The Three Card Coyote controls' words: a beat, its target, the card or chip that
carries it, and the answers to Coyote's windows, as the strip and its buttons say them."""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction
from game.three_card_coyote import notation as N
from game.three_card_coyote.cards_advice import card_words
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.roles import POWERS
from game.three_card_coyote.town import PLACES
from game.three_card_coyote.town_voice import claim_words

VERB_WORDS = {"pass": "Pass", "move": "Move", "search": "Search", "take": "Take",
              "talk": "Talk", "fight": "Fight", "shoot": "Shoot", "heal": "Heal",
              "unlock": "Unlock", "claim": "Claim", "fold": "Fold"}
TOPIC_WORDS = {"learn": "ask around", "calm": "calm down", "buy": "buy",
               "fool": "fool out of"}


def power_words(pid: str) -> str:
    p = POWERS.get(pid)
    return p.label if p else pid


def thing_words(tid: str) -> str:
    t = THINGS.get(tid)
    return t.name if t else tid



def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class BeatWords:
    """Actions in words, with the names of the characters at ``table``."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def who(self, target: str | int) -> str:
        """A target in words: a seat's character by name, a town person by theirs."""
        if isinstance(target, int):
            return self.table.char_name(target)
        f = FOLK.get(target)
        return f.name if f else target

    def shape_words(self, shape: str) -> str:
        sh = N.shape(shape)
        verb = sh.verb
        if verb == "move":
            return PLACES.get(sh.target, sh.target)
        if verb == "take":
            return thing_words(sh.target)
        if verb == "talk" and sh.topic == "rumour":  # says which secret it claims
            return f"{self.who(sh.target)}: rumour {claim_words(sh.kind, sh.thing)}"
        if verb == "talk":
            topic = TOPIC_WORDS.get(sh.topic, sh.topic)
            thing = f" the {thing_words(sh.thing)}" if sh.thing else ""
            return f"{self.who(sh.target)}: {topic}{thing}"
        if verb in ("fight", "shoot", "heal"):
            return self.who(sh.target)
        return {"search": "this place", "pass": "nothing (a card face down)",
                "unlock": "the Door", "claim": "the power"}.get(verb, shape)

    def action_words(self, shape: str) -> str:
        if not shape:
            return ""
        try:
            verb = N.shape(shape).verb
        except IllegalAction:  # not a beat (a seize window names its loser): as it is
            return shape
        if verb == "move":
            return f"move to {self.shape_words(shape)}"
        if verb in ("pass", "search", "unlock", "claim"):
            return {"pass": "pass", "search": "search this place", "unlock": "unlock the Door",
                    "claim": "claim the power"}[verb]
        if verb == "talk":
            return f"talk to {self.shape_words(shape)}"
        return f"{VERB_WORDS.get(verb, verb).lower()} {self.shape_words(shape)}"

    @staticmethod
    def how_words(how: tuple[str, str]) -> str:
        kind, what = how
        return f"play {card_words(what)}" if kind == "card" else f"raise: {power_words(what)}"

    def describe(self, action: str) -> str:
        if action == "fold":
            return "Fold: give up the rest of this round"
        a = N.parse(action)
        if isinstance(a, N.Raise):
            return f"{_cap(self.action_words(str(a.shape)))}, raising: {power_words(a.power)}"
        return f"{_cap(self.action_words(str(a.shape)))} with {card_words(a.card)}"

    def answer_words(self, a: str) -> str:
        p = N.parse(a)
        if isinstance(p, N.Allow):
            return "Allow it"
        if isinstance(p, N.Cower):
            return "Cower"
        if isinstance(p, N.Seize):
            return "Take nothing" if p.thing is None else f"Take the {thing_words(p.thing)}"
        if isinstance(p, N.Oppose):
            return power_words(p.power)
        if isinstance(p, N.Answer):
            if p.card is not None:
                return f"{p.verb.title()} with {card_words(p.card)}"
            if p.power is not None:
                return power_words(p.power)
            if p.verb == "defend":
                return "Coyote turns a card"
        return a
