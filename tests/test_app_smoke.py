"""The app opens and closes cleanly without a screen, and the project's import rules hold."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYGAME_IMPORT = re.compile(r"^\s*(import|from)\s+pygame", re.MULTILINE)


@pytest.fixture
def headless(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.delenv("JOLLY_ROGER_SCREENSHOT", raising=False)
    return monkeypatch


def test_window_opens_and_closes_by_itself(headless: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from scenes.app import run

    shot = tmp_path / "window.png"
    headless.setenv("JOLLY_ROGER_AUTOCLOSE_MS", "200")
    headless.setenv("JOLLY_ROGER_SCREENSHOT", str(shot))

    assert run() == 0

    import pygame

    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 720)
    assert picture.get_at((640, 360)) != picture.get_at((5, 5))  # the sea lies on the table


def test_no_display_gives_one_line_not_a_traceback(
    headless: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from scenes.app import run

    headless.setenv("SDL_VIDEODRIVER", "no-such-driver")

    assert run() == 1

    err = capsys.readouterr().err
    assert err.startswith("Jolly Roger could not open a window: ")
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux needs X11 or Wayland")
def test_linux_without_display_says_so(
    headless: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from scenes.app import run

    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        headless.delenv(name, raising=False)
    headless.setenv("JOLLY_ROGER_AUTOCLOSE_MS", "0")

    assert run() == 1

    assert capsys.readouterr().err.startswith("Jolly Roger could not open a window: no display")


def test_cli_prints_the_version() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scenes" / "cli.py"), "--version"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"jolly-roger {metadata.version('jolly-roger')}"


def test_a_crash_is_logged_not_shown(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import scenes.app
    from scenes.cli import main

    def broken_run() -> int:
        raise RuntimeError("the kraken ate the table")

    monkeypatch.setattr(scenes.app, "run", broken_run)
    monkeypatch.setenv("JOLLY_ROGER_HOME", str(tmp_path))

    assert main([]) == 1

    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "the kraken ate the table" in err and str(tmp_path / "logs" / "crash.log") in err
    assert "RuntimeError" in (tmp_path / "logs" / "crash.log").read_text(encoding="utf-8")


def test_game_never_imports_pygame() -> None:
    game = ROOT / "game"
    offenders = [
        str(path.relative_to(ROOT))
        for path in sorted(game.rglob("*.py"))
        if PYGAME_IMPORT.search(path.read_text(encoding="utf-8"))
    ]

    assert offenders == [], "game/ must stay pure Python (scenes -> game, never back)"


#: What the app may use of the engine (non-negotiable 1): commands, events and the game log,
#: views, prompts, the Game facade, the card catalogue, bots, words and translation, and the
#: scenario runner (the `scenario` command).
PUBLIC_ENGINE = {f"game.core.{m}" for m in ("bots", "errors", "gamelog", "i18n", "registry")} | {
    f"game.jolly_roger.{m}" for m in ("ai", "cards", "commands", "engine", "events", "gamelog",
                                       "prompts", "scenario", "view", "words")}


def test_scenes_use_only_the_engines_public_api() -> None:
    import ast

    used: dict[str, set[str]] = {}
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                package = ROOT / node.module.replace(".", "/")
                names = [f"{node.module}.{a.name}" if (package / f"{a.name}.py").exists()
                         or (package / a.name).is_dir() else node.module for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name == "game" or name.startswith("game."):
                    used.setdefault(name, set()).add(str(path.relative_to(ROOT)))
    private = {name: sorted(files) for name, files in used.items() if name not in PUBLIC_ENGINE}
    assert private == {}, "scenes/ reaches into the engine's internals"
    # the check sees real imports
    assert "game.core.registry" in used and "game.core.gamelog" in used


def test_pygame_is_pygame_ce() -> None:
    import pygame

    assert getattr(pygame, "IS_CE", False), "plain pygame is installed; it clashes with pygame-ce"
