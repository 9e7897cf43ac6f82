"""The About & credits page (scenes/credits.py, route "credits", issue 19): the app's name and
pyproject's version, every font's author and licence, the code's licence, in every language,
every line inside the panel, and Esc goes back. It is reached from the title (the lead adds
the button there); here it is opened by its route.
"""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core import i18n  # noqa: E402
from scenes import credits, drawing  # noqa: E402
from scenes.app import build_app  # noqa: E402
from scenes.identity import APP_NAME, version  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FRAME = 16


@pytest.fixture
def app() -> Iterator[App]:
    application = build_app(Settings(window_size=(1280, 720)), headless=True)
    application.step(FRAME, [])
    yield application


def page_text() -> str:
    return "\n".join(f"{heading}\n{words}" for heading, words in credits.sections())


def test_issue19_the_credits_page_shows_the_name_and_pyprojects_version() -> None:
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as handle:
        expected = tomllib.load(handle)["project"]["version"]
    assert version() == expected
    assert f"{APP_NAME} {expected}" in page_text()


def test_issue19_the_credits_name_every_font_and_the_licences() -> None:
    """Each bundled font family (assets/fonts/README.md's table) with its author and the
    OFL; the code's MIT licence; where the full texts are."""
    readme = (ROOT / "assets" / "fonts" / "README.md").read_text(encoding="utf-8")
    families = {row.split("|")[3].strip() for row in readme.splitlines()
                if row.startswith("| ") and ".ttf" in row}
    words = page_text()
    assert families
    for family in families:                      # e.g. "Vollkorn by Friedrich Althausen"
        assert family in words, family
    for licence in ("SIL Open Font License 1.1", "MIT", "LGPL 2.1", "LICENSES.md"):
        assert licence in words, licence


def test_issue19_every_credits_string_goes_through_gettext() -> None:
    """Each string literal of sections() is the message of a _() call (names and the
    version go in through .format)."""
    tree = ast.parse((ROOT / "scenes" / "credits.py").read_text(encoding="utf-8"))
    function = next(n for n in ast.walk(tree)
                    if isinstance(n, ast.FunctionDef) and n.name == "sections")
    messages = {id(call.args[0]) for call in ast.walk(function)
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "_"}
    literals = [n for n in ast.walk(function)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
                and n is not function.body[0].value]        # not the docstring
    assert literals and all(id(n) in messages for n in literals)


@pytest.mark.parametrize("lang", ("en", "pl", "de"))
@pytest.mark.parametrize("size", ((1280, 720), (960, 600), (1920, 1080)))
def test_issue19_the_credits_page_fits_its_window_in_every_language(
        app: App, lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    app.step(FRAME, [pg.event.Event(pg.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        scene = app.go("credits")
        app.step(FRAME, [])
    finally:
        drawing.probe = None
        i18n.set_language("en")

    assert app.top is scene and scene.route == "credits"
    assert scene.text_bottom <= scene.box.bottom
    assert probe.measured >= len(credits.sections()) * 2
    assert not probe.misfits, probe.misfits[:5]


def test_issue19_escape_and_back_leave_the_credits_page(app: App) -> None:
    under = app.top
    app.go("credits")
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=pg.K_ESCAPE, mod=0, unicode="",
                                    scancode=0)])
    assert app.top is under
    scene = app.go("credits")
    scene.back_button.action()
    app.step(FRAME, [])
    assert app.top is under
