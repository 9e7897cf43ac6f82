"""Turn a built bundle into what a player downloads, and publish a release.

    python3 tools/package.py linux     [--dist DIR] [--out DIR] [--no-smoke-test]
    python3 tools/package.py windows   [--dist DIR] [--out DIR] [--no-smoke-test] [--no-installer]
    python3 tools/package.py macos     [--dist DIR] [--out DIR] [--no-smoke-test]
    python3 tools/package.py check-version [--tag vX.Y.Z]
    python3 tools/package.py notes                 # this version's CHANGELOG section
    python3 tools/package.py version-info FILE     # PyInstaller's Windows version-info file
    python3 tools/package.py metainfo FILE         # the Linux AppStream file
    python3 tools/package.py publish --tag vX.Y.Z [--out DIR]

Run `python3 tools/build_bundle.py` first: the packages are made from its bundle in dist/
(`--dist`) and go to dist/packages/ (`--out`). Each package command smoke-tests the very
program it packs first (the unpacked copy on Linux, the .app's binary on macOS), and checks
the metadata it wrote. What each package holds: docs/building.md. The release workflow
(.github/workflows/release.yml) runs exactly these commands; so can anyone, locally.

The version comes from pyproject.toml only (build/spec/common.py reads it); CHANGELOG.md
must have a section for it (`check-version`), which is also where the release notes and the
AppStream release list come from.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build" / "spec"))
sys.path.insert(0, str(ROOT / "tools"))            # make_icon, for the Linux icons
import common  # noqa: E402  (names, version and metadata shared with the PyInstaller specs)

DIST = ROOT / "dist"
OUT = DIST / "packages"
LINUX = ROOT / "build" / "linux"
ISS = ROOT / "build" / "windows" / "jolly-roger.iss"
DESKTOP_ID = common.BUNDLE_ID          # the desktop file, the icon and the AppStream id
CHANGELOG = ROOT / "CHANGELOG.md"
LICENCES = ROOT / "assets" / "LICENSES.md"
RELEASE_HEADING = re.compile(r"^## \[(?P<version>\d[^\]]*)\] - (?P<date>\d{4}-\d{2}-\d{2})\s*$",
                             re.MULTILINE)


class PackageError(Exception):
    """A package could not be made; the message says why, for a person."""


# --- version and changelog ----------------------------------------------------------------

def releases(changelog: str | None = None) -> list[tuple[str, str]]:
    """(version, date) of every released section of CHANGELOG.md, newest first."""
    text = CHANGELOG.read_text(encoding="utf-8") if changelog is None else changelog
    return [(m["version"], m["date"]) for m in RELEASE_HEADING.finditer(text)]


def release_notes(version: str, changelog: str | None = None) -> str:
    """The body of `version`'s section of CHANGELOG.md (the release's description)."""
    text = CHANGELOG.read_text(encoding="utf-8") if changelog is None else changelog
    for match in RELEASE_HEADING.finditer(text):
        if match["version"] == version:
            rest = text[match.end():]
            end = re.search(r"^## ", rest, re.MULTILINE)
            return (rest[:end.start()] if end else rest).strip() + "\n"
    raise PackageError(f"CHANGELOG.md has no section '## [{version}] - YYYY-MM-DD'")


def check_version(tag: str | None = None, changelog: str | None = None) -> str:
    """The version, after checking that the changelog's newest release and the tag agree
    with pyproject.toml: a release is cut only when all three say the same."""
    version = common.version()
    found = releases(changelog)
    if not found or found[0][0] != version:
        newest = found[0][0] if found else "none"
        raise PackageError(f"pyproject.toml says {version} but CHANGELOG.md's newest release is "
                           f"{newest}: move [Unreleased] to '## [{version}] - <date>' first")
    if tag is not None and tag != f"v{version}":
        raise PackageError(f"the tag {tag} does not match pyproject.toml's version {version} "
                           f"(expected v{version})")
    return version


def arch(system: str) -> str:
    machine = platform.machine().lower()
    if system == "windows":
        return "x64" if machine in ("amd64", "x86_64") else machine
    return {"amd64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}.get(machine, machine)


def package_name(system: str, version: str | None = None) -> str:
    return f"{common.NAME}-{version or common.version()}-{system}-{arch(system)}"


# --- metadata files -----------------------------------------------------------------------

def metainfo_text(changelog: str | None = None) -> str:
    """The AppStream metainfo file: build/linux's template with CHANGELOG.md's releases."""
    template = (LINUX / f"{DESKTOP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    lines = [f'    <release version="{escape(v)}" date="{d}"/>' for v, d in releases(changelog)]
    return template.replace("@RELEASES@", "\n".join(lines))


def version_info(path: Path) -> Path:
    """Write PyInstaller's version-info file (the Windows spec makes the same one itself)."""
    return Path(common.write_version_info(path.parent)).replace(path)


