"""The soak: many AI games over every seat count and variant with the invariant checks on.

    python3 tools/soak.py --games 100000 --jobs 2                 # Jolly Roger
    python3 tools/soak.py --game all --games 10000 --jobs 2       # every table, 10,000 each
    python3 tools/soak.py --game rum --games 10000

Other tables than Jolly Roger play through their own simulator (`simulate --game ID
--check`): every seat count they allow, seats alternating random and medium, each event
through the table's invariant checks and each finished game reloaded from its JSON log.

Seat counts 3-10 and the variant sets (none, VG, VH, VG+VH) take turns; seats alternate
random and medium bots (random is the fuzzer). Every event is replayed through the
invariant checks (C1 card conservation, H2 hand limits, M2 one mutiny a round) and every
finished game is reloaded from JSON and compared (DA7). Prints the counts; exits 1 on any
exception or broken invariant. CI runs a slice of it (tests/jolly_roger/test_ai.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.jolly_roger.sim import report, run  # noqa: E402

VARIANT_SETS = ((), ("VG",), ("VH",), ("VG", "VH"))
FLAGSHIP = "jolly-roger"


def other_table(game_id: str, games: int, jobs: int, seed: int) -> int:
    """The soak of a table other than the flagship, through its own simulator."""
    import json
    import subprocess

    from game.core import registry

    info = registry.get(game_id)
    low, high = info.seats
    counts = list(range(low, high + 1))
    per = max(1, games // len(counts))
    totals = {"games": 0, "errors": 0, "checks": 0, "broken": 0}
    t0 = time.perf_counter()
    for seats in counts:
        bots = ",".join(("random", "medium")[i % 2] for i in range(seats))
        done = subprocess.run(
            [sys.executable, "-m", "scenes", "simulate", "--game", game_id, "--games",
             str(per), "--seats", str(seats), "--bots", bots, "--seed", str(seed), "--jobs",
             str(jobs), "--check", "--json", "--quiet"],
            capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent)
        if done.returncode not in (0, 1) or not done.stdout.strip():
            print(f"soak: {game_id} at {seats} seats failed to run: {done.stderr.strip()}")
            return 1
        r = json.loads(done.stdout)
        totals["games"] += r["games"]
        totals["errors"] += r["errors"]
        totals["checks"] += r.get("invariant_checks", 0)
        totals["broken"] += r.get("broken_invariants", 0)
        for line in (r.get("first_errors", []) + r.get("first_problems", []))[:5]:
            print("  !", line)
    print(f"soak {game_id}: {totals['games']} games over seats {low}-{high} in "
          f"{time.perf_counter() - t0:.0f} s; exceptions {totals['errors']}; invariant checks "
          f"{totals['checks']}; broken invariants {totals['broken']}")
    return 0 if totals["errors"] == 0 and totals["broken"] == 0 else 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", default=FLAGSHIP, help="a table's id, or all (every table)")
    a = ap.parse_args()
    if a.game != FLAGSHIP:
        from game.core import registry

        ids = [info.id for info in registry.games()] if a.game == "all" else [a.game]
        codes = [flagship(a) if game_id == FLAGSHIP else
                 other_table(game_id, a.games, a.jobs, a.seed) for game_id in ids]
        return max(codes)
    return flagship(a)


def flagship(a: argparse.Namespace) -> int:
    combos = [(seats, v) for seats in range(3, 11) for v in VARIANT_SETS]
    per = max(1, a.games // len(combos))
    totals = {"games": 0, "errors": 0, "checks": 0, "broken": 0}
    first: list[str] = []
    t0 = time.perf_counter()
    for i, (seats, variants) in enumerate(combos):
        results, _ = run(per, seats, ("random", "medium"), variants, a.seed + i * per,
                         a.jobs, checked=True, progress=False)
        r = report(results, 1.0)
        totals["games"] += r["games"]
        totals["errors"] += r["errors"]
        totals["checks"] += r["invariant_checks"]
        totals["broken"] += r["broken_invariants"]
        first += r.get("first_errors", []) + r.get("first_problems", [])
        sys.stderr.write(f"{i + 1}/{len(combos)} table setups ({seats} seats, "
                         f"{'+'.join(variants) or 'no variant'}): {totals['games']} games, "
                         f"exceptions {totals['errors']}, checks {totals['checks']}, broken "
                         f"{totals['broken']}, {time.perf_counter() - t0:.0f} s\n")
    print(f"soak: {totals['games']} games over seats 3-10 x variants none/VG/VH/VG+VH in "
          f"{time.perf_counter() - t0:.0f} s; exceptions {totals['errors']}; invariant checks "
          f"{totals['checks']}; broken invariants {totals['broken']}")
    for line in first[:10]:
        print("  !", line)
    return 0 if totals["errors"] == 0 and totals["broken"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
