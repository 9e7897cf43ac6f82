"""game/core/untrusted.py: the one check of text and numbers read from files (issue 16)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.untrusted import (
    REPLACEMENT,
    FileTooLarge,
    NotRegularFile,
    beside,
    described,
    file_name,
    is_text,
    json_value,
    open_regular,
    read_regular,
    regular_file_size,
    shown,
    text_problem,
    whole_number,
)


@pytest.mark.parametrize("bad", ["", "   ", "a\u0000b", "\ud800", "tab\there", "line\nbreak",
                                 "\x1b[31mred", "x" * 41, 7, None, b"bytes", ["list"],
                                 "zero\u200bwidth", "\ue000private"])
def test_text_that_cannot_be_shown_or_written_back_is_refused(bad: object) -> None:
    assert text_problem(bad, 40) is not None
    assert not is_text(bad, 40)


@pytest.mark.parametrize("good", ["Anna", "Łucja Żółć", "Jürgen Groß", "海賊", "Anne Bonny 2",
                                  "🏴‍☠️"[:1], "x" * 40])
def test_names_in_any_language_are_accepted(good: str) -> None:
    assert text_problem(good, 40) is None


@given(st.text(max_size=300))
def test_shown_text_is_always_printable_short_and_encodable(value: str) -> None:
    out = shown(value, 50)
    assert len(out) <= 50 and all(ch.isprintable() for ch in out)
    out.encode("utf-8")          # never a lone surrogate
    if value.isprintable() and len(value) <= 50:
        assert out == value


def test_a_file_name_that_is_not_utf8_is_shown_safely() -> None:
    name = os.fsdecode(b"save-\xff\xfe.jsonl")     # what the file system hands Python
    assert REPLACEMENT in file_name(name) and file_name(name).encode("utf-8")
    assert len(file_name("x" * 255)) <= 80


@pytest.mark.parametrize("value, expected", [(3, 3), (True, None), (1.0, None), (11, None),
                                             (10**5000, None), ("3", None), (None, None)],
                         ids=["int", "bool", "float", "too big", "5000 digits", "text", "none"])
def test_whole_numbers_are_ints_in_range_and_nothing_else(value: object,
                                                          expected: int | None) -> None:
    assert whole_number(value, 0, 10) == expected


def test_only_regular_files_are_read(tmp_path: Path) -> None:
    plain = tmp_path / "plain.json"
    plain.write_text("{}")
    assert regular_file_size(plain) == 2
    assert regular_file_size(tmp_path) == "is not a regular file"
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert regular_file_size(fifo) == "is not a regular file"     # and nothing blocked
    assert isinstance(regular_file_size(tmp_path / "missing"), str)


@pytest.mark.parametrize("data, needle", [
    (b"\xff\xfe{}", "not UTF-8"), (b"[" * 100_000, "deep"), (b"[" * 33 + b"]" * 33, "deep"),
    (b"9" * 31, "longer than 30 digits"), (b"-" + b"9" * 31, "longer than 30 digits"),
    (b"[NaN]", "NaN"), (b"-Infinity", "Infinity"), (b"", "not valid JSON"),
    (b'{"a": 1,}', "line 1, column 9"),
], ids=["utf16", "100000 deep", "33 deep", "31 digits", "negative 31 digits", "nan",
        "infinity", "empty", "trailing comma"])
def test_json_from_a_file_is_refused_saying_why(data: bytes, needle: str) -> None:
    with pytest.raises(ValueError, match=needle):
        json_value(data)


def test_json_from_a_file_may_start_with_a_byte_order_mark() -> None:
    assert json_value(b"\xef\xbb\xbf" + b'{"seed": ' + b"9" * 30 + b"}") == {"seed": 10**30 - 1}
    assert json_value(b"[" * 32 + b"]" * 32) is not None


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                       lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(), inner, max_size=3), max_leaves=8)


@given(JSONISH | st.integers().map(lambda k: k * 10**5000))
def test_a_value_from_a_file_is_described_in_a_few_printable_characters(value: object) -> None:
    text = described(value)
    assert len(text) <= 40 and text.isprintable()


def test_only_regular_files_are_opened_and_read_within_their_cap(tmp_path: Path) -> None:
    plain = tmp_path / "plain.json"
    plain.write_bytes(b"x" * 100)
    assert read_regular(plain, 100) == b"x" * 100
    with pytest.raises(FileTooLarge):
        read_regular(plain, 99)
    with pytest.raises(NotRegularFile):
        read_regular(tmp_path, 100)
    with pytest.raises(OSError):
        read_regular(tmp_path / "missing", 100)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe"
        os.mkfifo(fifo)
        with pytest.raises(NotRegularFile):     # opened without waiting for a writer
            read_regular(fifo, 100)
        with pytest.raises(NotRegularFile):
            open_regular(fifo)


@pytest.mark.parametrize("name", ["s" * 249 + ".jsonl", "ł" * 127 + ".x",
                                  os.fsdecode(b"\xff" * 250 + b".jsonl"), "short.jsonl"])
def test_a_name_beside_a_file_always_fits_the_file_system(tmp_path: Path, name: str) -> None:
    """A 255-byte name leaves no room for a tag: the name beside it is cut short, never
    refused (ENAMETOOLONG) — also when the cut falls inside a character."""
    for tag in (".tmp", ".damaged-12", ".unreadable"):
        side = beside(tmp_path / name, tag)
        assert side.parent == tmp_path and side.name.endswith(tag)
        assert len(os.fsencode(side.name)) <= 255
        side.write_bytes(b"ok")
        assert side.read_bytes() == b"ok"
    assert beside(tmp_path / "short.jsonl", ".tmp").name == "short.jsonl.tmp"
