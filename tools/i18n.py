"""The translation catalogues: extract the strings, update the languages, compile them.

    python3 tools/i18n.py            # all three steps (runs itself in .venv-test, which has Babel)
    python3 tools/i18n.py extract    # game/ and scenes/ → every domain's .pot
    python3 tools/i18n.py update     # each .pot → its <lang>/LC_MESSAGES/<domain>.po
    python3 tools/i18n.py compile    # every .po → its .mo (what the game loads)
    python3 tools/i18n.py check      # change nothing; exit 1 if a step would change something
    python3 tools/i18n.py init xx    # start a new language (in every domain)

One domain (catalogue) per table and one shared:

    assets/translations/messages.pot                  the shell's and game/core's strings
    game/<table>/translations/<table>.pot             a table's: game/<table>/ and scenes/<table>/

The tables are the registry's (`game.core.i18n.catalogues()`), so a new table gets its own
catalogue on the first run and no shared file changes. A string the shell uses lives only in
the shared domain; a string two tables use (and the shell does not) is in each of their
domains, with the same translation (a language chains the domains, so one msgid has one
translation). A string new to a domain that another domain translates already arrives with
that translation: a string moving between domains keeps its words.

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
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "assets" / "translations"
DOMAIN = "messages"
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


@dataclass(frozen=True)
class Domain:
    """One catalogue: its name, the folder of its .pot and <lang>/LC_MESSAGES, and the table
    whose folders (game/<table>/, scenes/<table>/) its strings come from ("" for the shared)."""

    name: str
    folder: Path
    table: str = ""

    @property
    def pot(self) -> Path:
        return self.folder / f"{self.name}.pot"

    def po(self, lang: str) -> Path:
        return self.folder / lang / "LC_MESSAGES" / f"{self.name}.po"

    def mo(self, lang: str) -> Path:
        return self.po(lang).with_suffix(".mo")

    def owns(self, path: str) -> bool:
        """Is this source file ('scenes/rum/hud.py') one of the table's?"""
        return path.split("/")[1:2] == [self.table] and path.split("/")[0] in SOURCES


def domains() -> list[Domain]:
    """The shared domain, then every registered table's, as the game chains them."""
    if str(ROOT) not in sys.path[:1]:
        sys.path.insert(0, str(ROOT))   # this checkout's game, not an installed one
    from game.core import i18n, registry

    registry.games()                    # every table registered: its domain named
    found = []
    for name, folder in i18n.catalogues():
        here = ROOT / folder.relative_to(i18n.GAME_DIR.parent)
        found.append(Domain(name, here, "" if name == i18n.DOMAIN else name))
    return found


SHARED = Domain(DOMAIN, TRANSLATIONS)


