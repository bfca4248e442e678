"""Which key presses may answer a prompt.

A key pressed before a prompt was on screen is not an answer to it: a Space
mashed to hurry an animation, a held key, Enter tapped twice. ``KeyGuard`` sees
every press and lets a prompt take one only when

* the prompt has been on screen for ``GRACE`` seconds (no one answers a question
  faster than they can read that it is there), and
* the key is not still in a run of presses that began before the prompt: each
  press of a key that did not answer this prompt starts the ``GAP`` again, so a
  player who mashes Space must pause before Space answers anything.

Navigation and the table's own keys (Esc, Tab, the arrows) decide nothing and are
always let through. Time is the caller's clock (a table's ``clock``), so tests run
it by hand. No pygame here: keys are plain numbers.
"""

from __future__ import annotations

from collections.abc import Iterable

GRACE = 0.35  # seconds a prompt is on screen before a key may answer it
GAP = 0.6     # the pause that ends a run of presses of one key (a slow tapper's 2 a second
              # is still a run: seen under Xvfb, taps 0.45 s apart answered a prompt)
#: the pass gate's: the screen changes hands, so a key from the last player's run, or a
#: tap a second after the gate came up, must not show the next player's cards
GATE_GRACE = 1.0
GATE_GAP = 1.0


class KeyGuard:
    def __init__(self, free_keys: Iterable[int] = (), grace: float = GRACE,
                 gap: float = GAP) -> None:
        self.free = frozenset(free_keys)
        self.grace, self.gap = grace, gap
        self.opened: float | None = None  # when the prompt now on screen appeared
        self._unanswered: dict[int, float] = {}  # key -> its last press that answered nothing
        self._prompt: object = None  # what ``watch`` last saw on screen

    def watch(self, prompt: object, now: float) -> None:
        """Follow the prompt on screen (None: none; any other value names the question):
        a new question opens the guard from ``now``, none closes it."""
        if prompt == self._prompt:
            return
        self._prompt = prompt
        if prompt is None:
            self.close()
        else:
            self.open(now)

    def open(self, now: float) -> None:
        """A new prompt is on screen from ``now``."""
        self.opened = now

    def close(self) -> None:
        """No prompt on screen: presses go on counting toward the next one's runs."""
        self.opened = None

    def admits(self, key: int, now: float) -> bool:
        """Record a press of ``key`` at ``now``; True when it may answer the prompt
        (always, for a free key or with no prompt open)."""
        if key in self.free:
            return True
        last = self._unanswered.get(key)
        if self.opened is None:
            # no prompt: the press does something else (skips an animation) or nothing,
            # and starts or continues a run
            self._unanswered[key] = now
            return True
        if now - self.opened < self.grace or (last is not None and now - last < self.gap):
            self._unanswered[key] = now
            return False
        self._unanswered.pop(key, None)
        return True
