"""The scenario runner (`jolly-roger scenario FILE.json`) and the worked examples of
docs/scenarios.md, run exactly as an outside tester runs them."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.scenario import run

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "scenarios"


def run_file(path: Path) -> tuple[int, list[dict], str]:
    proc = subprocess.run([sys.executable, "-m", "game.jolly_roger.scenario", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    lines = [json.loads(x) for x in proc.stdout.splitlines() if x.strip()]
    return proc.returncode, lines, proc.stderr


def run_data(data: object) -> tuple[int, list[dict]]:
    buf = io.StringIO()
    code = run(data, buf)
    return code, [json.loads(x) for x in buf.getvalue().splitlines()]


def of_type(lines: list[dict], t: str) -> list[dict]:
    return [x for x in lines if x.get("type") == t]


def test_AT5_rulebook_example_attack_fails_on_sabers() -> None:
    code, lines, _ = run_file(EXAMPLES / "at5_fort_attack_fails.json")
    assert code == 0
    (res,) = of_type(lines, "attack_resolved")
    assert res == {"type": "attack_resolved", "success": False, "totals": [3, 4, 2],
                   "require": [1, 4, 3]}
    summary = lines[-1]["summary"]
    assert summary["round"] == 2 and summary["prizes"] == [[], [], [], []]
    assert summary["next"]["step"] == "appoint"


def test_L2_rulebook_example_five_prizes_among_four() -> None:
    code, lines, _ = run_file(EXAMPLES / "l2_five_prizes_among_four.json")
    assert code == 0
    counts = sorted(len(p) for p in lines[-1]["summary"]["prizes"])
    assert counts == [1, 1, 1, 2]


def test_L2_rulebook_example_three_prizes_among_four() -> None:
    code, lines, _ = run_file(EXAMPLES / "l2_three_prizes_among_four.json")
    assert code == 0
    counts = sorted(len(p) for p in lines[-1]["summary"]["prizes"])
    assert counts == [0, 1, 1, 1]


def test_L2_uneven_share_exits_2_with_clause_and_index() -> None:
    code, lines, _ = run_file(EXAMPLES / "l2_uneven_share_refused.json")
    assert code == 2
    assert lines[-1]["clause"] == "L2" and lines[-1]["command_index"] == 14
    assert "error" in lines[-1]


def test_M7_rulebook_example_captain_six_beats_mutineer_five() -> None:
    code, lines, _ = run_file(EXAMPLES / "m7_captain_six_beats_mutineer_five.json")
    assert code == 0
    (res,) = of_type(lines, "mutiny_resolved")
    assert res["winner"] == "captain" and res["totals"] == [6, 5] and res["losers"] == [2]
    summary = lines[-1]["summary"]
    assert summary["captain"] == 0 and summary["next"]["step"] == "destination"


def test_whole_game_runs_to_the_end_with_scores() -> None:
    code, lines, _ = run_file(EXAMPLES / "full_game_4_seats.json")
    assert code == 0
    summary = lines[-1]["summary"]
    assert summary["over"] is True and summary["winners"]
    assert len(summary["scores"]) == 4
    assert of_type(lines, "game_ended")


@pytest.mark.parametrize("text,needle", [
    ("{not json", "not valid JSON"),
    ('{"seats": 2}', "3 to 10 players"),
    ('{"seats": 4, "commands": [{"seat": 0, "action": "fly"}]}', "unknown action"),
    ('{"seats": 4, "commands": [{"seat": "x", "action": "pass"}]}', "whole number"),
    ('{"seats": 4, "colour": "red"}', "unknown key"),
    ('{"seats": 4, "decks": {"hands": [[1, 1], [], [], []]}}', "every card once"),
    ('[1, 2]', "JSON object"),
])
def test_malformed_scenario_exits_1_with_a_message(tmp_path: Path, text: str, needle: str) -> None:
    f = tmp_path / "bad.json"
    f.write_text(text)
    code, lines, err = run_file(f)
    assert code == 1
    assert needle in err
    assert "Traceback" not in err


def test_missing_file_exits_1(tmp_path: Path) -> None:
    code, _lines, err = run_file(tmp_path / "nope.json")
    assert code == 1 and "cannot be read" in err


def test_every_event_line_is_full_information_json() -> None:
    """Observer output: the setup event shows every hand and deck order (no redaction)."""
    code, lines = run_data({"seats": 5, "seed": 4})
    assert code == 0
    start = lines[0]
    assert start["type"] == "game_started"
    assert all(x >= 0 for h in start["hands"] for x in h)
    assert len(start["crew_deck"]) + sum(map(len, start["hands"])) == 66
    assert lines[-1]["summary"]["next"]["step"] == "appoint"


def test_illegal_command_stops_the_run_with_exit_2() -> None:
    code, lines = run_data({"seats": 4, "seed": 1, "decks": {"captain": 0},
                            "commands": [{"seat": 2, "action": "appoint", "target": 1}]})
    assert code == 2
    assert lines[-1] == {"error": lines[-1]["error"], "clause": "A1", "command_index": 0}


def test_C6_docs_card_table_matches_the_catalogue() -> None:
    """docs/scenarios.md lists the card ids from the data file, never typed by hand."""
    from game.jolly_roger.scenario import card_table
    assert card_table(CAT) in (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")


def output_section() -> str:
    """docs/scenarios.md's section "The output", up to the next section."""
    text = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    start = text.index("## The output")
    return text[start:text.index("\n## ", start)]


def event_entries() -> dict[str, str]:
    """Each documented event's entry: a bullet `- `type` …` with its continuation lines."""
    entries: dict[str, str] = {}
    for bullet in re.split(r"\n(?=- `)", output_section()):
        heads = re.match(r"- ((?:`[a-z_]+`(?: / )?)+)", bullet)
        if heads:
            for name in re.findall(r"`([a-z_]+)`", heads.group(1)):
                entries[name] = re.split(r"\n(?!  )", bullet)[0]
    return entries


def test_every_event_type_and_each_of_its_fields_is_documented_in_the_output_section() -> None:
    """An outside tester reads every line of the output from the docs: every registered event
    type has its entry in "The output", naming each of its fields."""
    from game.jolly_roger.events import EVENTS

    entries = event_entries()
    missing = sorted(set(EVENTS.classes) - set(entries))
    assert not missing, f"undocumented event types: {missing}"
    for name, cls in EVENTS.classes.items():
        fields = [f for f in cls._fields if f"`{f}`" not in entries[name]]  # type: ignore[attr-defined]
        assert not fields, f"{name}: fields {fields} are not in its entry"


def test_every_reason_a_card_is_drawn_for_is_documented() -> None:
    """cards_drawn's `reason` values, as the rules write them (draw_crew's last argument)."""
    rules = ROOT / "game" / "jolly_roger" / "rules"
    reasons = {m for path in rules.glob("*.py")
               for m in re.findall(r'draw_crew\([^)]*"([a-z_]+)"\)', path.read_text())}
    assert {"free", "port", "exchange", "captains_gold", "stowaways"} <= reasons
    entry = event_entries()["cards_drawn"]
    assert not [r for r in reasons if f"`{r}`" not in entry]
