"""`jolly-roger --smoke-test` from the source checkout: it passes on its own, without a screen,
leaves no file behind, and a broken installation gets one line and a crash log."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STAGES = ("fonts", "translations", "cards", "sounds", "icon", "title", "settings",
          "rules & cards", "new game", "table", "results")


def jolly_roger_command() -> list[str]:
    """The installed console script beside this Python (the command players type)."""
    script = shutil.which("jolly-roger", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "scenes"]


def without_screen(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env["JOLLY_ROGER_HOME"] = str(home)
    env["TMPDIR"] = str(home.parent / "tmp")
    Path(env["TMPDIR"]).mkdir(parents=True, exist_ok=True)
    return env


def test_the_smoke_test_passes_from_source_without_a_screen_and_leaves_nothing(
        tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = without_screen(home)

    done = subprocess.run([*jolly_roger_command(), "--smoke-test"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)

    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1].startswith("smoke test passed")
    for stage in STAGES:
        assert any(line.startswith(f"{stage}: ok") for line in lines), stage
    from scenes import tables

    tables.discover()
    for info in tables.playable():   # a whole AI game at every table a player can choose
        assert any(line.startswith("results") and f"({info.id})" in line for line in lines), \
            info.id
    assert "Traceback" not in done.stderr
    assert not home.exists(), "the smoke test wrote into the player's folders"
    assert list(Path(env["TMPDIR"]).iterdir()) == [], "the temporary home was left behind"


def test_a_broken_installation_fails_the_smoke_test_in_one_line_with_a_crash_log(
        monkeypatch: pytest.MonkeyPatch, private_home: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    from scenes import theme
    from scenes.cli import main

    monkeypatch.setitem(theme.FONT_FILES, "display", "Lost-At-Sea.ttf")

    assert main(["--smoke-test"]) == 1

    captured = capsys.readouterr()
    assert "smoke test passed" not in captured.out
    err = captured.err.strip().splitlines()
    assert len(err) == 1 and "smoke test failed at 'fonts'" in err[0] and "Lost-At-Sea" in err[0]
    crash_log = (private_home / "logs" / "crash.log").read_text(encoding="utf-8")
    assert "Traceback" in crash_log and "SmokeFailed" in crash_log
    assert os.environ["JOLLY_ROGER_HOME"] == str(private_home)   # put back after the sandbox
