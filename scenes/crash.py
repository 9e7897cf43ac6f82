"""When something goes wrong: notes in a log file, a crash in crash.log and one line for the
player (and a message box over the game's window) instead of a traceback. No pygame at import.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.core.i18n import _
from game.core.untrusted import NOT_REGULAR, NotRegularFile, regular_file_size
from scenes.identity import APP_ID, version
from scenes.paths import log_dir


def setup_logging() -> None:
    """Warnings and notes (a repaired save, a setting that fell back) go to jolly-roger.log in
    the user's log folder, kept small (three files of 512 kB)."""
    import logging
    from logging.handlers import RotatingFileHandler

    root = logging.getLogger("jolly_roger")
    if root.handlers:
        return
    try:
        handler: logging.Handler = RotatingFileHandler(
            _appendable(log_dir() / f"{APP_ID}.log"), maxBytes=512 * 1024, backupCount=2,
            encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def _appendable(path: Path) -> Path:
    """`path`, if it is a regular file or none yet; else NotRegularFile (a pipe standing there
    would block the app the moment it is opened)."""
    if os.path.lexists(path) and isinstance(regular_file_size(path), str):
        raise NotRegularFile(NOT_REGULAR)
    return path


def report_crash(error: BaseException, *, saved: bool = False, box: bool = False) -> int:
    """Write the traceback to crash.log in the user's log folder and tell the player in one
    line (and, with `box`, in a message box over the game's window)."""
    import traceback
    from datetime import datetime

    details = "".join(traceback.format_exception(error))
    try:
        log_file = _appendable(log_dir() / "crash.log")
        with log_file.open("a", encoding="utf-8") as log:
            log.write(f"--- {datetime.now().isoformat(timespec='seconds')} {version()}\n")
            log.write(details)
    except OSError:  # nowhere to keep it: the terminal is the only place left
        sys.stderr.write(details)
        log_file = None
    message = _("Jolly Roger stopped because of an error: {error}.").format(error=error)
    if log_file is not None:
        message += " " + _("The details are in {path}.").format(path=log_file)
    print(message, file=sys.stderr)
    if box:
        show_crash_box(log_file, saved)
    return 1


def crash_box_text(log_file: object, saved: bool) -> str:
    words = _("Something went wrong.")
    if saved:
        words += " " + _("Your game is saved: choose Continue on the title screen.")
    if log_file is not None:
        words += " " + _("The log is at {path}.").format(path=log_file)
    return words


def show_crash_box(log_file: object, saved: bool) -> None:
    """A native message box, when there is a real window to show it on."""
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return
    try:
        import pygame

        pygame.display.message_box(_("Jolly Roger"), crash_box_text(log_file, saved),
                                   message_type="error")
    except Exception:  # no box possible: the line on the terminal and the log remain
        return
