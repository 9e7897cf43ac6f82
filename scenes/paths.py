"""Where the game keeps its files (platformdirs, app name "Jolly Roger").

- saves, replays and statistics: the user data dir (`data_dir()`, `saves_dir()`, `replays_dir()`)
- settings: the user config dir (`config_dir()`)
- logs (crash log, notes about repaired files): the user log dir (`log_dir()`)

`JOLLY_ROGER_HOME` (an environment variable) moves all three under one folder — tests, the
smoke test and portable installs use it. Nothing here imports pygame.

A folder that cannot be made or written (a read-only disk, no rights) is still returned: the
game runs on, each writer fails softly (it catches OSError), and `unwritable()` tells the title
which folders and what is lost, once (issue 29).
"""

from __future__ import annotations

import os
from pathlib import Path

from scenes.identity import APP_NAME

HOME_VARIABLE = "JOLLY_ROGER_HOME"


def _home() -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) if home else None


def _problem(path: Path) -> str | None:
    """Why `path` cannot be made or written (None: it can)."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        return err.strerror or type(err).__name__
    return None if os.access(path, os.W_OK | os.X_OK) else os.strerror(13)


def _ensure(path: Path) -> Path:
    """`path`, made if need be. One that cannot be made is still returned: its writers fail
    softly, and `unwritable()` says so."""
    _problem(path)
    return path


def unwritable() -> dict[str, tuple[Path, str]]:
    """What cannot be kept now, by kind ("data": saves, replays and statistics; "config":
    settings and the tutorial's progress; "logs": notes and crash reports), with the folder
    that cannot be written and why. Asked afresh each time (at the start: a few mkdir calls)."""
    found: dict[str, tuple[Path, str]] = {}
    for kind, folder in (("data", data_dir), ("data", saves_dir), ("data", replays_dir),
                         ("config", config_dir), ("logs", log_dir)):
        path = folder()
        problem = _problem(path)
        if problem is not None and kind not in found:
            found[kind] = (path, problem)
    return found


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return _ensure(home / "data")
    import platformdirs

    return _ensure(platformdirs.user_data_path(APP_NAME, appauthor=False))


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return _ensure(home / "config")
    import platformdirs

    return _ensure(platformdirs.user_config_path(APP_NAME, appauthor=False))


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return _ensure(home / "logs")
    import platformdirs

    return _ensure(platformdirs.user_log_path(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """Games in progress (one log file each, JSON lines)."""
    return _ensure(data_dir() / "saves")


def replays_dir() -> Path:
    """Finished games, kept for the replay viewer."""
    return _ensure(data_dir() / "replays")
