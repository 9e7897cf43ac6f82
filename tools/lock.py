"""Refresh the lock files in requirements/ from pyproject.toml, then run the suite against them.

    python3 tools/lock.py                      # re-solve: keep every pinned version that still
                                               # fits pyproject.toml, add or drop what changed
    python3 tools/lock.py --upgrade            # take the newest releases pyproject.toml allows
    python3 tools/lock.py --upgrade-package babel [--upgrade-package ruff ...]
    python3 tools/lock.py --no-test            # only write the locks
    python3 tools/lock.py --check              # exit 1 if a lock no longer fits pyproject.toml

A dependency changes only here, in a deliberate commit: the locks are written, the test suite
runs in a test environment made afresh from them (`python3 run_tests.py`), and the commit holds
pyproject.toml, requirements/ and whatever the new versions needed. Nothing installs a version
the locks do not name, with a hash they do not name.

The locks are written by uv (`uv pip compile --universal --generate-hashes`), itself installed
from requirements/lock.txt into .venv-lock. uv rather than pip-tools: pip-compile solves for the
system it runs on, and PyInstaller needs other packages on Windows (pefile, pywin32-ctypes) and
macOS (macholib) than on Linux; uv's universal mode writes one lock per environment that holds
every system's packages behind markers, for every Python from 3.11 on, so the release workflow
builds all three systems from the same files. Installing needs only pip (`--require-hashes`):
a player never needs uv.

    requirements/game.txt      pygame-ce, platformdirs: the player's .venv (play.py)
    requirements/build.txt     the game and PyInstaller: .venv-build (the bundle, the release)
    requirements/test.txt      the game, PyInstaller and the test tools: .venv-test
    requirements/backend.txt   setuptools, which installs the project itself (editable)
    requirements/lock.txt      uv, for this command

The test set is solved first and the others within it, so a package has the same version in
every environment: the bundle the suite builds is the bundle the release builds.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import bootstrap  # noqa: E402

LOCKS = ROOT / bootstrap.LOCKS
COMMAND = "python3 tools/lock.py"
PYTHON = "{}.{}".format(*bootstrap.MIN_PYTHON)

# lock file: (what it is solved from, solved within the test set?)
# "extra:NAME" is an extra of pyproject.toml, "group:NAME" a dependency group, "backend" the
# build-system's requirements, "project" the project's own dependencies.
PLAN: tuple[tuple[str, tuple[str, ...], bool], ...] = (
    ("test.txt", ("project", "extra:test", "backend"), False),
    ("build.txt", ("project", "extra:build", "backend"), True),
    ("game.txt", ("project",), True),
    ("backend.txt", ("backend",), True),
    ("lock.txt", ("group:lock",), False),
)


def backend_requirements() -> list[str]:
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as handle:
        return list(tomllib.load(handle)["build-system"]["requires"])


def compile_command(uv: str, target: str, sources: tuple[str, ...], within_test: bool,
                    upgrade: bool, packages: list[str]) -> list[str]:
    """The `uv pip compile` call that writes one lock file (paths relative to the root)."""
    command = [uv, "pip", "compile", "--quiet", "--universal", "--generate-hashes",
               "--python-version", PYTHON, "--custom-compile-command", COMMAND,
               "--no-strip-markers", "-o", f"{bootstrap.LOCKS}/{target}"]
    for source in sources:
        if source == "project":
            command.append("pyproject.toml")
        elif source.startswith("extra:"):
            command += ["--extra", source.split(":", 1)[1]]
        elif source.startswith("group:"):
            command += ["--group", source.split(":", 1)[1]]
    if "project" not in sources and any(s.startswith("extra:") for s in sources):
        raise ValueError(f"{target}: an extra needs the project")
    if within_test:
        command += ["--constraint", f"{bootstrap.LOCKS}/test.txt"]
    if upgrade:
        command.append("--upgrade")
    for package in packages:
        command += ["--upgrade-package", package]
    return command


def write_locks(uv: str, upgrade: bool, packages: list[str], out: Path = LOCKS) -> None:
    out.mkdir(exist_ok=True)
    backend_in = out / "backend.in"
    backend_in.write_text("".join(f"{line}\n" for line in backend_requirements()),
                          encoding="utf-8")
    try:
        for target, sources, within_test in PLAN:
            command = compile_command(uv, target, sources, within_test, upgrade, packages)
            if "backend" in sources:
                command.insert(command.index("-o"), f"{bootstrap.LOCKS}/backend.in")
            done = subprocess.run(command, cwd=ROOT, env=dict(os.environ, UV_NO_CONFIG="1"))
            if done.returncode != 0:
                raise SystemExit(f"lock: uv could not solve {target} (exit code "
                                 f"{done.returncode}); nothing else was written.")
            print(f"lock: wrote {bootstrap.LOCKS}/{target}")
    finally:
        backend_in.unlink(missing_ok=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/lock.py", description=__doc__.split("\n")[0])
    parser.add_argument("--upgrade", action="store_true",
                        help="take the newest releases that pyproject.toml allows")
    parser.add_argument("--upgrade-package", action="append", default=[], metavar="NAME",
                        help="take the newest release of this package only (repeatable)")
    parser.add_argument("--no-test", action="store_true", help="do not run the suite after")
    parser.add_argument("--check", action="store_true",
                        help="solve into a scratch folder and compare: exit 1 if the locks are "
                             "out of date with pyproject.toml")
    args = parser.parse_args(argv)
    uv = str(Path(bootstrap.ensure("lock")).parent / ("uv.exe" if os.name == "nt" else "uv"))
    if args.check:
        before = {path.name: path.read_bytes() for path in LOCKS.glob("*.txt")}
        write_locks(uv, False, [])
        after = {path.name: path.read_bytes() for path in LOCKS.glob("*.txt")}
        changed = sorted(name for name in after if before.get(name) != after[name])
        for name, content in before.items():   # leave the checkout as it was
            (LOCKS / name).write_bytes(content)
        if changed:
            print(f"lock: out of date with pyproject.toml: {', '.join(changed)}; "
                  f"run {COMMAND} and commit the result")
            return 1
        print("lock: every lock file fits pyproject.toml")
        return 0
    write_locks(uv, args.upgrade, args.upgrade_package)
    if args.no_test:
        return 0
    print("lock: running the test suite in an environment made from the new locks ...",
          flush=True)
    return subprocess.run([sys.executable, str(ROOT / "run_tests.py")], cwd=ROOT).returncode


if __name__ == "__main__":
    bootstrap.check_python()
    raise SystemExit(main())
