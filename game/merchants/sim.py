"""`jolly-roger simulate --game merchants-marauders`: play many Merchants & Marauders AI
games with no window and report.

    jolly-roger simulate --game merchants-marauders --games 500 --seats 2..4 --bots random

`--seats` is one count (2–4), a range "2..4" or a comma list; every count plays `--games`
games. `--bots` is one level for every seat or a comma list, one per seat (rotated seat by
seat game by game). `--check` replays every event through the invariant checks — the soak.
The report keys follow the other tables' (games, games_per_second, win_share with 95%
intervals, end_causes, decisions_per_game), plus this table's own: game turns, deaths,
merchant resets, glory by source (K42), the winner's stash glory. Progress goes to stderr;
the report to stdout (text, or one JSON object with --json).
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from game.core import simulate
from game.core.simulate import mean
from game.merchants import GAME
from game.merchants import events as E
from game.merchants.invariants import check, glory_from
from game.merchants.rulebook import Merchants

LEVELS = GAME.levels


@dataclass
class GameResult(simulate.GameResult):
    """One game's counts (beside what every table counts)."""

    turns: int = 0
    deaths: int = 0
    resets: int = 0
    raids: int = 0
    battles: int = 0
    glory_sources: dict[str, int] = field(default_factory=dict)
    winner_stash_glory: int = 0


def _replayed(game: Any, mirror: Any, seats: int) -> list[str]:
    """GL1: each seat's glory is the sum of its glory events."""
    if glory_from(game.events, seats) != [x.glory for x in mirror.seats]:
        return ["GL1: a seat's glory is not the sum of its glory events"]
    return []


def _summarise(game: Any, r: GameResult) -> GameResult:
    sources: Counter[str] = Counter()
    for ev in game.events:
        t = type(ev)
        if t is E.GameTurnBegan:
            r.turns = ev.turn
        elif t is E.CaptainDied and ev.how != "retired":
            r.deaths += 1
        elif t is E.MerchantsReset:
            r.resets += 1
        elif t is E.RaidDeclared:
            r.raids += 1
        elif t is E.BattleBegan:
            r.battles += 1
        elif t is E.GloryGained:
            sources[ev.source] += 1
        elif t is E.GameEnded:
            r.winners = ev.winners
            r.scores = tuple(a + b for a, b in zip(ev.track, ev.stash_glory, strict=True))
            r.cause = ev.cause
            r.winner_stash_glory = max((ev.stash_glory[w] for w in ev.winners), default=0)
    r.glory_sources = dict(sources)
    return r


def _figures(ok: list[GameResult]) -> dict[str, Any]:
    sources: Counter[str] = Counter()
    for r in ok:
        sources.update(r.glory_sources)
    total = max(sum(sources.values()), 1)
    return {
        "end_causes": dict(Counter(r.cause for r in ok)),
        "turns_per_game": mean([r.turns for r in ok]),
        "turns_median": statistics.median([r.turns for r in ok]) if ok else 0,
        "decisions_per_game": mean([r.decisions for r in ok]),
        "deaths_per_game": mean([r.deaths for r in ok]),
        "resets_per_game": mean([r.resets for r in ok]),
        "raids_per_game": mean([r.raids for r in ok]),
        "battles_per_game": mean([r.battles for r in ok]),
        "glory_mix": {k: round(v / total, 3) for k, v in sorted(sources.items())},
        "winner_has_stash_glory": round(sum(1 for r in ok if r.winner_stash_glory > 0)
                                        / max(len(ok), 1), 3),
        "ties": sum(1 for r in ok if len(r.winners) > 1),
    }


def _describe(seats: int, d: dict[str, Any]) -> list[str]:
    return [f"{seats} seats: {d['games']} games; game turns {d['turns_per_game']} (median "
            f"{d['turns_median']}), decisions {d['decisions_per_game']}, deaths "
            f"{d['deaths_per_game']}, resets {d['resets_per_game']}, raids "
            f"{d['raids_per_game']}, battles {d['battles_per_game']}; ends "
            f"{d['end_causes']}; glory {d['glory_mix']}"]


SIM = simulate.TableSim(
    rulebook=Merchants.own, names=tuple(f"Captain {i + 1}" for i in range(4)),
    result=GameResult, summarise=_summarise, figures=_figures, describe=_describe,
    check=check, replayed=_replayed, replay_clause="DA14", max_decisions=20_000)
#: one whole AI game (seats, levels, seed, checked=False, book=None), and the command line
#: (game.core.simulate)
play_one = SIM.play_one
main = partial(SIM.main, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
