"""What Coyote has said so far in one game, so that he does not say it again.

A story that tells "Nothing you'd want, anyway." ten times in one night reads like a
machine. ``narrate`` picks among a moment's phrasings with the event's seeded variety
number; given a ``Said`` it passes over a phrasing whose sentences have each been told
``MOST`` times already and takes the next one that is fresh. Until then it keeps the
phrasing the variety number picks, so the story quotes a whisper in the words the
table gave it. What was said is made only of the events told before, so the same log
always tells the same words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

MOST = 3
"""How often one sentence may be told in a game."""

# a sentence ends at a full stop, a question or an exclamation mark (a closing quote
# may follow), and Coyote's quoted words begin one of their own
_ENDS = re.compile(r"(?<=[.!?])[\"')]*\s+|:\s+\"")


def sentences(text: str) -> list[str]:
    """``text`` cut into its sentences, without the quotes around them."""
    flat = " ".join(text.split())
    return [s for s in (part.strip(" \"'") for part in _ENDS.split(flat)) if s]


class Said:
    """How often each sentence has been told in the game so far."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def worn(self, text: str) -> int:
        """How often the most told sentence of ``text`` has been told already."""
        return max((self.counts[s] for s in sentences(text)), default=0)

    def fresh(self, text: str) -> bool:
        return self.worn(text) < MOST

    def add(self, text: str) -> None:
        self.counts.update(sentences(text))

    def least_worn(self, texts: Iterable[str]) -> str:
        """The first of ``texts`` that is fresh, or the least worn of them."""
        texts = list(texts)
        return next((t for t in texts if self.fresh(t)), None) or min(texts, key=self.worn)
