"""The game's seed is shown so a deal can be replayed or shared (issue 17, DA7): in the ship's
menu, on the results and in the replay viewer of every table; New game's Seed field deals the
same game again from it."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.session import HUMAN, GameSession, SeatConfig  # noqa: E402
from scenes import theme as T  # noqa: E402
from scenes.app import build_app, register_scenes  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402
from scenes.tables import ready  # noqa: E402

SEED = 424242
NOTE = f"Seed {SEED}: type it in New game to deal this game again"
register_scenes()
TABLES = [info.id for info in registry.games() if ready(info.id)]   # every table shown


def new_app() -> App:
    return build_app(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9),
                     headless=True)


def session_of(game_id: str, finished: bool = False) -> GameSession:
    info = registry.get(game_id)
    n = max(info.seats[0], 3)
    seats = [SeatConfig(f"P{i}", HUMAN if i == 0 and not finished else "medium",
                        T.seat_colour(i)) for i in range(n)]
    session = GameSession(seats, game_id=game_id, seed=SEED)
    if finished:
        session.run_ai()
    return session


@pytest.mark.parametrize("game_id", TABLES)
def test_da7_the_ships_menu_shows_the_seed(game_id: str) -> None:
    app = new_app()
    app.session = session_of(game_id)
    app.go("table", replace=True)
    app.step(16, [])
    menu: Any = app.go("pause")
    app.step(16, [])
    assert menu.seed_note == NOTE


@pytest.mark.parametrize("game_id", TABLES)
def test_da7_the_results_show_the_seed(game_id: str) -> None:
    app = new_app()
    app.session = session_of(game_id, finished=True)
    results: Any = app.go("results", replace=True)
    app.step(16, [])
    assert results.seed_note == NOTE


@pytest.mark.parametrize("game_id", TABLES)
def test_da7_the_replay_banner_names_the_seed(game_id: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    finished = session_of(game_id, finished=True)
    viewer_module = importlib.import_module(f"scenes.{finished.info.package}.replay")
    if not hasattr(viewer_module, "hud"):   # a viewer on the kit's replay shell
        viewer_module = importlib.import_module("scenes.kit.replay_shell")
    said: list[str] = []
    real = viewer_module.hud.draw_banner
    monkeypatch.setattr(viewer_module.hud, "draw_banner",
                        lambda surface, rect, words, *rest: (said.append(words),
                                                             real(surface, rect, words, *rest)))
    app = new_app()
    app.go("replay", finished.rulebook, list(finished.game.events))
    app.step(16, [])
    assert said and f"Seed {SEED}" in said[-1]


def test_da7_new_games_seed_field_deals_the_same_game_again() -> None:
    """The seed typed in New game is the game's seed: the same crew and seed, the same deal."""
    deals = []
    for _ in range(2):
        app = new_app()
        form: Any = app.go("new_game", registry.default().id)
        field = next(w for w in form.ui.widgets if w.name == "seed")
        form.ui.set_focus(field)
        app.step(16, [pg.event.Event(pg.TEXTINPUT, text=str(SEED))])
        form.start()
        assert app.session is not None and app.session.seed == SEED
        deals.append(app.session.game.events[0])
    assert deals[0] == deals[1]
