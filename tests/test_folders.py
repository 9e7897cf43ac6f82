"""Issue 29.1: no folders, still a game. A data, config or log folder that cannot be made or
written is said once, in words, with what is lost; the game starts and plays on, and nothing
prints a traceback. (The tests stand a file where a folder should be: that cannot be written
even by root, as a read-only folder can.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.session import GameSession, SeatConfig  # noqa: E402
from scenes import paths, saves, settings_store  # noqa: E402
from scenes.app import build_app, unwritable_words  # noqa: E402
from scenes.launch import start_quick_game  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def blocked(home: Path, *folders: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    for folder in folders:
        (home / folder).write_text("not a folder", encoding="utf-8")


@pytest.mark.parametrize("folder, lost", [("data", "saves, replays and statistics"),
                                          ("config", "settings and the tutorial's progress")])
def test_an_unwritable_folder_is_said_once_and_the_game_plays_on(
        private_home: Path, folder: str, lost: str) -> None:
    blocked(private_home, folder)
    app = build_app(headless=True)

    [(words, _until)] = app.notices
    assert str(private_home / folder) in words and lost in words
    problem = start_quick_game(app)                    # a quick game starts
    assert (problem is not None) == (folder == "data")  # "cannot be saved; can still be played"
    app.step(16, [])
    assert app.session is not None and type(app.top).__name__ == "TableScene"

    session = GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(3)], seed=5)
    assert (saves.start_autosave(session) is not None) == (folder == "data")
    session.on_finish = saves.file_finished            # the end of a game: replay, statistics
    session.run_ai()
    assert session.over
    app.go("settings", replace=True)                   # the settings change (not kept)
    app.step(16, [])
    settings_store.save(app.settings)


def test_every_folder_writable_says_nothing(private_home: Path) -> None:
    assert unwritable_words() == ""
    assert paths.unwritable() == {}


def test_the_app_started_with_no_folders_shows_the_title_without_a_traceback(
        tmp_path: Path) -> None:
    home = tmp_path / "home"
    blocked(home, "data", "config", "logs")
    env = dict(os.environ, JOLLY_ROGER_HOME=str(home), JOLLY_ROGER_FIRST_FRAME="1",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "scenes"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "first frame TitleScene" in done.stdout
    assert "Traceback" not in done.stderr
