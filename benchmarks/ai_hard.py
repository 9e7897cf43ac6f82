"""The hard AI's cost per decision: wall time, search iterations (playouts) and memory.

    python3 benchmarks/ai_hard.py --games 4 --seats 6 --think-ms 250 [--iterations N] [--json]
                                  [--one-core]

With a clock budget the hard bot also searches on a helper process on the second core, as
in the app (game.core.second_core); --one-core measures it without. Iterations count both.

One hard seat (rotated) against medium bots, one process. For every decision the hard bot
searches it records the time `act` took, the iterations run, and (with --memory) the peak
memory `act` allocated (tracemalloc; it slows the search, so it is a separate pass over the
first game only). Prints p50/p95/max of each, and the searched decisions' iterations per CPU
second (time.process_time: what a busy shared machine steals from the wall clock it does not
steal from this figure; with --think-ms 0 --iterations N the games, and so the work, are the
same on every run, so two versions of the code compare by it alone).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import ask  # noqa: E402
from game.core.second_core import shared  # noqa: E402
from game.jolly_roger.ai import make_bot  # noqa: E402
from game.jolly_roger.ai.hard import HardBot  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(len(xs) * q))], 2) if xs else 0.0


def measure(games: int, seats: int, think_ms: float, iterations: int,
            memory: bool, one_core: bool = False) -> dict[str, object]:
    cat = load_catalogue()
    helper = None if one_core else shared()
    helped = 0
    times: list[float] = []
    its: list[float] = []
    peaks: list[float] = []
    cpu = 0.0
    for k in range(games):
        game = Game.new([f"P{i}" for i in range(seats)], seed=500 + k, cat=cat, ask_all=False,
                        humans=[False] * seats)
        me = k % seats
        hard = HardBot(cat, k, think_ms=think_ms, iterations=iterations, helper=helper)
        bots = [hard if i == me else make_bot("medium", k * 10 + i, cat) for i in range(seats)]
        trace = memory and k == 0
        while not game.over:
            p = game.prompt()
            assert p is not None
            if p.seat == me:
                before = len(hard.stats)
                if trace:
                    tracemalloc.start()
                t0, c0 = time.perf_counter(), time.process_time()
                cmd = ask(hard, p, game.view)
                dt = (time.perf_counter() - t0) * 1000
                dc = time.process_time() - c0
                if trace:
                    if len(hard.stats) > before:  # a searched decision
                        peaks.append(tracemalloc.get_traced_memory()[1] / 1024)
                    tracemalloc.stop()
                if len(hard.stats) > before and not trace:
                    times.append(dt)
                    its.append(hard.stats[-1][0])
                    cpu += dc
            else:
                cmd = ask(bots[p.seat], p, game.view)
            game.submit(cmd)
        helped += hard.helped
    return {
        "seats": seats, "think_ms": think_ms, "iterations_cap": iterations,
        "second_core": helper is not None, "helped_decisions": helped,
        "searched_decisions": len(times),
        "decision_ms": {"p50": _pct(times, 0.5), "p95": _pct(times, 0.95),
                        "max": _pct(times, 1.0)},
        "iterations": {"p5": _pct(its, 0.05), "p50": _pct(its, 0.5), "p95": _pct(its, 0.95)},
        # this process's CPU only: with a second core it would count the helper's iterations too
        "iterations_per_cpu_second": (round(sum(its) / cpu) if cpu > 0 and helper is None
                                      else None),
        "peak_kib_per_decision": ({"p50": _pct(peaks, 0.5), "p95": _pct(peaks, 0.95),
                                   "max": _pct(peaks, 1.0)} if peaks else None),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument("--think-ms", type=float, default=250.0)
    ap.add_argument("--iterations", type=int, default=100_000)
    ap.add_argument("--memory", action="store_true", help="also trace memory (first game)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--one-core", action="store_true",
                    help="no helper process on the second core")
    a = ap.parse_args()
    out = measure(a.games, a.seats, a.think_ms, a.iterations, a.memory, a.one_core)
    print(json.dumps(out) if a.json else json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
