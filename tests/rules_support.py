"""What rules tests of every table share: a refused command and the proof it changed nothing,
and whole games played by a table's random bots through the public API only."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from game.core.bots import ask
from game.core.errors import RuleError


def refused(game: Any, cmd: object, clause: str) -> RuleError:
    """The command is refused naming `clause` (DA11: the most specific rule it breaks), and
    the game is exactly as before: its events, every seat's view and the prompt."""
    before = (game.events, [game.view(i) for i in range(game.n)], game.prompt())
    with pytest.raises(RuleError) as err:
        game.submit(cmd)
    assert err.value.clause == clause, err.value
    assert (game.events, [game.view(i) for i in range(game.n)], game.prompt()) == before
    return err.value


def results_of(book: Any, game: Any) -> tuple[Any, Any]:
    """A finished game's results as the statistics read them (`Rulebook.results`): a seat's
    win as the last event, game_ended, says, and () for the events before it. The results
    and that event, for the table's own checks of scores and feats."""
    results = book.results(game.events)
    end = game.events[-1]
    assert [r.won for r in results] == [i in end.winners for i in range(game.n)]
    assert book.results(game.events[:-1]) == ()
    return results, end


def decided_alike(twins: tuple[Any, Any], new_bot: Callable[[], Any],
                  moves: Sequence[Any] = ()) -> None:
    """Non-negotiable 2 from the other side: two games whose hidden cards differ but whose
    views for seat 0 are equal get the same commands from bots made alike (`new_bot()`, one
    for each game) — at the decision they wait on and after each of `moves` (submitted to
    both). A bot reading anything beyond its view — the state, the log, a global — would
    tell them apart."""
    a, b = twins
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)
    cmds = []
    for g in (a, b):
        bot = new_bot()
        got = [ask(bot, g.prompt(), g.view)]
        for move in moves:
            g.submit(move)
            got.append(ask(bot, g.prompt(), g.view))
        cmds.append(got)
    assert a.view(0) == b.view(0)
    assert cmds[0] == cmds[1]


@dataclass(frozen=True)
class RandomGames:
    """A table's seeded random-bot games: `new(seed, seats)` the game, `bot(cat, seed)` its
    random level (game.core.bots.PromptBot: answered from the prompt alone), seat i's bot
    seeded `seed * 7 + i`; a game that has not ended after `limit` decisions fails."""

    new: Callable[[int, int], Any]
    bot: Callable[[Any, int], Any]
    limit: int = 2000

    def _bots(self, game: Any, seed: int, seats: int) -> list[Any]:
        return [self.bot(game.catalogue, seed * 7 + i) for i in range(seats)]

    def random_game(self, seed: int, seats: int, each: Callable[[Any], Any] | None = None,
                    limit: int | None = None) -> Any:
        """A random-bot game to its end; `each(game)` runs before every decision and at the
        end."""
        game = self.new(seed, seats)
        bots = self._bots(game, seed, seats)
        for _ in range(self.limit if limit is None else limit):
            if each is not None:
                each(game)
            p = game.prompt()
            if p is None:
                return game
            game.submit(bots[p.seat].quick(p))
        raise AssertionError(f"a {game.INFO.name} game did not end")

    def steps(self, seed: int, seats: int) -> Iterator[Any]:
        """The game at every decision (the same object, advanced)."""
        game = self.new(seed, seats)
        bots = self._bots(game, seed, seats)
        while True:
            yield game
            p = game.prompt()
            if p is None:
                return
            game.submit(bots[p.seat].quick(p))
