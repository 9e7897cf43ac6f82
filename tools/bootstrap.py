"""Make the project-local virtual environment `.venv` ready, using only the standard library.

`play.py` and `run_tests.py` call `ensure()` and then run their command with the Python it
returns. On first use it creates `.venv` beside pyproject.toml and runs `pip install -e .[test]`
there; afterwards it re-installs only when pyproject.toml changed (its hash is kept in
`.venv/.jolly-roger-installed`). It also keeps plain `pygame` out of `.venv`, because pygame
and pygame-ce install into the same package and clash.

This file must still *parse* on an old Python 3 so that it can refuse it with one clear line:
no f-strings, walrus or match here. Messages go to stderr, so stdout stays the command's own.
"""

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import time

MIN_PYTHON = (3, 11)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAMP_NAME = ".jolly-roger-installed"


def say(message: str) -> None:
    """Print one line for the person at the terminal (stderr, flushed at once)."""
    print("Jolly Roger: " + message, file=sys.stderr, flush=True)


def fail(message: str) -> None:
    """Print one clear line and stop with exit code 1."""
    say(message)
    sys.exit(1)


def check_python(version: "tuple[int, ...] | None" = None) -> None:
    """Refuse a Python older than MIN_PYTHON with one line, before anything else happens."""
    found = tuple(sys.version_info[:3]) if version is None else tuple(version)
    if found < MIN_PYTHON:
        fail(
            "needs Python {0}.{1} or newer, but this is Python {2} ({3}). "
            "Install a newer Python (python.org) and run this command with it.".format(
                MIN_PYTHON[0],
                MIN_PYTHON[1],
                ".".join(str(part) for part in found),
                sys.executable,
            )
        )


def venv_python(venv_dir: str) -> str:
    """Path of the venv's interpreter: Scripts\\python.exe on Windows, bin/python elsewhere."""
    if os.name == "nt":
        return os.path.join(venv_dir, "Scripts", "python.exe")
    return os.path.join(venv_dir, "bin", "python")


def pyproject_hash(root: str) -> str:
    with open(os.path.join(root, "pyproject.toml"), "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def read_stamp(venv_dir: str) -> str:
    try:
        with open(os.path.join(venv_dir, STAMP_NAME), encoding="utf-8") as handle:
            return handle.read().strip()
    except OSError:
        return ""


def write_stamp(venv_dir: str, digest: str) -> None:
    with open(os.path.join(venv_dir, STAMP_NAME), "w", encoding="utf-8") as handle:
        handle.write(digest + "\n")


def run_quietly(command: "list[str]", cwd: str) -> "tuple[int, str]":
    """Run a command, keeping its output back unless the caller decides to show it."""
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    done = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
    )
    return done.returncode, done.stdout


def run_or_fail(command: "list[str]", cwd: str, what: str) -> None:
    code, output = run_quietly(command, cwd)
    if code != 0:
        sys.stderr.write(output)
        fail("{0} failed (exit code {1}); the output above says why.".format(what, code))


def create_venv(venv_dir: str, cwd: str) -> None:
    """Create `.venv` with pip; a half-made one is removed so the next run starts clean."""
    if os.path.islink(venv_dir):
        os.unlink(venv_dir)
    elif os.path.lexists(venv_dir):
        shutil.rmtree(venv_dir)
    code, output = run_quietly([sys.executable, "-m", "venv", venv_dir], cwd)
    if code != 0:
        shutil.rmtree(venv_dir, ignore_errors=True)
        sys.stderr.write(output)
        fail(
            "could not create the virtual environment {0}. On Debian or Ubuntu install the "
            "venv package first (sudo apt install python3-venv), then try again.".format(venv_dir)
        )


def site_packages(venv_dir: str) -> "list[str]":
    found = glob.glob(os.path.join(venv_dir, "lib", "python*", "site-packages"))
    found += glob.glob(os.path.join(venv_dir, "Lib", "site-packages"))
    unique = {}  # type: dict[str, str]  # lib64 may be a link to lib
    for path in found:
        unique.setdefault(os.path.realpath(path), path)
    return sorted(unique.values())


def installed_versions(venv_dir: str, dist_name: str) -> "list[str]":
    """Versions of a distribution (normalised name, e.g. pygame_ce) found in the venv."""
    versions = []
    for folder in site_packages(venv_dir):
        for info in glob.glob(os.path.join(folder, dist_name + "-*.dist-info")):
            versions.append(os.path.basename(info)[len(dist_name) + 1 : -len(".dist-info")])
    return versions


def remove_plain_pygame(venv_dir: str, python: str, cwd: str) -> None:
    """Uninstall plain `pygame` if something put it in `.venv`, then repair pygame-ce."""
    if not installed_versions(venv_dir, "pygame"):
        return
    say(
        "removing plain 'pygame' from .venv: it clashes with pygame-ce, "
        "which Jolly Roger uses (never install both)."
    )
    run_or_fail([python, "-m", "pip", "uninstall", "-y", "-q", "pygame"], cwd, "pip uninstall")
    ce_versions = installed_versions(venv_dir, "pygame_ce")
    if ce_versions:
        # Both wrote into the same `pygame` folder: put pygame-ce's files back.
        run_or_fail(
            [
                python,
                "-m",
                "pip",
                "install",
                "-q",
                "--force-reinstall",
                "--no-deps",
                "pygame-ce==" + ce_versions[0],
            ],
            cwd,
            "pip install pygame-ce",
        )


def ensure(root: str = ROOT) -> str:
    """Make `.venv` ready for this checkout and return the path of its Python."""
    check_python()
    venv_dir = os.path.join(root, ".venv")
    python = venv_python(venv_dir)
    started = time.monotonic()
    digest = pyproject_hash(root)
    if not os.path.exists(python):  # missing, half-made, or its base Python was removed
        say("first run: setting up {0} (this takes a minute or two)...".format(venv_dir))
        create_venv(venv_dir, root)
    elif not read_stamp(venv_dir):
        say("installing into .venv (the last install did not finish)...")
    elif read_stamp(venv_dir) != digest:
        say("pyproject.toml changed: updating .venv...")
    if read_stamp(venv_dir) != digest:
        run_or_fail([python, "-m", "pip", "install", "-q", "-e", ".[test]"], root, "pip install")
        write_stamp(venv_dir, digest)
        say("ready ({0:.0f} s).".format(time.monotonic() - started))
    remove_plain_pygame(venv_dir, python, root)
    return python


def replace_process(
    python: str, args: "list[str]", env: "dict[str, str] | None" = None, cwd: "str | None" = None
) -> None:
    """Run `python args...` in place of this process and exit with its code.

    POSIX replaces the process (signals and the terminal go straight to the game); Windows
    has no real exec, so it waits for a child and passes its exit code on.
    """
    command = [python] + list(args)
    env = dict(os.environ) if env is None else env
    if cwd is not None:
        os.chdir(cwd)
    if os.name != "nt":
        sys.stdout.flush()
        sys.stderr.flush()
        os.execve(python, command, env)
    try:
        sys.exit(subprocess.call(command, env=env))
    except KeyboardInterrupt:
        sys.exit(130)
