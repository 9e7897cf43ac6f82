"""The table scenes (Jolly Roger's, and the kit's that RUM and Meuterer stand on) read the game
through the session, never its engine object
(`session.game`), and submit only what a person chose: a lone human's empty shared question
(DA4, T1) is declined by the session itself (game/core/session.py)."""

from __future__ import annotations

import ast
from pathlib import Path

from game.core.session import GameSession, SeatConfig
from game.jolly_roger import GAME
from game.jolly_roger import commands as K

ROOT = Path(__file__).resolve().parents[2]
#: the table's scenes (tutorial_session.py is a session itself; replay.py replays a log file),
#: and the kit's table and results with RUM's and Meuterer's on them
SCENES = ("jolly_roger/table.py", "jolly_roger/results.py", "jolly_roger/logtext.py",
          "jolly_roger/tutorial.py", "kit/session_table.py", "kit/results_frame.py",
          "kit/tutorial.py", "rum/tutorial.py", "meuterer/tutorial.py",
          "rum/table.py", "rum/results.py", "meuterer/table.py", "meuterer/results.py")


def _reaches_the_engine_game(node: ast.AST) -> bool:
    """`session.game`, `s.game`, `self.session.game`, `app.session.game`…"""
    if not (isinstance(node, ast.Attribute) and node.attr == "game"):
        return False
    owner = node.value
    return ((isinstance(owner, ast.Name) and owner.id in ("session", "s"))
            or (isinstance(owner, ast.Attribute) and owner.attr == "session"))


def test_DA8_the_table_scenes_never_read_session_game() -> None:
    """Every view, event and name comes from the session's accessors (`view_of` keeps the
    hot-seat rule: only the seat on screen's private view while the game goes on)."""
    found = []
    for name in SCENES:
        path = ROOT / "scenes" / name
        source = path.read_text(encoding="utf-8")
        if "session.game" in source:
            found.append(f"{name}: session.game")
        found += [f"{name}:{node.lineno}" for node in ast.walk(ast.parse(source))
                  if _reaches_the_engine_game(node)]
    assert found == []


def test_the_table_scene_submits_no_command_of_its_own() -> None:
    """The table builds no Pass (or any command) to answer for the player: it only forwards
    what a person picked (interaction.py's `command_for`, `special_ready`)."""
    source = (ROOT / "scenes" / "jolly_roger" / "table.py").read_text(encoding="utf-8")
    calls = [node for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
             and isinstance(node.func.value, ast.Name) and node.func.value.id == "K"]
    assert calls == []


def _lone_human(seed: int) -> GameSession:
    seats = [SeatConfig("You")] + [SeatConfig(f"AI {i}", "easy") for i in range(1, 4)]
    session = GameSession(seats, game_id=GAME.id, seed=seed, ai_delay_ms=0, iterations=20)
    session.lift_curtain(0)
    return session


def test_DA4_the_session_declines_a_lone_humans_empty_shared_question() -> None:
    """Lone-human games played on: the human is never left at a shared question whose only
    answer is the decline — the session passes for them in `update` (and only then: every
    other command the human's seat plays is one the test, as the person, submitted)."""
    declined = 0
    for seed in range(3):
        session = _lone_human(seed)
        me = session.rulebook.make_bot("easy", seed, 20)
        for now in range(0, 10_000_000, 1000):
            if session.over:
                break
            mine = len(session.entries)
            session.update(now)
            by_session = [e.cmd for e in session.entries[mine:] if e.cmd.seat == 0]
            assert all(cmd == K.Pass(0) for cmd in by_session), by_session
            declined += len(by_session)
            p = session.prompt()
            if p is None or p.seat != 0:
                continue
            assert not (p.shared and p.actions == ("pass",)), p
            assert session.submit(me.act(session.game.view(0), p)) is None
        assert session.over
    assert declined > 0, "no empty question came up: the test shows nothing"
