"""What every table's scenario runner shares (`jolly-roger scenario FILE.json [--as SEAT]`):
reading the file (a regular file of bounded size, strict JSON), the seats it names, the
one-line refusal of a malformed file, and playing its steps — commands, commands expected to
be refused (`expect_refusal`) and checks of what one seat sees (`expect_view`) — either as a
full-information observer or as one seat (`--as`: that seat's redacted events and views
only). Each table's `scenario` module builds its own game from the rest of the file;
docs/scenarios.md describes the keys.

The seat-facing parts use only what every table's game offers (`events`,
`events_for(seat, start)`, `view(seat)` — a NamedTuple with `card_ids()` — `submit`, `n`),
so they are the same for every table."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, TextIO

from game.core.errors import RuleError
from game.core.gamelog import MAX_NAME
from game.core.records import RecordError
from game.core.untrusted import (
    described,
    json_value,
    regular_file_size,
    shown,
    text_problem,
    whole_number,
)

MAX_FILE_BYTES = 4 * 1024 * 1024   # the longest worked example is 18 kB


class ScenarioError(ValueError):
    """The scenario file is malformed (exit 1)."""


def seats_of(seats: Any, allowed: tuple[int, int]) -> list[str]:
    """A number of seats or a list of names, within the table's range."""
    low, high = allowed
    if isinstance(seats, int) and not isinstance(seats, bool):
        if whole_number(seats, low, high) is None:
            raise ScenarioError(f"'seats': this table seats {low} to {high} players, not "
                                f"{described(seats)}")
        return [f"Pirate {i + 1}" for i in range(seats)]
    if not isinstance(seats, list):
        raise ScenarioError("'seats' must be a number of seats or a list of names")
    if not low <= len(seats) <= high:
        raise ScenarioError(f"'seats': this table seats {low} to {high} players, not "
                            f"{len(seats)}")
    for name in seats:
        problem = text_problem(name, MAX_NAME)
        if problem is not None:
            raise ScenarioError(f"'seats': the name {described(name)} is {problem}")
    return seats


def malformed(message: str) -> int:
    """Exit 1 with one line on stderr, whatever the file held (shown: printable, capped)."""
    print(f"scenario: {shown(message, 400)}", file=sys.stderr)
    return 1


