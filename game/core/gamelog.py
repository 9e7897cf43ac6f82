"""Game log files, for every table: the autosave, the replay and the shared game are one format.

A log file is JSON lines, append-only, written as the game is played:

    {"format": 1, "game": "<table id>", "kind": "game-log", "app": "0.1.0", "session": {...}}
    {"start": [event, ...]}                     the events up to the first decision
    {"cmd": command, "events": [event, ...]}    one line per accepted command
    {"undo": 1}                                 the line before is taken back (single-human undo)

`LogWriter.append` writes and flushes (and fsyncs) a line before the caller goes on, so a
process killed at any moment loses at most the command in flight.

Reading (`read_log`) trusts nothing: the file may be truncated by a crash, damaged, or come
from anywhere (a shared replay). Only a regular file is read (a pipe would block), JSON only,
its size checked before a byte is read; the seats' names are checked (`game.core.untrusted`);
the first event must be exactly what `game_started` makes of its own seed and options, every
undo line must take back a move the app lets be taken back (`undo_refusal`), and every move
that stands is played again through the engine — legality checked — and must give exactly the
events recorded. A move taken back by an undo changes nothing and is not played: reading stays
linear in the file's length however many undo lines it holds. Reading stops at the first line
that fails; what came before is the game (`Loaded.lost` lines are dropped and `Loaded.problem`
says why). A file whose header or start is unusable raises `LogError` with a message for the
player.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.core.records import RecordError
from game.core.registry import Match, Rulebook, UnknownGame, get
from game.core.untrusted import (
    FileTooLarge,
    NotRegularFile,
    beside,
    file_name,
    is_text,
    names_beside,
    open_fresh,
    read_regular,
    shown,
    text_problem,
    whole_number,
)

FORMAT = 1
KIND = "game-log"
MAX_FILE_BYTES = 8 * 1024 * 1024   # a long 10-seat game is ~1 MB
MAX_LINES = 50_000
MAX_NAME = 40                      # characters in a seat's name
MAX_APP = 40                       # characters in the version that wrote the file

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
    #: the valid part ends with an undo: the command it took back (kept by a rewrite; no
    #: second undo may follow)
    undone: Entry | None = None
    torn: bool = False                 # the last line has no newline (a cut just before it)

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
    def reopen(cls, path: Path, rulebook: Rulebook, *, durable: bool = True,
               torn: bool = False) -> LogWriter:
        """Go on appending to a log that `read_log` accepted whole. `torn`: its last line
        lacks the newline (a cut just before it), which is written first — or the next move
        would join that line."""
        handle = open(path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115 (kept open)
        writer = cls(path, handle, rulebook, durable=durable)
        if torn:
            writer._write("\n")
        return writer

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
        """Write whole lines or none: if the disk fails half-way (full, removed), the file is
        cut back to where it ended before, so no torn line is left once space returns and the
        last good save stays exactly as it was (issue 29). The OSError still reaches the
        caller, which stops saving and says so."""
        try:
            good = self._f.tell()
        except OSError:
            good = None
        try:
            self._f.write(text)
            self._f.flush()
            if sync:
                self.sync()
        except OSError:
            if good is not None:
                with contextlib.suppress(OSError, ValueError):
                    os.ftruncate(self._f.fileno(), good)
            raise

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


def write_whole(path: Path, loaded: Loaded, meta: dict[str, Any], *,
                keep: str | None = None) -> Path | None:
    """Write `loaded` as a clean log at `path` (its valid part: the header with `meta` — the
    caller's cleaned description, never the file's raw one — the start, the moves, and the
    undo it ends with): used to repair a file whose tail was dropped. Atomic at every step: with
    `keep` the original is first kept beside it under that tag (returned); the clean copy is
    written to a temporary file, forced to the disk, and renamed over the original — a process
    killed at any moment leaves the original or the clean copy at `path`, never neither."""
    backup = _keep_original(path, keep) if keep is not None else None
    book = loaded.rulebook
    tmp = beside(path, ".tmp")
    with open_fresh(tmp, newline="\n") as f:
        f.write(_line(header(book.info.id, meta, loaded.app)))
        f.write(_start_line(book, loaded.start))
        for entry in loaded.entries:
            f.write(_move_line(book, entry.cmd, entry.events))
        if loaded.undone is not None:
            f.write(_move_line(book, loaded.undone.cmd, loaded.undone.events))
            f.write(_line({"undo": 1}))
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _sync_folder(path.parent)
    return backup


def _keep_original(path: Path, tag: str) -> Path:
    """Keep the file at `path` as it is under a new name beside it (`tag`, then `tag-1`, …):
    a hard link (instant, all or nothing), or a copy forced to the disk where the file system
    has no links. The original stays where it is."""
    for backup in names_beside(path, tag):
        try:
            os.link(path, backup)
        except FileExistsError:
            continue
        except OSError:   # no hard links here (FAT, some network drives): copy
            break
        _sync_folder(path.parent)
        return backup
    for backup in names_beside(path, tag):
        try:
            with open(path, "rb") as src, open(backup, "xb") as out:
                shutil.copyfileobj(src, out)
                out.flush()
                os.fsync(out.fileno())
        except FileExistsError:
            continue
        _sync_folder(path.parent)
        return backup
    raise FileExistsError(f"no free name beside {file_name(path)}")


def _sync_folder(folder: Path) -> None:
    """Force a folder's entries (a rename, a new link) to the disk, where the system allows."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# --- the undo policy ------------------------------------------------------------------------


