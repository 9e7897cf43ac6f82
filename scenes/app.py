"""The game window: opens the title scene, or says in one line why there is no window.

Crashes are handled by `scenes.crash`: a log file and one line instead of a traceback.

Test hooks, read from the environment:
  JOLLY_ROGER_AUTOCLOSE_MS=N    close the window by itself after N milliseconds
  JOLLY_ROGER_SCREENSHOT=PATH   save the last frame drawn as an image before closing
  JOLLY_ROGER_FIRST_FRAME=1     print "first frame <scene>" once the first frame is drawn, and
                                close (benchmarks/startup.py times a cold start with it)
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from game.core.i18n import _, set_language
from game.core.untrusted import shown
from scenes import paths, settings_store
from scenes.audio import Audio
from scenes.crash import report_crash, setup_logging
from scenes.identity import APP_ID, APP_NAME
from scenes.manager import App
from scenes.settings_store import Settings

log = logging.getLogger("jolly_roger.app")

APP_IDENTITY = {
    "SDL_APP_NAME": APP_NAME,
    "SDL_VIDEO_X11_WMCLASS": APP_ID,
    "SDL_VIDEO_WAYLAND_WMCLASS": APP_ID,
}
INVISIBLE_DRIVERS = ("offscreen", "dummy")  # what SDL falls back to when there is no screen
ICON_FILE = Path(__file__).resolve().parent.parent / "assets" / "icon" / f"{APP_ID}.png"


def run(replay: str | None = None) -> int:
    """Open the window and keep it until the player quits; 0 then, 1 if it cannot open.
    `replay`: a game log to show in the replay viewer over the title."""
    autoclose_ms = _env_milliseconds("JOLLY_ROGER_AUTOCLOSE_MS")
    screenshot = os.environ.get("JOLLY_ROGER_SCREENSHOT")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for hint, value in APP_IDENTITY.items():  # names for the taskbar and the sound mixer
        os.environ.setdefault(hint, value)
    setup_logging()
    try:
        import pygame
    except ImportError as error:
        return _tell(
            _("Jolly Roger could not start: pygame-ce is missing ({reason}).").format(reason=error)
            + " "
            + _("Start the game with: python3 play.py")
        )
    if _unix_without_display():
        return _no_window(_("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)"))
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
        if driver in INVISIBLE_DRIVERS and not os.environ.get("SDL_VIDEODRIVER"):
            pygame.quit()  # SDL fell back to a window nobody can see: say so instead
            return _no_window(_("no display found (SDL fell back to its invisible driver)"))
        app = build_app()
        if replay is not None:
            from scenes.replay import open_replay

            problem = open_replay(app, Path(replay))
            if problem:
                pygame.quit()
                return _tell(problem)
    except pygame.error as error:
        pygame.quit()
        return _no_window(str(error).rstrip(". ") or _("no display found"))
    try:
        _loop(app, autoclose_ms, screenshot)
    except Exception as error:  # the player sees a message box, the log gets the traceback
        saved = app.session is not None and app.session.log is not None
        return report_crash(error, saved=saved, box=True)
    finally:
        pygame.quit()
    return 0


def build_app(settings: Settings | None = None, *, headless: bool = False) -> App:
    """The app with its global keys (F1 rules & cards, F11 full screen) and the title scene.
    Tests use `build_app(headless=True)` and drive it with `app.step(dt, events)`."""
    import pygame

    register_scenes()
    if settings is None:
        settings, _notes = settings_store.load()   # fall-backs are noted in the log file
    app = App(settings, headless=headless)
    set_language(app.settings.language)
    pygame.display.set_caption(_("Jolly Roger"))
    set_window_icon()
    app.hotkeys[pygame.K_F1] = lambda: toggle_help(app)
    app.hotkeys[pygame.K_F11] = lambda: toggle_fullscreen(app)
    app.audio = Audio(app)  # type: ignore[attr-defined]
    app.listeners.append(app.audio.listener)  # type: ignore[attr-defined]
    app.tickers.append(app.audio.update)  # type: ignore[attr-defined]  (music follows scenes)
    app.go("title")
    warn_unwritable(app)
    return app


def unwritable_words() -> str:
    """One sentence per folder that cannot be written, naming it and what is lost ("" if every
    folder can be written)."""
    lost = {
        "data": _("The folder {folder} cannot be written ({reason}): saves, replays and "
                  "statistics will not be kept this time."),
        "config": _("The folder {folder} cannot be written ({reason}): settings and the "
                    "tutorial's progress will not be kept this time."),
        "logs": _("The folder {folder} cannot be written ({reason}): notes and crash reports "
                  "will not be kept this time."),
    }
    return " ".join(lost[kind].format(folder=shown(str(path)), reason=reason)
                    for kind, (path, reason) in sorted(paths.unwritable().items()))


def warn_unwritable(app: App) -> None:
    """Say once, at the start, which folders cannot be written and what is lost (issue 29):
    the game itself runs on."""
    words = unwritable_words()
    if words:
        log.warning("%s", words)
        app.notice(words, ms=20000)


def register_scenes() -> None:
    """Import every scene module once: each registers its routes (scenes/routes.py) as it is
    imported. The one place that knows them all; scenes open one another by name."""
    from scenes import (  # noqa: F401
        choose_table,
        confirm,
        credits,
        curtain,
        newgame,
        pause,
        replay,
        settings_scene,
        stats_scene,
        table_routes,
        tables,
        title,
    )

    tables.discover()   # each table's own scenes (the table, results, rules, replay viewer)


def set_window_icon() -> None:
    """The flag in the title bar and the taskbar (assets/icon, drawn by tools/make_icon.py).
    A missing or broken icon file is no reason to stop: the window keeps SDL's own icon."""
    import contextlib

    import pygame

    with contextlib.suppress(pygame.error, OSError):
        pygame.display.set_icon(pygame.image.load(str(ICON_FILE)))


def toggle_help(app: App) -> None:
    """F1 anywhere: Rules & cards over the current scene (the game waits below), or back."""
    if app.top is not None and app.top.route == "rules":
        app.pop()
    else:
        app.go("rules")


def toggle_fullscreen(app: App) -> None:
    app.settings.fullscreen = not app.settings.fullscreen
    app.apply_display()
    app.save_settings()


def _loop(app: App, autoclose_ms: int | None, screenshot: str | None) -> None:
    import pygame

    started = pygame.time.get_ticks()
    first_frame = bool(os.environ.get("JOLLY_ROGER_FIRST_FRAME"))
    while app.running and app.stack:
        app.step()
        if first_frame:
            print(f"first frame {type(app.top).__name__}", flush=True)
            break
        if autoclose_ms is not None and pygame.time.get_ticks() - started >= autoclose_ms:
            break
    if screenshot:
        os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
        pygame.image.save(app.screen, screenshot)


def _unix_without_display() -> bool:
    """On Linux and the BSDs a window needs X11 or Wayland, unless SDL_VIDEODRIVER picks another."""
    return (
        sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
        and not os.environ.get("SDL_VIDEODRIVER")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    )


def _no_window(reason: str) -> int:
    return _tell(
        _("Jolly Roger could not open a window: {reason}.").format(reason=reason)
        + " "
        + _("Start it from a desktop session with a screen.")
    )


def _tell(message: str) -> int:
    print(message, file=sys.stderr)
    return 1


def _env_milliseconds(name: str) -> int | None:
    value = os.environ.get(name, "").strip()
    if not value:
        return None
    try:
        return max(0, int(value))
    except ValueError:
        print(
            _("Ignoring {name}={value}: not a whole number.").format(name=name, value=value),
            file=sys.stderr,
        )
        return None
