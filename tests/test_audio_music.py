"""Issue 17: the music — our own, made by tools/make_music.py — loops without a seam.

The files are decoded by the game's own mixer (pygame-ce's SDL_mixer, in a subprocess so this
process's mixer is left alone) and the loop point is checked as the player plays it: from the
loop's last sample back to its first, the waveform and its slope must go on as they do
anywhere inside the piece. The tool is checked too: what it mixes into its circular buffer is
exactly what a listener hears the second time round a loop played over and over.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from array import array
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_music  # noqa: E402

MUSIC = ROOT / "assets" / "music"
PIECES = ("title", "table")
MAX_BYTES = 300 * 1024           # "compact": the whole bundle grows by well under a megabyte

DECODE = r"""
import ctypes, glob, json, os, sys
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.mixer.init(frequency=22050, size=-16, channels=1)
source, target = sys.argv[1], sys.argv[2]
with open(target, "wb") as out:
    out.write(pygame.mixer.Sound(source).get_raw())
# Where SDL_mixer will loop when it streams the file (None: its library is not at hand).
loop = None
found = glob.glob(os.path.join(os.path.dirname(pygame.__file__), os.pardir, "pygame_ce.libs",
                               "libSDL2_mixer*"))
if found:
    mixer = ctypes.CDLL(found[0])
    mixer.Mix_LoadMUS.restype = ctypes.c_void_p
    mixer.Mix_LoadMUS.argtypes = [ctypes.c_char_p]
    for name in ("Mix_GetMusicLoopStartTime", "Mix_GetMusicLoopLengthTime"):
        getattr(mixer, name).restype = ctypes.c_double
        getattr(mixer, name).argtypes = [ctypes.c_void_p]
    music = mixer.Mix_LoadMUS(source.encode())
    loop = [mixer.Mix_GetMusicLoopStartTime(music), mixer.Mix_GetMusicLoopLengthTime(music)]
print(json.dumps(loop))
"""


def decode(piece: str, tmp: Path) -> tuple[array, list[float] | None]:
    raw = tmp / f"{piece}.raw"
    result = subprocess.run([sys.executable, "-c", DECODE, str(MUSIC / f"{piece}.ogg"), str(raw)],
                            capture_output=True, text=True, timeout=120,
                            env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    assert result.returncode == 0, result.stderr
    samples = array("h")
    samples.frombytes(raw.read_bytes())
    return samples, json.loads(result.stdout.strip().splitlines()[-1])


def loop_tags(piece: str) -> tuple[int, int]:
    """LOOPSTART and LOOPLENGTH (samples) from the file's Vorbis comments."""
    head = (MUSIC / f"{piece}.ogg").read_bytes()[:8192]
    start = re.search(rb"LOOPSTART=(\d+)", head)
    length = re.search(rb"LOOPLENGTH=(\d+)", head)
    assert start and length, "the loop is not marked"
    return int(start.group(1)), int(length.group(1))


def quantile(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))]


@pytest.mark.parametrize("piece", PIECES)
def test_each_piece_is_a_compact_marked_loop_of_40_to_90_seconds(piece: str) -> None:
    path = MUSIC / f"{piece}.ogg"
    assert path.is_file() and path.stat().st_size <= MAX_BYTES
    start, length = loop_tags(piece)
    assert 40 <= length / make_music.RATE <= 90
    assert start == make_music.ROLL


