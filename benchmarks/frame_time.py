"""Frame time of the table scene: a busy table drawn again and again under the dummy driver.

    python3 benchmarks/frame_time.py [--seats 10] [--size 1920x1080] [--frames 300] [--json]

The table is a seeded AI game played to a busy moment (an attack or a mutiny in progress, seen
from seat 0 with its hand and buttons). Every frame is a whole `App.step`: input, update and a
full redraw of the table (nothing is kept from the previous frame except cached card faces,
text and panels). The pointer sweeps across the table so hover, zoom and highlights change.
The table keeps the drawn board between frames and redraws it whenever anything on it changes;
to count those redraws fairly, every 20th frame is forced to be one (three changes a second at
60 frames per second: more than a real game, where an AI acts every 0.7 s by default).
`redraw_ms_median` / `redraw_ms_p99` are the forced full redraws alone (seat panels, the
stacks and the log still come from their own caches when they did not change, as after a
real move, which changes a seat or two and the voyage area).

Prints `frame_ms_median` and `frame_ms_p99` (goals: ≤ 4 ms and ≤ 8 ms), and the first frame
(`first_frame_ms`: card art and text rendered for the first time).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    import pygame

    from scenes.screenshot import busy_session, parse_size, render

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--size", type=parse_size, default=(1920, 1080))
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    session = busy_session(args.seats, args.seed)
    start = time.perf_counter()
    app = render(session, args.size, frames=1)
    first = (time.perf_counter() - start) * 1000
    w, h = args.size
    table = app.top
    times = []
    redraws = []
    for i in range(args.frames):
        x = (i * 37) % w
        y = h // 3 + (i * 23) % (2 * h // 3)
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))
        if i % 20 == 0:
            table.repaint()  # as if the game had moved on
        t0 = time.perf_counter()
        app.step(16, [motion])
        ms = (time.perf_counter() - t0) * 1000
        times.append(ms)
        if i % 20 == 0:
            redraws.append(ms)
    times.sort()
    redraws.sort()
    result = {
        "seats": args.seats,
        "size": f"{w}x{h}",
        "frames": args.frames,
        "first_frame_ms": round(first, 2),
        "frame_ms_median": round(statistics.median(times), 2),
        "frame_ms_p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 2),
        "redraw_ms_median": round(statistics.median(redraws), 2),
        "redraw_ms_p99": round(redraws[min(len(redraws) - 1, int(len(redraws) * 0.99))], 2),
        "goal_median_ms": 4,
        "goal_p99_ms": 8,
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
