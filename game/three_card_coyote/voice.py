"""Coyote's voice: every line the dealer says about Helena, as data.

``narrate.py`` picks one phrasing of a moment with the event's variety number and
fills its slots; ``story.py`` strings the lines into the whole night. Nothing here
decides a rule. The template language is small on purpose:

* ``{slot}`` is filled with a value the narrator computes (a name, a place, a card);
  ``{Slot}`` is the same value with its first letter capitalised, for the start of a
  sentence ("the miners" -> "The miners").
* ``[ ... ]`` is an optional part: it is kept only when every slot inside it has a
  value (a card shown, a town card turned), and dropped whole otherwise, so a raise
  that spends no card reads as cleanly as a play that does.
* ``<one|many>`` agrees with the town person in the line: the first form for one
  person (Sneaky Pete), the second for a group (the miners). The characters are
  always one person each, so a verb after a character's pronoun is written singular.

Pronoun slots: ``{they}``, ``{them}``, ``{their}``, ``{themself}`` for the acting
character ("she", "her", "her", "herself" or "he", "him", "his", "himself"), and the
same after ``target_``, ``by_``, ``from_`` for the other character in the line;
``{folk_they}``, ``{folk_them}``, ``{folk_their}`` for the town person ("they",
"them", "their" for a group), ``{folk_s}`` for the possessive ("Sneaky Pete's", "the
miners'"). ``{thing}`` is an object with its article ("the Noose"), ``{thing_name}``
without (after a possessive).
"""

from __future__ import annotations

# ----- words the slots are made of ----------------------------------------------------------

RANK_WORDS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}
"""Court cards and the ace in words; number cards stay figures ("the 7 of clubs")."""

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve")
ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
            "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
            "fifteenth", "sixteenth", "seventeenth", "eighteenth")

PLACE_WORDS: dict[str, tuple[str, str]] = {
    "tent-town": ("Tent Town", "in"),
    "miners-camp": ("the Miner's Camp", "at"),
    "upper-last-chance": ("Upper Last Chance", "in"),
    "helena-heights": ("Helena Heights", "on"),
    "big-sky-saloon": ("the Big Sky Saloon", "in"),
    "north-main-street": ("North Main Street", "on"),
    "general-store": ("the General Store", "in"),
    "assayers-office": ("the Assayer's Office", "in"),
    "hotel-and-doctor": ("the Last Chance Hotel", "at"),
    "south-main-street": ("South Main Street", "on"),
    "sheriffs-office": ("the Sheriff's Office", "in"),
    "school-house": ("the School House", "at"),
    "lower-last-chance": ("Lower Last Chance", "in"),
    "smith-and-stable": ("the Smith & Stable", "at"),
    "church": ("the Church", "at"),
    "homesteads": ("the Homesteads", "out at"),
}
"""Each place as a sentence names it, and the word that puts someone there."""

KIND_WORDS = {"door": "the Door", "key": "the Key", "lantern": "the Lantern"}

THING_WORDS = {"matches": ("the box of Matches", "box of Matches")}
"""Objects whose name needs more than "the" in a sentence (with, and without, the
article); every other object of ``folk.THINGS`` reads as "the" and its name."""

HAND_WORDS = {"straight flush": "a straight flush", "three of a kind": "three of a kind",
              "straight": "a straight", "flush": "a flush", "pair": "a pair",
              "high card": "nothing but a high card"}
"""The names of three-card hands (``cards.HAND_NAMES``) as a sentence says them."""

POWER_WORDS: dict[str, str] = {
    # deities
    "lift": "a titan's strength",
    "pose": "a pose fit for a marble statue",
    "kick": "a round-house kick that ignores physics",
    "beard": "a sudden and magnificent beard",
    "eye": "the eye of madness",
    "tentacles": "tentacles from somewhere else",
    "storm": "a wind with feathers in it",
    "snake": "snake magic",
    "shift": "a borrowed face",
    "frost": "frost-giant blood",
    "welcome": "the town's own welcome",
    "war": "a face men would fight for",
    "hammer": "a hammer that finds every nail",
    "thunder": "thunder and lightning",
    "bolt": "a lightning bolt",
    "supreme": "a shape-shift worthy of Olympus",
    # humans
    "tongs": "hammer and tongs",
    "iron": "a hide like forged iron",
    "saddle": "a rope and a good horse",
    "rifle": "the Henry rifle",
    "healer": "a healer's steady hands",
    "bag": "the black bag",
    "store": "the store's ledger of who owes what",
    "underestimated": "being badly underestimated",
    "rough": "a miner's rough fists",
    "stash": "a pinch from the gold-dust stash",
    "faith": "unshakeable faith",
    "book": "the good book",
    "library": "a most unusual library",
    "educated": "an education nobody here can match",
    "law": "the badge and the law behind it",
    "revolvers": "the Starr revolvers",
}
"""What a chip thrown with each power looks like in the street (a test checks that
every power of ``roles.POWERS`` has its words)."""

