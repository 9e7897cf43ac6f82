"""The second-core helper process (game.core.second_core): it answers what it is given, a
failing task or a dead process only means no answer, and a late answer never reaches the
next task. (Issue 14: root parallelism for the hard AI's search.)"""

from __future__ import annotations

import operator
import os
import time

import pytest

from game.core import second_core
from game.core.second_core import SecondCore

START = 60.0  # seconds a spawned helper may take to import on a loaded machine


def _fail(x: int) -> int:
    raise RuntimeError("a task that breaks")


def _slow(seconds: float, x: int) -> int:
    time.sleep(seconds)
    return x


@pytest.fixture
def helper():
    h = SecondCore()
    yield h
    h.close()


def test_the_helper_answers_a_task_and_survives_one_that_raises(helper: SecondCore) -> None:
    t = helper.submit(operator.add, 2, 3)
    assert t is not None
    assert helper.collect(t, START) == 5
    t = helper.submit(_fail, 1)
    assert t is not None and helper.collect(t, START) is None  # raised: no answer
    t = helper.submit(operator.mul, 6, 7)
    assert t is not None and helper.collect(t, START) == 42
    assert not helper.broken


def test_one_task_at_a_time_and_a_late_answer_is_dropped(helper: SecondCore) -> None:
    t = helper.submit(operator.add, 0, 0)
    assert t is not None and helper.collect(t, START) == 0  # started and warm
    late = helper.submit(_slow, 0.5, 7)
    assert late is not None
    assert helper.collect(late, 0.0) is None  # not yet: the bot decides without it
    assert helper.submit(operator.add, 1, 1) is None  # still busy with the late task
    # the late answer is read and dropped once it comes: on a loaded machine the 0.5 s task
    # may take longer, so wait for the helper to be free (a deadline, not a timing assert)
    deadline = time.monotonic() + 30.0
    t = None
    while t is None and time.monotonic() < deadline:
        time.sleep(0.1)
        t = helper.submit(operator.add, 1, 1)
    assert t is not None and t != late
    assert helper.collect(t, START) == 2


def test_a_dead_helper_is_given_up_without_an_error(helper: SecondCore) -> None:
    t = helper.submit(operator.add, 1, 2)
    assert t is not None and helper.collect(t, START) == 3
    helper._proc.kill()
    helper._proc.join(5)
    t = helper.submit(operator.add, 1, 2)
    if t is not None:  # the pipe took the task before the death was noticed
        assert helper.collect(t, 1.0) is None
    assert helper.submit(operator.add, 1, 2) is None
    assert helper.broken


def test_one_core_machines_and_the_environment_switch_keep_searches_on_one_core(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(second_core.os, "cpu_count", lambda: 1)
    assert second_core.shared() is None
    monkeypatch.setattr(second_core.os, "cpu_count", lambda: 2)
    monkeypatch.setenv(second_core.ONE_CORE_ENV, "1")
    assert second_core.shared() is None
    monkeypatch.delenv(second_core.ONE_CORE_ENV)
    assert second_core.shared() is second_core.shared() is not None


def test_the_installation_check_imports_the_search_in_a_helper_or_says_it_cannot() -> None:
    """second_core.check (the smoke test's stage): a helper that imports the hard AI's search
    answers; one asked to import what does not exist answers nothing, without an error."""
    took = second_core.check("game.jolly_roger.ai.hard", timeout=START)
    assert took is not None and took > 0
    assert second_core.check("game.no_such_module", timeout=START) is None


_ORPHAN = """
import os, sys, time
sys.path.insert(0, sys.argv[1])
from game.core.second_core import SecondCore
import operator

if __name__ == "__main__":
    h = SecondCore()
    t = h.submit(operator.add, 1, 1)
    assert h.collect(t, 60.0) == 2
    print(h._proc.pid, flush=True)
    if sys.argv[2] == "crash":
        os._exit(3)   # no atexit, no close: as if the game were killed
"""


@pytest.mark.parametrize("how", ["exit", "crash"])
def test_the_helper_ends_with_the_game_even_when_the_game_is_killed(
        tmp_path, how: str) -> None:
    """No helper outlives the game: at a normal exit it is closed; when the game dies
    without cleaning up, its end of the pipe closes and the helper stops."""
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "orphan.py"
    script.write_text(_ORPHAN, encoding="utf-8")
    root = str(Path(__file__).resolve().parents[1])
    out = subprocess.run([sys.executable, str(script), root, how], capture_output=True,
                         text=True, timeout=120)
    pid = int(out.stdout.split()[0])
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        # a zombie of ours cannot be: the helper was the other process's child
        time.sleep(0.1)
    else:
        os.kill(pid, 9)
        raise AssertionError(f"the helper {pid} outlived the game ({how})")
    assert "Traceback" not in out.stderr
