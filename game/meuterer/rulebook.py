"""Meuterer's rulebook: the card catalogue, and what the app and the tools make of it — new
games, games rebuilt from events or from a log's start, the AI seats, the JSON forms of
commands and events, which moves may be taken back, and each seat's results.

    book = Meuterer.load()                        # reads and checks data/meuterer.toml
    game = book.new_game(names, seed=7, humans=[True, False, False, False],
                         options={"layout": "shuffled"})

It is what `game.meuterer.GAME.rulebook()` returns (the registry loads it once); the catalogue
travels from here into every game's state, never through a global. New games, a log's start
and the results follow the table's declaration (game.core.match.TableRulebook): the option
`layout` (RU8) is game_started's field of that name; Meuterer asks no shared questions, and no
card face is public wherever it lies (an offered card is in every view, a card in a hand,
aside or in the pile is a secret, DA8).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.match import TableRulebook
from game.meuterer import events as E
from game.meuterer.ai import make_bot
from game.meuterer.cards import load_catalogue
from game.meuterer.commands import COMMANDS
from game.meuterer.engine import Game
from game.meuterer.view import secrets

#: Events a command may cause and still be taken back: naming the wage or offering a card
#: shows only what its player chose and draws nothing. A pass (a role seen, a course set), a
#: mutiny lap, a sale or a draw makes it final.
UNDOABLE_EVENTS = frozenset({E.WageSet, E.Offered})


class Meuterer(TableRulebook, game=Game, commands=COMMANDS, undoable=UNDOABLE_EVENTS,
               parts=(load_catalogue, secrets, make_bot)):
    """The rulebook of one catalogue (the game's own, or a test's)."""

    def feats(self, events: Sequence[Any], n: int) -> dict[str, list[int]]:
        """E2, RU10's results count mutinies won as the mutineer ("mutinies_won", VR2) and
        islands where the seat scored a majority ("majorities", SA4)."""
        mutinies, majorities = [0] * n, [0] * n
        for ev in events:
            if isinstance(ev, E.MutinyEnded) and ev.won:
                mutinies[ev.mutineer] += 1
            elif isinstance(ev, E.IslandScored):
                for seat, pts in enumerate(ev.points):
                    majorities[seat] += pts > 0
        return {"mutinies_won": mutinies, "majorities": majorities}
