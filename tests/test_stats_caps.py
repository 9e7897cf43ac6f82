"""Issue 29.4: the statistics' writer saves only what their reader accepts. At the caps the file
is fitted — counts stop at the top of their range, the players who played longest ago make
room — instead of being written past them, refused at the next start and set aside."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game.core import registry
from game.core.registry import SeatResult
from scenes import stats


@dataclass
class Seat:
    name: str
    human: bool = True


@dataclass
class FinishedGame:
    """What `stats.record_game` reads of a session: its table, seats and result."""

    names: list[str]
    won: int = 0
    score: int = 5
    game_id: str = field(default_factory=lambda: registry.default().id)

    @property
    def seats(self) -> list[Seat]:
        return [Seat(name) for name in self.names]

    @property
    def rulebook(self) -> Any:
        names, won, score = self.names, self.won, self.score

        class Book:
            @staticmethod
            def results(_events: Any) -> list[SeatResult]:
                return [SeatResult(won=i == won, score=score, feats={})
                        for i in range(len(names))]
        return Book()

    @property
    def game(self) -> Any:
        class Game:
            events: tuple[Any, ...] = ()
        return Game()


def write(tables: dict[str, dict[str, dict[str, Any]]]) -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 2, "tables": tables}), encoding="utf-8")


ROW = {"games": 1, "wins": 0, "score": 3, "best": 3, "feats": {}, "human": True}


def test_the_5001st_player_makes_room_instead_of_erasing_every_player() -> None:
    table = registry.default().id
    write({table: {f"Old {i}": dict(ROW, last=i) for i in range(stats.MAX_PLAYERS)}})

    stats.record_game(FinishedGame(["Ann", "Bob", "Cleo"]))

    loaded = stats.load()[table]             # the next start reads it back
    assert len(loaded) == stats.MAX_PLAYERS
    assert {"Ann", "Bob", "Cleo"} <= set(loaded)
    assert {"Old 0", "Old 1", "Old 2"}.isdisjoint(loaded)     # the longest ago made room
    assert "Old 3" in loaded
    assert not list(stats.stats_path().parent.glob("statistics.json.unreadable*"))


def test_a_count_at_the_top_of_its_range_stays_there() -> None:
    table = registry.default().id
    top = stats.MAX_COUNT
    write({table: {"Ann": dict(ROW, games=top, wins=top, score=top, best=10)}})

    stats.record_game(FinishedGame(["Ann", "Bob", "Cleo"], won=0, score=7))

    ann = stats.load()[table]["Ann"]
    assert (ann.games, ann.wins, ann.score, ann.best) == (top, top, top, 10)
    assert not list(stats.stats_path().parent.glob("statistics.json.unreadable*"))


def test_the_writer_never_writes_what_the_reader_refuses() -> None:
    """A row the reader would refuse is not written: the old file stays as it was."""
    table = registry.default().id
    write({table: {"Ann": ROW}})
    before = stats.stats_path().read_bytes()
    bad = {table: {"a\x1bb": stats.PlayerStats(1, 0, 1, 1)}}
    try:
        stats.save(bad)
    except ValueError:
        pass
    else:
        raise AssertionError("a name the reader refuses was written")
    assert stats.stats_path().read_bytes() == before
    assert not stats.stats_path().with_name("statistics.json.tmp").exists()
