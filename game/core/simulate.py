"""What every table's simulator shares (`jolly-roger simulate`): one AI game played to its
end with the invariant checks (the soak), chunks of seeded games in one process or a pool
with a progress bar, the report with the Wilson interval of every share, and the command
line. A table gives only what is its own (`TableSim`: its rulebook, its counts of a game's
events, its figures and their words) and calls `command`.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.core.bots import ask as ask_bot

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


def mean(values: Sequence[float]) -> float:
    """The mean rounded to 2 places (0.0 for no values): the reports' averages."""
    return round(statistics.fmean(values), 2) if values else 0.0


def levels_for(bots: Sequence[str], seats: int, game_index: int) -> tuple[str, ...]:
    """One level for all, or the list rotated one seat per game (no level keeps a seat)."""
    if len(bots) == 1:
        return tuple(bots) * seats
    return tuple(bots[(i - game_index) % len(bots)] for i in range(seats))


def seat_counts(raw: str, low: int, high: int) -> list[int] | None:
    """`--seats`: one count, a range "3..4" or a comma list, each within [low, high]; None if
    it is not one of those."""
    try:
        if ".." in raw:
            lo, hi = (int(x) for x in raw.split("..", 1))
            counts = list(range(lo, hi + 1))
        else:
            counts = [int(x) for x in raw.split(",") if x.strip()]
    except ValueError:
        return None
    return counts if counts and all(low <= c <= high for c in counts) else None


def win_share(ok: Sequence[Any], seats: int, per_seat_scale: int | None = None) -> dict[str, Any]:
    """Each seat's and each level's share of the wins of finished games (results with
    `winners` and `levels`; a shared win counts a fraction), with 95% intervals. A level's
    `per_seat_share` is its wins per seat it played, times `per_seat_scale` (the seats)."""
    scale = seats if per_seat_scale is None else per_seat_scale
    n = len(ok)
    seat_wins: dict[int, float] = defaultdict(float)
    level_wins: dict[str, float] = defaultdict(float)
    level_seats: Counter[str] = Counter()
    for r in ok:
        for w in r.winners:
            seat_wins[w] += 1 / len(r.winners)
            level_wins[r.levels[w]] += 1 / len(r.winners)
        level_seats.update(r.levels)
    return {
        "per_seat": {str(s): {"share": round(seat_wins[s] / max(n, 1), 4),
                              "ci95": wilson(seat_wins[s], n)} for s in range(seats)},
        "per_level": {lv: {"share": round(level_wins[lv] / max(n, 1), 4),
                           "per_seat_share": round(level_wins[lv] / max(level_seats[lv], 1)
                                                   * scale, 4),
                           "ci95": wilson(level_wins[lv], n),
                           "seats_played": level_seats[lv]} for lv in sorted(level_seats)},
        "fair_share": round(1 / max(seats, 1), 4),
    }


def drive(game: Any, bots: Sequence[Any], result: Any, *, max_decisions: int,
          mirror: Any = None, evolve: Callable[[Any, Any], None] | None = None,
          check: Callable[[Any], list[str]] | None = None,
          at_decision: Callable[[Any, Any, int], list[str]] | None = None,
          ask: Callable[[Any, Any, Any], Any]) -> int:
    """Play `game` to its end with `bots` (each asked through `ask`: a view and the prompt,
    never the game), the simulators' one loop. With a `mirror` state, every event is applied
    to it with `evolve` and the table's invariants `check`ed (and `at_decision(mirror, step,
    seat)` where the game waits); problems and the count of checks go to `result.problems` and
    `result.checks`. A game that does not end within `max_decisions` is a problem; an
    exception is caught into `result.error` (reported, never hidden: the soaks count them).
    Returns the decisions played. The mirror starts as the state of the first event alone
    (game_started): every later event reaches it."""
    seen = 1
    decisions = 0
    try:
        while not game.over:
            p = game.prompt()
            assert p is not None
            game.submit(ask(bots[p.seat], p, game.view))
            decisions += 1
            if mirror is not None:
                for ev in game.events[seen:]:
                    evolve(mirror, ev)   # type: ignore[misc]
                    result.problems += check(mirror)   # type: ignore[misc]
                    result.checks += 1
                seen = len(game.events)
                nxt = game.prompt()
                if nxt is not None and at_decision is not None:
                    result.problems += at_decision(mirror, nxt.step, nxt.seat)
            if decisions > max_decisions:
                result.problems.append(f"a game did not end after {max_decisions} decisions")
                break
    except Exception as exc:  # noqa: BLE001 - reported in the result
        result.error = f"{type(exc).__name__}: {exc}"
    return decisions


