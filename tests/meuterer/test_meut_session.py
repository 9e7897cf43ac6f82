"""A Meuterer game in the app's own session (game/core/session.py, table-agnostic): AI seats, the
autosave written through game/core/gamelog.py, a resume from the file mid-game, the human's
undo of an offer, and the results — the path every saved game and replay takes (DA7)."""

from __future__ import annotations

from pathlib import Path

from game.core.gamelog import read_log
from game.core.session import GameSession, SeatConfig
from game.meuterer.commands import Offer, Pass, SetWage


def _seats(human: bool = False) -> list[SeatConfig]:
    kinds = ["human" if human else "random", "random", "random", "random"]
    return [SeatConfig(name, kind) for name, kind in
            zip(["Bernhard", "Steffi", "Florian", "Carmen"], kinds, strict=True)]


def test_DA7_a_session_saves_resumes_and_finishes(tmp_path: Path) -> None:
    session = GameSession(_seats(), game_id="meuterer", options={"layout": "intro"}, seed=5,
                          ai_delay_ms=0)
    path = session.autosave(tmp_path, durable=False)
    session.run_ai(limit=60)
    assert not session.over
    again, note = GameSession.resume(path, durable=False)
    assert note is None and again.game.events == session.game.events
    assert again.game_id == "meuterer" and again.options == {"layout": "intro"}
    assert again.game.view(0).ring == tuple(range(12))
    again.run_ai()
    assert again.over
    loaded = read_log(path)
    assert loaded.game.over and loaded.game.events == again.game.events
    results = again.rulebook.results(again.game.events)
    assert len(results) == 4 and any(r.won for r in results)


def test_a_human_may_take_back_an_offer_but_not_a_pass(tmp_path: Path) -> None:
    session = GameSession(_seats(human=True), game_id="meuterer", seed=9, ai_delay_ms=0)
    session.autosave(tmp_path, durable=False)
    session.run_ai()                          # to the human's first decision
    if session.game.prompt().step == "wage":  # the human is the captain: wage 0 first
        assert session.submit(SetWage(0, 0)) is None
    p = session.game.prompt()
    assert p.seat == 0 and p.step == "offer"
    before = session.game.events
    assert session.submit(Offer(0, p.cards[0])) is None
    assert session.can_undo() and session.undo() is None
    assert session.game.events == before
    assert session.submit(Pass(0)) is None
    assert not session.can_undo()

