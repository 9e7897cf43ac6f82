"""The step machinery every table's rules share: a table of decision steps, emitting events,
and seeded randomness (DA7).

A table's rules are a set of named *steps*. Each step has a prompt builder (what the seat
it waits for may do: the one source of legality), a decide function (validate a command,
then emit events) and, where the step can move on by itself, an auto function. A command
becomes events through `emit`, which applies each event at once (the table's `evolve`) and
records it; every random outcome is drawn from `seeded(seed, n)`, where n counts the random
events so far, so a game continued from its log draws exactly what it would have drawn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

Out = list[Any]


class Step(NamedTuple):
    prompt: Callable[[Any], Any]
    decide: Callable[[Any, Any, Any, Out], None]
    auto: Callable[[Any, Out], bool] | None = None


class Steps:
    """One table's steps by name. `auto` holds the steps that can move on by themselves
    (kept apart: the engine loops over them between decisions)."""

    def __init__(self) -> None:
        self.steps: dict[str, Step] = {}
        self.auto: dict[str, Callable[[Any, Out], bool]] = {}

    def step(self, name: str, prompt: Callable[[Any], Any],
             decide: Callable[[Any, Any, Any, Out], None],
             auto: Callable[[Any, Out], bool] | None = None) -> None:
        """A decision step."""
        self.steps[name] = Step(prompt, decide, auto)
        if auto is not None:
            self.auto[name] = auto

    def auto_step(self, name: str, fn: Callable[[Any, Out], bool]) -> None:
        """A step nobody decides (e.g. the end of a round): it only moves on."""
        self.auto[name] = fn


def emitter(handlers: dict[type, Callable[[Any, Any], None]]) -> Callable[[Any, Out, Any], None]:
    """`emit(state, out, event)` for a table whose `evolve` is this dict of handlers: apply the
    event, then record it. It runs for every event, so it is one lookup and one call."""

    def emit(s: Any, out: Out, ev: Any) -> None:
        handlers[type(ev)](s, ev)
        out.append(ev)

    return emit


def seeded(seed: int, n: int) -> random.Random:
    """DA7: the generator for a game's next random outcome, from the game's seed and the
    number of random events so far (never a generator kept between moves)."""
    return random.Random(seed * 1_000_003 + n + 1)
