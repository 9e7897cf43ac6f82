"""Strength of RUM's AI levels, measured: seeded games with the levels' seats rotated, each
level's win share (ties shared, RU16) with its Wilson 95% interval, and the search level's
iterations and milliseconds per decision. The big runs of docs live here, not in the tests:

    python -m game.rum.ai.arena --bots search,medium --games 200 --iterations 100
    python -m game.rum.ai.arena --bots medium,easy,easy,easy --games 400

`--bots` gives one level per seat (2–4 seats); game i seats them rotated by i, so every
level plays every seat equally often. `--iterations` fixes the search level's budget
(reproducible), `--think-ms` its wall clock instead.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.core.simulate import wilson
from game.rum.ai import ask, make_bot
from game.rum.cards import Catalogue, load_catalogue
from game.rum.engine import Game


def play(cat: Catalogue, levels: Sequence[str], seed: int, iterations: int | None = None,
         think_ms: float | None = None) -> tuple[Game, list[Any]]:
    """One game, seat i played by `levels[i]` (bot seeds derived from the game's seed)."""
    g = Game.new([f"P{i + 1}" for i in range(len(levels))], cat=cat, seed=seed)
    bots = [make_bot(lv, seed * 16 + i, cat) for i, lv in enumerate(levels)]
    for b in bots:
        if getattr(b, "level", "") == "search" and (iterations or think_ms):
            b.iterations, b.think_ms = iterations, think_ms
    while not g.over:
        p = g.prompt()
        assert p is not None
        g.submit(ask(bots[p.seat], p, g.view))
    return g, bots


def match(cat: Catalogue, bots: Sequence[str], games: int, seed: int = 0,
          iterations: int | None = None, think_ms: float | None = None) -> dict[str, Any]:
    """Win shares per level (summed over the seats a level holds), rotated seats."""
    n = len(bots)
    wins = [0.0] * n
    its: list[int] = []
    ms: list[float] = []
    ends: dict[str, int] = {}
    t0 = time.perf_counter()
    for i in range(games):
        rot = i % n
        order = [bots[(j + rot) % n] for j in range(n)]
        g, played = play(cat, order, seed + i, iterations, think_ms)
        v = g.view(0)
        ends[v.end] = ends.get(v.end, 0) + 1
        for seat in v.winners:
            wins[(seat + rot) % n] += 1 / len(v.winners)
        for b in played:
            for it, t in getattr(b, "stats", ()):
                its.append(it)
                ms.append(t)
    by_level: dict[str, float] = {}
    for j, lv in enumerate(bots):
        by_level[lv] = by_level.get(lv, 0.0) + wins[j]
    out: dict[str, Any] = {
        "bots": list(bots), "games": games, "seconds": round(time.perf_counter() - t0, 1),
        "fair_share": {lv: bots.count(lv) / n for lv in by_level},
        "win_share": {lv: round(w / games, 3) for lv, w in by_level.items()},
        "interval": {lv: tuple(round(x, 3) for x in wilson(w, games))
                     for lv, w in by_level.items()},
        "end_causes": ends,
    }
    if its:
        its.sort()
        ms.sort()
        out["search"] = {"decisions": len(its), "iterations_p50": its[len(its) // 2],
                         "ms_p50": round(ms[len(ms) // 2], 1),
                         "ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 1)}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.rum.ai.arena", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", required=True, help="one level per seat, e.g. search,medium")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--think-ms", type=float, default=None)
    a = ap.parse_args(argv)
    bots = a.bots.split(",")
    if not 2 <= len(bots) <= 4:
        print("arena: --bots needs 2 to 4 levels (one per seat)", file=sys.stderr)
        return 2
    think = a.think_ms if a.think_ms is not None else (None if a.iterations else 250.0)
    rep = match(load_catalogue(), bots, a.games, a.seed, a.iterations, think)
    for k, v in rep.items():
        print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
