"""Engine speed of an event-sourced table (RUM, Meuterer): whole games per second with the
random bot, on one process. Run through `rum_speed.py` or `meuterer_speed.py`.

Figures:
- `random_games_per_second`: the engine and the random bot through `game.core.bots.ask`, as
  `jolly-roger simulate --game TABLE --bots random --jobs 1` plays (the random bot answers
  from the prompt alone, `quick`, so no view is built); wall clock and, as `..._cpu`, process
  CPU time (the machine is shared: CPU time is the steadier figure);
- `engine_games_per_second_cpu`: the engine alone — the same games' commands recorded, then
  submitted again (setup, validation, events, prompts; no bot);
- `decisions_per_game`, `events_per_game`: the work one game is;
- `clone_us`: microseconds to clone a mid-game state (the search AI's hot path).

Best of `--repeat` runs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import registry  # noqa: E402
from game.core.bots import ask  # noqa: E402

NAMES = ["P1", "P2", "P3", "P4"]


def games(book: Any, cat: object, seats: int, count: int) -> tuple[float, float, int, int]:
    """Play `count` games; (wall seconds, CPU seconds, decisions, events)."""
    decisions = events = 0
    w0, c0 = time.perf_counter(), time.process_time()
    for seed in range(count):
        game = book.GAME_TYPE.new(NAMES[:seats], cat=cat, seed=seed)  # type: ignore[arg-type]
        bots = [book.make_bot("random", seed * 1009 + i) for i in range(seats)]
        while not game.over:
            p = game.prompt()
            game.submit(ask(bots[p.seat], p, game.view))
            decisions += 1
        events += len(game.events)
    return time.perf_counter() - w0, time.process_time() - c0, decisions, events


def engine_only(book: Any, cat: object, seats: int, count: int) -> float:
    """CPU seconds to replay `count` games' recorded commands through the engine."""
    recorded = []
    for seed in range(count):
        game = book.GAME_TYPE.new(NAMES[:seats], cat=cat, seed=seed)  # type: ignore[arg-type]
        bots = [book.make_bot("random", seed * 1009 + i) for i in range(seats)]
        cmds = []
        while not game.over:
            p = game.prompt()
            cmd = bots[p.seat].quick(p)
            cmds.append(cmd)
            game.submit(cmd)
        recorded.append(cmds)
    c0 = time.process_time()
    for seed, cmds in enumerate(recorded):
        game = book.GAME_TYPE.new(NAMES[:seats], cat=cat, seed=seed)  # type: ignore[arg-type]
        for cmd in cmds:
            game.submit(cmd)
    return time.process_time() - c0


def clone_us(book: Any, cat: object) -> float:
    game = book.GAME_TYPE.new(NAMES, cat=cat, seed=3)  # type: ignore[arg-type]
    bots = [book.make_bot("random", i) for i in range(4)]
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


def main(table: str, goal: int) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    book = registry.get(table).rulebook()
    cat = book.cat
    runs = [games(book, cat, a.seats, a.games) for _ in range(a.repeat)]
    wall = [a.games / r[0] for r in runs]
    cpu = [a.games / r[1] for r in runs]
    out = {
        "seats": a.seats, "games": a.games,
        "random_games_per_second": round(max(wall), 1),
        "random_games_per_second_cpu": round(max(cpu), 1),
        "random_games_per_second_runs": [round(x, 1) for x in wall],
        "engine_games_per_second_cpu": round(max(
            a.games / engine_only(book, cat, a.seats, a.games) for _ in range(a.repeat)), 1),
        "decisions_per_game": round(runs[0][2] / a.games, 1),
        "events_per_game": round(runs[0][3] / a.games, 1),
        "clone_us": round(clone_us(book, cat), 2),
        "goal": goal,
    }
    if a.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0
