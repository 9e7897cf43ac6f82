"""Setup (S1–S7, RU8, DA7): a new game's `game_started` event, drawn by the seed or partly
prescribed (`decks`, for tests and scenario files)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.i18n import _
from game.core.setup import SetupError, card_ids, check_seed, chosen, humans_of, prescribed
from game.core.steps import seeded
from game.core.untrusted import described, whole_number
from game.meuterer import LAYOUT
from game.meuterer import events as E
from game.meuterer.cards import Catalogue

#: a mid-game position (scenarios): its own event, `position_set`, after game_started
POSITION_KEYS = ("round", "scores", "ship", "active", "discard")
DECK_KEYS = ("ring", "captain", "hands", "pile", *POSITION_KEYS)
MAX_SCORE = 999


def _seats(names: Sequence[str], humans: Sequence[bool] | None) -> tuple[bool, ...]:
    n = len(names)
    if not 3 <= n <= 4:
        raise SetupError(_("Meuterer is played by 3 or 4 players, not {n}.").format(n=n))
    return humans_of(names, humans)


def _ids(value: Any, cat: Catalogue, what: str) -> list[int]:
    return card_ids(value, len(cat.card_good) - 1, what)


def _ring(value: Any, cat: Catalogue) -> tuple[int, ...]:
    keys = [isl.key for isl in cat.islands]
    if not isinstance(value, list | tuple) or len(value) != len(keys) \
            or not all(isinstance(k, str) for k in value) or sorted(value) != sorted(keys):
        raise SetupError("decks.ring: the 12 island keys, each once, clockwise: "
                         + ", ".join(keys))
    return tuple(keys.index(k) for k in value)


def game_started(cat: Catalogue, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None, layout: str = "shuffled",
                 decks: Mapping[str, Any] | None = None) -> E.GameStarted:
    """S1–S7 as one event. S1 the pirate cards stay out (never in the deck); S2/RU8 the ring
    shuffled or in the introductory order; S3 the ship on Hochland (the state knows); S4 a
    random captain; S5 the 36 goods cards shuffled and dealt in blocks of 5 from the captain
    clockwise; the rest is the draw pile.

    `decks` may prescribe `ring` (12 island keys clockwise), `captain` (a seat), `hands`
    (one list per seat, from the captain clockwise, as dealt) and `pile` (the draw pile after
    the deal, top first; unlisted cards follow, shuffled). The cards of a position's
    `discard` (position_set) lie at the bottom of this pile, which position_set takes them
    from."""
    hum = _seats(names, humans)
    n = len(names)
    rng = seeded(check_seed(seed), 0)
    chosen(LAYOUT, layout)                                        # S2 / RU8
    d = prescribed(decks, DECK_KEYS)
    ring = list(range(len(cat.islands)))                          # S2: introductory order
    if layout == "shuffled":
        rng.shuffle(ring)                                         # RU8
    if "ring" in d:
        ring = list(_ring(d["ring"], cat))
    captain = rng.randrange(n)                                    # S4
    if "captain" in d:
        if whole_number(d["captain"], 0, n - 1) is None:
            raise SetupError(f"decks.captain: a seat 0–{n - 1}")
        captain = d["captain"]
    deck = list(cat.cards)                                        # S1: the base deck only
    rng.shuffle(deck)                                             # S5
    size = cat.hand_size
    placed: set[int] = set()

    def claim(cards: list[int], what: str) -> None:
        for c in cards:
            if c in placed:
                raise SetupError(f"{what}: card {c} is placed twice")
            placed.add(c)

    order = [(captain + k) % n for k in range(n)]
    hands: list[list[int]] = [[] for _ in range(n)]
    hands_raw = d.get("hands")
    if hands_raw is not None:
        if not isinstance(hands_raw, list) or len(hands_raw) != n:
            raise SetupError(f"decks.hands: one list per seat ({n}), from the captain")
        for k, h in enumerate(hands_raw):
            cards = _ids(h, cat, f"decks.hands[{k}]")
            if len(cards) != size:
                raise SetupError(f"decks.hands[{k}]: S5: a hand is {size} cards")
            claim(cards, f"decks.hands[{k}]")
            hands[order[k]] = cards
    pile_top = _ids(d.get("pile", []), cat, "decks.pile")
    claim(pile_top, "decks.pile")
    discard = _ids(d.get("discard", []), cat, "decks.discard")
    claim(discard, "decks.discard")
    rest = [c for c in deck if c not in placed]
    if hands_raw is None:
        if len(rest) < n * size:
            raise SetupError("decks: too few cards left to deal the hands (S5)")
        for seat in order:                                        # S5: blocks of 5
            hands[seat], rest = rest[:size], rest[size:]
    pile = pile_top + rest + discard
    return E.GameStarted(tuple(names), hum, seed, layout, tuple(ring), captain,
                         tuple(tuple(h) for h in hands), tuple(pile))


def _island(value: Any, cat: Catalogue, what: str) -> int:
    keys = [isl.key for isl in cat.islands]
    if not isinstance(value, str) or value not in keys:
        raise SetupError(f"{what}: an island key ({', '.join(keys)}), not {described(value)}")
    return keys.index(value)


def position_set(cat: Catalogue, first: E.GameStarted,
                 decks: Mapping[str, Any] | None) -> E.PositionSet | None:
    """A scenario's mid-game position from `decks` (None when it sets none, as in every game
    the app deals): `round` the round to play next (1 to the last, R1), `scores` one whole
    number per seat, `ship` the ship's island key, `active` the light islands (1 or 2 keys,
    the ship's among them, SH3; default the ship's alone) and `discard` the discard pile,
    top first (game_started put its cards at the bottom of the draw pile)."""
    d = dict(decks or {})
    if not any(k in d for k in POSITION_KEYS):
        return None
    n = len(first.names)
    rounds = cat.rounds(n)
    rnd = d.get("round", 1)
    if whole_number(rnd, 1, rounds) is None:
        raise SetupError(f"decks.round: a round 1–{rounds} (R1: {rounds} rounds at {n} "
                         f"players), not {described(rnd)}")
    scores = d.get("scores", [0] * n)
    if not isinstance(scores, list) or len(scores) != n \
            or any(whole_number(v, -MAX_SCORE, MAX_SCORE) is None for v in scores):
        raise SetupError(f"decks.scores: one whole number per seat ({n}), "
                         f"−{MAX_SCORE} to {MAX_SCORE}")
    ship = _island(d["ship"], cat, "decks.ship") if "ship" in d else cat.start_island
    active_raw = d.get("active")
    if active_raw is None:
        active = [ship]
    else:
        if not isinstance(active_raw, list) or not 1 <= len(active_raw) <= 2:
            raise SetupError("decks.active: a list of 1 or 2 island keys (SH3)")
        active = [_island(k, cat, "decks.active") for k in active_raw]
        if len(set(active)) != len(active) or ship not in active:
            raise SetupError("decks.active: SH3: the ship's island and at most one other, "
                             "each once")
    discard = _ids(d.get("discard", []), cat, "decks.discard")
    return E.PositionSet(rnd, tuple(scores), ship, tuple(active), tuple(discard))