def undo_refusal(rulebook: Rulebook, humans: Sequence[bool], last: Entry | None,
                 after_undo: bool) -> str | None:
    """Why the last accepted command may not be taken back (None: it may) — the one policy
    the table offers undo by and a log's reader holds every undo line to (the Board Game Arena
    policy): with exactly one human at the table, that human's own last command, if it showed
    and drew nothing (the rulebook's `undoable`), once (never an undo straight after an
    undo)."""
    if after_undo:
        return _("an undo straight after an undo")
    if last is None:
        return _("an undo with nothing to take back")
    seats = [seat for seat, human in enumerate(humans) if human]
    if len(seats) != 1:
        return _("an undo in a game without exactly one human seat")
    if getattr(last.cmd, "seat", None) != seats[0]:
        return _("an undo of a command the human seat did not give")
    if not rulebook.undoable(last.events):
        return _("an undo of a command that showed or drew cards")
    return None


# --- reading ------------------------------------------------------------------------------

#: What the engine may raise on records no legal game produces (beside RuleError).
_ODD = (ValueError, TypeError, KeyError, IndexError, RecursionError, AttributeError,
        OverflowError)


@dataclass
class _Lines:
    """A log's move and undo lines, read and resolved (not yet played): the moves that stand,
    each with its line's index, and what each undo line took back."""

    moves: list[tuple[int, Entry]] = field(default_factory=list)
    undone: dict[int, Entry] = field(default_factory=dict)
    failed: int | None = None          # the index of the first line that could not be used
    problem: str = ""


def read_log(source: Path | bytes, rulebook: Rulebook | None = None, *,
             on_decision: DecisionHook | None = None,
             on_start: StartHook | None = None) -> Loaded:
    """Load a log from a path or bytes; raises LogError if it is unusable (see the module).
    The table is the one the header names (`rulebook`, if given, must be that table's).

    Linear in the file's length: the undo lines are resolved first, against the moves before
    them, and the moves that stand are then played through the engine once."""
    data = _read_bytes(source)
    lines = data.split(b"\n")
    if len(lines) > MAX_LINES + 3:
        raise LogError(_("the file has more than {count} lines; no game is that long").format(
            count=MAX_LINES))
    head = _json_line(lines[0], _("the first line"))
    book, meta, app = _check_header(head, rulebook)
    if len(lines) < 2:
        raise LogError(_("the file ends before the game starts"))
    start = _json_line(lines[1], _("the second line"))
    game = _start_game(start, book)
    names, humans, seed = book.start_facts(game.events)
    loaded = Loaded(book, game, meta, app, list(game.events), torn=not data.endswith(b"\n"))
    if on_start is not None:
        on_start(book, meta, names, humans, seed)
    rest = lines[2:]
    if rest and rest[-1] == b"":
        rest = rest[:-1]   # the newline that ends the last line
    found = _resolve(book, humans, rest)
    cut, problem = found.failed, found.problem
    for index, entry in found.moves:
        try:
            _play(loaded, entry, on_decision)
        except (LogError, RuleError, RecordError) as err:
            cut, problem = index, str(err)
        except _ODD as err:   # the engine met something no legal game produces
            cut, problem = index, _("not a valid move ({error})").format(
                error=type(err).__name__)
        else:
            continue
        loaded.game = book.from_events(loaded.events())   # the game so far stands
        break
    end = len(rest) if cut is None else cut
    loaded.undone = found.undone.get(end - 1)
    if cut is not None:
        loaded.lost = len(rest) - cut
        loaded.problem = _("line {number}: {problem}").format(number=cut + 3,
                                                              problem=shown(problem, 200))
    return loaded


def _resolve(book: Rulebook, humans: Sequence[bool], rest: Sequence[bytes]) -> _Lines:
    """Read every move and undo line, up to the first unusable one: each undo takes back the
    move on the line before it (the undo policy checked), and the moves that stand remain."""
    found = _Lines()
    for i, raw in enumerate(rest):
        try:
            obj = _json_line(raw, _("the line"))
            if not isinstance(obj, dict):
                raise LogError(_("a line is not an object"))
            if set(obj) == {"undo"}:
                last = found.moves[-1][1] if found.moves else None
                refused = undo_refusal(book, humans, last, i - 1 in found.undone)
                if refused is not None:
                    raise LogError(refused)
                found.undone[i] = found.moves.pop()[1]
                continue
            if set(obj) != {"cmd", "events"} or not isinstance(obj["events"], list):
                raise LogError(_("a line is neither a move nor an undo"))
            entry = Entry(book.command_from_json(obj["cmd"]),
                          [book.event_from_json(d) for d in obj["events"]])
        except (LogError, RecordError) as err:
            found.failed, found.problem = i, str(err)
            break
        except _ODD as err:
            found.failed, found.problem = i, _("not a valid move ({error})").format(
                error=type(err).__name__)
            break
        found.moves.append((i, entry))
    return found


