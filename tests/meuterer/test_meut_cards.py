"""The card catalogue (C1–C9, RU9, V2): data/meuterer.toml is the one source of card facts,
validated on load; a damaged file is refused with a message naming the row."""

from __future__ import annotations

import copy
import tomllib
from typing import Any

import pytest
from meut_support import CAT, ISLAND

from game.meuterer.cards import DATA_FILE, CatalogueError, build_catalogue, load_catalogue

RAW = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))


def test_C4_the_base_deck_is_36_goods_cards_grouped_by_good() -> None:
    counts = {g.key: g.count for g in CAT.goods}
    assert counts == {"ruby": 4, "salt": 5, "wine": 6, "cloth": 7, "grain": 8, "conflict": 6}
    assert CAT.cards == tuple(range(36))
    assert [CAT.good(c) for c in (0, 3, 4, 8, 9, 14, 15, 21, 22, 29, 30, 35)] == [
        "ruby", "ruby", "salt", "salt", "wine", "wine", "cloth", "cloth", "grain", "grain",
        "conflict", "conflict"]
    assert not CAT.goods[CAT.conflict].sold                    # SA2: a sabre is never sold


def test_S1_V2_C3_the_pirate_card_and_ship_exist_but_are_never_dealt() -> None:
    assert CAT.pirate_card == 36 and not CAT.is_card(36)
    with pytest.raises(KeyError):
        CAT.good(36)
    assert RAW["variant"] == {"pirate_cards": 1, "ships": ["merchant", "pirate"],
                              "variant_only": ["pirate"]}


def test_C1_C5_C6_C7_wages_roles_and_the_rest() -> None:
    """C1 two captain cards give wages 0–3; C5 five roles; C6 the two destinations are the
    view's dest_captain / dest_mutineer; C7 reference cards are the app's help (no data)."""
    assert CAT.wages == (0, 1, 2, 3)
    assert CAT.roles == ("mate", "mutineer", "boy", "merchant", "loadmaster")
    assert (CAT.hand_size, CAT.loadmaster_extra) == (5, 3)
    assert (CAT.mate_points, CAT.mate_sabres, CAT.boy_points) == (1, 1, 2)


def test_C2_RU9_the_twelve_islands_in_the_introductory_circle() -> None:
    keys = [i.key for i in CAT.islands]
    assert keys == ["hochland", "frosthoehle", "gruenland", "karge_zunge", "eisfelsen",
                    "affeninsel", "kalte_klippe", "sommerland", "rotes_riff", "piratennest",
                    "fingerhut", "sandkap"]
    h = CAT.islands[ISLAND["hochland"]]
    assert h.buys == "any" and h.table[0] == 4 and h.table[2] == 2       # EX6
    assert CAT.islands[ISLAND["eisfelsen"]].ship == 5                    # EX5
    assert CAT.islands[ISLAND["affeninsel"]].buys == "grain"             # EX11
    assert (6, 4, 3) in [i.table for i in CAT.islands if i.buys == "ruby"]
    assert CAT.islands[ISLAND["piratennest"]].buys == "any"
    for good in ("ruby", "salt", "wine", "cloth", "grain"):             # two per good
        assert sum(i.buys == good for i in CAT.islands) == 2
    assert CAT.start_island == ISLAND["hochland"]


def test_RU9_every_island_value_is_marked_unverified() -> None:
    assert set(CAT.unverified) == {f"{i.key}.{f}" for i in CAT.islands
                                   for f in ("buys", "table", "ship")}


def test_C8_R1_rounds_and_scores() -> None:
    assert CAT.rounds(4) == 8 and CAT.rounds(3) == 9


def _broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(RAW)
    change(data)
    return data


@pytest.mark.parametrize(("change", "needle"), [
    (lambda d: d["good"][0].update(count=5), "36 goods cards"),
    (lambda d: d["good"][5].update(sold=True), "SA2"),
    (lambda d: d["island"][3].update(buys="gold"), "buys must be"),
    (lambda d: d["island"][3].update(table=[6, 3]), "three numbers"),
    (lambda d: d["island"][0].update(start=False), "start island"),
    (lambda d: d["island"][1].update(key="atlantis"), "unknown island key"),
    (lambda d: d["island"][1].update(unverified=["colour"]), "unverified"),
    (lambda d: d.update(roles=["mate"]), "C5"),
    (lambda d: d.update(wages=[0, 5]), "C1"),
    (lambda d: d.update(rounds={"4": 8}), "R1"),
    (lambda d: d["variant"].update(variant_only=[]), "V2"),
    (lambda d: d.update(extra=1), "unknown section"),
    (lambda d: d.update(game="rum"), "not a Meuterer card file"),
])
def test_C9_a_damaged_data_file_is_refused_naming_the_problem(change: Any, needle: str) -> None:
    with pytest.raises(CatalogueError, match=needle):
        build_catalogue(_broken(change))


def test_C9_an_unreadable_file_is_a_clear_error(tmp_path: Any) -> None:
    bad = tmp_path / "m.toml"
    bad.write_text("format = [", encoding="utf-8")
    with pytest.raises(CatalogueError, match="not valid TOML"):
        load_catalogue(bad)
    with pytest.raises(CatalogueError, match="cannot read"):
        load_catalogue(tmp_path / "missing.toml")


def test_C9_the_card_list_in_docs_scenarios_is_in_step_with_the_data() -> None:
    from pathlib import Path

    from game.meuterer.scenario import card_table

    doc = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(
        encoding="utf-8")
    section = doc[doc.index("## Meuterer card ids"):]
    table = card_table(CAT).splitlines()
    for line in table[len(CAT.cards):]:                  # the islands, line for line
        assert line in section, line
    ranges = {}
    for card in CAT.cards:
        lo, hi = ranges.get(CAT.good(card), (card, card))
        ranges[CAT.good(card)] = (min(lo, card), max(hi, card))
    line = "goods cards: " + ", ".join(f"{lo}-{hi} {g}" for g, (lo, hi) in ranges.items())
    assert line in section
