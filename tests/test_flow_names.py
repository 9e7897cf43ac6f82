"""Names the game's fonts cannot draw (issue 17): refused with a clear message where a name is
typed; a name that arrives anyway (someone else's log) is drawn in a fallback font of the
machine's, or with "?" — never as empty boxes."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from scenes import theme as T  # noqa: E402
from scenes.app import build_app  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

CJK, EMOJI = "李", "\U0001f600"


def new_app() -> App:
    return build_app(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9),
                     headless=True)


def form_with_focus(app: App, seat: int) -> tuple[Any, Any]:
    form: Any = app.go("new_game")
    field = next(w for w in form.ui.widgets if w.name == f"name{seat}")
    form.ui.set_focus(field)
    return form, field


def type_text(app: App, words: str) -> None:
    app.step(16, [pg.event.Event(pg.TEXTINPUT, text=words)])


def test_the_bundled_fonts_lack_cjk_and_emoji_but_draw_accents() -> None:
    pg.font.init()
    assert T.undrawable(f"Zoë Łucja Šárka Øyvind Straße {CJK}{EMOJI}") == CJK + EMOJI
    assert T.undrawable("Zoë Łucja Šárka Øyvind Straße") == ""


def test_a_name_typed_with_characters_the_fonts_lack_is_refused_with_a_message() -> None:
    app = new_app()
    form, field = form_with_focus(app, 1)
    before = field.value
    type_text(app, CJK + EMOJI)
    assert field.value == before and form.seats[1].name == before
    assert "cannot draw" in form.message and "Latin letters" in form.message
    type_text(app, "é")                           # accents are welcome, and clear the message
    assert field.value == before + "é" and form.message == ""


def test_a_name_typed_past_its_length_says_so_instead_of_dropping_letters_unseen() -> None:
    """Issue 28: the field keeps NAME_LENGTH characters and says the rest was left out."""
    from scenes.newgame import NAME_LENGTH

    app = new_app()
    form, field = form_with_focus(app, 1)
    field.value, field.caret = "", 0
    type_text(app, "Bartholomew Roberts")
    assert field.value == "Bartholomew Roberts"[:NAME_LENGTH]
    assert f"at most {NAME_LENGTH} characters" in form.message
    field.key(pg.event.Event(pg.KEYDOWN, key=pg.K_BACKSPACE), form.ui)
    type_text(app, "s")                            # it fits again: no message
    assert field.value.endswith("s") and form.message == ""


def test_a_pirate_flag_emoji_with_its_joiner_and_selector_is_refused_not_a_crash() -> None:
    """The monkey typed "🏴‍☠️": its variation selector alone renders nothing, and the font
    raised "Text has zero width" out of the name check. Such a character counts as one the
    fonts cannot draw: the whole flag is refused with the message."""
    app = new_app()
    form, field = form_with_focus(app, 1)
    before = field.value
    type_text(app, "\U0001F3F4\u200d\u2620\ufe0f")
    assert field.value == before and "cannot draw" in form.message
    assert T.undrawable("Anna\ufe0f") == "\ufe0f"


def test_a_name_the_fonts_cannot_draw_does_not_set_sail() -> None:
    app = new_app()
    form, _field = form_with_focus(app, 2)
    form.seats[2].name = "Mei " + CJK             # however it got there
    form.start()
    assert app.session is None
    assert form.message.startswith("Seat 3's name has characters")


def test_without_a_fallback_font_a_missing_character_is_a_question_mark(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pg.font.init()
    monkeypatch.setattr(T, "FALLBACK_FONTS", ())
    T._FALLBACK.clear()
    font = T.font(22, "body")
    shown = T.render(font, f"Anna {CJK}{EMOJI}", T.INK)
    plain = font.render("Anna ??", True, T.INK)
    assert shown.get_size() == plain.get_size()
    assert pg.image.tobytes(shown, "RGBA") == pg.image.tobytes(plain, "RGBA")
    T._FALLBACK.clear()


def test_with_a_fallback_font_the_name_is_drawn_in_it_beside_the_rest() -> None:
    pg.font.init()
    font = T.font(22, "body")
    other = T.fallback_font(font.point_size)
    if other is None or T.lacks(other, CJK):
        pytest.skip("no font with Chinese letters on this machine")
    shown = T.render(font, f"{CJK} and Anna", T.INK)
    boxed = font.render(f"{CJK} and Anna", True, T.INK)
    latin = font.render(" and Anna", True, T.INK)
    cjk = other.render(CJK, True, T.INK)
    assert shown.get_width() == latin.get_width() + cjk.get_width() != boxed.get_width()
