"""The packaged game: build the Linux bundle with PyInstaller (tools/build_bundle.py) into a
temporary folder and check that what a player would download works — its smoke test passes
and finds the same assets as the source checkout, `--version` answers, and it carries no
test or build tools. PyInstaller's work folder (build/pyinstaller-work/suite, ignored by git)
is kept between runs, so a second build takes seconds. The same bundle is then packed as the
Linux download (tools/package.py linux), unpacked, smoke-tested and installed into a
temporary HOME's menu (issue 19).

Windows and macOS bundles are built, smoke-tested and packaged by the release workflow
(.github/workflows/release.yml) or by hand (docs/building.md).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "pyinstaller-work" / "suite"
SIZE_BUDGET_MIB = 60          # issue 6: the onedir bundle stays at or under 60 MB
PACKAGE_BUDGET_MIB = 25       # issue 19: the Linux .tar.gz a player downloads
ASSET_STAGES = ("fonts", "translations", "cards", "sounds", "icon")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="the suite builds only the Linux bundle; Windows and macOS: docs/building.md",
)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dist = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_bundle.py"), "--dist", str(dist),
         "--work", str(WORK)],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return dist / "jolly-roger"


def run(program: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """Run the bundle as a player's shell would: no screen, no SDL settings, not in the repo."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY",
                        "PYTHONPATH", "VIRTUAL_ENV")}
    env["JOLLY_ROGER_HOME"] = str(home)
    env["TMPDIR"] = str(home.parent / "tmp")
    Path(env["TMPDIR"]).mkdir(parents=True, exist_ok=True)
    return subprocess.run([str(program), *args], cwd=home.parent, env=env,
                          capture_output=True, text=True, timeout=120)


def asset_lines(output: str) -> list[str]:
    """The smoke test's asset lines without their timings."""
    return [line.rsplit(" (", 1)[0] for line in output.splitlines()
            if line.split(":")[0] in ASSET_STAGES]


def test_the_bundled_game_passes_its_smoke_test_with_the_same_assets_as_the_source(
        bundle: Path, tmp_path: Path) -> None:
    frozen = run(bundle / "jolly-roger", "--smoke-test", home=tmp_path / "home")

    assert frozen.returncode == 0, frozen.stdout + frozen.stderr
    assert frozen.stdout.splitlines()[-1].startswith("smoke test passed")
    assert "Traceback" not in frozen.stderr
    assert not (tmp_path / "home").exists()
    assert list((tmp_path / "tmp").iterdir()) == []
    source = run(Path(sys.executable).parent / "jolly-roger", "--smoke-test",
                 home=tmp_path / "source-home")
    assert source.returncode == 0, source.stdout + source.stderr
    assert asset_lines(frozen.stdout) == asset_lines(source.stdout)


def test_the_bundle_knows_its_version(bundle: Path, tmp_path: Path) -> None:
    from importlib import metadata

    done = run(bundle / "jolly-roger", "--version", home=tmp_path / "home")

    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"jolly-roger {metadata.version('jolly-roger')}"


def test_the_bundle_carries_the_game_data_and_no_test_or_build_tools(bundle: Path) -> None:
    inside = bundle / "_internal"
    assert (inside / "game" / "jolly_roger" / "data" / "jolly_roger.toml").is_file()
    assert (inside / "assets" / "icon" / "jolly-roger.png").is_file()
    assert sorted(p.name for p in (inside / "assets" / "fonts").glob("*.ttf")) == sorted(
        p.name for p in (ROOT / "assets" / "fonts").glob("*.ttf"))
    assert (inside / "assets" / "fonts" / "LICENSE-Lato.txt").is_file()
    for licence in ("LICENSE", "CHANGELOG.md", "assets/LICENSES.md",
                    "assets/licenses/LGPL-2.1.txt", "assets/licenses/Python.txt"):
        assert (inside / licence).is_file(), licence       # issue 19: shipped in every bundle
    names = {p.name.split(".")[0] for p in inside.rglob("*")}
    for unwanted in ("pytest", "_pytest", "hypothesis", "tkinter", "_tkinter", "numpy",
                     "PyInstaller", "tests"):
        assert unwanted not in names, unwanted
    assert not list(inside.rglob("*.po"))


def test_the_bundle_stays_within_its_size_budget(bundle: Path) -> None:
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())

    assert size <= SIZE_BUDGET_MIB * 2**20, f"{size / 2**20:.1f} MiB"


def test_issue19_the_linux_package_unpacks_runs_and_installs_into_the_menu(
        bundle: Path, tmp_path: Path) -> None:
    from importlib import metadata

    version = metadata.version("jolly-roger")
    made = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "package.py"), "linux", "--dist",
         str(bundle.parent), "--out", str(tmp_path / "out"), "--no-smoke-test"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stdout + made.stderr
    archives = list((tmp_path / "out").glob(f"jolly-roger-{version}-linux-*.tar.gz"))
    assert len(archives) == 1, made.stdout
    assert archives[0].stat().st_size <= PACKAGE_BUDGET_MIB * 2**20

    with tarfile.open(archives[0]) as tar:
        assert {m.name.split("/")[0] for m in tar.getmembers()} == {f"jolly-roger-{version}"}
        if hasattr(tarfile, "data_filter"):
            tar.extractall(tmp_path / "unpacked", filter="data")
        else:  # Python 3.11 before 3.11.4
            tar.extractall(tmp_path / "unpacked")  # noqa: S202 (our own archive)
    folder = tmp_path / "unpacked" / f"jolly-roger-{version}"
    assert (folder / "LICENSE").is_file() and (folder / "LICENSES.md").is_file()

    frozen = run(folder / "jolly-roger", "--smoke-test", home=tmp_path / "home")
    assert frozen.returncode == 0, frozen.stdout + frozen.stderr
    assert frozen.stdout.splitlines()[-1].startswith("smoke test passed")

    player = tmp_path / "player home"
    env = {"PATH": os.environ["PATH"], "HOME": str(player)}
    installed = subprocess.run(["sh", str(folder / "install.sh")], env=env, capture_output=True,
                               text=True, timeout=120)
    assert installed.returncode == 0, installed.stderr
    data = player / ".local" / "share"
    entry = data / "applications" / "com.jollyrogerstudio.jollyroger.desktop"
    assert f'Exec="{data / "jolly-roger" / "jolly-roger"}"' in entry.read_text()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                                 text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    assert len(list(data.glob("icons/hicolor/*/apps/com.jollyrogerstudio.jollyroger.png"))) == 9
    launched = run(player / ".local" / "bin" / "jolly-roger", "--version", home=tmp_path / "h2")
    assert launched.stdout.strip() == f"jolly-roger {version}", launched.stderr

    removed = subprocess.run(["sh", str(data / "jolly-roger" / "uninstall.sh")], env=env,
                             capture_output=True, text=True, timeout=120)
    assert removed.returncode == 0, removed.stderr
    assert not (data / "jolly-roger").exists() and not entry.exists()
    assert not (player / ".local" / "bin" / "jolly-roger").is_symlink()