def report(by_seats: dict[int, list[Any]], seconds: float,
           figures: Callable[[list[Any]], dict[str, Any]]) -> dict[str, Any]:
    """An event-sourced table's simulation figures as one JSON-able dict: totals, the table's
    own `figures` of the finished games, win shares, and per seat count the same."""
    results = [r for rs in by_seats.values() for r in rs]
    ok = [r for r in results if not r.error]
    only = list(by_seats)[0] if len(by_seats) == 1 else 0
    out: dict[str, Any] = {
        "games": len(results),
        "errors": sum(1 for r in results if r.error),
        "seconds": round(seconds, 2),
        "games_per_second": round(len(results) / max(seconds, 1e-9), 1),
        "seats": only or sorted(by_seats),
        **figures(ok),
        "invariant_checks": sum(r.checks for r in results),
        "broken_invariants": sum(len(r.problems) for r in results),
        "by_seats": {},
    }
    if only:
        out["win_share"] = win_share(ok, only)
    for seats, rs in by_seats.items():
        good = [r for r in rs if not r.error]
        out["by_seats"][str(seats)] = {"games": len(rs), "win_share": win_share(good, seats),
                                       **figures(good)}
    return first_faults(results, out)


def first_faults(results: Sequence[Any], out: dict[str, Any]) -> dict[str, Any]:
    """`out` with the first five broken invariants and errors of `results` (each result has
    `problems` and `error`), under "first_problems" and "first_errors" when there are any."""
    problems = [p for r in results for p in r.problems][:5]
    errors = [r.error for r in results if r.error][:5]
    if problems:
        out["first_problems"] = problems
    if errors:
        out["first_errors"] = errors
    return out


def text(rep: dict[str, Any], describe: Callable[[int, dict[str, Any]], list[str]]) -> str:
    """The report in words: totals, then per seat count the table's own lines (`describe`)
    and the win shares, then the first problems and errors."""
    lines = [f"games {rep['games']} in {rep['seconds']} s ({rep['games_per_second']} games/s), "
             f"errors {rep['errors']}, invariant checks {rep['invariant_checks']}, "
             f"broken {rep['broken_invariants']}"]
    for seats, d in rep["by_seats"].items():
        lines += describe(int(seats), d)
        ws = d["win_share"]
        lines.append("  win share (fair {}): ".format(ws["fair_share"]) + ", ".join(
            f"seat {s} {v['share']:.3f} [{v['ci95'][0]:.3f}, {v['ci95'][1]:.3f}]"
            for s, v in ws["per_seat"].items()))
        for lv, v in ws["per_level"].items():
            lines.append(f"  {lv}: {v['share']:.3f} of wins over {v['seats_played']} seats "
                         f"played, 95% [{v['ci95'][0]:.3f}, {v['ci95'][1]:.3f}]")
    for key in ("first_problems", "first_errors"):
        for p in rep.get(key, []):
            lines.append(f"  ! {p}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None, *, table: str, doc: str | None, seats: tuple[int, int],
         levels: Sequence[str], run: Callable[..., tuple[list[Any], float]],
         report: Callable[[dict[int, list[Any]], float], dict[str, Any]],
         text: Callable[[dict[str, Any]], str]) -> int:
    """`jolly-roger simulate --game TABLE`: the command line every event-sourced table shares
    (games, seat counts within `seats`, levels per seat, seed, jobs, --check, --json). Exit 0,
    1 for bad arguments, 3 when a game raised or broke an invariant."""
    import argparse
    import json

    low, high = seats
    ap = argparse.ArgumentParser(prog=f"jolly-roger simulate --game {table}", description=doc,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", help=argparse.SUPPRESS)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seats", default=str(high),
                    help=f"{low}–{high}, a range {low}..{high} or a list")
    ap.add_argument("--bots", default="medium",
                    help="one level for all seats or a comma list per seat: " + ", ".join(levels))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--check", action="store_true", help="run the invariant checks (soak)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--quiet", action="store_true", help="no progress line")
    a = ap.parse_args(argv)
    counts = seat_counts(a.seats, low, high)
    if counts is None:
        print(f"simulate: --seats must be {low} to {high} (or a range such as {low}..{high})",
              file=sys.stderr)
        return 1
    if a.games < 1:
        print("simulate: --games must be at least 1", file=sys.stderr)
        return 1
    bots = [b.strip() for b in a.bots.split(",") if b.strip()]
    for b in bots:
        if b not in levels:
            print(f"simulate: unknown level {b!r}", file=sys.stderr)
            return 1
    by_seats: dict[int, list[Any]] = {}
    seconds = 0.0
    for n in counts:
        if len(bots) not in (1, n):
            print(f"simulate: --bots needs 1 level or {n}", file=sys.stderr)
            return 1
        by_seats[n], took = run(a.games, n, bots, a.seed, a.jobs, a.check, not a.quiet)
        seconds += took
    rep = report(by_seats, seconds)
    print(json.dumps(rep) if a.json else text(rep))
    return 0 if not rep["errors"] and not rep["broken_invariants"] else 3


# --- one simulator for every event-sourced table --------------------------------------------

@dataclass
class GameResult:
    """One simulated game as every table counts it; a table's subclass adds its own counts
    (all with defaults), which its `TableSim.summarise` fills from the game's events."""

    seats: int
    levels: tuple[str, ...]
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    cause: str = ""
    decisions: int = 0
    checks: int = 0
    problems: list[str] = field(default_factory=list)
    error: str = ""


Result = TypeVar("Result", bound=GameResult)


