"""What the contract suite shares: every registered table (`registry.games()`), its option
sets, seat counts and AI levels, and a driver that plays a seeded game through the registry's
protocol alone (`Rulebook`, `Match`, the bots' `ask`), and a table's scenario runner fed a file
(`run_bytes`, `run_path`: C9's outcome checked). Nothing here names a table; a table's own
hostile-file tests (tests/<package>/) use the runner too."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.core import registry
from game.core.bots import ask

TABLES = registry.games()
IDS = [info.id for info in TABLES]
NAMES = tuple(f"P{i}" for i in range(12))
#: a searching level's iterations in the contract's games (no clock: the games repeat)
ITERATIONS = 6


def seat_counts(info: registry.GameInfo) -> list[int]:
    return list(range(info.seats[0], info.seats[1] + 1))


def option_sets(info: registry.GameInfo) -> list[dict[str, Any]]:
    """Every combination of the table's options: each subset of a "flags" option, each key
    of a "choice" option (the defaults first)."""
    values: list[list[Any]] = []
    for opt in info.options:
        keys = [c.key for c in opt.choices]
        if opt.kind == "flags":
            subsets = [tuple(k for j, k in enumerate(keys) if mask >> j & 1)
                       for mask in range(2 ** len(keys))]
            values.append(sorted(subsets, key=lambda s: (s != tuple(opt.default), len(s))))
        else:
            values.append(sorted(keys, key=lambda k: k != opt.default))
    return [{opt.key: v for opt, v in zip(info.options, combo, strict=True)}
            for combo in itertools.product(*values)]


def lineups(info: registry.GameInfo, seats: int) -> list[tuple[str, ...]]:
    """Enough tables of `seats` AI seats that every level (`info.levels`) sits at one."""
    levels = info.levels
    games = -(-len(levels) // seats)
    return [tuple(levels[(g * seats + i) % len(levels)] for i in range(seats))
            for g in range(games)]


def new_match(info: registry.GameInfo, seats: int, seed: int,
              options: dict[str, Any] | None = None) -> Any:
    book = info.rulebook()
    return book.new_game(NAMES[:seats], seed=seed, humans=[False] * seats,
                         options=options if options is not None else info.default_options())


def decisions(match: Any, bots: list[Any], limit: int = 20_000) -> Iterator[tuple[Any, Any]]:
    """The decisions of `match` to its end: each (prompt, command) of `bots` (one a seat,
    asked as the app asks them); the caller submits the command before asking for the next."""
    for _ in range(limit):
        p = match.prompt()
        if p is None:
            return
        cmd = ask(bots[p.seat], p, match.view)
        yield p, cmd
        assert match.prompt() is not p or match.over, "the command was not submitted"
    raise AssertionError(f"the game did not end in {limit} decisions")


def play(info: registry.GameInfo, seats: int, seed: int, levels: tuple[str, ...],
         options: dict[str, Any] | None = None,
         each: Callable[[Any, Any, Any], None] | None = None) -> Any:
    """A whole seeded game of bots at `levels` (one a seat); `each(match, prompt, command)`
    is called before each command."""
    book = info.rulebook()
    match = new_match(info, seats, seed, options)
    bots = [book.make_bot(levels[i], seed * 101 + i, ITERATIONS) for i in range(seats)]
    for p, cmd in decisions(match, bots):
        if each is not None:
            each(match, p, cmd)
        match.submit(cmd)
    assert match.over and match.prompt() is None
    return match


def check_outcome(code: int, out: str, err: str) -> None:
    """docs/scenarios.md's exit codes: 0 played, 1 malformed (one `scenario:` line), 2 an
    illegal command, 3 an expectation of the file that does not hold (a mutated example's
    `expect_view` or `expect_refused`): each of 0, 2, 3 ends with one JSON line."""
    assert code in (0, 1, 2, 3), (code, err)
    assert "Traceback" not in err and "stopped because of an error" not in err, err
    lines = err.splitlines()
    assert len(lines) <= 1, err
    if code == 1:
        assert lines[0].startswith("scenario: ") and out == "", err
    else:
        assert err == ""
        last = json.loads(out.splitlines()[-1])   # the summary, the refusal or the failure
        assert code != 3 or "failed" in last, last


def run_path(info: registry.GameInfo, path: Path) -> tuple[int, str, str]:
    main = info.command("scenario")
    assert main is not None, f"{info.id}: no scenario runner (GameInfo.commands)"
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(path)])
    result = code, out.getvalue(), err.getvalue()
    check_outcome(*result)
    return result


def run_bytes(info: registry.GameInfo, data: bytes) -> tuple[int, str, str]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hostile.json"
        path.write_bytes(data)
        return run_path(info, path)


def refuses(info: registry.GameInfo, data: bytes, needle: str) -> None:
    """C9: the table's scenario runner refuses this file (exit 1) in one line naming `needle`."""
    code, _out, err = run_bytes(info, data)
    assert code == 1 and needle in err, err


def scenario_file(info: registry.GameInfo, seats: Any, **fields: Any) -> bytes:
    """A scenario file of the table: these seats, seed 1, and `fields`."""
    return json.dumps({"game": info.id, "seats": seats, "seed": 1, **fields}).encode()


def refused_clause(info: registry.GameInfo, data: bytes) -> str:
    """The clause the runner's refusal of a command in this file names (exit 2)."""
    code, out, _err = run_bytes(info, data)
    assert code == 2, out
    clause: str = json.loads(out.splitlines()[-1])["clause"]
    return clause
