"""The table for Three Card Coyote: its scene (table), what it draws (view), its turn
controls (controls), its art, and how snapshots reach its states (steering). This module
only names the scene class, so listing the tables imports none of them."""

TABLE = "ThreeCardCoyoteTable"
"""The scene class, in ``table.py``."""