PURPOSES: dict[str, str] = {
    "move": "to get to {to}",
    "search": "to search the ground under {their} feet",
    "take": "to take {thing}",
    "talk.learn": "to get {folk} talking",
    "talk.calm": "to calm {folk} down",
    "talk.buy": "to buy {thing} from {folk}",
    "talk.fool": "to trick {folk} out of {thing}",
    "talk.rumour": "to spread a rumour through {folk}",
    "fight": "to fight {target}",
    "shoot": "to shoot at {target}",
    "heal": "to heal {target}",
    "heal.self": "to heal {their} own wounds",
    "unlock": "to open the Door",
    "claim": "to claim the power",
    "other": "to try something bold",
}
"""What an action is for, in a phrase that follows a verb ("calls on X to ...")."""


# ----- the lines ------------------------------------------------------------------------

LINES: dict[str, tuple[str, ...]] = {
    # ----- the coach, the draft, the names
    "arrive": (
        "The stage coach lurches to a stop in the mud of North Main Street. Up on the "
        "driver's bench, Coyote pushes back his hat: \"Helena, folks. It was Last Chance "
        "Gulch until the council voted yesterday. Somewhere in this town is a power older "
        "than the hills, and I am tired of holding it.\"",
        "Coyote reins in the team on North Main Street and grins down at his passengers. "
        "\"End of the line. It's the last day of October, 1864, the town has a brand-new "
        "name, and one of you may leave it a god. Or not. Mind your step.\"",
        "Wheels creak, mules complain, and the coach stops on North Main Street. \"Welcome "
        "to Helena,\" says Coyote, the driver, \"where the gold is in the ground and "
        "something better is behind a Door. Find it before the night is out and it's yours.\"",
    ),
    "draw": (
        "{who} draws {card} from Coyote's fan.",
        "Coyote fans the pack face down; {who} pulls {card}.",
        "{who} slides out a card and turns it over: {card}.",
        "{who} picks {card}, and Coyote makes a note of it.",
    ),
    "pick.deity": (
        "{who} takes {role}, {blurb}.",
        "{who} will sit at the table as {role}, {blurb}. Coyote nods as if he saw it coming.",
        "The power behind {who}'s chair is {role}, {blurb}.",
    ),
    "pick.human": (
        "{who} chooses a body for the streets: {role}, {blurb}.",
        "{who} will walk Helena as {role}, {blurb}.",
        "For an avatar, {who} picks {role}, {blurb}. Coyote writes it in his ledger.",
    ),
    "name": (
        "{player}'s human answers to {name}: {human} on the outside, {deity} underneath.",
        "So it's {name}: {human} by trade, with {deity} riding along inside {them}, and "
        "{player} pulling the strings.",
        "Coyote writes a name in his ledger: {name}, {human}, the mortal face of {deity}. "
        "{player} plays {them}.",
    ),
    "horseback": (
        "{who} rides in beside the coach on {their} own horse, dust on {their} hat.",
        "{who} needs no coach: {they} trots up alongside it on horseback.",
        "{who} arrives in the saddle next to the coach, and the horse looks smarter than "
        "the passengers.",
    ),
    "secrets": (
        "Coyote deals three cards face down, reads them with a private smile and shuffles "
        "them back into the pack. Somewhere in Helena wait a Door, a Key and a Lantern.",
        "Three cards, three secrets: where the Door is, what the Key is, what the Lantern "
        "is. Coyote peeks at each, chuckles, and buries them in the pack.",
        "Coyote squints at three cards like a man reading his own will, then sweeps them "
        "away. The Door, the Key and the Lantern are settled, and only he knows where.",
    ),
    "noted": (
        "Coyote scribbles the three answers on a slip of paper and tucks it in his hatband.",
        "Coyote writes something on the back of a wanted poster and folds it small.",
        "Coyote pencils three words on his cuff and pulls his sleeve down over them.",
    ),
    # ----- the hours
    "round": (
        "{Clock}, round {round}. Coyote deals three cards apiece; {first} goes first. The "
        "town is {mood}.",
        "The church bell tolls {clock}. Three cards each from Coyote's quick paws, and "
        "{first} leads off. Helena is {mood}.",
        "Coyote checks a pocket watch that has never once been right: {clock}. Round "
        "{round}, three cards each, {first} to start. The town is {mood}.",
        "{Clock} by the saloon clock, round {round}. Cards go round, three apiece, and "
        "{first} is up first; the town is {mood}.",
        "Round {round} begins at {clock}: three cards for everyone, {first} first, with "
        "the town {mood}.",
        "It is {clock}, round {round}. Coyote flicks out three cards each and nods at "
        "{first} to begin; Helena is {mood}.",
    ),
    "hand": (
        "{who} looks at {their} cards: {cards}.",
        "{who} holds {cards}.",
        "Coyote slides {who} {cards}.",
    ),
    "hand.private": (),
    "pass": (
        "{who} lays a card face down and does nothing at all, which in Helena is sometimes "
        "the cleverest move.",
        "{who} passes, a card face down, and lets the others wonder why.",
        "{who} tucks a card under {their} hat brim, face down, and waits.",
        "{who} plays a card face down[ {at_place}] and leans on the nearest wall.",
        "{who} lets a card go face down[ {at_place}] and watches the others instead.",
        "{who} sits this one out[ {at_place}], one card face down on the felt.",
        "{who} stays put[ {at_place}], a card face down and a poker face on.",
        "[At {clock}, ]{who} keeps a card face down and {their} own counsel.",
        "[It is {clock}, and ]{who} is still waiting[ {at_place}], a card face down.",
    ),
    "fold": (
        "{who} folds and gives up the rest of the hour.",
        "{who} throws in the rest of the hand and finds a shady porch to sit on.",
        "{who} folds; some trouble is best watched from across the street.",
        "{who} lays down the hand[ {at_place}] and whittles a stick until the hour is out.",
        "{who} has had enough of this hour and folds[ {at_place}].",
        "[At {clock}, ]{who} folds and puts {their} feet up.",
    ),
    "raise": (
        "{who} throws a chip into the pot and calls on {power} {purpose} ({chips_left}).",
        "A chip clicks onto the felt: {who} reaches for {power} {purpose} ({chips_left}).",
        "{who} raises. Out comes {power}, {purpose}, and one more chip is spent "
        "({chips_left}).",
    ),
    "oppose": (
        "{who} slaps down a chip against it and pushes back with {power} ({chips_left}).",
        "Not so fast: {who} throws in a chip of {their} own and answers with {power} "
        "({chips_left}).",
        "{who} matches the chip, calling on {power} ({chips_left}).",
    ),
    "declare": (
        "{who} steps up {purpose}[, showing {card}]. The others have a moment to answer.",
        "{who} makes {their} move {purpose}[ and turns up {card}].",
        "{who} rolls up {their} sleeves {purpose}[; {card} lies face up].",
        "{who} squares {their} shoulders {purpose}[, {card} on the table], and waits "
        "for an answer.",
        "{who} announces {their} intention {purpose}[ with {card}].",
    ),
    "declare.shoot": (
        "{who} draws {their} gun {purpose}[, showing {card}]. The others have a moment to "
        "answer.",
        "{who}'s hand drops to the holster {purpose}[; {card} lies face up].",
        "{who} thumbs back the hammer {purpose}[ and turns up {card}].",
        "{who} takes aim {purpose}[, {card} on the table], and waits for an answer.",
    ),
    "defend": (
        "{who} slides a card face down to meet it.",
        "{who} braces, a card ready and hidden.",
        "{who} answers with a card held close and a hard stare.",
    ),
    "defend.raise": (
        "{who} throws a chip to hold the line and calls on {power} ({chips_left}).",
        "{who} will not be pushed around: a chip, and {power} ({chips_left}).",
        "{who} spends a chip on defence, and {power} answers ({chips_left}).",
    ),
    "interrupt": (
        "{who} lunges to break up the ritual, a card face down.",
        "{who} won't stand by and watch: a hidden card, and {they} charges.",
        "{who} jumps in to spoil the ceremony, card held close.",
    ),
    "interrupt.raise": (
        "{who} throws a chip to break the ritual, calling on {power} ({chips_left}).",
        "{who} stakes a chip on stopping it: {power} ({chips_left}).",
        "A chip hits the table as {who} calls on {power} to stop the ritual ({chips_left}).",
    ),
    "cower": (
        "{who} dives behind a rain barrel and stays there for the rest of the hour.",
        "{who} cowers, and lives to be embarrassed about it.",
        "{who} wants no part of it and ducks out of sight, giving up the hour.",
        "{who} suddenly remembers urgent business elsewhere and gives up the hour.",
        "{who} hides[ {at_place}] until the hour is over.",
        "{who} backs away[ {at_place}] with both hands up and sits out the hour.",
        "[At {clock}, ]{who} finds somewhere to hide and stays there for the hour.",
    ),
    "fate": (
        "{who} has no cards left to answer with, so Coyote turns one for {them}: {card}.",
        "Out of cards, {who} leaves it to fate. Coyote flips {card}.",
        "Fate answers for {who}: Coyote turns the top card, {card}.",
    ),
    "cover": (
        "{who} dives for cover; Coyote flips {card} to see how well {they} hid.",
        "{who} hits the dirt, and Coyote turns {card} for {their} cover.",
        "{who} scrambles behind a water trough; the pack gives {them} {card}.",
    ),
    # ----- moving about
    "move": (
        "{who} walks from {from} to {to}[, spending {a_card}].",
        "{who} heads over to {to}[ ({card})].",
        "{who} leaves {from} for {to}[, playing {a_card}].",
        "{who} crosses from {from} to {to}[ with {a_card}].",
    ),
    "move.ride": (
        "{who} spurs {their} horse from {from} to {to}[ on {a_card}].",
        "{who} gallops over to {to}[ ({card})].",
        "{who} rides out of {from} and reins in at {to}[, playing {a_card}].",
    ),
    "escape.won": (
        "{Folk} <tries|try> to block {who}'s way[, but {card} beats {against} for the town], "
        "and {they} slips past.[ ({Angry}.)]",
        "{Folk} <grabs|grab> for {who}'s collar[; {card} against {against}], and {who} "
        "wriggles free.[ ({Angry}.)]",
        "{who} dodges {folk}[: {card} tops the town's card, {against}].[ ({Angry}.)]",
    ),
    "escape.lost": (
        "{Folk} <blocks|block> the way[: {against} for the town beats {card}], and {who} "
        "stays put.[ ({Angry}.)]",
        "{Folk} <catches|catch> {who} by the coat-tails[, {against} for the town against "
        "{card}].[ ({Angry}.)]",
        "{who} tries to get away from {folk}[, but {card} can't beat {against}].[ "
        "({Angry}.)]",
    ),
    "escape.drawn": (
        "{who} and {folk} stand nose to nose[, {card} against {against}]; nobody moves."
        "[ ({Angry}.)]",
        "{Folk} <refuses|refuse> to let {who} leave, and {who} won't back down[: {card} "
        "against {against}].[ ({Angry}.)]",
        "A standoff with {folk}[, {card} against {against}]: {who} stays where {they} "
        "is.[ ({Angry}.)]",
    ),
    # ----- searching and whispers
    "search": (
        "{who} turns {place} inside out[ on {a_card}], feeling for the hum of old power.",
        "{who} closes {their} eyes {at_place} and lets {their} celestial senses "
        "roam[ ({card})].",
        "{who} searches {at_place}[ with {card}], and Coyote bends close to whisper "
        "what {they} finds.",
        "{who} sniffs the air {at_place} for old magic[, playing {a_card}].",
        "{who} goes over {place} inch by inch[ on {a_card}].",
    ),
    "search.failed": (
        "{who}'s search {at_place} comes to nothing[: {a_card} is too low], and a nosy "
        "neighbour walks in at the worst moment.",
        "{who} starts poking around {place}[ with {a_card}], but the spirits don't answer "
        "anything that small.",
        "{who} tries to search {place}[ on {a_card}] and is interrupted before {they} "
        "gets anywhere.",
    ),
    "whisper": (
        "Coyote leans to {who}: \"{facts}\"",
        "Coyote cups a paw to {who}'s ear: \"{facts}\"",
        "Coyote whispers to {who}, so low nobody else hears: \"{facts}\"",
        "Coyote murmurs to {who} behind his cards: \"{facts}\"",
        "Coyote slips {who} a folded note: \"{facts}\"",
    ),
    "whisper.private": (
        "Coyote whispers something to {who}.",
        "Coyote leans over and murmurs in {who}'s ear; nobody else catches a word.",
        "{who} gets a whisper from Coyote and keeps a straight face.",
    ),
    "found.nothing": (
        "Nothing here {at_place}, nothing you'd want anyway.",
        "Dust, mice and disappointment: {place} holds nothing for you.",
        "Not here, friend; {place} is just a place.",
    ),
    "found.door": (
        "The Door is right here {at_place}, so don't stare at it.",
        "Feel that hum? This is the place: the Door is {at_place}.",
        "You're standing at the Door {at_place}; keep walking like you aren't.",
        "Stop right there: the Door is {at_place}.",
        "This is it, {at_place}: the Door.",
    ),
    "found.ground": (
        "{Kind} is here: {thing}, lying about for anyone to pick up.",
        "{Thing} is {kind}, and it's right here {at_place}.",
        "See {thing}? That's {kind}, and nobody's minding it.",
        "{Thing} lies {at_place}, and it is {kind}.",
        "Pick up {thing} {at_place}: it's {kind}.",
    ),
    "found.folk": (
        "{Folk} <has|have> {kind}: {thing}.",
        "{Kind} is {thing}, and {folk} <is|are> holding it.",
        "Ask {folk} about {thing}; it's {kind}.",
        "{Thing} in {folk_s} keeping is {kind}.",
        "{Folk} <doesn't|don't> know it, but {thing} is {kind}.",
    ),
    "found.seat": (
        "{Holder} is carrying {kind}: {thing}.",
        "{Thing} is {kind}, and {holder} already has it.",
        "Keep an eye on {holder}: {thing} in that pocket is {kind}.",
        "{Holder} walks around with {kind} and may not know it: {thing}.",
        "{Kind}? {Holder} has it, and it's {thing}.",
    ),
    "found.self": (
        "You're already carrying {kind}: {thing}.",
        "{Thing}, the thing in your pocket? That's {kind}.",
        "Hold on to {thing}: it's {kind}.",
        "Pat your pocket: {thing} is {kind}.",
        "You have {kind} on you already, and it's {thing}.",
    ),
    # ----- things
    "take": (
        "{who} picks up {thing} {at_place}[ ({card})].",
        "{who} pockets {thing}[ on {a_card}], whistling innocently.",
        "{who} takes {thing} from where it lies {at_place}[, playing {a_card}].",
    ),
    "snatch": (
        "{who} lifts {thing} right off {folk}[ with {card}]; {folk_they} <notices|notice> a "
        "moment too late.",
        "Quick as a cat, {who} snatches {thing} from {folk}[ ({card})].",
        "{who} helps {themself} to {folk_s} {thing_name}[ on {a_card}], and {folk} <is|are> not "
        "pleased.",
    ),
    "snatch.failed": (
        "{who} grabs for {folk_s} {thing_name}[ with {a_card}], but {folk} <slaps|slap> the hand "
        "away and <remembers|remember> the face.",
        "{who} tries to lift {thing} from {folk}[ on {a_card}] and is caught red-handed.",
        "{Folk} <catches|catch> {who} reaching for {thing}[ ({card})]. Words are exchanged.",
    ),
    # ----- talk
    "talk.learn": (
        "{who} buys {folk} a drink and listens[ ({card})].",
        "{who} chats with {folk}[ over {a_card}], fishing for gossip.",
        "{who} asks {folk} what's what in Helena, and {folk_they} <talks|talk>[ ({card})].",
    ),
    "talk.calm": (
        "{who} spends a while soothing {folk}[ ({card})]; the town breathes a little "
        "easier.",
        "{who} talks {folk} down off the ceiling[ with {a_card}].",
        "{who} calms {folk}[ on {a_card}] with sweet words and sweeter promises.",
    ),
    "talk.buy": (
        "{who} buys {thing} from {folk} for a chip[ and {a_card}] ({chips_left}).",
        "A chip changes hands, and {folk} <sells|sell> {thing} to {who} ({chips_left}).",
        "{who} pays {folk} a chip for {thing}[, playing {a_card}] ({chips_left}).",
    ),
    "talk.trade": (
        "{who} walks away from {folk} with {thing}[ ({card})]; what it cost is between "
        "{them} and the ledger.",
        "{who} strikes a deal with {folk} for {thing}[ on {a_card}], and no chip is needed.",
        "{Folk} <hands|hand> {thing} over to {who}[ ({card})] on easy terms.",
    ),
    "talk.fool": (
        "{who} spins {folk} a tall tale[ with {card}] and walks off with {thing}.",
        "{Folk} <believes|believe> every word {who} says[ ({card})] and <gives|give> up "
        "{thing}.",
        "{who} sweet-talks {thing} out of {folk}[ on {a_card}]. Coyote applauds quietly.",
    ),
    "talk.fool.failed": (
        "{who} tries to sweet-talk {thing} out of {folk}[ with {a_card}], but {folk_they} "
        "<sees|see> right through it.",
        "{Folk} <listens|listen> to {who}'s story[ ({card})], <laughs|laugh>, and <keeps|keep> "
        "{thing}.",
        "{who}'s tall tale falls flat[ on {a_card}]; {folk} <keeps|keep> {thing} and <marks|"
        "mark> the face.",
    ),
    "clue": (
        "{Folk} <leans|lean> close to {who} and <murmurs|murmur>: {fact}.",
        "Coyote whispers to {who} by way of {folk}: {fact}.",
        "{who} hears from {folk}, and nobody else does, that {fact}.",
    ),
    "clue.private": (
        "{who} hears something on the quiet, and keeps it to {themself}.",
        "Coyote whispers a fact to {who}.",
        "Somebody tells {who} something, low enough that nobody else hears.",
    ),
    "fact.door": (
        "the Door is not {at_item}",
        "nobody ever found a Door {at_item}",
        "{at_item} there is no Door to find",
    ),
    "fact.thing": (
        "{item} is not {kind}",
        "{item} has no part in the ritual",
        "whatever {kind} is, it isn't {item}",
    ),
    # ----- fights with the town folk
    "brawl.won": (
        "{who} wades into {folk}[, {card} against {against}], and wins the brawl.[ "
        "({Angry}.)]",
        "Fists fly: {who} against {folk}[, {card} over {against}]. {who} is left "
        "standing.[ ({Angry}.)]",
        "{who} picks a fight with {folk}[ ({card} against {against})] and makes it "
        "short.[ ({Angry}.)]",
    ),
    "brawl.lost": (
        "{who} picks a fight with {folk} and regrets it[: {against} beats {card}].[ "
        "({Angry}.)]",
        "{Folk} <knocks|knock> {who} into a horse trough[, {against} against {card}].[ "
        "({Angry}.)]",
        "{who} swings at {folk} and misses[; {against} for the town beats {card}].[ "
        "({Angry}.)]",
    ),
    "brawl.drawn": (
        "{who} and {folk} trade punches[, {card} against {against}], and nobody falls.[ "
        "({Angry}.)]",
        "A scuffle with {folk}[, {card} to {against}], settles nothing.[ ({Angry}.)]",
        "{who} and {folk} roll in the mud[ ({card} against {against})] until both are "
        "tired of it.[ ({Angry}.)]",
    ),
    "gunfire.won": (
        "{who} draws on {folk}[, {card} against {against}], and the shot goes home.[ "
        "({Angry}.)]",
        "A crack of gunfire: {who} fires at {folk}[ ({card} over {against})] and does not "
        "miss.[ ({Angry}.)]",
        "{who} shoots at {folk}[, {card} beating {against}]. Smoke, then silence.[ "
        "({Angry}.)]",
    ),
    "gunfire.lost": (
        "{who} fires at {folk} and misses[: {against} beats {card}], and {folk_they} "
        "<shoots|shoot> back.[ ({Angry}.)]",
        "{who}'s shot at {folk} goes wide[, {card} against {against}].[ ({Angry}.)]",
        "{who} draws on {folk}, but {folk_they} <is|are> quicker[ ({against} against "
        "{card})].[ ({Angry}.)]",
    ),
    "gunfire.drawn": (
        "Shots fly between {who} and {folk}[, {card} against {against}], and nobody is "
        "hit.[ ({Angry}.)]",
        "{who} fires at {folk}[ ({card} against {against})]; bullets find only the "
        "water tower.[ ({Angry}.)]",
        "Lead flies, dogs bark, and neither {who} nor {folk} is hit[ ({card} against "
        "{against})].[ ({Angry}.)]",
    ),
    "falls": (
        "{Folk} <goes|go> down in the dust and <stays|stay> there.",
        "{Folk} <is|are> out of the story for today.",
        "{Folk} <drops|drop> like a sack of flour.",
    ),
    "falls.taken": (
        "{Folk} <goes|go> down, and {who} pockets what {folk_they} carried: {things}.",
        "{Folk} <is|are> out cold; {who} helps {themself} to {things}.",
        "{Folk} <falls|fall>, and {who} walks off with {things}.",
    ),
    "falls.dropped": (
        "{Folk} <falls|fall>, leaving {things} in the mud.",
        "{Folk} <goes|go> down, and {who} can only watch {things} roll into the street.",
        "{Folk} <is|are> out cold, with {things} in the dust beside {folk_them}.",
    ),
    # ----- fights between players
    "clash.won": (
        "{who} hits {target} hard[: {card} over {against}].",
        "{who} gets the better of {target}[, {card} against {against}].",
        "{who} knocks {target} sideways[ ({card} beats {against})].",
    ),
    "clash.lost": (
        "{who} swings at {target}, who was ready[: {against} beats {card}].",
        "{target} sees {who} coming[ ({against} against {card})] and hits back first.",
        "{who} goes for {target} and gets the worst of it[: {against} over {card}].",
    ),
    "clash.drawn": (
        "{who} and {target} grapple[, {card} against {against}], and neither gives way.",
        "{who} and {target} circle each other[ ({card} against {against})]; nobody lands "
        "a blow.",
        "A draw between {who} and {target}[, {card} against {against}].",
    ),
    "clash.cowered": (
        "{target} ducks away from {who} and spends the rest of the hour hiding.",
        "{who} comes looking for a fight; {target} is nowhere to be found.",
        "{target} won't fight {who}, and hides behind the nearest piano.",
    ),
    "clash.gun.won": (
        "{who} fires at {target}[ ({card} against {against})], and the bullet finds its "
        "mark.",
        "{who}'s shot catches {target}[, {card} over {against}].",
        "Gunsmoke on the street: {who} hits {target}[ ({card} beats {against})].",
    ),
    "clash.gun.lost": (
        "{who} shoots at {target} and misses[ ({against} beats {card})].",
        "{who}'s bullet whines past {target}[, {against} against {card}].",
        "{target} is quicker than {who}'s aim[ ({against} over {card})].",
    ),
    "clash.gun.drawn": (
        "Bullets whine between {who} and {target}[, {card} against {against}]; nobody "
        "bleeds.",
        "{who} and {target} empty their guns at each other[ ({card} against {against})] "
        "and hit only a sign post.",
        "{who} fires at {target}[, {card} against {against}], and both end up behind "
        "barrels.",
    ),
    "wound.folk": (
        "{Folk} <lands|land> a blow: {who} takes {their} {nth} wound.",
        "{who} limps away from {folk} with {their} {nth} wound.",
        "{who} takes {their} {nth} wound from {folk}.",
    ),
    "wound.seat": (
        "{by} draws blood: {who} takes {their} {nth} wound.",
        "{who} takes {their} {nth} wound, courtesy of {by}.",
        "{by} leaves {who} bleeding: {their} {nth} wound.",
    ),
    "wound.posse": (
        "The posse leaves {who} bruised: {their} {nth} wound.",
        "{who} takes {their} {nth} wound from the posse's fists.",
        "The posse teaches {who} some manners: {their} {nth} wound.",
    ),
    "knocked-out": (
        "{who} goes down and stays down[: {human} is out of the game, and {deity} must "
        "watch from the table][, leaving {dropped} {at_place}].",
        "That's enough for {who}, who is knocked out cold[, dropping {dropped} "
        "{at_place}].",
        "{who} is carried off to the doctor's and out of the game[, leaving {dropped} "
        "behind {at_place}].",
    ),
    "seize": (
        "{who} takes {thing} off {from} while {from_they} is down.",
        "{who} pries {thing} from {from}'s fingers.",
        "To the winner, the spoils: {who} takes {thing} from {from}.",
    ),
    "heal": (
        "{who} patches up {patient}[ with {card}] ({left}).",
        "{who} cleans and stitches {patient}[, playing {a_card}] ({left}).",
        "{who} tends {patient}[ on {a_card}] with a steady hand ({left}).",
    ),
    "heal.failed": (
        "{who} tries to tend {patient}[ with {a_card}], but the hands aren't steady "
        "enough.",
        "{who} fumbles with the bandages[ on {a_card}]; {patient} stay as they were.",
        "{who}'s doctoring of {patient} goes nowhere[ ({card})].",
    ),
    # ----- the Door
    "unlock": (
        "{who} holds up {things} {at_place} and works a ritual Coyote has not seen in a "
        "century. The Door opens.",
        "{who} sets {things} down {at_place}, speaks a word older than the mountains, and "
        "the Door swings wide.",
        "Light spills out {at_place}: {who}'s ritual with {things} unlocks the Door.",
    ),
    "unlock.failed": (
        "{who} waves {things} about {at_place} and chants with feeling. Nothing opens. "
        "Coyote coughs politely.",
        "{who} tries a ritual {at_place} with {things}. The only thing that opens is a "
        "window across the street.",
        "{who}'s ceremony {at_place} fizzles: {things} are not what the Door wants, or "
        "this is not the Door.",
    ),
    "claim": (
        "{who} steps through the Door and takes the power. Coyote tips his hat: the table "
        "has a new Trickster.",
        "{who} claims the power. Coyote slides his chair back and bows: \"It's yours. "
        "Try not to break it.\"",
        "The power pours into {who} like moonlight into a bucket. Coyote's reign is over.",
    ),
    "claim.failed": (
        "{who} reaches for the power, but the Door stays cold: one of those things is a "
        "fake.",
        "{who} tries to claim the power and gets only a draught. Coyote snickers.",
        "The Door ignores {who}'s claim. Something {they} carries is not what {they} "
        "thinks it is.",
    ),
    "interrupted": (
        "{by} breaks {who}'s concentration; the ritual is ruined for now.",
        "{by} barges in, and {who}'s ritual comes apart.",
        "{who}'s chanting stops short: {by} won't allow it.",
    ),
    "interrupted.lost": (
        "{by} knocks {who} flat in the middle of the ritual.",
        "{by} beats {who} to it, and the ritual ends in a heap.",
        "{who} is struck down mid-chant by {by}.",
    ),
    "shrugged": (
        "{who} shrugs off {by} and carries on with the ritual.",
        "{by} tries to stop {who}, and bounces off.",
        "{who} brushes {by} aside without missing a word of the chant.",
    ),
    # ----- chips against chips
    "stalemate": (
        "Chip meets chip: {seats} are at a stalemate, and the action fails.",
        "Two gods push at once and the world doesn't budge: stalemate between {seats}.",
        "Stalemate: {seats} glare at each other over the pot.",
        "{Seats} lean on the same door from both sides, and it stays put.",
        "Neither gives an inch, and the street feels {seats} push.",
        "The chips cancel out, and the town hears {seats} clash.",
    ),
    "showhands": (
        "Third card of the hour and still a stalemate, so the hands come up: {hands}. "
        "{winner} takes it.",
        "Coyote calls for the cards: {hands}. The better hand is {winner}'s.",
        "Hands on the table: {hands}. {winner} wins the stalemate.",
    ),
    "thwarted": (
        "{by} spoils it: {who}'s try {purpose} comes to nothing.",
        "The chips fall for {by}, and {who} fails {purpose}.",
        "{by} blocks {who}'s attempt {purpose}.",
    ),
    # ----- the town
    "town": (
        "Coyote turns the town's card, {card}, and Helena lets it go this time.",
        "The hour ends and Coyote flips {card} for the town; nobody comes knocking.",
        "Coyote turns {card} for Helena's temper, and the town lets out a breath.",
        "{Card} for the town, and the hour passes quietly.",
        "Coyote shows {card} for the town; it shrugs and goes back to its supper.",
        "The town's card is {card}, and Helena keeps its peace for now.",
    ),
    "town.trouble": (
        "Coyote turns the town's card: {card}, low enough for trouble.",
        "The hour ends and Coyote flips {card} for the town: somebody has stepped on too "
        "many toes.",
        "Coyote turns {card} for Helena's temper, and the town has had enough.",
        "{Card} for the town, and that is low enough for a rope and a crowd.",
        "Coyote shows {card} for the town, and doors start slamming along Main Street.",
    ),
    "posse": (
        "A posse forms and comes for {who}.",
        "Boots on the boardwalk: the posse is looking for {who}.",
        "The town picks its troublemaker: the posse goes after {who}.",
    ),
    "confiscate": (
        "The posse takes {thing} off {who} and hands it to the Sheriff.",
        "The Sheriff locks {thing} in his desk, taken from {who}.",
        "{who} loses {thing} to the Sheriff's evidence drawer.",
    ),
    "confiscate.ground": (
        "The posse takes {thing} off {who} and, with the Sheriff laid out, drops it on "
        "his office floor.",
        "{who} loses {thing}; with no Sheriff to keep it, it ends up on the jail floor.",
        "The posse strips {thing} from {who} and leaves it in the Sheriff's Office.",
    ),
    "mood.up": (
        "Tempers rise: the town is {mood} now.",
        "Word gets around: Helena is {mood} now.",
        "Curtains twitch along Main Street; the town is {mood}.",
        "The loafers stop loafing: Helena is {mood}.",
        "The talk in the saloon turns sour: the town is {mood}.",
        "Doors are bolted early; Helena is {mood}.",
    ),
    "mood.down": (
        "Helena breathes out: the town is {mood} now.",
        "Things settle a little, and the town is {mood}.",
        "The town cools down to {mood}.",
        "The church bell rings for nothing in particular, and the town is {mood} again.",
        "Shutters open up along Main Street; Helena is {mood}.",
        "Somebody starts the piano again: the town is {mood}.",
    ),
    # ----- the end
    "showdown": (
        "All three secrets have been found. Coyote lays his shotgun on the table: the "
        "Showdown begins, and anyone still standing may fight anyone else.",
        "The Door, the Key and the Lantern are all known. \"Gloves off,\" says Coyote. "
        "From now on it's the Showdown.",
        "Coyote grins wide: every secret is out. The Showdown begins, and the rule against "
        "fighting one another is lifted.",
    ),
    "showdown.alone": (
        "Every secret is found and the Showdown begins, though {who} has nobody to "
        "fight but the town.",
        "The Door, the Key and the Lantern are all known. Coyote lays down his shotgun; "
        "{who} races the clock alone.",
        "Coyote grins wide: every secret is out, and only {who} is standing to use them.",
    ),
    "midnight": (
        "The clock strikes {clock} and nobody has claimed the power. Coyote gathers the "
        "cards: it stays in his paws for another age.",
        "{Clock}. The night is over and the Door is still shut to everyone but Coyote, who "
        "keeps his power and his grin.",
        "{Clock} comes, and Coyote stretches. \"Well, that was fun. Same time next "
        "century?\"",
    ),
    "empty": (
        "Nobody is left standing in Helena. Coyote shrugs, gathers the cards, and keeps "
        "the power.",
        "The last of them falls. Coyote looks over the empty street and laughs.",
        "Every human is out. The power stays exactly where it was: with Coyote.",
    ),
    "reveal": (
        "Coyote unfolds his slip of paper: the Door was {at_door}, the Key was {key}, "
        "and the Lantern was {lantern}.",
        "Now it can be told: the Door stood {at_door}; the Key was {key}; the Lantern, "
        "{lantern}.",
        "Coyote turns up the three secret cards: the Door {at_door}, {key} for the Key, "
        "{lantern} for the Lantern.",
    ),
    # ----- private events seen from outside
    "private": (
        "Coyote whispers something to {who}.",
        "Coyote has a quiet word with {who}.",
        "{who} gets a private word from Coyote.",
    ),
    "noted.private": (
        "Coyote jots something on a slip of paper and keeps it close.",
        "Coyote writes a note to himself and hides it.",
        "Coyote scribbles something nobody else may read.",
    ),
}
"""Every line Coyote says, by moment; ``narrate.py`` chooses among each tuple."""


