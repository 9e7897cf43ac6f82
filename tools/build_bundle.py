"""Build the game as a PyInstaller onedir bundle for this operating system.

    python3 tools/build_bundle.py [--dist DIR] [--work DIR] [--clean] [--smoke-test]

Runs in the build environment .venv-build, made from the lock requirements/build.txt (or in the
test environment, whose PyInstaller is the same version: the suite builds the bundle), runs
PyInstaller with build/spec/jolly-roger-<os>.spec, and prints
the bundle's path and size. PyInstaller's work folder is build/pyinstaller-work/ (kept, so a
second build is quicker; --clean starts afresh; --work picks another); the bundle goes to
dist/ unless --dist says otherwise. --smoke-test runs `<bundle>/jolly-roger --smoke-test`
afterwards. See docs/building.md.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "pyinstaller-work"
DIST = ROOT / "dist"
NAME = "jolly-roger"
SPECS = {"linux": "jolly-roger-linux.spec", "win32": "jolly-roger-windows.spec",
         "darwin": "jolly-roger-macos.spec"}


def spec_for(platform: str = sys.platform) -> Path:
    key = "linux" if platform.startswith("linux") else platform
    if key not in SPECS:
        raise SystemExit(f"build_bundle: no spec for {platform}; there are specs for "
                         "Linux, Windows and macOS in build/spec/.")
    return ROOT / "build" / "spec" / SPECS[key]


def executable(dist: Path, platform: str = sys.platform) -> Path:
    """The bundle's program: what players start and what the smoke test runs."""
    if platform == "win32":
        return dist / NAME / f"{NAME}.exe"
    return dist / NAME / NAME


def folder_size(path: Path) -> tuple[int, int]:
    """(bytes, files) under `path`, links counted once and not followed."""
    total = files = 0
    for root, _dirs, names in os.walk(path):
        for name in names:
            file = Path(root, name)
            if not file.is_symlink():
                total += file.stat().st_size
                files += 1
    return total, files


def build(dist: Path, work: Path = WORK, clean: bool = False) -> Path:
    """Run PyInstaller; return the bundle folder. Its chatter goes to a log file."""
    spec = spec_for()
    work.mkdir(parents=True, exist_ok=True)
    log = work / "build.log"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(spec)]
    if clean:
        command.insert(3, "--clean")
    started = time.monotonic()
    with log.open("w", encoding="utf-8") as output:
        done = subprocess.run(command, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        sys.stderr.write(log.read_text(encoding="utf-8")[-4000:])
        raise SystemExit(f"build_bundle: PyInstaller failed (exit code {done.returncode}); "
                         f"the whole output is in {log}")
    print(f"built {spec.name} in {time.monotonic() - started:.0f} s (log: {log})")
    return dist / NAME


def report(bundle: Path, dist: Path) -> None:
    size, files = folder_size(bundle)
    print(f"bundle: {bundle}  {size / 2**20:.1f} MiB in {files} files")
    app = dist / "Jolly Roger.app"
    if sys.platform == "darwin" and app.exists():
        app_size, _files = folder_size(app)
        print(f"app: {app}  {app_size / 2**20:.1f} MiB")
    print(f"start it with: {executable(dist)}")


def smoke_test(dist: Path) -> int:
    done = subprocess.run([str(executable(dist)), "--smoke-test"])
    return done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build_bundle", description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, default=DIST, help="where the bundle goes (dist/)")
    parser.add_argument("--work", type=Path, default=WORK,
                        help="PyInstaller's work folder (build/pyinstaller-work/)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    parser.add_argument("--smoke-test", action="store_true", help="smoke-test the bundle after")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    bundle = build(dist, args.work.resolve(), args.clean)
    report(bundle, dist)
    return smoke_test(dist) if args.smoke_test else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "tools"))
    import bootstrap

    if not bootstrap.running_in("build", "test"):  # run again in .venv-build, from the lock
        bootstrap.replace_process(bootstrap.ensure("build"),
                                  [os.path.abspath(__file__)] + sys.argv[1:])
    raise SystemExit(main())
