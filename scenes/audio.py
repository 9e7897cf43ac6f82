"""Sound: the effects and interface sounds (synthesized at start-up) and the music (our own
pieces in assets/music, composed by tools/make_music.py), each channel at its own volume.

Three channels (settings_store.CHANNELS), each with a volume 0 … 100 and a mute:
  music       the title theme on the title and the menus, the table loop at any table
              (`MusicPlayer`: one stream, faded out and the next faded in)
  effects     what happens at the table: a card dealt or played, a mutiny, a success, a failure
  interface   the app answering the player: a widget used ("click"), a move refused ("refused")

The table emits ("sound", name) through `app.emit`, the menus' widgets too (scenes/menu.py),
and a refused move emits ("rule_error", reason); `Audio.listener` plays the matching sound if
its channel and its own switch are on. Without a sound device the game starts silently: the
mixer is opened with stderr closed (alsa-lib writes its complaints there) and the reason is
one line in the log file.
"""

from __future__ import annotations

import logging
import math
import os
import random
import sys
from array import array
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

RATE = 22050                       # the rate the effects are designed at, and the music's
# What the mixer is opened with (frequency, size, channels): every sound and the music are
# made at 22050 Hz, so a faster mix would only cost work (and start-up synthesis time).
MIXER = (22050, -16, 2)
MUSIC_DIR = Path(__file__).resolve().parent.parent / "assets" / "music"
TRACKS = {"title": "title.ogg", "table": "table.ogg"}
#: the shell's routes that open a table (scenes/table_routes.py; "tutorial" is the table with
#: its coach, "replay" the viewer of a finished game): the table loop plays while one is open
TABLE_ROUTES = frozenset({"table", "tutorial", "replay"})
FADE_MS = 900
#: which channel each sound belongs to
CHANNEL = {"deal": "effects", "play": "effects", "mutiny": "effects", "success": "effects",
           "failure": "effects", "click": "interface", "refused": "interface"}
log = logging.getLogger("jolly_roger.audio")


def _tone(freqs: list[tuple[float, float]], volume: float = 0.5, noise: float = 0.0,
          decay: float = 6.0, seed: int = 1, rate: int = RATE) -> array[int]:
    """Concatenated notes (frequency Hz, seconds), each with a fast attack and a decay."""
    rng = random.Random(seed)
    out = array("h")
    attack = 200 * rate / RATE
    for freq, secs in freqs:
        n = int(rate * secs)
        for i in range(n):
            t = i / rate
            env = min(1.0, i / attack) * math.exp(-decay * t)
            v = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            if noise:
                v = (1 - noise) * v + noise * (rng.random() * 2 - 1)
            out.append(int(max(-1.0, min(1.0, v * env * volume)) * 32767))
    return out


def _effects(rate: int = RATE) -> dict[str, array[int]]:
    """Every sound (mono samples at `rate`), effects and interface alike."""
    return {
        "deal": _tone([(900, 0.05)], 0.35, noise=0.8, decay=60, rate=rate),      # a card flick
        "play": _tone([(180, 0.12)], 0.6, noise=0.3, decay=30, rate=rate),       # slapped down
        "mutiny": _tone([(110, 0.18), (98, 0.35)], 0.6, noise=0.1, decay=3, rate=rate),  # horn
        "success": _tone([(523, 0.09), (659, 0.09), (784, 0.22)], 0.45, decay=5, rate=rate),
        "failure": _tone([(392, 0.12), (330, 0.12), (262, 0.3)], 0.45, decay=4, rate=rate),
        "click": _tone([(1500, 0.03)], 0.22, noise=0.4, decay=110, rate=rate),  # a wooden tick
        "refused": _tone([(233, 0.07), (175, 0.13)], 0.4, decay=16, rate=rate),  # a low "uh-uh"
    }


