"""Hard's paired playouts (issue 14, game.jolly_roger.ai.playout): the sums merge across
processes as if one search had played every world, the baseline (medium's choice) is kept
unless a challenger beat it clearly in enough shared worlds, a playout plays the round to
its end with medium at every seat and leaves the real game alone, and the search tells a
clearly better command from a worse one."""

from __future__ import annotations

import random

from game.jolly_roger import commands as K
from game.jolly_roger.ai import ask, make_bot, playout
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.ai.search import Search
from game.jolly_roger.ai.world import Sampler, can_sample
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game

CAT = load_catalogue()


def _worlds(seed: int, k: int, count: int, lead: float) -> list[dict[int, float]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        base = rng.random()
        out.append({i: min(1.0, max(0.0, base + (lead if i == 1 else 0.0)
                                    + rng.gauss(0, 0.05))) for i in range(k)})
    return out


def test_root_parallelism_two_searches_sums_merge_as_one() -> None:
    worlds = _worlds(1, 3, 40, 0.1)
    one, a, b = playout.Paired(3), playout.Paired(3), playout.Paired(3)
    for w in worlds:
        one.record(w)
    for w in worlds[:15]:
        a.record(w)
    for w in worlds[15:]:
        b.record(w)
    a.add(playout.Paired.from_tuple(b.to_tuple(), 3))   # as it comes back from the helper
    assert a.plays == one.plays and a.worlds == one.worlds == 40
    for x, y in ((a.total, one.total), (a.diff, one.diff), (a.diff2, one.diff2)):
        assert all(abs(p - q) < 1e-9 for p, q in zip(x, y, strict=True))


def test_figures_for_another_decision_are_refused() -> None:
    import pytest

    with pytest.raises(ValueError):
        playout.Paired.from_tuple(playout.Paired(4).to_tuple(), 3)


def test_the_baseline_is_kept_unless_a_challenger_beats_it_clearly() -> None:
    """Medium's choice (candidate 0) stands against a challenger seen in too few worlds or
    whose lead is inside its standard error; a steady lead over many worlds overrules it."""
    cands = ["medium", "challenger", "other"]
    few = playout.Paired(3)
    for w in _worlds(2, 3, playout.MIN_WORLDS - 1, 0.3):
        few.record(w)
    assert playout.choose(cands, few) == "medium"
    noisy = playout.Paired(3)
    rng = random.Random(3)
    for _ in range(30):   # a mean lead of 0.01 under a spread of 0.3
        noisy.record({0: 0.5, 1: 0.5 + 0.01 + rng.choice((-0.3, 0.3)), 2: 0.4})
    assert playout.choose(cands, noisy) == "medium"
    steady = playout.Paired(3)
    for w in _worlds(4, 3, 30, 0.05):
        steady.record(w)
    assert playout.choose(cands, steady) == "challenger"


def test_a_challenger_dropped_early_by_the_halving_does_not_win_on_its_few_worlds() -> None:
    stats = playout.Paired(3)
    for _ in range(40):
        stats.record({0: 0.5, 2: 0.55})
    for _ in range(8):   # candidate 1: a lucky start, then dropped
        stats.record({0: 0.5, 1: 0.9})
    assert playout.choose(["medium", "lucky", "steady"], stats) == "steady"


def test_medium_memory_is_carried_to_a_playouts_bots() -> None:
    bot = HeuristicBot(CAT, 1, "medium")
    bot.helped, bot.free_rides, bot.enemies = {1: 3}, {2: 1}, {4}
    bot.attack_record = [2, 5]
    memory = bot.memory()
    mine = HeuristicBot.recalled(CAT, random.Random(0), memory, own=True)
    theirs = HeuristicBot.recalled(CAT, random.Random(0), memory, own=False)
    assert mine.helped == theirs.helped == {1: 3} and mine.attack_record == [2, 5]
    assert mine.enemies == {4} and theirs.enemies == set()   # a grudge is one's own
    memory["helped"][1] = 99
    assert mine.helped == {1: 3}   # copies, not the bot's own dicts


def _decision(seats: int, seed: int, step: str) -> tuple[Game, object, object]:
    game = Game.new([f"P{i}" for i in range(seats)], seed=seed, cat=CAT, ask_all=False,
                    humans=[False] * seats)
    bots = [make_bot("medium", i, CAT) for i in range(seats)]
    while not game.over:
        p = game.prompt()
        v = game.view(p.seat)
        if p.step == step and can_sample(v, p) and len(p.cards or p.choices) > 1:
            return game, p, v
        game.submit(ask(bots[p.seat], p, game.view))
    raise AssertionError(f"no {step} decision in game {seed}")


def test_a_playout_plays_the_round_out_with_medium_and_leaves_the_game_alone() -> None:
    game, p, v = _decision(6, 5, "destination")
    before = game._state.signature()
    world = Sampler(v, p, CAT).sample(random.Random(1))
    reward = playout.playout(CAT, world, p, K.ChooseDestination(p.seat, p.choices[0]), 7,
                             HeuristicBot(CAT, 0).memory(), p.seat, Search(CAT).evaluate)
    assert 0.0 <= reward <= 1.0
    assert world.round != v.round or world.over   # the round was played to its end
    assert game._state.signature() == before


def test_the_paired_search_tells_the_best_prize_from_the_worst() -> None:
    """L1: the captain's own pick of the loot. Listed with the worst prize as the baseline,
    the paired playouts overrule it with the best — the same worlds for both, so the gold
    difference shows through the rest of the round's luck."""
    game, p, v = _decision(6, 2, "loot_pick")
    value = Search(CAT).kn.prize_value
    best = max(p.cards, key=value)
    worst = min(p.cards, key=value)
    assert value(best) - value(worst) >= 1
    cands = [K.TakePrize(p.seat, worst), K.TakePrize(p.seat, best)]
    stats = playout.search(CAT, Sampler(v, p, CAT), p, cands, HeuristicBot(CAT, 0).memory(),
                           Search(CAT).evaluate, random.Random(3), 60, None)
    assert stats.playouts() <= 60 and stats.worlds >= playout.MIN_WORLDS
    assert playout.choose(cands, stats) == cands[1]
    assert game.view(p.seat) == v   # searched from the view, the game untouched