def validate_linux_metadata(share: Path) -> list[str]:
    """Run desktop-file-validate and appstreamcli on the files about to ship, where they are
    installed; returns what each said. A failure stops the package."""
    said = []
    checks = [("desktop-file-validate", [str(share / "applications" / f"{DESKTOP_ID}.desktop")]),
              ("appstreamcli", ["validate", "--no-net", "--explain",
                                str(share / "metainfo" / f"{DESKTOP_ID}.metainfo.xml")])]
    for tool, args in checks:
        if shutil.which(tool) is None:
            said.append(f"{tool}: not installed, not checked")
            continue
        done = subprocess.run([tool, *args], capture_output=True, text=True)
        output = (done.stdout + done.stderr).strip()
        if done.returncode != 0:
            raise PackageError(f"{tool} refused the file:\n{output}")
        said.append(f"{tool}: {output or 'no remarks'}")
    return said


def check_info_plist(path: Path, version: str | None = None) -> dict[str, object]:
    """What the macOS app's Info.plist must say: the version, the bundle id, high DPI."""
    with path.open("rb") as handle:
        info = plistlib.load(handle)
    expected = {"CFBundleIdentifier": common.BUNDLE_ID,
                "CFBundleShortVersionString": version or common.version(),
                "CFBundleName": common.APP_NAME, "NSHighResolutionCapable": True}
    wrong = {k: info.get(k) for k, v in expected.items() if info.get(k) != v}
    if wrong:
        raise PackageError(f"{path} says {wrong}, expected {expected}")
    return info


# --- packages -----------------------------------------------------------------------------

def smoke_test(program: Path) -> None:
    done = subprocess.run([str(program), "--smoke-test"], capture_output=True, text=True,
                          timeout=300)
    if done.returncode != 0:
        raise PackageError(f"{program} --smoke-test failed (exit code {done.returncode}):\n"
                           f"{done.stdout[-2000:]}{done.stderr[-2000:]}")


def bundle_folder(dist: Path) -> Path:
    bundle = dist / common.NAME
    if not (bundle / "_internal").is_dir():
        raise PackageError(f"no bundle in {bundle}: run python3 tools/build_bundle.py first")
    return bundle


