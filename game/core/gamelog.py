"""Game log files, for every table: the autosave, the replay and the shared game are one format.

A log file is JSON lines, append-only, written as the game is played:

    {"format": 1, "game": "<table id>", "kind": "game-log", "app": "0.1.0", "session": {...}}
    {"start": [event, ...]}                     the events up to the first decision
    {"cmd": command, "events": [event, ...]}    one line per accepted command
    {"undo": 1}                                 the line before is taken back (single-human undo)

`LogWriter.append` writes and flushes (and fsyncs) a line before the caller goes on, so a
process killed at any moment loses at most the command in flight.

Reading (`read_log`) trusts nothing: the file may be truncated by a crash, damaged, or come
from anywhere (a shared replay). It is JSON only, read up to a size cap; the first event must
be exactly what `game_started` makes of its own seed and options (or of its listed deck
orders), and every command is played again through the engine — legality checked — and must
give exactly the events recorded. Reading stops at the first line that fails; what came before
is the game (`Loaded.lost` lines are dropped and `Loaded.problem` says why). A file whose
header or start is unusable raises `LogError` with a message for the player.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from game.core.errors import RuleError
from game.core.records import RecordError
from game.core.registry import Match, Rulebook, UnknownGame, get

FORMAT = 1
KIND = "game-log"
MAX_FILE_BYTES = 8 * 1024 * 1024   # a long 10-seat game is ~1 MB
MAX_LINES = 50_000
MAX_NAME = 40                      # characters in a seat's name

#: Called for every verified decision while a log is read: (seat's view before the command,
#: the prompt, the command). The app uses it to let AI seats see their past decisions again,
#: so a resumed AI plays on exactly as it would have.
DecisionHook = Callable[[Any, Any, Any], None]
#: Called once the start is verified: (the table's rulebook, the header's session object,
#: names, human flags, seed).
StartHook = Callable[[Rulebook, dict[str, Any], tuple[str, ...], tuple[bool, ...], int], None]


class LogError(ValueError):
    """The file is not a usable game log; the message says why, for the player."""


@dataclass
class Entry:
    """One accepted command and the events it caused."""

    cmd: Any
    events: list[Any]


@dataclass
class Loaded:
    rulebook: Rulebook                 # the table the header names
    game: Match
    meta: dict[str, Any]               # the header's "session" object (validated by the caller)
    app: str                           # the version that wrote the file
    start: list[Any]                   # the events up to the first decision
    entries: list[Entry] = field(default_factory=list)
    lost: int = 0                      # lines dropped from a damaged tail
    problem: str | None = None         # why the first dropped line was refused

    def events(self) -> list[Any]:
        """Every event of the valid part, in order."""
        out = list(self.start)
        for entry in self.entries:
            out.extend(entry.events)
        return out


# --- writing ------------------------------------------------------------------------------


def _line(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n"


def header(game_id: str, meta: dict[str, Any], app: str) -> dict[str, Any]:
    return {"format": FORMAT, "game": game_id, "kind": KIND, "app": app, "session": meta}


def _start_line(rulebook: Rulebook, start: Sequence[Any]) -> str:
    return _line({"start": [rulebook.event_to_json(ev) for ev in start]})


def _move_line(rulebook: Rulebook, cmd: Any, events: Sequence[Any]) -> str:
    return _line({"cmd": rulebook.command_to_json(cmd),
                  "events": [rulebook.event_to_json(ev) for ev in events]})


class LogWriter:
    """Appends a game's lines to its file; every line reaches the disk before `append` returns."""

    def __init__(self, path: Path, handle: IO[str], rulebook: Rulebook, *,
                 durable: bool = True) -> None:
        self.path = path
        self._f = handle
        self.rulebook = rulebook
        self.durable = durable

    @classmethod
    def create(cls, path: Path, rulebook: Rulebook, meta: dict[str, Any],
               start: Sequence[Any], *, app: str, durable: bool = True) -> LogWriter:
        """A new log of a game of `rulebook`'s table (never overwrites an existing file)."""
        handle = open(path, "x", encoding="utf-8", newline="\n")  # noqa: SIM115 (kept open)
        writer = cls(path, handle, rulebook, durable=durable)
        writer._write(_line(header(rulebook.info.id, meta, app)) + _start_line(rulebook, start))
        return writer

    @classmethod
    def reopen(cls, path: Path, rulebook: Rulebook, *, durable: bool = True) -> LogWriter:
        """Go on appending to a log that `read_log` accepted whole."""
        handle = open(path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115 (kept open)
        return cls(path, handle, rulebook, durable=durable)

    def append(self, cmd: Any, events: Sequence[Any], *, sync: bool = True) -> None:
        """Write one accepted command. The line is handed to the operating system at once (a
        killed process loses nothing written); with `sync` it is also forced onto the disk (a
        pulled plug loses nothing written). Fast-forwarded AI moves sync once at the end."""
        self._write(_move_line(self.rulebook, cmd, events), sync)

    def undo(self) -> None:
        self._write(_line({"undo": 1}), True)

    def sync(self) -> None:
        if self.durable and not self._f.closed:
            os.fsync(self._f.fileno())

    def _write(self, text: str, sync: bool = True) -> None:
        self._f.write(text)
        self._f.flush()
        if sync:
            self.sync()

    def close(self) -> None:
        if not self._f.closed:
            self._f.close()

    def close_quietly(self) -> None:
        """Close, ignoring errors (the disk that failed a write may fail the close too)."""
        with contextlib.suppress(OSError):
            self.close()

    @property
    def closed(self) -> bool:
        return self._f.closed


def write_whole(path: Path, loaded: Loaded) -> None:
    """Write `loaded` as a clean log at `path`, atomically (a temporary file renamed over it):
    used to repair a damaged file after its tail was dropped."""
    tmp = path.with_name(path.name + ".tmp")
    book = loaded.rulebook
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(_line(header(book.info.id, loaded.meta, loaded.app)))
        f.write(_start_line(book, loaded.start))
        for entry in loaded.entries:
            f.write(_move_line(book, entry.cmd, entry.events))
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


# --- reading ------------------------------------------------------------------------------


def read_log(source: Path | bytes, rulebook: Rulebook | None = None, *,
             on_decision: DecisionHook | None = None,
             on_start: StartHook | None = None) -> Loaded:
    """Load a log from a path or bytes; raises LogError if it is unusable (see the module).
    The table is the one the header names (`rulebook`, if given, must be that table's)."""
    data = _read_bytes(source)
    lines = data.split(b"\n")
    if len(lines) > MAX_LINES + 3:
        raise LogError(f"the file has more than {MAX_LINES} lines; no game is that long")
    head = _json_line(lines[0] if lines else b"", "the first line")
    book, meta, app = _check_header(head, rulebook)
    if len(lines) < 2:
        raise LogError("the file ends before the game starts")
    start = _json_line(lines[1], "the second line")
    game = _start_game(start, book)
    loaded = Loaded(book, game, meta, app, list(game.events))
    if on_start is not None:
        on_start(book, meta, *book.start_facts(game.events))
    rest = lines[2:]
    if rest and rest[-1] == b"":
        rest = rest[:-1]   # the newline that ends the last line
    for i, raw in enumerate(rest):
        try:
            _apply_line(loaded, raw, on_decision)
        except (LogError, RuleError, RecordError) as err:
            loaded.lost = len(rest) - i
            loaded.problem = f"line {i + 3}: {err}"
            break
        except (ValueError, TypeError, KeyError, IndexError, RecursionError,
                AttributeError, OverflowError) as err:
            # The engine met something no legal game produces; the game so far stands.
            loaded.game = book.from_events(loaded.events())
            loaded.lost = len(rest) - i
            loaded.problem = f"line {i + 3}: not a valid move ({type(err).__name__})"
            break
    return loaded


def _read_bytes(source: Path | bytes) -> bytes:
    if isinstance(source, bytes):
        data = source
    else:
        try:
            with open(source, "rb") as f:
                data = f.read(MAX_FILE_BYTES + 1)
        except OSError as err:
            raise LogError(f"cannot read the file: {err.strerror or err}") from None
    if len(data) > MAX_FILE_BYTES:
        raise LogError(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB; "
                       "no game log is that large")
    return data


def _json_line(raw: bytes, where: str) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LogError(f"{where} is not UTF-8 text") from None
    if not text.strip():
        raise LogError(f"{where} is empty")
    try:
        return json.loads(text)
    except RecursionError:
        raise LogError(f"{where} is nested too deeply") from None
    except ValueError as err:   # JSONDecodeError, and integers too long to read
        raise LogError(f"{where} is not valid JSON ({err})") from None


def _check_header(head: Any, rulebook: Rulebook | None
                  ) -> tuple[Rulebook, dict[str, Any], str]:
    if not isinstance(head, dict) or head.get("kind") != KIND or "game" not in head:
        raise LogError("this is not a game log")
    try:
        info = get(head.get("game"))
    except UnknownGame as err:
        raise LogError(f"this log is of a game this version does not have: {err}") from None
    if rulebook is not None and rulebook.info.id != info.id:
        raise LogError(f"this is a log of {info.id}, not of {rulebook.info.id}")
    version = head.get("format")
    if version != FORMAT:
        shown = version if isinstance(version, int | str) and len(str(version)) < 20 else "?"
        raise LogError(f"the log's format {shown} is not supported (this version reads "
                       f"format {FORMAT}); a newer version of the game may open it")
    meta = head.get("session", {})
    if not isinstance(meta, dict):
        raise LogError("the log's session description is not an object")
    app = head.get("app", "?")
    book = rulebook if rulebook is not None else info.rulebook()
    return book, meta, app if isinstance(app, str) and len(app) < 40 else "?"


def _start_game(start: Any, book: Rulebook) -> Match:
    if not isinstance(start, dict) or not isinstance(start.get("start"), list) \
            or not start["start"]:
        raise LogError("the second line does not start a game")
    try:
        events = [book.event_from_json(d) for d in start["start"]]
    except (RecordError, RecursionError, ValueError, TypeError) as err:
        raise LogError(f"the game's start is not valid ({err})") from None
    _check_start(book, events)
    try:
        return book.from_start(events)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError) as err:
        raise LogError(str(err)) from None


