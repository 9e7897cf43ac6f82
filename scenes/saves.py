"""The app's saved games: autosave of the game being played, Continue, finished games filed as
replays, files that cannot be read set aside (renamed, never deleted), and statistics.

Unfinished games live in `paths.saves_dir()`, one JSON-lines log each
(game/core/gamelog.py); when a game ends its log moves to `paths.replays_dir()` and the
players' statistics are updated. One writer per save: the window playing a game holds its
lock (scenes/files.py `SaveLock`) until the game ends or the window closes, and a second window
is told the game is open elsewhere instead of writing into it too (issue 29).
No pygame here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from game.core import registry
from game.core.gamelog import MAX_NAME, LogError
from game.core.i18n import _
from game.core.session import GameSession
from game.core.untrusted import (
    file_name,
    is_text,
    open_regular,
    regular_file_size,
    shown,
    whole_number,
)
from scenes import paths, stats
from scenes.files import SaveLock, set_aside
from scenes.identity import version
from scenes.theme import seat_colour

log = logging.getLogger("jolly_roger.saves")
SUFFIX = ".jsonl"
HEADER_BYTES = 64 * 1024     # a log's header line is far shorter


#: the saves this process writes, each with its lock (held until the game ends or we exit)
_HELD: dict[Path, SaveLock] = {}


def hold(path: Path) -> bool:
    """Take the save at `path` for this process (again, if it has it already); False if
    another window holds it. OSError if its lock cannot be made."""
    if path in _HELD:
        return True
    lock = SaveLock.take(path, paths.data_dir() / "locks")
    if lock is None:
        return False
    _HELD[path] = lock
    return True


def let_go(path: Path) -> None:
    """This process is done writing the save at `path` (filed, set aside or gone)."""
    lock = _HELD.pop(path, None)
    if lock is not None:
        lock.release()


def start_autosave(session: GameSession) -> str | None:
    """Write `session` to a new file in the saves folder from now on; the game is filed as a
    replay (and counted in the statistics) when it ends. A reason if saving is impossible —
    the game can still be played, unsaved."""
    try:
        path = session.autosave(paths.saves_dir(), app_version=version())
        hold(path)
    except OSError as err:
        log.warning("cannot autosave: %s", err)
        return _("This game cannot be saved ({reason}); it can still be played.").format(
            reason=err.strerror or err)
    session.on_finish = file_finished
    return None


def file_finished(session: GameSession) -> None:
    """The game ended: count it in the statistics, then move its log to the replays. In that
    order, and counted by the log's name: a kill between the two leaves a finished game in the
    saves, which the next start files without counting it twice (`resume_file`)."""
    log_file = session.log.path if session.log is not None else None
    if log_file is not None and log_file.parent == paths.saves_dir():
        stats.record_game(session, log_file.name)
        _file_as_replay(log_file)
        let_go(log_file)
    else:
        stats.record_game(session)


def _file_as_replay(path: Path) -> None:
    """Move a finished game's log from the saves to the replays, and the originals a repair
    kept beside it (left in the saves, they would look like a game to put back)."""
    kept = []
    with contextlib.suppress(OSError):
        for side in path.parent.iterdir():
            found = _BESIDE_A_SAVE.fullmatch(side.name)
            if found is not None and found["game"] == path.name and found["kind"] != "tmp":
                kept.append(side)
    for source in [path, *sorted(kept)]:
        try:
            os.replace(source, paths.replays_dir() / source.name)
        except OSError as err:
            log.warning("cannot file the replay %s: %s", file_name(source), err.strerror or "?")


def _logs_in(folder: Path) -> list[Path]:
    """The game logs in `folder`, newest first (none if it cannot be read)."""
    found = []
    try:
        for path in folder.iterdir():
            if path.suffix == SUFFIX and path.is_file():
                with contextlib.suppress(OSError):   # gone since the folder was listed
                    found.append((path.stat().st_mtime, path.name, path))
    except OSError:
        return []
    return [path for _when, _name, path in sorted(found, reverse=True)]


#: the files kept beside a save: the originals its repairs kept (`.damaged`, `.damaged-1`, …)
#: and the clean copy of a repair under way (`.tmp`)
_BESIDE_A_SAVE = re.compile(r"(?P<game>.+\.jsonl)\.(?P<kind>tmp|damaged(?:-[0-9]+)?)")


def recover(folder: Path) -> None:
    """Put back under its own name every game a killed process left only beside it — an
    earlier version renamed a save away before its repaired copy was in place. The newest
    kept original wins (it holds every move; a clean copy may have been cut half-way), the
    clean copy only if there is no original; a game already filed as a replay is left alone.
    Files are renamed, never deleted."""
    left: dict[str, list[Path]] = {}
    try:
        for path in folder.iterdir():
            found = _BESIDE_A_SAVE.fullmatch(path.name)
            if found is not None and isinstance(regular_file_size(path), int):
                left.setdefault(found["game"], []).append(path)
    except OSError:
        return
    for game, kept in sorted(left.items()):
        target = folder / game
        if os.path.lexists(target) or os.path.lexists(paths.replays_dir() / game):
            continue
        originals = [p for p in kept if not p.name.endswith(".tmp")]
        try:
            best = max(originals or kept, key=lambda p: (p.stat().st_mtime, p.name))
            os.rename(best, target)
        except OSError as err:
            log.warning("cannot put back %s: %s", file_name(target), err.strerror or "?")
            continue
        log.warning("put back %s from %s, left there by an interrupted repair",
                    file_name(target), file_name(best))


def unfinished() -> list[Path]:
    """Saved games waiting to be continued, newest first (a game an interrupted repair left
    under another name is put back first)."""
    recover(paths.saves_dir())
    return _logs_in(paths.saves_dir())


@dataclass
class Resumed:
    session: GameSession | None     # None: nothing to continue
    notes: list[str]                # what the player should be told (losses, files set aside)
    elsewhere: bool = False         # the game is open in another window
    held: Path | None = None        # the newest game open in another window (to watch)


def in_use_note() -> str:
    return _("This game is open in another window, which is saving it: go on playing it "
             "there, or start a new game here.")


def resume_file(path: Path, ai_delay_ms: int = 700, iterations: int | None = None) -> Resumed:
    """One saved game, loaded and ready to go on (its file still being written). A file that
    cannot be read is set aside with a note; a game found already over (the app stopped just
    as it ended) is filed as a replay — both give no session."""
    notes: list[str] = []
    if os.path.islink(path):      # the game writes only inside its own folders (issue 29)
        log.warning("save %s is a link to a file elsewhere: set aside", file_name(path))
        moved = set_aside(path)
        notes.append(_("A saved game that is a link to a file elsewhere was not opened: the "
                       "game writes only inside its own folders. It was set aside as {file}."
                       ).format(file=file_name(moved or path)))
        return Resumed(None, notes)
    try:
        if not hold(path):
            log.warning("save %s is open in another window", file_name(path))
            return Resumed(None, [in_use_note()], elsewhere=True)
        session, note = GameSession.resume(path, palette=seat_colour, iterations=iterations)
    except LogError as err:
        let_go(path)
        moved = set_aside(path)
        log.warning("unreadable save %s: %s", file_name(path), err)
        notes.append(_("A saved game could not be read ({reason}). It was set aside as "
                       "{file}.").format(reason=err, file=file_name(moved or path)))
        return Resumed(None, notes)
    except OSError as err:
        let_go(path)
        log.warning("cannot open save %s: %s", file_name(path), err.strerror or "?")
        notes.append(_("A saved game could not be opened ({reason}).").format(
            reason=shown(err.strerror or "?")))
        return Resumed(None, notes)
    if note:
        notes.append(note)
        log.warning("repaired save %s: %s", file_name(path), note)
    if session.over:     # the app stopped as it ended: finish filing it (counted once)
        stats.record_game(session, path.name)
        _file_as_replay(path)
        let_go(path)
        return Resumed(None, notes)
    session.ai_delay_ms = ai_delay_ms
    session.think_aside = True       # a game played on in the app: AI seats think aside
    session.on_finish = file_finished
    return Resumed(session, notes)


def watch_file(path: Path) -> tuple[GameSession | None, str]:
    """A game another window plays, opened to watch (GameSession.watch): nothing is written;
    or None and why not."""
    try:
        return GameSession.watch(path, palette=seat_colour), ""
    except (LogError, OSError) as err:
        log.warning("cannot watch %s: %s", file_name(path), err)
        return None, _("This game cannot be watched ({reason}).").format(reason=shown(str(err)))


def resume_latest(ai_delay_ms: int = 700,
                  showable: Callable[[str], bool] = lambda game_id: True,
                  iterations: int | None = None) -> Resumed:
    """The newest unfinished game, of any table, that can be continued (see `resume_file`);
    the notes of every file passed over on the way. A game of a table that is declared but
    cannot be shown (`showable`: its scenes are not installed) is left in its file, untouched."""
    notes: list[str] = []
    waiting = elsewhere = False
    held: Path | None = None
    for path in unfinished():
        tag = table_of(path)
        if tag is not None and not showable(tag):
            waiting = True
            continue
        found = resume_file(path, ai_delay_ms, iterations)
        if found.elsewhere:          # said once, below; an older game may still be free
            held = held or path
            elsewhere = True
            continue
        notes += found.notes
        if found.session is not None:
            return Resumed(found.session, notes)
    if elsewhere:
        notes.append(in_use_note())
        return Resumed(None, notes, elsewhere=True, held=held)
    if waiting:
        notes.append(_("An unfinished game of a table this version cannot show yet is kept "
                       "for a later version."))
    return Resumed(None, notes)


#: a log's round and turn starts, as the events' JSON writes them (game/core/records.py)
_ROUND = re.compile(rb'"type":\s*"round_started",\s*"round":\s*([0-9]{1,6})[,}]')
_TURN = re.compile(rb'"type":\s*"turn_started"[,}]')
PROGRESS_BYTES = 8 * 1024 * 1024   # a long game's log is far shorter


def progress(path: Path) -> tuple[int, int]:
    """How far a saved game has come, from its file's words alone (nothing is loaded): the
    last round started (0: none, or a table without rounds) and the turns started."""
    try:
        with open_regular(path) as f:       # never a pipe: it would block the title
            data = f.read(PROGRESS_BYTES)
    except OSError:
        return 0, 0
    rounds = _ROUND.findall(data)
    return (int(rounds[-1]) if rounds else 0), len(_TURN.findall(data))


def table_of(path: Path) -> str | None:
    """The game tag of a log's header (the table it was played at), from its first line only;
    None if that line is not a game log's header naming a declared table."""
    try:
        with open_regular(path) as f:       # never a pipe: it would block the title
            head = json.loads(f.read(HEADER_BYTES).split(b"\n", 1)[0])
        tag = head.get("game") if isinstance(head, dict) else None
        return registry.get(tag).id
    except (OSError, ValueError, RecursionError, registry.UnknownGame):
        return None


