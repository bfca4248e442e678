"""Coyote's Table: rules engines, bots, saves and the headless command line.

Nothing in this package imports pygame: every rule is testable without a window.
"""

__version__ = "0.1.0"
