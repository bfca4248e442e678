"""Coyote the trickster, kept fair (rulings 83 to 87 on game/rulings/three-card-coyote.md):
the town card's complications, Coyote's half-true rumours, objects carried off, the
favours town folk owe and the players' own rumours. Each scenario is stacked with the
engine's constructor (``stack``) as the other Three Card Coyote tests are."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import DEALER, IllegalAction
from game.three_card_coyote import notation as N
from game.three_card_coyote.town import neighbours
from tests.test_three_card_coyote_play import (
    MAIN,
    deal,
    finish_round,
    game,
    of,
    rnd,
    types,
)

SOLO = ("chuck", "blacksmith")  # nothing that searches with any card
LOW = ("2s", "3s", "4s")


def after_town_card(town: str, *, later=(), **night):
    """A lone Chuck and Blacksmith whose first round ends with ``town`` as the town card, the
    next round dealt from ``later``; returns the game and the town card's events."""
    g = game(SOLO, hands=(LOW,), turns=(town,), later=list(later), **night)
    events = finish_round(g)
    return g, events


# ----- 80: complications ------------------------------------------------------------------
@pytest.mark.parametrize(("town", "drawn"), [
    ("Ks", "dust-storm"), ("Qh", "saloon-dance"), ("Jc", "bonfires"), ("Kd", "sermon"),
    ("9s", None), ("10h", None)])
def test_a_face_card_for_the_town_draws_a_complication_by_its_suit(town, drawn):
    g, events = after_town_card(town, later=[rnd(LOW, turns=("5c",))])
    assert g.public_observation()["complication"] == drawn
    if drawn:
        told = of(events, "complication")
        assert told["complication"] == drawn and told["card"] == of(events, "town")["card"]
    else:
        assert "complication" not in types(events)
    deal(g)
    assert g.public_observation()["complication"] == drawn  # it holds through the round
    finish_round(g)                                          # the next town card: a 5
    assert g.public_observation()["complication"] is None


def test_in_a_dust_storm_a_move_needs_an_eight():
    g, _ = after_town_card("Ks", later=[rnd(("2s", "9h", "3c"))])
    deal(g)
    moved = g.apply(0, "move general-store with 2-spades")
    assert types(moved) == ["stormbound"] and g.pos[0] == MAIN
    assert "2-spades" not in [c.lower() for c in g.unplayed(0)]  # the card is spent
    g.apply(0, "move general-store with 9-hearts")
    assert g.pos[0] == "general-store"
    # a raise still goes (Chuck's kicks back a Move), with nobody to oppose it
    g = game(SOLO, hands=(LOW,), turns=("Ks",), later=[rnd(LOW)])
    finish_round(g)
    deal(g)
    g.apply(0, "raise kick move general-store")
    assert g.pos[0] == "general-store"


def test_at_the_saloon_dance_anyone_in_town_may_be_talked_to():
    saloon = "big-sky-saloon"
    g, _ = after_town_card("Qh", later=[rnd(LOW)], places=[saloon],
                           hostile={"preacher": [0]}, down=["assayer"])
    deal(g)
    legal = set(g.legal_actions(0))
    assert "talk sheriff learn with 2-spades" in legal
    assert "talk sheriff fool jail-key with 2-spades" in legal
    assert "take jail-key with 2-spades" in legal       # snatched at the dance
    assert "talk preacher calm with 2-spades" not in legal  # a grudge still counts
    assert "talk assayer learn with 2-spades" not in legal  # down is down
    g.apply(0, "talk sheriff fool jail-key with 2-spades")  # too low: he turns hostile
    assert g.folk["sheriff"]["hostile"] == [0] and "jail-key" not in g.holds[0]
    # elsewhere, and on another night, only the folk who are there
    g, _ = after_town_card("Qs", later=[rnd(LOW)], places=[saloon])
    deal(g)
    assert "talk sheriff learn with 2-spades" not in g.legal_actions(0)


