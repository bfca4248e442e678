"""Text a player can read at any window size (issue 26, item 3), on every table state
and every screen, at 800x600, 1024x600, 1280x720 and 1920x1080:

- no text under 12 real pixels (at 800x600 the canvas is scaled by 0.625, and log and
  hint lines used to be about 6 px tall);
- no two labels drawn over each other, and no label covered by what is drawn after it
  (a bubble over a badge, a card laid over another card's words): the letters' own
  pixels are compared before and after the rest of the frame;
- no label drawn partly outside its clip, its layer or the canvas;
- no label cut short with an ellipsis ("…") unless the painter shows it whole when it
  is pointed at (``Painter.ellipsize`` remembers the whole text, ``Painter.text`` records
  where it went, and the app draws it in a box under the mouse); a layer drawn once and
  blitted (``Painter.cached``) has no place on the window, so a label shortened in it
  fails. Words that end in "…" on purpose (someone is thinking) are listed in
  ``ON_PURPOSE``.

Each label is checked in real pixels, by its ink (the letters, not the font's padding).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame
import pytest

from game.registry import all_games
from scenes import tools
from scenes.app import App
from scenes.painter import LOGICAL_H, LOGICAL_W, MIN_TEXT_PX, Painter, Store, _anchor_topleft, _rgba
from scenes.settings_store import Settings
from scenes.table_base import Notice
from scenes.tables import TABLES, table_class
from scenes.tables.drawing import FAST_LABELS

INFO = False  # True: also list the labels shortened with a tip (a survey, not a failure)
SIZES = [(800, 600), (1024, 600), (1280, 720), (1920, 1080)]
FIGURE = re.compile(r"^[−\-+×x·\d\s]*$")  # a bare figure: a card's value, a big bid
#: words that end in an ellipsis on purpose: something is under way, nothing is hidden
ON_PURPOSE = re.compile(r"(thinking|deciding|Replaying the game|Skipping( to the result)?|"
                        r"Choosing|Loading|Working)…$")


def _cases():
    for game in sorted(TABLES):
        for state in table_class(game).snapshot_states():
            yield f"table-{state}", game
    for scene in ("menu", "setup", "settings", "pause", "results", "gate", "about",
                  "rules", "error", "load", "records"):
        yield scene, "coyote-tilsit"
    for info in all_games():  # a game with presets shows them on its set-up screen
        if info.built and info.presets:
            yield "setup", info.id


@dataclass
class Label:
    """One line of text as it landed on a surface."""
    surface: pygame.Surface
    ink: pygame.Rect                 # the letters' bounding box, real pixels
    clip: pygame.Rect                # where the surface let it draw
    text: str
    points: list                     # the letters' pixels (on the surface)
    before: list = field(default_factory=list)  # their colours just after drawing
    shortened: str | None = None     # the whole text, when an ellipsis cut it
    tips: list | None = None         # the painter's tips list (None: a cached layer)
    box: pygame.Rect | None = None   # the last box drawn under its middle, if any
    scrolling: bool = False          # drawn in a view the player scrolls


@dataclass
class Record:
    labels: list = field(default_factory=list)
    sizes: list = field(default_factory=list)
    by_surface: dict = field(default_factory=dict)  # id(surface) -> its labels
    boxes: dict = field(default_factory=dict)  # id(surface) -> filled boxes, in order

    def clear(self) -> None:
        self.labels.clear()
        self.sizes.clear()
        self.by_surface.clear()
        self.boxes.clear()


_INK: dict = {}


def _ink_points(surf: pygame.Surface) -> list:
    """Points on the letters' outlines (every glyph's), at most about 300."""
    key = id(surf)
    hit = _INK.get(key)
    if hit is None or hit[0] is not surf:
        pts = []
        for part in pygame.mask.from_surface(surf, 128).connected_components():
            pts += part.outline()
        hit = (surf, pts[::max(1, len(pts) // 300)])
        _INK[key] = hit
    return hit[1]


def _land(rec: Record, surface, dest, points, text, shortened, tips, scale,
          scrolling=False) -> None:
    clip = surface.get_clip()
    pts = [(x + dest[0], y + dest[1]) for x, y in points]
    if not pts:
        return
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    ink = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    inside = [pt for pt in pts if clip.collidepoint(pt)]
    area = LOGICAL_W * LOGICAL_H * scale * scale  # a box is smaller than a quarter canvas
    box = next((b for b in reversed(rec.boxes.get(id(surface), []))
                if b.collidepoint(ink.center) and b.w * b.h < area / 4), None)
    lab = Label(surface, ink, clip, text, inside,
                [surface.get_at(pt) for pt in inside], shortened, tips, box, scrolling)
    rec.labels.append(lab)
    rec.by_surface.setdefault(id(surface), []).append(lab)


@contextmanager
def recording():
    """Record every label drawn (where its letters landed) and every text size rendered,
    while the block runs; a layer's labels land again wherever the layer is blitted."""
    rec = Record()
    real_text, real_render, real_blit = Painter.text, Store.render, Painter.blit
    real_rect = Painter.rect

    def rect(self, color, r, width=0, radius=0):
        real_rect(self, color, r, width, radius)
        if not width and _rgba(color)[3] >= 200:
            rec.boxes.setdefault(id(self.surface), []).append(
                self.real_rect(r).clip(self.surface.get_clip()))

    def text(self, s, pos, size=20, color=None, bold=False, anchor="topleft"):
        r = real_text(self, s, pos, size, color, bold, anchor)
        if color is None:
            color = self.theme.text if self.theme is not None else (240, 240, 240)
        c = _rgba(color)
        surf = real_render(self.store, s, self.font_px(size), bold,
                           c[:3] if c[3] == 255 else c)
        w, h = surf.get_size()
        fx, fy = _anchor_topleft(anchor, pos, w / self.scale, h / self.scale)
        dest = (round(self.ox + fx * self.scale), round(self.oy + fy * self.scale))
        _land(rec, self.surface, dest, _ink_points(surf), s, self.shortened.get(s),
              self.tips, self.scale, self.scrolling)
        return r

    def render(self, s, px, bold, color):
        rec.sizes.append((px, s))
        return real_render(self, s, px, bold, color)

    def blit(self, surface, pos, anchor="topleft", angle=0.0, alpha=255):
        r = real_blit(self, surface, pos, anchor, angle, alpha)
        inner = rec.by_surface.get(id(surface))
        if inner and not angle and alpha > 128:
            lw, lh = surface.get_width() / self.scale, surface.get_height() / self.scale
            fx, fy = _anchor_topleft(anchor, pos, lw, lh)
            dx, dy = round(self.ox + fx * self.scale), round(self.oy + fy * self.scale)
            for lab in list(inner):
                pts = [(x - lab.ink.x, y - lab.ink.y) for x, y in lab.points]
                _land(rec, self.surface, (lab.ink.x + dx, lab.ink.y + dy), pts,
                      lab.text, lab.shortened, lab.tips, self.scale)
        return r

    Painter.text, Store.render, Painter.blit, Painter.rect = text, render, blit, rect
    try:
        yield rec
    finally:
        Painter.text, Store.render, Painter.blit = real_text, real_render, real_blit
        Painter.rect = real_rect


