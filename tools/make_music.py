"""Compose the game's music (our own work) by pure-Python synthesis and write it as Ogg Vorbis.

    python3 tools/make_music.py            # assets/music/title.ogg and assets/music/table.ogg
    python3 tools/make_music.py --wav DIR  # also keep the uncompressed WAV files in DIR

Two pieces, both written here note by note (D minor, no borrowed tunes):
  title.ogg   "Weigh the Anchor": a sea shanty for squeezebox, fiddle, bass and stomping feet,
              4/4 at 120 beats a minute, 24 bars (48 s). Played on the title and the menus.
  table.ogg   "Becalmed": a calm 3/4 loop of plucked strings, a soft pad, a flute and the
              swell of the sea, 90 beats a minute, 32 bars (64 s). Played at every table.

Seamless loops by construction: every note is mixed into a circular buffer exactly one loop
long, so a tail that rings past the end sounds at the start, where the next time round it
would; the sea's noise is filtered circularly and swells a whole number of times per loop.
The loop point therefore continues the waveform. A lossy codec knows nothing of the wrap, so
the file holds the loop with ROLL samples of its end before it and of its start after it, and
the Vorbis comments LOOPSTART / LOOPLENGTH (read by SDL_mixer, hence by pygame-ce's music
player) make the player jump from the loop's end back to its start: both sides of the jump
are coded mid-stream, with no edge of the stream near them (tests/test_audio_music.py decodes
the files and checks the seam).

Reproducible: no clock, the noise from seeded generators, a fixed Ogg serial number. The WAV is
encoded with `oggenc` (Debian: apt-get install vorbis-tools), needed by this tool only; the
game plays the .ogg files with pygame-ce's mixer.
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "music"
RATE = 22050                      # mono, like the effects (scenes/audio.py)
SIZE = 4096                       # wavetable length (a power of two)
MASK = SIZE - 1
TAU = 2 * math.pi
QUALITY = 1                       # oggenc -q: about 40 kbit/s for this mono music
SERIAL = 1720                     # fixed Ogg stream serial: the same input makes the same file
ROLL = 8192                       # samples around the loop in the file (0.37 s; > a Vorbis block)
ARTIST = "Jolly Roger Studio"

Samples = array  # of float ('d')
Instrument = Callable[[float, int, float], Samples]


# --- sounds -------------------------------------------------------------------------------

def hz(note: int) -> float:
    """A MIDI note number's frequency (69 = A4 = 440 Hz)."""
    return 440.0 * 2.0 ** ((note - 69) / 12)


def wavetable(harmonics: Sequence[tuple[int, float]]) -> list[float]:
    """One period of a sum of harmonics (number, amplitude), peak 1."""
    tab = [sum(a * math.sin(TAU * k * i / SIZE) for k, a in harmonics) for i in range(SIZE)]
    top = max(abs(v) for v in tab)
    return [v / top for v in tab]


REED = wavetable([(1, 1.0), (2, 0.55), (3, 0.45), (4, 0.3), (5, 0.28), (6, 0.16), (7, 0.12),
                  (8, 0.07), (9, 0.05)])
FIDDLE = wavetable([(k, 1.0 / k) for k in range(1, 12)])
BRIGHT = wavetable([(k, 1.0 / k ** 1.2) for k in range(1, 11)])
DULL = wavetable([(1, 1.0), (2, 0.35), (3, 0.12)])
SOFT = wavetable([(1, 1.0), (2, 0.22), (3, 0.08), (4, 0.04)])
FLUTE = wavetable([(1, 1.0), (2, 0.18), (3, 0.06)])


def zeros(n: int) -> Samples:
    return array("d", bytes(8 * n))


