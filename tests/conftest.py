"""Shared test set-up: no test ever writes into the real user folders."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own saves, settings and logs folders (scenes.paths)."""
    home = tmp_path / "jolly-roger-home"
    monkeypatch.setenv("JOLLY_ROGER_HOME", str(home))
    return home
