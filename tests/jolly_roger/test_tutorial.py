"""Learn to play (issue 15): the tutorial played headlessly to its end in each language by the
inputs a player gives (clicks, drags, keys), with every coach mark on screen, beside what it
points at and its words inside their box; refused moves; leaving, resuming, skipping and
restarting; the progress file checked like anything read from disk; the scripted pirates
handed views only."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from test_ui_table import Player  # noqa: E402

from game.core.i18n import set_language  # noqa: E402
from game.jolly_roger import commands as K  # noqa: E402
from game.jolly_roger import tutorial as TU  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.app import register_scenes  # noqa: E402
from scenes.jolly_roger import tutorial_store  # noqa: E402
from scenes.jolly_roger.tutorial import TutorialScene  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402


def open_tutorial(lang: str = "en", size: tuple[int, int] = (1280, 720),
                  lesson: int | None = None) -> tuple[App, Player]:
    set_language(lang)
    register_scenes()
    app = App(Settings(window_size=size, animation_speed=0, ai_delay_ms=0, language=lang),
              headless=True)
    app.go("tutorial", lesson, replace=True)
    player = Player(app)
    player.frame()
    return app, player


def scene(app: App) -> TutorialScene:
    top = app.top
    assert isinstance(top, TutorialScene)
    return top


def settle(app: App, player: Player) -> TU.Step | None:
    """Frames until the story waits for the player (a note or their move)."""
    for _ in range(400):
        st = scene(app).step()
        if st is None or st.kind != "ai":
            player.frame()
            return scene(app).step()
        player.frame()
    raise AssertionError(f"the AI pirates never reached the player's turn: {scene(app).step()}")


def check_coach(app: App) -> None:
    """The coach mark is on screen, and what it points at is on screen and not under it."""
    s = scene(app)
    screen = app.screen.get_rect()
    box = s.coach_box
    assert box is not None and screen.contains(box), f"coach box {box} off {screen}"
    st = s.step()
    assert st is not None
    aim, drop = s.pointing(st)
    rect = s.rect_of(aim)
    assert rect is not None, f"step {s.at}: the coach points at {aim}, which is not drawn"
    assert s.pointed == aim
    assert screen.contains(rect), f"{aim} at {rect} is off the screen"
    assert not rect.colliderect(box), f"the coach box covers {aim}"
    if aim.startswith("card:"):
        assert s.point_of(aim) is not None, f"{aim} is covered by other cards"
    if drop:
        where = s.rect_of(drop)
        assert where is not None and not where.colliderect(box), f"the coach covers {drop}"
    for _spec, r in s.coach_buttons:
        assert box.contains(r)


def gesture(player: Player, g: TU.Gesture) -> None:
    if g.how == "drag":
        player.drag(g.card, g.target)
    elif g.how == "select":
        player.click(f"card:{g.card}")
    else:
        player.click(g.target)


def play_through(app: App, player: Player) -> int:
    """Every step by the player's own inputs; returns how many coach marks were checked."""
    checked = 0
    for _ in range(len(TU.STEPS) + 10):
        st = settle(app, player)
        if st is None:
            return checked
        if st.kind == "note":
            check_coach(app)
            checked += 1
            player.click("button:coach:next")
            continue
        for g in st.gestures:
            check_coach(app)
            checked += 1
            gesture(player, g)
    raise AssertionError("the tutorial did not end")


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_whole_tutorial_is_played_by_a_players_inputs_in_each_language(lang: str) -> None:
    """Issue 15: notes, drags, clicks from the first lesson to the last; every coach mark is
    beside its target and fits its box (the overflow probe); no move is refused; at the end
    the tutorial is remembered as completed and the AI pirates never left the script."""
    app, player = open_tutorial(lang)
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        checked = play_through(app, player)
    finally:
        drawing.probe = None
    s = scene(app)
    assert s.finished and not s.off_script
    assert checked >= len([st for st in TU.STEPS if st.kind != "ai"])
    assert not player.errors, player.errors
    assert not probe.misfits, sorted(set(probe.misfits))[:6]
    assert all(bot.unforeseen == 0 for bot in s.session.bots.values())
    assert tutorial_store.load_progress().completed
    assert s.session.game.view(0).round == 4
