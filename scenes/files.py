"""The player's files that cannot be read: set aside (renamed), never deleted. No pygame here."""

from __future__ import annotations

import logging
import os
from pathlib import Path

log = logging.getLogger("jolly_roger.saves")


def set_aside(path: Path) -> Path | None:
    """Rename an unreadable file so it is never offered again (and never deleted)."""
    target = path.with_name(path.name + ".unreadable")
    k = 1
    while target.exists():
        target = path.with_name(f"{path.name}.unreadable-{k}")
        k += 1
    try:
        os.replace(path, target)
    except OSError as err:
        log.warning("cannot set aside %s: %s", path, err)
        return None
    return target
