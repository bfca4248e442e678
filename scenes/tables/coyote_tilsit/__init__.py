"""The table for Coyote (Tilsit rules): its scene (table), what it draws (view), its turn
controls (controls) and its art. Imported only when someone sits down at it."""
