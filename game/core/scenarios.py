"""What every table's scenario runner shares (`jolly-roger scenario FILE.json`): reading the
file (a regular file of bounded size, strict JSON), the seats it names, and the one-line
refusal of a malformed file. Each table's `scenario` module builds its own game from the
rest of the file; docs/scenarios.md describes the keys."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from game.core.errors import RuleError
from game.core.gamelog import MAX_NAME
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


def play(game: Any, commands: Sequence[Any], stream: TextIO,
         event_to_json: Callable[[Any], dict[str, Any]],
         summary: Callable[[Any], dict[str, Any]]) -> int:
    """Submit the commands in order, writing one JSON line per event (the start's too), then
    `{"summary": …}`; exit code 0, or 2 with `{"error", "clause", "command_index"}` at the
    first refused command."""

    def emit(evs: Sequence[Any]) -> None:
        for ev in evs:
            stream.write(json.dumps(event_to_json(ev), separators=(",", ":")) + "\n")

    emit(game.events)
    for i, cmd in enumerate(commands):
        try:
            evs = game.submit(cmd)
        except RuleError as exc:
            stream.write(json.dumps({"error": exc.message, "clause": exc.clause,
                                     "command_index": i}) + "\n")
            return 2
        emit(evs)
    stream.write(json.dumps({"summary": summary(game)}, separators=(",", ":")) + "\n")
    return 0


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
                record_error: type[Exception], most: int | None = MAX_COMMANDS) -> list[Any]:
    """The file's `commands`, every one parsed before anything is played (at most `most`)."""
    raw = data.get("commands", [])
    if not isinstance(raw, list) or (most is not None and len(raw) > most):
        raise ScenarioError("'commands' must be a list" if most is None
                            else f"'commands' must be a list of at most {most}")
    commands = []
    for i, c in enumerate(raw):
        try:
            commands.append(command_from_json(c))
        except record_error as exc:
            raise ScenarioError(f"command {i}: {shown(exc, 300)}") from None
    return commands


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
    commands = commands_of(data, command_from_json, record_error)
    return game, commands
