"""The game registry: every table declares itself once, and nothing else knows it by name.

The idea of OpenSpiel's `pyspiel.register_game(_GAME_TYPE, KuhnPokerGame)` and PySolFC's
`registerGame(GameInfo(...))`: a table's package (`game/<table>/__init__.py`) calls

    GAME = register(GameInfo(id="…", name=N_("…"), seats=(3, 10), …,
                             load=RulebookOf("game.<package>.rulebook:Class")))

and the app, the command line and the game-log reader find it through `get(id)` or
`games()`. The declaration is cheap (no card data is read); `info.rulebook()` loads the
table's rules and card data once, when a game of it is first needed.

What a table's rulebook must provide is the `Rulebook` protocol below; what its games must
provide is `Match`. docs/engine.md has the checklist for adding a table.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core import bots
from game.core.bots import Bot
from game.core.i18n import N_, add_domain

__all__ = ["Choice", "GameInfo", "Match", "Option", "Rulebook", "RulebookOf", "SeatResult",
           "UnknownGame", "default", "discover", "games", "get", "register"]


class UnknownGame(LookupError):
    """No table of this id is installed; the message says which ones are."""


@dataclass(frozen=True)
class Choice:
    """One value an option may take: its key, and words for people (marked with `N_`,
    translated where shown)."""

    key: str
    label: str
    detail: str = ""


@dataclass(frozen=True)
class Option:
    """One setting of a new game, shown on the new-game screen and kept in the log header.

    `kind` "flags": any subset of `choices` (a table's variants; the value is a tuple of keys
    in `choices` order); "choice": exactly one of them (the value is a key)."""

    key: str
    label: str
    kind: str
    choices: tuple[Choice, ...]
    default: Any
    detail: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("flags", "choice"):
            raise ValueError(f"option {self.key}: kind must be 'flags' or 'choice'")

    def clean(self, value: Any) -> Any:
        """The value as given if it is one this option allows, else the default. Every value
        may come from a file someone sent, so nothing is trusted."""
        keys = [c.key for c in self.choices]
        if self.kind == "choice":
            return value if isinstance(value, str) and value in keys else self.default
        if not isinstance(value, list | tuple):
            return tuple(self.default)
        given = {v for v in value if isinstance(v, str)}
        return tuple(k for k in keys if k in given)


@dataclass(frozen=True)
class SeatResult:
    """One seat's result in a finished game, for the statistics: whether it won, its score,
    and counts of the table's own feats (e.g. Jolly Roger's "mutinies_won")."""

    won: bool
    score: int
    feats: Mapping[str, int] = field(default_factory=dict)


class Match(Protocol):
    """A game in progress, as the app and the tools use it (each table's `Game`).

    Its prompts (`prompt()`) have at least `seat` and `shared` (asked of every seat in turn,
    on the shared screen in hot-seat); its views (`view(seat)`) have `to_ask`, the seats a
    shared question is still to be asked of, and `card_ids()`, every card id the view shows.
    Everything else in them is the table's own. `to_json()` is the game as a JSON log
    (`dumps()` the same as compact text): format, table id and every event."""

    def prompt(self) -> Any: ...
    def legal(self, seat: int) -> Any: ...
    def submit(self, cmd: Any) -> list[Any]: ...
    def view(self, seat: int) -> Any: ...
    def events_for(self, seat: int, start: int = 0) -> list[Any]: ...

    def to_json(self) -> dict[str, Any]: ...
    def dumps(self) -> str: ...

    @property
    def events(self) -> tuple[Any, ...]: ...
    @property
    def over(self) -> bool: ...
    @property
    def n(self) -> int: ...
    @property
    def names(self) -> tuple[str, ...]: ...


class Rulebook(Protocol):
    """A table's rules and card data, loaded: what makes and rebuilds its games."""

    @property
    def info(self) -> GameInfo: ...
    #: cards whose face is no secret wherever it is drawn (RUM's parrot, PA1): a screen may
    #: show them even when no view lists them (the table's face checks allow them)
    open_faces: frozenset[int]

    def new_game(self, names: Sequence[str], *, seed: int, humans: Sequence[bool],
                 options: Mapping[str, Any]) -> Match:
        """A new game (setup shuffled by `seed`) with the given options."""
        ...

    def from_events(self, events: Sequence[Any]) -> Match:
        """The game these events make (they are trusted: a log's reader checks them first)."""
        ...

    def from_start(self, events: Sequence[Any]) -> Match:
        """A game log's first events, checked: they must be exactly what the table's setup
        makes of their own seed and options. Raises ValueError saying what is wrong."""
        ...

    def event_to_json(self, ev: Any) -> dict[str, Any]: ...
    def event_from_json(self, data: Any) -> Any: ...
    def command_to_json(self, cmd: Any) -> dict[str, Any]: ...
    def command_from_json(self, data: Any) -> Any: ...

    def decline(self, prompt: Any) -> Any:
        """The command by which the prompt's seat says no to a shared question (a prompt
        whose `shared` is true: asked of every seat in turn, on the shared screen)."""
        ...

    def undoable(self, events: Sequence[Any]) -> bool:
        """May the command that caused `events` be taken back (it showed and drew nothing)?"""
        ...

    def results(self, events: Sequence[Any]) -> tuple[SeatResult, ...]:
        """Each seat's result when these events end a game; () while it is not over."""
        ...

    def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Bot:
        """An AI seat of this level, seeded: it gets a seat's view and a prompt, never more.
        `iterations`: a searching level's fixed budget and no clock (a reproducible run:
        what it plays depends on its seed alone); None: it thinks for its time."""
        ...

    def start_facts(self, events: Sequence[Any]) -> tuple[tuple[str, ...], tuple[bool, ...],
                                                        int]:
        """The seats' names, who is human, and the seed, as the first events state them."""
        ...

    def event_card_ids(self, event: Any) -> frozenset[int]:
        """Every card id an event names (hidden ids, -1, left out): what a seat learns of the
        cards from its log (`Match.events_for`). The contract suite's DA8 property reads it."""
        ...

    def secrets(self, match: Match, seat: int) -> frozenset[int]:
        """The card ids `seat` may not know now, as a full-information observer sees the game
        (the table's deny-by-default rule, said the other way round). Only the contract
        suite asks: no view (`view(seat).card_ids()`) or redacted event may show one."""
        ...


@dataclass(frozen=True)
class RulebookOf:
    """A table's `load`: its rulebook class, named "module:Class", imported and loaded
    (`Class.load()`: its own card data) on first use, so the declaration stays cheap."""

    target: str

    def __call__(self) -> Rulebook:
        module, _sep, name = self.target.partition(":")
        book: Rulebook = getattr(importlib.import_module(module), name).load()
        return book


#: The usual AI levels (game.core.bots.USUAL_LEVELS: what `bots.level_maker` makes), weakest
#: first, and those the new-game screen offers: all but the random player (a baseline).
USUAL_LEVELS = tuple(bots.USUAL_LEVELS)
USUAL_OFFERED = USUAL_LEVELS[1:]


@dataclass(frozen=True, kw_only=True)
class GameInfo:
    """One table's declaration. `load` returns its rulebook (`RulebookOf("game.<package>.
    rulebook:Class")`); it runs once, on first use."""

    id: str                        # the game tag in log files and `--game`; kebab-case
    name: str                      # for people (marked with N_, translated where shown)
    seats: tuple[int, int]         # fewest and most players
    quick_seats: int               # the title's Quick game: one human and AI pirates
    options: tuple[Option, ...]
    levels: tuple[str, ...] = USUAL_LEVELS      # every AI level of the table, weakest first
    offered: tuple[str, ...] = USUAL_OFFERED    # the levels the new-game screen offers
    default_level: str = "medium"  # the level of AI seats a new table starts with
    load: Callable[[], Rulebook] = field(compare=False, repr=False)
    package: str = ""              # the table's package name (game.<package>, scenes.<package>)
    test_levels: tuple[str, ...] = ()   # strategies for tests and balance checks only
    order: int = 100               # place in lists of tables (the flagship 0)
    #: the table's command-line tools, "module:function" taking argv and returning the exit
    #: code: "scenario" (run a scenario file), "cards" (list the card ids), "simulate"
    #: (AI games without a window). Loaded only when the command runs.
    commands: Mapping[str, str] = field(default_factory=dict)
    #: one line for people choosing a table (marked with N_, translated where shown)
    blurb: str = ""
    #: the statistics' words for a seat's score: the average per game, the best game (N_)
    score_words: tuple[str, str] = (N_("Points per game"), N_("Best score"))
    #: the feats the statistics count (`SeatResult.feats` keys), each with its column's words
    feats: tuple[Choice, ...] = ()
    #: a line for people about the rules a seat count changes, by seat count (N_): the
    #: New game form shows it when that many seats are set (issue 28)
    seat_notes: Mapping[int, str] = field(default_factory=dict)

    def rulebook(self) -> Rulebook:
        """The table's rules and card data, loaded once (a CatalogueError-like ValueError
        names the problem if its data file is broken)."""
        found = _LOADED.get(self.id)
        if found is None:
            found = _LOADED[self.id] = self.load()
        return found

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def clean_options(self, raw: Any) -> dict[str, Any]:
        """Options from anywhere (a log header, a scenario, the form): every known key, each
        value checked; unknown keys dropped, bad values replaced by the default."""
        given = raw if isinstance(raw, Mapping) else {}
        return {o.key: o.clean(given.get(o.key, o.default)) for o in self.options}

    def allows(self, seats: int) -> bool:
        return self.seats[0] <= seats <= self.seats[1]

    def command(self, name: str) -> Callable[[list[str]], int] | None:
        """The table's command-line tool `name` (see `commands`), or None if it has none."""
        target = self.commands.get(name)
        if target is None:
            return None
        module, _sep, func = target.partition(":")
        return getattr(importlib.import_module(module), func)  # type: ignore[no-any-return]


def usual_tools(package: str) -> dict[str, str]:
    """`GameInfo.commands` for a table with the usual modules: `game.<package>.scenario`
    (`main`, `cards_main`) and `game.<package>.sim` (`main`)."""
    return {"scenario": f"game.{package}.scenario:main",
            "cards": f"game.{package}.scenario:cards_main",
            "simulate": f"game.{package}.sim:main"}


_GAMES: dict[str, GameInfo] = {}
_LOADED: dict[str, Rulebook] = {}


def register(info: GameInfo) -> GameInfo:
    """Declare a table (once, from its package's `__init__`)."""
    if re.fullmatch(r"[a-z0-9][a-z0-9-]{0,39}", info.id) is None:   # files store it as a key
        raise ValueError(f"a table's id is kebab-case, at most 40 characters: {info.id!r}")
    if info.id in _GAMES and _GAMES[info.id] is not info:
        raise ValueError(f"two tables declare the id {info.id!r}")
    if info.default_level not in info.offered or not set(info.offered) <= set(info.levels):
        raise ValueError(f"{info.id}: the offered and default AI levels must be its levels")
    _GAMES[info.id] = info
    add_domain(info.package, (info.order, info.id))   # its strings' own catalogue
    return info


def discover() -> None:
    """Import every table package under `game/` (each registers itself). Cheap: a table's
    package declares, its rulebook loads later."""
    import game

    for mod in pkgutil.iter_modules(game.__path__):
        if mod.ispkg and mod.name != "core" and not mod.name.startswith("_"):
            importlib.import_module(f"game.{mod.name}")


def games() -> list[GameInfo]:
    """Every installed table, in the order they declare (`order`, then id)."""
    discover()
    return sorted(_GAMES.values(), key=lambda g: (g.order, g.id))


def get(game_id: Any) -> GameInfo:
    """The table with this id; UnknownGame (with the installed ids) if there is none."""
    discover()
    info = _GAMES.get(game_id) if isinstance(game_id, str) else None
    if info is None:
        known = ", ".join(sorted(_GAMES)) or "none"
        shown = game_id if isinstance(game_id, str) and len(game_id) < 40 else "?"
        raise UnknownGame(f"no table called {shown!r} is installed (tables: {known})")
    return info


def default() -> GameInfo:
    """The table a command uses when none is named: the first of `games()`."""
    return games()[0]
