"""The beat's Raise button, which names every power that backs the action.

A power's name is its line in the text ("People would fight for her"), and an action
may be backed by up to four, so one line of a button cuts them short. This button
wraps its words on as many lines as its height holds, at a size a step smaller than
the other buttons' if that is what fits them, and shortens only the last line (the
whole shows when pointed at) when even that is not enough.
"""

from __future__ import annotations

from typing import Any

from scenes.widgets import Button

SIZES = range(15, 12, -1)  # the text sizes tried, largest first (15, 14, 13)


class RaiseButton(Button):
    """A button whose text wraps (``Button`` keeps to one line)."""

    def _lines(self, p: Any) -> tuple[list[str], int]:
        room_w, room_h = self.rect.w - 16, self.rect.h - 2
        for size in SIZES:
            lines = p.wrap(self.text, room_w, size, True)
            if len(lines) * p.line_height(size) <= room_h:
                return lines, size
        size = SIZES[-1]
        lines = p.wrap(self.text, room_w, size, True)
        fit = max(1, int(room_h // p.line_height(size)))
        return lines[:fit - 1] + [p.ellipsize(" ".join(lines[fit - 1:]), room_w, size,
                                              True)], size

    def draw(self, p: Any) -> None:
        if not self.visible:
            return
        fg = self.draw_box(p)
        r = self.rect
        lines, size = self._lines(p)
        lh = p.line_height(size)
        y = r.centery - lh * len(lines) / 2
        for line in lines:
            p.text(line, (r.centerx, y), size, fg, True, "midtop")
            y += lh
