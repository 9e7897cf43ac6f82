"""Statistics per table and player name: games, wins, score, best game and the table's own feats
(Jolly Roger: gold and mutinies won) — one JSON file in the data dir.

The file is versioned and validated on load — every name and number in it is untrusted; an
unreadable one is set aside (renamed, never deleted) and counting starts again. Written
atomically (a temporary file renamed over it), and only what the reader accepts: the writer
holds the same caps (issue 29) — a count stops at MAX_COUNT, and past MAX_PLAYERS the players
who played longest ago make room — and checks what it wrote with the reader's own `_parse`.
No pygame here.

Version 2 keeps each table's players apart: {"version": 2, "tables": {table id: {name: row}},
"counted": [the file names of the last games counted]}. A game is counted once: its name is
written with its numbers, before its log is filed as a replay, so a game whose finishing was
cut short (a kill, a pulled plug) is finished again at the next start without counting twice.
A version 1 file (one table, from before there were several) is read as the flagship's
numbers — the table first in the registry — and written back as version 2 with the next game.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.core import registry
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

VERSION = 2
FILE_NAME = "statistics.json"
MAX_BYTES = 2 * 1024 * 1024
MAX_PLAYERS = 5000       # over all tables
MAX_TABLES = 50
MAX_FEATS = 16
MAX_COUNT = 10**9 - 1    # any count or sum of scores
MAX_COUNTED = 1000       # the newest games' file names kept (a game is counted once)
MAX_GAME_NAME = 255
TABLE_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
FEAT_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")
log = logging.getLogger("jolly_roger.stats")


@dataclass
class PlayerStats:
    games: int = 0
    wins: int = 0
    score: int = 0          # score over all games (Jolly Roger: gold)
    best: int = 0           # best score in one game
    feats: dict[str, int] = field(default_factory=dict)   # the table's feats, e.g. mutinies won
    human: bool = True      # last played by a person (False: an AI pirate's name)
    last: int = 0           # when last played: the file's game count then (0: before it was kept)

    def add(self, other: PlayerStats) -> None:
        """Count `other`'s games in (the name was last played as `other` was). Every count
        stops at MAX_COUNT, where the reader's range ends (wins never pass games)."""
        self.games = min(MAX_COUNT, self.games + other.games)
        self.wins = min(self.games, self.wins + other.wins)
        self.score = min(MAX_COUNT, self.score + other.score)
        self.best = min(self.score, max(self.best, other.best))
        for key, count in other.feats.items():
            if key in self.feats or len(self.feats) < MAX_FEATS:
                self.feats[key] = min(MAX_COUNT, self.feats.get(key, 0) + count)
        self.human = other.human
        self.last = max(self.last, other.last)


#: table id -> player name -> that player's numbers at that table
Tables = dict[str, dict[str, PlayerStats]]


class Statistics(dict[str, dict[str, PlayerStats]]):
    """The tables' statistics, with the names of the last games counted (oldest first)."""

    counted: list[str]

    def __init__(self, tables: Tables | None = None, counted: list[str] | None = None) -> None:
        super().__init__(tables or {})
        self.counted = list(counted or [])


def stats_path() -> Path:
    return paths.data_dir() / FILE_NAME


def load() -> Statistics:
    """The statistics, or none if there are none yet. A file that fails any check (not a
    regular file, too large, not JSON, a table's id or a name that cannot be shown, numbers
    that cannot be — wins above games, out of range) is set aside and counting starts again."""
    path = stats_path()
    if not os.path.lexists(path):
        return Statistics()
    try:
        return _parse(json.loads(read_regular(path, MAX_BYTES).decode("utf-8")))
    except (OSError, ValueError, RecursionError) as err:
        log.warning("statistics file %s unreadable (%s): set aside, counting starts again",
                    file_name(path), shown(err))
        set_aside(path)
        return Statistics()


def _parse(data: Any) -> Statistics:
    version = data.get("version") if isinstance(data, dict) else None
    if type(version) is not int or version not in (1, VERSION):
        raise ValueError(f"not a statistics file of version 1 … {VERSION}")
    if version == 1:     # one table's players, from before there were several
        return Statistics({registry.default().id: _players(data.get("players"), _row_v1)})
    counted = data.get("counted", [])
    if not isinstance(counted, list) or len(counted) > MAX_COUNTED or \
            any(text_problem(name, MAX_GAME_NAME) is not None for name in counted):
        raise ValueError("the list of games counted is not one")
    tables = data.get("tables")
    if not isinstance(tables, dict) or len(tables) > MAX_TABLES:
        raise ValueError("bad table of tables")
    out: Tables = {}
    for game_id, players in tables.items():
        if not isinstance(game_id, str) or TABLE_ID.fullmatch(game_id) is None:
            raise ValueError("a table's id is not one")
        out[game_id] = _players(players, _row)
    if sum(len(players) for players in out.values()) > MAX_PLAYERS:
        raise ValueError("too many players")
    return Statistics(out, counted)


