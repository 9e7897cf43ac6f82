"""Jolly Roger's rulebook: the card catalogue, and what the app and the tools make of it —
new games, games rebuilt from events or from a log's start, the AI seats, the JSON forms of
commands and events, and which moves may be taken back.

    book = JollyRoger.load()                      # reads and checks data/jolly_roger.toml
    game = book.new_game(names, seed=7, humans=[True, False, False],
                         options={"variants": ("VG",), "reaction_prompts": "all"})

It is what `game.jolly_roger.GAME.rulebook()` returns (the registry loads it once); the card
catalogue travels from here into every game's state, never through a global.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from game.core.match import EventsModule, TableRulebook
from game.core.registry import GameInfo, SeatResult
from game.jolly_roger import GAME
from game.jolly_roger import events as E
from game.jolly_roger.ai import make_bot
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.commands import Pass, command_from_json, command_to_json
from game.jolly_roger.engine import Game
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.setup import SetupError
from game.jolly_roger.view import secrets

#: Events a command may cause and still be taken back: they show nothing its player did not
#: know and draw nothing (no random outcome). Anything else — a draw, a reveal, a result, a
#: new round — makes the move final (the Board Game Arena policy).
UNDOABLE_EVENTS = frozenset({
    E.Ask, E.Passed, E.CardsPlayed, E.QuartermasterAppointed, E.DestinationChosen,
    E.MutinyDeclined, E.WindowClosed, E.SkillsAssigned, E.PrizeTaken, E.LootShared,
    E.ChoiceMade, E.PrizesBuried, E.Discarded, E.PromiseMade, E.BribeOffered, E.Suspend,
    E.Resume,
})


class JollyRoger(TableRulebook):
    """The rulebook of one catalogue (the game's own, or a test's)."""

    info: GameInfo = GAME

    GAME_TYPE = Game
    EVENTS: ClassVar[EventsModule] = E
    UNDOABLE = UNDOABLE_EVENTS
    load_catalogue = staticmethod(load_catalogue)
    command_to_json = staticmethod(command_to_json)
    command_from_json = staticmethod(command_from_json)
    secrets_of = staticmethod(secrets)
    # open_faces: none (TableRulebook's default) — every face may be a secret

    def new_game(self, names: Sequence[str], *, seed: int, humans: Sequence[bool] | None = None,
                 options: Mapping[str, Any] | None = None,
                 decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S5 with the table's options: `variants` (VH, VG; V3 follows from 3 seats) and
        `reaction_prompts` ("all" or "holders", DA4). SetupError says what is impossible."""
        opts = dict(options or {})
        unknown = set(opts) - {o.key for o in self.info.options}
        if unknown:
            raise SetupError(f"unknown option(s) {sorted(unknown)}")
        prompts = opts.get("reaction_prompts", "all")
        if prompts not in ("all", "holders"):
            raise SetupError("reaction prompts go to \"all\" or to \"holders\"")
        return Game.new(names, cat=self.cat, seed=seed, variants=list(opts.get("variants", ())),
                        humans=humans, ask_all=prompts == "all", decks=decks)

    def setup_options(self, first: Any) -> dict[str, Any]:
        """The options game_started records, for `from_start` (DA7, game.core.match): the
        variants and who is asked at reaction moments (a scenario's prescribed decks are
        never written to a log)."""
        return {"variants": first.variants, "ask_all": first.ask_all}

    # --- records -------------------------------------------------------------------------

    def decline(self, prompt: Prompt) -> Any:
        """The command by which a seat says no to a shared question (DA1, DA4, T1: pass)."""
        return Pass(prompt.seat)

    def results(self, events: Sequence[Any]) -> tuple[SeatResult, ...]:
        """E4: who won and each seat's gold; the feat counted is mutinies called and won (M9)."""
        end = next((ev for ev in reversed(events) if isinstance(ev, E.GameEnded)), None)
        if end is None:
            return ()
        won_mutinies = [0] * len(end.scores)
        caller = -1
        for ev in events:
            if isinstance(ev, E.MutinyCalled):
                caller = ev.seat
            elif isinstance(ev, E.MutinyResolved) and ev.winner == "mutineer" and caller >= 0:
                won_mutinies[caller] += 1
        return tuple(SeatResult(seat in end.winners, gold, {"mutinies_won": won_mutinies[seat]})
                     for seat, (gold, _rum) in enumerate(end.scores))

    # --- AI ------------------------------------------------------------------------------

    def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Any:
        """An AI pirate of this level (`info.levels`, or a test strategy), seeded."""
        return make_bot(level, seed, self.cat, iterations)


def own_rulebook() -> JollyRoger:
    """The game's own rulebook, loaded once by the registry (for the command-line tools)."""
    book = GAME.rulebook()
    assert isinstance(book, JollyRoger)
    return book
