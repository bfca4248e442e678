"""A lesson over a real table: a pointer at the control to use and a bubble of words.

``start_lesson`` seats the lesson's match (its stacked deal, its scripted bots) at the
game's own table and lays ``LessonOverlay`` over it. The overlay follows the coach
(``game.lessons.Coach``): a step shows once its facts are in the learner's view and the
table has finished moving. A step that is only read holds the table still until Next;
a step that waits for a move lets the table run, and the table hands each move of the
learner to ``admits`` first: one the step is not waiting for is explained in the bubble
and never played. Esc opens the pause menu as at any table, so the learner can leave
at any time; after the last step the game plays on as a real one.

The bubble is placed beside what it points at, never over it (``bubble_rect``), on the
logical canvas and with the text as the window's painter sizes it, so it holds at
800x600 (text raised to its floor) as at 1920x1080.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.lessons import Coach, Lesson, scripted_bots
from scenes.painter import LOGICAL_H, LOGICAL_W
from scenes.scene import Scene
from scenes.theme import panel
from scenes.widgets import Button

BUBBLE_W = 400
PAD = 16
TEXT = 18
GAP = 44                  # between the bubble and what it points at: the arrow's room
MARGIN = 8                # the bubble keeps this far inside the canvas
NEXT_H = 40
SLIDE = 40                # the step between spots further along the target's row/column
KEEP_WEIGHT = 4           # hiding the learner's own cards costs four times hiding words
#: where a bubble with nothing to point at sits: over the top of the felt
FREE_SPOT = (LOGICAL_W // 2 - 300, 60)


def start_lesson(app: Any, lesson: Lesson) -> str | None:
    """Sit down at the lesson's table with the overlay on it; an error message instead
    of raising (as ``open_table``)."""
    from game.match import Match
    from game.saves import SeatSpec
    from scenes.setup import open_table

    match = Match(lesson.game, [SeatSpec(name, kind) for name, kind in lesson.seats],
                  lesson.options, lesson.seed, stack=lesson.stack)
    match.bots.update(scripted_bots(lesson, match.bot_seed))
    err = open_table(app, match)
    if err:
        return err
    app.push(LessonOverlay(app, app.top, lesson))
    return None


def bubble_size(p: Any, text: str, advice: str, button: bool) -> tuple[int, int]:
    """The bubble's logical size for these words at the painter's text size."""
    step = p.line_height(TEXT) * 1.25
    lines = len(p.wrap(text, BUBBLE_W - 2 * PAD, TEXT))
    if advice:
        lines += len(p.wrap(advice, BUBBLE_W - 2 * PAD, TEXT)) + 0.4
    h = PAD + p.line_height(14) + 6 + lines * step + PAD + (NEXT_H + 8 if button else 0)
    return BUBBLE_W, math.ceil(h)


def bubble_rect(size: tuple[int, int], target: pygame.Rect | None,
                avoid: list[pygame.Rect] = (), keep: list[pygame.Rect] = ()) -> pygame.Rect:
    """Where a bubble of ``size`` goes: beside ``target`` (above, below, left or right,
    centred on it or lined up with one of its edges), clear of it by ``GAP``, where it
    hides the least of ``avoid`` (the words the table has drawn) and, weighed
    ``KEEP_WEIGHT`` times as much, of ``keep`` (the learner's own things). Only when
    every spot beside the target covers a tenth or more of something kept does it slide
    further along the target's row or column, the arrow growing to reach. With no target
    it sits over the top of the felt, moved where that would cover something kept."""
    w, h = size
    canvas = pygame.Rect(MARGIN, MARGIN, LOGICAL_W - 2 * MARGIN, LOGICAL_H - 2 * MARGIN)
    weighed = [(a, 1) for a in avoid] + [(k, KEEP_WEIGHT) for k in keep]

    def hides(r: pygame.Rect) -> float:
        return sum(c.w * c.h * weight for a, weight in weighed if (c := r.clip(a)).w)

    def covers_kept(r: pygame.Rect) -> bool:   # a sliver of a card's edge still reads
        return any((c := r.clip(k)).w * c.h * 10 >= k.w * k.h for k in keep)

    if target is None:
        free = pygame.Rect(FREE_SPOT, size).clamp(canvas)
        if not covers_kept(free):
            return free
        spots = [(FREE_SPOT[0] + dx, FREE_SPOT[1] + dy)
                 for dy in range(0, LOGICAL_H // 2, SLIDE)
                 for dx in range(-FREE_SPOT[0], FREE_SPOT[0] + 1, SLIDE)]
        return min((pygame.Rect(round(x), round(y), w, h).clamp(canvas) for x, y in spots),
                   key=hides)
    t = target
    above, below = t.top - GAP - h, t.bottom + GAP
    left, right = t.left - GAP - w, t.right + GAP
    xs = (t.centerx - w / 2, t.left, t.right - w)
    ys = (t.centery - h / 2, t.top, t.bottom - h)
    near = [(x, above) for x in xs] + [(x, below) for x in xs] + \
        [(left, y) for y in ys] + [(right, y) for y in ys]
    slides = [(x, y) for x in range(MARGIN, LOGICAL_W - w, SLIDE) for y in (above, below)] + \
        [(x, y) for y in range(MARGIN, LOGICAL_H - h, SLIDE) for x in (left, right)]
    clear = t.inflate(2 * GAP - 2, 2 * GAP - 2)

    def best_of(spots: list[tuple[float, float]]) -> pygame.Rect | None:
        placed = [r for x, y in spots
                  if not (r := pygame.Rect(round(x), round(y), w, h).clamp(canvas))
                  .colliderect(clear)]
        return min(placed, key=hides) if placed else None   # the first, of equals

    found = best_of(near)
    if found is not None and not covers_kept(found):
        return found
    found = best_of(near + slides)
    if found is not None:
        return found
    # nowhere clear of it (a target as big as the canvas): the corner furthest from it
    far = max(((MARGIN, MARGIN), (LOGICAL_W - w - MARGIN, LOGICAL_H - h - MARGIN)),
              key=lambda c: math.dist((c[0] + w / 2, c[1] + h / 2), t.center))
    return pygame.Rect(far, size)


class LessonOverlay(Scene):
    opaque = False

    def __init__(self, app: Any, table: Any, lesson: Lesson) -> None:
        super().__init__(app)
        self.table = table
        self.coach = Coach(lesson)
        self.learner = lesson.learner
        self.seen = len(table.game.history)   # the moves already weighed against the steps
        self.shown = False                    # the current step is on screen
        self.log_mark = len(table.log_lines)  # the log told before the current step
        self.bubble: pygame.Rect | None = None
        self._placed: tuple[tuple, pygame.Rect] | None = None   # (what it was for, where)
        self.next_btn = Button((0, 0, 120, NEXT_H), "Next", self.next, primary=True, size=18,
                               safe=True)
        table.lesson = self
        # a lesson is not a game to come back to: Continue would lose its script
        table.driver.autosave_enabled = False

    # ----- what the table asks ---------------------------------------------------------
    def admits(self, seat: int, action: str) -> bool:
        """The table's question before it plays the learner's move: True when it is the
        move the step waits for; else the bubble says why not and nothing is played."""
        if seat != self.learner:
            return True
        if self.coach.judge(action) is None:
            # what the move sets off is told from here on (at once, with no animation)
            self.log_mark = len(self.table.log_lines)
            return True
        self.app.invalidate()
        return False

    @property
    def holds_below(self) -> bool:
        """A step that is only read keeps the table still until Next."""
        step = self.coach.step
        return self.shown and step is not None and not step.do

    # ----- following the game ----------------------------------------------------------
    def ready(self) -> bool:
        """The step's words are true of the table now: its facts show, nothing moves (or
        the moment it is about has just been told), and a step that waits for a move has
        the learner's turn on."""
        step, t = self.coach.step, self.table
        if step is None or t.game.is_terminal() and step.do:
            return False
        if step.told:
            if not any(step.told in line for line in t.log_lines[self.log_mark:]):
                return False
        elif t.busy():
            return False
        if step.do and t.human_to_act() != self.learner:
            return False
        return self.coach.ready(t.game.observation(self.learner))

    def update(self, dt: float) -> bool:
        history = self.table.game.history
        self.seen = min(self.seen, len(history))   # a move taken back (Coyote Moon)
        for seat, action in history[self.seen:]:
            if seat == self.learner:
                self._moved_on(lambda a=action: self.coach.played(a))
        self.seen = len(history)
        if self.coach.done:
            self.finish()
            return False
        shown = self.shown or self.ready()
        if shown != self.shown:
            self.shown = shown
            self.app.invalidate()
        return False

    def next(self) -> None:
        self.log_mark = len(self.table.log_lines)
        self._moved_on(self.coach.next)
        self.app.invalidate()
        if self.coach.done:
            self.finish()

    def _moved_on(self, advance: Any) -> None:
        """Let the coach move on (``advance``): the new step is not on screen yet."""
        index = self.coach.index
        advance()
        if self.coach.index != index:
            self.shown = False

    def finish(self) -> None:
        """The lesson is over: the game goes on as a real one."""
        self.table.lesson = None
        if self.app.top is self:
            self.app.pop()
        elif self in self.app.stack:  # under a screen the table raised (the results)
            self.app.stack.remove(self)

    # ----- input -------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        step = self.coach.step
        if not self.shown or step is None:
            return False
        reading = not step.do
        if reading:
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                 pygame.K_RIGHT):
                    self.next()
                    return True
            else:   # the button takes the mouse; its keys would pass the step twice
                self.next_btn.handle(event)
        pos = getattr(event, "pos", None)
        on_bubble = pos is not None and self.bubble is not None and \
            self.bubble.collidepoint(pos)
        if event.type == pygame.KEYDOWN:
            # Esc (pause) and L (the log) reach the table while a step is read
            return reading and event.key not in (pygame.K_ESCAPE, pygame.K_l)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and (
            reading or on_bubble)

    def passes_down(self, event: Any) -> bool:
        return True

    # ----- drawing -------------------------------------------------------------------------
    def target(self) -> pygame.Rect | None:
        """The rect of the step's control: the first of its names ("fu|target_2") the
        table shows now (a choice's second part replaces its first)."""
        step = self.coach.step
        for name in (step.point or "").split("|") if step else ():
            rect = self.table.control_rect(name)
            if rect is not None:
                return rect
        return None

    def kept(self, step: Any, target: pygame.Rect | None) -> list[pygame.Rect]:
        """The places the bubble keeps clear of on this step, as the table shows them
        now; one the pointer is at (or holds) is its target's business, not kept."""
        rects = (self.table.control_rect(name)
                 for name in self.coach.lesson.keep + step.keep)
        return [r for r in rects if r is not None
                and not (target is not None and r.colliderect(target))]

    def draw(self, p: Any) -> None:
        step = self.coach.step
        if not self.shown or step is None:
            return
        th = p.theme
        target = self.target()
        advice = self.coach.advice
        key = (self.coach.index, advice, p.scale, tuple(target) if target else None)
        if self._placed is None or self._placed[0] != key:
            # placed once per step and size, so it does not hop as the table moves on
            words = [pygame.Rect(r) for r in (p.drawn or ())]  # the table's, this frame
            self._placed = (key, bubble_rect(bubble_size(p, step.say, advice, not step.do),
                                             target, words, self.kept(step, target)))
        r = self.bubble = self._placed[1]
        if target is not None:
            self._draw_pointer(p, target, r)
        panel(p, r, 14, alpha=244)
        n = len(self.coach.lesson.steps)
        p.text(f"{self.coach.lesson.title} · step {self.coach.index + 1} of {n}",
               (r.x + PAD, r.y + PAD - 4), 14, th.accent)
        y = r.y + PAD + p.line_height(14) + 6
        y += p.text_block(step.say, (r.x + PAD, y, r.w - 2 * PAD), TEXT, th.text)
        if advice:
            p.text_block(advice, (r.x + PAD, y + 6, r.w - 2 * PAD), TEXT, th.bad)
        if not step.do:
            last = self.coach.index == n - 1
            self.next_btn.text = "Play on" if last else "Next"
            self.next_btn.rect = pygame.Rect(r.right - PAD - 120, r.bottom - PAD - NEXT_H,
                                             120, NEXT_H)
            self.next_btn.draw(p)

    def _draw_pointer(self, p: Any, target: pygame.Rect, bubble: pygame.Rect) -> None:
        """A ring around the target and an arrow from the bubble to it, stopping short;
        each drawn bright on a dark edge, so it shows on a light tile as on the felt."""
        th = p.theme
        ring = target.inflate(12, 12)
        # from the bubble's edge nearest the target to the ring's edge nearest the bubble
        x = min(max(ring.centerx, bubble.left + 20), bubble.right - 20)
        y = min(max(ring.centery, bubble.top + 20), bubble.bottom - 20)
        if bubble.bottom <= ring.top:
            start, end = (x, bubble.bottom), (ring.centerx, ring.top - 4)
        elif bubble.top >= ring.bottom:
            start, end = (x, bubble.top), (ring.centerx, ring.bottom + 4)
        elif bubble.right <= ring.left:
            start, end = (bubble.right, y), (ring.left - 4, ring.centery)
        else:
            start, end = (bubble.left, y), (ring.right + 4, ring.centery)
        ang = math.atan2(end[1] - start[1], end[0] - start[0])
        head = [end] + [(end[0] - 16 * math.cos(ang + s), end[1] - 16 * math.sin(ang + s))
                        for s in (0.5, -0.5)]
        for colour, width in ((th.bg, 8), (th.accent_hi, 4)):
            p.rect(colour, ring, width=width, radius=10)
            p.line(colour, start, end, width)
        p.polygon(th.bg, head, 3)
        p.polygon(th.accent_hi, head)
