"""NotCoup's reaction chain as the engine keeps it (``game.notcoup.chain``): the
observation's ``chain`` entry keeps the plain form every reader knows, word for word,
and a copy of the game owns its own chain. And the action rows' named effects
(``game.notcoup.effects``): one class each."""

from __future__ import annotations

from game.notcoup.actions import BASE_ACTIONS, REDRAW, STEAL, SWITCH
from game.notcoup.alternates import ALTERNATES
from game.notcoup.effects import EFFECTS, Effect
from tests.scenario import play
from tests.test_notcoup_rules import new
from tests.test_notcoup_transformer import strike_at_1, tf


def seen(g) -> list:
    """The chain as each seat, then an onlooker, sees it."""
    return [g.observation(s)["chain"] for s in range(g.num_seats)] \
        + [g.public_observation()["chain"]]


def form(actor, action, target, claim, *, paid=0, counter=None, challenger=None,
         drawn=None, returns=0) -> dict:
    """The observation's form of a chain, as the engine has always written it."""
    return {"actor": actor, "action": action, "target": target, "paid": paid,
            "claim": claim, "spared": [], "helper": None, "counter": counter,
            "challenger": challenger, "drawn": drawn, "returns": returns}


def test_a_challenged_counter_reads_as_before():
    g = new("JK", "AK", "QQ")
    play(g, "0: claim jack 1", "1: pass", "2: pass", "1: counter ace", "0: challenge",
         "2: pass")
    claim = {"seat": 1, "card": "ace", "role": "counter", "denies": False, "marked": None}
    assert g.phase == "prove"
    assert seen(g) == [form(0, "jack", 1, claim, counter={"seat": 1, "card": "ace"},
                            challenger=0)] * 4


def test_the_cards_drawn_show_to_the_actor_alone():
    g = new("AK", "JJ", "QQ", deck_top="XX")
    play(g, "0: claim ace", "1: pass", "2: pass")
    claim = {"seat": 0, "card": "ace", "role": "action", "denies": False, "marked": None}
    assert g.phase == "exchange"
    assert seen(g) == [form(0, "ace", None, claim, drawn=["joker-2", "joker-1"], returns=2)] \
        + [form(0, "ace", None, claim, returns=2)] * 3


def test_the_card_a_survivor_sets_aside_shows_to_its_claimant_alone():
    g = strike_at_1("JA")
    play(g, "1: survive jack")
    claim = {"seat": 1, "card": "queen", "role": "survive", "denies": False,
             "marked": None, "set_aside": None}
    mine = dict(claim, set_aside="jack-spades")
    assert g.phase == "challenge"
    assert seen(g) == [form(0, "joker", 1, c, paid=3) for c in (claim, mine, claim, claim)]


def test_a_copy_of_the_game_owns_its_chain():
    g = strike_at_1("JA")
    play(g, "1: survive jack")
    copy = g.clone()
    copy.chain.claim.set_aside = None
    copy.chain.drawn.append("king-1")
    assert g.chain.claim.set_aside == "jack-spades" and g.chain.drawn == []
    play(g, "0: pass", "2: pass")  # the Queen stands: the Joker's chain ends the turn
    assert g.chain is None and copy.chain.stash is not None and copy.phase == "challenge"


def test_every_named_effect_has_exactly_one_class():
    """Each effect an action row names lives in one class of ``effects.py``, and no class
    is left without a row."""
    named = {spec.effect for alts in ALTERNATES.values() for spec in alts.values()
             if spec is not None and spec.effect}
    named |= {s.effect for s in (*BASE_ACTIONS, REDRAW, SWITCH, STEAL) if s.effect}
    classes = Effect.__subclasses__()
    assert sorted(c.name for c in classes) == sorted(named)  # one each, none spare
    assert {name: type(e) for name, e in EFFECTS.items()} == {c.name: c for c in classes}


def test_a_question_and_a_round_read_as_before():
    g = new("XK", "QA", "AA", points=[2, 3, 1], options=tf(joker="extortion"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass")
    assert g.public_observation()["choice"] == {"seat": 1, "kind": "extort",
                                                "options": ["pay", "refuse"], "amount": 2}
    g = new("XK", "QA", "AA", "KK", points=[2, 2, 3, 3], options=tf(joker="teamwork"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "3: pass")
    assert g.public_observation()["round"] == {"kind": "pay", "offer": ["pay"],
                                               "standing": [], "amount": 3}
