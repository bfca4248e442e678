"""The rules of a game, as scrolling text, with its rulings on a second tab.

The rules text is ``howto.md`` inside the game's package and the rulings page
is ``game/rulings/<id>.md``; both ship with an installed or frozen app. The
rulings tab is offered whenever its page is found.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pygame

from game.registry import get_info
from scenes.scene import FormScene
from scenes.theme import shaded_backdrop
from scenes.widgets import Button, Form, ScrollText


def howto_path(game_id: str) -> Path | None:
    """``game/<pkg>/howto.md`` for a game, found without importing its engine."""
    info = _info(game_id)
    try:
        spec = importlib.util.find_spec(info.module)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / "howto.md"
    return path if path.exists() else None


def rulings_path(game_id: str) -> Path | None:
    import game

    path = Path(game.__file__).resolve().parent / "rulings" / f"{game_id}.md"
    return path if path.exists() else None


# A developer's reference in a rulings page: a file path or a command in backticks.
_DEV_REF = re.compile(r"`[^`]*(?:\.py|tests/|game/|scenes/|tools/|python )[^`]*`")
_MARK = "\x00"  # stands in for a reference while sentences are split (it has no dots)
_SENTENCE = re.compile(r"[^.!?]+(?:[.!?]+[)\"']*(?=\s|$)|$)")


def for_players(text: str) -> str:
    """A rulings page as the app shows it: sentences that point at source files, tests
    or commands are for the project's developers and are left out (the file keeps them,
    so every ruling still names its test)."""
    blocks, cur = [], []
    for line in text.split("\n"):
        if not line.strip():
            blocks.append(cur)
            blocks.append(None)  # a blank line
            cur = []
        elif line.lstrip().startswith(("- ", "* ", "#", "|")) and cur:
            blocks.append(cur)
            cur = [line]
        else:
            cur.append(line)
    blocks.append(cur)
    out: list[str] = []
    for block in blocks:
        if block is None:
            out.append("")
            continue
        if not block:
            continue
        joined = " ".join(x.strip() if i else x.rstrip() for i, x in enumerate(block))
        if not _DEV_REF.search(joined):
            out.extend(block)
            continue
        marked = _DEV_REF.sub(_MARK, joined)
        lead = re.match(r"\s*(?:[-*] |#+ |\d+\. )?", marked).group()
        kept = [m.group().strip() for m in _SENTENCE.finditer(marked[len(lead):])
                if m.group().strip() and _MARK not in m.group()]
        if kept:
            out.append(lead + " ".join(kept))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip() + "\n"


def _info(game_id: str):
    from game.registry import all_games

    for g in all_games():
        if g.id == game_id:
            return g
    return get_info(game_id)  # raises, naming the known games


class RulesScene(FormScene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.info = _info(game_id)
        self.pages: list[tuple[str, str]] = []
        how = howto_path(game_id)
        if how:
            self.pages.append(("How to play", how.read_text(encoding="utf-8")))
        else:
            self.pages.append(("How to play", f"# {self.info.title}\n{self.info.summary}\n\n"
                               "The full rules arrive with the game itself."))
        rul = rulings_path(game_id)
        if rul:
            self.pages.append(("Rulings", for_players(rul.read_text(encoding="utf-8"))))
        self.page = 0
        self.text = ScrollText((140, 130, 1000, 470), self.pages[0][1], size=19)
        self.tabs = []
        self.form = Form([self.text])
        for i, (name, _) in enumerate(self.pages if len(self.pages) > 1 else []):
            self.tabs.append(self.form.add(
                Button((140 + i * 200, 76, 180, 44), name, lambda i=i: self.show(i), size=18)))
        self.form.add(Button((520, 620, 240, 56), "Back", self.app.pop, primary=True))
        self.form.focus(self.text)
        self.show(0)

    def show(self, i: int) -> None:
        self.page = i
        self.text.set_text(self.pages[i][1])
        for j, b in enumerate(self.tabs):
            b.primary = j == i

    def unhandled(self, event) -> bool:
        if event.type in (pygame.MOUSEWHEEL, pygame.KEYDOWN):
            self.text.handle(event)
        return True

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        title = self.info.title
        if self.tabs:
            p.text(title, (1140, 98), t.h2, t.accent_hi, True, "midright")
        else:
            p.text(title, (640, 60), t.h1, t.accent_hi, True, "midtop")
        self.form.draw(p)
