"""Why Three Card Coyote refuses an action, in a player's words.

The engine's legal list is the one legality source (``ThreeCardCoyote._candidates``);
this module only finds the words for an action missing from it: the rule it breaks
at this moment, or, when none is singled out, what the moment asks for. Every reason
is one short line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import DEALER, IllegalAction
from game.notation import safe_quote
from game.three_card_coyote import cards as C
from game.three_card_coyote import needs
from game.three_card_coyote import notation as N
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.phases import Phase
from game.three_card_coyote.roles import ALL_ROLES, POWERS, RANGED, ROLES, WELCOME
from game.three_card_coyote.town import PLACES, distance
from game.three_card_coyote.windows import ANSWER_VERB, Duty, WindowKind

if TYPE_CHECKING:
    from game.three_card_coyote.rules import ThreeCardCoyote

DEALING = {Duty.SECRETS: "deal the secret cards ('deal secrets')",
           Duty.DEAL: "deal the round ('deal round')",
           Duty.TELL: "tell the clue a town person gave",
           Duty.TOWN: "turn the town's card ('turn town card')",
           Duty.POSSE: "send the posse after one of the seats tied for the most trouble"}


def why_not(g: ThreeCardCoyote, seat: int, action: str) -> str:
    """Why ``action``, not among ``seat``'s legal actions now, is refused."""
    try:
        act = N.parse(action)
    except IllegalAction as e:
        return str(e)
    if seat == DEALER:
        return _dealer(g, act)
    if isinstance(act, N.DEALER_ACTIONS):
        return "only Coyote deals, tells clues and turns the town's card"
    if g.pending:
        return _window(g, seat, act)
    if isinstance(act, N.WINDOW_ACTIONS):
        return "there is nothing to answer now"
    if g.phase is Phase.DRAFT:
        return _pick(g, seat, act)
    if g.phase is Phase.NAME:
        n = len(g.offers[seat])
        return f"choose one of the {n} names offered ('name 1' to 'name {n}')"
    if isinstance(act, N.Play):
        return _card(g, seat, act.card) or _gallop(g, seat, act) or _shape(g, seat, act.shape)
    if isinstance(act, N.Raise):
        return _raise(g, seat, act)
    return "it is your beat: play a card ('search with CARD'), raise a chip, or fold"


def _dealer(g: ThreeCardCoyote, act: N.Action) -> str:
    due = g.dealer_due
    if due is None:
        return "Coyote has nothing to do"
    if isinstance(act, N.Tell) and due.kind is Duty.TELL:
        return f"Coyote tells only what is false and still open to {g.seat_label(due.seat)}"
    return f"Coyote must {DEALING[due.kind]} now"


def _pick(g: ThreeCardCoyote, seat: int, act: N.Action) -> str:
    if not isinstance(act, N.Pick):
        return "the draft is on: pick a role ('pick ROLE')"
    role = ALL_ROLES.get(act.role)
    if role is None:
        return f"there is no role {safe_quote(act.role)}"
    if act.role not in ROLES and act.role not in g.custom:
        return f"{role.title} is not in this game"
    if g.chars[seat][role.kind] is not None:
        return f"you have a {role.kind} already: pick the other kind"
    return f"{role.title} is taken"


def _window(g: ThreeCardCoyote, seat: int, act: N.Action) -> str:
    w = g.pending
    kind = w.kind
    if kind is WindowKind.SEIZE:
        if isinstance(act, N.Seize):
            return f"{g.seat_label(w.loser)} does not carry {_thing(act.thing)}"
        return "you won the fight: seize something the loser carries, or 'seize nothing'"
    power = act.power if isinstance(act, (N.Oppose, N.Answer)) else None
    if power is not None:
        if g.chips[seat] <= 0:
            return "you have no chips left"
        if power not in g.powers(seat):
            return f"you have no power {safe_quote(power)}"
    if kind is WindowKind.OPPOSE:
        return "throw a chip against it ('oppose POWER') or allow it ('allow')"
    if isinstance(act, N.Answer) and act.verb == ANSWER_VERB.get(kind):
        if act.card is not None:
            why = _card(g, seat, act.card)
            if why:
                return why
            if kind is WindowKind.INTERRUPT:
                return f"only someone fighting {g.seat_label(w.actor)} this round " \
                       "may answer with a card"
        if power is not None:
            return f"your power '{POWERS[power].label}' cannot back this answer"
        if act.card is None:
            return "you still hold cards: defend with one of them"
    if kind is WindowKind.COVER:
        return "you are shot at: dive for cover with a card or a chip, or let Coyote " \
               "turn a card for the cover you find ('defend fate')"
    if kind is WindowKind.DEFEND:
        return "you are attacked: defend with a card, raise a chip, or cower"
    return "allow the ritual ('allow'), or interrupt it"


def _card(g: ThreeCardCoyote, seat: int, word: str) -> str | None:
    """Why ``word`` is no card ``seat`` may play now (None: it may)."""
    card = next((c for c in C.deck() if N.card_word(c) == word), None)
    if card is None:
        return f"{safe_quote(word)} is no card"
    if card not in g.hands[seat]:
        return f"you do not hold the {_card_name(card)}"
    if card in g.used[seat]:
        return f"you have played the {_card_name(card)} already"
    return None


