"""Issue 6: the settings file (typed, validated, versioned), logging and crash handling."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from scenes import settings_store
from scenes.settings_store import Settings


def test_settings_round_trip_through_the_toml_file() -> None:
    s = Settings(window_size=(1600, 900), fullscreen=True, ai_delay_ms=300,
                 animation_speed=0.5, effects_volume=25, music_muted=True, language="de",
                 reaction_prompts="holders",
                 log_panel="closed", player_name="Zoë \"Ł\"")
    s.sounds["mutiny"] = False
    assert settings_store.save(s)
    text = settings_store.settings_path().read_text(encoding="utf-8")
    assert "version = 2" in text
    loaded, notes = settings_store.load()
    assert notes == [] and loaded == s


def test_no_file_gives_the_defaults_without_a_note() -> None:
    loaded, notes = settings_store.load()
    assert notes == [] and loaded.window_size == Settings().window_size


@pytest.mark.parametrize("line, key", [
    ("window_size = [10, 10]", "window_size"),
    ("window_size = \"big\"", "window_size"),
    ("fullscreen = 1", "fullscreen"),
    ("ai_delay_ms = -5", "ai_delay_ms"),
    ("ai_delay_ms = 1e400", "ai_delay_ms"),
    ("animation_speed = \"fast\"", "animation_speed"),
    ("effects_volume = 700", "effects_volume"),
    ("music_volume = 0.5", "music_volume"),
    ("interface_volume = true", "interface_volume"),
    ("music_muted = 1", "music_muted"),
    ("language = \"tlh\"", "language"),
    ("reaction_prompts = \"some\"", "reaction_prompts"),
    ("log_panel = 3", "log_panel"),
    ("sounds = {deal = \"yes\"}", "sounds"),
    ("player_name = \"A name far too long for a seat\"", "player_name"),
    ("player_name = 7", "player_name"),
    ("player_name = \"tab\\there\"", "player_name"),
])
def test_an_invalid_value_falls_back_to_its_default_with_a_note_in_the_log(
        line: str, key: str, caplog: pytest.LogCaptureFixture) -> None:
    good = Settings(effects_volume=30, ai_delay_ms=1500)
    settings_store.save(good)
    path = settings_store.settings_path()
    text = "\n".join(x for x in path.read_text(encoding="utf-8").splitlines()
                     if not x.startswith(key + " ") and x != "[sounds]"
                     and not x.startswith(("deal", "play ", "mutiny", "success", "failure", "click",
                                          "refused")))
    path.write_text(text + "\n" + line + "\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="jolly_roger.settings"):
        loaded, notes = settings_store.load()
    assert len(notes) == 1 and key in notes[0]
    assert key in caplog.text
    assert getattr(loaded, key) == getattr(settings_store.defaults(), key)
    for other in ("effects_volume", "ai_delay_ms"):   # the rest of the file still counts
        if other != key:
            assert getattr(loaded, other) == getattr(good, other)


def test_a_file_that_is_not_toml_is_set_aside_and_defaults_used() -> None:
    path = settings_store.settings_path()
    path.write_bytes(b"\xff\xfe this = is [not toml")
    loaded, notes = settings_store.load()
    assert loaded == settings_store.defaults() and len(notes) == 1
    assert not path.exists() and path.with_name(path.name + ".unreadable").exists()


def test_unknown_keys_and_another_version_are_noted_not_fatal() -> None:
    settings_store.settings_path().write_text("version = 9\nmusic_volume = 40\nfoo = 1\n",
                                              encoding="utf-8")
    loaded, notes = settings_store.load()
    assert loaded.music_volume == 40 and len(notes) == 2


def test_changes_in_the_settings_scene_are_stored_at_once() -> None:
    import pygame as pg

    from scenes.app import build_app
    from scenes.settings_scene import SettingsScene

    app = build_app(headless=True)
    app.go("settings")
    app.step(16, [])
    scene = app.top
    assert isinstance(scene, SettingsScene)
    scene.ui.focus = scene.ai
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_RIGHT, mod=0, unicode="")])
    loaded, _notes = settings_store.load()
    assert loaded.ai_delay_ms == app.settings.ai_delay_ms != Settings().ai_delay_ms


def test_the_app_starts_with_the_stored_settings() -> None:

    from scenes.app import build_app

    settings_store.save(Settings(effects_volume=15, animation_speed=2.0))
    app = build_app(headless=True)
    assert app.settings.effects_volume == 15 and app.settings.animation_speed == 2.0


# --- crashes -------------------------------------------------------------------------------------


def test_a_crash_in_play_is_logged_and_the_player_told_the_game_is_saved(
        monkeypatch: pytest.MonkeyPatch, private_home: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    import scenes.app
    import scenes.crash
    from scenes import saves

    boxes: list[str] = []
    monkeypatch.setattr(scenes.crash, "show_crash_box",
                        lambda log_file, saved: boxes.append(
                            scenes.crash.crash_box_text(log_file, saved)))
    monkeypatch.setenv("JOLLY_ROGER_AUTOCLOSE_MS", "5000")

    def exploding_loop(app, autoclose_ms, screenshot):  # type: ignore[no-untyped-def]
        from scenes.launch import start_quick_game

        start_quick_game(app)                # a game is being played and autosaved …
        app.step(16, [])
        raise RuntimeError("a cannonball hit the code")   # … when something breaks

    monkeypatch.setattr(scenes.app, "_loop", exploding_loop)
    assert scenes.app.run() == 1
    err = capsys.readouterr().err
    assert "a cannonball hit the code" in err and "Traceback" not in err
    crash_log = private_home / "logs" / "crash.log"
    assert "RuntimeError" in crash_log.read_text(encoding="utf-8")
    assert boxes and "Something went wrong" in boxes[0] and "Continue" in boxes[0]
    assert str(crash_log) in boxes[0]
    found = saves.resume_latest()
    assert found.session is not None and found.notes == []


def test_the_log_panel_and_reaction_prompt_settings_apply_at_once() -> None:
    import pygame as pg

    from game.core.session import GameSession, SeatConfig
    from scenes.app import build_app

    app = build_app(headless=True)
    app.session = GameSession([SeatConfig("A"), SeatConfig("B", "easy"),
                               SeatConfig("C", "easy")], seed=1)
    table = app.go("table")
    app.step(16, [])
    assert table.lay().log is not None                       # "auto" at 1280×720: shown
    app.go("settings")
    app.top.set_log_panel("closed")
    app.top.set_prompts("holders")
    app.top.handle_event(pg.event.Event(pg.USEREVENT))       # any event stores the change
    assert settings_store.load()[0].log_panel == "closed"
    app.pop()
    app.step(16, [])
    assert table.lay().log is None                           # closed at once
    app.go("new_game")
    assert app.top.options["reaction_prompts"] == "holders"  # the default for new games
