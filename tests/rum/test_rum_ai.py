"""RUM's AI pirates (easy, medium, search): legal in every seeded game at 2–4 seats,
reproducible from their seeds, blind to what their view hides, and ranked as the levels
promise (small seeded matches here; the big runs are `python -m game.rum.ai.arena`, figures in
the report and docs/balance.md). That bots receive only a View and a Prompt is proved for
every level in test_rum_bots.py (parametrised over GAME.levels)."""

from __future__ import annotations

import random

import pytest
from rum_play import NAMES
from rum_support import CAT, GREEN, RED, YELLOW, captains, doubles, singles

from game.core.bots import ask
from game.rum import GAME
from game.rum.ai import make_bot
from game.rum.ai.arena import match, play
from game.rum.ai.base import ParrotWatch, candidate_sets, unseen
from game.rum.ai.heuristic import HeuristicBot, keep_best
from game.rum.ai.search import SearchBot, sample_world
from game.rum.commands import DrawBeach, LaySet, ReturnCards
from game.rum.engine import Game
from game.rum.sets import evaluate
from tests.rules_support import decided_alike

AI = ("easy", "medium", "search")


def _play(levels: tuple[str, ...], seed: int, iterations: int = 12) -> Game:
    """A whole game through `ask`, as the simulator and the table call bots; the search level
    on a small fixed iteration budget (reproducible). Game.submit refuses an illegal command."""
    g, _bots = play(CAT, levels, seed, iterations=iterations)
    return g


def test_the_levels_are_the_declared_ones() -> None:
    """make_bot builds every declared level as its own bot (none falls back to random)."""
    assert set(AI) <= set(GAME.levels)
    assert type(make_bot("easy", 1, CAT)) is HeuristicBot
    assert make_bot("medium", 1, CAT).medium
    assert type(make_bot("search", 1, CAT)) is SearchBot


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_T1_every_heuristic_level_plays_only_legal_commands(seats: int) -> None:
    """T1, PL8, PA2, WV3: 40 seeded games per seat count, mixed easy/medium/random tables;
    the engine refuses any illegal command (RuleError), and every game ends (E3)."""
    pool = ("easy", "medium", "random")
    for seed in range(40):
        levels = tuple(pool[(seed + i) % 3] if seed % 2 else pool[seed % 2]
                       for i in range(seats))
        g = _play(levels, 1000 * seats + seed)
        assert g.over


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_T1_the_search_level_plays_only_legal_commands(seats: int) -> None:
    """T1: the search level against medium and random, a few seeded games per seat count."""
    for seed in range(2):
        levels = ("search",) + ("medium", "random", "easy")[:seats - 1]
        g = _play(levels, 77 + seed, iterations=8)
        assert g.over


@pytest.mark.parametrize("level", AI)
def test_DA4_the_same_seeds_play_the_same_game(level: str) -> None:
    """DA4: an AI game is reproducible from its seeds (the search level on an iteration
    budget): the same seed gives the same events, another seed another game."""
    levels = (level, "medium", level)
    a, b, c = _play(levels, 5), _play(levels, 5), _play(levels, 6)
    assert a.events == b.events
    assert a.events != c.events


def _twin_games() -> tuple[Game, Game]:
    """Two games that look the same from seat 0 (hand, beach, sizes, captains) but differ in
    everything seat 0 cannot see: the rival's hand and the face-down beach card."""
    g0, g1 = singles(GREEN), doubles(GREEN)
    mine = [g0[0], g1[0]]
    beach = [g0[1], singles(RED)[0], -1]
    rest = [c for c in range(len(CAT.rum)) if c not in mine + beach]
    games = []
    for k in (0, 1):
        rng = random.Random(k)
        others = rest[:]
        rng.shuffle(others)
        fd = others.pop()
        decks = {"beach": [beach[0], beach[1], fd], "beach_up": [True, True, False],
                 "hands": [mine, others[:3]], "first": 0}
        games.append(Game.new(NAMES[:2], cat=CAT, seed=9, decks=decks))
    return games[0], games[1]


@pytest.mark.parametrize("level", AI)
def test_DA5_a_decision_depends_only_on_the_view(level: str) -> None:
    """Non-negotiable 2 from the other side (tests/rules_support.decided_alike): the same
    command from same-seeded bots on a turn."""
    decided_alike(_twin_games(), lambda: make_bot(level, 3, CAT, iterations=40))


def _view_at(seed: int, seats: int, decisions: int) -> Game:
    g = Game.new(NAMES[:seats], cat=CAT, seed=seed)
    bots = [make_bot("medium", seed + i, CAT) for i in range(seats)]
    for _ in range(decisions):
        p = g.prompt()
        if p is None or g.over:
            break
        g.submit(ask(bots[p.seat], p, g.view))
    return g