def _tar_member(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """Archive entries owned by nobody in particular (root, 0), so unpacking as a player
    gives the player's own files."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def stage_linux(bundle: Path, stage: Path) -> Path:
    """Lay out the Linux archive's folder: the bundle, the install scripts, the licences, and
    share/ as an XDG data folder (applications, metainfo, icons/hicolor)."""
    shutil.copytree(bundle, stage, symlinks=True)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(LINUX / script, stage / script)
        (stage / script).chmod(0o755)
    shutil.copy2(ROOT / "LICENSE", stage / "LICENSE")
    shutil.copy2(LICENCES, stage / "LICENSES.md")
    share = stage / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(LINUX / f"{DESKTOP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{DESKTOP_ID}.metainfo.xml").write_text(metainfo_text(),
                                                                  encoding="utf-8")
    import make_icon  # pygame draws the icon at each size

    make_icon.hicolor(share / "icons" / "hicolor", DESKTOP_ID)
    return stage


def linux(dist: Path, out: Path, smoke: bool = True) -> Path:
    """jolly-roger-<version>-linux-<arch>.tar.gz: the folder players unpack and start, or
    install into their menu with install.sh."""
    bundle = bundle_folder(dist)
    name = package_name("linux")
    folder = f"{common.NAME}-{common.version()}"
    with tempfile.TemporaryDirectory(prefix="package-") as temp:
        stage = stage_linux(bundle, Path(temp) / folder)
        for line in validate_linux_metadata(stage / "share"):
            print(line)
        if smoke:
            smoke_test(stage / common.NAME)
        out.mkdir(parents=True, exist_ok=True)
        archive = out / f"{name}.tar.gz"
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:   # 9: 0.4 % smaller, 3x slower
            tar.add(stage, arcname=folder, filter=_tar_member)
    return archive


def zip_folder(folder: Path, archive: Path, top: str) -> Path:
    """A zip of `folder` under the name `top`, in a stable order."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                zf.write(path, f"{top}/{path.relative_to(folder).as_posix()}")
    return archive


def find_iscc() -> str | None:
    """Inno Setup's compiler: on PATH, or where its installer puts it."""
    found = shutil.which("iscc") or shutil.which("ISCC.exe")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES"),
                 os.environ.get("LOCALAPPDATA", "") + r"\Programs"):
        if base and Path(base, "Inno Setup 6", "ISCC.exe").is_file():
            return str(Path(base, "Inno Setup 6", "ISCC.exe"))
    return None


def iscc_command(iscc: str, bundle: Path, out: Path, name: str) -> list[str]:
    """ISCC with every define jolly-roger.iss expects (it stops with #error without one)."""
    defines = {
        "AppVersion": common.version(),
        "AppVersionNumeric": ".".join(map(str, common.version_tuple())),
        "AppName": common.APP_NAME,
        "AppPublisher": common.PUBLISHER,
        "AppCopyright": common.copyright_line().replace("©", "(C)"),
        "AppExeName": f"{common.NAME}.exe",
        "SourceDir": str(bundle),
        "RootDir": str(ROOT),
        "OutputDir": str(out),
        "OutputName": name,
    }
    return [iscc, "/Qp", *(f"/D{k}={v}" for k, v in defines.items()), str(ISS)]


def windows(dist: Path, out: Path, smoke: bool = True, installer: bool = True) -> list[Path]:
    """jolly-roger-<version>-windows-x64.zip (unzip and start jolly-roger.exe) and
    jolly-roger-<version>-windows-x64-setup.exe (Inno Setup)."""
    bundle = bundle_folder(dist)
    if smoke:
        smoke_test(bundle / f"{common.NAME}.exe")
    name = package_name("windows")
    out.mkdir(parents=True, exist_ok=True)
    made = [zip_folder(bundle, out / f"{name}.zip", f"{common.NAME}-{common.version()}")]
    if installer:
        iscc = find_iscc()
        if iscc is None:
            raise PackageError("Inno Setup 6 is not installed (ISCC.exe not found): install it "
                               "from https://jrsoftware.org, or pass --no-installer")
        done = subprocess.run(iscc_command(iscc, bundle, out, f"{name}-setup"))
        if done.returncode != 0:
            raise PackageError(f"ISCC failed (exit code {done.returncode})")
        made.append(out / f"{name}-setup.exe")
    return made


def dmg_command(stage: Path, archive: Path) -> list[str]:
    return ["hdiutil", "create", "-volname", f"{common.APP_NAME} {common.version()}",
            "-srcfolder", str(stage), "-fs", "HFS+", "-format", "UDZO", "-ov", str(archive)]


