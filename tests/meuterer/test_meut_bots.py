"""Meuterer's bots: the random level answers from the prompt alone, the shared helpers read only
the view. (Non-negotiable 2, every level handed a view and a prompt only, is the contract
suite's: tests/contract/test_contract_games.py.)"""

from __future__ import annotations

from meut_support import CAT, NAMES

from game.meuterer.ai import make_bot
from game.meuterer.engine import Game


def test_DA10_the_random_level_answers_from_the_prompt_alone() -> None:
    """The random bot answers from the prompt alone (`quick`), so the simulator and the
    benchmark never build a view for it; each of its answers is legal."""
    bot = make_bot("random", 1, CAT)
    game = Game.new(NAMES[:3], cat=CAT, seed=2)
    steps = set()
    while not game.over:
        p = game.prompt()
        steps.add(p.step)
        cmd = bot.quick(p)
        assert cmd is not None
        game.submit(cmd)
    assert {"wage", "offer", "pick_role", "allocate"} <= steps


def test_DA8_the_shared_bot_helpers_read_only_the_view() -> None:
    """ai/base.py: the unseen cards are exactly the other seats' hidden cards and the pile
    (checked against the state by this full-information test); the course of k kept cards
    matches OF6; a plan's points match the engine's scoring of the same counts."""
    from meut_support import intro, play

    from game.meuterer.ai import base
    from game.meuterer.commands import Offer, Pass, PickRole, SetWage

    g = intro()
    play(g, SetWage(0, 0), Offer(0, 30), Offer(1, 32), Offer(2, 16), Offer(3, 12))
    s = g._state
    for seat in range(4):
        hidden = set(s.pile) | {c for i in range(4) if i != seat
                                for c in s.hands[i] + s.aside[i]}
        assert set(base.unseen(CAT, g.view(seat))) == hidden
    assert base.unseen_goods(CAT, g.view(0))["conflict"] == 6 - 1 - 2   # two seen as offers
    v = g.view(0)
    assert [base.course(v, k) for k in (0, 2, 4)] == [0, 2, 4]
    assert base.goods_offered(CAT, v)[2] == {"cloth": 1}
    assert base.plan_points(CAT, v, 2, ((0, (16,)),), -1) == 4
    play(g, Offer(0, 9), Pass(1), PickRole(1, "merchant"))
    assert base.merchant_of(g.view(1)) == 1 and base.merchant_of(g.view(0)) == -1
