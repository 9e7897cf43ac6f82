"""The scenario runner's tools for testers, the same on every table (game/core/scenarios.py,
docs/scenarios.md "Checking a scenario"): `expect_refusal` (the command must be refused citing
that clause; the game goes on), `expect_view` (what one seat may see, DA8 / DA5), `--as SEAT`
(only that seat's redacted events and views), and mid-game positions (Meuterer's
`position_set`, RUM's and Jolly Roger's prescribed setups). The example files are in
tests/fixtures/scenarios/tools/ and each runs here as a tester runs it."""

from __future__ import annotations

import copy
import importlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from game.core.scenarios import FAILED, MALFORMED, OK, REFUSED
from game.meuterer import scenario as meut_scenario
from game.meuterer.events import PositionSet, event_from_json, event_to_json, for_seat
from game.meuterer.invariants import check, scores_from
from game.meuterer.rulebook import Meuterer

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tests" / "fixtures" / "scenarios" / "tools"


def tool_of(data: dict[str, Any]) -> Any:
    """The scenario runner of the file's table (game.core.scenarios.TableScenarios), found
    through the registry (a file without "game" is the default table's)."""
    info = registry.get(data.get("game", registry.default().id))
    return importlib.import_module(f"game.{info.package}.scenario").TOOL


def data_of(name: str) -> dict[str, Any]:
    return json.loads((TOOLS / f"{name}.json").read_text(encoding="utf-8"))


def run(data: dict[str, Any], seat: int | str | None = None) -> tuple[int, list[dict]]:
    """In process: the exit code and every output line, parsed."""
    buf = io.StringIO()
    code = tool_of(data).run(data, buf, seat=seat)
    return code, [json.loads(x) for x in buf.getvalue().splitlines()]


