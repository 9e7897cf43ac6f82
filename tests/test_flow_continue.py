"""With a game to go back to, the title makes Continue the default and says what it
continues: the table, the round, the crew (issue 17)."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core.session import HUMAN, GameSession, SeatConfig  # noqa: E402
from scenes import saves  # noqa: E402
from scenes import theme as T  # noqa: E402
from scenes.app import build_app  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

CREW = ("You", "Anne", "Jack", "Mary")


def new_app() -> App:
    return build_app(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9),
                     headless=True)


def played(moves: int, seed: int = 4) -> GameSession:
    """A game saved from its first move, `moves` moves in (the human answered by a bot)."""
    seats = [SeatConfig(n, HUMAN if i == 0 else "medium", T.seat_colour(i))
             for i, n in enumerate(CREW)]
    session = GameSession(seats, seed=seed)
    saves.start_autosave(session)
    bot = session.rulebook.make_bot("medium", 1)
    for _ in range(moves):
        if not session.ai_move():
            p = session.prompt()
            assert session.submit(bot.act(session.game.view(p.seat), p)) is None
    return session


def title(app: App) -> Any:
    app.go("title", replace=True)
    app.step(16, [])
    return app.top


def test_without_a_save_quick_game_is_the_default() -> None:
    top = title(new_app())
    assert top.ui.focus is top.quick and not top.cont.enabled and top.cont.detail == ""


def test_a_saved_game_makes_continue_the_default_and_names_it() -> None:
    session = played(150)
    session.log.close()
    round_ = session.game.view(0).round
    assert round_ >= 2
    top = title(new_app())
    assert top.ui.focus is top.cont and top.cont.kind == "primary"
    assert top.cont.detail == f"Jolly Roger · round {round_} · You, Anne, Jack, Mary"
    top.app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_RETURN, mod=0, unicode="\r",
                                     scancode=0)])   # Enter continues it
    assert type(top.app.top).__name__ == "TableScene"
    assert top.app.session.game.events == session.game.events


def test_the_game_left_for_the_title_is_the_one_named() -> None:
    app = new_app()
    app.session = played(40, seed=8)
    top = title(app)
    round_ = app.session.game.view(0).round
    assert top.ui.focus is top.cont
    assert top.cont.detail == f"Jolly Roger · round {round_} · You, Anne, Jack, Mary"


def test_progress_reads_the_round_from_the_file_alone() -> None:
    session = played(150, seed=6)
    assert saves.progress(session.log.path)[0] == session.game.view(0).round
