"""`jolly-roger simulate --game meuterer`: play many Meuterer AI games with no window and
report.

    jolly-roger simulate --game meuterer --games 1000 --seats 3..4 --bots medium --seed 1 --json

`--seats` is one count (3–4), a range "3..4" or a comma list; every count plays `--games`
games. `--bots` is one level for every seat or a comma list, one per seat (rotated seat by
seat game by game). `--check` replays every event through the invariant checks — the soak.
The report keys follow Jolly Roger's and RUM's where they apply (games, games_per_second,
win_share with 95% intervals, end_causes, decisions_per_game), plus Meuterer's own: rounds,
mutinies per game and their success share (MU4), the wage, and the winner's score. Progress
goes to stderr; the report to stdout (text, or one JSON object with --json).
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import simulate
from game.core.bots import ask
from game.core.simulate import (
    drive,
    levels_for,
    mean,
    play_chunks,
    wilson,
)
from game.meuterer import GAME
from game.meuterer import events as E
from game.meuterer.ai import LEVELS
from game.meuterer.engine import Game
from game.meuterer.invariants import check, scores_from
from game.meuterer.rulebook import Meuterer, own_rulebook
from game.meuterer.state import evolve, initial_state

NAMES = tuple(f"Sailor {i + 1}" for i in range(4))
MAX_DECISIONS = 5000


@dataclass
class GameResult:
    seats: int
    levels: tuple[str, ...]
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    cause: str = ""
    rounds: int = 0
    decisions: int = 0
    mutinies: int = 0
    mutinies_won: int = 0
    wages: int = 0
    reshuffles: int = 0
    checks: int = 0
    problems: list[str] = field(default_factory=list)
    error: str = ""


def play_one(seats: int, levels: Sequence[str], seed: int, checked: bool = False,
             book: Meuterer | None = None) -> GameResult:
    """One whole AI game; every bot gets only its view and the prompt (`ask`)."""
    book = book or own_rulebook()
    game = book.new_game(NAMES[:seats], seed=seed, humans=[False] * seats, options={})
    bots = [book.make_bot(levels[i], seed * 1009 + i) for i in range(seats)]
    result = GameResult(seats, tuple(levels))
    mirror = initial_state(book.cat, game.events[0]) if checked else None
    decisions = drive(game, bots, result, max_decisions=MAX_DECISIONS, mirror=mirror,
                      evolve=evolve, check=check, ask=ask)
    if result.error:
        return result
    if mirror is not None:
        again = Game.from_json(json.loads(game.dumps()), book.cat)
        result.checks += 1
        if again.events != game.events or any(
                again.view(i) != game.view(i) for i in range(seats)):
            result.problems.append("DA7: the replayed game differs")
        if scores_from(game.events, seats) != list(mirror.scores):
            result.problems.append("C8: the scores are not the sum of the scoring events")
    result.decisions = decisions
    return _summarise(game, result)


def _summarise(game: Game, r: GameResult) -> GameResult:
    for ev in game.events:
        t = type(ev)
        if t is E.RoundStarted:
            r.rounds = ev.round
        elif t is E.MutinyEnded:
            r.mutinies += 1
            r.mutinies_won += ev.won
        elif t is E.WageSet:
            r.wages += ev.wage
        elif t is E.Reshuffled:
            r.reshuffles += 1
        elif t is E.GameEnded:
            r.winners, r.scores = ev.winners, ev.scores
            r.cause = "rounds"
    return r


def _chunk(args: tuple[int, Sequence[str], Sequence[int], bool]) -> list[GameResult]:
    seats, bots, indices, checked = args
    return [play_one(seats, levels_for(bots, seats, k), k, checked) for k in indices]


def run(games: int, seats: int, bots: Sequence[str], seed: int, jobs: int = 1,
        checked: bool = False, progress: bool = True) -> tuple[list[GameResult], float]:
    """Play `games` games at one seat count (game k uses seed + k); results and seconds."""
    seeds = [seed + k for k in range(games)]
    batch = max(1, min(100, games // max(1, jobs * 4) or 1))
    chunks = [(seats, tuple(bots), seeds[i:i + batch], checked)
              for i in range(0, games, batch)]
    return play_chunks(_chunk, chunks, games, jobs, progress)


def _figures(ok: list[GameResult]) -> dict[str, Any]:
    """Meuterer's own figures of a set of finished games."""
    mutinies = sum(r.mutinies for r in ok)
    won = sum(r.mutinies_won for r in ok)
    win_scores = [max(r.scores) for r in ok if r.scores]
    return {
        "end_causes": dict(Counter(r.cause for r in ok)),
        "rounds_per_game": mean([r.rounds for r in ok]),
        "decisions_per_game": mean([r.decisions for r in ok]),
        "mutinies_per_game": mean([r.mutinies for r in ok]),
        "mutiny_success": {"share": round(won / max(mutinies, 1), 4),
                           "ci95": wilson(won, mutinies)},
        "wage_per_round": round(sum(r.wages for r in ok)
                                / max(sum(r.rounds for r in ok), 1), 2),
        "reshuffles_per_game": mean([r.reshuffles for r in ok]),
        "winner_score": {"mean": mean(win_scores),
                         "median": statistics.median(win_scores) if win_scores else 0},
        "ties": sum(1 for r in ok if len(r.winners) > 1),
    }


def report(by_seats: dict[int, list[GameResult]], seconds: float) -> dict[str, Any]:
    """The figures as one JSON-able dict: totals, and per seat count (game.core.simulate)."""
    return simulate.report(by_seats, seconds, _figures)


def _describe(seats: int, d: dict[str, Any]) -> list[str]:
    ms = d["mutiny_success"]
    return [f"{seats} seats: {d['games']} games; rounds {d['rounds_per_game']}, "
            f"decisions {d['decisions_per_game']}, mutinies {d['mutinies_per_game']} "
            f"(success {ms['share']:.3f} 95% [{ms['ci95'][0]:.3f}, "
            f"{ms['ci95'][1]:.3f}]), wage {d['wage_per_round']}, reshuffles "
            f"{d['reshuffles_per_game']}; winner's score {d['winner_score']['mean']}, "
            f"shared wins {d['ties']}"]


def text(rep: dict[str, Any]) -> str:
    return simulate.text(rep, _describe)


def main(argv: Sequence[str] | None = None) -> int:
    return simulate.main(argv, table=GAME.id, doc=__doc__, seats=(3, 4), levels=LEVELS,
                         run=run, report=report, text=text)


if __name__ == "__main__":
    raise SystemExit(main())
