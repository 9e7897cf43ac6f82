"""Setup (S1–S5): a new game's GameStarted event, shuffled by the seed or prescribed for tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.i18n import _
from game.core.setup import SetupError, card_ids, prescribed
from game.core.untrusted import described, whole_number
from game.jolly_roger import events as E
from game.jolly_roger.cards import DEST_KINDS, Catalogue
from game.jolly_roger.state import extra_deal

VARIANTS = ("VH", "VG", "V3")
AVAILABLE_VARIANTS = ("VH", "VG", "V3")
DECK_KEYS = ("crew", "hands", "captain", "prizes", *DEST_KINDS)


def _card_ids(value: Any, cat: Catalogue, what: str) -> list[int]:
    """A prescribed list of card ids, each a card of the game."""
    return card_ids(value, cat.size - 1, what)


def _order(listed: Any, pool: Sequence[int], rng: random.Random, what: str,
           cat: Catalogue) -> list[int]:
    """Prescribed cards on top (in the given order), the rest shuffled below. Top first."""
    pool_set = set(pool)
    top = [] if listed is None else _card_ids(listed, cat, what)
    bad = [c for c in top if c not in pool_set]
    if bad:
        raise SetupError(f"{what}: card(s) {bad} do not belong here")
    if len(set(top)) != len(top):
        raise SetupError(f"{what}: a card is listed twice")
    rest = [c for c in pool if c not in set(top)]
    rng.shuffle(rest)
    return top + rest


def game_started(cat: Catalogue, names: Sequence[str], *, seed: int,
                 variants: Sequence[str] = (), humans: Sequence[bool] | None = None,
                 ask_all: bool = True, decks: Mapping[str, Any] | None = None) -> E.GameStarted:
    """S1–S5 as one event: the captain, every hand and every deck order."""
    n = len(names)
    if not 3 <= n <= 10:
        raise SetupError(_("Jolly Roger is played by 3 to 10 players, not {n}.").format(n=n))
    vs = sorted(set(variants) | ({"V3"} if n == 3 else set()))
    for v in vs:
        if v not in VARIANTS:
            raise SetupError(f"unknown variant {v!r}; variants: {', '.join(VARIANTS)}")
        if v not in AVAILABLE_VARIANTS:
            raise SetupError(f"variant {v} is not available yet")
    if "V3" in vs and n != 3:
        raise SetupError("variant V3 is the three-player game")
    humans = tuple(humans) if humans is not None else (True,) * n
    if len(humans) != n:
        raise SetupError("one human/AI flag per seat")
    decks = prescribed(decks, DECK_KEYS)
    rng = random.Random(seed)
    deck = _order(decks.get("crew"), cat.deck_crew_ids, rng, "crew", cat)
    captain, hands, deck = _deal(cat, n, deck, decks, rng)
    stacks = tuple(tuple(_order(decks.get(k), cat.destinations_for(k, n), rng, k, cat))
                   for k in DEST_KINDS)
    prizes = _order(decks.get("prizes"), cat.prize_ids, rng, "prizes", cat)
    return E.GameStarted(tuple(names), humans, tuple(vs), ask_all, seed, captain,
                         tuple(tuple(h) for h in hands), tuple(deck), stacks, tuple(prizes))


def _deal(cat: Catalogue, n: int, deck: list[int], decks: Mapping[str, Any],
          rng: random.Random) -> tuple[int, list[list[int]], list[int]]:
    """S2 / S3: n-1 crew cards plus the Captain card, shuffled and dealt one each; then the
    extra cards (the captain one more), each seat from seat 0 taking its cards from the top.
    Prescribed `hands` replace the deal (the deck is what remains, in order)."""
    captain = decks.get("captain")
    if captain is not None and whole_number(captain, 0, n - 1) is None:
        raise SetupError(f"captain must be a seat 0–{n - 1}, not {described(captain)}")
    if "hands" in decks:
        listed = decks["hands"]
        if not isinstance(listed, list | tuple) or len(listed) != n:
            raise SetupError(f"hands: give one hand per seat ({n})")
        hands = [_card_ids(h, cat, f"hands[{i}]") for i, h in enumerate(listed)]
        held = [c for h in hands for c in h]
        if len(set(held)) != len(held) or not set(held) <= set(cat.deck_crew_ids):
            raise SetupError("hands: every card once, crew cards only (not the role cards)")
        rest = [c for c in deck if c not in set(held)]
        return (captain if captain is not None else rng.randrange(n)), hands, rest
    first = deck[: n - 1] + [cat.captain_card]
    deck = deck[n - 1:]
    if captain is None:
        rng.shuffle(first)
        captain = first.index(cat.captain_card)
    else:
        others = first[:-1]
        first = [cat.captain_card if i == captain else others.pop(0) for i in range(n)]
    hands = [[] if c == cat.captain_card else [c] for c in first]
    k = extra_deal(n)
    for seat in range(n):
        take = k + 1 if seat == captain else k
        hands[seat].extend(deck[:take])
        deck = deck[take:]
    return captain, hands, deck
