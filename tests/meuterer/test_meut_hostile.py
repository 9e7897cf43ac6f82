"""Hostile Meuterer scenario files and game logs: whatever a file holds — random JSON, a bool or
a float where a card id or a seat belongs, a card dealt twice, huge numbers — the scenario
runner ends with exit code 0, 1 or 2 and at most one line on stderr, never a traceback; a save
with the same damage is refused with a LogError or cut at the last good move, never a crash.
A malformed scenario (exit 1) is one `scenario: …` line and plays nothing."""

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

from game.core.gamelog import LogError, read_log
from game.meuterer import scenario

ROOT = Path(__file__).resolve().parents[2]
BASES = {p.stem: json.loads(p.read_text(encoding="utf-8"))
         for p in sorted((ROOT / "docs" / "scenarios" / "meuterer").glob("*.json"))
         if not p.stem.startswith("ex15")}        # the whole games are long to mutate


def file_of(**fields: Any) -> bytes:
    data: dict[str, Any] = {"game": "meuterer", "seats": ["A", "B", "C", "D"], "seed": 1}
    data.update(fields)
    return json.dumps(data).encode()


HAND = [0, 4, 9, 15, 22]
NAMED = {
    "float_card_in_hands": (file_of(decks={"hands": [[0.0, 1, 2, 3, 4]] + [[]] * 3}),
                            "0.0 is not a card id"),
    "true_card_in_pile": (file_of(decks={"pile": [True]}), "true is not a card id"),
    "card_dealt_twice": (file_of(decks={"hands": [HAND, HAND, [1, 2, 3, 5, 6],
                                                  [7, 8, 10, 11, 12]]}), "placed twice"),
    "pirate_card_in_a_hand": (file_of(decks={"hands": [[36, 1, 2, 3, 5]] + [[]] * 3}),
                              "not a card id"),
    "hand_of_four": (file_of(decks={"hands": [[1, 2, 3, 5]] * 4}), "a hand is 5 cards"),
    "hands_for_two_seats": (file_of(decks={"hands": [HAND, [1, 2, 3, 5, 6]]}), "one list"),
    "huge_pile_card": (file_of(decks={"pile": [10**25]}), "not a card id"),
    "ring_of_eleven": (file_of(decks={"ring": ["hochland"] * 11}), "decks.ring"),
    "ring_twice_hochland": (file_of(decks={"ring": ["hochland"] * 12}), "decks.ring"),
    "captain_not_a_seat": (file_of(decks={"captain": 4}), "decks.captain"),
    "unknown_deck_key": (file_of(decks={"islands": []}), "unknown key"),
    "five_seats": (b'{"game": "meuterer", "seats": 5}', "3 to 4 players"),
    "two_seats": (b'{"game": "meuterer", "seats": ["A", "B"]}', "3 to 4 players"),
    "float_seed": (b'{"game": "meuterer", "seats": 4, "seed": 1.5}', "'seed'"),
    "bad_layout": (file_of(layout="spiral"), "'layout'"),
    "other_table": (file_of(game="rum"), 'scenario of "rum"'),
    "float_seat_in_a_command": (file_of(commands=[{"seat": 0.0, "action": "pass"}]),
                                "whole number"),
    "plan_not_pairs": (file_of(commands=[{"seat": 0, "action": "allocate", "plan": [3]}]),
                       "plan"),
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
    path.write_bytes(NAMED["card_dealt_twice"][0])
    proc = subprocess.run([sys.executable, "-m", "game.meuterer.scenario", str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "placed twice" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_DA10_an_illegal_command_exits_2_naming_its_clause() -> None:
    code, out, _err = run_bytes(file_of(decks={"captain": 0},
                                        commands=[{"seat": 1, "action": "set_wage",
                                                   "wage": 2}]))
    assert code == 2 and json.loads(out.splitlines()[-1])["clause"] == "CO1"


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 40), st.integers().map(lambda k: k * 10**25),
    st.sampled_from([0.0, 1.5, -1.0, 1e308]), st.text(max_size=6),
    st.sampled_from(["mate", "hochland", "offer", "allocate", "\u0000", "x" * 300]))
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


def _mutate(draw: st.DrawFn, data: Any) -> Any:
    for _ in range(draw(st.integers(1, 3))):
        places = _paths(data)
        if not places:
            break
        where = draw(st.sampled_from(places))
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        if draw(st.booleans()):
            parent[where[-1]] = draw(JSON | st.integers(-2, 36))
        elif isinstance(parent, dict):
            del parent[where[-1]]
    return data


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A worked example with one to three values replaced by anything, or removed."""
    data = copy.deepcopy(BASES[draw(st.sampled_from(sorted(BASES)))])
    return json.dumps(_mutate(draw, data)).encode()


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated())
def test_a_mutated_example_never_crashes_the_runner(data: bytes) -> None:
    run_bytes(data)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSON)
def test_any_json_never_crashes_the_runner(value: Any) -> None:
    run_bytes(json.dumps(value).encode())


def _save() -> list[Any]:
    """A short real save: header, start and a round of moves, as JSON values."""
    from meut_support import CAT

    from game.core.gamelog import LogWriter
    from game.meuterer.ai.random_bot import RandomBot
    from game.meuterer.rulebook import own_rulebook

    book = own_rulebook()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.jsonl"
        game = book.new_game(["A", "B", "C"], seed=3, humans=[True, False, False], options={})
        writer = LogWriter.create(path, book, {}, game.events, app="test", durable=False)
        bots = [RandomBot(CAT, i) for i in range(3)]
        for _ in range(40):
            p = game.prompt()
            cmd = bots[p.seat].quick(p)
            writer.append(cmd, game.submit(cmd), sync=False)
        writer.close()
        return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


SAVE = _save()


@st.composite
def mutated_save(draw: st.DrawFn) -> bytes:
    lines = _mutate(draw, copy.deepcopy(SAVE))
    return b"\n".join(json.dumps(x).encode() for x in lines) + b"\n"


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated_save())
def test_a_mutated_save_is_refused_or_cut_never_a_crash(data: bytes) -> None:
    try:
        loaded = read_log(data)
    except LogError as err:
        assert str(err)
    else:
        assert loaded.game.events
