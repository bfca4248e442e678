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

from game.core import GameError
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


def _tables_as_lists(text: str) -> str:
    """A markdown table read as a list, one item per row ("- **Atlas** · Power: Lifts
    anything; ..."), since the rules screen draws text, not grids."""
    out: list[str] = []
    head: list[str] | None = None
    for line in text.split("\n"):
        stripped = line.strip()
        if not (stripped.startswith("|") and stripped.endswith("|")):
            head = None
            out.append(line)
            continue
        cells = [c.strip() for c in stripped.strip("|").split("|")]
        if head is None:
            head = cells
        elif not all(set(c) <= set("-: ") for c in cells):
            rest = "; ".join(f"{h}: {c}" for h, c in zip(head[1:], cells[1:], strict=False)
                             if c and c != "-")
            out.append(f"- **{cells[0]}** · {rest}" if rest else f"- **{cells[0]}**")
    return "\n".join(out)


def for_players(text: str) -> str:
    """A rulings page as the app shows it: sentences that point at source files, tests
    or commands are for the project's developers and are left out (the file keeps them,
    so every ruling still names its test); tables become lists."""
    text = _tables_as_lists(text)
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


# ----- variants: sections tagged with the option that turns them on ----------------------
# A heading or a list item in a howto.md may end its first line's title with a tag:
# ``{option}`` (shown while that option is on) or ``{option=value}`` (while the option
# has that value, or for a multi-choice, includes it). A tagged heading covers what
# follows it down to the next heading of its level or above. Opened from a game in
# progress, the rules keep only what that game plays, and the paragraph that opens the
# variants (between their heading and the first tagged one) gives way to a line naming
# them; opened from the menu, every section shows. Untagged pages read unchanged.
_TAG = re.compile(r"\s*\{([A-Za-z0-9_\-]+)(?:=([^{}]*))?\}")
_HEADING = re.compile(r"(#+) ")
_ITEM = re.compile(r"\s*(?:[-*] |\d+\. )")


def _tag_on(info, values: dict, name: str, want: str | None) -> bool:
    try:
        opt = info.option(name)
    except GameError:
        return True  # a tag naming no option hides nothing (a test keeps tags sound)
    value = values.get(name, opt.default)
    if want is None:
        return opt.is_on(value)
    if opt.type == "multi" or isinstance(value, (list, tuple)):
        # a choice given as several values: any of them may be played (a Transformer
        # card not yet drafted may become any of its actions)
        return want.strip().lower() in {str(v).lower() for v in value or ()}
    return str(value).lower() == want.strip().lower()


def rule_tags(text: str) -> list[tuple[str, str | None]]:
    """Every ``{option}`` / ``{option=value}`` tag in a rules page, in order."""
    return [(m.group(1), m.group(2)) for m in _TAG.finditer(text)]


def rules_for(text: str, info, values: dict | None) -> str:
    """A rules page as the app shows it: every tag taken out, and with ``values`` (a
    game's options) only the tagged parts that game plays, named in one line."""
    lines = text.split("\n")
    out: list[str] = []
    heads: list[tuple[int, bool]] = []  # (level, shown) of the tagged headings open
    item_shown = True                   # a tagged list item hides its wrapped lines too
    played: list[str] = []
    first_tagged: int | None = None     # where the first tagged heading went in ``out``
    intro_from: int | None = None       # where the heading before it ended
    for line in lines:
        head = _HEADING.match(line)
        tag = _TAG.search(line)
        shown = True
        if tag and values is not None:
            shown = _tag_on(info, values, tag.group(1), tag.group(2))
        clean = _TAG.sub("", line, count=1) if tag else line
        if head:
            level = len(head.group(1))
            heads = [(lv, on) for lv, on in heads if lv < level]
            item_shown = True
            if tag:
                if first_tagged is None:
                    first_tagged = len(out)
                heads.append((level, shown))
                if shown and all(on for _, on in heads[:-1]) and values is not None \
                        and len(heads) == 1:
                    played.append(_played_name(info, values, clean[level + 1:].strip(),
                                               tag.group(1)))
            elif first_tagged is None:
                intro_from = len(out) + 1
        elif not line.strip():
            item_shown = True
        elif _ITEM.match(line):
            item_shown = shown if tag else True
        if all(on for _, on in heads) and item_shown and (shown or not head):
            out.append(clean.rstrip() if tag else line)
    if values is not None and first_tagged is not None:
        summary = ("**Variants in play: " + ", ".join(played) + ".**" if played
                   else "**No variants: the classic game.**")
        start = intro_from if intro_from is not None and intro_from <= first_tagged \
            else first_tagged
        out[start:first_tagged] = [summary, ""]
    return "\n".join(out)