def read(path: Path) -> Any:
    """The file's JSON; ScenarioError completes "FILE …" with why it cannot be had."""
    size = regular_file_size(path)
    if isinstance(size, str):
        raise ScenarioError(size)
    if size > MAX_FILE_BYTES:
        raise ScenarioError(f"is too large for a scenario ({size} bytes; at most "
                            f"{MAX_FILE_BYTES})")
    try:
        with path.open("rb") as handle:
            return json_value(handle.read(MAX_FILE_BYTES + 1))
    except OSError as exc:
        raise ScenarioError(f"cannot be read ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


#: exit codes: every step held; the file is malformed; a command was refused unexpectedly;
#: an expectation of the file (expect_refusal, expect_view) did not hold
OK, MALFORMED, REFUSED, FAILED = 0, 1, 2, 3
#: a rules clause id as the contracts write them: M2, DA10, X-TRAITOR, RU22
CLAUSE_ID = re.compile(r"[A-Z][A-Z0-9]{0,15}(-[A-Z0-9]{1,16})?")
#: the keys of an expect_view besides the view's own fields
VIEW_CHECK_KEYS = frozenset({"seat", "hidden"})


class Step(NamedTuple):
    """One item of a file's `commands`: a command (maybe expected to be refused, citing
    `refusal`), or a check of one seat's view (`view`, command None)."""
    command: Any = None
    refusal: str | None = None
    view: Mapping[str, Any] | None = None


def plain(value: Any) -> Any:
    """A view (NamedTuples of ints, text, tuples, None) as JSON values: a record as an
    object of its fields, a tuple as a list, a set as a sorted list."""
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {k: plain(v) for k, v in zip(value._fields, value, strict=True)}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def _differs(actual: Any, expected: Any, where: str) -> str | None:
    """Where `actual` (a view's JSON form) does not hold `expected` (None: it does). An object
    is matched on the keys it names; lists item by item; every other value exactly — of the
    same JSON type, so true is not 1 and 1.0 is not 1."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{where} is {_json(actual)}, expected an object"
        for key, value in expected.items():
            if key not in actual:
                return f"{where} has no field {described(key)}"
            problem = _differs(actual[key], value, f"{where}.{shown(key, 40)}")
            if problem:
                return problem
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{where} is {_json(actual)}, expected {_json(expected)}"
        for i, (a, e) in enumerate(zip(actual, expected, strict=True)):
            if _differs(a, e, f"{where}[{i}]"):
                return f"{where} is {_json(actual)}, expected {_json(expected)}"
        return None
    if type(actual) is not type(expected) or actual != expected:
        return f"{where} is {_json(actual)}, expected {_json(expected)}"
    return None


def _json(value: Any) -> str:
    return shown(json.dumps(value, separators=(",", ":"), ensure_ascii=False), 160)


def view_problem(game: Any, check: Mapping[str, Any]) -> str | None:
    """Why the seat's view does not hold what `check` (an expect_view) says (None: it does):
    each named view field matches (`_differs`), and no card of `hidden` is among the cards
    the view shows (`card_ids()`)."""
    seat = check["seat"]
    v = game.view(seat)
    shown_view = plain(v)
    for key, expected in check.items():
        if key in VIEW_CHECK_KEYS:
            continue
        problem = _differs(shown_view[key], expected, key)
        if problem:
            return f"seat {seat}'s view: {problem}"
    seen = sorted(set(check.get("hidden", ())) & set(v.card_ids()))
    if seen:
        return f"seat {seat}'s view shows card(s) {seen}, expected hidden"
    return None


def play(game: Any, steps: Sequence[Any], stream: TextIO,
         event_to_json: Callable[[Any], dict[str, Any]],
         summary: Callable[[Any], dict[str, Any]], *, seat: int | None = None) -> int:
    """Play the steps in order, writing one JSON line per event (the start's too), then
    `{"summary": …}`; the exit code. A command is submitted (events follow); a refused one
    ends the run with 2 and `{"error", "clause", "command_index"}` — unless the step expects
    that refusal: then `{"refused", "clause", "command_index"}` and the game goes on. An
    expectation that does not hold (no refusal, another clause, a view that differs) ends the
    run with 3 and `{"failed", "command_index"}`.

    With `seat` (`--as SEAT`), only what that seat may know is written: its redacted events
    (`events_for`) and, after the setup and after each command, `{"view", "command_index"}`
    (its view); no full-information summary. Steps are `Step`s or bare commands."""

    def line(data: dict[str, Any], compact: bool = True) -> None:
        stream.write(json.dumps(data, separators=(",", ":") if compact else None) + "\n")

    def emit(start: int) -> None:
        evs = game.events[start:] if seat is None else game.events_for(seat, start)
        for ev in evs:
            line(event_to_json(ev))

    def show_view(index: int | None) -> None:
        if seat is not None:
            line({"view": plain(game.view(seat)), "command_index": index})

    emit(0)
    show_view(None)
    for i, step in enumerate(steps):
        if not isinstance(step, Step):
            step = Step(step)
        if step.command is None:
            if step.view is not None:
                problem = view_problem(game, step.view)
                if problem:
                    line({"failed": problem, "command_index": i}, compact=False)
                    return FAILED
            continue
        start = len(game.events)
        try:
            game.submit(step.command)
        except RuleError as exc:
            if step.refusal is None:
                line({"error": exc.message, "clause": exc.clause, "command_index": i},
                     compact=False)
                return REFUSED
            if exc.clause != step.refusal:
                line({"failed": f"expected a refusal citing {step.refusal}; refused citing "
                                f"{exc.clause}: {exc.message}",
                      "clause": exc.clause, "command_index": i}, compact=False)
                return FAILED
            line({"refused": exc.message, "clause": exc.clause, "command_index": i},
                 compact=False)
            continue
        emit(start)
        show_view(i)
        if step.refusal is not None:
            line({"failed": f"expected a refusal citing {step.refusal}; the command was "
                            f"applied", "command_index": i}, compact=False)
            return FAILED
    if seat is None:
        line({"summary": summary(game)})
    return OK


MAX_SEED = 2**63 - 1
MAX_COMMANDS = 10_000
#: the keys every table's scenario file may have (its options' keys come on top)
BASE_KEYS = frozenset({"game", "seats", "seed", "decks", "commands", "humans", "description"})


def header(data: Any, book: Any, keys: frozenset[str] | set[str]) -> list[str]:
    """What every table's scenario file starts with, checked: a JSON object of known `keys`,
    of this table (`game`), its `description` text, and its seats' names (returned)."""
    if not isinstance(data, dict):
        raise ScenarioError("the scenario must be a JSON object")
    unknown = set(data) - keys
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(sorted(map(described, unknown)))}; "
                            f"keys: {', '.join(sorted(keys))}")
    if data.get("game", book.info.id) != book.info.id:
        raise ScenarioError(f"this is a scenario of {described(data['game'])}, "
                            f"not of {book.info.id!r}")
    if not isinstance(data.get("description", ""), str):
        raise ScenarioError("'description' must be text")
    return seats_of(data.get("seats"), book.info.seats)


