"""Hostile scenario files (issue 16): whatever a file holds — random bytes, random JSON, deep
nesting, huge numbers, a bool or a float where a card id or a seat belongs, the wrong type in
any field — the runner ends with exit code 0, 1 or 2 and at most one line on stderr, never
a traceback or the app's crash report. A malformed file (exit 1) is told in one line,
`scenario: …`, and plays nothing; seats outside the table's range are refused before
anything is allocated for them.

Named cases run as an outside tester runs them (`python -m scenes scenario FILE`); the
generated ones go through `game.jolly_roger.scenario.main` in-process, to stay fast."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.jolly_roger import scenario

ROOT = Path(__file__).resolve().parents[2]
BASES = {p.stem: json.loads(p.read_text(encoding="utf-8"))
         for p in sorted((ROOT / "docs" / "scenarios").glob("*.json"))
         if p.stem != "full_game_4_seats"}   # (the long game: slow to mutate, nothing new)
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def scenario_file(**fields: Any) -> bytes:
    data: dict[str, Any] = {"seats": ["Anna", "Ben", "Cleo", "Dan"], "seed": 1}
    data.update(fields)
    return json.dumps(data).encode()


HANDS = [[0, 1, 2, 3, 4, 5], [10, 23, 13, 31, 6, 7], [14, 15, 16, 17, 18, 19],
         [26, 27, 28, 29, 30, 32]]
NAMED = {
    "utf16_bom_not_utf8": (b"\xff\xfe{}", "not UTF-8"),
    "deep_nesting": (b"[" * 100_000, "deep"),
    "seed_of_5000_digits": (b'{"seats": 4, "seed": ' + b"9" * 5000 + b"}", "longer than"),
    "float_card_in_hands": (scenario_file(decks={"hands": [[0.0, *HANDS[0][1:]], *HANDS[1:]]}),
                            "0.0 is not a card id"),
    "true_card_in_hands": (scenario_file(decks={"hands": [[True], [2], [3], [4]]}),
                           "true is not a card id"),
    "a_billion_seats": (b'{"seats": 1000000000}', "3 to 10 players"),
    "no_seats": (b'{"seats": []}', "3 to 10 players"),
    "true_seats": (b'{"seats": true}', "'seats'"),
    "true_captain": (scenario_file(decks={"captain": True}), "captain must be a seat"),
    "float_captain": (scenario_file(decks={"captain": 1.0}), "captain must be a seat"),
    "float_in_the_crew_deck": (scenario_file(decks={"crew": [40.0]}), "not a card id"),
    "huge_card_in_the_prize_deck": (scenario_file(decks={"prizes": [10**25]}),
                                    "not a card id"),
    "deck_not_a_list": (scenario_file(decks={"fort": 68}), "list of card ids"),
    "hand_not_a_list": (scenario_file(decks={"hands": [1, 2, 3, 4]}), "list of card ids"),
    "float_seat_in_a_command": (scenario_file(commands=[{"seat": 0.0, "action": "pass"}]),
                                "whole number"),
    "true_target_in_a_command": (scenario_file(commands=[{"seat": 0, "action": "appoint",
                                                          "target": True}]), "whole number"),
    "nan_seed": (b'{"seats": 4, "seed": NaN}', "NaN"),
    "float_seed": (b'{"seats": 4, "seed": 1.5}', "'seed'"),
    "name_with_a_control_character": (scenario_file(seats=["An\u001bna", "Ben", "Cleo"]),
                                      "cannot be shown"),
    "name_with_a_lone_surrogate": (b'{"seats": ["\\ud800", "Ben", "Cleo"]}', "cannot be shown"),
    "variant_not_text": (scenario_file(variants=[["VG"]]), "'variants'"),
    "description_not_text": (scenario_file(description=[1]), "'description'"),
    "empty_file": (b"", "not valid JSON"),
}


def check_outcome(code: int, out: str, err: str) -> None:
    """Exit 0, 1 or 2; a short stderr without a traceback; a malformed file (exit 1) is one
    `scenario:` line and nothing played."""
    assert code in (0, 1, 2), (code, err)
    assert "Traceback" not in err and "stopped because of an error" not in err, err
    lines = err.splitlines()
    assert len(lines) <= 3, err
    if code == 1:
        assert len(lines) == 1 and lines[0].startswith("scenario: "), err
        assert out == ""
    else:
        assert err == ""
        json.loads(out.splitlines()[-1])   # the summary, or the illegal command's line


@pytest.mark.parametrize("name", sorted(NAMED))
def test_a_named_hostile_file_exits_1_with_one_line(name: str, tmp_path: Path) -> None:
    data, needle = NAMED[name]
    path = tmp_path / f"{name}.json"
    path.write_bytes(data)
    proc = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    check_outcome(proc.returncode, proc.stdout, proc.stderr)
    assert proc.returncode == 1 and needle in proc.stderr, proc.stderr


def main_output(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = scenario.main([str(path)])
    return code, out.getvalue(), err.getvalue()


@contextlib.contextmanager
def file_holding(data: bytes) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hostile.json"
        path.write_bytes(data)
        yield path


def run_bytes(data: bytes) -> None:
    with file_holding(data) as path:
        check_outcome(*main_output(path))


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 160),
    st.integers().map(lambda k: k * 10**25), st.sampled_from([0.0, 1.0, 2.5, -1.0, 1e308]),
    st.text(max_size=6), st.sampled_from(["", "\u0000", "\ud800", "\n", "VH", "all", "captain",
                                          "fort", "island", "+1", "pass", "x" * 300]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


def paths(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a scenario a value sits (each key, list item and command field)."""
    items = data.items() if isinstance(data, dict) else enumerate(data) \
        if isinstance(data, list) else ()
    for key, value in items:
        yield (*prefix, key)
        yield from paths(value, (*prefix, key))


