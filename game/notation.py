"""Strict reading of typed notation: an engine accepts exactly what it formats.

An action is plain ASCII words and whole numbers separated by spaces. The only
normalisation is the documented one (case, and spaces around and between words) plus
the spelling of a number (``0017`` is read as ``17``), so the canonical form is the
one kept in the history. Anything else (a superscript or Arabic-Indic digit, a
full-width letter, a control character, a tab) is refused with ``IllegalAction``
before any rule or number parser sees it, and refusals quote the input safely
(escaped, shortened) so a message stays one short line.

``StrictNotation`` puts this in front of an engine's ``parse``, ``is_legal`` and
``explain_illegal``; a game lists it before ``Game`` among its bases and writes its
own reading (aliases, shapes) as ``_parse_notation``, which sees only strict text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from game.core import MAX_ACTION_CHARS, NUMBER, IllegalAction

MAX_REASON_CHARS = 199
"""A refusal stays under 200 characters."""

_ALLOWED = re.compile(r"[ -~]*")  # printable ASCII and the plain space only


def safe_quote(text: Any, limit: int = 40) -> str:
    """Input as a message may echo it: shortened to ``limit`` characters and quoted with
    control and other unprintable characters escaped (one line, no raw bytes)."""
    s = text if isinstance(text, str) else repr(text)
    if len(s) > limit:
        s = s[:limit - 1] + "…"
    return repr(s)


def short(reason: str, limit: int = MAX_REASON_CHARS) -> str:
    """A refusal cut to ``limit`` characters."""
    return reason if len(reason) <= limit else reason[:limit - 1] + "…"


def _canonical_word(w: str) -> str:
    if NUMBER.fullmatch(w):
        return str(int(w))  # "0017" is 17, "-0" is 0
    return w


def checked(text: Any) -> str:
    """``text`` unchanged, once it is known to be plain notation (ASCII letters, digits,
    spaces; not too long); ``IllegalAction`` otherwise. ``strict`` also respells it."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is text, not {safe_quote(text)}")
    if len(text) > MAX_ACTION_CHARS:
        raise IllegalAction(f"{safe_quote(text)} is not an action ({len(text)} characters)")
    if not _ALLOWED.fullmatch(text):
        bad = next(c for c in text if not _ALLOWED.fullmatch(c))
        what = "a control character" if ord(bad) < 32 or ord(bad) == 127 else \
            f"the character {bad!r} (U+{ord(bad):04X})"
        raise IllegalAction(f"{safe_quote(text)} is not an action: it holds {what}; "
                            "actions are plain letters, digits and spaces")
    return text


def strict(text: Any) -> str:
    """The canonical spelling of typed notation (lower case, single spaces, numbers
    written plainly), or ``IllegalAction`` naming what is wrong with it."""
    words = checked(text).lower().split(" ")
    out = " ".join(_canonical_word(w) for w in words if w)
    if not out:
        raise IllegalAction("empty action")
    return out


class StrictNotation:
    """Mixin for a ``Game``: every string reaching ``parse``, ``is_legal`` or
    ``explain_illegal`` is read strictly first, and refusals are kept short.

    ``apply`` (in the base class) calls ``parse`` and then ``is_legal`` on the parsed
    form, so the history keeps the canonical spelling."""

    def parse(self, text: str) -> str:
        try:
            return self._parse_notation(strict(text))
        except IllegalAction as e:
            if len(str(e)) <= MAX_REASON_CHARS:
                raise
            raise IllegalAction(short(str(e))) from None

    def _parse_notation(self, text: str) -> str:
        """The engine's own reading of already strict, normalised text (a game with
        aliases or numbers overrides this instead of ``parse``)."""
        return text

    def _canonical(self, action: str) -> str:
        """The parsed form of ``action``, the way ``apply`` would read it."""
        return self.parse(action)

    def is_legal(self, seat: int, action: str) -> bool:
        try:
            act = self._canonical(action)
        except IllegalAction:
            return False
        return self._reason(seat, act) is None  # type: ignore[attr-defined]

    def explain_illegal(self, seat: int, action: str) -> str:
        try:
            act = self._canonical(action)
        except IllegalAction as e:
            return short(str(e))
        why = self._reason(seat, act)  # type: ignore[attr-defined]
        return short(why or f"{safe_quote(action)} is not allowed now")


class StrictText(StrictNotation):
    """``StrictNotation`` for an engine whose ``_reason`` reads its own text (the
    bidding games): plain notation checked first (no respelling: the engine itself
    tells 'bid 07' to be written 'bid 7'), then the engine's one legality source in its
    own order (whose turn before what shape), so its refusals read as before."""

    def is_legal(self, seat: int, action: str) -> bool:
        try:
            text = checked(action)
        except IllegalAction:
            return False
        return self._reason(seat, text) is None  # type: ignore[attr-defined]

    def explain_illegal(self, seat: int, action: str) -> str:
        try:
            text = checked(action)
        except IllegalAction as e:
            return short(str(e))
        why = self._reason(seat, text)  # type: ignore[attr-defined]
        return short(why or f"{safe_quote(action)} is not allowed now")


def cached_reader(parse: Callable[[str], Any]) -> Callable[[str], tuple[Any, str | None]]:
    """``parse`` as a reader that does not raise: text -> (typed action, None), or (None,
    what is wrong with its shape). Cached, since it depends on the text alone and the
    rules ask it for every candidate action."""
    @lru_cache(maxsize=4096)
    def read(action: str) -> tuple[Any, str | None]:
        try:
            return parse(action), None
        except IllegalAction as e:
            return None, str(e)
    return read
