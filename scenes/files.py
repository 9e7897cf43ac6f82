"""The player's files: those that cannot be read are set aside (renamed), never deleted; a save
being played is locked against a second window. No pygame here."""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from pathlib import Path
from typing import IO

from game.core.untrusted import file_name, names_beside

log = logging.getLogger("jolly_roger.saves")


def set_aside(path: Path) -> Path | None:
    """Rename an unreadable file so it is never offered again (and never deleted). The new
    name is cut short where the old one leaves no room for the tag (255-byte names)."""
    target = next((p for p in names_beside(path, ".unreadable") if not os.path.lexists(p)),
                  None)
    try:
        if target is None:
            raise FileExistsError("no free name")
        os.replace(path, target)
    except OSError as err:
        log.warning("cannot set aside %s: %s", file_name(path), err.strerror or "?")
        return None
    return target


class SaveLock:
    """One writer per save (issue 29): an exclusive lock on a lock file named after the save
    (in a folder of lock files, so the saves folder holds only games), held while this process
    plays that game. It is the operating system's lock (flock, or a locked
    byte on Windows), dropped when the process ends however it ends: a crashed or killed window
    never leaves a game locked. The lock file itself is only a name to lock; it may stay."""

    def __init__(self, path: Path, handle: IO[bytes]) -> None:
        self.path = path
        self._handle = handle

    @staticmethod
    def lock_path(save: Path, folder: Path) -> Path:
        """`<save's name>.lock` in `folder`; for a name with no room for the tag (255 bytes),
        a hash of it."""
        name = save.name + ".lock"
        if len(name.encode("utf-8", "surrogateescape")) > 255:
            name = hashlib.sha256(save.name.encode("utf-8", "surrogateescape")).hexdigest() \
                + ".lock"
        return folder / name

    @classmethod
    def take(cls, save: Path, folder: Path) -> SaveLock | None:
        """The lock of `save` (its lock file in `folder`), or None if another process holds
        it. OSError if the lock file cannot be made (an unwritable folder: then nobody can
        write the save either)."""
        folder.mkdir(parents=True, exist_ok=True)
        path = cls.lock_path(save, folder)
        handle = open(path, "a+b")  # noqa: SIM115 (held open while the game is played)
        try:
            _lock(handle)
        except OSError:
            handle.close()
            return None
        return cls(path, handle)

    def release(self) -> None:
        """Let go (the game ended here): the lock file is removed, then the lock dropped."""
        with contextlib.suppress(OSError):
            if os.name == "posix":
                self.path.unlink()
        with contextlib.suppress(OSError):
            _unlock(self._handle)
        self._handle.close()
        if os.name != "posix":
            with contextlib.suppress(OSError):
                self.path.unlink()


def _lock(handle: IO[bytes]) -> None:
    """Lock without waiting; OSError if someone else holds it."""
    if os.name == "nt":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock(handle: IO[bytes]) -> None:
    if os.name == "nt":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
