"""RUM's rulebook: the card catalogue, and what the app and the tools make of it — new games,
games rebuilt from events or from a log's start, the AI seats, the JSON forms of commands and
events, which moves may be taken back, and each seat's results.

    book = Rum.load()                             # reads and checks data/rum.toml
    game = book.new_game(names, seed=7, humans=[True, False, False],
                         options={"first_player": "random"})

It is what `game.rum.GAME.rulebook()` returns (the registry loads it once); the catalogue
travels from here into every game's state, never through a global. New games, a log's start
and the results follow the table's declaration (game.core.match.TableRulebook): the option
`first_player` (RU18) is game_started's field of that name; RUM asks no shared questions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.match import TableRulebook
from game.rum import events as E
from game.rum.ai import make_bot
from game.rum.cards import Catalogue, load_catalogue
from game.rum.commands import COMMANDS
from game.rum.engine import Game
from game.rum.view import secrets

#: Events a command may cause and still be taken back: laying a set shows only cards its
#: player laid and draws nothing. Any draw, refill, wave, return or end makes it final.
UNDOABLE_EVENTS = frozenset({E.SetLaid, E.TurnStarted})


class Rum(TableRulebook, game=Game, commands=COMMANDS, undoable=UNDOABLE_EVENTS,
          parts=(load_catalogue, secrets, make_bot)):
    """The rulebook of one catalogue (the game's own, or a test's)."""

    def __init__(self, cat: Catalogue) -> None:
        super().__init__(cat)
        #: PA1: the parrot is shown to all whenever it is drawn; its face hides nothing
        self.open_faces = frozenset({cat.parrot})

    def undoable(self, events: Sequence[Any]) -> bool:
        """Only a set that drew nothing may be taken back (see UNDOABLE_EVENTS); never a draw."""
        return bool(events) and isinstance(events[0], E.SetLaid) and all(
            type(ev) in UNDOABLE_EVENTS for ev in events)

    def feats(self, events: Sequence[Any], n: int) -> dict[str, list[int]]:
        """E4's results count captain cards taken from the middle or a rival ("captures")
        and sets that used a rum trio ("trios")."""
        captures, trios = [0] * n, [0] * n
        for ev in events:
            if isinstance(ev, E.SetLaid):
                captures[ev.seat] += sum(c[1] != ev.seat for c in ev.captures)
                trios[ev.seat] += any(c[4] in ("trio", "both") for c in ev.captures)
        return {"captures": captures, "trios": trios}
