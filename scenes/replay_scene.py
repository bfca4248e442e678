"""Watching a finished game again: its own table draws each moment of the saved log.

The replay (``game.replay``) rebuilds the states from the log and says what may be
drawn; this scene holds the game's real table (``scenes.tables``) over a match nobody
plays in, and moves it: a step forward is played on the table as the move was played
(its animation and its log lines), a step back or a jump seats the table afresh at
that step. Whose eyes the table looks through is the replay's ``Lens``: once the
game is over, every card (each seat's private view laid together), one seat's own
view, or the public table; before the end, only the public table.

Keys: Left/Right step, Home/End to the start/end, Page Up/Page Down a round back or
on, Space plays or pauses (the replay's own play control: nothing here costs a
thing), S the speed, V whose eyes, L the whole log, Esc back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.match import Match
from game.registry import built_game, narrator
from game.replay import PUBLIC, Lens, Replay, held, lenses, view
from game.saves import SaveError, Session
from scenes import sound
from scenes.event_player import Retelling
from scenes.painter import LOGICAL_H, Painter
from scenes.scene import Scene
from scenes.table_base import TableBase
from scenes.theme import panel
from scenes.widgets import Button, Form

BAR = pygame.Rect(0, 664, 1280, 56)          # the replay's controls, over the table's strip
TRACK = pygame.Rect(12, 652, 1256, 10)       # how far in: a click jumps there
MOVES = pygame.Rect(1000, 48, 272, 560)      # the moves, the current one lit
SPEEDS = (("Slow", 1.6), ("Normal", 0.8), ("Fast", 0.3), ("Fastest", 0.0))
#: the table is drawn a little smaller, in the room above the bar, so none of it lies
#: under the bar (its own layout is for the whole canvas)
SHRINK = (TRACK.y - 34) / LOGICAL_H


class ReplayMatch(Match):
    """A saved game's seats around a game the replay moves: nobody acts in it (no
    bots, no humans), so the table's driver never starts a move of its own."""

    def __init__(self, session: Session, game: Any, told: Retelling | None) -> None:
        self.info = built_game(session.game_id)
        self.told = told  # the log told once for every table the replay builds
        self.seats = list(session.seats)
        self.seed = session.seed
        self.game = game
        self.bot_seed = 0
        self.bots = {}
        self.think_times = {}
        self.dealer = None

    def is_human(self, seat: int) -> bool:
        return False

    def humans(self) -> list[int]:
        return []


def open_replay(app: Any, session: Session) -> str | None:
    """Put the replay of ``session`` on screen; the reason instead if it cannot be."""
    try:
        replay = Replay.of(session)
        app.push(ReplayScene(app, session, replay))
    except SaveError as e:
        return str(e)
    except (KeyError, ImportError) as e:
        return f"{built_game(session.game_id).title} has no table to replay it on ({e})."
    return None


