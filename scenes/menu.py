"""The main menu: the five games, Continue and Load, Records, Settings, About, Quit.

Games come from the registry in menu order. A game with its table offers Play (seat
set-up) and Rules, and a game with a lesson Learn (its guided first game, also offered
the first time its Play is pressed); one whose table is still to come is shown with its
summary and a "coming soon" tag and cannot be started, though its rules can be read once
written.
The menu reads only the registry's catalogue, never a rules engine, so it opens fast.

Saves are described from their head (``game.saves.peek``: game, seats, how many moves,
when), never replayed to be listed, so a long game in the autosave or the Load list
costs the menu nothing. Opening one (Continue, Load) replays it on a worker thread
behind ``scenes.opening.OpeningScene``, which shows how far it has got; Esc cancels. A save the
replay refuses is refused with its reason, never opened in part.

A folder the app cannot use (see ``game.paths``) is named on the menu: a button says
what the player should know first and opens the whole story.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pygame

from game.registry import GameInfo, all_games
from scenes.opening import OpeningScene
from scenes.rules_view import howto_path
from scenes.scene import FormScene, Scene
from scenes.theme import draw_backdrop, heading, panel, shaded_backdrop
from scenes.widgets import Button, Form, ListBox, ScrollText

log = logging.getLogger(__name__)

TILE_X, TILE_Y, TILE_W, TILE_H, TILE_GAP = 70, 160, 720, 98, 12
SIDE_X, SIDE_W = 850, 300


def seat_range(info: GameInfo) -> str:
    if info.min_seats == info.max_seats:
        return f"{info.min_seats} players"
    return f"{info.min_seats}–{info.max_seats} players"


def playable(info: GameInfo) -> bool:
    """Built engine and a table to draw it: the game can be started.

    The table's module is looked up, not imported, so the menu stays quick.
    """
    import importlib.util

    from scenes.tables import TABLES

    target = TABLES.get(info.id)
    if not info.built or target is None:
        return False
    try:
        return importlib.util.find_spec(target.partition(":")[0]) is not None
    except (ImportError, ValueError):
        return False


def saved_when(stamp: float, now: float | None = None) -> str:
    """When a save was written, as a player reads it at a glance: 'saved just now',
    'saved 5 min ago', 'saved today 14:05', 'saved yesterday 18:02', 'saved 3 Mar'."""
    now = time.time() if now is None else now
    age = now - stamp
    if 0 <= age < 60:
        return "saved just now"
    if 0 <= age < 3600:
        return f"saved {int(age // 60)} min ago"
    t, today = time.localtime(stamp), time.localtime(now)
    if t[:3] == today[:3]:
        return time.strftime("saved today %H:%M", t)
    if time.localtime(now - 86400)[:3] == t[:3]:
        return time.strftime("saved yesterday %H:%M", t)
    return time.strftime("saved %d %b %Y" if t.tm_year != today.tm_year else "saved %d %b", t)


def autosave_info():
    """The autosave as the menu shows it (a damaged one included), or None if none.
    Read with ``peek``: a long game is never replayed just to be described."""
    from game.paths import autosave_path
    from game.saves import peek

    path = autosave_path()
    return peek(path) if path.exists() or path.is_symlink() else None


def moves_words(n: int | None) -> str:
    return "" if n is None else f"{n:,} move{'' if n == 1 else 's'}"


def save_summary(info, short: bool = False) -> str:
    """One line on a save: 'Coyote Moon · 3 players · 42 moves · saved 5 min ago', or
    why it is damaged."""
    if not info.ok:
        return f"{info.name}: {info.reason}"
    when = saved_when(info.saved_at)
    if short:
        return f"{when} · {info.title}"
    far = moves_words(info.moves)
    return " · ".join(x for x in (info.title, f"{info.seats} players", far, when) if x)


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = all_games()
        self.form = Form()
        self.notice = ""
        self.playable = {g.id for g in self.games if playable(g)}
        # a game whose rules are written but whose table is not: its rules can be read
        self.readable = {g.id for g in self.games if g.id in self.playable or (
            g.built and howto_path(g.id) is not None)}
        for i, info in enumerate(self.games):
            y = TILE_Y + i * (TILE_H + TILE_GAP)
            if info.id in self.playable:
                self.form.add(Button((TILE_X + TILE_W - 250, y + 28, 112, 44), "Play",
                                     lambda g=info.id: self.play(g), primary=True))
            if info.id in self.playable and info.lesson:
                # Rules and Learn share the column beside Play
                self.form.add(Button((TILE_X + TILE_W - 128, y + 8, 112, 38), "Rules",
                                     lambda g=info.id: self.rules(g), size=18))
                self.form.add(Button((TILE_X + TILE_W - 128, y + 52, 112, 38), "Learn",
                                     lambda g=info.id: self.learn(g), size=18))
            elif info.id in self.readable:
                self.form.add(Button((TILE_X + TILE_W - 128, y + 28, 112, 44), "Rules",
                                     lambda g=info.id: self.rules(g), size=20))
        self.problems = self._folder_problems()
        self.folders_btn = None
        if self.problems:
            first = self.problems[0]
            self.folders_btn = self.form.add(
                Button((SIDE_X, 168, SIDE_W, 62), "⚠ " + first.short(), self.folders,
                       size=20, hint="what is wrong, and where"))
        y = 250
        self.continue_btn = self.form.add(
            Button((SIDE_X, y, SIDE_W, 66), "Continue", self.continue_game, size=24))
        items = [("Load game", self.load), ("Records", self.records),
                 ("Settings", self.settings), ("About", self.about), ("Quit", self.app.quit)]
        # as many as there are, above the notice's place (610)
        step = min(68, (610 - (y + 84)) // len(items))
        for j, (label, fn) in enumerate(items):
            self.form.add(Button((SIDE_X, y + 84 + j * step, SIDE_W, step - 8), label, fn))
        self.refresh()
        self.form.focus_first()

    @staticmethod
    def _folder_problems() -> list:
        from game.paths import folder_problems

        try:
            found = folder_problems()
        except Exception:  # noqa: BLE001  the menu opens whatever the folders are like
            log.exception("could not look at the app's folders")
            return []
        for problem in found:
            log.warning("%s", problem.words())
        return found

    def folders(self) -> None:
        self.app.push(FoldersScene(self.app, self.problems))

    def refresh(self) -> None:
        info = autosave_info()
        self.continue_btn.enabled = info is not None and info.ok
        if info is None:
            self.continue_btn.hint = "no game in progress"
        elif info.ok:
            self.continue_btn.hint = save_summary(info, short=True)
        else:
            self.continue_btn.hint = "the autosave is damaged (see Load game)"

    def enter(self) -> None:
        self.refresh()

    # ---- actions ----------------------------------------------------------------------------
    def play(self, game_id: str) -> None:
        from scenes.lesson_offer import LessonOffer, first_time
        from scenes.setup import SetupScene

        info = next(g for g in self.games if g.id == game_id)
        if info.lesson and first_time(self.app, game_id):
            self.app.push(LessonOffer(self.app, info.title, lambda: self.learn(game_id),
                                      lambda: self.app.push(SetupScene(self.app, game_id))))
            return
        self.app.push(SetupScene(self.app, game_id))

    def learn(self, game_id: str) -> None:
        """The game's guided first game, at its own table."""
        from game.lessons import lesson_for
        from scenes.lesson_overlay import start_lesson

        err = start_lesson(self.app, lesson_for(game_id))
        if err:
            self._refused(err)

    def rules(self, game_id: str) -> None:
        from scenes.rules_view import RulesScene

        self.app.push(RulesScene(self.app, game_id))

    def continue_game(self) -> None:
        from game.paths import autosave_path

        self.open_save(autosave_path())

    def open_save(self, path: Path, on_refused=None) -> None:
        """Open a save: replayed off the frame loop (``OpeningScene``), then its table.
        A refused save is told to ``on_refused(reason)``, or shown on the menu."""
        from game.saves import peek

        info = peek(path)
        if not info.ok:
            self._refused(info.reason, on_refused)
            return
        self.app.push(OpeningScene(self.app, info, lambda session: self._seat(session,
                                                                                on_refused),
                                   lambda why: self._refused(why, on_refused)))

    def _refused(self, reason: str, on_refused=None) -> None:
        if on_refused is not None:
            on_refused(reason)
            return
        self.notice = reason
        self.refresh()

    def _seat(self, session, on_refused=None) -> None:
        """The save is replayed: sit down at its table (on the frame loop)."""
        from game.match import Match
        from game.seeds import new_seed
        from scenes.setup import open_table

        try:
            match = Match.from_session(session, bot_seed=new_seed())
        except Exception as e:  # noqa: BLE001  a save that loads but cannot be seated
            self._refused(f"that save cannot be opened ({type(e).__name__})", on_refused)
            return
        if on_refused is not None:  # opened from the Load list: the table goes on the menu
            self.app.pop_to(self)
        err = open_table(self.app, match)
        if err:
            self._refused(err, on_refused)

    def load(self) -> None:
        self.app.push(LoadScene(self.app, self))

    def records(self) -> None:
        from scenes.records_scene import RecordsScene

        self.app.push(RecordsScene(self.app))

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        self.app.push(AboutScene(self.app))

    # ---- scene ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # Esc on the menu does nothing; Quit is a button
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.notice = ""
        return self.form.handle(event)

    def draw(self, p) -> None:
        t = p.theme
        # Everything but the buttons is drawn once per window size into one opaque
        # layer: a menu frame is then a single blit plus the buttons.
        key = ("menu-layer", t.colorblind, tuple(sorted(self.playable)))
        p.blit(p.cached(key, (1280, 720), self._draw_static, alpha=False), (0, 0))
        self.form.draw(p)
        if self.notice:
            r = pygame.Rect(SIDE_X - 20, 610, SIDE_W + 40, 80)
            panel(p, r, 12)
            p.text_block(self.notice, (r.x + 14, r.y + 10, r.w - 28), t.small, t.bad)

    def _draw_static(self, p) -> None:
        t = p.theme
        draw_backdrop(p)
        p.text("Coyote's Table", (TILE_X, 34), t.title_size, t.accent_hi, True)
        p.text("Bluff, bid and race: five tabletop games for friends and bots.",
               (TILE_X + 4, 112), t.body, t.text_dim)
        for i, info in enumerate(self.games):
            self._tile(p, info, TILE_Y + i * (TILE_H + TILE_GAP))

    def _tile(self, p, info: GameInfo, y: int) -> None:
        t = p.theme
        live = info.id in self.playable
        panel(p, (TILE_X, y, TILE_W, TILE_H), 14, alpha=226 if live else 200)
        fg = t.text if live else t.text_dim
        readable = info.id in self.readable
        right = TILE_X + TILE_W - (256 if live else 140 if readable else 22)
        seats = p.text(seat_range(info), (right, y + 14), t.small - 2, t.text_faint, False,
                       "topright")
        # the title whole: a little smaller where the text is raised (a small window)
        # and it would run into the seat count; cut only if even that is too long
        room = seats.x - 8 - (TILE_X + 22)
        size = 24
        while size > 18 and p.text_size(info.title, size, True)[0] > room:
            size -= 1
        title = p.text(p.ellipsize(info.title, room, size, True),
                       (TILE_X + 22, y + 14 + (24 - size) / 2), size, fg, True)
        summary_w = TILE_W - (290 if live else 330 if readable else 200)
        # as many summary lines as the tile holds at this size (two at full size)
        top = max(y + 48, title.bottom + 2)
        step = p.line_height(t.small) * 1.1
        room = max(1, int((y + TILE_H - 4 - top) // step))
        lines = p.wrap(info.summary, summary_w, t.small)
        if len(lines) > room:
            lines = lines[:room - 1] + [p.ellipsize(" ".join(lines[room - 1:]), summary_w,
                                                    t.small)]
        for k, line in enumerate(lines):
            p.text(line, (TILE_X + 22, top + k * step), t.small, t.text_dim)
        if not live:
            tag = pygame.Rect(0, 0, 150, 34)
            tag.topright = (TILE_X + TILE_W - (140 if readable else 22), y + 44)
            p.rect(t.track, tag, radius=17)
            p.rect(t.panel_edge, tag, width=2, radius=17)
            p.text("Coming soon", tag.center, t.small, t.accent, True, "center")


class LoadScene(FormScene):
    """Pick a save file from the saves folder. A damaged save is listed with its reason
    and can be deleted (Delete, then Delete again to confirm). Finished games kept to be
    watched again are listed after the saves, marked, and open as their replay."""

    def __init__(self, app, menu: MenuScene) -> None:
        super().__init__(app)
        self.menu = menu
        self.list = ListBox((240, 170, 800, 400), [], on_activate=self.open_index,
                            on_select=lambda i: self._selected(), row_h=44)
        self.load_btn = Button((800, 600, 240, 56), "Load", self.open_selected, primary=True)
        self.delete_btn = Button((520, 600, 240, 56), "Delete", self.delete_selected)
        self.form = Form([self.list, Button((240, 600, 240, 56), "Back", self.app.pop),
                          self.delete_btn, self.load_btn])
        self.confirm: Path | None = None  # the save a second Delete will remove
        self.notice = ""
        self.reload()
        self.form.focus_first()

    def reload(self, selected: int = 0) -> None:
        from game.paths import is_autosave, saves_dir, saves_elsewhere
        from game.saves import FINISHED_FOLDER, list_saves

        # the saves folder in use, then any stand-in folder an earlier session wrote to
        # while the usual one was blocked (see game.paths): those games are not lost
        here = saves_dir()
        self.saves = list_saves(here)
        for folder in saves_elsewhere():
            self.saves += list_saves(folder)
        # finished games, kept to be watched again (game.saves.keep_finished)
        finished = here / FINISHED_FOLDER
        self.saves += list_saves(finished)

        def row(i) -> str:
            where = "" if i.path.parent in (here, finished) else f" (in {i.path.parent.name})"
            if i.ok and i.finished:  # kept when it ended: the file's time is the end's
                ended = saved_when(i.saved_at).replace("saved", "ended", 1)
                return " · ".join(x for x in ("Replay", i.title, moves_words(i.moves), ended)
                                  if x) + where
            return (("Autosave · " if is_autosave(i.path) else "")
                    + ("" if i.ok else "⚠ ") + save_summary(i) + where)
        self.list.set_items([row(i) for i in self.saves],
                            max(0, min(selected, len(self.saves) - 1)))
        self.confirm = None
        self._selected()
        if not self.saves:
            self.notice = "No saved games yet. Pause a game and choose Save."

    def _selected(self) -> None:
        i = self.list.selected
        info = self.saves[i] if 0 <= i < len(self.saves) else None
        self.load_btn.enabled = bool(info and info.ok)
        self.load_btn.text = "Replay" if info is not None and info.finished else "Load"
        self.delete_btn.enabled = info is not None
        self.delete_btn.text = "Delete"
        self.confirm = None
        if info is not None and not info.ok:
            self.notice = f"Damaged: {info.reason}. It cannot be loaded; Delete removes it."
        elif info is not None:
            self.notice = ""

    def open_selected(self) -> None:
        if self.list.selected >= 0:
            self.open_index(self.list.selected)

    def open_index(self, i: int) -> None:
        if not self.saves[i].ok:
            self.notice = f"Damaged: {self.saves[i].reason}"
            return
        if self.saves[i].finished:
            self.watch(self.saves[i])
            return
        self.menu.open_save(self.saves[i].path, on_refused=self._refused)

    def watch(self, info) -> None:
        """A finished game opens as its replay (read off the frame loop, as a save is)."""
        from scenes.replay_scene import open_replay

        def ready(session) -> None:
            refused = open_replay(self.app, session)
            if refused:
                self._refused(refused)

        self.app.push(OpeningScene(self.app, info, ready, self._refused))

    def _refused(self, reason: str) -> None:
        self.app.pop_to(self)
        self.reload(self.list.selected)  # the file may have changed since it was listed
        self.notice = reason

    def delete_selected(self) -> None:
        from game.saves import SaveError, delete

        i = self.list.selected
        if not 0 <= i < len(self.saves):
            return
        path, name = self.saves[i].path, self.saves[i].name
        if self.confirm != path:
            self.confirm = path
            self.delete_btn.text = "Delete: sure?"
            self.notice = f"Press Delete again to remove {name} for good."
            return
        try:
            delete(path)
        except SaveError as e:
            self.notice = str(e)
            return
        self.reload(max(0, i - 1) if i >= len(self.saves) - 1 else i)
        self.notice = f"Deleted {name}."
        self.menu.refresh()

    def unhandled(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.delete_selected()
        return True

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        heading(p, "Load a saved game", 60, "Saved games, newest first")
        self.form.draw(p)
        if self.notice:
            p.text_block(self.notice, (240, 674, 800), t.small, t.accent, align="center")


class TextPage(FormScene):
    """A page of scrolling text (``self.text``) under its ``heading``: the wheel and the
    keys the form leaves scroll it."""

    page_title = ""
    text: ScrollText

    def unhandled(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL or event.type == pygame.KEYDOWN:
            return self.text.handle(event)
        return True

    def draw(self, p) -> None:
        shaded_backdrop(p)
        heading(p, self.page_title, 50)
        self.form.draw(p)


class AboutScene(TextPage):
    """What the app is and its version, its licence, each game's credit and terms, the
    sounds' and fonts' origins; Notices opens the bundled third-party licences."""

    page_title = "About"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.text = ScrollText((140, 130, 1000, 470), self.about_text(), size=19)
        self.toggle = Button((380, 620, 240, 56), "Notices", self.notices, safe=True)
        self.form = Form([self.text, self.toggle,
                          Button((660, 620, 240, 56), "Back", self.app.pop, primary=True)])
        self.form.focus_first()

    @staticmethod
    def about_text() -> str:
        from game import __version__

        lines = ["# Coyote's Table",
                 f"Version {__version__}. Five tabletop games of bluff, bidding and racing. "
                 "Play against bots, pass one screen around the table, or mix the two.", "",
                 "## Licence",
                 "The app is free software under the MIT licence (the LICENSE file): its code, "
                 "its in-app rules and rulings (written in its own words), its icon, sounds "
                 "and music. The games belong to their authors: each one's credit and terms "
                 "follow, and they bind what may be done with that game.", "",
                 "## The games"]
        for info in all_games():
            status = "" if playable(info) else " (coming soon)"
            lines += [f"### {info.title}{status}", info.credits, ""]
        lines += ["## Sound and music",
                  "Every sound effect and the three music loops were made for this app by "
                  "its own synthesiser scripts (tools/make_sounds.py and tools/make_music.py): "
                  "nothing is recorded or taken from elsewhere. They are under the app's MIT "
                  "licence.", "",
                  "## Other software",
                  "The standalone app carries Python (PSF licence), pygame-ce and SDL2 (LGPL "
                  "2.1 and zlib), pymunk and Chipmunk2D (MIT), platformdirs (MIT), cffi (MIT) "
                  "and the sound, image and font libraries they bring. Their licences and "
                  "notices are in NOTICES.txt beside the app: press Notices to read them.", "",
                  "## Fonts",
                  "Text is set in DejaVu Sans, free fonts derived from Bitstream Vera. "
                  "Their licence follows in full.", ""]
        try:
            from game.paths import asset

            lines.append(asset("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8"))
        except OSError:
            lines.append("(The licence file is missing from this installation.)")
        return "\n".join(lines)

    @staticmethod
    def notices_text() -> str:
        """The third-party notices gathered when the standalone app was built."""
        from game.paths import asset

        try:
            return asset("NOTICES.txt").read_text(encoding="utf-8")
        except OSError:
            return ("# Notices\nThis copy runs from the source, not from a standalone "
                    "build: the third-party software is whatever your Python installed, "
                    "under its own licences. `python build/notices.py` gathers them into "
                    "one file, as the standalone build does.")

    @classmethod
    def notice_pages(cls) -> list[str]:
        """The notices one part per page (a contents page first): the whole file, some
        9,000 lines, would take seconds to lay out in one go."""
        import re

        parts = re.split(r"\n={20,}\n(.+)\n={20,}\n", "\n" + cls.notices_text())
        # underlines (=====, -----) would run into the text they underline, as words
        parts = [re.sub(r"(?m)^\s*([=-])\1{3,}\s*$", "", part) for part in parts]
        intro, titled = parts[0].strip(), list(zip(parts[1::2], parts[2::2], strict=False))
        if not titled:
            return [intro]
        contents = "\n".join(f"- {title}" for title, _ in titled)
        return ([f"# Notices\n{intro}\n\n## Contents (Next shows each in turn)\n{contents}"]
                + [f"# {title}\n{body.strip()}" for title, body in titled])

    def notices(self) -> None:
        """Notices shows the third-party licences page by page; after the last, About."""
        pages = getattr(self, "_pages", None) or self.notice_pages()
        self._pages = pages
        self.page = 0 if getattr(self, "page", None) is None else self.page + 1
        if self.page >= len(pages):
            self.page = None
            self.text.set_text(self.about_text())
            self.toggle.text = "Notices"
            return
        self.text.set_text(pages[self.page])
        last = self.page == len(pages) - 1
        self.toggle.text = "About" if last else f"Next ({self.page + 1}/{len(pages) - 1})"



class FoldersScene(TextPage):
    """What is wrong with the app's folders, where things go instead, and that nothing
    of the player's was moved or deleted."""

    page_title = "Your folders"

    def __init__(self, app, problems) -> None:
        super().__init__(app)
        lines = ["# Folders the app could not use", ""]
        for problem in problems:
            lines += [problem.words(), ""]
        lines.append("To use the usual folders again, move or rename what is in the way "
                     "(or give yourself permission to it), then restart the app.")
        self.text = ScrollText((140, 130, 1000, 460), "\n".join(lines), size=19)
        self.form = Form([self.text, Button((520, 620, 240, 56), "Back", self.app.pop,
                                            primary=True)])
        self.form.focus_first()

