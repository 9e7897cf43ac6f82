"""A sampled world as an engine state, through the engine's public constructors only.

The search bot's determinization is turned into a new game by the setup's `decks=` facility
(the one scenario files use: prescribed beach and faces, hands, captain values and owners,
the clock and the seat to play) and `engine.start`; then `engine.apply_command` plays
commands in it with the engine's own rules — there is no second rules implementation.
Everything put into the world comes from the seat's view or the sample; known/maybe marks
are left empty (they change no rule). The wreck is every card the layout does not place,
drawn from by the world's own seeded generator.
"""

from __future__ import annotations

from typing import Any

from game.rum.cards import Catalogue
from game.rum.engine import apply_command, current_prompt
from game.rum.engine import start as _start
from game.rum.prompts import Prompt
from game.rum.setup import game_started
from game.rum.state import State, initial_state
from game.rum.view import View


class World:
    """One determinization: every zone the view hides, filled in."""

    __slots__ = ("hands", "beach", "beach_up")

    def __init__(self, hands: list[list[int]], beach: list[int], beach_up: list[bool]) -> None:
        self.hands = hands
        self.beach = beach
        self.beach_up = beach_up


def start(cat: Catalogue, view: View, world: World, seed: int) -> State:
    """A game at the seat's turn in the sampled world (S7: later draws seeded by `seed`)."""
    decks = {
        "beach": world.beach, "beach_up": world.beach_up, "hands": world.hands,
        "values": [c.value for c in view.captains],
        "owners": [-1 if c.owner is None else c.owner for c in view.captains],
        "clock": view.clock, "first": view.seat,
    }
    names = tuple(f"P{i}" for i in range(view.n))
    first, _forced = game_started(cat, names, seed=seed, first_player="first", decks=decks)
    s = initial_state(cat, first)
    _start(s, first)
    return s


def step(s: State, cmd: Any, prompt: Prompt | None = None) -> None:
    """Play a command in the world (the engine validates it: RuleError if illegal);
    `prompt`, when the caller has it, saves the engine working it out again."""
    apply_command(s, cmd, prompt)


def prompt_of(s: State) -> Prompt | None:
    """The world's next decision (None: over)."""
    return current_prompt(s)
