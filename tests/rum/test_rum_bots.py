"""RUM's bots: the random level answers from the prompt alone. (Non-negotiable 2, every level
handed a view and a prompt only, is the contract suite's: tests/contract/test_contract_games.py.)"""

from __future__ import annotations

from rum_play import NAMES
from rum_support import CAT

from game.rum.ai import make_bot
from game.rum.engine import Game


def test_the_random_level_needs_no_view() -> None:
    """The random bot answers from the prompt alone (`quick`), so the simulator and the
    benchmark never build a view for it."""
    bot = make_bot("random", 1, CAT)
    game = Game.new(NAMES[:4], cat=CAT, seed=2)
    while not game.over:
        p = game.prompt()
        cmd = bot.quick(p)
        assert cmd is not None
        game.submit(cmd)


