"""Hostile files, for every table: whatever a scenario file or a saved game holds — random
bytes or JSON, deep nesting, huge numbers, the wrong type in any field of a worked example,
a save with values changed, lines cut, flipped or repeated — the scenario runner ends with exit
code 0, 1 or 2 and at most one line on stderr, never a traceback; a malformed file (exit 1) is
one `scenario: …` line and plays nothing; the game-log reader either refuses a save with a
message or reads the part that stands, which its table rebuilds exactly (C9, DA7).

The worked examples are the scenario files under docs/scenarios/ (each names its table with
"game"; none: the registry's default). A table's own hostile cases (a card placed twice, its
own decks) stay in tests/<package>/."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from contract_support import (  # noqa: E402
    IDS,
    NAMES,
    TABLES,
    decisions,
    new_match,
    refuses,
    run_bytes,
    run_path,
    scenario_file,
)

from game.core import registry  # noqa: E402
from game.core.gamelog import LogError, LogWriter, read_log  # noqa: E402
from game.core.registry import GameInfo  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])


def _examples() -> dict[str, list[Any]]:
    """The worked examples of each table (the long ones left out: slow, nothing new)."""
    out: dict[str, list[Any]] = {}
    for path in sorted((ROOT / "docs" / "scenarios").rglob("*.json")):
        if path.stat().st_size > 20_000:
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        out.setdefault(data.get("game", registry.default().id), []).append(data)
    return out


EXAMPLES = _examples()


def _words(data: Any) -> set[str]:
    if isinstance(data, str):
        return {data}
    items = data.values() if isinstance(data, dict) else data if isinstance(data, list) else ()
    return set().union(*(_words(x) for x in items)) | (set(data) if isinstance(data, dict)
                                                        else set())


#: each table's own words (actions, sides, keys), so mutations reach past the type checks
WORDS = {game: sorted(_words(examples)) for game, examples in EXAMPLES.items()}


def named(game: str) -> dict[str, bytes]:
    """Files no table can play, whatever its rules."""
    def of(**fields: Any) -> bytes:
        return json.dumps({"game": game, **fields}).encode()

    g = json.dumps(game).encode()
    return {
        "empty_file": b"",
        "not_an_object": b"[]",
        "utf16_bom_not_utf8": b"\xff\xfe{}",
        "deep_nesting": b"[" * 100_000,
        "seed_of_5000_digits": b'{"game": ' + g + b', "seats": 4, "seed": ' + b"9" * 5000
                               + b"}",
        "nan_seed": b'{"game": ' + g + b', "seats": 4, "seed": NaN}',
        "float_seed": of(seats=4, seed=1.5),
        "a_billion_seats": of(seats=10**9),
        "no_seats": of(seats=[]),
        "true_seats": of(seats=True),
        "name_with_a_control_character": of(seats=["An\u001bna", "Ben", "Cleo", "Dan"]),
        "name_with_a_lone_surrogate": b'{"game": ' + g + b', "seats": ["\\ud800", "Ben", '
                                      b'"Cleo", "Dan"]}',
        "commands_not_a_list": of(seats=4, commands=7),
    }


NAMED = [(info, name) for info in TABLES for name in named(info.id)]


@pytest.mark.parametrize(("info", "name"), NAMED, ids=[f"{i.id}-{n}" for i, n in NAMED])
def test_C9_a_hostile_file_exits_1_with_one_line(info: GameInfo, name: str) -> None:
    code, _out, err = run_bytes(info, named(info.id)[name])
    assert code == 1, err


def refused(info: GameInfo) -> dict[str, tuple[bytes, str]]:
    """Files every table refuses, each with the words its one line must hold: a value none
    of a "choice" option's, seats out of the table's range, a file of another table, a deck
    its setup does not know, a command of no action the table has, a float where a
    command's seat belongs."""
    low, high = info.seats
    other = next(i for i in TABLES if i.id != info.id)
    action = next(c["action"] for d in EXAMPLES[info.id] for c in d.get("commands", [])
                  if isinstance(c, dict) and "action" in c)

    def of(seats: Any = NAMES[:low], **fields: Any) -> bytes:
        return scenario_file(info, list(seats) if isinstance(seats, tuple) else seats,
                             **fields)

    choices = {f"unknown_{o.key}": (of(**{o.key: "no such choice"}), f"'{o.key}'")
               for o in info.options if o.kind == "choice"}
    return {
        **choices,
        "a_seat_too_many": (of(seats=high + 1), f"{low} to {high} players"),
        "a_seat_too_few": (of(seats=list(NAMES[:low - 1])), f"{low} to {high} players"),
        "another_tables_file": (of(game=other.id), f'scenario of "{other.id}"'),
        "unknown_deck_key": (of(decks={"no_such_deck": []}), "unknown key"),
        "unknown_action": (of(commands=[{"seat": 0, "action": "no_such_action"}]),
                           "unknown action"),
        "float_seat_in_a_command": (of(commands=[{"seat": 0.0, "action": action}]),
                                    "whole number"),
    }


REFUSED = [(info, name) for info in TABLES for name in refused(info)]


