"""The bot protocol every table's AI follows: a seat's view and a prompt in, a command out.

A bot never receives the game state, the game, or another seat's view (non-negotiable 2):
`ask` hands it the prompt and, only when it needs one, the view of the seat the prompt is
for. Each bot has its own seeded generator, so an AI game is reproducible from its seeds.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Protocol

#: When set, every searching level (Jolly Roger's hard, RUM's and Meuterer's search) is made
#: with this many iterations and no wall-clock budget, so what it plays depends on its seed
#: alone, never on the machine's speed or load: for runs that must repeat exactly (the
#: monkey, tests). None in play: the levels think for their time budget.
_fixed_iterations: int | None = None


def fixed_iterations() -> int | None:
    """The iteration budget searching levels are made with now, or None (their clocks)."""
    return _fixed_iterations


@contextmanager
def reproducible(iterations: int) -> Iterator[None]:
    """Within the block, searching bots made by `make_bot` stop after `iterations`
    iterations instead of a time budget (see `fixed_iterations`)."""
    global _fixed_iterations
    before, _fixed_iterations = _fixed_iterations, iterations
    try:
        yield
    finally:
        _fixed_iterations = before


_recall = threading.local()


@contextmanager
def recalling() -> Iterator[None]:
    """Within the block (in this thread), bots are shown decisions already made — a resumed
    game's log, so that they remember the game as they played it — and the searching levels
    on a clock answer by their rule of thumb instead of searching: the log already holds
    what was played, and searching a past decision only to drop its answer kept a player
    waiting (a six-seat save with five hard pirates, 400 decisions in: 32 s to continue).
    An iteration-bound search (`reproducible`) still runs, so its generator ends where it
    was and a resumed reproducible game plays on exactly as if never stopped."""
    before = getattr(_recall, "on", False)
    _recall.on = True
    try:
        yield
    finally:
        _recall.on = before


def is_recalling() -> bool:
    """Whether this thread is inside `recalling()`."""
    return getattr(_recall, "on", False)


class Bot(Protocol):
    """A bot may also have `quick(prompt)`: the command when the prompt alone decides it, or
    None to be asked `act` with the view (see `ask`)."""

    def act(self, view: Any, prompt: Any) -> Any:
        """Return a command answering `prompt` for `view.seat`."""
        ...


def ask(bot: Any, prompt: Any, view_of: Callable[[int], Any]) -> Any:
    """The bot's command for `prompt`. `view_of(seat)` builds the seat's view; it is called
    only when the bot needs one — a bot with `quick` (a random bot) answers most prompts from
    the prompt alone, and building a view is a large part of a cheap decision's cost. The bot
    is handed the prompt and at most the view, never `view_of` or the game."""
    quick = getattr(bot, "quick", None)
    if quick is not None:
        cmd = quick(prompt)
        if cmd is not None:
            return cmd
    return bot.act(view_of(prompt.seat), prompt)


def make_level(factories: Mapping[str, str], levels: Sequence[str], level: str, seed: int,
               cat: Any) -> Any:
    """A table's AI dispatch: `factories` maps each level to "module:factory" (a factory takes
    (level, seed, cat) and returns a bot), imported on first use, so a table's slow levels cost
    nothing until asked for. An unknown level is a ValueError that lists `levels`."""
    target = factories.get(level)
    if target is None:
        raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(levels)}")
    module, _sep, func = target.partition(":")
    return getattr(importlib.import_module(module), func)(level, seed, cat)


# --- a table's `make_bot`, from its levels (kept apart: the dispatch only) -------------------

#: The usual levels and the modules of a table's `ai` package that make them: a random player,
#: rules of thumb at two strengths, and a search ("AI cunning" in the app).
USUAL_LEVELS: Mapping[str, str] = {"random": "random_bot", "easy": "heuristic",
                                   "medium": "heuristic", "search": "search"}


def level_maker(package: str, modules: Mapping[str, str] = USUAL_LEVELS
                ) -> Callable[[str, int, Any], Any]:
    """A table's `make_bot(level, seed, cat)`: level L is made by the factory `make` of the
    module `package.modules[L]` (`make_level`: imported on first use; an unknown level is
    a ValueError listing the levels)."""
    levels = tuple(modules)
    factories = {level: f"{package}.{module}:make" for level, module in modules.items()}

    def make_bot(level: str, seed: int, cat: Any) -> Any:
        """A bot of the given level, seeded: it is given the card catalogue (public facts)
        and, at each decision, a view and a prompt."""
        return make_level(factories, levels, level, seed, cat)
    return make_bot