@pytest.fixture
def record():
    with recording() as r:
        yield r


def _changed(a, b) -> bool:
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 60


def problems(app, rec: Record) -> list[str]:
    """Draw ``app`` afresh and say what a player could not read (an overlay's labels are
    checked among themselves: it is read over a dimmed scene)."""
    app.store.surfaces.clear()  # draw every cached layer afresh, so it is seen
    for scene in app.stack:
        for obj in (scene, *vars(scene).values()):
            layers = getattr(obj, "layers", None)
            if hasattr(layers, "forget"):
                layers.forget()
    top = app.stack[-1]
    real_draw = top.draw

    def top_draw(p):
        rec.clear()
        real_draw(p)
    top.draw = top_draw
    rec.clear()
    try:
        app.draw()
    finally:
        del top.draw
    out = []
    small = sorted({(px, s) for px, s in rec.sizes if px < MIN_TEXT_PX and s.strip()})
    out += [f"under {MIN_TEXT_PX} px: {s!r} ({px} px)" for px, s in small]
    # a label wholly outside its clip is scrolled out of sight: nothing of it shows
    labels = [lab for lab in rec.labels if lab.text.strip() and lab.clip.colliderect(lab.ink)]
    tips = app.painter.tips or []
    for lab in labels:
        if not lab.clip.contains(lab.ink):
            if not lab.scrolling:  # a line cut at a scrolling view's edge scrolls in whole
                out.append(f"clipped: {lab.text!r}")
        elif lab.box is not None and not lab.box.inflate(2, 2).contains(lab.ink):
            out.append(f"out of its box: {lab.text!r}")
        changed = sum(_changed(lab.surface.get_at(pt), c)
                      for pt, c in zip(lab.points, lab.before, strict=True))
        if lab.points and changed > 2:
            out.append(f"covered: {lab.text!r}")
        if "…" in lab.text and lab.surface is app.screen:  # a layer's: checked where blitted
            if lab.shortened is None:
                if not ON_PURPOSE.search(lab.text):
                    out.append(f"ellipsis: {lab.text!r}")
            elif lab.tips is None or not any(
                    r.collidepoint(lab.ink.center) and whole == lab.shortened
                    for r, whole in tips):
                out.append(f"shortened with no way to read it whole: {lab.text!r}")
            elif INFO:
                out.append(f"(shortened, shown whole when pointed at: {lab.text!r})")
    groups: dict[int, list] = {}
    for lab in labels:
        groups.setdefault(id(lab.surface), []).append(lab)
    for items in groups.values():
        for i, a in enumerate(items):
            for b in items[i + 1:]:
                if FIGURE.match(a.text) and FIGURE.match(b.text):
                    continue
                o = a.ink.clip(b.ink)
                if o.w > 2 and o.h > 2 and (a.ink, a.text) != (b.ink, b.text):
                    out.append(f"overlap: {a.text!r} / {b.text!r}")
    return list(dict.fromkeys(out))


