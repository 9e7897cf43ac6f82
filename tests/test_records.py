"""A record's JSON tag is its class name in snake_case (game.core.records): the tags every
saved game holds stay what they were when each class wrote `NAME = "..."` by hand."""

from __future__ import annotations

import importlib
from typing import NamedTuple

import pytest

from game.core.records import Registry, tag_of
from game.core.registry import games


def test_tag_is_the_class_name_in_snake_case() -> None:
    class QuartermasterAppointed(NamedTuple):
        seat: int

    assert tag_of(QuartermasterAppointed) == "quartermaster_appointed"


def test_register_sets_name_and_round_trips() -> None:
    family = Registry("type")

    @family.register
    class CardsDrawn(NamedTuple):
        seat: int
        cards: tuple[int, ...]

    record = CardsDrawn(2, (5, 7))
    assert CardsDrawn.NAME == "cards_drawn"  # type: ignore[attr-defined]
    assert family.to_dict(record) == {"type": "cards_drawn", "seat": 2, "cards": [5, 7]}
    assert family.from_dict({"type": "cards_drawn", "seat": 2, "cards": [5, 7]}) == record


def test_a_name_line_that_disagrees_is_refused() -> None:
    family = Registry("type")
    with pytest.raises(TypeError, match="not its tag"):
        @family.register
        class Drawn(NamedTuple):
            seat: int
            NAME = "cards_drawn"


def test_two_records_of_one_tag_are_refused() -> None:
    family = Registry("action")

    class Pass(NamedTuple):
        seat: int

    family.register(Pass)
    with pytest.raises(TypeError, match="two actions"):
        family.register(type("Pass", (tuple,), {}))


def test_every_registered_record_keeps_its_tag() -> None:
    """Every event and command of every table is filed under its class name's tag."""
    for info in games():
        for module, attr in (("events", "EVENTS"), ("commands", "COMMANDS")):
            family = getattr(importlib.import_module(f"game.{info.package}.{module}"), attr)
            assert family.classes, (info.id, module)
            for name, cls in family.classes.items():
                assert name == tag_of(cls) == cls.NAME, (info.id, cls)
