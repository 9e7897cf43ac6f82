"""Strength of Meuterer's AI levels and the table's balance, measured: seeded games with the
levels' seats rotated, each level's win share (ties shared, RU10) with its Wilson 95%
interval, and the search level's playouts and milliseconds per decision. The big runs of
docs/balance.md live here, not in the tests:

    python -m game.meuterer.ai.arena --bots medium,easy,easy,easy --games 1000
    python -m game.meuterer.ai.arena --bots search,medium,medium --games 200 --iterations 24
    python -m game.meuterer.ai.arena --bots medium,medium,medium,medium --games 2000 --balance

`--bots` gives one level per seat (3–4 seats); game i seats them rotated by i, so every
level plays every seat equally often. `--iterations` fixes the search level's budget
(reproducible), `--think-ms` its wall clock instead (default 250 ms). `--balance` adds,
from the games' events: each seat position's win share, each role's picks and points
(its own VR points, and everything its holder scored that round), the captain's, and each
island's rounds active, arrivals and points paid (ship points and sales).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.core.simulate import wilson
from game.meuterer import events as E
from game.meuterer.ai import ask, make_bot
from game.meuterer.cards import Catalogue, load_catalogue
from game.meuterer.engine import Game


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


class Balance:
    """Per seat, role and island tallies over many games' events (issue 18)."""

    def __init__(self, cat: Catalogue, n: int) -> None:
        self.cat = cat
        self.n = n
        self.games = 0
        self.seat_wins = [0.0] * n
        self.picks: dict[str, int] = {r: 0 for r in (*cat.roles, "captain")}
        self.role_pts: dict[str, int] = {r: 0 for r in self.picks}
        self.round_pts: dict[str, int] = {r: 0 for r in self.picks}
        k = len(cat.islands)
        self.active = [0] * k
        self.arrivals = [0] * k
        self.ship_pts = [0] * k
        self.sale_pts = [0] * k
        self.rounds = 0
        self.mutinies = 0
        self.mutinies_won = 0

    def add(self, g: Game) -> None:
        """Tally one finished game's events."""
        self.games += 1
        n = self.n
        role = ["captain"] * n
        before = [0] * n
        scores = [0] * n
        steer = -1
        dest = {"captain": -1, "mutineer": -1}
        for ev in g.events:
            t = type(ev)
            if t is E.RoundStarted:
                role = [""] * n
                role[ev.captain] = "captain"
                before = scores[:]
                self.rounds += 1
            elif t is E.RolePicked:
                role[ev.seat] = ev.role
            elif t is E.DestinationPlaced:
                dest[ev.who] = ev.island
                steer = dest["captain"]
            elif t is E.MutinyEnded:
                self.mutinies += 1
                self.mutinies_won += ev.won
                steer = dest["mutineer"] if ev.won else dest["captain"]
            elif t is E.RoleScored:
                scores[ev.seat] += ev.points
                self.role_pts[role[ev.seat]] += ev.points
                if ev.cause == "ship":
                    self.ship_pts[steer] += ev.points
            elif t is E.IslandScored:
                self.active[ev.island] += 1
                self.sale_pts[ev.island] += sum(ev.points)
                for i, p in enumerate(ev.points):
                    scores[i] += p
            elif t in (E.ShipMoved, E.GameEnded):
                if t is E.ShipMoved:
                    self.arrivals[ev.island] += 1
                for s in range(n):
                    if role[s]:
                        self.picks[role[s]] += 1
                        self.round_pts[role[s]] += scores[s] - before[s]
                role = [""] * n
                if t is E.GameEnded:
                    for w in ev.winners:
                        self.seat_wins[w] += 1 / len(ev.winners)
                dest = {"captain": -1, "mutineer": -1}

    def report(self) -> dict[str, Any]:
        games, rounds = self.games, max(1, self.rounds)
        out: dict[str, Any] = {
            "games": games, "rounds": self.rounds,
            "seat_win_share": [round(w / games, 3) for w in self.seat_wins],
            "seat_interval": [tuple(round(x, 3) for x in wilson(w, games))
                              for w in self.seat_wins],
            "mutinies_per_round": round(self.mutinies / rounds, 3),
            "mutiny_success": round(self.mutinies_won / max(1, self.mutinies), 3),
        }
        out["roles"] = {r: {"picked_share": round(self.picks[r] / rounds, 3),
                            "role_points": round(self.role_pts[r] / max(1, self.picks[r]), 2),
                            "round_points": round(self.round_pts[r] / max(1, self.picks[r]),
                                                  2)}
                        for r in self.picks}
        out["islands"] = {
            isl.key: {"active_share": round(self.active[isl.index] / rounds, 3),
                      "arrivals_share": round(self.arrivals[isl.index] / rounds, 3),
                      "ship_points": self.ship_pts[isl.index],
                      "sales_points": self.sale_pts[isl.index],
                      "points_per_game": round((self.ship_pts[isl.index]
                                                + self.sale_pts[isl.index]) / games, 2)}
            for isl in self.cat.islands}
        return out


def match(cat: Catalogue, bots: Sequence[str], games: int, seed: int = 0,
          iterations: int | None = None, think_ms: float | None = None,
          balance: bool = False) -> dict[str, Any]:
    """Win shares per level (summed over the seats a level holds), rotated seats."""
    n = len(bots)
    wins = [0.0] * n
    its: list[int] = []
    ms: list[float] = []
    tally = Balance(cat, n) if balance else None
    t0 = time.perf_counter()
    for i in range(games):
        rot = i % n
        order = [bots[(j + rot) % n] for j in range(n)]
        g, played = play(cat, order, seed + i, iterations, think_ms)
        v = g.view(0)
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
    out: dict[str, Any] = {
        "bots": list(bots), "games": games, "seconds": round(time.perf_counter() - t0, 1),
        "fair_share": {lv: round(bots.count(lv) / n, 3) for lv in by_level},
        "win_share": {lv: round(w / games, 3) for lv, w in by_level.items()},
        "interval": {lv: tuple(round(x, 3) for x in wilson(w, games))
                     for lv, w in by_level.items()},
    }
    if its:
        its.sort()
        ms.sort()
        out["search"] = {"decisions": len(its), "playouts_p50": its[len(its) // 2],
                         "ms_p50": round(ms[len(ms) // 2], 1),
                         "ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 1)}
    if tally is not None:
        out["balance"] = tally.report()
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.meuterer.ai.arena", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", required=True, help="one level per seat, e.g. search,medium,medium")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--think-ms", type=float, default=None)
    ap.add_argument("--balance", action="store_true")
    a = ap.parse_args(argv)
    bots = a.bots.split(",")
    if not 3 <= len(bots) <= 4:
        print("arena: --bots needs 3 or 4 levels (one per seat)", file=sys.stderr)
        return 2
    think = a.think_ms if a.think_ms is not None else (None if a.iterations else 250.0)
    rep = match(load_catalogue(), bots, a.games, a.seed, a.iterations, think, a.balance)
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


if __name__ == "__main__":
    raise SystemExit(main())
