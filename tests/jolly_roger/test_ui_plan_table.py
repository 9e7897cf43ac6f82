"""The table's `plan()` (scenes/jolly_roger/interaction.py) is one small function per engine
step, registered by the step's name like the engine's own steps (game.jolly_roger.rules.common
STEPS). Two guards:

- a digest of every plan the table builds over seeded RandomBot games (3–10 seats, every
  variant, both reaction-prompt modes), at every decision (DA2) and for several pick states,
  recorded from the code before the plan became a table: the screen offers exactly what it did;
- every step the engine can ask a seat to decide (STEPS, and H2's discard) has its plan entry,
  so a new step cannot be forgotten.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.core.i18n import language, set_language
from game.jolly_roger.ai.random_bot import RandomBot
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules.common import STEPS
from game.jolly_roger.view import View
from scenes.jolly_roger import interaction as I
from scenes.kit.plan import Plan

CAT = load_catalogue()
NAMES = ("Anne", "Bart", "Calico", "Dana", "Edward", "Flint", "Grace", "Hook", "Israel", "Jack")

#: (seats, seed, variants, ask_all): 3 to 10 seats, every variant, both reaction-prompt modes;
#: together they reach every decision step
GAMES = (
    (3, 11, (), True),
    (4, 12, ("VH",), False),
    (5, 13, ("VG",), True),
    (6, 14, ("VH", "VG"), True),
    (7, 49, ("VG",), True),  # the seed whose game reaches the Carpenter's take
    (8, 15, ("VG",), False),
    (10, 16, ("VH",), True),
)

#: recorded from interaction.py before plan() became a table (commit before the refactor);
#: never edit it to make the test pass — a difference is a change in what the screen offers.
#: Changed once on purpose (issue 28): while a special card's pirates are being named, a pirate
#: is named (a click or the card carried there), never offered a card; every other pick state's
#: plans are unchanged (the digest without the two special-card states stayed 545d3f93…).
EXPECTED = "818d8a953159c611484c3956728bdebd327cece6873c1b6915c2b40698154073"


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """The labels are part of the digest: read them in English."""
    was = language()
    set_language("en")
    yield
    set_language(was)


# --- what a plan offers, in words ------------------------------------------------------------


def _state(p: I.Picks) -> tuple[Any, ...]:
    return (tuple(p.cards), tuple(p.allocation.items()), tuple(p.skills.items()), p.special,
            p.special_choice, tuple(p.seats), p.promising, p.promise_to)


def _restore(p: I.Picks, st: tuple[Any, ...]) -> None:
    cards, alloc, skills, p.special, p.special_choice, seats, p.promising, p.promise_to = st
    p.cards[:] = cards
    p.allocation.clear()
    p.allocation.update(alloc)
    p.skills.clear()
    p.skills.update(skills)
    p.seats[:] = seats


def _act(action: Any, picks: I.Picks) -> Any:
    """A command as itself; a screen-only action as what it does to the picks."""
    if action is None or not callable(action):
        return repr(action)
    before = _state(picks)
    action()
    after = _state(picks)
    _restore(picks, before)
    return ("screen", after)


def describe(plan: Plan, picks: I.Picks, probes: list[tuple[int, ...]]) -> tuple[Any, ...]:
    drops = tuple((name, tuple(_act(fn(cs), picks) for cs in probes))
                  for name, fn in plan.drops.items())
    return (
        tuple(plan.selectable.items()), plan.max_select, plan.select_acts, plan.chooser,
        plan.extra_hand, tuple(sorted(plan.quiet)), tuple(plan.drop_labels.items()), drops,
        tuple((name, _act(a, picks)) for name, a in plan.clicks.items()),
        tuple((b.key, b.label, _act(b.action, picks), b.style, b.icon, b.chosen, b.group)
              for b in plan.buttons),
    )


# --- the pick states tried at each decision ------------------------------------------------


def pick_states(view: View, p: Prompt) -> Iterator[Callable[[I.Picks], None]]:
    """No picks; the first legal card; two cards; a special card chosen, bare and with seats
    and a side; every loot card allocated and every skill chosen; the promise chooser, closed
    to a seat and open to one."""
    cards = p.cards or tuple(view.hand)
    yield lambda pk: None
    if cards:
        yield lambda pk: pk.cards.append(cards[0])
    if len(cards) > 1:
        yield lambda pk: pk.cards.extend(cards[:2])
    if p.specials:
        c = p.specials[0]
        others = [t for t in range(view.n) if t != p.seat]

        def special(pk: I.Picks) -> None:
            pk.special = c
            pk.cards.append(c)

        def special_full(pk: I.Picks) -> None:
            special(pk)
            pk.seats.extend(others[:2])
            pk.special_choice = "captain"

        yield special
        yield special_full

    def filled(pk: I.Picks) -> None:
        for c in p.cards:
            if p.targets:
                pk.allocation[c] = p.targets[0]
            skills = [s for s, v in zip(I.SKILLS, CAT.skills[c], strict=True) if v]
            if skills:
                pk.skills[c] = skills[-1]

    yield filled
    if p.bribe:
        yield lambda pk: setattr(pk, "promising", True)

        def promise_to(pk: I.Picks) -> None:
            pk.promising = True
            pk.promise_to = (p.seat + 1) % view.n

        yield promise_to


def plans_of_game(n: int, seed: int, variants: tuple[str, ...], ask_all: bool
                  ) -> Iterator[tuple[str, tuple[Any, ...]]]:
    """(step, described plan) for each pick state at every decision of a seeded game."""
    game = Game.new(NAMES[:n], cat=CAT, seed=seed, variants=variants, ask_all=ask_all)
    bots = [RandomBot(CAT, seed * 31 + i) for i in range(n)]
    while not game.over:
        p = game.prompt()
        view = game.view(p.seat)
        for setup in pick_states(view, p):
            picks = I.Picks()
            setup(picks)
            probe_cards = p.cards or tuple(view.hand)
            probes = list(dict.fromkeys(
                [(), probe_cards[:1], probe_cards[:2], tuple(picks.cards)]))
            plan = I.plan(view, p, picks, CAT)
            yield p.step, describe(plan, picks, probes)
        game.submit(bots[p.seat].act(view, p))


def digest() -> tuple[str, set[str], int]:
    h = hashlib.sha256()
    steps: set[str] = set()
    count = 0
    for args in GAMES:
        for step, described in plans_of_game(*args):
            h.update(repr((step, described)).encode())
            steps.add(step)
            count += 1
    return h.hexdigest(), steps, count


def test_plans_unchanged_over_seeded_games_DA2() -> None:
    """Every plan over seven seeded games is the one the table built before its plans became a
    table of steps (same selectable cards, drops, clicks, buttons and what each one does)."""
    got, steps, count = digest()
    assert count > 1000
    assert steps == engine_decision_steps()  # the games reach every step
    assert got == EXPECTED


# --- every decision step has its plan ------------------------------------------------------


def engine_decision_steps() -> set[str]:
    """The steps the engine may ask a seat to decide: its step table, and H2's discard (asked
    before any step, game.jolly_roger.rules.round.discard_prompt)."""
    return set(STEPS) | {"discard"}


def test_every_engine_step_has_a_plan_entry() -> None:
    """A new decision step of the engine cannot be forgotten on screen."""
    missing = engine_decision_steps() - set(I.PLANS)
    assert not missing, f"steps without a plan in scenes/jolly_roger/interaction.py: {missing}"


def test_no_plan_entry_for_a_step_the_engine_lacks() -> None:
    assert not set(I.PLANS) - engine_decision_steps()


def test_an_unknown_step_offers_only_what_every_prompt_shares_DA2() -> None:
    """The fallback: a step the table has no plan for offers nothing of its own (the special
    cards, offers and promises every own prompt may carry are still there)."""
    game = Game.new(NAMES[:4], cat=CAT, seed=3)
    p = game.prompt()
    view = game.view(p.seat)
    odd = p._replace(step="no_such_step", actions=("pass",), specials=(), bribe=False)
    plan = I.plan(view, odd, I.Picks(), CAT)
    assert (plan.selectable, plan.drops, plan.clicks, plan.buttons) == ({}, {}, {}, [])
