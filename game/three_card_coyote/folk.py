"""Helena's town folk and the things lying about town, as data.

Who is where follows the text: Sneaky Pete in Tent Town, the miners at their camp,
a waitress at the Big Sky Saloon with a feather in her hair, the Sheriff (and Crazy
Sam in the last cell), the doctor, the assayer, the homesteaders. The four Keys the
text puts in someone's keeping are carried by that person; every other Key and
Lantern object lies in its place. All twenty-six objects exist in town; Coyote's
cards make one Key and one Lantern the real ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.three_card_coyote.town import KEYS, LANTERNS, Secret


@dataclass(frozen=True)
class Folk:
    id: str
    name: str
    place: str
    holds: str | None = None   # the object id this person carries at the start
    sells: bool = True         # parts with it for a chip (or trade goods)
    he: bool = True            # for the story's pronouns


FOLK: dict[str, Folk] = {f.id: f for f in (
    Folk("pete", "Sneaky Pete", "tent-town"),
    Folk("miners", "the miners", "miners-camp", "gold-dust", sells=False),
    Folk("widow", "the Widow Pruett", "helena-heights", he=False),
    Folk("waitress", "Molly the waitress", "big-sky-saloon", "eagle-feather", he=False),
    Folk("loafers", "the loafers", "north-main-street"),
    Folk("storekeeper", "the storekeeper", "general-store"),
    Folk("assayer", "the assayer", "assayers-office"),
    Folk("doctor", "the doctor", "hotel-and-doctor", "dead-mans-hand"),
    Folk("sheriff", "the Sheriff", "sheriffs-office", "jail-key", sells=False),
    Folk("sam", "Crazy Sam", "sheriffs-office"),
    Folk("schoolmistress", "Miss Avery", "school-house", he=False),
    Folk("stablehand", "the stable hand", "smith-and-stable"),
    Folk("preacher", "the preacher", "church"),
    Folk("homesteaders", "the homesteaders", "homesteads"),
)}

_CARRIERS = {"a waitress": "waitress", "the Sheriff": "sheriff", "a miner": "miners",
             "the doctor": "doctor"}


def object_id(name: str) -> str:
    """"Dead Man's Hand" -> "dead-mans-hand"."""
    keep = "".join(c.lower() if c.isalnum() else (" " if c in " -" else "") for c in name)
    return "-".join(keep.split())


@dataclass(frozen=True)
class Thing:
    id: str
    name: str
    kind: str            # "key" or "lantern": the table it is on
    card: str            # its rank on that table
    place: str           # where it starts (its carrier's place when carried)
    carrier: str | None  # the town person who starts with it


def _things(kind: str, table: tuple[Secret, ...]) -> list[Thing]:
    return [Thing(object_id(s.name), s.name, kind, s.card, s.place,
                  _CARRIERS.get(s.holder) if s.holder else None) for s in table]


THINGS: dict[str, Thing] = {t.id: t for t in (*_things("key", KEYS),
                                              *_things("lantern", LANTERNS))}
"""Every Key and Lantern object of the two tables, by id."""


def thing_for(kind: str, card: str) -> str:
    """The id of the object a secret card names on the Key or Lantern table."""
    return next(t.id for t in THINGS.values() if t.kind == kind and t.card == card)
