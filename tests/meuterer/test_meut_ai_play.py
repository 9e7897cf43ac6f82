"""Meuterer's AI sailors (easy, medium, search): legal in every seeded game at 3 and 4 seats,
reproducible from their seeds, their search worlds consistent with the seat's view (DA2,
DA8), and ranked as the levels promise (small seeded matches here; the big runs are
`python -m game.meuterer.ai.arena`, figures in docs/balance.md). That bots receive only a
View and a Prompt is proved for every level in test_meut_ai_bots.py."""

from __future__ import annotations

import random

import pytest
from meut_support import CAT, NAMES

from game.core.bots import ask
from game.meuterer.ai import make_bot
from game.meuterer.ai.arena import match, play
from game.meuterer.ai.heuristic import HeuristicBot, expected_best, majority_points
from game.meuterer.ai.search import SearchBot, playout
from game.meuterer.ai.world import sample_world, start, view_of
from game.meuterer.commands import Sabres
from game.meuterer.engine import Game
from game.meuterer.invariants import check
from game.meuterer.prompts import Prompt

HOCHLAND = next(i.index for i in CAT.islands if i.key == "hochland")


def test_the_levels_are_the_declared_ones() -> None:
    """make_bot builds every AI level as its own bot (none falls back to random)."""
    assert type(make_bot("easy", 1, CAT)) is HeuristicBot
    assert not make_bot("easy", 1, CAT).medium
    assert make_bot("medium", 1, CAT).medium
    assert type(make_bot("search", 1, CAT)) is SearchBot


@pytest.mark.parametrize("seats", [3, 4])
def test_DA10_the_heuristic_levels_play_only_legal_commands(seats: int) -> None:
    """DA10, R1, E1: 30 seeded games per seat count, mixed easy/medium/random tables; the
    engine refuses any illegal command (RuleError), and every game ends after its rounds."""
    pool = ("easy", "medium", "random")
    for seed in range(30):
        levels = tuple(pool[(seed + i) % 3] for i in range(seats))
        g, _bots = play(CAT, levels, 1000 * seats + seed)
        assert g.over
        assert g.view(0).round == CAT.rounds(seats)


@pytest.mark.parametrize("seats", [3, 4])
def test_DA10_the_search_level_plays_only_legal_commands(seats: int) -> None:
    """DA10: the search level (a small playout budget) against medium, easy and random."""
    levels = ("search",) + ("medium", "random", "easy")[:seats - 1]
    g, bots = play(CAT, levels, 77 + seats, iterations=6)
    assert g.over
    assert bots[0].stats, "the search level searched no decision"


@pytest.mark.parametrize("level", ("easy", "medium", "search"))
def test_DA7_the_same_seeds_play_the_same_game(level: str) -> None:
    """DA7: an AI game is reproducible from its seeds (the search level on a playout budget
    replays identically): the same seed gives the same events, another seed another game."""
    levels = (level, "medium", "easy")
    a, _ = play(CAT, levels, 5, iterations=4)
    b, _ = play(CAT, levels, 5, iterations=4)
    c, _ = play(CAT, levels, 6, iterations=4)
    assert a.events == b.events
    assert a.events != c.events


def test_DA2_DA8_search_worlds_match_the_seat_s_view() -> None:
    """DA2, DA8: at every decision of seeded medium games, a sampled world seen from the
    deciding seat is exactly its view (the discard's hidden rejects aside), holds every card
    once and every role once (the invariants), gives the earlier pickers only roles missing
    from the middle the seat picks from, and plays the search's root actions to the round's
    end with the engine's rules."""
    checked = roles_checked = 0
    for seed in range(4):
        seats = 3 + seed % 2
        g = Game.new(NAMES[:seats], cat=CAT, seed=seed)
        bots = [make_bot("medium", seed * 16 + i, CAT) for i in range(seats)]
        rng = random.Random(seed)
        while not g.over:
            p = g.prompt()
            v = g.view(p.seat)
            if p.step not in ("use_extra", "keep"):
                w = sample_world(CAT, v, rng)
                s = start(CAT, v, w, seed)
                assert check(s) == []
                wv = view_of(s, p.seat, p)
                assert wv._replace(discard=v.discard) == v
                if p.step == "pick_role":
                    for seat in range(seats):
                        if seat not in (p.seat, v.captain) and v.passed[seat]:
                            assert w.roles[seat] not in p.roles
                            roles_checked += 1
                if checked % 4 == 0:
                    for a in SearchBot(CAT, 1).root_actions(v, p):
                        playout(CAT, v, w, a, seed)
                checked += 1
            g.submit(ask(bots[p.seat], p, g.view))
    assert checked > 150 and roles_checked > 10


