"""The ship's log tells what happened (issue 17): a reaction moment (DA4) where every seat
asked let it pass is one line, "No one reacted.", not "X passed." for every seat; a run of
passes in a lap (DA2, DA3) is one line that grows as the table is fed event by event."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.session import GameSession, SeatConfig  # noqa: E402
from game.jolly_roger import events as E  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from scenes import theme as T  # noqa: E402
from scenes.jolly_roger.logtext import LogBook, log_lines  # noqa: E402

CAT = load_catalogue()
NAMES = ("Anna", "Ben", "Cleo", "Dan")
NOBODY = "No one reacted."


def texts(events: list[object]) -> list[str]:
    return [line.text for line in log_lines(events, NAMES, CAT)]


def test_da4_a_reaction_moment_nobody_took_is_one_line() -> None:
    moment = [E.Ask("react", (1, 2, 3, 0), "traitor"), *(E.Passed(s) for s in (1, 2, 3, 0))]
    assert texts(moment) == [NOBODY]


def test_da4_a_reaction_moment_not_yet_over_says_nothing_yet() -> None:
    assert texts([E.Ask("react", (1, 2, 3), "traitor"), E.Passed(1), E.Passed(2)]) == []


def test_da4_a_reaction_played_is_told_and_the_passes_around_it_are_not() -> None:
    card = next(c for c in range(200) if CAT.special_row[c] is not None)
    lines = texts([E.Ask("react", (1, 2, 3), "lookout:attack_laps"), E.Passed(1),
                   E.SpecialPlayed(2, card), E.Suspend(),
                   E.Ask("react", (3, 0, 1), "traitor"), E.Passed(3), E.Passed(0), E.Passed(1),
                   E.Resume(), E.Passed(3)])
    assert len(lines) == 2 and "Cleo" in lines[0] and lines[1] == NOBODY   # (the Traitor's)
    assert not any("passed" in line for line in lines)


def test_da2_passes_in_a_lap_read_as_one_line_even_fed_one_by_one() -> None:
    events = [E.Ask("attack", (1, 2, 3, 0)), E.Passed(1), E.Passed(2), E.Passed(3)]
    book = LogBook(NAMES, CAT)
    for ev in events:   # the table gets a batch per frame: often a single event
        book.feed([ev])
    assert [line.text for line in book.lines] == ["Ben, Cleo and Dan passed."]


def whole_game(seed: int) -> tuple[GameSession, list[object]]:
    seats = [SeatConfig(n, "medium", T.seat_colour(i))
             for i, n in enumerate(("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"))]
    session = GameSession(seats, seed=seed)
    session.run_ai()
    return session, list(session.game.events_for(-1, 0))


def test_da4_a_whole_game_log_has_no_pass_per_seat_at_reaction_moments() -> None:
    """A six-seat game (prompts to all): each reaction moment nobody took is one line; the
    log is much shorter than one line per pass; lines fed one event at a time are the same."""
    session, events = whole_game(5)
    names = session.game.names
    lines = [line.text for line in log_lines(events, names, CAT)]
    react_asks = [ev for ev in events if isinstance(ev, E.Ask) and ev.step == "react"]
    passes = sum(isinstance(ev, E.Passed) for ev in events)
    assert lines.count(NOBODY) > 20
    assert lines.count(NOBODY) <= len(react_asks)
    assert sum("passed" in line for line in lines) < passes / 4
    book = LogBook(names, CAT)
    for ev in events:
        book.feed([ev])
    assert [line.text for line in book.lines] == lines


def test_the_table_log_collapses_as_the_game_is_played() -> None:
    """The real table, fed frame by frame while AI seats play: its log is the collapsed one."""
    from scenes.app import register_scenes
    from scenes.manager import App
    from scenes.settings_store import Settings

    register_scenes()
    app = App(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=0),
              headless=True)
    seats = [SeatConfig(n, "medium", T.seat_colour(i)) for i, n in enumerate(NAMES)]
    app.session = session = GameSession(seats, seed=9)
    table = app.go("table")
    for _ in range(120):
        app.step(16, [])
    assert app.top is table and not session.over and len(session.entries) > 60
    expected = [(line.text, line.header)
                for line in log_lines(session.game.events_for(-1, 0), session.game.names, CAT)]
    assert table.log == expected[-600:]   # type: ignore[attr-defined]
    assert (NOBODY, False) in table.log   # type: ignore[attr-defined]