def humans_and_decks(data: dict[str, Any]) -> tuple[list[bool] | None, dict[str, Any]]:
    """The file's `humans` (one true/false per seat, or none) and prescribed `decks`."""
    humans = data.get("humans")
    if humans is not None and (not isinstance(humans, list)
                               or not all(isinstance(h, bool) for h in humans)):
        raise ScenarioError("'humans' must be a list of true/false, one per seat")
    decks = data.get("decks", {})
    if not isinstance(decks, dict):
        raise ScenarioError("'decks' must be an object")
    return humans, decks


def commands_of(data: dict[str, Any], command_from_json: Callable[[Any], Any],
                record_error: type[Exception], most: int | None = MAX_COMMANDS,
                game: Any = None) -> list[Step]:
    """The file's `commands` as steps, every one parsed before anything is played (at most
    `most`): a command; a command with `"expect_refusal": CLAUSE` (or `{"command": …,
    "expect_refusal": CLAUSE}`); or `{"expect_view": {"seat": k, …}}`, checked against the
    seats and view fields of `game`."""
    raw = data.get("commands", [])
    if not isinstance(raw, list) or (most is not None and len(raw) > most):
        raise ScenarioError("'commands' must be a list" if most is None
                            else f"'commands' must be a list of at most {most}")
    steps = []
    for i, c in enumerate(raw):
        try:
            steps.append(_step(c, command_from_json, game))
        except record_error as exc:
            raise ScenarioError(f"command {i}: {shown(exc, 300)}") from None
        except ScenarioError as exc:
            raise ScenarioError(f"command {i}: {exc}") from None
    return steps


_NONE = object()


def _step(raw: Any, command_from_json: Callable[[Any], Any], game: Any) -> Step:
    if isinstance(raw, dict) and "expect_view" in raw:
        if len(raw) != 1:
            raise ScenarioError("an 'expect_view' step holds nothing else")
        return Step(view=_view_check(raw["expect_view"], game))
    refusal: Any = _NONE
    if isinstance(raw, dict) and "command" in raw:
        extra = set(raw) - {"command", "expect_refusal"}
        if extra:
            raise ScenarioError(f"unknown key(s) {', '.join(sorted(map(described, extra)))} "
                                f"beside 'command'; keys: command, expect_refusal")
        refusal = raw.get("expect_refusal", _NONE)
        raw = raw["command"]
    elif isinstance(raw, dict) and "expect_refusal" in raw:
        raw = dict(raw)
        refusal = raw.pop("expect_refusal")
    if refusal is not _NONE and not (isinstance(refusal, str)
                                     and CLAUSE_ID.fullmatch(refusal)):
        raise ScenarioError(f"'expect_refusal' must be a clause id such as \"M2\" or "
                            f"\"DA10\", not {described(refusal)}")
    return Step(command_from_json(raw), refusal if isinstance(refusal, str) else None)