def test_SA4_SA5_RU6_majority_points() -> None:
    """SA4: sole most takes the first value, two or three tied the second or third, four
    tied nobody; SA5, RU6: the merchant in a tie takes the first value (even four-way)."""
    table = CAT.islands[HOCHLAND].table
    assert majority_points(CAT, HOCHLAND, 3, [(1, 2)], None, 0) == table[0]
    assert majority_points(CAT, HOCHLAND, 2, [(1, 2)], None, 0) == table[1]
    assert majority_points(CAT, HOCHLAND, 2, [(1, 2), (2, 2)], None, 0) == table[2]
    assert majority_points(CAT, HOCHLAND, 2, [(1, 2), (2, 2), (3, 2)], None, 0) == 0
    assert majority_points(CAT, HOCHLAND, 2, [(1, 2), (2, 2), (3, 2)], 0, 0) == table[0]
    assert majority_points(CAT, HOCHLAND, 1, [(1, 2)], 0, 0) == 0


def test_OF5_expected_best_role_shrinks_with_fewer_roles() -> None:
    """OF5 (AI notes: passing early secures a better pick): with all five roles the best is
    certain; with one left it is the mean; fewer roles are never worth more."""
    values = {"mate": 3.0, "mutineer": 5.0, "boy": 1.0, "merchant": 2.0, "loadmaster": 0.0}
    assert expected_best(values, 5) == pytest.approx(5.0)
    assert expected_best(values, 1) == pytest.approx(11.0 / 5)
    got = [expected_best(values, r) for r in (1, 2, 2.5, 3, 4, 5)]
    assert got == sorted(got)


def _mutiny_view(seed: int = 0) -> tuple[object, Prompt]:
    """A real mutiny prompt from a seeded medium game (the first one met)."""
    for s in range(seed, seed + 200):
        g = Game.new(NAMES[:4], cat=CAT, seed=s)
        bots = [make_bot("medium", s * 16 + i, CAT) for i in range(4)]
        while not g.over:
            p = g.prompt()
            if p.step == "mutiny" and g.view(p.seat).roles[p.seat] == "mutineer":
                return g.view(p.seat), p
            g.submit(ask(bots[p.seat], p, g.view))
    raise AssertionError("no mutiny in 200 games")


def test_MU3_MU4_medium_plays_just_enough_sabres() -> None:
    """MU3, MU4 (AI notes: keeping vs spending): the mutineer behind 3 : 1 with three sabres
    plays exactly two (a tie is the mutineer's); already level it plays none; easy plays all
    it holds."""
    v, p = _mutiny_view()
    v = v._replace(strength=(3, 1), round=1)
    p = p._replace(count=3)
    medium, easy = make_bot("medium", 1, CAT), make_bot("easy", 1, CAT)
    assert medium.act(v, p) == Sabres(p.seat, 2)
    assert medium.act(v._replace(strength=(3, 3)), p) == Sabres(p.seat, 0)
    assert medium.act(v._replace(strength=(5, 1)), p) == Sabres(p.seat, 0)
    assert easy.act(v, p) == Sabres(p.seat, 3)


def test_the_levels_are_ranked() -> None:
    """Seeded 3-seat matches with rotated seats: medium wins more than its fair third
    against two easy sailors, and easy more than its third against two random ones (the
    arena's big runs give the intervals, docs/balance.md)."""
    med = match(CAT, ("medium", "easy", "easy"), 60, seed=500)
    assert med["win_share"]["medium"] > 0.45
    easy = match(CAT, ("easy", "random", "random"), 60, seed=600)
    assert easy["win_share"]["easy"] > 0.5
