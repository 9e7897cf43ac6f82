"""Meuterer engine speed: whole 4-seat games per second with the random bot, on one process.

    python3 benchmarks/meuterer_speed.py [--seats 4] [--games 2000] [--repeat 3] [--json]

Figures:
- `random_games_per_second`: the engine and `RandomBot` through `game.core.bots.ask`, as
  `jolly-roger simulate --game meuterer --bots random --jobs 1` plays (the random bot answers from
  the prompt alone, `quick`, so no view is built); wall clock and, as `..._cpu`, process CPU
  time (the machine is shared: CPU time is the steadier figure);
- `engine_games_per_second_cpu`: the engine alone — the same games' commands recorded, then
  submitted again (setup, validation, events, prompts; no bot);
- `decisions_per_game`, `events_per_game`: the work one game is;
- `clone_us`: microseconds to clone a mid-game state (the search AI's hot path).

Goal (issue 18): at least 1,000 random 4-seat games per second. Best of `--repeat` runs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import ask  # noqa: E402
from game.meuterer.ai.random_bot import RandomBot  # noqa: E402
from game.meuterer.cards import load_catalogue  # noqa: E402
from game.meuterer.engine import Game  # noqa: E402

NAMES = ["P1", "P2", "P3", "P4"]


def games(cat: object, seats: int, count: int) -> tuple[float, float, int, int]:
    """Play `count` games; (wall seconds, CPU seconds, decisions, events)."""
    decisions = events = 0
    w0, c0 = time.perf_counter(), time.process_time()
    for seed in range(count):
        game = Game.new(NAMES[:seats], cat=cat, seed=seed)  # type: ignore[arg-type]
        bots = [RandomBot(cat, seed * 1009 + i) for i in range(seats)]  # type: ignore[arg-type]
        while not game.over:
            p = game.prompt()
            game.submit(ask(bots[p.seat], p, game.view))
            decisions += 1
        events += len(game.events)
    return time.perf_counter() - w0, time.process_time() - c0, decisions, events


def engine_only(cat: object, seats: int, count: int) -> float:
    """CPU seconds to replay `count` games' recorded commands through the engine."""
    recorded = []
    for seed in range(count):
        game = Game.new(NAMES[:seats], cat=cat, seed=seed)  # type: ignore[arg-type]
        bots = [RandomBot(cat, seed * 1009 + i) for i in range(seats)]  # type: ignore[arg-type]
        cmds = []
        while not game.over:
            p = game.prompt()
            cmd = bots[p.seat].quick(p)
            cmds.append(cmd)
            game.submit(cmd)
        recorded.append(cmds)
    c0 = time.process_time()
    for seed, cmds in enumerate(recorded):
        game = Game.new(NAMES[:seats], cat=cat, seed=seed)  # type: ignore[arg-type]
        for cmd in cmds:
            game.submit(cmd)
    return time.process_time() - c0


def clone_us(cat: object) -> float:
    game = Game.new(NAMES, cat=cat, seed=3)  # type: ignore[arg-type]
    bots = [RandomBot(cat, i) for i in range(4)]  # type: ignore[arg-type]
    for _ in range(30):
        p = game.prompt()
        if p is None:
            break
        game.submit(ask(bots[p.seat], p, game.view))
    state = game._state
    n = 20000
    t0 = time.perf_counter()
    for _ in range(n):
        state.clone()
    return (time.perf_counter() - t0) / n * 1e6


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    cat = load_catalogue()
    runs = [games(cat, a.seats, a.games) for _ in range(a.repeat)]
    wall = [a.games / r[0] for r in runs]
    cpu = [a.games / r[1] for r in runs]
    out = {
        "seats": a.seats, "games": a.games,
        "random_games_per_second": round(max(wall), 1),
        "random_games_per_second_cpu": round(max(cpu), 1),
        "random_games_per_second_runs": [round(x, 1) for x in wall],
        "engine_games_per_second_cpu": round(max(
            a.games / engine_only(cat, a.seats, a.games) for _ in range(a.repeat)), 1),
        "decisions_per_game": round(runs[0][2] / a.games, 1),
        "events_per_game": round(runs[0][3] / a.games, 1),
        "clone_us": round(clone_us(cat), 2),
        "goal": 1000,
    }
    if a.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
