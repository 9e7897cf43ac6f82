"""Make one of the project's virtual environments ready, from the lock, with the standard library.

Every environment the project makes is installed from a lock file in `requirements/`: exact
versions and sha256 hashes of every package, direct and transitive, for every system, written by
`python3 tools/lock.py` (uv) and installed here by pip with `--require-hashes`, so the same
checkout installs the same files on every machine, whatever was released overnight.

    environment   folder        lock                       who uses it
    game          .venv         requirements/game.txt      play.py, the benchmarks, the monkey
    test          .venv-test    requirements/test.txt      run_tests.py, tools/i18n.py
    build         .venv-build   requirements/build.txt     tools/build_bundle.py, the release
    lock          .venv-lock    requirements/lock.txt      tools/lock.py (uv)

The game's environment holds only what the game needs (pygame-ce, platformdirs): the test and
build tools never reach a player's `.venv`. Each environment that runs the project's code also
holds the project itself (an editable install, built with the setuptools of
requirements/backend.txt, hash-checked like the rest; the game's environment removes it after).

A folder is made afresh whenever its lock (or pyproject.toml) changes, since pip can add but
not take away: what is in it is then exactly what the lock says. A stamp file in the folder
remembers what it was made from. Plain `pygame` is never let in (it clashes with pygame-ce).

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
LOCKS = "requirements"
STAMP_NAME = ".jolly-roger-installed"
LOG_NAME = "install.log"
BACKEND = "backend.txt"
FREE_MB_NEEDED = 300  # a game environment is about 60 MB; pip unpacks beside it

# name: (folder, lock file, install the project itself?, keep the build backend?, what it holds)
ENVS = {
    "game": (".venv", "game.txt", True, False, "what the game needs"),
    "test": (".venv-test", "test.txt", True, True, "the game and its test tools"),
    "build": (".venv-build", "build.txt", True, True, "the game and its build tool"),
    "lock": (".venv-lock", "lock.txt", False, False, "the lock tool (uv)"),
}


class InstallError(Exception):
    """An install step failed; the message says what to do."""


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


def lock_path(name: str, root: str = ROOT) -> str:
    """The lock file an environment is installed from."""
    return os.path.join(root, LOCKS, ENVS[name][1])


def inputs(name: str, root: str = ROOT) -> "list[str]":
    """The files an environment is made from: a change to any of them makes it afresh."""
    found = [lock_path(name, root)]
    if ENVS[name][2]:
        found += [os.path.join(root, LOCKS, BACKEND), os.path.join(root, "pyproject.toml")]
    return found


def digest(name: str, root: str = ROOT) -> str:
    """What the environment is made from, as one hash (with the base Python's version)."""
    sha = hashlib.sha256()
    sha.update(name.encode("utf-8"))
    sha.update(sys.version.encode("utf-8"))
    for path in inputs(name, root):
        with open(path, "rb") as handle:
            sha.update(handle.read())
    return sha.hexdigest()


def read_stamp(venv_dir: str) -> str:
    try:
        with open(os.path.join(venv_dir, STAMP_NAME), encoding="utf-8") as handle:
            return handle.read().strip()
    except OSError:
        return ""


def write_stamp(venv_dir: str, value: str) -> None:
    with open(os.path.join(venv_dir, STAMP_NAME), "w", encoding="utf-8") as handle:
        handle.write(value + "\n")


def run_quietly(command: "list[str]", cwd: str) -> "tuple[int, str]":
    """Run a command, keeping its output back unless the caller decides to show it."""
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    env.pop("PYTHONPATH", None)
    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            universal_newlines=True,
            errors="replace",
        )
    except OSError as error:
        return 1, str(error)
    return done.returncode, done.stdout


# What pip or venv said, and what the person at the terminal can do about it.
DIAGNOSES = (
    (
        ("No space left on device", "[Errno 28]", "Disk quota exceeded"),
        "the disk is full. Free some space (the game needs about {0} MB) and run the same "
        "command again.".format(FREE_MB_NEEDED),
    ),
    (
        (
            "NewConnectionError",
            "Temporary failure in name resolution",
            "Failed to establish a new connection",
            "Network is unreachable",
            "ConnectTimeoutError",
            "ReadTimeoutError",
            "No matching distribution found",
            "Could not find a version that satisfies",
            "ProxyError",
            "SSLError",
        ),
        "could not download the packages from the Python Package Index (PyPI). The first run "
        "needs the internet once: check the connection (or the proxy) and run the same command "
        "again.",
    ),
    (
        ("THESE PACKAGES DO NOT MATCH THE HASHES",),
        "a downloaded package did not match the checksum in the lock file, so nothing was "
        "installed from it. Run the same command again; if it happens again, the download was "
        "changed on the way: do not use it, and tell us.",
    ),
    (
        ("ensurepip is not available", "No module named venv", "No module named ensurepip"),
        "this Python cannot make virtual environments. On Debian or Ubuntu install the venv "
        "package first (sudo apt install python3-venv), then run the same command again.",
    ),
)


