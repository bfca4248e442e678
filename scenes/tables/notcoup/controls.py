"""The NotCoup table's controls: the action bar and the reaction prompts.

Everything offered comes from ``legal_actions`` of the human at the screen, read
through ``core.move``: the turn's actions (claims marked as claims; a claim and a
bluff look the same), a target chosen among the legal ones only (a button per
seat, or a click on a lit seat), and the prompts of the chain: challenge or pass,
counter or pass, reveal or admit, which card to lose, which cards to return.

In pass-and-play a challenge or counter window is public: the table asks every
human in it in turn at one shared prompt (``SeatPrivacy.answerer``), with
the public observation only. An optional response timer (``Settings.response_timer``
seconds, T at the table) answers a challenge or counter prompt with the window's
default ("pass") when it runs out. Every key not listed here does nothing.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import move, moves
from game.notcoup.cards import RANKS, TITLES, rank, rank_key, with_article
from game.notcoup.narrate import purpose, team_name
from game.notcoup.notation import marked, parse
from scenes.tables.controls_base import STRIP
from scenes.tables.notcoup.action_bar import (
    CARD_KEYS,
    GAP,
    HINT_PADS,
    TIMER_CHOICES,
    action_keys,
    card_titles,
    hint_levels,
    response_timer,
    short_hint,
    target_words,
)
from scenes.tables.notcoup.strip import Strip
from scenes.tables.notcoup.transformer_controls import (
    TransformerControls,
    hint_line,
    is_swap,
    plain,
    seat_of,
    turn_specs,
)


class Controls(Strip):
    """What the human at the screen is asked, on the strip; the Transformer's moments
    are its plug-in's, ``tf`` (None while the Transformer is not played)."""

    def __init__(self, table: Any, transformer: bool = False) -> None:
        super().__init__(table)
        self.mode: str | None = None          # a targeted action waiting for its target
        # a sub-step of the moment: ("card", type) in the draft, ("marked", action),
        # ("survive",), ("give", stock index)
        self.step: tuple | None = None
        self.picks: tuple[int, ...] = ()      # exchange: indices of the hand chosen
        self._moment: tuple | None = None     # (seat, phase, legal, actions so far)
        self.tf = TransformerControls(self) if transformer else None

    # ----- what the human at the screen may do ------------------------------------------
    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None:
            return ("wait", t.driver.thinking_seat, t.busy(), t.curtain)
        g = t.game
        public = t.privacy.private_seat != seat
        # checked every frame: the engine's window names the stage without building a
        # whole observation (that waits for _build)
        stage = (g.window(seat) or {}).get("stage")
        legal = tuple(g.legal_actions(seat))
        scale = getattr(getattr(t.app, "painter", None), "scale", 1.0)
        return ("act", seat, stage, legal, self.mode, self.picks, public,
                len(g.history), scale, self.step)

    def reset(self) -> None:
        super().reset()
        self.mode, self.picks, self.step = None, (), None
        self._moment = None

    def _new_situation(self, key: tuple) -> tuple:
        moment = (key[1], key[2], key[3], key[7]) if key[0] == "act" else None
        if moment is not None and moment == self._moment:
            return key  # the same moment: a mode or a pick changed
        self._moment = moment
        self.mode, self.picks, self.step = None, (), None
        self.deadline = None
        return self.situation()

    def observation(self) -> dict:
        t = self.table
        seat = self.key[1]
        return t.game.public_observation() if self.key[6] else t.game.observation(seat)

    def _build(self, key: tuple) -> None:
        self.form.clear()
        self.buttons, self.keys = {}, {}
        self.gap = GAP
        if key[0] == "wait":
            self.prompt = ""
            self.deadline = None
            return
        _, seat, phase, legal, mode, picks, public = key[:7]
        obs = self.observation()
        build = {"turn": self._build_turn, "challenge": self._build_challenge,
                 "counter": self._build_counter, "prove": self._build_prove,
                 "lose": self._build_lose, "exchange": self._build_exchange}.get(phase)
        tf = self.tf
        if tf is not None:
            build = {"draft": tf.build_draft, "round": tf.build_round,
                     "choose": tf.build_choose}.get(phase, build)
            if self.step and self.step[0] == "marked":
                build = lambda s, o, lg: tf.build_marked(s, o, lg, self.step[1])  # noqa: E731
            elif self.step and self.step[0] == "survive":
                build = tf.build_survive
            elif phase == "exchange" and is_swap(list(legal)):
                build = tf.build_swap
        if build is not None:
            build(seat, obs, list(legal))
        if public and self.table.privacy.shared:
            self.prompt = f"{self.table.seat_name(seat)}: {self.prompt}"
        if phase in ("challenge", "counter", "round") and self.deadline is None:
            self.retime()
        self.form.focus_first()

    # ----- the turn -----------------------------------------------------------------------
    def _build_turn(self, seat: int, obs: dict, legal: list[str]) -> None:
        specs = turn_specs(obs["actions"])
        if self.mode is not None:
            self._build_targets(seat, obs, legal, self.mode)
            return
        if obs["forced"][seat]:
            fu = specs["fu"]["title"]
            self.prompt = f"{obs['points'][seat]} points: you must take {fu} (pick a target)."
        else:
            self.prompt = hint_line(obs) or (
                "Your turn: take an action. A claim says you hold that card; anyone may "
                "challenge it.")
        x = STRIP.x + 16
        letters = action_keys(specs)
        titles = [spec["title"] for spec in specs.values()]
        every = [hint_levels(spec, letters.get(name, "")) for name, spec in specs.items()]
        # the fullest hints that let every title show whole (variants add buttons)
        for level, pad in enumerate(HINT_PADS):
            hints = [h[level] for h in every]
            if self._fits(titles, 16, hints, pad):
                break
        else:
            # still too long (the Transformer's titles): a claim's button names its
            # card, and its hint the card's action ("Joker" over "Slow · -3 · X"); at the
            # last, the hints the shortest (the legend names each card's action)
            titles, hints = card_titles(specs, letters)
            if not self._fits(titles, 16, hints, pad):
                # a bar of eleven at a small window: a hint no wider than its title (the
                # key letter alone where the cost would widen the button)
                self.gap = GAP - 4
                titles = [t if specs[n]["claim"] else t.split(" ")[0]  # "More Income"
                          for t, n in zip(titles, specs, strict=True)]
                hints = [short_hint(specs[n], t, h[-1], letters.get(n, ""), self._need)
                         for t, h, n in zip(titles, every, specs, strict=True)]
        if level == len(HINT_PADS) - 1 and not obs["forced"][seat] \
                and not obs.get("extra_turn"):
            # the hints no longer say "claim": the prompt says how claims look
            self.prompt = ("Your turn: take an action. The gold buttons are claims; anyone "
                           "may challenge a claim.")
        widths = self._widths(titles, 16, hints, pad)
        for (name, spec), w, hint, title in zip(specs.items(), widths, hints, titles,
                                                strict=True):
            ok = self._legal_for(name, spec, legal)
            claims = bool(spec["claim"] or spec.get("denies"))
            x = self._add(name, x, w, title, lambda n=name: self.choose(n),
                          hint, letters.get(name), primary=claims and ok,
                          enabled=ok, size=16, fit=False)

    def why_off(self, name: str) -> None:
        """A click or key on an action that is off: the engine's reason, in its words."""
        key = self.key
        if key is None or key[0] != "act":
            return
        seat = key[1]
        spec = (self.observation().get("actions") or {}).get(name)
        action = (f"claim {name}" if spec and spec.get("claim") else name) if spec else name
        if spec and spec.get("target"):
            others = [s for s in range(self.table.game.num_seats) if s != seat]
            action += f" {others[0]}" if others else ""
        try:
            why = self.table.game.explain_illegal(seat, action)
        except Exception:  # noqa: BLE001  a reason must never cost the game
            why = ""
        if why:
            self.table.say(why[0].upper() + why[1:])

    @staticmethod
    def _legal_for(name: str, spec: dict, legal: list[str]) -> list[str]:
        """The legal forms of an action (a claim's "marked" forms included)."""
        if spec["claim"]:
            return [a for a in legal if move(a).verb == "claim" and move(a).arg == name]
        return [a for a in legal if move(a).verb == name]

    def choose(self, name: str) -> None:
        """An action button: sent at once, or, if it names a seat, ask which."""
        if self.key is None or self.key[0] != "act":
            return
        obs = self.observation()
        spec = obs["actions"][name]
        options = self._legal_for(name, spec, list(self.key[3]))
        if not options:
            return
        if spec["target"]:
            self.mode = name
            self._rebuild()  # with the targets
            return
        if spec["claim"]:
            self.claim_or_ask(plain(options[0]))  # with the marked card, or the other?
            return
        self.send(options[0])

    def targets(self) -> list[int]:
        """The seats the action being chosen may name (empty unless choosing); a
        Friendly Jack's tie lights the seats it may give to."""
        if self.key is None or self.key[0] != "act":
            return []
        if self.mode is None:
            return self.tf.share_seats() if self.tf else []
        obs = self.observation()
        spec = obs["actions"].get(self.mode)
        if spec is None:
            return []
        seats = [seat_of(a) for a in self._legal_for(self.mode, spec, list(self.key[3]))]
        return list(dict.fromkeys(s for s in seats if s is not None))

    def target_action(self, target: int) -> str | None:
        """The action naming ``target`` (its plain form: which card makes a claim is
        asked next, where a marker makes that a question)."""
        if self.mode is None or self.key is None:
            return None
        obs = self.observation()
        spec = obs["actions"][self.mode]
        for a in self._legal_for(self.mode, spec, list(self.key[3])):
            if seat_of(a) == target:
                return plain(a)
        return None

    def pick_seat(self, seat: int) -> bool:
        """A click on a seat while choosing a target (or a Friendly Jack's tie)."""
        if self.mode is None and self.tf is not None and seat in self.tf.share_seats():
            self.send(f"give {seat}")
            return True
        a = self.target_action(seat)
        if a is None:
            return False
        if move(a).verb == "claim":
            self.claim_or_ask(a)
        else:
            self.send(a)
        return True

    def marker_owner(self, obs: dict, seat: int) -> str | None:
        """Who put a marker on one of ``seat``'s cards (None: none)."""
        for m in obs.get("front") or []:
            if m["kind"] == "mark" and m["seat"] == seat:
                return self.table.seat_name(m["by"])
        return None

    def claim_or_ask(self, action: str) -> None:
        """Send a claim, or, where the seat's card carries a marker and the claim may be
        made with it, ask with which card first."""
        legal = list(self.key[3])
        if marked(action) in legal:
            self.step = ("marked", action)
            self._rebuild()
            return
        self.send(action)

    def marked_buttons(self, x: float, obs: dict, seat: int, legal: list[str],
                       action: str, text: str, key: str, hint: str = "claim") -> float:
        """A claim's button and, where the marked card may make it, a second button for
        that (a round or a counter offers both at once)."""
        owner = self.marker_owner(obs, seat) or "its owner"
        if action in legal:
            x = self._add(action, x, 180, text, lambda: self.send(action),
                          f"{hint} · {key.upper()}", key, primary=True)
        if marked(action) in legal:
            # the plain form's letter, or where it has one a letter no button has yet
            mk = key if action not in legal else next(c for c in "mnbv" if c not in self.keys)
            x = self._add(marked(action), x, 220, f"{text} (marked)",
                          lambda: self.send(marked(action)),
                          f"pay {obs['toll']} to {owner} · {mk.upper()}", mk,
                          primary=True)
        return x

    def _card_buttons(self, obs: dict, legal: list[str], verb: str, x: float, width: float,
                      label, hint, primary: str | None = None, card_keys: bool = False) -> float:
        """One button per different card in hand that ``verb`` may name (``verb king``);
        a number key picks by position in the hand (either key of a pair picks the kind),
        and with ``card_keys`` the card's letter too. Returns the next button's x."""
        done = set()
        for i, card in enumerate(self._hand(obs)):
            r = rank(card)
            if r in done or f"{verb} {r}" not in legal:
                continue
            done.add(r)
            x = self._add(f"{verb} {r}", x, width, label(r),
                          lambda r=r: self.send(f"{verb} {r}"), hint(i), str(i + 1),
                          primary=r == primary)
            if card_keys:
                self.keys.setdefault(CARD_KEYS[r], f"{verb} {r}")
        for i, card in enumerate(self._hand(obs)):
            self.keys.setdefault(str(i + 1), f"{verb} {rank(card)}")
        return x

    def _build_targets(self, seat: int, obs: dict, legal: list[str], name: str) -> None:
        t = self.table
        spec = obs["actions"][name]
        what = target_words(spec)
        claim = " (a claim)" if spec["claim"] else ""
        how = "Click a lit seat or press its number."
        teams = obs.get("teams")
        if teams and any(teams[s] == teams[seat] and s != seat and s not in self.targets()
                         and not obs["out"][s] for s in range(len(teams))):
            # the engine left the team-mates out of the legal targets: say why (the
            # buttons' hints still show each seat's number)
            how = "Click a lit seat (team-mates are not lit)."
        sheltered = self.tf.sheltered(obs, seat) if self.tf else ""
        if sheltered:  # a Wall or an alliance kept them out: say which
            how = f"Click a lit seat ({sheltered})."
        self.prompt = f"{spec['title']}{claim}: whom do you {what}? {how}"
        x = STRIP.x + 16
        for i, s in enumerate(self.targets()):
            what = f"{obs['points'][s]} pts"
            if spec.get("effect") == "switch" and teams:  # whom a Switch moves: their team
                what = f"now {team_name(teams[s])}"
            x = self._add(f"target {s}", x, 150, t.seat_name(s),
                          lambda s=s: self.pick_seat(s), f"{what} · {i + 1}", str(i + 1))
        if not obs["forced"][seat]:
            self._add("back", x, 110, "Back", self.back, "Backspace", size=18)

    def back(self) -> None:
        """One step back: out of a sub-step (the marked card, the Survivor, the draft's
        card type, the Swap Ace's first pick), else out of choosing a target."""
        if self.step is not None:
            self.step = None
        else:
            self.mode = None
        self._rebuild()

    def _rebuild(self) -> None:
        """The same moment, with a changed mode or pick: the widgets again, now."""
        self.key = self.situation()
        self._build(self.key)
        self.table.app.invalidate()

    # ----- the reactions ----------------------------------------------------------------------
    def _claim_words(self, obs: dict) -> tuple[str, str]:
        """(whose claim, which card) of the challenge window open now."""
        c = obs["chain"]["claim"]
        return self.table.seat_name(c["seat"]), TITLES[c["card"]]

    def _build_challenge(self, seat: int, obs: dict, legal: list[str]) -> None:
        who, card = self._claim_words(obs)
        chain = obs["chain"]
        if chain["claim"].get("denies"):
            self._build_denial_challenge(obs, legal, who, card)
            return
        if chain["claim"]["role"] == "counter":
            act = obs["actions"][chain["action"]]["title"]
            self.prompt = f"Challenge {who}'s {card}, blocking the {act}?"
        elif chain["claim"].get("marked"):  # only the marked card can prove it
            self.prompt = f"Challenge {who}'s {card}, claimed with the marked card?"
        else:
            self.prompt = f"Challenge {who}'s {card}?"
        x = STRIP.x + 16
        x = self._add("challenge", x, 200, "Challenge", lambda: self.send("challenge"),
                      f"{who} must show {with_article(card)} · C", "c", primary=True,
                      enabled="challenge" in legal)
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it stand · P", "p",
                  enabled="pass" in legal)

    def _build_denial_challenge(self, obs: dict, legal: list[str], who: str,
                                card: str) -> None:
        """Heist's Steal says "I hold no King": the prompt says so, and a challenge wins
        if the stealer does hold one (the engine tells; no card is shown)."""
        chain = obs["chain"]
        spec = obs["actions"].get(chain["action"], {})
        aim = self.table.seat_name(chain["target"]) if chain["target"] is not None else None
        what = purpose(spec, aim)
        self.prompt = f"{who} claims to hold no {card}" + (f" {what}" if what else "") + \
            ": challenge?"
        x = STRIP.x + 16
        x = self._add("challenge", x, 200, "Challenge", lambda: self.send("challenge"),
                      f"right if {who} holds {with_article(card)} · C", "c", primary=True,
                      enabled="challenge" in legal)
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it stand · P", "p",
                  enabled="pass" in legal)

    def _build_counter(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        chain = obs["chain"]
        who = t.seat_name(chain["actor"])
        act = obs["actions"][chain["action"]]["title"]
        cards = list(dict.fromkeys(m.arg for m in moves(legal, "counter")))
        words = " or ".join(with_article(TITLES[c]) for c in cards)
        self.prompt = f"Counter {who}'s {act} with {words}?"
        x = STRIP.x + 16
        for c in cards:
            k = CARD_KEYS.get(c, "")
            x = self.marked_buttons(x, obs, seat, legal, f"counter {c}", f"Block: {TITLES[c]}",
                                    k, f"claim {with_article(TITLES[c])}")
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it happen · P", "p",
                  enabled="pass" in legal)

    def _build_prove(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        chain = obs["chain"]
        card = TITLES[chain["claim"]["card"]]
        who = t.seat_name(chain["challenger"]) if chain["challenger"] is not None else "?"
        self.prompt = (f"{who} challenges your {card}: show it (they lose a card), or admit "
                       "the bluff (you lose one).")
        reveal = [a for a in legal if move(a).verb == "reveal"]
        x = STRIP.x + 16
        x = self._add("reveal", x, 220, f"Reveal {with_article(card)}",
                      lambda: self.send(reveal[0]) if reveal else None,
                      "show it · R" if reveal else "you hold none", "r", primary=bool(reveal),
                      enabled=bool(reveal))
        self._add("admit", x, 180, "Admit", lambda: self.send("admit"), "lose a card · A", "a",
                  enabled="admit" in legal)

    def _hand(self, obs: dict) -> list[str]:
        return list(obs.get("hand") or [])

    def loss_words(self, seat: int, obs: dict) -> str:
        """Why ``seat`` owes a card now, in a few words (the engine names the cause)."""
        t = self.table
        cause = obs.get("loss_cause")
        chain = obs.get("chain") or {}
        claim = chain.get("claim") or {}
        actor = chain.get("actor")
        act = (obs["actions"].get(chain.get("action")) or {}).get("title", "action")
        if cause == "challenge" and claim:
            card = TITLES.get(claim.get("card"), "card")
            who, by = claim.get("seat"), chain.get("challenger")
            if claim.get("denies"):
                return "Your challenge failed" if seat == by else \
                    f"{t.seat_name(by)}'s challenge caught you"
            if seat == by:
                return f"You challenged {t.seat_name(who)}'s {card} and it was shown"
            return f"{t.seat_name(by)} challenged your {card}, not shown"
        if cause in ("fu", "strike") and actor is not None:
            return f"{t.seat_name(actor)}'s {act} strikes you"
        if cause == "fuse":
            return "The fuse under you burned down"
        return "You lose a card"

    def _build_lose(self, seat: int, obs: dict, legal: list[str]) -> None:
        self.prompt = (self.loss_words(seat, obs) + ": lose a card. Pick the one to turn face "
                       "up (click it or press its key).")
        x = self._card_buttons(obs, legal, "lose", STRIP.x + 16, 180,
                               lambda r: f"Lose {TITLES[r]}", lambda i: f"{i + 1}",
                               card_keys=True)
        if "buyout" in legal:  # the Buyout variant: pay instead of a card
            cost = obs.get("buyout")
            self.prompt = (self.loss_words(seat, obs) + ": turn a card face up, or buy out "
                           f"for {cost} points.")
            x = self._add("buyout", x, 200, "Buy out", lambda: self.send("buyout"),
                          f"pay {cost} points · B", "b")
        if any(parse(a).verb == "survive" for a in legal):  # the Survivor Queen
            self.prompt = (self.loss_words(seat, obs) + ": turn a card up, or claim a "
                           "Survivor Queen to set one aside.")
            self.tf.survive_buttons(x, seat, obs, legal)

    def _build_exchange(self, seat: int, obs: dict, legal: list[str]) -> None:
        n = obs["chain"]["returns"]
        hand = self._hand(obs)
        chosen = len(self.picks)
        title = obs["actions"].get(obs["chain"]["action"], {}).get("title", "Ace")
        what = "card" if n == 1 else "cards"
        self.prompt = (f"{title}: pick {n} {what} to return to the stock ({chosen} of {n} "
                       "chosen); keep the rest.")
        x = STRIP.x + 16
        for i, card in enumerate(hand):
            on = i in self.picks
            x = self._add(f"card {i}", x, 136, ("✓ " if on else "") + TITLES[rank(card)],
                          lambda i=i: self.pick_card(i), f"{'return' if on else 'keep'} · {i + 1}",
                          str(i + 1), primary=on)
        action = self.exchange_action()
        self._add("return", x, 150, "Return", lambda: self.send(action) if action else None,
                  "Enter" if action else f"pick {n}", None, primary=True,
                  enabled=action is not None)

    def exchange_action(self) -> str | None:
        if self.key is None or self.key[0] != "act" or self.key[2] != "exchange":
            return None
        hand = self._hand(self.observation())
        ranks = sorted((rank(hand[i]) for i in self.picks if i < len(hand)), key=rank_key)
        action = " ".join(["return", *ranks])  # just "return" when nothing was drawn
        return action if action in self.key[3] else None

    def pick_card(self, index: int) -> bool:
        """A click (or key) on one of the viewer's own cards: lose it, or choose it to
        return."""
        if self.key is None or self.key[0] != "act":
            return False
        phase = self.key[2]
        hand = self._hand(self.observation())
        if not 0 <= index < len(hand):
            return False
        if phase == "lose":
            verb = "survive" if self.step == ("survive",) else "lose"
            self.send(f"{verb} {rank(hand[index])}")
            return True
        if phase == "exchange" and is_swap(list(self.key[3])):
            return self.tf.swap_pick(index, hand)
        if phase == "exchange":
            n = self.observation()["chain"]["returns"]
            picks = list(self.picks)
            if index in picks:
                picks.remove(index)
            elif len(picks) < n:
                picks.append(index)
            else:
                picks = picks[1:] + [index]
            self.picks = tuple(sorted(picks))
            self._rebuild()
            return True
        return False

    def _sent(self) -> None:
        self.mode, self.picks, self.step = None, (), None
        self.deadline = None
        super()._sent()

    # ----- named places, for a lesson's pointer -------------------------------------------
    def control_rect(self, name: str) -> pygame.Rect | None:
        """The rect of a strip button, by its name with "_" for a space ("king", "fu",
        "challenge", "counter_queen", "target_2"), or of a place ("seat:1", "hand": the
        viewer's cards); None when not shown."""
        look = self.table.look
        kind, _, arg = name.partition(":")
        if kind == "seat" and arg.isdigit():
            return pygame.Rect(look.panel_rect(int(arg)))
        if name == "hand":
            viewer = self.table.privacy.viewer
            cards = look.hand_rects(viewer) if viewer is not None else []
            return cards[0].unionall(cards[1:]) if cards else None
        button = self.buttons.get(name.replace("_", " "))
        return pygame.Rect(button.rect) if button is not None else None

    # ----- input and drawing ------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if self.waiting:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE and (self.mode is not None or self.step)\
                    and "back" in self.buttons:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and "return" in self.buttons:
                self.buttons["return"].click()
                return True
            ch = (getattr(event, "unicode", "") or "").lower()
            name = self.keys.get(ch) if ch else None
            b = self.buttons.get(name) if name else None
            if b is not None:
                if b.enabled:
                    b.click()
                else:
                    self.why_off(name)
                return True
        return self.form.handle(event)


__all__ = ["Controls", "RANKS", "TIMER_CHOICES", "response_timer"]
