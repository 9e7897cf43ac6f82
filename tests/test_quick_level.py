"""Issue 14: Quick game offers the AI levels too. On the table chooser (purpose "quick") each
table has a row of its offered levels; with one table the row is under the title's Quick game
button. A click or Left / Right chooses; the choice is kept per table in the settings (checked
on load like every setting: a hostile or unknown value plays the table's default level).
"""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.session import HUMAN  # noqa: E402
from scenes import routes, settings_store, tables, title  # noqa: E402
from scenes.app import build_app, register_scenes  # noqa: E402
from scenes.launch import quick_game_seats, quick_level  # noqa: E402
from scenes.manager import App, Scene  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

FRAME = 16


pytestmark = pytest.mark.usefixtures("no_tutorial_offer")   # conftest.py


class StubTable(Scene):
    """The table route replaced: the tests look at the session, not at a table."""


@pytest.fixture(autouse=True)
def stub_table(monkeypatch: pytest.MonkeyPatch) -> None:
    register_scenes()
    monkeypatch.setitem(routes.ROUTES, "table", StubTable)


@pytest.fixture
def one_table(monkeypatch: pytest.MonkeyPatch) -> registry.GameInfo:
    """Only the table with the most levels is installed: the title has the level row."""
    info = max(tables.playable(), key=lambda i: len(i.offered))
    monkeypatch.setattr(tables, "playable", lambda: [info])
    monkeypatch.setattr(title, "playable", lambda: [info])
    return info


def make_app(settings: Settings | None = None) -> App:
    app = build_app(settings or Settings(window_size=(1280, 720)), headless=True)
    app.step(FRAME, [])
    return app


def widget(app: App, name: str) -> Any:
    return next(w for w in app.top.ui.widgets if w.name == name)  # type: ignore[union-attr]


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.step(FRAME, [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])


def click(app: App, name: str) -> None:
    click_at(app, widget(app, name).rect.center)


def click_level(app: App, info: registry.GameInfo, level: str) -> None:
    row = widget(app, f"level:{info.id}")
    click_at(app, row.segment_rects()[list(info.offered).index(level)].center)


def key(app: App, k: int) -> None:
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def rivals(app: App) -> list[str]:
    if type(app.top).__name__ == "ConfirmScene":   # an earlier game is parked: asked (issue 28)
        click(app, "yes")
    session = app.session
    assert type(app.top).__name__ == "StubTable" and session is not None
    assert session.seats[0].kind == HUMAN
    return [s.kind for s in session.seats[1:]]


def not_default(info: registry.GameInfo) -> str:
    return next(k for k in reversed(info.offered) if k != info.default_level)


# --- the chooser ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", [i.id for i in registry.games()])
def test_a_level_clicked_on_the_chooser_starts_ai_seats_of_that_level(game_id: str) -> None:
    app = make_app()
    playable = {i.id: i for i in tables.playable()}
    if len(playable) < 2 or game_id not in playable:
        pytest.skip("not on the chooser: one table (the title has the row) or not installed")
    info = playable[game_id]
    click(app, "quick")
    assert type(app.top).__name__ == "ChooseTableScene"
    level = not_default(info)
    click_level(app, info, level)
    assert app.settings.quick_levels[info.id] == level
    assert app.top.ui.focus is widget(app, f"table:{info.id}")  # type: ignore[union-attr]
    click(app, f"table:{info.id}")
    assert rivals(app) == [level] * (info.quick_seats - 1)
    assert app.session.game_id == info.id  # type: ignore[union-attr]


def test_left_and_right_on_a_table_choose_its_level_by_keyboard_alone() -> None:
    playable = tables.playable()
    if len(playable) < 2:
        pytest.skip("one table: the title has the row (tested below)")
    app = make_app()
    key(app, pg.K_RETURN)                              # Quick game has the focus
    assert type(app.top).__name__ == "ChooseTableScene"
    info = playable[0]
    assert app.top.ui.focus.name == f"table:{info.id}"  # type: ignore[union-attr]
    start = list(info.offered).index(quick_level(app, info.id))
    key(app, pg.K_RIGHT)
    level = info.offered[(start + 1) % len(info.offered)]
    assert quick_level(app, info.id) == level
    key(app, pg.K_DOWN)                                # Up / Down still go table to table
    assert app.top.ui.focus.name == f"table:{playable[1].id}"  # type: ignore[union-attr]
    key(app, pg.K_UP)
    key(app, pg.K_RETURN)
    assert rivals(app) == [level] * (info.quick_seats - 1)


