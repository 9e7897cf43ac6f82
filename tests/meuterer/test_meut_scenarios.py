"""Meuterer's worked examples EX1–EX18 (docs/scenarios/meuterer/), run exactly as an outside
tester runs them (`python -m game.meuterer.scenario FILE`, the runner behind `jolly-roger
scenario`)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from game.meuterer.scenario import run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "scenarios" / "meuterer"
B, S, F, C = 0, 1, 2, 3           # Bernhard, Steffi, Florian, Carmen


def play(name: str) -> tuple[int, list[dict], dict]:
    """In process (fast): the exit code, the event lines and the summary (or error line)."""
    buf = io.StringIO()
    code = run(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")), buf)
    lines = [json.loads(x) for x in buf.getvalue().splitlines()]
    return code, lines[:-1], lines[-1].get("summary", lines[-1])


def of(lines: list[dict], t: str) -> list[dict]:
    return [x for x in lines if x["type"] == t]


def island(key: str) -> int:
    from meut_support import ISLAND

    return ISLAND[key]


def test_every_example_is_in_a_file() -> None:
    stems = {p.stem for p in EXAMPLES.glob("*.json")}
    covered = set()
    for stem in stems:
        head = stem.split("_")[0]                 # ex01, ex10b, ...
        covered.add(int(head[2:4]))
        if stem.startswith("ex01_08"):
            covered.update(range(1, 9))
    assert covered == set(range(1, 19))


def test_the_command_line_runs_an_example_file() -> None:
    proc = subprocess.run([sys.executable, "-m", "game.meuterer.scenario",
                           str(EXAMPLES / "ex01_08_introductory_round.json")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1])["summary"]["scores"] == [2, 5, 4, 4]


def test_EX1_CO1_RU14_the_wage_is_public() -> None:
    code, lines, s = play("ex01_08_introductory_round")
    assert code == 0
    assert of(lines, "wage_set")[0] == {"type": "wage_set", "seat": B, "wage": 0}


def test_EX2_OF1_OF7_DA1_offering_order_passes_and_role_picks() -> None:
    """EX2: the offers and passes in order; Steffi sees all 5 roles, Florian 4 (no Mutineer),
    Carmen 3; the captain's course lands 2 steps on, on Grünland (OF6), with no role."""
    code, lines, s = play("ex01_08_introductory_round")
    offered = [(x["seat"], x["card"]) for x in of(lines, "offered")]
    assert offered[:5] == [(B, 30), (S, 32), (F, 16), (C, 12), (B, 9)]
    assert offered[5:] == [(F, 17), (C, 6), (B, 10), (C, 7)]
    passes = [(x["seat"], len(x["cards"])) for x in of(lines, "passed")]
    assert passes == [(S, 4), (F, 3), (B, 2), (C, 2)]
    picks = of(lines, "role_picked")
    assert [(p["seat"], p["role"], len(p["seen"])) for p in picks] == \
        [(S, "mutineer", 5), (F, "merchant", 4), (C, "boy", 3)]
    assert "mutineer" not in picks[1]["seen"]
    dest = of(lines, "destination_placed")[0]
    assert (dest["who"], dest["steps"], dest["island"]) == ("captain", 2, island("gruenland"))


def test_EX3_RV1_RV2_RV3_DA3_reveal_and_the_mutineers_course() -> None:
    code, lines, s = play("ex01_08_introductory_round")
    (rev,) = of(lines, "roles_revealed")
    assert rev["roles"] == ["", "mutineer", "merchant", "boy"]      # no Mate: RV3
    mdest = of(lines, "destination_placed")[1]
    assert (mdest["who"], mdest["steps"], mdest["island"]) == ("mutineer", 4,
                                                               island("eisfelsen"))


def test_EX4_MU1_MU2_MU3_MU4_RU3_RU4_the_mutiny_ends_two_all_for_the_mutineer() -> None:
    code, lines, s = play("ex01_08_introductory_round")
    (start,) = of(lines, "mutiny_started")
    assert start["participants"] == [B, S, C] and start["strength"] == [1, 1]   # RU4
    plays = [(x["seat"], len(x["cards"])) for x in of(lines, "sabres_played")]
    assert plays == [(B, 1), (S, 1), (C, 0), (B, 0), (S, 0)]    # RU3: a quiet lap ends it
    (end,) = of(lines, "mutiny_ended")
    assert end["won"] is True and end["strength"] == [2, 2] and end["mutineer"] == S


def test_EX5_VR2_the_mutineer_steers_and_takes_the_captain_cards() -> None:
    code, lines, s = play("ex01_08_introductory_round")
    scored = [(x["seat"], x["points"], x["cause"]) for x in of(lines, "role_scored")]
    assert scored == [(S, 5, "ship"), (C, 2, "boy")]
    assert of(lines, "destination_removed") == [{"type": "destination_removed",
                                                 "who": "captain"}]
    assert of(lines, "captain_changed")[0]["seat"] == S and s["captain"] == S


