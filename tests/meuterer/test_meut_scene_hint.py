"""Hints at Meuterer's table (H or the Hint button): what the strongest AI level would do in
the player's place, asked with the player's own view and prompt only (non-negotiable 2), said
in one sentence, pre-selected where a gesture follows (an offer, the cards to keep, a sales
plan), and gone once the game moves on."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from meut_scene_support import make_table

from game.core.session import HUMAN
from game.meuterer.prompts import Prompt
from game.meuterer.view import View
from scenes.meuterer.advice import advice_text


def test_H_names_a_move_the_engine_accepts_at_every_step_CO1_OF2_MU3_SA3_DW3() -> None:
    app, session, player = make_table([HUMAN, "medium", "medium", "medium"], seed=5)
    hinted: list[Any] = []
    app.listeners.append(lambda kind, data: hinted.append(data) if kind == "hint" else None)
    steps: set[str] = set()
    for _ in range(4000):
        session.run_ai()
        player.frame()
        if session.over:
            break
        p = session.prompt()
        hinted.clear()
        player.key(pygame.K_h)
        assert len(hinted) == 1, (p, player.errors)
        cmd = hinted[0]
        table = player.table
        text = table.hint_now()
        assert text.startswith("Hint: ") and text.endswith(".") and len(text) > 10
        name = type(cmd).__name__
        if name == "Offer":
            assert table.picks.cards == [cmd.card]
        elif name == "Allocate":
            assert tuple(table.now.proposal) == tuple(cmd.plan)
        steps.add(p.step)
        assert session.submit(cmd) is None, f"the hint {cmd} was refused"
        player.frame()
        assert table.hint_now() == ""
    assert session.over
    assert {"offer", "pick_role", "allocate"} <= steps, steps


def test_the_adviser_sees_only_the_viewers_view_and_prompt(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Non-negotiable 2: the bot behind a hint gets a View and a Prompt, nothing else."""
    app, session, player = make_table([HUMAN, "medium", "medium", "medium"], seed=8)
    seen: list[tuple[type, type]] = []
    make = session.rulebook.make_bot

    class Spy:
        def __init__(self, inner: Any) -> None:
            self.inner = inner

        def act(self, view: Any, prompt: Any) -> Any:
            seen.append((type(view), type(prompt)))
            assert view.seat == 0
            return self.inner.act(view, prompt)

    # the registry's rulebook is shared: patched for this test only
    monkeypatch.setattr(session.rulebook, "make_bot",
                        lambda level, seed, iterations=None: Spy(make(level, seed, iterations)))
    for _ in range(200):
        session.run_ai()
        player.frame()
        p = session.prompt()
        if p is not None and p.seat == 0:
            break
    player.key(pygame.K_h)
    assert seen and all(v is View and q is Prompt for v, q in seen)


def test_every_kind_of_hint_is_a_whole_sentence() -> None:
    from game.meuterer import GAME
    from game.meuterer import commands as K

    cat = GAME.rulebook().cat
    game = GAME.rulebook().new_game(["A", "B", "C"], seed=1)
    view = game.view(0)
    p = game.prompt()
    for cmd in (K.SetWage(0, 2), K.Offer(0, 1), K.Pass(0), K.PickRole(0, "mate"),
                K.Sabres(0, 0), K.Sabres(0, 2), K.Allocate(0, ((0, (22, 23)),)),
                K.UseExtra(0, True), K.UseExtra(0, False), K.Keep(0, (1, 2))):
        text = advice_text(cmd, view, p, cat)
        assert text and text[0].isupper() and text.endswith("."), (cmd, text)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_the_hint_note_covers_no_name_and_no_score(size: tuple[int, int]) -> None:
    """Issue 17: the note under the instruction line (a hint, a refusal) slides aside or
    drops below the seats' names and scores rather than hide one (it hid Cleo's name). It
    may lie over a rival's cards while it stands: those are public, and back at the next
    move."""
    from scenes.kit import overlap

    app, session, player = make_table([HUMAN, "medium", "medium", "medium"], seed=5, size=size)
    checked = 0
    for _ in range(400):
        session.run_ai()
        player.frame()
        if session.over:
            break
        player.key(pygame.K_h)
        player.frame()
        table = player.table
        if "note" in table.cues:
            checked += 1
            assert any(k.startswith("name:") for k in table.frame.marks)
            hits = [c for c in overlap.collisions(table.frame, table.cues)
                    if c.startswith("note covers") and " card " not in c]
            assert hits == [], (session.prompt(), hits)
        session.submit(session.advice())
    assert checked > 10
