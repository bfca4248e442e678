"""Seeds leak nothing: the app deals from wide, unpredictable seeds, bots never hold
the game's seed, and headless runs still repeat."""

from __future__ import annotations

import pygame

from game.match import Match
from game.saves import SeatSpec
from game.seeds import SEED_BITS, derived, new_seed


def test_the_app_draws_wide_unpredictable_seeds():
    seeds = {new_seed() for _ in range(200)}
    assert len(seeds) == 200
    assert max(seeds) >= 2 ** (SEED_BITS - 4)  # 64-bit wide, not a million
    assert all(0 <= s < 2 ** SEED_BITS for s in seeds)


def test_bots_hold_seeds_of_their_own():
    seats = [SeatSpec("a", "hard"), SeatSpec("b", "medium"), SeatSpec("c", "easy")]
    m = Match("coyote-heidelbaer", seats, {}, 12345)
    for seat, bot in m.bots.items():
        assert bot.rng.getstate() != __import__("random").Random(12345 * 7919 + seat).getstate()
        assert 12345 not in vars(bot).values()
    assert m.bot_seed != m.seed and m.bot_seed == derived(12345, "bots")


def test_headless_runs_repeat_and_app_bots_differ():
    seats = [SeatSpec("a", "medium"), SeatSpec("b", "medium"), SeatSpec("c", "easy")]
    one = Match("coyote-tilsit", seats, {}, 77)
    two = Match("coyote-tilsit", seats, {}, 77)
    one.play_out()
    two.play_out()
    assert one.game.history == two.game.history
    fresh = Match("coyote-tilsit", seats, {}, 77, bot_seed=new_seed())
    assert fresh.bot_seed != one.bot_seed


def test_setup_deals_a_fresh_64_bit_seed_unless_one_is_typed():
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from tests.table_driver import init_display, new_app

    init_display()
    app = new_app()
    app.push(MenuScene(app))
    setup = SetupScene(app, "coyote-moon")
    app.push(setup)
    setup.start()
    first = app.top.match
    assert first.seed >= 2 ** 20 or first.seed != 0  # drawn, not typed
    app.pop()
    setup = SetupScene(app, "coyote-moon")
    app.push(setup)
    setup._set_seed("18446744073709551615")  # the largest 64-bit value can be typed
    setup.start()
    assert app.top.match.seed == 2 ** 64 - 1
    assert app.top.match.bot_seed != app.top.match.seed
    assert pygame.get_init() is not None
