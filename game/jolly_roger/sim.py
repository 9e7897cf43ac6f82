"""`jolly-roger simulate`: play many AI games with no window and report what happened.

    jolly-roger simulate --games 1000 --seats 6 --bots medium --variants VG --seed 1 --jobs 2

`--bots` is one level for every seat or a comma list, one per seat (rotated through the
seats game by game so that no level keeps the captain's chair). `--think-ms N` is the hard
bot's wall-clock budget per decision (default 250); `--iterations N` caps its search
iterations — with `--think-ms 0` the only limit, so a run is reproducible from its seed.
`--check` replays every event through the invariant checks (C1, H2, M2) — the soak.
Progress goes to stderr; the report to stdout (text, or one JSON object with --json).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import simulate
from game.core.bots import ask
from game.core.simulate import drive, first_faults, levels_for, play_chunks, win_share
from game.jolly_roger import events as E
from game.jolly_roger.ai import LEVELS, TEST_LEVELS, HardBudget, make_bot
from game.jolly_roger.ai import budget as budgets
from game.jolly_roger.cards import ATTACK_KINDS
from game.jolly_roger.engine import Game
from game.jolly_roger.evolve import evolve, initial_state
from game.jolly_roger.invariants import check, check_decision_point
from game.jolly_roger.rulebook import JollyRoger

NAMES = tuple(f"Pirate {i + 1}" for i in range(10))


@dataclass
class GameResult(simulate.GameResult):
    """One game's Jolly Roger counts beside what every table counts (game.core.simulate;
    its `scores` are the seats' gold)."""

    rounds: int = 0
    attacks: list[tuple[str, bool]] = field(default_factory=list)
    mutinies: list[bool] = field(default_factory=list)  # True: the mutineer won
    decide_ms: list[float] = field(default_factory=list)
    hard: list[tuple[int, float]] = field(default_factory=list)  # (iterations, ms) searched


def play_one(
    seats: int,
    levels: Sequence[str],
    seed: int,
    variants: Sequence[str],
    checked: bool = False,
    timed: bool = False,
    book: JollyRoger | None = None,
    budget: HardBudget = budgets.APP,
) -> GameResult:
    """One whole AI game; every bot gets only its view and the prompt. `book` is the
    rulebook (the game's own, from the registry, when not given); `budget` the hard bots'
    (the app's by default)."""
    book = book or JollyRoger.own()
    game = book.new_game(NAMES[:seats], seed=seed, humans=[False] * seats,
                         options={"variants": tuple(variants), "reaction_prompts": "holders"})
    bots = [make_bot(levels[i], seed * 1009 + i, book.cat, budget=budget) for i in range(seats)]
    result = GameResult(seats, tuple(levels))
    mirror = initial_state(game.catalogue, game.events[0]) if checked else None
    decisions = drive(game, bots, result, max_decisions=20000, mirror=mirror, evolve=evolve,
                      check=check, at_decision=check_decision_point,
                      ask=_timed(result, levels) if timed else ask)
    if result.error:
        return result
    for bot in bots:
        inner = getattr(bot, "inner", bot)  # the bargaining layer wraps medium and hard
        result.hard += getattr(inner, "stats", [])
    if mirror is not None:
        again = Game.from_json(json.loads(game.dumps()), book.cat)
        result.checks += 1
        if again._state.signature() != game._state.signature():
            result.problems.append("DA7: the replayed game differs")
    return _summarise(game, result, decisions)


def _timed(result: GameResult, levels: Sequence[str]) -> Callable[[Any, Any, Any], Any]:
    """`ask`, timing each medium bot's decision into `result.decide_ms` (`--timed`)."""
    def timed_ask(bot: Any, prompt: Any, view_of: Any) -> Any:
        t0 = time.perf_counter()
        cmd = ask(bot, prompt, view_of)
        if levels[prompt.seat] == "medium":
            result.decide_ms.append((time.perf_counter() - t0) * 1000)
        return cmd
    return timed_ask


_NOTED = frozenset((E.DestinationChosen, E.AttackResolved, E.MutinyResolved, E.RoundStarted,
                    E.MutinyCalled, E.GameEnded))


