"""Hostile RUM scenario files: whatever a file holds — random JSON, a bool or a float where a
card id or a seat belongs, a card placed twice, huge numbers — the runner ends with exit code
0, 1 or 2 and at most one line on stderr, never a traceback. A malformed file (exit 1) is one
`scenario: …` line and plays nothing."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rum import scenario

ROOT = Path(__file__).resolve().parents[2]
BASES = {p.stem: json.loads(p.read_text(encoding="utf-8"))
         for p in sorted((ROOT / "docs" / "scenarios" / "rum").glob("*.json"))}


def file_of(**fields: Any) -> bytes:
    data: dict[str, Any] = {"game": "rum", "seats": ["Ania", "Bartek"], "seed": 1}
    data.update(fields)
    return json.dumps(data).encode()


NAMED = {
    "float_card_in_hands": (file_of(decks={"hands": [[0.0], [1]]}), "0.0 is not a card id"),
    "true_card_in_hands": (file_of(decks={"hands": [[True], [1]]}), "true is not a card id"),
    "card_placed_twice": (file_of(decks={"hands": [[3], [3]]}), "placed twice"),
    "parrot_in_a_hand": (file_of(decks={"hands": [[21], [3]]}), "not a card id"),
    "face_up_parrot_on_the_beach": (file_of(decks={"beach": [21, 1, 2]}), "only face down"),
    "trio_with_nothing_to_redraw": (file_of(decks={
        "beach": [15, 16, 17], "hands": [[c for c in range(15)] + [18, 19, 20], []]}),
        "RU14"),
    "no_cards_for_the_beach": (file_of(decks={
        "hands": [list(range(10)), list(range(10, 20))]}), "too few cards"),
    "beach_of_two": (file_of(decks={"beach": [1, 2]}), "three card ids"),
    "huge_beach_card": (file_of(decks={"beach": [1, 2, 10**25]}), "not a card id"),
    "beach_up_not_bools": (file_of(decks={"beach_up": [1, 1, 1]}), "beach_up"),
    "clock_at_8": (file_of(decks={"clock": 8}), "decks.clock"),
    "value_of_9": (file_of(decks={"values": [9, 1, 1, 1, 1, 1, 1]}), "decks.values"),
    "owner_not_a_seat": (file_of(decks={"owners": [5, -1, -1, -1, -1, -1, -1]}),
                         "decks.owners"),
    "first_not_a_seat": (file_of(decks={"first": 2}), "decks.first"),
    "unknown_deck_key": (file_of(decks={"deck": []}), "unknown key"),
    "five_seats": (b'{"game": "rum", "seats": 5}', "2 to 4 players"),
    "one_seat": (b'{"game": "rum", "seats": ["Ania"]}', "2 to 4 players"),
    "float_seed": (b'{"game": "rum", "seats": 2, "seed": 1.5}', "'seed'"),
    "bad_first_player": (file_of(first_player="best pirate impression"), "first_player"),
    "float_seat_in_a_command": (file_of(commands=[{"seat": 0.0, "action": "draw_wreck"}]),
                                "whole number"),
    "laid_not_pairs": (file_of(commands=[{"seat": 0, "action": "lay_set", "laid": [3]}]),
                       "laid"),
    "unknown_action": (file_of(commands=[{"seat": 0, "action": "mutiny"}]), "unknown action"),
    "empty_file": (b"", "not valid JSON"),
    "not_an_object": (b"[]", "JSON object"),
}


def check_outcome(code: int, out: str, err: str) -> None:
    assert code in (0, 1, 2), (code, err)
    assert "Traceback" not in err, err
    lines = err.splitlines()
    assert len(lines) <= 1, err
    if code == 1:
        assert lines[0].startswith("scenario: ") and out == "", err
    else:
        assert err == ""
        json.loads(out.splitlines()[-1])


def main_output(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = scenario.main([str(path)])
    return code, out.getvalue(), err.getvalue()


def run_bytes(data: bytes) -> tuple[int, str, str]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hostile.json"
        path.write_bytes(data)
        result = main_output(path)
    check_outcome(*result)
    return result


@pytest.mark.parametrize("name", sorted(NAMED))
def test_C9_a_named_hostile_file_exits_1_with_one_line(name: str) -> None:
    data, needle = NAMED[name]
    code, _out, err = run_bytes(data)
    assert code == 1 and needle in err, err


def test_a_hostile_file_through_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(NAMED["card_placed_twice"][0])
    proc = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "placed twice" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_an_illegal_command_exits_2_naming_its_clause() -> None:
    code, out, _err = run_bytes(file_of(decks={"first": 0}, first_player="first",
                                        commands=[{"seat": 1, "action": "draw_wreck"}]))
    assert code == 2 and json.loads(out.splitlines()[-1])["clause"] == "T1"


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.integers().map(lambda k: k * 10**25),
    st.sampled_from([0.0, 1.5, -1.0, 1e308]), st.text(max_size=6),
    st.sampled_from(["single", "double", "draw_wreck", "lay_set", "\u0000", "x" * 300]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=10)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    items = data.items() if isinstance(data, dict) else enumerate(data) \
        if isinstance(data, list) else ()
    out = []
    for key, value in items:
        out.append((*prefix, key))
        out += _paths(value, (*prefix, key))
    return out


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A worked example with one to three values replaced by anything, or removed."""
    data = copy.deepcopy(BASES[draw(st.sampled_from(sorted(BASES)))])
    for _ in range(draw(st.integers(1, 3))):
        places = _paths(data)
        if not places:
            break
        where = draw(st.sampled_from(places))
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        if draw(st.booleans()):
            parent[where[-1]] = draw(JSON | st.integers(-2, 25))
        elif isinstance(parent, dict):
            del parent[where[-1]]
    return json.dumps(data).encode()


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated())
def test_a_mutated_example_never_crashes_the_runner(data: bytes) -> None:
    run_bytes(data)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSON)
def test_any_json_never_crashes_the_runner(value: Any) -> None:
    run_bytes(json.dumps(value).encode())
