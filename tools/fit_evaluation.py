"""Fit the hard AI's evaluation to who actually wins (issue 14: "the evaluation's weights
tuned by self-play").

    python3 tools/fit_evaluation.py --games 600 --seed 90001 [--level medium] [--json]

The hard bot's rollouts stop at the start of the next round and score the position there
(`Search.evaluate`). This plays AI games (`--games` at each seat count 3–10, medium by
default: the opponents hard meets), notes every seat's features at every such moment
(`search.seat_features`: face-up and buried gold, cards and crew points in hand, captain,
quartermaster) and who won the game, and fits a conditional logit — each seat's chance to win
is exp(u) / Σ exp(u) over the table, u linear in the features, each weight a + b × voyages done/10 —
by Newton's method. One game in five is held out: the report gives the held-out log loss of
the fitted weights, of those in use (`search.WEIGHTS`), and of a blind guess (log n).
(The first fit, 2026-11-25, --games 600 --seed 90001: fitted 1.411, the hand-set weights it
replaced 1.476, blind 1.801; its weights are search.WEIGHTS.)
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import ask  # noqa: E402
from game.jolly_roger.ai import make_bot, search  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402

#: One moment: the voyages done, every seat's features, every seat's share of the win.
Moment = tuple[int, list[tuple[float, ...]], list[float]]


def play(games: int, seats: Sequence[int], seed: int, level: str) -> list[list[Moment]]:
    """Every game's moments (the rollouts' stopping points), in game order."""
    cat = load_catalogue()
    value = tuple(search.Search(cat).kn.prize_value(x) for x in range(cat.size))
    out: list[list[Moment]] = []
    for n in seats:
        for k in range(games):
            g = seed + 1000 * n + k
            game = Game.new([f"P{i}" for i in range(n)], seed=g, cat=cat, ask_all=False,
                            humans=[False] * n)
            bots = [make_bot(level, g * 31 + i, cat) for i in range(n)]
            s = game._state
            moments: list[tuple[int, list[tuple[float, ...]]]] = []
            last = s.round
            while not game.over:
                p = game.prompt()
                assert p is not None
                game.submit(ask(bots[p.seat], p, game.view))
                s = game._state
                if s.round != last and not s.over:
                    last = s.round
                    moments.append((len(s.dest_discard), search.seat_features(s, value, cat.crew)))
            winners = s.result[2]
            share = [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
            out.append([(r, f, share) for r, f in moments])
    return out


def design(r: int, f: tuple[float, ...]) -> list[float]:
    """A seat's regressors: each feature, and each feature times the round's progress."""
    t = r / search.ROUNDS
    return list(f) + [x * t for x in f]


def fit(moments: list[Moment], ridge: float = 1e-3, steps: int = 30) -> list[float]:
    """The conditional logit's weights by Newton's method (ridge-regularised)."""
    k = 2 * len(search.FEATURES)
    w = [0.0] * k
    rows = [([design(r, f) for f in feats], share) for r, feats, share in moments]
    for _ in range(steps):
        grad = [-ridge * x for x in w]
        hess = [[-ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for xs, share in rows:
            u = [sum(a * b for a, b in zip(w, x, strict=True)) for x in xs]
            top = max(u)
            e = [math.exp(v - top) for v in u]
            z = sum(e)
            p = [v / z for v in e]
            mean = [sum(p[i] * xs[i][j] for i in range(len(xs))) for j in range(k)]
            for i, x in enumerate(xs):
                if share[i]:
                    for j in range(k):
                        grad[j] += share[i] * (x[j] - mean[j])
            for i, x in enumerate(xs):
                d = [x[j] - mean[j] for j in range(k)]
                for a in range(k):
                    if d[a]:
                        pa = p[i] * d[a]
                        row = hess[a]
                        for b in range(k):
                            row[b] -= pa * d[b]
        step = _solve([[-h for h in row] for row in hess], grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(x) for x in step) < 1e-7:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a is small and positive
    definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                for j in range(c, n + 1):
                    m[r][j] -= f * m[c][j]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def log_loss(moments: list[Moment], prob: object) -> float:
    """Mean −Σ share × log p over the moments, for a model giving every seat's chance."""
    total = 0.0
    for r, feats, share in moments:
        p = prob(r, feats)  # type: ignore[operator]
        total -= sum(s * math.log(max(1e-12, q)) for s, q in zip(share, p, strict=True) if s)
    return total / max(1, len(moments))


def fitted_prob(w: list[float]):  # type: ignore[no-untyped-def]
    def prob(r: int, feats: list[tuple[float, ...]]) -> list[float]:
        u = [sum(a * b for a, b in zip(w, design(r, f), strict=True)) for f in feats]
        top = max(u)
        e = [math.exp(v - top) for v in u]
        return [v / sum(e) for v in e]
    return prob


def in_use_prob(r: int, feats: list[tuple[float, ...]]) -> list[float]:
    """The chances search.WEIGHTS (the evaluation in use) gives, read as a conditional logit."""
    pairs = [search.WEIGHTS[k] for k in search.FEATURES]
    w = [a for a, _b in pairs] + [b for _a, b in pairs]
    return fitted_prob(w)(r, feats)  # type: ignore[no-any-return]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=600, help="games at each seat count")
    ap.add_argument("--seats", default="3,4,5,6,7,8,9,10")
    ap.add_argument("--seed", type=int, default=90001)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    seats = [int(x) for x in a.seats.split(",")]
    games = play(a.games, seats, a.seed, a.level)
    train = [m for i, g in enumerate(games) if i % 5 for m in g]
    held = [m for i, g in enumerate(games) if not i % 5 for m in g]
    w = fit(train)
    names = list(search.FEATURES) + [f"{x}_late" for x in search.FEATURES]
    out = {
        "games": len(games), "moments": {"train": len(train), "held_out": len(held)},
        "weights": {k: round(v, 4) for k, v in zip(names, w, strict=True)},
        "held_out_log_loss": {
            "fitted": round(log_loss(held, fitted_prob(w)), 4),
            "in_use": round(log_loss(held, in_use_prob), 4),
            "blind": round(sum(math.log(len(f)) * sum(s) for _r, f, s in held)
                           / max(1, len(held)), 4),
        },
    }
    print(json.dumps(out) if a.json else json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