def _check_start(book: Rulebook, events: list[Any]) -> None:
    """What holds for every table: the seat count, printable names of sensible length, a
    seed in range."""
    try:
        names, _humans, seed = book.start_facts(events)
    except ValueError as err:
        raise LogError(str(err)) from None
    low, high = book.info.seats
    if not low <= len(names) <= high:
        raise LogError(f"a game has {low} to {high} seats")
    for name in names:
        if not name.strip() or len(name) > MAX_NAME or not name.isprintable():
            raise LogError("a seat's name is empty, too long or not printable")
    if abs(seed) >= 2**63:
        raise LogError("the game's seed is out of range")


def _apply_line(loaded: Loaded, raw: bytes, on_decision: DecisionHook | None) -> None:
    obj = _json_line(raw, "the line")
    if not isinstance(obj, dict):
        raise LogError("a line is not an object")
    if set(obj) == {"undo"}:
        if not loaded.entries:
            raise LogError("an undo with nothing to take back")
        loaded.entries.pop()
        loaded.game = loaded.rulebook.from_events(loaded.events())
        return
    if set(obj) != {"cmd", "events"} or not isinstance(obj["events"], list):
        raise LogError("a line is neither a move nor an undo")
    book = loaded.rulebook
    cmd = book.command_from_json(obj["cmd"])
    recorded = [book.event_from_json(d) for d in obj["events"]]
    game = loaded.game
    p = game.prompt()
    if p is None:
        raise LogError("a move after the end of the game")
    view = game.view(p.seat) if on_decision is not None else None
    out = game.submit(cmd)
    if out != recorded:
        loaded.game = book.from_events(loaded.events())
        raise LogError("the move's recorded events differ from the rules' (a damaged or "
                       "edited file, or one from another version of the rules)")
    loaded.entries.append(Entry(cmd, out))
    if on_decision is not None and view is not None:
        on_decision(view, p, cmd)

