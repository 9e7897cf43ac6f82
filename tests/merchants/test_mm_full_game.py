"""Issue 32's 'done when': a 4-seat game of medium AI seats plays to the end through the
scenario runner and through the simulator, and its log replays bit for bit (DA2, DA14)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from game.merchants import scenario
from game.merchants.rulebook import Merchants
from game.merchants.sim import SIM

ROOT = Path(__file__).resolve().parents[2]
FULL = ROOT / "docs" / "scenarios" / "merchants-marauders" / "games" / \
    "full_game_4_seats_medium.json"
BOOK = Merchants.own()


def test_DA14_E1_a_whole_medium_game_plays_to_its_end_through_the_scenario_runner() -> None:
    """The recorded game (tools/record_scenario.py --game merchants-marauders --bots medium)
    ends (E1–E4: here the event deck ran out at game turn 34); the winners have the most
    glory, the track's and the chest's (E5)."""
    data = json.loads(FULL.read_text(encoding="utf-8"))
    out = io.StringIO()
    assert scenario.run(data, out, BOOK) == 0
    summary = json.loads(out.getvalue().splitlines()[-1])["summary"]
    assert summary["over"] and summary["next"] is None
    assert summary["cause"] in ("glory", "events", "captains") and summary["winners"]
    end = json.loads(out.getvalue().splitlines()[-2])
    assert end["type"] == "game_ended" and end["winners"] == summary["winners"]
    total = [a + b for a, b in zip(end["track"], end["stash_glory"], strict=True)]
    assert all(total[w] == max(total) for w in end["winners"])
    assert len(data["commands"]) > 400


def test_DA2_DA14_the_whole_game_replays_from_its_log_bit_for_bit() -> None:
    data = json.loads(FULL.read_text(encoding="utf-8"))
    game, steps = scenario.load(data, BOOK)
    for step in steps:
        game.submit(step.command)
    again = type(game).from_json(json.loads(game.dumps()), BOOK.cat)
    assert again.events == game.events and again.over
    assert all(again.view(seat) == game.view(seat) for seat in range(4))
    assert again.dumps() == game.dumps()


def test_DA13_a_4_seat_medium_game_through_the_simulator_checked_at_every_event() -> None:
    """Each event through the invariants (invariants.py), the log reloaded and every seat's
    view compared (game.core.simulate's checked play)."""
    r = SIM.play_one(4, ["medium"] * 4, 5, checked=True)
    assert r.error == "" and r.problems == [] and r.checks > 1000
    assert r.winners and r.cause in ("glory", "events", "captains")