def diagnose(output: str, what: str) -> str:
    for needles, advice in DIAGNOSES:
        if any(needle in output for needle in needles):
            return advice
    return "{0} failed; the reason is in the log below. Run the same command again once it is " \
        "fixed.".format(what)


def write_log(venv_dir: str, text: str) -> "str | None":
    """Keep pip's whole output where the person can read it; None if it cannot be written."""
    path = os.path.join(venv_dir, LOG_NAME)
    try:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(text)
    except OSError:
        return None
    return path


def step(command: "list[str]", venv_dir: str, what: str, cwd: str = ROOT) -> None:
    """Run one install step; on failure raise InstallError with a message for people."""
    code, output = run_quietly(command, cwd)
    log = write_log(venv_dir, "$ " + " ".join(command) + "\n" + output + "\n")
    if code != 0:
        message = diagnose(output, what)
        if log:
            message += " (pip's own words: {0})".format(log)
        raise InstallError(message)


def remove(venv_dir: str) -> None:
    if os.path.islink(venv_dir):
        os.unlink(venv_dir)
    elif os.path.lexists(venv_dir):
        shutil.rmtree(venv_dir, ignore_errors=True)


def check_free_space(root: str) -> None:
    try:
        free = shutil.disk_usage(root).free
    except OSError:
        return
    if free < FREE_MB_NEEDED * 2**20:
        raise InstallError(
            "the disk has only {0} MB free, and the first run needs about {1} MB. Free some "
            "space and run the same command again.".format(free // 2**20, FREE_MB_NEEDED)
        )


def create_venv(venv_dir: str, root: str = ROOT) -> None:
    """Create the folder with pip; a half-made one is removed so the next run starts clean."""
    remove(venv_dir)
    code, output = run_quietly([sys.executable, "-m", "venv", venv_dir], root)
    if code != 0:
        remove(venv_dir)
        raise InstallError(diagnose(output, "making the virtual environment " + venv_dir))


def pip(python: str) -> "list[str]":
    return [python, "-m", "pip", "--disable-pip-version-check", "--no-input"]


def install(name: str, venv_dir: str, root: str) -> None:
    """Make `venv_dir` from the lock: the packages, then the project itself, nothing else."""
    _folder, _lock, editable, keep_backend, _what = ENVS[name]
    python = venv_python(venv_dir)
    requirements = ["-r", lock_path(name, root)]
    if editable:
        requirements += ["-r", os.path.join(root, LOCKS, BACKEND)]
    step(pip(python) + ["install", "-q", "--require-hashes"] + requirements, venv_dir,
         "installing the packages", root)
    if editable:
        step(pip(python) + ["install", "-q", "--no-deps", "--no-build-isolation", "--no-index",
                            "-e", root], venv_dir, "installing the game into " + venv_dir, root)
    if not keep_backend:  # the build backend was only needed to install the project
        step(pip(python) + ["uninstall", "-q", "-y", "setuptools"], venv_dir,
             "removing the build backend", root)


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


def ensure(name: str = "game", root: str = ROOT, venv_dir: "str | None" = None) -> str:
    """Make the environment `name` ready for this checkout and return the path of its Python.

    On a failure it prints one line that says what to do and exits with code 1.
    """
    check_python()
    if name not in ENVS:
        raise ValueError("no environment " + repr(name))
    venv_dir = venv_dir or os.path.join(root, ENVS[name][0])
    python = venv_python(venv_dir)
    try:
        wanted = digest(name, root)
    except OSError as error:
        fail("cannot read the lock file ({0}). Is this a whole checkout of the game?".format(error))
    stamp = read_stamp(venv_dir) if os.path.exists(python) else ""
    if installed_versions(venv_dir, "pygame"):
        say("plain 'pygame' was found in {0}: it clashes with pygame-ce, which the game uses "
            "(never install both). Making the folder afresh...".format(venv_dir))
        stamp = ""
    if stamp == wanted:
        return python
    started = time.monotonic()
    if not stamp:
        say("first run: installing {0} into {1} (needs the internet once)...".format(
            ENVS[name][4], venv_dir))
    else:
        say("the lock file or pyproject.toml changed: making {0} afresh from the lock..."
            .format(venv_dir))
    try:
        check_free_space(root)
        create_venv(venv_dir, root)
        install(name, venv_dir, root)
        write_stamp(venv_dir, wanted)
    except InstallError as error:
        fail(str(error))
    except OSError as error:  # the stamp or log could not be written: full disk, no rights
        fail(diagnose(str(error), "writing into " + venv_dir) + " ({0})".format(error))
    except KeyboardInterrupt:
        say("stopped; the next run starts the install again.")
        sys.exit(130)
    say("ready ({0:.0f} s).".format(time.monotonic() - started))
    return python


def running_in(*names: str) -> bool:
    """Whether this interpreter is the one of a project environment among `names`."""
    here = os.path.realpath(sys.prefix)
    return any(here == os.path.realpath(os.path.join(ROOT, ENVS[name][0])) for name in names)


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
