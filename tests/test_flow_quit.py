"""Quitting asks first (issue 17): Escape on the title never closes the app in one key, and
the ship's menu's Quit asks, saying that the game is saved (or that it is not)."""

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


def new_app() -> App:
    return build_app(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9),
                     headless=True)


def key(app: App, k: int) -> None:
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def press(app: App, name: str) -> None:
    widget = next(w for w in app.top.ui.widgets if w.name == name)  # type: ignore[union-attr]
    widget.activate(app.top.ui)  # type: ignore[union-attr]
    app.step(16, [])


def game(saved: bool) -> GameSession:
    seats = [SeatConfig("You", HUMAN, T.seat_colour(0))]
    seats += [SeatConfig(f"P{i}", "medium", T.seat_colour(i)) for i in range(1, 4)]
    session = GameSession(seats, seed=3)
    if saved:
        saves.start_autosave(session)
    return session


def route_on_top(app: App) -> str:
    return getattr(app.top, "route", "")


def test_escape_on_the_title_asks_and_escape_again_stays() -> None:
    app = new_app()
    key(app, pg.K_ESCAPE)
    assert app.running and route_on_top(app) == "confirm"
    key(app, pg.K_ESCAPE)                          # no: back to the title
    assert app.running and route_on_top(app) == "title"
    key(app, pg.K_ESCAPE)
    key(app, pg.K_RETURN)                          # the focused answer is Quit
    assert not app.running


def test_the_title_quit_button_asks_while_a_game_is_in_progress() -> None:
    app = new_app()
    app.session = game(saved=True)
    app.go("title", replace=True)
    press(app, "quit")
    asked: Any = app.top
    assert app.running and route_on_top(app) == "confirm"
    assert "saved" in asked.detail and "Continue" in asked.detail
    press(app, "no")
    assert app.running and route_on_top(app) == "title"


def test_the_ships_menu_quit_asks_and_says_the_game_is_saved() -> None:
    app = new_app()
    app.session = game(saved=True)
    app.go("table", replace=True)
    app.step(16, [])
    app.go("pause")
    press(app, "quit")
    asked: Any = app.top
    assert app.running and route_on_top(app) == "confirm"
    assert asked.detail == "Your game is saved: Continue on the title brings it back next time."
    press(app, "yes")
    assert not app.running


def test_an_unsaved_game_is_named_as_such_before_quitting() -> None:
    app = new_app()
    app.session = game(saved=False)
    app.go("table", replace=True)
    app.go("pause")
    press(app, "quit")
    asked: Any = app.top
    assert asked.detail == "This game is not being saved: quitting ends it."
    key(app, pg.K_ESCAPE)
    assert app.running and route_on_top(app) == "pause"