def test_PL8_candidate_sets_are_legal_and_undominated() -> None:
    """PL8 and the AI notes' pruning: every candidate set of many real hands is legal by the
    engine's own function, and no laid card shows an up colour that captures nothing."""
    checked = 0
    for seed in range(30):
        g = _view_at(seed, 2 + seed % 3, 6 + seed % 17)
        p = g.prompt()
        if p is None or p.step != "turn":
            continue
        v = g.view(p.seat)
        for laid, o in candidate_sets(CAT, v.beach_up, v.captains, p.seat, v.n, p.cards,
                                      p.colours):
            assert evaluate(CAT, v.beach_up, v.captains, p.seat, v.n, laid).legal
            got = {c.colour for c in o.captures}
            for card, end in laid:
                assert (CAT.single[card] if end == "single" else CAT.double[card]) in got
            checked += 1
        assert bool(p.colours) == bool(candidate_sets(CAT, v.beach_up, v.captains, p.seat,
                                                      v.n, p.cards, p.colours))
    assert checked > 10


def _plain_beach(avoid: list[int], colour: int = GREEN) -> list[int]:
    """Three beach cards of three different single colours (no trio, WV5), none showing
    `colour` on either end and none of the cards in `avoid`."""
    out: list[int] = []
    for c in range(len(CAT.rum)):
        if c in avoid or colour in (CAT.single[c], CAT.double[c]):
            continue
        if CAT.single[c] not in {CAT.single[x] for x in out}:
            out.append(c)
    return out[:3]


def _turn_view(hand: list[int], beach: list[int], caps: dict[str, tuple[int, int | None]],
               scores_seat1: bool = False) -> Game:
    decks = {"beach": beach, "beach_up": [True, True, True], "hands": [hand, []],
             "values": [c.value for c in captains(**caps)],
             "owners": [-1 if c.owner is None else c.owner for c in captains(**caps)],
             "first": 0}
    return Game.new(NAMES[:2], cat=CAT, seed=1, decks=decks)


def test_PL4_PL10_easy_and_medium_take_the_biggest_swing() -> None:
    """PL4, PL10 (AI notes: a steal swings the race twice): holding two green doubles while
    the rival holds green at 3 (and every other captain card at 6, so no draw promises much),
    both heuristic levels lay them (4 bottles > 3) and take green from the rival."""
    gd = doubles(GREEN)[:2]
    beach = _plain_beach(gd)
    held = {c.key: (6, 1) for c in CAT.colours}
    held["green"] = (3, 1)
    g = _turn_view(gd, beach, held)
    p = g.prompt()
    for level in ("easy", "medium"):
        cmd = ask(make_bot(level, 1, CAT), p, g.view)
        assert isinstance(cmd, LaySet), level
        v = g.view(0)
        out = evaluate(CAT, v.beach_up, v.captains, 0, 2, cmd.laid)
        assert (GREEN, 1, 4) in [(c.colour, c.owner_before, c.value_after)
                                 for c in out.captures], level


def test_E2_medium_lays_the_set_that_wins_on_points() -> None:
    """E2, RU15: a set that lifts medium to the target with the lead ends the game at once;
    medium lays it even when a draw looks fine."""
    y = doubles(YELLOW)
    target = CAT.target(2)
    values = [1] * 7
    owners = [-1] * 7
    need = target - 2            # seat 0 holds captain cards worth target - 2 (not yellow)
    for colour in range(7):
        if colour != YELLOW and need > 0:
            values[colour], owners[colour] = min(8, need), 0
            need -= values[colour]
    beach = _plain_beach(y, YELLOW)
    decks = {"beach": beach, "beach_up": [True, True, True], "hands": [y[:1], []],
             "values": values, "owners": owners, "first": 0}
    g = Game.new(NAMES[:2], cat=CAT, seed=1, decks=decks)
    cmd = ask(make_bot("medium", 1, CAT), g.prompt(), g.view)
    assert isinstance(cmd, LaySet)
    g.submit(cmd)
    assert g.over and g.view(0).winners == (0,) and g.view(0).end == "points"


def test_PA2_returns_are_exact_and_keep_the_cards_that_build_a_set() -> None:
    """PA2: give back exactly `count` hand cards; medium keeps the two that together take a
    captain card (a green single and a green double: 3 bottles beat green at 2) and returns
    two cards that take nothing (every other captain card stands at 5)."""
    g = _view_at(3, 2, 0)
    v = g.view(0)
    gs, gd = singles(GREEN)[0], doubles(GREEN)[0]
    junk = [c for c in range(len(CAT.rum))
            if GREEN not in (CAT.single[c], CAT.double[c])][:2]
    hand = (gs, junk[0], gd, junk[1])
    from game.rum.view import Spot
    caps = tuple(c._replace(value=2 if c.colour == GREEN else 5) for c in v.captains)
    view = v._replace(hand=hand, beach=(Spot(-1, False),) * 3, captains=caps)
    out = keep_best(CAT, view, hand, 2)
    assert len(out) == 2 and set(out) <= set(hand) and len(set(out)) == 2
    assert set(out) == set(junk)
    cmd = HeuristicBot(CAT, 1, "medium").act(
        view, g.prompt()._replace(step="return", count=2, cause="parrot", cards=hand))
    assert isinstance(cmd, ReturnCards) and set(cmd.cards) == set(junk)


