"""Merchants & Marauders' worked examples EX1–EX46 (docs/scenarios/merchants-marauders/), each
played exactly as an outside tester plays it (`python -m game.merchants.scenario FILE`, the
runner behind `jolly-roger scenario`), in process; each test reads the outcome the contract
states from the runner's event lines and summary."""

from __future__ import annotations

import functools
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.merchants import events as E
from game.merchants import scenario
from game.merchants.rulebook import Merchants

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "scenarios" / "merchants-marauders"
BOOK = Merchants.own()
CAT = BOOK.cat
Z = {z.id: z.index for z in CAT.zones}          # "Z13" -> 12
FILES = sorted(p.stem for p in EXAMPLES.glob("*.json"))
A, B, C, D = 0, 1, 2, 3                          # Anne, Bart, Cleo, Dirk
SPAIN, ENGLAND, FRANCE, NETHERLANDS, PIRATE_SLOOP, PIRATE_FRIGATE = range(6)   # NPC slots


def _data(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))


@functools.cache
def play(name: str) -> tuple[int, tuple[dict[str, Any], ...], dict[str, Any]]:
    """The exit code, every line before the summary (events, refusals) and the summary."""
    buf = io.StringIO()
    code = scenario.run(_data(name), buf, BOOK)
    lines = [json.loads(x) for x in buf.getvalue().splitlines()]
    last = lines[-1]
    if "summary" in last:
        return code, tuple(lines[:-1]), last["summary"]
    return code, tuple(lines), {}


def ok(name: str) -> tuple[tuple[dict[str, Any], ...], dict[str, Any]]:
    code, lines, summary = play(name)
    assert code == 0, lines[-1]
    return lines, summary


def of(lines: tuple[dict[str, Any], ...], t: str, **fields: Any) -> list[dict[str, Any]]:
    """The events of type `t` (with these field values)."""
    return [x for x in lines if x.get("type") == t
            and all(x.get(k) == v for k, v in fields.items())]


def refusals(lines: tuple[dict[str, Any], ...]) -> list[str]:
    return [x["clause"] for x in lines if "refused" in x]


def index(lines: tuple[dict[str, Any], ...], t: str, **fields: Any) -> int:
    """Where the first event of type `t` (with these fields) stands among the lines."""
    return next(i for i, x in enumerate(lines) if x.get("type") == t
                and all(x.get(k) == v for k, v in fields.items()))


def game_at(name: str, k: int) -> Any:
    """The file's game after its first `k` steps (refused and view steps change nothing)."""
    game, steps = scenario.TOOL.load_file(_data(name), BOOK)
    for st in steps[:k]:
        if st.command is not None and st.refusal is None:
            game.submit(st.command)
    return game


def track(summary: dict[str, Any], seat: int) -> list[int]:
    t = summary["seats"][seat]["track"]
    return [t["hull"], t["masts"], t["hold"], t["crew"], t["cannons"]]


def turn_of(lines: tuple[dict[str, Any], ...], i: int) -> int:
    """The game turn the line `i` belongs to (a position starting inside a seat's turn is in
    its `turn`)."""
    turns = [x["turn"] for x in lines[:i + 1] if x.get("type") == "game_turn_began"
             or (x.get("type") == "position_set" and x["active"] >= 0)]
    return turns[-1] if turns else 0


# --- the files --------------------------------------------------------------------------------


def test_every_example_is_in_a_file() -> None:
    covered = {int(stem[2:4]) for stem in FILES}
    covered |= {41 for stem in FILES if stem.startswith("ex40_41")}
    assert covered == set(range(1, 47))


@pytest.mark.parametrize("name", FILES)
def test_every_file_plays_to_its_end_and_cites_its_example(name: str) -> None:
    """Exit 0 (a refusal an example shows is an `expect_refusal` step), under 20 kB, and its
    description names the example and its clauses."""
    assert (EXAMPLES / f"{name}.json").stat().st_size < 20_000
    ok(name)
    desc = _data(name)["description"]
    assert desc.startswith(f"EX{int(name[2:4])} (") and len(desc) > 80


@pytest.mark.parametrize("name", ["ex12_the_seeds_battle", "ex40_41b_no_captain_left",
                                  "ex46_replacement_and_return"])
def test_a_played_example_replays_from_its_events_alone(name: str) -> None:
    """DA2, DA14: the log of a scenario (its position and prescribed dice included) rebuilds
    the same game with no generator involved."""
    game = game_at(name, len(_data(name)["commands"]))
    again = type(game).from_json(json.loads(json.dumps(game.to_json())), CAT)
    assert again.events == game.events
    assert again.view(0) == game.view(0) and again.prompt() == game.prompt()