def macos(dist: Path, out: Path, smoke: bool = True) -> Path:
    """jolly-roger-<version>-macos-<arch>.dmg: the app beside a link to /Applications, so
    players drag it across."""
    app = dist / f"{common.APP_NAME}.app"
    if not (app / "Contents" / "Info.plist").is_file():
        raise PackageError(f"no app in {app}: run python3 tools/build_bundle.py on a Mac first")
    check_info_plist(app / "Contents" / "Info.plist")
    if smoke:
        smoke_test(app / "Contents" / "MacOS" / common.NAME)
    out.mkdir(parents=True, exist_ok=True)
    archive = out / f"{package_name('macos')}.dmg"
    with tempfile.TemporaryDirectory(prefix="package-") as temp:
        stage = Path(temp) / "dmg"
        stage.mkdir()
        shutil.copytree(app, stage / app.name, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        done = subprocess.run(dmg_command(stage, archive))
        if done.returncode != 0:
            raise PackageError(f"hdiutil failed (exit code {done.returncode})")
    return archive


# --- publishing ---------------------------------------------------------------------------

def checksums(folder: Path) -> Path:
    """SHA256SUMS.txt beside the packages (`sha256sum -c SHA256SUMS.txt` checks a download)."""
    lines = []
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.name != "SHA256SUMS.txt":
            lines.append(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}\n")
    target = folder / "SHA256SUMS.txt"
    target.write_text("".join(lines), encoding="utf-8")
    return target


def publish(tag: str, out: Path) -> int:
    """Create the GitHub release for `tag` with every package in `out` (the gh command line;
    in the workflow it has the job's token)."""
    version = check_version(tag)
    files = sorted(p for p in out.iterdir() if p.is_file() and p.name != "SHA256SUMS.txt")
    if not files:
        raise PackageError(f"no packages in {out}")
    checksums(out)
    notes = out.parent / "release-notes.md"
    notes.write_text(release_notes(version), encoding="utf-8")
    command = ["gh", "release", "create", tag, "--verify-tag",
               "--title", f"{common.APP_NAME} {version}", "--notes-file", str(notes),
               *map(str, files), str(out / "SHA256SUMS.txt")]
    if re.search(r"[a-z]", version):
        command.append("--prerelease")         # 0.2.0rc1 and the like
    return subprocess.run(command).returncode


def size(path: Path) -> str:
    return f"{path.stat().st_size / 2**20:.1f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="package", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for system in ("linux", "windows", "macos"):
        sub = commands.add_parser(system, help=f"package the {system} bundle")
        sub.add_argument("--dist", type=Path, default=DIST, help="where the bundle is (dist/)")
        sub.add_argument("--out", type=Path, default=OUT, help="where packages go")
        sub.add_argument("--no-smoke-test", action="store_true")
        if system == "windows":
            sub.add_argument("--no-installer", action="store_true", help="only the zip")
    check = commands.add_parser("check-version", help="pyproject, CHANGELOG and tag agree")
    check.add_argument("--tag")
    commands.add_parser("notes", help="this version's changelog section")
    for name in ("version-info", "metainfo"):
        commands.add_parser(name).add_argument("file", type=Path)
    pub = commands.add_parser("publish", help="create the GitHub release (gh)")
    pub.add_argument("--tag", required=True)
    pub.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)

    try:
        if args.command == "check-version":
            print(check_version(args.tag))
        elif args.command == "notes":
            sys.stdout.write(release_notes(common.version()))
        elif args.command == "version-info":
            print(version_info(args.file))
        elif args.command == "metainfo":
            args.file.write_text(metainfo_text(), encoding="utf-8")
            print(args.file)
        elif args.command == "publish":
            return publish(args.tag, args.out.resolve())
        else:
            dist, out, smoke = args.dist.resolve(), args.out.resolve(), not args.no_smoke_test
            if args.command == "linux":
                made = [linux(dist, out, smoke)]
            elif args.command == "windows":
                made = windows(dist, out, smoke, not args.no_installer)
            else:
                made = [macos(dist, out, smoke)]
            for path in made:
                print(f"package: {path}  {size(path)}")
    except PackageError as error:
        print(f"package: {error}", file=sys.stderr)
        return 1
    return 0


def needs_venv(argv: list[str]) -> bool:
    """Only the Linux package draws icons (pygame); the rest runs on any Python 3.11."""
    if argv[:1] != ["linux"]:
        return False
    try:
        import pygame  # noqa: F401
    except ImportError:
        return True
    return False


if __name__ == "__main__":
    if needs_venv(sys.argv[1:]):   # the system Python: run this again with .venv's
        import bootstrap

        bootstrap.replace_process(bootstrap.ensure(), [os.path.abspath(__file__)] + sys.argv[1:])
    raise SystemExit(main())
