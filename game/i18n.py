"""Translation hook: every user-visible string goes through `_()` (gettext), from day one.

The active language can change at run time (settings), so `_` looks up the current
translation on every call instead of binding one catalogue at import time.
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "jolly_roger"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "translations"

_current: gettext.NullTranslations = gettext.NullTranslations()


def set_language(code: str | None) -> None:
    """Switch the language ('en', 'pl', 'de' …); unknown codes fall back to English."""
    global _current
    _current = gettext.translation(DOMAIN, localedir=LOCALE_DIR,
                                   languages=[code] if code else None, fallback=True)


def _(message: str) -> str:
    """Translate a user-visible message into the active language."""
    return _current.gettext(message)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated where shown)."""
    return message