def osc(tab: list[float], freq: float, n: int, vibrato: float = 0.0) -> Samples:
    """`n` samples of a wavetable at `freq`; `vibrato` (a fraction of the pitch, at 5 Hz) fades
    in over the first 0.4 s."""
    inc = freq * SIZE / RATE
    if not vibrato:
        return array("d", [tab[int(i * inc) & MASK] for i in range(n)])
    out = zeros(n)
    phase = 0.0
    step = TAU * 5.0 / RATE
    for i in range(n):
        depth = vibrato * min(1.0, i / (0.4 * RATE))
        phase += inc * (1.0 + depth * math.sin(step * i))
        out[i] = tab[int(phase) & MASK]
    return out


def adsr(n: int, attack: float, release: float, sustain: float = 1.0,
         decay: float = 0.0) -> Samples:
    """An envelope `n` samples long plus its release: rise in `attack` s, fall towards
    `sustain` (time constant `decay` s), then a release of `release` s after the note."""
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    env = zeros(n + r)
    level = 0.0
    for i in range(n):
        if i < a:
            level = i / a
        elif decay:
            level = sustain + (1.0 - sustain) * math.exp(-(i - a) / (decay * RATE))
        else:
            level = 1.0
        env[i] = level
    for i in range(r):     # a raised-cosine release: no corner, so no click
        env[n + i] = level * 0.5 * (1.0 + math.cos(math.pi * (i + 1) / r))
    return env


def times(*parts: Samples) -> Samples:
    """The samples' product, as long as the shortest."""
    n = min(len(p) for p in parts)
    out = array("d", parts[0][:n])
    for p in parts[1:]:
        out = array("d", [x * y for x, y in zip(out, p, strict=False)])
    return out


def plus(*parts: tuple[float, Samples]) -> Samples:
    """The weighted sum of the samples, as long as the longest."""
    out = zeros(max(len(p) for _w, p in parts))
    for weight, p in parts:
        for i, v in enumerate(p):
            out[i] += weight * v
    return out


def squeezebox(freq: float, n: int, vel: float) -> Samples:
    """Two slightly detuned reeds, the beating of an accordion's musette."""
    env = adsr(n, 0.025, 0.09, 0.8, 0.25)
    m = len(env)
    reeds = plus((0.5, osc(REED, freq * 1.0018, m)), (0.5, osc(REED, freq / 1.0018, m)))
    return times(reeds, env, array("d", [vel]) * m)


def fiddle(freq: float, n: int, vel: float) -> Samples:
    env = adsr(n, 0.06, 0.12, 0.85, 0.2)
    return times(osc(FIDDLE, freq, len(env), vibrato=0.004), env, array("d", [vel]) * len(env))


def pluck(freq: float, n: int, vel: float) -> Samples:
    """A plucked string: a bright tone that dies fast over a dull one that lingers."""
    m = n + int(0.6 * RATE)
    a = int(0.004 * RATE)
    bright = [min(1.0, i / a) * math.exp(-9.0 * i / RATE) for i in range(m)]
    dull = [min(1.0, i / a) * math.exp(-2.2 * i / RATE) for i in range(m)]
    tail = adsr(n, 0.0, 0.6)     # ends the ring smoothly when the note is over
    out = plus((0.55, times(osc(BRIGHT, freq, m), array("d", bright))),
               (0.45, times(osc(DULL, freq, m), array("d", dull))))
    return times(out, tail, array("d", [vel]) * m)


def bass(freq: float, n: int, vel: float) -> Samples:
    env = adsr(n, 0.006, 0.08, 0.35, 0.18)
    return times(plus((0.7, osc(DULL, freq, len(env))), (0.3, osc(SOFT, freq / 2, len(env)))),
                 env, array("d", [vel]) * len(env))


def pad(freq: float, n: int, vel: float) -> Samples:
    env = adsr(n, 0.7, 1.3)
    m = len(env)
    tone = plus((0.5, osc(SOFT, freq * 1.003, m)), (0.5, osc(SOFT, freq / 1.003, m)))
    return times(tone, env, array("d", [vel]) * m)


