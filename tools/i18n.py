"""The translation catalogues: extract the strings, update the languages, compile them.

    python3 tools/i18n.py            # all three steps (runs itself in .venv-test, which has Babel)
    python3 tools/i18n.py extract    # game/ and scenes/ → assets/translations/messages.pot
    python3 tools/i18n.py update     # the .pot → every <lang>/LC_MESSAGES/messages.po
    python3 tools/i18n.py compile    # every .po → its .mo (what the game loads)
    python3 tools/i18n.py check      # change nothing; exit 1 if a step would change something
    python3 tools/i18n.py init xx    # start a new language

Strings are found where the code calls `_()`, `N_()`, `ngettext()` or `_n()`; a comment that
starts with `TRANSLATORS:` just above one goes into the catalogue as a note. Files are only
rewritten when their messages change (not for a new date), so the diff shows real changes.
The .mo files are committed: the game runs from a fresh clone without Babel.
See docs/translating.md.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "assets" / "translations"
DOMAIN = "messages"
POT = TRANSLATIONS / f"{DOMAIN}.pot"
SOURCES = ("game", "scenes")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "_n": (1, 2), "Nn_": (1, 2)}
COMMENT_TAGS = ("TRANSLATORS:",)
WIDTH = 96


def _in_venv() -> None:
    """Run again with the test environment's Python (.venv-test has Babel), unless Babel is here."""
    try:
        import babel  # noqa: F401
    except ImportError:
        sys.path.insert(0, str(ROOT / "tools"))
        import bootstrap

        bootstrap.replace_process(bootstrap.ensure("test"), [str(Path(__file__).resolve())]
                                  + sys.argv[1:])


def languages() -> list[str]:
    """Every language with a catalogue, e.g. ['de', 'pl']."""
    return sorted(p.parent.parent.name for p in TRANSLATIONS.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(lang: str) -> Path:
    return TRANSLATIONS / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def extract_catalog():  # -> babel.messages.Catalog
    """Every translatable string of the code, as a fresh template catalogue."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(project="Jolly Roger", version="1", charset="utf-8",
                      msgid_bugs_address="", copyright_holder="Jolly Roger",
                      fuzzy=False)
    for source in SOURCES:
        found = extract_from_dir(ROOT / source, method_map=[("**.py", "python")],
                                 keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
                                 strip_comment_tags=True)
        for filename, lineno, message, comments, context in found:
            path = f"{source}/{filename}".replace(os.sep, "/")
            catalog.add(message, None, [(path, lineno)], auto_comments=comments,
                        context=context)
    return catalog


def _po_bytes(catalog, **options) -> bytes:  # noqa: ANN001
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, include_lineno=False, **options)
    return out.getvalue()


def _without_dates(data: bytes) -> bytes:
    """The file without its date lines, which change on every run."""
    return b"\n".join(line for line in data.split(b"\n")
                      if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:',
                                              b"# Copyright", b"# FIRST AUTHOR")))


def _write_if_changed(path: Path, data: bytes, dry: bool) -> bool:
    """Write `data` unless the file already says the same (dates aside); True if it differed."""
    old = path.read_bytes() if path.exists() else b""
    if _without_dates(old) == _without_dates(data):
        return False
    if not dry:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return True


def extract(dry: bool = False) -> list[str]:
    """Write the template; the names of files that changed (or would)."""
    data = _po_bytes(extract_catalog(), include_previous=False)
    return [str(POT.relative_to(ROOT))] if _write_if_changed(POT, data, dry) else []


def _read_po(path: Path, locale: str | None = None):  # noqa: ANN202
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def update(dry: bool = False) -> list[str]:
    """Bring every language's .po in line with the template (new strings empty, gone ones
    dropped; no fuzzy guesses: a translator writes each new string)."""
    template = _read_po(POT) if not dry else extract_catalog()
    changed = []
    for lang in languages():
        catalog = _read_po(po_path(lang), lang)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        data = _po_bytes(catalog, ignore_obsolete=True, include_previous=False)
        if _write_if_changed(po_path(lang), data, dry):
            changed.append(str(po_path(lang).relative_to(ROOT)))
    return changed


def mo_bytes(lang: str) -> bytes:
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, _read_po(po_path(lang), lang), use_fuzzy=False)
    return out.getvalue()


def compile_all(dry: bool = False) -> list[str]:
    """Write every .mo from its .po (fuzzy and empty translations left out)."""
    changed = []
    for lang in languages():
        data = mo_bytes(lang)
        path = mo_path(lang)
        if not path.exists() or path.read_bytes() != data:
            if not dry:
                path.write_bytes(data)
            changed.append(str(path.relative_to(ROOT)))
    return changed


def init(lang: str) -> list[str]:
    """Start a catalogue for a new language from the template."""
    from babel.messages.catalog import Catalog

    template = _read_po(POT)
    catalog = Catalog(locale=lang, project="Jolly Roger", version="1", fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    path = po_path(lang)
    if path.exists():
        raise SystemExit(f"{path} exists already")
    _write_if_changed(path, _po_bytes(catalog, ignore_obsolete=True), False)
    return [str(path.relative_to(ROOT))]


def main(argv: list[str]) -> int:
    _in_venv()
    step = argv[0] if argv else "all"
    if step == "init" and len(argv) == 2:
        changed = init(argv[1])
    elif step == "extract":
        changed = extract()
    elif step == "update":
        changed = update()
    elif step == "compile":
        changed = compile_all()
    elif step == "all":
        changed = extract() + update() + compile_all()
    elif step == "check":
        stale = extract(dry=True) + update(dry=True) + compile_all(dry=True)
        for name in stale:
            print(f"out of date: {name}")
        if stale:
            print("run: python3 tools/i18n.py")
        return 1 if stale else 0
    else:
        print(__doc__)
        return 2
    for name in changed:
        print(f"wrote {name}")
    if not changed:
        print("the catalogues are up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
