"""Issue 26: every environment is installed from a lock, and the player's holds only the game.

The locks in requirements/ are written by `python3 tools/lock.py` (uv); tools/bootstrap.py
installs them with `pip --require-hashes`. These tests read the locks as pip would, hold them
against pyproject.toml, make a real game environment from the lock in a scratch folder, and
check that an install that cannot proceed says what to do in one line.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
LOCKS = ROOT / "requirements"
sys.path.insert(0, str(ROOT / "tools"))
import bootstrap  # noqa: E402
import lock  # noqa: E402

LOCK_FILES = sorted(path.name for path in LOCKS.glob("*.txt"))
# What a player's .venv may hold beyond the game's lock: pip (venv puts it there) and the game.
GAME_ENV_EXTRAS = {"pip", "jolly-roger"}
TOOLS = {"pytest", "hypothesis", "ruff", "babel", "check-jsonschema", "pyinstaller",
         "setuptools", "uv", "mypy"}


def pinned(name: str) -> dict[str, tuple[Version, Marker | None, list[str]]]:
    """A lock file as {package: (version, marker, hashes)}, read as pip reads it."""
    text = (LOCKS / name).read_text(encoding="utf-8").replace("\\\n", " ")
    found = {}
    for line in text.splitlines():
        line = line.split(" #", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        hashes = re.findall(r"--hash=sha256:([0-9a-f]{64})", line)
        requirement = Requirement(re.sub(r"\s*--hash=\S+", "", line))
        specs = list(requirement.specifier)
        assert len(specs) == 1 and specs[0].operator == "==", f"{name}: not pinned: {line}"
        found[canonicalize_name(requirement.name)] = (Version(specs[0].version),
                                                      requirement.marker, hashes)
    return found


def pyproject() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)


def test_every_environment_has_its_lock() -> None:
    assert sorted([entry[1] for entry in bootstrap.ENVS.values()] + [bootstrap.BACKEND]) == \
        LOCK_FILES


@pytest.mark.parametrize("name", LOCK_FILES)
def test_every_package_of_a_lock_is_pinned_with_its_hashes(name: str) -> None:
    packages = pinned(name)
    assert packages
    for package, (_version, _marker, hashes) in packages.items():
        assert hashes, f"{name}: {package} has no hash"


@pytest.mark.parametrize("name", LOCK_FILES)
def test_no_lock_brings_plain_pygame(name: str) -> None:
    """pygame and pygame-ce install into the same package and clash: never both."""
    assert "pygame" not in pinned(name)


def test_a_package_has_the_same_version_in_every_lock() -> None:
    """The bundle the suite builds is the bundle the release builds."""
    versions: dict[str, set[Version]] = {}
    for name in LOCK_FILES:
        for package, (version, _marker, _hashes) in pinned(name).items():
            versions.setdefault(package, set()).add(version)
    assert {p: v for p, v in versions.items() if len(v) > 1} == {}


def satisfied(requirements: list[str], name: str) -> list[str]:
    """The requirements a lock file does not satisfy (for this system, as pip would judge)."""
    packages = pinned(name)
    missing = []
    for line in requirements:
        requirement = Requirement(line)
        if requirement.marker and not requirement.marker.evaluate():
            continue
        got = packages.get(canonicalize_name(requirement.name))
        if got is None or got[0] not in requirement.specifier:
            missing.append(line)
    return missing


def test_the_locks_satisfy_pyproject() -> None:
    project = pyproject()
    runtime = project["project"]["dependencies"]
    extras = project["project"]["optional-dependencies"]
    assert satisfied(runtime, "game.txt") == []
    assert satisfied(runtime + extras["build"], "build.txt") == []
    assert satisfied(runtime + extras["test"], "test.txt") == []
    assert satisfied(project["build-system"]["requires"], "backend.txt") == []
    assert satisfied(project["dependency-groups"]["lock"], "lock.txt") == []


def test_the_game_lock_holds_only_what_the_game_needs() -> None:
    """The player's set: pygame-ce and platformdirs, nothing to test or build with."""
    assert set(pinned("game.txt")) == {canonicalize_name(Requirement(line).name)
                                       for line in pyproject()["project"]["dependencies"]}


def test_the_locks_cover_every_system_the_release_builds_on() -> None:
    """PyInstaller's Windows and macOS helpers are in the build lock, behind their markers."""
    build = pinned("build.txt")
    systems = {str(marker) for _version, marker, _hashes in build.values() if marker}
    assert any("win32" in marker for marker in systems)
    assert any("darwin" in marker for marker in systems)


def test_the_release_workflow_installs_only_from_the_locks() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for line in workflow.splitlines():
        if "pip install" in line:
            assert "--require-hashes" in line, line
    assert "python run_tests.py" in workflow and "python tools/build_bundle.py" in workflow


# --- the launcher ---------------------------------------------------------------------------

