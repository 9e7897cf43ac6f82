"""AI pacing (issue 17): a pass, a declined reaction or an empty mutiny window goes at once
(DA1: AI seats answer instantly); a move that shows something waits the AI speed setting's
pause, and for the last move's cards to land. Driven on the session's own clock (no sleeps)."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.session import HUMAN, UNDO_GRACE_MS, GameSession, SeatConfig  # noqa: E402
from scenes import theme as T  # noqa: E402

DELAY = 700   # the default AI speed (Settings.ai_delay_ms)


def ai_table(n: int = 6, seed: int = 5, delay: int = DELAY, human: bool = False) -> GameSession:
    seats = [SeatConfig(f"P{i}", HUMAN if human and i == 0 else "medium", T.seat_colour(i))
             for i in range(n)]
    return GameSession(seats, seed=seed, ai_delay_ms=delay)


def declined(session: GameSession, p: Any) -> bool:
    """Was the last move the rulebook's "no" to `p`?"""
    return bool(session.entries[-1].cmd == session.rulebook.decline(p))


def test_da1_da4_a_pass_costs_no_wait_and_a_move_waits_the_ai_pause() -> None:
    """Over 300 AI decisions: every decision taken the moment its turn began is a pass or a
    declined window/reaction; every other one waits exactly the AI pause."""
    session = ai_table()
    now, quiet, shown = 0, 0, 0
    for _ in range(300):
        p = session.prompt()
        if p is None:
            break
        if session.update(now):                 # at once: only ever a "no"
            assert declined(session, p), (p.step, session.entries[-1].cmd)
            quiet += 1
            continue
        assert not session.update(now + DELAY - 1)
        assert session.update(now + DELAY)
        assert not declined(session, p), (p.step, session.entries[-1].cmd)
        shown += 1
        now += DELAY
    assert quiet > 100 and shown > 20     # both kinds were met, passes far more often


def test_a_move_that_shows_something_waits_for_the_cards_in_flight() -> None:
    """`ready=False` (the table's flights still in the air): the pause runs on, a pass goes
    anyway, a shown move waits until the cards have landed."""
    session = ai_table(seed=7)
    now = 0
    waited = passed = 0
    for _ in range(200):
        p = session.prompt()
        if p is None:
            break
        if session.update(now, ready=False):
            assert declined(session, p)
            passed += 1
            continue
        assert not session.update(now + 10 * DELAY, ready=False)   # long past the pause
        assert session.update(now + 10 * DELAY, ready=True)        # the cards landed
        waited += 1
        now += 10 * DELAY
    assert waited > 5 and passed > 20


def test_held_ai_seats_never_move_not_even_to_pass() -> None:
    """A pause beyond any setting (the screenshot tool and tests use 10**9) holds every AI
    seat, passes included: positions stay put, and no bot is asked (a hard AI's search
    would cost every held frame)."""
    session = ai_table(delay=10**9)
    session.run_ai(limit=3)   # past the captain's first decision, into a window of passes
    events = len(session.game.events)
    asked = spy_on(session, session.prompt().seat)
    for t in (0, 16, 60_000, 10**6):
        assert not session.update(t)
    assert len(session.game.events) == events and not asked   # not even asked


def spy_on(session: GameSession, seat: int) -> list[Any]:
    """Count the prompts the bot of `seat` is asked about from now on."""
    bot = session.bots[seat]
    asked: list[Any] = []

    class Spy:
        def act(self, view: Any, prompt: Any) -> Any:
            asked.append(prompt)
            return bot.act(view, prompt)

    session.bots[seat] = Spy()
    return asked


def test_the_undo_grace_follows_a_real_move_but_not_a_pass() -> None:
    """After a human move that can be taken back and was more than a pass, the next AI seat
    waits UNDO_GRACE_MS even to pass (Ctrl+Z stays possible); after a human's pass, no grace."""
    session = ai_table(human=True, seed=3)
    adviser = session.rulebook.make_bot("medium", 99)
    after_move = after_pass = 0
    now = 0
    for _ in range(3000):
        if session.over or (after_move and after_pass):
            break
        p = session.prompt()
        if not session.seats[p.seat].human:
            session.ai_move()
            continue
        cmd = adviser.act(session.game.view(p.seat), p)
        assert session.submit(cmd) is None
        nxt = session.prompt()
        if nxt is None or session.seats[nxt.seat].human or not session.can_undo():
            continue
        now += 10**6
        if session.quiet(p, cmd):
            after_pass += 1
            if not session.update(now):               # a pass after a pass goes at once,
                assert session.update(now + DELAY)    # a move at the pace, never the grace
        else:
            after_move += 1
            asked = spy_on(session, nxt.seat)
            assert not session.update(now)
            assert not session.update(now + UNDO_GRACE_MS - 1)
            assert not asked    # while the move may be taken back, the AI has seen nothing
            assert session.update(now + UNDO_GRACE_MS)
            assert len(asked) == 1
    assert after_move and after_pass
