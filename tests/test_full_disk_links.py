"""Issue 29.5: the app writes only inside its own folders, and a full disk tears nothing.

A save that is a link to a file elsewhere is not continued (it was appended to: 1,405 bytes
written outside after 10 moves); a disk that fills half-way through a move's line leaves the
save as it was before that move — no torn line once space returns — and the game goes on
unsaved, the player told."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from game.core.gamelog import read_log
from game.core.session import GameSession, SeatConfig
from scenes import paths, saves


def ai_session(seed: int) -> GameSession:
    return GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(4)], seed=seed)


def test_a_save_that_links_outside_the_app_is_never_continued_nor_written(
        tmp_path: Path) -> None:
    session = ai_session(5)
    assert saves.start_autosave(session) is None
    for _ in range(20):
        session.ai_move()
    assert session.log is not None
    path = session.log.path
    session.log.close()
    saves.let_go(path)
    outside = tmp_path / "outside.jsonl"
    path.rename(outside)
    path.symlink_to(outside)
    before = outside.read_bytes()

    found = saves.resume_latest()

    assert found.session is None
    assert "link to a file elsewhere" in " ".join(found.notes)
    assert outside.read_bytes() == before                  # not a byte written outside
    assert saves.unfinished() == []                        # and never offered again
    assert [p for p in paths.saves_dir().iterdir() if p.is_symlink()]   # the link, set aside


class FillsHalfWay:
    """A file handle whose disk fills in the middle of the next write."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def write(self, text: str) -> int:
        self.real.write(text[: len(text) // 2])
        self.real.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def test_a_disk_that_fills_mid_line_leaves_the_last_good_save_whole(
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = ai_session(6)
    assert saves.start_autosave(session) is None
    for _ in range(15):
        session.ai_move()
    assert session.log is not None
    path = session.log.path
    good = path.read_bytes()
    monkeypatch.setattr(session.log, "_f", FillsHalfWay(session.log._f))

    session.ai_move()                                      # this move's line tears

    assert session.log is None and session.save_error     # told, and no longer saving
    assert path.read_bytes() == good                       # cut back: no torn line left
    loaded = read_log(path)
    assert loaded.lost == 0 and not loaded.torn
    assert len(loaded.entries) == len(session.entries) - 1
    session.run_ai()                                       # the game itself plays on
    assert session.over