#: how a value reads in the "in play" line where its set-up label would not
#: (the set-up screen's "Set below" points at options under it)
PLAYED_WORDS = {("notcoup", "transformer", "fixed"): "chosen at set-up"}


def _played_name(info, values: dict, title: str, name: str) -> str:
    """A variant in the "in play" line: its title, and the value chosen where the
    option has more than on and off ("Teams (Co-op)")."""
    from scenes.option_words import value_name

    try:
        opt = info.option(name)
    except GameError:
        return title
    value = values.get(name, opt.default)
    word = PLAYED_WORDS.get((info.id, name, value)) if isinstance(value, str) else None
    if word:
        return f"{title} ({word})"
    if opt.type in ("choice", "multi", "int"):
        return f"{title} ({value_name(info, opt, value, values)})"
    return title


def rule_values(match) -> dict:
    """The values a game in progress plays, for its rules page: its options, and for
    a Transformer draft each card's action as decided so far (one not yet decided may
    become any of its actions, so all of them are told)."""
    values = dict(match.game.options)
    tf = None
    try:
        tf = match.game.public_observation().get("transformer")
    except (AttributeError, NotImplementedError):
        pass
    if tf and tf.get("mode") == "draft":
        for card, rows in tf.get("choices", {}).items():
            got = tf.get("chosen", {}).get(card)
            values[f"{card}_action"] = (got,) if got else tuple(r[0] for r in rows)
    return values


# ----- markdown the rules screen cannot draw ----------------------------------------------
# ScrollText draws headings (#, ##, ###), bullets, numbered items and **bold**; it has no
# italic. So single-mark emphasis (*word*, _word_) is shown as plain words rather than
# with its marks, a link as its words, a deeper heading as a ###, and a quote as its
# text. The pages are written without these; this keeps a future slip off the screen.
_EMPHASIS = (re.compile(r"(?<![*\w])\*(?![*\s])([^*\n]*?[^*\s])\*(?![*\w])"),
             re.compile(r"(?<![_\w])_(?![_\s])([^_\n]*?[^_\s])_(?![_\w])"))
_LINK = re.compile(r"\[([^\]\n]+)\]\([^)\n]*\)")
_DEEP_HEADING = re.compile(r"^#{4,} ", re.MULTILINE)
_QUOTE = re.compile(r"^(\s*)> ?", re.MULTILINE)


def drawable(text: str) -> str:
    """A page in the marks the rules screen draws, every other mark taken out (its
    words kept)."""
    for pat in _EMPHASIS:
        text = pat.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _DEEP_HEADING.sub("### ", text)
    return _QUOTE.sub(r"\1", text)


def _info(game_id: str):
    from game.registry import all_games

    for g in all_games():
        if g.id == game_id:
            return g
    return get_info(game_id)  # raises, naming the known games


class RulesScene(FormScene):
    def __init__(self, app, game_id: str, options: dict | None = None) -> None:
        """``options``: the options of the game in progress the rules are opened from
        (only its variants are told); None from the menu (all of them)."""
        super().__init__(app)
        self.info = _info(game_id)
        self.pages: list[tuple[str, str]] = []
        how = howto_path(game_id)
        if how:
            self.pages.append(("How to play", drawable(rules_for(
                how.read_text(encoding="utf-8"), self.info, options))))
        else:
            self.pages.append(("How to play", f"# {self.info.title}\n{self.info.summary}\n\n"
                               "The full rules arrive with the game itself."))
        rul = rulings_path(game_id)
        if rul:
            self.pages.append(("Rulings", drawable(for_players(rul.read_text(encoding="utf-8")))))
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
