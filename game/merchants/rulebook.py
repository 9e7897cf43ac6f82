"""Merchants & Marauders' rulebook: the content catalogue, and what the app and the tools make
of it — new games, games rebuilt from events or from a log's start, the AI seats, the JSON
forms of commands and events, which moves may be taken back, and each seat's results.

    book = Merchants.load()                    # reads and checks data/*.toml (DA18)
    game = book.new_game(names, seed=7, humans=[True, False, False],
                         options={"target": "10", "purses": "closed"})

It is what `game.merchants.GAME.rulebook()` returns (the registry loads it once); the
catalogue travels from here into every game's state, never through a global.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.match import TableRulebook
from game.core.registry import SeatResult
from game.core.setup import SetupError
from game.merchants import events as E
from game.merchants.ai import make_bot
from game.merchants.catalogue import load_catalogue
from game.merchants.commands import COMMANDS
from game.merchants.engine import Game
from game.merchants.view import secrets

#: DA15: undo goes back only to the last event that revealed information or drew randomness;
#: a command whose events are all of these kinds showed nothing and drew nothing
UNDOABLE_EVENTS = frozenset({E.ShipMoved, E.PortBegan, E.StepTaken, E.Stashed, E.Withdrawn,
                             E.Repaired, E.Refitted, E.WeaponSold, E.PortEnded,
                             E.CargoDiscarded, E.Sold})


class Merchants(TableRulebook, game=Game, commands=COMMANDS, undoable=UNDOABLE_EVENTS,
                parts=(load_catalogue, secrets, make_bot)):
    """The rulebook of one catalogue (the game's own, or a test's)."""

    # open_faces: none (TableRulebook's default): a face-up card is in every view anyway

    def new_game(self, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None,
                 options: Mapping[str, Any] | None = None,
                 decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S16 with the table's options: `target` (OV1, "8"–"15"), `purses` (OV3,
        "closed" or "open") and `steering` (OV2, "engine" or "printed"); `decks` prescribes
        the layout (scenarios, OV4). SetupError says what is impossible."""
        opts = self.options_of(options)
        target = opts.get("target", "10")
        if not isinstance(target, str) or not target.isdigit():
            raise SetupError("target: a glory target \"8\"–\"15\" (OV1)")
        return Game.new(names, cat=self.cat, seed=seed, humans=humans, target=int(target),
                        purses=str(opts.get("purses", "closed")),
                        steering=str(opts.get("steering", "engine")), decks=decks)

    def setup_options(self, first: Any) -> dict[str, Any]:
        """The options game_started records, for `from_start` (game.core.match)."""
        return {"target": first.target, "purses": first.purses, "steering": first.steering}

    def results(self, events: Sequence[Any]) -> tuple[SeatResult, ...]:
        """E5, E6: who won and each seat's total glory; feats: raids that paid ("raids"),
        battles won ("battles"), missions completed ("missions")."""
        end = next((ev for ev in reversed(events) if isinstance(ev, E.GameEnded)), None)
        if end is None:
            return ()
        n = len(end.track)
        raids, battles, missions = [0] * n, [0] * n, [0] * n
        for ev in events:
            t = type(ev)
            if t is E.RaidEnded and ev.result == "success":
                raids[ev.seat] += 1
            elif t is E.GloryGained and ev.source == "battle":
                battles[ev.seat] += 1
            elif t is E.MissionEnded and ev.how == "completed":
                missions[ev.seat] += 1
        return tuple(SeatResult(seat in end.winners, end.track[seat] + end.stash_glory[seat],
                                {"raids": raids[seat], "battles": battles[seat],
                                 "missions": missions[seat]})
                     for seat in range(n))