class ReplayScene(Scene):
    """A replay on screen: the table at step ``k`` through ``lens``, the replay's bar
    (buttons, how far in, the move just made) and the moves beside the table."""

    def __init__(self, app: Any, session: Session, replay: Replay) -> None:
        super().__init__(app)
        self.session = session
        self.replay = replay
        self.k = 0
        #: the step a back step or a jump goes to, seated on the next frame: keys pressed
        #: together (Left held down) seat the table once, not once per key
        self.target: int | None = None
        self.lenses = lenses(len(session.seats), replay.finished)
        humans = [i for i, s in enumerate(session.seats) if s.kind == "human"]
        first = humans[0] if humans else 0
        self.lens = next((x for x in self.lenses if x.seat == first), PUBLIC)
        self.playing = False
        self.speed = 1
        self.wait = 0.0   # seconds until the next move plays itself
        self.show_moves = True
        self._lines: dict[int, str] = {}
        self._held: tuple[int, list[str]] | None = None  # (step, lines) of what was held
        self.table: Any = None
        self.told = Retelling()
        b = BAR.y + 6
        self.start_btn = Button((10, b, 54, 44), "|◀", self.to_start, size=20, safe=True)
        self.back_btn = Button((70, b, 54, 44), "◀", self.step_back, size=20, safe=True)
        self.play_btn = Button((130, b, 104, 44), "Play", self.toggle_play, primary=True,
                               size=20, safe=True)
        self.fwd_btn = Button((240, b, 54, 44), "▶", self.step_forward, size=20, safe=True)
        self.end_btn = Button((300, b, 54, 44), "▶|", self.to_end, size=20, safe=True)
        self.prev_round = Button((366, b, 110, 44), "« Round", self.round_back, size=18,
                                 safe=True)
        self.next_round = Button((482, b, 110, 44), "Round »", self.round_on, size=18,
                                 safe=True)
        self.speed_btn = Button((604, b, 150, 44), "", self.faster, size=18, safe=True)
        self.lens_btn = Button((766, b, 280, 44), "", self.next_lens, size=18, safe=True)
        self.moves_btn = Button((1058, b, 96, 44), "Moves", self.toggle_moves, size=18,
                                safe=True)
        self.close_btn = Button((1166, b, 104, 44), "Close", self.close_replay, size=18,
                                safe=True)
        self.form = Form([self.start_btn, self.back_btn, self.play_btn, self.fwd_btn,
                          self.end_btn, self.prev_round, self.next_round, self.speed_btn,
                          self.lens_btn, self.moves_btn, self.close_btn])
        # no focus at first: Enter means nothing until the player moves a focus (Tab)
        self.go(0)

    # ----- the table ---------------------------------------------------------------------
    def go(self, k: int) -> None:
        """Seat the table afresh at step ``k`` (a step back, a jump): no animation."""
        from scenes.tables import table_class

        k = max(0, min(k, len(self.replay)))
        old = self.table
        game = self.replay.state(k)
        table = table_class(self.session.game_id)(self.app,
                                                  ReplayMatch(self.session, game, self.told))
        if old is not None:
            self._retire(old)
        self.table = table
        self.k = k
        self._look_through(self.lens)
        table.skip_animations()
        table.refresh()
        self._labels()

    def _look_through(self, lens: Lens) -> None:
        """Point the table at ``lens``: that seat at the bottom, its view drawn (every
        card laid together where the lens says so; what ``game.replay.view`` allows)."""
        t = self.table
        self.lens = lens
        old = t.privacy.viewer
        t.privacy.viewer = lens.seat
        t.view_source = lambda: view(t.game, lens, self.replay.finished)
        t.viewer_changed(old, lens.seat)
        self.app.invalidate()

    def seek(self, k: int) -> None:
        """Go to step ``k`` on the next frame (see ``target``); playing stops."""
        self.playing = False
        self.target = max(0, min(k, len(self.replay)))
        self.app.invalidate()

    def at(self) -> int:
        """The step on screen, or the one it is about to go to."""
        return self.k if self.target is None else self.target

    def settle(self) -> None:
        """Seat the table at the step it was sent to, if any."""
        if self.target is not None:
            k, self.target = self.target, None
            self.go(k)

    def step_forward(self) -> None:
        """The next move, played on the table as it was played."""
        self.settle()
        if self.k >= len(self.replay):
            self.playing = False
            self._labels()
            return
        t = self.table
        t.skip_animations()
        step = self.replay.steps[self.k]
        if not t._apply(step.seat, step.action):  # cannot fail on a log that replayed
            self.go(self.k + 1)
            return
        self.k += 1
        if self.playing and SPEEDS[self.speed][1] == 0:
            t.skip_animations()
        self._labels()

    def step_back(self) -> None:
        self.seek(self.at() - 1)

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(len(self.replay))

    def round_back(self) -> None:
        """To the start of this round, or of the one before when already there."""
        starts = [k for _, k in self.replay.rounds() if k < self.at()]
        self.seek(starts[-1] if starts else 0)

    def round_on(self) -> None:
        later = [k for _, k in self.replay.rounds() if k > self.at()]
        self.seek(later[0] if later else len(self.replay))

    def toggle_play(self) -> None:
        self.settle()
        if self.k >= len(self.replay):
            self.go(0)  # played to the end: Play starts it again
        self.playing = not self.playing
        self.wait = 0.0
        self._labels()

    def faster(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self._labels()

    def next_lens(self) -> None:
        i = self.lenses.index(self.lens) if self.lens in self.lenses else -1
        self._look_through(self.lenses[(i + 1) % len(self.lenses)])
        self._labels()

    def toggle_moves(self) -> None:
        self.show_moves = not self.show_moves
        self.app.invalidate()

    def close_replay(self) -> None:
        self.app.pop()

    def _retire(self, table: Any) -> None:
        """A table the replay is done with: never on the stack, it only leaves its quit
        hook behind (its ``close`` would also fade out the tune the next one plays on)."""
        hooks = getattr(self.app, "quit_hooks", None)
        if isinstance(hooks, list) and table.on_quit in hooks:
            hooks.remove(table.on_quit)

    def enter(self) -> None:
        sound.play_music(self.table.MUSIC)

    def close(self) -> None:
        self._retire(self.table)
        # back to the tune of the table beneath (the results' finished table), or none
        beneath = [s for s in self.app.stack if s is not self and isinstance(s, TableBase)]
        sound.play_music(beneath[-1].MUSIC if beneath else None)

    # ----- words ---------------------------------------------------------------------------
    def lens_words(self, lens: Lens) -> str:
        if lens.seat is None:
            return "Seen by: the table"
        name = self.session.seats[lens.seat].name
        return f"Every card · {name}" if lens.everything else f"Seen by: {name}"

    def _labels(self) -> None:
        n = len(self.replay)
        self.play_btn.text = "Pause" if self.playing else ("Again" if self.k >= n else "Play")
        self.speed_btn.text = f"▶ {SPEEDS[self.speed][0]}"
        self.lens_btn.text = self.lens_words(self.lens)
        self.lens_btn.enabled = len(self.lenses) > 1
        self.back_btn.enabled = self.start_btn.enabled = self.prev_round.enabled = self.k > 0
        self.fwd_btn.enabled = self.end_btn.enabled = self.next_round.enabled = self.k < n
        self.app.invalidate()

    def line(self, i: int) -> str:
        """Move ``i`` (0-based) in a few words: the game's own telling, as every seat
        heard it, else its notation."""
        if i not in self._lines:
            step = self.replay.steps[i]
            names = [s.name for s in self.session.seats]
            who = names[step.seat] if 0 <= step.seat < len(names) else "Dealer"
            text = f"{who}: {step.action}"
            tell = narrator(self.session.game_id)
            if tell is not None:
                told = []
                for e in self.replay.final.events_for(list(step.events), None):
                    try:
                        said = tell(e, names)
                    except Exception:  # noqa: BLE001  a line needing a view: the notation
                        said = None
                    if said:
                        told.extend(said.split("\n"))
                text = " ".join(told) or text
            self._lines[i] = text
        return self._lines[i]

    def held_lines(self) -> list[str]:
        """What each seat held at this step, in words, through an every-card lens of a
        finished game (none otherwise): the facts a seat's own view alone holds."""
        if not (self.lens.everything and self.replay.finished):
            return []
        if self._held is None or self._held[0] != self.k:
            lines = []
            for seat, facts in zip(self.session.seats, held(self.table.game, True),
                                   strict=True):
                if facts:
                    lines.append(f"{seat.name}: " + "; ".join(f"{k} {w}" for k, w in facts))
            self._held = (self.k, lines)
        return self._held[1]

    # ----- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.settle()
        t = self.table
        t.clock += dt
        moving = bool(t.update_table(dt)) or t.busy()
        if self.playing:
            if t.busy():
                self.wait = SPEEDS[self.speed][1]
            else:
                self.wait -= dt
                if self.wait <= 0:
                    self.step_forward()
                    self.wait = SPEEDS[self.speed][1]
            moving = True
        return moving

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.close_replay, pygame.K_LEFT: self.step_back,
                    pygame.K_RIGHT: self.step_forward, pygame.K_HOME: self.to_start,
                    pygame.K_END: self.to_end, pygame.K_PAGEUP: self.round_back,
                    pygame.K_PAGEDOWN: self.round_on, pygame.K_SPACE: self.toggle_play,
                    pygame.K_s: self.faster, pygame.K_v: self.next_lens,
                    pygame.K_l: self.table.open_log}
            if event.key in keys:
                if event.key == pygame.K_RIGHT:
                    self.playing = False
                keys[event.key]()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and TRACK.inflate(0, 8).collidepoint(event.pos):
            self.seek(round((event.pos[0] - TRACK.x) / TRACK.w * len(self.replay)))
            return True
        if self.form.handle(event):
            return True
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEWHEEL or pos is not None and pos[1] < TRACK.y - 34 \
                and not (self.show_moves and MOVES.collidepoint(pos)):
            # the table's own looks: its log scrolls, a whisper is put away, a place is
            # pointed at; nothing is played (no seat is anyone's to act for)
            if pos is not None:   # where the smaller table has it
                event = pygame.event.Event(event.type, {
                    **event.dict, "pos": (int(pos[0] / SHRINK), int(pos[1] / SHRINK))})
            self.table.handle_table(event)
        return True

    @staticmethod
    def table_painter(p: Any) -> Painter:
        """``p`` drawing at ``SHRINK`` of its size from the canvas's top left corner."""
        tp = Painter(p.surface, p.scale * SHRINK, (p.ox, p.oy), p.theme, p.store)
        tp.tips, tp.shortened = p.tips, p.shortened   # its shortened labels show whole
        tp.drawn = None
        return tp

    def draw(self, p: Any) -> None:
        t = p.theme
        p.rect(t.bg, (0, 0, 1280, TRACK.y))
        self.table.draw_table(self.table_painter(p))
        if self.show_moves:
            self._draw_moves(p)
        p.rect(t.bg, (0, TRACK.y - 34, 1280, 720 - TRACK.y + 34))
        n = len(self.replay)
        r = self.replay.round_at(self.k)
        head = f"Move {self.k} of {n}" + (f" · Round {r}" if isinstance(r, int) else "")
        if not self.replay.finished:
            head += " · the game is not over: only what all saw"
        now = self.line(self.k - 1) if self.k else "The start, before anyone moved."
        p.text(head, (14, TRACK.y - 17), t.small, t.accent_hi, True, "midleft")
        width = p.text_size(head, t.small, True)[0]
        p.text(p.ellipsize(now, 1240 - width, t.small), (34 + width, TRACK.y - 17), t.small,
               t.text, False, "midleft")
        p.rect(t.track, TRACK, radius=5)
        if n:
            done = TRACK.copy()
            done.w = max(10, round(TRACK.w * self.k / n))
            p.rect(t.accent, done, radius=5)
        self.form.draw(p)

    def _draw_moves(self, p: Any) -> None:
        """The moves around the current one; the current one lit and whole (wrapped),
        the others on one line each (shortened ones show whole when pointed at)."""
        t = p.theme
        size = t.small - 1
        panel(p, MOVES, 12, alpha=240)
        width = MOVES.w - 28
        row = p.line_height(size) + 6
        top = MOVES.y + 10
        said = self.held_lines()
        if said:  # what each seat held, above the moves
            p.text("Held now", (MOVES.x + 14, top), t.small, t.accent_hi, True)
            top += p.line_height(t.small) + 4
            for line in said:
                wrapped = p.wrap(line, width, size)
                if len(wrapped) > 2:
                    wrapped = [wrapped[0], p.ellipsize(" ".join(wrapped[1:]), width, size)]
                for part in wrapped:
                    p.text(part, (MOVES.x + 14, top), size, t.text)
                    top += row - 2
            top += 8
        p.text("Moves", (MOVES.x + 14, top), t.small, t.accent_hi, True)
        top += p.line_height(t.small) + 6
        now = self.k - 1
        lit = p.wrap(f"{now + 1}. {self.line(now)}", width, size, True) if now >= 0 else []
        if len(lit) > 6:  # a very long move: its last line shortened, whole when pointed at
            lit = lit[:5] + [p.ellipsize(" ".join(lit[5:]), width, size, True)]
        rows = max(1, int((MOVES.bottom - 10 - top) // row) - max(0, len(lit) - 1))
        first = max(0, min(now - rows // 2, len(self.replay) - rows))
        y = top
        for i in range(first, min(len(self.replay), first + rows)):
            if i == now:
                h = len(lit) * row
                p.rect((*t.accent, 70), (MOVES.x + 6, y - 2, MOVES.w - 12, h), radius=6)
                for line in lit:
                    p.text(line, (MOVES.x + 14, y), size, t.text, True)
                    y += row
                continue
            p.text(p.ellipsize(f"{i + 1}. {self.line(i)}", width, size), (MOVES.x + 14, y),
                   size, t.text_dim)
            y += row
