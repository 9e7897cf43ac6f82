"""What every table's `Game` and `Rulebook` share: the game as its state plus the events
that made it, the JSON log, rebuilding from events, and the rulebook's checks of a log's start.

A table subclasses both and names its own parts, the game's in the class statement:

    class Game(EventGame, info=GAME, events=events,  # its GameInfo; FORMAT_VERSION, ...
               rules=(current_prompt,                # state -> prompt or None
                      apply_command,                 # (state, cmd, prompt) -> events
                      view,                          # (state, seat, prompt) -> view
                      initial_state,                 # (catalogue, game_started) -> state
                      evolve)):                      # (state, event): applied in place

    class Rum(TableRulebook, game=Game, commands=commands.COMMANDS, undoable=frozenset({...}),
              parts=(load_catalogue, secrets, make_bot)):  # card data, DA8 secrets, bots

A table whose rules need more names it in a small hook rather than overriding the plumbing:
`play` (the next prompt found while the rules settle), `secrecy` (what else decides what a seat
may see of an event), `REBUILDS_ANY_PREFIX` (a replay that steps event by event).

The rules stay in the table's own modules; this holds only the plumbing around them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Protocol, Self, TypeVar

from game.core.i18n import _
from game.core.records import Registry
from game.core.registry import GameInfo, SeatResult
from game.core.setup import SetupError


class EventsModule(Protocol):
    """What a table's events module (`game.<table>.events`) gives the shared plumbing."""

    @property
    def FORMAT_VERSION(self) -> int:    # the log format it writes and reads
        ...

    @property
    def GameStarted(self) -> type[Any]:  # the first event of every game
        ...

    @property
    def GameEnded(self) -> type[Any]:    # the last event of a finished game: its `winners`
        ...                              # and one `scores` entry a seat

    def event_to_json(self, ev: Any, /) -> dict[str, Any]: ...
    def event_from_json(self, data: Any, /) -> Any: ...
    def for_seat(self, ev: Any, seat: int, *, cat: Any) -> Any:
        """`ev` as `seat` may know it (DA8 / the table's redaction)."""
        ...

    def card_ids(self, ev: Any, /) -> Any:
        """The card ids an event names (for the contract suite's DA8 property)."""
        ...


State = TypeVar("State")


def replay(cat: Any, events: Iterable[Any], started: type,
           initial_state: Callable[[Any, Any], State], evolve: Callable[[State, Any], None]
           ) -> State:
    """A table's state rebuilt from its events alone (no generator involved): the first event
    is `started` (game_started), which makes the `initial_state`; no later event is one; every
    later event is `evolve`d in. ValueError when the events do not begin a game."""
    it = iter(events)
    first = next(it, None)
    if not isinstance(first, started):
        raise ValueError("a game's events begin with game_started")
    s = initial_state(cat, first)
    for ev in it:
        if isinstance(ev, started):
            raise ValueError("game_started may only begin a game")
        evolve(s, ev)
    return s


