"""Three Card Coyote's rules engine: the draft, Coyote's secrets, rounds of three
cards, the town folk and the mood, the Showdown and the night's end.

Every judgement the paper game leaves to its dealer is a numbered ruling on
``game/rulings/three-card-coyote.md``. The computer dealer acts as ``DEALER``: it
deals, tells clues and turns the town's card; its choices among legal actions come
from its seeded policy (``dealer.py``), and the rules here decide what they do.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any

from game.core import DEALER, Event, Game, IllegalAction, Observation
from game.notation import StrictNotation
from game.three_card_coyote import cards as C
from game.three_card_coyote import events, needs, stacking, trickster
from game.three_card_coyote import notation as N
from game.three_card_coyote.draft import pick_order
from game.three_card_coyote.folk import FOLK, THINGS, thing_for
from game.three_card_coyote.notation import Shape, card_word
from game.three_card_coyote.phases import Phase
from game.three_card_coyote.refusals import why_not
from game.three_card_coyote.roles import (
    ALL_ROLES,
    DEFEND,
    DEITY,
    GOSSIP,
    HEALER,
    HORSE,
    HUMAN,
    IRON,
    LAWFUL,
    NAMES,
    POWERS,
    RANGED,
    RIDERS,
    ROLES,
    TRADE,
    WELCOME,
    lasting,
    powers_of,
)
from game.three_card_coyote.town import GRID, PLACES, distance, look_up, neighbours
from game.three_card_coyote.windows import DealerDue, Duty, How, Window, WindowKind

CHIPS = 6
WOUNDS = 3
BEATS = 3            # actions in a round: one per card dealt
START = "north-main-street"   # where the stage coach stops
MOOD_MAX = 6
MOOD_WORDS = ("calm", "uneasy", "wary", "restless", "angry", "up in arms", "a mob")
UNFRIENDLY = 4       # from this mood folk sell nothing and fight with the better of two cards
KINDS = ("door", "key", "lantern")
SECRET_PLACES = tuple(p for row in GRID for p in row
                      if p not in ("upper-last-chance", "south-main-street", "lower-last-chance"))


SOLO_HOURS, HOURS_PER_RIVAL = 9, 2


def deadline(seats: int, hours: int = 0) -> int:
    """Rounds before midnight: as set, or by the table (0): nine for one player and two
    more for each other player, since rivals slow each other down."""
    return hours or SOLO_HOURS + HOURS_PER_RIVAL * (seats - 1)


FOLK_WITHIN = {(p, reach): [f for f in FOLK if distance(FOLK[f].place, p) <= reach]
               for p in PLACES for reach in (0, 1)}
"""The town folk a fight (reach 0) or a shot (reach 1) from each place may aim at."""


class ThreeCardCoyote(StrictNotation, Game):
    game_id = "three-card-coyote"
    EVENT_TYPES = events.EVENT_TYPES  # every event it emits: events.py
    has_dealer = True

    # ----- set-up ------------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_seats
        self.hours = deadline(n, int(self.options.get("hours", 0)))
        # the text's optional rule: roles made at the table, each with two powers
        self.custom = {r: tuple(self.options.get(f"custom_{kind}") or ())
                       for r, kind in (("loa", "deity"), ("baker", "human"))}
        self.custom = {r: p for r, p in self.custom.items() if p}
        self.voice = random.Random(f"{self.seed}-voice")  # the story's phrasing only
        stack = self.stack or {}
        stacking.check(stack)
        pack = C.deck()
        self.rng.shuffle(pack)
        self.draws = {s: (stack.get("draws") or pack)[s] for s in range(n)}
        self.picks = pick_order(self.draws)
        self.pick_i = 0
        self.chars = [{"deity": None, "human": None, "name": None, "gender": None}
                      for _ in range(n)]
        names = {g: list(v) for g, v in NAMES.items()}
        for g in names:
            self.rng.shuffle(names[g])
        self.offers = [[(names["she"].pop(), "she"), (names["he"].pop(), "he"),
                        (names["she"].pop(), "she"), (names["he"].pop(), "he")]
                       for _ in range(n)]
        self.phase = Phase.DRAFT
        self.dealer_due: DealerDue | None = None
        self.pending: Window | None = None
        self.secret_cards: dict[str, str] = {}
        self.door = self.key = self.lantern = ""
        self.pos = [START] * n
        self.mounted = [False] * n
        self.chips = [CHIPS] * n
        self.wounds = [0] * n
        self.out = [False] * n
        self.folded = [False] * n
        self.fighting: list[list[int]] = [[] for _ in range(n)]
        self.heat = [0] * n
        self.holds: list[list[str]] = [[] for _ in range(n)]
        self.folk = {f.id: {"down": False, "holds": [f.holds] if f.holds else [],
                            "hostile": []} for f in FOLK.values()}
        self.lying = {t.id: t.place for t in THINGS.values() if t.carrier is None}
        self.know = [{"door": list(SECRET_PLACES), "key": sorted(t for t in THINGS
                      if THINGS[t].kind == "key"),
                      "lantern": sorted(t for t in THINGS if THINGS[t].kind == "lantern")}
                     for _ in range(n)]
        self.whispers: list[list[dict]] = [[] for _ in range(n)]
        self.discovered: list[str] = []
        self.mood = 0
        self.round = 0
        self.first = 0
        self.beat = 1
        self.order: list[int] = []
        self.idx = 0
        self.pack: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.used: list[dict[str, str]] = [{} for _ in range(n)]  # card -> "up"/"down"
        self.showdown = False
        self.unlocked: str | None = None
        self.winner: int | None = None
        self.over = ""
        self.failed_rituals: list[dict] = []
        self.searches: list[dict] = []  # every search made, in order: public, not its result
        self.shown: list[dict] = []
        self.talk = trickster.TownTalk()  # complications, rumours, favours: trickster.py
        if stack.get("roles"):  # tests may seat characters directly
            for s, (d, h) in enumerate(stack["roles"]):
                self.chars[s].update(deity=d, human=h, name=self.offers[s][0][0],
                                     gender=self.offers[s][0][1])
            self._after_names()
        stacking.night(self, stack)

    def initial_events(self) -> list[Event]:
        return [{"type": "arrive", "v": 0},
                *({"type": "draw", "seat": s, "card": c} for s, c in self.draws.items())]

    # ----- small queries -----------------------------------------------------------------
    def powers(self, s: int) -> list[str]:
        return powers_of(self.chars[s]["deity"], self.chars[s]["human"], self.custom)

    def has(self, s: int, effect: str) -> bool:
        return effect in lasting(self.powers(s))

    def carries(self, s: int, kind: str, card: str | None) -> bool:
        """Whether ``card`` carries an action of ``kind`` for ``s`` now: 8 or better
        where the needs table says so (needs.py), else any card."""
        return needs.carries(kind, card, lasting(self.powers(s)), self.talk.complication)

    def max_wounds(self, s: int) -> int:
        return WOUNDS + (1 if self.has(s, IRON) else 0)

    def unplayed(self, s: int) -> list[str]:
        return [c for c in self.hands[s] if c not in self.used[s]]

    def alive(self) -> list[int]:
        return [s for s in range(self.num_seats) if not self.out[s]]

    def where(self, thing: str) -> tuple[str, Any, str]:
        """(holder kind, holder, place) of an object: a seat, a town person, or the ground."""
        for s in range(self.num_seats):
            if thing in self.holds[s]:
                return "seat", s, self.pos[s]
        for fid, st in self.folk.items():
            if thing in st["holds"]:
                return "folk", fid, FOLK[fid].place
        return "ground", None, self.lying[thing]

    def things_at(self, place: str) -> list[str]:
        return sorted(t for t in THINGS if self.where(t)[2] == place)

    def folk_at(self, place: str) -> list[str]:
        return [f for f in FOLK if FOLK[f].place == place and not self.folk[f]["down"]]

    def _voice(self) -> int:
        return self.voice.randrange(1 << 16)

    def _deal_card(self, why: str) -> str:
        """Coyote turns the pack's top card face up, for everyone to see."""
        if not self.pack:
            self.pack = [c for c in C.deck() if not any(c in h for h in self.hands)]
            self.rng.shuffle(self.pack)
        card = self.pack.pop()
        self.shown.append({"for": why, "card": card})
        return card

    # ----- whose move ----------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.over:
            return []
        if self.dealer_due:
            return [DEALER]
        if self.pending:
            return self.pending.waiting()
        if self.phase is Phase.DRAFT:
            return [self.picks[self.pick_i][0]]
        if self.phase is Phase.NAME:
            return [s for s in range(self.num_seats) if self.chars[s]["name"] is None]
        if self.phase is Phase.PLAY and self.order:
            return [self.order[self.idx]]
        return []

    def is_terminal(self) -> bool:
        return bool(self.over)

    def winners(self) -> list[int]:
        return [self.winner] if self.winner is not None else []

    def seat_roles(self, seat: int) -> list[str]:
        """The roles ``seat`` drafted (tournaments measure balance by role)."""
        return [r for r in (self.chars[seat]["deity"], self.chars[seat]["human"]) if r]

    def is_out(self, seat: int) -> bool:
        return self.out[seat]

    def window(self, seat: int) -> dict[str, Any] | None:
        if seat not in self.to_act():
            return None
        if self.phase is Phase.NAME:
            return {"stage": "name", "default": None, "public": True}
        if self.pending:
            return {"stage": self.pending.kind.value, "default": self.pending.default,
                    "public": False}
        return {"stage": "draft" if self.phase is Phase.DRAFT else "turn", "default": None,
                "public": self.phase is Phase.DRAFT}

    # ----- legal actions: one source ------------------------------------------------------
    def _candidates(self, seat: int) -> list[str]:
        """Every legal action of the moment, in the order saves and bots rely on; any
        other action is refused with ``_reason``'s words."""
        return self._listed(seat)

    def _listed(self, seat: int) -> list[str]:
        if self.over or seat not in self.to_act():
            return []
        if seat == DEALER:
            return self._dealer_legal()
        if self.pending:
            return self._window_legal(seat)
        if self.phase is Phase.DRAFT:
            return self._draft_legal(seat)
        if self.phase is Phase.NAME:
            return [str(N.Name(k)) for k in range(1, len(self.offers[seat]) + 1)]
        return self._turn_legal(seat)

    def _legal_now(self, seat: int) -> list[str]:
        """Every candidate is legal: the list is made by the rules of the moment, so it
        is not judged again action by action (a beat lists hundreds)."""
        return self._listed(seat)

    def _moment_reason(self, seat: int, action: str) -> str | None:
        """One action judged outside a beat: the moment's short list, ``why_not`` for
        anything not on it."""
        if self.over:
            return "the game is over"
        if seat not in self.to_act():
            return f"it is not {self.seat_label(seat)}'s turn"
        return None if action in self.legal_actions(seat) else why_not(self, seat, action)

    def _reason(self, seat: int, action: str) -> str | None:
        """One action judged: a beat from its facts (no hundred-action list), any other
        moment from its short list."""
        if seat in self.to_act() and seat != DEALER and not self.pending \
                and self.phase is Phase.PLAY and not self.over:
            return self._beat_reason(seat, functools.partial(why_not, self, seat))(action)
        return self._moment_reason(seat, action)

    def _beat_reason(self, s: int, ask: Callable[[str], str]) -> Callable[[str], str | None]:
        """A beat's legality from the facts its list is made of (the shapes open, the
        cards in hand, the powers that back a raise), worked out once: a beat lists a
        hundred actions, and the list and the legality test then cost one look."""
        shapes, cards, raisers = self._beat_facts(s)
        open_shapes, in_hand = set(shapes), set(cards)
        gallops, strong = self.gallops(s), set(self._gallop_cards(s, cards))

        def reason(action: str) -> str | None:
            try:
                act = N.parse(action)
            except IllegalAction:
                return ask(action)
            if isinstance(act, N.Fold):
                return None
            if isinstance(act, N.Play) and act.card in in_hand and act.shape in open_shapes \
                    and (act.shape not in gallops or act.card in strong):
                return None
            if isinstance(act, N.Raise) and act.shape in open_shapes \
                    and act.power in raisers(act.shape.verb):
                return None
            return ask(action)
        return reason

    def _draft_legal(self, seat: int) -> list[str]:
        taken = {self.chars[s][k] for s in range(self.num_seats) for k in ("deity", "human")}
        mine = self.chars[seat]
        kinds = [k for k in (DEITY, HUMAN) if mine[k] is None]  # the kind(s) still lacking
        return [str(N.Pick(r)) for r, role in ALL_ROLES.items()
                if role.kind in kinds and r not in taken and (r in ROLES or r in self.custom)]

    def _dealer_legal(self) -> list[str]:
        due = self.dealer_due
        kind = due.kind if due else None
        if kind is Duty.SECRETS:
            return [str(N.Deal("secrets"))]
        if kind is Duty.DEAL:
            return [str(N.Deal("round"))]
        if kind is Duty.TELL:
            news = trickster.dealer_legal(self)  # the town's news comes first
            return news or [str(N.Tell(k, item)) for k, item in self._false_candidates(due.seat)]
        if kind is Duty.TOWN:
            return [str(N.TurnTown())]
        if kind is Duty.POSSE:
            return [str(N.Posse(s)) for s in due.choices]
        return []

    def _false_candidates(self, seat: int) -> list[tuple[str, str]]:
        truth = {"door": self.door, "key": self.key, "lantern": self.lantern}
        return [(k, item) for k in KINDS for item in self.know[seat][k] if item != truth[k]]

    def _can_raise(self, s: int, verb: str) -> list[str]:
        if self.chips[s] <= 0 or not self.unplayed(s):
            return []
        return [p for p in self.powers(s) if verb in POWERS[p].backs]

    def _fit_powers(self, s: int, *verbs: str) -> list[str]:
        if self.chips[s] <= 0:
            return []
        return [p for p in self.powers(s) if POWERS[p].backs & set(verbs)]

    def _targets(self, s: int, verb: str) -> list[str | int]:
        """Who ``s`` may fight, shoot or heal: town folk by id, players by seat."""
        here = self.pos[s]
        out: list[str | int] = []
        if verb == "heal":
            return [t for t in self.alive() if self.pos[t] == here and self.wounds[t] > 0]
        reach = 1 if verb == "shoot" else 0
        out += [f for f in FOLK_WITHIN[here, reach] if not self.folk[f]["down"]]
        if self.showdown:  # a seat that cowered has left this round's fights
            out += [t for t in self.alive() if t != s and not self.folded[t]
                    and distance(self.pos[t], here) <= reach]
        return out

    def _moves(self, s: int) -> list[str]:
        first = neighbours(self.pos[s])
        if not self.mounted[s] or self.showdown:  # no gallops in the Showdown (ruling 96)
            return sorted(first)
        two = {p for q in first for p in neighbours(q)}
        return sorted((set(first) | two) - {self.pos[s]})

    def can_heal(self, s: int) -> bool:
        return self.has(s, HEALER) or any("heal" in POWERS[p].backs for p in self.powers(s))

    def _shapes(self, s: int) -> list[Shape]:
        """Every action ``s`` could take now, before the card (or chip) that carries it."""
        here = self.pos[s]
        out = [Shape("pass")]
        out += [Shape("move", p) for p in self._moves(s)]
        out.append(Shape("search"))
        out += [Shape("take", t) for t in sorted(self.lying) if self.lying[t] == here
                and self.where(t)[0] == "ground"]
        for f in trickster.folk_to_talk(self, here):
            if s in self.folk[f]["hostile"] and not self.has(s, WELCOME):
                continue
            out += [Shape("talk", f, "learn"), Shape("talk", f, "calm")]
            out += trickster.rumour_shapes(self, s, f)
            for t in self.folk[f]["holds"]:
                if self.sells_to(s, f):
                    out.append(Shape("talk", f, "buy", t))
                out.append(Shape("talk", f, "fool", t))
                out.append(Shape("take", t))  # snatched from its keeper: difficult
        out += [Shape("fight", t) for t in self._targets(s, "fight")]
        if self.has(s, RANGED):
            out += [Shape("shoot", t) for t in self._targets(s, "shoot")]
        if self.can_heal(s):
            out += [Shape("heal", t) for t in self._targets(s, "heal")]
        if self.unlocked is None and self.has_pair(s):
            out.append(Shape("unlock"))
        if self.unlocked == here and self.has_pair(s):
            out.append(Shape("claim"))
        return out

    def sells_to(self, s: int, folk: str) -> bool:
        """Whether ``folk`` would sell to ``s`` now (what they carry, for a chip)."""
        sells = FOLK[folk].sells or (folk == "sheriff" and self.has(s, LAWFUL))
        return sells and self.mood < UNFRIENDLY and (self.chips[s] > 0 or self.has(s, TRADE))

    def has_pair(self, s: int) -> bool:
        """A Key and a Lantern in hand: what a ritual is made with."""
        return {THINGS[t].kind for t in self.holds[s]} == {"key", "lantern"}

    def _beat_facts(self, s: int) -> tuple[list[Shape], list[str],
                                            Callable[[str], list[str]]]:
        """What a beat's legality is made of: the shapes open to ``s``, the cards it may
        carry them with, and (by verb) the powers that back a raise of one."""
        raisers = functools.cache(
            lambda verb: [] if verb == "pass" else self._can_raise(s, verb))
        return self._shapes(s), [card_word(c) for c in self.unplayed(s)], raisers

    def gallops(self, s: int) -> set[Shape]:
        """The Moves of two places open to a rider now: hard actions (ruling 82)."""
        if not self.mounted[s]:
            return set()
        return {Shape("move", p) for p in self._moves(s) if distance(self.pos[s], p) > 1}

    def _gallop_cards(self, s: int, cards: list[str]) -> list[str]:
        """Of the cards (as actions write them), those that carry a gallop: 8 or better."""
        return [w for w in cards if self.carries(s, needs.GALLOP, N.card_of(w))]

    def _turn_legal(self, s: int) -> list[str]:
        shapes, cards, raisers = self._beat_facts(s)
        gallops, strong = self.gallops(s), self._gallop_cards(s, cards)
        out = []
        for shape in shapes:
            out += N.plays(shape, strong if shape in gallops else cards)
        out.append(str(N.Fold()))
        for shape in shapes:
            out += [str(N.Raise(p, shape)) for p in raisers(shape.verb)]
        return out

    def _window_legal(self, s: int) -> list[str]:
        w = self.pending
        kind = w.kind
        if kind is WindowKind.OPPOSE:
            return [str(N.Allow()), *(str(N.Oppose(p)) for p in self.powers(s))]
        if kind is WindowKind.DEFEND:
            hand = self.unplayed(s)
            out = [str(N.Answer("defend", card=card_word(c))) for c in hand] or [
                str(N.Answer("defend"))]
            out += [str(N.Answer("defend", power=p))
                    for p in self._fit_powers(s, "fight", DEFEND)]
            out.append(str(N.Cower()))
            return out
        if kind is WindowKind.COVER:
            return self._cover_legal(s)
        if kind is WindowKind.INTERRUPT:
            fighting = s in self.fighting[w.actor]  # others may only throw a chip
            out = [str(N.Allow()), *(str(N.Answer("interrupt", card=card_word(c)))
                                     for c in self.unplayed(s) if fighting)]
            out += [str(N.Answer("interrupt", power=p))
                    for p in self._fit_powers(s, "fight", "shoot")]
            return out
        return [*(str(N.Seize(t)) for t in self.holds[w.loser]), str(N.Seize(None))]

    def _cover_legal(self, s: int) -> list[str]:
        """An unarmed target's answers to a shot: Coyote's card first (free), then a card
        of its own, then a chip with a power that answers an attack or moves (a dive)."""
        return [str(N.Answer("defend")),
                *(str(N.Answer("defend", card=card_word(c))) for c in self.unplayed(s)),
                *(str(N.Answer("defend", power=p)) for p in self._fit_powers(s, DEFEND, "move"))]

    # ----- applying ------------------------------------------------------------------------
    def _parse_notation(self, text: str) -> str:
        N.parse(text)  # a bad shape is refused here, before any rule is asked
        return text

    def _apply(self, seat: int, action: str) -> list[Event]:
        act = N.parse(action)
        self.shown = []  # cards turned face up for everyone by this action
        if seat == DEALER:
            return self._dealer_apply(act)
        if self.pending:
            return self._window_apply(seat, act)
        if isinstance(act, N.Pick):
            return self._pick(seat, act.role)
        if isinstance(act, N.Name):
            return self._name(seat, act.offer)
        return self._turn(seat, act)

    def _pick(self, seat: int, role: str) -> list[Event]:
        kind = ALL_ROLES[role].kind
        self.chars[seat][kind] = role
        ev = [{"type": "pick", "seat": seat, "role": role, "kind": kind, "v": self._voice()}]
        self.pick_i += 1
        if self.pick_i >= len(self.picks):
            self.phase = Phase.NAME
        return ev

    def _name(self, seat: int, k: int) -> list[Event]:
        name, gender = self.offers[seat][k - 1]
        self.chars[seat].update(name=name, gender=gender)
        ev = [{"type": "name", "seat": seat, "name": name, "gender": gender,
               "deity": self.chars[seat]["deity"], "human": self.chars[seat]["human"],
               "v": self._voice()}]
        if all(c["name"] for c in self.chars):
            ev += self._after_names()
        return ev

    def _after_names(self) -> list[Event]:
        self.phase = Phase.SECRETS
        ev = []
        for s in range(self.num_seats):
            # the text's riders arrive on horseback; a power that gives a horse (the
            # saddle, given to a made-up role) moves as far
            if self.chars[s]["human"] in RIDERS or self.has(s, HORSE):
                self.mounted[s] = True
                ev.append({"type": "horseback", "seat": s, "v": self._voice()})
        self.dealer_due = DealerDue(Duty.SECRETS)
        return ev

    # ----- the dealer --------------------------------------------------------------------
    def _dealer_apply(self, act: N.Action) -> list[Event]:
        due = self.dealer_due
        self.dealer_due = None
        if isinstance(act, N.Spread | N.Carry):  # the town's news: the facts still to come
            self.dealer_due = due
            return trickster.dealer_apply(self, act)
        if act == N.Deal("secrets"):
            return self._deal_secrets()
        if isinstance(act, N.Deal):
            return self._deal_round()
        if isinstance(act, N.Tell):
            return self._tell(due, act.kind, act.item)
        if isinstance(act, N.Posse):
            return self._posse(act.seat) + self._after_town()
        return self._town_turn()

    def _deal_secrets(self) -> list[Event]:
        stack = (self.stack or {}).get("secrets")
        if stack:
            cards = list(stack)
        else:
            pack = C.deck()
            self.rng.shuffle(pack)
            cards = pack[:3]
        self.secret_cards = dict(zip(KINDS, cards, strict=True))
        self.door = look_up("door", C.rank(cards[0])).place
        self.key = thing_for("key", C.rank(cards[1]))
        self.lantern = thing_for("lantern", C.rank(cards[2]))
        self.phase = Phase.PLAY
        self.dealer_due = DealerDue(Duty.DEAL)
        return [{"type": "secrets", "v": self._voice()},
                {"type": "noted", "audience": [DEALER], "door": self.door, "key": self.key,
                 "lantern": self.lantern, "cards": cards}]

    def _deal_round(self) -> list[Event]:
        self.round += 1
        if self.round > 1:
            self.first = self._next_alive(self.first)
        pack = C.deck()
        self.rng.shuffle(pack)
        self.pack = pack
        self.folded = [False] * self.num_seats
        self.fighting = [[] for _ in range(self.num_seats)]  # who fought whom this round
        ev: list[Event] = [{"type": "round", "round": self.round, "hour": self.hour(),
                            "first": self.first, "mood": self.mood, "v": self._voice()}]
        for s in range(self.num_seats):
            self.hands[s] = [] if self.out[s] else [self.pack.pop() for _ in range(BEATS)]
            self.used[s] = {}
        stacking.round_dealt(self, self.stack or {})
        ev += [{"type": "hand", "seat": s, "audience": [s], "cards": self.hands[s]}
               for s in range(self.num_seats) if not self.out[s]]
        self.beat, self.idx = 1, 0
        self.order = [(self.first + k) % self.num_seats for k in range(self.num_seats)]
        self.order = [s for s in self.order if not self.out[s]]
        self._settle()
        return ev

    def hour(self) -> int:
        """The clock, 0-23: each round is an hour and the last one ends at midnight."""
        return (24 - self.hours + self.round - 1) % 24

    def _next_alive(self, s: int) -> int:
        for k in range(1, self.num_seats + 1):
            t = (s + k) % self.num_seats
            if not self.out[t]:
                return t
        return s

    def _tell(self, due: DealerDue, kind: str, item: str) -> list[Event]:
        seat = due.seat
        self.know[seat][kind] = [x for x in self.know[seat][kind] if x != item]
        fact = {"type": "clue", "seat": seat, "audience": [seat], "kind": kind, "item": item,
                "folk": due.folk, "v": self._voice()}
        self.whispers[seat].append({"clue": kind, "item": item, "folk": due.folk,
                                    "round": self.round})
        ev = [fact]
        if due.more > 0 and self._false_candidates(seat):
            self.dealer_due = DealerDue.clue(seat, due.folk, due.more - 1)
        else:
            # the Talk is over: play moves on to the next seat (settling alone would hand
            # the talker a second action in the same beat)
            self._next_turn()
        return ev

    def _town_turn(self) -> list[Event]:
        card = self._deal_card("town")
        trouble = C.value(card) <= 2 * self.mood
        ev: list[Event] = [{"type": "town", "card": card, "mood": self.mood,
                            "trouble": trouble, "v": self._voice()}]
        ev += trickster.town_card(self, card)
        if trouble:
            wanted = [s for s in self.alive() if self.heat[s] > 0]
            top = max((self.heat[s] for s in wanted), default=0)
            choices = [s for s in wanted if self.heat[s] == top]
            if len(choices) > 1:
                self.dealer_due = DealerDue.posse(choices)
                return ev
            if choices:
                ev += self._posse(choices[0])
        else:
            ev += self._calm(1)
        return ev + self._after_town()

    def _posse(self, s: int) -> list[Event]:
        ev: list[Event] = [{"type": "posse", "seat": s, "v": self._voice()}]
        # the law keeps what its man carries, and Helena's town what hers does (ruling 91)
        if self.holds[s] and not (self.has(s, LAWFUL) or self.has(s, WELCOME)):
            thing = self.holds[s].pop()
            if self.folk["sheriff"]["down"]:
                self.lying[thing] = "sheriffs-office"
                ev.append({"type": "confiscate", "seat": s, "thing": thing, "to": "ground"})
            else:
                self.folk["sheriff"]["holds"].append(thing)
                ev.append({"type": "confiscate", "seat": s, "thing": thing, "to": "sheriff"})
        # the posse never knocks out the last character standing (ruling 92)
        if self.alive() != [s] or self.wounds[s] + 1 < self.max_wounds(s):
            ev += self._wound(s, "the posse")
        self.heat[s] = 0
        return ev + self._calm(2)

    def _calm(self, by: int) -> list[Event]:
        before = self.mood
        self.mood = max(0, self.mood - by)
        return [{"type": "mood", "mood": self.mood, "was": before}] if self.mood != before else []

    def _after_town(self) -> list[Event]:
        ev: list[Event] = []
        if not self.showdown and len(self.discovered) == 3 and not self.over:
            self.showdown = True
            ev.append({"type": "showdown", "v": self._voice()})
        if self.over:
            return ev
        if self.round >= self.hours:
            self.over = "midnight"
            ev.append({"type": "midnight", "v": self._voice()})
            ev.append(self._reveal())
            return ev
        self.dealer_due = DealerDue(Duty.DEAL)
        return ev

    def _reveal(self) -> Event:
        return {"type": "reveal", "door": self.door, "key": self.key, "lantern": self.lantern}

    # ----- a seat's turn -------------------------------------------------------------------
    def _spend(self, s: int, card: str | None, face: str = "up") -> None:
        if card is None:  # a raise: the lowest card goes down unseen
            card = min(self.unplayed(s), key=C.card_key)
            face = "down"
        self.used[s][card] = face

    def _card_of(self, s: int, word: str) -> str:
        return next(c for c in self.hands[s] if card_word(c) == word)

    def _turn(self, s: int, act: N.Action) -> list[Event]:
        if isinstance(act, N.Fold):
            self.folded[s] = True
            ev = [{"type": "fold", "seat": s, "v": self._voice()}]
            self._next_turn()
            return ev
        if isinstance(act, N.Raise):
            self.chips[s] -= 1
            self._spend(s, None)
            ev: list[Event] = [{"type": "raise", "seat": s, "power": act.power,
                                "action": str(act.shape), "chips": self.chips[s],
                                "v": self._voice()}]
            return ev + self._open(s, act.shape, ("chip", act.power))
        card = self._card_of(s, act.card)
        shape = act.shape
        self._spend(s, card, "down" if shape.verb == "pass" else "up")
        if shape.verb == "pass":
            ev = [{"type": "pass", "seat": s, "v": self._voice()}]
            self._next_turn()
            return ev
        return self._open(s, shape, ("card", card))

    def _open(self, s: int, shape: Shape, how: How) -> list[Event]:
        """Start an action: answer windows first where the rules give others a say."""
        verb = shape.verb

        def ask(kind: WindowKind, seats: list[int]) -> None:
            self.pending = Window.asking(kind, seats, s, shape, how)

        if verb in ("fight", "shoot") and isinstance(shape.target, int):
            t = shape.target
            if verb == "fight" or self.has(t, RANGED):
                self._hide(s, how)
                ask(WindowKind.DEFEND, [t])
                return [self._declare(s, shape, how)]
            if how[0] == "card" and len(self._cover_legal(t)) > 1:
                # an unarmed target may dive for cover behind a card or a power of its own
                # instead of the one Coyote turns (its free choice), not seeing the shot
                self._hide(s, how)
                ask(WindowKind.COVER, [t])
                return [self._declare(s, shape, how)]
            if how[0] == "chip" and self.chips[t] > 0:
                # an unarmed target cannot shoot back, but may throw a chip against a raise
                ask(WindowKind.OPPOSE, [t])
                return [self._declare(s, shape, how)]
            return [self._declare(s, shape, how)] + self._resolve(s, shape, how, {})
        if verb in ("unlock", "claim") and self.showdown:
            # someone already fighting the actor this round may break the ritual with a
            # card; a raised ritual may also be met by a chip from anyone in position
            seats = [t for t in self.alive() if t != s and not self.folded[t]
                     and (t in self.fighting[s] or (how[0] == "chip" and self.chips[t] > 0))
                     and (self.unplayed(t) or self._fit_powers(t, "fight", "shoot"))
                     and (self.pos[t] == self.pos[s]
                          or (self.has(t, RANGED) and distance(self.pos[t], self.pos[s]) <= 1))]
            if seats:
                self._hide(s, how)
                ask(WindowKind.INTERRUPT, seats)
                return [self._declare(s, shape, how)]
        if how[0] == "chip":
            seats = [t for t in self.alive() if t != s and not self.folded[t]
                     and self.chips[t] > 0
                     and (self.pos[t] == self.pos[s]
                          or (self.has(t, RANGED) and distance(self.pos[t], self.pos[s]) <= 1))]
            if seats:
                ask(WindowKind.OPPOSE, seats)
                return []
        return self._resolve(s, shape, how, {})

    def _hide(self, s: int, how: How) -> None:
        """A card played against a player stays face down until both sides are in: a
        fight is high card, shown at once."""
        if how[0] == "card":
            self.used[s][how[1]] = "down"

    def _declare(self, s: int, shape: Shape, how: How) -> Event:
        return {"type": "declare", "seat": s, "action": str(shape),
                "chip": how[0] == "chip", "v": self._voice()}

    def _window_apply(self, s: int, act: N.Action) -> list[Event]:
        w = self.pending
        ev: list[Event] = []
        if isinstance(act, N.Seize):
            self.pending = None
            if act.thing is not None:
                self.holds[w.loser].remove(act.thing)
                self.holds[s].append(act.thing)
                ev.append({"type": "seize", "seat": s, "from": w.loser, "thing": act.thing,
                           "v": self._voice()})
            self._next_turn()
            return ev
        if isinstance(act, N.Allow):
            w.answers[s] = ("allow",)
        elif isinstance(act, N.Cower):
            w.answers[s] = ("cower",)
            self.folded[s] = True
            ev.append({"type": "cower", "seat": s, "v": self._voice()})
        elif isinstance(act, N.Oppose):
            self.chips[s] -= 1
            w.answers[s] = ("chip", act.power)
            ev.append({"type": "oppose", "seat": s, "power": act.power, "chips": self.chips[s],
                       "v": self._voice()})
        elif act.power is not None:
            self.chips[s] -= 1
            w.answers[s] = ("chip", act.power)
            ev.append({"type": act.verb, "seat": s, "power": act.power, "chips": self.chips[s],
                       "v": self._voice()})
        elif act.card is None:  # left to fate: for a shot, the cover Coyote finds
            card = self._deal_card(f"seat {s}")
            w.answers[s] = ("card", card)
            ev.append({"type": "cover" if w.kind is WindowKind.COVER else "fate", "seat": s,
                       "card": card})
        else:
            card = self._card_of(s, act.card)
            self.used[s][card] = "down"  # shown when everyone has answered
            w.answers[s] = ("card", card)
            ev.append({"type": act.verb, "seat": s, "v": self._voice()})
        if self.to_act():
            return ev
        self.pending = None
        return ev + self._resolve(w.actor, w.shape, w.how, w.answers)

    # ----- contests ------------------------------------------------------------------------
    def _folk_card(self) -> tuple[str, list[str]]:
        """The card Coyote turns for a town person (the better of two when the town is angry)."""
        turned = [self._deal_card("folk")]
        if self.mood >= UNFRIENDLY:
            turned.append(self._deal_card("folk"))
        return max(turned, key=C.card_key), turned

    def _contest(self, a: int, how_a: tuple, b: int | None, how_b: tuple) -> tuple[int, list]:
        """+1 when side a wins, -1 when side b wins, 0 for a draw; with events."""
        ev: list[Event] = []
        if how_a[0] == "chip" and how_b[0] == "chip":
            if self.beat == BEATS and b is not None:
                hands = {a: self.hands[a], b: self.hands[b]}
                best = C.best_hand(hands)
                self.shown += [{"for": f"seat {k}", "hand": list(v)} for k, v in hands.items()]
                ev.append({"type": "showhands", "hands": {str(k): v for k, v in hands.items()},
                           "names": {str(k): C.hand_name(v) for k, v in hands.items()},
                           "winner": best})
                return (1 if best == a else -1), ev
            ev.append({"type": "stalemate", "seats": [a] + ([b] if b is not None else [])})
            # two powers spent for nothing still shake the town: the mood turns and both
            # gods draw the posse's eye, so a run of stalemates is no longer free
            if b is not None:
                self.heat[b] += 1
            return 0, ev + self._stir(a, 1, 1)
        if how_a[0] == "chip":
            return 1, ev
        if how_b[0] == "chip":
            return -1, ev
        va, vb = C.value(how_a[1]), C.value(how_b[1])
        return (va > vb) - (va < vb), ev

    def _stir(self, s: int, mood: int, heat: int) -> list[Event]:
        before = self.mood
        self.mood = min(MOOD_MAX, self.mood + mood)
        self.heat[s] += heat
        if self.mood != before:
            return [{"type": "mood", "mood": self.mood, "was": before}]
        return []

    def _wound(self, s: int, by: Any) -> list[Event]:
        self.wounds[s] += 1
        ev: list[Event] = [{"type": "wound", "seat": s, "by": by, "wounds": self.wounds[s],
                            "v": self._voice()}]
        if self.wounds[s] >= self.max_wounds(s):
            self.out[s] = True
            for t in self.holds[s]:
                self.lying[t] = self.pos[s]
            ev.append({"type": "knocked-out", "seat": s, "dropped": list(self.holds[s]),
                       "v": self._voice()})
            self.holds[s] = []
            if not self.alive():
                self.over = "all-out"
                ev.append({"type": "empty", "v": self._voice()})
                ev.append(self._reveal())
        return ev

    def _resolve(self, s: int, shape: Shape, how: How, answers: dict) -> list[Event]:
        verb = shape.verb
        ev: list[Event] = []
        for t, (kind, *rest) in [(s, how), *answers.items()]:  # the cards turn face up
            if kind == "card" and rest[0] in self.used[t]:
                self.used[t][rest[0]] = "up"
        # a raise meets any chip thrown against it, unless the action settles its own
        # contest: a ritual (``_ritual_stopped``) or an attack its target answers
        answered = verb in ("unlock", "claim") or (
            verb in ("fight", "shoot") and isinstance(shape.target, int)
            and (verb == "fight" or self.has(shape.target, RANGED)))
        if how[0] == "chip" and not answered:
            # every chip thrown against it counts, in seat order whatever order the answers
            # came in: the raise stands only if it gets past each of them
            for t in sorted(t for t, a in answers.items() if a[0] == "chip"):
                result, more = self._contest(s, how, t, ("chip", ""))
                ev += more
                if result <= 0:
                    ev.append({"type": "thwarted", "seat": s, "action": str(shape),
                               "by": t, "v": self._voice()})
                    return ev + self._done()
            ok = True
        else:
            ok = None  # each verb judges its own card
        ev += self.CARRY_OUT[verb](self, s, shape, how, answers, ok)
        return ev + self._done()

    def _done(self) -> list[Event]:
        if self.pending or self.dealer_due or self.over:
            return []
        self._next_turn()
        return []

    # ----- the actions ---------------------------------------------------------------------
    def _do_move(self, s, shape, how, answers, ok) -> list[Event]:
        dest = shape.target
        ev: list[Event] = trickster.stormbound(self, s, how)
        if ev:  # a dust storm, and too low a card to get anywhere
            return ev
        foes = [f for f in self.folk_at(self.pos[s]) if s in self.folk[f]["hostile"]]
        if foes and not ok:
            folk_card, turned = self._folk_card()
            result, _ = self._contest(s, how, None, ("card", folk_card))
            ev.append({"type": "escape", "seat": s, "card": how[1], "folk": foes[0],
                       "against": folk_card, "turned": turned, "result": result,
                       "v": self._voice()})
            if result < 0:
                return ev + self._wound(s, foes[0])
            if result == 0:
                return ev
        src = self.pos[s]
        self.pos[s] = dest
        ev.append({"type": "move", "seat": s, "from": src, "to": dest,
                   "card": how[1] if how[0] == "card" else None, "v": self._voice()})
        return ev

    def _do_search(self, s, shape, how, answers, ok) -> list[Event]:
        card = how[1] if how[0] == "card" else None
        if not ok and not self.carries(s, needs.SEARCH, card):
            self.searches.append({"seat": s, "place": self.pos[s], "round": self.round,
                                  "ok": False})
            return [{"type": "search", "seat": s, "place": self.pos[s], "card": card,
                     "ok": False, "v": self._voice()}]
        here = self.pos[s]
        found: dict[str, Any] = {}
        cleared: dict[str, list[str]] = {}  # what the searcher now knows is not real
        if self.door == here:
            found["door"] = here
        else:
            self.know[s]["door"] = [p for p in self.know[s]["door"] if p != here]
        for kind, real in (("key", self.key), ("lantern", self.lantern)):
            holder_kind, holder, place = self.where(real)
            if place == here:
                found[kind] = {"thing": real, "by": holder_kind, "holder": holder}
            else:
                gone = {t for t in self.things_at(here) if THINGS[t].kind == kind}
                cleared[kind] = sorted(gone)
                self.know[s][kind] = [t for t in self.know[s][kind] if t not in gone]
        for kind in found:
            self.know[s][kind] = [found[kind] if kind == "door" else found[kind]["thing"]]
            if kind not in self.discovered:
                self.discovered.append(kind)
        self.whispers[s].append({"search": here, "found": found, "cleared": cleared,
                                 "round": self.round})
        self.searches.append({"seat": s, "place": here, "round": self.round, "ok": True})
        return [{"type": "search", "seat": s, "place": here, "card": card, "ok": True,
                 "v": self._voice()},
                {"type": "whisper", "seat": s, "audience": [s], "place": here, "found": found,
                 "v": self._voice()}]

    def _do_take(self, s, shape, how, answers, ok) -> list[Event]:
        thing = shape.target
        kind, holder, _ = self.where(thing)
        card = how[1] if how[0] == "card" else None
        if kind == "folk":  # snatched from a town person: difficult, and noticed
            if not ok and not self.carries(s, needs.SNATCH, card):
                ev = [{"type": "snatch", "seat": s, "folk": holder, "thing": thing,
                       "card": card, "ok": False, "v": self._voice()}]
                self._anger(s, holder)
                return ev + self._stir(s, 1, 1)
            self.folk[holder]["holds"].remove(thing)
            self.holds[s].append(thing)
            return [{"type": "snatch", "seat": s, "folk": holder, "thing": thing, "card": card,
                     "ok": True, "v": self._voice()}] + self._stir(s, 1, 1)
        del self.lying[thing]
        self.holds[s].append(thing)
        return [{"type": "take", "seat": s, "thing": thing, "place": self.pos[s], "card": card,
                 "v": self._voice()}]

    def _anger(self, s: int, folk: str) -> None:
        if not self.has(s, WELCOME) and s not in self.folk[folk]["hostile"]:
            self.folk[folk]["hostile"].append(s)

    def _do_talk(self, s, shape, how, answers, ok) -> list[Event]:
        folk, topic = shape.target, shape.topic
        if topic == "rumour":  # a fact made up, for the others to weigh
            return trickster.do_rumour(self, s, shape, how)
        card = how[1] if how[0] == "card" else None
        base = {"type": "talk", "seat": s, "folk": folk, "topic": topic, "card": card,
                "v": self._voice()}
        if topic == "learn":
            more = 1 if self.has(s, GOSSIP) else 0
            paid = trickster.favour_fact(self, s, folk, more)
            more += len(paid)
            if self._false_candidates(s):
                self.dealer_due = DealerDue.clue(s, folk, more)
            return [base | {"ok": True}] + paid
        if topic == "calm":
            return [base | {"ok": True}] + self._calm(trickster.calming(self)) \
                + trickster.earn_favour(self, s, folk)
        thing = shape.thing
        if topic == "buy":
            paid = not self.has(s, TRADE) and how[0] == "card"
            if paid:
                self.chips[s] -= 1
            self.folk[folk]["holds"].remove(thing)
            self.holds[s].append(thing)
            return [base | {"ok": True, "thing": thing, "paid": paid, "chips": self.chips[s]}] \
                + trickster.earn_favour(self, s, folk)
        # fool: difficult unless cunning, or a favour owed
        won = ok or self.carries(s, needs.FOOL, card)
        favour = [] if won else trickster.call_favour(self, s, folk, "fool")
        if won or favour:
            self.folk[folk]["holds"].remove(thing)
            self.holds[s].append(thing)
            return [base | {"ok": True, "thing": thing}] + favour
        ev = [base | {"ok": False, "thing": thing}]
        if not self.has(s, WELCOME):
            self._anger(s, folk)
            ev += self._stir(s, 1, 1)
        return ev

    def _do_fight(self, s, shape, how, answers, ok) -> list[Event]:
        return self._attack(s, shape, how, answers, ok, gun=False)

    def _do_shoot(self, s, shape, how, answers, ok) -> list[Event]:
        return self._attack(s, shape, how, answers, ok, gun=True)

    def _attack(self, s, shape, how, answers, ok, gun: bool) -> list[Event]:
        target = shape.target
        ev: list[Event] = []
        if not isinstance(target, int):  # a town person: Coyote turns its card
            folk = target
            if ok:
                result, folk_card, turned = 1, None, []
            else:
                folk_card, turned = self._folk_card()
                result, _ = self._contest(s, how, None, ("card", folk_card))
            ev.append({"type": "brawl" if not gun else "gunfire", "seat": s, "folk": folk,
                       "card": how[1] if how[0] == "card" else None, "against": folk_card,
                       "turned": turned, "result": result, "v": self._voice()})
            if result > 0:
                self.folk[folk]["down"] = True
                dropped = list(self.folk[folk]["holds"])
                self.folk[folk]["holds"] = []
                for t in dropped:
                    if gun:  # a gun harms but cannot take: it falls where the person fell
                        self.lying[t] = FOLK[folk].place
                    else:
                        self.holds[s].append(t)
                ev.append({"type": "falls", "folk": folk, "by": s, "things": dropped,
                           "taken": not gun, "v": self._voice()})
                return ev + self._stir(s, 2 + gun, 2 + gun)
            if s not in self.folk[folk]["hostile"]:  # a fight always makes an enemy
                self.folk[folk]["hostile"].append(s)
            ev += self._stir(s, 1 + gun, 1 + gun)
            if result < 0 and not gun:  # town folk carry no guns: a shot is not answered
                ev += self._wound(s, folk)
            return ev
        t = target
        answer = answers.get(t)
        if ok:  # a raise already won against the target's chip
            answer = ("none", None)
        elif answer is None:
            # an unarmed target of a shot: Coyote turns a card for cover
            cover = self._deal_card(f"seat {t}")
            answer = ("card", cover)
            ev.append({"type": "cover", "seat": t, "card": cover})
        if answer[0] == "cower":
            ev.append({"type": "clash", "seat": s, "target": t, "gun": gun, "result": 0,
                       "cowered": True, "v": self._voice()})
            if not gun and self.holds[t]:  # fleeing a fist fight leaves a thing behind
                self.pending = Window.seizure(s, t)
            return ev + self._stir(s, 1, 1)
        for a, b in ((s, t), (t, s)):
            if b not in self.fighting[a]:
                self.fighting[a].append(b)
        result, more = self._contest(s, how, t, answer)
        ev += more
        ev.append({"type": "clash", "seat": s, "target": t, "gun": gun, "result": result,
                   "card": how[1] if how[0] == "card" else None,
                   "against": answer[1] if answer[0] == "card" else None, "v": self._voice()})
        ev += self._stir(s, 1 + gun, 1 + gun)
        if result == 0:
            return ev
        winner, loser = (s, t) if result > 0 else (t, s)
        if gun and winner == t and not self.has(t, RANGED):
            return ev  # an unarmed target only gets away
        ev += self._wound(loser, winner)
        close = not gun and self.pos[winner] == self.pos[loser]
        if close and not self.out[loser] and self.holds[loser] and not self.out[winner]:
            self.pending = Window.seizure(winner, loser)
        return ev

    def _do_heal(self, s, shape, how, answers, ok) -> list[Event]:
        t = shape.target
        card = how[1] if how[0] == "card" else None
        good = ok or self.carries(s, needs.HEAL, card)
        if good:
            self.wounds[t] = max(0, self.wounds[t] - 1)
        return [{"type": "heal", "seat": s, "target": t, "card": card, "ok": bool(good),
                 "wounds": self.wounds[t], "v": self._voice()}]

    def _ritual_stopped(self, s: int, how: How, answers: dict) -> tuple[bool, list[Event]]:
        """An Unlock or Claim: a town person at odds with the actor, or a player fighting
        the actor this round, who beats the actor's card stops it."""
        ev: list[Event] = []
        stopped = False
        for f in self.folk_at(self.pos[s]):
            if s not in self.folk[f]["hostile"]:
                continue
            folk_card, turned = self._folk_card()
            result, _ = self._contest(s, how, None, ("card", folk_card))
            ev.append({"type": "interrupted" if result <= 0 else "shrugged", "seat": s,
                       "folk": f, "against": folk_card, "turned": turned, "result": result,
                       "v": self._voice()})
            if result <= 0:
                return True, ev + (self._wound(s, f) if result < 0 else [])
        for t, a in sorted(answers.items()):
            if a[0] == "allow":
                continue
            result, more = self._contest(s, how, t, a)
            ev += more
            ev.append({"type": "interrupted" if result <= 0 else "shrugged", "seat": s,
                       "by": t, "result": result, "v": self._voice()})
            # before the Showdown only a chip can oppose a ritual, and nobody is hurt by it
            if result < 0:
                stopped = True
                ev += self._wound(s, t) if self.showdown else []
            elif result == 0:
                stopped = True
            elif self.showdown:
                ev += self._wound(t, s)
            if self.out[s]:
                break
        return stopped, ev

    def _do_unlock(self, s, shape, how, answers, ok) -> list[Event]:
        stopped, ev = self._ritual_stopped(s, how, answers)
        if stopped or self.out[s]:
            return ev
        used = sorted(self.holds[s])
        good = self.pos[s] == self.door and self.key in used and self.lantern in used
        ev.append({"type": "unlock", "seat": s, "place": self.pos[s], "things": used,
                   "ok": good, "v": self._voice()})
        if good:
            self.unlocked = self.pos[s]
            self.discovered = list(KINDS)
            for k in range(self.num_seats):
                self.know[k]["door"] = [self.door]
                for kind in ("key", "lantern"):
                    narrowed = [t for t in self.know[k][kind] if t in used]
                    self.know[k][kind] = narrowed or [t for t in used if THINGS[t].kind == kind]
        else:
            self.failed_rituals.append({"seat": s, "place": self.pos[s], "things": used})
        return ev

    def _do_claim(self, s, shape, how, answers, ok) -> list[Event]:
        stopped, ev = self._ritual_stopped(s, how, answers)
        if stopped or self.out[s]:
            return ev
        good = self.key in self.holds[s] and self.lantern in self.holds[s]
        ev.append({"type": "claim", "seat": s, "ok": good, "v": self._voice()})
        if good:
            self.winner = s
            self.over = "claimed"
            ev.append(self._reveal())
        return ev

    CARRY_OUT: dict[str, Callable[..., list[Event]]] = {
        "move": _do_move, "search": _do_search, "take": _do_take, "talk": _do_talk,
        "fight": _do_fight, "shoot": _do_shoot, "heal": _do_heal, "unlock": _do_unlock,
        "claim": _do_claim,
    }
    """What each verb of a beat does once it stands (a pass does nothing)."""

    # ----- order within a round --------------------------------------------------------------
    def _settle(self) -> None:
        """Point at the next seat able to act, or end the round."""
        while True:
            if self.over or self.dealer_due or self.pending:
                return
            while self.idx < len(self.order):
                s = self.order[self.idx]
                if not self.out[s] and not self.folded[s] and self.unplayed(s):
                    return
                self.idx += 1
            if self.beat < BEATS and any(not self.out[s] and not self.folded[s]
                                         and self.unplayed(s) for s in self.order):
                self.beat += 1
                self.idx = 0
                continue
            self.order = []
            self.dealer_due = DealerDue(Duty.TOWN)
            return

    def _next_turn(self) -> None:
        self.idx += 1
        self._settle()

    # ----- views ---------------------------------------------------------------------------
    def _public(self) -> dict[str, Any]:
        n = self.num_seats
        return {
            "phase": self.phase.value, "round": self.round, "hours": self.hours,
            "hour": self.hour() if self.round else None, "beat": self.beat,
            "first": self.first, "mood": self.mood, "mood_word": MOOD_WORDS[self.mood],
            "showdown": self.showdown, "unlocked": self.unlocked,
            "turn": self.order[self.idx] if self.phase is Phase.PLAY and self.order
            and not self.pending and not self.dealer_due and self.idx < len(self.order) else None,
            "draws": {str(s): c for s, c in self.draws.items()},
            "picks": [[s, k] for s, k in self.picks], "pick_index": self.pick_i,
            "offers": [[list(o) for o in offs] for offs in self.offers],
            "characters": [{**self.chars[s], "powers": self.powers(s),
                            "place": self.pos[s], "mounted": self.mounted[s],
                            "chips": self.chips[s], "wounds": self.wounds[s],
                            "max_wounds": self.max_wounds(s), "out": self.out[s],
                            "folded": self.folded[s], "heat": self.heat[s],
                            "holds": list(self.holds[s]),
                            "fighting": list(self.fighting[s]),
                            "played": [c if f == "up" else None for c, f in self.used[s].items()],
                            "cards_left": len(self.unplayed(s))} for s in range(n)],
            "folk": {f: {"place": FOLK[f].place, "down": st["down"], "holds": list(st["holds"]),
                         "hostile": list(st["hostile"])} for f, st in self.folk.items()},
            "lying": dict(sorted(self.lying.items())),
            "window": (self.pending.public(self.used[self.pending.actor])
                       if self.pending else None),
            "failed_rituals": [dict(r) for r in self.failed_rituals],
            "searches": [dict(x) for x in self.searches],
            **trickster.public(self),
            "shown": [dict(x) for x in self.shown],
            "over": self.over, "winner": self.winner,
            "secrets": ({"door": self.door, "key": self.key, "lantern": self.lantern}
                        if self.over else None),
        }

    def observation(self, seat: int) -> Observation:
        obs = self._public()
        if seat == DEALER:
            obs.update(seat=DEALER, hands=[list(h) for h in self.hands],
                       secrets={"door": self.door, "key": self.key, "lantern": self.lantern},
                       knowledge=[{k: list(v) for k, v in kn.items()} for kn in self.know],
                       discovered=list(self.discovered),
                       due=self.dealer_due.public() if self.dealer_due else None)
            return obs
        obs.update(seat=seat, hand=list(self.hands[seat]),
                   unplayed=self.unplayed(seat),
                   down=[c for c, f in self.used[seat].items() if f == "down"],
                   knowledge={k: list(v) for k, v in self.know[seat].items()},
                   whispers=[dict(w) for w in self.whispers[seat]])
        return obs

    def public_observation(self) -> Observation:
        obs = self._public()
        obs.update(seat=None, hand=None, unplayed=None, down=None, knowledge=None,
                   whispers=None)
        return obs

    def resample(self, seat: int, rng: random.Random) -> Game:
        g = self.clone()
        if seat == DEALER or self.over or self.phase is not Phase.PLAY:
            return g
        kn = self.know[seat]
        g.door = rng.choice(kn["door"])
        g.key = rng.choice(kn["key"])
        g.lantern = rng.choice(kn["lantern"])
        truth = {"door": g.door, "key": g.key, "lantern": g.lantern}
        for s in range(self.num_seats):
            if s != seat:
                for k in KINDS:
                    if truth[k] not in g.know[s][k]:
                        g.know[s][k].append(truth[k])
        # other seats' unseen cards and the pack are redrawn from what this seat has not seen
        seen = set(self.hands[seat])
        for s in range(self.num_seats):
            seen |= {c for c, f in self.used[s].items() if f == "up"}
        hidden_slots = []
        for s in range(self.num_seats):
            if s == seat:
                continue
            for i, c in enumerate(g.hands[s]):
                if self.used[s].get(c) != "up":
                    hidden_slots.append((s, i))
        pool = [c for c in C.deck() if c not in seen]
        rng.shuffle(pool)
        swap: dict[int, dict[str, str]] = {s: {} for s in range(self.num_seats)}
        for (s, i) in hidden_slots:
            old = g.hands[s][i]
            g.hands[s][i] = swap[s][old] = pool.pop()
        for s, changed in swap.items():  # keep the order cards were played in
            g.used[s] = {changed.get(c, c): f for c, f in g.used[s].items()}
        g.pack = pool
        return g

    def seat_label(self, seat: int) -> str:
        if seat == DEALER:
            return "Coyote"
        name = self.chars[seat]["name"] if 0 <= seat < self.num_seats else None
        return name or f"seat {seat}"
