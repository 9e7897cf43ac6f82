"""The app's saved games: autosave of the game being played, Continue, finished games filed as
replays, files that cannot be read set aside (renamed, never deleted), and statistics.

Unfinished games live in `paths.saves_dir()`, one JSON-lines log each
(game/jolly_roger/gamelog.py); when a game ends its log moves to `paths.replays_dir()` and the
players' statistics are updated.
No pygame here.
"""

from __future__ import annotations

import contextlib
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from game.core.gamelog import LogError
from game.core.i18n import _
from scenes import paths, stats
from scenes.files import set_aside
from scenes.identity import version
from scenes.session import GameSession

log = logging.getLogger("jolly_roger.saves")
SUFFIX = ".jsonl"


def start_autosave(session: GameSession) -> str | None:
    """Write `session` to a new file in the saves folder from now on; the game is filed as a
    replay (and counted in the statistics) when it ends. A reason if saving is impossible —
    the game can still be played, unsaved."""
    try:
        session.autosave(paths.saves_dir(), app_version=version())
    except OSError as err:
        log.warning("cannot autosave: %s", err)
        return _("This game cannot be saved ({reason}); it can still be played.").format(
            reason=err.strerror or err)
    session.on_finish = file_finished
    return None


def file_finished(session: GameSession) -> None:
    """The game ended: move its log to the replays and count it in the statistics."""
    log_file = session.log.path if session.log is not None else None
    if log_file is not None and log_file.parent == paths.saves_dir():
        try:
            os.replace(log_file, paths.replays_dir() / log_file.name)
        except OSError as err:
            log.warning("cannot file the replay %s: %s", log_file, err)
    stats.record_game(session)


def _logs_in(folder: Path) -> list[Path]:
    """The game logs in `folder`, newest first (none if it cannot be read)."""
    try:
        files = [p for p in folder.iterdir() if p.suffix == SUFFIX and p.is_file()]
    except OSError:
        return []
    return sorted(files, key=lambda p: (p.stat().st_mtime, p.name), reverse=True)


def unfinished() -> list[Path]:
    """Saved games waiting to be continued, newest first."""
    return _logs_in(paths.saves_dir())


@dataclass
class Resumed:
    session: GameSession | None     # None: nothing to continue
    notes: list[str]                # what the player should be told (losses, files set aside)


def resume_file(path: Path, ai_delay_ms: int = 700) -> Resumed:
    """One saved game, loaded and ready to go on (its file still being written). A file that
    cannot be read is set aside with a note; a game found already over (the app stopped just
    as it ended) is filed as a replay — both give no session."""
    notes: list[str] = []
    try:
        session, note = GameSession.resume(path)
    except LogError as err:
        moved = set_aside(path)
        log.warning("unreadable save %s: %s", path, err)
        notes.append(_("A saved game could not be read ({reason}). It was set aside as "
                       "{file}.").format(reason=err, file=moved.name if moved else path.name))
        return Resumed(None, notes)
    except OSError as err:
        notes.append(_("A saved game could not be opened ({reason}).").format(
            reason=err.strerror or err))
        return Resumed(None, notes)
    if note:
        notes.append(note)
        log.warning("repaired save %s: %s", path, note)
    if session.over:
        session.log = None
        with contextlib.suppress(OSError):
            os.replace(path, paths.replays_dir() / path.name)
        stats.record_game(session)
        return Resumed(None, notes)
    session.ai_delay_ms = ai_delay_ms
    session.on_finish = file_finished
    return Resumed(session, notes)


def resume_latest(ai_delay_ms: int = 700) -> Resumed:
    """The newest unfinished game that can be continued (see `resume_file`); the notes of
    every file passed over on the way."""
    notes: list[str] = []
    for path in unfinished():
        found = resume_file(path, ai_delay_ms)
        notes += found.notes
        if found.session is not None:
            return Resumed(found.session, notes)
    return Resumed(None, notes)


def replays() -> list[Path]:
    """Finished games, newest first."""
    return _logs_in(paths.replays_dir())