def flute(freq: float, n: int, vel: float) -> Samples:
    env = adsr(n, 0.09, 0.35, 0.9, 0.3)
    return times(osc(FLUTE, freq, len(env), vibrato=0.005), env, array("d", [vel]) * len(env))


def thump(seed: int) -> Samples:
    """A foot on the deck: a falling low tone."""
    n = int(0.22 * RATE)
    out = zeros(n)
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += TAU * (48 + 90 * math.exp(-t * 30)) / RATE
        out[i] = math.sin(phase) * math.exp(-t * 16) * min(1.0, i / 40)
    return out


def clap(seed: int) -> Samples:
    """Hands: three quick bursts of noise, high-passed by a difference."""
    rng = random.Random(seed)
    n = int(0.16 * RATE)
    out = zeros(n)
    last = 0.0
    for i in range(n):
        t = i / RATE
        burst = max(math.exp(-((t - d) * 350) ** 2) for d in (0.0, 0.011, 0.022)) \
            if t < 0.03 else 0.0
        noise = rng.random() * 2 - 1
        out[i] = (noise - last) * 0.5 * (burst + 0.6 * math.exp(-t * 28)) * min(1.0, i / 20)
        last = noise
    return out


# --- the score ----------------------------------------------------------------------------

NOTE_NAMES = {"C": 0, "C#": 1, "Db": 1, "D": 2, "D#": 3, "Eb": 3, "E": 4, "F": 5, "F#": 6,
              "Gb": 6, "G": 7, "G#": 8, "Ab": 8, "A": 9, "A#": 10, "Bb": 10, "B": 11}


def note(name: str) -> int:
    """'A4' -> 69."""
    return 12 * (int(name[-1]) + 1) + NOTE_NAMES[name[:-1]]


def line(bars: str, beats_per_bar: int) -> list[tuple[float, float, int | None]]:
    """A melody written bar by bar ('|' between bars, 'A4/1.5' a note of 1.5 beats, 'r/1' a
    rest) as (start beat, beats, note or None); each bar must add up."""
    out: list[tuple[float, float, int | None]] = []
    beat = 0.0
    for number, bar in enumerate(bars.split("|"), 1):
        start = beat
        for token in bar.split():
            name, length = token.split("/")
            out.append((beat, float(length), None if name == "r" else note(name)))
            beat += float(length)
        if abs(beat - start - beats_per_bar) > 1e-9:
            raise ValueError(f"bar {number} has {beat - start} beats, not {beats_per_bar}")
    return out


CHORDS = {"Dm": ("D", "F", "A"), "Gm": ("G", "Bb", "D"), "C": ("C", "E", "G"),
          "F": ("F", "A", "C"), "Am": ("A", "C", "E"), "Bb": ("Bb", "D", "F"),
          "A": ("A", "C#", "E")}


def chord(name: str, octave: int) -> list[int]:
    """The chord's notes upwards from its root in `octave`."""
    out: list[int] = []
    for pitch in CHORDS[name]:
        n = note(f"{pitch}{octave}")
        while out and n <= out[-1]:
            n += 12
        out.append(n)
    return out


class Loop:
    """A circular mix exactly `length` samples long: what rings past the end sounds at the
    start, as it would when the loop comes round again."""

    def __init__(self, beats: int, beat_samples: int) -> None:
        self.beat = beat_samples
        self.length = beats * beat_samples
        self.mix = zeros(self.length)

    def add(self, at_beat: float, sound: Samples, gain: float = 1.0) -> None:
        n = self.length
        start = round(at_beat * self.beat) % n
        mix = self.mix
        for i, v in enumerate(sound):
            mix[(start + i) % n] += gain * v

    def play(self, instrument: Instrument, part: list[tuple[float, float, int | None]],
             gain: float, offset: float = 0.0, transpose: int = 0, legato: float = 0.92) -> None:
        for beat, beats, pitch in part:
            if pitch is not None:
                n = int(beats * self.beat * legato)
                self.add(offset + beat, instrument(hz(pitch + transpose), n, 1.0), gain)


