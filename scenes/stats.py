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

from scenes import paths
from scenes.files import set_aside

VERSION = 1
FILE_NAME = "statistics.json"
MAX_BYTES = 2 * 1024 * 1024
MAX_PLAYERS = 5000
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
    """The statistics, or none if there are none yet. A damaged file is set aside."""
    path = stats_path()
    if not path.exists():
        return {}
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise ValueError("the file is too large")
        return _parse(json.loads(raw.decode("utf-8")))
    except (OSError, ValueError, RecursionError) as err:
        log.warning("statistics file %s unreadable (%s): set aside, counting starts again",
                    path, err)
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
        if not isinstance(row, dict) or not 0 < len(name) <= 40:
            raise ValueError(f"bad row for {name!r}")
        fields: dict[str, Any] = {}
        for key, default in asdict(PlayerStats()).items():
            value = row.get(key, default)
            if type(value) is not type(default) or (isinstance(value, int)
                                                     and not 0 <= value < 10**9):
                raise ValueError(f"bad {key} for {name!r}")
            fields[key] = value
        out[name] = PlayerStats(**fields)
    return out


def save(table: dict[str, PlayerStats]) -> None:
    path = stats_path()
    tmp = path.with_name(path.name + ".tmp")
    data = {"version": VERSION, "players": {k: asdict(v) for k, v in sorted(table.items())}}
    with open(tmp, "w", encoding="utf-8") as f:
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
