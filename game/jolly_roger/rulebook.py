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
from typing import Any

from game.core.match import TableRulebook
from game.core.setup import SetupError
from game.jolly_roger import events as E
from game.jolly_roger.ai import make_bot
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.commands import COMMANDS, Pass
from game.jolly_roger.engine import Game
from game.jolly_roger.prompts import Prompt
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


class JollyRoger(TableRulebook, game=Game, commands=COMMANDS, undoable=UNDOABLE_EVENTS,
                 parts=(load_catalogue, secrets, make_bot)):
    """The rulebook of one catalogue (the game's own, or a test's)."""
    # open_faces: none (TableRulebook's default) — every face may be a secret

    def new_game(self, names: Sequence[str], *, seed: int, humans: Sequence[bool] | None = None,
                 options: Mapping[str, Any] | None = None,
                 decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S5 with the table's options: `variants` (VH, VG; V3 follows from 3 seats) and
        `reaction_prompts` ("all" or "holders", DA4). SetupError says what is impossible."""
        opts = self.options_of(options)
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

    @staticmethod
    def score(points: tuple[int, int]) -> int:
        """E4: a seat's score is its gold (game_ended scores (gold, rum) a seat)."""
        gold, _rum = points
        return gold

    def feats(self, events: Sequence[Any], n: int) -> dict[str, list[int]]:
        """E4's results count mutinies called and won (M9)."""
        won_mutinies = [0] * n
        caller = -1
        for ev in events:
            if isinstance(ev, E.MutinyCalled):
                caller = ev.seat
            elif isinstance(ev, E.MutinyResolved) and ev.winner == "mutineer" and caller >= 0:
                won_mutinies[caller] += 1
        return {"mutinies_won": won_mutinies}
