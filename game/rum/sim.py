"""`jolly-roger simulate --game rum`: play many RUM AI games with no window and report.

    jolly-roger simulate --game rum --games 1000 --seats 2..4 --bots medium --seed 1 --json

`--seats` is one count (2–4), a range "2..4" or a comma list; every count plays `--games`
games. `--bots` is one level for every seat or a comma list, one per seat (rotated seat by
seat game by game). `--check` replays every event through the invariant checks — the soak.
The report keys follow Jolly Roger's where they apply (games, games_per_second, win_share with
95% intervals, end_causes, decisions_per_game), plus RUM's own: turns per game and, per seat
count, the share of games ending on points rather than the clock (RU1). Progress goes to
stderr; the report to stdout (text, or one JSON object with --json).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from game.core import simulate
from game.core.simulate import mean, wilson
from game.rum import events as E
from game.rum.invariants import check, check_decision_point
from game.rum.rulebook import Rum


@dataclass
class GameResult(simulate.GameResult):
    """One game's RUM counts (beside what every table counts)."""

    clock: int = 0
    turns: int = 0
    sets: int = 0
    parrots: int = 0
    waves: int = 0
    dumps: int = 0


def _summarise(game: Any, r: GameResult) -> GameResult:
    for ev in game.events:
        t = type(ev)
        if t is E.TurnStarted:
            r.turns += 1
        elif t is E.SetLaid:
            r.sets += 1
        elif t is E.ClockAdvanced:
            r.clock = ev.clock
            if ev.cause == "parrot":
                r.parrots += 1
            elif ev.cause == "wreck":
                r.dumps += 1
        elif t is E.WaveCame:
            r.waves += 1
        elif t is E.GameEnded:
            r.winners, r.scores, r.cause = ev.winners, ev.scores, ev.cause
    return r


def _figures(ok: list[GameResult]) -> dict[str, Any]:
    """RUM's own figures of a set of finished games (beside game.core.simulate's usual)."""
    n = len(ok)
    points = sum(r.cause == "points" for r in ok)
    return {
        "points_share": {"share": round(points / max(n, 1), 4), "ci95": wilson(points, n)},
        "turns_per_game": mean([r.turns for r in ok]),
        "sets_per_game": mean([r.sets for r in ok]),
        "parrots_per_game": mean([r.parrots for r in ok]),
        "waves_per_game": mean([r.waves for r in ok]),
        "dumps_per_game": mean([r.dumps for r in ok]),
        "clock_at_end": mean([r.clock for r in ok]),
    }


def _describe(seats: int, d: dict[str, Any]) -> list[str]:
    ps = d["points_share"]
    return [f"{seats} seats: {d['games']} games; ends {d['end_causes']}; points share "
            f"{ps['share']:.3f} 95% [{ps['ci95'][0]:.3f}, {ps['ci95'][1]:.3f}]",
            f"  turns {d['turns_per_game']}, decisions {d['decisions_per_game']}, sets "
            f"{d['sets_per_game']}, parrots {d['parrots_per_game']}, waves "
            f"{d['waves_per_game']}, dumps {d['dumps_per_game']}; winner's score "
            f"{d['winner_score']['mean']}, clock at end {d['clock_at_end']}"]


SIM = simulate.TableSim(
    rulebook=Rum.own, names=tuple(f"Pirate {i + 1}" for i in range(4)), result=GameResult,
    summarise=_summarise, figures=_figures, describe=_describe, check=check,
    at_decision=check_decision_point, replay_clause="DA4")
#: one whole AI game (seats, levels, seed, checked=False, book=None), and the command line
#: (game.core.simulate)
play_one = SIM.play_one
main = partial(SIM.main, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