#: found by this test and not fixed yet (issue 26, item 3): each is a real fault, listed
#: so the rest stay guarded; remove a line when its fix lands
KNOWN = {
}


def _marked():
    for scene, game in _cases():
        why = KNOWN.get((scene, game))
        marks = [pytest.mark.xfail(reason=why, strict=False)] if why else []
        yield pytest.param(scene, game, marks=marks, id=f"{scene}-{game}")


@pytest.mark.parametrize("scene,game", list(_marked()))
def test_text_is_readable_whole_and_uncovered(scene, game, record):
    pygame.display.init()
    pygame.font.init()
    failures = []
    for size in SIZES:
        app = App(size, settings=Settings(), screen=pygame.Surface(size))
        tools.build_scene(app, scene, game, 9)
        failures += [f"{scene} {game} at {size[0]}x{size[1]}: {m}"
                     for m in problems(app, record)]
    assert not failures, "\n".join(failures[:12])


def test_a_shortened_label_shows_whole_when_pointed_at():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((800, 600))
    app = App((800, 600), settings=Settings(), screen=surface)
    p = app.painter
    whole = "Coyote (HeidelBÄR rules, with the Trickster)"
    p.begin_frame()
    short = p.ellipsize(whole, 120, 16)
    assert short.endswith("…") and short != whole
    r = p.text(short, (100, 100), 16)
    real, told = p.tip_at(p.pt(r.center))
    assert told == whole
    p.begin_frame()
    assert p.tip_at(p.pt(r.center)) is None  # forgotten with the frame


# ----- states no snapshot shows (seen by a play-tester under Xvfb at 800x600) ---------------
LONG_NOTICE = "Click a choice, or press Tab to move to one and then Enter."
HEADBAND = ("coyote-heidelbaer", "coyote-tilsit")


