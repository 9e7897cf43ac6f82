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
from pathlib import Path
from typing import Any

from game.core.i18n import _
from game.core.registry import GameInfo, SeatResult
from game.meuterer import GAME
from game.meuterer import events as E
from game.meuterer.ai import make_bot
from game.meuterer.cards import Catalogue, load_catalogue
from game.meuterer.commands import command_from_json, command_to_json
from game.meuterer.engine import Game
from game.meuterer.prompts import Prompt
from game.meuterer.setup import LAYOUTS, SetupError

#: Events a command may cause and still be taken back: naming the wage or offering a card
#: shows only what its player chose and draws nothing. A pass (a role seen, a course set), a
#: mutiny lap, a sale or a draw makes it final.
UNDOABLE_EVENTS = frozenset({E.WageSet, E.Offered})


class Meuterer:
    """The rulebook of one catalogue (the game's own, or a test's)."""

    info: GameInfo = GAME

    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat
        #: no card face is public wherever it lies: an offered card is in every view, and a
        #: card in a hand, aside or in the pile is a secret (DA8)
        self.open_faces: frozenset[int] = frozenset()

    @classmethod
    def load(cls, path: Path | str | None = None) -> Meuterer:
        """The game's own card data (or the file at `path`); CatalogueError names a problem."""
        return cls(load_catalogue(path))

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

    def from_events(self, events: Sequence[Any]) -> Game:
        return Game.from_events(events, self.cat)

    def from_start(self, events: Sequence[Any]) -> Game:
        """A log's first events, checked (DA7): game_started must be exactly what setup makes
        of its own seed and option (the app writes no other deal), and the events up to the
        first decision must follow from it."""
        first = events[0] if events else None
        if not isinstance(first, E.GameStarted):
            raise ValueError("the game's first event is not game_started")
        try:
            game = Game.new(first.names, cat=self.cat, seed=first.seed, humans=first.humans,
                            layout=first.layout)
        except (ValueError, TypeError, KeyError, IndexError, OverflowError) as err:
            raise ValueError(_("the game's set-up is not valid ({error})").format(
                error=err)) from None
        if game.events[0] != first:
            raise ValueError(_("the game's cards are not the deal its seed makes (an edited "
                               "file, or one from another version of the rules)"))
        if list(game.events) != list(events):
            raise ValueError(_("the game's first events do not follow from its set-up"))
        return game

    def start_facts(self, events: Sequence[Any]) -> tuple[tuple[str, ...], tuple[bool, ...],
                                                        int]:
        first = events[0] if events else None
        if not isinstance(first, E.GameStarted):
            raise ValueError("the game's first event is not game_started")
        return first.names, first.humans, first.seed

    event_to_json = staticmethod(E.event_to_json)
    event_from_json = staticmethod(E.event_from_json)
    command_to_json = staticmethod(command_to_json)
    command_from_json = staticmethod(command_from_json)

    def decline(self, prompt: Prompt) -> Any:
        """Meuterer asks no shared questions (every prompt's `shared` is False)."""
        raise ValueError("Meuterer has no shared questions to decline")

    def undoable(self, events: Sequence[Any]) -> bool:
        """Only a wage or an offer may be taken back (see UNDOABLE_EVENTS)."""
        return bool(events) and all(type(ev) in UNDOABLE_EVENTS for ev in events)

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

    def make_bot(self, level: str, seed: int) -> Any:
        """An AI sailor of this level (`info.levels`), seeded: view + prompt only."""
        return make_bot(level, seed, self.cat)


def own_rulebook() -> Meuterer:
    """The game's own rulebook, loaded once by the registry (for the command-line tools)."""
    book = GAME.rulebook()
    assert isinstance(book, Meuterer)
    return book
