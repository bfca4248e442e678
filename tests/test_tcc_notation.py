"""Three Card Coyote's notation module and its refusals.

``parse`` accepts exactly what ``format`` writes; every legal action of seeded games
reads back to itself; the engine refuses anything else with a reason in a player's
words, one short line; the legal list is exactly the candidates ``_reason`` accepts,
and ``_reason`` accepts exactly the legal list.
"""

from __future__ import annotations

import random

import pytest

from game.core import DEALER, IllegalAction
from game.registry import new_game
from game.three_card_coyote import notation as N
from game.three_card_coyote.notation import Shape
from game.three_card_coyote.phases import Phase
from tests.scenario import refused

EXAMPLES = {
    "pick zeus": N.Pick("zeus"),
    "name 3": N.Name(3),
    "pass with 2-spades": N.Play(Shape("pass"), "2-spades"),
    "move church with 10-hearts": N.Play(Shape("move", "church"), "10-hearts"),
    "talk waitress buy eagle-feather with q-clubs":
        N.Play(Shape("talk", "waitress", "buy", "eagle-feather"), "q-clubs"),
    "talk loafers learn with a-spades": N.Play(Shape("talk", "loafers", "learn"), "a-spades"),
    "fight 2 with k-hearts": N.Play(Shape("fight", 2), "k-hearts"),
    "fight sam with k-hearts": N.Play(Shape("fight", "sam"), "k-hearts"),
    "heal 0 with 9-diamonds": N.Play(Shape("heal", 0), "9-diamonds"),
    "raise lift search": N.Raise("lift", Shape("search")),
    "raise bolt shoot 1": N.Raise("bolt", Shape("shoot", 1)),
    "fold": N.Fold(),
    "allow": N.Allow(),
    "cower": N.Cower(),
    "oppose kick": N.Oppose("kick"),
    "defend with 3-clubs": N.Answer("defend", card="3-clubs"),
    "defend fate": N.Answer("defend"),
    "interrupt raise lift": N.Answer("interrupt", power="lift"),
    "seize noose": N.Seize("noose"),
    "seize nothing": N.Seize(None),
    "deal secrets": N.Deal("secrets"),
    "deal round": N.Deal("round"),
    "tell key bible": N.Tell("key", "bible"),
    "turn town card": N.TurnTown(),
    "posse 1": N.Posse(1),
}

BAD = ["", " fold", "fold ", "pass  with 2-spades", "pass\twith 2-spades", "FOLD",
       "name 01", "name ３", "name ¹", "name -1", "heal x with 2-spades", "fight with 2-spades",
       "raise lift", "raise lift pass with 2-spades", "defend fate now", "interrupt fate",
       "talk waitress buy with 2-spades", "talk waitress learn noose with 2-spades",
       "talk waitress sing with 2-spades", "deal", "deal cards", "turn town", "posse x",
       "fly away", "search with", "search with 2-spades\n", "seize", "pick"]


@pytest.mark.parametrize("text", sorted(EXAMPLES))
def test_parse_and_format_are_one_notation(text):
    assert N.parse(text) == EXAMPLES[text]
    assert N.format(EXAMPLES[text]) == text


@pytest.mark.parametrize("text", BAD)
def test_parse_refuses_anything_format_would_not_write(text):
    with pytest.raises(IllegalAction, match="is not an action"):
        N.parse(text)


def test_window_shapes_read_strictly():
    assert N.shape("talk doctor fool dead-mans-hand") == \
        Shape("talk", "doctor", "fool", "dead-mans-hand")
    with pytest.raises(IllegalAction):
        N.shape("fight 02")


def probes(g, seat: int, legal: list[str]) -> list[str]:
    """Near misses of the legal actions: other cards, other targets, other powers."""
    out = list(BAD[:6]) + ["fold", "allow", "deal round", "pick thor", "name 9",
                           "raise zap search", "search with 2-spades", "move church with 2-spades",
                           "fight 0 with 2-spades", "shoot sam with a-hearts", "seize nothing"]
    for a in legal[:40]:
        m = N.parse(a)
        if isinstance(m, N.Play):
            out += [str(N.Play(m.shape, "2-spades")), str(N.Play(Shape("move", "church"), m.card)),
                    str(N.Play(Shape("fight", (seat + 1) % g.num_seats), m.card)),
                    str(N.Raise("lift", m.shape))]
    return out


def test_the_legal_list_is_what_reason_accepts_and_refusals_are_short():
    rng = random.Random(28)
    checked = 0
    for seed in range(8):
        seats = rng.randint(1, 6)
        g = new_game("three-card-coyote", seats, {}, seed)
        while not g.is_terminal():
            for seat in [*range(seats), DEALER]:
                legal = g.legal_actions(seat)
                for a in legal:
                    assert N.format(N.parse(a)) == a
                for a in set(probes(g, seat, legal) + legal):
                    why = g._reason(seat, a)   # one action's judge
                    assert (why is None) == (a in legal), (seat, a, why, g.history)
                    if why is not None:
                        shown = g.explain_illegal(seat, a)
                        assert shown and len(shown) < 200 and "legal:" not in shown, shown
                    checked += 1
            seat = rng.choice(g.to_act())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
    assert checked > 10_000


def test_refusals_say_which_rule_in_a_players_words():
    g = new_game("three-card-coyote", 2, {}, 1,
                 stack={"roles": [("atlas", "blacksmith"), ("chuck", "doctor")]})
    refused(g, "0: pick zeus", "not .*'s turn \\(waiting for Coyote\\)")
    g.apply(DEALER, "deal secrets")
    g.apply(DEALER, "deal round")
    assert g.phase is Phase.PLAY and g.observation(0)["phase"] == "play"
    held = g.unplayed(0)[0].lower()
    missing = next(c.lower() for c in g.pack if c not in g.hands[0])
    refused(g, f"0: search with {missing}", "you do not hold the")
    refused(g, f"0: move homesteads with {held}", "Homesteads is out of reach")
    refused(g, f"0: fight 1 with {held}", "only in the Showdown")
    refused(g, "0: raise kick search", "no power 'kick'")
    refused(g, "0: pick zeus", "your beat")
    refused(g, "0: deal round", "only Coyote")
    refused(g, "0: fly away", "is not an action")
    refused(g, "dealer: turn town card", "not Coyote's turn")
