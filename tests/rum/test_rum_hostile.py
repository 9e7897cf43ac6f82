"""Hostile RUM scenario files, the table's own cases: a bool or a float where a card id
belongs, a card placed twice, its own decks wrong — the runner exits 1 with one `scenario: …`
line naming the problem, or 2 naming the refused command's clause. (Random JSON, mutated
worked examples, seats out of range, unknown decks and actions, for every table:
tests/contract/test_contract_files.py.)"""

from __future__ import annotations

from typing import Any

import pytest

from game.rum import GAME
from tests.contract.contract_support import refused_clause, refuses, scenario_file


def file_of(**fields: Any) -> bytes:
    return scenario_file(GAME, ["Ania", "Bartek"], **fields)


NAMED = {
    "float_card_in_hands": (file_of(decks={"hands": [[0.0], [1]]}), "0.0 is not a card id"),
    "true_card_in_hands": (file_of(decks={"hands": [[True], [1]]}), "true is not a card id"),
    "card_placed_twice": (file_of(decks={"hands": [[3], [3]]}), "placed twice"),
    "parrot_in_a_hand": (file_of(decks={"hands": [[21], [3]]}), "not a card id"),
    "face_up_parrot_on_the_beach": (file_of(decks={"beach": [21, 1, 2]}), "only face down"),
    "trio_with_nothing_to_redraw": (file_of(decks={
        "beach": [15, 16, 17], "hands": [[c for c in range(15)] + [18, 19, 20], []]}),
        "RU14"),
    "no_cards_for_the_beach": (file_of(decks={
        "hands": [list(range(10)), list(range(10, 20))]}), "too few cards"),
    "beach_of_two": (file_of(decks={"beach": [1, 2]}), "three card ids"),
    "huge_beach_card": (file_of(decks={"beach": [1, 2, 10**25]}), "not a card id"),
    "beach_up_not_bools": (file_of(decks={"beach_up": [1, 1, 1]}), "beach_up"),
    "clock_at_8": (file_of(decks={"clock": 8}), "decks.clock"),
    "value_of_9": (file_of(decks={"values": [9, 1, 1, 1, 1, 1, 1]}), "decks.values"),
    "owner_not_a_seat": (file_of(decks={"owners": [5, -1, -1, -1, -1, -1, -1]}),
                         "decks.owners"),
    "first_not_a_seat": (file_of(decks={"first": 2}), "decks.first"),
    "laid_not_pairs": (file_of(commands=[{"seat": 0, "action": "lay_set", "laid": [3]}]),
                       "laid"),
}


@pytest.mark.parametrize("name", sorted(NAMED))
def test_C9_a_named_hostile_file_exits_1_with_one_line(name: str) -> None:
    refuses(GAME, *NAMED[name])


def test_T1_an_illegal_command_exits_2_naming_its_clause() -> None:
    assert refused_clause(GAME, file_of(decks={"first": 0}, first_player="first",
                                        commands=[{"seat": 1, "action": "draw_wreck"}])) == "T1"
