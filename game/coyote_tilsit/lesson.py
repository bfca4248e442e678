"""Coyote (Tilsit rules)'s guided first game: three rounds against Bo and Cy, stacked so
that the feathers and each special card show once: the Chief you wear and cannot see,
the Spirit wiping out the highest card, the Teepee drawing its stand-in, a storm card,
and the Moon that sends every card back into the pile."""

from game.lessons import Lesson, Step

# Round 1 (you start): you wear the Chief, Bo 5, Cy 10: (5 + 10) x 2 = 30.
# Round 2 (you lost, you start): you 3, Bo the Spirit, Cy 20: the 20 counts 0, total 3.
# Round 3 (Cy lost, Cy starts): Cy -10, you the Moon, Bo the Teepee, which draws 10: 0.
STACK = {"start": 0,
         "draw": ["chief", "5", "10", "3", "spirit", "20", "-10", "moon", "teepee", "10"]}

LESSON = Lesson(
    game="coyote-tilsit", title="Learn Coyote (Tilsit)",
    seats=(("Player 1", "human"), ("Bo", "easy"), ("Cy", "easy")),
    seed=31, stack=STACK, keep=("card:0",),
    scripts={1: ("bid 20", "bid 5"), 2: ("bid 24", "bid 8", "bid 4")},
    steps=(
        Step("Everyone wears a card on a headband and sees every card but their own. Bo "
             "wears a 5, Cy a 10; yours faces away from you.",
             point="card:0", facts={"round": 1, "players.1.cards": ["5"],
                                    "players.2.cards": ["10"]}),
        Step("Each of you has three feathers. Whoever is wrong at a call loses one, and the "
             "last player with a feather left wins.",
             point="seat:0", facts={"round": 1, "players.0.feathers": 3}),
        Step("You open. A bid is a guess at the total of every card worn, yours too. You "
             "see 15: type 16 and press Bid.",
             point="bid", do=("bid 16",), facts={"round": 1, "bid": None},
             wrong="bid 16 this time (type it in the box, then press Bid)."),
        Step("Bo bid 20 and Cy 24. If you think the total is below the last bid, call "
             "Coyote!: 15 and your card seems short of 24. Press Coyote!",
             point="coyote", do=("coyote",), facts={"round": 1, "bid": 24},
             wrong="call Coyote! on Cy's 24 this time."),
        Step("You wore the Chief: every positive card counts double, so (5 + 10) x 2 = 30. "
             "A bid at or below the total holds, so the caller, you, loses a feather.",
             point="seat:0", told="total 30 vs bid 24",
             facts={"last_reveal.total": 30, "last_reveal.loser": 0}),
        Step("Whoever lost the feather starts. Bo wears the Spirit: the highest positive "
             "card counts 0. That is Cy's 20, unless you wear more.",
             point="card:1", facts={"round": 2, "players.1.cards": ["spirit"],
                                    "players.2.cards": ["20"]}),
        Step("With the 20 wiped out, only your own card counts: open low, bid 2. A bid is "
             "always at least 1.",
             point="bid", do=("bid 2",), facts={"round": 2, "bid": None},
             wrong="open low this round: type 2 and press Bid."),
        Step("Cy bids 8. Call Coyote!: if the total is under the bid, the bidder loses the "
             "feather.",
             point="coyote", do=("coyote",), facts={"round": 2, "bid": 8, "bidder": 2},
             wrong="call Coyote! on Cy's 8: the 20 counts nothing."),
        Step("You wore a 3 and the Spirit made the 20 count 0: total 3, under 8, so Cy "
             "loses a feather. The used cards go face up on the discard pile.",
             point="seat:2", told="total 3 vs bid 8",
             facts={"last_reveal.total": 3, "last_reveal.loser": 2}),
        Step("Cy opened with 4. Bo wears the Teepee: when the cards are shown, Bo draws "
             "the top card of the pile and it counts instead. Cy wears a storm, -10.",
             point="card:1", facts={"round": 3, "players.1.cards": ["teepee"],
                                    "players.2.cards": ["-10"], "bid": 4}),
        Step("A storm takes 10 off whatever the Teepee draws. Gamble that 4 is too much: "
             "call Coyote!",
             point="coyote", do=("coyote",), facts={"round": 3, "bid": 4},
             wrong="call Coyote! on Cy's 4 this time."),
        Step("The Teepee drew a 10 and the storm took it back off; you wore the Moon, worth "
             "0: total 0, so Cy loses again. A Moon in play sends every card back into a "
             "new pile.",
             point="seat:2", told="total 0 vs bid 4",
             facts={"last_reveal.total": 0, "last_reveal.moon": True}),
        Step("That is Coyote: raise or call, and keep a feather longer than anyone. Play "
             "this game on, or press Esc to leave.",
             facts={"round": 4}),
    ),
)
