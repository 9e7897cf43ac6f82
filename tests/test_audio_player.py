"""Issue 17: the music follows the shell — the title theme on the title and the menus, the
table loop while any table is open — fading one out and the next in, at the music channel's
volume, changed live; and the effects and interface sounds play on their own channels."""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core import registry  # noqa: E402
from scenes import routes  # noqa: E402
from scenes.app import build_app  # noqa: E402
from scenes.audio import CHANNEL, FADE_MS, MUSIC_DIR, TRACKS, MusicPlayer, _effects  # noqa: E402
from scenes.manager import App, Scene  # noqa: E402
from scenes.settings_store import SOUND_NAMES, Settings  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FRAME = 16


class FakeMusic:
    """pygame.mixer.music as the player uses it; a fade ends when the test says so."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.busy = False
        self.fail = False

    def load(self, path: str) -> None:
        if self.fail:
            raise RuntimeError("not an Ogg file")
        self.calls.append(("load", Path(path).name))

    def play(self, loops: int = 0, fade_ms: int = 0) -> None:
        self.calls.append(("play", loops, fade_ms))
        self.busy = True

    def fadeout(self, ms: int) -> None:
        self.calls.append(("fadeout", ms))

    def get_busy(self) -> bool:
        return self.busy

    def set_volume(self, volume: float) -> None:
        self.calls.append(("volume", volume))

    def loads(self) -> list[str]:
        return [c[1] for c in self.calls if c[0] == "load"]


class Stand(Scene):
    """A table route's stand-in: the music cares about the route, never about the table."""


@pytest.fixture
def app() -> App:
    application = build_app(Settings(window_size=(1280, 720)), headless=True)
    return application


@pytest.fixture
def music(app: App) -> FakeMusic:
    fake = FakeMusic()
    app.audio.music = MusicPlayer(app, fake, RuntimeError)  # type: ignore[attr-defined]
    return fake


def test_the_title_theme_fades_in_on_the_title(app: App, music: FakeMusic) -> None:
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"]]
    assert ("play", -1, FADE_MS) in music.calls          # looped for ever, faded in
    app.go("settings")                                   # a menu over the title: no change
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"]]