def test_DR1_easy_prefers_a_face_up_beach_card_when_it_cannot_lay() -> None:
    """DR1 (AI notes: a face-up card is known and parrot-free): with no legal set, easy draws
    a face-up beach card rather than the wreck."""
    for seed in range(20):
        g = _view_at(seed, 3, seed % 5)
        p = g.prompt()
        if p is None or p.step != "turn" or p.colours:
            continue
        v = g.view(p.seat)
        if not any(s.face_up for s in v.beach):
            continue
        cmd = ask(make_bot("easy", 1, CAT), p, g.view)
        assert isinstance(cmd, DrawBeach) and v.beach[cmd.spot].face_up


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_S7_DA5_a_sampled_world_is_consistent_with_the_view(seats: int) -> None:
    """S7, DA5, RU12: every sampled world keeps the seat's hand, every hand's size and the
    rivals' known cards, places each of the 22 cards exactly once (the rest in the wreck, as
    many as the view counts), and never puts the parrot in a hand."""
    rng = random.Random(seats)
    for seed in range(15):
        g = _view_at(seed, seats, 5 + 3 * seed)
        if g.over:
            continue
        p = g.prompt()
        if p.step != "turn":   # the search samples worlds at turns only
            continue
        v = g.view(p.seat)
        watch = ParrotWatch()
        watch.update(v)
        for _ in range(10):
            w = sample_world(CAT, v, watch.spot_p, rng)
            assert w.hands[v.seat] == list(v.hand)
            for s in range(seats):
                assert len(w.hands[s]) == v.hand_sizes[s]
                assert set(v.known[s]) <= set(w.hands[s])
                assert CAT.parrot not in w.hands[s]
            placed = [c for h in w.hands for c in h] + [c for c in w.beach if c >= 0]
            assert len(placed) == len(set(placed))
            assert CAT.size - len(placed) == v.wreck
            for i, spot in enumerate(v.beach):
                if spot.face_up:
                    assert w.beach[i] == spot.card
        assert CAT.parrot in unseen(CAT, v)


def test_the_parrot_watch_weights_late_refills_higher() -> None:
    """AI notes: a face-down beach card refilled from a small wreck is likelier the parrot
    than one card of a large wreck; the rest of the chance stays with the wreck."""
    g = _view_at(1, 2, 0)
    v = g.view(0)
    from game.rum.view import Spot
    down = v._replace(beach=(Spot(-1, False),) + v.beach[1:], wreck=3)
    w = ParrotWatch()
    w.update(down)
    assert w.spot_p[0] == pytest.approx(0.25)
    assert w.in_wreck == pytest.approx(0.75)
    big = v._replace(beach=(Spot(-1, False),) + v.beach[1:], wreck=15)
    w2 = ParrotWatch()
    w2.update(big)
    assert w2.spot_p[0] < w.spot_p[0]


def test_search_records_its_iterations_and_keeps_to_its_budget() -> None:
    """The search level spends at most its playout budget (sequential halving rounds the
    share of each round down) and records playouts and milliseconds per searched decision;
    the same seed makes the same choice."""
    g = _view_at(4, 3, 4)
    p = g.prompt()
    assert p.step == "turn"
    picks = []
    for _ in range(2):
        bot = SearchBot(CAT, 1, iterations=30, think_ms=None)
        picks.append(bot.act(g.view(p.seat), p))
        assert len(bot.stats) == 1
        playouts, ms = bot.stats[0]
        assert 15 <= playouts <= 30 and ms > 0
    assert picks[0] == picks[1]


def test_search_keeps_mediums_choice_without_evidence() -> None:
    """On a budget too small for MIN_WORLDS shared worlds the search level plays medium's
    choice (it departs from medium only when its paired playouts show a reason to)."""
    for seed in range(8):
        g = _view_at(seed, 2 + seed % 3, 3 + seed)
        p = g.prompt()
        if p is None or p.step != "turn":
            continue
        medium = ask(make_bot("medium", 5, CAT), p, g.view)
        bot = SearchBot(CAT, 5, iterations=1, think_ms=None)
        assert ask(bot, p, g.view) == medium


def test_medium_beats_easy_and_random_head_to_head() -> None:
    """Strength, small and seeded (the big runs: game.rum.ai.arena): with rotated seats medium
    wins well over half of 60 two-seat games against easy (1,000 games: 0.958) and of 40
    against random, and well over its fair quarter against three easy (1,000 games: 0.521)."""
    vs_easy = match(CAT, ("medium", "easy"), 60, seed=500)
    assert vs_easy["win_share"]["medium"] > 0.6
    vs_random = match(CAT, ("medium", "random"), 40, seed=600)
    assert vs_random["win_share"]["medium"] > 0.7
    four = match(CAT, ("medium", "easy", "easy", "easy"), 40, seed=700)
    assert four["win_share"]["medium"] > 0.25 * 1.4


def test_search_beats_random() -> None:
    """Strength of the search level, small: 10 seeded two-seat games on a small iteration
    budget against random (the big run against medium is in the report)."""
    rep = match(CAT, ("search", "random"), 10, seed=800, iterations=12)
    assert rep["win_share"]["search"] > 0.7
