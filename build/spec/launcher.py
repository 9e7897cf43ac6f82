"""The frozen app's entry point: the same as the `jolly-roger` command."""

import multiprocessing

from scenes.cli import main

if __name__ == "__main__":
    # `jolly-roger simulate --jobs N` starts worker processes; where they are spawned
    # (Windows, macOS) a frozen program must first check whether it is one of them.
    multiprocessing.freeze_support()
    raise SystemExit(main())
