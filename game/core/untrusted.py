"""What the app accepts of text and numbers read from a file — one place for every reader.

Every save, replay, settings file, statistics file and scenario may come from anyone (a file a
player was sent, a disk that failed half-way, a hand edit), so each text and number in it is
checked here before it reaches the engine, the screen or a rewrite:

- `text_problem(value, most)`: why a value is not acceptable text (None: it is) — a string of
  1 to `most` characters, every one printable: no control characters (NUL, newlines, escape
  codes), no format characters, no lone surrogates (which cannot even be written back as
  UTF-8), no private-use or unassigned code points.
- `shown(value, most)`: untrusted text made safe to draw or log when it may not be refused
  (e.g. a file name on disk): unprintable characters become U+FFFD, the length is capped.
- `whole_number(value, low, high)`: an int in range (never a bool, a float or a huge int).
- `regular_file_size(path)`: the size of a regular file, or why it is not one (a FIFO, a
  device or a folder would block or lie on reading); `read_regular(path, most)` reads one,
  its size checked first, and `open_regular(path)` opens one (a pipe never blocks either);
  `open_fresh(path)` creates a temporary copy whatever stood under its name.
- `file_name(path)`: a file's name, safe to show or log whatever bytes it is made of;
  `beside(path, tag)`: a name for a file kept beside it (a backup, a temporary copy) that
  the file system accepts however long the first name is.
- `described(value)`: a value read from a file, named safely in a message.
- `json_value(data)`: a file's bytes as JSON, or a ValueError saying why not — not UTF-8,
  not JSON, nested too deeply, a number too long for anything the app reads (Python's own
  parser would raise deep inside, or take seconds), NaN or Infinity.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO, TextIO

REPLACEMENT = "\ufffd"
NOT_REGULAR = "is not a regular file"
NAME_BYTES = 255                   # the longest file name most file systems take


def text_problem(value: Any, most: int) -> str | None:
    """Why `value` is not acceptable text of at most `most` characters (None: it is)."""
    if not isinstance(value, str):
        return "not text"
    if not value.strip():
        return "empty"
    if len(value) > most:
        return f"longer than {most} characters"
    if not value.isprintable():
        return "holds a character that cannot be shown (a control code or a broken one)"
    return None


def is_text(value: Any, most: int) -> bool:
    return text_problem(value, most) is None


def shown(value: Any, most: int = 200) -> str:
    """Text from anywhere, safe to draw, log or write back: unprintable characters replaced,
    at most `most` characters (an ellipsis marks a cut)."""
    text = value if isinstance(value, str) else str(value)
    text = "".join(ch if ch.isprintable() else REPLACEMENT for ch in text)
    return text if len(text) <= most else text[: max(0, most - 1)] + "…"


def file_name(path: Path | str, most: int = 80) -> str:
    """A file's name as people may see it, whatever bytes the file system holds (a name that
    is not valid UTF-8 arrives with surrogate escapes)."""
    return shown(os.path.basename(os.fspath(path)), most)


def whole_number(value: Any, low: int, high: int) -> int | None:
    """`value` if it is a whole number (not a bool, not a float) within low..high, else None."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if low <= value <= high else None


