"""What the three PyInstaller specs share: names, the entry script, data files, exclusions.

The specs (`jolly-roger-linux.spec`, `-windows.spec`, `-macos.spec`) are run by
`python3 tools/build_bundle.py`, which keeps PyInstaller's work folder in
`build/pyinstaller-work/` and the bundle in `dist/` (both ignored by git, never here).

Data files keep their place relative to the packages: the code finds them from
`Path(__file__)` (game/core/i18n.py, scenes/theme.py, scenes/app.py, each table's cards.py),
and in a PyInstaller 6 bundle `__file__` of a frozen module lies inside `_internal/`, so
`_internal/assets/...` and `_internal/game/<table>/data/...` are where they are looked for.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SPEC_DIR = ROOT / "build" / "spec"
NAME = "jolly-roger"                       # the executable and the bundle folder
APP_NAME = "Jolly Roger"                   # the macOS .app and what players see
BUNDLE_ID = "com.jollyrogerstudio.jollyroger"
ENTRY = str(SPEC_DIR / "launcher.py")
ICON_PNG = ROOT / "assets" / "icon" / "jolly-roger.png"
ICON_ICO = ROOT / "assets" / "icon" / "jolly-roger.ico"
ICON_ICNS = ROOT / "assets" / "icon" / "jolly-roger.icns"

# Sources and build-only files: never shipped (.po are compiled to .mo; the icon's
# .ico and .icns go into the executable or the .app, not into assets).
NOT_SHIPPED = {".po", ".pot", ".ico", ".icns", ".py", ".pyc", ".svg", ".xcf", ".kra"}

# What the game never needs but PyInstaller might follow into: test tools, the build
# tools themselves, other GUI toolkits, numpy (pygame's surfarray is optional).
EXCLUDES = [
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib",
    "numpy", "PIL", "matplotlib", "IPython",
    "pytest", "_pytest", "hypothesis", "ruff", "pluggy", "iniconfig",
    "PyInstaller", "setuptools", "pkg_resources", "pip", "wheel", "distutils", "lib2to3",
    "pydoc_data", "xmlrpc", "test", "tests",
    # OpenSSL (~5 MB): no network; hashlib falls back to its built-in hashes without it.
    "_hashlib", "_ssl", "ssl",
    "pygame.tests", "pygame.examples", "pygame.docs",
]


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def datas() -> list[tuple[str, str]]:
    """(file, folder in the bundle) for everything under assets/ and every table's card data."""
    found = []
    for path in sorted((ROOT / "assets").rglob("*")):
        if path.is_file() and path.suffix.lower() not in NOT_SHIPPED:
            found.append((str(path), str(path.parent.relative_to(ROOT))))
    for path in sorted((ROOT / "game").glob("*/data/*.toml")):
        found.append((str(path), str(path.parent.relative_to(ROOT))))
    return found


def hiddenimports() -> list[str]:
    """Every module of the game: the command line imports some by name (scenes/cli.py)."""
    from PyInstaller.utils.hooks import collect_submodules

    return collect_submodules("game") + collect_submodules("scenes")


def metadata() -> list[tuple[str, str]]:
    """The project's metadata, so `jolly-roger --version` works in the bundle."""
    from PyInstaller.utils.hooks import copy_metadata

    return copy_metadata("jolly-roger")


def analysis_options() -> dict[str, object]:
    return {
        "pathex": [str(ROOT)],
        "datas": datas() + metadata(),
        "hiddenimports": hiddenimports(),
        "excludes": EXCLUDES,
        "noarchive": False,
        "optimize": 0,   # asserts stay: the engine checks its invariants with them
    }
