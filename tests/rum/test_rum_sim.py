"""`jolly-roger simulate --game rum`: the report keys Jolly Roger's simulator has where they
apply, RUM's own (turns, points-vs-clock ends per seat count, RU1), and the soak checks."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

from game.rum.sim import main

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> tuple[int, dict, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, json.loads(out.getvalue()) if code == 0 else {}, err.getvalue()


def test_RU1_the_report_per_seat_count_with_points_and_clock_ends() -> None:
    code, rep, _err = run("--games", "12", "--seats", "2..4", "--bots", "random", "--check",
                          "--quiet", "--json")
    assert code == 0 and rep["games"] == 36 and rep["errors"] == 0
    assert rep["broken_invariants"] == 0 and rep["invariant_checks"] > 1000
    assert rep["games_per_second"] > 0 and set(rep["by_seats"]) == {"2", "3", "4"}
    for seats, d in rep["by_seats"].items():
        assert d["games"] == 12 and sum(d["end_causes"].values()) == 12
        assert set(d["end_causes"]) <= {"points", "clock"}
        lo, hi = d["points_share"]["ci95"]
        assert lo <= d["points_share"]["share"] <= hi
        assert d["turns_per_game"] > 0 and d["decisions_per_game"] >= d["turns_per_game"] / 2
        assert len(d["win_share"]["per_seat"]) == int(seats)


def test_one_seat_count_reports_win_share_at_the_top_like_jolly_roger() -> None:
    code, rep, _err = run("--games", "6", "--seats", "3", "--bots", "random,random,random",
                          "--quiet", "--json")
    assert code == 0 and rep["seats"] == 3
    assert set(rep["win_share"]) == {"per_seat", "per_level", "fair_share"}
    assert set(rep["win_share"]["per_seat"]["0"]) == {"share", "ci95"}


def test_bad_arguments_are_refused_with_one_line() -> None:
    for args in (["--seats", "5"], ["--seats", "x"], ["--bots", "godlike"], ["--games", "0"],
                 ["--seats", "3", "--bots", "random,random"]):
        code, _rep, err = run(*args, "--quiet")
        assert code == 1 and err.startswith("simulate:"), args


def test_the_command_line_names_the_table() -> None:
    proc = subprocess.run([sys.executable, "-m", "scenes", "simulate", "--game", "rum",
                           "--games", "3", "--seats", "2", "--bots", "random", "--quiet",
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 3