def described(value: Any, most: int = 30) -> str:
    """A value read from a file, named for a message: short scalars as JSON writes them,
    a list or an object by its kind (never printed whole: it may be huge or deep)."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if abs(value) < 10**most:
            return str(value)
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, str):
        return shown(json.dumps(value[: most + 1], ensure_ascii=False), most)
    return "a list" if isinstance(value, list | tuple) else "an object"


MAX_DIGITS = 30  # a whole number read from a file: no count, seed or id the app takes is longer
MAX_DEPTH = 32   # lists and objects within each other: no file of the app nests half as deep


def json_value(data: bytes | str, digits: int = MAX_DIGITS, depth: int = MAX_DEPTH) -> Any:
    """JSON from a file, strictly: ValueError (its message completes "the file …", for people)
    unless `data` is UTF-8 (a byte-order mark is allowed) holding one JSON value whose whole
    numbers have at most `digits` digits, nested at most `depth` deep (so that no later
    step — a check, a message, a copy — ever recurses through it)."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise ValueError(f"is not UTF-8 text (byte {err.start})") from None

    def whole(text: str) -> int:
        if len(text.lstrip("-")) > digits:
            raise ValueError(f"holds a number longer than {digits} digits")
        return int(text)

    def constant(name: str) -> Any:
        raise ValueError(f"holds {name}, which is not a JSON number")

    try:
        value = json.loads(data, parse_int=whole, parse_constant=constant)
    except json.JSONDecodeError as err:
        raise ValueError(f"is not valid JSON: {err.msg} (line {err.lineno}, column "
                         f"{err.colno})") from None
    except RecursionError:
        value = None
    else:
        if _nesting(value, depth) <= depth:
            return value
    raise ValueError(f"nests lists or objects more than {depth} deep")


def _nesting(value: Any, most: int) -> int:
    """How deep lists and objects nest in `value` (counted without recursion, up to most+1)."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if not isinstance(item, list):
            continue
        deepest = max(deepest, level)
        if deepest > most:
            break
        todo.extend((x, level + 1) for x in item)
    return deepest


def regular_file_size(path: Path | str) -> int | str:
    """The size of a regular file, or a reason (for people) why it cannot be read as one."""
    try:
        info = os.stat(path)
    except OSError as err:
        return f"cannot be read ({err.strerror or err})"
    if not stat.S_ISREG(info.st_mode):
        return NOT_REGULAR
    return info.st_size


class NotRegularFile(OSError):
    """The path is a folder, a pipe, a device or a socket: reading it could block for ever."""


class FileTooLarge(ValueError):
    """The file is larger than its reader accepts."""


def open_regular(path: Path | str) -> BinaryIO:
    """The regular file at `path`, open for reading bytes; NotRegularFile if it is not one —
    a pipe is opened without waiting for a writer, seen for what it is, and closed — or the
    OSError of the opening."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(NOT_REGULAR)
        return open(fd, "rb")  # noqa: SIM115 (returned open)
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path | str, most: int) -> bytes:
    """The bytes of the regular file at `path`, refused before any is read if it is not one
    (NotRegularFile) or is larger than `most` bytes (FileTooLarge); the OSError of a file
    that cannot be read."""
    with open_regular(path) as f:
        if os.fstat(f.fileno()).st_size > most:
            raise FileTooLarge(f"larger than {most} bytes")
        data = f.read(most + 1)
    if len(data) > most:   # it grew while being read
        raise FileTooLarge(f"larger than {most} bytes")
    return data


def open_fresh(path: Path, *, newline: str | None = None) -> TextIO:
    """A new, empty regular file at `path`, open for writing UTF-8 text — for a temporary copy
    about to be renamed over a file. Whatever stood under that name (a copy left by a process
    killed half-way, or a pipe, which would block the writer for ever) is removed first, and
    the file is created exclusively."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
    return open(path, "x", encoding="utf-8", newline=newline)


def beside(path: Path, tag: str) -> Path:
    """A path in the same folder named after `path` with `tag` added ("x.jsonl" → "x.jsonl.tmp"),
    the name cut short where needed so that it fits the file system's 255 bytes."""
    room = NAME_BYTES - len(os.fsencode(tag))
    stem = os.fsencode(path.name)[:room]
    return path.with_name(os.fsdecode(stem) + tag)


def names_beside(path: Path, tag: str) -> Iterator[Path]:
    """Names for a file kept beside `path` (`beside`): the tag, then `tag-1`, `tag-2`, … —
    the caller takes the first that is free."""
    for k in range(1000):
        yield beside(path, tag if k == 0 else f"{tag}-{k}")
