"""Three Card Coyote's deduction sheet (game/three_card_coyote/sheet.py): every Door
place, Key and Lantern, open or ruled out with how the seat learnt it, built from one
seat's observation and nothing more. Twin games that differ only in what that seat
cannot know give it the same sheet."""

from __future__ import annotations

from game.core import DEALER
from game.three_card_coyote import sheet as S
from game.three_card_coyote.folk import THINGS
from game.three_card_coyote.town import DOORS
from tests.test_three_card_coyote_play import game

ROLES = (("atlas", "blacksmith"), ("chuck", "doctor"))
HANDS = (("9s", "3s", "4s"), ("5d", "6d", "7d"))


def _night(secrets):
    """Seat 0 searches the General Store, then talks to the storekeeper and is told a
    Key that is not it; seat 1 searches where it stands (a failed search: a 5)."""
    g = game(*ROLES, secrets=secrets, places=["general-store", "north-main-street"],
             hands=HANDS)
    g.apply(0, "search with 9-spades")
    g.apply(1, "search with 5-diamonds")
    g.apply(0, "talk storekeeper learn with 3-spades")
    g.apply(DEALER, "tell key bible")
    return g


def test_twin_nights_that_differ_only_in_hidden_facts_give_the_same_sheet():
    # the Door, the Key and the Lantern lie elsewhere in each twin, and not where seat 0
    # searched nor what it was told: its observation, and so its sheet, are the same
    a = _night(("5s", "Jh", "6c"))     # North Main Street, Mining Pan, Torch
    b = _night(("Ks", "9h", "2c"))     # Homesteads, Chalk, Miner's Lamp
    assert a.door != b.door and a.key != b.key and a.lantern != b.lantern
    oa, ob = a.observation(0), b.observation(0)
    assert oa == ob
    assert S.build(oa) == S.build(ob)
    # the other seat learnt nothing private: its sheet has everything open
    other = S.build(a.observation(1))
    assert all(e.open and not e.how for kind in S.KINDS for e in other.entries[kind])
    assert S.build(a.public_observation()) is None


def test_the_sheet_rules_out_exactly_what_the_seat_knows_is_not_it():
    g = _night(("5s", "Jh", "6c"))
    obs = g.observation(0)
    sheet = S.build(obs)
    for kind in S.KINDS:
        listed = [e.id for e in sheet.entries[kind]]
        assert sorted(listed) == sorted(S.candidates(kind)) and len(listed) == 13
        assert {e.id for e in sheet.entries[kind] if e.open} == set(obs["knowledge"][kind])
        assert all(e.how for e in sheet.entries[kind] if not e.open)
    assert len(S.candidates("door")) == len(DOORS)
    assert len(S.candidates("key")) + len(S.candidates("lantern")) == len(THINGS)


def test_each_ruled_out_entry_says_where_and_how_it_was_learnt():
    g = _night(("5s", "Jh", "6c"))
    sheet = S.build(g.observation(0))
    door = sheet.entry("door", "general-store")
    assert not door.open and door.how == "your search here: no Door (hour 1)"
    mirror = sheet.entry("key", "mirror")
    assert mirror.how == "your search at General Store: no Key (hour 1)"
    matches = sheet.entry("lantern", "matches")
    assert matches.how == "your search at General Store: no Lantern (hour 1)"
    bible = sheet.entry("key", "bible")
    assert bible.how == "the storekeeper let slip it is not the Key (a Talk, hour 1)"
    assert bible.where == "Church"
    # the other seat's failed search is public, and ruled nothing out
    assert any(n.endswith("failed a search at North Main Street (hour 1)")
               for n in sheet.notes), sheet.notes


def test_a_secret_found_rules_out_the_rest_of_its_table():
    g = game(*ROLES, places=["north-main-street", "north-main-street"], hands=HANDS)
    g.apply(0, "search with 9-spades")   # the default secrets all lie on North Main Street
    sheet = S.build(g.observation(0))
    pan = sheet.entry("key", "mining-pan")
    assert pan.open and pan.real and pan.how.startswith("found by your search at North Main")
    bible = sheet.entry("key", "bible")
    assert not bible.open and bible.how.startswith("the Key is Mining Pan: your search")
    assert sheet.ruled_out("door") == set(S.candidates("door")) - {"north-main-street"}


def test_a_failed_ritual_is_a_note_for_everyone_and_rules_nothing_out():
    g = game(*ROLES, holds=[["bible", "torch"], []], hands=HANDS)
    g.apply(0, "unlock with 9-spades")   # not at the Door, not with the Key
    for seat in (0, 1):
        sheet = S.build(g.observation(seat))
        assert any("tried the Door at North Main Street with" in n for n in sheet.notes)
        assert not sheet.ruled_out("key") and not sheet.ruled_out("door")


def test_a_search_is_credited_for_what_it_cleared_even_after_the_thing_has_moved():
    """The whisper keeps what the search ruled out, so the sheet names that search even
    when the object has since been carried to a third place."""
    g = _night(("5s", "Jh", "6c"))
    obs = g.observation(0)
    searched = next(w for w in obs["whispers"] if "search" in w)
    assert searched["cleared"]["key"] == ["mirror"]  # what lay in the General Store
    obs["lying"]["mirror"] = "church"  # since carried off (ruling 85's wagon, or a player)
    entry = S.build(obs).entry("key", "mirror")
    assert not entry.open and entry.how == "your search at General Store: no Key (hour 1)"
