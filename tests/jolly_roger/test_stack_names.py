"""Issue 28: each destination stack names its kind in full — German with the log open at
1280×720 ('Handelsschiff' was left off its narrow card), English at the largest interface
size a 1280×720 window holds — on a plate dark enough for its white words (the Pirate Port's
name was white on the white picture)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.i18n import set_language  # noqa: E402
from game.jolly_roger.cards import DEST_KINDS  # noqa: E402
from scenes.jolly_roger import cardbody  # noqa: E402
from scenes.jolly_roger.cardtext import kind_name  # noqa: E402
from scenes.kit import paint as P  # noqa: E402
from scenes.screenshot import scene_app  # noqa: E402


def contrast(a: P.Colour, b: P.Colour) -> float:
    """WCAG's contrast ratio of two colours."""
    def lum(c: P.Colour) -> float:
        ch = [v / 255 for v in c[:3]]
        ch = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize(("lang", "size", "scale", "log", "seats"), [
    ("de", (1280, 720), 1.0, "open", 6), ("en", (1280, 720), 1.2, "auto", 6),
    ("pl", (1280, 720), 1.2, "open", 10), ("de", (1920, 1080), 1.8, "open", 6)])
def test_every_stack_names_its_kind_in_full(monkeypatch: pytest.MonkeyPatch, lang: str,
                                             size: tuple[int, int], scale: float, log: str,
                                             seats: int) -> None:
    app = scene_app("table", lang=lang, size=size, seats=seats, frames=1)
    app.settings.ui_scale, app.settings.log_panel = scale, log
    drawn: list[str] = []
    real = P.text
    monkeypatch.setattr(P, "text", lambda words, *a, **k: drawn.append(words) or real(
        words, *a, **k))
    app.scale_ui()
    table = app.top
    table.board.forget()
    app.step(16, [])
    set_language(lang)
    try:
        words = " ".join(drawn)
        for kind in DEST_KINDS:
            name = kind_name(kind)
            assert name in words or all(part in drawn for part in name.split()), (kind, name)
    finally:
        set_language("en")


def test_the_names_plate_and_band_are_dark_enough_for_white_words() -> None:
    for kind, colour in cardbody.DEST_COLOURS.items():
        band = cardbody.name_band(colour)
        assert P.ink_on(band) == P.WHITE and contrast(band, P.WHITE) >= 4.5, kind
