"""Issue 17: three volumes (music, effects, interface) 0 … 100, each with a mute — in the
settings file (version 2; a version-1 file's one volume carried over) and on the settings
scene's Sound page, by keyboard and by mouse, legible at 1280×720."""

from __future__ import annotations

import os
import tomllib
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from scenes import settings_store  # noqa: E402
from scenes.app import build_app  # noqa: E402
from scenes.audio import level  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import CHANNELS, Settings  # noqa: E402

FRAME = 16

# What the version-1 app wrote (scenes/settings_store.py before issue 17).
VERSION_1 = """# Jolly Roger settings. Edit with care: invalid values fall back to defaults.
version = 1
window_size = [1600, 900]
fullscreen = false
ai_delay_ms = 300
animation_speed = 1.0
volume = {volume}
language = "en"
reaction_prompts = "all"

[sounds]
deal = false
play = true
mutiny = true
success = true
failure = true
"""


def write(text: str) -> None:
    path = settings_store.settings_path()
    path.write_text(text, encoding="utf-8")


def test_a_version_1_file_keeps_the_players_volume_on_all_three_channels() -> None:
    write(VERSION_1.format(volume=0.4))
    loaded, notes = settings_store.load()
    assert notes == []
    assert [getattr(loaded, f"{c}_volume") for c in CHANNELS] == [40, 40, 40]
    assert not any(getattr(loaded, f"{c}_muted") for c in CHANNELS)
    assert loaded.window_size == (1600, 900) and loaded.ai_delay_ms == 300
    assert loaded.sounds["deal"] is False and loaded.sounds["click"] is True   # new: on
    assert settings_store.save(loaded)                    # stored again as version 2
    data = tomllib.loads(settings_store.settings_path().read_text(encoding="utf-8"))
    assert data["version"] == 2 and "volume" not in data and data["interface_volume"] == 40
    again, notes = settings_store.load()
    assert notes == [] and again == loaded


def test_a_silenced_version_1_game_stays_silent() -> None:
    write(VERSION_1.format(volume=0.0))
    loaded, _notes = settings_store.load()
    assert all(level(loaded, c) == 0 for c in CHANNELS)


@pytest.mark.parametrize("bad", ["7", "true", '"loud"', "-0.1"])
def test_a_bad_version_1_volume_is_noted_and_the_defaults_used(bad: str) -> None:
    write(VERSION_1.format(volume=bad))
    loaded, notes = settings_store.load()
    assert len(notes) == 1 and "volume" in notes[0]
    defaults = Settings()
    assert [getattr(loaded, f"{c}_volume") for c in CHANNELS] == \
        [getattr(defaults, f"{c}_volume") for c in CHANNELS]
    assert loaded.ai_delay_ms == 300                      # the rest of the file still counts


def test_level_is_zero_when_muted_and_grows_with_the_square_of_the_volume() -> None:
    s = Settings(music_volume=50, effects_volume=100, interface_volume=0, effects_muted=True)
    assert level(s, "music") == pytest.approx(0.25)
    assert level(s, "effects") == 0.0 and level(s, "interface") == 0.0
    s.effects_muted = False
    assert level(s, "effects") == 1.0


# --- the Sound page -------------------------------------------------------------------------

def key(app: App, k: int, mod: int = 0) -> None:
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.step(FRAME, [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])


def widget(app: App, name: str) -> Any:
    return next(w for w in app.top.ui.widgets if w.name == name)  # type: ignore[union-attr]


@pytest.fixture
def settings_app() -> App:
    app = build_app(Settings(window_size=(1280, 720)), headless=True)
    app.step(FRAME, [])
    app.go("settings")
    app.step(FRAME, [])
    return app


def test_the_sound_page_works_by_keyboard_alone(settings_app: App) -> None:
    app = settings_app
    key(app, pg.K_TAB, pg.KMOD_SHIFT)                     # from Language up to the page tabs
    assert app.top.ui.focus is widget(app, "page")        # type: ignore[union-attr]
    key(app, pg.K_RIGHT)                                  # the Sound page
    assert not widget(app, "language").visible and widget(app, "music_volume").visible
    key(app, pg.K_TAB)
    assert app.top.ui.focus is widget(app, "music_volume")  # type: ignore[union-attr]
    before = app.settings.music_volume
    key(app, pg.K_LEFT)
    key(app, pg.K_LEFT)
    assert app.settings.music_volume == before - 10
    key(app, pg.K_TAB)
    key(app, pg.K_SPACE)                                  # Mute
    assert app.settings.music_muted is True
    assert settings_store.load()[0].music_muted is True   # stored at once
    for _ in range(3):                                    # effects: slider, mute; interface
        key(app, pg.K_TAB)
    assert app.top.ui.focus is widget(app, "interface_volume")  # type: ignore[union-attr]
    key(app, pg.K_RIGHT)
    assert app.settings.interface_volume == Settings().interface_volume + 5


def test_the_sound_page_works_by_mouse(settings_app: App) -> None:
    app = settings_app
    click_at(app, widget(app, "page").segment_rects()[1].center)
    slider = widget(app, "effects_volume")
    track = slider.track()
    click_at(app, (track.right + 5, track.centery))       # past the end: all the way up
    assert app.settings.effects_volume == 100
    click_at(app, (track.x, track.centery))
    assert app.settings.effects_volume == 0
    click_at(app, widget(app, "interface_mute").rect.center)
    assert app.settings.interface_muted is True
    click_at(app, widget(app, "sound_refused").rect.center)
    assert app.settings.sounds["refused"] is False
    click_at(app, widget(app, "page").segment_rects()[0].center)
    assert widget(app, "language").visible and not widget(app, "effects_volume").visible


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_the_sound_page_fits_and_reads_at_every_window_size(size: tuple[int, int]) -> None:
    app = build_app(Settings(window_size=size), headless=True)
    app.go("settings")
    app.step(FRAME, [])
    scene: Any = app.top
    scene.set_page("sound")
    app.step(FRAME, [])
    shown = [w for w in scene.ui.widgets if w.visible]
    assert {w.name for w in shown} >= {f"{c}_{part}" for c in CHANNELS
                                       for part in ("volume", "mute")}
    for i, a in enumerate(shown):
        assert scene.box.contains(a.rect) or a.name in ("done",), a.name
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.name, b.name)
    if size == (1280, 720):                               # legible: controls of a good height
        assert all(w.rect.height >= 30 for w in shown)
