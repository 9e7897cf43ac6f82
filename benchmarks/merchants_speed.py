"""Merchants & Marauders engine speed, on one process (issue 32's figures for the search AI
of the next issue):

    python3 benchmarks/merchants_speed.py [--seats 4] [--games 200] [--repeat 3] [--json]

Besides table_speed.py's figures (random games per second, the engine alone, decisions and
events per game, clone_us at an early decision):
- `clone_us_p50`: microseconds to clone the state at decisions spread over whole games
  (goal ≤ 20);
- `step_us_p50` / `step_us_p95`: microseconds for one decision's command to be applied —
  validated, its events emitted and every automatic step after it run (NPC moves, NPC
  sides of battles) up to the next decision — on a cloned state (goal median ≤ 10);
- `decisions_per_second_cpu`: decisions of random games per CPU second, bots included.
Best of `--repeat` runs (the machine is shared: compare best of N or CPU time).
"""

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from table_speed import NAMES, clone_us, engine_only, games  # noqa: E402

from game.core import registry  # noqa: E402
from game.merchants.engine import apply_command  # noqa: E402

TABLE = "merchants-marauders"


def samples(book, cat, seats: int, count: int) -> tuple[list[float], list[float]]:
    """Clone and step CPU times (this thread's) at every decision of `count` random games."""
    clones, steps = [], []
    for seed in range(count):
        game = book.GAME_TYPE.new(NAMES[:seats], cat=cat, seed=seed)
        bots = [book.make_bot("random", seed * 1009 + i) for i in range(seats)]
        while not game.over:
            p = game.prompt()
            cmd = bots[p.seat].quick(p)
            s = game._state
            t0 = time.thread_time_ns()
            copy = s.clone()
            t1 = time.thread_time_ns()
            apply_command(copy, cmd, p)
            t2 = time.thread_time_ns()
            clones.append((t1 - t0) / 1e3)
            steps.append((t2 - t1) / 1e3)
            game.submit(cmd)
    return clones, steps


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    book = registry.get(TABLE).rulebook()
    cat = book.cat
    runs = [games(book, cat, a.seats, a.games) for _ in range(a.repeat)]
    best = min(runs, key=lambda r: r[1])
    clones, steps = samples(book, cat, a.seats, max(10, a.games // 10))
    steps.sort()
    out = {
        "seats": a.seats, "games": a.games,
        "random_games_per_second": round(max(a.games / r[0] for r in runs), 2),
        "random_games_per_second_cpu": round(a.games / best[1], 2),
        "decisions_per_second_cpu": round(best[2] / best[1]),
        "engine_games_per_second_cpu": round(max(
            a.games / engine_only(book, cat, a.seats, a.games) for _ in range(a.repeat)), 2),
        "decisions_per_game": round(best[2] / a.games, 1),
        "events_per_game": round(best[3] / a.games, 1),
        "clone_us_early": round(clone_us(book, cat), 2),
        "clone_us_p50": round(statistics.median(clones), 2),
        "step_us_p50": round(statistics.median(steps), 2),
        "step_us_p95": round(steps[int(len(steps) * 0.95)], 2),
        "goals": {"clone_us_p50": 20, "step_us_p50": 10},
    }
    if a.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
