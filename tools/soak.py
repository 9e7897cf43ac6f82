"""The soak: many AI games over every seat count and variant with the invariant checks on.

    python3 tools/soak.py --games 100000 --jobs 2

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


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
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
