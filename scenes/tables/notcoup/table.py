"""The NotCoup table: claims, challenges and counters round an oval table.

The engine owns the chain (``game.notcoup.rules``); this scene only draws
observations and plays the events, as the seat on screen may see them, one
after another: the cards dealt at the start, counters sliding between a seat and
the pile (or seat to seat for a Jack) as pymunk bodies, a challenged card turned
face up in the middle and shuffled back into the stock while a new one arrives,
a lost card turned face up in front of its owner, the Ace's two cards drawn (faces
for their owner only; the others see two backs arrive and two leave).

What is drawn lags the engine on purpose: ``view`` is updated piece by piece as
the animation reaches each event and refreshed from the engine at the end. The
table wires its parts: each event's handler (``EVENT_HANDLERS``) queues steps on the
``Stage`` (``stage``; the Transformer's on its plug-in, ``transformer_anim``), which
move what ``NotCoupAnim`` (``anim_state``) holds; ``NotCoupView`` (``look``) draws the
observation and that state; ``Controls`` (``controls``) offers the human's choices.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.notcoup.narrate import (
    a_card,
    and_list,
    card_title,
    denial_challenged,
    graverobbing,
    narrate,
    team_name,
)
from scenes import sound
from scenes.anim import Animator, Wait
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables.drawing import Layers
from scenes.tables.notcoup.anim_state import NotCoupAnim, TeamFlip
from scenes.tables.notcoup.controls import Controls
from scenes.tables.notcoup.layout import CHAIN_RECT, LOG_RECT
from scenes.tables.notcoup.stage import DAMPING, FLY, Stage
from scenes.tables.notcoup.story import (
    answer_word,
    chain_so_far,
    settled,
    telling_order,
)
from scenes.tables.notcoup.transformer_anim import TransformerMoves
from scenes.tables.notcoup.view import NotCoupView

SWITCH_TIME = 0.8  # a team card turning over to the other team

#: every event the engine emits (game.notcoup rules, alternates, transformer; "answered"
#: is how an answer looks to the others): each has its handler, ``_ev_<type>``
EVENT_TYPES = ("declare", "pay", "buyout", "window", "answer", "answered", "answers",
               "challenge", "reveal", "replace", "admit", "counter", "lose", "zombie", "out",
               "gain", "refund", "denial", "switch", "fails", "blocked", "strike", "draw",
               "return", "turn", "win",
               # the Transformer's
               "transform", "draft", "front", "unmark", "fuse", "toll", "gift", "choose",
               "round_claims", "graves", "survive", "aside", "take", "give")


class NotCoupTable(TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "bidding"
    SNAPSHOT_STATES = ("start", "claim", "reveal", "counter", "lose", "exchange", "teams",
                       "heist", "draft", "transformer")
    #: event type -> the method that animates it (None: silent on purpose)
    EVENT_HANDLERS: dict[str, str | None] = {t: f"_ev_{t}" for t in EVENT_TYPES}

    def __init__(self, app: Any, match: Any) -> None:
        self._timer_shown: int | None = None  # the response timer's figure last drawn
        self.view: dict | None = None  # the observation on screen (set once seated)
        self.layers = Layers()
        self.deco = Animator(app)       # speech bubbles: the driver does not wait for them
        self.world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.4, friction=0.6)
        self.anim_state = NotCoupAnim()
        super().__init__(app, match)
        self.view = self.observe()
        tf = self.view.get("transformer") is not None
        self.look = NotCoupView(self, self.anim_state, self.layers, tf)
        self.stage = Stage(self)
        if tf:
            self.stage.tf = TransformerMoves(self.stage)
        self.controls = Controls(self, tf)
        if self.game.history and self.view.get("chain") is not None:
            names = [self.seat_name(s) for s in range(len(self.match.seats))]
            untold = max(0, len(self.game.history) - self.LOG_REBUILD_MOVES)
            lines = chain_so_far(self.match, names, self.privacy.log_seat, untold)
            if lines is not None:
                self.anim_state.chain_lines = lines
        self.play_opening()

    def play_opening(self) -> bool:
        if self.game.history:
            return False
        self.stage.deal()
        return True

    # ----- what the viewer may see (for the privacy tests) -----------------------------------
    def visible_faces(self) -> dict[int, list[str]]:
        """Every hidden card whose face the frame shows, by seat: hands and cards in
        flight to or from a hand (lost and proven cards are public and left out)."""
        out: dict[int, list[str]] = {}
        for s in range(self.view["num_seats"]):
            faces = [f for f in self.look.hand_faces(s) if f is not None]
            if faces:
                out[s] = faces
        for f in self.anim_state.flights:
            if f.private and f.face is not None:
                out.setdefault(f.seat, []).append(f.face)
        return out

    # ----- events -> animation ---------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self._play_events(telling_order(settled(events)), seat, action)

    def _ev_declare(self, e: dict) -> None:
        self._queue(self.anim_state.chain_lines.clear)  # a new claim: a new chain
        title = self.stage.title(e["action"])
        aim = f" → {self.seat_name(e['target'])}" if e.get("target") is not None else ""
        text = f"{title}{aim}" + ("?" if e.get("claim") else "")
        if e.get("denies"):  # Steal: the claim is to hold no such card
            text = f"{title}: no {card_title(e['denies'])}?"

        def on() -> None:
            self.view["actor"] = e["seat"]
            sound.play("bid")  # an action announced, like a bid at the bidding tables
            self.stage.bubble(e["seat"], text)
        self._queue(on, Wait(0.5))
        self.stage.chain_line(e)

    def _ev_pay(self, e: dict) -> None:
        # Heist: a crime's cost goes to the bank, a gift (Friendly Joker) to its target,
        # every other cost to the pile
        self._queue(*self.stage.slide(e["seat"], _where(e.get("to"), e.get("target")),
                                      e["amount"]))
        self.stage.chain_line(e)

    def _ev_buyout(self, e: dict) -> None:
        self._queue(*self.stage.slide(e["seat"], None, e["amount"]))  # the Buyout's 5

    def _ev_window(self, e: dict) -> None:
        self._queue(self.refresh)  # who may answer shows in the chain panel
        self.stage.chain_line(e)

    def _ev_answer(self, e: dict) -> None:
        # only the answering seat sees what it answered
        self._queue(lambda: self.stage.bubble(e["seat"], e["answer"].capitalize(), 1.0))

    def _ev_answered(self, e: dict) -> None:
        self._queue(lambda: self.stage.bubble(e["seat"], "answered", 1.0))

    def _ev_answers(self, e: dict) -> None:
        def on() -> None:
            # the window closes: everyone has answered, and the answers are public
            self.view["answered"] = sorted(s for s, _ in e["answers"])
            self.view["to_act"] = []
            for s, a in e["answers"]:
                self.stage.bubble(s, answer_word(a), 1.4)
        self._queue(on, Wait(0.6))
        self.stage.chain_line(e)

    def _ev_challenge(self, e: dict) -> None:
        text = (f"{self.seat_name(e['seat'])} challenges {self.seat_name(e['claimant'])}'s "
                f"{card_title(e['card'])}!")
        if denial_challenged(e):
            text = (f"{self.seat_name(e['seat'])} challenges: does "
                    f"{self.seat_name(e['claimant'])} hold {a_card(e['card'])}?")
        self._queue(lambda: self.view.update(phase="prove", to_act=[e["claimant"]]))
        self.stage.announce(text, "verdict", 1.6, 0.8, "challenge")
        self.stage.chain_line(e)

    def _ev_reveal(self, e: dict) -> None:
        self.stage.reveal(e)  # its line is told while the card is up

    def _ev_replace(self, e: dict) -> None:
        card = e.get("card")
        face = card if card is not None and not e.get("private") else None

        def go() -> None:
            sound.play("card_deal")
            self.stage.to_hand(e["seat"], face)
        self._queue(go, Wait(FLY))

    def _ev_admit(self, e: dict) -> None:
        text = f"{self.seat_name(e['seat'])} admits: no {card_title(e['card'])}"
        self._queue(lambda: (sound.play("caught"), self.stage.bubble(e["seat"], "Bluff!")),
                    lambda: self.stage.banner(text, "bad", 1.6), Wait(0.8))
        self.stage.chain_line(e)

    def _ev_counter(self, e: dict) -> None:
        text = f"{card_title(e['card'])} blocks!"
        self._queue(lambda: (sound.play("block"), self.stage.bubble(e["seat"], text)),
                    Wait(0.5))
        self.stage.chain_line(e)

    def _ev_lose(self, e: dict) -> None:
        seat, card = e["seat"], e["card"]
        tf = self.stage.tf
        if tf is not None:
            tf.a.surviving.discard(seat)
        if tf is not None and tf.a.held_up == (seat, card):  # a Survivor's card: no Queen
            tf.lay_down(seat, card)
        else:
            self.stage.lose(seat, card)
        self.stage.chain_line(e)

    def _ev_zombie(self, e: dict) -> None:
        seat = e["seat"]
        self._queue(lambda: self.stage.banner(
            f"{self.seat_name(seat)} plays on as a zombie", "bad", 1.6))

    def _ev_out(self, e: dict) -> None:
        seat = e["seat"]
        back = e.get("points", 0)
        grave = graverobbing(self.view)
        if grave:
            self.anim_state.tf.grave_seats.append(seat)

        def gather() -> None:
            # a Marker Jack's points it played or carried leave with the rest of its
            # points; a fuse in front of it goes back to the pile
            front = self.view.get("front") or []
            held = [m for m in front if m["kind"] in ("mark", "stake")
                    and seat in (m["seat"], m.get("by"))]
            for m in held + [m for m in front if m["kind"] == "slow" and m["seat"] == seat]:
                front.remove(m)
            self.view["points"][seat] += len(held)
        self._queue(lambda: self.stage.banner(f"{self.seat_name(seat)} is out of the game",
                                              "bad", 1.6),
                    gather, *self.stage.slide(seat, ("grave",) if grave else None, back),
                    lambda: self.view["out"].__setitem__(seat, True))
        self.stage.chain_line(e)

    def _ev_gain(self, e: dict) -> None:
        self._queue(*self.stage.slide(e.get("from"), e["seat"], e["amount"]))
        self.stage.chain_line(e)

    def _ev_refund(self, e: dict) -> None:
        # a refund comes back from where the cost went, as the event names it
        self._queue(*self.stage.slide(_where(e.get("from"), e.get("target")), e["seat"],
                                      e["amount"]))
        self.stage.chain_line(e)

    def _ev_denial(self, e: dict) -> None:
        """Heist: the engine tells whether the challenged stealer holds the card; no
        card is shown."""
        who, card = self.seat_name(e["seat"]), card_title(e["card"])
        steal = self.stage.title("steal")
        if e["holds"]:
            text, tone, word = f"{who} holds {a_card(e['card'])}: the {steal} fails", "bad", \
                f"{card}!"
        else:
            text, tone, word = f"{who} holds no {card}: the {steal} stands", "good", \
                f"No {card}"
        self._queue(lambda: self.stage.bubble(e["seat"], word))
        self.stage.announce(text, tone, 1.8, 0.9)
        self.stage.chain_line(e)

    def _ev_switch(self, e: dict) -> None:
        """Snake nest: the target's team card turns over to its new team."""
        target, team = e["target"], e["team"]
        text = (f"{self.seat_name(e['seat'])} moves {self.seat_name(target)} to team "
                f"{team_name(team)}")

        def turn() -> None:
            tw = self._tween(SWITCH_TIME)
            self.anim_state.team_flips[target] = TeamFlip(1 - team, team, tw)
            self.events.anim.add(tw)
            self.stage.banner(text, "verdict", 1.8)

        def done() -> None:
            self.anim_state.team_flips.pop(target, None)
            if self.view.get("teams"):
                self.view["teams"][target] = team
        self._queue(turn, Wait(SWITCH_TIME), done)
        self.stage.chain_line(e)

    def _ev_fails(self, e: dict) -> None:
        text = f"{self.seat_name(e['seat'])}'s {self.stage.title(e['action'])} does not happen"
        if e.get("why") == "nobody paid":  # the Teamwork Joker found no helper
            text += ": nobody paid"
        self.stage.announce(text, "bad", 1.4, 0.5)
        self.stage.chain_line(e)

    def _ev_blocked(self, e: dict) -> None:
        text = (f"{self.seat_name(e['by'])}'s {card_title(e['card'])} blocks "
                f"{self.seat_name(e['seat'])}'s {self.stage.title(e['action'])}")
        if e.get("only"):  # an action on everyone, blocked by one seat for itself (the
            # event's card is the first that blocks it, not the one claimed: not named)
            text = (f"{self.seat_name(e['by'])}'s block stands: spared from "
                    f"{self.stage.title(e['action'])}")
        self.stage.announce(text, "verdict", 1.6, 0.6, "block")
        self.stage.chain_line(e)

    def _ev_strike(self, e: dict) -> None:
        self.stage.announce(f"{self.seat_name(e['target'])} must lose a card", "bad", 1.4, 0.4)
        self.stage.chain_line(e)

    def _ev_draw(self, e: dict) -> None:
        cards = e.get("cards")
        n = e.get("count", len(cards or []))
        self.stage.draw(e["seat"], [cards[j] if cards else None for j in range(n)])
        self.stage.chain_line(e)

    def _ev_return(self, e: dict) -> None:
        self.stage.give_back(e["seat"], e.get("cards") or [None] * e.get("count", 0))
        self.stage.chain_line(e)

    def _ev_turn(self, e: dict) -> None:
        self._queue(lambda: self.view.__setitem__("actor", e["seat"]))
        if e.get("again"):  # the Fancy King's second action
            self.stage.announce(f"{self.seat_name(e['seat'])} takes a second action", "verdict",
                                1.4, 0.4)
        elif self.view.get("phase") == "draft":  # the draft is over: play begins
            self.stage.announce(f"Play begins: {self.seat_name(e['seat'])}'s turn", "good", 1.6,
                                0.6)

    def _ev_win(self, e: dict) -> None:
        seats = e.get("seats") or [e["seat"]]
        names = [self.seat_name(s) for s in seats]
        if e.get("team") is not None:  # Co-op: the team wins, its members out or not
            text = f"Team {team_name(e['team'])} wins: {and_list(names)}"
        else:
            text = f"{names[0]} wins the game!"
        self.stage.announce(text, "good", 3.0, 1.5, "win")
        self.stage.chain_line(e)

    # ----- the Transformer's events (its moves: transformer_anim) --------------------------
    def _ev_transform(self, e: dict) -> None:
        self.stage.tf.transform(e)
        self.stage.chain_line(e)

    def _ev_draft(self, e: dict) -> None:
        self.stage.tf.draft(e)

    def _ev_front(self, e: dict) -> None:
        self.stage.tf.front(e)
        self.stage.chain_line(e)

    def _ev_unmark(self, e: dict) -> None:
        self.stage.tf.unmark(e)
        self.stage.chain_line(e)

    def _ev_fuse(self, e: dict) -> None:
        self.stage.tf.fuse(e)
        self.stage.chain_line(e)

    def _ev_toll(self, e: dict) -> None:
        self.stage.tf.toll(e)
        self.stage.chain_line(e)

    def _ev_gift(self, e: dict) -> None:
        self.stage.tf.gift(e)
        self.stage.chain_line(e)

    def _ev_choose(self, e: dict) -> None:
        self.stage.tf.choose(e)
        self.stage.chain_line(e)

    def _ev_round_claims(self, e: dict) -> None:
        self.stage.tf.round_claims(e)
        self.stage.chain_line(e)

    def _ev_graves(self, e: dict) -> None:
        self.stage.tf.graves(e)
        self.stage.chain_line(e)

    def _ev_survive(self, e: dict) -> None:
        self.stage.tf.survive(e)
        self.stage.chain_line(e)

    def _ev_aside(self, e: dict) -> None:
        self.stage.tf.aside(e)
        self.stage.chain_line(e)

    def _ev_take(self, e: dict) -> None:
        self.stage.tf.take(e)
        self.stage.chain_line(e)

    def _ev_give(self, e: dict) -> None:
        self.stage.tf.give(e)
        self.stage.chain_line(e)

    # ----- the frame -----------------------------------------------------------------------
    def skip_animations(self) -> None:
        super().skip_animations()
        self.anim_state.settle()
        for m in self.view.get("front") or []:
            m.pop("_air", None)
        self.stage.settle()

    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        moving = self.deco.update(dt) or moving
        phys = self.world.update(dt * self.events.speed()) if self.world.pieces else False
        sound.hits("coin", self.world.drain_hits(), LOGICAL_W)  # coins knocking coins, rim
        waiting = self.driver.thinking_seat is not None
        left = self.controls.seconds_left()
        if left is not None and left != self._timer_shown:
            self._timer_shown = left
            self.app.invalidate()  # the countdown's figure changed: one redraw a second
        return bool(moving or phys or waiting)

    def next_change(self) -> float | None:
        """A running response timer wakes the table when its figure next changes."""
        t = super().next_change()
        c = self.controls
        if c.deadline is not None and not c.waiting:
            step = max(0.0, (c.deadline - self.clock) % 1.0) or 1.0
            t = step if t is None else min(t, step)
        return t

    def draw_table(self, p: Any) -> None:
        self.look.draw(p)

    def draw_curtain(self, p: Any) -> None:
        self.look.draw_backdrop(p)

    def _draw_fast_button(self, p: Any) -> None:
        self.look.draw_fast_button(p)

    # ----- input -------------------------------------------------------------------------------
    def handle_table(self, event: Any) -> bool:
        look, c = self.look, self.controls
        if event.type == pygame.MOUSEMOTION:
            look.hover_pos = event.pos  # hover words (the legend, points in front)
        if event.type == pygame.KEYDOWN and (getattr(event, "unicode", "") or "").lower() == "t":
            c.cycle_timer()
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(self.app, "mouse_pos", None)
            if callable(mouse) and LOG_RECT.collidepoint(mouse()):
                look.words.log_scroll = max(0, look.words.log_scroll + 3 * event.y)
                self.app.invalidate()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not c.waiting:
            if c.targets():
                for s in c.targets():
                    if look.panel_rect(s).collidepoint(event.pos):
                        return c.pick_seat(s)
            for rect, what in look.draft_hits:  # the draft board's rows
                if rect.collidepoint(event.pos) and c.tf.pick_draft(what):
                    return True
            seat = self.privacy.private_seat
            if seat is not None and c.key and c.key[2] in ("lose", "exchange"):
                for i, r in enumerate(look.hand_rects(seat)):
                    if r.collidepoint(event.pos):
                        return c.pick_card(i)
        return c.handle(event)

    # ----- the game log -------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        view = self.told_view or self.view
        out: list[str] = []
        for e in events:
            line = narrate(e, names, view)
            if line:
                out.append(line)
        return out

    def win_text(self) -> str:
        """The controls strip at the end: a Co-op team by its name and players."""
        return self.look.words.team_win(self.game.public_observation()) or super().win_text()

    def results_title(self) -> str | None:
        """Co-op: the results screen names the winning team and its players."""
        return self.look.words.team_win(self.game.public_observation())

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (a proven card is held up
        in the middle)."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.skip_animations()
        self.deco.skip()
        if pending is not None:
            self.match.snapshot_pending = None
            self._apply(*pending)
            for _ in range(3000):  # play on until the proven card is up in the middle
                if self.anim_state.show is not None or not self.events.anim.busy:
                    break
                self.events.anim.update(1 / 60)
                self.world.update(1 / 60)
        else:
            self.view = self.observe()
        self.controls.update(0.0)
        self.app.invalidate()


def _where(to: Any, target: int | None) -> Any:
    """Where points went or come back from, as ``Stage.slide`` names it: the pile (None),
    the bank, or a seat (a gift's target)."""
    return "bank" if to == "bank" else target if to == "target" else None


__all__ = ["NotCoupTable", "CHAIN_RECT"]
