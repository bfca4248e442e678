"""The table for Coyote (Tilsit rules): its scene (table), what it draws (view), what its
events show (events), its turn controls (controls), its art, and how snapshots reach
its states (steering). This module only names the scene class, so listing the tables
imports none of them."""

TABLE = "TilsitTable"
"""The scene class, in ``table.py``."""
