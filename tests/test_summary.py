"""The results' figures come from the game: finishing order and per-seat counts,
checked on a fixed notation and on whole bots' games."""

from __future__ import annotations

from game.match import Match
from game.registry import new_game
from game.saves import SeatSpec
from game.summary import summarise


def test_heidelbaer_figures_from_a_fixed_round():
    deck = ["5", "7", "3", "10", "1"]  # seat 0, seat 1, then the centre card
    g = new_game("coyote-heidelbaer", 2, {}, 1, stack={"start": 0, "decks": [deck]})
    for seat, action in [(0, "bid 1"), (1, "peek"), (1, "bid 2"), (0, "challenge")]:
        g.apply(seat, action)
    s = summarise(g)
    assert s.figure(0, "bids") == 1 and s.figure(1, "bids") == 1
    assert s.figure(1, "peeks") == 1 and s.figure(0, "challenges") == 1
    # the total (5 + 7 + 3) reaches the bid of 2: the bidder, seat 1, wins the challenge
    assert s.figure(1, "won") == 1 and s.figure(0, "won") == 0


def test_finishing_order_puts_the_winner_first_and_the_first_out_last():
    seats = [SeatSpec(f"b{i}", "easy") for i in range(4)]
    for game in ("coyote-heidelbaer", "coyote-tilsit"):
        m = Match(game, seats, {}, 12)
        m.play_out()
        s = summarise(m.game)
        assert s.order[0] in m.game.winners() and sorted(s.order) == [0, 1, 2, 3]
        outs = [s.out_at[x] for x in s.order[1:]]
        assert outs == sorted(outs, reverse=True)  # the later out, the higher placed
        total_won = sum(s.figure(x, "won") for x in range(4))
        assert total_won > 0


def test_moon_counts_turns_and_stones_home():
    m = Match("coyote-moon", [SeatSpec("a", "medium"), SeatSpec("b", "medium")], {}, 3)
    m.play_out()
    s = summarise(m.game)
    w = m.game.winners()[0]
    assert s.figure(w, "home") == 6 and s.figure(w, "turns") > 0
