"""Properties of random RUM games, checked at every decision of every game:

- C1/S7 30 cards, each in exactly one place (21 rum cards and the parrot in hands, wreck,
  beach or — only while its penalty resolves — in flight; 7 captain cards; the clock);
  captain values 1–8 (C5), the clock 1–8 (C6);
- PA3/RU12 the parrot is never in a hand, and at rest (a turn's decision) it lies in the wreck
  or on the beach;
- E1 every score is the sum of the values of the captain cards its seat holds;
- DA5 a view never shows a hidden card (a face-down beach card, the wreck, a rival's hidden
  hand card): every id it shows is the seat's own hand, a face-up beach card, or an id the
  seat's own redacted log (`events_for`) shows;
(DA4, a game replayed from its JSON log, and the bots' views-only rule are the contract
suite's, tests/contract/, for every table.)
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rum_play import random_game, steps
from rum_support import CAT

from game.rum import events as E
from game.rum.engine import Game

SEEDS = st.integers(0, 2**31)
SEATS = st.integers(2, 4)


def _places(game: Game) -> list[int]:
    s = game._state  # the test is a full-information observer
    ids = [c for h in s.hands for c in h] + list(s.wreck) + [c for c in s.beach if c >= 0]
    if s.flying:
        ids.append(CAT.parrot)
    return ids


def check_invariants(game: Game) -> None:
    """C1, S7, C5, C6, E1, RU12."""
    s = game._state
    ids = _places(game)
    assert sorted(ids) == list(range(CAT.size)), "each card in exactly one place"
    assert len(s.values) == 7 and all(1 <= v <= 8 for v in s.values)
    assert 1 <= s.clock <= 8
    assert all(CAT.parrot not in h for h in s.hands)
    p = game.prompt()
    if p is not None and p.step == "turn":
        assert not s.flying, "the parrot rests in the wreck or on the beach between turns"
    v = game.view(0)
    held = [0] * game.n
    for c in v.captains:
        if c.owner is not None:
            held[c.owner] += c.value
    assert list(v.scores) == held


def check_views(game: Game) -> None:
    """DA5 for every seat."""
    s = game._state
    for seat in range(game.n):
        v = game.view(seat)
        seen: set[int] = set()
        for ev in game.events_for(seat):
            for value in _ids(ev):
                seen.add(value)
        allowed = set(s.hands[seat]) | set(v.beach_up) | seen
        assert v.card_ids() <= allowed, (seat, v.card_ids() - allowed)
        assert list(v.hand) == s.hands[seat]
        for spot, (card, up) in zip(v.beach, zip(s.beach, s.beach_up, strict=True),
                                    strict=True):
            assert spot.card == (None if card < 0 else card if up else -1)
        hidden = set(s.wreck) | {c for c, up in zip(s.beach, s.beach_up, strict=True)
                                 if c >= 0 and not up}
        unknown_hands: set[int] = set()
        # its own marks (what the others see of its hand): cards it held itself
        assert set(v.maybe[seat]) <= seen
        maybes: set[int] = set(v.maybe[seat])
        for other in range(game.n):
            if other != seat:
                # marks name only cards that entered that hand face up (public history), and
                # a "known" card is really there (it left by no public move since)
                assert set(v.known[other]) <= seen and set(v.maybe[other]) <= seen
                assert set(v.known[other]) <= set(s.hands[other])
                unknown_hands |= set(s.hands[other]) - set(v.known[other])
                maybes |= set(v.maybe[other])
        # apart from "may still hold" marks, nothing shown is hidden from this seat
        assert not ((v.card_ids() - maybes) & (hidden | unknown_hands))


#: every card id an event as redacted for a seat still shows (the table's own `card_ids`)
_ids = E.card_ids


@settings(max_examples=40, deadline=None)
@given(SEEDS, SEATS)
def test_C1_S7_C5_C6_E1_RU12_invariants_hold_at_every_decision(seed: int, seats: int) -> None:
    random_game(seed, seats, check_invariants)


@settings(max_examples=25, deadline=None)
@given(SEEDS, SEATS)
def test_DA5_a_view_never_shows_a_hidden_card(seed: int, seats: int) -> None:
    random_game(seed, seats, check_views)


def test_DA5_redacted_events_hide_what_a_seat_may_not_know() -> None:
    """A hidden draw is -1 to the others (the parrot excepted, PA1); a face-down refill to all;
    a return to all but its owner (RU10); the seed to all."""
    game = random_game(5, 4)
    for seat in range(4):
        for ev in game.events_for(seat):
            t = type(ev)
            if t is E.GameStarted:
                assert ev.seed == 0
                assert all(set(h) == {-1} for i, h in enumerate(ev.hands) if i != seat)
            elif t is E.Drawn and not ev.face_up and ev.seat != seat:
                assert ev.card in (-1, CAT.parrot)
            elif t is E.Refilled and not ev.face_up:
                assert ev.card == -1
            elif t in (E.Returned, E.ReturnChosen) and ev.seat != seat:
                assert set(ev.cards) <= {-1}


def test_RU15_DA8_games_end_on_points_or_clock_and_nothing_follows_the_end() -> None:
    causes = set()
    for seed in range(60):
        game = random_game(seed, 2 + seed % 3)
        last = game.events[-1]
        assert isinstance(last, E.GameEnded) and game.prompt() is None
        causes.add(last.cause)
        if last.cause == "clock":
            assert game.view(0).clock == 8
        else:
            assert max(last.scores) >= game.view(0).target
    assert causes == {"points", "clock"}


@st.composite
def layouts(draw: st.DrawFn) -> tuple[int, dict[str, object]]:
    """Any legal prescribed layout: the 21 rum cards and the parrot dealt at random among the
    beach (some spots empty or face down, the parrot only face down), the hands (any sizes)
    and the wreck; captain cards at any values and owners; the clock 1–7."""
    seats = draw(st.integers(2, 4))
    cards = draw(st.permutations(range(CAT.size)))
    where = [draw(st.integers(-1, seats + 1)) for _ in cards]   # -1 beach, seats.. wreck
    beach_cards = [c for c, w in zip(cards, where, strict=True) if w == -1][:3]
    beach = beach_cards + [-1] * (3 - len(beach_cards))
    up = [c >= 0 and c != CAT.parrot and draw(st.booleans()) for c in beach]
    hands = [[c for c, w in zip(cards, where, strict=True)
              if w == i and c != CAT.parrot and c not in beach] for i in range(seats)]
    values = [draw(st.integers(1, 8)) for _ in range(7)]
    owners = [draw(st.integers(-1, seats - 1)) for _ in range(7)]
    return seats, {"beach": beach, "beach_up": up, "hands": hands, "values": values,
                   "owners": owners, "clock": draw(st.integers(1, 7)),
                   "first": draw(st.integers(0, seats - 1))}


@settings(max_examples=150, deadline=None)
@given(layouts(), SEEDS)
def test_RU19_RU20_RU21_EW3_any_layout_plays_to_an_end_keeping_the_invariants(
        layout: tuple[int, dict[str, object]], seed: int) -> None:
    """Prescribed layouts reach states setup never deals (empty spots, huge hands, an almost
    empty wreck): every one still plays to an end with every invariant at every event."""
    from hypothesis import reject
    from rum_support import CAT as cat

    from game.rum.ai.random_bot import RandomBot
    from game.rum.invariants import check, check_decision_point
    from game.rum.setup import SetupError
    from game.rum.state import evolve, initial_state
    seats, decks = layout
    try:
        game = Game.new(["A", "B", "C", "D"][:seats], cat=cat, seed=seed, decks=decks)
    except SetupError as err:   # a face-up beach trio with nothing left to redraw it from
        if "RU14" in str(err):
            reject()
        raise
    mirror = initial_state(cat, game.events[0])
    for ev in game.events[1:]:
        evolve(mirror, ev)
    bots = [RandomBot(cat, seed + i) for i in range(seats)]
    for _ in range(3000):
        p = game.prompt()
        if p is None:
            break
        assert not check_decision_point(mirror, p.step)
        seen = len(game.events)
        game.submit(bots[p.seat].quick(p))
        for ev in game.events[seen:]:
            evolve(mirror, ev)
            assert not check(mirror), check(mirror)
    assert game.over


CLAUSES = {"T1", "DR1", "DR3", "PL1", "PL8", "RU5", "RU22", "PA2", "WV3", "DA1", "E3"}


@st.composite
def any_command(draw: st.DrawFn, seats: int) -> object:
    """A command of any kind, for any seat, with any cards and ends (mostly illegal)."""
    from game.rum.commands import DrawBeach, DrawWreck, LaySet, ReturnCards
    seat = draw(st.integers(-1, seats))
    cards = st.integers(-1, 22)
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return DrawBeach(seat, draw(st.integers(-1, 3)))
    if kind == 1:
        return DrawWreck(seat)
    if kind == 2:
        return LaySet(seat, tuple(draw(st.lists(st.tuples(cards, st.sampled_from(
            ["single", "double", "up"])), max_size=5))))
    return ReturnCards(seat, tuple(draw(st.lists(cards, max_size=4))))


@settings(max_examples=30, deadline=None)
@given(SEEDS, SEATS, st.data())
def test_DA1_T1_a_refused_command_names_its_clause_and_changes_nothing(
        seed: int, seats: int, data: st.DataObject) -> None:
    """Random commands thrown at every decision of a random game: each is either accepted or
    refused with a RuleError naming a contract clause, the game exactly as before."""
    from game.core.errors import RuleError
    refused = 0
    from game.rum.commands import DrawWreck
    for game in steps(seed, seats):
        if game.over:
            break
        other = (game.prompt().seat + 1) % seats   # T1: a seat not asked, surely refused
        for i in range(4):
            cmd = DrawWreck(other) if i == 0 else data.draw(any_command(seats))
            before = (game.events, game.prompt(), [game.view(i) for i in range(seats)])
            try:
                game.submit(cmd)
            except RuleError as err:
                refused += 1
                assert err.clause in CLAUSES and err.message
                assert (game.events, game.prompt(),
                        [game.view(i) for i in range(seats)]) == before
            else:
                break   # accepted: the game moved on (the bots then continue it)
    assert refused
