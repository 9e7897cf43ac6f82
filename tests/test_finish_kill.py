"""Issue 29.3: finishing a game is atomic from the player's side. A process is killed (SIGKILL)
just before each step on the disk of finishing a game in turn — writing the statistics, renaming
them into place, filing the log as a replay, removing its lock — and after every kill the next
start (Continue) leaves the game in the replays exactly once, counted in the statistics exactly
once, and nothing in the saves. On every table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.session import GameSession, SeatConfig
from scenes import paths, saves, stats

ROOT = Path(__file__).resolve().parent.parent


def one_move_from_the_end(game_id: str) -> bytes:
    """A save of an AI game of `game_id` whose last line — the move that ends it — is cut."""
    info = registry.get(game_id)
    seats = [SeatConfig(f"Bot {i}", info.levels[0]) for i in range(info.seats[0])]
    session = GameSession(seats, game_id=game_id, seed=7)
    assert saves.start_autosave(session) is None
    session.on_finish = None                  # left unfinished: the worker finishes it
    session.run_ai()
    assert session.over and session.log is not None
    path = session.log.path
    session.log.close()
    saves.let_go(path)
    lines = path.read_bytes().splitlines(keepends=True)
    path.unlink()
    return b"".join(lines[:-1])


def counted_games() -> int:
    return sum(row.games for table in stats.load().values() for row in table.values())


@pytest.mark.parametrize("game_id", [info.id for info in registry.games()])
def test_a_kill_at_any_step_of_finishing_a_game_counts_it_once(
        game_id: str, private_home: Path) -> None:
    cut = one_move_from_the_end(game_id)
    seats = registry.get(game_id).seats[0]
    worker = [sys.executable, str(ROOT / "tests" / "autosave_worker.py"), "--finish",
              str(private_home)]
    for die_at in range(1, 40):
        for folder in (paths.saves_dir(), paths.replays_dir()):
            for left in folder.iterdir():
                left.unlink()
        stats.stats_path().unlink(missing_ok=True)
        save = paths.saves_dir() / "game.jsonl"
        save.write_bytes(cut)
        done = subprocess.run([*worker, str(die_at)], capture_output=True, text=True,
                              cwd=ROOT, timeout=120)
        if done.returncode == 0:
            break
        assert done.returncode == -9, done.stderr
        found = saves.resume_latest()                 # the next start
        assert found.session is None, f"killed before step {die_at}: the game is not over?"
        assert saves.unfinished() == []
        assert [p.name for p in paths.replays_dir().glob("*.jsonl")] == ["game.jsonl"]
        assert counted_games() == seats, f"killed before step {die_at}"
    assert done.returncode == 0 and die_at > 3, done.stdout + done.stderr
    assert counted_games() == seats