def test_the_chooser_for_new_game_and_rules_has_no_level_rows() -> None:
    app = make_app()
    for purpose in ("new", "rules"):
        app.go("choose_table", purpose)
        app.step(FRAME, [])
        assert not [w for w in app.top.ui.widgets  # type: ignore[union-attr]
                    if w.name.startswith("level:")]


# --- one table: the title's row ---------------------------------------------------------------

def test_with_one_table_the_title_row_and_its_keys_choose_the_level(
        one_table: registry.GameInfo) -> None:
    info = one_table
    app = make_app()
    assert widget(app, f"level:{info.id}").value == info.default_level
    assert app.top.ui.focus.name == "quick"  # type: ignore[union-attr]
    key(app, pg.K_DOWN)                                # the row is not in the focus order
    assert app.top.ui.focus.name == "new"  # type: ignore[union-attr]
    key(app, pg.K_UP)
    level = info.offered[0]
    while quick_level(app, info.id) != level:
        key(app, pg.K_LEFT)
    key(app, pg.K_RETURN)
    assert rivals(app) == [level] * (info.quick_seats - 1)

    app = make_app()
    click_level(app, info, info.offered[-1])
    click(app, "quick")
    assert rivals(app) == [info.offered[-1]] * (info.quick_seats - 1)


def test_with_one_table_every_size_shows_the_row_between_quick_and_new(
        one_table: registry.GameInfo) -> None:
    for size in ((1024, 768), (1280, 720), (1920, 1080)):
        app = make_app(Settings(window_size=size))
        row = widget(app, f"level:{one_table.id}").rect
        quick, new = widget(app, "quick").rect, widget(app, "new").rect
        assert quick.bottom <= row.top and row.bottom <= new.top, size
        assert pg.Rect((0, 0), size).contains(widget(app, "quit").rect), size


# --- the setting ------------------------------------------------------------------------------

def test_the_level_survives_a_restart(one_table: registry.GameInfo) -> None:
    info = one_table
    level = not_default(info)
    app = make_app()
    click_level(app, info, level)
    stored, notes = settings_store.load()              # the next run reads the file
    assert notes == [] and stored.quick_levels == {info.id: level}
    again = make_app(stored)
    assert widget(again, f"level:{info.id}").value == level
    click(again, "quick")
    assert rivals(again) == [level] * (info.quick_seats - 1)


@pytest.mark.parametrize("hostile", [
    '"godlike"',                       # well formed, but no level of the table
    '7', '["easy"]', '"../../etc"', '"Easy"', '""', '"a\\nb"',
])
def test_a_hostile_level_in_the_file_falls_back_to_the_default(
        one_table: registry.GameInfo, hostile: str) -> None:
    info = one_table
    path = settings_store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'version = 1\nlast_table = "{info.id}"\n'
                    f'quick_levels = {{"{info.id}" = {hostile}}}\n', encoding="utf-8")
    stored, notes = settings_store.load()
    assert stored.last_table == info.id                # the other settings are kept
    app = make_app(stored)
    assert quick_level(app, info.id) == info.default_level
    assert widget(app, f"level:{info.id}").value == info.default_level
    click(app, "quick")
    assert rivals(app) == [info.default_level] * (info.quick_seats - 1)
    if hostile != '"godlike"':
        assert notes and stored.quick_levels == {}     # refused on load, and said why


@pytest.mark.parametrize("bad", [
    "easy", ["rum"], {"rum": 7}, {"../x": "easy"}, {"": "easy"}, {"rum": "x" * 21},
    {f"t{i}": "easy" for i in range(33)}, {"rum": None},
])
def test_the_check_refuses_what_is_not_table_level_pairs(bad: Any) -> None:
    assert settings_store._check("quick_levels", bad) is not None
    assert settings_store._check("quick_levels", {"rum": "search", "jolly-roger": "easy"}) \
        is None


def test_a_non_table_as_quick_levels_in_the_file_is_refused() -> None:
    path = settings_store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('version = 1\nquick_levels = "search"\n', encoding="utf-8")
    stored, notes = settings_store.load()
    assert stored.quick_levels == {} and any("quick_levels" in n for n in notes)


def test_quick_game_seats_take_only_a_level_of_the_table() -> None:
    info = tables.playable()[0]
    assert [s.kind for s in quick_game_seats(info.id, "nonsense")[1:]] == \
        [info.default_level] * (info.quick_seats - 1)
    assert [s.kind for s in quick_game_seats(info.id, info.offered[0])[1:]] == \
        [info.offered[0]] * (info.quick_seats - 1)
