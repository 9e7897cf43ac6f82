"""A process that plays an all-AI game with autosave, for the kill -9 test (test_saves.py).

    python tests/autosave_worker.py FOLDER SEED [PAUSE_MS]

Resumes the newest unfinished game in FOLDER if there is one, else starts one; after every
accepted command (once it is on disk) prints `saved N` (N = the game's commands so far).
Prints `over` when the game ends.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.session import GameSession, SeatConfig  # noqa: E402


def main() -> int:
    import time

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


if __name__ == "__main__":
    raise SystemExit(main())