def _table(size, game, state=None):
    app = App(size, settings=Settings(), screen=pygame.Surface(size))
    state = state or f"table-{table_class(game).snapshot_states()[0]}"
    tools.build_scene(app, state, game, 9)
    return app, app.stack[-1]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_notice_reads_whole_in_its_box(game, record):
    """A table's notice wraps inside its box at the real size (Coyote Moon's spilled past
    its ends); on the headband tables it covers no seat (it covered the player's eyes)."""
    pygame.display.init()
    pygame.font.init()
    failures = []
    for size in ((800, 600), (1920, 1080)):
        app, table = _table(size, game)
        table.notice = Notice(LONG_NOTICE, table.clock + 100)
        found = problems(app, record)
        words = set(LONG_NOTICE.replace(",", " ").split())
        mine = [m for m in found if game in HEADBAND or (
            "covered" not in m and words & set(m.split("'")[1].replace(",", " ").split()))]
        failures += [f"{game} at {size}: {m}" for m in mine]
        said = " ".join(lab.text for lab in record.labels if lab.surface is app.screen
                        and len(lab.text) > 4 and lab.text in LONG_NOTICE)
        assert said == LONG_NOTICE, f"{game} at {size}: the notice reads {said!r}"
    assert not failures, "\n".join(failures[:12])


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_fast_forward_pill_covers_no_words(game, record, monkeypatch):
    """A bots-only game's pill says its words whole ('Skipping…', not 'Skipping to
    the…') and stays off the top bar's words (Tilsit's '↻ clockwise' ran under it)."""
    pygame.display.init()
    pygame.font.init()
    failures = []
    for size in ((800, 600), (1920, 1080)):
        for fast in (0, 1, 2):
            app, table = _table(size, game)
            monkeypatch.setattr(type(table.driver), "spectating", lambda self: True)
            table.driver.fast = fast
            failures += [f"{game} at {size}, fast {fast}: {m}"
                         for m in problems(app, record)]
            failures += [f"{game} at {size}, fast {fast}: the pill reads {lab.text!r}"
                         for lab in record.labels if lab.text.startswith(("Fast", "Skip"))
                         and lab.text not in sum(FAST_LABELS, ())]
            monkeypatch.undo()
    assert not failures, "\n".join(failures[:12])


def test_an_out_seat_says_so_inside_its_panel(record):
    """Tilsit: an out seat's 'no feathers left' stays inside its panel at 800x600."""
    pygame.display.init()
    pygame.font.init()
    for size in ((800, 600), (1920, 1080)):
        app, table = _table(size, "coyote-tilsit", "table-mid")
        pl = table.view["players"][1]
        pl["out"], pl["feathers"] = True, 0
        table.layers.forget()
        assert not problems(app, record)
        r = table.panel_rect(1)
        inner = pygame.Rect(app.painter.real_rect(r))
        said = [lab for lab in record.labels if lab.surface is app.screen and lab.text in (
            "out", "no feathers left", "no", "feathers", "left", "no feathers")]
        assert said and all(inner.contains(lab.ink) for lab in said)


@pytest.mark.parametrize("game", ["three-card-coyote", "coyote-tilsit", "notcoup"])
def test_the_sound_tag_covers_no_words(game, record):
    """'Sound off (M)' finds a spot with no words under it (it covered Three Card
    Coyote's beat in the top bar)."""
    pygame.display.init()
    pygame.font.init()
    failures = []
    for size in ((800, 600), (1920, 1080)):
        app, _table_scene = _table(size, game, "table-turn" if game == "three-card-coyote"
                                   else None)
        app.sound_notice = ("Sound off (M)", 5.0)
        failures += [f"{game} at {size}: {m}" for m in problems(app, record)]
    assert not failures, "\n".join(failures[:12])


def test_a_place_note_is_the_only_box(record):
    """Three Card Coyote: pointing at a shortened place name opens the table's note on the
    place, and not the painter's tip box over it as well."""
    pygame.display.init()
    pygame.font.init()
    from game.three_card_coyote.town import PLACES
    from scenes.tables.three_card_coyote import art

    app, table = _table((800, 600), "three-card-coyote", "table-turn")
    app.draw()
    p = app.painter
    place = next(k for k, name in PLACES.items() if name.startswith("Last Chance Hotel"))
    cell = p.real_rect(art.cell(place))
    shortened = [t for t in p.tips if cell.contains(t[0])]
    assert shortened, "the long place name is shortened at 800x600"
    real, _whole = shortened[0]
    table.stage.hover_place = place
    app.pointer = real.center
    app.draw()
    assert not [t for t in p.tips if cell.contains(t[0])]
