"""Statistics per player name: games, wins, gold, mutinies won — one JSON file in the data dir.

The file is versioned and validated on load; an unreadable one is set aside (renamed, never
deleted) and counting starts again. Written atomically (a temporary file renamed over it).
No pygame here.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.core.gamelog import MAX_NAME
from game.core.untrusted import (
    file_name,
    open_fresh,
    read_regular,
    shown,
    text_problem,
    whole_number,
)
from scenes import paths
from scenes.files import set_aside

VERSION = 1
FILE_NAME = "statistics.json"
MAX_BYTES = 2 * 1024 * 1024
MAX_PLAYERS = 5000
MAX_COUNT = 10**9 - 1    # any count or sum of gold
log = logging.getLogger("jolly_roger.stats")


@dataclass
class PlayerStats:
    games: int = 0
    wins: int = 0
    gold: int = 0           # gold over all games
    best: int = 0           # most gold in one game
    mutinies_won: int = 0   # mutinies this player called and won
    human: bool = True      # last played by a person (False: an AI pirate's name)


def stats_path() -> Path:
    return paths.data_dir() / FILE_NAME


def load() -> dict[str, PlayerStats]:
    """The statistics, or none if there are none yet. A file that fails any check (not a
    regular file, too large, not JSON, a name that cannot be shown, numbers that cannot be —
    wins above games, out of range) is set aside and counting starts again."""
    path = stats_path()
    if not os.path.lexists(path):
        return {}
    try:
        return _parse(json.loads(read_regular(path, MAX_BYTES).decode("utf-8")))
    except (OSError, ValueError, RecursionError) as err:
        log.warning("statistics file %s unreadable (%s): set aside, counting starts again",
                    file_name(path), shown(err))
        set_aside(path)
        return {}


def _parse(data: Any) -> dict[str, PlayerStats]:
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError(f"not a statistics file of version {VERSION}")
    players = data.get("players")
    if not isinstance(players, dict) or len(players) > MAX_PLAYERS:
        raise ValueError("bad player table")
    out: dict[str, PlayerStats] = {}
    for name, row in players.items():
        problem = text_problem(name, MAX_NAME)
        if problem is not None or not isinstance(row, dict):
            raise ValueError(f"a player's name {problem or 'has a row that is not an object'}")
        out[name] = _row(row)
    return out


def _row(row: dict[str, Any]) -> PlayerStats:
    """One player's numbers, each a whole number in range and all of them possible together
    (no more wins than games, no best above the gold of all games)."""
    fields: dict[str, Any] = {}
    for key, default in asdict(PlayerStats()).items():
        value = row.get(key, default)
        ok = isinstance(value, bool) if isinstance(default, bool) \
            else whole_number(value, 0, MAX_COUNT) is not None
        if not ok:
            raise ValueError(f"a player's {key} is not a whole number 0 … {MAX_COUNT}")
        fields[key] = value
    stats = PlayerStats(**fields)
    if stats.wins > stats.games or stats.best > stats.gold or (stats.games == 0 and stats.gold):
        raise ValueError("a player's numbers contradict each other")
    return stats


def save(table: dict[str, PlayerStats]) -> None:
    path = stats_path()
    tmp = path.with_name(path.name + ".tmp")
    data = {"version": VERSION, "players": {k: asdict(v) for k, v in sorted(table.items())}}
    with open_fresh(tmp) as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def game_rows(session: Any) -> dict[str, PlayerStats]:
    """One finished game's numbers per seat name (seats with the same name add up), from the
    table's own account of its result (the rulebook's `results`)."""
    results = session.rulebook.results(session.game.events)
    rows: dict[str, PlayerStats] = {}
    for config, result in zip(session.seats, results, strict=False):
        row = rows.setdefault(config.name, PlayerStats(human=config.human))
        row.games += 1
        row.wins += result.won
        row.gold += result.score
        row.best = max(row.best, result.score)
        row.mutinies_won += result.feats.get("mutinies_won", 0)
    return rows


def record_game(session: Any) -> None:
    """Add a finished game to the statistics file (never raises: a failure is only logged)."""
    try:
        table = load()
        for name, add in game_rows(session).items():
            row = table.setdefault(name, PlayerStats())
            row.games += add.games
            row.wins += add.wins
            row.gold += add.gold
            row.best = max(row.best, add.best)
            row.mutinies_won += add.mutinies_won
            row.human = add.human
        save(table)
    except (OSError, ValueError) as err:
        log.warning("statistics not updated: %s", err)
