"""The CI slice of the monkey (tools/monkey.py): the whole app under random clicks, drags,
keys, text, resizes and time, from the title and from scenes in the middle of a game. No
input may make it crash, and a game in progress always waits for a decision it knows.

The long run is `.venv/bin/python tools/monkey.py --seeds 20 --steps 20000` (README)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import monkey  # noqa: E402


@pytest.mark.parametrize(("seed", "size"), [(1, (1280, 720)), (2, (800, 600)),
                                            (3, (1920, 1080))])
def test_random_input_never_crashes_the_app(seed: int, size: tuple[int, int]) -> None:
    m = monkey.run(seed, 1000, size)
    assert m.frames >= 1000
    assert m.counts["click"] > 300 and m.counts["drag"] > 50  # the moves really ran
    assert m.scenes["TableScene"] > 0 and m.scenes["TitleScene"] > 0


def test_the_monkey_finds_a_crash_and_names_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A scene that breaks on a key press is caught, with the seed and the last inputs."""
    from scenes.title import TitleScene

    def broken(self: TitleScene, event: object) -> None:
        if getattr(event, "key", None) is not None:
            raise RuntimeError("a key broke the title")

    monkeypatch.setattr(TitleScene, "handle_event", broken)
    with pytest.raises(AssertionError, match=r"seed 5, frame \d+, scene TitleScene: "
                                             r"RuntimeError: a key broke the title"):
        monkey.run(5, 400)
