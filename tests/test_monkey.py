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
    assert sum(m.scenes[t] for t in monkey.TABLES) > 0 and m.scenes["TitleScene"] > 0
    assert m.face_checks > 100  # the table's card faces were checked against DA8


def test_the_monkey_catches_a_hidden_card_drawn_face_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Non-negotiable: no one glimpses another's hand. A table that draws a card from
    another seat's hand is caught by the face check."""
    from scenes.jolly_roger.table import TableScene

    draw = TableScene.draw

    def leaky(self: TableScene, surface: object) -> None:
        draw(self, surface)
        session = self.app.session
        if session is not None and not session.over:
            other = (0 if session.viewer else 1)
            hand = session.game.view(other).hand
            if hand and other != session.viewer:
                self.app.emit("card_face", hand[0])

    monkeypatch.setattr(TableScene, "draw", leaky)
    with pytest.raises(AssertionError, match=r"drawn face up, hidden from"):
        monkey.run(1, 1000)


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
