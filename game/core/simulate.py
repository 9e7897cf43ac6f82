"""What every table's simulator shares (`jolly-roger simulate`): playing chunks of seeded
games in one process or a pool with a progress bar, and the Wilson interval its reports
give every share."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

Chunk = TypeVar("Chunk")


def play_chunks(chunk: Callable[[Chunk], list[Any]], chunks: Sequence[Chunk], games: int,
                jobs: int = 1, progress: bool = True) -> tuple[list[Any], float]:
    """Run `chunk` on every chunk (in `jobs` processes when more than one); every result in
    chunk order, and the seconds taken. A progress bar goes to stderr if `progress`."""
    results: list[Any] = []
    t0 = time.perf_counter()
    if jobs <= 1:
        for c in chunks:
            results += chunk(c)
            _progress(len(results), games, t0, progress)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(chunk, chunks):
                results += part
                _progress(len(results), games, t0, progress)
    if progress:
        sys.stderr.write("\n")
    return results, time.perf_counter() - t0


def _progress(done: int, total: int, t0: float, on: bool) -> None:
    if not on:
        return
    width = 30
    filled = int(width * done / max(1, total))
    rate = done / max(1e-9, time.perf_counter() - t0)
    sys.stderr.write(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games {rate:6.1f}/s"
    )
    sys.stderr.flush()


def wilson(k: float, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a proportion k/n (rounded to 4 places; (0, 0) for n = 0)."""
    if n == 0:
        return (0.0, 0.0)
    z = 1.96
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))
