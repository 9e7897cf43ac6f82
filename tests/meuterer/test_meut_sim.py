"""`jolly-roger simulate --game meuterer`: the report keys shared with the other tables and the
soak's invariant checks, on a handful of games."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

from game.meuterer.sim import main, play_one

SHARED = {"games", "errors", "seconds", "games_per_second", "seats", "end_causes",
          "decisions_per_game", "invariant_checks", "broken_invariants", "by_seats",
          "win_share"}


def test_the_report_has_the_shared_keys_and_no_broken_invariant() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["--games", "6", "--seats", "4", "--bots", "random", "--check", "--json",
                     "--quiet"])
    rep = json.loads(out.getvalue())
    assert code == 0 and set(rep) >= SHARED
    assert rep["errors"] == 0 and rep["broken_invariants"] == 0 and rep["invariant_checks"] > 0
    assert rep["rounds_per_game"] == 8.0 and rep["end_causes"] == {"rounds": 6}


def test_R1_V1_three_seats_play_nine_rounds_in_the_simulator() -> None:
    r = play_one(3, ("random",) * 3, 5, checked=True)
    assert not r.error and not r.problems and r.rounds == 9


def test_bad_arguments_are_refused() -> None:
    assert main(["--seats", "5", "--quiet"]) == 1
    assert main(["--bots", "admiral", "--quiet"]) == 1
    assert main(["--games", "0", "--quiet"]) == 1
