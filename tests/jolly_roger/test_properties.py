"""Property tests: random legal play to the end for every seat count 3–10, checking after
every event card conservation (C1), the hand limit at each decision (H2), at most one mutiny
per round (M2), exact replay from JSON events (DA7), views and logs that never show a
hidden card (DA8), and illegal commands that raise and change nothing."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.ai import make_bot
from game.jolly_roger.ai.random_bot import random_command
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game
from game.jolly_roger.evolve import evolve, initial_state
from game.jolly_roger.invariants import check, check_decision_point
from game.jolly_roger.state import State
from game.jolly_roger.view import secrets

CAT = load_catalogue()
NAMES = [f"P{i}" for i in range(10)]
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


#: every card id a seat may not see (DA8; in VH also the others' prize cards): the table's own
#: rule, `view.secrets`, which the contract suite holds every table to
hidden_from = secrets
#: card ids inside a (redacted) event's card fields
event_card_ids = E.card_ids


def illegal_commands(p: object, s: State, rng: random.Random) -> list[object]:
    """A few commands the current prompt does not allow."""
    other = (p.seat + 1) % s.n  # type: ignore[attr-defined]
    not_allowed = [c for c in range(CAT.size) if c not in p.cards]  # type: ignore[attr-defined]
    cmds: list[object] = [K.Pass(other), K.Reveal(other)]
    if "pass" not in p.actions:  # type: ignore[attr-defined]
        cmds.append(K.Pass(p.seat))  # type: ignore[attr-defined]
    cmds.append(K.PlayCards(p.seat, (rng.choice(not_allowed),), "captain"))  # type: ignore[attr-defined]
    cmds.append(K.Discard(p.seat, (rng.choice(not_allowed),)))  # type: ignore[attr-defined]
    return cmds


def play_checked(n: int, seed: int, variants: tuple[str, ...] = (), ask_all: bool = True) -> Game:
    rng = random.Random(seed)
    vh = "VH" in variants
    game = Game.new(NAMES[:n], seed=seed, variants=variants, ask_all=ask_all, cat=CAT)
    mirror = initial_state(CAT, game.events[0])
    for ev in game.events[1:]:
        evolve(mirror, ev)
    mutinies = 0
    steps = 0
    while not game.over:
        s = game._state
        p = game.prompt()
        assert p is not None
        assert not check_decision_point(s, p.step, p.seat)
        for seat in range(n):
            v = game.view(seat)
            leak = v.card_ids() & hidden_from(s, seat)
            assert not leak, f"DA8: seat {seat} sees hidden cards {leak}"
        if steps % 7 == 0:  # illegal commands raise and change nothing
            before = s.signature()
            for bad in illegal_commands(p, s, rng):
                with pytest.raises(RuleError):
                    game.submit(bad)
                assert game._state.signature() == before
        view = game.view(p.seat)
        new = game.submit(random_command(view, p, rng, CAT))
        steps += 1
        for ev in new:  # replay each event on the mirror and check it there
            evolve(mirror, ev)
            problems = check(mirror)
            assert not problems, (problems, ev)
            if isinstance(ev, E.RoundStarted):
                mutinies = 0
            elif isinstance(ev, E.MutinyCalled):
                mutinies += 1
                assert mutinies <= 1, "M2: a second mutiny in one round"
            for seat in range(n):
                red = E.for_seat(ev, seat, vh, cat=CAT)
                if isinstance(ev, E.ChoiceMade) and seat != ev.seat:  # DA5: choices are secret
                    assert set(red.cards) <= {E.HIDDEN}
                leak = event_card_ids(red) & hidden_from(mirror, seat)
                if isinstance(ev, E.CardsStolen):  # a victim knows the card it lost
                    leak -= {c for v, c in ev.takes if v == seat}
                if vh and isinstance(ev, E.LootShared) and seat == ev.seat:
                    leak = set()  # the quartermaster dealt these cards
                if isinstance(ev, E.PrizesSeized):  # a loser knows what it lost
                    leak -= {c for c, owner in ev.cards if owner == seat}
                if (
                    vh
                    and isinstance(ev, (E.PrizeGiven, E.PrizeStolen))
                    and seat in (ev.seat, getattr(ev, "victim", getattr(ev, "to", -1)))
                ):
                    leak = set()  # giver and taker know the card
                # cards that were hidden and are now face up are fine; check only still-hidden
                assert not leak, f"DA8: event {ev.NAME} shows seat {seat} {leak}"
        assert mirror.signature() == game._state.signature()
    return game


VARIANTS = st.sampled_from([(), ("VG",), ("VH",), ("VG", "VH")])


@SETTINGS
@given(n=st.integers(3, 10), seed=st.integers(0, 2**31), variants=VARIANTS, ask_all=st.booleans())
# found by this test: the card a reaction window was about (Sabers 1, played face up) lay in
# the crew deck again, the discard shuffled in, while the window was open; public all the same
@example(n=6, seed=24852515, variants=("VG",), ask_all=False)
def test_random_play_keeps_every_invariant_C1_H2_M2_DA7_DA8(
    n: int, seed: int, variants: tuple[str, ...], ask_all: bool
) -> None:
    """With every special card in play, each variant (VG, VH) and both reaction-prompt
    modes (DA4)."""
    game = play_checked(n, seed, variants, ask_all)
    data = json.loads(json.dumps(game.to_json()))
    again = Game.from_json(data, CAT)
    assert again._state.signature() == game._state.signature()


@pytest.mark.parametrize("n", range(3, 11))
@pytest.mark.parametrize("variants", [("VH",), ("VG",)])
def test_VH_VG_every_seat_count_keeps_invariants(n: int, variants: tuple[str, ...]) -> None:
    """VH: no view or redacted event shows another seat's prize card; VG: invariants hold."""
    play_checked(n, 77 + n, variants, ask_all=n % 2 == 0)