def _play(loaded: Loaded, entry: Entry, on_decision: DecisionHook | None) -> None:
    """Play one recorded move through the engine: it must be legal now and give exactly the
    events recorded."""
    game = loaded.game
    p = game.prompt()
    if p is None:
        raise LogError(_("a move after the end of the game"))
    view = game.view(p.seat) if on_decision is not None else None
    out = game.submit(entry.cmd)
    if out != entry.events:
        raise LogError(_("the move's recorded events differ from the rules' (a damaged or "
                         "edited file, or one from another version of the rules)"))
    loaded.entries.append(Entry(entry.cmd, out))
    if on_decision is not None and view is not None:
        on_decision(view, p, entry.cmd)


def _read_bytes(source: Path | bytes) -> bytes:
    """The file's bytes: a regular file only (a pipe would block), its size checked first."""
    too_large = LogError(_("the file is larger than {size} MB; no game log is that large"
                           ).format(size=MAX_FILE_BYTES // (1024 * 1024)))
    if isinstance(source, bytes):
        if len(source) > MAX_FILE_BYTES:
            raise too_large
        return source
    try:
        return read_regular(source, MAX_FILE_BYTES)
    except NotRegularFile:
        raise LogError(_("it is not a file but a folder, a pipe or a device")) from None
    except FileTooLarge:
        raise too_large from None
    except OSError as err:
        raise LogError(_("cannot read the file: {reason}").format(
            reason=shown(err.strerror or err))) from None


def _json_line(raw: bytes, where: str) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LogError(_("{where} is not UTF-8 text").format(where=where)) from None
    if not text.strip():
        raise LogError(_("{where} is empty").format(where=where))
    try:
        return json.loads(text)
    except RecursionError:
        raise LogError(_("{where} is nested too deeply").format(where=where)) from None
    except ValueError as err:   # JSONDecodeError, and integers too long to read
        raise LogError(_("{where} is not valid JSON ({error})").format(
            where=where, error=err)) from None


def _check_header(head: Any, rulebook: Rulebook | None
                  ) -> tuple[Rulebook, dict[str, Any], str]:
    if not isinstance(head, dict) or head.get("kind") != KIND or "game" not in head:
        raise LogError(_("this is not a game log"))
    try:
        info = get(head.get("game"))
    except UnknownGame as err:
        raise LogError(_("this log is of a game this version does not have: {error}").format(
            error=err)) from None
    if rulebook is not None and rulebook.info.id != info.id:
        raise LogError(_("this is a log of {game}, not of {table}").format(
            game=info.id, table=rulebook.info.id))
    version = head.get("format")
    if version != FORMAT:
        given = version if isinstance(version, int | str) and len(str(version)) < 20 else "?"
        raise LogError(_("the log's format {given} is not supported (this version reads "
                         "format {format}); a newer version of the game may open it").format(
                             given=shown(given), format=FORMAT))
    meta = head.get("session", {})
    if not isinstance(meta, dict):
        raise LogError(_("the log's session description is not an object"))
    app = head.get("app", "?")
    book = rulebook if rulebook is not None else info.rulebook()
    return book, meta, app if is_text(app, MAX_APP) else "?"


def _start_game(start: Any, book: Rulebook) -> Match:
    if not isinstance(start, dict) or not isinstance(start.get("start"), list) \
            or not start["start"]:
        raise LogError(_("the second line does not start a game"))
    try:
        events = [book.event_from_json(d) for d in start["start"]]
    except (RecordError, RecursionError, ValueError, TypeError) as err:
        raise LogError(_("the game's start is not valid ({error})").format(
            error=shown(err, 160))) from None
    _check_start(book, events)
    try:
        return book.from_start(events)
    except _ODD as err:
        raise LogError(shown(err, 200)) from None


def _check_start(book: Rulebook, events: list[Any]) -> None:
    """What holds for every table: the seat count, printable names of sensible length, a
    seed in range."""
    try:
        names, _humans, seed = book.start_facts(events)
    except ValueError as err:
        raise LogError(str(err)) from None
    low, high = book.info.seats
    if not low <= len(names) <= high:
        raise LogError(_("a game has {low} to {high} seats").format(low=low, high=high))
    if any(text_problem(name, MAX_NAME) for name in names):
        raise LogError(_("a seat's name is empty, too long or not printable"))
    if whole_number(seed, -(2**63) + 1, 2**63 - 1) is None:
        raise LogError(_("the game's seed is out of range"))