@pytest.mark.parametrize(("info", "name"), REFUSED, ids=[f"{i.id}-{n}" for i, n in REFUSED])
def test_C9_a_file_no_table_plays_is_refused_in_one_line_naming_the_problem(
        info: GameInfo, name: str) -> None:
    refuses(info, *refused(info)[name])


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_a_folder_a_pipe_or_no_file_is_no_scenario(info: GameInfo, tmp_path: Path) -> None:
    """Not a regular file: refused before reading (a pipe would wait for ever), also through
    the command line (`python -m scenes scenario FILE`)."""
    os.mkfifo(tmp_path / "pipe.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(named(info.id)["a_billion_seats"])
    for path in (tmp_path, tmp_path / "pipe.json", tmp_path / "missing.json", bad):
        assert run_path(info, path)[0] == 1
        proc = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(path)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
        assert proc.stderr.startswith("scenario: ") and len(proc.stderr.splitlines()) == 1


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_every_table_has_worked_examples_that_play(info: GameInfo) -> None:
    """The worked examples the hostile files are made from: each plays (exit 0) or stops at
    the refused command it is about (exit 2)."""
    assert EXAMPLES.get(info.id), f"{info.id}: no worked example under docs/scenarios/"
    for data in EXAMPLES[info.id]:
        assert run_bytes(info, json.dumps(data).encode())[0] in (0, 2)


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 160), st.integers().map(lambda k: k * 10**25),
    st.sampled_from([0.0, 1.5, -1.0, 1e308]), st.text(max_size=6),
    st.sampled_from(["", "\u0000", "\ud800", "\n", "pass", "captain", "x" * 300]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=10)


def _places(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    items = data.items() if isinstance(data, dict) else enumerate(data) \
        if isinstance(data, list) else ()
    out = []
    for key, value in items:
        out.append((*prefix, key))
        out += _places(value, (*prefix, key))
    return out


def _mutate(draw: st.DrawFn, data: Any, rng_values: st.SearchStrategy[Any]) -> Any:
    """One to three values replaced by anything (or the same kind), or removed."""
    for _ in range(draw(st.integers(1, 3))):
        places = _places(data)
        if not places:
            break
        where = draw(st.sampled_from(places))
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        if draw(st.booleans()):
            parent[where[-1]] = draw(rng_values)
        elif isinstance(parent, dict):
            del parent[where[-1]]
    return data


@pytest.mark.parametrize("info", TABLES, ids=IDS)
@settings(SETTINGS, max_examples=150)
@given(data=st.data())
def test_C9_a_mutated_worked_example_never_crashes_the_runner(info: GameInfo,
                                                              data: st.DataObject) -> None:
    example = copy.deepcopy(data.draw(st.sampled_from(EXAMPLES[info.id])))
    mutated = _mutate(data.draw, example, JSON | st.integers(-2, 160)
                      | st.sampled_from(WORDS[info.id]))
    run_bytes(info, json.dumps(mutated).encode())


@pytest.mark.parametrize("info", TABLES, ids=IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=st.binary(max_size=120) | JSON.map(lambda v: json.dumps(v).encode()),
       seats=st.integers())
def test_C9_random_bytes_random_json_and_any_seat_count_never_crash(info: GameInfo, raw: bytes,
                                                                    seats: int) -> None:
    run_bytes(info, raw)
    run_bytes(info, json.dumps({"game": info.id, "seats": seats}).encode())


# --- saved games --------------------------------------------------------------------------

def _save(info: GameInfo) -> list[Any]:
    """A short real save of the table: header, start and some forty moves, as JSON values."""
    book = info.rulebook()
    seats = info.seats[0]
    match = new_match(info, seats, 3)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.jsonl"
        writer = LogWriter.create(path, book, {"names": list(NAMES[:seats])}, match.events,
                                  app="contract", durable=False)
        bots = [book.make_bot("random", i) for i in range(seats)]
        for k, (_p, cmd) in enumerate(decisions(match, bots)):
            if k == 40:
                break
            writer.append(cmd, match.submit(cmd), sync=False)
        writer.close()
        return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


SAVES = {info.id: _save(info) for info in TABLES}
HOSTILE = st.one_of(JSON, st.integers(-2, 160),
                    st.sampled_from([None, True, 10**30, 2**63, 1e308, [], {}, [[[[]]]]]))


@pytest.mark.parametrize("info", TABLES, ids=IDS)
@settings(SETTINGS, max_examples=80)
@given(data=st.data())
def test_DA7_a_hostile_save_is_refused_or_cut_never_a_crash(info: GameInfo,
                                                            data: st.DataObject) -> None:
    """Values changed anywhere (header, start, moves), lines dropped, repeated, cut or with a
    byte flipped: `read_log` refuses the file with a message, or reads the moves that stand —
    a game its table rebuilds from those events exactly."""
    lines = _mutate(data.draw, copy.deepcopy(SAVES[info.id]),
                    HOSTILE | st.sampled_from(sorted(_words(SAVES[info.id]))))
    raw = [json.dumps(x).encode() for x in lines]
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    for _ in range(data.draw(st.integers(0, 2))):
        k = rng.randrange(len(raw))
        how = rng.choice(["drop", "repeat", "flip", "cut", "deep"])
        if how == "drop" and len(raw) > 1:
            del raw[k]
        elif how == "repeat":
            raw.insert(k, raw[rng.randrange(len(raw))])
        elif how == "flip" and raw[k]:
            line = bytearray(raw[k])
            line[rng.randrange(len(line))] = rng.randrange(256)
            raw[k] = bytes(line)
        elif how == "cut":
            raw[k] = raw[k][:rng.randrange(len(raw[k]) + 1)]
        else:
            raw.insert(k, b"[" * 50_000 + b"]" * 50_000)
    try:
        loaded = read_log(b"\n".join(raw) + b"\n")
    except LogError as err:
        assert str(err) and str(err).isprintable()
        return
    assert registry.get(info.id).rulebook().from_events(loaded.events()).events \
        == loaded.game.events
    assert loaded.problem is None or loaded.problem.isprintable()