def test_bonfires_let_a_search_take_any_card():
    g, _ = after_town_card("Jc", later=[rnd(LOW)])
    deal(g)
    events = g.apply(0, "search with 2-spades")
    assert of(events, "search")["ok"] and "whisper" in types(events)
    g, _ = after_town_card("9c", later=[rnd(LOW)])
    deal(g)
    assert not of(g.apply(0, "search with 2-spades"), "search")["ok"]


def test_after_a_sermon_a_talk_to_calm_settles_the_town_by_two():
    g, events = after_town_card("Kd", mood=4, later=[rnd(LOW)])
    assert g.mood == 3 and types(events)[:2] == ["town", "complication"]  # the card alone
    deal(g)
    g.apply(0, "talk loafers calm with 2-spades")
    assert g.mood == 1
    g.apply(0, "talk loafers calm with 3-spades")
    assert g.mood == 0                            # never below calm
    g, _ = after_town_card("9d", mood=4, later=[rnd(LOW)])
    deal(g)
    g.apply(0, "talk loafers calm with 2-spades")
    assert g.mood == 2


# ----- 81: Coyote's half-truth --------------------------------------------------------------
def truth_of(g) -> dict[str, str]:
    return {"door": g.door, "key": g.key, "lantern": g.lantern}


def news_after(town: str, folk: str = "loafers", hand=LOW, **night):
    """A town card turned at the end of the first round, then a Talk to learn in the
    second: the town's news is due."""
    g, events = after_town_card(town, later=[rnd(hand)], **night)
    assert g.legal_actions(DEALER) == ["deal round"]   # the news waits for a Talk
    deal(g)
    g.apply(0, f"talk {folk} learn with 2-spades")
    return g, events


def test_an_ace_for_the_town_has_coyote_spread_a_half_true_rumour():
    g, events = news_after("As")
    assert g.to_act() == [DEALER] and "half-truth" not in types(events)
    legal = g.legal_actions(DEALER)
    truth = truth_of(g)
    for a in legal:
        act = N.parse(a)
        assert isinstance(act, N.Spread) and act.first[0] != act.second[0]
        assert (truth[act.first[0]] == act.first[1]) + (truth[act.second[0]] == act.second[1]) \
            == 1
    before = [dict(g.know[0])]
    told = of(g.apply(DEALER, "spread door church key mining-pan"), "half-truth")
    assert told["claims"] == [["door", "church"], ["key", "mining-pan"]]
    assert [dict(g.know[0])] == before              # nobody's notes change
    rumours = g.public_observation()["rumours"]
    assert rumours == [{"by": DEALER, "round": 2, "claims": told["claims"], "half": True}]
    assert N.parse(g.legal_actions(DEALER)[0]) == N.Tell("door", "tent-town")  # the fact
    g.apply(DEALER, "tell door tent-town")
    assert g.to_act() == [0]


def test_coyote_chooses_the_half_truth_uniformly_among_every_pair():
    g, _ = news_after("Ah")
    legal = g.legal_actions(DEALER)
    assert len(legal) == len(set(legal)) == 3 * 2 * 12  # two secrets, either one true
    sides = Counter()
    truth = truth_of(g)
    for a in legal:
        act = N.parse(a)
        sides[act.first[0], act.second[0], truth[act.first[0]] == act.first[1]] += 1
    assert set(sides.values()) == {12}
    # the list knows nothing of who is ahead: a seat carrying the real Key changes nothing
    ahead, _ = news_after("Ah", holds=[["mining-pan", "torch"]])
    assert ahead.legal_actions(DEALER) == legal


