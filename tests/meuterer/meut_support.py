"""Helpers for Meuterer's tests: the catalogue, cards by good, the introductory deal, and whole
random-bot games through the public API only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.meuterer.ai.random_bot import RandomBot
from game.meuterer.cards import Catalogue, load_catalogue
from game.meuterer.commands import Offer, Pass, PickRole, SetWage
from game.meuterer.engine import Game
from tests.rules_support import (
    RandomGames,
    refused,  # noqa: F401  (re-exported)
)

CAT: Catalogue = load_catalogue()
NAMES = ["Bernhard", "Steffi", "Florian", "Carmen"]
B, S, F, C = 0, 1, 2, 3


def ids(good: str) -> list[int]:
    """The card ids of one good (C4)."""
    return [c for c in CAT.cards if CAT.good(c) == good]


RUBY, SALT, WINE, CLOTH, GRAIN, CONFLICT = (ids(g) for g in
                                            ("ruby", "salt", "wine", "cloth", "grain",
                                             "conflict"))
ISLAND = {i.key: i.index for i in CAT.islands}

#: EX1-EX8: the rulebook's introductory hands (Bernhard the captain) and the rest of the pile
INTRO_HANDS = [[30, 31, 9, 10, 22], [32, 33, 4, 23, 15], [16, 17, 24, 5, 11],
               [6, 7, 12, 34, 0]]
INTRO_PILE = [1, 2, 3, 8, 13, 14, 18, 19, 20, 21, 25, 26, 27, 28, 29, 35]


def new(hands: Sequence[Sequence[int]] | None = None, *, seats: int = 4, captain: int = 0,
        pile: Sequence[int] | None = None, seed: int = 1, layout: str = "intro") -> Game:
    """A game in the introductory layout with a prescribed deal (hands from the captain)."""
    decks: dict[str, Any] = {"captain": captain}
    if hands is not None:
        decks["hands"] = [list(h) for h in hands]
    if pile is not None:
        decks["pile"] = list(pile)
    return Game.new(NAMES[:seats], cat=CAT, seed=seed, layout=layout, decks=decks)


def intro() -> Game:
    return new(INTRO_HANDS, pile=INTRO_PILE)


def play(game: Game, *cmds: Any) -> list[Any]:
    """Submit each command; all the events they caused."""
    out: list[Any] = []
    for cmd in cmds:
        out += game.submit(cmd)
    return out


def intro_to_mutiny(florian: str = "merchant") -> Game:
    """EX1–EX3 played: the mutiny waits for Bernhard."""
    g = intro()
    play(g, SetWage(B, 0), Offer(B, 30), Offer(S, 32), Offer(F, 16), Offer(C, 12), Offer(B, 9),
         Pass(S), PickRole(S, "mutineer"), Offer(F, 17), Offer(C, 6), Offer(B, 10), Pass(F),
         PickRole(F, florian), Offer(C, 7), Pass(B), Pass(C), PickRole(C, "boy"))
    return g


GAMES = RandomGames(lambda seed, seats: Game.new(NAMES[:seats], cat=CAT, seed=seed), RandomBot,
                    limit=3000)
#: a random-bot game to its end (`each(game)` before every decision and at the end), and the
#: game at every decision (tests/rules_support.RandomGames)
random_game, steps = GAMES.random_game, GAMES.steps