def _view_check(check: Any, game: Any) -> dict[str, Any]:
    """An expect_view, checked: `seat` (one of the game's), `hidden` (card ids), and at least
    one of them or of the view's own fields."""
    if not isinstance(check, dict):
        raise ScenarioError("'expect_view' must be an object such as {\"seat\": 1, "
                            "\"hand\": [3, 4]}")
    n = game.n if game is not None else 0
    if whole_number(check.get("seat"), 0, max(n - 1, 0)) is None:
        raise ScenarioError(f"expect_view: 'seat' must be a seat 0–{max(n - 1, 0)}, not "
                            f"{described(check.get('seat'))}")
    hidden = check.get("hidden", [])
    if not isinstance(hidden, list) or any(whole_number(c, 0, 10**6) is None for c in hidden):
        raise ScenarioError("expect_view: 'hidden' must be a list of card ids")
    fields = set(type(game.view(0))._fields) if game is not None else set()
    unknown = set(check) - fields - VIEW_CHECK_KEYS
    if unknown:
        raise ScenarioError(f"expect_view: unknown key(s) "
                            f"{', '.join(sorted(map(described, unknown)))}; a view's fields: "
                            f"{', '.join(sorted(fields))}")
    if len(check) < 2:
        raise ScenarioError("expect_view: name what the seat should see (a view field or "
                            "'hidden')")
    return check


def load_game(data: Any, book: Any, command_from_json: Callable[[Any], Any],
              record_error: type[Exception]) -> tuple[Any, list[Any]]:
    """A scenario file's game and commands for an event-sourced table (RUM, Meuterer): the
    seats, the seed, the table's "choice" options (each under its own key, checked against
    its choices), `humans`, a prescribed deal (`decks`, the table's setup checks it) and the
    commands, all parsed before anything is played, so a malformed file plays nothing. Every
    value is checked before it is used (ScenarioError says which)."""
    options = [o for o in book.info.options if o.kind == "choice"]
    names = header(data, book, BASE_KEYS | {o.key for o in options})
    seed = data.get("seed", 0)
    if whole_number(seed, 0, MAX_SEED) is None:
        raise ScenarioError(f"'seed' must be a whole number 0–2^63, not {described(seed)}")
    chosen = {}
    for o in options:
        value = data.get(o.key, o.default)
        allowed = [c.key for c in o.choices]
        if value not in allowed:
            raise ScenarioError(f"'{o.key}' must be " + " or ".join(f'"{k}"' for k in allowed))
        chosen[o.key] = value
    humans, decks = humans_and_decks(data)
    try:
        game = book.new_game(names, seed=seed, humans=humans, decks=decks, options=chosen)
    except ValueError as exc:   # the table's SetupError: an impossible deal
        raise ScenarioError(f"setup: {shown(exc, 300)}") from None
    commands = commands_of(data, command_from_json, record_error, game=game)
    return game, commands


def seat_option(argv: Sequence[str]) -> tuple[list[str], str | None]:
    """`--as SEAT` / `--as=SEAT` out of a runner's arguments: (the rest, the seat as given or
    None); ScenarioError when `--as` has no value."""
    rest: list[str] = []
    seat = None
    args = iter(argv)
    for arg in args:
        if arg == "--as":
            seat = next(args, None)
            if seat is None:
                raise ScenarioError("--as needs a seat number")
        elif arg.startswith("--as="):
            seat = arg.split("=", 1)[1]
        else:
            rest.append(arg)
    return rest, seat


def seat_of(given: str | None, game: Any) -> int | None:
    """The seat `--as` names, checked against the game's seats (None: no `--as`)."""
    if given is None:
        return None
    seat = int(given) if given.isascii() and given.isdigit() and len(given) <= 3 else None
    if seat is None or not 0 <= seat < game.n:
        raise ScenarioError(f"--as: this game has seats 0–{game.n - 1}, not "
                            f"{described(given)}")
    return seat


