"""Where the hard AI's search disagrees with medium, by decision kind (issue 14, measuring).

    python3 benchmarks/ai_hard_decisions.py --games 6 --iterations 300 [--seed 500]

One hard seat (rotated) against medium bots, no clock (reproducible). At every searched
decision it records the step, whether the search overruled medium's choice, and the search's
own estimate of what that was worth (mean reward of its command minus medium's, both from
the root). The estimate is the search's, so it is as good as the rollouts and evaluation;
it says where to look, not what a change will gain (paired games say that).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import ask  # noqa: E402
from game.jolly_roger.ai import make_bot  # noqa: E402
from game.jolly_roger.ai import search as S  # noqa: E402
from game.jolly_roger.ai.hard import HardBot  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402


def measure(games: int, seats: int, iterations: int, seed: int) -> dict[str, object]:
    cat = load_catalogue()
    rows: dict[str, list[tuple[bool, float]]] = defaultdict(list)
    choose = S.Search.choose
    where: dict[str, str] = {}

    def spy(self, cands, prior=None, extra=None):  # type: ignore[no-untyped-def]
        cmd = choose(self, cands, prior, extra)
        kids = self.root.children
        a, b = kids.get(prior), kids.get(cmd)
        gain = 0.0
        if a is not None and b is not None and a.visits and b.visits:
            gain = b.total / b.visits - a.total / a.visits
        rows[where["step"]].append((cmd != prior, gain))
        return cmd

    S.Search.choose = spy  # type: ignore[method-assign]
    try:
        for k in range(games):
            game = Game.new([f"P{i}" for i in range(seats)], seed=seed + k, cat=cat,
                            ask_all=False, humans=[False] * seats)
            me = k % seats
            hard = HardBot(cat, k, think_ms=0, iterations=iterations)
            bots = [hard if i == me else make_bot("medium", k * 10 + i, cat)
                    for i in range(seats)]
            while not game.over:
                p = game.prompt()
                assert p is not None
                where["step"] = p.step
                game.submit(ask(bots[p.seat], p, game.view))
    finally:
        S.Search.choose = choose  # type: ignore[method-assign]
    out: dict[str, object] = {}
    for step, xs in sorted(rows.items()):
        over = [g for o, g in xs if o]
        out[step] = {"decisions": len(xs), "overruled": round(len(over) / len(xs), 3),
                     "mean_gain_when_overruled": round(sum(over) / len(over), 4) if over else 0,
                     "gain_per_decision": round(sum(over) / len(xs), 4)}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument("--iterations", type=int, default=300)
    ap.add_argument("--seed", type=int, default=500)
    a = ap.parse_args()
    print(json.dumps(measure(a.games, a.seats, a.iterations, a.seed), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
