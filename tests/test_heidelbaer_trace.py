"""A HeidelBÄR reveal carries its own count, step by step (each card, the `?` draw, Max 0,
with running totals), and the table plays that trace instead of counting again."""

from __future__ import annotations

import random

import pytest

from game.coyote_heidelbaer.cards import CARDS
from game.coyote_heidelbaer.rules import count_steps, score
from game.registry import new_game
from scenes.tables.coyote_heidelbaer.table import HeidelbaerTable
from tests import table_driver as driver


def test_the_trace_of_a_fixed_reveal():
    slots = [(0, "5"), (1, "?"), (2, "-5"), ("centre", "9"), ("coyote", "max0")]
    steps = count_steps(slots, "20")
    assert [s["op"] for s in steps] == ["add"] * 5 + ["question", "max0"]
    assert [s["running"] for s in steps] == [5, 5, 0, 9, 9, 29, 9]
    assert steps[5]["slot"] == 1 and steps[5]["card"] == "20"
    # Max 0 zeroes the `?`'s draw, so it strikes where the `?` lay
    assert steps[6]["slot"] == 1 and steps[6]["zeroed"] == "20"
    assert steps[-1]["running"] == score([c for _, c in slots], "20")[0]


def test_a_question_that_draws_max0_acts_as_max0():
    steps = count_steps([(0, "?"), (1, "-10"), ("centre", "-5")], "max0")
    assert [s["op"] for s in steps] == ["add", "add", "add", "question", "max0"]
    assert steps[-1]["zeroed"] == "-5" and steps[-1]["slot"] == "centre"
    assert steps[-1]["running"] == -10


def test_the_one_pass_count_agrees_with_score_on_random_reveals():
    """The trace counts and zeroes in the same pass; ``score`` is the rule's plain reading."""
    rng = random.Random(28)
    cards = sorted(CARDS)
    for _ in range(4000):
        hand = rng.sample(cards, rng.randint(3, 9))
        draw = hand.pop()  # the deck's next card, drawn only when '?' is in play
        if "?" not in hand:
            draw = None
        slots = list(enumerate(hand))
        total, zeroed = score(hand, draw)
        steps = count_steps(slots, draw)
        assert steps[-1]["running"] == total
        assert [s["zeroed"] for s in steps if s["op"] == "max0"] == \
            ([zeroed] if zeroed is not None else [])
        if zeroed is not None:  # struck where it lies, or where the '?' drew it
            where = steps[-1]["slot"]
            assert (hand[where] if hand[where] != "?" else draw) == zeroed


def test_every_reveal_of_random_games_ends_its_trace_on_the_total():
    rng = random.Random(5)
    reveals = specials = 0
    for seed in range(40):
        g = new_game("coyote-heidelbaer", 2 + seed % 5, {"trickster": seed % 2 == 1}, seed)
        while not g.is_terminal():
            seat = g.to_act()[0]
            for e in g.apply(seat, rng.choice(g.legal_actions(seat))):
                if e["type"] != "reveal":
                    continue
                reveals += 1
                assert e["steps"][-1]["running"] == e["total"]
                question = [s for s in e["steps"] if s["op"] == "question"]
                assert (question[0]["card"] if question else None) == e["question_draw"]
                zeroed = [s["zeroed"] for s in e["steps"] if s["op"] == "max0"]
                assert (zeroed[0] if zeroed else None) == e["max0_zeroed"]
                specials += bool(question or zeroed)
                # the observation's last reveal holds the same trace
                assert g.observation(0)["last_reveal"]["steps"] == e["steps"]
    assert reveals > 50 and specials > 10


@pytest.fixture
def _display():
    driver.init_display()


def test_the_table_counts_exactly_the_engines_trace(_display, monkeypatch):
    # seat 0 wears "5", seat 1 the "?", Max 0 lies in the centre; the "?" draws 20
    stack = {"start": 0, "decks": [["5", "?", "max0", "20"]]}
    app, table = driver.make_table("coyote-heidelbaer", HeidelbaerTable, ["human", "easy"],
                                   {}, anim_speed=1.0, seed=2, stack=stack)
    table.skip_animations()
    shown: list[int] = []
    count_to = table.animate.count_to

    def spy(value):
        shown.append(value)
        return count_to(value)
    monkeypatch.setattr(table.animate, "count_to", spy)
    events = []
    real = table.animate.reveal
    monkeypatch.setattr(table.animate, "reveal", lambda e: (events.append(e), real(e)))
    table._apply(0, "bid 3")
    table._apply(1, "challenge")
    for _ in range(3000):
        table.update_table(1 / 60)
        caption = table.stage.caption
        if caption and "wins the challenge" in caption.text:
            break
    (reveal,) = events
    trace = reveal["steps"]
    assert [s["op"] for s in trace] == ["add", "add", "add", "question", "max0"]
    assert shown == [s["running"] for s in trace]
    assert shown[-1] == reveal["total"] == 5
    assert table.stage.replaced == "20"
    assert table.stage.struck is not None and table.stage.struck.slot == ("seat", 1)
