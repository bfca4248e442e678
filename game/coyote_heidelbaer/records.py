"""What the records keep of HeidelBÄR Coyote beyond games and wins: the calls, as
each reveal decides them (``game.records.calls``)."""

from game.records import CALL_FIGURES, GameFigures, calls

FIGURES = GameFigures(CALL_FIGURES, calls)
