"""Issue 28: the unfinished games have their own list, reached from the title — each row says
the table, how far the game came, its seats, its AI pirates' level and when it was last
played — and a Quick game asks before it parks the game Continue would bring back. A save
written before this list existed (tests/fixtures/logs) is listed and continues."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.session import HUMAN, GameSession, SeatConfig  # noqa: E402
from scenes import paths, saves  # noqa: E402

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "logs"
pytestmark = pytest.mark.usefixtures("no_tutorial_offer")   # conftest.py


def parked(moves: int = 40, seed: int = 6) -> GameSession:
    """One human and four hard AI pirates, autosaved, played a while by a bot for the human."""
    seats = [SeatConfig("Anna", HUMAN, (200, 60, 60))]
    seats += [SeatConfig(f"Bot {i}", "hard", (60, 60, 200)) for i in range(1, 5)]
    session = GameSession(seats, seed=seed, iterations=4)
    saves.start_autosave(session)
    bot = session.rulebook.make_bot("random", 3)
    for _ in range(moves):
        p = session.prompt()
        if session.seats[p.seat].human:
            session.submit(bot.act(session.game.view(p.seat), p))
        else:
            session.run_ai(limit=1)
    return session


def quick_game(app) -> None:  # type: ignore[no-untyped-def]
    """Quick game on the title, at the flagship (through the table chooser when there are
    several tables)."""
    from game.core import registry

    if type(app.top).__name__ == "TitleScene":
        app.top.quick_game()
    if type(app.top).__name__ == "ChooseTableScene":
        app.top.choose(registry.default())
    app.step(16, [])


def app_at_title():  # type: ignore[no-untyped-def]
    from scenes.app import build_app

    app = build_app(headless=True)
    app.step(16, [])
    return app


def test_the_title_opens_the_unfinished_games_each_row_saying_table_round_seats_level_when(
) -> None:
    session = parked()
    app = app_at_title()
    title = app.top
    assert title.unfinished.enabled and "(1)" in title.unfinished.label
    title.open_unfinished()
    app.step(16, [])
    listing = app.top
    assert type(listing).__name__ == "UnfinishedScene" and len(listing.rows) == 1
    row = listing.rows[0]
    round_ = saves.progress(session.log.path)[0]  # type: ignore[union-attr]
    assert round_ >= 1
    assert row.label.startswith("Jolly Roger · ") and f"round {round_}" in row.label
    assert "Anna, Bot 1, Bot 2, Bot 3, Bot 4" in row.label
    assert "AI hard" in row.detail and "5 seats, 1 human" in row.detail
    assert "last played 20" in row.detail
    row.action()
    app.step(16, [])
    assert type(app.top).__name__ == "TableScene"
    assert app.session.game.events == session.game.events  # type: ignore[union-attr]


def test_with_nothing_unfinished_the_title_button_is_off_and_quick_game_starts_at_once() -> None:
    app = app_at_title()
    assert not app.top.unfinished.enabled
    quick_game(app)
    assert type(app.top).__name__ == "TableScene"


def test_a_quick_game_asks_before_it_parks_the_unfinished_one() -> None:
    """Back starts nothing; "Start a new game" starts one and the old game stays listed."""
    old = parked()
    app = app_at_title()
    quick_game(app)
    ask = app.top
    assert type(ask).__name__ == "ConfirmScene"
    assert "Anna, Bot 1" in ask.detail and "Unfinished games" in ask.detail
    ask.no.action()
    app.step(16, [])
    assert type(app.top).__name__ != "TableScene" and app.session is None
    assert saves.unfinished() == [old.log.path]  # type: ignore[union-attr]
    quick_game(app)
    app.top.yes.action()
    app.step(16, [])
    assert type(app.top).__name__ == "TableScene" and app.session is not None
    assert len(saves.unfinished()) == 2 and old.log.path in saves.unfinished()  # type: ignore


def test_a_save_from_before_the_list_is_listed_and_continues() -> None:
    """DA7: the fixtures' unfinished hot-seat game (written by an earlier version)."""
    name = "unfinished_4_seats_hot_seat.jsonl"
    shutil.copy(FIXTURES / name, paths.saves_dir() / name)
    app = app_at_title()
    app.top.open_unfinished()
    app.step(16, [])
    listing = app.top
    assert len(listing.rows) == 1 and "4 seats" in listing.rows[0].detail
    listing.rows[0].action()
    app.step(16, [])
    assert type(app.top).__name__ in ("TableScene", "CurtainScene")


def test_the_list_keeps_every_word_whole_and_at_12_px_or_more() -> None:
    """At 1280×720 and 1024×768 (the button's detail line was 11 px)."""
    from scenes import drawing
    from scenes.app import build_app
    from scenes.settings_store import Settings

    parked(moves=10)
    for size in ((1280, 720), (1024, 768)):
        app = build_app(Settings(window_size=size), headless=True)
        app.go("unfinished")
        drawing.probe = probe = drawing.OverflowProbe(floor=12)
        try:
            app.step(16, [])
        finally:
            drawing.probe = None
        assert probe.measured > 3 and not probe.small and not probe.misfits, (
            size, probe.small[:3], probe.misfits[:3])
