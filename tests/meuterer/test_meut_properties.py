"""Properties of random Meuterer games, checked at every event or every decision:

- C4, S1, S5: the 36 base goods cards each in exactly one place (hand — with the loadmaster's
  drawn cards —, set-aside, offered or played face up, pile, discard); the pirate card nowhere;
- C5, OF5: the 5 role cards in the middle or with one seat each, one role per seat a round,
  the captain never holding one (but the mutineer who just took the captain cards, VR2);
- C8, DA9: every score is the sum of the scoring events so far;
- DA8: no view for any seat shows a hidden card (another seat's hand, set-aside or drawn cards,
  the pile, another loadmaster's rejects), and a seat's redacted log hides them too;
- (DA7, a game replayed from its JSON log bit for bit, is the contract suite's: tests/contract/);
- DA10: a command from a seat not asked, or of the wrong kind, is refused naming a clause and
  changes nothing.
"""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from meut_support import CAT, random_game, steps

from game.core.errors import RuleError
from game.meuterer import events as E
from game.meuterer.commands import (
    Allocate,
    Keep,
    Offer,
    Pass,
    PickRole,
    Sabres,
    SetWage,
    UseExtra,
)
from game.meuterer.engine import Game
from game.meuterer.invariants import check, scores_from
from game.meuterer.state import evolve, initial_state
from game.meuterer.view import secrets

SEEDS = st.integers(0, 2**31)
SEATS = st.integers(3, 4)


@settings(max_examples=12, deadline=None)
@given(SEEDS, SEATS)
def test_C4_C5_C8_OF5_invariants_hold_after_every_event(seed: int, seats: int) -> None:
    game = random_game(seed, seats)
    events = game.events
    mirror = initial_state(CAT, events[0])
    assert 36 not in [c for h in events[0].hands for c in h] + list(events[0].pile)  # S1, V2
    for i, ev in enumerate(events[1:], start=1):
        evolve(mirror, ev)
        assert check(mirror) == [], (i, ev)
        assert scores_from(events[:i + 1], seats) == mirror.scores
        if isinstance(ev, E.RolesRevealed):
            picked = [r for r in ev.roles if r]
            assert len(picked) == seats - 1 == len(set(picked))   # V1 too: one role a seat
            assert ev.roles[mirror.captain] == ""


def _forbidden(game: Game, seat: int) -> set[int]:
    """Every card id `seat` may not see: the table's own rule (`view.secrets`), read by the
    test as a full-information observer."""
    return set(secrets(game._state, seat))


def _hidden_ok(ev: object, seat: int) -> bool:
    """A redacted event shows nothing of another seat's private cards or role, nor a pile."""
    if isinstance(ev, E.GameStarted):
        return set(ev.pile) <= {-1} and ev.seed == 0 and all(
            set(h) <= {-1} for i, h in enumerate(ev.hands) if i != seat)
    if isinstance(ev, E.Reshuffled):
        return set(ev.pile) <= {-1}
    if isinstance(ev, E.Drawn | E.Passed) and ev.seat != seat:
        return set(ev.cards) <= {-1}
    if isinstance(ev, E.Kept) and ev.seat != seat:
        return set(ev.kept) | set(ev.rejected) <= {-1}
    if isinstance(ev, E.RolePicked) and ev.seat != seat:
        return ev.role == "" and ev.seen == ()
    return True


@settings(max_examples=8, deadline=None)
@given(SEEDS, SEATS)
def test_DA8_no_view_shows_a_hidden_card(seed: int, seats: int) -> None:
    done = 0
    for game in steps(seed, seats):
        s = game._state
        for seat in range(seats):
            v = game.view(seat)
            assert not v.card_ids() & _forbidden(game, seat), (seat, s.step)
            assert list(v.hand) == s.hands[seat] and list(v.aside) == s.aside[seat]
            assert v.hand_sizes == tuple(len(h) for h in s.hands)
            for other in range(seats):
                if other != seat and not s.revealed:
                    assert v.roles[other] is None                 # DA2: until RV1
            if v.prompt is not None:
                assert v.prompt.seat == seat
        done += 1
    assert done > 50
    for seat in range(seats):
        assert all(_hidden_ok(ev, seat) for ev in game.events_for(seat))


def _junk(rng: random.Random, seat: int) -> object:
    return rng.choice([SetWage(seat, rng.randrange(-1, 5)), Offer(seat, rng.randrange(-1, 40)),
                       Pass(seat), PickRole(seat, rng.choice(CAT.roles + ("captain",))),
                       Sabres(seat, rng.randrange(-1, 4)),
                       Allocate(seat, ((rng.randrange(12), (rng.randrange(36),)),)),
                       UseExtra(seat, rng.random() < 0.5), Keep(seat, (rng.randrange(36),))])


@settings(max_examples=6, deadline=None)
@given(SEEDS, SEATS)
def test_DA10_a_refused_command_names_its_clause_and_changes_nothing(seed: int,
                                                                    seats: int) -> None:
    rng = random.Random(seed)
    refusals = 0
    for game in steps(seed, seats):
        p = game.prompt()
        if p is None:
            break
        other = (p.seat + 1 + rng.randrange(seats - 1)) % seats
        for cmd in (_junk(rng, other), _junk(rng, p.seat)):
            before = (game.events, [game.view(i) for i in range(seats)])
            try:
                evs = game.submit(cmd)
            except RuleError as err:
                refusals += 1
                assert re.fullmatch(r"[A-Z]+[0-9]+", err.clause), err.clause
                assert err.message and str(err).startswith(err.clause)
                assert (game.events, [game.view(i) for i in range(seats)]) == before
            else:
                assert cmd.seat == p.seat and evs       # only the asked seat's legal move
                break
    assert refusals > 50
