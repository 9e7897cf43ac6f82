"""Prompts: the one decision a seat faces now — the single source of legality (STYLE): the
table highlights from it, bots choose from it, and the engine accepts only what it allows."""

from __future__ import annotations

from typing import NamedTuple

Plan = tuple[tuple[int, tuple[int, ...]], ...]

_CLAUSES = {"wage": "CO1", "offer": "OF1", "pick_role": "OF5", "mutiny": "MU3",
            "allocate": "SA3", "use_extra": "DW3", "keep": "DW3"}


class Prompt(NamedTuple):
    """The decision a seat faces (DA10). `step`:

    - "wage" (CO1): `wages` 0–3;
    - "offer" (OF1–OF4): `cards` the hand (each may be offered); passing is always legal;
    - "pick_role" (OF5, DA2): `roles` still in the middle;
    - "mutiny" (MU3, DA4): play 0…`count` conflict cards from the set-aside cards; `side`
      "captain" or "mutineer";
    - "allocate" (SA3, DA5): `allocations` every legal plan, `best` the proposed one;
    - "use_extra" (DW3, RU19, DA6): take the loadmaster's extra draw or not;
    - "keep" (DW3, RU17): keep exactly `count` of `cards` (the cards just drawn).

    `shared` is always False: every prompt is one seat's own decision."""

    seat: int
    step: str
    wages: tuple[int, ...] = ()
    cards: tuple[int, ...] = ()
    roles: tuple[str, ...] = ()
    count: int = 0  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)
    side: str = ""
    allocations: tuple[Plan, ...] = ()
    best: Plan = ()
    shared: bool = False

    @property
    def clause(self) -> str:
        """The rule being applied (for instructions and refusals)."""
        return _CLAUSES[self.step]
