"""Reproduce docs/balance.md: balance across table sizes, degenerate strategies, strength.

    python3 tools/balance.py --games 400 --strength-games 2000 --jobs 2 > balance.md

Every figure comes from `game.jolly_roger.sim` (medium bots unless named) with fixed seeds.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.jolly_roger.sim import report, run  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--strength-games", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    print("## Medium bots at every seat\n")
    print(
        "| seats | attack success | fort | settlement | merchant | mutinies/game | mutineer won "
        "| prize-deck end | winner gold (mean) | best seat / fair |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for seats in range(3, 11):
        res, t = run(
            a.games, seats, ("medium",), (), seed=seats * 1000, jobs=a.jobs, progress=False
        )
        r = report(res, t)
        at = r["attack_success"]
        ends = r["end_causes"]
        deck = ends.get("prize_deck", 0) / max(1, r["games"])
        best = max(d["share"] for d in r["win_share"]["per_seat"].values())
        print(
            f"| {seats} | {at['overall']:.2f} | {at['fort']['rate']:.2f} | "
            f"{at['settlement']['rate']:.2f} | {at['merchant']['rate']:.2f} | "
            f"{r['mutinies_per_game']:.2f} | {r['mutineer_won']:.2f} | {deck:.1%} | "
            f"{r['winner_gold']['mean']} | {best / r['win_share']['fair_share']:.2f}x |"
        )
    print(
        "\n## Strength and degenerate strategies (6 seats, the odd bot rotated through every "
        "seat)\n"
    )
    print("| one seat | five seats | games | its win share | 95% interval | fair share |")
    print("|---|---|---|---|---|---|")
    for one, rest, games in (
        ("medium", "easy", a.strength_games),
        ("easy", "random", a.strength_games),
        ("medium", "random", a.strength_games),
        ("freerider", "medium", a.strength_games),
        ("mutineer", "medium", a.strength_games),
    ):
        res, t = run(games, 6, (one,) + (rest,) * 5, (), seed=7, jobs=a.jobs, progress=False)
        r = report(res, t)
        d = r["win_share"]["per_level"][one]
        print(
            f"| {one} | {rest} | {r['games']} | {d['share']:.3f} | "
            f"[{d['ci95'][0]:.3f}, {d['ci95'][1]:.3f}] | {r['win_share']['fair_share']:.3f} |"
        )


if __name__ == "__main__":
    main()
