"""Shared test set-up: no test ever writes into the real user folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.i18n import set_language


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own saves, settings and logs folders (scenes.paths)."""
    home = tmp_path / "jolly-roger-home"
    monkeypatch.setenv("JOLLY_ROGER_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def let_go_of_saves():  # noqa: ANN201
    """A test's saves are not held on to by the next test (scenes.saves' one-writer locks)."""
    yield
    import sys

    saves = sys.modules.get("scenes.saves")
    if saves is not None:
        for path in list(saves._HELD):
            saves.let_go(path)


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """Tests speak English whatever the machine's language, and a test that switches the
    language leaves English behind."""
    monkeypatch.setenv("LANGUAGE", "en")
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def no_tutorial_offer(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table never played offers its guided game first (issue 30, tests/test_tutorials.py);
    in a test that names this fixture the chooser goes straight on."""
    from scenes.choose_table import ChooseTableScene

    monkeypatch.setattr(ChooseTableScene, "offer_tutorial", lambda self, info: False)
