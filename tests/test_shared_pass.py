"""Issue 28 / DA4: in hot-seat a shared question (a reaction moment, a mutiny window) that no
one claims passes by itself after SHARED_PASS_MS, as "No one" would — the same wait whoever
holds what, so nothing is learnt from it, and the AI speed does not shorten it. A human may
still claim it (their name) or pass it at once ("No one"). With two humans and one AI seat,
this halves the clicks of a Jolly Roger voyage (docs/benchmarks.md: 13.9 → 6.9)."""

from __future__ import annotations

from typing import Any

from game.core.session import HUMAN
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.cards import load_catalogue
from scenes.kit.session_table import SHARED_PASS_MS
from tests import ui_support
from tests.jolly_roger.test_ui_table import Player

BRAIN = HeuristicBot(load_catalogue(), 1, "medium")


def at_a_shared_question(seed: int = 4) -> tuple[Any, Any, Player]:
    app, session, player = ui_support.make_table(
        Player, "jolly-roger", [HUMAN, HUMAN, "medium"], seed, options={"reaction_prompts": "all"})
    for _ in player.frames(400, ai_first=True):
        if session.shared_question() is not None:
            return app, session, player
        p = session.prompt()
        assert session.submit(BRAIN.act(session.game.view(p.seat), p)) is None
    raise AssertionError("no shared question")


def test_DA4_a_shared_question_nobody_claims_passes_by_itself_in_time() -> None:
    app, session, player = at_a_shared_question()
    q = session.shared_question()
    before = session.event_count
    player.frame(ms=SHARED_PASS_MS - 200)
    assert session.shared_question() == q and session.event_count == before
    assert 0 < player.table.shared_left() <= 200
    player.frame(ms=100)
    player.frame(ms=150)
    assert session.event_count > before, "the question did not pass by itself"
    assert session.shared_question() != q or session.event_count > before


def test_DA4_a_name_clicked_in_time_claims_it() -> None:
    app, session, player = at_a_shared_question()
    q = session.shared_question()
    player.frame(ms=SHARED_PASS_MS // 2)
    player.click(f"button:shared:{q.humans[0]}")
    assert not player.errors and session.shared_question() is None
    assert session.prompt().seat == q.humans[0] and session.prompt().step == q.step
