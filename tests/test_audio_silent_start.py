"""Issue 17: without a sound card the game starts silently — nothing on the terminal (alsa-lib
used to print 16 lines there on every launch), one line in the log file, and a game that runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def launch(home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The real app (`python -m scenes`), closed by itself after a few frames."""
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("SDL_AUDIODRIVER", "AUDIODEV", "PYGAME_HIDE_SUPPORT_PROMPT")}
    environment.update(JOLLY_ROGER_HOME=str(home), SDL_VIDEODRIVER="dummy",
                       JOLLY_ROGER_AUTOCLOSE_MS="400", **env)
    return subprocess.run([sys.executable, "-m", "scenes"], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_without_a_sound_device_the_terminal_stays_quiet_and_the_log_has_one_line(
        tmp_path: Path) -> None:
    """SDL's ALSA driver pointed at a device that exists nowhere (AUDIODEV), so the test
    means the same on a machine with a sound card: alsa-lib complains, nobody sees it."""
    result = launch(tmp_path, SDL_AUDIODRIVER="alsa", AUDIODEV="jolly_roger_no_such_device")
    assert result.returncode == 0, result.stderr
    assert "ALSA" not in result.stderr and result.stderr.strip() == ""
    assert result.stdout.strip() == ""
    log = (tmp_path / "logs" / "jolly-roger.log").read_text(encoding="utf-8").splitlines()
    about_sound = [line for line in log if "jolly_roger.audio" in line]
    assert len(about_sound) == 1 and "plays silently" in about_sound[0]


def test_with_a_sound_device_the_log_says_nothing_about_sound(tmp_path: Path) -> None:
    """SDL's dummy driver is a device that always opens: no line about sound, no noise."""
    result = launch(tmp_path, SDL_AUDIODRIVER="dummy")
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip() == ""
    log = tmp_path / "logs" / "jolly-roger.log"
    assert not log.exists() or "jolly_roger.audio" not in log.read_text(encoding="utf-8")


def test_the_quiet_block_hides_what_c_code_writes_to_stderr_and_then_restores_it(
        capfd: pytest.CaptureFixture[str]) -> None:
    """What alsa-lib does (write(2, ...) below Python) goes nowhere inside `quiet_stderr`;
    stderr works again after it."""
    from scenes.audio import quiet_stderr

    with quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"