# ----- the story's frame ----------------------------------------------------------------

STORY: dict[str, tuple[str, ...]] = {
    "title": ("THREE CARD COYOTE",),
    "subtitle": (
        "Helena, Montana Territory, the last day of October, 1864",
    ),
    "dealt": ("Dealt by Coyote. Seed {seed}; {hours} hours from the coach's arrival to "
              "midnight.",),
    "cast": ("THE CAST",),
    "cast.line": (
        "{player} plays {name}: {deity} in the body of {human}.",
    ),
    "cast.unnamed": (
        "{player} has not chosen a character yet.",
    ),
    "draft": ("BEFORE THE FIRST HOUR",),
    "hour": ("{Clock}: round {round}",),
    "epilogue": ("EPILOGUE",),
    "unfinished": (
        "The night is not over yet. Coyote keeps his secrets a while longer.",
    ),
    "ended.opened": (
        "{who} was the one who opened the Door.",
    ),
    "ended.shut": (
        "Nobody ever opened the Door.",
    ),
    "ended.things": (
        "When the night was over, {key} was {key_where}, and {lantern} was "
        "{lantern_where}.",
    ),
    "ended.together": (
        "When the night was over, {key} and {lantern} were both {key_where}.",
    ),
    "where.seat": ("in {holder}'s keeping {at_place}",),
    "where.folk": ("with {folk} {at_place}",),
    "where.ground": ("lying {at_place}",),
    "winner": (
        "{who} claimed the power and takes Coyote's chair at the table. The Trickster "
        "is dead; long live the Trickster.",
    ),
    "no.winner": (
        "No one claimed the power. Coyote pockets the cards and keeps his seat.",
    ),
}
"""The title, the cast, the hour headings and the epilogue of ``story.tell``."""
