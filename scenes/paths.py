"""Where the game keeps its files (platformdirs, app name "Jolly Roger").

- saves, replays and statistics: the user data dir (`data_dir()`, `saves_dir()`, `replays_dir()`)
- settings: the user config dir (`config_dir()`)
- logs (crash log, notes about repaired files): the user log dir (`log_dir()`)

`JOLLY_ROGER_HOME` (an environment variable) moves all three under one folder — tests, the
smoke test and portable installs use it. Nothing here imports pygame.
"""

from __future__ import annotations

import os
from pathlib import Path

from scenes.identity import APP_NAME

HOME_VARIABLE = "JOLLY_ROGER_HOME"


def _home() -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) if home else None


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


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
