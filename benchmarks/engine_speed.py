"""Engine speed: full games per second with uniformly random legal play, AI games as
`jolly-roger simulate` plays them, medium decision latency, and clone cost.

All seats are AI, so reaction prompts go to holders only (as in every AI-only game).

    python3 benchmarks/engine_speed.py [--seats 6] [--games 300] [--repeat 3] [--json]

Figures, one process:
- `engine_games_per_second`: the engine alone (each command drawn from the prompt; a view
  is built only where the choice needs one — sharing loot, special cards; no bribes);
- `bot_games_per_second`: every decision made by `RandomBot` from a freshly built view,
  as AI seats really play;
- `random_games_per_second` / `medium_games_per_second`: `game.jolly_roger.sim.play_one`,
  the loop of `jolly-roger simulate --bots random|medium --jobs 1` (no invariant checks);
- `medium_decision_ms_p50` / `_p95`: one medium decision (view built + `act`), as
  `simulate --timed` measures it;
- `clone_us`: microseconds to clone a mid-game state (the search AI's hot path).

With `--repeat N` every rate is measured N times; the best run is printed, and with it the
spread (`..._runs`: every run). The machine is shared and varies run to run: compare best
of N, or count instructions with callgrind.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.jolly_roger.ai.random_bot import RandomBot, random_command  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402
from game.jolly_roger.sim import play_one  # noqa: E402

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

NAMES = [f"P{i}" for i in range(10)]


def play_engine(seats: int, seed: int) -> int:
    g = Game.new(NAMES[:seats], seed=seed, ask_all=False, cat=CAT)
    rng = random.Random(seed)
    decisions = 0
    view = None
    while not g.over:
        p = g.prompt()
        assert p is not None
        if view is None or p.step in ("loot_share", "guard") or p.specials:
            view = g.view(p.seat)
        g.submit(random_command(view, p, rng, CAT, bribes=False))
        decisions += 1
    return decisions


def play_bots(seats: int, seed: int) -> int:
    g = Game.new(NAMES[:seats], seed=seed, ask_all=False, cat=CAT)
    bots = [RandomBot(CAT, seed * 16 + i) for i in range(seats)]
    decisions = 0
    while not g.over:
        p = g.prompt()
        assert p is not None
        g.submit(bots[p.seat].act(g.view(p.seat), p))
        decisions += 1
    return decisions


def play_sim(level: str) -> Callable[[int, int], int]:
    def play(seats: int, seed: int) -> int:
        r = play_one(seats, (level,) * seats, seed, ())
        assert not r.error, r.error
        return r.decisions
    return play


def medium_latency(seats: int, games: int) -> tuple[float, float]:
    times: list[float] = []
    for seed in range(games):
        times += play_one(seats, ("medium",) * seats, seed, (), timed=True).decide_ms
    times.sort()
    return times[len(times) // 2], times[int(len(times) * 0.95)]


def clone_cost(seats: int) -> float:
    g = Game.new(NAMES[:seats], seed=1, ask_all=False, cat=CAT)
    rng = random.Random(1)
    for _ in range(120):  # somewhere mid-game
        p = g.prompt()
        if p is None:
            break
        g.submit(random_command(g.view(p.seat), p, rng, CAT))
    s = g._state
    n = 20000
    t = time.perf_counter()
    for _ in range(n):
        s.clone()
    return (time.perf_counter() - t) / n * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=1, help="runs per figure (best is shown)")
    ap.add_argument("--only", default="", help="comma list: engine, bot, random, medium")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out: dict[str, object] = {"seats": a.seats, "games": a.games, "repeat": a.repeat}
    labels = (("engine", play_engine), ("bot", play_bots), ("random", play_sim("random")),
              ("medium", play_sim("medium")))
    only = {x for x in a.only.split(",") if x}
    for label, fn in labels:
        if only and label not in only:
            continue
        runs = []
        for _ in range(a.repeat):
            t = time.perf_counter()
            decisions = sum(fn(a.seats, seed) for seed in range(a.games))
            runs.append(time.perf_counter() - t)
        dt = min(runs)
        out[f"{label}_games_per_second"] = round(a.games / dt, 1)
        if a.repeat > 1:
            out[f"{label}_games_per_second_runs"] = [round(a.games / r, 1) for r in runs]
        out[f"{label}_decisions_per_game"] = round(decisions / a.games, 1)
        out[f"{label}_us_per_decision"] = round(dt / decisions * 1e6, 1)
    if not only or "medium" in only:
        p50, p95 = medium_latency(a.seats, min(a.games, 100))
        out["medium_decision_ms_p50"] = round(p50, 4)
        out["medium_decision_ms_p95"] = round(p95, 4)
    out["clone_us"] = round(clone_cost(a.seats), 2)
    if a.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:28} {v}")


if __name__ == "__main__":
    main()
