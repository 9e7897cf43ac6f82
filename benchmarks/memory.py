"""Peak memory (RSS) of the app during a 10-seat game of AI pirates through the real scenes.

    python3 benchmarks/memory.py [--seats 10] [--size 1920x1080] [--seed 1] [--games 1] [--json]

Headless (SDL's dummy drivers), in this process: the title is drawn, a game of medium AI
pirates is started the way the title and new-game form start one, the table scene plays it
to the end at its own pace (no AI delay, animations on, every frame drawn), and the results
are shown. Resident memory is sampled every 10 frames (/proc/self/statm) and the process's
peak is read from getrusage at the end. `--games N` plays N games in a row in the same app
(back to the title in between), to see whether memory keeps growing. Linux and macOS only
(getrusage; the samples need Linux's /proc).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
NAMES = ("Anne", "Jack", "Mary", "Grace", "Edward", "Ching", "Henry", "Jeanne", "William", "Sadie")
MAX_FRAMES = 50_000


def rss_mib() -> float:
    """Resident memory now (Linux); 0 where /proc is missing."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mib() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024   # bytes vs KiB


def play_one(app: object, seats: int, seed: int) -> dict[str, float]:
    from game.core.session import SeatConfig
    from scenes import theme as T
    from scenes.launch import start_session

    configs = [SeatConfig(NAMES[i], "medium", T.seat_colour(i)) for i in range(seats)]
    problem = start_session(app, configs, seed=seed)  # type: ignore[arg-type]
    if problem:
        raise SystemExit(problem)
    session = app.session  # type: ignore[attr-defined]
    frames, highest, started = 0, 0.0, time.perf_counter()
    while type(app.top).__name__ != "ResultsScene":  # type: ignore[attr-defined]
        app.step(16, [])  # type: ignore[attr-defined]
        frames += 1
        if frames % 10 == 0:
            highest = max(highest, rss_mib())
        if frames > MAX_FRAMES:
            raise SystemExit(f"memory: no results after {frames} frames")
    for _i in range(30):
        app.step(16, [])  # type: ignore[attr-defined]
    highest = max(highest, rss_mib())
    return {"frames": frames, "decisions": len(session.game.to_json().get("events", [])),
            "seconds": round(time.perf_counter() - started, 1), "sampled_peak_mib": highest}


def main(argv: list[str] | None = None) -> int:
    from scenes.app import build_app
    from scenes.screenshot import parse_size
    from scenes.settings_store import Settings

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--size", type=parse_size, default=(1920, 1080))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    os.environ.setdefault("JOLLY_ROGER_HOME", str(Path(os.environ.get("TMPDIR", "/tmp"))
                                                  / f"jolly-roger-memory-{os.getpid()}"))
    before = rss_mib()
    app = build_app(Settings(window_size=args.size, ai_delay_ms=0, animation_speed=1.0),
                    headless=True)
    for _i in range(5):
        app.step(16, [])
    title = rss_mib()
    games = []
    for game in range(args.games):
        games.append(play_one(app, args.seats, args.seed + game))
        app.go("title", replace=True)
        app.step(16, [])
    result = {
        "seats": args.seats, "size": f"{args.size[0]}x{args.size[1]}", "games": games,
        "rss_after_imports_mib": round(before, 1), "rss_at_title_mib": round(title, 1),
        "rss_after_games_mib": round(rss_mib(), 1), "peak_rss_mib": round(peak_mib(), 1),
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{args.seats} seats, window {result['size']}, headless")
    print(f"  RSS after imports   {result['rss_after_imports_mib']:7.1f} MiB")
    print(f"  RSS at the title    {result['rss_at_title_mib']:7.1f} MiB")
    for i, g in enumerate(games, 1):
        print(f"  game {i}: {g['frames']} frames, {g['decisions']} events, {g['seconds']} s, "
              f"sampled peak {g['sampled_peak_mib']:.1f} MiB")
    print(f"  RSS after the games {result['rss_after_games_mib']:7.1f} MiB")
    print(f"  peak RSS            {result['peak_rss_mib']:7.1f} MiB")
    return 0


if __name__ == "__main__":
    try:
        import pygame  # noqa: F401
    except ImportError:  # the system Python: run this again with .venv's (set up if need be)
        sys.path.insert(0, str(ROOT / "tools"))
        import bootstrap

        bootstrap.replace_process(bootstrap.ensure(), [os.path.abspath(__file__)] + sys.argv[1:])
    raise SystemExit(main())
