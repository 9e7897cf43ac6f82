"""Non-negotiable 2 for Meuterer: every AI level gets a seat's view and a prompt, never the
state. Parametrised over `GAME.levels`, so each level the AI adds is held to it."""

from __future__ import annotations

import gc
import types
import typing

import pytest
from meut_support import CAT, NAMES

from game.core.bots import ask
from game.meuterer import GAME
from game.meuterer.ai import make_bot
from game.meuterer.engine import Game
from game.meuterer.prompts import Prompt
from game.meuterer.state import State
from game.meuterer.view import View


def _reachable(root: object) -> list[object]:
    """Everything reachable from `root` through data (containers, slots, __dict__)."""
    seen: set[int] = set()
    out: list[object] = []
    todo = [root]
    while todo:
        x = todo.pop()
        if id(x) in seen or isinstance(x, type | types.ModuleType | types.FunctionType
                                       | types.BuiltinFunctionType | types.MethodType):
            continue
        seen.add(id(x))
        out.append(x)
        if isinstance(x, str | bytes | int | float | bool) or x is None:
            continue
        if isinstance(x, dict):
            todo += list(x.keys()) + list(x.values())
        elif isinstance(x, tuple | list | set | frozenset):
            todo += list(x)
        for name in getattr(type(x), "__slots__", ()):
            if hasattr(x, name):
                todo.append(getattr(x, name))
        if hasattr(x, "__dict__"):
            todo.append(vars(x))
        todo += [r for r in gc.get_referents(x) if not isinstance(r, type)]
    return out


@pytest.mark.parametrize("level", GAME.levels)
def test_DA8_bots_receive_only_a_view_and_a_prompt(level: str) -> None:
    """A spy records everything a bot is handed through a whole 4-seat game (via `ask`, as the
    simulator and the table call bots): only View and Prompt, and nothing reachable from
    them is the State or one of its mutable zones (views are copies)."""
    game = Game.new(NAMES, cat=CAT, seed=11)
    state = game._state
    seen: set[type] = set()

    def zones() -> set[int]:
        out = {id(getattr(state, k)) for k in State.__slots__
               if isinstance(getattr(state, k), list | set | dict)}
        return out | {id(x) for k in ("hands", "aside", "offers", "sabres")
                      for x in getattr(state, k)}

    class Spy:
        def __init__(self, inner: typing.Any) -> None:
            self.inner = inner

        def _inspect(self, *handed: typing.Any) -> None:
            seen.update(type(x) for x in handed)
            live = zones()
            for x in _reachable(handed):
                assert not isinstance(x, State | Game)
                assert id(x) not in live or not isinstance(x, list | set | dict)

        def quick(self, prompt: Prompt) -> typing.Any:
            self._inspect(prompt)
            quick = getattr(self.inner, "quick", None)
            return None if quick is None else quick(prompt)

        def act(self, view: View, prompt: Prompt) -> typing.Any:
            self._inspect(view, prompt)
            return self.inner.act(view, prompt)

    inner = [make_bot(level, i, CAT) for i in range(4)]
    for bot in inner:
        if hasattr(bot, "iterations"):   # the search level: a playout budget, not a clock
            bot.iterations = 20
    bots = [Spy(b) for b in inner]
    for _ in range(3000):
        p = game.prompt()
        if p is None:
            break
        game.submit(ask(bots[p.seat], p, game.view))
    assert game.over
    assert seen <= {View, Prompt} and Prompt in seen


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


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        make_bot("godlike", 1, CAT)


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
