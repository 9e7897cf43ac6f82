"""Hostile Meuterer scenario files, the table's own cases: a bool or a float where a card id
belongs, a card dealt twice, its own decks wrong — the runner exits 1 with one `scenario: …`
line naming the problem, or 2 naming the refused command's clause. (Random JSON, mutated
worked examples, damaged saves, seats out of range, another table's file, unknown decks and
actions, for every table: tests/contract/test_contract_files.py.)"""

from __future__ import annotations

from typing import Any

import pytest

from game.meuterer import GAME
from tests.contract.contract_support import refused_clause, refuses, scenario_file


def file_of(**fields: Any) -> bytes:
    return scenario_file(GAME, ["A", "B", "C", "D"], **fields)


HAND = [0, 4, 9, 15, 22]
NAMED = {
    "float_card_in_hands": (file_of(decks={"hands": [[0.0, 1, 2, 3, 4]] + [[]] * 3}),
                            "0.0 is not a card id"),
    "true_card_in_pile": (file_of(decks={"pile": [True]}), "true is not a card id"),
    "card_dealt_twice": (file_of(decks={"hands": [HAND, HAND, [1, 2, 3, 5, 6],
                                                  [7, 8, 10, 11, 12]]}), "placed twice"),
    "pirate_card_in_a_hand": (file_of(decks={"hands": [[36, 1, 2, 3, 5]] + [[]] * 3}),
                              "not a card id"),
    "hand_of_four": (file_of(decks={"hands": [[1, 2, 3, 5]] * 4}), "a hand is 5 cards"),
    "hands_for_two_seats": (file_of(decks={"hands": [HAND, [1, 2, 3, 5, 6]]}), "one list"),
    "huge_pile_card": (file_of(decks={"pile": [10**25]}), "not a card id"),
    "ring_of_eleven": (file_of(decks={"ring": ["hochland"] * 11}), "decks.ring"),
    "ring_twice_hochland": (file_of(decks={"ring": ["hochland"] * 12}), "decks.ring"),
    "captain_not_a_seat": (file_of(decks={"captain": 4}), "decks.captain"),
    "plan_not_pairs": (file_of(commands=[{"seat": 0, "action": "allocate", "plan": [3]}]),
                       "plan"),
}


@pytest.mark.parametrize("name", sorted(NAMED))
def test_C9_a_named_hostile_file_exits_1_with_one_line(name: str) -> None:
    refuses(GAME, *NAMED[name])


def test_DA10_an_illegal_command_exits_2_naming_its_clause() -> None:
    wage = {"seat": 1, "action": "set_wage", "wage": 2}
    assert refused_clause(GAME, file_of(decks={"captain": 0}, commands=[wage])) == "CO1"
