"""The engine's public face: a Game is its events; commands go in, events come out.

    game = Game.new(["Ania", "Bartek"], cat=cat, seed=7)
    p = game.prompt()                   # who must decide what, and what is legal
    game.submit(ChooseShip(p.seat, "sloop"))   # RuleError (naming the clause) if illegal
    game.view(seat)                     # what one seat may see (DA4)
    Game.from_json(game.to_json(), cat)   # replays the events exactly (DA2, DA14)

`current_prompt(state)` is the one source of legality: the table highlights from it, bots
choose from it, the referee accepts only what it allows. After every command the engine runs
every automatic step (the event phase, NPC moves and scouting, the NPC side of a battle) up
to the next decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core.match import EventGame
from game.merchants import GAME
from game.merchants import events as E
from game.merchants.cards import Catalogue
from game.merchants.commands import Command
from game.merchants.evolve import evolve, initial_state
from game.merchants.prompts import Prompt
from game.merchants.rules import actions, battle, flow, npc, port, raid  # noqa: F401 (steps)
from game.merchants.setup import dice_prescribed, game_started, position_set
from game.merchants.state import State
from game.merchants.table import REFEREE, advance, prompt_of
from game.merchants.view import view

#: a game turn is a few hundred automatic steps at most; more means a rule loops
MAX_AUTOMATIC = 100_000


def current_prompt(s: State) -> Prompt | None:
    """The one decision the game waits for (None: over)."""
    return prompt_of(s)


def settle(s: State, out: list[Any]) -> Prompt | None:
    """Run the automatic steps until a seat must decide or the game is over; the decision
    it waits for (None: over)."""
    for _ in range(MAX_AUTOMATIC):
        if s.over:
            return None
        p = prompt_of(s)
        if p is not None:
            return p
        advance(s, out)
    raise AssertionError("the rules did not come to a decision")


def play(s: State, cmd: Command, p: Prompt | None = None) -> tuple[list[Any], Prompt | None]:
    """Validate and apply in place: the events and the next decision. RuleError BEFORE any
    change (DA1: naming the most specific clause the command breaks, game.core.referee)."""
    out = REFEREE.apply(s, cmd, current_prompt(s) if p is None else p)
    return out, settle(s, out)


def apply_command(s: State, cmd: Command, p: Prompt | None = None) -> list[Any]:
    """Validate and apply in place; returns the events (see `play`)."""
    return play(s, cmd, p)[0]


def replay(cat: Catalogue, events: Iterable[Any]) -> State:
    """Rebuild a state from its events alone (no generator involved; game.core.match)."""
    state: State = Game.rebuild(cat, events)
    return state


class Game(EventGame, info=GAME, events=E,
           rules=(current_prompt, apply_command, view, initial_state, evolve)):
    """A game in progress: the state plus the events that made it (game.core.match)."""

    @classmethod
    def new(cls, names: Sequence[str], *, cat: Catalogue, seed: int = 0,
            humans: Sequence[bool] | None = None, target: int = 10, steering: str = "engine",
            purses: str = "closed", decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S16; `decks` (tests, scenarios, OV4) prescribes the layout."""
        first = game_started(cat, names, seed=seed, humans=humans, target=target,
                             steering=steering, purses=purses,
                             decks={k: v for k, v in (decks or {}).items()
                                    if k not in ("position", "dice")})
        s = initial_state(cat, first)
        events: list[Any] = [first]
        position = position_set(cat, first, decks)
        if position is not None:
            evolve(s, position)
            events.append(position)
        prescribed = dice_prescribed(decks)
        if prescribed is not None:
            evolve(s, prescribed)
            events.append(prescribed)
        settle(s, events)
        return cls(s, events)

    @classmethod
    def play(cls, state: Any, cmd: Any, prompt: Any) -> tuple[list[Any], Any]:
        """The rules find the next decision as they settle (game.core.match's hook)."""
        return play(state, cmd, prompt)

    def secrecy(self) -> Mapping[str, Any]:
        """OV3: open purses make the ducat amounts everyone's."""
        return {"open_purses": self._state.options.get("purses") == "open"}
