"""Coyote's words for the town's talk (``trickster.py``): complications, rumours, things
carried off, favours owed and paid. The same template language as ``voice.py``; kept
apart so the trickster's moments live beside each other. ``narrate.py`` tells them;
``rumour_words`` says a rumour on the record in one line (the table's town-talk box,
and any list of what is being said)."""

from __future__ import annotations

from collections.abc import Callable

from game.core import DEALER
from game.three_card_coyote.folk import THINGS
from game.three_card_coyote.town import PLACES


def claim_words(kind: str, item: str) -> str:
    """"the Door at Church", "the Bible as the Key"."""
    if kind == "door":
        return f"the Door at {PLACES.get(item, item)}"
    name = THINGS[item].name if item in THINGS else item
    return f"the {name} as the {kind.title()}"


def rumour_words(r: dict, name: Callable[[int], str]) -> str:
    """One rumour of the record and who started it; ``name(seat)`` names a character."""
    claims = [claim_words(k, i) for k, i in r["claims"]]
    if r["by"] == DEALER:
        return f"Coyote: {' or '.join(claims)} (one is true)"
    return f"{name(r['by'])}: {claims[0]}"

LINES: dict[str, tuple[str, ...]] = {
    "complication.dust-storm": (
        "[Coyote's town card is {card}: ]a dust storm rolls down the gulch. Until the next "
        "town card, nobody gets anywhere without an 8 or better.",
        "[{Card}, and ]the sky goes brown: a dust storm. This hour a Move takes an 8 or "
        "better.",
        "Grit in every eye[ ({card})]: a dust storm blows through Helena, and only a strong "
        "card (8 or better) gets a body down the road this hour.",
    ),
    "complication.saloon-dance": (
        "[Coyote's town card is {card}: ]a fiddler strikes up at the Big Sky Saloon. The "
        "whole town goes to the dance, and anyone there may talk with any of them.",
        "[{Card}, and ]the saloon throws a dance. This hour every town person still "
        "standing is at the Big Sky Saloon, ready to talk.",
        "Music spills out of the Big Sky Saloon[ ({card})]: the town is at the dance, and "
        "whoever goes there may talk with anyone in town.",
    ),
    "complication.bonfires": (
        "[Coyote's town card is {card}: ]the town lights its Halloween bonfires. Every "
        "corner is bright, and a search takes any card this hour.",
        "[{Card}, and ]bonfires blaze in every street for All Hallows' Eve: this hour any "
        "card will do for a search.",
        "Halloween fires go up all over Helena[ ({card})]. Nothing hides in the dark this "
        "hour: searching takes any card.",
    ),
    "complication.sermon": (
        "[Coyote's town card is {card}: ]the preacher holds a sermon on patience. This "
        "hour a calming word settles the town by two.",
        "[{Card}, and ]the church bell rings for a sermon; until the next town card, a "
        "Talk to calm counts twice.",
        "A sermon at the Church[ ({card})] leaves the town ready to listen: this hour "
        "whoever talks it calm settles the mood two steps.",
    ),
    "half-truth": (
        "Coyote leans on the bar and lets a rumour go: {first}, and {second}. One of the "
        "two is true.",
        "Word goes round town, and Coyote started it: {first}; {second}. Half of it is "
        "so.",
        "A rumour, from Coyote's own lips: {first}, and {second}. He swears one part of "
        "it is true, and only one.",
    ),
    "rumour": (
        "{who} tells {folk}[ (playing {card})] that {claim}. Soon the whole town is saying "
        "it.",
        "{who} starts a rumour with {folk}[, playing {card}]: {claim}. True or not, it is "
        "all over Helena now.",
        "[With {card} on the table, ]{who} lets {folk} in on a secret: {claim}. By the "
        "next beat everyone has heard it.",
    ),
    "carried-off": (
        "A stray dog trots off with {thing} from {from} and drops it {at_to}.",
        "A freight wagon rolls through {from} with {thing} caught in its tailboard; it "
        "falls off {at_to}.",
        "The wind picks {thing} up from {from} and sets it down {at_to}.",
    ),
    "favour.owed": (
        "{Folk} <remembers|remember> {who}'s good turn: {folk_they} <owes|owe> {them} a "
        "favour.",
        "{Who} has made a friend of {folk}, who <owes|owe> {them} one now.",
        "{Folk} will not forget what {who} did for {folk_them}: a favour is owed.",
    ),
    "favour.learn": (
        "{Folk} <pays|pay> back {who}'s favour with one thing more.",
        "For old times' sake, {folk} <tells|tell> {who} a little extra.",
        "{Folk} <owes|owe> {who} a favour, and <settles|settle> it with a second fact.",
    ),
    "favour.fool": (
        "{Folk} <lets|let> {who} have {their} way, for the favour {folk_they} <owes|owe>.",
        "{Folk} <plays|play> along with {who}: a favour repaid.",
        "{Who} calls in a favour, and {folk} <looks|look> the other way.",
    ),
    "stormbound": (
        "{Who} sets off into the dust storm[ with {card}] and gets nowhere.",
        "The storm turns {who} back[; {card} was not enough].",
        "[{Card} is too little: ]{who} cannot see a yard into the dust and stays put.",
    ),
}
