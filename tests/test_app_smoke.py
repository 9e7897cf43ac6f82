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


#: What the app may use of the engine (non-negotiable 1). The shell (scenes/*.py, scenes/kit)
#: knows no table: only the shared core — the registry, the game-log API, the session (the
#: loop that plays a game with its AI seats, shared with the simulators), errors, the bot
#: protocol and its second-core helper (the smoke test starts one), translation and the checks
#: of what is read from files (untrusted), and the guided game's story format (tutorial, issue
#: 30: the kit's coach table tells any table's story). A table's
#: scenes (scenes/<table>/) may use their own table's public modules too: its declaration,
#: commands, events, prompts, views, card catalogue, words, engine facade and rulebook —
#: never its rules, state, evolve or AI internals.
CORE_API = {f"game.core.{m}" for m in ("bots", "errors", "gamelog", "i18n", "registry",
                                       "second_core", "session", "tutorial", "untrusted")}
#: a table's public modules; ".sets": RUM's set preview, the one legality source of a set (DA2,
#: docs/rum-api.md)
TABLE_API = ("", ".cards", ".commands", ".engine", ".events", ".prompts", ".rulebook", ".view",
             ".words", ".sets", ".tutorial",   # .tutorial: the guided game's script (issue 15)
             ".ai.explain",   # the hint's reason, judged from the player's view (issue 14)
             # Merchants & Marauders (issue 33): its key lists, its cards' generated rules
             # text and the dice odds it shows before a battle (docs/merchants-api.md)
             ".vocabulary", ".text", ".odds",
             # the hints' reasons from the seat's own view (issue 30): RUM's parrot risk,
             # Meuterer's majority and role the offer aims at
             ".risk", ".aims")


def _game_imports(path: Path) -> set[str]:
    import ast

    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            package = ROOT / node.module.replace(".", "/")
            names |= {f"{node.module}.{a.name}" if (package / f"{a.name}.py").exists()
                      or (package / a.name).is_dir() else node.module for a in node.names}
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return {n for n in names if n == "game" or n.startswith("game.")}


def test_scenes_use_only_the_engines_public_api() -> None:
    tables = {p.parent.name for p in (ROOT / "game").glob("*/__init__.py")} - {"core"}
    private: dict[str, list[str]] = {}
    seen: set[str] = set()
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        rel = path.relative_to(ROOT)
        own = rel.parts[1] if len(rel.parts) > 2 and rel.parts[1] in tables else None
        allowed = CORE_API | ({f"game.{own}{m}" for m in TABLE_API} if own else set())
        used = _game_imports(path)
        seen |= used
        for name in used - allowed:
            private.setdefault(name, []).append(str(rel))
    assert private == {}, "scenes/ reaches past the engine's public API"
    assert "game.core.registry" in seen and "game.core.gamelog" in seen   # real imports seen


def test_the_shell_knows_no_table() -> None:
    """Issue 12: the app shell and the table kit find tables through the registry only."""
    shell = [*(ROOT / "scenes").glob("*.py"), *(ROOT / "scenes" / "kit").glob("*.py")]
    named = {str(p.relative_to(ROOT)): sorted(n for n in _game_imports(p)
                                              if not n.startswith("game.core"))
             for p in shell}
    assert {k: v for k, v in named.items() if v} == {}


def test_the_shell_imports_nothing_of_the_kit() -> None:
    """The arrows go one way (scenes/<table> -> scenes/kit -> scenes): the shell's modules
    (scenes/*.py) import neither the kit nor a table's scenes — the window size the kit's text
    floor follows lives in the shell (scenes.drawing.window). The one exception is the
    installation check (scenes/smoke.py), a leaf nothing imports, which renders every picture
    the kit draws."""
    import ast

    below = ("scenes.kit", *(f"scenes.{p.parent.name}"
                             for p in (ROOT / "scenes").glob("*/__init__.py")))
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "scenes").glob("*.py")):
        if path.name == "smoke.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        modules |= {n.module for n in ast.walk(tree)
                    if isinstance(n, ast.ImportFrom) and n.module and n.level == 0}
        modules |= {f"scenes.{a.name}" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
                    and n.module == "scenes" for a in n.names}
        bad = sorted(m for m in modules if any(m == b or m.startswith(b + ".") for b in below))
        if bad:
            found[str(path.relative_to(ROOT))] = bad
    assert found == {}


def test_the_core_knows_no_table_and_no_scene() -> None:
    """The arrows go one way (scenes -> game/<table> -> game/core): game/core imports no table
    package, nothing of the app (scenes) and no pygame, and names no table's id — a table's
    id lives only in its own package."""
    import ast

    tables = {p.parent.name for p in (ROOT / "game").glob("*/__init__.py")} - {"core"}
    ids = set()
    for table in tables:
        tree = ast.parse((ROOT / "game" / table / "__init__.py").read_text(encoding="utf-8"))
        ids |= {node.value.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "ID" for t in node.targets)
                and isinstance(node.value, ast.Constant)}
    assert len(ids) == len(tables)   # each table's ID = "..." was found
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "game" / "core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        modules |= {n.module for n in ast.walk(tree)
                    if isinstance(n, ast.ImportFrom) and n.module and n.level == 0}
        bad = sorted(m for m in modules if m.split(".")[0] in ("scenes", "pygame")
                     or (m.startswith("game.") and m.split(".")[1] in tables))
        bad += sorted({n.value for n in ast.walk(tree)
                       if isinstance(n, ast.Constant) and n.value in ids})
        if bad:
            found[str(path.relative_to(ROOT))] = bad
    assert found == {}


def test_pygame_is_pygame_ce() -> None:
    import pygame

    assert getattr(pygame, "IS_CE", False), "plain pygame is installed; it clashes with pygame-ce"
