"""The wheel: built from the sources (pyproject.toml's package data), installed into a fresh
venv with the game's locked dependencies, it runs — its smoke test passes from a folder
outside the checkout and finds the same assets as the source — and it holds every registered
table's card data (a table added later ships its data with no edit to pyproject.toml).

The wheel is built from a copy of the sources, so setuptools' build/lib never lands in the
checkout and a file deleted from the sources cannot linger in a stale build folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from game.core.registry import games

ROOT = Path(__file__).resolve().parent.parent
ASSET_STAGES = ("fonts", "translations", "cards", "sounds", "icon")
# what a wheel is built from; the rest of the checkout (tests, tools, docs, environments) not
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "game", "scenes", "assets")

pytestmark = pytest.mark.skipif(
    sys.platform.startswith("win"), reason="the venv layout below is POSIX (bin/python)")


def _call(args: list[str | Path], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True,
                          timeout=600, **kwargs)
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    src.mkdir()
    junk = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=junk)
        else:
            shutil.copy2(ROOT / name, src / name)
    _call([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
           "--disable-pip-version-check", "-w", work / "dist", src])
    (found,) = (work / "dist").glob("jolly_roger-*.whl")
    return found


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the locked game dependencies and the wheel: its Python."""
    venv = tmp_path_factory.mktemp("venv") / "venv"
    _call([sys.executable, "-m", "venv", venv])
    python = venv / "bin" / "python"
    pip = [python, "-m", "pip", "install", "--disable-pip-version-check", "--no-input"]
    _call([*pip, "--require-hashes", "-r", ROOT / "requirements" / "game.txt"])
    _call([*pip, "--no-deps", wheel])
    return python


def _names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_wheel_holds_every_registered_tables_data(wheel: Path) -> None:
    names = _names(wheel)
    for info in games():
        data = sorted((ROOT / "game" / info.package / "data").glob("*.toml"))
        assert data, f"{info.id}: no card data in game/{info.package}/data"
        for path in data:
            assert path.relative_to(ROOT).as_posix() in names, f"{info.id}: {path.name} missing"


def test_the_wheel_holds_the_assets_but_not_their_sources(wheel: Path) -> None:
    names = _names(wheel)
    shipped = {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*")
               if p.is_file() and p.suffix not in (".po", ".pot", ".ico", ".icns")}
    assert shipped <= names, sorted(shipped - names)
    assert not [n for n in names if n.endswith((".po", ".pot", ".ico", ".icns"))]
    assert not [n for n in names if n.startswith(("tests/", "tools/", "build/"))]


def _smoke(program: list[str | Path], home: Path) -> subprocess.CompletedProcess[str]:
    """`--smoke-test` as a player's shell runs it: not in the checkout, no SDL settings."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY",
                        "PYTHONPATH", "VIRTUAL_ENV")}
    env["JOLLY_ROGER_HOME"] = str(home)
    return _call([*program, "--smoke-test"], cwd=home.parent, env=env)


def _asset_lines(output: str) -> list[str]:
    return [line.rsplit(" (", 1)[0] for line in output.splitlines()
            if line.split(":")[0] in ASSET_STAGES]


def test_the_installed_wheel_passes_its_smoke_test(installed: Path, tmp_path: Path) -> None:
    (tmp_path / "wheel").mkdir()
    done = _smoke([installed, "-m", "scenes"], tmp_path / "wheel" / "home")
    assert done.stdout.splitlines()[-1].startswith("smoke test passed"), done.stdout
    assert "Traceback" not in done.stderr
    where = _call([installed, "-c", "import scenes; print(scenes.__file__)"], cwd=tmp_path)
    assert not Path(where.stdout.strip()).is_relative_to(ROOT), "ran the checkout, not the wheel"
    (tmp_path / "source").mkdir()
    source = _smoke([sys.executable, "-m", "scenes"], tmp_path / "source" / "home")
    assert _asset_lines(done.stdout) == _asset_lines(source.stdout)
