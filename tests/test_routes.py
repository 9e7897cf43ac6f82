"""Scenes open one another by name (scenes/routes.py), never by importing one another; the
command line and the files it uses work without pygame."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes import routes  # noqa: E402
from scenes.app import build_app  # noqa: E402
from scenes.manager import Scene  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAMES = {"title", "new_game", "table", "curtain", "results", "pause", "rules", "settings",
         "stats", "replays", "unfinished", "replay"}


def test_every_route_is_registered_once_the_app_is_built() -> None:
    app = build_app(headless=True)
    assert set(routes.ROUTES) >= NAMES
    assert app.top is not None and app.top.route == "title" and len(app.stack) == 1


def test_go_pushes_and_replace_leaves_the_new_scene_alone() -> None:
    app = build_app(headless=True)
    settings = app.go("settings")
    assert app.top is settings and settings.route == "settings" and len(app.stack) == 2
    rules = app.go("rules", 2)                         # arguments go to the scene after the app
    assert app.top is rules and rules.section == 2  # type: ignore[attr-defined]
    app.pop()
    assert app.top is settings
    title = app.go("title", replace=True)
    assert app.stack == [title]


def test_an_unknown_route_is_named_in_the_error() -> None:
    app = build_app(headless=True)
    with pytest.raises(LookupError, match="'treasure_map'"):
        app.go("treasure_map")


def test_a_route_cannot_be_taken_twice() -> None:
    class Impostor(Scene):
        pass

    with pytest.raises(ValueError, match="'title'"):
        routes.route("title")(Impostor)
    assert routes.ROUTES["title"] is not Impostor


def _imported_modules(path: Path) -> set[str]:
    """Every module `path` imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_no_scene_imports_another_scene() -> None:
    """Scenes open one another by route; a table's package only declares its scenes in its
    `__init__` (scenes/tables.py), which is not a scene."""
    registers = re.compile(r"^@route\(|^class \w+\((Scene|MenuScene|TableShell)\)", re.MULTILINE)
    scene_files = [p for p in sorted((ROOT / "scenes").rglob("*.py"))
                   if registers.search(p.read_text(encoding="utf-8"))]
    modules = {".".join(p.relative_to(ROOT).with_suffix("").parts): p for p in scene_files}
    modules.pop("scenes.menu")   # MenuScene: the base of the menus, not a scene of its own
    assert len(modules) >= 10
    crossing = {name: sorted(_imported_modules(path) & (set(modules) - {name}))
                for name, path in modules.items()}
    assert {name: found for name, found in crossing.items() if found} == {}


def test_the_command_line_and_the_files_it_uses_never_import_pygame() -> None:
    """`jolly-roger --version`, `scenario` and the save files work without a window."""
    modules = ("scenes.cli", "scenes.crash", "scenes.paths", "game.core.session", "scenes.saves",
               "scenes.stats", "scenes.settings_store", "scenes.files", "scenes.identity",
               "scenes.routes")
    code = (f"import sys\nimport {', '.join(modules)}\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
