"""``python -m game`` does exactly what the ``coyotes-table`` command does."""

import multiprocessing
import sys

if __name__ == "__main__":
    # First thing in a frozen app: a bot worker that the app spawns re-runs this
    # executable, and freeze_support makes that run the worker instead of the app.
    multiprocessing.freeze_support()

    from game.cli import main

    sys.exit(main())