def title_theme() -> Loop:
    """"Weigh the Anchor": A (bars 1-8), B (9-16), A again with the fiddle (17-24)."""
    a = ("A4/1 D5/0.5 D5/0.5 D5/1 E5/0.5 F5/0.5 | G5/1 F5/0.5 E5/0.5 D5/1 A4/1 | "
         "C5/1 C5/0.5 C5/0.5 C5/1 D5/0.5 E5/0.5 | F5/1 E5/0.5 D5/0.5 C5/2 | "
         "A4/1 D5/0.5 D5/0.5 D5/1 E5/0.5 F5/0.5 | G5/1 A5/0.5 G5/0.5 F5/1 E5/1 | "
         "D5/0.5 E5/0.5 F5/0.5 E5/0.5 D5/1 C5/1 | ")
    b = ("F5/1 F5/0.5 G5/0.5 A5/1 A5/1 | C6/1 A5/0.5 G5/0.5 A5/2 | "
         "G5/1 G5/0.5 A5/0.5 G5/1 E5/1 | F5/1 E5/0.5 D5/0.5 E5/2 | "
         "F5/1 F5/0.5 G5/0.5 A5/1 D6/1 | C6/1 A5/0.5 G5/0.5 A5/1 G5/0.5 F5/0.5 | "
         "E5/1 C5/1 D5/0.5 E5/0.5 F5/0.5 E5/0.5 | D5/2 A4/2")
    melody = line(a + "D5/3 r/1 | " + b + " | " + a + "D5/2 F5/0.5 E5/0.5 D5/0.5 C5/0.5", 4)
    verse = "Dm Gm C F Dm Gm Am Dm"
    harmony = f"{verse} F Am C Am F Am C Dm {verse}".split()
    loop = Loop(len(harmony) * 4, RATE // 2)          # 120 beats a minute
    loop.play(squeezebox, melody, 0.42)
    loop.play(fiddle, [n for n in melody if n[0] >= 64], 0.26, transpose=-12)
    for bar, name in enumerate(harmony):
        root, third, fifth = chord(name, 2)
        at = bar * 4
        loop.add(at, bass(hz(root), int(0.9 * loop.beat), 1.0), 0.55)
        loop.add(at + 2, bass(hz(fifth - 12 if fifth > note("A2") else fifth),
                              int(0.9 * loop.beat), 1.0), 0.5)
        for beat in (1, 3):                           # the "pah" of oom-pah
            for pitch in chord(name, 4):
                loop.add(at + beat, squeezebox(hz(pitch), int(0.35 * loop.beat), 1.0), 0.1)
        for beat in (0, 2):
            loop.add(at + beat, thump(bar), 0.5)
        for beat in (1, 3):
            loop.add(at + beat, clap(bar * 4 + beat), 0.24 if 8 <= bar < 16 else 0.17)
        if 8 <= bar < 16:                             # the chorus stomps on the off-beats too
            loop.add(at + 3.5, thump(bar + 100), 0.25)
    return loop


def table_loop() -> Loop:
    """"Becalmed": plucked arpeggios over a pad; the flute joins for the second 16 bars."""
    harmony = ("Dm Bb F C Dm Gm Bb A " * 2).split()   # two bars each
    loop = Loop(len(harmony) * 2 * 3, RATE * 2 // 3)   # 90 beats a minute, 3/4
    tune = line("A4/4 G4/1 F4/1 | D5/4 C5/1 Bb4/1 | A4/3 C5/3 | G4/4 E4/2 | "
                "F4/2 A4/2 D5/2 | D5/3 Bb4/3 | D5/2 C5/2 Bb4/2 | A4/4 E4/2", 6)
    loop.play(flute, tune, 0.1, offset=len(harmony) * 3)
    for k, name in enumerate(harmony):
        low = chord(name, 3)
        root, third, fifth = low
        at = k * 6
        pattern = (root - 12, fifth - 12, root, third, fifth, root + 12)
        for bar in range(2):
            for i, pitch in enumerate(pattern if bar == 0 else pattern[::-1]):
                loop.add(at + bar * 3 + i * 0.5,
                         pluck(hz(pitch), int(0.5 * loop.beat), 1.0), 0.26 - 0.012 * i)
        for pitch in low:
            loop.add(at, pad(hz(pitch), int(5.6 * loop.beat), 1.0), 0.07)
    add_sea(loop, swells=8, gain=0.1, seed=11)
    return loop


def add_sea(loop: Loop, swells: int, gain: float, seed: int) -> None:
    """The sea: noise through a low-pass filter run twice round the loop (so its state at the
    end is the state it starts with), rising and falling `swells` times per loop."""
    rng = random.Random(seed)
    n = loop.length
    noise = [rng.random() * 2 - 1 for _ in range(n)]
    smooth = zeros(n)
    y = y2 = 0.0
    k = 0.06
    for _round in range(2):
        for i in range(n):
            y += k * (noise[i] - y)
            y2 += k * (y - y2)
            smooth[i] = y2
    top = max(abs(v) for v in smooth)
    for i in range(n):
        swell = math.sin(math.pi * swells * i / n) ** 2
        loop.mix[i] += gain * (0.25 + 0.75 * swell) * smooth[i] / top


# --- files --------------------------------------------------------------------------------

def pcm(loop: Loop, peak: float) -> array:
    """16-bit samples: the mix scaled to `peak` (of full scale) and gently rounded off (a
    per-sample curve, so the loop stays seamless)."""
    top = max(abs(v) for v in loop.mix) or 1.0
    drive = 1.4
    scale = peak / math.tanh(drive)
    return array("h", [round(32767 * scale * math.tanh(drive * v / top)) for v in loop.mix])


def write_wav(path: Path, samples: array) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def with_roll(loop: array) -> array:
    """The file's samples: the loop's last ROLL samples, the loop, its first ROLL samples."""
    return loop[-ROLL:] + loop + loop[:ROLL]


def encode(wav: Path, ogg: Path, title: str, length: int) -> None:
    """Ogg Vorbis with the loop marked (LOOPSTART, LOOPLENGTH in samples) and our credit."""
    oggenc = shutil.which("oggenc")
    if oggenc is None:
        raise SystemExit("oggenc is missing: install vorbis-tools (apt-get install vorbis-tools)")
    comments = [f"LOOPSTART={ROLL}", f"LOOPLENGTH={length}",
                "COPYRIGHT=Jolly Roger Studio, MIT licence (composed by tools/make_music.py)"]
    command = [oggenc, "-Q", "-q", str(QUALITY), "-s", str(SERIAL), "-t", title, "-a", ARTIST]
    for comment in comments:
        command += ["-c", comment]
    subprocess.run([*command, "-o", str(ogg), str(wav)], check=True)


#: file name: (title, the function that composes it, its loudest sample of full scale: the
#: table loop is the quieter, it plays under the game)
PIECES: dict[str, tuple[str, Callable[[], Loop], float]] = {
    "title": ("Weigh the Anchor", title_theme, 0.72),
    "table": ("Becalmed", table_loop, 0.36),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wav", type=Path, help="also keep the WAV files in this folder")
    parser.add_argument("--out", type=Path, default=OUT, help="where the .ogg files go")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for key, (title, compose, peak) in PIECES.items():
        samples = pcm(compose(), peak)
        with tempfile.TemporaryDirectory() as tmp:
            wav = (args.wav or Path(tmp)) / f"{key}.wav"
            wav.parent.mkdir(parents=True, exist_ok=True)
            write_wav(wav, with_roll(samples))
            ogg = args.out / f"{key}.ogg"
            encode(wav, ogg, title, len(samples))
        print(f"{ogg.relative_to(ROOT) if ogg.is_relative_to(ROOT) else ogg}: "
              f"{len(samples) / RATE:.1f} s, {ogg.stat().st_size // 1024} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