class EventGame:
    """A game in progress: the state plus the events that made it (the `Match` protocol)."""

    INFO: ClassVar[GameInfo]      # the table's declaration: its id is written in the log
    EVENTS: ClassVar[EventsModule]

    def __init_subclass__(cls, *, info: GameInfo | None = None,
                          events: EventsModule | None = None,
                          rules: tuple[Callable[..., Any], ...] = (), **kw: Any) -> None:
        """A table's `Game` names its declaration, its events module and its five rules
        (`current_prompt, apply_command, view_of, initial_state, evolve`, in that order) in
        its class statement rather than as a block of attributes every table repeats."""
        super().__init_subclass__(**kw)
        if info is not None:
            cls.INFO = info
        if events is not None:
            cls.EVENTS = events
        if rules:
            names = ("current_prompt", "apply_command", "view_of", "initial_state", "evolve")
            if len(rules) != len(names):
                raise TypeError(f"{cls.__name__}: rules names {len(names)} functions: {names}")
            for name, rule in zip(names, rules, strict=True):
                setattr(cls, name, staticmethod(rule))

    # The table's rules, as static methods of its subclass (`staticmethod(current_prompt)`).
    @staticmethod
    def current_prompt(state: Any, /) -> Any:
        """The decision `state` waits for, None when the game is over."""
        raise NotImplementedError

    @staticmethod
    def apply_command(state: Any, cmd: Any, prompt: Any, /) -> list[Any]:
        """Validate `cmd` against `prompt` and apply it to `state`; the events."""
        raise NotImplementedError

    @staticmethod
    def view_of(state: Any, seat: int, prompt: Any, /) -> Any:
        """What `seat` may see of `state` (deny by default)."""
        raise NotImplementedError

    @staticmethod
    def initial_state(cat: Any, first: Any, /) -> Any:
        """The state game_started (`first`) makes from the catalogue `cat`."""
        raise NotImplementedError

    @staticmethod
    def evolve(state: Any, event: Any, /) -> None:
        """Apply one later event to `state` in place (pure: no generator involved)."""
        raise NotImplementedError

    @classmethod
    def rebuild(cls, cat: Any, events: Iterable[Any]) -> Any:
        """The state these events make from the catalogue `cat` (`replay`)."""
        return replay(cat, events, cls.EVENTS.GameStarted, cls.initial_state, cls.evolve)

    @classmethod
    def decide(cls, state: Any, cmd: Any) -> list[Any]:
        """The events `cmd` causes (up to the next decision); `state` is not touched."""
        return cls.apply_command(state.clone(), cmd, cls.current_prompt(state))

    #: True when any prefix of a game's events makes a game to look at (Jolly Roger's replay
    #: and results rebuild the game after single events); False: a game's events stop only
    #: where it waits for a command, and `from_events` refuses any other cut
    REBUILDS_ANY_PREFIX: ClassVar[bool] = False

    def __init__(self, state: Any, events: list[Any]) -> None:
        self._state = state
        self._events = events
        self._prompt = self.current_prompt(state)

    @classmethod
    def from_events(cls, events: Sequence[Any], cat: Any) -> Any:
        """The game these events make; ValueError if they stop between two decisions (a log
        is cut only where the game waits for a command), unless REBUILDS_ANY_PREFIX."""
        game = cls(cls.rebuild(cat, events), list(events))
        if game._prompt is None and not game.over and not cls.REBUILDS_ANY_PREFIX:
            raise ValueError("the game's events stop between two decisions")
        return game

    @classmethod
    def play(cls, state: Any, cmd: Any, prompt: Any) -> tuple[list[Any], Any]:
        """Apply `cmd` in place at `prompt`: (its events, the next prompt); RuleError before
        any change. A table whose rules find the next prompt as they settle (Jolly Roger's
        `settle`) names its own, so it is not searched for twice."""
        out = cls.apply_command(state, cmd, prompt)
        return out, cls.current_prompt(state)

    def secrecy(self) -> Mapping[str, Any]:
        """What the events module's `for_seat` needs beside the seat and the catalogue: a
        table whose variants hide more (Jolly Roger's VH) names it here."""
        return {}

    def prompt(self) -> Any:
        """The decision the game waits for (None: the game is over)."""
        return self._prompt

    def legal(self, seat: int) -> Any:
        """What `seat` may do now (None: it is someone else's decision)."""
        p = self._prompt
        return p if p is not None and p.seat == seat else None

    def submit(self, cmd: Any) -> list[Any]:
        """Apply a command; RuleError (naming the clause) and no change if it is illegal."""
        out, self._prompt = self.play(self._state, cmd, self._prompt)
        self._events.extend(out)
        return out

    def view(self, seat: int) -> Any:
        """What `seat` may see now (deny by default: the table's view)."""
        return self.view_of(self._state, seat, self._prompt)

    def events_for(self, seat: int, start: int = 0) -> list[Any]:
        """The log as `seat` may know it."""
        for_seat, options = self.EVENTS.for_seat, {**self.secrecy(), "cat": self._state.cat}
        return [for_seat(ev, seat, **options) for ev in self._events[start:]]

    @property
    def events(self) -> tuple[Any, ...]:
        return tuple(self._events)

    @property
    def over(self) -> bool:
        return bool(self._state.over)

    @property
    def n(self) -> int:
        return int(self._state.n)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._state.names)

    @property
    def catalogue(self) -> Any:
        return self._state.cat

    def to_json(self) -> dict[str, Any]:
        E = self.EVENTS
        return {"format": E.FORMAT_VERSION, "game": self.INFO.id,
                "events": [E.event_to_json(ev) for ev in self._events]}

    @classmethod
    def from_json(cls, data: Any, cat: Any) -> Any:
        """Load a game log; ValueError with a clear message if it is not valid (every value
        in it is untrusted)."""
        E = cls.EVENTS
        if not isinstance(data, dict) or data.get("game") != cls.INFO.id:
            raise ValueError(f"not a {cls.INFO.name} game log")
        if data.get("format") != E.FORMAT_VERSION:
            raise ValueError(f"game log format {data.get('format')!r} is not supported "
                             f"(this version reads format {E.FORMAT_VERSION})")
        raw = data.get("events")
        if not isinstance(raw, list) or not raw:
            raise ValueError("the game log has no events")
        events = [E.event_from_json(d) for d in raw]
        try:
            return cls.from_events(events, cat)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as err:
            raise ValueError(f"the game log's events do not make a game ({err})") from None

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


