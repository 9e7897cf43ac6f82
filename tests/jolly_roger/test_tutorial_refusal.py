"""Issue 28: the note of a refused move ("Not quite: …") stays readable in the tutorial — the
coach mark is placed clear of it (lesson 8 hid it) and the coach's pulsing frame around the
drop zone and its pointer line are never drawn through it (lesson 4 crossed it)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from test_tutorial import open_tutorial, scene, settle  # noqa: E402

from scenes import theme as T  # noqa: E402
from scenes.kit import paint as P  # noqa: E402


def refused_then_held(lesson: int, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The lesson's first move of the player's, made with another card of the hand (refused),
    then that card picked up again and held beside the drop zone: the app and the scene."""
    app, player = open_tutorial("en", size, lesson=lesson)
    for _ in range(60):
        st = settle(app, player)
        if st.kind != "note":
            break
        player.click("button:coach:next")
    s = scene(app)
    move = next(g for g in st.gestures if g.how == "drag")
    wrong = next(c for c in sorted_hand(s) if c != move.card)
    ev = pygame.event.Event
    for release in (True, False):
        a = player.where(f"card:{wrong}")
        b = player.where(move.target)
        player.frame(ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                     ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        player.frame(ev(pygame.MOUSEMOTION, pos=((a[0] + b[0]) // 2, (a[1] + b[1]) // 2),
                        rel=(1, 1), buttons=(1, 0, 0)))
        player.frame(ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)))
        if release:
            player.frame(ev(pygame.MOUSEBUTTONUP, pos=b, button=1))
            assert player.errors and player.errors[-1].startswith("Not quite")
    for _ in range(3):   # the frame pulses: a few of its sizes
        app.ticks_ms += 130
        player.frame()
    return app, s


def sorted_hand(s):  # type: ignore[no-untyped-def]
    return [sp.card for sp in sorted((sp for sp in s.frame.sprites if sp.zone == "hand"),
                                     key=lambda sp: sp.rect.x)]


@pytest.mark.parametrize("lesson", [3, 7])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_note_of_a_refused_move_is_never_under_the_coach_nor_crossed_by_its_frame(
        lesson: int, size: tuple[int, int]) -> None:
    app, s = refused_then_held(lesson, size)
    note = s.cues.get("note")
    assert note is not None and s.coach_box is not None
    assert not note.colliderect(s.coach_box)
    inner = note.inflate(-4, -4)
    frame_colours = {tuple(T.FOCUS), tuple(P.LIGHT)}
    crossed = [(x, y) for x in range(inner.x, inner.right, 2) for y in range(inner.y, inner.bottom)
               if tuple(app.screen.get_at((x, y)))[:3] in frame_colours]
    assert crossed == []
