"""RUM's card data (data/rum.toml, game.rum.cards): C1–C9 and the provisional rulings RU1–RU4
it carries, and the loader's refusals (C9: a broken file names its row and field)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from rum_play import random_game
from rum_support import CAT

from game.rum.cards import DATA_FILE, CatalogueError, build_catalogue, load_catalogue

RAW = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))


def test_C1_C2_21_rum_cards_with_two_ends_and_one_parrot() -> None:
    assert len(CAT.rum) == 21 and CAT.parrot == 21 and CAT.size == 22
    assert CAT.bottles(0, "single") == (CAT.rum[0].single, 1)
    assert CAT.bottles(0, "double") == (CAT.rum[0].double, 2)
    with pytest.raises(KeyError):
        CAT.card(CAT.parrot)


def test_C3_TR1_each_colour_on_exactly_three_single_ends() -> None:
    for colour in range(7):
        assert sum(c.single == colour for c in CAT.rum) == 3


def test_C4_RU3_doubles_are_the_next_three_colours_and_never_the_single() -> None:
    for colour in range(7):
        assert sum(c.double == colour for c in CAT.rum) == 3
    for c in CAT.rum:
        assert c.single != c.double and (c.double - c.single) % 7 in (1, 2, 3)
    # PL6: at most 9 bottles of a colour exist (3 singles + 3 doubles)
    assert max(sum(1 for c in CAT.rum if c.single == k) + 2 * sum(
        1 for c in CAT.rum if c.double == k) for k in range(7)) == 9


def test_C5_C6_RU2_captain_values_and_clock_penalties() -> None:
    assert [CAT.penalty(c) for c in range(1, 9)] == [2, 2, 2, 2, 3, 3, 3, 3]


def test_E2_RU1_targets_by_player_count_with_2_and_3_unverified() -> None:
    assert (CAT.target(2), CAT.target(3), CAT.target(4)) == (30, 18, 15)
    assert {"targets.2", "targets.3", "penalties", "rum_pairs"} <= set(CAT.unverified)
    assert "targets.4" not in CAT.unverified      # printed in the rulebook


def test_RU4_seven_named_colours_each_with_its_own_bottle_shape() -> None:
    keys = [c.key for c in CAT.colours]
    assert keys[:3] == ["green", "blue", "yellow"] and len(set(keys)) == 7
    assert len({c.shape for c in CAT.colours}) == 7
    assert "colour_names" in CAT.unverified


def test_C7_C8_the_parrot_is_never_kept_and_the_zones_hold_every_card() -> None:
    """C7: the parrot never stays in a hand — at every decision it lies in the wreck or on the
    beach, or (only while its drawer chooses a return) in flight; C8: hands, wreck and beach
    hold all 22 ids."""
    prompts = set()

    def look(game: object) -> None:
        s = game._state  # type: ignore[attr-defined]
        p = game.prompt()  # type: ignore[attr-defined]
        assert all(CAT.parrot not in h for h in s.hands)
        where = (CAT.parrot in s.wreck) + (CAT.parrot in s.beach) + s.flying
        assert where == 1
        if s.flying and p is not None:
            assert (p.step, p.cause) == ("return", "parrot")
            prompts.add(p.cause)
        assert len([c for h in s.hands for c in h]) + len(s.wreck) + \
            len([c for c in s.beach if c >= 0]) + s.flying == 22
    for seed in range(6):
        random_game(seed, 2 + seed % 3, look)
    assert prompts == {"parrot"}


def _broken(**changes: object) -> dict[str, object]:
    data = {k: v for k, v in RAW.items()}
    data.update(changes)
    return data


@pytest.mark.parametrize(("change", "words"), [
    ({"rum": RAW["rum"][:20]}, "21 [[rum]]"),
    ({"rum": [{"single": "green", "double": "green"}] + RAW["rum"][1:]}, "both ends"),
    ({"rum": [{"single": "pink", "double": "blue"}] + RAW["rum"][1:]}, "colour keys"),
    ({"colour": RAW["colour"][:6]}, "7 [[colour]]"),
    ({"targets": {"2": 21, "3": 18}}, "2, 3 and 4"),
    ({"targets": {"2": 21, "3": True, "4": 15}}, "targets.3"),
    ({"clock": {"penalties": [2, 2, 2]}}, "8 numbers"),
    ({"unverified": ["everything"]}, "unverified"),
    ({"cheats": 1}, "unknown section"),
    ({"game": "jolly-roger"}, "not a RUM card file"),
])
def test_C9_a_broken_data_file_is_refused_naming_the_problem(change: dict, words: str) -> None:
    with pytest.raises(CatalogueError) as err:
        build_catalogue(_broken(**change))
    assert words in str(err.value)


def test_C9_unreadable_or_invalid_toml_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CatalogueError):
        load_catalogue(tmp_path / "missing.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("format = = 1", encoding="utf-8")
    with pytest.raises(CatalogueError):
        load_catalogue(bad)


def test_C9_no_module_but_the_loader_states_a_card_fact() -> None:
    """Colour keys and card compositions appear in the data file only."""
    root = Path(__file__).resolve().parents[2] / "game" / "rum"
    for path in root.rglob("*.py"):
        if path.name == "words.py":
            continue
        text = path.read_text(encoding="utf-8")
        for key in ('"purple"', '"orange"', '"white"', "penalties = ["):
            assert key not in text, f"{path.name} states {key}"
