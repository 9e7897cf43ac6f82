"""Run the whole test suite: `python3 run_tests.py [pytest args]` (paths relative to this folder).

Sets up .venv-test from requirements/test.txt on first use (the game's own .venv never gets the
test tools), then runs pytest there without a screen or a sound card.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))
import bootstrap  # noqa: E402

headless = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
bootstrap.replace_process(
    bootstrap.ensure("test"), ["-m", "pytest"] + sys.argv[1:], env=headless, cwd=bootstrap.ROOT
)