MAX_SEATS = 16      # more names than any table seats: not a game log


@dataclass
class ReplayInfo:
    path: Path
    when: str
    names: list[str]
    winners: list[str]
    game_id: str = ""       # the table it was played at (a declared one)
    #: each seat's kind as the header says it ("human" or an AI level; "" where the header
    #: says nothing that can be shown — a log of an earlier version lists no kinds)
    kinds: list[str] = field(default_factory=list)


def summary(path: Path, unfinished: bool = False) -> ReplayInfo | None:
    """What the list shows of a replay, from its first and last lines only (the whole file is
    checked when it is opened). None if it does not look like a finished game log — or an
    unfinished one, with `unfinished` — whose seats' names can be shown."""
    try:
        with open_regular(path) as f:     # never a pipe: it would block the list
            head = f.read(256 * 1024).split(b"\n", 2)     # the header and the start
            f.seek(max(0, f.seek(0, 2) - 64 * 1024))
            tail = f.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]   # the last move
            when = datetime.fromtimestamp(os.fstat(f.fileno()).st_mtime)
        header = json.loads(head[0])
        game_id = registry.get(header["game"]).id
        names = json.loads(head[1])["start"][0]["names"]
        last = json.loads(tail)["events"][-1] if not unfinished else {"winners": []}
        if not isinstance(names, list) or not 0 < len(names) <= MAX_SEATS \
                or not all(is_text(name, MAX_NAME) for name in names):
            return None
        winners = [names[w] for w in last["winners"]
                   if whole_number(w, 0, len(names) - 1) is not None]
    except (OSError, ValueError, KeyError, IndexError, TypeError, RecursionError,
            OverflowError, registry.UnknownGame):
        return None
    return ReplayInfo(path, when.strftime("%Y-%m-%d %H:%M"), names, winners, game_id,
                      seat_kinds(header, len(names)))


def seat_kinds(header: object, seats: int) -> list[str]:
    """Each seat's kind from a log's header ("human", an AI level of at most 20 letters, or
    "" for anything else): untrusted, never an error — the list only describes the game."""
    meta = header.get("session") if isinstance(header, dict) else None
    raw = meta.get("seats") if isinstance(meta, dict) else None
    raw = raw if isinstance(raw, list) and len(raw) == seats else [None] * seats
    kinds = [seat.get("kind") if isinstance(seat, dict) else None for seat in raw]
    return [k if isinstance(k, str) and k.isalpha() and len(k) <= 20 else "" for k in kinds]


def replays() -> list[Path]:
    """Finished games, newest first."""
    return _logs_in(paths.replays_dir())
