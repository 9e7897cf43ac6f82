"""The bot protocol every table's AI follows: a seat's view and a prompt in, a command out.

A bot never receives the game state, the game, or another seat's view (non-negotiable 2):
`ask` hands it the prompt and, only when it needs one, the view of the seat the prompt is
for. Each bot has its own seeded generator, so an AI game is reproducible from its seeds.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, Self


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


class SeededBot:
    """What every table's bots have alike: the card catalogue (public facts) and a generator
    of their own from their seed, so an AI game is reproducible from its seeds. `make` is the
    factory `make_level` imports, (level, seed, cat, iterations) -> a bot; a level that does
    not search takes no budget."""

    level: str

    def __init__(self, cat: Any, seed: int = 0) -> None:
        self.cat = cat
        self.rng = random.Random(seed)

    @classmethod
    def make(cls, level: str, seed: int, cat: Any, iterations: int | None = None) -> Self:
        return cls(cat, seed)

    def act(self, view: Any, prompt: Any) -> Any:
        """A command answering `prompt` for `view.seat` (the `Bot` protocol)."""
        raise NotImplementedError


class PromptBot(SeededBot):
    """A bot that answers from the prompt alone (`quick`), so it never asks for a view: a
    table's "random" level (a uniformly random legal command, the baseline and the fuzzer)."""

    level = "random"

    def quick(self, prompt: Any) -> Any:
        raise NotImplementedError

    def act(self, view: Any, prompt: Any) -> Any:
        return self.quick(prompt)


class RuleOfThumb(SeededBot):
    """A table's rules of thumb at two strengths: `level` "easy" or "medium" (`medium`)."""

    def __init__(self, cat: Any, seed: int = 0, level: str = "medium") -> None:
        super().__init__(cat, seed)
        self.level = level
        self.medium = level == "medium"

    @classmethod
    def make(cls, level: str, seed: int, cat: Any, iterations: int | None = None) -> Self:
        return cls(cat, seed, level)


class Deciding:
    """A searching bot's two ways in, around its own `_decide(view, prompt, searching)`: `act`
    searches; `recall` (a resumed game's log, `recall` below) answers by its rule of thumb,
    searching only when iteration-bound, so that its generator ends where it was."""

    iterations: int | None

    def _decide(self, view: Any, prompt: Any, searching: bool) -> Any:
        raise NotImplementedError

    def act(self, view: Any, prompt: Any) -> Any:
        return self._decide(view, prompt, searching=True)

    def recall(self, view: Any, prompt: Any) -> Any:
        return self._decide(view, prompt, searching=self.iterations is not None)


def recall(bot: Any, view: Any, prompt: Any) -> Any:
    """Show `bot` a decision already made — a resumed game's log — so that it remembers the
    game as it played it; its answer is not played (the log holds what was). A bot with
    `recall(view, prompt)` uses it: a searching level on a clock answers by its rule of
    thumb instead of searching (searching a past decision only to drop its answer kept a
    player waiting: a six-seat save with five hard pirates, 400 decisions in, took 32 s to
    continue), while an iteration-bound search still runs, so its generator ends where it
    was and a resumed reproducible game plays on exactly as if never stopped. Any other bot
    is asked `act`."""
    remember = getattr(bot, "recall", None)
    return remember(view, prompt) if remember is not None else bot.act(view, prompt)


def make_level(factories: Mapping[str, str], levels: Sequence[str], level: str, seed: int,
               cat: Any, iterations: int | None = None) -> Any:
    """A table's AI dispatch: `factories` maps each level to "module:factory" (a factory takes
    (level, seed, cat, iterations) and returns a bot), imported on first use, so a table's slow
    levels cost nothing until asked for. An unknown level is a ValueError that lists `levels`.
    `iterations`: a searching level's fixed budget and no clock, so what it plays depends on
    its seed alone (the monkey, tests); None: it thinks for its time budget."""
    target = factories.get(level)
    if target is None:
        raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(levels)}")
    module, _sep, func = target.partition(":")
    return getattr(importlib.import_module(module), func)(level, seed, cat, iterations)


# --- a table's `make_bot`, from its levels (kept apart: the dispatch only) -------------------

#: The usual levels and the modules of a table's `ai` package that make them: a random player,
#: rules of thumb at two strengths, and a search ("AI cunning" in the app).
USUAL_LEVELS: Mapping[str, str] = {"random": "random_bot", "easy": "heuristic",
                                   "medium": "heuristic", "search": "search"}


def level_maker(package: str, modules: Mapping[str, str] = USUAL_LEVELS
                ) -> Callable[..., Any]:
    """A table's `make_bot(level, seed, cat, iterations=None)`: level L is made by the factory
    `make` of the
    module `package.modules[L]` (`make_level`: imported on first use; an unknown level is
    a ValueError listing the levels)."""
    levels = tuple(modules)
    factories = {level: f"{package}.{module}:make" for level, module in modules.items()}

    def make_bot(level: str, seed: int, cat: Any, iterations: int | None = None) -> Any:
        """A bot of the given level, seeded: it is given the card catalogue (public facts)
        and, at each decision, a view and a prompt. `iterations`: a searching level's fixed
        budget, no clock (a reproducible run); None: it thinks for its time."""
        return make_level(factories, levels, level, seed, cat, iterations)
    return make_bot
