"""A helper process on the machine's second core, for a search's root parallelism (issue 14).

A searching bot thinks on one core while the machine has two (the app's UI mostly waits for
it). `SecondCore` keeps one spawned process beside the game; a bot hands it a top-level
function and its arguments — the bot's own view and prompt, never the game — runs its own
search at the same time, and merges the helper's statistics with its own when both are done.

Everything here is best effort: on a one-core machine, where a process cannot be started
(a sandbox, a broken frozen build), when the process dies, answers late or raises, the bot
simply decides on its own figures. Nothing a player sees depends on the helper except how
many rollouts stand behind an AI pirate's choice.

Arguments and answers cross by `multiprocessing`'s pipe between two processes of the same
program; nothing is read from or written to a file.
"""

from __future__ import annotations

import atexit
import importlib
import itertools
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from typing import Any

#: The environment variable that keeps every search on one core (any non-empty value).
ONE_CORE_ENV = "JOLLY_ROGER_ONE_CORE"


def _serve(conn: Any) -> None:
    """The helper process: answer (ticket, function, arguments) until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        ticket, fn, args = msg
        try:
            out = fn(*args)
        except Exception:  # noqa: BLE001 - a failed helper task only means no extra figures
            out = None
        try:
            conn.send((ticket, out))
        except (OSError, ValueError):
            return


class SecondCore:
    """One helper process, started on first use (or by `start`), shared by every bot of
    this process. One task at a time: while a task is out, `submit` answers None."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: Any = None
        self._conn: Any = None
        self._broken = False
        self._out: int | None = None  # the ticket of the task the helper is working on
        self._tickets = itertools.count(1)

    @property
    def broken(self) -> bool:
        """True once the helper could not start or stopped answering: it is not tried again."""
        return self._broken

    def start(self) -> bool:
        """Spawn the helper now (it takes a few hundred ms to import the engine); False if it
        cannot run."""
        with self._lock:
            return self._start()

    def _start(self) -> bool:
        if self._broken:
            return False
        if self._proc is not None:
            if self._proc.is_alive():
                return True
            self._fail()
            return False
        try:
            ctx = multiprocessing.get_context("spawn")  # never fork a process with threads
            ours, theirs = ctx.Pipe()
            proc = ctx.Process(target=_serve, args=(theirs,), daemon=True,
                               name="jolly-roger-search-helper")
            proc.start()
            theirs.close()
        except Exception:  # noqa: BLE001 - no process: search on one core
            self._broken = True
            return False
        self._proc, self._conn = proc, ours
        return True

    def submit(self, fn: Callable[..., Any], *args: Any) -> int | None:
        """Hand the helper `fn(*args)` (both picklable); its ticket, or None if the helper is
        busy with an earlier task, broken, or cannot start."""
        if not self._lock.acquire(blocking=False):
            return None
        try:
            if not self._start():
                return None
            self._drain()
            if self._out is not None:
                return None
            ticket = next(self._tickets)
            self._conn.send((ticket, fn, args))
            self._out = ticket
            return ticket
        except Exception:  # noqa: BLE001 - a broken pipe: search on one core from now on
            self._fail()
            return None
        finally:
            self._lock.release()

    def collect(self, ticket: int, timeout: float) -> Any:
        """The answer to `ticket`, waiting at most `timeout` seconds; None if it has not come
        (it is dropped when it does), the task failed, or the helper is gone."""
        end = time.perf_counter() + max(0.0, timeout)
        with self._lock:
            try:
                while self._out == ticket:
                    left = end - time.perf_counter()
                    if left <= 0 or not self._conn.poll(left):
                        return None
                    got, out = self._conn.recv()
                    if got == ticket:
                        self._out = None
                        return out
            except Exception:  # noqa: BLE001
                self._fail()
            return None

    def _drain(self) -> None:
        """Read the late answer of an earlier task, if it has come, freeing the helper."""
        while self._out is not None and self._conn.poll():
            got, _out = self._conn.recv()
            if got == self._out:
                self._out = None

    def _fail(self) -> None:
        self._broken = True
        self.close()

    def close(self) -> None:
        """Stop the helper (at exit, or when it broke)."""
        conn, proc, self._conn, self._proc, self._out = self._conn, self._proc, None, None, None
        if conn is not None:
            try:
                conn.send(None)
                conn.close()
            except Exception:  # noqa: BLE001
                pass
        if proc is not None:
            proc.join(timeout=0.5)
            if proc.is_alive():
                proc.terminate()


def _ping(module: str) -> str:
    importlib.import_module(module)
    return module


def check(module: str, timeout: float = 60.0) -> float | None:
    """Start a helper of its own, have it import `module` (say, the search it would run) and
    stop it: the seconds that took, or None if it could not start or answer (the smoke test's
    check that this installation, frozen or not, can search on a second core)."""
    helper = SecondCore()
    t0 = time.perf_counter()
    try:
        ticket = helper.submit(_ping, module)
        if ticket is None or helper.collect(ticket, timeout) != module:
            return None
        return time.perf_counter() - t0
    finally:
        helper.close()


_shared: SecondCore | None = None
_shared_lock = threading.Lock()


def enabled() -> bool:
    """Whether searches may use a second core here: two or more cores, and not switched
    off by the environment (`JOLLY_ROGER_ONE_CORE`)."""
    return (os.cpu_count() or 1) >= 2 and not os.environ.get(ONE_CORE_ENV)


def shared() -> SecondCore | None:
    """This process's helper (made, not yet started, on first call), or None where searches
    keep to one core (see `enabled`)."""
    global _shared
    if not enabled():
        return None
    with _shared_lock:
        if _shared is None:
            _shared = SecondCore()
            atexit.register(_shared.close)
        return _shared
