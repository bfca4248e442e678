"""The headband tables ask the engine instead of repeating a rule: a refused bid shows the
engine's own explanation, and the guess prompt names the challenger the observation gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.coyote_heidelbaer.rules import CoyoteHeidelbaer
from scenes.tables.coyote_heidelbaer.table import HeidelbaerTable
from scenes.tables.coyote_tilsit.table import TilsitTable
from tests import table_driver as driver
from tests.table_driver import wait_for_human

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _display():
    driver.init_display()


def test_a_refused_rebid_shows_the_engines_explanation():
    app, table = driver.make_table("coyote-tilsit", TilsitTable, ["human", "easy", "easy"],
                                   {"shaman": True}, seed=6,
                                   stack={"start": 0, "feathers": [3, 3, 3]})
    g = table.game
    g.apply(0, "bid 1")
    g.apply(1, "shaman cancel")  # seat 0 must bid again, any number but 1
    table.refresh()
    assert wait_for_human(app, table, 0)
    ctl = table.controls
    ctl.spinner.set(1)
    assert ctl.bid_button.enabled is False  # the engine does not list "bid 1"
    n = len(g.history)
    ctl.bid()
    assert len(g.history) == n
    assert table.notice is not None
    assert table.notice.text == g.explain_illegal(0, "bid 1")
    assert "other than 1" in table.notice.text


def test_no_scene_keeps_a_bid_refusal_rule_of_its_own():
    for path in (ROOT / "scenes").rglob("*.py"):
        assert "_refuse_bid" not in path.read_text(encoding="utf-8"), path


def test_the_observation_names_the_challenger_and_the_guess_prompt_uses_it():
    stack = {"start": 0, "decks": [["1", "2", "3", "4"]]}
    app, table = driver.make_table("coyote-heidelbaer", HeidelbaerTable,
                                   ["easy", "easy", "human"], {"trickster": True}, seed=4,
                                   stack=stack)
    g = table.game
    assert isinstance(g, CoyoteHeidelbaer)
    assert g.observation(2)["challenger"] is None
    table._apply(0, "bid 5")
    table._apply(1, "challenge")
    obs = g.observation(2)
    assert obs["phase"] == "guessing" and obs["challenger"] == 1 and obs["bidder"] == 0
    assert g.public_observation()["challenger"] == 1  # who challenged is public
    assert wait_for_human(app, table, 2)
    assert set(table.controls.buttons) == {"guess 0", "guess 1"}
    # the total 10 reaches the bid: seat 1 loses, discards, and the new round forgets
    table._apply(2, "guess 1")
    assert g.observation(2)["phase"] == "discard" and g.observation(2)["challenger"] == 1
    table._apply(1, "discard closed")
    assert g.observation(2)["round"] == 2 and g.observation(2)["challenger"] is None