class TableRulebook:
    """The parts of a `Rulebook` (game.core.registry) every event-sourced table has alike.

    A table names its game, its commands and the events that may be taken back, and gives
    its card data, secrets and bots as static methods. What it does not override comes from
    the table's declaration (`GAME_TYPE.INFO`): a new game passes every declared option to
    `GAME_TYPE.new` under its own key, a log's start reads them back from game_started's
    fields of the same names, and the results are game_ended's winners and scores with the
    table's `feats`."""

    GAME_TYPE: ClassVar[Any]                 # the table's EventGame subclass
    COMMANDS: ClassVar[Registry]             # its commands (their JSON form)
    UNDOABLE: ClassVar[frozenset[type]]      # events a command may cause and be taken back
    open_faces: frozenset[int] = frozenset()

    def __init_subclass__(cls, *, game: type[Any] | None = None, commands: Registry | None = None,
                          undoable: frozenset[type] | None = None,
                          parts: tuple[Callable[..., Any], ...] = (), **kw: Any) -> None:
        """A table's rulebook names its game, commands and undoable events, and its three
        parts (`load_catalogue, secrets_of, bot_maker`, in that order), in its class
        statement rather than as a block of attributes every table repeats."""
        super().__init_subclass__(**kw)
        if game is not None:
            cls.GAME_TYPE = game
        if commands is not None:
            cls.COMMANDS = commands
        if undoable is not None:
            cls.UNDOABLE = undoable
        if parts:
            names = ("load_catalogue", "secrets_of", "bot_maker")
            if len(parts) != len(names):
                raise TypeError(f"{cls.__name__}: parts names {len(names)} functions: {names}")
            for name, part in zip(names, parts, strict=True):
                setattr(cls, name, staticmethod(part))

    def __init__(self, cat: Any) -> None:
        self.cat = cat

    @property
    def info(self) -> GameInfo:
        """The table's declaration (game.core.registry)."""
        info: GameInfo = self.GAME_TYPE.INFO
        return info

    # The table's card data, secrets and bots, as static methods of its subclass.
    @staticmethod
    def load_catalogue(path: Path | str | None = None, /) -> Any:
        """The table's card data (or the file at `path`); CatalogueError names a problem."""
        raise NotImplementedError

    @staticmethod
    def secrets_of(state: Any, seat: int, /) -> frozenset[int]:
        """The card ids `seat` may not know in `state` (the table's `view.secrets`, DA8)."""
        raise NotImplementedError

    @staticmethod
    def bot_maker(level: str, seed: int, cat: Any, iterations: int | None = None, /) -> Any:
        """The table's AI dispatch (its `ai.make_bot`): a seeded bot of `level`."""
        raise NotImplementedError

    def command_to_json(self, cmd: Any) -> dict[str, Any]:
        return self.COMMANDS.to_dict(cmd)

    def command_from_json(self, data: Any) -> Any:
        """A command from untrusted JSON (RecordError, a ValueError, says what is wrong)."""
        return self.COMMANDS.from_dict(data)

    @classmethod
    def own(cls) -> Self:
        """The game's own rulebook, loaded once by the registry (for the command-line tools)."""
        book = cls.GAME_TYPE.INFO.rulebook()
        assert isinstance(book, cls)
        return book

    def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Any:
        """An AI seat of this level (`info.levels`, or a test strategy), seeded: it is handed
        a view and a prompt, never more. `iterations`: a searching level's fixed budget and no
        clock (reproducible); None: it thinks for its time."""
        return self.bot_maker(level, seed, self.cat, iterations)

    def options_of(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options a new game is asked for, each declared one (`info.options`) with its
        default when not given; SetupError for a key the table does not declare."""
        opts = dict(options or {})
        unknown = set(opts) - {o.key for o in self.info.options}
        if unknown:
            raise SetupError(f"unknown option(s) {sorted(map(str, unknown))}")
        return {**self.info.default_options(), **opts}

    def new_game(self, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None,
                 options: Mapping[str, Any] | None = None,
                 decks: Mapping[str, Any] | None = None) -> Any:
        """A new game (S1…, shuffled by `seed`) with the table's options, each passed to
        `GAME_TYPE.new` under its key; `decks` prescribes the deal (scenarios). SetupError
        says what is impossible (the table's setup checks every value)."""
        return self.GAME_TYPE.new(names, cat=self.cat, seed=seed, humans=humans, decks=decks,
                                  **self.options_of(options))

    @classmethod
    def load(cls, path: Path | str | None = None) -> Self:
        """The game's own card data (or the file at `path`); CatalogueError names a problem."""
        return cls(cls.load_catalogue(path))

    def setup_options(self, first: Any) -> Mapping[str, Any]:
        """The keyword options of `GAME_TYPE.new` that `first` (game_started) records: each
        declared option, from the field of its name."""
        return {o.key: getattr(first, o.key) for o in self.info.options}

    def decline(self, prompt: Any) -> Any:
        """The command by which a seat says no to a shared question; a table that asks none
        (every prompt's `shared` is False) has nothing to decline."""
        raise ValueError(f"{self.info.name} has no shared questions to decline")

    def results(self, events: Sequence[Any]) -> tuple[SeatResult, ...]:
        """Each seat's result when these events end a game — the last game_ended's winners
        and scores (`score`), and the table's `feats` — or () while it is not over."""
        ended = self.GAME_TYPE.EVENTS.GameEnded
        end = next((ev for ev in reversed(events) if isinstance(ev, ended)), None)
        if end is None:
            return ()
        feats = self.feats(events, len(end.scores))
        return tuple(SeatResult(seat in end.winners, self.score(points),
                                {key: counts[seat] for key, counts in feats.items()})
                     for seat, points in enumerate(end.scores))

    def feats(self, events: Sequence[Any], n: int) -> Mapping[str, Sequence[int]]:
        """The table's feats of a finished game (`info.feats`): per key, one count a seat."""
        return {}

    @staticmethod
    def score(points: Any) -> int:
        """A seat's score from its entry in game_ended's scores."""
        return int(points)

    def event_to_json(self, ev: Any) -> Any:
        return self.GAME_TYPE.EVENTS.event_to_json(ev)

    def event_from_json(self, data: Any) -> Any:
        return self.GAME_TYPE.EVENTS.event_from_json(data)

    def event_card_ids(self, event: Any) -> frozenset[int]:
        return frozenset(self.GAME_TYPE.EVENTS.card_ids(event))

    def secrets(self, match: Any, seat: int) -> frozenset[int]:
        """The card ids `seat` may not know now (the table's `secrets_of` on the game's state):
        for the contract suite's DA8 property only."""
        return self.secrets_of(match._state, seat)

    def from_events(self, events: Sequence[Any]) -> Any:
        return self.GAME_TYPE.from_events(events, self.cat)

    def _first(self, events: Sequence[Any]) -> Any:
        first = events[0] if events else None
        if not isinstance(first, self.GAME_TYPE.EVENTS.GameStarted):
            raise ValueError("the game's first event is not game_started")
        return first

    def from_start(self, events: Sequence[Any]) -> Any:
        """A log's first events, checked: game_started must be exactly what setup makes of
        its own seed and options (the app writes no other deal), and the events up to the
        first decision must follow from it."""
        first = self._first(events)
        try:
            game = self.GAME_TYPE.new(first.names, cat=self.cat, seed=first.seed,
                                      humans=first.humans, **self.setup_options(first))
        except (ValueError, TypeError, KeyError, IndexError, OverflowError) as err:
            raise ValueError(_("the game's set-up is not valid ({error})").format(
                error=err)) from None
        if game.events[0] != first:
            raise ValueError(_("the game's cards are not the deal its seed makes (an edited "
                               "file, or one from another version of the rules)"))
        if list(game.events) != list(events):
            raise ValueError(_("the game's first events do not follow from its set-up"))
        return game

    def start_facts(self, events: Sequence[Any]) -> tuple[tuple[str, ...], tuple[bool, ...],
                                                        int]:
        """The seats' names, who is human, and the seed, as the first event states them."""
        first = self._first(events)
        return first.names, first.humans, first.seed

    def undoable(self, events: Sequence[Any]) -> bool:
        """A command's events may be taken back when every one is of an UNDOABLE type."""
        return bool(events) and all(type(ev) in self.UNDOABLE for ev in events)
