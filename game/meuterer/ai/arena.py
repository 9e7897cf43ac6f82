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

from collections.abc import Sequence
from typing import Any

from game.core import arena
from game.core.simulate import wilson
from game.meuterer import events as E
from game.meuterer.ai import make_bot
from game.meuterer.cards import Catalogue, load_catalogue
from game.meuterer.engine import Game


def play(cat: Catalogue, levels: Sequence[str], seed: int, iterations: int | None = None,
         think_ms: float | None = None) -> tuple[Game, list[Any]]:
    """One game, seat i played by `levels[i]` (game.core.arena.play)."""
    return arena.play(ARENA, cat, levels, seed, iterations, think_ms)


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


ARENA = arena.TableArena(Game, make_bot, load_catalogue, seats=(3, 4),
                         module="game.meuterer.ai.arena", doc=__doc__, searched="playouts",
                         fair_digits=3, tally=Balance)


def match(cat: Catalogue, bots: Sequence[str], games: int, seed: int = 0,
          iterations: int | None = None, think_ms: float | None = None,
          balance: bool = False) -> dict[str, Any]:
    """Win shares per level, rotated seats, and with `balance` the tally (game.core.arena)."""
    return arena.match(ARENA, cat, bots, games, seed, iterations, think_ms, balance)


def main(argv: Sequence[str] | None = None) -> int:
    return arena.main(argv, ARENA)


if __name__ == "__main__":
    raise SystemExit(main())