def main(argv: Sequence[str], run: Callable[..., int]) -> int:
    """A table's `scenario FILE.json [--as SEAT]`: the file read (exit 1 and one line when it
    cannot be), then `run(data, stream, seat=…)`."""
    try:
        args, seat = seat_option(argv)
    except ScenarioError as exc:
        return malformed(str(exc))
    if len(args) != 1:
        print("usage: jolly-roger scenario FILE.json [--as SEAT]", file=sys.stderr)
        return 1
    path = Path(args[0])
    try:
        data = read(path)
    except ScenarioError as exc:
        return malformed(f"{shown(str(path), 200)} {exc}")
    return run(data, sys.stdout, seat=seat)


def run_file(data: Any, stream: TextIO, load: Callable[[Any], tuple[Any, list[Step]]],
             event_to_json: Callable[[Any], dict[str, Any]],
             summary: Callable[[Any], dict[str, Any]], seat: str | int | None = None) -> int:
    """Load a scenario (parsed JSON: the game and its steps, exit 1 if malformed) and play
    it, as the observer or as `seat` (`--as`)."""
    try:
        game, steps = load(data)
        who = seat_of(str(seat) if isinstance(seat, int) else seat, game)
    except ScenarioError as exc:
        return malformed(str(exc))
    return play(game, steps, stream, event_to_json, summary, seat=who)


@dataclass(frozen=True)
class TableScenarios:
    """A table's `scenario` and `cards` commands: the table gives its rulebook, what its
    state shows after a run (`position`, and what a finished game adds, `ending`: full
    information) and its card table; `load` is the table's own reading of a file (default:
    `load_game`, for a table whose file holds only the shared keys and its "choice"
    options). Its module binds `summary`, `run`, `main` and `cards_main` from here."""

    rulebook: Callable[[], Any]                       # the table's own (`Rulebook.own`)
    position: Callable[[Any], dict[str, Any]]         # state -> the table after the run
    card_table: Callable[[Any], str]                  # catalogue -> every card id, a line each
    ending: Callable[[Any], dict[str, Any]] | None = None   # state -> what the end adds
    load: Callable[[Any, Any], tuple[Any, list[Step]]] | None = None   # (data, rulebook)
    card_ids: Callable[[Any], Iterable[int]] | None = None   # catalogue -> ids (range(size))

    def summary(self, game: Any) -> dict[str, Any]:
        """The full-information state of the table after the run (the runner is an observer
        of everything): the table's `position`, the decision the game waits for ("next")
        and whether it is "over", then, once it is, the table's `ending`."""
        s = game._state
        p = game.prompt()
        out = {**self.position(s), "next": p._asdict() if p else None, "over": s.over}
        if s.over and self.ending is not None:
            out.update(self.ending(s))
        return out

    def load_file(self, data: Any, book: Any) -> tuple[Any, list[Step]]:
        """The game and its steps, every value checked first (ScenarioError)."""
        if self.load is not None:
            return self.load(data, book)
        return load_game(data, book, book.command_from_json, RecordError)

    def run(self, data: Any, stream: TextIO, book: Any = None, *,
            seat: str | int | None = None) -> int:
        """Play a scenario (parsed JSON) and write its lines to `stream` — as the
        full-information observer, or as `seat` (`--as`: its redacted events and views);
        the exit code."""
        rulebook = book or self.rulebook()
        return run_file(data, stream, lambda d: self.load_file(d, rulebook),
                        rulebook.event_to_json, self.summary, seat)

    def main(self, argv: Sequence[str] | None = None) -> int:
        """`scenario FILE.json [--as SEAT]`."""
        return main(list(sys.argv[1:] if argv is None else argv),
                    lambda data, out, seat: self.run(data, out, seat=seat))

    def cards_main(self, argv: Sequence[str] | None = None) -> int:
        """`jolly-roger cards --game ID [--json]`: the card ids scenario files refer to."""
        args = list(sys.argv[1:] if argv is None else argv)
        cat = self.rulebook().cat
        if "--json" in args:
            ids = self.card_ids(cat) if self.card_ids is not None else range(cat.size)
            print(json.dumps([cat.describe(c) for c in ids]))
        else:
            print(self.card_table(cat))
        return 0
