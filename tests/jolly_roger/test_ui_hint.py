"""The hint that says why, and bargaining at the table, driven headlessly (SDL dummy driver):
H asks the table's strongest level (hard) with the player's own view; the table shows the
advice and its reason on a line of its own; a bot's promise reads in words in the log and
shows on its seat like a human's."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.session import HUMAN  # noqa: E402
from game.jolly_roger import events as E  # noqa: E402
from game.jolly_roger.ai.explain import explain  # noqa: E402
from scenes.jolly_roger import seats as S  # noqa: E402
from scenes.jolly_roger.advice import reason_text  # noqa: E402
from tests.jolly_roger.test_ui_table import CAT, human_turns, make_table  # noqa: E402


def _spy_levels(session: Any) -> list[str]:
    """Record the level of every bot the session makes (the adviser included)."""
    levels: list[str] = []
    real = session.rulebook

    class SpyBook:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Any:
            levels.append(level)
            return real.make_bot(level, seed, iterations)

    session.rulebook = SpyBook()
    return levels


def test_H_the_hint_asks_the_hard_level_and_shows_why_on_a_line_of_its_own() -> None:
    """Over a few of Anna's decisions: H makes a hard adviser; the hint on screen is the
    advice, a line break, and the reason explain.py finds from Anna's own view, in words."""
    app, session, player = make_table([HUMAN] + ["medium"] * 4, seed=11)
    # a quick adviser, bound by its iteration count, never the clock (and on one core): the
    # test asks twice (the key, then advice()), and on a loaded machine a clock budget gave
    # two answers
    session.iterations = 60
    levels = _spy_levels(session)
    explained = 0
    for n, p in enumerate(human_turns(session, player)):
        if n >= 12:
            break
        before = len(levels)
        player.key(pygame.K_h)
        table = player.table
        assert levels[before:] == ["hard"]
        view = session.game.view(0)
        cmd = session.advice()
        reason = explain(view, p, cmd, CAT)
        if reason is not None and reason_text(reason, view, CAT):
            advice, why = table.hint.split("\n")
            assert advice.startswith("Hint: ") and why and "{" not in why
            explained += 1
        player.frame()  # the hint panel draws (two paragraphs) without error
        assert session.submit(cmd) is None
    assert explained >= 3


def test_B1_a_bots_promise_is_in_the_log_in_words_and_on_its_seat() -> None:
    """AI pirates bargain at the table: once a bot has promised something this round, the
    log has the promise in words and the promiser's seat shows whom it promised (drawn:
    the screen differs from the same frame without the pill)."""
    from game.jolly_roger.ai import make_bot

    app, session, player = make_table([HUMAN] + ["medium"] * 4, seed=5)
    anna = make_bot("easy", 1, CAT)
    for p in human_turns(session, player):
        view = session.game.view(0)
        if any(S.promised_to(view, s) >= 0 for s in range(1, 5)):
            break
        assert session.submit(anna.act(view, p)) is None
    assert not session.over, "no bot promised anything in a whole game"
    giver = next(s for s in range(1, 5) if S.promised_to(view, s) >= 0)
    to = S.promised_to(view, giver)
    made = [ev for ev in session.game.events if isinstance(ev, E.PromiseMade)]
    assert made[-1].seat == giver and made[-1].to == to
    names = session.game.view(0).names
    assert any(f"{names[giver]} promises {names[to]}: “" in line
               for line, _head in player.table.log)
    table = player.table
    table.board.forget()
    table.repaint()
    player.frame()
    with_pill = pygame.image.tobytes(app.screen, "RGB")
    real = S.promised_to
    S.promised_to = lambda view, seat: -1  # type: ignore[assignment]
    try:
        table.board.forget()
        table.repaint()
        player.frame()
        without = pygame.image.tobytes(app.screen, "RGB")
    finally:
        S.promised_to = real  # type: ignore[assignment]
    assert with_pill != without


def test_new_game_and_quick_game_offer_easy_medium_and_hard() -> None:
    """The table offers three levels, the new-game form has words for each, and a Quick
    game can be played against any of them (an unknown level falls back to the default)."""
    from scenes.launch import quick_game_seats, table_info
    from scenes.newgame import KIND_WORDS

    info = table_info()
    assert info.offered == ("easy", "medium", "hard")
    assert all(level in KIND_WORDS for level in info.offered)
    for level in info.offered:
        kinds = [s.kind for s in quick_game_seats(level=level)]
        assert kinds == [HUMAN] + [level] * (info.quick_seats - 1)
    assert quick_game_seats(level="random")[1].kind == info.default_level


def test_the_hint_panel_fits_the_window_with_its_reason_at_every_size() -> None:
    """A long hint (a big loot shared out) and its reason in German stay inside the window
    above the banner, the reason adding lines of its own, at 800x600 up to 1920x1080."""
    from game.core.i18n import set_language
    from scenes.jolly_roger import hud
    from scenes.jolly_roger.layout import Layout

    pygame.init()
    set_language("de")
    try:
        advice = "Hint: " + ", ".join(f"Juwelen an Piratin Nummer {i}" for i in range(9)) + "."
        why = "Die Festung braucht noch 3 Kanonen, und du hast 4 davon auf der Hand."
        for size in ((800, 600), (1280, 720), (1920, 1080)):
            lay = Layout(size, 6, 0)
            surface = pygame.Surface(size)
            boxes: list[pygame.Rect] = []
            hud.draw_hint(surface, lay.banner, advice, lay.u, boxes.append)
            hud.draw_hint(surface, lay.banner, f"{advice}\n{why}", lay.u, boxes.append)
            alone, both = boxes
            assert surface.get_rect().contains(both.inflate(-10, -10)), (size, both)
            assert both.bottom == alone.bottom and both.h > alone.h  # the reason's own lines
    finally:
        set_language("en")
