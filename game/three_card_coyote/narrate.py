"""Three Card Coyote's events in Coyote's words: what the log, the headless ``play``
command and the saved story say.

``narrate(event, names, view, said)`` finds the moment's phrasings in ``voice.LINES``,
picks one with the event's seeded variety number ``v`` (so a replay tells the same
story in the same words; an event without one is hashed instead), passing over one
whose sentences the game has ``said`` three times already, and fills its slots: each
seat's character name and pronouns from the view, role titles, places, town folk,
objects and cards in words. A private event seen from outside (redacted: it says only
whom it concerns) gets a short public line that tells nothing of its content.

Why a filler of our own and no library: the lines need three things, named slots, an
optional part dropped when its slot is empty (a raise spends no card) and a verb that
agrees with a town person who is a group ("the miners"). That is a few regular
expressions over ``str.format``-style slots. The templating engines that exist are
built for web pages (loops, escaping, inheritance) and the small grammar libraries for
generated text are unmaintained; neither is worth a dependency the frozen app must
carry, and neither would make the lines easier to write than the data in
``voice.py``.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable, Sequence
from typing import Any

from game.core import DEALER, IllegalAction
from game.three_card_coyote import notation as N
from game.three_card_coyote import voice as V
from game.three_card_coyote.descriptions import DOOR_SIGNS, EMPTY, THING_LOOKS
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.roles import ALL_ROLES, POWERS
from game.three_card_coyote.rules import MOOD_WORDS
from game.three_card_coyote.said import Said
from game.three_card_coyote.town import PLACES
from game.three_card_coyote.town_voice import LINES as TOWN_LINES

# ----- the filler ---------------------------------------------------------------------------

SLOT = re.compile(r"\{(\w+)\}")
OPTIONAL = re.compile(r"\[([^\[\]]*)\]")
AGREE = re.compile(r"<([^<>|]*)\|([^<>|]*)>")


class MissingSlot(KeyError):
    """A template names a slot the narrator did not fill (a bug, caught by the tests)."""


def _get(slots: dict[str, Any], name: str) -> str | None:
    key = name[0].lower() + name[1:]
    value = slots.get(key)
    if value is None or value == "":
        return None
    text = str(value)
    return text[0].upper() + text[1:] if name[0].isupper() else text


def fill(template: str, slots: dict[str, Any], many: bool = False,
         capital: bool = True) -> str:
    """``template`` with its optional parts settled, its verbs agreeing (``many``: the
    town person is a group) and its slots filled; the first letter capitalised unless
    the line is a phrase for another line (``capital`` False)."""
    def optional(m: re.Match) -> str:
        inner = m.group(1)
        return inner if all(_get(slots, n) for n in SLOT.findall(inner)) else ""

    def slot(m: re.Match) -> str:
        value = _get(slots, m.group(1))
        if value is None:
            raise MissingSlot(m.group(1))
        return value

    text = OPTIONAL.sub(optional, template)
    text = AGREE.sub(lambda m: m.group(2 if many else 1), text)
    text = SLOT.sub(slot, text)
    return text[:1].upper() + text[1:] if capital else text


def variety(event: dict[str, Any]) -> int:
    """The event's variety number; an event without one is hashed (stable across runs,
    unlike Python's own string hash)."""
    v = event.get("v")
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    return zlib.crc32(json.dumps(event, sort_keys=True, default=str).encode("utf-8"))


