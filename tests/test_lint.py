"""The code stays ruff-clean (pyproject.toml's [tool.ruff] rules): a lint finding fails the suite
like a broken test, instead of waiting for someone to run the linter by hand."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing() -> None:
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent))
    if ruff is None:
        pytest.skip("ruff is not installed beside this Python (run the suite with run_tests.py)")
    done = subprocess.run([ruff, "check", "--no-cache", "."], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
