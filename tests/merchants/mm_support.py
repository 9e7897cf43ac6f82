"""What the Merchants & Marauders tests share: the shipped catalogue, loaded once, and
`broken_copy`, which copies data/ to a temporary folder with one value edited (DA18's tests
load the copy and read the refusal)."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.merchants.cards import DATA_DIR, Catalogue
from game.merchants.catalogue import load_catalogue

CAT: Catalogue = load_catalogue()


def broken_copy(tmp: Path, file: str, old: str, new: str, count: int = 1) -> Path:
    """data/ copied to `tmp`/data with the first `count` occurrences of `old` in `file`
    replaced by `new` (the text must be there: a test that edits nothing proves nothing)."""
    folder = tmp / "data"
    shutil.copytree(DATA_DIR, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, f"{old!r} is not in {file} {count} time(s)"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return folder
