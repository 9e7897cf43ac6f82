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

from dataclasses import dataclass
from functools import partial
from typing import Any

from game.core import simulate
from game.core.simulate import mean, wilson
from game.meuterer import events as E
from game.meuterer.invariants import check, scores_from
from game.meuterer.rulebook import Meuterer


@dataclass
class GameResult(simulate.GameResult):
    """One game's Meuterer counts (beside what every table counts)."""

    rounds: int = 0
    mutinies: int = 0
    mutinies_won: int = 0
    wages: int = 0
    reshuffles: int = 0


def _replayed(game: Any, mirror: Any, seats: int) -> list[str]:
    """C8 after the replay: the scores are the sum of the scoring events."""
    if scores_from(game.events, seats) != list(mirror.scores):
        return ["C8: the scores are not the sum of the scoring events"]
    return []


def _summarise(game: Any, r: GameResult) -> GameResult:
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


def _figures(ok: list[GameResult]) -> dict[str, Any]:
    """Meuterer's own figures of a set of finished games (beside game.core.simulate's usual)."""
    mutinies = sum(r.mutinies for r in ok)
    won = sum(r.mutinies_won for r in ok)
    return {
        "rounds_per_game": mean([r.rounds for r in ok]),
        "mutinies_per_game": mean([r.mutinies for r in ok]),
        "mutiny_success": {"share": round(won / max(mutinies, 1), 4),
                           "ci95": wilson(won, mutinies)},
        "wage_per_round": round(sum(r.wages for r in ok)
                                / max(sum(r.rounds for r in ok), 1), 2),
        "reshuffles_per_game": mean([r.reshuffles for r in ok]),
        "ties": sum(1 for r in ok if len(r.winners) > 1),
    }


def _describe(seats: int, d: dict[str, Any]) -> list[str]:
    ms = d["mutiny_success"]
    return [f"{seats} seats: {d['games']} games; rounds {d['rounds_per_game']}, "
            f"decisions {d['decisions_per_game']}, mutinies {d['mutinies_per_game']} "
            f"(success {ms['share']:.3f} 95% [{ms['ci95'][0]:.3f}, "
            f"{ms['ci95'][1]:.3f}]), wage {d['wage_per_round']}, reshuffles "
            f"{d['reshuffles_per_game']}; winner's score {d['winner_score']['mean']}, "
            f"shared wins {d['ties']}"]


SIM = simulate.TableSim(
    rulebook=Meuterer.own, names=tuple(f"Sailor {i + 1}" for i in range(4)),
    result=GameResult, summarise=_summarise, figures=_figures, describe=_describe,
    check=check, replayed=_replayed)
#: one whole AI game (seats, levels, seed, checked=False, book=None), and the command line
#: (game.core.simulate)
play_one = SIM.play_one
main = partial(SIM.main, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
