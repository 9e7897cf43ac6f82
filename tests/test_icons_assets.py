"""The game-icons.net pictures (issue 17): tools/fetch_icons.py's manifest, the extracted SVGs
and scenes/kit/icons.py, which renders them headless at any size and colour and falls back to
a drawn shape when a file is missing or broken, never a crash.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.kit import icons  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import fetch_icons  # noqa: E402

MANIFEST = fetch_icons.load_manifest()


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    pygame.init()
    icons.forget()
    yield
    icons.forget()


def opaque(surf: pygame.Surface) -> int:
    """How many pixels of the picture are not transparent."""
    w, h = surf.get_size()
    return sum(1 for x in range(w) for y in range(h) if surf.get_at((x, y)).a > 128)


def test_issue17_every_manifest_key_names_an_extracted_file() -> None:
    assert icons.keys() == MANIFEST["keys"]
    for key, name in MANIFEST["keys"].items():
        assert (icons.folder() / f"{name}.svg").is_file(), key
    on_disk = {p.stem for p in icons.folder().glob("*.svg")}
    assert on_disk == set(MANIFEST["icons"])        # nothing extracted that nobody uses


def test_issue17_every_icon_is_white_standalone_and_names_its_author() -> None:
    for name, author in MANIFEST["icons"].items():
        text = (icons.folder() / f"{name}.svg").read_text(encoding="utf-8")
        assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg"'), name
        assert "currentColor" not in text and 'fill="#fff"' in text, name
        assert f"{name} by {MANIFEST['authors'][author]}" in text and "CC BY 3.0" in text


@pytest.mark.parametrize("size", [16, 24, 48, 128])
def test_issue17_every_icon_renders_at_16_to_128_px(size: int) -> None:
    for key in MANIFEST["keys"]:
        assert icons.available(key, size), key
        img = icons.icon(key, size, (200, 40, 30))
        assert img.get_size() == (size, size)
        ink = [img.get_at((x, y)) for x in range(size) for y in range(size)
               if img.get_at((x, y)).a > 64]
        assert len(ink) > size * size // 12, key      # a picture, not an empty square
        assert all(abs(c.r - 200) <= 2 and abs(c.g - 40) <= 2 and abs(c.b - 30) <= 2
                   for c in ink if c.a > 200), key    # tinted in the colour asked


def test_issue17_rendered_icons_are_cached() -> None:
    assert icons.icon("crew.cannons", 40, (1, 2, 3)) is icons.icon("crew.cannons", 40, (1, 2, 3))
    assert icons.icon("crew.cannons", 40) is not icons.icon("crew.cannons", 41)


def test_issue17_an_unknown_key_draws_a_stand_in_not_a_crash() -> None:
    assert not icons.available("crew.telepathy")
    img = icons.icon("crew.telepathy", 32, (10, 20, 30))
    assert img.get_size() == (32, 32) and opaque(img) > 20


def test_issue17_a_missing_or_corrupt_file_draws_a_stand_in(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "manifest.toml").write_text(
        'format = 1\n[keys]\n"a.broken" = "broken"\n"a.missing" = "missing"\n'
        '"a.good" = "good"\n', encoding="utf-8")
    (tmp_path / "broken.svg").write_text("<svg this is not", encoding="utf-8")
    good = (icons.FOLDER / "cannon.svg").read_text(encoding="utf-8")
    (tmp_path / "good.svg").write_text(good, encoding="utf-8")
    monkeypatch.setattr(icons, "FOLDER", tmp_path)
    icons.forget()
    assert icons.available("a.good")
    for key in ("a.broken", "a.missing"):
        assert not icons.available(key, 24)
        assert opaque(icons.icon(key, 24)) > 10
    # a wrong manifest: every key falls back, the table still draws
    (tmp_path / "manifest.toml").write_text("format = = 1", encoding="utf-8")
    icons.forget()
    assert icons.keys() == {} and opaque(icons.icon("a.good", 24)) > 10


def _package(icon_bodies: dict[str, str]) -> bytes:
    data = json.dumps({"prefix": "game-icons", "width": 512, "height": 512,
                       "icons": {k: {"body": v} for k, v in icon_bodies.items()}}).encode()
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as tar:
        info = tarfile.TarInfo("package/icons.json")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return out.getvalue()


def _pinned(blob: bytes) -> dict[str, object]:
    manifest = json.loads(json.dumps(MANIFEST))
    manifest["source"]["integrity"] = "sha512-" + base64.b64encode(
        hashlib.sha512(blob).digest()).decode()
    manifest["source"]["sha256"] = hashlib.sha256(blob).hexdigest()
    manifest["icons"] = {"cannon": "lorc", "barrel": "delapouite"}
    return manifest


def test_issue17_the_tool_is_reproducible_and_refuses_another_package() -> None:
    blob = _package({"cannon": '<path fill="currentColor" d="M0 0h9v9z"/>',
                     "barrel": '<path fill="currentColor" d="M1 1h9v9z"/>'})
    manifest = _pinned(blob)
    first = fetch_icons.outputs(manifest, blob)
    assert first == fetch_icons.outputs(manifest, blob)
    assert set(first) == {"cannon.svg", "barrel.svg", "credits.json"}
    assert 'fill="#fff"' in first["cannon.svg"] and "cannon by Lorc" in first["cannon.svg"]
    names = {a["name"]: a["icons"] for a in json.loads(first["credits.json"])["authors"]}
    assert names == {"Lorc": ["cannon"], "Delapouite": ["barrel"]}
    with pytest.raises(fetch_icons.IconError, match="sha512"):
        fetch_icons.outputs(manifest, blob + b"\0")


def test_issue17_the_tool_refuses_an_icon_without_an_author(tmp_path: Path) -> None:
    text = (fetch_icons.MANIFEST.read_text(encoding="utf-8")
            .replace('cannon = "lorc"', 'cannon = "nobody"'))
    (tmp_path / "manifest.toml").write_text(text, encoding="utf-8")
    with pytest.raises(fetch_icons.IconError, match="no known author"):
        fetch_icons.load_manifest(tmp_path / "manifest.toml")


def test_issue17_the_credits_file_is_what_the_manifest_makes() -> None:
    text = (icons.folder() / "credits.json").read_text(encoding="utf-8")
    assert text == fetch_icons.credits(MANIFEST)
    used = {MANIFEST["authors"][a] for a in MANIFEST["icons"].values()}
    assert {a["name"] for a in json.loads(text)["authors"]} == used


def test_issue17_the_cache_never_grows_without_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Window resizes ask for new sizes; the cache empties itself past its limit."""
    monkeypatch.setattr(icons, "LIMIT", 20)
    for size in range(10, 60):
        icons.icon("crew.sabers", size, (9, 9, 9))
        assert len(icons._TINTED) <= 21
    assert icons.icon("crew.sabers", 59, (9, 9, 9)).get_size() == (59, 59)
