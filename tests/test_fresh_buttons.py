"""Issue 28: "No mutiny" and "Pass" sat at the same spot in successive prompts and a fast
double click answered two decisions. A table's button that has just appeared (or changed its
words) ignores the mouse for FRESH_BUTTON_MS (scenes/kit/table_shell.py, every table)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.session import HUMAN
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.cards import load_catalogue
from scenes.kit.table_shell import FRESH_BUTTON_MS
from tests import ui_support
from tests.jolly_roger.test_ui_table import Player

CAT = load_catalogue()


def press(player: Player, pos: tuple[int, int], ms: int) -> None:
    """A press and release at `pos`, `ms` after the last frame (no resting pointer)."""
    player.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                 pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), ms=ms)
    player.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1), ms=16)


def at_a_pass(seed: int) -> tuple[Player, Any]:
    """A Jolly Roger table, Anna's turn with a "pass" button on screen (her other moves the
    medium bot's)."""
    app, session, player = ui_support.make_table(Player, "jolly-roger", [HUMAN] + ["easy"] * 3,
                                                 seed=seed)
    brain = HeuristicBot(CAT, 5, "medium")
    for _ in range(200):
        session.run_ai()
        player.frame()
        if "pass" in player.table.button_keys():
            return player, session
        assert session.submit(brain.act(session.game.view(0), session.prompt())) is None
    raise AssertionError("no pass button")


def after_a_pass(seed: int, more_clicks: bool) -> list[Any]:
    """The commands after Anna's aimed click on "pass", then 4 clicks at double-click speed on
    the same spot (or the pointer resting there as long)."""
    player, session = at_a_pass(seed)
    pos = player.where("button:pass")
    start = len(session.entries)
    press(player, pos, FRESH_BUTTON_MS)          # the first click, aimed: accepted
    assert len(session.entries) > start and not player.errors
    for _ in range(4):
        if more_clicks:
            press(player, pos, 40)
        else:
            player.frame(ms=40)
            player.frame(ms=16)
    return [e.cmd for e in session.entries[start:]]


@pytest.mark.parametrize("seed", [3, 8])
def test_a_fast_double_click_answers_one_decision_only(seed: int) -> None:
    """Clicks at double-click speed on the spot of the button just used answer nothing more,
    whatever button the next decision puts there."""
    assert after_a_pass(seed, True) == after_a_pass(seed, False)


def test_a_button_that_appeared_just_now_ignores_a_click_then_takes_one() -> None:
    player, session = at_a_pass(3)
    before = session.event_count
    press(player, player.where("button:pass"), 16)
    assert session.event_count == before, "a button 16 ms old took the click"
    press(player, player.where("button:pass"), FRESH_BUTTON_MS)
    assert session.event_count > before
