"""Issue 14 (in the app): an AI seat thinks on a worker thread, so the table's frames go on
while a searching level spends its 250 ms; the bot still gets only its view and prompt."""

from __future__ import annotations

import threading
import time
from typing import Any

from game.core.session import GameSession, SeatConfig


class Gate:
    """A bot that answers as `inner` does, once the test opens the gate."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.open = threading.Event()
        self.started = threading.Event()
        self.threads: list[str] = []
        self.views: list[Any] = []

    def act(self, view: Any, prompt: Any) -> Any:
        self.threads.append(threading.current_thread().name)
        self.views.append(view)
        self.started.set()
        assert self.open.wait(10)
        return self.inner.act(view, prompt)


def _session(think_aside: bool) -> tuple[GameSession, Gate]:
    seats = [SeatConfig("A", "medium"), SeatConfig("B", "medium"), SeatConfig("C", "medium")]
    session = GameSession(seats, game_id="jolly-roger", seed=5, ai_delay_ms=0,
                          think_aside=think_aside)
    p = session.game.prompt()
    gate = Gate(session.bots[p.seat])
    session.bots[p.seat] = gate
    return session, gate


def test_a_thinking_seat_leaves_the_frame_free_and_acts_when_it_has_answered() -> None:
    session, gate = _session(think_aside=True)
    before = len(session.game.events)
    t0 = time.perf_counter()
    for now in range(0, 160, 16):           # ten frames while the bot is still thinking
        assert session.update(now) is False
    assert time.perf_counter() - t0 < 1.0   # no frame waited for the bot
    assert len(session.game.events) == before
    assert gate.started.wait(10)            # the worker took the question (in its own time)
    assert session.update(200) is False     # and the frame still does not wait for it
    assert gate.threads and all(name.startswith("ai-think") for name in gate.threads)
    assert type(gate.views[0]).__name__ == "View"   # a view, never the game (non-negotiable 2)
    gate.open.set()
    deadline = time.perf_counter() + 10
    acted = False
    while not acted and time.perf_counter() < deadline:
        acted = session.update(1000)
        time.sleep(0.002)
    assert acted and len(session.game.events) > before
    assert len(gate.threads) == 1           # asked once, answered once


def test_without_think_aside_the_seat_answers_in_line() -> None:
    session, gate = _session(think_aside=False)
    gate.open.set()
    assert session.update(0) is True
    assert gate.threads == [threading.current_thread().name]


def test_run_ai_waits_for_the_worker() -> None:
    """Fast-forward (tests, the smoke test) still plays every AI move in order."""
    session, gate = _session(think_aside=True)
    gate.open.set()
    session.run_ai(limit=50)
    assert len(session.entries) >= 1 and gate.threads


def _human_session() -> GameSession:
    seats = [SeatConfig("Anna"), SeatConfig("B", "medium"), SeatConfig("C", "medium")]
    session = GameSession(seats, game_id="jolly-roger", seed=8, ai_delay_ms=0, think_aside=True)
    session.lift_curtain(0)
    session.run_ai()
    assert session.game.prompt().seat == 0
    return session


def _poll(session: GameSession, until: Any, seconds: float = 20) -> None:
    deadline = time.perf_counter() + seconds
    while not until() and time.perf_counter() < deadline:
        session.update(0)
        time.sleep(0.005)


def test_a_hint_is_thought_aside_and_delivered_on_the_frames_thread() -> None:
    session = _human_session()
    got: list[tuple[Any, Any, str]] = []
    assert session.advise(lambda cmd, err: got.append((cmd, err, threading.current_thread().name)))
    assert session.advising()
    _poll(session, lambda: bool(got))
    assert len(got) == 1 and got[0][1] is None and got[0][0] is not None
    assert got[0][2] == threading.current_thread().name   # delivered here, not on the worker
    assert session.submit(got[0][0]) is None               # the hint is a legal move


def test_a_hint_for_a_position_already_left_is_dropped() -> None:
    session = _human_session()
    got: list[Any] = []
    move = session.bots[1].act(session.game.view(0), session.game.prompt())  # any legal answer
    assert session.advise(lambda cmd, err: got.append(cmd))
    assert session.submit(move) is None
    _poll(session, lambda: not session.advising())
    assert got == []