def _summarise(game: Game, result: GameResult, decisions: int) -> GameResult:
    kind = ""
    mutiny_rounds: Counter[int] = Counter()
    rnd = 0
    noted = _NOTED
    for ev in game.events:
        t = type(ev)
        if t not in noted:  # most events (one test instead of six)
            continue
        if t is E.DestinationChosen:
            kind = ev.kind
        elif t is E.AttackResolved:
            result.attacks.append((kind, ev.success))
        elif t is E.MutinyResolved:
            result.mutinies.append(ev.winner == "mutineer")
        elif t is E.RoundStarted:
            rnd = ev.round
        elif t is E.MutinyCalled:
            mutiny_rounds[rnd] += 1
        elif t is E.GameEnded:
            result.winners = ev.winners
            result.scores = tuple(g for g, _rum in ev.scores)
            result.cause = ev.cause
    if any(v > 1 for v in mutiny_rounds.values()):
        result.problems.append("M2: two mutinies in one round")
    result.rounds = rnd
    result.decisions = decisions
    return result


def hard_budget(think_ms: float | None, iterations: int | None,
                second_core: bool = True) -> HardBudget:
    """The hard bots' budget from the command line (`--think-ms`, `--iterations`; None: the
    app's), and whether their clock-bound searches may use a helper process on the second
    core (not when the games are already spread over several processes)."""
    app = budgets.APP
    return HardBudget(app.think_ms if think_ms is None else think_ms,
                      app.iterations if iterations is None else iterations, second_core)


def _chunk(
    args: tuple[int, Sequence[str], Sequence[int], Sequence[str], bool, bool, HardBudget],
) -> list[GameResult]:
    seats, bots, indices, variants, checked, timed, budget = args
    out = []
    for k in indices:
        levels = levels_for(bots, seats, k)
        out.append(play_one(seats, levels, k, variants, checked, timed, budget=budget))
    return out


