"""The player's files that cannot be read: set aside (renamed), never deleted. No pygame here."""

from __future__ import annotations

import logging
import os
from pathlib import Path

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
