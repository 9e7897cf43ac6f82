"""RUM's worked examples EX1–EX18 (docs/scenarios/rum/), run exactly as an outside tester runs
them (`python -m game.rum.scenario FILE`, the runner behind `jolly-roger scenario`)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from rum_support import CAT

from game.rum.scenario import run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "scenarios" / "rum"


def play(name: str) -> tuple[int, list[dict], dict]:
    """In process (fast): the exit code, the event lines and the summary (or error line)."""
    buf = io.StringIO()
    code = run(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")), buf)
    lines = [json.loads(x) for x in buf.getvalue().splitlines()]
    return code, lines[:-1], lines[-1].get("summary", lines[-1])


def types(lines: list[dict]) -> list[str]:
    return [x["type"] for x in lines]


def of(lines: list[dict], t: str) -> list[dict]:
    return [x for x in lines if x["type"] == t]


def captain(summary: dict, colour: str) -> tuple[int, int | None]:
    (c,) = [c for c in summary["captains"] if c["colour"] == colour]
    return c["value"], c["owner"]


def test_every_example_file_is_tested() -> None:
    names = {p.stem.split("_")[0].rstrip("ab") for p in EXAMPLES.glob("*.json")}
    assert names == {f"ex{i:02}" for i in range(1, 19)}


def test_the_command_line_runs_an_example_file() -> None:
    proc = subprocess.run([sys.executable, "-m", "game.rum.scenario",
                           str(EXAMPLES / "ex02_first_capture.json")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1])["summary"]["scores"] == [2, 0]


def test_EX1_S1_S2_S3_S4_S5_setup_three_players() -> None:
    code, lines, s = play("ex01_setup_three_players")
    assert code == 0 and s["clock"] == 1
    assert all(c["value"] == 1 and c["owner"] is None for c in s["captains"])
    assert all(b["face_up"] for b in s["beach"]) and [len(h) for h in s["hands"]] == [1, 1, 1]
    assert len(s["wreck"]) == 16 and 21 in s["wreck"]


def test_EX2_PL4_PL10_first_capture() -> None:
    code, lines, s = play("ex02_first_capture")
    assert code == 0 and captain(s, "green") == (2, 0) and s["scores"] == [2, 0]


def test_EX3_PL9_PL10_PL11_TR1_ania_big_set() -> None:
    code, lines, s = play("ex03_ania_big_set")
    assert code == 0
    assert (captain(s, "yellow"), captain(s, "blue"), captain(s, "green")) == \
        ((4, 0), (2, 0), (7, 0))
    assert s["scores"] == [13, 0, 0]
    (laid,) = of(lines, "set_laid")
    assert sorted(c[4] for c in laid["captures"]) == ["count", "count", "trio"]
    # PL11: the laid cards are in the wreck, the beach cards that counted stay face up
    assert {1, 2, 3, 20, 17} <= set(s["wreck"]) and s["hands"][0] == []
    assert [b["card"] for b in s["beach"]] == [0, 9, 15]


def test_EX4_PL6_eight_bottles_without_the_trio_are_refused() -> None:
    code, lines, err = play("ex04a_eight_without_trio_refused")
    assert code == 2 and err["clause"] == "PL8"


def test_EX4_PL6_the_trio_takes_an_8_which_stays_8() -> None:
    code, lines, s = play("ex04b_eight_taken_by_trio")
    assert code == 0 and captain(s, "green") == (8, 0) and s["scores"] == [8, 0]


def test_EX5_PL7_RU8_own_card_re_raised() -> None:
    code, lines, s = play("ex05_own_card_re_raised")
    assert code == 0 and captain(s, "red") == (4, 0)


def test_EX6_PL8_a_set_capturing_nothing_is_refused() -> None:
    code, lines, err = play("ex06_set_capturing_nothing_refused")
    assert code == 2 and err["clause"] == "PL8" and err["command_index"] == 0


def test_EX7_PA1_PA2_PA3_PA4_parrot_from_the_wreck() -> None:
    code, lines, s = play("ex07_parrot_from_the_wreck")
    assert code == 0
    assert of(lines, "return_asked") == [{"type": "return_asked", "cause": "parrot",
                                          "count": 2, "seats": [0]}]
    assert s["hands"][0] == [11] and s["clock"] == 2 and 21 in s["wreck"]
    assert s["next"]["seat"] == 1 and s["next"]["step"] == "turn"
    drawn = of(lines, "drawn")
    assert len(drawn) == 1 and drawn[0]["card"] == 21  # PA4: no replacement card


def test_EX8_PA2_RU2_a_small_hand_goes_whole_unasked() -> None:
    code, lines, s = play("ex08_parrot_takes_the_whole_small_hand")
    assert code == 0 and not of(lines, "return_asked")
    assert of(lines, "returned")[0]["cards"] == [9, 10]
    assert s["hands"][0] == [] and s["clock"] == 6


def test_EX9_EW1_EW2_empty_wreck_dump() -> None:
    code, lines, s = play("ex09_empty_wreck_dump")
    assert code == 0
    (dump,) = of(lines, "wreck_emptied")
    assert [seat for seat, _cards in dump["dumps"]] == [0, 1]
    assert sum(len(c) for _s, c in dump["dumps"]) == 16
    assert s["hands"] == [[], [], [17, 18, 19]] and s["clock"] == 2 and len(s["wreck"]) == 16


def test_EX10_EW3_PA2_parrot_as_the_last_wreck_card() -> None:
    code, lines, s = play("ex10_parrot_is_the_last_wreck_card")
    assert code == 0
    t = types(lines)
    assert t.index("wreck_emptied") < t.index("return_asked") < t.index("parrot_back")
    assert [c["clock"] for c in of(lines, "clock_advanced")] == [5, 6]
    assert of(lines, "return_asked")[0]["count"] == 3   # read after EW2 (RU2)
    assert s["hands"] == [[3, 4, 5, 6, 7], []]


def test_EX11_WV1_WV2_WV3_DA3_wave_reveals_the_parrot() -> None:
    code, lines, s = play("ex11_wave_reveals_the_parrot")
    assert code == 0
    assert of(lines, "wave_came")[0]["cards"] == [21, 9, 10]
    assert of(lines, "return_asked")[0]["seats"] == [0, 1]  # Łukasz (1 card) is not asked
    t = types(lines)
    # DA3: both choices collected first, then applied together in seat order from Ania
    assert t.index("return_chosen") < t.index("returned")
    assert [r["seat"] for r in of(lines, "returned")] == [0, 1, 2]
    assert t.index("returned") < t.index("clock_advanced") < t.index("parrot_back")
    assert of(lines, "refilled")[-1] == {"type": "refilled", "spot": 0, "card": 20,
                                         "face_up": True}
    assert s["clock"] == 2 and s["hands"] == [[2, 15], [5], []]


def test_EX12_WV5_RU13_a_wave_washes_a_trio() -> None:
    code, lines, s = play("ex12_wave_washes_a_trio")
    assert code == 0
    assert of(lines, "trio_washed")[0]["cards"] == [0, 1, 2]
    assert all(b["face_up"] for b in s["beach"]) and {0, 1, 2} <= set(s["wreck"])
    assert s["clock"] == 1


def test_EX13_E2_E3_RU15_points_end() -> None:
    code, lines, s = play("ex13_points_end")
    assert code == 0 and s["over"] and s["end_cause"] == "points" and s["winners"] == [0]
    assert types(lines)[-1] == "game_ended"


def test_EX14_E4_tie_broken_by_captain_cards() -> None:
    code, lines, s = play("ex14a_tie_more_captain_cards")
    assert code == 0 and s["scores"] == [14, 14]
    assert (s["winners"], s["tiebreak"], s["end_cause"]) == ([0], "cards", "clock")


def test_EX14_E4_tie_broken_by_the_highest_card() -> None:
    code, lines, s = play("ex14b_tie_highest_card")
    assert code == 0 and s["scores"] == [12, 12]
    assert (s["winners"], s["tiebreak"]) == ([0], "highest")


def test_EX15_WV3_RU15_wave_parrot_ends_on_the_clock() -> None:
    code, lines, s = play("ex15_wave_parrot_ends_on_the_clock")
    assert code == 0 and s["over"] and s["end_cause"] == "clock" and s["clock"] == 8
    assert [r["seat"] for r in of(lines, "returned")] == [0, 1]
    assert "parrot_back" not in types(lines) and types(lines)[-1] == "game_ended"
    assert s["beach"][0] == {"card": 21, "face_up": True}   # no refill


def test_EX16_EW3_RU15_DA8_clock_end_skips_the_parrot() -> None:
    code, lines, s = play("ex16_last_card_parrot_at_clock_7")
    assert code == 0 and s["over"] and s["end_cause"] == "clock"
    t = types(lines)
    assert "return_asked" not in t and "returned" not in t and "parrot_back" not in t
    assert t[-3:] == ["wreck_emptied", "clock_advanced", "game_ended"]


def test_EX17_RU22_own_eight_alone_is_refused() -> None:
    code, lines, err = play("ex17a_own_eight_refused")
    assert code == 2 and err["clause"] == "RU22"


def test_EX17_RU22_own_eight_with_another_capture_is_legal() -> None:
    code, lines, s = play("ex17b_own_eight_with_another_capture")
    assert code == 0 and captain(s, "green") == (8, 0) and captain(s, "blue") == (2, 0)


def test_EX18_RU14_setup_trio_redrawn() -> None:
    code, lines, s = play("ex18_setup_beach_trio_redrawn")
    assert code == 0
    start = lines[0]
    assert start["washed"] == [[3, 4, 5]] and start["clock"] == 1
    assert 21 not in start["beach"] and len({CAT.single[c] for c in start["beach"]}) > 1
    assert s["clock"] == 1 and "return_asked" not in types(lines)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_every_example_has_a_description_citing_its_clauses(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "rum" and data["description"].startswith("EX")


def test_C9_the_card_list_in_docs_is_the_data_files() -> None:
    from game.rum.scenario import card_table
    doc = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    assert card_table(CAT) in doc.split("# RUM scenarios", 1)[1]


def test_every_rum_event_type_is_documented() -> None:
    from game.rum.events import EVENTS
    doc = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8").split("# RUM scenarios")[1]
    for name in EVENTS.classes:
        assert f"| `{name}` |" in doc, name