def level(settings: Any, channel: str) -> float:
    """A channel's loudness 0 … 1 from the settings: 0 when muted. The slider's 0 … 100 is
    squared, so equal steps sound like equal steps (loudness grows with the amplitude's log)."""
    if getattr(settings, f"{channel}_muted", False):
        return 0.0
    volume = getattr(settings, f"{channel}_volume", 0)
    return min(1.0, max(0.0, volume / 100)) ** 2


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Standard error (the file descriptor, where C libraries such as alsa-lib write) goes to
    the null device for the duration; where there is no descriptor 2, nothing changes."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 2)
        os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def open_mixer() -> bool:
    """Open the mixer once, quietly; False (and one line in the log file) without a sound
    device. Called before anything else could open it (App: pygame.init() would try it with
    stderr open and print alsa-lib's complaints on the terminal)."""
    import pygame

    if pygame.mixer.get_init():
        return True
    frequency, size, channels = MIXER
    try:
        with quiet_stderr():
            pygame.mixer.init(frequency=frequency, size=size, channels=channels, buffer=512)
    except pygame.error as error:
        log.info("no sound device, so the game plays silently (%s)", str(error).strip() or "?")
        return False
    return True


class MusicPlayer:
    """The title theme or the table loop, streamed by pygame.mixer.music: `update` each frame
    compares what should play (`wanted`) with what plays, fades the one out and the next in
    (one stream only, so one after the other), and follows the music volume."""

    def __init__(self, app: Any, music: Any, error: type[Exception]) -> None:
        self.app = app
        self.music = music                # pygame.mixer.music, or a stand-in in tests
        self.error = error                # what it raises: pygame.error
        self.track: str | None = None     # what plays, or fades out, now
        self.next: str | None = None      # what starts once the fade-out is over
        self.volume = -1.0
        self.broken = False               # a music file would not play: no music this run

    def wanted(self) -> str | None:
        """The track for the scenes open now: the table loop while a table is open (at any
        depth: the pause menu or the rules over it keep it), else the title theme."""
        stack = getattr(self.app, "stack", [])
        if not stack:
            return None
        return "table" if any(getattr(s, "route", None) in TABLE_ROUTES for s in stack) else "title"

    def update(self, dt_ms: int = 0) -> None:
        if self.broken:
            return
        want = self.wanted()
        if want is not None and want != (self.next or self.track):
            if self.music.get_busy():             # ours, or a stream nobody follows now
                self.music.fadeout(FADE_MS)       # returns at once; the mixer fades it
            self.next = want
        if self.next is not None and not self.music.get_busy():
            self._start(self.next)
        volume = level(self.app.settings, "music")
        if volume != self.volume and self.next is None:
            self.volume = volume
            self.music.set_volume(volume)

    def _start(self, track: str) -> None:
        """Load and fade in `track` (load only once the last one is silent: freeing a fading
        stream would wait for its fade)."""
        self.next = None
        self.track = track
        path = MUSIC_DIR / TRACKS[track]
        try:
            self.music.load(str(path))
            self.volume = level(self.app.settings, "music")
            self.music.set_volume(self.volume)
            self.music.play(loops=-1, fade_ms=FADE_MS)
        except (self.error, OSError) as error:
            log.warning("music %s not played (%s); the game goes on without music",
                        path.name, error)
            self.broken = True


class Audio:
    """The app's sounds and music; silent (never failing) without a sound device."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.sounds: dict[str, Any] = {}
        self.music: MusicPlayer | None = None
        try:
            import pygame

            if not open_mixer():
                return
            freq, _size, channels = pygame.mixer.get_init()
            for name, samples in _effects(freq).items():
                if channels == 2:
                    stereo = array("h")
                    for v in samples:
                        stereo.extend((v, v))
                    samples = stereo
                self.sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
            self.music = MusicPlayer(app, pygame.mixer.music, pygame.error)
        except Exception as error:  # a mixer that opened but will not play: stay silent
            log.info("sound switched off (%s)", error)
            self.sounds = {}
            self.music = None

    def update(self, dt_ms: int) -> None:
        """Each frame: the music follows the scenes and the music volume."""
        if self.music is not None:
            self.music.update(dt_ms)

    def listener(self, kind: str, data: Any) -> None:
        if kind == "rule_error":
            data = "refused"
        elif kind != "sound":
            return
        if data not in self.sounds:
            return
        settings = self.app.settings
        volume = level(settings, CHANNEL[data])
        if not settings.sounds.get(data, True) or volume <= 0:
            return
        sound = self.sounds[data]
        sound.set_volume(volume)
        sound.play()
