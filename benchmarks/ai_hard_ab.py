"""Paired comparison of hard-AI variants on the same games (issue 14, tuning).

    python3 benchmarks/ai_hard_ab.py --games 200 --seed 30001 --iterations 100 base tree

Every variant plays the same seeds (game k: seed + k, the hard seat rotated as in
`jolly-roger simulate --bots hard,medium,...`), interleaved game by game in one process, with
no clock (reproducible). A variant is a named change of the search's or hard bot's settings
(VARIANTS below). Prints each variant's win share with its Wilson 95% interval and, against
the first, the mean paired difference with its standard error.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.simulate import levels_for, wilson  # noqa: E402
from game.jolly_roger import sim  # noqa: E402
from game.jolly_roger.ai import hard as H  # noqa: E402
from game.jolly_roger.ai import playout as P  # noqa: E402
from game.jolly_roger.ai import search as S  # noqa: E402


def _setter(*changes: tuple[object, str, object]) -> Callable[[], Callable[[], None]]:
    """A variant: set each (module, name, value); the undo puts them back."""
    def apply() -> Callable[[], None]:
        old = [(module, name, getattr(module, name)) for module, name, _v in changes]
        for module, name, value in changes:
            setattr(module, name, value)

        def undo() -> None:
            for module, name, value in old:
                setattr(module, name, value)
        return undo
    return apply


def _tree(*changes: tuple[object, str, object]) -> Callable[[], Callable[[], None]]:
    """A variant of the tree search (the first four sessions'), with these changes."""
    return _setter((H, "SEARCH", "tree"), *changes)


#: "base" is the hard bot as it plays (paired playouts: --iterations counts playouts);
#: "tree…" the SO-ISMCTS of search.py (--iterations counts its iterations, each about two
#: thirds of a playout's cost).
VARIANTS: dict[str, Callable[[], Callable[[], None]]] = {
    "base": lambda: (lambda: None),
    "pz05": _setter((P, "CONFIDENCE", 0.5)),
    "pz15": _setter((P, "CONFIDENCE", 1.5)),
    "pworlds10": _setter((P, "MIN_WORLDS", 10)),
    "gen5": _setter((H, "GENEROSITY", 0.5)),
    "gen7": _setter((H, "GENEROSITY", 0.7)),
    "tree": _tree(),
    "tree-norecip": _tree((S, "RECIPROCAL", False)),
    "tree-z2": _tree((S, "CONFIDENCE", 2.0)),
    "tree-margin0": _tree((S, "MARGIN", 0.0)),
    "tree-c04": _tree((S, "EXPLORATION", 0.4)),
    "tree-c10": _tree((S, "EXPLORATION", 1.0)),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variants", nargs="+", choices=sorted(VARIANTS))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=30001)
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--seats", type=int, default=6)
    a = ap.parse_args()
    budget = sim.hard_budget(0, a.iterations)
    bots = ("hard",) + ("medium",) * (a.seats - 1)
    wins: dict[str, list[float]] = {v: [] for v in a.variants}
    t0 = time.perf_counter()
    for k in range(a.games):
        seed = a.seed + k
        levels = levels_for(bots, a.seats, seed)
        me = levels.index("hard")
        for v in a.variants:
            undo = VARIANTS[v]()
            try:
                r = sim.play_one(a.seats, levels, seed, (), budget=budget)
            finally:
                undo()
            won = 1.0 / len(r.winners) if me in r.winners else 0.0
            wins[v].append(won)
        if (k + 1) % 20 == 0:
            sys.stderr.write(f"{k + 1}/{a.games} games, {time.perf_counter() - t0:.0f} s: "
                             + " ".join(f"{v} {sum(w) / len(w):.3f}" for v, w in wins.items())
                             + "\n")
    out = {}
    ref = wins[a.variants[0]]
    for v, w in wins.items():
        lo, hi = wilson(sum(w), len(w))
        d = [x - y for x, y in zip(w, ref, strict=True)]
        md = sum(d) / len(d)
        se = math.sqrt(sum((x - md) ** 2 for x in d) / max(1, len(d) - 1) / len(d))
        out[v] = {"share": round(sum(w) / len(w), 4), "wilson95": [round(lo, 4), round(hi, 4)],
                  "minus_first": round(md, 4), "se": round(se, 4)}
    print(json.dumps({"games": a.games, "seed": a.seed, "iterations": a.iterations,
                      "seconds": round(time.perf_counter() - t0), "variants": out}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
