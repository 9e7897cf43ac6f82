"""A process that plays an all-AI game with autosave, for the kill -9 tests (test_saves.py).

    python tests/autosave_worker.py FOLDER SEED [PAUSE_MS]
    python tests/autosave_worker.py --continue HOME DIE_AT
    python tests/autosave_worker.py --finish HOME DIE_AT

The first form resumes the newest unfinished game in FOLDER if there is one, else starts one;
after every accepted command (once it is on disk) prints `saved N` (N = the game's commands so
far). Prints `over` when the game ends.

The second form is the title's Continue (`saves.resume_latest`) with JOLLY_ROGER_HOME=HOME,
killed (SIGKILL, by itself) just before its DIE_AT-th step on the disk: a link, a rename, an
fsync, a file opened for writing — or in the middle of the first write to such a file (half
of it written). If it gets through, it prints `resumed N` and `steps S` (how many it took).

The third form continues the newest unfinished game with JOLLY_ROGER_HOME=HOME, plays it to
its end with AI seats, and is killed the same way just before the DIE_AT-th step on the disk
of finishing it (counting it in the statistics, filing it as a replay); `steps S` if not.
"""

from __future__ import annotations

import builtins
import os
import signal
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    if sys.argv[1] == "--continue":
        return continue_until_killed(Path(sys.argv[2]), int(sys.argv[3]))
    if sys.argv[1] == "--finish":
        return finish_until_killed(Path(sys.argv[2]), int(sys.argv[3]))
    return play_on()


def play_on() -> int:
    import time

    from game.core.session import GameSession, SeatConfig

    folder, seed = Path(sys.argv[1]), int(sys.argv[2])
    pause = int(sys.argv[3]) / 1000 if len(sys.argv) > 3 else 0.0
    files = sorted(folder.glob("*.jsonl"))
    if files:
        session, _note = GameSession.resume(files[-1])
    else:
        seats = [SeatConfig(f"Bot {i}", "medium") for i in range(8)]
        session = GameSession(seats, seed=seed)
        session.autosave(folder, app_version="test")
    while not session.over:
        session.ai_move()
        if pause:
            time.sleep(pause)
        print(f"saved {len(session.entries)}", flush=True)
    print("over", flush=True)
    return 0


def continue_until_killed(home: Path, die_at: int) -> int:
    os.environ["JOLLY_ROGER_HOME"] = str(home)
    from scenes import saves

    steps = tripwire(die_at)
    found = saves.resume_latest()
    entries = len(found.session.entries) if found.session is not None else -1
    print(f"resumed {entries}", flush=True)
    print(f"steps {steps()}", flush=True)
    return 0


def finish_until_killed(home: Path, die_at: int) -> int:
    os.environ["JOLLY_ROGER_HOME"] = str(home)
    from scenes import saves

    found = saves.resume_latest()
    session = found.session
    assert session is not None, found.notes
    steps: list[Any] = []

    def finish(done: Any) -> None:
        steps.append(tripwire(die_at))
        saves.file_finished(done)

    session.on_finish = finish
    while not session.over:
        assert session.ai_move()
    print(f"steps {steps[0]()}", flush=True)
    return 0


def tripwire(die_at: int) -> Any:
    """Count this process's steps on the disk; SIGKILL it just before step `die_at`."""
    count = 0

    def step() -> bool:
        nonlocal count
        count += 1
        return count == die_at

    def die() -> None:
        os.kill(os.getpid(), signal.SIGKILL)

    def counted(real: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            if step():
                die()
            return real(*args, **kwargs)
        return call

    for name in ("link", "rename", "replace", "fsync", "unlink"):
        setattr(os, name, counted(getattr(os, name)))
    real_open = builtins.open

    def opened(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if not any(m in mode for m in "wxa+"):
            return real_open(file, mode, *args, **kwargs)
        if step():
            die()
        handle = real_open(file, mode, *args, **kwargs)
        write = handle.write
        first = [True]

        def half_then_die(data: Any) -> Any:
            if first[0]:
                first[0] = False
                if step():
                    write(data[: len(data) // 2])
                    handle.flush()
                    die()
            return write(data)

        handle.write = half_then_die
        return handle

    builtins.open = opened
    return lambda: count


if __name__ == "__main__":
    raise SystemExit(main())