# --- DA8 in VH: what the log tells a seat, its views have shown it --------------------------

def play_vh_log_checked(n: int, seed: int) -> int:
    """A VH game of mutiny-calling and random seats. After each command, every seat's view
    at the next decision joins what that seat has seen; each card id in its redacted log so
    far must be among them (at the end, with E2's reveal). Returns how many mutiny seizures
    (M11) were of two cards or more — those where a captain's pick is hidden from the
    quartermaster who deals the rest."""
    levels = ("mutineer", "mutineer", "random")
    bots = [make_bot(levels[i % 3], seed * 10 + i, CAT) for i in range(n)]
    game = Game.new(NAMES[:n], seed=seed, variants=("VH",), cat=CAT)
    seen = [game.view(seat).card_ids() for seat in range(n)]
    logged = 0
    seizures = 0
    while not game.over:
        p = game.prompt()
        assert p is not None
        game.submit(bots[p.seat].act(game.view(p.seat), p))
        for seat in range(n):
            seen[seat] |= game.view(seat).card_ids()
        for ev in game.events[logged:]:
            if isinstance(ev, E.PrizesSeized) and len(ev.cards) > 1:
                seizures += 1
            for seat in range(n):
                told = event_card_ids(E.for_seat(ev, seat, True, cat=CAT))
                assert told <= seen[seat], (
                    f"DA8: {ev.NAME} tells seat {seat} of {told - seen[seat]}, never in its view")
        logged = len(game.events)
    return seizures


@pytest.mark.parametrize("n", range(3, 11))
def test_DA8_VH_M11_a_seats_log_names_no_card_its_views_never_showed(n: int) -> None:
    """VH, M11: the losers' prize cards are seized; the captain picks one unseen by the
    others, and the quartermaster deals the rest. The log shows each seized card only to its
    former owner: the captain sees the loot in the view, the quartermaster only what is left
    — had the log shown the quartermaster the whole seizure, the captain's pick would be the
    difference. Checked for every seat and every event of three games per table size."""
    seizures = sum(play_vh_log_checked(n, 500 + 7 * n + k) for k in range(3))
    assert seizures > 0  # the check met the case it is about