@pytest.mark.parametrize("route", ["table", "tutorial", "replay"])
def test_a_table_fades_the_title_out_and_its_loop_in_and_leaving_brings_the_title_back(
        app: App, music: FakeMusic, route: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(routes.ROUTES, route, Stand)
    app.step(FRAME, [])
    app.go(route, replace=True)
    app.step(FRAME, [])
    assert music.calls[-1] == ("fadeout", FADE_MS)
    assert music.loads() == [TRACKS["title"]]            # the table's waits for the fade
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"]]
    music.busy = False                                   # the fade is over
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"], TRACKS["table"]]
    app.go("settings")                                   # over the table: the loop goes on
    app.step(FRAME, [])
    app.pop()
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"], TRACKS["table"]]
    app.go("title", replace=True)
    app.step(FRAME, [])
    music.busy = False
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"], TRACKS["table"], TRACKS["title"]]


def test_every_table_plays_the_table_loop_through_the_shell(app: App,
                                                            music: FakeMusic) -> None:
    """Any table, opened as the shell opens tables (scenes/launch.py): none has code of its
    own for music."""
    from game.core.session import GameSession
    from scenes.launch import open_table, quick_game_seats
    from scenes.tables import ready

    played = 0
    for info in registry.games():
        if not ready(info.id):
            continue
        app.go("title", replace=True)
        app.step(FRAME, [])
        music.busy = False
        app.step(FRAME, [])
        session = GameSession(quick_game_seats(info.id), game_id=info.id, seed=3,
                              ai_delay_ms=10**9)
        assert open_table(app, session) is None
        app.step(FRAME, [])
        music.busy = False
        app.step(FRAME, [])
        assert music.loads()[-1] == TRACKS["table"], info.id
        played += 1
    assert played >= 2
    for path in (ROOT / "scenes").rglob("*.py"):          # the tables' own code: no music
        if path.parent.name not in ("scenes", "kit"):
            assert "mixer.music" not in path.read_text(encoding="utf-8"), path


def test_the_music_volume_and_mute_apply_at_once(app: App, music: FakeMusic) -> None:
    app.step(FRAME, [])
    app.settings.music_volume = 40
    app.step(FRAME, [])
    assert music.calls[-1] == ("volume", pytest.approx(0.16))
    app.settings.music_muted = True
    app.step(FRAME, [])
    assert music.calls[-1] == ("volume", 0.0)
    app.settings.music_muted = False
    app.settings.music_volume = 100
    app.step(FRAME, [])
    assert music.calls[-1] == ("volume", 1.0)
    calls = len(music.calls)
    app.step(FRAME, [])                                  # nothing changed: nothing sent
    assert len(music.calls) == calls


def test_a_music_file_that_will_not_play_leaves_a_silent_game_and_a_log_line(
        app: App, music: FakeMusic, caplog: pytest.LogCaptureFixture) -> None:
    music.fail = True
    with caplog.at_level(logging.WARNING, logger="jolly_roger.audio"):
        app.step(FRAME, [])
        app.step(FRAME, [])
    assert "title.ogg" in caplog.text and caplog.text.count("not played") == 1
    assert app.running


def test_the_real_mixer_streams_the_title_theme() -> None:
    """With SDL's dummy device the mixer opens, and the real files load and play."""
    app = build_app(Settings(), headless=True)
    if app.audio.music is None:                          # type: ignore[attr-defined]
        pytest.skip("this SDL has no dummy audio device")
    app.step(FRAME, [])
    assert pg.mixer.music.get_busy()
    assert all((MUSIC_DIR / name).is_file() for name in TRACKS.values())


# --- effects and interface sounds ------------------------------------------------------------

class Played:
    def __init__(self) -> None:
        self.log: list[tuple[str, float]] = []

    def sound(self, name: str) -> Any:
        log = self.log

        class Sound:
            volume = 0.0

            def set_volume(self, v: float) -> None:
                self.volume = v

            def play(self) -> None:
                log.append((name, self.volume))
        return Sound()


def fake_sounds(app: App) -> Played:
    played = Played()
    app.audio.sounds = {n: played.sound(n) for n in CHANNEL}   # type: ignore[attr-defined]
    return played


def test_each_sound_has_a_channel_a_switch_and_a_synthesized_sample() -> None:
    """The classification (effects: what happens at a table; interface: the app answering
    the player) covers every sound the code emits, and every one can be switched off."""
    assert set(CHANNEL) == set(SOUND_NAMES) == set(_effects())
    assert set(CHANNEL.values()) == {"effects", "interface"}
    emitted = set()
    for path in (ROOT / "scenes").rglob("*.py"):
        emitted |= set(re.findall(r'\.sound\("(\w+)"\)', path.read_text(encoding="utf-8")))
    assert emitted and emitted <= set(CHANNEL)


def test_effects_and_interface_sounds_follow_their_own_volume_and_mute(app: App) -> None:
    played = fake_sounds(app)
    app.settings.effects_volume, app.settings.interface_volume = 100, 50
    app.emit("sound", "deal")
    app.emit("rule_error", "AT1: the quartermaster plays first")   # a refused move
    assert played.log == [("deal", 1.0), ("refused", 0.25)]
    app.settings.effects_muted = True
    app.emit("sound", "mutiny")
    app.emit("sound", "click")
    assert played.log[2:] == [("click", 0.25)]
    app.settings.interface_muted = True
    app.settings.effects_muted = False
    app.emit("sound", "click")
    app.emit("sound", "success")
    assert played.log[3:] == [("success", 1.0)]
    app.settings.sounds["success"] = False
    app.emit("sound", "success")
    assert len(played.log) == 4


def test_a_widget_used_by_mouse_or_keyboard_clicks_on_the_interface_channel(app: App) -> None:
    app.step(FRAME, [])
    heard: list[str] = []
    app.listeners.append(lambda kind, data: heard.append(data) if kind == "sound" else None)
    app.go("settings")
    app.step(FRAME, [])
    scene: Any = app.top
    choice = next(w for w in scene.ui.widgets if w.name == "animation_speed")
    pos = choice.segment_rects()[2].center
    app.step(FRAME, [pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])
    assert heard == ["click"]
    scene.ui.focus = choice
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=pg.K_LEFT, mod=0, unicode="")])
    assert heard == ["click", "click"]
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=pg.K_TAB, mod=0, unicode="")])
    assert heard == ["click", "click"]                   # moving the focus is quiet


def test_the_tutorial_is_played_at_a_table_with_the_table_loop(app: App,
                                                               music: FakeMusic) -> None:
    """Learn to play opens the table through its own route ("tutorial"): the same loop."""
    if "tutorial" not in routes.ROUTES:
        pytest.skip("no table offers a tutorial")
    app.step(FRAME, [])
    app.go("tutorial", 0, remember=False, replace=True)
    app.step(FRAME, [])
    music.busy = False
    app.step(FRAME, [])
    assert music.loads() == [TRACKS["title"], TRACKS["table"]]
