"""Issue 17, the settings of the look: the UI scale (90–200 %, for high-DPI screens) and the
hand's order — stored, validated like every setting, and applied at once."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes import settings_store  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402


def test_the_ui_scale_and_hand_order_round_trip_through_the_file() -> None:
    s = Settings(ui_scale=1.5, sort_hand=False)
    assert settings_store.save(s)
    loaded, notes = settings_store.load()
    assert notes == [] and loaded.ui_scale == 1.5 and loaded.sort_hand is False


def test_a_version_1_file_without_them_reads_as_before() -> None:
    """The new keys have defaults: a version-1 file (before them and before the three sound
    channels) reads with its volume on every channel and the default scale and order."""
    settings_store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_store.settings_path().write_text("version = 1\nvolume = 0.5\n", encoding="utf-8")
    loaded, notes = settings_store.load()
    assert notes == [] and loaded.effects_volume == loaded.music_volume == 50
    assert loaded.ui_scale == 1.0 and loaded.sort_hand is True


@pytest.mark.parametrize("line, key", [
    ("ui_scale = 5", "ui_scale"), ("ui_scale = 0.5", "ui_scale"), ("ui_scale = nan", "ui_scale"),
    ("ui_scale = \"big\"", "ui_scale"), ("ui_scale = true", "ui_scale"),
    ("sort_hand = 1", "sort_hand"), ("sort_hand = \"yes\"", "sort_hand"),
])
def test_an_invalid_value_falls_back_to_its_default_with_a_note(line: str, key: str) -> None:
    settings_store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_store.settings_path().write_text(f"version = 1\n{line}\n", encoding="utf-8")
    loaded, notes = settings_store.load()
    assert getattr(loaded, key) == getattr(Settings(), key)
    assert any(n.startswith(key) for n in notes), notes


def _app(size: tuple[int, int], scale: float):  # noqa: ANN202
    from scenes.app import build_app

    return build_app(Settings(window_size=size, ui_scale=scale, animation_speed=0,
                              ai_delay_ms=10**9), headless=True)


def test_the_scenes_draw_on_a_canvas_the_scale_smaller_shown_at_the_windows_size() -> None:
    """150 % at 1920×1080: every scene lays out for 1280×720 and the picture fills the
    window; a click lands where it was aimed on the canvas."""
    app = _app((1920, 1080), 1.5)
    assert app.size == (1280, 720) and app.window.get_size() == (1920, 1080)
    seen: list[tuple[int, int]] = []

    class Probe:
        overlay = False

        def handle_event(self, event: pygame.event.Event) -> None:
            seen.append(event.pos)

        def update(self, dt_ms: int) -> None: ...

        def draw(self, surface: pygame.Surface) -> None:
            surface.fill((200, 10, 10))

        def resize(self, size: tuple[int, int]) -> None: ...

        def leave(self) -> None: ...

    app.stack.append(Probe())   # type: ignore[arg-type]
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(900, 600), button=1)])
    assert seen == [(600, 400)]
    assert app.window.get_at((1910, 1070))[:3] == (200, 10, 10)   # stretched to the corner


def test_the_scale_never_makes_the_canvas_smaller_than_every_scene_is_laid_out_for() -> None:
    """200 % in a 1280×720 window: as large as the window holds (the 800×600 minimum)."""
    app = _app((1280, 720), 2.0)
    w, h = app.size
    assert h == 600 and 1060 <= w <= 1070 and app.ui_scale == pytest.approx(1.2)


def test_at_100_percent_the_scenes_draw_on_the_window_itself() -> None:
    app = _app((1280, 720), 1.0)
    assert app.screen is app.window and app.size == (1280, 720)


def test_the_settings_scene_changes_the_scale_and_the_hand_order_at_once() -> None:
    app = _app((1920, 1080), 1.0)
    scene = app.go("settings")
    scene.set_ui_scale(1.25)
    assert app.size == (1536, 864) and app.settings.ui_scale == 1.25
    scene.set_hand_order(False)
    assert app.settings.sort_hand is False
    app.step(16, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                     buttons=(0, 0, 0))])   # the scene stores what changed
    loaded, _notes = settings_store.load()
    assert loaded.ui_scale == 1.25 and loaded.sort_hand is False


@pytest.mark.parametrize(("size", "offered"), [
    ((1280, 720), (0.9, 1.0, 1.2)), ((1920, 1080), (0.9, 1.0, 1.25, 1.5, 1.75, 1.8)),
    ((1024, 768), (0.9, 1.0, 1.25)), ((2560, 1440), (0.9, 1.0, 1.25, 1.5, 1.75, 2.0))])
def test_the_settings_offer_only_the_interface_sizes_the_window_holds(
        size: tuple[int, int], offered: tuple[float, ...]) -> None:
    """Issue 28: 150 % in a 1280×720 window was 120 % in fact; now each size offered is the
    size drawn, and a window that grows offers more at once."""
    app = _app(size, 1.0)
    scene = app.go("settings")
    assert tuple(v for v, _w in scene.ui_scale.options) == offered
    for value in offered:
        scene.set_ui_scale(value)
        assert app.ui_scale == pytest.approx(value)
    scene.set_ui_scale(1.0)
    app.window = pygame.display.set_mode((1920, 1080))
    app.scale_ui()
    assert tuple(v for v, _w in scene.ui_scale.options)[-1] == 1.8