def _players(players: Any, row: Any) -> dict[str, PlayerStats]:
    if not isinstance(players, dict) or len(players) > MAX_PLAYERS:
        raise ValueError("bad player table")
    out: dict[str, PlayerStats] = {}
    for name, data in players.items():
        problem = text_problem(name, MAX_NAME)
        if problem is not None or not isinstance(data, dict):
            raise ValueError(f"a player's name {problem or 'has a row that is not an object'}")
        out[name] = row(data)
    return out


def _count(row: dict[str, Any], key: str) -> int:
    value = row.get(key, 0)
    if whole_number(value, 0, MAX_COUNT) is None:
        raise ValueError(f"a player's {key} is not a whole number 0 … {MAX_COUNT}")
    return int(value)


def _human(row: dict[str, Any]) -> bool:
    value = row.get("human", True)
    if not isinstance(value, bool):
        raise ValueError("a player's human is not true or false")
    return value


def _row(row: dict[str, Any]) -> PlayerStats:
    """One player's numbers at one table, each a whole number in range, the feats named as
    a table names them, and all of it possible together (see `_possible`)."""
    feats = row.get("feats", {})
    if not isinstance(feats, dict) or len(feats) > MAX_FEATS:
        raise ValueError("a player's feats are not a small table")
    for key in feats:
        if not isinstance(key, str) or FEAT_KEY.fullmatch(key) is None:
            raise ValueError("a feat's name is not one")
    return _possible(PlayerStats(
        _count(row, "games"), _count(row, "wins"), _count(row, "score"), _count(row, "best"),
        {key: _count(feats, key) for key in sorted(feats)}, _human(row), _count(row, "last")))


def _row_v1(row: dict[str, Any]) -> PlayerStats:
    """A version 1 row: its gold is the score, its mutinies won the feat of that name."""
    mutinies = _count(row, "mutinies_won")
    return _possible(PlayerStats(
        _count(row, "games"), _count(row, "wins"), _count(row, "gold"), _count(row, "best"),
        {"mutinies_won": mutinies} if mutinies else {}, _human(row)))


def _possible(stats: PlayerStats) -> PlayerStats:
    """No more wins than games, no best above the score of all games, nothing without a game."""
    if stats.wins > stats.games or stats.best > stats.score or \
            (stats.games == 0 and (stats.score or any(stats.feats.values()))):
        raise ValueError("a player's numbers contradict each other")
    return stats


def fit(tables: Tables) -> Tables:
    """The statistics within the file's caps: past MAX_PLAYERS (over all tables) the players
    who played longest ago, and of those the ones with fewest games, make room; past
    MAX_TABLES the tables with fewest players do."""
    if len(tables) > MAX_TABLES:
        keep = sorted(tables, key=lambda t: -len(tables[t]))[:MAX_TABLES]
        tables = {t: tables[t] for t in keep}
    everyone = [(row.last, row.games, game_id, name)
                for game_id, players in tables.items() for name, row in players.items()]
    if len(everyone) > MAX_PLAYERS:
        for _last, _games, game_id, name in sorted(everyone)[:len(everyone) - MAX_PLAYERS]:
            del tables[game_id][name]
    return tables


def save(tables: Tables) -> None:
    """Write the statistics as the reader will read them: fitted to the caps, then checked by
    the reader's own `_parse` before anything is written (ValueError: the old file stays)."""
    path = stats_path()
    tmp = path.with_name(path.name + ".tmp")
    counted = getattr(tables, "counted", [])[-MAX_COUNTED:]
    data = {"version": VERSION,
            "tables": {game_id: {name: asdict(row) for name, row in sorted(players.items())}
                       for game_id, players in sorted(fit(tables).items())},
            "counted": counted}
    _parse(data)
    try:
        with open_fresh(tmp) as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)   # a full disk leaves no torn .tmp behind
        raise


def game_rows(session: Any) -> dict[str, PlayerStats]:
    """One finished game's numbers per seat name (seats with the same name add up), from the
    table's own account of its result (the rulebook's `results`)."""
    results = session.rulebook.results(session.game.events)
    rows: dict[str, PlayerStats] = {}
    for config, result in zip(session.seats, results, strict=False):
        feats = {k: v for k, v in result.feats.items()
                 if FEAT_KEY.fullmatch(k) and whole_number(v, 0, MAX_COUNT) is not None}
        score = max(0, result.score)
        row = PlayerStats(1, int(result.won), score, score, feats, config.human)
        rows.setdefault(config.name, PlayerStats(human=config.human)).add(row)
    return rows


def record_game(session: Any, game: str = "") -> None:
    """Add a finished game to its table's statistics, once: `game` (its log's file name, if it
    has one) is remembered with the numbers, and a game already counted is not counted again.
    Never raises: a failure is only logged."""
    try:
        tables = load()
        if game and game in tables.counted:
            return
        if game:
            tables.counted.append(game)
        players = tables.setdefault(session.game_id, {})
        now = 1 + max((row.last for rows in tables.values() for row in rows.values()),
                      default=0)
        for name, add in game_rows(session).items():
            add.last = now
            players.setdefault(name, PlayerStats()).add(add)
        save(tables)
    except (OSError, ValueError) as err:
        log.warning("statistics not updated: %s", err)
