"""The Three Card Coyote table's controls: the draft, the names, each beat's action
and the answers to Coyote's windows.

Everything offered is read from ``legal_actions`` for the human at the screen and
only parsed here (verb, target, card, power); no rule is worked out again: which
cards would carry an action is asked of the game (``cards_advice``). A beat is picked
in three steps: what to do (a row of verbs), its target (a place, a person, a thing;
a click on a lit place of the map picks a move there) and how: a card, offered first
as the cheapest that succeeds, with a warning of any that would fail (a click on a
card of the hand picks it), or, through the Raise button, a chip raised with one of
the powers that back the action; the Go button sends it. Every other decision is a
grid of buttons, one per legal action; a searcher on a shared screen says it has
read Coyote's whisper with an OK.

Keys: Tab and the arrows move the focus, Enter or Space presses what has it; a digit
picks the card (or raise) of that number in a beat, or focuses the button of that
number elsewhere. A digit never acts by itself, and a key nothing here uses is left
alone.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.three_card_coyote import notation as N
from game.three_card_coyote.cards_advice import Advice, advise, card_words
from game.three_card_coyote.folk import FOLK
from game.three_card_coyote.roles import ALL_ROLES, POWERS
from game.three_card_coyote.town import PLACES
from scenes.tables.controls_base import TableControls
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.panels import whisper_line
from scenes.tables.three_card_coyote.raise_button import RaiseButton
from scenes.tables.three_card_coyote.view import CONTROLS_RECT, role_title
from scenes.tables.three_card_coyote.words import VERB_WORDS, BeatWords, power_words
from scenes.widgets import Button, Choice

TURN_PROMPT = "Your beat: an action, its target, and a card (or a chip's raise)"
# the row under the verbs: the target, the card, then the Raise button, which takes the
# rest (its powers' names are long: it wraps them, raise_button.py)
TARGET_W, CARD_W, RAISING_W, HOW_H = 290, 140, 240, 46
SHORT = {"teacher": "Teacher"}  # a draft button's word where the title will not fit at 800x600


def split_turn(legal: list[str]) -> tuple[list[str], dict[str, list[str]],
                                          dict[str, list[str]], bool]:
    """A beat's legal actions parsed: the shapes in order, the cards each may be played
    with, the powers each may be raised with, and whether folding is offered."""
    shapes: list[str] = []
    cards: dict[str, list[str]] = {}
    raises: dict[str, list[str]] = {}
    fold = False
    for a in legal:
        m = N.parse(a)
        if isinstance(m, N.Fold):
            fold = True
            continue
        shape = str(m.shape)
        if shape not in shapes:
            shapes.append(shape)
        if isinstance(m, N.Raise):
            raises.setdefault(shape, []).append(m.power)
        else:
            cards.setdefault(shape, []).append(m.card)
    return shapes, cards, raises, fold


class ChipButton(Button):
    """An answer that throws a chip: a chip drawn at its left, the power's name beside."""

    def draw(self, p: Any) -> None:
        if not self.visible:
            return
        fg = self.draw_box(p)
        r = self.rect
        art.chip(p, (r.x + 18, r.centery), 8)
        room = r.w - 44
        p.text(p.ellipsize(self.text, room, self.size, True), (r.centerx + 14, r.centery),
               self.size, fg, True, "center")


def _throws_chip(action: str) -> bool:
    a = N.parse(action)
    return isinstance(a, N.Oppose) or (isinstance(a, N.Answer) and a.power is not None)


