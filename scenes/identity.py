"""The app's identity: its name, its command and its version. The app is named after its
flagship table, but the two are different things: a table's id lives only in its own package
(game/<table>/__init__.py), while this is what the desktop, the terminal and the log files
call the program. No pygame here.
"""

from __future__ import annotations

from importlib import metadata

APP_ID = "jolly-roger"      # the project, the command, the window class, the log file
APP_NAME = "Jolly Roger"    # what players see (the title bar, the data folders)


def version() -> str:
    """The installed version of the project (pyproject.toml is the only place it is written)."""
    try:
        return metadata.version(APP_ID)
    except metadata.PackageNotFoundError:
        return "0+unknown"
