"""`mypy game/` reports no error (STYLE: type hints everywhere, mypy at 0 in the suite).

The strictness is pyproject.toml's [tool.mypy] (`strict`, `warn_unreachable`); the checker's
version is the lock's (requirements/test.txt), so a new mypy release never fails the suite
overnight."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error_in_game() -> None:
    run = subprocess.run([sys.executable, "-m", "mypy", "game/"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("Success: no issues found"), run.stdout
