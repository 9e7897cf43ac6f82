"""Issue 29.2: a game open in another window can be watched here, never played or written.

The second window's Continue finds the newest save held by another process and offers to watch
it: the table opens on the game as it stands, shows only what every player may know, follows
the file as the other window plays on, and refuses every command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.session import GameSession, SeatConfig  # noqa: E402
from scenes import saves  # noqa: E402
from scenes.app import build_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
HOLDER = (ROOT / "tests" / "test_save_lock.py").read_text(encoding="utf-8")


def playing(moves: int = 20) -> GameSession:
    session = GameSession([SeatConfig("Ann", "human"), SeatConfig("Bot 1", "easy"),
                           SeatConfig("Bot 2", "easy"), SeatConfig("Bot 3", "easy")], seed=8)
    assert saves.start_autosave(session) is None
    session.run_ai()
    return session


def test_a_watched_game_follows_its_file_and_plays_nothing() -> None:
    other = GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(4)], seed=9)
    assert saves.start_autosave(other) is None
    for _ in range(10):
        other.ai_move()
    assert other.log is not None
    path = other.log.path
    before = path.read_bytes()

    watched = GameSession.watch(path)

    assert watched.event_count == other.event_count and watched.on_screen() is None
    assert not watched.needs_curtain() and not watched.can_undo()
    p = watched.prompt()
    assert watched.submit(watched.rulebook.decline(p)) is not None   # refused: only watching
    assert not watched.update(10_000) and path.read_bytes() == before  # nothing played here
    for _ in range(10):
        other.ai_move()                                  # the other window plays on
    assert watched.update(20_000)                        # … and the watcher follows
    assert watched.event_count == other.event_count


def test_continue_offers_to_watch_a_game_open_in_another_window() -> None:
    session = playing()
    assert session.log is not None
    path = session.log.path
    session.log.close()
    saves.let_go(path)
    script = HOLDER.split('HOLDER = """', 1)[1].split('"""', 1)[0]
    holder = subprocess.Popen([sys.executable, "-c", script, str(ROOT), str(path)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        app = build_app(headless=True)
        app.top.continue_game()
        app.step(16, [])
        assert type(app.top).__name__ == "ConfirmScene"
        app.top.answer()                                 # "Watch it"
        app.step(16, [])
        assert app.session is not None and app.session.watching == path
        for _ in range(30):
            app.step(16, [])
        assert app.session.on_screen() is None
        app.go("title", replace=True)
        assert app.top.saved is None                     # a watched game is no game to Continue
    finally:
        holder.stdin.close()  # type: ignore[union-attr]
        holder.wait(timeout=60)
