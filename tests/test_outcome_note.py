"""Issue 28: results flashed by — the reveal, the success and the loot resolved ~1.5 s after the
last card and only the log said what happened. An outcome a player must understand (Jolly
Roger's attack against its requirement, a mutiny's totals, the loot taken; RUM's captures and
the parrot's wave; Meuterer's fight and sales) now stays on screen in a note (the kit's
SessionTable `outcomes`) until the player's next decision or a click, however long the AI
waits; its words are the seat on screen's log line."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.session import HUMAN
from tests import ui_support
from tests.jolly_roger.test_ui_table import Player, plain_medium
from tests.ui_support import Hands

TABLES = ["jolly-roger", "rum", "meuterer"]


def to_an_outcome(game_id: str) -> tuple[Any, Any, Hands, Any]:
    """An all-AI table whose AI seats wait (a long AI pause), played move by move until a move
    makes an outcome; then one frame draws it."""
    level = "easy" if game_id != "meuterer" else "medium"
    app, session, player = ui_support.make_table(Hands, game_id, [level] * 3, seed=3,
                                                 ai_delay=10**9)
    table = app.top
    for _ in range(3000):
        before = session.event_count
        session.run_ai(limit=1)
        new = session.events_for(-1, before)
        hit = [ev for ev in new if table.is_outcome(ev)]
        if hit:
            player.frame()
            return app, session, player, hit[-1]
    raise AssertionError(f"{game_id}: no outcome in 3000 moves")


@pytest.mark.parametrize("game_id", TABLES)
def test_an_outcome_stays_on_screen_until_a_click(game_id: str) -> None:
    app, session, player, event = to_an_outcome(game_id)
    table = app.top
    book = table.new_log()
    book.feed([event])
    line = book.lines[-1].text
    for _ in range(5):                       # half a minute: still there
        player.frame(ms=6000)
    assert line in table.outcome_words() and table.cues.get("note") is not None
    pos = (5, app.size[1] // 2)              # a click anywhere dismisses it
    player.frame(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    player.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert table.outcome_words() == ""


def test_AT5_the_attack_result_stays_until_the_players_next_decision() -> None:
    """One human against AI pirates: the attack's result (skills against the requirement) is on
    screen at the human's next prompt, and goes once the human has decided."""
    app, session, player = ui_support.make_table(Player, "jolly-roger", [HUMAN] + ["medium"] * 3,
                                                 seed=2)
    brain = plain_medium(1)
    for p in ui_support.human_turns(session, player):
        words = player.table.outcome_words()
        if "/" in words and ("succeeds" in words or "fails" in words):
            player.perform(brain.act(session.game.view(0), p))
            assert player.table.outcome_words() != words
            return
        player.perform(brain.act(session.game.view(0), p))
    raise AssertionError("no attack result was ever on screen at a decision")