def test_EX6_SA1_SA2_SA3_SA4_SA5_RU7_sales_on_hochland() -> None:
    """Steffi (the new captain) sells first: nothing sellable, assigned unasked; Florian's
    cloth and Bernhard's wine have one plan each; Carmen chooses salt. Three tied at 2: the
    merchant 4, the others Hochland's third value 2."""
    code, lines, s = play("ex01_08_introductory_round")
    assert of(lines, "sales_started")[0]["sellers"] == [S, F, C, B]
    alloc = {x["seat"]: (x["plan"], x["auto"]) for x in of(lines, "allocated")}
    assert alloc[S] == ([], True) and alloc[F] == ([[0, [16, 17]]], True)
    assert alloc[B] == ([[0, [9, 10]]], True) and alloc[C] == ([[0, [6, 7]]], False)
    (sold,) = of(lines, "island_scored")
    assert sold["counts"] == [2, 0, 2, 2] and sold["points"] == [2, 0, 4, 2]
    assert s["scores"] == [2, 5, 4, 4]


def test_EX7_SH1_SH2_SH3_CL1_CL2_the_ship_moves_to_eisfelsen() -> None:
    code, lines, s = play("ex01_08_introductory_round")
    (moved,) = of(lines, "ship_moved")
    assert moved["island"] == island("eisfelsen")
    assert moved["active"] == [island("hochland"), island("eisfelsen")]
    assert s["active"] == ["hochland", "eisfelsen"] and s["ship"] == "eisfelsen"
    (clean,) = of(lines, "cleaned_up")
    assert sorted(clean["discarded"]) == sorted([30, 9, 10, 31, 32, 33, 16, 17, 12, 6, 7])
    assert s["dest_captain"] is None and s["dest_mutineer"] is None


def test_EX8_CL3_DW1_R2_the_new_captain_draws_first() -> None:
    code, lines, s = play("ex01_08_introductory_round")
    draws = [(x["seat"], x["cards"]) for x in of(lines, "drawn")]
    assert draws == [(S, [1, 2]), (F, [3, 8]), (C, [13, 14, 18]), (B, [19, 20, 21, 25])]
    assert all(len(h) == 5 for h in s["hands"])
    assert of(lines, "round_started")[-1] == {"type": "round_started", "round": 2,
                                              "captain": S}
    assert s["next"]["seat"] == S and s["next"]["step"] == "wage"


def test_EX9_DW3_RU15_RU17_the_loadmaster_keeps_two_of_five() -> None:
    code, lines, s = play("ex09_loadmaster_extra_draw")
    assert code == 0
    extra = [x for x in of(lines, "drawn") if x["extra"]]
    assert extra == [{"type": "drawn", "seat": F, "cards": [3, 8, 13, 14, 18], "extra": True}]
    (kept,) = of(lines, "kept")
    assert kept["kept"] == [3, 18] and kept["rejected"] == [8, 13, 14]
    assert s["discard"][-3:] == [14, 13, 8]           # under the discard pile (top first)
    assert 3 in s["hands"][F] and 18 in s["hands"][F] and 8 not in s["hands"][F]


def test_EX18_RU19_a_loadmaster_who_declines_draws_as_usual() -> None:
    code, lines, s = play("ex18_loadmaster_declines")
    assert of(lines, "extra_chosen") == [{"type": "extra_chosen", "seat": F, "use": False}]
    assert [x for x in of(lines, "drawn") if x["seat"] == F] == [
        {"type": "drawn", "seat": F, "cards": [3, 8], "extra": False}]
    assert of(lines, "kept") == [] and 8 not in s["discard"]


def test_EX10_MU2_MU4_VR1_the_mate_holds_the_ship() -> None:
    code, lines, s = play("ex10_mate_holds_the_ship")
    assert code == 0
    (end,) = of(lines, "mutiny_ended")
    assert end["won"] is False and end["strength"] == [3, 2]
    assert of(lines, "destination_removed")[0]["who"] == "mutineer"
    scored = [(x["seat"], x["points"], x["cause"]) for x in of(lines, "role_scored")]
    assert scored == [(B, 4, "ship"), (F, 1, "mate")]        # wage 0: nothing paid
    assert of(lines, "ship_moved")[0]["island"] == island("gruenland")
    assert s["captain"] == B


def test_EX10_MU4_a_tie_goes_to_the_mutineer() -> None:
    code, lines, s = play("ex10b_mate_carmen_plays_her_sabre")
    (end,) = of(lines, "mutiny_ended")
    assert end["won"] is True and end["strength"] == [3, 3]
    assert s["captain"] == S and s["ship"] == "eisfelsen"


def test_EX11_SA3_a_good_split_across_two_islands() -> None:
    code, lines, s = play("ex11_grain_split_on_two_islands")
    assert code == 0
    scored = of(lines, "island_scored")[-2:]
    assert {x["island"]: x["points"][S] for x in scored} == {island("hochland"): 4,
                                                             island("affeninsel"): 2}