# ----- 82: carried off ------------------------------------------------------------------------
def test_a_two_for_the_town_carries_an_object_next_door():
    g, _ = news_after("2s", "preacher", ("2s", "Ks", "4s"), secrets=("5s", "8h", "6c"),
                      holds=[["torch"]], places=["church"])
    legal = g.legal_actions(DEALER)
    assert len(legal) == sum(len(neighbours(p)) for p in g.lying.values())
    assert not [a for a in legal if N.parse(a).thing == "torch"]  # carried: it stays put
    events = g.apply(DEALER, "carry noose church")   # the real Key, from the stable
    assert of(events, "carried-off") | {"v": 0} == {
        "type": "carried-off", "thing": "noose", "from": "smith-and-stable", "to": "church",
        "v": 0}
    assert g.lying["noose"] == "church"
    assert g.public_observation()["carried"] == [
        {"thing": "noose", "from": "smith-and-stable", "to": "church", "round": 2}]
    g.apply(DEALER, g.legal_actions(DEALER)[0])      # the Talk's own fact
    found = of(g.apply(0, "search with k-spades"), "whisper")["found"]
    assert found["key"]["thing"] == "noose"           # found where it now lies


# ----- 83: favours ----------------------------------------------------------------------------
def test_a_town_person_helped_owes_a_favour_and_pays_it_once():
    saloon = "big-sky-saloon"
    g = game(SOLO, places=[saloon], hands=(LOW,), later=[rnd(LOW)])
    events = g.apply(0, "talk waitress buy eagle-feather with 2-spades")
    assert of(events, "favour") | {"v": 0} == {"type": "favour", "seat": 0,
                                               "folk": "waitress", "owed": True, "v": 0}
    assert g.public_observation()["favours"] == {"waitress": [0]}
    events = g.apply(0, "talk waitress learn with 3-spades")
    assert of(events, "favour")["owed"] is False and of(events, "favour")["topic"] == "learn"
    g.apply(DEALER, g.legal_actions(DEALER)[0])
    assert g.to_act() == [DEALER]                   # one fact more
    g.apply(DEALER, g.legal_actions(DEALER)[0])
    assert g.to_act() == [0] and g.public_observation()["favours"] == {}
    # calming earns one too, once; a fooling it pays only when the card would fail
    g = game(SOLO, places=[saloon], hands=(("2s", "3s", "9s"),), mood=3)
    assert "favour" in types(g.apply(0, "talk waitress calm with 2-spades"))
    g.apply(0, "talk waitress fool eagle-feather with 9-spades")
    assert "eagle-feather" in g.holds[0] and g.talk.favours == {"waitress": [0]}
    g = game(SOLO, places=[saloon], hands=(LOW,), mood=3, later=[rnd(LOW)])
    g.apply(0, "talk waitress calm with 2-spades")
    assert "favour" not in types(g.apply(0, "talk waitress calm with 3-spades"))
    events = g.apply(0, "talk waitress fool eagle-feather with 4-spades")
    assert of(events, "talk")["ok"] and of(events, "favour")["topic"] == "fool"
    assert "eagle-feather" in g.holds[0] and g.folk["waitress"]["hostile"] == []


# ----- 84: a player's rumour -------------------------------------------------------------------
def test_a_player_spreads_a_rumour_true_or_not_on_the_public_record():
    g = game(SOLO, ("thor", "doctor"), hands=(LOW, ("5d", "6d", "7d")))
    rumours = [a for a in g.legal_actions(0) if a.startswith("talk loafers rumour ")]
    # what a search here would settle: the Door here, the Mining Pan, the Torch
    assert rumours == [f"talk loafers rumour {claim} with {c}"
                       for claim in ("door north-main-street", "key mining-pan",
                                     "lantern torch")
                       for c in ("2-spades", "3-spades", "4-spades")]
    before = [dict(k) for k in g.know]
    told = of(g.apply(0, "talk loafers rumour key mining-pan with 2-spades"), "rumour")
    assert told["claims"] == [["key", "mining-pan"]] and told["folk"] == "loafers"
    g.apply(1, "talk loafers rumour lantern torch with 5-diamonds")
    assert [dict(k) for k in g.know] == before    # true or not, nobody's notes change
    said = g.public_observation()["rumours"]
    assert said == [
        {"by": 0, "round": 1, "claims": [["key", "mining-pan"]], "half": False,
         "folk": "loafers", "place": MAIN},
        {"by": 1, "round": 1, "claims": [["lantern", "torch"]], "half": False,
         "folk": "loafers", "place": MAIN}]
    assert g.observation(1)["rumours"] == said
    # nobody to tell: no rumour in the gulch, nor to a town person with a grudge
    g = game(SOLO, places=["upper-last-chance"], hands=(LOW,))
    assert not [a for a in g.legal_actions(0) if " rumour " in a]
    g = game(SOLO, hands=(LOW,), hostile={"loafers": [0]})
    assert not [a for a in g.legal_actions(0) if " rumour " in a]


