"""Setup (S1–S7, RU14, RU18): a new game's `game_started` event, drawn by the seed or partly
prescribed (`decks`, for tests and scenario files)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.i18n import _
from game.core.setup import SetupError, card_ids, check_seed, chosen, humans_of, prescribed
from game.core.steps import seeded
from game.core.untrusted import whole_number
from game.rum import FIRST_PLAYER
from game.rum import events as E
from game.rum.cards import CLOCK_MAX, N_COLOURS, VALUE_MAX, Catalogue

DECK_KEYS = ("beach", "beach_up", "hands", "values", "owners", "clock", "first", "wreck")


class Draws:
    """Random wreck picks (S7, DA4): prescribed cards first (scenarios), then uniform picks
    from the seeded generator. The list's order only makes a pick reproducible."""

    def __init__(self, rng: random.Random, forced: list[int]) -> None:
        self.rng = rng
        self.forced = forced

    def take(self, wreck: list[int]) -> int:
        while self.forced:
            card = self.forced.pop(0)
            if card in wreck:
                wreck.remove(card)
                return card
        return wreck.pop(self.rng.randrange(len(wreck)))


def is_trio(cat: Catalogue, beach: Sequence[int]) -> bool:
    """TR1 on the beach: three face-up cards whose singles share one colour (WV5, RU14)."""
    return len(beach) == 3 and min(beach) >= 0 and cat.parrot not in beach \
        and len({cat.single[c] for c in beach}) == 1


def _ints(value: Any, size: int, lo: int, hi: int, what: str) -> list[int]:
    if not isinstance(value, list | tuple) or len(value) != size or any(
            whole_number(v, lo, hi) is None for v in value):
        raise SetupError(f"{what}: give {size} whole numbers {lo}–{hi}")
    return list(value)


def _seats(names: Sequence[str], humans: Sequence[bool] | None) -> tuple[bool, ...]:
    n = len(names)
    if not 2 <= n <= 4:
        raise SetupError(_("RUM is played by 2 to 4 players, not {n}.").format(n=n))
    return humans_of(names, humans)


def game_started(cat: Catalogue, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None, first_player: str = "random",
                 decks: Mapping[str, Any] | None = None) -> tuple[E.GameStarted, list[int]]:
    """S1–S7 as one event, and the prescribed wreck draws left over (scenarios only).

    S1 captain cards and clock at 1; S2 the parrot aside; S3 three beach cards face up, RU14
    re-drawn while they form a trio; S4 one card to each hand; S5 the parrot into the wreck;
    S6/RU18 the first seat (seeded, or seat 0). `decks` may prescribe `beach` (3 ids, -1
    empty), `beach_up`, `hands`, `values`, `owners`, `clock`, `first`, and `wreck` (the next
    cards drawn from the wreck, in order)."""
    hum = _seats(names, humans)
    n = len(names)
    rng = seeded(check_seed(seed), 0)
    chosen(FIRST_PLAYER, first_player)                              # RU18
    d = prescribed(decks, DECK_KEYS)
    forced = card_ids(d.get("wreck", []), cat.size - 1, "decks.wreck")
    draws = Draws(rng, forced)
    wreck = [c for c in range(cat.size) if c != cat.parrot]     # S2
    placed: set[int] = set()

    def claim(card: int, what: str) -> None:
        if card in placed:
            raise SetupError(f"{what}: card {card} is placed twice")
        placed.add(card)
        if card in wreck:
            wreck.remove(card)

    beach: list[int] = []
    if "beach" in d:
        raw = d["beach"]
        if not isinstance(raw, list) or len(raw) != 3:
            raise SetupError("decks.beach: three card ids (-1 for an empty spot)")
        card_ids([c for c in raw if c != -1], cat.size - 1, "decks.beach")
        beach = list(raw)
        for c in beach:
            if c >= 0:
                claim(c, "decks.beach")
    hands_raw = d.get("hands")
    hands: list[list[int]] = [[] for _ in range(n)]
    if hands_raw is not None:                # prescribed cards are reserved before any draw
        if not isinstance(hands_raw, list) or len(hands_raw) != n:
            raise SetupError(f"decks.hands: one list per seat ({n})")
        for i, h in enumerate(hands_raw):
            for c in card_ids(h, len(cat.rum) - 1, f"decks.hands[{i}]"):
                claim(c, f"decks.hands[{i}]")
                hands[i].append(c)
    if "beach" not in d:
        if len(wreck) < 3:
            raise SetupError("decks: too few cards left in the wreck to lay the beach")
        beach = [draws.take(wreck) for _ in range(3)]               # S3
    up_raw = d.get("beach_up", [True, True, True])
    if not (isinstance(up_raw, list) and len(up_raw) == 3
            and all(isinstance(u, bool) for u in up_raw)):
        raise SetupError("decks.beach_up: three true/false")
    beach_up = [u and c >= 0 for u, c in zip(up_raw, beach, strict=True)]
    if any(up and c == cat.parrot for c, up in zip(beach, beach_up, strict=True)):
        raise SetupError("decks.beach: the parrot lies on the beach only face down (BE3)")
    washed: list[tuple[int, ...]] = []
    while all(beach_up) and is_trio(cat, beach):                    # RU14
        if len(wreck) < 1:
            raise SetupError("decks: RU14 must redraw a beach trio, but the wreck holds no "
                             "other card")
        washed.append(tuple(beach))
        wreck.extend(beach)
        beach = [draws.take(wreck) for _ in range(3)]
    if hands_raw is None:
        if len(wreck) < n:
            raise SetupError("decks: too few cards left in the wreck to deal the hands")
        for i in range(n):                                          # S4
            hands[i].append(draws.take(wreck))
    values = _ints(d.get("values", [1] * N_COLOURS), N_COLOURS, 1, VALUE_MAX, "decks.values")
    owners = _ints(d.get("owners", [-1] * N_COLOURS), N_COLOURS, -1, n - 1, "decks.owners")
    clock = d.get("clock", 1)
    if whole_number(clock, 1, CLOCK_MAX - 1) is None:
        raise SetupError(f"decks.clock: a whole number 1–{CLOCK_MAX - 1}")
    first = rng.randrange(n) if first_player == "random" else 0     # S6, RU18
    if "first" in d:
        if whole_number(d["first"], 0, n - 1) is None:
            raise SetupError(f"decks.first: a seat 0–{n - 1}")
        first = d["first"]
    ev = E.GameStarted(tuple(names), hum, seed, first_player, first, tuple(washed),
                       tuple(beach), tuple(beach_up), tuple(tuple(h) for h in hands),
                       tuple(values), tuple(owners), clock)
    return ev, draws.forced