def _gallop(g: ThreeCardCoyote, seat: int, act: N.Play) -> str | None:
    """Why a rider's Move of two places is refused with this card (None: it is not)."""
    if act.shape in g.gallops(seat) and not g.carries(seat, needs.GALLOP, N.card_of(act.card)):
        return "a gallop of two places needs 8 or better (one place takes any card)"
    return None


def _card_name(card: str) -> str:
    return f"{C.rank(card)} of {C.suit(card)}"


def _raise(g: ThreeCardCoyote, seat: int, act: N.Raise) -> str:
    if g.chips[seat] <= 0:
        return "you have no chips left"
    if not g.unplayed(seat):
        return "a raise lays a card down, and you have none left"
    if act.power not in g.powers(seat):
        return f"you have no power {safe_quote(act.power)}"
    if act.shape.verb == "pass":
        return "a pass is not raised"
    if act.shape.verb not in POWERS[act.power].backs:
        return f"your power '{POWERS[act.power].label}' does not back a {act.shape.verb}"
    return _shape(g, seat, act.shape)


def _thing(tid: str | None) -> str:
    return f"the {THINGS[tid].name}" if tid in THINGS else safe_quote(tid)


def _shape(g: ThreeCardCoyote, s: int, shape: N.Shape) -> str:
    """Why the beat ``shape`` is not open to ``s`` now."""
    verb, target, here = shape.verb, shape.target, g.pos[s]
    if verb == "move":
        if target not in PLACES:
            return f"there is no place {safe_quote(target)}"
        if g.mounted[s] and g.showdown and distance(here, target) == 2:
            return (f"{PLACES[target]} is two places away, and in the Showdown riders move "
                    f"one place like everyone")
        return f"{PLACES[target]} is out of reach of one move"
    if verb == "take":
        if target not in THINGS:
            return f"there is no {safe_quote(target)} in town"
        holder_kind, holder, place = g.where(target)
        if place != here:
            return f"{_thing(target)} is not here"
        if holder_kind == "seat":
            return f"{g.seat_label(holder)} carries {_thing(target)}"
        return f"{FOLK[holder].name} will not deal with you"
    if verb == "talk":
        return _talk(g, s, shape)
    if verb in ("fight", "shoot", "heal"):
        return _aim(g, s, shape)
    if verb in ("unlock", "claim"):
        if not g.has_pair(s):
            return f"to {verb}, you need a Key and a Lantern in hand"
        if verb == "unlock":
            return "the Door is unlocked already"
        return "a claim is made at the unlocked Door"
    return f"you cannot {verb} now"


def _talk(g: ThreeCardCoyote, s: int, shape: N.Shape) -> str:
    folk = FOLK.get(shape.target)
    if folk is None:
        return f"there is nobody called {safe_quote(shape.target)} in town"
    if folk.id not in g.folk_at(g.pos[s]):
        return f"{folk.name} is not here to talk to"
    if s in g.folk[folk.id]["hostile"] and not g.has(s, WELCOME):
        return f"{folk.name} will not talk to you: you are at odds"
    if shape.topic == "rumour":
        return _rumour(g, s, shape)
    if shape.thing is not None and shape.thing not in g.folk[folk.id]["holds"]:
        return f"{folk.name} does not carry {_thing(shape.thing)}"
    if shape.topic == "buy" and not g.sells_to(s, folk.id):
        return f"{folk.name} will not sell: not to you, not now, or not for nothing"
    return f"you cannot {shape} now"


def _aim(g: ThreeCardCoyote, s: int, shape: N.Shape) -> str:
    verb, target = shape.verb, shape.target
    if verb == "shoot" and not g.has(s, RANGED):
        return "you have no gun or ranged magic to shoot with"
    if verb == "heal" and not g.can_heal(s):
        return "you have no power to heal"
    if isinstance(target, int):
        if not 0 <= target < g.num_seats or g.out[target]:
            return f"there is no player {target} in play"
        if verb == "heal":
            return f"{g.seat_label(target)} has no wound you can reach"
        if not g.showdown:
            return "players fight each other only in the Showdown"
        if target == s:
            return f"you cannot {verb} yourself"
        return f"{g.seat_label(target)} is out of reach or out of this round's fights"
    folk = FOLK.get(target)
    if folk is None:
        return f"there is nobody called {safe_quote(target)} in town"
    if verb == "heal":
        return "you heal players, not town folk"
    if g.folk[folk.id]["down"]:
        return f"{folk.name} is down already"
    return f"{folk.name} is out of reach"


def _rumour(g: ThreeCardCoyote, s: int, shape: N.Shape) -> str:
    """A rumour claims only what a search here would settle (ruling 87)."""
    kind, item = shape.kind, shape.thing
    if kind == "door":
        return f"a rumour is about this place: say the Door is here, not at " \
               f"{PLACES.get(item, safe_quote(item))}"
    if item not in THINGS:
        return f"there is no {safe_quote(item)} in town"
    if THINGS[item].kind != kind:
        return f"{_thing(item)} could only be the {THINGS[item].kind.title()}"
    return f"a rumour is about this place: {_thing(item)} is not here"
