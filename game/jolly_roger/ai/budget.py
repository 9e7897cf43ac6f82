"""The hard level's budget per decision, as a value a caller passes: the app's is the default
(`APP`), the simulator builds one from its command line, a test a small one. Nothing changes
it behind a caller's back.

`think_ms` is the wall clock per decision (0: no clock); `iterations` caps the playouts (with
`think_ms` 0 the only limit, so a game is reproducible from its seeds); `second_core` lets a
clock-bound search also run on a helper process (game.core.second_core) — not when the games
are already spread over several processes.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The default wall clock per decision (ms) and cap on playouts.
THINK_MS = 250.0
MAX_ITERATIONS = 100_000


@dataclass(frozen=True)
class HardBudget:
    think_ms: float = THINK_MS
    iterations: int = MAX_ITERATIONS
    second_core: bool = True

    @classmethod
    def fixed(cls, iterations: int) -> HardBudget:
        """`iterations` playouts a decision and no clock (a reproducible run: what it plays
        depends on its seed alone)."""
        return cls(think_ms=0.0, iterations=iterations, second_core=False)


#: The budget the app's hard pirates think with.
APP = HardBudget()
