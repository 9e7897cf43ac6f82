"""Meuterer's rulebook: the card catalogue, and what the app and the tools make of it — new
games, games rebuilt from events or from a log's start, the AI seats, the JSON forms of
commands and events, which moves may be taken back, and each seat's results.

    book = Meuterer.load()                        # reads and checks data/meuterer.toml
    game = book.new_game(names, seed=7, humans=[True, False, False, False],
                         options={"layout": "shuffled"})

It is what `game.meuterer.GAME.rulebook()` returns (the registry loads it once); the catalogue
travels from here into every game's state, never through a global.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from game.core.match import EventsModule, TableRulebook
from game.core.registry import GameInfo, SeatResult
from game.meuterer import GAME
from game.meuterer import events as E
from game.meuterer.ai import make_bot
from game.meuterer.cards import Catalogue, load_catalogue
from game.meuterer.commands import command_from_json, command_to_json
from game.meuterer.engine import Game
from game.meuterer.prompts import Prompt
from game.meuterer.setup import LAYOUTS, SetupError
from game.meuterer.view import secrets

#: Events a command may cause and still be taken back: naming the wage or offering a card
#: shows only what its player chose and draws nothing. A pass (a role seen, a course set), a
#: mutiny lap, a sale or a draw makes it final.
UNDOABLE_EVENTS = frozenset({E.WageSet, E.Offered})


class Meuterer(TableRulebook):
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
        #: no card face is public wherever it lies: an offered card is in every view, and a
        #: card in a hand, aside or in the pile is a secret (DA8)
        self.open_faces: frozenset[int] = frozenset()

    def new_game(self, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None,
                 options: Mapping[str, Any] | None = None,
                 decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S7 with the table's option `layout` ("shuffled" or "intro", RU8); `decks`
        prescribes the ring, captain, hands and pile (scenarios). SetupError says what is
        impossible."""
        opts = dict(options or {})
        unknown = set(opts) - {o.key for o in self.info.options}
        if unknown:
            raise SetupError(f"unknown option(s) {sorted(map(str, unknown))}")
        layout = opts.get("layout", "shuffled")
        if layout not in LAYOUTS:
            raise SetupError("layout: \"shuffled\" or \"intro\"")
        return Game.new(names, cat=self.cat, seed=seed, humans=humans, layout=layout,
                        decks=decks)

    def setup_options(self, first: Any) -> dict[str, Any]:
        """The option game_started records, for `from_start` (game.core.match)."""
        return {"layout": first.layout}

    def decline(self, prompt: Prompt) -> Any:
        """Meuterer asks no shared questions (every prompt's `shared` is False)."""
        raise ValueError("Meuterer has no shared questions to decline")

    def results(self, events: Sequence[Any]) -> tuple[SeatResult, ...]:
        """E2, RU10: who won and each seat's score; feats: mutinies won as the mutineer
        ("mutinies_won", VR2) and islands where the seat scored a majority ("majorities",
        SA4)."""
        end = next((ev for ev in reversed(events) if isinstance(ev, E.GameEnded)), None)
        if end is None:
            return ()
        n = len(end.scores)
        mutinies, majorities = [0] * n, [0] * n
        for ev in events:
            if isinstance(ev, E.MutinyEnded) and ev.won:
                mutinies[ev.mutineer] += 1
            elif isinstance(ev, E.IslandScored):
                for seat, pts in enumerate(ev.points):
                    majorities[seat] += pts > 0
        return tuple(SeatResult(seat in end.winners, score,
                                {"mutinies_won": mutinies[seat],
                                 "majorities": majorities[seat]})
                     for seat, score in enumerate(end.scores))

    def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Any:
        """An AI sailor of this level (`info.levels`), seeded: view + prompt only."""
        return make_bot(level, seed, self.cat, iterations)


def own_rulebook() -> Meuterer:
    """The game's own rulebook, loaded once by the registry (for the command-line tools)."""
    book = GAME.rulebook()
    assert isinstance(book, Meuterer)
    return book
