"""The content's simulation targets (K10–K42) are measured by one harness
(game.merchants.balance, `python3 -m game.merchants.balance …`); the long runs are separate
commands whose figures are in docs/balance.md. Here: the harness computes every figure on a
few seeded games, the cheap targets hold, and the document names every target's figure."""

from __future__ import annotations

import re
from pathlib import Path

from mm_support import CAT

from game.merchants import balance

ROOT = Path(__file__).resolve().parents[2]
TARGETS = ("K10", "K12", "K16", "K22", "K25", "K28", "K32", "K35", "K38", "K39", "K40",
           "K41", "K42")


def test_K39_K22_K28_K32_K35_K38_K40_K41_K42_the_harness_computes_every_figure() -> None:
    """K39: games of the four profiles at random seats, random captains; every figure the
    K targets read from full games comes out of their logs (a few games here)."""
    recs = balance.run(3, 3, jobs=1)
    assert len(recs) == 3 and not any(r.error for r in recs)
    assert all(set(r.profiles) <= set(balance.PROFILES) for r in recs)
    f = balance.figures(recs, 3, CAT)
    for key in ("K40_end_causes", "K28_turns", "K22_captains", "K41_start_seat",
                "K41_profiles", "K42_glory_mix", "K42_winner_stash", "K42_deaths_median",
                "K42_resets_median", "K32_hand_limit", "K32_out_of_turn_games",
                "K35_missions_per_game", "K38_rumours_per_game", "K25_npc_by_turn_6"):
        assert key in f, key
    assert abs(sum(f["K42_glory_mix"].values()) - 1) < 0.01 or not any(
        r.glory for r in recs)
    assert balance.run(3, 3, jobs=1)[0].decisions == recs[0].decisions   # seeded: the same


def test_K16_the_reference_raid_meets_its_bands() -> None:
    """K16: under the reference policy a sloop succeeds in 60–75% of raids with 15–30% of
    successes reaching 12; a flute in 35–50%; a frigate in 78–90%, 40–55% reaching 12."""
    sloop = balance.raids("sloop", 4000, 0)
    flute = balance.raids("flute", 4000, 1)
    frigate = balance.raids("frigate", 4000, 2)
    assert 0.60 <= sloop["success"] <= 0.75 and 0.15 <= sloop["of_successes_12"] <= 0.30
    assert 0.35 <= flute["success"] <= 0.50
    assert 0.78 <= frigate["success"] <= 0.90 and 0.40 <= frigate["of_successes_12"] <= 0.55


def test_K12_K25_duels_are_fought_by_the_npc_policy_and_repeat() -> None:
    """K12, K25: a duel under DA7's policy is seeded (the same figures twice); a frigate
    fighting to the end beats a sloop far more often than not (K12's engine check)."""
    a = balance.duel(("frigate", 2, 2), ("sloop", 2, 2), 60, 3, fight=True)
    assert a == balance.duel(("frigate", 2, 2), ("sloop", 2, 2), 60, 3, fight=True)
    assert a.get("attacker", 0) >= 0.8


def test_K10_a_zone_rule_can_be_voided_for_the_ablation() -> None:
    """K10: the harness plays with one zone rule made void (ZR3, Havana's royal yards)."""
    book = balance._book(2)
    assert book.cat.rules[2].effects == () and balance._book().cat.rules[2].effects
    assert not balance.play(2, 5, without=2).error


def test_every_K_target_has_its_figure_in_docs_balance() -> None:
    """K44: every simulation target's figure is written down (met, or why not)."""
    text = (ROOT / "docs" / "balance.md").read_text(encoding="utf-8")
    section = text[text.index("## Merchants & Marauders"):]
    for k in TARGETS:
        assert re.search(rf"\b{k}\b", section), k
