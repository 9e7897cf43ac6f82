"""Translation hook: every user-visible string goes through `_()` (gettext), from day one.

The active language can change at run time (settings), so `_` looks up the current
translation on every call instead of binding one catalogue at import time. Text is therefore
translated where it is shown, never stored translated (the log is built from events at display
time; constants are marked with `N_` and translated where they are drawn).

    _("Settings")                                    # a whole sentence or label
    _("{who} played {cards}.").format(who=…, cards=…) # named placeholders, never concatenation
    ngettext("{k} card", "{k} cards", k).format(k=k)  # counts: Polish has three forms

Each table's strings live with the table: `game/<table>/translations/<lang>/LC_MESSAGES/
<table>.mo`, its own gettext domain named after its package. The shell's and game/core's strings
live in the shared domain, `assets/translations/<lang>/LC_MESSAGES/messages.mo`. A language is
the shared catalogue with every registered table's chained behind it as a fallback
(`translation`), so `_()` finds a string wherever it lives and adding a table edits no shared
catalogue and no code here: each table's domain is named to this module as the table registers
(`game.core.registry.register` calls `add_domain`). `python3 tools/i18n.py`
extracts, updates and compiles every domain (docs/translating.md). English is the source
language: it needs no catalogue.
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "messages"   # the shared catalogue: the shell's and core's strings (Babel's default name)
LOCALE_DIR = Path(__file__).resolve().parents[2] / "assets" / "translations"
GAME_DIR = Path(__file__).resolve().parents[1]
#: the folder of a table's own catalogue inside its package (game/<table>/translations)
TABLE_FOLDER = "translations"

#: The languages the game speaks, each named in its own language (for the settings).
LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski", "de": "Deutsch"}
DEFAULT = "en"

_current: gettext.NullTranslations = gettext.NullTranslations()
_code = DEFAULT
#: the registered tables' packages, each with its place among the tables (the registry's order)
_TABLE_DOMAINS: dict[str, tuple[int, str]] = {}


def add_domain(package: str, place: tuple[int, str] = (0, "")) -> None:
    """A table's own catalogue joins the language's chain (the registry calls this as a table
    registers; the language in use is re-chained at once)."""
    if package and package not in _TABLE_DOMAINS:
        _TABLE_DOMAINS[package] = place
        if _code != DEFAULT:
            set_language(_code)


def set_language(code: str | None) -> str:
    """Switch the language ('en', 'pl', 'de'); unknown codes fall back to English.
    Returns the code now in use."""
    global _current, _code
    code = code if code in LANGUAGES else DEFAULT
    _current = translation(code)
    _code = code
    return code


def catalogues() -> list[tuple[str, Path]]:
    """Every domain the game speaks from, as (domain, folder of its <lang>/LC_MESSAGES): the
    shared one first, then each registered table's own, named after its package and kept in
    its package's `translations` folder (so it travels with the table into a bundle or a
    wheel). Only the tables registered so far: `registry.games()` first finds them all."""
    tables = sorted(_TABLE_DOMAINS, key=lambda package: _TABLE_DOMAINS[package])
    return [(DOMAIN, LOCALE_DIR)] + [(package, GAME_DIR / package / TABLE_FOLDER)
                                     for package in tables]


def translation(code: str) -> gettext.NullTranslations:
    """The words of a language: the shared catalogue with each table's chained behind it
    (gettext's fallback), so a string is found in whichever catalogue holds it. A domain
    without a catalogue for this language is left out (its strings stay English)."""
    chain: gettext.NullTranslations | None = None
    for domain, folder in catalogues():
        try:
            found = gettext.translation(domain, localedir=folder, languages=[code])
        except OSError:
            continue
        if chain is None:
            chain = found
        else:
            chain.add_fallback(found)
    return chain if chain is not None else gettext.NullTranslations()


def language() -> str:
    """The code of the language in use."""
    return _code


def _supported(tag: str) -> str | None:
    """'pl_PL.UTF-8' → 'pl', 'German_Germany.1252' (Windows) → 'de'; None if unsupported."""
    tag = tag.strip().lower()
    if not tag or tag in ("c", "posix"):
        return None
    for code, names in (("pl", ("polish",)), ("de", ("german", "deutsch")),
                        ("en", ("english",))):
        if tag.split(".")[0].replace("-", "_").split("_")[0] == code or tag.startswith(names):
            return code
    return None


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language if the game speaks it, else English. Looks at LANGUAGE (a
    colon-separated preference list), LC_ALL, LC_MESSAGES and LANG, then at the locale."""
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if not value:
            continue
        for tag in value.split(":"):
            found = _supported(tag)
            if found:
                return found
        if key != "LANGUAGE":   # the first locale variable that is set decides (POSIX order)
            return DEFAULT
    if environ is None:
        try:
            tag = locale.getlocale()[0] or ""
        except ValueError:
            tag = ""
        return _supported(tag) or DEFAULT
    return DEFAULT


def _(message: str) -> str:
    """Translate a user-visible message into the active language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that suits `n` in the active language (format it after)."""
    return _current.ngettext(singular, plural, n)


_n = ngettext


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated where shown)."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted message for extraction as one plural entry, translated where shown
    with `ngettext(*pair, n)` (N_ on each form would make two unrelated entries)."""
    return singular, plural