def test_the_command_line_runs_an_example_file() -> None:
    proc = subprocess.run([sys.executable, "-m", "game.merchants.scenario",
                           str(EXAMPLES / "ex05_the_seeds_raid.json")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.splitlines()[-1])["summary"]
    assert summary["seats"][A]["ducats"] == 20 and summary["seats"][A]["cargo"] == [17]


# --- from the rulebook ------------------------------------------------------------------------


def test_EX1_S1_S16_setup_for_four_seats() -> None:
    """EX1 (S1–S16): 16 demand tokens on the ports and 8 in the pool; 16 modification tokens;
    17 merchants; 2 missions on the board, 23 in the deck; 34 events; 12 captains left; each
    seat 10 ducats, 1 glory card (66 left), its sloop in port at home, tracks 2/2/2/2/1, glory
    0; the start seat drawn at random."""
    lines, s = ok("ex01_setup_four_seats")
    (start,) = of(lines, "game_started")
    assert sum(t >= 0 for t in start["demand"]) == 16 and start["demand"][Z["Z17"]] == -1
    assert len(start["pool"]) == 8
    assert sum(t >= 0 for t in start["mods"]) == 16 and start["mods"][Z["Z17"]] == -1
    assert len(start["merchants"]) == 17 and all(t >= 0 for t in start["merchants"])
    assert len(start["board"]) == 2 and len(start["missions"]) == 23
    assert len(start["events"]) == 34
    assert len(start["dealt"]) == 4 and len(start["captains"]) == 12
    equipped = of(lines, "equipped")
    assert [(e["seat"], e["ship"], e["ducats"]) for e in equipped] == \
        [(i, "sloop", 10) for i in range(4)]
    for e in equipped:
        assert e["zone"] == CAT.captain(e["captain"]).home
    drawn = of(lines, "glory_card_drawn")
    assert [d["seat"] for d in drawn] == [0, 1, 2, 3]
    assert len(start["glory"]) - len(drawn) == 66
    (first,) = of(lines, "start_player_drawn")
    assert E.StartPlayerDrawn in E.RANDOM and s["start"] == first["seat"]
    for seat in range(4):
        assert track(s, seat) == [2, 2, 2, 2, 1] and s["seats"][seat]["glory"] == 0
        assert s["seats"][seat]["in_port"]


def test_EX2_MV1_MV5_A1_three_moves_and_no_port_action_left() -> None:
    """EX2: leave Havana's port, move to Nassau, enter its port — three actions; the Port
    action is refused (A1) and waits for the next turn."""
    lines, s = ok("ex02_three_moves")
    moved = [(m["zone"], m["in_port"], m["action"]) for m in of(lines, "ship_moved")]
    assert moved == [(Z["Z02"], False, True), (Z["Z03"], False, True), (Z["Z03"], True, True)]
    assert refusals(lines) == ["A1"]
    (began,) = of(lines, "port_began")
    assert began["zone"] == Z["Z03"] and turn_of(lines, index(lines, "port_began")) == 3
    assert s["seats"][A]["zone"] == "Z03" and s["seats"][A]["in_port"]


def test_EX3_SC2_SC5_one_try_per_target() -> None:
    """EX3: a missed scout [4,2] of B; B again is refused (SC5); the merchant may be
    scouted."""
    lines, _s = ok("ex03_one_try_per_target")
    rolls = of(lines, "rolled")
    assert rolls[0]["faces"] == [4, 2] and rolls[0]["context"] == "scout_player"
    scouted = [(x["target"], x["found"]) for x in of(lines, "scouted")]
    assert scouted == [("seat:1", False), ("merchant", False)]
    assert refusals(lines) == ["SC5"]
    assert not of(lines, "merchant_found")                  # MR1: the token stays


def test_EX4_BY3_BY4_RU53_market_prices() -> None:
    """EX4: spices, cocoa, cocoa, rum, rum, rum cost 3, 2, 2, 1, 1, 1; one cocoa and one rum
    cost 3; all six 10."""
    p = game_at("ex04_market_prices", 3).prompt()
    assert p.step == "market" and p.cards == (32, 24, 25, 16, 17, 18)
    assert p.prices == (3, 2, 2, 1, 1, 1)
    lines, s = ok("ex04_market_prices")
    (bought,) = of(lines, "bought")
    assert bought["cards"] == [24, 16] and bought["cost"] == 3
    assert bought["left"] == [32, 25, 17, 18] and s["seats"][A]["ducats"] == 7
    lines, s = ok("ex04b_market_all_six")
    assert of(lines, "bought")[0]["cost"] == 10 and s["seats"][A]["ducats"] == 0


def test_EX5_MR5_MR10_MR13_MR14_the_seeds_raid() -> None:
    """EX5: the bounty at the declaration; [5,3] exchanges the tobacco for spices; masts and
    hold 2->1; 1 escape < 4; 10 ducats, no glory; the rum kept, cocoa and spices discarded.
    Keeping the tobacco: cannons destroyed, the raid fails, no loot."""
    lines, s = ok("ex05_the_seeds_raid")
    bounty = index(lines, "bounty_set", nation="france", level=1, why="raid")
    assert index(lines, "raid_declared") < bounty < index(lines, "raid_cards_drawn")
    assert [x["cards"] for x in of(lines, "raid_cards_drawn")] == [[17, 29, 15], [36]]
    assert of(lines, "rolled", context="raid")[0]["faces"] == [5, 3]
    assert [(x["how"], x["card"]) for x in of(lines, "raid_spent")] == [("exchange", 15)]
    assert [x["location"] for x in of(lines, "seat_hit")] == ["masts", "hold"]
    assert of(lines, "raid_ended") == [{"type": "raid_ended", "seat": A, "result": "success",
                                        "loot": 10}]
    assert not of(lines, "glory_gained")
    (kept,) = of(lines, "loot_kept")
    assert kept["cards"] == [17] and kept["left"] == [29, 36]
    assert track(s, A) == [2, 1, 1, 2, 1] and s["seats"][A]["ducats"] == 20
    assert s["seats"][A]["cargo"] == [17] and s["seats"][A]["bounty"] == {"france": 1}
    lines, s = ok("ex05b_raid_keeping_the_tobacco")
    assert [x["location"] for x in of(lines, "seat_hit")] == ["masts", "cannons"]
    assert of(lines, "raid_ended")[0]["result"] == "destroyed"
    assert of(lines, "raid_ended")[0]["loot"] == 0 and s["seats"][A]["ducats"] == 10
    assert track(s, A) == [2, 1, 2, 2, 0] and s["seats"][A]["bounty"] == {"france": 1}


def test_EX6_BN2_BN4_BN9_RU8_the_first_bounty_and_the_defenders_reward() -> None:
    """EX6: E finds F: France's bounty 1 on E before round 1, F incurs nothing; F wins: +1
    glory and 5 ducats from France."""
    lines, s = ok("ex06_first_bounty")
    set_ = of(lines, "bounty_set")
    assert [(x["seat"], x["nation"], x["level"]) for x in set_] == [(A, "france", 1)]
    assert index(lines, "bounty_set") < index(lines, "battle_began")
    assert of(lines, "battle_ended")[0] == {"type": "battle_ended", "winner": 1, "how": "sunk"}
    assert of(lines, "glory_gained") == [{"type": "glory_gained", "seat": B, "source": "battle"}]
    assert of(lines, "bounty_claimed") == [{"type": "bounty_claimed", "seat": B,
                                            "nation": "france", "ducats": 5}]
    assert of(lines, "captain_died", seat=A, how="sunk")
    assert s["seats"][B]["ducats"] == 15 and s["seats"][B]["glory"] == 1
    assert s["seats"][B]["bounty"] == {}


def test_EX7_BN2_RU29_RU30_a_flagship_beaten_raises_the_bounty_twice() -> None:
    """EX7: finding the Dutch flagship sets Dutch 1; beating it, Dutch 2; +1 glory."""
    lines, s = ok("ex07_flagship_bounty_twice")
    levels = [(x["nation"], x["level"], x["why"]) for x in of(lines, "bounty_set")]
    assert levels == [("netherlands", 1, "attack"), ("netherlands", 2, "flagship")]
    assert of(lines, "battle_ended")[0]["winner"] == 0
    assert of(lines, "npc_defeated")[0]["slot"] == NETHERLANDS
    assert s["seats"][A]["glory"] == 1 and s["seats"][A]["bounty"] == {"netherlands": 2}
    assert "netherlands" not in s["npcs"]


def test_EX8_BN9_RU32_a_claim_from_one_nation() -> None:
    """EX8: B (wanted by Spain) beats P wanted by Spain 3 and England 1: England pays 5;
    Spain is refused. At war with England: no claim."""
    lines, s = ok("ex08_claim_one_nation")
    assert not of(lines, "bounty_set")                      # BN6: P is a pirate
    assert of(lines, "choice_asked", what="claim")[0]["options"] == ["england"]
    assert refusals(lines) == ["BN9"]
    assert of(lines, "bounty_claimed") == [{"type": "bounty_claimed", "seat": B,
                                            "nation": "england", "ducats": 5}]
    assert s["seats"][B]["ducats"] == 15 and s["seats"][B]["glory"] == 1
    lines, s = ok("ex08b_no_claim_at_war")
    assert not of(lines, "choice_asked", what="claim") and not of(lines, "bounty_claimed")
    assert s["seats"][B]["ducats"] == 10 and s["seats"][B]["glory"] == 1


def test_EX9_NM4_NM5_NS1_NS3_the_flagship_hunts_into_the_next_zone() -> None:
    """EX9: the Dutch flagship, icon N, goes E to Bridgetown after P in its port; no scout
    while P is in port; when P leaves, it scouts with max(2, 1) = 2 dice."""
    lines, _s = ok("ex09_hunting_into_port")
    moved = of(lines, "npc_moved", slot=NETHERLANDS)
    assert [(m["frm"], m["to"], m["why"], m["direction"], m["prey"]) for m in moved] == \
        [(Z["Z10"], Z["Z11"], "hunting", "N", A)]
    leave = index(lines, "ship_moved", seat=A)
    assert not [x for x in lines[:leave] if x.get("type") == "rolled"]
    scout = of(lines, "rolled", slot=NETHERLANDS)
    assert [(r["context"], r["dice"], r["faces"]) for r in scout] == \
        [("scout_player", 2, [3, 1])]
    assert index(lines, "rolled") > leave
    assert of(lines, "npc_scouted")[0]["result"] == "missed"


def test_EX10_NM3_NM4_NM7_the_priority_of_the_other_nations_bounties() -> None:
    """EX10: the French flagship (icon S, no S exit) goes to Caracas after B (Spain 1,
    Netherlands 1, England 1 = 3) rather than staying with A (Spain 2) or taking W; with
    no prey it takes W to St. Eustatius."""
    lines, _s = ok("ex10_hunting_priority")
    (m,) = of(lines, "npc_moved", slot=FRANCE)
    assert (m["frm"], m["to"], m["why"], m["prey"]) == (Z["Z10"], Z["Z13"], "hunting", B)
    lines, _s = ok("ex10b_no_prey_next_letter")
    (m,) = of(lines, "npc_moved", slot=FRANCE)
    assert (m["to"], m["why"], m["direction"]) == (Z["Z08"], "clockwise", "W")


def test_EX11_NS3_RU37_the_flag_sets_the_admirals_scouting() -> None:
    """EX11: a Dutch admiral printed 2 scouts with 5 dice a captain wanted by the Dutch at
    5, 3 one wanted by Spain at 3, 2 one wanted by England at 1."""
    lines, _s = ok("ex11_the_flag")
    rolls = of(lines, "rolled", slot=NETHERLANDS, context="scout_player")
    assert [r["dice"] for r in rolls] == [5, 3, 2]
    assert [r["mods"] for r in rolls] == [[["flag", 3]], [["flag", 1]], []]
    assert [x["seat"] for x in of(lines, "npc_scouted")] == [A, B, C]


def test_EX12_NB5_NB6_HL3_SW2_SW3_CB6_GC5_the_seeds_battle() -> None:
    """EX12: the rulebook's battle, round by round, through crew combat to B's win on pips
    after two glory cards (CB6); B gains 1 glory and may plunder and capture."""
    lines, s = ok("ex12_the_seeds_battle")
    man = of(lines, "manoeuvre_rolled")
    assert [m["faces"] for m in man] == [[[6, 1, 1], [5, 3, 2]], [[5, 2, 1], [6, 4, 2]],
                                         [[6, 5, 1], [5, 1, 1]], [[5, 3, 2], [4, 3, 1]]]
    assert man[0]["mods"] == [[], [["manoeuvrability", 1]]]      # 5 against 3: +1 die
    assert [w["result"] for w in of(lines, "manoeuvre_won")] == [1, 1, 0, 1]
    assert [d["choice"] for d in of(lines, "declared")] == \
        ["fire", "fire", "fire", "escape", "fire", "escape", "fire", "board"]
    assert of(lines, "hit_cancelled")[0] == {"type": "hit_cancelled", "side": 0,
                                             "location": "masts", "to": "hold",
                                             "why": "steady_under_fire"}
    assert not of(lines, "escaped")                 # round 2: A rolled a success (NB6)
    hits = [(h["side"], h["location"], h["transferred"]) for h in of(lines, "hit")]
    assert hits == [(0, "hold", False), (1, "hold", False),            # round 1
                    (1, "cannons", False),                             # round 2
                    (1, "hold", False), (1, "cannons", True), (1, "masts", False),  # round 3
                    (1, "masts", False)]                               # round 4
    assert of(lines, "shot_used") == [{"type": "shot_used", "side": 0, "weapon": "chain_shot"}]
    (hooks,) = of(lines, "rerolled", roll="manoeuvre")
    assert (hooks["side"], hooks["faces"], hooks["why"]) == (1, [6, 5, 2], "grappling_hooks")
    assert of(lines, "crew_combat_began") == [{"type": "crew_combat_began", "boarder": 1}]
    crew = of(lines, "crew_rolled")
    assert [c["faces"] for c in crew] == [[[5, 2], [6, 5, 5]], [[6, 5], [5, 2, 3]]]
    assert [(h["side"], h["n"]) for h in of(lines, "crew_hit")] == [(0, 2), (1, 1), (0, 1),
                                                                    (1, 1)]
    cards = [(r["why"], r["side"], r["faces"]) for r in of(lines, "rerolled", roll="crew")]
    assert cards == [("GY36", 0, [3, 1]), ("GY35", 0, [5, 2])]
    opened = of(lines, "window_opened", trigger="combat:after_crew_roll")
    assert [w["seats"] for w in opened] == [[0, 1], [0, 1], [0, 1], [1]]   # GC5 repeats
    assert of(lines, "battle_ended") == [{"type": "battle_ended", "winner": 1, "how": "crew"}]
    assert of(lines, "captain_died", seat=A, how="crew")
    assert of(lines, "glory_gained") == [{"type": "glory_gained", "seat": B, "source": "battle"}]
    assert of(lines, "bounty_claimed")[0]["ducats"] == 5
    plunder = game_at("ex12_the_seeds_battle", 20).prompt()
    assert plunder.step == "plunder" and {"capture", "ducats"} <= set(plunder.options)
    assert track(s, B) == [1, 0, 0, 0, 0] and s["seats"][B]["glory"] == 1
    assert s["seats"][B]["ducats"] == 10 + 5 + 10


def test_EX13_HL3_SW4_grapeshot_loses_the_third_hit() -> None:
    """EX13: [3,5,6] with grapeshot: the 3 first, both successes on the crew; 2 -> 1 -> 0,
    the third hit lost, not sent to the hull."""
    lines, s = ok("ex13_grapeshot")
    assert of(lines, "locations_rolled")[0]["faces"] == [3, 5, 6]
    assert of(lines, "shot_used")[0]["weapon"] == "grapeshot"
    hits = [(h["location"], h["transferred"], h["lost"]) for h in of(lines, "hit", side=1)]
    assert hits == [("crew", False, False), ("crew", False, False), ("crew", False, True)]
    assert track(s, B)[3] == 0 and track(s, B)[0] == 2


# --- from single clauses ----------------------------------------------------------------------


def test_EX14_SL1_SL3_RU17_RU18_a_demand_sale() -> None:
    """EX14: 3 sugar and 1 tobacco where sugar is demanded: 21 ducats, 1 glory and a glory
    card, the token replaced from the pool, no second sale; 2 sugar and 2 tobacco: 18, the
    token replaced, no glory."""
    lines, s = ok("ex14_demand_sale")
    assert of(lines, "sold")[0]["ducats"] == 21 and of(lines, "sold")[0]["demanded"] == 3
    (rep,) = of(lines, "demand_replaced")
    assert rep["zone"] == Z["Z13"] and rep["old"] == 600
    (start,) = of(lines, "position_set")
    assert rep["new"] in start["pool"] and CAT.demand_good(rep["new"]) != CAT.demand_good(600)
    assert of(lines, "glory_gained") == [{"type": "glory_gained", "seat": A,
                                          "source": "demand_sale"}]
    assert of(lines, "glory_card_drawn", seat=A)
    assert refusals(lines) == ["SL2"]
    assert s["seats"][A]["ducats"] == 31 and s["seats"][A]["glory"] == 1
    lines, s = ok("ex14b_demand_sale_no_glory")
    assert of(lines, "sold")[0]["ducats"] == 18 and of(lines, "demand_replaced")
    assert not of(lines, "glory_gained") and s["seats"][A]["glory"] == 0


def test_EX15_BY2_RU19_the_demanded_good_is_replaced_twice() -> None:
    """EX15: the tobacco in the market thrown, its tobacco replacement thrown again."""
    lines, _s = ok("ex15_demand_in_the_market")
    (market,) = of(lines, "market_drawn")
    assert market["discarded"] == [8, 9]
    assert market["cards"] == [16, 24, 32, 40, 48, 56]
    assert all(CAT.good_of(c) != CAT.good_of(8) for c in market["cards"])


def test_EX16_BY1_RU19_repeat_shopping_draws_three() -> None:
    """EX16: a buy step at Havana last turn: 3 cards at Havana this turn."""
    lines, _s = ok("ex16_repeat_shopping")
    first, second = of(lines, "market_drawn")
    assert len(first["cards"]) == 6 and len(second["cards"]) == 3
    assert turn_of(lines, index(lines, "market_drawn")) == 2
    assert turn_of(lines, len(lines) - 1) == 3


def test_EX17_YD2_YD3_YD4_YD5_MD4_a_ship_change() -> None:
    """EX17: the sloop sells for 5 + 1 − 2 = 4, the frigate costs 31, +1 glory, crew 1/3,
    the Fine Canvas to a random free port; a galleon later: no glory."""
    lines, s = ok("ex17_ship_change")
    frigate, galleon = of(lines, "ship_changed")
    assert (frigate["ship"], frigate["cost"], frigate["returned"]) == ("frigate", 31, [702])
    (start,) = of(lines, "game_started")
    assert frigate["zones"] == [start["mods"].index(702)]   # the one port without a token
    assert (galleon["ship"], galleon["cost"]) == ("galleon", 25)
    assert of(lines, "glory_gained") == [{"type": "glory_gained", "seat": A,
                                          "source": "big_ship"}]
    view = game_at("ex17_ship_change", 3).view(A).seats[A]
    assert view.ship == "frigate" and view.track == (3, 3, 3, 1, 3) and view.mods == ()
    assert s["seats"][A]["ship"] == "galleon" and s["seats"][A]["glory"] == 1
    assert s["seats"][A]["ducats"] == 60 - 31 - 25


def test_EX18_RC1_RC2_a_failed_recruit_buys_crew() -> None:
    """EX18: crew 1/3, leadership [4,2] fails: 2 crew bought for 4 ducats."""
    lines, s = ok("ex18_recruiting")
    assert of(lines, "rolled", context="recruit")[0]["faces"] == [4, 2]
    assert of(lines, "recruited") == [{"type": "recruited", "seat": A, "crew": 3, "cost": 4}]
    assert track(s, A)[3] == 3 and s["seats"][A]["ducats"] == 6


def test_EX19_RM1_RU22_a_failed_rumour_hunt_costs_two() -> None:
    """EX19: 2 ducats paid, influence [3,1]: no card, the 2 ducats spent."""
    lines, s = ok("ex19_failed_rumour_hunt")
    fee = index(lines, "ducats_changed", amount=-2, why="rumour_fee")
    assert fee < index(lines, "rolled", context="rumour_gather")
    assert of(lines, "rolled")[0]["faces"] == [3, 1] and not of(lines, "rumour_gathered")
    assert s["seats"][A]["ducats"] == 8 and s["seats"][A]["rumour"] == -1


def test_EX20_MR9_MR14_SW5_a_twelve_ducat_raid() -> None:
    """EX20: chain shot turns a die into a success, a 4th card drawn; 2 escapes < 3; crew and
    hold 3->2; 15 ducats and 1 glory; at most 2 cards kept."""
    lines, s = ok("ex20_twelve_ducat_raid")
    assert of(lines, "rolled", context="raid")[0]["faces"] == [4, 1]
    assert of(lines, "die_converted") == [{"type": "die_converted", "seat": A, "index": 0,
                                           "weapon": "chain_shot"}]
    assert [x["cards"] for x in of(lines, "raid_cards_drawn")] == [[22, 12, 2], [10]]
    assert [x["location"] for x in of(lines, "seat_hit")] == ["crew", "hold"]
    assert of(lines, "raid_ended")[0]["loot"] == 15
    assert of(lines, "glory_gained") == [{"type": "glory_gained", "seat": A, "source": "raid"}]
    assert refusals(lines) == ["MR13"]
    assert of(lines, "loot_kept")[0]["cards"] == [22, 12]
    assert track(s, A) == [3, 3, 2, 2, 3] and s["seats"][A]["ducats"] == 25
    assert s["seats"][A]["weapons"] == [] and s["seats"][A]["glory"] == 1


def test_EX21_MR12_MR5_the_merchant_escapes_the_bounty_stands() -> None:
    """EX21: a flute draws escape, escape, hit masts and rolls no success: escaped, masts
    2->1, no loot, the bounty stands."""
    lines, s = ok("ex21_merchant_escapes")
    assert not of(lines, "raid_spent")
    assert of(lines, "raid_ended") == [{"type": "raid_ended", "seat": A, "result": "escaped",
                                        "loot": 0}]
    assert track(s, A)[1] == 1 and s["seats"][A]["ducats"] == 10
    assert s["seats"][A]["bounty"] == {"france": 1}


def test_EX22_NM3_blocked_directions_take_the_next_letter_clockwise() -> None:
    """EX22: Nassau N -> S to Tortuga; St. John's E -> S to Basse-Terre; Bridgetown N -> S to
    Tobago."""
    for name, frm, to in (("ex22_blocked_nassau", "Z03", "Z04"),
                          ("ex22b_blocked_st_johns", "Z09", "Z10"),
                          ("ex22c_blocked_bridgetown", "Z11", "Z12")):
        lines, _s = ok(name)
        (m,) = of(lines, "npc_moved", slot=ENGLAND)
        assert (m["frm"], m["to"], m["why"], m["direction"]) == (Z[frm], Z[to], "clockwise",
                                                                 "S"), name


def test_EX23_NM6_NM7_RU36_pirates_hunt_ducats_first_and_spare_pirates() -> None:
    """EX23: the pirate sloop (icon E) goes to Havana after B (ducats), not E to A (cargo
    only); pirate C, in its own zone, is ignored."""
    lines, _s = ok("ex23_pirate_priorities")
    (m,) = of(lines, "npc_moved", slot=PIRATE_SLOOP)
    assert (m["frm"], m["to"], m["why"], m["direction"], m["prey"]) == \
        (Z["Z05"], Z["Z02"], "hunting", "E", B)


def test_EX24_NS4_a_pirate_abstains_beside_a_flagship() -> None:
    """EX24: entering Cartagena, only the pirate is hostile, and it abstains: no battle."""
    lines, _s = ok("ex24_abstaining")
    assert [x["slots"] for x in of(lines, "scouts_began")] == [[PIRATE_FRIGATE]]
    assert of(lines, "npc_scouted") == [{"type": "npc_scouted", "slot": PIRATE_FRIGATE,
                                         "seat": A, "result": "abstains"}]
    assert not of(lines, "rolled") and not of(lines, "battle_began")


def test_EX25_NS5_two_hunters_scout_in_turn_while_the_ship_is_afloat() -> None:
    """EX25: both flagships scout in a random order; the first finds her, she escapes, the
    second scouts; had she sunk, the second would not scout."""
    lines, _s = ok("ex25_two_hunters")
    (began,) = of(lines, "scouts_began")
    assert sorted(began["slots"]) == [SPAIN, ENGLAND] and E.ScoutsBegan in E.RANDOM
    first, second = began["slots"]
    rolls = [(r["slot"], r["faces"]) for r in of(lines, "rolled", context="scout_player")]
    assert rolls == [(first, [5, 1]), (second, [2, 2])]
    assert of(lines, "escaped") == [{"type": "escaped", "side": 1}]
    assert index(lines, "battle_ended") < index(lines, "rolled", slot=second)
    assert [x["result"] for x in of(lines, "npc_scouted")] == ["found", "missed"]
    lines, _s = ok("ex25b_two_hunters_the_first_sinks")
    assert len(of(lines, "rolled", context="scout_player")) == 1
    assert of(lines, "captain_died", seat=A, how="sunk")
    assert index(lines, "scouts_ended") > index(lines, "captain_died")
    assert len(of(lines, "npc_scouted")) == 1


def test_EX26_NB6_RU7_RU27_a_tie_fires_one_per_success_and_board_does_nothing() -> None:
    """EX26: [5,4,1] against [6,3,2]: 1 success and 5 pips each, a tie: A fires 1 hit; B's
    Board does nothing; the next round."""
    lines, s = ok("ex26_tied_manoeuvre")
    assert [w["result"] for w in of(lines, "manoeuvre_won")] == [3, 2]
    assert of(lines, "locations_rolled") == [{"type": "locations_rolled", "side": 0,
                                              "faces": [1], "why": "fire", "drawn": -1}]
    assert not of(lines, "crew_combat_began")
    assert track(s, B) == [2, 2, 1, 2, 1] and track(s, A) == [3, 3, 3, 3, 3]
    assert s["next"]["step"] == "declare"


def test_EX27_NB5_no_success_no_action() -> None:
    """EX27: both sides roll no success: nobody acts, the next round."""
    lines, s = ok("ex27_no_successes")
    assert of(lines, "manoeuvre_won") == [{"type": "manoeuvre_won", "result": 3}]
    assert not of(lines, "locations_rolled") and not of(lines, "hit")
    assert s["next"]["step"] == "declare" and s["next"]["seat"] == A


def test_EX28_HL5_a_hit_on_destroyed_cannons_goes_to_the_hull() -> None:
    """EX28: a die-4 hit on a sloop with cannons 0: hull 2->1."""
    lines, s = ok("ex28_transfer")
    assert of(lines, "hit") == [{"type": "hit", "side": 1, "location": "cannons",
                                 "transferred": True, "lost": False}]
    assert track(s, B) == [1, 2, 2, 2, 0]


def test_EX29_MD13_RU58_long_nines_fire_before_round_one() -> None:
    """EX29: Long Nines (cannons 3) roll [6,2,5]: 2 hits at [2,3]: masts and crew 2->1,
    before round 1's declarations."""
    lines, s = ok("ex29_long_nines")
    (nines,) = of(lines, "rolled", context="long_nines")
    assert nines["dice"] == 3 and nines["faces"] == [6, 2, 5]
    assert of(lines, "locations_rolled")[0]["faces"] == [2, 3]
    assert [h["location"] for h in of(lines, "hit")] == ["masts", "crew"]
    assert not of(lines, "declared") and s["next"]["step"] == "declare"
    assert track(s, B) == [2, 1, 2, 1, 1]


def test_EX30_NB3_NB4_RU39_broken_masts_one_die_and_only_fire() -> None:
    """EX30: seamanship 3, manoeuvrability 2 above, masts 0: exactly 1 die; only Fire."""
    lines, _s = ok("ex30_broken_masts")
    (man,) = of(lines, "manoeuvre_rolled")
    assert man["faces"] == [[1], [1, 1]] and man["mods"][0] == [["masts", -2]]
    assert refusals(lines) == ["NB3"]
    p = game_at("ex30_broken_masts", 3).prompt()
    assert p.step == "declare" and p.seat == A and p.options == ("fire",)


def test_EX31_HL8_hold_hits_throw_random_cargo() -> None:
    """EX31: a galleon with hold 5 and 5 cargo takes 2 hold hits: 2 cards lost at random."""
    lines, s = ok("ex31_hold_hit")
    assert [h["location"] for h in of(lines, "hit", side=1)] == ["hold", "hold"]
    (lost,) = of(lines, "cargo_lost")
    assert lost["seat"] == B and len(lost["cards"]) == 2 and E.CargoLost in E.RANDOM
    assert track(s, B)[2] == 3 and len(s["seats"][B]["cargo"]) == 3
    assert set(s["seats"][B]["cargo"]) | set(lost["cards"]) == {0, 8, 16, 24, 32}


def test_EX32_PT6_MV4_RU13_leaving_port_throws_the_excess() -> None:
    """EX32: 6 cargo in port, hold 2: leaving throws exactly 4 of the owner's choice."""
    lines, s = ok("ex32_leaving_port")
    assert of(lines, "choice_asked", what="leave_cargo")[0]["count"] == 4
    assert refusals(lines) == ["MV4"]
    assert of(lines, "cargo_discarded")[0]["cards"] == [0, 1, 2, 3]
    assert s["seats"][A]["cargo"] == [8, 9] and not s["seats"][A]["in_port"]


def test_EX33_GC1_a_fifth_card_is_discarded_before_any_is_played() -> None:
    """EX33: 4 cards, +1 glory: the 5th drawn; one must go before any is played."""
    p = game_at("ex33_hand_limit", 3).prompt()
    assert p.step == "hand_limit" and p.clause == "GC1" and len(p.cards) == 5
    lines, s = ok("ex33_hand_limit")
    assert refusals(lines) == ["GC1"]
    assert of(lines, "glory_card_discarded") == [{"type": "glory_card_discarded", "seat": A,
                                                  "card": 140}]
    assert index(lines, "glory_card_played") > index(lines, "glory_card_discarded")
    assert sorted(s["seats"][A]["hand"]) == [139, 143, 144]


def test_EX34_MR2_RU25_the_merchant_reset_comes_before_the_event() -> None:
    """EX34: game turn 9 begins with 8 tokens on the spaces: shuffled onto the 8 zones
    without a token, before the event."""
    lines, _s = ok("ex34_merchant_reset")
    (pos,) = of(lines, "position_set")
    empty = [z for z, t in enumerate(pos["merchants"]) if t < 0]
    (reset,) = of(lines, "merchants_reset")
    assert sorted(reset["zones"]) == empty and len(empty) == 8
    assert sorted(reset["tokens"]) == sorted(pos["spaces"])
    assert index(lines, "game_turn_began", turn=9) < index(lines, "merchants_reset") < \
        index(lines, "event_drawn")


def test_EX35_DR8_SH2_a_new_captains_ducats_from_the_stash() -> None:
    """EX35: stash 7: the new captain has 7 + 3 = 10 aboard, stash 0; stash 23: nothing
    from the bank, the stash stays 23."""
    lines, s = ok("ex35_death_and_stash")
    assert [x["seat"] for x in of(lines, "captain_died", how="sunk")] == [A, B]
    equipped = {e["seat"]: (e["ducats"], e["stash"]) for e in of(lines, "equipped")}
    assert equipped == {A: (10, 0), B: (0, 23)}
    assert s["seats"][A]["ducats"] == 10 and s["seats"][A]["stash"] == 0
    assert s["seats"][B]["ducats"] == 0 and s["seats"][B]["stash"] == 23


def test_EX36_E1_E2_E5_an_announced_victory_is_played_out() -> None:
    """EX36: seat 2 announces at 8 + 2; seats 3 and 4 play; seat 4 reaches 10 on the track
    and wins; seat 1 gets no further turn."""
    lines, s = ok("ex36_announced_victory")
    assert of(lines, "announced") == [{"type": "announced", "seat": B, "stash": 20},
                                      {"type": "announced", "seat": D, "stash": 0}]
    assert [x["seat"] for x in of(lines, "seat_turn_began")] == [B, C, D]
    (end,) = of(lines, "game_ended")
    assert end["cause"] == "glory" and end["winners"] == [D]
    assert end["track"] == [7, 8, 6, 10] and end["stash_glory"] == [0, 2, 0, 0]
    assert s["over"] and s["winners"] == [D]


def test_EX37_E5_equal_track_glory_goes_to_the_bigger_chest() -> None:
    """EX37: track 9 and 1 stash glory each; stashes 14 and 12: the 14 wins; 14 and 14:
    shared."""
    lines, _s = ok("ex37_tie_break_stash")
    (end,) = of(lines, "game_ended")
    assert (end["winners"], end["tiebreak"], end["stashes"]) == ([A], "stash", [14, 12])
    lines, _s = ok("ex37b_tie_break_shared")
    (end,) = of(lines, "game_ended")
    assert (end["winners"], end["tiebreak"]) == ([A, B], "shared")


def test_EX38_SH4_E8_the_stash_glory_cap() -> None:
    """EX38: 73 stashed ducats are 5 glory in a 10-glory game, 6 with target 12."""
    lines, _s = ok("ex38_stash_cap")
    assert of(lines, "game_ended")[0]["stash_glory"] == [5, 0]
    assert of(lines, "game_ended")[0]["winners"] == [A]
    lines, _s = ok("ex38b_stash_cap_target_12")
    assert of(lines, "game_started")[0]["target"] == 12
    assert of(lines, "game_ended")[0]["stash_glory"] == [6, 0]


def test_EX39_E3_E6_RU2_the_clock_runs_out() -> None:
    """EX39: no event for game turn 35: the end; 7 + 2 against 9 + 0, B wins on track."""
    lines, s = ok("ex39_clock_runs_out")
    (end,) = of(lines, "game_ended")
    assert end["cause"] == "events" and end["stash_glory"] == [2, 0]
    assert (end["winners"], end["tiebreak"]) == ([B], "track")
    assert not of(lines, "game_turn_began") and s["events_left"] == 0


def test_EX40_E4_DR3_the_last_captain_dies_and_the_game_ends_mid_turn() -> None:
    """EX40: 12 replacements empty the captain deck at 4 seats; the next captain to die ends
    the game at once, mid turn (and a retirement with the deck empty is refused, EX41)."""
    lines, s = ok("ex40_41b_no_captain_left")
    died = index(lines, "captain_died", how="sunk")
    assert len(of(lines[:died], "next_captain_drawn")) == 12
    assert not of(lines[died:], "next_captain_drawn")
    assert lines[died + 1]["type"] == "game_ended" and lines[died + 1]["cause"] == "captains"
    last = index(lines, "game_turn_began", turn=10)
    assert [x["seat"] for x in of(lines[last:], "seat_turn_began")] == [D, A]   # B, C: none
    assert refusals(lines) == ["DR13"]
    assert s["over"] and not of(lines, "game_turn_ended", turn=10)


def test_EX41_DR11_DR12_DR13_RU47_retirement() -> None:
    """EX41: retiring ends the turn at once; the next turn the new captain is set up as if
    the old had died (ducats aboard lost) and acts; with the captain deck empty, refused."""
    lines, s = ok("ex41_retirement")
    retired = index(lines, "retired", seat=A)
    assert lines[retired + 1] == {"type": "seat_turn_ended", "seat": A}
    died = index(lines, "captain_died", seat=A, how="retired")
    assert turn_of(lines, retired) == 2 and turn_of(lines, died) == 3
    assert of(lines, "next_captain_drawn")[0]["card"] == 509
    (eq,) = of(lines, "equipped")
    assert (eq["captain"], eq["ship"], eq["zone"], eq["ducats"]) == (509, "flute", Z["Z04"], 10)
    assert of(lines, "ship_moved", seat=A)[0]["zone"] == Z["Z04"]
    assert s["seats"][A]["captain"] == 509 and not s["seats"][A]["in_port"]
    lines, _s = ok("ex40_41b_no_captain_left")
    assert refusals(lines) == ["DR13"]


def test_EX42_ZR1_RU10_port_royal_admits_the_wanted_for_a_toll() -> None:
    """EX42: English bounty 2: influence [4,3] fails, the toll of 2 paid, in; a captain with
    no bounty enters free."""
    lines, s = ok("ex42_port_royal")
    assert of(lines, "rolled", context="haven")[0]["faces"] == [4, 3]
    asked = of(lines, "choice_asked", what="haven")
    assert [x["options"] for x in asked] == [["pay", "test", "back"], ["pay", "back"]]
    assert of(lines, "ducats_changed") == [{"type": "ducats_changed", "seat": A, "amount": -2,
                                            "why": "toll"}]
    assert [(x["seat"], x["in_port"]) for x in of(lines, "ship_moved")] == [(A, True),
                                                                            (B, True)]
    assert s["seats"][A]["ducats"] == 8 and s["seats"][B]["ducats"] == 10


def test_EX43_MV2_a_wanted_captain_finds_the_port_closed_but_home() -> None:
    """EX43: wanted by Spain, entering Havana's port is refused unless Havana is home."""
    lines, s = ok("ex43_closed_port")
    assert refusals(lines) == ["MV2"]
    assert [(x["seat"], x["zone"], x["in_port"]) for x in of(lines, "ship_moved")] == \
        [(B, Z["Z02"], True)]
    assert not s["seats"][A]["in_port"] and s["seats"][B]["in_port"]


def test_EX44_NB7_NB8_RU9_both_sink_in_one_batch() -> None:
    """EX44: a tie, each fires 1; both dice on destroyed holds go to the hulls: both sink,
    both die, nobody gains glory."""
    lines, _s = ok("ex44_mutual_sinking")
    assert of(lines, "manoeuvre_won") == [{"type": "manoeuvre_won", "result": 2}]
    assert [(h["side"], h["location"], h["transferred"]) for h in of(lines, "hit")] == \
        [(0, "hold", True), (1, "hold", True)]
    assert of(lines, "battle_ended") == [{"type": "battle_ended", "winner": -1,
                                          "how": "both_sunk"}]
    assert [x["seat"] for x in of(lines, "captain_died")] == [A, B]
    assert not of(lines, "glory_gained") and not of(lines, "bounty_claimed")


def test_EX45_CB6_RU41_a_crew_deadlock_leaves_both_alive() -> None:
    """EX45: both crews 1, 1 success and 3 pips each: both 0, no winner, both live."""
    lines, s = ok("ex45_crew_deadlock")
    (crew,) = of(lines, "crew_rolled")
    assert crew["faces"] == [[5, 3], [6, 2, 1]]
    assert of(lines, "battle_ended") == [{"type": "battle_ended", "winner": -1,
                                          "how": "deadlock"}]
    assert not of(lines, "captain_died") and not of(lines, "glory_gained")
    assert track(s, A)[3] == 0 and track(s, B)[3] == 0
    assert s["seats"][A]["captain"] == 500 and s["seats"][B]["captain"] == 512
    assert not s["seats"][A]["in_port"] and not s["seats"][B]["in_port"]


def test_EX46_NP4_NP5_NP6_NP7_the_dutch_stack_arrives_replaces_and_returns() -> None:
    """EX46: the first Dutch admiral arrives in Curaçao at the end of turn 4; the second
    replaces it at the end of turn 9 in St. Eustatius; sunk in turn 12, its card goes, and
    the first is placed again in Curaçao at the end of turn 12 — no Dutch flagship between."""
    lines, s = ok("ex46_replacement_and_return")
    placed = [(turn_of(lines, i), x["card"], x["zone"], x["how"]) for i, x in enumerate(lines)
              if x.get("type") == "npc_placed" and x["slot"] == NETHERLANDS]
    assert placed == [(4, 409, Z["Z14"], "arrives"), (9, 410, Z["Z08"], "replaces"),
                      (12, 409, Z["Z14"], "returns")]
    defeat = index(lines, "npc_defeated")
    assert turn_of(lines, defeat) == 12
    assert lines[defeat] == {"type": "npc_defeated", "slot": NETHERLANDS, "card": 410,
                             "chosen": 409, "line": -1}
    back = index(lines, "npc_placed", card=409, how="returns")
    assert index(lines, "game_turn_ended", turn=12) > back > index(lines, "npc_placed",
                                                                   card=401)
    between = [x for x in lines[defeat + 1:back]
               if x.get("type") in ("npc_moved", "npc_placed") and x["slot"] == NETHERLANDS]
    assert between == []                       # NP7 (and the file's expect_view: no zone)
    assert not of(lines, "npc_moved", slot=NETHERLANDS)
    assert s["npcs"]["netherlands"] == {"card": 409, "zone": "Z14"}
    assert s["seats"][A]["bounty"] == {"netherlands": 2}


def test_docs_list_every_example_file_and_every_event_type_with_its_fields() -> None:
    """docs/scenarios.md's section for this table names every example file and every event
    type a file's lines may hold, with its fields in order."""
    doc = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    section = doc.split("# Merchants & Marauders scenarios", 1)[1]
    for name in FILES:
        assert f"`{name}.json`" in section, name
    for name, cls in E.EVENTS.classes.items():
        fields = ", ".join(f"`{f}`" for f in cls._fields)
        assert f"| `{name}` | {fields} |" in section, name