def run_malformed(data: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> str:
    """The one stderr line of a file refused as malformed (exit 1, nothing played)."""
    code, lines = run(data)
    err = capsys.readouterr().err
    assert code == MALFORMED and lines == [], lines
    assert len(err.splitlines()) == 1 and err.startswith("scenario: ")
    return err


def of(lines: list[dict], t: str) -> list[dict]:
    return [x for x in lines if x.get("type") == t]


def test_every_example_runs_with_its_documented_exit_code() -> None:
    expected = {"jolly_roger_second_mutiny_refused": OK,
                "jolly_roger_refusal_that_does_not_come": FAILED,
                "rum_mid_game_position": OK, "rum_hidden_expectation_fails": FAILED,
                "meuterer_last_round_position": OK}
    assert {p.stem for p in TOOLS.glob("*.json")} == set(expected)
    doc = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    for name, code in expected.items():
        assert run(data_of(name))[0] == code, name
        assert f"{name}.json" in doc, f"{name} is not in docs/scenarios.md"


# --- expect_refusal --------------------------------------------------------------------------

def test_M2_an_expected_refusal_is_reported_and_the_game_goes_on() -> None:
    code, lines = run(data_of("jolly_roger_second_mutiny_refused"))
    refused = [x for x in lines if "refused" in x]
    assert [(x["clause"], x["command_index"]) for x in refused] == [("M2", 10), ("M3", 11)]
    assert of(lines, "destination_chosen")[0]["kind"] == "fort"       # played on after both
    assert code == OK and lines[-1]["summary"]["next"]["step"] == "attack"


def test_an_expected_refusal_that_does_not_come_fails_the_scenario_with_exit_3() -> None:
    code, lines = run(data_of("jolly_roger_refusal_that_does_not_come"))
    assert code == FAILED
    assert of(lines, "mutiny_declined") == [{"type": "mutiny_declined", "seat": 1}]
    assert lines[-1] == {"failed": "expected a refusal citing M1; the command was applied",
                         "command_index": 1}


def test_M2_a_refusal_citing_another_clause_fails_the_scenario() -> None:
    data = data_of("jolly_roger_second_mutiny_refused")
    data["commands"][10]["expect_refusal"] = "M1"
    code, lines = run(data)
    assert code == FAILED and lines[-1]["clause"] == "M2" and lines[-1]["command_index"] == 10
    assert lines[-1]["failed"].startswith("expected a refusal citing M1; refused citing M2: ")


def test_T1_PL1_an_unexpected_refusal_still_stops_the_run_with_exit_2() -> None:
    data = data_of("rum_mid_game_position")
    del data["commands"][0]["expect_refusal"]
    code, lines = run(data)
    assert code == REFUSED
    assert lines[-1] == {"error": "It is Ania's turn, not Bartek's.", "clause": "T1",
                         "command_index": 0}


def test_T1_PL1_both_command_forms_of_an_expected_refusal() -> None:
    code, lines = run(data_of("rum_mid_game_position"))
    assert code == OK
    assert [(x["clause"], x["command_index"]) for x in lines if "refused" in x] == [
        ("T1", 0), ("PL1", 1)]


def test_OF2_an_offer_of_a_card_not_in_the_hand_is_refused_and_the_round_goes_on() -> None:
    code, lines = run(data_of("meuterer_last_round_position"))
    assert code == OK
    assert [x for x in lines if "refused" in x] == [
        {"refused": "Offer one card from your hand.", "clause": "OF2", "command_index": 6}]
    assert of(lines, "passed")[1] == {"type": "passed", "seat": 1, "cards": [4, 10, 16, 32]}


@pytest.mark.parametrize("value", [5, "", "m2", "M 2", "M2; rm", True, None, ["M2"], "X" * 40])
def test_an_expect_refusal_that_is_no_clause_id_is_a_malformed_file(
        value: Any, capsys: pytest.CaptureFixture[str]) -> None:
    data = data_of("jolly_roger_second_mutiny_refused")
    data["commands"][10]["expect_refusal"] = value
    assert "'expect_refusal' must be a clause id" in run_malformed(data, capsys)


def test_a_command_step_takes_no_other_keys(capsys: pytest.CaptureFixture[str]) -> None:
    data = data_of("rum_mid_game_position")
    data["commands"][1]["why"] = "because"
    assert "unknown key(s) \"why\" beside 'command'" in run_malformed(data, capsys)


# --- expect_view: hidden information ---------------------------------------------------------

def test_DA8_a_hidden_information_expectation_holds() -> None:
    """Cleo sees her hand and the others' sizes; Dan's cards (the one dealt to him from the
    mutiny too, M12) are in no part of her view."""
    assert run(data_of("jolly_roger_second_mutiny_refused"))[0] == OK


def test_DA5_a_hidden_information_expectation_that_fails_names_the_card_it_shows() -> None:
    code, lines = run(data_of("rum_hidden_expectation_fails"))
    assert code == FAILED
    assert lines[-1] == {"failed": "seat 1's view shows card(s) [12], expected hidden",
                         "command_index": 1}
    assert not of(lines, "drawn")[1:]                # nothing played after the failure


def test_DA8_a_view_field_that_differs_fails_with_the_field_named() -> None:
    data = data_of("meuterer_last_round_position")
    data["commands"][9]["expect_view"]["roles"] = [None, "mate", None, None]
    code, lines = run(data)
    assert code == FAILED and lines[-1]["command_index"] == 9
    assert lines[-1]["failed"].startswith("seat 2's view: roles is [null,null,null,null], "
                                          "expected [null,\"mate\",null,null]")


def test_a_view_expectation_matches_objects_by_the_keys_it_names_and_types_exactly() -> None:
    data = data_of("rum_mid_game_position")
    view = data["commands"][4]["expect_view"]
    view["clock"] = 4.0                                   # 4.0 is not 4
    assert run(data)[0] == FAILED
    view["clock"] = 4
    view["beach"][2]["face_up"] = 0                       # 0 is not false
    assert run(data)[0] == FAILED
    view["beach"][2] = {"card": -1}
    assert run(data)[0] == OK


@pytest.mark.parametrize("check, needle", [
    ({"seat": 9, "hand": []}, "'seat' must be a seat 0–2"),
    ({"seat": True, "hand": []}, "'seat' must be a seat"),
    ({"seat": 1}, "name what the seat should see"),
    ({"seat": 1, "hand": [], "hands": []}, "unknown key(s) \"hands\""),
    ({"seat": 1, "hidden": 18}, "'hidden' must be a list of card ids"),
    ({"seat": 1, "hidden": [1.0]}, "'hidden' must be a list of card ids"),
    ([1], "'expect_view' must be an object"),
])
def test_a_malformed_expect_view_is_a_malformed_file(
        check: Any, needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    data = data_of("rum_mid_game_position")
    data["commands"][4] = {"expect_view": check}
    err = run_malformed(data, capsys)
    assert "command 4: " in err and needle in err


def test_an_expect_view_step_holds_nothing_else(capsys: pytest.CaptureFixture[str]) -> None:
    data = data_of("rum_mid_game_position")
    data["commands"][4]["seat"] = 1
    assert "holds nothing else" in run_malformed(data, capsys)


# --- --as SEAT -------------------------------------------------------------------------------

@pytest.mark.parametrize("name, seat", [("jolly_roger_second_mutiny_refused", 2),
                                        ("rum_mid_game_position", 1),
                                        ("meuterer_last_round_position", 2)])
def test_DA8_as_a_seat_the_output_is_its_redacted_events_and_views(name: str, seat: int) -> None:
    """`--as SEAT`: the seat's own log (events_for) and its view after the setup and every
    command, never the full-information summary."""
    data = data_of(name)
    code, lines = run(data, seat=seat)
    assert code == OK and "summary" not in lines[-1]
    events = [x for x in lines if "type" in x]
    views = [x for x in lines if "view" in x]
    book, game, _steps = _loaded(data)
    _play(game, _steps)
    to_json = book.event_to_json
    assert events == [to_json(ev) for ev in game.events_for(seat)]
    assert events != [to_json(ev) for ev in game.events]          # something was hidden
    assert views[0]["command_index"] is None and all(v["view"]["seat"] == seat for v in views)
    assert len(views) == 1 + sum(1 for s in _steps if s.command is not None and s.refusal is None)
    hidden = {c for i, h in enumerate(events[0]["hands"]) if i != seat for c in h}
    assert hidden == {-1}


def _loaded(data: dict[str, Any]) -> tuple[Any, Any, Any]:
    tool = tool_of(data)
    book = tool.rulebook()
    game, steps = tool.load_file(data, book)
    return book, game, steps


def _play(game: Any, steps: Any) -> None:
    for step in steps:
        if step.command is not None and step.refusal is None:
            game.submit(step.command)


@pytest.mark.parametrize("seat", ["4", "-1", "x", "1.0", "", "٣", "99999999999"])
def test_as_a_seat_the_game_does_not_have_is_refused_in_one_line(
        seat: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run(data_of("rum_mid_game_position"), seat=seat)
    err = capsys.readouterr().err
    assert code == MALFORMED and lines == []
    assert err.startswith("scenario: --as: this game has seats 0–2, not ")


def test_the_command_line_takes_as_seat_for_every_table() -> None:
    """As a tester runs it: `python -m scenes scenario FILE --as SEAT` (the file's "game"
    picks the table), and `--as` without a seat is one line, exit 1."""
    path = TOOLS / "meuterer_last_round_position.json"
    proc = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(path), "--as", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(x) for x in proc.stdout.splitlines()]
    assert lines[0]["type"] == "game_started" and lines[0]["pile"][0] == -1
    assert lines[-1]["view"]["seat"] == 1 and lines[-1]["view"]["over"] is True
    proc = subprocess.run([sys.executable, "-m", "game.rum.scenario",
                           str(TOOLS / "rum_mid_game_position.json"), "--as"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and proc.stderr == "scenario: --as needs a seat number\n"


# --- mid-game positions ----------------------------------------------------------------------

def test_R1_SH3_a_meuterer_position_is_one_event_and_the_last_round_ends_the_game() -> None:
    code, lines = run(data_of("meuterer_last_round_position"))
    assert code == OK
    assert lines[1] == {"type": "position_set", "round": 8, "scores": [10, 12, 9, 11],
                        "ship": 4, "active": [3, 4], "discard": [1, 2, 3, 30]}
    assert lines[2] == {"type": "round_started", "round": 8, "captain": 0}
    assert lines[0]["pile"][-4:] == [1, 2, 3, 30]           # taken from the pile's bottom
    summary = lines[-1]["summary"]
    assert summary["over"] and summary["scores"] == of(lines, "game_ended")[0]["scores"]
    assert summary["discard"] == [1, 2, 3, 30] and len(summary["pile"]) == 12


def test_DA7_a_positioned_game_replays_bit_for_bit_from_its_log() -> None:
    book, game, steps = _loaded(data_of("meuterer_last_round_position"))
    _play(game, steps)
    text = game.dumps()
    again = type(game).from_json(json.loads(text), book.cat)
    assert again.events == game.events and again.dumps() == text
    assert meut_scenario.summary(again) == meut_scenario.summary(game)
    assert check(again._state) == []
    assert scores_from(game.events, game.n) == list(game._state.scores)


def test_DA8_position_set_is_public_and_no_dealt_game_has_one() -> None:
    ev = PositionSet(3, (1, 2, 3), 4, (3, 4), (5,))
    assert for_seat(ev, 1) == ev and event_from_json(event_to_json(ev)) == ev
    game = Meuterer.own().new_game(["A", "B", "C"], seed=4)
    assert not [e for e in game.events if isinstance(e, PositionSet)]


@pytest.mark.parametrize("change, needle", [
    ({"round": 0}, "decks.round: a round 1–8"), ({"round": 9}, "decks.round: a round 1–8"),
    ({"round": True}, "decks.round"), ({"round": 2.0}, "decks.round"),
    ({"scores": [1, 2, 3]}, "decks.scores: one whole number per seat (4)"),
    ({"scores": [1, 2, 3, 10**40]}, "decks.scores"),
    ({"ship": "atlantis"}, "decks.ship: an island key"), ({"ship": 4}, "decks.ship"),
    ({"active": ["hochland"]}, "SH3"), ({"active": []}, "decks.active"),
    ({"active": ["eisfelsen", "eisfelsen"]}, "SH3"),
    ({"active": ["hochland", "eisfelsen", "sandkap"]}, "decks.active"),
    ({"discard": [0]}, "placed twice"), ({"discard": [1, 1]}, "placed twice"),
    ({"discard": [36]}, "not a card id"), ({"discard": "1"}, "list of card ids"),
])
def test_a_meuterer_position_is_checked_like_any_untrusted_value(
        change: dict[str, Any], needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    data = data_of("meuterer_last_round_position")
    data["decks"].update(change)
    assert needle in run_malformed(data, capsys)


@pytest.mark.parametrize("field, value", [("round", 0), ("round", 99), ("ship", 12),
                                          ("active", [5]), ("active", [4, 4]),
                                          ("scores", [1]), ("discard", [0])])
def test_a_log_with_an_impossible_position_is_refused_on_loading(field: str, value: Any) -> None:
    book, game, _steps = _loaded(data_of("meuterer_last_round_position"))
    log = game.to_json()
    log["events"][1][field] = value
    with pytest.raises(ValueError, match="position_set"):
        type(game).from_json(copy.deepcopy(log), book.cat)
    log = game.to_json()
    log["events"].insert(3, log["events"][1])                # not right after game_started
    with pytest.raises(ValueError, match="position_set"):
        type(game).from_json(log, book.cat)
