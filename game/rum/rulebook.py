"""RUM's rulebook: the card catalogue, and what the app and the tools make of it — new games,
games rebuilt from events or from a log's start, the AI seats, the JSON forms of commands and
events, which moves may be taken back, and each seat's results.

    book = Rum.load()                             # reads and checks data/rum.toml
    game = book.new_game(names, seed=7, humans=[True, False, False],
                         options={"first_player": "random"})

It is what `game.rum.GAME.rulebook()` returns (the registry loads it once); the catalogue
travels from here into every game's state, never through a global.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from game.core.match import EventsModule, TableRulebook
from game.core.registry import GameInfo, SeatResult
from game.rum import GAME
from game.rum import events as E
from game.rum.ai import make_bot
from game.rum.cards import Catalogue, load_catalogue
from game.rum.commands import command_from_json, command_to_json
from game.rum.engine import Game
from game.rum.prompts import Prompt
from game.rum.setup import SetupError
from game.rum.view import secrets

#: Events a command may cause and still be taken back: laying a set shows only cards its
#: player laid and draws nothing. Any draw, refill, wave, return or end makes it final.
UNDOABLE_EVENTS = frozenset({E.SetLaid, E.TurnStarted})


class Rum(TableRulebook):
    """The rulebook of one catalogue (the game's own, or a test's)."""

    info: GameInfo = GAME

    GAME_TYPE = Game
    EVENTS: ClassVar[EventsModule] = E
    UNDOABLE = UNDOABLE_EVENTS
    load_catalogue = staticmethod(load_catalogue)
    command_to_json = staticmethod(command_to_json)
    command_from_json = staticmethod(command_from_json)
    secrets_of = staticmethod(secrets)

    def __init__(self, cat: Catalogue) -> None:
        super().__init__(cat)
        #: PA1: the parrot is shown to all whenever it is drawn; its face hides nothing
        self.open_faces = frozenset({cat.parrot})

    def new_game(self, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None,
                 options: Mapping[str, Any] | None = None,
                 decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S7 with the table's option `first_player` ("random" or "first", RU18);
        `decks` prescribes the layout (scenarios). SetupError says what is impossible."""
        opts = dict(options or {})
        unknown = set(opts) - {o.key for o in self.info.options}
        if unknown:
            raise SetupError(f"unknown option(s) {sorted(unknown)}")
        return Game.new(names, cat=self.cat, seed=seed, humans=humans,
                        first_player=opts.get("first_player", "random"), decks=decks)

    def setup_options(self, first: Any) -> dict[str, Any]:
        """The option game_started records, for `from_start` (game.core.match)."""
        return {"first_player": first.first_player}

    def decline(self, prompt: Prompt) -> Any:
        """RUM asks no shared questions (every prompt's `shared` is False): nothing to decline."""
        raise ValueError("RUM has no shared questions to decline")

    def undoable(self, events: Sequence[Any]) -> bool:
        """Only a set that drew nothing may be taken back (see UNDOABLE_EVENTS); never a draw."""
        return bool(events) and isinstance(events[0], E.SetLaid) and all(
            type(ev) in UNDOABLE_EVENTS for ev in events)

    def results(self, events: Sequence[Any]) -> tuple[SeatResult, ...]:
        """E4: who won and each seat's score; feats: captain cards taken from the middle or a
        rival ("captures") and sets that used a rum trio ("trios")."""
        end = next((ev for ev in reversed(events) if isinstance(ev, E.GameEnded)), None)
        if end is None:
            return ()
        n = len(end.scores)
        captures, trios = [0] * n, [0] * n
        for ev in events:
            if isinstance(ev, E.SetLaid):
                captures[ev.seat] += sum(c[1] != ev.seat for c in ev.captures)
                trios[ev.seat] += any(c[4] in ("trio", "both") for c in ev.captures)
        return tuple(SeatResult(seat in end.winners, score,
                                {"captures": captures[seat], "trios": trios[seat]})
                     for seat, score in enumerate(end.scores))

    def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Any:
        """An AI pirate of this level (`info.levels`), seeded: view + prompt only."""
        return make_bot(level, seed, self.cat, iterations)


def own_rulebook() -> Rum:
    """The game's own rulebook, loaded once by the registry (for the command-line tools)."""
    book = GAME.rulebook()
    assert isinstance(book, Rum)
    return book
