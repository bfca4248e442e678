"""NotCoup's guided first game: four turns against Bo and Cy in which each rule shows
once: a true claim challenged and shown, a lost card, a bluff caught by your challenge,
a seat knocked out, a block with a card you hold, and the Discard that 10 points force."""

from game.lessons import Lesson, Step

# You hold a King and a Queen, Bo an Ace and a Queen (no Jack: his Jack is a bluff), Cy
# a Joker and an Ace. You start on 7 points, so the King's 3 bring you to 10.
STACK = {
    "hands": [["king-spades", "queen-hearts"], ["ace-clubs", "queen-spades"],
              ["joker-1", "ace-hearts"]],
    "deck": ["king-hearts", "king-clubs", "queen-clubs", "jack-spades", "jack-clubs",
             "joker-2", "ace-spades", "jack-diamonds", "jack-hearts"],
    "first": 0, "points": [7, 2, 3],
}

LESSON = Lesson(
    game="notcoup", title="Learn NotCoup",
    seats=(("Player 1", "human"), ("Bo", "easy"), ("Cy", "easy")),
    seed=31, stack=STACK,
    # the learner's cards and seat, and the turn's buttons: a bubble over Jack, Ace and
    # Joker hid the choices the step is about (seen under Xvfb at 800x600)
    keep=("hand", "seat:0", "income", "more_income", "fu", "king", "jack", "ace", "joker"),
    scripts={1: ("challenge", "lose ace", "claim jack 0", "admit"),
             2: ("pass", "pass", "claim joker 0", "pass", "lose ace")},
    steps=(
        Step("Everyone holds two cards face down; only you see yours: a King and a Queen. "
             "The last player still holding a card wins.",
             point="hand", facts={"hand": ["king-spades", "queen-hearts"], "phase": "turn"}),
        Step("Your turn: one action. A claim says you hold a card, true or not. The King "
             "takes 3 points, and you do hold one: claim it.",
             point="king", do=("claim king",), facts={"points.0": 7, "actor": 0},
             wrong="claim the King this time: press King."),
        Step("Bo challenges: he thinks you are bluffing. You are not, so show the King. "
             "Whoever is wrong about a claim loses a card.",
             point="reveal", do=("reveal king",), facts={"phase": "prove"},
             wrong="show your King: press Reveal."),
        Step("Bo was wrong and turned a card face up: a lost card stays up for good. Your "
             "King went back into the deck for a new card, and paid you 3: 10 points.",
             point="seat:1", facts={"lost.1": ["ace-clubs"], "points.0": 10}),
        Step("Bo claims a Jack to take 2 of your points. If you think he is bluffing, "
             "challenge: if he cannot show a Jack, he loses a card; if he can, you do.",
             point="challenge", do=("challenge",),
             facts={"phase": "challenge", "chain.action": "jack", "chain.actor": 1},
             wrong="challenge Bo's Jack this time: press Challenge."),
        Step("Bo had no Jack: he admitted the bluff and lost his last card, so he is out, "
             "and his steal never happened.",
             point="seat:1", facts={"out.1": True, "points.0": 10}),
        Step("Cy claims a Joker: she pays 3 and you would lose a card. A challenge risks a "
             "card if she has one; there is a safer answer, so let this pass.",
             point="pass", do=("pass",),
             facts={"phase": "challenge", "chain.action": "joker", "chain.actor": 2},
             wrong="pass this time: you will block the Joker next."),
        Step("Now block: whoever a Joker aims at may stop it by claiming a Queen. You hold "
             "one, so a challenge of your block would fail.",
             point="counter_queen", do=("counter queen",), facts={"phase": "counter"},
             wrong="block with your Queen: press Block: Queen."),
        Step("Blocked: Cy's 3 points are spent for nothing. With 10 points or more your only "
             "action is Discard: pay 7 and name a player, who loses a card. Name Cy.",
             point="fu|target_2", do=("fu 2",), facts={"phase": "turn", "points.0": 10,
                                                       "forced.0": True},
             wrong="with 10 points you must Discard: press Discard, then Cy."),
        Step("That is NotCoup: claim, challenge, block, and keep a card longer than anyone. "
             "Play this game on against Cy, or press Esc to leave.",
             facts={"lost.2": ["ace-hearts"]}),
    ),
)
