"""DA7: Jolly Roger's `Game` stands on the shared `EventGame` (game.core.match), so a log it
cannot read is refused with the core's messages, the same words as RUM's and Meuterer's — and
where Jolly Roger differs (a replay may stop after any single event, VH hides more in the log),
its hooks say so."""

from __future__ import annotations

import json
from typing import Any

import pytest
from support import CAT, NAMES, state

from game.core.match import EventGame, TableRulebook
from game.jolly_roger import events as E
from game.jolly_roger.engine import Game
from game.jolly_roger.rulebook import JollyRoger


def a_game(variants: tuple[str, ...] = ()) -> Game:
    game = Game.new(NAMES[:4], cat=CAT, seed=3, variants=variants)
    book = JollyRoger.own()
    bots = {seat: book.make_bot("easy", seat) for seat in range(4)}
    for _ in range(60):
        p = game.prompt()
        game.submit(bots[p.seat].act(game.view(p.seat), p))
    return game


def test_DA7_the_engine_and_rulebook_are_the_shared_ones() -> None:
    assert issubclass(Game, EventGame) and issubclass(JollyRoger, TableRulebook)
    assert JollyRoger.own().from_events(a_game().events[:1]).n == 4


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(game="rum"), "not a Jolly Roger game log"),
    (lambda d: d.update(format=99), "game log format 99 is not supported "
                                    "(this version reads format 1)"),
    (lambda d: d.update(events=[]), "the game log has no events"),
    (lambda d: d.pop("events"), "the game log has no events"),
    # was an error of the first key read as an event; now the core's check of the list
    (lambda d: d.update(events={"a": 1}), "the game log has no events"),
    # was the rebuild's bare ValueError; now wrapped by the core like every table's
    (lambda d: d.update(events=d["events"][1:]),
     "the game log's events do not make a game (a game's events begin with game_started)"),
])
def test_DA7_a_log_that_is_not_a_game_is_refused_with_the_cores_message(
        change: Any, message: str) -> None:
    data = json.loads(a_game().dumps())
    change(data)
    with pytest.raises(ValueError) as err:
        Game.from_json(data, CAT)
    assert str(err.value) == message


def test_DA7_any_prefix_of_the_events_rebuilds_a_game_to_look_at() -> None:
    """REBUILDS_ANY_PREFIX: the replay and the results rebuild the game after single events,
    even in the middle of one command's events (RUM and Meuterer refuse such a cut)."""
    game = a_game()
    for k in range(1, len(game.events) + 1):
        again = Game.from_events(game.events[:k], CAT)
        assert again.events == game.events[:k]


def test_DA7_a_command_that_made_no_events_is_not_undoable() -> None:
    """The core's rule (a command's events, all of UNDOABLE types, and at least one); Jolly
    Roger's own said yes to none, though no command ever makes no events."""
    book = JollyRoger.own()
    assert not book.undoable([])
    assert book.undoable([E.Passed(0)])


def test_DA8_VH_hides_prize_cards_in_the_log_through_the_secrecy_hook() -> None:
    game = a_game(("VH",))
    assert "VH" in state(game).variants and game.secrecy() == {"hidden_prizes": True}
    assert a_game().secrecy() == {"hidden_prizes": False}
    for seat in range(4):
        assert game.events_for(seat) == [E.for_seat(ev, seat, True, cat=CAT)
                                         for ev in game.events]
        assert game.events_for(seat, 5) == game.events_for(seat)[5:]
    assert any(game.events_for(seat) != [E.for_seat(ev, seat, False, cat=CAT)
                                         for ev in game.events] for seat in range(4))