def test_a_rumour_about_another_place_is_refused_with_the_reason_and_the_sheet_lists_rumours():
    from game.three_card_coyote import sheet
    from game.three_card_coyote.narrate import Cast, purpose
    g = game(SOLO, ("thor", "doctor"), hands=(LOW, ("5d", "6d", "7d")))
    why = g.explain_illegal(0, "talk loafers rumour key bible with 2-spades")
    assert why == "a rumour is about this place: the Bible is not here"
    why = g.explain_illegal(0, "talk loafers rumour lantern bible with 2-spades")
    assert why == "the Bible could only be the Key"
    why = g.explain_illegal(0, "talk loafers rumour door church with 2-spades")
    assert why.startswith("a rumour is about this place: say the Door is here")
    g.apply(0, "talk loafers rumour key mining-pan with 2-spades")
    notes = sheet.build(g.observation(1)).notes
    assert any(n.startswith("Rumour: ") and "Mining Pan as the Key" in n for n in notes)
    said = purpose("talk loafers rumour key mining-pan", 0, Cast(["Ann"]))
    assert said == "to spread a rumour through the loafers"


# ----- the town's talk in Coyote's words ----------------------------------------------------------
def test_every_town_talk_moment_has_three_phrasings_that_fill_cleanly():
    from game.three_card_coyote.narrate import SLOT, fill
    from game.three_card_coyote.town_voice import LINES

    slots = {n[0].lower() + n[1:]: "x" for lines in LINES.values() for t in lines
             for n in SLOT.findall(t)}
    for key, lines in LINES.items():
        assert len(lines) >= 3 and len(set(lines)) == len(lines), key
        for t in lines:
            for many in (False, True):
                line = fill(t, slots, many)
                assert not set("{}[]<>|") & set(line), (key, line)


# ----- the new actions' notation ----------------------------------------------------------------
@pytest.mark.parametrize(("text", "action"), [
    ("talk loafers rumour key mining-pan with 2-spades",
     N.Play(N.Shape("talk", "loafers", "rumour", "mining-pan", "key"), "2-spades")),
    ("raise pose talk loafers rumour door north-main-street",
     N.Raise("pose", N.Shape("talk", "loafers", "rumour", "north-main-street", "door"))),
    ("spread door church key bible", N.Spread(("door", "church"), ("key", "bible"))),
    ("carry noose church", N.Carry("noose", "church")),
])
def test_the_tricksters_actions_read_back_as_written(text, action):
    assert N.parse(text) == action and N.format(action) == text


@pytest.mark.parametrize("text", [
    "talk loafers rumour bible with 2-spades", "talk loafers rumour key with 2-spades",
    "talk loafers rumour gold mining-pan with 2-spades",
    "talk loafers rumour key mining-pan extra with 2-spades", "spread door church key",
    "spread door church key bible lantern", "spread saloon church key bible", "carry noose",
    "carry noose church now", "rumour key bible with 2-spades"])
def test_the_tricksters_actions_refuse_any_other_shape(text):
    with pytest.raises(IllegalAction):
        N.parse(text)