def test_EX12_SA4_four_tied_nobody_scores() -> None:
    code, lines, s = play("ex12_four_way_tie_nobody_scores")
    (sold,) = of(lines, "island_scored")
    assert sold["counts"] == [1, 1, 1, 1] and sold["points"] == [0, 0, 0, 0]
    assert all(x["auto"] for x in of(lines, "allocated"))        # DA5: one plan each


def test_EX12_RU6_SA5_four_tied_with_the_merchant() -> None:
    code, lines, s = play("ex12b_four_way_tie_merchant")
    (sold,) = of(lines, "island_scored")
    assert sold["points"] == [0, 0, 0, 4]


def test_EX13_VR1_C8_DA9_the_wage_can_drive_the_captain_negative() -> None:
    code, lines, s = play("ex13_captain_pays_the_wage")
    scored = [(x["seat"], x["points"], x["cause"]) for x in of(lines, "role_scored")]
    assert scored == [(B, 2, "ship"), (S, 4, "mate"), (B, -3, "wage")]
    assert s["scores"][:2] == [-1, 4]


def test_EX14_OF6_SH3_a_captain_with_no_cards_stays() -> None:
    code, lines, s = play("ex14_captain_keeps_no_cards")
    dest = of(lines, "destination_placed")[0]
    assert dest["steps"] == 0 and dest["island"] == island("hochland")
    assert of(lines, "role_scored")[0] == {"type": "role_scored", "seat": B, "points": 5,
                                           "cause": "ship"}
    assert of(lines, "ship_moved")[0]["active"] == [island("hochland")]


def test_EX15_R1_E1_RU1_four_players_end_after_sales_of_round_8() -> None:
    code, lines, s = play("ex15_last_round_four_players")
    assert code == 0 and s["over"]
    assert of(lines, "round_started")[-1]["round"] == 8
    last = max(i for i, x in enumerate(lines) if x["type"] == "round_started")
    tail = [x["type"] for x in lines[last:]]
    assert tail[-1] == "game_ended" and tail[-2] == "island_scored"
    assert not {"ship_moved", "cleaned_up", "drawn"} & set(tail)


def test_EX15_V1_three_players_play_nine_rounds() -> None:
    code, lines, s = play("ex15b_nine_rounds_three_players")
    assert code == 0 and s["over"] and of(lines, "round_started")[-1]["round"] == 9
    for rev in of(lines, "roles_revealed"):
        assert len([r for r in rev["roles"] if r]) == 2        # V1: two roles of five


def test_EX16_RU2_the_merchants_sabre_counts_for_nobody() -> None:
    code, lines, s = play("ex16_merchant_sabre_counts_for_nobody")
    (start,) = of(lines, "mutiny_started")
    assert start["strength"] == [1, 1] and F not in start["participants"]
    assert of(lines, "mutiny_ended")[0]["won"] is True


def test_EX17_SA3_RU18_wine_on_hochland_grain_on_affeninsel() -> None:
    code, lines, s = play("ex17_wine_and_grain_legal")
    assert code == 0
    plan = [x for x in of(lines, "allocated") if x["seat"] == S][-1]["plan"]
    assert plan == [[island("hochland"), [12]], [island("affeninsel"), [22, 23, 24, 25]]]


def test_EX17_SA3_grain_left_unsold_is_refused() -> None:
    code, lines, err = play("ex17b_grain_unsold_refused")
    assert code == 2 and err["clause"] == "SA3" and "grain" in err["error"]


def test_EX17_SA3_hochland_left_empty_while_wine_could_go_is_refused() -> None:
    code, lines, err = play("ex17c_hochland_left_empty_refused")
    assert code == 2 and err["clause"] == "SA3" and "Hochland" in err["error"]


def run_file(data: dict) -> tuple[int, str]:
    buf = io.StringIO()
    return run(data, buf), buf.getvalue()


def test_S5_a_pile_that_leaves_no_hands_is_refused_as_malformed() -> None:
    """Issue 29: listing all 36 cards in `decks.pile` dealt empty hands and exited 0."""
    data = {"game": "meuterer", "seats": ["A", "B", "C", "D"], "seed": 1,
            "decks": {"pile": list(range(36))}, "commands": []}
    code, _out = run_file(data)
    assert code == 1


def test_SA3_an_allocation_plan_as_an_object_means_the_same_as_the_list() -> None:
    """Issue 29: `plan` as an object {"island": [cards]} (docs/scenarios.md) is read as the
    list of pairs: the example plays to the same end either way."""
    data = json.loads((EXAMPLES / "ex01_08_introductory_round.json").read_text(encoding="utf-8"))
    listed = run_file(data)
    for command in data["commands"]:
        if command.get("action") == "allocate":
            command["plan"] = {str(isle): cards for isle, cards in command["plan"]}
    assert run_file(data) == listed
    for command in data["commands"]:
        if command.get("action") == "allocate":
            command["plan"] = {"not an island": [6]}
            break
    assert run_file(data)[0] == 1                    # the wrong form: malformed, exit 1
