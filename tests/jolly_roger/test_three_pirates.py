"""Issue 28, V3: a 3-seat game never appoints a quartermaster, and the player is told so where
they meet it — the New game form at 3 seats, the table (a small key on the captain's hat, its
tooltip and the first log line say why) and the rules page."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import registry  # noqa: E402
from game.core.i18n import _  # noqa: E402
from game.jolly_roger import ID, THREE_PIRATES  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.screenshot import busy_session, scene_app  # noqa: E402


def drawn_words(monkeypatch, make):  # type: ignore[no-untyped-def]
    """Every text drawn (scenes.drawing.rendered) while `make()` runs, and what it returns."""
    seen: list[str] = []
    real = drawing.rendered
    monkeypatch.setattr(drawing, "rendered", lambda words, *a, **k: seen.append(words) or real(
        words, *a, **k))
    return make(), " ".join(seen)


def test_V3_the_new_game_form_at_3_seats_says_there_is_no_quartermaster(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert registry.get(ID).seat_notes == {3: THREE_PIRATES}
    app = scene_app("newgame", game_id=ID, frames=1)
    form = app.top
    while len(form.seats) > 3:
        form.remove_seat(len(form.seats) - 1)
    _app, words = drawn_words(monkeypatch, lambda: app.step(16, []))
    assert "nobody is appointed quartermaster" in words
    form.add_seat()
    _app, words = drawn_words(monkeypatch, lambda: app.step(16, []))
    assert "nobody is appointed quartermaster" not in words


def test_V3_at_the_table_the_captain_carries_the_key_and_says_why() -> None:
    from scenes.jolly_roger import markers
    from scenes.jolly_roger.logtext import session_log

    session = busy_session(3, seed=3, max_steps=60, game_id=ID, level="random")  # (a V3 game)
    view = session.game.view(0)
    assert view.quartermaster == -1 and "V3" in view.variants
    app = scene_app("table", game_id=ID, seats=3, seed=3)
    table = app.top
    assert "tip:captain" in table.frame.marks and "tip:quartermaster" not in table.frame.marks
    view = table.now.view
    assert "no quartermaster" in markers.words("tip:captain", view, table.cat)
    assert _(THREE_PIRATES) in session_log(session)[0].text


def test_V3_the_rules_page_has_a_paragraph_on_three_pirates() -> None:
    app = scene_app("help", game_id=ID, frames=1)
    book = app.top
    text = " ".join(line for _style, line, *_rest in book.lines)
    assert "Three pirates" in text and "nobody is appointed" in text
