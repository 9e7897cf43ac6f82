"""Non-negotiable 2 for Meuterer: every AI level gets a seat's view and a prompt, never the
state. Parametrised over `GAME.levels`, so each level the AI adds is held to it; and a
decision depends on the view alone (two games alike from the seat, different behind it)."""

from __future__ import annotations

import gc
import types
import typing

import pytest
from meut_support import CAT, CONFLICT, GRAIN, NAMES, RUBY, WINE, new

from game.core.bots import ask
from game.meuterer import GAME
from game.meuterer.ai import make_bot
from game.meuterer.ai.search import SearchBot
from game.meuterer.commands import SetWage
from game.meuterer.engine import Game
from game.meuterer.prompts import Prompt
from game.meuterer.state import State
from game.meuterer.view import View
from tests.rules_support import decided_alike


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
    """A spy records everything a bot is handed through a whole 3-seat game (via `ask`, as the
    simulator and the table call bots): only View and Prompt, and nothing reachable from
    them is the State, the Game or one of the state's mutable zones (views are copies)."""
    game = Game.new(NAMES[:3], cat=CAT, seed=11)
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

    inner = [make_bot(level, i, CAT) for i in range(3)]
    for bot in inner:
        if isinstance(bot, SearchBot):   # a playout budget, not 250 ms
            bot.iterations, bot.think_ms = 6, None
    bots = [Spy(b) for b in inner]
    for _ in range(3000):
        p = game.prompt()
        if p is None:
            break
        game.submit(ask(bots[p.seat], p, game.view))
    assert game.over
    assert seen <= {View, Prompt} and Prompt in seen
    if level != "random":
        assert View in seen


def _twins() -> tuple[Game, Game]:
    """Two 4-seat games alike from seat 0 (the captain: its hand, every count, the layout)
    but different in every other hand and in the pile's order."""
    mine = [RUBY[0], RUBY[1], GRAIN[0], CONFLICT[0], WINE[0]]
    rest = [c for c in CAT.cards if c not in mine]
    games = []
    for shift in (0, 7):
        others = rest[shift:] + rest[:shift]
        hands = [mine, others[0:5], others[5:10], others[10:15]]
        games.append(new(hands, pile=others[15:], seed=3, layout="shuffled"))
    return games[0], games[1]


@pytest.mark.parametrize("level", ("easy", "medium", "search"))
def test_DA8_a_decision_depends_only_on_the_view(level: str) -> None:
    """Non-negotiable 2 from the other side (tests/rules_support.decided_alike): the same
    commands from same-seeded bots at the wage and at the first offer."""
    decided_alike(_twins(), lambda: make_bot(level, 3, CAT, iterations=16),
                  moves=[SetWage(0, 1)])