def languages() -> list[str]:
    """Every language with a catalogue, e.g. ['de', 'pl'] (the shared domain's decide)."""
    return sorted(p.parent.parent.name for p in TRANSLATIONS.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def _template():  # -> babel.messages.Catalog
    from babel.messages.catalog import Catalog

    return Catalog(project="Jolly Roger", version="1", charset="utf-8",
                   msgid_bugs_address="", copyright_holder="Jolly Roger", fuzzy=False)


def _key(message: str | tuple[str, ...], context: str | None) -> tuple[str, str | None]:
    return (message[0] if isinstance(message, tuple) else message), context


def extract_catalogs() -> dict[str, object]:
    """Every domain's template: {domain name: babel Catalog} of the strings of the code."""
    from babel.messages.extract import extract_from_dir

    found = []
    for source in SOURCES:
        for filename, lineno, message, comments, context in extract_from_dir(
                ROOT / source, method_map=[("**.py", "python")], keywords=KEYWORDS,
                comment_tags=COMMENT_TAGS, strip_comment_tags=True):
            found.append((f"{source}/{filename}".replace(os.sep, "/"), lineno, message,
                          comments, context))
    tables = [d for d in domains() if d.table]
    owner = {path: next((d.name for d in tables if d.owns(path)), DOMAIN)
             for path, *_rest in found}
    shared = {_key(message, context) for path, _line, message, _c, context in found
              if owner[path] == DOMAIN}
    catalogs = {d.name: _template() for d in [SHARED, *tables]}
    for path, lineno, message, comments, context in found:
        if owner[path] != DOMAIN and _key(message, context) in shared:
            continue   # the shell's string; the shared catalogue names only the shell's files
        catalogs[owner[path]].add(message, None, [(path, lineno)], auto_comments=comments,
                                   context=context)
    return catalogs


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
    """Write every domain's template; the names of files that changed (or would)."""
    changed = []
    catalogs = extract_catalogs()
    for domain in domains():
        data = _po_bytes(catalogs[domain.name], include_previous=False)
        if _write_if_changed(domain.pot, data, dry):
            changed.append(str(domain.pot.relative_to(ROOT)))
    return changed


def _read_po(path: Path, locale: str | None = None):  # noqa: ANN202
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def _new_po(lang: str):  # noqa: ANN202
    from babel.messages.catalog import Catalog

    return Catalog(locale=lang, project="Jolly Roger", version="1", fuzzy=False)


def _memory(lang: str) -> dict[object, object]:
    """Every translation of a language in any domain now, by msgid (and context): the shared
    domain's first, then the tables' in the registry's order."""
    known: dict[object, object] = {}
    for domain in domains():
        if domain.po(lang).exists():
            for message in _read_po(domain.po(lang), lang):
                if message.id and _done(message.string):
                    known.setdefault((message.id, message.context), message.string)
    return known


def _done(string: str | tuple[str, ...]) -> bool:
    forms = string if isinstance(string, tuple) else (string,)
    return all(form and form.strip() for form in forms)


def update(dry: bool = False) -> list[str]:
    """Bring every domain's .po of every language in line with its template: a new string
    takes its translation from any domain that has it (a string moving between domains keeps
    its words), else arrives empty; gone ones are dropped; no fuzzy guesses: a translator
    writes each new string. A table without a catalogue for a language gets one."""
    fresh = extract_catalogs() if dry else None
    changed = []
    for lang in languages():
        memory = _memory(lang)   # read before any .po of the language is rewritten
        for domain in domains():
            template = fresh[domain.name] if fresh is not None else _read_po(domain.pot)
            path = domain.po(lang)
            catalog = _read_po(path, lang) if path.exists() else _new_po(lang)
            catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
            for message in catalog:
                if message.id and not _done(message.string):
                    message.string = memory.get((message.id, message.context), message.string)
            data = _po_bytes(catalog, ignore_obsolete=True, include_previous=False)
            if _write_if_changed(path, data, dry):
                changed.append(str(path.relative_to(ROOT)))
    return changed


def mo_bytes(lang: str, domain: Domain = SHARED) -> bytes:
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, _read_po(domain.po(lang), lang), use_fuzzy=False)
    return out.getvalue()


def compile_all(dry: bool = False) -> list[str]:
    """Write every .mo from its .po (fuzzy and empty translations left out)."""
    changed = []
    for domain in domains():
        for lang in languages():
            if not domain.po(lang).exists():
                continue
            data = mo_bytes(lang, domain)
            path = domain.mo(lang)
            if not path.exists() or path.read_bytes() != data:
                if not dry:
                    path.write_bytes(data)
                changed.append(str(path.relative_to(ROOT)))
    return changed


def init(lang: str) -> list[str]:
    """Start a catalogue for a new language from the template, in every domain."""
    changed = []
    for path in [d.po(lang) for d in domains() if d.po(lang).exists()][:1]:
        raise SystemExit(f"{path} exists already")
    for domain in domains():
        path = domain.po(lang)
        catalog = _new_po(lang)
        catalog.update(_read_po(domain.pot), no_fuzzy_matching=True)
        _write_if_changed(path, _po_bytes(catalog, ignore_obsolete=True), False)
        changed.append(str(path.relative_to(ROOT)))
    return changed


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
