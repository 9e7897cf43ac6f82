"""CC BY 3.0 asks that every game-icons.net author be named, with the licence and its address
(issue 17): the About & credits page, the README and assets/LICENSES.md name every author whose
icon the game ships, and every bundle carries the pictures and their credits.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import i18n  # noqa: E402
from scenes import credits  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
CREDITS = json.loads((ICONS / "credits.json").read_text(encoding="utf-8"))
AUTHORS = [a["name"] for a in CREDITS["authors"]]
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"


def test_issue17_the_credits_data_names_an_author_for_every_shipped_icon() -> None:
    credited = {icon for a in CREDITS["authors"] for icon in a["icons"]}
    assert credited == {p.stem for p in ICONS.glob("*.svg")}
    assert {"Lorc", "Delapouite"} <= set(AUTHORS)
    assert CREDITS["licence"] == "CC BY 3.0" and CREDITS["licence_url"] == LICENCE_URL


def test_issue17_the_credits_page_names_every_author_the_licence_and_its_address() -> None:
    for lang in ("en", "pl", "de"):
        i18n.set_language(lang)
        try:
            words = "\n".join(f"{h}\n{t}" for h, t in credits.sections())
        finally:
            i18n.set_language("en")
        for author in AUTHORS:
            assert author in words, (lang, author)
        assert "game-icons.net" in words and "CC BY 3.0" in words and LICENCE_URL in words


def test_issue17_a_damaged_credits_file_still_credits_the_site(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(credits, "PICTURE_CREDITS", ROOT / "no-such-credits.json")
    names, licence, url = credits.picture_authors()
    assert "game-icons.net" in names and licence == "CC BY 3.0" and url == LICENCE_URL


def test_issue17_readme_and_licences_file_name_every_author_and_icon() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    licences = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    for text in (readme, licences):
        assert "game-icons.net" in text and "CC BY 3.0" in text and LICENCE_URL in text
        for author in AUTHORS:
            assert author in text, author
    for entry in CREDITS["authors"]:              # the table: author | their icons
        row = next(line for line in licences.splitlines()
                   if line.startswith(f"| {entry['name']} |"))
        assert row == f"| {entry['name']} | {', '.join(entry['icons'])} |"


def test_issue17_every_bundle_ships_the_pictures_the_manifest_and_their_credits() -> None:
    sys.path.insert(0, str(ROOT / "build" / "spec"))
    import common

    shipped = {(Path(source).relative_to(ROOT).as_posix(), folder)
               for source, folder in common.datas()}
    wanted = {(f"assets/icons/{p.name}", "assets/icons") for p in ICONS.iterdir()}
    assert len(wanted) == len(list(ICONS.glob("*.svg"))) + 2
    assert wanted <= shipped, sorted(wanted - shipped)[:5]
    assert not any(name.endswith(".svg") and folder != "assets/icons"
                   for name, folder in shipped)          # other SVGs stay sources