@pytest.mark.parametrize("piece", PIECES)
def test_the_loop_point_continues_the_waveform_without_a_click(piece: str,
                                                                tmp_path: Path) -> None:
    samples, sdl_loop = decode(piece, tmp_path)
    start, length = loop_tags(piece)
    end = start + length                     # the player goes from end - 1 to start
    assert len(samples) >= end + 2000
    x = samples
    steps = [abs(x[i + 1] - x[i]) for i in range(start, end - 1)]
    bends = [abs(x[i + 1] - 2 * x[i] + x[i - 1]) for i in range(start + 1, end - 1)]
    seam_step = abs(x[start] - x[end - 1])
    seam_bends = (abs(x[start] - 2 * x[end - 1] + x[end - 2]),
                  abs(x[start + 1] - 2 * x[start] + x[end - 1]))
    # No jump, no kink: the seam is an ordinary pair of samples of the piece.
    assert seam_step <= quantile(steps, 0.99), (seam_step, quantile(steps, 0.99))
    assert max(seam_bends) <= quantile(bends, 0.99), (seam_bends, quantile(bends, 0.99))
    # What the file holds after the loop is the loop's beginning again (the player never
    # plays it; the codec saw the wrap, so both sides of the seam were coded mid-stream).
    after, again = x[end:end + 2000], x[start:start + 2000]
    dot = sum(a * b for a, b in zip(after, again, strict=True))
    norm = math.sqrt(sum(a * a for a in after) * sum(b * b for b in again))
    assert dot / norm > 0.9
    if sdl_loop is not None:             # pygame-ce's SDL_mixer loops where the tags say
        assert sdl_loop[0] == pytest.approx(start / make_music.RATE)
        assert sdl_loop[1] == pytest.approx(length / make_music.RATE)


def test_the_circular_mix_is_what_the_second_time_round_sounds_like() -> None:
    """A note that rings past the loop's end sounds at its start: mixing a short score into
    the circular buffer gives exactly the middle of the score played three times in a row."""
    beat = make_music.RATE // 2
    notes = [(0.0, make_music.pluck, 62), (1.5, make_music.squeezebox, 69),
             (3.5, make_music.pluck, 50)]        # the last one rings over the end
    once = make_music.Loop(4, beat)
    thrice = make_music.Loop(12, beat)
    for at, instrument, pitch in notes:
        sound = instrument(make_music.hz(pitch), beat // 2, 1.0)
        assert len(sound) < once.length
        once.add(at, sound)
        for k in range(3):
            thrice.add(at + 4 * k, sound)
    n = once.length
    assert max(abs(a - b) for a, b in zip(once.mix, thrice.mix[n:2 * n], strict=True)) < 1e-9
    assert abs(once.mix[-1]) > 1e-3              # the tail really crossed the loop's end


def test_the_sea_swells_round_the_loop_without_a_seam() -> None:
    """The sea's filtered noise is as continuous across the loop point as anywhere else."""
    loop = make_music.Loop(4, make_music.RATE // 4)
    make_music.add_sea(loop, swells=2, gain=1.0, seed=3)
    x = loop.mix
    steps = [abs(x[i + 1] - x[i]) for i in range(len(x) - 1)]
    assert abs(x[0] - x[-1]) <= max(steps)
    assert abs(x[0] - x[-1]) <= quantile([round(s * 1e6) for s in steps], 0.99) / 1e6


def test_a_bar_that_does_not_add_up_is_refused() -> None:
    with pytest.raises(ValueError, match="bar 2"):
        make_music.line("A4/2 B4/2 | C5/1", 4)


def test_every_bundle_ships_the_music_where_the_game_looks_for_it() -> None:
    """The PyInstaller specs' data files (build/spec/common.py) carry assets/music/*.ogg to
    assets/music beside the code, where scenes/audio.py finds them."""
    import importlib.util

    from scenes.audio import MUSIC_DIR, TRACKS

    spec = importlib.util.spec_from_file_location("spec_common",
                                                  ROOT / "build" / "spec" / "common.py")
    assert spec is not None and spec.loader is not None
    common = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(common)
    shipped = {(Path(source).relative_to(ROOT).as_posix(), folder)
               for source, folder in common.datas()}
    assert MUSIC_DIR == ROOT / "assets" / "music"
    for name in TRACKS.values():
        assert (f"assets/music/{name}", "assets/music") in shipped
