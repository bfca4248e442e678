"""Hard in the Trickster game: what it learns at a reveal counts the Coyote card.

A Coyote draw puts one more card into play, unseen by everyone but the drawer. A call
made after it faced three unknown cards, not two; read as two, the caller seemed to call
at worse odds than it did, so Hard took the table for slower to call than it is and
jumped into calls it did not see coming.
"""

from __future__ import annotations

from game.coyote_heidelbaer import notation as N
from game.coyote_heidelbaer.bots import HardBot
from game.coyote_heidelbaer.odds import distribution

CARDS = {0: "5", 1: "10", 2: "3", 3: "1"}


def _bid(value: int) -> str:
    return N.format(N.Bid(value))


def _learnt_from(log: list[tuple[int, str]], coyote_card: str | None) -> HardBot:
    """A Hard at seat 0 that saw ``log`` and then its round's reveal (seat 3 called 30)."""
    bot = HardBot(0, seed=1)
    bot._learn({"round": 1, "phase": "bidding", "round_log": [list(x) for x in log]})
    reveal = {"round": 1, "bid": 30, "bidder": 2, "challenger": 3, "coyote_card": coyote_card,
              "cards": [[s, c] for s, c in CARDS.items()], "centre": "2"}
    bot._learn({"round": 2, "phase": "bidding", "round_log": [], "last_reveal": reveal})
    return bot


def test_a_call_after_someone_elses_coyote_draw_is_read_with_three_unknown_cards():
    log = [(1, _bid(10)), (2, N.COYOTE), (2, _bid(30)), (3, N.CHALLENGE)]
    bot = _learnt_from(log, coyote_card="7")
    # seat 3 saw 5, 10 and 3; its own card, the centre and the Coyote card were unseen
    seen_by_caller = distribution(["5", "10", "3"], 3).p_at_least(30)
    assert bot.curves.points[3] == [(seen_by_caller, True)]
    assert seen_by_caller > distribution(["5", "10", "3"], 2).p_at_least(30) + 0.1
    # the drawer saw the card it drew: its jump is read with the card known ...
    seen_by_drawer = distribution(["5", "10", "1", "7"], 2)
    assert bot.levels[2] == [seen_by_drawer.p_at_least(30)]
    # ... but it passed up the call on 10 before it drew (a draw forces a raise)
    before_drawing = distribution(["5", "10", "1"], 2).p_at_least(10)
    assert bot.curves.points[2] == [(before_drawing, False)]


def test_without_a_coyote_draw_a_call_faces_two_unknown_cards():
    log = [(1, _bid(10)), (2, _bid(30)), (3, N.CHALLENGE)]
    bot = _learnt_from(log, coyote_card=None)
    assert bot.curves.points[3] == [(distribution(["5", "10", "3"], 2).p_at_least(30), True)]
