"""The player's files that cannot be read: set aside (renamed), never deleted. No pygame here."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from game.core.untrusted import beside, file_name

log = logging.getLogger("jolly_roger.saves")


def set_aside(path: Path) -> Path | None:
    """Rename an unreadable file so it is never offered again (and never deleted). The new
    name is cut short where the old one leaves no room for the tag (255-byte names)."""
    for k in range(1000):
        target = beside(path, ".unreadable" if k == 0 else f".unreadable-{k}")
        if not os.path.lexists(target):
            break
    try:
        os.replace(path, target)
    except OSError as err:
        log.warning("cannot set aside %s: %s", file_name(path), err.strerror or "?")
        return None
    return target
