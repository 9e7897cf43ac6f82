"""Sound effects, synthesized at start-up (original: no sound files needed).

The table emits ("sound", name) through `app.emit`; `Audio.listener` plays the matching
effect at the settings' volume, if that sound is switched on. With no audio device the
game is simply silent.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Any

RATE = 22050


def _tone(freqs: list[tuple[float, float]], volume: float = 0.5, noise: float = 0.0,
          decay: float = 6.0, seed: int = 1) -> array[int]:
    """Concatenated notes (frequency Hz, seconds), each with a fast attack and a decay."""
    rng = random.Random(seed)
    out = array("h")
    for freq, secs in freqs:
        n = int(RATE * secs)
        for i in range(n):
            t = i / RATE
            env = min(1.0, i / 200) * math.exp(-decay * t)
            v = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            if noise:
                v = (1 - noise) * v + noise * (rng.random() * 2 - 1)
            out.append(int(max(-1.0, min(1.0, v * env * volume)) * 32767))
    return out


def _effects() -> dict[str, array[int]]:
    return {
        "deal": _tone([(900, 0.05)], 0.35, noise=0.8, decay=60),               # a card flick
        "play": _tone([(180, 0.12)], 0.6, noise=0.3, decay=30),                # a card slapped down
        "mutiny": _tone([(110, 0.18), (98, 0.35)], 0.6, noise=0.1, decay=3),   # a low horn
        "success": _tone([(523, 0.09), (659, 0.09), (784, 0.22)], 0.45, decay=5),
        "failure": _tone([(392, 0.12), (330, 0.12), (262, 0.3)], 0.45, decay=4),
    }


class Audio:
    """Plays the synthesized effects; silent (never failing) without a sound device."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.sounds: dict[str, Any] = {}
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            freq, _size, channels = pygame.mixer.get_init()
            for name, samples in _effects().items():
                if channels == 2:
                    stereo = array("h")
                    for v in samples:
                        stereo.extend((v, v))
                    samples = stereo
                self.sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
        except Exception:  # no audio device: play nothing
            self.sounds = {}

    def listener(self, kind: str, data: Any) -> None:
        if kind != "sound" or data not in self.sounds:
            return
        settings = self.app.settings
        if not settings.sounds.get(data, True) or settings.volume <= 0:
            return
        sound = self.sounds[data]
        sound.set_volume(settings.volume)
        sound.play()
