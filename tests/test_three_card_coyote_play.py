"""Three Card Coyote in play: a scenario test for every ruling on
game/rulings/three-card-coyote.md from the chips on (the pack, the hands, the map and
the draft's order are tests/test_three_card_coyote_rules.py).

Games are built with ``stack`` (``game/three_card_coyote/stacking.py``): the roles
each seat plays, Coyote's three secret cards, where the night stands when play begins
(places, chips, what each seat carries, the mood...) and, round by round, each seat's
three cards and the cards Coyote will turn next (for a town person, for cover, for the
town), so every contest is decided by cards the test chose.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.core import DEALER, IllegalAction
from game.three_card_coyote.dealer import CoyoteDealer
from game.three_card_coyote.roles import DEFEND, POWERS, ROLES, VERBS
from game.three_card_coyote.rules import MOOD_WORDS, ThreeCardCoyote

PAGE = Path(__file__).resolve().parents[1] / "game" / "rulings" / "three-card-coyote.md"
SUITS = {"s": "spades", "h": "hearts", "c": "clubs", "d": "diamonds"}


def card(short: str) -> str:
    """"Qh" -> "Q-hearts", "10s" -> "10-spades"."""
    return f"{short[:-1]}-{SUITS[short[-1]]}"


def w(short: str) -> str:
    """A card as an action writes it: "Qh" -> "q-hearts"."""
    return card(short).lower()


MAIN = "north-main-street"  # where the coach stops, and every seat starts


def game(*roles: tuple[str, str], secrets=("5s", "Jh", "6c"), hours: int | None = None,
         seed: int = 1, options: dict | None = None, hands=None, turns=(), fighting=(),
         later=(), **night) -> ThreeCardCoyote:
    """Seats with these (deity, human) roles, Coyote's secrets dealt. The default
    secrets: the Door on North Main Street (5), the Mining Pan as the Key (J) and the
    Torch as the Lantern (6), both lying on North Main Street where the coach stops.

    ``night`` stacks where the night stands when play begins (``places``, ``chips``,
    ``holds``, ``mood``...). ``hands`` (one three-card hand per seat, short names,
    None for a shuffled one), the cards Coyote ``turns`` next and who is already
    ``fighting`` whom stack the first round, and deal it; ``later`` stacks the rounds
    after it, as ``rnd(...)``."""
    opts = dict(options or {}) | ({} if hours is None else {"hours": hours})
    g = ThreeCardCoyote(len(roles), opts, seed, stack={
        "roles": list(roles), "secrets": [card(c) for c in secrets],
        "rounds": [rnd(*(hands or ()), turns=turns, fighting=fighting), *later], **night})
    g.apply(DEALER, "deal secrets")
    if hands is not None:
        g.apply(DEALER, "deal round")
    return g


def rnd(*hands: tuple[str, str, str] | None, turns=(), fighting=()) -> dict:
    """A round to stack: each seat's three cards, the next cards Coyote turns face up
    (in order), who has fought whom already this round."""
    return {"hands": [[card(c) for c in h] if h else None for h in hands],
            "turns": [card(c) for c in turns], "fighting": [list(f) for f in fighting]}


def deal(g: ThreeCardCoyote) -> ThreeCardCoyote:
    """Coyote deals the next round (the hands stacked for it, if any)."""
    g.apply(DEALER, "deal round")
    return g


def pass_turn(g: ThreeCardCoyote, seat: int) -> None:
    g.apply(seat, f"pass with {g.unplayed(seat)[0].lower()}")


def finish_round(g: ThreeCardCoyote) -> list[dict]:
    """Every seat passes its cards left; Coyote turns the town card."""
    while g.to_act() and g.to_act() != [DEALER]:
        pass_turn(g, g.to_act()[0])
    return g.apply(DEALER, "turn town card")


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def of(events: list[dict], kind: str) -> dict:
    return next(e for e in events if e["type"] == kind)


# ----- chips ----------------------------------------------------------------------------------
def test_six_chips_each_and_a_thrown_chip_never_returns():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    assert [c["chips"] for c in g.observation(0)["characters"]] == [6, 6]
    g.apply(0, "raise lift search")           # seat 0 throws one
    g.apply(1, "oppose kick")                 # seat 1 throws one against it
    assert g.chips == [5, 5]
    finish_round(g)
    g.apply(DEALER, "deal round")
    assert g.chips == [5, 5]                  # a new round gives nothing back


def test_with_no_chips_left_a_player_plays_only_the_cards():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             places=["big-sky-saloon", "big-sky-saloon"], chips=[0, 1],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    legal = g.legal_actions(0)
    assert not [a for a in legal if a.startswith("raise")]
    assert not [a for a in legal if " buy " in a]      # no chip, no trade goods: no sale
    assert "talk waitress fool eagle-feather with 2-spades" in legal
    g.apply(0, "pass with 2-spades")
    assert "talk waitress buy eagle-feather with 5-diamonds" in g.legal_actions(1)
    g.apply(1, "raise bag search")  # seat 1 raises with its last chip...
    assert g.pending is None        # ...and seat 0, standing there with none, cannot oppose
    assert g.chips == [0, 0] and not [a for a in g.legal_actions(0) if a.startswith("raise")]


# ----- the draft's roles and names ---------------------------------------------------------------
def test_no_role_is_drafted_twice_and_the_lowest_picks_both_kinds():
    g = ThreeCardCoyote(3, {}, 3, stack={"draws": ["9-hearts", "K-clubs", "4-diamonds"]})
    assert g.to_act() == [1] and len(g.legal_actions(1)) == 16  # either kind
    g.apply(1, "pick atlas")
    assert "pick atlas" not in g.legal_actions(0)
    g.apply(0, "pick cowboy")
    g.apply(2, "pick thor")                   # the lowest card: a deity...
    assert g.to_act() == [2]                  # ...and straight away a human
    assert all(ROLES[a.split()[1]].kind == "human" for a in g.legal_actions(2))
    assert "pick cowboy" not in g.legal_actions(2)
    g.apply(2, "pick ranger")
    assert g.to_act() == [0]                  # back up: the Cowboy's player takes a deity
    assert all(ROLES[a.split()[1]].kind == "deity" for a in g.legal_actions(0))
    assert {"pick atlas", "pick thor"}.isdisjoint(g.legal_actions(0))
    g.apply(0, "pick zeus")
    g.apply(1, "pick doctor")
    chars = g.observation(0)["characters"]
    assert [(c["deity"], c["human"]) for c in chars] == [
        ("zeus", "cowboy"), ("atlas", "doctor"), ("thor", "ranger")]


def test_each_character_takes_a_name_and_gender_from_four_offered():
    g = ThreeCardCoyote(2, {}, 5, stack={"draws": ["9-hearts", "K-clubs"]})
    for role in ("helena", "atlas", "miner", "merchant"):
        g.apply(g.to_act()[0], f"pick {role}")
    assert g.to_act() == [0, 1]               # everyone names at once, openly
    assert g.window(0)["public"] and g.legal_actions(0) == [f"name {k}" for k in (1, 2, 3, 4)]
    offers = g.observation(1)["offers"][0]
    assert [gender for _, gender in offers] == ["she", "he", "she", "he"]
    all_names = [n for seat in g.offers for n, _ in seat]
    assert len(set(all_names)) == len(all_names)  # no two seats are offered the same name
    g.apply(0, "name 3")
    g.apply(1, "name 2")
    assert g.chars[0]["name"] == offers[2][0] and g.chars[0]["gender"] == "she"
    assert g.seat_label(0) == offers[2][0]
    assert g.to_act() == [DEALER] and g.legal_actions(DEALER) == ["deal secrets"]


# ----- the roles' powers ---------------------------------------------------------------------
LASTING_WORDS = {
    "ranged": "shoots a place away, and answers a shot",
    "horse": "rides: a Move covers up to two places",
    "iron": "four wounds to knock out, not three",
    "trade": "buys from town folk without a chip",
    "healer": "heals a wound (8 or better)",
    "cunning": "fools town folk with any card",
    "welcome": "a failed Talk makes no enemy and stirs nobody",
    "gossip": "a Talk to learn hears two facts",
    "scholar": "searches with any card",
    "lawful": "the posse takes nothing from this human, and the Sheriff sells to him",
}
BACK_WORDS = {**{v: v for v in VERBS}, DEFEND: "answer an attack"}


def power_table() -> list[str]:
    """The table of the thirty-two powers, as the rulings page prints it."""
    rows = ["| Role | Power | A raise with it may back | Lasting effect |",
            "| --- | --- | --- | --- |"]
    for role in ROLES.values():
        for pid in role.powers:
            p = POWERS[pid]
            backs = ", ".join(BACK_WORDS[v] for v in (*VERBS, DEFEND) if v in p.backs)
            rows.append(f"| {role.title} | {p.label} | {backs} | "
                        f"{LASTING_WORDS[p.lasting] if p.lasting else '-'} |")
    return rows


def test_the_table_of_powers_on_the_page_matches_the_roles_data():
    on_page = [line for line in PAGE.read_text(encoding="utf-8").splitlines()
               if line.startswith("|")]
    assert on_page == power_table()
    assert len(on_page) == 2 + 32 and len(ROLES) == 16
    assert sum(r.kind == "deity" for r in ROLES.values()) == 8
    assert all(POWERS[p].role == r.id for r in ROLES.values() for p in r.powers)


def test_a_characters_powers_are_its_deitys_two_then_its_humans_two():
    g = game(("loki", "merchant"))
    assert g.observation(0)["characters"][0]["powers"] == [
        "shift", "frost", "store", "underestimated"]
    g = game(("loki", "merchant"), hands=(("2s", "3s", "4s"),))
    raises = {a.split()[1] for a in g.legal_actions(0) if a.startswith("raise")}
    assert raises == {"shift", "frost", "store", "underestimated"}
    # a power backs only its own verbs: Frost giant blood may back a fight, never a search
    assert "raise frost fight loafers" in g.legal_actions(0)
    assert "raise frost search" not in g.legal_actions(0)
    assert "raise shift search" not in g.legal_actions(0)
    assert "raise shift move general-store" in g.legal_actions(0)


# ----- the start ------------------------------------------------------------------------------
def test_everyone_arrives_by_coach_on_north_main_street():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")))
    obs = g.observation(0)
    assert [c["place"] for c in obs["characters"]] == ["north-main-street"] * 3
    # three players: 13 hours to midnight, so the coach pulls in at eleven
    assert obs["round"] == 1 and obs["hour"] == 11 and obs["first"] == 0
    assert [c["wounds"] for c in obs["characters"]] == [0, 0, 0]
    assert all(c["holds"] == [] for c in obs["characters"])


def test_the_cowboy_and_the_ranger_ride_and_a_horse_moves_two_places():
    g = game(("zeus", "cowboy"), ("thor", "ranger"), ("atlas", "doctor"),
             hands=(("8s", "3s", "4s"), ("9d", "6d", "7d"), ("8c", "9c", "10c")))
    assert [c["mounted"] for c in g.observation(0)["characters"]] == [True, True, False]
    rider = {a.split()[1] for a in g.legal_actions(0) if a.startswith("move")}
    # two places straight or round a corner, and the four next door too; never three
    assert {"upper-last-chance", "smith-and-stable", "tent-town", "sheriffs-office",
            "miners-camp", "general-store"} <= rider
    assert "north-main-street" not in rider and "homesteads" not in rider
    g.apply(0, "move sheriffs-office with 8-spades")  # a gallop: 8 or better (ruling 82)
    g.apply(1, "move tent-town with 9-diamonds")
    walker = {a.split()[1] for a in g.legal_actions(2) if a.startswith("move")}
    assert walker == {"miners-camp", "south-main-street", "big-sky-saloon", "general-store"}
    with pytest.raises(IllegalAction):  # the Doctor walks: one place
        g.apply(2, "move sheriffs-office with 8-clubs")
    assert g.pos[:2] == ["sheriffs-office", "tent-town"]


# ----- Coyote's secrets and the objects ----------------------------------------------------------
def test_coyote_deals_the_secrets_and_only_coyote_sees_them():
    g = ThreeCardCoyote(2, {}, 11, stack={"roles": [("atlas", "miner"), ("thor", "doctor")]})
    assert g.to_act() == [DEALER] and g.legal_actions(DEALER) == ["deal secrets"]
    events = g.apply(DEALER, "deal secrets")
    noted = of(events, "noted")
    assert noted["audience"] == [DEALER] and len(noted["cards"]) == 3
    assert g.event_view(noted, 0) != noted and "door" not in g.event_view(noted, 0)
    assert g.observation(0)["secrets"] is None and g.public_observation()["secrets"] is None
    assert g.observation(DEALER)["secrets"] == {"door": g.door, "key": g.key,
                                                "lantern": g.lantern}
    # the cards go back: the first round is dealt from a whole pack, shuffled again
    g.apply(DEALER, "deal round")
    assert len(g.pack) + sum(len(h) for h in g.hands) == 52
    assert set(noted["cards"]) <= set(g.pack) | {c for h in g.hands for c in h}


def test_objects_lie_in_their_place_or_go_with_whoever_carries_them():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    obs = g.observation(1)
    assert len(obs["lying"]) == 22 and obs["lying"]["torch"] == "north-main-street"
    assert obs["folk"]["sheriff"]["holds"] == ["jail-key"]
    assert obs["folk"]["waitress"]["holds"] == ["eagle-feather"]
    g.apply(0, "take torch with 2-spades")
    obs = g.observation(1)
    assert "torch" not in obs["lying"] and obs["characters"][0]["holds"] == ["torch"]
    g.apply(1, "pass with 5-diamonds")
    g.apply(0, "move general-store with 3-spades")
    assert g.where("torch") == ("seat", 0, "general-store")  # it goes with its carrier


def test_the_town_folk_stand_where_the_text_puts_them():
    g = game(("atlas", "blacksmith"))
    folk = g.observation(0)["folk"]
    assert {f: v["place"] for f, v in folk.items()} == {
        "pete": "tent-town", "miners": "miners-camp", "widow": "helena-heights",
        "waitress": "big-sky-saloon", "loafers": "north-main-street",
        "storekeeper": "general-store", "assayer": "assayers-office",
        "doctor": "hotel-and-doctor", "sheriff": "sheriffs-office", "sam": "sheriffs-office",
        "schoolmistress": "school-house", "stablehand": "smith-and-stable",
        "preacher": "church", "homesteaders": "homesteads"}
    assert {f: v["holds"] for f, v in folk.items() if v["holds"]} == {
        "miners": ["gold-dust"], "waitress": ["eagle-feather"], "doctor": ["dead-mans-hand"],
        "sheriff": ["jail-key"]}
    assert not any(v["down"] or v["hostile"] for v in folk.values())


# ----- rounds ---------------------------------------------------------------------------------
def test_three_cards_each_round_and_only_their_holder_sees_them():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"))
    events = g.apply(DEALER, "deal round")
    hands = [e for e in events if e["type"] == "hand"]
    assert [e["audience"] for e in hands] == [[0], [1], [2]]
    assert all(len(e["cards"]) == 3 for e in hands)
    assert len({c for e in hands for c in e["cards"]}) == 9
    assert g.observation(1)["hand"] == hands[1]["cards"]
    assert "hands" not in g.observation(1) and g.public_observation()["hand"] is None
    assert g.observation(DEALER)["hands"][2] == hands[2]["cards"]  # Coyote holds the pack


def test_actions_go_round_the_table_in_three_beats():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")))
    seen = []
    while g.to_act() != [DEALER]:
        seen.append((g.observation(0)["beat"], g.to_act()[0]))
        pass_turn(g, g.to_act()[0])
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2)]
    assert g.legal_actions(DEALER) == ["turn town card"]


def test_the_first_player_moves_one_seat_left_each_round():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"))
    firsts = []
    for _ in range(4):
        g.apply(DEALER, "deal round")
        firsts.append(g.to_act()[0])
        finish_round(g)
    assert firsts == [0, 1, 2, 0]
    # a knocked-out seat is passed over
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"), out=[1])
    firsts = []
    for _ in range(3):
        g.apply(DEALER, "deal round")
        firsts.append(g.first)
        finish_round(g)
    assert firsts == [0, 2, 0] and g.hands[1] == []


def test_the_clock_runs_an_hour_a_round_until_midnight():
    g = game(("atlas", "blacksmith"), hours=6)
    hours = []
    for _ in range(6):
        events = g.apply(DEALER, "deal round")
        hours.append(of(events, "round")["hour"])
        assert not g.is_terminal()
        events = finish_round(g)
    assert hours == [18, 19, 20, 21, 22, 23]  # six hours: the coach arrives at six
    assert g.is_terminal() and g.over == "midnight" and g.winners() == []
    assert of(events, "reveal") == {"type": "reveal", "door": "north-main-street",
                                    "key": "mining-pan", "lantern": "torch"}
    # the default is by the table: nine hours alone, two more for each rival
    assert [game(*[("atlas", "blacksmith")] * n).hours for n in (1, 2, 4, 6)] == [9, 11, 15, 19]


def test_played_cards_show_and_passed_or_raised_cards_stay_hidden():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "9s", "Ks"), ("5d", "6d", "7d")))
    g.apply(0, "pass with k-spades")
    g.apply(1, "move general-store with 5-diamonds")
    g.apply(0, "raise lift search")          # the lowest card left goes down: the 2
    theirs = g.observation(1)["characters"][0]
    assert theirs["played"] == [None, None] and theirs["cards_left"] == 1
    assert g.observation(0)["down"] == ["K-spades", "2-spades"]
    assert g.observation(0)["characters"][1]["played"] == ["5-diamonds"]


def test_everyone_sees_the_table_but_not_hands_or_whispers():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("9s", "3s", "4s"), ("5d", "6d", "7d")))
    events = g.apply(0, "search with 9-spades")
    whisper = of(events, "whisper")
    assert whisper["audience"] == [0]
    assert "found" not in g.event_view(whisper, 1)
    assert g.observation(0)["whispers"] and g.observation(1)["whispers"] == []
    assert g.public_observation()["knowledge"] is None
    # the search itself, and where everyone is, are public: the table is one table
    assert of(events, "search")["place"] == "north-main-street"
    assert g.observation(1)["characters"][0]["played"] == ["9-spades"]


# ----- Pass and Move ---------------------------------------------------------------------------
def test_a_pass_puts_a_card_down_and_does_nothing():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("Ks", "3s", "4s"), ("5d", "6d", "7d")))
    before = g.observation(1)
    events = g.apply(0, "pass with k-spades")
    assert types(events) == ["pass"] and "card" not in events[0]
    after = g.observation(1)
    assert after["characters"][0]["played"] == [None]
    assert (after["mood"], after["lying"], after["characters"][0]["place"]) == (
        before["mood"], before["lying"], before["characters"][0]["place"])
    assert g.to_act() == [1]


def test_moving_takes_any_card_one_place_up_down_left_or_right():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    moves = {a.split()[1] for a in g.legal_actions(0) if a.startswith("move")}
    assert moves == {"miners-camp", "south-main-street", "big-sky-saloon", "general-store"}
    events = g.apply(0, "move big-sky-saloon with 2-spades")  # the lowest card will do
    assert of(events, "move")["to"] == "big-sky-saloon" and g.pos[0] == "big-sky-saloon"


def test_escaping_a_hostile_town_person_needs_a_higher_card_than_coyotes():
    def escape(mine: str, turns: tuple[str, ...], mood: int = 0):
        g = game(("atlas", "blacksmith"), hostile={"loafers": [0]}, mood=mood,
                 hands=((mine, "3s", "4s"),), turns=turns)
        events = g.apply(0, f"move general-store with {w(mine)}")
        return g, of(events, "escape")

    g, e = escape("Qs", ("10h",))
    assert e["result"] == 1 and g.pos[0] == "general-store" and g.wounds[0] == 0
    g, e = escape("10s", ("10h",))                      # a tie: no escape, no harm
    assert e["result"] == 0 and g.pos[0] == "north-main-street" and g.wounds[0] == 0
    g, e = escape("9s", ("10h",))                       # lower: caught and hurt
    assert e["result"] == -1 and g.pos[0] == "north-main-street" and g.wounds[0] == 1
    g, e = escape("Qs", ("10h", "Kd"), mood=4)          # an angry town turns two
    assert e["turned"] == ["10-hearts", "K-diamonds"] and e["against"] == "K-diamonds"
    assert g.pos[0] == "north-main-street" and g.wounds[0] == 1
    # a raise (round-house kicks back a Move) gets away without a contest
    g = game(("chuck", "blacksmith"), hostile={"loafers": [0]}, hands=(("2s", "3s", "4s"),))
    events = g.apply(0, "raise kick move general-store")
    assert "escape" not in types(events) and g.pos[0] == "general-store"


# ----- Search ---------------------------------------------------------------------------------
def test_a_search_needs_an_eight_unless_the_teacher_searches_her_library():
    g = game(("thor", "blacksmith"), ("chuck", "teacher"),
             hands=(("7s", "8d", "4s"), ("2d", "6d", "7d")))
    events = g.apply(0, "search with 7-spades")
    assert types(events) == ["search"] and events[0]["ok"] is False
    assert g.whispers[0] == [] and g.observation(DEALER)["discovered"] == []
    events = g.apply(1, "search with 2-diamonds")    # the library: any card
    assert of(events, "search")["ok"] and of(events, "whisper")["audience"] == [1]
    events = g.apply(0, "search with 8-diamonds")
    assert of(events, "search")["ok"]


def test_a_search_is_whispered_even_when_it_finds_nothing():
    g = game(("atlas", "blacksmith"), places=["south-main-street"],  # the gulch: nothing here
             hands=(("9s", "3s", "4s"),))
    events = g.apply(0, "search with 9-spades")
    whisper = of(events, "whisper")
    assert whisper["audience"] == [0] and whisper["found"] == {}
    assert g.observation(0)["whispers"] == [
        {"search": "south-main-street", "found": {}, "cleared": {"key": [], "lantern": []},
         "round": 1}]  # nothing lies in the gulch, so nothing was cleared either


def test_a_search_finds_the_door_and_the_real_key_and_lantern_whoever_holds_them():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             holds=[[], ["torch"]],    # the real Lantern, in the other player's hands
             hands=(("9s", "3s", "4s"), ("5d", "6d", "7d")))
    found = of(g.apply(0, "search with 9-spades"), "whisper")["found"]
    assert found == {"door": "north-main-street",
                     "key": {"thing": "mining-pan", "by": "ground", "holder": None},
                     "lantern": {"thing": "torch", "by": "seat", "holder": 1}}
    assert g.observation(DEALER)["discovered"] == ["door", "key", "lantern"]
    assert g.observation(0)["knowledge"] == {"door": ["north-main-street"],
                                             "key": ["mining-pan"], "lantern": ["torch"]}
    # a Key a town person carries is found on that person
    g = game(("atlas", "blacksmith"), secrets=("5s", "2h", "6c"),  # the Eagle Feather
             places=["big-sky-saloon"], hands=(("9s", "3s", "4s"),))
    found = of(g.apply(0, "search with 9-spades"), "whisper")["found"]
    assert found == {"key": {"thing": "eagle-feather", "by": "folk", "holder": "waitress"}}


def test_a_search_narrows_what_the_searcher_knows_and_only_the_searcher():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             holds=[[], ["noose"]],    # a Key-table object carried to the store
             places=["general-store", "general-store"],
             hands=(("9s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "search with 9-spades")
    know = g.observation(0)["knowledge"]
    assert "general-store" not in know["door"] and len(know["door"]) == 12
    assert {"mirror", "noose"}.isdisjoint(know["key"]) and len(know["key"]) == 11
    assert "matches" not in know["lantern"] and len(know["lantern"]) == 12
    assert len(g.observation(1)["knowledge"]["key"]) == 13  # the other seat learns nothing


# ----- Take -----------------------------------------------------------------------------------
def test_taking_what_lies_here_needs_any_card():
    g = game(("atlas", "blacksmith"), hands=(("2s", "3s", "4s"),))
    takes = sorted(a.split()[1] for a in g.legal_actions(0)
                   if a.startswith("take") and a.endswith("2-spades"))
    assert takes == ["mining-pan", "torch"]          # only what lies on North Main Street
    events = g.apply(0, "take mining-pan with 2-spades")
    assert types(events) == ["take"] and g.holds[0] == ["mining-pan"]
    assert g.mood == 0 and g.heat[0] == 0            # nobody minds


def test_snatching_from_a_town_person_needs_an_eight_and_stirs_the_town():
    g = game(("atlas", "blacksmith"), places=["big-sky-saloon"], hands=(("7s", "8s", "4s"),))
    events = g.apply(0, "take eagle-feather with 7-spades")
    assert of(events, "snatch")["ok"] is False and g.holds[0] == []
    assert g.folk["waitress"]["hostile"] == [0] and (g.mood, g.heat[0]) == (1, 1)
    # with an 8 it works, and the town still notices
    g = game(("atlas", "blacksmith"), places=["big-sky-saloon"], hands=(("7s", "8s", "4s"),))
    events = g.apply(0, "take eagle-feather with 8-spades")
    assert of(events, "snatch")["ok"] and g.holds[0] == ["eagle-feather"]
    assert g.folk["waitress"]["hostile"] == [] and (g.mood, g.heat[0]) == (1, 1)


# ----- Talk -----------------------------------------------------------------------------------
def test_talking_to_learn_hears_one_true_fact_and_the_gossips_two():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    events = g.apply(0, "talk loafers learn with 2-spades")   # any card
    assert of(events, "talk")["ok"] and g.to_act() == [DEALER]
    tells = g.legal_actions(DEALER)
    assert len(tells) == 12 + 12 + 12                  # every wrong candidate, none true
    assert not {"tell door north-main-street", "tell key mining-pan",
                "tell lantern torch"} & set(tells)
    clue = of(g.apply(DEALER, "tell key mirror"), "clue")
    assert clue["audience"] == [0] and "mirror" not in g.observation(0)["knowledge"]["key"]
    assert g.to_act() == [1]
    # the Missionary's faith: folk tell the faithful two facts
    g = game(("atlas", "missionary"), hands=(("2s", "3s", "4s"),))
    g.apply(0, "talk loafers learn with 2-spades")
    g.apply(DEALER, "tell door church")
    assert g.to_act() == [DEALER]
    g.apply(DEALER, "tell lantern matches")
    assert g.to_act() == [0] and g.beat == 2
    # nothing left to learn: no fact, and play goes on
    g = game(("atlas", "blacksmith"), hands=(("2s", "3s", "4s"),), knowledge={
        0: {"door": ["north-main-street"], "key": ["mining-pan"], "lantern": ["torch"]}})
    g.apply(0, "talk loafers learn with 2-spades")
    assert g.to_act() == [0] and g.beat == 2


def test_talking_to_learn_does_not_give_the_talker_a_second_action():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")))
    g.apply(0, "talk loafers learn with 2-spades")
    g.apply(DEALER, g.legal_actions(DEALER)[0])
    assert g.to_act() == [1] and g.beat == 1 and len(g.unplayed(0)) == 2


def test_buying_costs_a_chip_or_trade_goods_and_the_sheriff_and_miners_never_sell():
    g = game(("atlas", "blacksmith"), ("chuck", "merchant"),
             places=["big-sky-saloon", "big-sky-saloon"],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    events = g.apply(0, "talk waitress buy eagle-feather with 2-spades")
    assert of(events, "talk")["paid"] and g.chips[0] == 5 and g.holds[0] == ["eagle-feather"]
    g = game(("atlas", "blacksmith"), ("chuck", "merchant"),
             places=["hotel-and-doctor", "hotel-and-doctor"],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "pass with 2-spades")
    events = g.apply(1, "talk doctor buy dead-mans-hand with 5-diamonds")  # the store pays
    assert of(events, "talk")["paid"] is False and g.chips[1] == 6
    assert g.holds[1] == ["dead-mans-hand"]
    for place, folk, thing in (("sheriffs-office", "sheriff", "jail-key"),
                               ("miners-camp", "miners", "gold-dust")):
        g = game(("atlas", "blacksmith"), places=[place], hands=(("2s", "3s", "4s"),))
        legal = g.legal_actions(0)
        assert f"talk {folk} buy {thing} with 2-spades" not in legal
        assert f"talk {folk} fool {thing} with 2-spades" in legal


def test_nobody_sells_when_the_town_is_angry():
    def at_the_saloon(mood: int) -> list[str]:
        g = game(("atlas", "blacksmith"), places=["big-sky-saloon"], mood=mood,
                 hands=(("2s", "3s", "4s"),))
        return g.legal_actions(0)
    assert not [a for a in at_the_saloon(4) if " buy " in a]
    assert "talk waitress buy eagle-feather with 2-spades" in at_the_saloon(3)


def test_fooling_a_town_person_needs_an_eight_or_a_cunning_power():
    g = game(("atlas", "blacksmith"), ("helena", "doctor"),
             places=["big-sky-saloon", "hotel-and-doctor"],
             hands=(("8s", "3s", "4s"), ("2d", "6d", "7d")))
    events = g.apply(0, "talk waitress fool eagle-feather with 8-spades")
    assert of(events, "talk")["ok"] and g.holds[0] == ["eagle-feather"] and g.chips[0] == 6
    events = g.apply(1, "talk doctor fool dead-mans-hand with 2-diamonds")  # for Helena
    assert of(events, "talk")["ok"] and g.holds[1] == ["dead-mans-hand"]
    assert g.mood == 0


def test_a_failed_fool_makes_an_enemy_and_stirs_the_town_unless_welcome():
    # Helena's admirers make her fooling certain, so the welcome is tried on a Loa given
    # it (the text's optional rule) and no cunning
    g = game(("atlas", "blacksmith"), ("loa", "doctor"),
             options={"custom_deity": ("welcome", "pose")},
             places=["big-sky-saloon", "big-sky-saloon"],
             hands=(("7s", "3s", "4s"), ("2d", "6d", "7d")))
    events = g.apply(0, "talk waitress fool eagle-feather with 7-spades")
    assert of(events, "talk")["ok"] is False and g.holds[0] == []
    assert g.folk["waitress"]["hostile"] == [0] and (g.mood, g.heat[0]) == (1, 1)
    events = g.apply(1, "talk waitress fool eagle-feather with 2-diamonds")
    assert of(events, "talk")["ok"] is False
    assert g.folk["waitress"]["hostile"] == [0] and (g.mood, g.heat[1]) == (1, 0)
    # an enemy will not talk to you; Helena is welcome anywhere
    assert not [a for a in g.legal_actions(0) if a.startswith("talk waitress")]
    g.apply(0, "pass with 3-spades")
    assert "talk waitress learn with 6-diamonds" in g.legal_actions(1)


def test_talking_to_calm_lowers_the_mood_by_one():
    g = game(("atlas", "blacksmith"), mood=3, hands=(("2s", "3s", "4s"),))
    events = g.apply(0, "talk loafers calm with 2-spades")
    assert of(events, "mood") == {"type": "mood", "mood": 2, "was": 3}
    assert g.observation(0)["mood_word"] == MOOD_WORDS[2]


# ----- Fight and Shoot against the town ---------------------------------------------------------
def test_fighting_a_town_person_is_a_card_against_coyotes_card():
    def brawl(mine: str, turns: tuple[str, ...], mood: int = 0):
        g = game(("atlas", "blacksmith"), places=["big-sky-saloon"], mood=mood,
                 hands=((mine, "3s", "4s"),), turns=turns)
        return g, g.apply(0, f"fight waitress with {w(mine)}")

    g, events = brawl("Qs", ("10h",))       # higher: she falls, and he takes what she had
    assert of(events, "brawl")["result"] == 1
    assert of(events, "falls")["things"] == ["eagle-feather"] and of(events, "falls")["taken"]
    assert g.folk["waitress"]["down"] and g.holds[0] == ["eagle-feather"]
    assert (g.mood, g.heat[0], g.wounds[0]) == (2, 2, 0)
    assert not [a for a in g.legal_actions(0) if "waitress" in a]  # one wound is enough
    g, events = brawl("10s", ("10h",))      # a tie: nobody hurt, but she is an enemy now
    assert of(events, "brawl")["result"] == 0 and g.wounds[0] == 0
    assert g.folk["waitress"]["hostile"] == [0] and (g.mood, g.heat[0]) == (1, 1)
    g, events = brawl("9s", ("10h",))       # lower: a wound
    assert of(events, "brawl")["result"] == -1 and g.wounds[0] == 1
    assert g.folk["waitress"]["hostile"] == [0] and not g.folk["waitress"]["down"]
    g, events = brawl("Qs", ("10h", "Kd"), mood=4)   # the angry town: the better of two
    assert of(events, "brawl")["against"] == "K-diamonds" and g.wounds[0] == 1
    # a raise wins outright when nobody throws a chip against it
    g = game(("atlas", "blacksmith"), places=["big-sky-saloon"], hands=(("2s", "3s", "4s"),))
    events = g.apply(0, "raise lift fight waitress")
    assert g.folk["waitress"]["down"] and g.holds[0] == ["eagle-feather"]


def test_only_guns_and_ranged_magic_shoot_and_they_reach_one_place():
    g = game(("atlas", "cowboy"), ("chuck", "doctor"),
             hands=(("Qs", "3s", "4s"), ("5d", "6d", "7d")), turns=("10h",))
    shots = {a.split()[1] for a in g.legal_actions(0) if a.startswith("shoot")}
    assert shots == {"loafers", "waitress", "storekeeper", "miners"}  # here or next door
    g.apply(0, "pass with 3-spades")
    assert not [a for a in g.legal_actions(1) if a.startswith("shoot")]


def test_a_shot_harms_but_cannot_steal_and_a_town_person_cannot_shoot_back():
    g = game(("atlas", "cowboy"), hands=(("Qs", "3s", "4s"),), turns=("10h", "Kd"))
    events = g.apply(0, "shoot waitress with q-spades")   # from North Main Street
    assert of(events, "gunfire")["result"] == 1 and of(events, "falls")["taken"] is False
    assert g.holds[0] == [] and g.lying["eagle-feather"] == "big-sky-saloon"
    assert (g.mood, g.heat[0]) == (3, 3)
    events = g.apply(0, "shoot loafers with 3-spades")    # a miss: the loafers are angry
    assert of(events, "gunfire")["result"] == -1
    assert g.wounds[0] == 0 and g.folk["loafers"]["hostile"] == [0]
    assert (g.mood, g.heat[0]) == (5, 5)


# ----- Heal -----------------------------------------------------------------------------------
def test_the_doctor_heals_a_wound_here_with_an_eight():
    g = game(("atlas", "doctor"), ("chuck", "blacksmith"), wounds=[1, 2],
             places=[MAIN, "general-store"], hands=(("7s", "8s", "4s"), ("5d", "6d", "7d")))
    heals = [a for a in g.legal_actions(0) if a.startswith("heal") and a.endswith("7-spades")]
    assert heals == ["heal 0 with 7-spades"]        # only who stands here: herself
    events = g.apply(0, "heal 0 with 7-spades")
    assert of(events, "heal")["ok"] is False and g.wounds[0] == 1
    g.apply(1, "move north-main-street with 5-diamonds")
    events = g.apply(0, "heal 1 with 8-spades")
    assert of(events, "heal")["ok"] and g.wounds == [1, 1]
    assert not [a for a in g.legal_actions(1) if a.startswith("heal")]  # no healer


# ----- Unlock and Claim -----------------------------------------------------------------------
def test_unlock_needs_a_key_and_a_lantern_and_works_only_with_the_real_ones_at_the_door():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), holds=[["torch"], []],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    assert not [a for a in g.legal_actions(0) if a.startswith("unlock")]  # no Key yet
    g.apply(0, "take mining-pan with 2-spades")
    g.apply(1, "pass with 5-diamonds")
    events = g.apply(0, "unlock with 3-spades")           # any card
    assert of(events, "unlock")["ok"] and g.unlocked == "north-main-street"
    for seat in (0, 1):                                   # everyone learns what worked
        assert g.observation(seat)["knowledge"] == {
            "door": ["north-main-street"], "key": ["mining-pan"], "lantern": ["torch"]}
    assert g.observation(DEALER)["discovered"] == ["door", "key", "lantern"]


def test_a_failed_unlock_is_seen_by_everyone():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), holds=[["torch", "mining-pan"], []],
             places=["general-store", MAIN],              # the real pair, the wrong place
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    events = g.apply(0, "unlock with 2-spades")
    assert of(events, "unlock")["ok"] is False and g.unlocked is None
    assert g.observation(1)["failed_rituals"] == [
        {"seat": 0, "place": "general-store", "things": ["mining-pan", "torch"]}]
    g = game(("atlas", "blacksmith"), holds=[["torch", "mirror"]],  # the Door, a false Key
             hands=(("2s", "3s", "4s"),))
    assert of(g.apply(0, "unlock with 2-spades"), "unlock")["ok"] is False


def test_a_claim_at_the_unlocked_door_wins():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), holds=[["torch", "mining-pan"], []],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "unlock with 2-spades")
    g.apply(1, "pass with 5-diamonds")
    assert "claim with 3-spades" in g.legal_actions(0)
    events = g.apply(0, "claim with 3-spades")
    assert of(events, "claim")["ok"] and g.is_terminal() and g.winners() == [0]
    assert g.over == "claimed" and g.observation(1)["secrets"]["key"] == "mining-pan"
    # the claim is made at the Door: a step away, there is none to make
    g = game(("atlas", "blacksmith"), holds=[["torch", "mining-pan"]],
             hands=(("2s", "3s", "4s"),))
    g.apply(0, "unlock with 2-spades")
    g.apply(0, "move general-store with 3-spades")
    assert not [a for a in g.legal_actions(0) if a.startswith("claim")]


# ----- Fold and Raise -------------------------------------------------------------------------
def test_a_fold_gives_up_the_rest_of_the_round():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    events = g.apply(0, "fold")
    assert types(events) == ["fold"] and g.observation(1)["characters"][0]["folded"]
    g.apply(1, "raise beard search")          # the folded seat cannot throw a chip against it
    assert g.pending is None and g.to_act() == [1]
    pass_turn(g, 1)
    pass_turn(g, 1)
    assert g.to_act() == [DEALER] and len(g.unplayed(0)) == 3  # its cards are simply lost
    finish_round(g)
    g.apply(DEALER, "deal round")
    assert g.to_act() == [1] and not g.folded[0]  # a new round, a new start


def test_a_raise_throws_a_chip_with_a_power_that_backs_the_action():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    legal = g.legal_actions(0)
    assert "raise lift search" in legal and "raise pose search" not in legal
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             places=[MAIN, "general-store"],  # nobody stands by to oppose
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    events = g.apply(0, "raise lift search")  # no 8 in hand, yet the search works
    assert of(events, "raise")["chips"] == 5 and of(events, "search")["ok"]
    assert g.used[0] == {"2-spades": "down"}  # the lowest card went down, unseen


def test_a_chip_against_a_chip_is_a_stalemate_and_the_action_fails():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "raise lift search")
    assert g.to_act() == [1] and g.window(1)["stage"] == "oppose"
    assert g.legal_actions(1) == ["allow", "oppose kick", "oppose beard", "oppose healer",
                                  "oppose bag"]            # any of its powers will do
    events = g.apply(1, "oppose healer")
    assert types(events) == ["oppose", "stalemate", "mood", "thwarted"]  # the town stirs
    assert g.chips == [5, 5] and g.whispers[0] == [] and g.to_act() == [1]
    # letting it pass costs nothing
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "raise lift search")
    assert of(g.apply(1, "allow"), "search")["ok"] and g.chips == [5, 6]


def test_only_a_seat_in_position_may_oppose_a_raise():
    def window_after_raise(roles, place, chips=6):
        g = game(("atlas", "blacksmith"), roles, places=[MAIN, place], chips=[6, chips],
                 hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
        g.apply(0, "raise lift search")
        return g.pending
    assert window_after_raise(("chuck", "doctor"), "north-main-street")
    assert not window_after_raise(("chuck", "doctor"), "general-store")
    assert window_after_raise(("kukulcan", "doctor"), "general-store")   # the storm reaches
    assert not window_after_raise(("kukulcan", "doctor"), "assayers-office")
    assert not window_after_raise(("chuck", "doctor"), "north-main-street", chips=0)


def test_on_the_third_beat_the_three_card_hands_decide_a_stalemate():
    def third_beat(mine, theirs):
        g = game(("atlas", "blacksmith"), ("chuck", "doctor"), hands=(mine, theirs))
        for _ in range(2):
            pass_turn(g, 0)
            pass_turn(g, 1)
        g.apply(0, "raise lift search")
        return g.apply(1, "oppose kick")
    events = third_beat(("2s", "3s", "4s"), ("Ad", "Kd", "9c"))   # a straight flush wins
    shown = of(events, "showhands")
    assert shown["winner"] == 0 and shown["names"] == {"0": "straight flush",
                                                       "1": "high card"}
    assert shown["hands"]["1"] == ["A-diamonds", "K-diamonds", "9-clubs"]  # all revealed
    assert of(events, "search")["ok"]
    events = third_beat(("2s", "3s", "9h"), ("5d", "5c", "9c"))   # a pair beats high card
    assert of(events, "showhands")["winner"] == 1 and "thwarted" in types(events)


def test_every_chip_against_a_raise_counts_whatever_order_it_came_in():
    def run(order, mine=("2s", "3s", "9h")):
        g = game(("atlas", "missionary"), ("chuck", "teacher"), ("thor", "doctor"),
                 hands=(mine, ("5d", "2d", "7c"), ("4c", "Jh", "Kd")))
        for _ in range(2):
            for s in (0, 1, 2):
                pass_turn(g, s)
        g.apply(0, "raise lift search")
        for s in order:
            events = g.apply(s, "oppose " + g.powers(s)[0])
        return events
    # the raiser's nine-high beats seat 1's seven-high but not seat 2's king-high
    for order in ([1, 2], [2, 1]):
        events = run(order)
        assert of(events, "thwarted")["by"] == 2 and "search" not in types(events)
    events = run([2, 1], mine=("Qs", "Qh", "9h"))   # a pair beats them both
    assert of(events, "search")["ok"] and types(events).count("showhands") == 2


def test_opposing_a_ritual_before_the_showdown_wounds_nobody():
    g = game(("atlas", "missionary"), ("chuck", "teacher"), holds=[["mining-pan", "torch"], []],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    for _ in range(2):
        pass_turn(g, 0)
        pass_turn(g, 1)
    g.apply(0, "raise book unlock")
    events = g.apply(1, "oppose beard")          # a better hand on the third beat
    assert of(events, "showhands")["winner"] == 1 and "unlock" not in types(events)
    assert g.unlocked is None and g.wounds == [0, 0] and not g.showdown


# ----- the Showdown ---------------------------------------------------------------------------
def showdown_game(*roles, hands=(), **stacked) -> ThreeCardCoyote:
    """A game already in the Showdown (as if all three secrets had been found), its
    round dealt."""
    return game(*roles, showdown=True, hands=hands, **stacked)


def test_the_showdown_is_announced_at_the_end_of_the_round_all_three_are_found():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("9s", "3s", "4s"), ("5d", "6d", "7d")),
             later=[rnd(("Qs", "3s", "4s"), ("5d", "6d", "7d"))])
    assert not [a for a in g.legal_actions(0) if a.startswith("fight 1")]
    g.apply(0, "search with 9-spades")     # Door, Key and Lantern all on North Main Street
    assert g.observation(DEALER)["discovered"] == ["door", "key", "lantern"]
    assert not g.observation(1)["showdown"]
    g.apply(1, "pass with 5-diamonds")
    assert not [a for a in g.legal_actions(0) if a.startswith("fight 1")]  # not yet
    events = finish_round(g)
    assert "showdown" in types(events) and g.observation(1)["showdown"]
    deal(g)
    assert g.to_act() == [1] and "fight 0 with 5-diamonds" in g.legal_actions(1)
    # the secrets may be found by different players, over several rounds
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), discovered=["key"],
             places=["church", MAIN], hands=(("9s", "3s", "4s"), ("5d", "6d", "7d")))
    assert "showdown" not in types(finish_round(g))


def test_players_fight_each_other_card_against_card_and_only_in_the_showdown():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")))
    events = g.apply(0, "fight 1 with q-spades")
    assert types(events) == ["declare"] and g.to_act() == [1]
    assert g.legal_actions(1) == ["defend with 10-diamonds", "defend with 6-diamonds",
                                  "defend with 7-diamonds", "defend raise kick",
                                  "defend raise bag", "cower"]  # powers that fight or defend
    events = g.apply(1, "defend with 10-diamonds")
    assert of(events, "clash")["result"] == 1 and g.wounds == [0, 1]
    assert (g.mood, g.heat) == (1, [1, 0])
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("10s", "3s", "4s"), ("10d", "6d", "7d")))
    g.apply(0, "fight 1 with 10-spades")
    assert of(g.apply(1, "defend with 10-diamonds"), "clash")["result"] == 0  # a tie
    assert g.wounds == [0, 0]


def test_a_target_out_of_cards_is_dealt_one_by_coyote():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")), turns=("Kh",))
    g.apply(0, "fight 1 with 3-spades")
    g.apply(1, "defend with 10-diamonds")          # answering spends a card of one's own
    assert g.wounds == [1, 0]
    g.apply(1, "pass with 6-diamonds")
    g.apply(0, "pass with 4-spades")
    g.apply(1, "pass with 7-diamonds")
    g.apply(0, "fight 1 with q-spades")
    assert g.legal_actions(1) == ["defend fate", "defend raise kick", "defend raise bag",
                                  "cower"]
    events = g.apply(1, "defend fate")
    assert of(events, "fate")["card"] == "K-hearts" and g.wounds == [2, 0]


def test_a_cowering_target_takes_no_wound_and_gives_up_the_round():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")))
    g.apply(0, "fight 1 with q-spades")
    events = g.apply(1, "cower")
    assert of(events, "clash")["cowered"] and g.wounds == [0, 0] and g.folded[1]
    assert g.to_act() == [0]                       # the coward's turns are gone


def test_a_raise_in_a_fight_beats_a_card_and_meets_a_chip_in_a_stalemate():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("2s", "3s", "4s"), ("Ad", "6d", "7d")))
    g.apply(0, "raise lift fight 1")
    assert of(g.apply(1, "defend with a-diamonds"), "clash")["result"] == 1
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("2s", "3s", "4s"), ("Ad", "6d", "7d")))
    g.apply(0, "raise lift fight 1")
    events = g.apply(1, "defend raise kick")
    assert "stalemate" in types(events) and g.wounds == [0, 0] and g.chips == [5, 5]


def test_the_winner_of_a_close_fight_may_take_one_object():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                      holds=[[], ["torch", "mining-pan"]])
    g.apply(0, "fight 1 with q-spades")
    g.apply(1, "defend with 10-diamonds")
    assert g.to_act() == [0] and g.window(0)["stage"] == "seize"
    assert g.legal_actions(0) == ["seize torch", "seize mining-pan", "seize nothing"]
    events = g.apply(0, "seize torch")
    assert of(events, "seize")["thing"] == "torch"
    assert g.holds == [["torch"], ["mining-pan"]] and g.to_act() == [1]


def test_an_unarmed_target_of_a_shot_gets_coyotes_cover_and_cannot_wound_back():
    g = showdown_game(("atlas", "cowboy"), ("chuck", "doctor"),
                      hands=(("9s", "3s", "4s"), ("10d", "6d", "7d")), turns=("Kh", "2h"),
                      holds=[[], ["torch"]], places=[MAIN, "general-store"])  # a place away
    g.apply(0, "shoot 1 with 9-spades")   # the Doctor has no gun: it may only take cover
    assert g.legal_actions(1)[0] == "defend fate"  # the free choice: Coyote's card
    events = g.apply(1, "defend fate")
    assert of(events, "cover")["card"] == "K-hearts" and of(events, "clash")["result"] == -1
    assert g.wounds == [0, 0]                      # the shot missed; nothing comes back
    g.apply(1, "pass with 10-diamonds")
    g.apply(0, "shoot 1 with 4-spades")
    events = g.apply(1, "defend fate")
    assert of(events, "cover")["card"] == "2-hearts" and g.wounds == [0, 1]
    assert g.holds[1] == ["torch"] and g.pending is None  # a gun takes nothing


def test_a_raised_shot_at_an_unarmed_target_may_be_met_with_its_chip():
    g = showdown_game(("atlas", "cowboy"), ("chuck", "doctor"),
                      hands=(("9s", "3s", "4s"), ("10d", "6d", "7d")), holds=[[], ["torch"]])
    g.apply(0, "raise rifle shoot 1")
    assert g.to_act() == [1] and g.legal_actions(1)[0] == "allow"
    events = g.apply(1, "oppose beard")                 # chip against chip: a stalemate
    assert "stalemate" in types(events) and g.wounds == [0, 0] and g.chips == [5, 5]
    g = showdown_game(("atlas", "cowboy"), ("chuck", "doctor"),
                      hands=(("9s", "3s", "4s"), ("10d", "6d", "7d")))
    g.apply(0, "raise rifle shoot 1")
    events = g.apply(1, "allow")                        # let it be: the raise wins
    assert of(events, "clash")["result"] == 1 and g.wounds == [0, 1]


def test_an_armed_target_answers_a_shot_and_may_wound_back():
    g = showdown_game(("atlas", "cowboy"), ("chuck", "ranger"),
                      hands=(("9s", "3s", "4s"), ("10d", "6d", "7d")),
                      places=[MAIN, "general-store"])
    g.apply(0, "shoot 1 with 9-spades")
    assert g.to_act() == [1] and "defend with 10-diamonds" in g.legal_actions(1)
    events = g.apply(1, "defend with 10-diamonds")
    assert of(events, "clash")["result"] == -1 and g.wounds == [1, 0]
    assert (g.mood, g.heat[0]) == (2, 2)


def test_in_the_showdown_a_fighter_may_interrupt_an_unlock_or_a_claim():
    def ritual(theirs, place="north-main-street", them=("chuck", "doctor"), fought=True):
        g = showdown_game(("atlas", "blacksmith"), them, hands=(("10s", "3s", "4s"), theirs),
                          holds=[["torch", "mining-pan"], []], places=[MAIN, place],
                          # as if the two had already come to blows this round
                          fighting=[[1], [0]] if fought else ())
        return g, g.apply(0, "unlock with 10-spades")
    g, events = ritual(("Qd", "6d", "7d"))
    assert types(events) == ["declare"] and g.window(1)["stage"] == "interrupt"
    assert g.observation(1)["window"]["card"] is None   # the ritual's card stays face down
    assert g.legal_actions(1) == ["allow", "interrupt with q-diamonds",
                                  "interrupt with 6-diamonds", "interrupt with 7-diamonds",
                                  "interrupt raise kick"]
    events = g.apply(1, "interrupt with q-diamonds")     # higher: stopped, and hurt
    assert "unlock" not in types(events) and g.unlocked is None and g.wounds == [1, 0]
    g, _ = ritual(("Qd", "6d", "7d"))
    events = g.apply(1, "interrupt with 6-diamonds")     # lower: the ritual goes on
    assert of(events, "unlock")["ok"] and g.wounds == [0, 1]
    g, _ = ritual(("10d", "6d", "7d"))
    events = g.apply(1, "interrupt with 10-diamonds")    # a tie stops it, nobody hurt
    assert "unlock" not in types(events) and g.wounds == [0, 0]
    g, events = ritual(("Qd", "6d", "7d"), place="general-store")  # out of reach
    assert of(events, "unlock")["ok"]
    g, events = ritual(("Qd", "6d", "7d"), place="general-store", them=("thor", "doctor"))
    assert g.window(1)["stage"] == "interrupt"           # thunder reaches a place away
    g, events = ritual(("Qd", "6d", "7d"), fought=False)  # not fighting: no say in it
    assert of(events, "unlock")["ok"] and g.window(1)["stage"] == "turn"


def test_a_hostile_town_person_breaks_a_ritual_unless_beaten():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("10s", "3s", "4s"), ()), turns=("Qd",),
                      holds=[["torch", "mining-pan"], []], hostile={"loafers": [0]})
    events = g.apply(0, "unlock with 10-spades")           # Coyote turns the queen for them
    assert of(events, "interrupted")["folk"] == "loafers" and g.unlocked is None
    assert g.wounds == [1, 0]
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("10s", "3s", "4s"), ()), turns=("4d",),
                      holds=[["torch", "mining-pan"], []], hostile={"loafers": [0]})
    events = g.apply(0, "unlock with 10-spades")
    assert of(events, "shrugged")["folk"] == "loafers" and of(events, "unlock")["ok"]


def test_three_wounds_knock_a_human_out_and_four_for_tough_as_iron():
    # (Thor and Helena: deities that add no toughness of their own, ruling 89)
    g = showdown_game(("thor", "blacksmith"), ("helena", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                      holds=[[], ["torch"]], wounds=[2, 2])
    assert [c["max_wounds"] for c in g.observation(0)["characters"]] == [4, 3]
    g.apply(0, "fight 1 with q-spades")
    events = g.apply(1, "defend with 10-diamonds")
    out = of(events, "knocked-out")
    assert out["seat"] == 1 and out["dropped"] == ["torch"] and g.out[1]
    assert g.lying["torch"] == "north-main-street" and g.pending is None  # nothing to seize
    assert g.to_act() == [0]                       # the knocked-out seat plays no more
    g.apply(0, "pass with 3-spades")
    assert g.to_act() == [0]
    g = showdown_game(("thor", "blacksmith"), ("helena", "doctor"),
                      hands=(("2s", "3s", "4s"), ("10d", "6d", "7d")), wounds=[3, 0])
    g.apply(0, "fight 1 with 2-spades")
    g.apply(1, "defend with 10-diamonds")
    assert g.wounds[0] == 4 and g.out[0]           # the blacksmith's fourth


# ----- the town's mood ------------------------------------------------------------------------
def test_the_mood_runs_from_calm_to_a_mob_and_heat_follows_the_troublemaker():
    assert MOOD_WORDS == ("calm", "uneasy", "wary", "restless", "angry", "up in arms",
                          "a mob")
    # the angry town turns two cards for her (the 10 and the 2), then the King for the town
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), places=["big-sky-saloon", MAIN],
             mood=5, hands=(("Qs", "3s", "4s"), ("5d", "6d", "7d")), turns=("10h", "2d", "Kd"))
    events = g.apply(0, "fight waitress with q-spades")
    assert of(events, "mood") == {"type": "mood", "mood": 6, "was": 5}  # no higher than a mob
    assert g.heat == [2, 0]
    obs = g.observation(1)
    assert obs["mood_word"] == "a mob" and [c["heat"] for c in obs["characters"]] == [2, 0]
    # the town calms, but heat does not cool by itself
    for c in ("5-diamonds", "6-diamonds", "7-diamonds"):
        g.apply(1, f"talk loafers calm with {c}")
        if g.to_act() == [0]:
            pass_turn(g, 0)
    events = g.apply(DEALER, "turn town card")
    assert of(events, "town")["trouble"] is False and g.mood == 2 and g.heat == [2, 0]


def test_the_town_card_brings_trouble_when_it_is_low_or_else_the_town_calms():
    def town(mood, turned, heat=(0,)):
        g = game(("atlas", "blacksmith"), mood=mood, heat=list(heat),
                 hands=(("2s", "3s", "4s"),), turns=(turned,))
        return g, finish_round(g)
    g, events = town(2, "5h")                     # 5 > 2 x 2: quiet, the mood eases
    assert of(events, "town")["trouble"] is False and g.mood == 1
    g, events = town(2, "4h")                     # 4 <= 2 x 2: trouble, but nobody stirred
    assert of(events, "town")["trouble"] and g.mood == 2 and "posse" not in types(events)
    g, events = town(2, "4h", heat=(1,))          # trouble finds the troublemaker
    assert of(events, "posse")["seat"] == 0 and g.wounds == [1] and g.mood == 0
    g, events = town(0, "2h")                     # a calm town never stirs
    assert of(events, "town")["trouble"] is False and g.mood == 0


def test_the_posse_comes_for_the_most_heat_and_takes_the_last_object_picked_up():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"),
             mood=6, heat=[2, 3, 0],
             holds=[[], ["torch", "mining-pan"], []],  # the Mining Pan was picked up last
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")), turns=("Qh",))
    events = finish_round(g)
    assert of(events, "posse")["seat"] == 1
    assert of(events, "confiscate") == {"type": "confiscate", "seat": 1,
                                        "thing": "mining-pan", "to": "sheriff"}
    assert g.folk["sheriff"]["holds"] == ["jail-key", "mining-pan"]
    assert g.holds[1] == ["torch"] and g.wounds == [0, 1, 0]
    assert g.heat == [2, 0, 0] and g.mood == 4    # the posse's work calms the town by two
    # with the Sheriff down, what the posse takes is left in his office
    g = game(("atlas", "blacksmith"), mood=6, heat=[1], down=["sheriff"], holds=[["torch"]],
             hands=(("2s", "3s", "4s"),), turns=("Qh",))
    finish_round(g)
    assert g.lying["torch"] == "sheriffs-office" and g.holds[0] == []


def test_the_posse_takes_nothing_from_the_ranger_and_coyote_picks_among_equals():
    g = game(("atlas", "ranger"), ("chuck", "doctor"), ("thor", "miner"),
             mood=6, heat=[5, 2, 2], holds=[["torch"], [], []],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")), turns=("Qh",))
    events = finish_round(g)
    assert of(events, "posse")["seat"] == 0 and "confiscate" not in types(events)
    assert g.holds[0] == ["torch"] and g.wounds == [1, 0, 0] and g.heat[0] == 0
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), ("thor", "miner"),
             mood=6, heat=[0, 2, 2],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")), turns=("Qh",))
    finish_round(g)
    assert g.to_act() == [DEALER] and g.legal_actions(DEALER) == ["posse 1", "posse 2"]
    events = g.apply(DEALER, "posse 2")
    assert of(events, "posse")["seat"] == 2 and g.wounds == [0, 0, 1]
    assert g.legal_actions(DEALER) == ["deal round"]


def test_the_sheriff_sells_the_jail_key_to_the_ranger_alone():
    g = game(("atlas", "ranger"), ("chuck", "doctor"),
             places=["sheriffs-office", "sheriffs-office"],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    assert "talk sheriff buy jail-key with 2-spades" in g.legal_actions(0)
    g.apply(0, "talk sheriff buy jail-key with 2-spades")
    assert g.holds[0] == ["jail-key"] and g.chips[0] == 5
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             places=["sheriffs-office", "sheriffs-office"],
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    assert not [a for a in g.legal_actions(0) if " buy " in a]


# ----- the end --------------------------------------------------------------------------------
def test_at_midnight_coyote_keeps_the_power_and_nobody_wins():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), hours=12)
    for _ in range(11):
        g.apply(DEALER, "deal round")
        finish_round(g)
    assert not g.is_terminal()
    events = g.apply(DEALER, "deal round")
    assert of(events, "round")["hour"] == 23
    events = finish_round(g)
    assert types(events)[-2:] == ["midnight", "reveal"]
    assert g.is_terminal() and g.winners() == [] and g.results() == [0.0, 0.0]
    assert g.observation(0)["secrets"] == {"door": "north-main-street", "key": "mining-pan",
                                           "lantern": "torch"}


def test_when_everyone_is_knocked_out_nobody_wins():
    g = game(("thor", "merchant"), ("chuck", "doctor"),
             places=["big-sky-saloon", "big-sky-saloon"], wounds=[2, 3], out=[1],
             hands=(("2s", "3s", "4s"),), turns=("10h",))
    events = g.apply(0, "fight waitress with 2-spades")
    assert types(events)[-3:] == ["knocked-out", "empty", "reveal"]
    assert g.is_terminal() and g.over == "all-out" and g.winners() == []


def test_a_lone_player_plays_by_the_same_rules():
    g = ThreeCardCoyote(1, {}, 7, stack={
        "secrets": [card(c) for c in ("5s", "Jh", "6c")],
        "rounds": [rnd(("2s", "3s", "4s")), rnd(("5s", "6s", "7s"))]})
    g.apply(0, "pick kukulcan")
    assert all(ROLES[a.split()[1]].kind == "human" for a in g.legal_actions(0))
    g.apply(0, "pick teacher")
    g.apply(0, "name 1")
    g.apply(DEALER, "deal secrets")
    assert (g.door, g.key, g.lantern) == ("north-main-street", "mining-pan", "torch")
    deal(g)
    g.apply(0, "raise snake search")              # nobody to throw a chip against it
    assert g.pending is None and g.chips == [5]
    g.apply(0, "take mining-pan with 3-spades")
    g.apply(0, "take torch with 4-spades")
    events = finish_round(g)                       # the town card, and the Showdown, still come
    assert "town" in types(events) and "showdown" in types(events)
    deal(g)
    g.apply(0, "unlock with 5-spades")
    g.apply(0, "claim with 6-spades")
    assert g.winners() == [0]


# ----- Coyote deals fair ------------------------------------------------------------------------
def test_coyote_chooses_uniformly_among_legal_actions_and_never_weighs_who_is_winning():
    legal = [f"tell door {p}" for p in ("church", "homesteads", "tent-town")]
    a, b = CoyoteDealer(DEALER, seed=4), CoyoteDealer(DEALER, seed=4)
    picks_a = [a.act({"winning": 0}, legal) for _ in range(3000)]
    picks_b = [b.act({"winning": 1, "mood": 6}, legal) for _ in range(3000)]
    assert picks_a == picks_b                      # what it sees changes nothing
    counts = [picks_a.count(x) for x in legal]
    assert all(900 < n < 1100 for n in counts)     # and every choice comes up alike
    assert CoyoteDealer(DEALER, seed=4).act({}, ["deal round"]) == "deal round"
    # its generator is its own, seeded apart from the game's cards
    rng = random.Random("coyote-4")
    assert picks_a[:5] == [rng.choice(legal) for _ in range(5)]


def test_every_action_is_one_of_the_texts():
    verbs = {"pass", "move", "search", "take", "talk", "fight", "shoot", "heal", "unlock",
             "claim", "fold", "raise"}
    g = showdown_game(("zeus", "cowboy"), ("chuck", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                      holds=[["torch", "noose"], []], wounds=[1, 1])
    seen = {a.split()[0] for a in g.legal_actions(0)}
    assert seen == verbs - {"heal", "claim"}    # no healer, and no Door open yet
    assert all(re.fullmatch(r"[a-z0-9' -]+", a) for a in g.legal_actions(0))


# ----- the optional rule: roles made at the table -----------------------------------------
def test_a_role_made_at_the_table_joins_the_draft_with_its_two_powers():
    from game import registry

    opts = registry.get_info("three-card-coyote").preset("Made at the table")
    g = ThreeCardCoyote(2, opts, 3, stack={"draws": [card("Ks"), card("2d")]})
    assert {"pick loa", "pick baker"} <= set(g.legal_actions(0))
    g.apply(0, "pick loa")
    g.apply(1, "pick baker")
    g.apply(1, "pick zeus")
    g.apply(0, "pick cowboy")
    assert g.powers(0) == ["welcome", "bolt", "saddle", "rifle"]
    assert g.powers(1) == ["bolt", "supreme", "underestimated", "book"]
    plain = ThreeCardCoyote(2, {}, 3)
    assert not {"pick loa", "pick baker"} & set(plain.legal_actions(plain.to_act()[0]))


def test_coyote_refuses_a_made_up_role_that_weighs_too_much():
    from game import registry
    from game.registry import UnknownName
    from game.three_card_coyote.roles import BUDGET, ROLES, cost

    assert BUDGET == max(sum(cost(p) for p in r.powers) for r in ROLES.values()) == 10
    info = registry.get_info("three-card-coyote")
    with pytest.raises(UnknownName, match="exactly two powers"):
        info.resolve_options({"custom_deity": ("bolt",)})
    with pytest.raises(UnknownName, match="weigh 11"):
        info.resolve_options({"custom_deity": ("bolt", "storm")})  # two reaches: too much
    assert info.resolve_options({"custom_human": ("saddle", "rifle")})  # the Cowboy's 10


def test_set_up_lists_the_thirty_two_powers_as_the_engine_has_them():
    from game import registry

    info = registry.get_info("three-card-coyote")
    for name in ("custom_deity", "custom_human"):
        opt = info.option(name)
        assert len(opt.choices) == 32
        assert [(c, opt.show(c)) for c in opt.choices] == \
            [(p.id, p.label) for p in POWERS.values()]


def test_a_saddled_baker_moves_as_far_as_a_rider():
    g = game(("atlas", "baker"), ("chuck", "blacksmith"),
             options={"custom_human": ("saddle", "bag")},
             hands=(("8s", "3s", "4s"), ("5d", "6d", "7d")))
    assert g.mounted == [True, False]
    assert "move school-house with 8-spades" not in g.legal_actions(0)  # three away
    assert "move sheriffs-office with 8-spades" in g.legal_actions(0)   # two away


def test_a_folded_player_cannot_be_attacked_for_the_rest_of_the_round():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("10s", "3s", "4s"), ("5d", "6d", "7d")))
    assert "fight 1 with 10-spades" in g.legal_actions(0)
    g.apply(0, "pass with 3-spades")
    g.apply(1, "fold")
    assert not [a for a in g.legal_actions(0) if a.startswith("fight 1")]


def test_a_raised_ritual_may_be_met_by_a_chip_from_anyone_in_position():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("10s", "3s", "4s"), ("Qd", "6d", "7d")),
                      holds=[["torch", "mining-pan"], []])
    g.apply(0, "raise tongs unlock")                   # nobody has fought seat 0 yet
    assert g.window(1)["stage"] == "interrupt"
    assert g.legal_actions(1) == ["allow", "interrupt raise kick"]  # a chip, not a card
