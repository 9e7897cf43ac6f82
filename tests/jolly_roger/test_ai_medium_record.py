"""Medium's attack record (issue 14, third session): what `HeuristicBot._tally_attacks` counts
from its own views (AT5, AT7, AT8 — public facts) agrees with the attacks the engine resolved,
and the generosity it feeds moves the right way: a table that wins its attacks gets fewer
cards from medium than one that loses them."""

from __future__ import annotations

from game.core.bots import ask
from game.jolly_roger import events as E
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game

CAT = load_catalogue()


def test_AT5_medium_counts_the_tables_attacks_from_its_view() -> None:
    for seed in (3, 4, 5):
        game = Game.new([f"P{i}" for i in range(6)], seed=seed, cat=CAT)
        bots = [HeuristicBot(CAT, seed * 10 + i, "medium") for i in range(6)]
        while not game.over:
            p = game.prompt()
            assert p is not None
            game.submit(ask(bots[p.seat], p, game.view))
        results = [e.success for e in game.events if isinstance(e, E.AttackResolved)]
        assert results, "no attack in the game"
        for bot in bots:
            won, made = bot.attack_record
            assert 0 < made <= len(results) and 0 <= won <= made
            assert made >= len(results) - 2  # it sees nearly every attack
            assert abs(won / made - sum(results) / len(results)) <= 0.2


def test_AT5_a_winning_table_gets_fewer_cards_from_medium_than_a_losing_one() -> None:
    bot = HeuristicBot(CAT, 1, "medium")
    bot.attack_record = [9, 10]
    winning = bot._generosity(0, 6)
    bot.attack_record = [1, 10]
    losing = bot._generosity(0, 6)
    assert winning < losing
    bot.attack_record = [0, 0]   # no record yet: the prior (2 won in 3) decides
    assert winning <= bot._generosity(0, 6) <= losing
