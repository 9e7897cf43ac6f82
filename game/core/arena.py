"""What every table's arena shares (`python -m game.<table>.ai.arena`): the strength of its
AI levels, measured. Seeded games with the levels' seats rotated (game i seats them rotated
by i, so every level plays every seat equally often), each level's win share (a shared win
counts a fraction) with its Wilson 95% interval, and the search level's budget used and
milliseconds per decision. A table gives only what is its own (`TableArena`: its game, its
bots, its seat range and, if it has one, its `--balance` tally) and calls `main`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.bots import ask
from game.core.simulate import wilson


class Tally(Protocol):
    """A table's `--balance` figures, gathered from the events of every game played."""

    def add(self, game: Any) -> None: ...
    def report(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class TableArena:
    """What a table gives the shared arena."""

    game: Any                                  # its EventGame subclass (`new(names, cat, seed)`)
    make_bot: Callable[[str, int, Any], Any]   # (level, seed, catalogue): a bot
    load_catalogue: Callable[[], Any]
    seats: tuple[int, int]                     # fewest and most seats
    module: str                                # `python -m` this (the table's arena module)
    doc: str | None = None                     # its --help text
    searched: str = "iterations"               # the search level's budget, in its words
    end_causes: bool = False                   # count the views' `end` (how games ended)
    fair_digits: int | None = None             # places the fair shares are rounded to
    tally: Callable[[Any, int], Tally] | None = None   # (catalogue, seats): --balance


def play(table: TableArena, cat: Any, levels: Sequence[str], seed: int,
         iterations: int | None = None, think_ms: float | None = None) -> tuple[Any, list[Any]]:
    """One game, seat i played by `levels[i]` (bot seeds derived from the game's seed); the
    search level is given `iterations` / `think_ms` when either is set."""
    g = table.game.new([f"P{i + 1}" for i in range(len(levels))], cat=cat, seed=seed)
    bots = [table.make_bot(lv, seed * 16 + i, cat) for i, lv in enumerate(levels)]
    for b in bots:
        if getattr(b, "level", "") == "search" and (iterations or think_ms):
            b.iterations, b.think_ms = iterations, think_ms
    while not g.over:
        p = g.prompt()
        assert p is not None
        g.submit(ask(bots[p.seat], p, g.view))
    return g, bots


def match(table: TableArena, cat: Any, bots: Sequence[str], games: int, seed: int = 0,
          iterations: int | None = None, think_ms: float | None = None,
          balance: bool = False) -> dict[str, Any]:
    """Win shares per level (summed over the seats a level holds), rotated seats; with
    `balance`, the table's tally of the games' events under "balance"."""
    n = len(bots)
    wins = [0.0] * n
    its: list[int] = []
    ms: list[float] = []
    ends: dict[str, int] = {}
    tally = table.tally(cat, n) if balance and table.tally is not None else None
    t0 = time.perf_counter()
    for i in range(games):
        rot = i % n
        order = [bots[(j + rot) % n] for j in range(n)]
        g, played = play(table, cat, order, seed + i, iterations, think_ms)
        v = g.view(0)
        if table.end_causes:
            ends[v.end] = ends.get(v.end, 0) + 1
        for seat in v.winners:
            wins[(seat + rot) % n] += 1 / len(v.winners)
        if tally is not None:
            tally.add(g)
        for b in played:
            for it, t in getattr(b, "stats", ()):
                its.append(it)
                ms.append(t)
    by_level: dict[str, float] = {}
    for j, lv in enumerate(bots):
        by_level[lv] = by_level.get(lv, 0.0) + wins[j]
    fair = {lv: bots.count(lv) / n for lv in by_level}
    out: dict[str, Any] = {
        "bots": list(bots), "games": games, "seconds": round(time.perf_counter() - t0, 1),
        "fair_share": fair if table.fair_digits is None else {
            lv: round(f, table.fair_digits) for lv, f in fair.items()},
        "win_share": {lv: round(w / games, 3) for lv, w in by_level.items()},
        "interval": {lv: tuple(round(x, 3) for x in wilson(w, games))
                     for lv, w in by_level.items()},
    }
    if table.end_causes:
        out["end_causes"] = ends
    if its:
        its.sort()
        ms.sort()
        out["search"] = {"decisions": len(its), f"{table.searched}_p50": its[len(its) // 2],
                         "ms_p50": round(ms[len(ms) // 2], 1),
                         "ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 1)}
    if tally is not None:
        out["balance"] = tally.report()
    return out


def main(argv: Sequence[str] | None, table: TableArena) -> int:
    """The arena's command line: --bots (one level per seat), --games, --seed, --iterations,
    --think-ms (default 250 ms unless --iterations), and --balance where the table has a
    tally. Exit 0, or 2 for a wrong number of seats."""
    low, high = table.seats
    ap = argparse.ArgumentParser(prog=f"python -m {table.module}", description=table.doc,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    example = ",".join(["search"] + ["medium"] * (low - 1))
    ap.add_argument("--bots", required=True, help=f"one level per seat, e.g. {example}")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--think-ms", type=float, default=None)
    if table.tally is not None:
        ap.add_argument("--balance", action="store_true")
    a = ap.parse_args(argv)
    bots = a.bots.split(",")
    if not low <= len(bots) <= high:
        between = f"{low} or {high}" if high == low + 1 else f"{low} to {high}"
        print(f"arena: --bots needs {between} levels (one per seat)", file=sys.stderr)
        return 2
    think = a.think_ms if a.think_ms is not None else (None if a.iterations else 250.0)
    rep = match(table, table.load_catalogue(), bots, a.games, a.seed, a.iterations, think,
                getattr(a, "balance", False))
    for k, v in rep.items():
        if isinstance(v, dict) and k == "balance":
            for k2, v2 in v.items():
                if isinstance(v2, dict):
                    print(f"{k2}:")
                    for k3, v3 in v2.items():
                        print(f"  {k3}: {v3}")
                else:
                    print(f"{k2}: {v2}")
        else:
            print(f"{k}: {v}")
    return 0