def usual_figures(ok: Sequence[GameResult]) -> dict[str, Any]:
    """What every table's report gives of its finished games: how they ended, how many
    decisions they took, and the winner's score."""
    win_scores = [max(r.scores) for r in ok if r.scores]
    return {"end_causes": dict(Counter(r.cause for r in ok)),
            "decisions_per_game": mean([r.decisions for r in ok]),
            "winner_score": {"mean": mean(win_scores),
                             "median": statistics.median(win_scores) if win_scores else 0}}


@dataclass(frozen=True)
class TableSim(Generic[Result]):
    """What a table gives the shared simulator: its own parts, none of the loop. Every field
    is a module-level function or class, so a pool of processes can be handed it. The seat
    counts and AI levels are the table's declaration's (`rulebook().info`), the state its
    events make the rulebook's game's (`initial_state`, `evolve`)."""

    rulebook: Callable[[], Any]            # the table's own rulebook (`Rulebook.own`)
    names: tuple[str, ...]                 # the seats' names, as many as the most seats
    result: Callable[[int, tuple[str, ...]], Result]   # (seats, levels): an empty result
    summarise: Callable[[Any, Result], Result]   # (game, result): the table's counts
    figures: Callable[[list[Any]], dict[str, Any]]   # its own figures of finished games
    describe: Callable[[int, dict[str, Any]], list[str]]   # the figures in words
    check: Callable[[Any], list[str]]                     # the invariants after each event
    at_decision: Callable[[Any, Any, int], list[str]] | None = None   # (state, step, seat)
    replayed: Callable[[Any, Any, int], list[str]] | None = None  # (game, mirror, seats)
    replay_clause: str = "DA7"             # the clause a replay that differs breaks
    max_decisions: int = 5000

    def play_one(self, seats: int, levels: Sequence[str], seed: int, checked: bool = False,
                 book: Any = None) -> Result:
        """One whole AI game (`play_one`)."""
        return play_one(self, seats, levels, seed, checked, book)

    def main(self, argv: Sequence[str] | None = None, doc: str | None = None) -> int:
        """`jolly-roger simulate --game ID` for this table (`command`); `doc` its help."""
        return command(self, doc, argv)

    def all_figures(self, ok: list[Any]) -> dict[str, Any]:
        """The usual figures, then the table's own."""
        return {**usual_figures(ok), **self.figures(ok)}


def play_one(table: TableSim[Result], seats: int, levels: Sequence[str], seed: int,
             checked: bool = False, book: Any = None) -> Result:
    """One whole AI game; every bot gets only its view and the prompt (`ask`). `checked`:
    every event through the table's invariants, then the log replayed (events and every
    seat's view the same, and the table's own `replayed` checks)."""
    book = book or table.rulebook()
    game = book.new_game(table.names[:seats], seed=seed, humans=[False] * seats, options={})
    bots = [book.make_bot(levels[i], seed * 1009 + i) for i in range(seats)]
    result = table.result(seats, tuple(levels))
    rules = book.GAME_TYPE
    mirror = rules.initial_state(book.cat, game.events[0]) if checked else None
    decisions = drive(game, bots, result, max_decisions=table.max_decisions, mirror=mirror,
                      evolve=rules.evolve, check=table.check, at_decision=table.at_decision,
                      ask=ask_bot)
    if result.error:
        return result
    if mirror is not None:
        again = type(game).from_json(json.loads(game.dumps()), book.cat)
        result.checks += 1
        if again.events != game.events or any(
                again.view(i) != game.view(i) for i in range(seats)):
            result.problems.append(f"{table.replay_clause}: the replayed game differs")
        if table.replayed is not None:
            result.problems += table.replayed(game, mirror, seats)
    result.decisions = decisions
    return table.summarise(game, result)


def _chunk(args: tuple[TableSim[Any], int, Sequence[str], Sequence[int], bool]) -> list[Any]:
    table, seats, bots, indices, checked = args
    return [play_one(table, seats, levels_for(bots, seats, k), k, checked) for k in indices]


def run(table: TableSim[Any], games: int, seats: int, bots: Sequence[str], seed: int,
        jobs: int = 1, checked: bool = False, progress: bool = True) -> tuple[list[Any], float]:
    """Play `games` games at one seat count (game k uses seed + k); results and seconds."""
    seeds = [seed + k for k in range(games)]
    batch = max(1, min(100, games // max(1, jobs * 4) or 1))
    chunks = [(table, seats, tuple(bots), seeds[i:i + batch], checked)
              for i in range(0, games, batch)]
    return play_chunks(_chunk, chunks, games, jobs, progress)


def command(table: TableSim[Any], doc: str | None, argv: Sequence[str] | None = None) -> int:
    """`jolly-roger simulate --game ID` for a `TableSim` (see `main`), at the seat counts and
    with the levels of the table's declaration."""
    info = table.rulebook().info
    return main(argv, table=info.id, doc=doc, seats=info.seats,
                levels=info.levels + info.test_levels, run=lambda *a: run(table, *a),
                report=lambda by_seats, seconds: report(by_seats, seconds, table.all_figures),
                text=lambda rep: text(rep, table.describe))