def _first(n: int, v: int, turn: int) -> int:
    """Which of ``n`` phrasings ``v`` picks; ``turn`` draws a second, independent-looking
    choice from the same number (the facts of one whisper)."""
    return (v // (7 ** turn) + turn) % n


def say(options: Sequence[str], slots: dict[str, Any], v: int, said: Said | None = None,
        many: bool = False, turn: int = 0, capital: bool = True) -> str:
    """The phrasing ``v`` picks from ``options``, filled; with what was ``said`` so far,
    the next one after it whose sentences are not yet worn out (the least worn if none
    is)."""
    start = _first(len(options), v, turn)
    if said is None:
        return fill(options[start], slots, many, capital)
    order = options[start:] + options[:start]
    return said.least_worn(fill(t, slots, many, capital) for t in order)


# ----- words --------------------------------------------------------------------------------

def and_list(words: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    words = [w for w in words if w]
    if not words:
        return ""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _rank_suit(card: str) -> tuple[str, str]:
    rank, _, suit = str(card).rpartition("-")
    return rank.upper(), suit.lower()


def card_words(card: str | None) -> str | None:
    """"Q-hearts" -> "the queen of hearts"; "7-clubs" -> "the 7 of clubs"."""
    if not card:
        return None
    rank, suit = _rank_suit(card)
    return f"the {V.RANK_WORDS.get(rank, rank)} of {suit}"


def a_card(card: str | None) -> str | None:
    """"Q-hearts" -> "a queen"; "8-clubs" -> "an 8"; "A-spades" -> "an ace"."""
    if not card:
        return None
    rank, _ = _rank_suit(card)
    word = V.RANK_WORDS.get(rank, rank)
    return ("an " if word[0] in "a8" or word == "11" else "a ") + word


def cards_words(cards: Sequence[str]) -> str:
    return and_list([card_words(c) or "" for c in cards])


def place_words(place: str | None) -> str | None:
    if not place:
        return None
    return V.PLACE_WORDS.get(place, (PLACES.get(place, place.replace("-", " ")), "at"))[0]


def at_place(place: str | None) -> str | None:
    """"general-store" -> "in the General Store"."""
    if not place:
        return None
    name, prep = V.PLACE_WORDS.get(place, (place_words(place), "at"))
    return f"{prep} {name}"


def thing_words(thing: str | None) -> str | None:
    """"noose" -> "the Noose" (an object with its article)."""
    if not thing:
        return None
    if thing in V.THING_WORDS:
        return V.THING_WORDS[thing][0]
    return f"the {THINGS[thing].name}" if thing in THINGS else thing.replace("-", " ")


def thing_name(thing: str | None) -> str | None:
    """"noose" -> "Noose" (after a possessive: "the Sheriff's Noose")."""
    if not thing:
        return None
    if thing in V.THING_WORDS:
        return V.THING_WORDS[thing][1]
    return THINGS[thing].name if thing in THINGS else thing.replace("-", " ")


def things_words(things: Sequence[str]) -> str:
    return and_list([thing_words(t) or "" for t in things])


def hour_words(hour: int) -> str:
    """12 -> "noon", 15 -> "three in the afternoon", 24 -> "midnight"."""
    if hour == 12:
        return "noon"
    if hour == 24:
        return "midnight"
    n = hour % 12 or 12
    word = V.NUMBERS[n] if n < len(V.NUMBERS) else str(n)
    part = ("in the afternoon" if 13 <= hour <= 17 else "in the evening" if 18 <= hour <= 23
            else "in the morning")
    return f"{word} {part}"


def mood_word(mood: Any) -> str:
    if isinstance(mood, int) and 0 <= mood < len(MOOD_WORDS):
        return MOOD_WORDS[mood]
    return "restless"


def chips_left(n: Any) -> str | None:
    if not isinstance(n, int):
        return None
    word = V.NUMBERS[n] if 0 <= n < len(V.NUMBERS) else str(n)
    return f"{word} chip{'' if n == 1 else 's'} left"


def ordinal(n: Any) -> str:
    return V.ORDINALS[n] if isinstance(n, int) and 0 < n < len(V.ORDINALS) else "next"


def is_group(folk: str) -> bool:
    """A town person named as a group ("the miners", "the loafers") takes plural verbs."""
    name = FOLK[folk].name if folk in FOLK else ""
    last = name.split()[-1] if name else ""
    return name.startswith("the ") and last.endswith("s") and last.islower()


def folk_slots(folk: Any) -> dict[str, str]:
    if folk not in FOLK:
        return {}
    f = FOLK[folk]
    if is_group(folk):
        they, them, their = "they", "them", "their"
    else:
        they, them, their = ("he", "him", "his") if f.he else ("she", "her", "her")
    return {"folk": f.name, "folk_they": they, "folk_them": them, "folk_their": their,
            "folk_s": f.name + ("'" if is_group(folk) else "'s")}


# ----- who is who -----------------------------------------------------------------------

class Cast:
    """Seats as the story names them: the character's name and pronouns when the view
    knows them, the player's name before the draft is done; and what Coyote has
    ``said`` so far in the game, when the teller keeps count."""

    def __init__(self, names: Sequence[str], view: Any = None,
                 said: Said | None = None) -> None:
        self.names = list(names)
        self.view = view if isinstance(view, dict) else {}
        chars = self.view.get("characters")
        self.chars = chars if isinstance(chars, list) else []
        self.said = said

    def standing(self) -> list[int]:
        """The seats whose characters are still in the game (every seat without a view)."""
        if not self.chars:
            return list(range(len(self.names)))
        return [s for s, ch in enumerate(self.chars) if isinstance(ch, dict)
                and not ch.get("out")]

    def char(self, seat: Any) -> dict[str, Any]:
        if isinstance(seat, int) and 0 <= seat < len(self.chars) and isinstance(
                self.chars[seat], dict):
            return self.chars[seat]
        return {}

    def player(self, seat: Any) -> str:
        if seat == DEALER:
            return "Coyote"
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return str(self.names[seat])
        return f"seat {seat}" if isinstance(seat, int) else "someone"

    def name(self, seat: Any) -> str:
        return self.char(seat).get("name") or self.player(seat)

    def slots(self, seat: Any, prefix: str = "") -> dict[str, str]:
        """The seat's name and pronouns: ``who``/``they``... or ``target``/``target_they``."""
        name = self.name(seat)
        gender = self.char(seat).get("gender")
        if gender == "she":
            they, them, their, self_ = "she", "her", "her", "herself"
        elif gender == "he":
            they, them, their, self_ = "he", "him", "his", "himself"
        else:  # not named yet: the name again reads right where a pronoun would not
            they, them, their, self_ = name, name, f"{name}'s", "themself"
        if not prefix:
            return {"who": name, "they": they, "them": them, "their": their,
                    "themself": self_}
        return {prefix: name, f"{prefix}_they": they, f"{prefix}_them": them,
                f"{prefix}_their": their}


def _target(cast: Cast, target: Any, prefix: str = "target") -> dict[str, str]:
    """A seat (a number, or a number as a word in an action) or a town person."""
    if isinstance(target, str) and target.lstrip("-").isdigit():
        target = int(target)
    if isinstance(target, int):
        return cast.slots(target, prefix)
    if target in FOLK:
        return {prefix: FOLK[target].name}
    return {prefix: str(target)} if target else {}


def power_words(power: Any) -> str:
    if power in V.POWER_WORDS:
        return V.POWER_WORDS[power]
    return POWERS[power].label if power in POWERS else "a little celestial help"


def _shape(action: Any) -> N.Shape:
    try:
        return N.shape(str(action or ""))
    except IllegalAction:  # not a beat (a seize window names its loser)
        return N.Shape("")


def purpose(action: Any, seat: Any, cast: Cast) -> str:
    """What an action written as the engine writes it is for ("shoot assayer" -> "to
    shoot at the assayer")."""
    shape = _shape(action)
    verb = shape.verb
    slots: dict[str, Any] = dict(cast.slots(seat))
    key = verb if verb in V.PURPOSES else "other"
    if verb == "move" and shape.target is not None:
        slots["to"] = place_words(shape.target)
    elif verb == "take" and shape.target is not None:
        slots["thing"] = thing_words(shape.target)
    elif verb == "talk" and shape.topic is not None:
        key = f"talk.{shape.topic}" if f"talk.{shape.topic}" in V.PURPOSES else "other"
        slots.update(folk_slots(shape.target))
        slots["thing"] = thing_words(shape.thing) if shape.thing else None
    elif verb in ("fight", "shoot", "heal") and shape.target is not None:
        slots.update(_target(cast, str(shape.target)))
        if verb == "heal" and str(shape.target) == str(seat):
            key = "heal.self"
    try:
        return fill(V.PURPOSES[key], slots, capital=False)
    except MissingSlot:
        return V.PURPOSES["other"]


# ----- each moment's line ---------------------------------------------------------------

Told = tuple[str, dict[str, Any], bool]  # (the moment's key in LINES, slots, many)


def _card_slots(card: Any, against: Any = None) -> dict[str, Any]:
    return {"card": card_words(card), "a_card": a_card(card), "against": card_words(against)}


def _result(result: Any) -> str:
    return "won" if result and result > 0 else "lost" if result and result < 0 else "drawn"


def _angry(turned: Any) -> str | None:
    # the cards named, so a night of angry fights does not say the same words each time
    if isinstance(turned, list) and len(turned) > 1:
        return (f"the town is angry: Coyote turned {cards_words(turned)} for it and kept "
                "the better")
    return None


WHISPER_ROOM = 190
"""The most characters a whisper's facts take with a secret's picture: about the
longest whisper of three bare facts, which the table's caption and log already fit."""


def _look(cast: Cast, looks: Sequence[str], v: int, turn: int) -> str | None:
    """The way a found secret looks; None once every way is worn out (the tenth telling
    needs no picture)."""
    if not looks:
        return None
    look = say(looks, {}, v, cast.said, turn=turn)
    return look if cast.said is None or cast.said.fresh(look) else None


def _whisper_facts(e: dict[str, Any], cast: Cast, v: int) -> str:
    seat = e.get("seat")
    found = e.get("found") or {}
    place = e.get("place")
    base = {"place": place_words(place), "at_place": at_place(place)}
    facts = []
    looks: list[str | None] = []  # one picture per whisper keeps it as short as a fact
    turn = 1
    if "door" in found:
        facts.append(say(V.LINES["found.door"], base, v, cast.said, turn=turn))
        looks.append(_look(cast, DOOR_SIGNS.get(place, ()), v, turn + 1))
        turn += 2
    for kind in ("key", "lantern"):
        if kind not in found:
            continue
        info = found[kind] if isinstance(found[kind], dict) else {"thing": found[kind]}
        slots = {**base, "kind": V.KIND_WORDS[kind], "thing": thing_words(info.get("thing"))}
        many = False
        by = info.get("by")
        if by == "folk":
            slots.update(folk_slots(info.get("holder")))
            many = is_group(info.get("holder"))
            key = "found.folk"
        elif by == "seat" and info.get("holder") == seat:
            key = "found.self"
        elif by == "seat":
            slots["holder"] = cast.name(info.get("holder"))
            key = "found.seat"
        else:
            key = "found.ground"
        facts.append(say(V.LINES[key], slots, v, cast.said, many, turn))
        looks.append(_look(cast, THING_LOOKS.get(info.get("thing"), ()), v, turn + 1))
        turn += 2
    if not facts:
        # the place's own ways of saying so first, then Coyote's for anywhere
        return say(EMPTY.get(place, ()) + V.LINES["found.nothing"], base, v, cast.said,
                   turn=turn)
    # the first secret with a fresh picture has it, after its own fact, when the whisper
    # still fits where the table shows it
    at = next((i for i, look in enumerate(looks) if look), None)
    if at is not None and len(" ".join(facts)) + len(str(looks[at])) < WHISPER_ROOM:
        facts[at] += " " + str(looks[at])
    return " ".join(facts)


Event = dict[str, Any]


def _seat(e: Event, cast: Cast) -> dict[str, Any]:
    """The slots of the seat the event is about (none for an event about no seat)."""
    return cast.slots(e["seat"]) if e.get("seat") is not None else {}


def _plain(e: Event, cast: Cast) -> Told:
    """A moment told by its type alone, naming its seat."""
    return e["type"], _seat(e, cast), False


def _idle(e: Event, cast: Cast) -> Told:
    """A seat that does nothing this beat, told where it stands and at what hour (a
    night of waiting then reads differently from place to place and hour to hour)."""
    hour = cast.view.get("hour")
    return e["type"], {**_seat(e, cast),
                       "at_place": at_place(cast.char(e.get("seat")).get("place")),
                       "clock": hour_words(hour) if isinstance(hour, int) else None}, False


def _with_card(e: Event, cast: Cast) -> Told:
    return e["type"], {**_seat(e, cast), **_card_slots(e.get("card"))}, False


def _pick(e: Event, cast: Cast) -> Told | None:
    role = ALL_ROLES.get(e.get("role"))
    if role is None:
        return None
    key = "pick.deity" if role.kind == "deity" else "pick.human"
    return key, {**_seat(e, cast), "who": cast.player(e.get("seat")), "role": role.title,
                 "blurb": role.blurb}, False


def _name(e: Event, cast: Cast) -> Told:
    he = e.get("gender") == "he"
    deity, human = ALL_ROLES.get(e.get("deity")), ALL_ROLES.get(e.get("human"))
    return "name", {"player": cast.player(e.get("seat")), "name": e.get("name"),
                    "them": "him" if he else "her", "deity": deity and deity.title,
                    "human": human and human.title}, False


def _round(e: Event, cast: Cast) -> Told:
    hour = e.get("hour")
    return "round", {"clock": hour_words(hour) if isinstance(hour, int) else None,
                     "round": e.get("round"), "first": cast.name(e.get("first")),
                     "mood": mood_word(e.get("mood"))}, False


def _raise(e: Event, cast: Cast) -> Told:
    return "raise", {**_seat(e, cast), "power": power_words(e.get("power")),
                     "purpose": purpose(e.get("action"), e.get("seat"), cast),
                     "chips_left": chips_left(e.get("chips"))}, False


def _chip(e: Event, cast: Cast) -> Told:
    """A chip thrown to answer an action (against a raise, or in defence)."""
    key = "oppose" if e["type"] == "oppose" else f"{e['type']}.raise"
    return key, {**_seat(e, cast), "power": power_words(e.get("power")),
                 "chips_left": chips_left(e.get("chips"))}, False


def _answer(e: Event, cast: Cast) -> Told:
    """A defence or an interruption: a chip on a power, or a card face down."""
    return _chip(e, cast) if "power" in e else _with_card(e, cast)


def _declare(e: Event, cast: Cast) -> Told:
    # a shot is drawn, not rolled up for: a gun has its own lines
    key = "declare.shoot" if _shape(e.get("action")).verb == "shoot" else "declare"
    return key, {**_seat(e, cast), **_card_slots(e.get("card")),
                 "purpose": purpose(e.get("action"), e.get("seat"), cast)}, False


def _move(e: Event, cast: Cast) -> Told:
    ride = bool(cast.char(e.get("seat")).get("mounted"))
    return ("move.ride" if ride else "move"), {
        **_seat(e, cast), **_card_slots(e.get("card")), "from": place_words(e.get("from")),
        "to": place_words(e.get("to"))}, False


def _escape(e: Event, cast: Cast) -> Told:
    return f"escape.{_result(e.get('result'))}", {
        **_seat(e, cast), **_card_slots(e.get("card"), e.get("against")),
        **folk_slots(e.get("folk")), "angry": _angry(e.get("turned"))}, is_group(e.get("folk"))


def _search(e: Event, cast: Cast) -> Told:
    place = e.get("place")
    return ("search" if e.get("ok") else "search.failed"), {
        **_seat(e, cast), **_card_slots(e.get("card")), "place": place_words(place),
        "at_place": at_place(place)}, False


def _whisper(e: Event, cast: Cast) -> Told:
    return "whisper", {**_seat(e, cast), "facts": _whisper_facts(e, cast, variety(e))}, False


def _take(e: Event, cast: Cast) -> Told:
    return "take", {**_seat(e, cast), **_card_slots(e.get("card")),
                    "thing": thing_words(e.get("thing")),
                    "at_place": at_place(e.get("place"))}, False


def _snatch(e: Event, cast: Cast) -> Told:
    return ("snatch" if e.get("ok") else "snatch.failed"), {
        **_seat(e, cast), **_card_slots(e.get("card")), **folk_slots(e.get("folk")),
        "thing": thing_words(e.get("thing")), "thing_name": thing_name(e.get("thing"))
    }, is_group(e.get("folk"))


def _talk(e: Event, cast: Cast) -> Told | None:
    topic = e.get("topic")
    key = {"learn": "talk.learn", "calm": "talk.calm"}.get(topic)
    if topic == "buy":
        key = "talk.buy" if e.get("paid") else "talk.trade"
    elif topic == "fool":
        key = "talk.fool" if e.get("ok") else "talk.fool.failed"
    if key is None:
        return None
    return key, {**_seat(e, cast), **_card_slots(e.get("card")), **folk_slots(e.get("folk")),
                 "thing": thing_words(e.get("thing")),
                 "chips_left": chips_left(e.get("chips"))}, is_group(e.get("folk"))


def _clue(e: Event, cast: Cast) -> Told:
    kind, item = e.get("kind"), e.get("item")
    if kind == "door":
        fact = say(V.LINES["fact.door"], {"at_item": at_place(item)}, variety(e), cast.said,
                   turn=1, capital=False)
    else:
        fact = say(V.LINES["fact.thing"],
                   {"item": thing_words(item), "kind": V.KIND_WORDS.get(kind, kind)},
                   variety(e), cast.said, turn=1, capital=False)
    return "clue", {**_seat(e, cast), **folk_slots(e.get("folk")), "fact": fact}, \
        is_group(e.get("folk"))


def _fight_folk(e: Event, cast: Cast) -> Told:
    """A brawl or a shot at a town person."""
    return f"{e['type']}.{_result(e.get('result'))}", {
        **_seat(e, cast), **_card_slots(e.get("card"), e.get("against")),
        **folk_slots(e.get("folk")), "angry": _angry(e.get("turned"))}, is_group(e.get("folk"))


def _falls(e: Event, cast: Cast) -> Told:
    things = e.get("things") or []
    key = "falls" if not things else "falls.taken" if e.get("taken") else "falls.dropped"
    by = e.get("by")
    return key, {**(cast.slots(by) if by is not None else {}), **folk_slots(e.get("folk")),
                 "things": things_words(things)}, is_group(e.get("folk"))


def _clash(e: Event, cast: Cast) -> Told:
    s, target = _seat(e, cast), cast.slots(e.get("target"), "target")
    if e.get("cowered"):
        return "clash.cowered", {**s, **target}, False
    gun = "gun." if e.get("gun") else ""
    return f"clash.{gun}{_result(e.get('result'))}", {
        **s, **target, **_card_slots(e.get("card"), e.get("against"))}, False


def _wound(e: Event, cast: Cast) -> Told:
    by = e.get("by")
    slots = {**_seat(e, cast), "nth": ordinal(e.get("wounds"))}
    if by == "the posse":
        return "wound.posse", slots, False
    if by in FOLK:
        return "wound.folk", {**slots, **folk_slots(by)}, is_group(by)
    return "wound.seat", {**slots, **_target(cast, by, "by")}, False


def _knocked_out(e: Event, cast: Cast) -> Told:
    ch = cast.char(e.get("seat"))
    deity, human = ALL_ROLES.get(ch.get("deity")), ALL_ROLES.get(ch.get("human"))
    # what falls lies where the character fell, street or office
    where = at_place(ch.get("place")) or f"where {_seat(e, cast).get('they')} fell"
    return "knocked-out", {**_seat(e, cast), "dropped": things_words(e.get("dropped") or []),
                           "at_place": where,
                           "deity": deity and deity.title,
                           "human": human and human.title}, False


def _seize(e: Event, cast: Cast) -> Told:
    return "seize", {**_seat(e, cast), **cast.slots(e.get("from"), "from"),
                     "thing": thing_words(e.get("thing"))}, False


def _heal(e: Event, cast: Cast) -> Told:
    s, seat, target = _seat(e, cast), e.get("seat"), e.get("target")
    patient = (f"{s.get('their')} own wounds" if target == seat
               else f"{cast.name(target)}'s wounds")
    left = e.get("wounds")
    left_words = (f"{V.NUMBERS[left]} wound{'' if left == 1 else 's'} left"
                  if isinstance(left, int) and 0 <= left < len(V.NUMBERS) else None)
    return ("heal" if e.get("ok") else "heal.failed"), {
        **s, **_card_slots(e.get("card")), "patient": patient, "left": left_words}, False


def _unlock(e: Event, cast: Cast) -> Told:
    return ("unlock" if e.get("ok") else "unlock.failed"), {
        **_seat(e, cast), "things": things_words(e.get("things") or []) or "empty hands",
        "at_place": at_place(e.get("place"))}, False


def _ritual_met(e: Event, cast: Cast) -> Told:
    """A ritual stopped (interrupted) or carried on (shrugged), by a seat or town folk."""
    t = e["type"]
    key = "interrupted.lost" if t == "interrupted" and (e.get("result") or 0) < 0 else t
    return key, {**_seat(e, cast), **_target(cast, e.get("by", e.get("folk")), "by")}, False


def _stalemate(e: Event, cast: Cast) -> Told:
    seats = [cast.name(x) for x in e.get("seats") or []]
    if len(seats) < 2:
        seats.append("Coyote")
    return "stalemate", {"seats": and_list(seats)}, False


def _showhands(e: Event, cast: Cast) -> Told:
    names = e.get("names") or {}
    shown = []
    for k, cards in (e.get("hands") or {}).items():
        what = V.HAND_WORDS.get(names.get(k), names.get(k))
        shown.append(f"{cast.name(int(k))} shows {cards_words(cards)}"
                     + (f" ({what})" if what else ""))
    return "showhands", {"hands": "; ".join(shown), "winner": cast.name(e.get("winner"))}, False


def _thwarted(e: Event, cast: Cast) -> Told:
    return "thwarted", {**_seat(e, cast), **_target(cast, e.get("by"), "by"),
                        "purpose": purpose(e.get("action"), e.get("seat"), cast)}, False


def _confiscate(e: Event, cast: Cast) -> Told:
    key = "confiscate" if e.get("to") == "sheriff" else "confiscate.ground"
    return key, {**_seat(e, cast), "thing": thing_words(e.get("thing"))}, False


def _mood(e: Event, cast: Cast) -> Told:
    up = (e.get("mood") or 0) > (e.get("was") or 0)
    return ("mood.up" if up else "mood.down"), {"mood": mood_word(e.get("mood"))}, False


def _reveal(e: Event, cast: Cast) -> Told:
    return "reveal", {"at_door": at_place(e.get("door")), "key": thing_words(e.get("key")),
                      "lantern": thing_words(e.get("lantern"))}, False


def _claim(claim: Sequence[str]) -> str:
    """A rumour's claim in words: "the Door is at the Church", "the Bible is the Key"."""
    kind, item = claim
    if kind == "door":
        return f"the Door is {at_place(item)}"
    return f"{thing_words(item)} is {V.KIND_WORDS.get(kind, kind)}"


def _complication(e: Event, cast: Cast) -> Told:
    return f"complication.{e.get('complication')}", _card_slots(e.get("card")), False


def _half_truth(e: Event, cast: Cast) -> Told:
    first, second = e["claims"]
    return "half-truth", {"first": _claim(first), "second": _claim(second)}, False


def _rumour(e: Event, cast: Cast) -> Told:
    return "rumour", {**_seat(e, cast), **_card_slots(e.get("card")),
                      **folk_slots(e.get("folk")), "claim": _claim(e["claims"][0])}, False


def _carried_off(e: Event, cast: Cast) -> Told:
    return "carried-off", {"thing": thing_words(e.get("thing")),
                           "from": place_words(e.get("from")),
                           "at_to": at_place(e.get("to"))}, False


def _favour(e: Event, cast: Cast) -> Told:
    key = "favour.owed" if e.get("owed") else f"favour.{e.get('topic')}"
    return key, {**_seat(e, cast), **folk_slots(e.get("folk"))}, is_group(e.get("folk"))


def _showdown(e: Event, cast: Cast) -> Told:
    """The Showdown lifts the rule against fighting, but one character left standing (a
    game of one, or the last one up) has only the town to fight."""
    standing = cast.standing()
    if len(standing) == 1:
        return "showdown.alone", cast.slots(standing[0]), False
    return "showdown", {}, False


#: each event type's moment: its key in ``voice.LINES``, slots and whether its town
#: person is a group (``events.SILENT_WHEN`` says which events the log leaves out)
NARRATORS: dict[str, Callable[[Event, Cast], Told | None]] = {
    "arrive": _plain, "secrets": _plain, "noted": _plain, "showdown": _showdown,
    "empty": _plain,
    "draw": _with_card,
    "pick": _pick,
    "name": _name,
    "horseback": _plain, "pass": _idle, "fold": _idle, "cower": _idle, "posse": _plain,
    "round": _round,
    "hand": lambda e, cast: ("hand", {**_seat(e, cast),
                                      "cards": cards_words(e.get("cards") or [])}, False),
    "raise": _raise,
    "oppose": _chip,
    "declare": _declare,
    "defend": _answer, "interrupt": _answer,
    "fate": _with_card, "cover": _with_card,
    "move": _move,
    "escape": _escape,
    "search": _search,
    "whisper": _whisper,
    "take": _take,
    "snatch": _snatch,
    "talk": _talk,
    "clue": _clue,
    "brawl": _fight_folk, "gunfire": _fight_folk,
    "falls": _falls,
    "clash": _clash,
    "wound": _wound,
    "knocked-out": _knocked_out,
    "seize": _seize,
    "heal": _heal,
    "unlock": _unlock,
    "claim": lambda e, cast: ("claim" if e.get("ok") else "claim.failed", _seat(e, cast),
                              False),
    "interrupted": _ritual_met, "shrugged": _ritual_met,
    "stalemate": _stalemate,
    "showhands": _showhands,
    "thwarted": _thwarted,
    "town": lambda e, cast: ("town.trouble" if e.get("trouble") else "town",
                             _card_slots(e.get("card")), False),
    "confiscate": _confiscate,
    "mood": _mood,
    # the last round always ends at midnight, however long the night (rules.hour)
    "midnight": lambda e, cast: ("midnight", {"clock": hour_words(24)}, False),
    "reveal": _reveal,
    # the trickster's town (trickster.py), in the words of town_voice.LINES
    "complication": _complication, "half-truth": _half_truth, "rumour": _rumour,
    "carried-off": _carried_off, "favour": _favour, "stormbound": _with_card,
}


def _moment(e: Event, cast: Cast) -> Told | None:
    """The key of the moment in ``voice.LINES``, its slots and whether its town person
    is a group (None for an event nobody tells)."""
    tell = NARRATORS.get(e.get("type"))
    return tell(e, cast) if tell else None


PRIVATE = {"hand": "hand.private", "whisper": "whisper.private", "clue": "clue.private",
           "noted": "noted.private"}
"""The outsiders' line of each private event (an empty tuple of lines: none)."""

DETAIL = {"hand": "cards", "whisper": "found", "clue": "item", "noted": "door"}
"""The field a private event's content lives in: a redacted event lacks it."""


def moment(event: dict[str, Any], names: Sequence[str], view: Any = None) -> str | None:
    """The key in ``voice.LINES`` whose phrasings tell ``event`` (None: none does)."""
    t = event.get("type")
    if event.get("private") and DETAIL.get(t, "-") not in event:
        return PRIVATE.get(t, "private")
    try:
        told = _moment(event, Cast(names, view))
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return told[0] if told else None


def narrate(event: dict[str, Any], names: Sequence[str], view: Any = None,
            said: Said | None = None) -> str | None:
    """One line (or a few sentences) for ``event``; None for an event nobody needs told.

    ``names`` are the players' names by seat; ``view`` an observation (public or a
    seat's) whose characters give the names and pronouns the story uses. ``said``,
    kept by a teller across one game's events, steers the phrasing away from sentences
    already told three times and counts the line told."""
    if not isinstance(event, dict):
        return None
    line = _line(event, Cast(names, view, said))
    if line and said is not None:
        said.add(line)
    return line


def _line(event: dict[str, Any], cast: Cast) -> str | None:
    t = event.get("type")
    v = variety(event)
    if event.get("private") and DETAIL.get(t, "-") not in event:
        lines = V.LINES[PRIVATE.get(t, "private")]
        if not lines:
            return None
        seat = event.get("seat")
        return say(lines, cast.slots(seat) if seat is not None else {}, v, cast.said)
    try:
        told = _moment(event, cast)
        if told is None:
            return None
        key, slots, many = told
        return say(V.LINES.get(key) or TOWN_LINES[key], slots, v, cast.said, many)
    except (MissingSlot, KeyError, IndexError, TypeError, ValueError):
        return None