def run(
    games: int,
    seats: int,
    bots: Sequence[str],
    variants: Sequence[str],
    seed: int,
    jobs: int = 1,
    checked: bool = False,
    timed: bool = False,
    progress: bool = True,
    think_ms: float | None = None,
    iterations: int | None = None,
) -> tuple[list[GameResult], float]:
    """Play `games` games (game k uses seed + k); returns the results and the seconds taken.
    `think_ms` / `iterations`: the hard bot's budgets (None: its defaults)."""
    seeds = [seed + k for k in range(games)]
    batch = max(1, min(50, games // max(1, jobs * 4) or 1))
    chunks = [
        (seats, tuple(bots), seeds[i : i + batch], tuple(variants), checked, timed,
         hard_budget(think_ms, iterations, second_core=jobs <= 1))
        for i in range(0, games, batch)
    ]
    return play_chunks(_chunk, chunks, games, jobs, progress)


def report(results: list[GameResult], seconds: float) -> dict[str, Any]:
    """The figures the issue asks for, as one JSON-able dict."""
    ok = [r for r in results if not r.error]
    n = len(ok)
    seats = ok[0].seats if ok else 0
    attacks: dict[str, list[int]] = {k: [0, 0] for k in ATTACK_KINDS}
    for r in ok:
        for kind, success in r.attacks:
            attacks[kind][0] += success
            attacks[kind][1] += 1
    all_att = [sum(v[0] for v in attacks.values()), sum(v[1] for v in attacks.values())]
    mutinies = [m for r in ok for m in r.mutinies]
    winner_gold = [r.scores[w] for r in ok for w in r.winners[:1]]
    out: dict[str, Any] = {
        "games": len(results),
        "errors": sum(1 for r in results if r.error),
        "seconds": round(seconds, 2),
        "games_per_second": round(len(results) / max(seconds, 1e-9), 1),
        "seats": seats,
        "win_share": win_share(ok, seats, per_seat_scale=1),
        "attack_success": {
            "overall": round(all_att[0] / max(all_att[1], 1), 4),
            **{
                k: {"rate": round(v[0] / max(v[1], 1), 4), "attacks": v[1]}
                for k, v in attacks.items()
            },
        },
        "mutinies_per_game": round(len(mutinies) / max(n, 1), 3),
        "mutineer_won": round(sum(mutinies) / max(len(mutinies), 1), 4),
        "rounds_per_game": round(statistics.fmean(r.rounds for r in ok), 2) if ok else 0,
        "end_causes": dict(Counter(r.cause for r in ok)),
        "winner_gold": {
            "mean": round(statistics.fmean(winner_gold), 2) if winner_gold else 0,
            "median": statistics.median(winner_gold) if winner_gold else 0,
        },
        "decisions_per_game": round(statistics.fmean(r.decisions for r in ok), 1) if ok else 0,
        "invariant_checks": sum(r.checks for r in results),
        "broken_invariants": sum(len(r.problems) for r in results),
    }
    times = sorted(t for r in ok for t in r.decide_ms)
    if times:
        out["medium_decision_ms"] = {
            "p50": round(times[len(times) // 2], 3),
            "p95": round(times[int(len(times) * 0.95)], 3),
            "max": round(times[-1], 3),
        }
    searched = [h for r in ok for h in r.hard]
    if searched:
        its = sorted(i for i, _ms in searched)
        ms = sorted(m for _i, m in searched)
        out["hard_search"] = {
            "decisions": len(searched),
            "iterations_p50": its[len(its) // 2],
            "iterations_p5": its[int(len(its) * 0.05)],
            "ms_p50": round(ms[len(ms) // 2], 2),
            "ms_p95": round(ms[int(len(ms) * 0.95)], 2),
            "ms_max": round(ms[-1], 2),
        }
    return first_faults(results, out)


def text(rep: dict[str, Any]) -> str:
    lines = [
        f"games {rep['games']} in {rep['seconds']} s ({rep['games_per_second']} games/s), "
        f"errors {rep['errors']}, invariant checks {rep['invariant_checks']}, "
        f"broken {rep['broken_invariants']}"
    ]
    ws = rep["win_share"]
    lines.append(f"win share (fair {ws['fair_share']}):")
    for s, d in ws["per_seat"].items():
        lines.append(f"  seat {s}: {d['share']:.3f}  95% [{d['ci95'][0]:.3f}, {d['ci95'][1]:.3f}]")
    for lv, d in ws["per_level"].items():
        lines.append(
            f"  {lv}: {d['share']:.3f} of wins over {d['seats_played']} seats played  "
            f"95% [{d['ci95'][0]:.3f}, {d['ci95'][1]:.3f}]"
        )
    a = rep["attack_success"]
    lines.append(
        "attack success: overall {:.3f}; ".format(a["overall"])
        + ", ".join(f"{k} {a[k]['rate']:.3f} ({a[k]['attacks']})" for k in ATTACK_KINDS)
    )
    lines.append(
        f"mutinies per game {rep['mutinies_per_game']}, mutineer won {rep['mutineer_won']:.3f}"
    )
    lines.append(f"rounds per game {rep['rounds_per_game']}, end causes {rep['end_causes']}")
    lines.append(
        f"winner's gold mean {rep['winner_gold']['mean']}, median "
        f"{rep['winner_gold']['median']}; decisions per game {rep['decisions_per_game']}"
    )
    if "medium_decision_ms" in rep:
        m = rep["medium_decision_ms"]
        lines.append(f"medium decision ms p50 {m['p50']} p95 {m['p95']} max {m['max']}")
    if "hard_search" in rep:
        h = rep["hard_search"]
        lines.append(
            f"hard search: {h['decisions']} decisions, iterations p50 {h['iterations_p50']} "
            f"(p5 {h['iterations_p5']}), ms p50 {h['ms_p50']} p95 {h['ms_p95']} max {h['ms_max']}"
        )
    for key in ("first_problems", "first_errors"):
        for p in rep.get(key, []):
            lines.append(f"  ! {p}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="jolly-roger simulate",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seats", type=int, default=6)
    ap.add_argument(
        "--bots",
        default="medium",
        help="one level for all seats or a comma list per seat: " + ", ".join(LEVELS + TEST_LEVELS),
    )
    ap.add_argument("--variants", default="", help="comma list: VG, VH")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--check", action="store_true", help="run the invariant checks (soak)")
    ap.add_argument("--timed", action="store_true", help="measure medium decision latency")
    ap.add_argument("--think-ms", type=float, default=None,
                    help="the hard bot's wall-clock budget per decision in ms (default 250; "
                         "0: no clock, --iterations only)")
    ap.add_argument("--iterations", type=int, default=None,
                    help="the hard bot's iteration budget per decision (reproducible)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    a = ap.parse_args(argv)
    bots = [b.strip() for b in a.bots.split(",") if b.strip()]
    if not 3 <= a.seats <= 10:
        print("simulate: --seats must be 3 to 10", file=sys.stderr)
        return 1
    if len(bots) not in (1, a.seats):
        print(f"simulate: --bots needs 1 level or {a.seats}", file=sys.stderr)
        return 1
    for b in bots:
        if b not in LEVELS + TEST_LEVELS:
            print(f"simulate: unknown level {b!r}", file=sys.stderr)
            return 1
    variants = [v for v in a.variants.split(",") if v]
    results, seconds = run(
        a.games, a.seats, bots, variants, a.seed, a.jobs, a.check, a.timed, not a.quiet,
        a.think_ms, a.iterations,
    )
    rep = report(results, seconds)
    print(json.dumps(rep) if a.json else text(rep))
    return 0 if not rep["errors"] and not rep["broken_invariants"] else 3


if __name__ == "__main__":
    raise SystemExit(main())
