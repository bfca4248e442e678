"""A seat's deduction sheet: every place the Door may be, every Key and every Lantern,
each still open or ruled out, and how the seat learnt it.

The sheet is built from one seat's observation and nothing else: its candidates
(``knowledge``), its whispers, and what everyone saw (the Door opened, the failed
rituals, the searches, the secrets shown at the night's end). It adds no fact of its
own: an entry is ruled out exactly when the observation's candidates leave it out;
the sheet only says how that came about, in words.

Where an object was ruled out by a search, the whisper names the place searched but
not the objects that lay there then; the sheet credits the search of the place where
the object started or stands now (objects seldom move before they are searched for).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.town import DOORS, PLACES
from game.three_card_coyote.town_voice import rumour_words

KINDS = ("door", "key", "lantern")
TITLES = {"door": "Door", "key": "Key", "lantern": "Lantern"}


@dataclass(frozen=True)
class Entry:
    kind: str    # "door", "key" or "lantern"
    id: str      # a place id for the Door, an object id for the others
    name: str    # in words
    where: str   # a place of the Door's; where an object is now, as the view shows it
    open: bool   # still a candidate
    real: bool   # the only candidate left: the seat knows this is it
    how: str     # how it was ruled out, or how it was found ("" while merely open)


@dataclass(frozen=True)
class Sheet:
    entries: dict[str, tuple[Entry, ...]]  # by kind, in the tables' order
    notes: tuple[str, ...]                 # public facts that rule nothing out alone

    def ruled_out(self, kind: str) -> set[str]:
        return {e.id for e in self.entries[kind] if not e.open}

    def entry(self, kind: str, item: str) -> Entry | None:
        return next((e for e in self.entries[kind] if e.id == item), None)


def candidates(kind: str) -> tuple[str, ...]:
    """Every place or object of one table, in the order the sheet lists them."""
    if kind == "door":
        return tuple(d.place for d in DOORS)
    return tuple(sorted((t for t in THINGS if THINGS[t].kind == kind),
                        key=lambda t: THINGS[t].name))


def item_name(kind: str, item: str) -> str:
    return PLACES.get(item, item) if kind == "door" else THINGS[item].name


def _names(obs: dict) -> list[str]:
    return [c.get("name") or f"seat {s + 1}" for s, c in enumerate(obs.get("characters") or [])]


def _where(obs: dict, thing: str) -> tuple[str, str]:
    """(place, in words) of an object as the view shows it."""
    names = _names(obs)
    for s, c in enumerate(obs.get("characters") or []):
        if thing in c.get("holds", ()):
            return c["place"], f"carried by {names[s]}"
    for fid, st in (obs.get("folk") or {}).items():
        if thing in st.get("holds", ()):
            return FOLK[fid].place, f"{FOLK[fid].name}, {PLACES[FOLK[fid].place]}"
    place = (obs.get("lying") or {}).get(thing, THINGS[thing].place)
    return place, PLACES[place]


def _found(kind: str, found: dict) -> str | None:
    """The item a search whisper found of ``kind`` (None: not found there)."""
    if kind not in found:
        return None
    return found[kind] if kind == "door" else found[kind]["thing"]


def _explain(obs: dict, kind: str, item: str) -> str:
    """How the seat came to rule ``item`` out: the first of its whispers that did it,
    else what everyone saw."""
    name = TITLES[kind]
    for w in obs.get("whispers") or []:
        hour = f"hour {w.get('round', '?')}"
        if "clue" in w and w["clue"] == kind and w["item"] == item:
            who = FOLK[w["folk"]].name if w.get("folk") in FOLK else "Someone"
            return f"{who} let slip it is not the {name} (a Talk, {hour})"
        if "search" not in w:
            continue
        here, found = w["search"], w.get("found") or {}
        real = _found(kind, found)
        if real is not None:
            return (f"the {name} is {item_name(kind, real)}: your search at "
                    f"{PLACES[here]} found it ({hour})")
        if kind == "door" and item == here:
            return f"your search here: no Door ({hour})"
        if kind != "door" and item in w.get("cleared", {}).get(kind, ()):
            return f"your search at {PLACES[here]}: no {name} ({hour})"
    if obs.get("unlocked"):
        if kind == "door":
            return f"the Door opened at {PLACES[obs['unlocked']]} for all to see"
        return "not among the things that opened the Door"
    if obs.get("secrets"):
        return "Coyote showed the secrets at the night's end"
    return "ruled out by your searches"


def _how_found(obs: dict, kind: str, item: str) -> str:
    """How the seat knows ``item`` is the real one (it is the last left)."""
    for w in obs.get("whispers") or []:
        if "search" in w and _found(kind, w.get("found") or {}) == item:
            return f"found by your search at {PLACES[w['search']]} (hour {w.get('round', '?')})"
    if obs.get("secrets") and obs["secrets"].get(kind) == item:
        return "shown by Coyote at the night's end"
    if obs.get("unlocked"):
        return "the Door opened for all to see"
    return "the last one left"


def _notes(obs: dict) -> tuple[str, ...]:
    """What everyone saw that rules nothing out alone: failed rituals, others' searches."""
    names = _names(obs)
    me = obs.get("seat")
    out = []
    for r in obs.get("failed_rituals") or []:
        things = ", ".join(THINGS[t].name for t in r.get("things", ()) if t in THINGS)
        out.append(f"{names[r['seat']]} tried the Door at {PLACES[r['place']]} with "
                   f"{things or 'nothing'}: it did not open")
    for x in obs.get("searches") or []:
        if x.get("seat") != me:
            verb = "searched" if x.get("ok") else "failed a search at"
            out.append(f"{names[x['seat']]} {verb} {PLACES[x['place']]} "
                       f"(hour {x.get('round', '?')})")
    # rumours rule nothing out: they are listed as said, for the player to weigh
    out += [f"Rumour: {rumour_words(r, names.__getitem__)}" for r in obs.get("rumours") or []]
    return tuple(out)


def build(obs: dict[str, Any]) -> Sheet | None:
    """The sheet of the seat whose observation ``obs`` is (None for a view that holds no
    seat's knowledge: the public one)."""
    known = obs.get("knowledge")
    if not known:
        return None
    entries = {}
    for kind in KINDS:
        left = set(known.get(kind) or ())
        rows = []
        for item in candidates(kind):
            is_open = item in left
            real = is_open and len(left) == 1
            where = PLACES[item] if kind == "door" else _where(obs, item)[1]
            how = (_how_found(obs, kind, item) if real else
                   "" if is_open else _explain(obs, kind, item))
            rows.append(Entry(kind, item, item_name(kind, item), where, is_open, real, how))
        entries[kind] = tuple(rows)
    return Sheet(entries, _notes(obs))
