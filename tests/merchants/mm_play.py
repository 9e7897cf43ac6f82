"""Playing Merchants & Marauders in tests: a game set at any moment (`at`: a scenario position,
OV4, with prescribed dice), commands by name, and looks at what happened.

    g = at([{"zone": "Z03", "in_port": False}, {}], dice=[6, 1, 5, 3],
           cargo=[17, 29, 15, 36], merchants={"Z03": 801})
    do(g, C.Scout(0, "merchant"))
    assert kinds(g, E.RaidEnded)[0].result == "destroyed"

A position's keys (docs/scenarios.md): `turn`, `start`, `active` (whose turn it is; -1: the
game turn begins), `event` (that turn's event card), `seats` (one object per seat: captain,
ship, track, zone, in_port, ducats, stash, glory, cargo, hand, specialists, rumour, mission,
bounty, mods, weapons), `npcs` ({slot: {"cards": [[card, line]], "zone": "Z.."}}), `wars`,
`demand` / `merchants` / `mods` ({zone id: token}), `spaces`, `missions`, `event_discard`.
"""

from __future__ import annotations

from typing import Any

from game.core.bots import ask
from game.merchants.engine import Game
from game.merchants.rulebook import Merchants

BOOK = Merchants.own()
CAT = BOOK.cat
NAMES = ("Anne", "Bart", "Cleo", "Dirk")
#: the event card of a position's turn when none is named: a world card without icons whose
#: effect is nothing that matters mid-turn (EVT21's war is declared at draw, not now)
QUIET_EVENT = 420


def at(seats: list[dict[str, Any]], *, dice: list[int] | None = None, active: int = 0,
       event: int = QUIET_EVENT, turn: int = 2, start: int = 0, seed: int = 1,
       options: dict[str, Any] | None = None, **position: Any) -> Game:
    """A game of len(seats) captains at `active`'s turn of game turn `turn` (its event
    `event`), each seat as its object says; the other position keys as given; `cargo`,
    `glory_deck`… as deck tops (game.merchants.setup.DECK_KEYS)."""
    decks = {k: position.pop(k) for k in list(position)
             if k in ("events", "cargo", "glory", "missions", "rumours", "captains")}
    pos = {"turn": turn, "start": start, "active": active, "event": event, "seats": seats,
           **position}
    decks["position"] = pos
    if dice is not None:
        decks["dice"] = dice
    return BOOK.new_game(list(NAMES[:len(seats)]), seed=seed, humans=[False] * len(seats),
                         options=options or {}, decks=decks)


def do(game: Game, *commands: Any) -> list[Any]:
    """Submit the commands in turn; every event they caused."""
    out: list[Any] = []
    for cmd in commands:
        out += game.submit(cmd)
    return out


def kinds(events: Any, t: type) -> list[Any]:
    """The events of one type (of a list, or of a game's whole log)."""
    evs = events.events if hasattr(events, "events") else events
    return [e for e in evs if type(e) is t]


def play_out(game: Game, level: str = "random", seed: int = 3, limit: int = 30_000) -> Game:
    """Bots of `level` play the game to its end."""
    bots = [BOOK.make_bot(level, seed * 10 + i) for i in range(game.n)]
    for _ in range(limit):
        p = game.prompt()
        if p is None:
            return game
        game.submit(ask(bots[p.seat], p, game.view))
    raise AssertionError("the game did not end")


def state(game: Game) -> Any:
    """The full state (tests only: a full-information observer)."""
    return game._state