class Controls(TableControls):
    """The strip under the map."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.words = BeatWords(table)
        self.prompt = ""
        self.mode = ""
        self.buttons: list[Button] = []
        self.verb_buttons: dict[str, Button] = {}
        self.target: Choice | None = None
        self.how: Choice | None = None
        self.go: Button | None = None
        self.verb: str | None = None
        self.shape: str | None = None
        self.picked_at: str | None = None  # the place last clicked for a target
        self.turn: tuple = ([], {}, {}, False)
        self.notes: dict[int, str] = {}   # id(button) -> what it is (draft roles, raise)
        self.raise_button: Button | None = None
        self.raising = False               # the beat is to be raised with a chip
        self.chosen: str | None = None     # the card the player picked (as actions write it)
        self.advice: Advice | None = None  # the rules' word on the cards for the shape
        self.warning = False               # the prompt warns of a card that would fail

    # ----- the situation ----------
    def situation(self) -> tuple:
        t = self.table
        if t.privacy.reading is not None and not t.busy():
            return ("read", t.privacy.reading)
        seat = t.human_to_act()
        if seat is None:
            return ("wait",)
        return ("act", seat, tuple(t.game.legal_actions(seat)))

    def _build(self, key: tuple) -> None:
        self.form.clear()
        self.buttons, self.verb_buttons, self.notes = [], {}, {}
        self.target = self.how = self.go = self.raise_button = self.advice = None
        self.verb = self.shape = self.picked_at = None
        self.warning = False
        self.mode = ""
        if key[0] == "wait":
            self.prompt = ""
            return
        if key[0] == "read":
            self._build_read()
            return
        _, seat, legal = key
        legal = list(legal)
        if any(isinstance(N.parse(a), N.Pick) for a in legal):
            self._build_draft(seat, legal)
        elif any(isinstance(N.parse(a), N.Name) for a in legal):
            self._build_names(seat, legal)
        elif "fold" in legal:
            self._build_turn(seat, legal)
        else:
            self._build_window(seat, legal)

    # ----- lists of buttons ----------
    def _grid(self, items: list[tuple[str, str, str]], top: int, cols: int = 4,
              free: str | None = None) -> None:
        """One button per (action, label, note), ``cols`` to a row (more when four rows
        would not hold them); a click sends the action. ``free`` is the answer that costs
        nothing (the window's default): the prompt opens on it."""
        r = CONTROLS_RECT
        n = len(items)
        rows = min(4, max(1, -(-n // cols)))
        cols = max(1, -(-n // rows))
        gap = 8
        w = (r.w - 24 - (cols - 1) * gap) / cols
        h = min(42, (r.bottom - 8 - top - (rows - 1) * 6) / rows)
        for i, (action, label, note) in enumerate(items):
            row, col = divmod(i, cols)
            kind = ChipButton if _throws_chip(action) else Button
            b = kind((r.x + 12 + col * (w + gap), top + row * (h + 6), w, h), label,
                     lambda a=action: self.send(a), size=16, safe=action == free)
            self.buttons.append(b)
            self.form.add(b)
            if note:
                self.notes[id(b)] = note

    def _build_draft(self, seat: int, legal: list[str]) -> None:
        self.mode = "draft"
        picks = {a: N.parse(a).role for a in legal}
        kinds = {ALL_ROLES[r].kind for r in picks.values() if r in ALL_ROLES}
        what = "a deity or a human" if len(kinds) > 1 else f"a {kinds.pop()}" if kinds else \
            "a role"
        self.prompt = f"{self.table.seat_name(seat)}: pick {what}"
        items = []
        for a, rid in picks.items():
            role = ALL_ROLES.get(rid)
            note = ""
            if role:
                powers = " ".join(f"{POWERS[p].label}: {POWERS[p].summary}"
                                  for p in role.powers if p in POWERS)
                note = f"{role_title(rid)}, {role.blurb}." + (f" {powers}" if powers else
                                                              " Its powers are set up "
                                                              "before the game.")
            items.append((a, SHORT.get(rid, role_title(rid)), note))
        self._grid(items, CONTROLS_RECT.y + 40)

    def _build_names(self, seat: int, legal: list[str]) -> None:
        self.mode = "name"
        offers = (self.table.view.get("offers") or [])
        mine = offers[seat] if seat < len(offers) else []
        self.prompt = f"{self.table.seat_name(seat)}: choose your character's name"
        items = []
        for a in legal:
            k = N.parse(a).offer
            name, gender = mine[k - 1] if k - 1 < len(mine) else (a, "")
            items.append((a, f"{name} ({gender})" if gender else name, ""))
        self._grid(items, CONTROLS_RECT.y + 44, cols=2)

    def _build_window(self, seat: int, legal: list[str]) -> None:
        self.mode = "window"
        w = self.table.view.get("window") or {}
        actor = self.table.char_name(w["actor"]) if "actor" in w else "Someone"
        what = self.words.action_words(w.get("action", ""))
        chars = self.table.view.get("characters") or []
        if "actor" in w and w["actor"] < len(chars):  # where the actor stands, by name
            what = what.replace("this place", PLACES.get(chars[w["actor"]]["place"], ""))
        kind = w.get("kind")
        if kind == "oppose":
            self.prompt = f"{actor} raised a chip to {what}. Throw a chip of yours against " \
                          "it (name the power), or allow it."
        elif kind == "defend":
            self.prompt = f"{actor} comes at you ({what}). Answer with a card, a chip " \
                          "(name the power), or cower."
        elif kind == "interrupt":
            self.prompt = f"{actor} works the ritual ({what}). Interrupt with a card or a " \
                          "chip, or allow it."
        elif kind == "cover":  # an unarmed target of a shot (ruling 80): the free choice first
            self.prompt = f"{actor} shoots at you ({what}). Dive for cover with a card or a " \
                "chip, or let Coyote turn a card."
        elif kind == "seize":
            self.prompt = "You won the fight: take one thing from the loser, or leave it."
        else:
            self.prompt = "Your answer"
        free = (self.table.game.window(seat) or {}).get("default")
        self._grid([(a, self.words.answer_words(a), "") for a in legal], CONTROLS_RECT.y + 62,
                   cols=2, free=free)
        self.form.focus_first()  # on the free answer, or nowhere

    def _build_read(self) -> None:
        """A searcher on a shared screen reads its whisper before the screen is passed."""
        self.mode = "read"
        whispers = self.table.view.get("whispers") or []
        told = whisper_line(whispers[-1]) if whispers else "nothing"
        self.prompt = f"Coyote whispers to you alone: {told}. Read it, then pass the screen."
        r = CONTROLS_RECT
        ok = Button((r.x + 12, r.y + 70, 300, 44), "OK, I have read it",
                    self.table.acknowledge, primary=True, size=17)
        ok.safe = True  # reading is free: Enter may say so
        self.buttons.append(ok)
        self.form.add(ok)
        self.form.focus_first()

    # ----- a beat ----------
    def _build_turn(self, seat: int, legal: list[str]) -> None:
        self.mode = "turn"
        self.turn = split_turn(legal)
        self.prompt = TURN_PROMPT
        self.raising, self.chosen = False, None
        self._lay_out_turn()

    def verbs(self) -> list[str]:
        shapes, _, _, fold = self.turn
        out: list[str] = []
        for s in shapes:
            v = N.shape(s).verb
            if v not in out:
                out.append(v)
        if fold:
            out.append("fold")
        return out

    def shapes_of(self, verb: str) -> list[str]:
        return [s for s in self.turn[0] if N.shape(s).verb == verb]

    def _lay_out_turn(self, focus: str | None = None) -> None:
        """The beat's widgets for the chosen verb and shape (rebuilt on each choice)."""
        self.form.clear()
        self.buttons, self.verb_buttons, self.notes = [], {}, {}
        self.target = self.how = self.go = self.raise_button = self.advice = None
        r = CONTROLS_RECT
        verbs = self.verbs()
        gap = 6
        # up to seven verbs in one row; more in two, so every word stays whole
        rows = 1 if len(verbs) <= 7 else 2
        per = -(-len(verbs) // rows)
        w = min(170.0, (r.w - 24 - (per - 1) * gap) / max(1, per))
        h = 40 if rows == 1 else 34
        y = r.y + (38 if rows == 1 else 34)
        for i, v in enumerate(verbs):
            row, col = divmod(i, per)
            b = Button((r.x + 12 + col * (w + gap), y + row * (h + 4), w, h),
                       VERB_WORDS.get(v, v.title()), lambda v=v: self.choose_verb(v),
                       primary=v == self.verb, size=16)
            self.verb_buttons[v] = b
            self.form.add(b)
        y += rows * (h + 4) + (4 if rows == 1 else 2)
        if self.verb and self.verb != "fold":
            self._lay_out_how(y)
        y += HOW_H + 4
        self.go = Button((r.x + 12, y, r.w - 24, 42), "", self.commit, primary=True, size=17,
                         enabled=self.verb is not None)
        self.form.add(self.go)
        self._refresh_go()
        if focus == "verb" and self.verb in self.verb_buttons:
            self.form.focus(self.verb_buttons[self.verb], by_player=True)
        elif focus == "target" and self.target is not None:
            self.form.focus(self.target, by_player=True)
        elif focus == "raise" and self.raise_button is not None:
            self.form.focus(self.raise_button, by_player=True)
        elif focus == "go":
            self.form.focus(self.go, by_player=True)

    def _lay_out_how(self, y: float) -> None:
        """The target, the card (the cheapest that succeeds, as the rules advise, or the
        one the player picked) and the Raise button, which swaps the cards for the
        powers that back the action."""
        r = CONTROLS_RECT
        shapes = self.shapes_of(self.verb)
        if self.shape not in shapes:
            self.shape = shapes[0]
        self.target = Choice((r.x + 12, y, TARGET_W, HOW_H),
                             [(s, self.words.shape_words(s)) for s in shapes], self.shape,
                             self._choose_shape, size=16, enabled=len(shapes) > 1)
        self.form.add(self.target)
        _, cards, raises, _ = self.turn
        hand, powers = cards.get(self.shape, []), raises.get(self.shape, [])
        self.advice = advise(self.table.view, N.shape(self.shape), hand)
        self.raising = self.raising and bool(powers)
        if self.raising:  # the powers, by name (the Go button says "raising")
            options = [(("raise", p), power_words(p)) for p in powers]
            first, how_w, label = options[0][0], RAISING_W, "Play a card"
        else:
            options = [(("card", c), self.words.how_words(("card", c))) for c in hand]
            # the player's pick holds while it would succeed; else the rules' advice
            kept = self.chosen in hand and self.chosen not in self.advice.failing
            first = ("card", self.chosen if kept else self.advice.best)
            how_w = CARD_W
            label = "Raise: " + ", ".join(power_words(p) for p in powers) if powers \
                else "No raise"
        x = r.x + 12 + TARGET_W + 8
        self.how = Choice((x, y, how_w, HOW_H), options, first, self._how_changed, size=16)
        self.form.add(self.how)
        x += how_w + 8
        self.raise_button = RaiseButton((x, y, r.right - 12 - x, HOW_H), label,
                                        self.toggle_raise, size=15, enabled=bool(powers))
        self.raise_button.safe = True  # it only changes what the Go button would play
        if powers:
            self.notes[id(self.raise_button)] = " ".join(
                ["Raise a chip instead of a card, with a power that backs it."]
                + [f"{POWERS[p].label}: {POWERS[p].summary}" for p in powers])
        self.buttons.append(self.raise_button)
        self.form.add(self.raise_button)

    def _how_changed(self, how: tuple[str, str]) -> None:
        if how[0] == "card":
            self.chosen = how[1]
        self._refresh_go()

    def toggle_raise(self) -> None:
        """Raise with a chip instead of a card, or back to the cards."""
        self.raising = not self.raising
        self._lay_out_turn(focus="raise")
        self.table.app.invalidate()

    def pick_card(self, card: str) -> bool:
        """A click on a card of the hand: the beat is to be played with it."""
        if self.mode != "turn":
            return False
        word = N.card_word(card)
        if self.verb in (None, "fold"):  # kept for the action chosen next
            self.chosen = word
            self.table.say(f"Now choose the action to play {card_words(word)} for.")
            return True
        if word not in self.turn[1].get(self.shape, []):
            self.table.say(f"{card_words(word)} is played already this round.")
            return True
        self.raising, self.chosen = False, word
        self._lay_out_turn(focus="go")
        self.table.app.invalidate()
        return True

    def chosen_card(self) -> str | None:
        """The card of the hand the beat would be played with now (as the hand writes it)."""
        if self.mode != "turn" or self.how is None or self.raising:
            return None
        return N.card_of(self.how.value[1])

    def choose_verb(self, verb: str, shape: str | None = None) -> None:
        self.picked_at = None
        self.verb = verb
        self.shape = shape
        self._lay_out_turn(focus="verb")
        self.table.app.invalidate()

    def _choose_shape(self, shape: str) -> None:
        self.shape = shape
        self._lay_out_turn(focus="target")
        self.table.app.invalidate()

    def _refresh_go(self) -> None:
        if self.go is None:
            return
        action = self.action()
        if action is None:
            self.go.text = "Choose an action above"
            self.go.enabled = False
        else:
            fails = self.advice is not None and not self.raising and \
                self.how.value[1] in self.advice.failing
            self.go.text = self.words.describe(action) + (": it will fail" if fails else "")
            self.go.enabled = True
        note = self.advice.note if self.advice is not None and not self.raising else ""
        self.prompt = note or TURN_PROMPT
        self.warning = bool(self.advice and self.advice.failing) and not self.raising
        self.table.app.invalidate()

    def action(self) -> str | None:
        """The action the beat's widgets spell now (None until a verb is chosen)."""
        if self.verb is None:
            return None
        if self.verb == "fold":
            return "fold"
        if self.shape is None or self.how is None or not self.how.options:
            return None
        how, what = self.how.value
        shape = N.shape(self.shape)
        return str(N.Play(shape, what) if how == "card" else N.Raise(what, shape))

    def commit(self) -> None:
        action = self.action()
        if action is not None:
            self.send(action)

    def pick_number(self, k: int) -> bool:
        """A digit in a beat: the k-th way to play it (a card, then the raises)."""
        if self.how is None:
            return False
        _, cards, raises, _ = self.turn
        hand, powers = cards.get(self.shape, []), raises.get(self.shape, [])
        if not 0 < k <= len(hand) + len(powers):
            return False
        self.raising = k > len(hand)
        if not self.raising:
            self.chosen = hand[k - 1]
        self._lay_out_turn(focus="go")
        if self.raising:
            self.how.set_index(k - 1 - len(hand))
        return True

    def place_of(self, shape: str) -> str | None:
        """Where the target of a fight, shot, heal or talk stands (None: no one place)."""
        sh = N.shape(shape)
        if sh.target is None or sh.verb not in ("fight", "shoot", "heal", "talk"):
            return None
        if isinstance(sh.target, int):  # a seat's character
            chars = self.table.view["characters"]
            return chars[sh.target]["place"] if sh.target < len(chars) else None
        f = FOLK.get(sh.target)
        return f.place if f else None

    def why_no_move(self, place: str) -> str | None:
        """The rules' own words for why no Move goes to ``place`` this beat (None: no
        card in hand to ask with)."""
        _, cards, _, _ = self.turn
        word = next((w for words in cards.values() for w in words), None)
        if word is None:
            return None
        move = str(N.Play(N.Shape("move", place), word))
        return self.table.game.explain_illegal(self.key[1], move)

    def pick_place(self, place: str) -> bool:
        """A click on the map: with a fight, shot, heal or talk chosen, the first target
        standing there; else a move there, or a search where the pawn stands."""
        if self.mode != "turn":
            return False
        if self.verb in ("fight", "shoot", "heal", "talk"):
            there = [s for s in self.shapes_of(self.verb) if self.place_of(s) == place]
            if there:
                if self.picked_at == place and self.shape in there:
                    k = there.index(self.shape) + 1  # clicked again: the next one there
                    there = there[k:] + there[:k]
                self.choose_verb(self.verb, there[0])
                self.picked_at = place
                return True
        shape = str(N.Shape("move", place))
        if shape in self.turn[0]:
            self.choose_verb("move", shape)
            return True
        me = self.table.view["characters"][self.key[1]]["place"]
        if place == me and "search" in self.turn[0]:
            self.choose_verb("search", "search")
            return True
        return False

    def target_places(self) -> list[str]:
        """The places a click may pick now: where the chosen verb's targets stand, or the
        moves while no verb (or Move) is chosen."""
        if self.mode != "turn":
            return []
        if self.verb in ("fight", "shoot", "heal", "talk"):
            out: list[str] = []
            for s in self.shapes_of(self.verb):
                place = self.place_of(s)
                if place and place not in out:
                    out.append(place)
            return out
        if self.verb not in (None, "move"):
            return []
        return [N.shape(s).target for s in self.shapes_of("move")]

    def focus_note(self) -> str:
        """What the focused or hovered button is (a role in the draft); the Raise
        button's powers only while pointed at, so the hand stays in view."""
        for b in self.buttons:
            if (b.hover or b.focused and b is not self.raise_button) and id(b) in self.notes:
                return self.notes[id(b)]
        return ""

    def control_rect(self, name: str) -> pygame.Rect | None:
        """The rect of a control, for a lesson's pointer: a draft's role ("role:chuck"),
        an offered name ("name:1"; "name": all four), a beat's verb ("search", "move"...),
        "raise", or a place: "place:general-store" on the map, "hand" and "card:N" (the
        N-th card of the hand), "sheet" (its tab), "note" (the whisper on the map),
        "seat:N" (its row); None when not shown."""
        look = self.table.picture
        kind, _, arg = name.partition(":")
        if kind == "role":
            label = SHORT.get(arg, role_title(arg))
            found = [b.rect for b in self.buttons if self.mode == "draft" and b.text == label]
        elif kind == "name":
            names = [b.rect for b in self.buttons] if self.mode == "name" else []
            k = int(arg) if arg.isdigit() else 0
            found = names[k - 1:k] if k else names
        elif kind == "place":
            found = [art.cell(arg)] if arg in PLACES else []
        elif kind == "seat" and arg.isdigit():
            found = [look.seat_rect(int(arg))]
        elif name == "hand":
            found = list(look.hand_rects.values())
        elif kind == "card" and arg.isdigit():
            hand = (self.table.view or {}).get("hand") or []
            k = int(arg)
            found = [look.hand_rects[hand[k]]] if k < len(hand) and \
                hand[k] in look.hand_rects else []
        elif name == "sheet":
            found = [self.table.sheet.tab] if self.table.sheet.tab is not None else []
        elif name == "note":
            shown = self.table.whisper_note and not self.table.sheet.open
            found = [look.note_rect] if shown else []
        elif name == "raise":
            found = [self.raise_button.rect] if self.raise_button is not None else []
        else:
            button = self.verb_buttons.get(name)
            found = [button.rect] if button is not None else []
        found = [pygame.Rect(r) for r in found if r.w > 0 and r.h > 0]
        return found[0].unionall(found[1:]) if found else None

    # ----- input and drawing ----------
    def handle(self, event: Any) -> bool:
        if self.waiting:
            return False
        if event.type == pygame.KEYDOWN:
            ch = getattr(event, "unicode", "") or ""
            if ch.isdigit() and ch != "0":
                k = int(ch)
                if self.mode == "turn":
                    return self.pick_number(k) or True
                if 0 < k <= len(self.buttons):
                    self.form.focus(self.buttons[k - 1], by_player=True)
                return True
            # Enter on the card chooser plays the beat with the card it shows (a chooser
            # would otherwise take Enter for "next value"); on the target it moves on to
            # the card. Not on the verb just clicked: the card was filled in for the
            # player, and a key there spent it unseen (seen under Xvfb); the Go button
            # names the card and plays it
            focused = self.form.focused
            enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            if self.mode == "turn" and enter and focused is self.target \
                    and self.how is not None:
                self.form.focus(self.how, by_player=True)  # next: which card it costs
                return True
            if self.mode == "turn" and focused is not None and self.form.armed \
                    and self.action() is not None and enter and focused is self.how:
                self.commit()
                return True
        return self.form.handle(event)

    def draw(self, p: Any) -> None:
        th = p.theme
        r = CONTROLS_RECT
        if self.waiting:
            p.text(p.ellipsize(self._waiting_text(), r.w - 40, 18), (r.x + 20, r.y + 24), 18,
                   th.text_dim, anchor="midleft")
            return
        wraps = self.mode in ("window", "read")
        lines = p.wrap(self.prompt, r.w - 24, 16) if wraps else [self.prompt]
        y = r.y + 8
        for i, line in enumerate(lines[:2]):
            text = line if i == 0 or len(lines) <= 2 else line + " …"
            ink = th.bad if self.warning else th.text  # a card that would fail
            rr = p.text(p.ellipsize(text, r.w - 24, 16), (r.x + 12, y), 16, ink)
            y = rr.bottom
        self.form.draw(p)