def replaced(data: Any, where: tuple[Any, ...], value: Any) -> Any:
    out = copy.deepcopy(data)
    target = out
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    return out


WHOLE = st.integers(-3, 160) | st.sampled_from([-(10**25), 10**25, 2**63, -(2**63)])
WORDS = st.sampled_from(["", "captain", "mutineer", "+1", "-1", "fort", "island", "cannons",
                         "VH", "guard", "\u0000", "x" * 300]) | st.text(max_size=4)


def same_kind(value: Any) -> st.SearchStrategy[Any]:
    """Another value of the same JSON type: past the type checks, into the rules."""
    if isinstance(value, bool):
        return st.booleans()
    if isinstance(value, int):
        return WHOLE
    if isinstance(value, str):
        return WORDS
    if isinstance(value, list):
        return st.lists(WHOLE if all(isinstance(x, int) for x in value) else JSON, max_size=5)
    return JSON


@st.composite
def mutated_scenarios(draw: st.DrawFn) -> bytes:
    """A worked example with one to three values replaced — by another of the same type (a
    seat, card or side that may not exist), by anything at all — or removed."""
    data = BASES[draw(st.sampled_from(sorted(BASES)))]
    for _ in range(draw(st.integers(1, 3))):
        places = list(paths(data))
        in_commands = [w for w in places if w[0] == "commands" and len(w) == 3]
        where = draw(st.sampled_from(in_commands if in_commands and draw(st.booleans())
                                     else places))
        how = draw(st.integers(0, 5))
        if how == 0:
            data = copy.deepcopy(data)
            parent = data
            for key in where[:-1]:
                parent = parent[key]
            del parent[where[-1]]
        else:
            old = data
            for key in where:
                old = old[key]
            data = replaced(data, where, draw(JSON if how == 1 else same_kind(old)))
    return json.dumps(data).encode()


@SETTINGS
@given(data=mutated_scenarios())
def test_a_worked_example_with_any_field_of_any_type_never_crashes(data: bytes) -> None:
    """Wrong types, bools and floats for ids and seats, huge numbers, odd text — in every
    key, deck, hand and command field of the docs/scenarios files."""
    run_bytes(data)


