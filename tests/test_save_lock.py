"""Issue 29.2: one writer per save. Two windows that both continue the same game used to write
into one file (13 of 90 moves readable afterwards); now the second is told the game is open in
another window and the file is left to the first. The lock is the operating system's, so a
window killed while playing never leaves its game locked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.core.session import GameSession, SeatConfig
from scenes import paths, saves

ROOT = Path(__file__).resolve().parent.parent

HOLDER = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from scenes import saves
found = saves.resume_file(Path(sys.argv[2]))
assert found.session is not None, found.notes
for _ in range(5):
    found.session.ai_move()
print("holding", flush=True)
sys.stdin.read()                     # until the test closes the pipe, or kills us
"""


def saved_game(moves: int = 30) -> Path:
    session = GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(4)], seed=3)
    assert saves.start_autosave(session) is None
    for _ in range(moves):
        session.ai_move()
    assert session.log is not None and not session.over
    path = session.log.path
    session.log.close()
    saves.let_go(path)                # this "window" is closed
    return path


def other_window(path: Path) -> subprocess.Popen[str]:
    """Another process of the game, which continues `path` and keeps it open."""
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(ROOT), str(path)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ))
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "holding"
    return process


def test_a_second_window_is_told_the_game_is_open_elsewhere_and_writes_nothing() -> None:
    path = saved_game()
    first = other_window(path)
    try:
        before = path.read_bytes()
        found = saves.resume_file(path)
        assert found.session is None and found.elsewhere
        assert found.notes == [saves.in_use_note()]
        latest = saves.resume_latest()          # Continue on the title says the same
        assert latest.session is None and latest.notes == [saves.in_use_note()]
        assert path.read_bytes() == before      # not a byte written by this window
        assert path.exists()                    # nor set aside
    finally:
        first.stdin.close()  # type: ignore[union-attr]
        first.wait(timeout=60)
    found = saves.resume_file(path)             # closed there: continued here
    assert found.session is not None


def test_a_killed_window_never_leaves_its_game_locked() -> None:
    path = saved_game()
    first = other_window(path)
    first.kill()                                # SIGKILL; TerminateProcess on Windows
    first.wait(timeout=60)

    found = saves.resume_file(path)
    assert found.session is not None and not found.elsewhere


def test_the_lock_goes_when_the_game_is_filed_as_a_replay() -> None:
    session = GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(3)], seed=4)
    assert saves.start_autosave(session) is None
    session.on_finish = saves.file_finished
    session.run_ai()
    assert session.over
    assert saves._HELD == {}
    assert list((paths.data_dir() / "locks").iterdir()) == []
    assert [p.suffix for p in paths.saves_dir().iterdir()] == []
