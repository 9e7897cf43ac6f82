"""Files written by earlier versions keep working: game logs (finished and unfinished) load,
replay and continue exactly; every scenario of docs/scenarios prints what it printed.

The fixtures were written by main at 7da61c9, before the platform restructuring (issue 12):
`tests/fixtures/logs/*.jsonl` are autosaves made by the app's own session code, and
`expected.json` records what each one loads to (event count and digest) and, for the
unfinished ones, the game it becomes when played on to its end (AI seats by themselves, the
human seats by a medium bot seeded 5). `tests/fixtures/scenarios/*.out` is each scenario's
standard output, `exit_codes.json` its exit code. None of them may change without a rules
change that says so in its commit.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.gamelog import read_log
from game.core.session import GameSession
from game.jolly_roger.ai import make_bot
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.events import event_to_json

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "fixtures" / "logs"
SCENARIO_OUT = ROOT / "tests" / "fixtures" / "scenarios"
EXPECTED = json.loads((LOGS / "expected.json").read_text(encoding="utf-8"))
EXIT_CODES = json.loads((SCENARIO_OUT / "exit_codes.json").read_text(encoding="utf-8"))


def digest(events: object) -> str:
    data = json.dumps([event_to_json(e) for e in events], sort_keys=True)  # type: ignore[attr-defined]
    return hashlib.sha256(data.encode()).hexdigest()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_DA7_an_old_log_loads_to_the_same_game(name: str) -> None:
    expected = EXPECTED[name]
    loaded = read_log(LOGS / name)
    assert loaded.lost == 0 and loaded.problem is None
    assert len(loaded.events()) == expected["events"]
    assert digest(loaded.events()) == expected["digest"]
    assert loaded.game.over == expected["over"]
    if expected["over"]:
        view = loaded.game.view(0)
        assert [list(s) for s in view.scores] == expected["scores"]
        assert list(view.winners) == expected["winners"]


@pytest.mark.parametrize("name", sorted(n for n, e in EXPECTED.items() if not e["over"]))
def test_DA7_an_old_unfinished_log_continues_as_it_would_have(name: str, tmp_path: Path) -> None:
    expected = EXPECTED[name]
    path = tmp_path / name
    shutil.copy(LOGS / name, path)
    session, note = GameSession.resume(path)
    assert note is None
    driver = make_bot("medium", 5, CAT)
    while not session.over:
        session.run_ai()
        p = session.prompt()
        if p is None:
            break
        assert session.submit(driver.act(session.game.view(p.seat), p)) is None
    assert len(session.game.events) == expected["continued_events"]
    assert digest(session.game.events) == expected["continued_digest"]
    # the continued game was appended to the old file, which now reads as a finished game
    again = read_log(path)
    assert again.game.over and digest(again.events()) == expected["continued_digest"]


@pytest.mark.parametrize("name", sorted(n for n, e in EXPECTED.items() if e["over"]))
def test_an_old_finished_log_opens_in_the_replay_viewer(name: str) -> None:
    from scenes.app import build_app
    from scenes.replay import open_replay
    from scenes.settings_store import Settings

    app = build_app(Settings(), headless=True)
    assert open_replay(app, LOGS / name) is None
    for _ in range(3):
        app.step(16, [])
    assert type(app.top).__name__ == "ReplayScene"


@pytest.mark.parametrize("path", sorted((ROOT / "docs" / "scenarios").glob("*.json")),
                         ids=lambda p: p.stem)
def test_every_documented_scenario_prints_what_it_always_printed(path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.stderr == ""
    assert proc.returncode == EXIT_CODES[path.stem]
    assert proc.stdout == (SCENARIO_OUT / f"{path.stem}.out").read_text(encoding="utf-8")