def test_the_lock_command_solves_every_lock_within_the_test_set() -> None:
    """tools/lock.py: the test set first, every other set within it (the same versions)."""
    order = [target for target, _sources, _within in lock.PLAN]
    assert order[0] == "test.txt" and sorted(order) == LOCK_FILES
    for target, sources, within_test in lock.PLAN[1:]:
        command = lock.compile_command("uv", target, sources, within_test, False, [])
        assert ("requirements/test.txt" in command) == within_test
        assert "--generate-hashes" in command and "--universal" in command


@pytest.mark.parametrize("output, words", [
    ("ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device",
     "the disk is full"),
    ("WARNING: Retrying ... NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection "
     "object>: Failed to establish a new connection: [Errno -3] Temporary failure in name "
     "resolution')\nERROR: Could not find a version that satisfies the requirement pygame-ce",
     "needs the internet once"),
    ("ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.",
     "did not match the checksum"),
    ("Error: Command '['/x/.venv/bin/python3', '-m', 'ensurepip', '--upgrade', '--default-pip']' "
     "returned non-zero exit status 1.\nThe virtual environment was not created successfully "
     "because ensurepip is not available.", "sudo apt install python3-venv"),
])
def test_a_failed_install_says_what_to_do(output: str, words: str) -> None:
    assert words in bootstrap.diagnose(output, "installing")


def run_ensure(tmp_path: Path, env: dict[str, str], name: str = "game"
               ) -> subprocess.CompletedProcess[str]:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import bootstrap; "
            "print(bootstrap.ensure(sys.argv[2], venv_dir=sys.argv[3]))")
    return subprocess.run([sys.executable, "-c", code, str(ROOT / "tools"), name,
                           str(tmp_path / "venv")], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)


def offline_env(tmp_path: Path) -> dict[str, str]:
    """pip with no configuration, no cache and an index that answers nothing."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    return dict(env, PIP_CONFIG_FILE=os.devnull, PIP_NO_CACHE_DIR="1",
                PIP_INDEX_URL="http://127.0.0.1:9/simple", PIP_RETRIES="0",
                PIP_TIMEOUT="2", HOME=str(tmp_path))


def test_no_network_on_the_first_run_is_one_clear_line_and_the_next_run_tries_again(
        tmp_path: Path) -> None:
    done = run_ensure(tmp_path, offline_env(tmp_path))

    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert lines[-1].startswith("Jolly Roger: could not download the packages")
    assert "check the connection" in lines[-1] and "install.log" in lines[-1]
    assert bootstrap.read_stamp(str(tmp_path / "venv")) == ""   # nothing counts as installed


def test_a_full_disk_is_refused_before_anything_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Usage:
        free = 40 * 2**20

    monkeypatch.setattr(bootstrap.shutil, "disk_usage", lambda _path: Usage())
    with pytest.raises(SystemExit) as stopped:
        bootstrap.ensure("game", venv_dir=str(tmp_path / "venv"))
    assert stopped.value.code == 1
    assert "the disk has only 40 MB free" in capsys.readouterr().err
    assert not (tmp_path / "venv").exists()


@pytest.fixture(scope="module")
def game_env(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A player's .venv, made from the lock exactly as `python3 play.py` makes it."""
    venv = tmp_path_factory.mktemp("player") / "venv"
    python = bootstrap.ensure("game", venv_dir=str(venv))
    return Path(python)


def test_the_players_environment_holds_the_game_and_no_test_or_build_tool(
        game_env: Path) -> None:
    listed = subprocess.run(
        [str(game_env), "-c", "import importlib.metadata as m, json; print(json.dumps("
         "sorted({d.metadata['Name'] for d in m.distributions()})))"],
        capture_output=True, text=True, timeout=60, check=True)
    installed = {canonicalize_name(name) for name in json.loads(listed.stdout)}

    assert installed == set(pinned("game.txt")) | GAME_ENV_EXTRAS
    assert installed & TOOLS == set()
    versions = subprocess.run(
        [str(game_env), "-c", "import importlib.metadata as m; "
         "print(m.version('pygame-ce'), m.version('platformdirs'))"],
        capture_output=True, text=True, timeout=60, check=True).stdout.split()
    game = pinned("game.txt")
    assert [Version(v) for v in versions] == [game["pygame-ce"][0], game["platformdirs"][0]]


def test_the_players_environment_runs_the_game(game_env: Path, tmp_path: Path) -> None:
    env = dict(os.environ, JOLLY_ROGER_HOME=str(tmp_path))
    done = subprocess.run([str(game_env), "-m", "scenes", "--smoke-test"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_ready_environment_is_used_as_it_is(
        game_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A later launch only compares a stamp: no pip, no network (issue 26: ≤ 1 s to the title)."""
    def no_install(*_args: object, **_kwargs: object) -> tuple[int, str]:
        raise AssertionError("a ready environment ran an install step")

    monkeypatch.setattr(bootstrap, "run_quietly", no_install)
    assert bootstrap.ensure("game", venv_dir=str(game_env.parent.parent)) == str(game_env)


def test_an_old_python_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        bootstrap.check_python((3, 10, 12))
    assert stopped.value.code == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "needs Python 3.11 or newer, but this is Python 3.10.12" in err
