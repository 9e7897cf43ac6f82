"""Run the whole test suite: `python3 run_tests.py [pytest args]` (paths relative to this folder).

Sets up .venv-test from requirements/test.txt on first use (the game's own .venv never gets the
test tools), then runs pytest there without a screen or a sound card, on every core the
machine lends this process (pytest-xdist, at most 8 workers; a file's tests stay on one worker,
so its module fixtures are made once). `-n 0` runs it in this one process.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))
import bootstrap  # noqa: E402

headless = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
args = sys.argv[1:]
if not any(a in ("-n", "--numprocesses") or a.startswith(("-n", "--numprocesses=", "--dist"))
           or a == "no:xdist" for a in args):
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    args = ["-n", str(min(cores or 1, 8)), "--dist", "loadfile"] + args
bootstrap.replace_process(
    bootstrap.ensure("test"), ["-m", "pytest"] + args, env=headless, cwd=bootstrap.ROOT
)
