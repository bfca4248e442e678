"""``python -m game`` does exactly what the ``coyotes-table`` command does."""

import sys

from game.cli import main

sys.exit(main())
