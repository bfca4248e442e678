"""Three Card Coyote: Helena, 1864; the computer deals as Coyote (1-6 seats).

Being built in steps: the deck and its hands (``cards.py``) and the town with its
secrets (``town.py``) come first; the engine, the dealer and the bots follow. The
adaptation of every paragraph of the text is ``game/rulings/three-card-coyote.md``.
"""
