"""The game state: small, flat, cheap to copy (integer card ids in plain lists).

Only `evolve` changes a State, and only by applying an event. Bots and the UI never see a
State; they get `view(state, seat)`. Its fields are declared once, in the class below: the
slots, the initial values (`evolve.initial_state` passes only what the deal decides) and
`clone` all follow from that declaration. `clone` never uses deepcopy: search and the
property tests copy states constantly, so its code is generated once from the fields'
types — a statement per field, as a hand-written copy would be.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import ClassVar

from game.jolly_roger.cards import DEST_KINDS, Catalogue

KIND_INDEX = {k: i for i, k in enumerate(DEST_KINDS)}
NEUTRAL, CAPTAIN_SIDE, MUTINEER_SIDE = 0, 1, 2
SIDE_NAMES = {"captain": CAPTAIN_SIDE, "mutineer": MUTINEER_SIDE}


def hand_limit(n: int) -> int:
    """H1 / RU1: 7 at 3–5 players, 6 at 6–7, 5 at 8–10."""
    return 7 if n <= 5 else 6 if n <= 7 else 5


def extra_deal(n: int) -> int:
    """S3 / RU1: extra crew cards dealt to every seat (the captain gets one more)."""
    return 5 if n <= 5 else 4 if n <= 7 else 3


@dataclass(slots=True, kw_only=True, eq=False, repr=False)
class State:
    """Everything about a game in progress. Decks keep their top card at the END of the list.

    A field's type says how `clone` copies it: `list[list[...]]` list by list, `list[...]`,
    `set[...]` and `dict[...]` as one new container, anything else (ints, strings, tuples,
    frozensets, the catalogue) is shared, so it must never be changed in place. Fields without
    a default are set from the deal (`evolve.initial_state`)."""

    cat: Catalogue
    n: int
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    variants: frozenset[str]
    ask_all: bool
    seed: int
    rng_n: int = 0
    hands: list[list[int]]
    prizes: list[list[int]]
    buried: set[int] = field(default_factory=set)
    crew_deck: list[int]
    crew_discard: list[int] = field(default_factory=list)
    stacks: list[list[int]]
    dest_discard: list[int] = field(default_factory=list)
    prize_deck: list[int]
    prize_discard: list[int] = field(default_factory=list)
    reference: int
    captain: int
    qm: int = -1
    round: int = 0
    mutiny_used: bool = False
    forbidden_kind: str = ""
    step: str = "setup"
    context: str = ""
    queue: list[int] = field(default_factory=list)
    qi: int = 0
    passes: int = 0
    pending: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    wcards: tuple[int, ...] = ()  # what the open reaction window is about
    destination: int = -1
    dest_kind: str = ""
    revealed: bool = False
    attack: list[int] = field(default_factory=list)
    attack_by: list[int] = field(default_factory=list)
    last_attack: tuple[int, ...] = ()  # crew cards each seat played to the last voyage
    first_played: bool = False
    skill_choice: dict[int, int] = field(default_factory=dict)
    loot: list[int] = field(default_factory=list)
    punish: bool = False
    m_leader: int = -1
    m_first: int = -1  # the First Mutineer's card (RU10)
    m_window: str = ""
    m_side: list[int]
    m_cards: list[int] = field(default_factory=list)
    m_sides_of: list[int] = field(default_factory=list)
    frames: list[tuple[object, ...]] = field(default_factory=list)  # suspended decisions (DA4)
    # specials resolving: seat, card, targets, choice
    chain: list[tuple[int, int, tuple[int, ...], str]] = field(default_factory=list)
    last_play: tuple[int, ...] = ()  # crew cards just revealed (a Traitor's targets)
    adjust: list[int] = field(default_factory=lambda: [0, 0, 0])  # X-FIRST-MATE &c.: +-1
    locked: set[int] = field(default_factory=set)  # X-CABIN-BOY: face up until next island
    guard: int = -1  # X-BOATSWAIN: the seat guarding the ship (-1)
    guard_asked: list[int] = field(default_factory=list)  # seats already offered the duty
    landed: bool = False  # T1: an Old Sailor took the ship ashore
    m_stab: int = 0  # X-CUTTHROAT: the side that lost at once (0: none)
    m_cancelled: bool = False  # RU10: a Traitor cancelled the mutiny's first card
    after_mutiny: tuple[tuple[int, int], ...] = ()  # RU11: (seat, card) acting after it
    offers: list[int]  # B1/DA6: bribe offers and promises made this round
    cook: int = -1  # X-COOK: the seat who picked first in this sharing
    bribe: tuple[int, int, int, str] = (-1, -1, -1, "")  # the open offer: giver, to, card, why
    # B1 / DA6, public: every promise made (giver, to, words, round) and every loot sharing
    # (dealer, cards per seat counting the picks) — what lets a bot judge who kept a promise
    promises: tuple[tuple[int, int, str, int], ...] = ()
    shares: tuple[tuple[int, tuple[int, ...]], ...] = ()
    over: bool = False
    result: tuple[object, ...] = ()

    clone: ClassVar[Callable[[State], State]]  # derived below from the fields

    # --- small derived facts -------------------------------------------------------------

    @property
    def v3(self) -> bool:
        """V3: three players, no quartermaster (the captain does it all)."""
        return self.n == 3

    @property
    def acting_qm(self) -> int:
        """The seat doing the quartermaster's work (V3: the captain)."""
        return self.captain if self.qm < 0 else self.qm

    @property
    def current(self) -> int:
        """The seat the current step waits for (-1 when none)."""
        q = self.queue
        return q[self.qi % len(q)] if q else -1

    def order_from(self, seat: int) -> list[int]:
        """All seats clockwise, starting with `seat` (a copy of the table's cached order:
        the rules ask for orders at most steps)."""
        n = self.n
        orders = _ORDERS.get(n)
        if orders is None:
            orders = _ORDERS[n] = tuple(tuple((s + i) % n for i in range(n)) for s in range(n))
        return list(orders[seat % n])

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.n

    def face_up_prizes(self, seat: int) -> list[int]:
        buried = self.buried
        return [c for c in self.prizes[seat] if c not in buried]

    def signature(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks (replay tests)."""
        return tuple(
            sorted(getattr(self, k)) if k in ("buried", "locked") else getattr(self, k)
            for k in State.__slots__
            if k != "cat"
        )


#: order_from's answers by seat count, then by first seat.
_ORDERS: dict[int, tuple[tuple[int, ...], ...]] = {}


# --- clone, derived from the fields ----------------------------------------------------------

_SHARED = ("Catalogue", "int", "str", "bool", "tuple", "frozenset")
_MUTABLE = re.compile(r"\b(list|set|dict)\[")


def _nested_lists(value: list[list[object]]) -> list[list[object]]:
    return [x[:] for x in value]


_CONTAINERS: dict[str, Callable[[object], object]] = {
    "list": list, "set": set, "dict": dict}  # type: ignore[dict-item]


def _copy_of(name: str, kind: str) -> Callable[[object], object] | None:
    """How `clone` copies the field `name` of type `kind`: a function making the copy, or
    None where the value is shared (immutable). A type it cannot copy safely is refused."""
    outer, _sep, inner = kind.partition("[")
    if outer == "list" and inner.startswith("list[") and not _MUTABLE.search(inner[5:]):
        return _nested_lists  # type: ignore[return-value]
    if not _MUTABLE.search(inner):
        if outer in _CONTAINERS:
            return _CONTAINERS[outer]
        if outer in _SHARED:
            return None
    raise TypeError(f"State.{name}: clone cannot copy a {kind}")


def _make_clone() -> Callable[[State], State]:
    """`State.clone`: every field copied as its declared type says (no generated code)."""
    plan = [(f.name, _copy_of(f.name, str(f.type))) for f in fields(State)]
    shared = tuple(n for n, c in plan if c is None)
    copied = tuple((n, c) for n, c in plan if c is not None)
    new = object.__new__

    def clone(self: State) -> State:
        """A copy that shares nothing mutable with this state."""
        s = new(State)
        for n in shared:
            setattr(s, n, getattr(self, n))
        for n, copy in copied:
            setattr(s, n, copy(getattr(self, n)))
        return s

    return clone


State.clone = _make_clone()
