"""Coyote's guided first game: two rounds against Bo and Cy, stacked so that each rule
shows once: the opening bid, a peek and the raise it forces, a challenge lost to `?`,
a peek card given up, Max 0 wiping out the highest card, a challenge won and the eye
it opens."""

from game.lessons import Lesson, Step

# Round 1: you wear 3, Bo 10, Cy 4; `?` lies in the centre and draws the 2: total 19.
# Round 2: you wear 8, Bo Max 0, Cy 15, the centre is 1: Max 0 zeroes the 15, total 9.
STACK = {"start": 0, "decks": [["3", "10", "4", "?", "2"], ["8", "max0", "15", "1"]]}

LESSON = Lesson(
    game="coyote-heidelbaer", title="Learn Coyote",
    seats=(("Player 1", "human"), ("Bo", "easy"), ("Cy", "easy")),
    seed=31, stack=STACK, keep=("card:0",),
    scripts={1: ("bid 18", "challenge", "bid 10"), 2: ("bid 20", "bid 12", "discard closed")},
    steps=(
        Step("Everyone sees every card but their own. Bo wears a 10 and Cy a 4; your own "
             "card stands with its back to you.",
             point="card:0", facts={"round": 1, "players.1.card": "10",
                                    "players.2.card": "4", "players.0.card": None}),
        Step("One more card lies face down in the centre, unseen by all. A bid is a guess "
             "at the total of every card in play: the three you wear and this one.",
             point="centre", facts={"round": 1, "centre": None}),
        Step("You start the round. You can see 14, and your card and the centre add "
             "something: type 16 and press Bid.",
             point="bid", do=("bid 16",), facts={"round": 1, "bid": None},
             wrong="bid 16 this time: type 16 in the box, then press Bid (Peek and "
                   "Challenge wait for a later turn)."),
        Step("Bo raised to 18 and Cy to 20. On your turn you raise or challenge; first you "
             "may peek: turn an open eye closed to see the centre card. Press Peek.",
             point="peek", do=("peek",), facts={"round": 1, "bid": 20, "bidder": 2},
             wrong="press Peek first, to see what lies in the centre."),
        Step("The centre card is ?: when the cards are counted it is replaced by the top "
             "card of the deck, so even you cannot know it. A peek does not always help.",
             point="centre", facts={"round": 1, "centre": "?"}),
        Step("After a peek you must raise, never challenge: that is its price. Bid 21.",
             point="bid", do=("bid 21",), facts={"round": 1, "bid": 20},
             wrong="after a peek the rules ask for a raise: type 21 and press Bid."),
        Step("Bo challenged your 21, so every card turned over: 3 on you, 10, 4, and ? drew "
             "a 2. The total, 19, is under your bid: Bo wins and opens a closed eye.",
             point="card:0", facts={"phase": "discard", "last_reveal.total": 19,
                                    "last_reveal.winner": 1}),
        Step("The loser gives up one peek card; whoever has none left is out. Keep your "
             "open eye for peeking: give up a closed one.",
             point="discard_closed", do=("discard closed",), facts={"phase": "discard"},
             wrong="give up a closed eye this time, so you keep one to peek with."),
        Step("A new round, new cards. Bo wears Max 0: when the cards are counted, the "
             "highest number card in play counts 0. Here that is Cy's 15, unless yours "
             "is higher.",
             point="card:1", facts={"round": 2, "players.1.card": "max0",
                                    "players.2.card": "15"}),
        Step("The loser of the last round starts. With the 15 wiped out you see only "
             "your own card and the centre: open low, bid 6.",
             point="bid", do=("bid 6",), facts={"round": 2, "bid": None},
             wrong="open with a low bid this round: type 6 and press Bid."),
        Step("Cy bids 12. You think the total is less than that, so call it: press "
             "Challenge. If the total is under the bid, the challenger wins.",
             point="challenge", do=("challenge",), facts={"round": 2, "bid": 12},
             wrong="challenge Cy's 12: the 15 counts nothing, so 12 is a lot."),
        Step("You won: 8 + 15 + 1 is 24, but Max 0 made the 15 count 0, so the total is "
             "9. Your closed eye opens, and Cy must give up a peek card.",
             point="eyes:0", told="Total 9 vs bid 12",
             facts={"last_reveal.total": 9, "last_reveal.winner": 0}),
        Step("That is Coyote: raise or challenge until someone calls, and the last player "
             "with a peek card left wins. Play this game on, or press Esc to leave.",
             facts={"round": 3}),
    ),
)
